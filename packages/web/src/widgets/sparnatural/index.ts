import { defineWidget, messageOptions, opt, publishOption, type SettingsOf } from '../../kit';

/** Sparnatural's defaults, as the original product set them. */
export const DEFAULT_LIMIT = 100000;
export const DEFAULT_LANGUAGE = 'nl';

const options = {
  limit: opt.number({ label: 'Query limit', default: DEFAULT_LIMIT, help: 'The LIMIT of the built query: at most this many rows.' }),
  language: opt.text({
    label: 'Language',
    default: DEFAULT_LANGUAGE,
    placeholder: 'nl',
    help: 'A language tag (nl, en, en-GB): the builder and the results show labels (rdfs:label, skos:prefLabel) in this language first, then labels without a language, then the IRI\'s last part.',
  }),
  distinct: opt.boolean({ label: 'Distinct rows', default: true, help: 'Writes SELECT DISTINCT, so a row shows once even when it is found along several paths.' }),
  publishVariable: publishOption('The app variable a click on a resource in the results sets to its IRI.'),
  queryVariable: opt.variable({
    label: 'Query variable',
    help: 'The app variable set to the built query\'s text when it runs, e.g. for a Yasgui or a table that runs it elsewhere.',
  }),
  ...messageOptions,
};

export type SparnaturalSettings = SettingsOf<typeof options>;

export const sparnatural = defineWidget({
  type: 'BBSparnatural',
  label: 'BBSparnatural',
  category: 'Data',
  description:
    'A visual query builder on the ideas of Sparnatural: pick a class to start from, then a property and what it leads to (another class, any resource, or a value to filter on), as many times as needed; tick what to show. The classes and properties come from the app\'s repository: its RDFS, OWL and SHACL declarations where it has them, else what its resources actually have. The widget shows the SPARQL it builds, runs it and shows the rows in the Table++ grid.',
  options,
  view: () => import('./SparnaturalView'),
});
