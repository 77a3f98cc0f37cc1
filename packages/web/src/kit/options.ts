/**
 * The kinds of option a widget declares (ARCHITECTURE.md §3; spec/widgets.md §3 "widget variable
 * types"). Definitions are data: conditions are `dependsOn` records, never functions, so that a
 * definition can be listed, documented and checked without running it.
 */
export type OptionKind =
  | 'text'
  | 'textarea'
  | 'boolean'
  | 'select'
  | 'searchselect'
  | 'array'
  | 'json'
  | 'jsonText'
  | 'sparql'
  | 'javascript'
  | 'number'
  | 'variable';

export interface Choice {
  value: string;
  label: string;
}

export interface OptionSpec {
  kind: OptionKind;
  label: string;
  help?: string;
  default?: unknown;
  /** Shown only while every named option has the given value. */
  dependsOn?: Readonly<Record<string, unknown>>;
  /** For select and searchselect. */
  choices?: readonly Choice[];
  placeholder?: string;
  /** An empty value is an error the dialog reports. */
  required?: boolean;
  /** The dialog group the option belongs to (e.g. 'Behaviour on loading'). */
  group?: string;
}

type OptionInput = Partial<Omit<OptionSpec, 'kind'>>;

function make(kind: OptionKind, fallbackLabel: string) {
  return (input: OptionInput = {}): OptionSpec => ({ label: fallbackLabel, ...input, kind });
}

function choicesOf(values: readonly (string | Choice)[]): Choice[] {
  return values.map((value) => (typeof value === 'string' ? { value, label: value } : value));
}

export const opt = {
  text: make('text', 'Text'),
  textarea: make('textarea', 'Text'),
  boolean: make('boolean', 'On'),
  number: make('number', 'Number'),
  array: make('array', 'List'),
  json: make('json', 'JSON'),
  jsonText: make('jsonText', 'JSON'),
  javascript: make('javascript', 'JavaScript'),
  /** The query editor ("yasgui" in the spec). */
  sparql: make('sparql', 'Query'),
  /** An app-variable name this widget publishes to or listens to. */
  variable: make('variable', 'Variable'),
  select: (choices: readonly (string | Choice)[], input: OptionInput = {}): OptionSpec => ({
    label: 'Choice',
    ...input,
    kind: 'select',
    choices: choicesOf(choices),
  }),
  searchselect: (choices: readonly (string | Choice)[], input: OptionInput = {}): OptionSpec => ({
    label: 'Choice',
    ...input,
    kind: 'searchselect',
    choices: choicesOf(choices),
  }),
};

/** Whether an option applies to a config, by its `dependsOn` conditions. */
export function optionApplies(spec: OptionSpec, config: Readonly<Record<string, unknown>>): boolean {
  if (!spec.dependsOn) return true;
  return Object.entries(spec.dependsOn).every(([key, expected]) => {
    const actual = config[key];
    if (typeof expected === 'boolean') return (actual === true || actual === 'true') === expected;
    return actual === expected;
  });
}
