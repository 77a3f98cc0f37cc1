import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { applyWidgetType, readSettings } from '../../kit';
import { buttonPopup } from '.';
import { opensPopup, popupSize } from './popupSettings';

const en = await translator('en');
const nl = await translator('nl');

describe('BB ButtonPopup definition', () => {
  it('gives a newly picked popup one empty area and the spec\'s size defaults', () => {
    expect(applyWidgetType({}, buttonPopup)).toMatchObject({
      widget: 'BB ButtonPopup',
      areas: [{}],
      minWidth: '600px',
      maxWidth: '100vw',
      minHeight: '0px',
      maxHeight: '100vh',
      closeOnClickOutside: true,
      closeOnEscape: true,
    });
  });

  it('keeps the areas a popup already has', () => {
    const areas = [{ widget: 'Table' }, { widget: 'List' }];
    expect(applyWidgetType({ widget: 'ButtonPopup', areas }, buttonPopup).areas).toBe(areas);
  });
});

describe('popupSize', () => {
  const size = (stored: Record<string, unknown>, t = en) => popupSize(readSettings(buttonPopup.options, stored).settings, t);

  it('never lets a minimum or maximum push the popup out of the window', () => {
    expect(size({}).content).toEqual({
      minWidth: 'min(600px, 100%)',
      maxWidth: 'min(100vw, 100%)',
      minHeight: 'min(0px, calc(100dvh - var(--modal-y-offset) * 2))',
      maxHeight: 'min(100vh, calc(100dvh - var(--modal-y-offset) * 2))',
    });
  });

  it('reads bare numbers as pixels, and a content height', () => {
    const read = size({ minWidth: 400, maxHeight: '80vh', height: '70vh', minHeight: '0' });
    expect(read.content.minWidth).toBe('min(400px, 100%)');
    expect(read.content.minHeight).toBe('min(0px, calc(100dvh - var(--modal-y-offset) * 2))');
    expect(read.content.maxHeight).toBe('min(80vh, calc(100dvh - var(--modal-y-offset) * 2))');
    expect(read.height).toBe('70vh');
    expect(read.problems).toEqual([]);
  });

  it('says which size is no CSS length, and what is used instead', () => {
    const read = size({ minWidth: 'breed', height: 'calc(1px); background: red' });
    expect(read.content.minWidth).toBe('min(600px, 100%)');
    expect(read.height).toBeUndefined();
    expect(read.problems).toEqual([
      'Minimum width "breed" is no CSS length such as 600px, 80vw or 50%; 600px is used.',
      'Content height "calc(1px); background: red" is no CSS length such as 600px, 80vw or 50%; it is left out.',
    ]);
    expect(size({ maxHeight: 'hoog', height: 'x' }, nl).problems).toEqual([
      'Maximale hoogte "hoog" is geen CSS-lengte zoals 600px, 80vw of 50%; 100vh wordt gebruikt.',
      'Hoogte van de inhoud "x" is geen CSS-lengte zoals 600px, 80vw of 50%; de instelling is weggelaten.',
    ]);
  });
});

describe('opensPopup', () => {
  it('opens for true in any stored form, and for nothing else', () => {
    for (const value of [true, 'true', 'TRUE', 1, 'yes']) expect(opensPopup(value), String(value)).toBe(true);
    for (const value of [false, 'false', undefined, null, '', 'http://www.buildingbits.nl/reset', 'open']) expect(opensPopup(value), String(value)).toBe(false);
  });
});
