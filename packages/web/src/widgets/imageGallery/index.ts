import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_GALLERY_QUERY = `PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?image ?label WHERE {
  ?uri foaf:depiction ?image .
  OPTIONAL { ?uri rdfs:label ?label }
} LIMIT 40`;

const COLUMNS = 'Columns';
const LOOK = 'Look';
const FITS = [
  { value: 'contain', label: 'Whole picture (contain)' },
  { value: 'cover', label: 'Fill, cropping (cover)' },
] as const;

const options = {
  query: queryOption(DEFAULT_GALLERY_QUERY, 'One picture per row: ?image (an https URL, a path on this server, a data URL or base64), ?label or ?caption under it, ?uri published on a click.'),
  publishVariable: publishOption('The app variable the ?uri of the clicked picture (and of the picture the large view shows) is published to.'),
  openLargeView: opt.boolean({ label: 'Open a large view on a click', default: true, help: 'Shows the picture over the whole window; arrow keys go to the next and previous, Escape closes.' }),
  imageVariable: opt.text({ label: 'Picture variable', group: COLUMNS, placeholder: 'image', help: 'The result variable with the picture, when not ?image, ?imageURL, ?src, ?src_URL, ?picture or ?url.' }),
  captionVariable: opt.text({ label: 'Caption variable', group: COLUMNS, placeholder: 'label', help: 'The result variable with the caption, when not ?caption, ?label, ?title or ?name.' }),
  uriVariable: opt.text({ label: 'Published variable', group: COLUMNS, placeholder: 'uri', help: 'The result variable a click publishes, when not ?uri.' }),
  showCaptions: opt.boolean({ label: 'Captions under the pictures', default: true, group: LOOK }),
  thumbnailSize: opt.number({ label: 'Picture size in the grid (pixels)', default: 160, group: LOOK }),
  thumbnailFit: opt.select(FITS, { label: 'Fit in the grid', default: 'cover', group: LOOK }),
  fullscreenFit: opt.select(FITS, { label: 'Fit in the large view', default: 'contain', group: LOOK, dependsOn: { openLargeView: true } }),
  ...messageOptions,
};

export type ImageGallerySettings = SettingsOf<typeof options>;

export const imageGallery = defineWidget({
  type: 'ImageGallery',
  aliases: ['Image Gallery'],
  label: 'Image Gallery',
  category: 'Content',
  description: 'A grid of the query\'s pictures with captions; a click publishes the picture\'s ?uri and opens it large, with arrow keys to go through them.',
  options,
  view: () => import('./ImageGalleryView'),
});
