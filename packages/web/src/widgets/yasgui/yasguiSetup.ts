/**
 * Yasgui (@zazuko/yasgui, with its YASQE editor and YASR results) set up for Grafiek. Only the
 * view imports this module, so the library and its stylesheet stay in the widget's own chunk.
 *
 * Everything here is set per instance, never on the library's shared defaults: two Yasgui
 * widgets in one app (common in real apps) each have their own endpoint, prefixes and storage.
 */
import YasguiLibrary, { type PartialConfig, type YasguiRequestConfig } from '@zazuko/yasgui';
import '@zazuko/yasgui/build/yasgui.min.css';
import { engineMessage } from './engineMessage';
import type { PrefixMap } from '../../kit/prefixes/sparqlPrefixes';

export type Yasgui = YasguiLibrary;
export type YasguiTab = NonNullable<ReturnType<Yasgui['getTab']>>;
type Yasr = ReturnType<YasguiTab['getYasr']>;

/**
 * YASQE's class and property completers ask an outside service (Linked Open Vocabularies); they
 * are switched off. Those of the query's variables and of prefixes (from the list the library
 * carries) work offline and stay.
 */
const ONLINE_COMPLETERS = ['property', 'class'];

export interface YasguiOptions {
  /** The browser-storage key of this widget's tabs, or null to keep nothing. */
  storageId: string | null;
  /** The repository queries go to, as the control bar names it. */
  repository: string;
  prefixes: PrefixMap;
  /** What a tab opened with "+" starts with. */
  newTabQuery: string;
  resultView: string;
  request: Partial<YasguiRequestConfig>;
}

export function createYasgui(element: HTMLElement, options: YasguiOptions): Yasgui {
  const config: PartialConfig = {
    autofocus: false,
    persistenceId: options.storageId,
    // Queries and endpoints from the page address (share links) are not taken: a link could
    // otherwise point the widget at another endpoint or run a query nobody typed.
    populateFromUrl: false,
    autoAddOnInit: false,
    copyEndpointOnNewTab: false,
    tabName: 'Query',
    // The endpoint field is hidden (Yasgui.module.css); this says where queries go instead.
    endpointInfo: () => repositoryLabel(options.repository),
    endpointCatalogueOptions: { getData: () => [] },
    requestConfig: options.request,
    yasqe: {
      // CodeMirror's own settings (the editor's text among them) are not in YASQE's types.
      ...({ value: options.newTabQuery } as object),
      persistenceId: null,
      consumeShareLink: null,
      prefixCcApi: null,
    },
    yasr: {
      prefixes: { ...options.prefixes },
      defaultPlugin: options.resultView,
      persistenceId: null,
      // Results are not written to the browser's storage: they were fetched with this person's
      // access and would outlive the session.
      maxPersistentResponseSize: 0,
    },
  };
  return new YasguiLibrary(element, config);
}

export function tabsOf(yasgui: Yasgui): YasguiTab[] {
  return Object.values(yasgui._tabs);
}

const prepared = new WeakSet<object>();

/**
 * Makes a tab Grafiek's: its stored endpoint is the platform's (what it shows and what error
 * texts name; requests go there whatever a tab stored), its editor has only the offline
 * completers, and its results say the engine's own message when a query fails.
 */
export function prepareTab(tab: YasguiTab | undefined, url: string, editorHeight: string): void {
  if (!tab) return;
  if (tab.getEndpoint() !== url) tab.setEndpoint(url);
  const editor = tab.getYasqe();
  // Each editor merges its settings with the library's defaults list item by item, so the
  // completers cannot be narrowed in the settings: they are switched off once it is drawn.
  if (editor && !prepared.has(editor)) {
    prepared.add(editor);
    for (const name of ONLINE_COMPLETERS) if (editor.config.autocompleters.includes(name)) editor.disableCompleter(name);
    // A tab passes its editor only the height a user dragged it to; otherwise it is the widget's.
    if (!tab.getPersistedJson().yasqe.editorHeight && editorHeight.trim()) {
      editor.getWrapperElement().style.height = editorHeight.trim();
      editor.refresh();
    }
  }
  const results = tab.getYasr();
  if (results && !prepared.has(results)) {
    prepared.add(results);
    results.config.errorRenderers = [renderEngineError];
    // Its "try the query in a new window" link would run the query outside the app.
    results.config.getPlainQueryLinkToEndpoint = undefined;
  }
}

async function renderEngineError(error: Parameters<Yasr['renderError']>[0]): Promise<HTMLElement> {
  const message = document.createElement('pre');
  message.className = 'errorMessage';
  message.textContent = engineMessage(typeof error.text === 'string' ? error.text : '');
  return message;
}

/** How a tab's latest query ended, from its results: the engine's message when it failed. */
export function readOutcome(tab: YasguiTab): { error?: string } {
  const results = tab.getYasr()?.results;
  if (!results?.hasError()) return {};
  const error = results.getError();
  return { error: engineMessage(typeof error?.text === 'string' ? error.text : '') };
}

function repositoryLabel(repository: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'grafiek-yasgui-repository';
  label.textContent = `Repository: ${repository}`;
  return label;
}
