import { json } from '@codemirror/lang-json';
import { StreamLanguage } from '@codemirror/language';
import { javascript } from '@codemirror/legacy-modes/mode/javascript';
import { sparql } from '@codemirror/legacy-modes/mode/sparql';
import { indentUnit } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

export type CodeLanguage = 'sparql' | 'json' | 'javascript';

const languages = {
  sparql: () => StreamLanguage.define(sparql),
  json: () => json(),
  javascript: () => StreamLanguage.define(javascript),
};

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  height?: string;
  ariaLabel: string;
  readOnly?: boolean;
  /** More editing help for this field (kept stable by the caller: a new list reconfigures the editor). */
  extensions?: readonly Extension[];
}

const NO_EXTENSIONS: readonly Extension[] = [];

/** CodeMirror 6 with the language's highlighting; JSON indents by 4. */
export function CodeEditor({ value, onChange, language, height = '160px', ariaLabel, readOnly = false, extensions: extra = NO_EXTENSIONS }: CodeEditorProps) {
  const extensions = useMemo(() => [languages[language](), indentUnit.of('    '), ...extra], [language, extra]);
  return (
    <div style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, overflow: 'hidden' }} data-code-editor={language}>
      <CodeMirror
        value={value}
        onChange={onChange}
        height={height}
        extensions={extensions}
        readOnly={readOnly}
        aria-label={ariaLabel}
        basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: false }}
      />
    </div>
  );
}
