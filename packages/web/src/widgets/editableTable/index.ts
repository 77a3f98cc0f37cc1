import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';

export const DEFAULT_EDITABLE_TABLE_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?label WHERE {
  ?uri rdfs:label ?label .
} LIMIT 100`;

const options = {
  query: queryOption(
    DEFAULT_EDITABLE_TABLE_QUERY,
    'One row per result. A column shows the variable its id names; an editable column\'s variable must be the stored value itself (not STR(...) of it). Rows are named by ?uri when the query selects it.',
  ),
  columnConfigs: opt.json({
    label: 'Columns',
    help:
      'A JSON list of columns in order. Data column: {"id": "naam", "label": "Naam", "width": 160 or "auto", "sortable": true, "filterable": false, "publishTopic": "variable a click sets", "editable": {"enabled": true, "subject": "uri" (a row variable, {{placeholder}} or IRI; default ?uri), "predicate": "http://...", "graph": "http://...", "objectType": "xsd:integer" (default: the old value\'s type), "componentType": "text" | "textarea" | "searchable-dropdown", "dropdownSPARQLQuery": "SELECT ?value ?label ...", "whenEmptyField": "disallow" | "remove triple" | "update as empty string"}}. ' +
      'Action column: {"id", "label", "width", "buttons": [{"icon", "label", "actions": [...], "buttons": [...] (a menu), "confirmation": {"message", "yesIcon", "yesColor", "noIcon", "noColor"}, "hidden": true or "{{variable}}"}]}. ' +
      'Actions: {"type": "start-rule", "startRule": tag, "parameters": {}, "timestampVariable"}, {"type": "publish", "topic", "value"}, "start-row-edit", "cancel-row-edit", "send-row-edit-request" and "send-row-delete-request" (with an optional "timestampVariable"); each may have "notification": {"onSuccess", "onFailure"}. ' +
      'Without columns the query\'s columns show read-only.',
  }),
  rowEditor: opt.json({
    label: 'Row editor',
    help: '{"enabled": true, "graph": "http://..."}: rows are edited through buttons (start, cancel, send, delete), which then must all be there; without it a double-click (or Enter) edits one editable cell, saved on Enter. The graph holds the rows\' triples unless a column names its own. Every save checks that the values it replaces are still stored: another user\'s change is never overwritten unasked.',
  }),
  ...messageOptions,
};

export type EditableTableViewSettings = SettingsOf<typeof options>;

export const editableTable = defineWidget({
  type: 'BBTable',
  aliases: ['EditableTable', 'Editable table'],
  label: 'Editable table',
  category: 'Data',
  description: 'The rows of a query in a data grid (AG Grid) whose cells or rows authorised users edit; each edit is a SPARQL update of the repository that never overwrites another user\'s change unseen.',
  options,
  view: () => import('./EditableTableView'),
});
