/**
 * The options a widget declares (docs/widgets.md lists them all). A declaration is data: its kind
 * says how a stored value is read and edited, conditions are `dependsOn` records rather than
 * functions, so a definition can be listed, documented and checked without running it.
 *
 * Each builder carries the TypeScript type its option reads as (`OptionSpec<T>`), so a view gets
 * `settings` typed from the very declaration the settings dialog and the docs are made from.
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

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export interface OptionSpec<T = unknown> {
  kind: OptionKind;
  label: string;
  help?: string;
  /**
   * What an unset option reads as, and what a new widget of this type is given. For queries the
   * default is only the starting text of a new widget: an app without a query runs none.
   */
  default?: unknown;
  /** Shown only while every named option has the given value (read as that option reads). */
  dependsOn?: Readonly<Record<string, string | number | boolean>>;
  /** For select and searchselect. */
  choices?: readonly Choice[];
  placeholder?: string;
  /** An empty value is an error the dialog reports. */
  required?: boolean;
  /** The dialog section the option belongs to; options without one form the widget's main section. */
  group?: string;
  /** Never set: carries the type the option reads as. */
  readonly __reads?: T;
}

/** A widget's options by their stored key. */
export type OptionSpecs = Readonly<Record<string, OptionSpec<unknown>>>;

/** The typed settings a set of options reads as. */
export type SettingsOf<O extends OptionSpecs> = { readonly [K in keyof O]: O[K] extends OptionSpec<infer T> ? T : never };

type OptionInput<D> = Partial<Omit<OptionSpec, 'kind' | 'default' | 'choices' | '__reads'>> & { default?: D };
type WithDefault<D> = OptionInput<D> & { default: D };

function make<T>(kind: OptionKind, fallbackLabel: string) {
  return (input: OptionInput<T> = {}): OptionSpec<T> => ({ label: fallbackLabel, ...input, kind });
}

function choicesOf<V extends string>(values: readonly (V | Choice<V>)[]): Choice<V>[] {
  return values.map((value) => (typeof value === 'string' ? { value, label: value } : value));
}

function number(input: WithDefault<number>): OptionSpec<number>;
function number(input?: OptionInput<number>): OptionSpec<number | undefined>;
function number(input: OptionInput<number> = {}): OptionSpec<number | undefined> {
  return { label: 'Number', ...input, kind: 'number' };
}

function select<const V extends string>(choices: readonly (V | Choice<V>)[], input: WithDefault<NoInfer<V>>): OptionSpec<V>;
function select<const V extends string>(choices: readonly (V | Choice<V>)[], input?: OptionInput<NoInfer<V>>): OptionSpec<V | ''>;
function select<const V extends string>(choices: readonly (V | Choice<V>)[], input: OptionInput<V> = {}): OptionSpec<V | ''> {
  return { label: 'Choice', ...input, kind: 'select', choices: choicesOf(choices) };
}

export const opt = {
  /** One line of text; `false`, `null` and `""` mean "not set". */
  text: make<string>('text', 'Text'),
  textarea: make<string>('textarea', 'Text'),
  /** true/false, also the texts older editors stored ("true", "TRUE", "yes", "0"...). */
  boolean: make<boolean>('boolean', 'On'),
  /** A number, or undefined when unset and without default. */
  number,
  /** A list of names: an array, or comma-separated text as older editors stored it. */
  array: make<string[]>('array', 'List'),
  /** JSON stored as a value (or as its text): read parsed, undefined when unset. */
  json: make<unknown>('json', 'JSON'),
  /** JSON stored as text: read parsed, undefined when unset. */
  jsonText: make<unknown>('jsonText', 'JSON'),
  javascript: make<string>('javascript', 'JavaScript'),
  /** The query editor ("yasgui" in the original product). */
  sparql: make<string>('sparql', 'Query'),
  /** An app-variable name this widget publishes to or listens to; read trimmed. */
  variable: make<string>('variable', 'Variable'),
  /** One of the choices; a stored value in another case reads as the choice. */
  select,
  /** A choice from a searchable list that also takes values outside it. */
  searchselect: (choices: readonly (string | Choice)[], input: OptionInput<string> = {}): OptionSpec<string> => ({
    label: 'Choice',
    ...input,
    kind: 'searchselect',
    choices: choicesOf(choices),
  }),
};

/** The query option most data widgets have, with the starting text of a new widget. */
export function queryOption(defaultQuery: string, help?: string, input: OptionInput<string> = {}): OptionSpec<string> {
  return opt.sparql({ label: 'Query', default: defaultQuery, help, ...input });
}

/** The app variable a widget sets when the user picks something. */
export function publishOption(help = 'The app variable a click sets.', input: OptionInput<string> = {}): OptionSpec<string> {
  return opt.variable({ label: 'Publish variable', help, ...input });
}

/** The texts a data widget shows instead of its data; empty means the built-in text. */
export const messageOptions = {
  textNoResults: opt.text({ label: 'No-results text', group: 'Messages' }),
  textErrorLoading: opt.text({ label: 'Error text', help: 'Shown instead of the error of a failed query.', group: 'Messages' }),
  textLoading: opt.text({ label: 'Loading text', help: 'Read out while the query runs.', group: 'Messages' }),
};

/** The message texts as a widget has them after reading its settings. */
export interface MessageTexts {
  textNoResults?: string;
  textErrorLoading?: string;
  textLoading?: string;
}
