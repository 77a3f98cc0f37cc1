// ESLint 9 flat config: `npm run lint`, run by `npm test` after the type check.
//
// Besides typescript-eslint's recommended rules (syntax only, no type information, so the whole repo
// lints in seconds) and the two classic React hook rules, this file is where the layers the
// README describes ("Tests") are checked. Inside packages/web/src imports only point down
//
//   shell -> editor -> viewer -> widgets -> kit -> api -> (@grafiek/core)
//
// with i18n beside them, and no widget imports another widget's folder. packages/core imports
// neither the server nor the web app, no Node module and no browser-only library; the server never
// imports the web app.
//
// The layers are `no-restricted-imports` patterns (static imports and `export ... from`) plus the
// same patterns as `no-restricted-syntax` selectors for `import()`, which no-restricted-imports does
// not see. Relative specifiers are matched exactly: every file gets the patterns for its own depth
// below its package's src/, so `../../kit` is allowed in widgets/map/ and `../kit` in viewer/.
import { builtinModules } from 'node:module';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_SRC = 'packages/web/src';
const CORE_SRC = 'packages/core/src';
const SERVER_SRC = 'packages/server/src';
const CODE = '{ts,tsx,js,mjs,cjs}';
/** Deepest folder level below a src/ that gets layer patterns; a file deeper than this is an error. */
const MAX_DEPTH = 8;

/** Top folders of packages/web/src, from the top down. */
const WEB_FOLDERS = ['shell', 'editor', 'viewer', 'widgets', 'kit', 'api', 'i18n'];

/**
 * What each web folder may import besides itself, its npm packages and @grafiek/core. `widgets` is
 * special: a widget folder may import kit, api and i18n, and its own folder only.
 */
const WEB_MAY_IMPORT = {
  shell: ['editor', 'viewer', 'widgets', 'kit', 'api', 'i18n'],
  editor: ['viewer', 'widgets', 'kit', 'api', 'i18n'],
  viewer: ['widgets/registry', 'kit', 'api', 'i18n'],
  widgets: ['kit', 'api', 'i18n'],
  kit: ['api', 'i18n'],
  api: [],
  i18n: [],
};

/** A regular expression source matching `n` leading `../`. */
const up = (n) => (n === 0 ? '' : `(?:\\.\\./){${n}}`);
/** `to` as a path segment: followed by `/` or the end of the specifier. */
const seg = (to) => `${to}(?:/|$)`;

/** No Node module: `node:` specifiers and the bare names of Node's built-in modules. */
const NODE_BUILTINS = {
  regex: `^(?:node:|(?:${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(?:/|$))`,
  message: 'packages/core runs in the browser too: no Node modules.',
};
/** Libraries that need a DOM (or React); core is plain TypeScript over data. */
const DOM_LIBRARIES = {
  regex:
    '^(?:react|react-dom|react-router|react-i18next|@mantine|@tabler|@codemirror|@uiw|maplibre-gl|echarts|vis-network|vis-data|ag-grid-community|ag-grid-react|dompurify)(?:/|$)',
  message: 'packages/core has no DOM and no React: move browser code to packages/web.',
};

/** The rules that enforce `bans` ({ regex, message }) on static and dynamic imports. */
function restrictImports(bans) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: bans.map(({ regex, message }) => ({ regex, message, caseSensitive: true })) },
    ],
    // esquery's /regex/ may not contain a slash: spell it \x2F.
    'no-restricted-syntax': [
      'error',
      ...bans.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

/** Files exactly `depth` folders below `dir` (depth 0: files in `dir` itself). */
const filesAt = (dir, depth) => [`${dir}/${'*/'.repeat(depth)}*.${CODE}`];

/** Bans for a file in web folder `folder`, `depth` folders below packages/web/src (depth >= 1). */
function webBans(folder, depth) {
  const src = up(depth); // the specifier prefix that leads back to packages/web/src
  const may = WEB_MAY_IMPORT[folder];
  // A file in widgets/<name>/ (depth 1 in widgets/ is widgets/registry.ts, which lists the widgets).
  const inWidget = folder === 'widgets' && depth >= 2;
  const rule = inWidget
    ? 'A widget imports its own folder, kit, api, i18n and @grafiek/core only: no other widget, no registry, no viewer, editor or shell (layers, README "Tests"). Move what two widgets share into kit/.'
    : `${folder}/ may import ${[...may, '@grafiek/core'].join(', ')} only (layers, README "Tests").`;
  const bans = [
    { regex: `^${src}\\.\\.(?:/|$)`, message: 'Import the rest of the monorepo by package name (@grafiek/core), not by a path out of packages/web/src.' },
    { regex: '^@grafiek/(?:server|web|e2e|bench)(?:/|$)', message: 'The web app imports no other workspace package than @grafiek/core.' },
    { regex: `^${src}${seg('main')}`, message: 'main.tsx is the entry point: nothing imports it.' },
  ];
  for (const other of WEB_FOLDERS) {
    if (may.includes(other) || (other === folder && !inWidget)) continue;
    if (other === 'widgets' && may.includes('widgets/registry')) {
      bans.push({ regex: `^${src}widgets(?:$|/(?!registry(?:\\.ts)?$))`, message: `${rule} Find widgets through widgets/registry.` });
    } else {
      bans.push({ regex: `^${src}${seg(other)}`, message: rule });
    }
  }
  if (inWidget) {
    // `../` taken depth - 1 times leads to widgets/ itself: what follows (other than more `..`) is
    // another widget's folder or the registry; `..` taken depth - 1 times is widgets/ itself.
    bans.push({ regex: `^${up(depth - 1)}(?!\\.\\.(?:/|$))`, message: rule });
    bans.push({ regex: `^${up(depth - 2)}\\.\\.$`, message: rule });
  }
  return bans;
}

/** Layer configs for packages/web/src, one per top folder and depth. */
function webLayers() {
  const configs = [];
  for (const folder of WEB_FOLDERS) {
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      configs.push({
        name: `grafiek/layers/web/${folder}/depth-${depth}`,
        files: filesAt(`${WEB_SRC}/${folder}`, depth - 1),
        rules: restrictImports(webBans(folder, depth)),
      });
    }
  }
  return configs;
}

/** Layer configs for packages/core/src: no server, no web, no Node, no DOM (tests may use Node). */
function coreLayers() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const outOfSrc = { regex: `^${up(depth)}\\.\\.(?:/|$)`, message: 'packages/core imports nothing outside packages/core/src (no server, no web).' };
    const workspace = { regex: '^@grafiek/(?:server|web|e2e|bench)(?:/|$)', message: 'packages/core imports neither the server nor the web app.' };
    configs.push({
      name: `grafiek/layers/core/depth-${depth}`,
      files: filesAt(CORE_SRC, depth),
      ignores: [`${CORE_SRC}/**/*.test.ts`],
      rules: restrictImports([outOfSrc, workspace, NODE_BUILTINS, DOM_LIBRARIES]),
    });
    configs.push({
      name: `grafiek/layers/core-tests/depth-${depth}`,
      files: filesAt(CORE_SRC, depth).map((glob) => glob.replace(`*.${CODE}`, '*.test.ts')),
      rules: restrictImports([outOfSrc, workspace, DOM_LIBRARIES]),
    });
  }
  return configs;
}

/** packages/server never imports the web app. */
function serverLayers() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    configs.push({
      name: `grafiek/layers/server/depth-${depth}`,
      files: filesAt(SERVER_SRC, depth),
      rules: restrictImports([
        { regex: '^@grafiek/web(?:/|$)', message: 'The server never imports the web app; it only serves its built files.' },
        { regex: `^${up(depth + 2)}${seg('web')}`, message: 'The server never imports the web app; it only serves its built files.' },
      ]),
    });
  }
  return configs;
}

/** Web files deeper than MAX_DEPTH would escape the layer patterns: refuse them outright. */
const tooDeep = {
  name: 'grafiek/layers/too-deep',
  files: [`${WEB_SRC}/${'*/'.repeat(MAX_DEPTH + 1)}**/*.${CODE}`, `${CORE_SRC}/${'*/'.repeat(MAX_DEPTH + 1)}**/*.${CODE}`, `${SERVER_SRC}/${'*/'.repeat(MAX_DEPTH + 1)}**/*.${CODE}`],
  rules: restrictImports([{ regex: '^', message: `Folders nest at most ${MAX_DEPTH} deep below src/ (raise MAX_DEPTH in eslint.config.js).` }]),
};

export default tseslint.config(
  {
    name: 'grafiek/ignores',
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'tmp/**', 'e2e/.artifacts/**', 'e2e/screenshots/**', '**/*.tsbuildinfo'],
  },
  {
    name: 'grafiek/files',
    files: [`**/*.${CODE}`],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...tseslint.configs.recommended,
  {
    name: 'grafiek/typescript',
    files: [`**/*.${CODE}`],
    rules: {
      // `_` marks a parameter or binding that is there on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    name: 'grafiek/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The classic hook rules only: the React Compiler rules of eslint-plugin-react-hooks 6+ are
    // not enabled (this app does not use the compiler).
    name: 'grafiek/react-hooks',
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...webLayers(),
  ...coreLayers(),
  ...serverLayers(),
  tooDeep,

);
