import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** Seconds a run may take once Python has loaded. */
export const DEFAULT_TIME_LIMIT = 30;

const OFFLINE =
  'Python runs in the browser (Pyodide, loaded from this server when the widget first shows), with the standard library only: numpy and pandas are not available offline.';

const DEFAULT_QUERY = `SELECT ?type (COUNT(?s) AS ?aantal) WHERE {
  ?s a ?type .
} GROUP BY ?type ORDER BY DESC(?aantal) LIMIT 10`;

const DEFAULT_CODE = `# rows: the query's results, a list of dicts (variable -> value); columns: the variable names.
print(f"{len(rows)} rows")
# The last line's value is shown: a list of dicts as a table, a text as text (or HTML).
rows`;

const DEFAULT_PAGE = `# variables: the app variables, a dict. Return (or print) the page's HTML.
names = ", ".join(sorted(variables)) or "none yet"
f"<h3>App variables</h3><p>{names}</p>"`;

const timeLimit = opt.number({
  label: 'Time limit (s)',
  default: DEFAULT_TIME_LIMIT,
  help: 'Seconds the code may run (once Python has loaded); longer, and Python is stopped, so an endless loop never hangs the app.',
});

const pythonOptions = {
  query: queryOption(DEFAULT_QUERY, 'Its results are handed to the Python code as `rows`, a list of dicts (one per row, by variable; numbers and booleans as such, IRIs and other values as text, unbound as None), and `columns`, the variable names in order. {{variable}} placeholders are filled from the app variables. Optional: without a query, `rows` is empty.'),
  code: opt.textarea({
    label: 'Python code',
    default: DEFAULT_CODE,
    help: `Runs whenever the query's results change. The value of its last line is shown: a list of dicts in the Table++ grid (a column x_URI makes x a link that publishes), a text as text, a text that is HTML as sanitised HTML; what it prints is shown above. An error shows Python's traceback. \`variables\` is a dict of the app variables. ${OFFLINE}`,
  }),
  publishVariable: publishOption('The app variable a click on a link in the returned rows sets (a column x_URI makes x a link).'),
  timeLimit,
  ...messageOptions,
};

const pageOptions = {
  code: opt.textarea({
    label: 'Python code',
    default: DEFAULT_PAGE,
    help: `Produces the page: the value of its last line (a text, usually HTML), or else what it prints. HTML is sanitised (no scripts). \`variables\` is a dict of the app variables ({{name}} placeholders are not filled into the code, so that no value can become code: read variables["name"]); the page is made again when one changes. An error shows Python's traceback. ${OFFLINE}`,
  }),
  timeLimit,
  ...messageOptions,
};

export type PythonSettings = SettingsOf<typeof pythonOptions>;
export type PythonPageSettings = SettingsOf<typeof pageOptions>;

export const python = defineWidget({
  type: 'BBPython',
  label: 'BBPython',
  category: 'Data',
  description: `Python code over a query's results, run in the browser: what it prints, and the value it ends with as a table, a text or HTML. ${OFFLINE}`,
  options: pythonOptions,
  view: () => import('./PythonView'),
});

export const pythonServerPage = defineWidget({
  type: 'BBPythonServerPage',
  label: 'BBPythonServerPage',
  category: 'Content',
  description: `A page whose content is produced by Python: the HTML the code returns (or prints), sanitised, made again when an app variable changes. The original ran the code on a server; this one runs it in the browser. ${OFFLINE}`,
  options: pageOptions,
  view: () => import('./PythonPageView'),
});
