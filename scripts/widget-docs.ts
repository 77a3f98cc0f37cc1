// `npm run docs`: writes the widget reference and the app-config JSON Schema from the widget
// definitions. `--catalogue DIR` writes only DIR/widget-catalogue.json (the web build serves it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfigSchemaDocument, catalogueJson, widgetReferenceMarkdown } from '../packages/web/src/widgets/catalogue';
import { loadAllWidgets } from '../packages/web/src/widgets/registry';

const WIDGETS = await loadAllWidgets();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogueAt = process.argv.indexOf('--catalogue');
if (catalogueAt !== -1) {
  const dir = path.resolve(process.argv[catalogueAt + 1] ?? '.');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'widget-catalogue.json'), catalogueJson(WIDGETS));
} else {
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', 'widgets.md'), widgetReferenceMarkdown(WIDGETS));
  fs.writeFileSync(path.join(root, 'docs', 'app-config.schema.json'), appConfigSchemaDocument(WIDGETS));
  process.stdout.write('wrote docs/widgets.md and docs/app-config.schema.json\n');
}
