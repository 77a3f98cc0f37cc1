import { describe, expect, it } from 'vitest';
import { editableTableConfigSchema, type EditableTableConfig } from './editableTableConfig.js';
import { validateEditableTable } from './editableTableValidation.js';


const QUERY = `PREFIX ex: <http://example.org/def#>
SELECT ?row ?naam (STR(?m) AS ?lastModified) ?status_URI
WHERE { ?row ex:naam ?naam ; ex:modified ?m . # ?deletedAt is not selected
}`;

const editButtons = (timestampVariable?: string) => ({
  id: 'acties',
  buttons: [
    { icon: 'edit', actions: [{ type: 'start-row-edit' }] },
    {
      icon: 'more',
      buttons: [
        { icon: 'save', actions: [{ type: 'send-row-edit-request', timestampVariable }] },
        { icon: 'cancel', actions: [{ type: 'cancel-row-edit' }] },
        {
          icon: 'delete',
          confirmation: { message: 'Weet u het zeker?' },
          actions: [{ type: 'send-row-delete-request', timestampVariable: 'deletedAt' }],
        },
      ],
    },
  ],
});

function config(json: unknown): EditableTableConfig {
  return editableTableConfigSchema.parse(json);
}

describe('validateEditableTable', () => {
  it('accepts a complete row editor whose timestamp variables the query selects', () => {
    const c = config({ columnConfigs: [{ id: 'naam' }, editButtons('lastModified')], rowEditor: { graph: 'http://g' } });
    const withDelete = QUERY.replace('?status_URI', '?status_URI ?deletedAt');
    expect(validateEditableTable(c, withDelete)).toEqual([]);
  });

  it('names the timestamp variables the query is missing', () => {
    const c = config({ columnConfigs: [editButtons('updatedAt')], rowEditor: {} });
    expect(validateEditableTable(c, QUERY)).toEqual([
      { message: 'sparql query is missing the following timestamp variables: updatedAt, deletedAt' },
    ]);
  });

  it('does not count a variable mentioned only in a comment, but SELECT * selects what the query uses', () => {
    const c = config({ columnConfigs: [editButtons('lastModified')], rowEditor: { enabled: true } });
    expect(validateEditableTable(c, QUERY)[0]?.message).toBe(
      'sparql query is missing the following timestamp variables: deletedAt',
    );
    const star = 'SELECT * WHERE { ?row <http://x/m> ?lastModified ; <http://x/d> ?deletedAt }';
    expect(validateEditableTable(c, star)).toEqual([]);
  });

  it('lists the row-edit action types that have no button', () => {
    const c = config({
      columnConfigs: [{ id: 'acties', buttons: [{ actions: [{ type: 'start-row-edit' }] }] }],
      rowEditor: {},
    });
    expect(validateEditableTable(c, QUERY)).toEqual([
      {
        message:
          'missing action-buttons with the following action-types: cancel-row-edit, send-row-edit-request, send-row-delete-request',
      },
    ]);
  });

  it('refuses row-edit actions when row editing is off, and treats a missing rowEditor as off', () => {
    const off = config({ columnConfigs: [editButtons('lastModified')], rowEditor: { enabled: false } });
    const message =
      'actions of the following types are not allowed without row-editing enabled: start-row-edit, cancel-row-edit, send-row-edit-request, send-row-delete-request';
    expect(validateEditableTable(off, QUERY)).toEqual([{ message }]);
    const absent = config({ columnConfigs: [editButtons('lastModified')] });
    expect(validateEditableTable(absent, QUERY)).toEqual([{ message }]);
  });

  it('lets a read-only table with publish and rule buttons pass without edit buttons', () => {
    const c = config({
      columnConfigs: [
        { id: 'naam', publishTopic: 'selectie' },
        {
          id: 'acties',
          buttons: [
            { icon: 'send', actions: [{ type: 'publish', topic: 'gekozen', value: '{{row}}' }] },
            { icon: 'play', actions: [{ type: 'start-rule', startRule: 'herbereken', parameters: { x: '1' } }] },
          ],
        },
      ],
    });
    expect(validateEditableTable(c, QUERY)).toEqual([]);
  });

  it('reports an empty column id with its path', () => {
    const c = { columnConfigs: [{ id: 'naam', width: 'auto' }, { id: '  ', width: 'auto' }] } as EditableTableConfig;
    expect(validateEditableTable(c, QUERY)).toEqual([{ path: 'columnConfigs[1].id', message: 'column id must not be empty' }]);
  });
});
