/**
 * Icon names as older apps wrote them (Material and Font Awesome names such as `delete`,
 * `location_on`, `fa-home`, `mdi-account`) mapped to the Tabler icon set this app draws with.
 * Names that Tabler has under the same name need no entry here.
 */
const ALIASES: Readonly<Record<string, string>> = {
  delete: 'trash',
  remove: 'minus',
  add: 'plus',
  close: 'x',
  clear: 'x',
  cancel: 'circle-x',
  done: 'check',
  check_circle: 'circle-check',
  error: 'alert-circle',
  warning: 'alert-triangle',
  'exclamation-triangle': 'alert-triangle',
  info: 'info-circle',
  help: 'help-circle',
  'question-circle': 'help-circle',
  place: 'map-pin',
  location: 'map-pin',
  location_on: 'map-pin',
  'map-marker': 'map-pin',
  'map-marker-alt': 'map-pin',
  person: 'user',
  account: 'user',
  account_circle: 'user-circle',
  people: 'users',
  group: 'users',
  visibility: 'eye',
  edit: 'pencil',
  create: 'pencil',
  house: 'home',
  domain: 'building',
  business: 'building',
  apartment: 'building',
  description: 'file-description',
  launch: 'external-link',
  open_in_new: 'external-link',
  event: 'calendar',
  schedule: 'clock',
  access_time: 'clock',
  email: 'mail',
  envelope: 'mail',
  layers: 'stack-2',
  arrow_forward: 'arrow-right',
  arrow_back: 'arrow-left',
  expand_more: 'chevron-down',
  expand_less: 'chevron-up',
  filter_list: 'filter',
  dashboard: 'layout-dashboard',
  notifications: 'bell',
  block: 'ban',
  favorite: 'heart',
  euro: 'currency-euro',
  park: 'tree',
  water: 'droplet',
  'trash-alt': 'trash',
  times: 'x',
  'check-circle': 'circle-check',
  'times-circle': 'circle-x',
  cog: 'settings',
  gear: 'settings',
};

/** The Tabler export name for an icon name, e.g. `location_on` → `IconMapPin`, `fa fa-home` → `IconHome`. */
export function tablerExportName(name: string): string {
  let key = name.trim();
  if (/^Icon[A-Z0-9]/.test(key)) return key;
  // "fa fa-home", "fas fa-home", "mdi mdi-home", "material-icons home": the last word names it.
  key = key.split(/\s+/).pop() ?? key;
  key = key.replace(/^(fa[srlbd]?|mdi|bi|icon|ti)-/, '');
  const alias = ALIASES[key] ?? ALIASES[key.toLowerCase()];
  if (alias) key = alias;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .split(/[-_\s]+/)
    .filter(Boolean);
  return `Icon${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('')}`;
}

/** A cell's icon value that is a picture to show rather than a name. */
export function isIconUrl(value: string): boolean {
  return /^(https?:\/\/|data:image\/|\/|\.\/)/i.test(value.trim());
}
