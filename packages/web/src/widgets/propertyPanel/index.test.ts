import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { propertyPanel } from '.';

describe('BBPropertyPanel settings', () => {
  it('shows the properties of {{selection}} unless told otherwise', () => {
    expect(readSettings(propertyPanel.options, {}).settings.childParameterText).toBe('{{selection}}');
    expect(readSettings(propertyPanel.options, { childParameterText: '{{monument}}' }).settings.childParameterText).toBe('{{monument}}');
  });

  it('reads editable as older editors stored it', () => {
    expect(readSettings(propertyPanel.options, { editable: 'true' }).settings.editable).toBe(true);
    expect(readSettings(propertyPanel.options, {}).settings.editable).toBe(false);
  });
});
