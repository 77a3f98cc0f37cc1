import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appConfigSchemaDocument, catalogueEntries, widgetReferenceMarkdown } from './catalogue';
import { loadAllWidgets } from './registry';

const WIDGETS = await loadAllWidgets();

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs');
const STALE = 'is not current: run `npm run docs` and commit the result';

describe('the generated widget reference', () => {
  it('docs/widgets.md is what the definitions say', () => {
    expect(fs.readFileSync(path.join(docs, 'widgets.md'), 'utf8'), `docs/widgets.md ${STALE}`).toBe(widgetReferenceMarkdown(WIDGETS));
  });

  it('docs/app-config.schema.json is what the model and the definitions say', () => {
    expect(fs.readFileSync(path.join(docs, 'app-config.schema.json'), 'utf8'), `docs/app-config.schema.json ${STALE}`).toBe(appConfigSchemaDocument(WIDGETS));
  });

  it('lists every widget with its aliases and options', () => {
    const markdown = widgetReferenceMarkdown(WIDGETS);
    for (const definition of WIDGETS) {
      expect(markdown).toContain(`## ${definition.type}\n`);
      for (const alias of definition.aliases ?? []) expect(markdown).toContain(`\`${alias}\``);
      for (const key of Object.keys(definition.options)) expect(markdown).toContain(`| \`${key}\` |`);
    }
  });

  it('gives tools each type with its options in declaration order', () => {
    const table = catalogueEntries(WIDGETS).find((entry) => entry.type === 'Table');
    expect(table?.aliases).toEqual(['Table2']);
    expect(table?.options.map((option) => option.key).slice(0, 2)).toEqual(['query', 'publishVariable']);
    expect(table?.options.find((option) => option.key === 'vertical')?.kind).toBe('boolean');
  });
});

describe('the app-config JSON Schema', () => {
  const schema = JSON.parse(appConfigSchemaDocument(WIDGETS)) as {
    properties: Record<string, unknown>;
    $defs: { layoutNode: { allOf: { if: { properties: { widget: { enum: string[] } } } }[]; additionalProperties: boolean } };
  };

  it('describes the layout tree with one branch per widget type and its aliases', () => {
    expect(schema.properties.mainArea).toEqual({ $ref: '#/$defs/layoutNode' });
    const named = schema.$defs.layoutNode.allOf.flatMap((branch) => branch.if.properties.widget.enum);
    expect(named).toEqual(expect.arrayContaining(['Table', 'Table2', 'BB Maplibre']));
  });

  it('keeps unknown keys allowed, as configs keep them', () => {
    expect(schema.$defs.layoutNode.additionalProperties).toBe(true);
  });
});
