import { Autocomplete, NumberInput, Select, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { readOption, type OptionKind, type OptionSpec } from '../kit';
import { CodeEditor } from './CodeEditor';
import { QueryField } from './queryField/QueryField';

export interface OptionFieldProps {
  name: string;
  spec: OptionSpec;
  /** The stored value (or the draft being edited), whatever its JSON type. */
  value: unknown;
  error: string | null;
  onChange: (value: unknown) => void;
  /** Known app variables, offered by variable pickers. */
  variables: readonly string[];
}

/** How a stored value shows in a text field: JSON for lists and objects, so nothing is hidden. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 4);
}

function commonProps({ name, spec, error }: OptionFieldProps) {
  return { label: spec.label, description: spec.help, error: error ?? undefined, placeholder: spec.placeholder, 'data-option': name };
}

function Labelled({ spec, error, children, name }: { spec: OptionSpec; error: string | null; children: ReactNode; name: string }) {
  return (
    <div data-option={name}>
      <Text size="sm" fw={500}>
        {spec.label}
      </Text>
      {spec.help && (
        <Text size="xs" c="dimmed" mb={4}>
          {spec.help}
        </Text>
      )}
      {children}
      {error && (
        <Text size="xs" c="red.7" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

function TextField(props: OptionFieldProps) {
  return <TextInput {...commonProps(props)} value={textOf(props.value)} onChange={(event) => props.onChange(event.currentTarget.value)} />;
}

function TextareaField(props: OptionFieldProps) {
  return <Textarea {...commonProps(props)} autosize minRows={3} value={textOf(props.value)} onChange={(event) => props.onChange(event.currentTarget.value)} />;
}

/** Checked as the widget reads the value, so a stored "TRUE" or "yes" shows as on. */
function BooleanField({ name, spec, value, error, onChange }: OptionFieldProps) {
  return (
    <Switch
      data-option={name}
      label={spec.label}
      description={spec.help}
      error={error ?? undefined}
      checked={readOption(spec, value).value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function SelectField(props: OptionFieldProps) {
  const { spec, value, onChange } = props;
  const searchable = spec.kind === 'searchselect';
  const choices = spec.choices ? [...spec.choices] : [];
  const current = textOf(value);
  // A stored value outside the list stays visible (and, for a plain select, is marked as a problem).
  if (current && !choices.some((choice) => choice.value === current)) choices.push({ value: current, label: current });
  return (
    <Select
      {...commonProps(props)}
      data={choices}
      value={current || null}
      searchable={searchable}
      clearable
      onChange={(next) => onChange(next ?? '')}
      comboboxProps={{ withinPortal: true, zIndex: 1500 }}
    />
  );
}

/**
 * Entries stored as objects with a label (tabs with icons) show by their label and keep their
 * object when the author edits the list around them.
 */
function ArrayField(props: OptionFieldProps) {
  const { spec, value, onChange } = props;
  const stored = Array.isArray(value) ? value : [];
  const keep = (label: string): unknown =>
    stored.find((entry) => typeof entry === 'object' && entry !== null && (entry as { label?: unknown }).label === label) ?? label;
  return (
    <TagsInput
      {...commonProps(props)}
      value={readOption(spec, value).value as string[]}
      onChange={(next) => onChange(next.map(keep))}
      splitChars={[',']}
      clearable
    />
  );
}

function NumberField(props: OptionFieldProps) {
  const { value, onChange } = props;
  return <NumberInput {...commonProps(props)} value={typeof value === 'number' || typeof value === 'string' ? value : ''} onChange={(next) => onChange(next === '' ? '' : next)} />;
}

function VariableField(props: OptionFieldProps) {
  return (
    <Autocomplete
      {...commonProps(props)}
      value={textOf(props.value)}
      data={[...props.variables]}
      onChange={(next) => props.onChange(next)}
      comboboxProps={{ withinPortal: true, zIndex: 1500 }}
    />
  );
}

function codeField(language: 'sparql' | 'json' | 'javascript', height: string) {
  return function CodeField({ name, spec, value, error, onChange }: OptionFieldProps) {
    return (
      <Labelled spec={spec} error={error} name={name}>
        {language === 'sparql' ? (
          <QueryField ariaLabel={spec.label} value={textOf(value)} height={height} onChange={(next) => onChange(next)} />
        ) : (
          <CodeEditor ariaLabel={spec.label} language={language} value={textOf(value)} height={height} onChange={(next) => onChange(next)} />
        )}
      </Labelled>
    );
  };
}

/**
 * The settings dialog's field for each option kind. Reading, checking and storing live with the
 * kinds in the kit (OPTION_KINDS); a new kind added there is a compile error here until it has a field.
 */
export const OPTION_FIELDS: Readonly<Record<OptionKind, ComponentType<OptionFieldProps>>> = {
  text: TextField,
  textarea: TextareaField,
  boolean: BooleanField,
  select: SelectField,
  searchselect: SelectField,
  array: ArrayField,
  number: NumberField,
  variable: VariableField,
  sparql: codeField('sparql', '220px'),
  json: codeField('json', '120px'),
  jsonText: codeField('json', '120px'),
  javascript: codeField('javascript', '120px'),
};

/** One option of the Widget Settings dialog, by its kind. */
export function OptionField(props: OptionFieldProps) {
  const Field = OPTION_FIELDS[props.spec.kind];
  return <Field {...props} />;
}
