import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new widget: three tasks given in the query itself, to show the columns. */
const DEFAULT_GANTT_QUERY = `SELECT ?id ?name ?start ?end ?progress ?dependencies WHERE {
  VALUES (?id ?name ?start ?end ?progress ?dependencies) {
    ("ontwerp" "Ontwerp" "2025-03-03" "2025-03-14" 100 "")
    ("bouw" "Bouw" "2025-03-17" "2025-04-18" 40 "ontwerp")
    ("oplevering" "Oplevering" "2025-04-21" "2025-04-25" 0 "bouw")
  }
}`;

const QUERY_HELP =
  'One row per task: ?start and ?end (dates such as 2025-03-01; the end day is part of the task), ?name (shown on the bar), ?id (what ?dependencies name; default the ?uri), ?uri (the task\'s resource: published on a click, handed to the rule that stores a change), ?progress (0 to 100) and ?dependencies (the ids of the tasks it comes after, comma separated; an arrow is drawn from each). Rows without valid dates are left out and named under the chart.';

const SAVING = 'Saving changes';
const VIEW = 'View';

const VIEW_MODES = ['Quarter Day', 'Half Day', 'Day', 'Week', 'Month', 'Year'] as const;

const options = {
  query: queryOption(DEFAULT_GANTT_QUERY, QUERY_HELP),
  publishVariable: publishOption('A click (or Enter) on a task\'s bar sets this variable to the task\'s ?uri, else its ?id. The task the variable holds is outlined.'),
  viewMode: opt.select(VIEW_MODES, { label: 'View mode', default: 'Day', group: VIEW, help: 'How much time one column of the chart stands for when it opens.' }),
  viewModeSelect: opt.boolean({ label: 'View mode switch', default: true, group: VIEW, help: 'Shows buttons above the chart to switch between day, week, month and year.' }),
  scrollTo: opt.select(
    [
      { value: 'start', label: 'The first task' },
      { value: 'today', label: 'Today' },
    ],
    { label: 'Opens at', default: 'start', group: VIEW, help: 'Where the chart is scrolled to when it opens. Today needs today to lie within the tasks\' months.' },
  ),
  language: opt.text({ label: 'Language', default: 'en', group: VIEW, help: 'The language of month and day names, as a code such as nl, en or de.' }),
  graph: opt.text({
    label: 'Graph',
    group: SAVING,
    placeholder: 'http://example.org/planning',
    help: 'The named graph the tasks are stored in, handed to the rule as {{graph}}. With Code, visitors can drag a bar to other dates, drag its ends to change its length, and drag its progress; without both the chart cannot be changed.',
  }),
  code: opt.text({
    label: 'Code (rule)',
    group: SAVING,
    help: 'The rule that stores a changed task, run once per changed task (a dragged task also moves the tasks that come after it) with every app variable plus {{id}}, {{uri}}, {{name}}, {{start}} and {{end}} (its first and last day, YYYY-MM-DD), {{progress}} (0-100) and {{graph}}. E.g. DELETE { GRAPH <{{graph}}> { <{{uri}}> ex:start ?s ; ex:end ?e } } INSERT { GRAPH <{{graph}}> { <{{uri}}> ex:start "{{start}}"^^xsd:date ; ex:end "{{end}}"^^xsd:date } } WHERE { GRAPH <{{graph}}> { <{{uri}}> ex:start ?s ; ex:end ?e } }. When it fails the visitor is told why and the bar goes back to its stored dates.',
  }),
  codeIsTag: opt.boolean({ label: 'Code is a rule tag', group: SAVING, help: 'Run every rule with the tag in Code, in order, instead of the one rule of that name.' }),
  successMessage: opt.text({ label: 'Success message', group: SAVING, help: 'Shown after a change was stored; empty: nothing is shown (the bar stays where it was put).' }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: SAVING,
    help: 'The title of the message shown when a change could not be stored, above the rule engine\'s reason. Empty: "failed to run rule(-chain) completely"; a call the server refused says "command error".',
  }),
  ...messageOptions,
};

export type GanttChartSettings = SettingsOf<typeof options>;

export const ganttChart = defineWidget({
  type: 'BB Ganttchart',
  aliases: ['BBGanttchart'],
  label: 'BB Ganttchart',
  category: 'Chart',
  description:
    'A Gantt chart of the query\'s tasks with their dates, progress and dependencies (frappe-gantt). A click on a task publishes it; with a graph and a rule (code), dragging a bar stores its new dates or progress.',
  options,
  view: () => import('./GanttView'),
});
