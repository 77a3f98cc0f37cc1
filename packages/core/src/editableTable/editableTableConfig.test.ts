import { describe, expect, it } from 'vitest';
import { editableTableConfigSchema } from './editableTableConfig.js';

const config = (json: unknown) => editableTableConfigSchema.parse(json);

describe('editableTableConfigSchema', () => {
  it('fills the spec defaults and keeps keys it does not know', () => {
    const c = config({
      columnConfigs: [{ id: 'naam', editable: { enabled: true, whenEmptyField: 'remove triple' }, future: 1 }],
      rowEditor: {},
    });
    expect(c.rowEditor?.enabled).toBe(true);
    expect(c.columnConfigs[0]).toMatchObject({
      width: 'auto',
      future: 1,
      editable: { objectType: 'http://www.w3.org/2001/XMLSchema#string', whenEmptyField: 'remove-triple' },
    });
  });

  it('rejects an empty column id, an unknown action type and an unknown whenEmptyField', () => {
    const idError = editableTableConfigSchema.safeParse({ columnConfigs: [{ id: '' }] });
    expect(JSON.stringify(idError.error?.issues)).toContain('column id must not be empty');
    expect(
      editableTableConfigSchema.safeParse({ columnConfigs: [{ id: 'a', buttons: [{ actions: [{ type: 'explode' }] }] }] })
        .success,
    ).toBe(false);
    expect(
      editableTableConfigSchema.safeParse({ columnConfigs: [{ id: 'a', editable: { whenEmptyField: 'ignore' } }] }).success,
    ).toBe(false);
  });
});
