import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { WidgetProblem } from '../../kit';
import type { Yasqe } from './yasqeSetup';
import { useTranslation } from 'react-i18next';

export interface QueryEditorHandle {
  /** The text in the editor (the text it started with until the editor has loaded). */
  value: () => string;
}

export interface QueryEditorProps {
  /** The text it starts with, and goes back to when this changes. */
  initial: string;
  height: string;
  /** Ctrl-Enter (Cmd-Enter) in the editor. */
  onRun: () => void;
  label: string;
}

/** The editor's code, asked for as soon as this module is (the viewer loads views ahead of showing them); not outside a browser. */
const library = typeof document === 'undefined' ? null : import('./yasqeSetup');
// A failure is reported by the widget that needs it, not as an unhandled rejection here.
library?.catch(() => undefined);

/**
 * The runner's query editor: YASQE, loaded with the editor (not with the view, so the view
 * module loads anywhere, Node included). It edits; the runner runs.
 */
export const QueryEditor = forwardRef<QueryEditorHandle, QueryEditorProps>(function QueryEditor({ initial, height, onRun, label }, handle) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Yasqe | null>(null);
  const run = useRef(onRun);
  run.current = onRun;
  const text = useRef(initial);
  // The library's own message; the sentence around it is in the reader's language.
  const [loadError, setLoadError] = useState<string>();

  useImperativeHandle(handle, () => ({ value: () => editor.current?.getValue() ?? text.current }), []);

  useEffect(() => {
    const element = host.current!;
    let cancelled = false;
    (library ?? import('./yasqeSetup')).then(
      ({ createEditor }) => {
        if (cancelled) return;
        editor.current = createEditor(element, { value: text.current, height, label, onRun: () => run.current() });
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      // What was typed stays when the editor is made again (another height).
      if (editor.current) text.current = editor.current.getValue();
      editor.current?.destroy();
      editor.current = null;
      element.replaceChildren();
    };
  }, [height, label]);

  useEffect(() => {
    text.current = initial;
    if (editor.current && editor.current.getValue() !== initial) editor.current.setValue(initial);
  }, [initial]);

  return (
    <>
      {loadError && <WidgetProblem>{t('widget.queryEditorFailed', { message: loadError })}</WidgetProblem>}
      <div ref={host} />
    </>
  );
});
