import { ActionIcon, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconCheck, IconClipboard, IconCopy, IconDownload, IconUpload, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeEditor } from './CodeEditor';

/** 120 px high, 80vh expanded, indent 4. */
export const JSON_PANEL_HEIGHT = '120px';
export const JSON_PANEL_EXPANDED_HEIGHT = '80vh';

export function checkJson(text: string): string {
  try {
    JSON.parse(text);
    return 'Valid JSON';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
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
  const [status, setStatus] = useState<string | null>(null);
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
          {tool('Check', <IconCheck size={16} />, () => setStatus(checkJson(value)))}
          {tool('Format', <IconWand size={16} />, () => {
            try {
              onChange(JSON.stringify(JSON.parse(value), null, 4));
              setStatus('Valid JSON');
            } catch (error) {
              setStatus(error instanceof Error ? error.message : String(error));
            }
          })}
          {tool('Save as .json', <IconDownload size={16} />, () => download(value, fileName))}
          <FileButton accept="application/json,.json" onChange={(file) => void file?.text().then(onChange)}>
            {(props) => (
              <Tooltip label="Upload .json" withArrow>
                <ActionIcon variant="subtle" size="sm" aria-label="Upload .json" {...props}>
                  <IconUpload size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          {tool('Copy', <IconCopy size={16} />, () => {
            navigator.clipboard.writeText(value).then(
              () => setStatus('Copied'),
              () => setStatus('Failed to copy'),
            );
          })}
          {tool('Paste', <IconClipboard size={16} />, () => {
            navigator.clipboard.readText().then(onChange, () => setStatus('Failed to paste'));
          })}
          {tool(expanded ? 'Collapse' : 'Expand', expanded ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />, () => setExpanded(!expanded))}
        </Group>
      </Group>
      <CodeEditor ariaLabel={label} language="json" value={value} onChange={onChange} height={expanded ? JSON_PANEL_EXPANDED_HEIGHT : JSON_PANEL_HEIGHT} />
      {status && (
        <Text size="xs" mt={4} c={status === 'Valid JSON' || status === 'Copied' ? 'teal.7' : 'red.7'} role="status" data-testid="json-status">
          {status}
        </Text>
      )}
    </div>
  );
}
