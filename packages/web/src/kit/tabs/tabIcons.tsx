import {
  IconAffiliate,
  IconBook,
  IconBox,
  IconBuilding,
  IconBulldozer,
  IconCalendar,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconCircleDot,
  IconCube,
  IconDatabase,
  IconFile,
  IconFileText,
  IconFilter,
  IconFolder,
  IconHammer,
  IconHierarchy,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLink,
  IconList,
  IconMap,
  IconMapPin,
  IconPencil,
  IconPhoto,
  IconRoad,
  IconSearch,
  IconSettings,
  IconStack2,
  IconStar,
  IconTable,
  IconTree,
  IconUser,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

// The icon names tab and side-menu configs use ('map', 'box', and Font Awesome-style names from
// older editors) mapped to Tabler icons. A small list on purpose: each entry is code in the bundle.
const ICONS: Readonly<Record<string, Icon>> = {
  map: IconMap,
  'map-marker': IconMapPin,
  'map-pin': IconMapPin,
  marker: IconMapPin,
  globe: IconWorld,
  world: IconWorld,
  box: IconBox,
  cube: IconCube,
  building: IconBuilding,
  home: IconHome,
  house: IconHome,
  road: IconRoad,
  table: IconTable,
  list: IconList,
  'chart-bar': IconChartBar,
  'bar-chart': IconChartBar,
  chart: IconChartBar,
  'chart-line': IconChartLine,
  'line-chart': IconChartLine,
  'chart-pie': IconChartPie,
  'pie-chart': IconChartPie,
  pie: IconChartPie,
  graph: IconAffiliate,
  network: IconAffiliate,
  'sitemap': IconHierarchy,
  hierarchy: IconHierarchy,
  tree: IconTree,
  dashboard: IconLayoutDashboard,
  layers: IconStack2,
  database: IconDatabase,
  file: IconFile,
  'file-text': IconFileText,
  document: IconFileText,
  folder: IconFolder,
  book: IconBook,
  image: IconPhoto,
  photo: IconPhoto,
  picture: IconPhoto,
  search: IconSearch,
  filter: IconFilter,
  info: IconInfoCircle,
  'info-circle': IconInfoCircle,
  settings: IconSettings,
  cog: IconSettings,
  gear: IconSettings,
  edit: IconPencil,
  pencil: IconPencil,
  user: IconUser,
  users: IconUsers,
  calendar: IconCalendar,
  star: IconStar,
  link: IconLink,
  hammer: IconHammer,
  demolition: IconBulldozer,
  bulldozer: IconBulldozer,
};

/** The icon shown for names this list does not know, so a tab never loses its icon. */
export const DEFAULT_TAB_ICON: Icon = IconCircleDot;

/** 'fa fa-map', 'fa-map', 'ti ti-map' and 'Map' all name the map icon. */
export function iconKey(name: string): string {
  const words = name.trim().toLowerCase().split(/\s+/);
  const word = words.find((part) => !/^(fa|fas|far|fab|ti|mdi|glyphicon|icon)$/.test(part)) ?? '';
  return word.replace(/^(fa|ti|mdi|glyphicon|icon)-/, '');
}

/** The icon for a config's icon name; undefined when the tab has no icon name at all. */
export function tabIcon(name: string | undefined): Icon | undefined {
  if (!name || !name.trim()) return undefined;
  return ICONS[iconKey(name)] ?? DEFAULT_TAB_ICON;
}

export function TabIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  const Component = tabIcon(name);
  return Component ? <Component size={size} stroke={1.6} aria-hidden /> : null;
}
