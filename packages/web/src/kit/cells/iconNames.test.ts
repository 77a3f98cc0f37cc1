import { describe, expect, it } from 'vitest';
import { isIconUrl, tablerExportName } from './iconNames';
import { TABLE_ICONS } from './tableIcons';

describe('Cell icon names', () => {
  it('finds Tabler icons by their own names, in any spelling', () => {
    expect(tablerExportName('map-pin')).toBe('IconMapPin');
    expect(tablerExportName(' Home ')).toBe('IconHome');
    expect(tablerExportName('IconTrash')).toBe('IconTrash');
  });

  it('reads the Material and Font Awesome names older apps used', () => {
    expect(tablerExportName('location_on')).toBe('IconMapPin');
    expect(tablerExportName('fa fa-home')).toBe('IconHome');
    expect(tablerExportName('fas fa-trash-alt')).toBe('IconTrash');
    expect(tablerExportName('delete')).toBe('IconTrash');
  });

  it('draws the icons an action button names most often', () => {
    for (const name of ['eye', 'trash', 'pencil', 'map-pin', 'edit', 'delete']) expect(TABLE_ICONS[tablerExportName(name)], name).toBeDefined();
  });

  it('shows a URL as a picture, and a name as an icon', () => {
    expect(isIconUrl('https://example.org/marker.png')).toBe(true);
    expect(isIconUrl('/icons/marker.svg')).toBe(true);
    expect(isIconUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isIconUrl('map-pin')).toBe(false);
  });
});
