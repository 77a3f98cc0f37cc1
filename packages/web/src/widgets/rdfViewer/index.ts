import { defineWidget, messageOptions, opt, publishOption, type SettingsOf } from '../../kit';

export const RDF_VIEWS = [
  { value: 'table', label: 'Triples' },
  { value: 'turtle', label: 'Turtle' },
  { value: 'jsonld', label: 'JSON-LD' },
] as const;

const options = {
  subjectVariable: opt.variable({
    label: 'Resource variable',
    help: 'An app variable holding the IRI of the resource to show, e.g. what a table or map click publishes; the viewer follows it.',
  }),
  subject: opt.text({ label: 'Resource', placeholder: 'http://example.org/id/1', help: 'The IRI to show while the resource variable has no value, or without one.' }),
  publishVariable: publishOption(
    'The app variable set to the resource shown after a click on a link or on Back. Use another variable than the resource variable: a new value there starts the viewer\'s history again.',
  ),
  prefixes: opt.json({
    label: 'Prefixes',
    placeholder: '{"ex": "http://example.org/def#"}',
    help: 'Short names for namespaces, used in the triples table, the Turtle and the JSON-LD, besides the common ones (rdf, rdfs, xsd, owl, skos, dct, foaf, schema, geo, sh).',
  }),
  view: opt.select(RDF_VIEWS, { label: 'Start view', default: 'table', help: 'What the viewer shows first; users can switch.' }),
  ...messageOptions,
};

export type RdfViewerSettings = SettingsOf<typeof options>;

export const rdfViewer = defineWidget({
  type: 'BBRDFViewer',
  label: 'BBRDFViewer',
  category: 'Data',
  description:
    'The triples of one resource (subject, predicate, object, with the blank nodes it points to) from the app\'s repository. A click on an IRI shows that resource, Back returns; the same triples as Turtle or JSON-LD.',
  options,
  view: () => import('./RdfViewerView'),
});
