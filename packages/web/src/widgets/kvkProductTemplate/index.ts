import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_RECORD_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?label ?type WHERE {
  ?uri a ?type ; rdfs:label ?label .
} LIMIT 1`;

const conventions =
  'One row is one record: every variable is a labelled field, in query order. ?uri is the record (its title publishes it); the title comes from the title variable, else ?title, ?titel, ?naam, ?name, ?handelsnaam or ?label; a picture from the image variable, else ?image, ?logo, ?afbeelding, ?foto or ?picture (an https or data:image URL). A field\'s label is its name in words (kvkNummer: "Kvk nummer"), a row\'s ?xLabel (or ?x_LABEL) for field x, or the labels setting. The Table conventions apply: xURI publishes, xURL opens a new tab, xIcon, xCopyValue, xHTML (sanitised), xHIDDEN, and the Table++ X_URI, X_URL, X_ICON.';

const LAYOUT = 'Layout';

const options = {
  query: queryOption(DEFAULT_RECORD_QUERY, conventions),
  publishVariable: publishOption('The app variable a click on the title (the ?uri) or on a linked field (xURI) sets.'),
  titleVariable: opt.text({ label: 'Title variable', group: LAYOUT, placeholder: 'e.g. handelsnaam', help: 'The variable shown as the card\'s title.' }),
  subtitleVariable: opt.text({ label: 'Subtitle variable', group: LAYOUT, placeholder: 'e.g. rechtsvorm', help: 'A variable shown under the title.' }),
  imageVariable: opt.text({ label: 'Image variable', group: LAYOUT, placeholder: 'e.g. logo', help: 'The variable whose value is the card\'s picture.' }),
  fieldOrder: opt.array({ label: 'Field order', group: LAYOUT, placeholder: 'e.g. kvkNummer,vestigingsadres', help: 'Variables shown first, in this order; the others follow in query order.' }),
  replaceHeaderJSON: opt.jsonText({ label: 'Labels', group: LAYOUT, help: 'e.g. {"kvkNummer": "KvK-nummer"}: field labels per variable.' }),
  showEmptyFields: opt.boolean({ label: 'Show empty fields', group: LAYOUT, help: 'Also list fields without a value in the row (as a dash).' }),
  allRows: opt.boolean({ label: 'Every row', group: LAYOUT, help: 'One card per row instead of the first row only.' }),
  ...messageOptions,
};

export type RecordCardSettings = SettingsOf<typeof options>;

export const kvkProductTemplate = defineWidget({
  type: 'BBKVKProductTemplate',
  label: 'BBKVKProductTemplate',
  category: 'Content',
  description: 'A record (a company, a product) as a card: title, picture and labelled fields from a query\'s row, links that publish, always sanitised.',
  options,
  view: () => import('./RecordCardView'),
});
