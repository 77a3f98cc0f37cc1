/**
 * YASQE, the SPARQL editor of Yasgui (syntax errors marked while typing, completion of the
 * query's variables and of prefixes), taken from the Yasgui bundle so that the runner and the
 * Yasgui widget share one chunk. Loaded by the editor when it is shown.
 */
import YasguiLibrary from '@zazuko/yasgui';
import '@zazuko/yasgui/build/yasgui.min.css';

export type Yasqe = InstanceType<typeof YasguiLibrary.Yasqe>;

/** Its class and property completers ask an outside service; the runner does without. */
const ONLINE_COMPLETERS = ['property', 'class'];

export interface EditorOptions {
  value: string;
  height: string;
  label: string;
  /** Ctrl-Enter (Cmd-Enter) in the editor. */
  onRun: () => void;
}

export function createEditor(element: HTMLElement, { value, height, label, onRun }: EditorOptions): Yasqe {
  const yasqe = new YasguiLibrary.Yasqe(element, {
    // CodeMirror's own settings (the text among them) are not in YASQE's types.
    ...({ value, extraKeys: { 'Ctrl-Enter': onRun, 'Cmd-Enter': onRun } } as object),
    editorHeight: height,
    showQueryButton: false,
    // Nothing from the page address, nothing kept in the browser.
    persistenceId: null,
    consumeShareLink: null,
    prefixCcApi: null,
  });
  for (const name of ONLINE_COMPLETERS) if (yasqe.config.autocompleters.includes(name)) yasqe.disableCompleter(name);
  yasqe.getInputField().setAttribute('aria-label', label);
  return yasqe;
}
