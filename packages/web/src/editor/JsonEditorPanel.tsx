import { ActionIcon, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconCheck, IconClipboard, IconCopy, IconDownload, IconUpload, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from './CodeEditor';

/** 120 px high, 80vh expanded, indent 4. */
export const JSON_PANEL_HEIGHT = '120px';
export const JSON_PANEL_EXPANDED_HEIGHT = '80vh';

/** Why the text is not JSON (the parser's words), or null when it is. */
export function jsonProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What the last tool said: good news in green, a problem in red. */
interface Status {
  ok: boolean;
  text: string;
}

export interface JsonEditorPanelProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The file name "save as .json" offers. */
  fileName: string;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The JSON editor panel: check, format, save, upload, copy, paste, expand or collapse. */
export function JsonEditorPanel({ label, value, onChange, fileName }: JsonEditorPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | null>(null);
  const problem = (text: string): Status => ({ ok: false, text });
  const checked = (found: string | null): Status => (found === null ? { ok: true, text: t('editor.jsonPanel.valid') } : problem(found));
  const tool = (name: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip label={name} withArrow>
      <ActionIcon variant="subtle" size="sm" aria-label={name} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <div data-json-panel={label}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap={2}>
          {tool(t('editor.jsonPanel.check'), <IconCheck size={16} />, () => setStatus(checked(jsonProblem(value))))}
          {tool(t('editor.jsonPanel.format'), <IconWand size={16} />, () => {
            const found = jsonProblem(value);
            if (found === null) onChange(JSON.stringify(JSON.parse(value), null, 4));
            setStatus(checked(found));
          })}
          {tool(t('editor.jsonPanel.saveAs'), <IconDownload size={16} />, () => download(value, fileName))}
          <FileButton accept="application/json,.json" onChange={(file) => void file?.text().then(onChange)}>
            {(props) => (
              <Tooltip label={t('editor.jsonPanel.upload')} withArrow>
                <ActionIcon variant="subtle" size="sm" aria-label={t('editor.jsonPanel.upload')} {...props}>
                  <IconUpload size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          {tool(t('editor.jsonPanel.copy'), <IconCopy size={16} />, () => {
            navigator.clipboard.writeText(value).then(
              () => setStatus({ ok: true, text: t('editor.jsonPanel.copied') }),
              () => setStatus(problem(t('editor.jsonPanel.copyFailed'))),
            );
          })}
          {tool(t('editor.jsonPanel.paste'), <IconClipboard size={16} />, () => {
            navigator.clipboard.readText().then(onChange, () => setStatus(problem(t('editor.jsonPanel.pasteFailed'))));
          })}
          {tool(expanded ? t('editor.jsonPanel.collapse') : t('editor.jsonPanel.expand'), expanded ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />, () => setExpanded(!expanded))}
        </Group>
      </Group>
      <CodeEditor ariaLabel={label} language="json" value={value} onChange={onChange} height={expanded ? JSON_PANEL_EXPANDED_HEIGHT : JSON_PANEL_HEIGHT} />
      {status && (
        <Text size="xs" mt={4} c={status.ok ? 'teal.7' : 'red.7'} role="status" data-testid="json-status">
          {status.text}
        </Text>
      )}
    </div>
  );
}
