import { Autocomplete, NumberInput, Select, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { toBoolean, toList } from '@grafiek/core';
import type { OptionSpec } from '../kit';
import { CodeEditor } from './CodeEditor';

export interface OptionFieldProps {
  name: string;
  spec: OptionSpec;
  value: unknown;
  error: string | null;
  onChange: (value: unknown) => void;
  /** Known app variables, offered by variable pickers. */
  variables: readonly string[];
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 4);
}

function Labelled({ spec, error, children, name }: { spec: OptionSpec; error: string | null; children: React.ReactNode; name: string }) {
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

/** One option of the Widget Settings dialog, by its kind (spec/widgets.md §3). */
export function OptionField({ name, spec, value, error, onChange, variables }: OptionFieldProps) {
  const common = { label: spec.label, description: spec.help, error: error ?? undefined, placeholder: spec.placeholder, 'data-option': name };
  switch (spec.kind) {
    case 'boolean':
      return (
        <Switch
          data-option={name}
          label={spec.label}
          description={spec.help}
          checked={value === undefined || value === null || value === '' ? toBoolean(spec.default) : toBoolean(value)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
    case 'searchselect':
      return (
        <Select
          {...common}
          data={spec.choices ? [...spec.choices] : []}
          value={typeof value === 'string' && value ? value : null}
          searchable={spec.kind === 'searchselect'}
          clearable
          onChange={(next) => onChange(next ?? '')}
          comboboxProps={{ withinPortal: true, zIndex: 1500 }}
        />
      );
    case 'array':
      return <TagsInput {...common} value={toList(value)} onChange={(next) => onChange(next)} splitChars={[',']} clearable />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? '' : next)}
        />
      );
    case 'variable':
      return (
        <Autocomplete
          {...common}
          value={textOf(value)}
          data={[...variables]}
          onChange={(next) => onChange(next)}
          comboboxProps={{ withinPortal: true, zIndex: 1500 }}
        />
      );
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} value={textOf(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'sparql':
    case 'json':
    case 'jsonText':
    case 'javascript':
      return (
        <Labelled spec={spec} error={error} name={name}>
          <CodeEditor
            ariaLabel={spec.label}
            language={spec.kind === 'sparql' ? 'sparql' : spec.kind === 'javascript' ? 'javascript' : 'json'}
            value={textOf(value)}
            height={spec.kind === 'sparql' ? '220px' : '120px'}
            onChange={(next) => onChange(next)}
          />
        </Labelled>
      );
    case 'text':
    default:
      return <TextInput {...common} value={textOf(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
