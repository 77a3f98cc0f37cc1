import { appConfigJsonSchema } from '@grafiek/core';
import { LOADING_GROUP, sharedOptions, type AnyWidgetDefinition, type OptionKind, type OptionSpec } from '../kit';

// The widget reference, the JSON Schema of widget nodes and the catalogue tools read, all made
// from the widget definitions, so none of them can drift from what the settings dialog offers.
// `npm run docs` writes docs/widgets.md and docs/app-config.schema.json; the web build writes
// the catalogue next to the app as /widget-catalogue.json; a unit test checks the docs are current.

/** One widget as tools see it. */
export interface CatalogueEntry {
  type: string;
  aliases: string[];
  label: string;
  category: string;
  description: string;
  layout: boolean;
  options: { key: string; kind: OptionKind; label: string; group?: string; default?: unknown; choices?: string[]; help?: string }[];
}

export function catalogueEntries(widgets: readonly AnyWidgetDefinition[]): CatalogueEntry[] {
  return [...widgets]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((definition) => ({
      type: definition.type,
      aliases: [...(definition.aliases ?? [])],
      label: definition.label,
      category: definition.category,
      description: definition.description,
      layout: definition.layout === true,
      options: Object.entries(definition.options as Record<string, OptionSpec>).map(([key, spec]) => ({
        key,
        kind: spec.kind,
        label: spec.label,
        ...(spec.group ? { group: spec.group } : {}),
        ...(spec.default !== undefined ? { default: spec.default } : {}),
        ...(spec.choices ? { choices: spec.choices.map((choice) => choice.value) } : {}),
        ...(spec.help ? { help: spec.help } : {}),
      })),
    }));
}

/** The JSON the web build serves at /widget-catalogue.json. */
export function catalogueJson(widgets: readonly AnyWidgetDefinition[]): string {
  return `${JSON.stringify({ widgets: catalogueEntries(widgets) }, null, 2)}\n`;
}

/** How each kind is stored: the forms its reader accepts (kit/optionKinds.ts). */
const STORED_FORMS: Record<OptionKind, string> = {
  text: 'text (a number or `true` is read as its text; `false`, `null` and `""` mean unset)',
  textarea: 'text, several lines',
  searchselect: 'text, one of the choices or another value',
  sparql: 'SPARQL text with `{{placeholders}}`',
  javascript: 'JavaScript text',
  variable: 'an app-variable name',
  boolean: '`true`/`false`, or the texts `"true"`, `"false"`, `"yes"`, `"no"`, `"on"`, `"off"`, `"1"`, `"0"` (any case), or 0/1',
  number: 'a number, or a text holding one',
  select: 'one of the choices (any case)',
  array: 'a list of texts, or comma-separated text',
  json: 'a JSON value, or its text',
  jsonText: 'JSON as text (or the value itself)',
};

function cell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function shown(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\n') || text.length > 60) return '(see the settings dialog)';
  return `\`${cell(text)}\``;
}

function optionRows(options: Record<string, OptionSpec>): string[] {
  return Object.entries(options).map(([key, spec]) => {
    const choices = spec.choices ? ` One of: ${spec.choices.map((choice) => `\`${choice.value}\``).join(', ')}.` : '';
    const shownWhen = spec.dependsOn ? ` Shown when ${Object.entries(spec.dependsOn).map(([other, value]) => `\`${other}\` is \`${String(value)}\``).join(' and ')}.` : '';
    return `| \`${key}\` | ${spec.kind} | ${cell(spec.label)} | ${shown(spec.default)} | ${cell(`${spec.help ?? ''}${choices}${shownWhen}`.trim())} |`;
  });
}

const TABLE_HEAD = ['| key | kind | label | default | help |', '|---|---|---|---|---|'];

/** docs/widgets.md: every type, its aliases, and its options with kinds, defaults and help. */
export function widgetReferenceMarkdown(widgets: readonly AnyWidgetDefinition[]): string {
  const sorted = [...widgets].sort((a, b) => a.label.localeCompare(b.label));
  const anchors = headingAnchors(sorted.map((definition) => definition.type));
  const common = sharedOptions();
  const lines = [
    '# Widget reference',
    '',
    '<!-- Generated from the widget definitions (packages/web/src/widgets/*/index.ts) by `npm run docs`; do not edit. -->',
    '',
    `Grafiek knows ${sorted.length} widget types. A node of an app's layout tree names its type in \`widget\` (a type or one of its aliases) and keeps its options beside it. Every option keeps the JSON value it was stored with; the widget reads it by its kind (below), and a value it cannot use is shown as a warning on its frame while the default applies.`,
    '',
    '## Widgets',
    '',
    '| type | aliases | category | what it does |',
    '|---|---|---|---|',
    ...sorted.map((definition) => `| [${definition.type}](#${anchors.get(definition.type)}) | ${(definition.aliases ?? []).map((alias) => `\`${alias}\``).join(', ')} | ${definition.category} | ${cell(definition.description)} |`),
    '',
    '## Option kinds',
    '',
    '| kind | stored as |',
    '|---|---|',
    ...Object.entries(STORED_FORMS).map(([kind, forms]) => `| ${kind} | ${forms} |`),
    '',
    '## Options every widget has',
    '',
    `The settings dialog lists these first, in this order, with the group "${LOADING_GROUP}". Split layouts have no border radii.`,
    '',
    ...TABLE_HEAD,
    ...optionRows(common),
  ];
  for (const definition of sorted) {
    lines.push('', `## ${definition.type}`, '', `${definition.label} (${definition.category}). ${definition.description}`);
    if (definition.aliases?.length) lines.push('', `Also loads as: ${definition.aliases.map((alias) => `\`${alias}\``).join(', ')}.`);
    const options = definition.options as Record<string, OptionSpec>;
    if (Object.keys(options).length === 0) lines.push('', 'No options of its own.');
    else lines.push('', ...TABLE_HEAD, ...optionRows(options));
  }
  return `${lines.join('\n')}\n`;
}

/** The anchors a Markdown renderer gives the widgets' headings (a repeated one gets -1, -2...). */
function headingAnchors(headings: readonly string[]): Map<string, string> {
  const used = new Map<string, number>();
  const anchors = new Map<string, string>();
  for (const heading of headings) {
    const base = heading.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    anchors.set(heading, count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The JSON Schema forms each kind accepts, as tolerant as its reader. */
function kindSchema(spec: OptionSpec): Record<string, unknown> {
  const description = spec.help ? `${spec.label}. ${spec.help}` : spec.label;
  const base = { title: spec.label, description, ...(spec.default !== undefined ? { default: spec.default } : {}) };
  switch (spec.kind) {
    case 'boolean':
      return { ...base, type: ['boolean', 'string', 'number', 'null'] };
    case 'number':
      return { ...base, type: ['number', 'string', 'null', 'boolean'] };
    case 'array':
      return { ...base, anyOf: [{ type: 'array' }, { type: 'string' }, { type: 'null' }, { type: 'boolean' }] };
    case 'json':
    case 'jsonText':
      return base;
    case 'select':
      return { ...base, anyOf: [{ enum: spec.choices?.map((choice) => choice.value) ?? [] }, { type: ['string', 'null', 'boolean'] }] };
    default:
      return { ...base, type: ['string', 'number', 'boolean', 'null'] };
  }
}

/**
 * JSON Schema of one layout node: structure checked (a widget is named by text, areas are nodes),
 * and for each known type its options documented with the forms their kinds accept. Unknown keys
 * stay allowed: configs keep every key, whatever Grafiek knows.
 */
export function layoutNodeJsonSchema(widgets: readonly AnyWidgetDefinition[]): Record<string, unknown> {
  const sorted = [...widgets].sort((a, b) => a.type.localeCompare(b.type));
  const commonProperties = Object.fromEntries(Object.entries(sharedOptions()).map(([key, spec]) => [key, kindSchema(spec)]));
  return {
    type: 'object',
    properties: {
      widget: { type: ['string', 'null'], description: 'The widget type (or an alias).' },
      areas: { type: ['array', 'null'], items: { anyOf: [{ $ref: '#/$defs/layoutNode' }, { type: 'null' }] } },
      tabs: { type: ['array', 'null'] },
      ...commonProperties,
    },
    additionalProperties: true,
    allOf: sorted.map((definition) => ({
      if: { properties: { widget: { enum: [definition.type, ...(definition.aliases ?? [])] } }, required: ['widget'] },
      then: {
        description: `${definition.label}: ${definition.description}`,
        properties: Object.fromEntries(Object.entries(definition.options as Record<string, OptionSpec>).map(([key, spec]) => [key, kindSchema(spec)])),
      },
    })),
  };
}

/** docs/app-config.schema.json: the app config's fields, its layout tree and every widget's options. */
export function appConfigSchemaDocument(widgets: readonly AnyWidgetDefinition[]): string {
  const app = appConfigJsonSchema();
  const properties = { ...(app.properties as Record<string, unknown>) };
  properties.mainArea = { $ref: '#/$defs/layoutNode' };
  properties.footer = { anyOf: [{ $ref: '#/$defs/layoutNode' }, { type: 'string' }, { type: 'null' }] };
  const { $schema: _draft, ...fields } = app;
  const document = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://grafiek.dev/schemas/app-config.schema.json',
    title: 'Grafiek app config',
    description: 'Generated from the app config model and the widget definitions by `npm run docs`; do not edit.',
    ...fields,
    properties,
    $defs: { layoutNode: layoutNodeJsonSchema(widgets) },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
