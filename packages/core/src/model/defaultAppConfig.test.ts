import { describe, expect, it } from 'vitest';
import { createAppPath, defaultAppConfig } from './defaultAppConfig.js';
import { showsFooter } from './layoutDefaults.js';
import { parseAppConfig } from './parseAppConfig.js';
import { KNOWN_WIDGET_TYPES, isKnownWidgetType } from './widgetTypes.js';
import { RESET_VALUE } from './resetValue.js';

describe('defaultAppConfig', () => {
  it('is a valid new app with the ORIGINAL layout and its footer', () => {
    const config = defaultAppConfig({ path: 'abcde' });
    expect(parseAppConfig(config).ok).toBe(true);
    expect(config).toMatchObject({ path: 'abcde', new: true, layoutName: 'ORIGINAL', layout: { showFooter: true }, triggers: [] });
  });

  it('starts with a column split layout of a 200px area and the rest', () => {
    expect(defaultAppConfig().mainArea).toMatchObject({ widget: 'SplitLayout', direction: 'column', areaSizes: ['200px', '1'] });
  });

  it('gives each new app its own objects', () => {
    const a = defaultAppConfig();
    (a.mainArea!.areaSizes as string[]).push('3');
    expect(defaultAppConfig().mainArea!.areaSizes).toEqual(['200px', '1']);
  });
});

describe('createAppPath', () => {
  it('makes 5 letters and digits', () => {
    expect(createAppPath()).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(createAppPath(() => 0)).toBe('AAAAA');
    expect(createAppPath(() => 0.9999)).toBe('99999');
  });
});

describe('showsFooter', () => {
  it('follows the layout name when the layout does not say', () => {
    expect(showsFooter({ layoutName: 'ORIGINAL' })).toBe(true);
    expect(showsFooter({ layoutName: 'CUSTOM' })).toBe(false);
    expect(showsFooter({})).toBe(true);
  });
  it('lets the layout override, also as text', () => {
    expect(showsFooter({ layoutName: 'CUSTOM', layout: { showFooter: 'true' } })).toBe(true);
    expect(showsFooter({ layoutName: 'ORIGINAL', layout: { showFooter: false } })).toBe(false);
  });
});

describe('widget types and the reset marker', () => {
  it('knows the types stored in existing apps', () => {
    expect(KNOWN_WIDGET_TYPES).toContain('BBParameterLinkEmptyWidget');
    expect(isKnownWidgetType('BBMap')).toBe(true);
    expect(isKnownWidgetType('Nope')).toBe(false);
  });
  it('uses the marker existing apps publish', () => {
    expect(RESET_VALUE).toBe('http://www.buildingbits.nl/reset');
  });
});
