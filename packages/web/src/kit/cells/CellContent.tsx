import { Anchor, Group } from '@mantine/core';
import type { Cell } from '@grafiek/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '..';
import { SafeHtml } from '../SafeHtml';
import { CellIcon } from './CellIcon';

/** Codes, numbers and dates up to this length stay on one line instead of breaking at a hyphen. */
const SHORT_TEXT = 24;
// Inline rather than a CSS module: a stylesheet of its own would be one more file for the Table
// and the Table++ to fetch, and one more name in every page's first download.
const SHORT_STYLE = { whiteSpace: 'nowrap' } as const;
const PUBLISH_LINK_STYLE = { textAlign: 'left' } as const;

export interface CellContentProps {
  cell: Cell;
  /** Present when clicks on `xURI` cells publish (the table has a publish variable). */
  onPublish?: (uri: string) => void;
}

/**
 * One cell with its conventions (the Table's query help lists them): HTML sanitised, `xURL` opens
 * a new tab, `xURI` publishes, `xIcon` with its colour and size, `xCopyValue` adds a copy button.
 */
export function CellContent({ cell, onPublish }: CellContentProps) {
  const { t } = useTranslation();
  let content: ReactNode = cell.html ? <SafeHtml html={cell.text} /> : cell.text;
  if (cell.url) {
    content = (
      <Anchor href={cell.url} target="_blank" rel="noopener noreferrer" size="sm">
        {content}
      </Anchor>
    );
  } else if (cell.uri && onPublish) {
    const uri = cell.uri;
    content = (
      <Anchor component="button" type="button" size="sm" onClick={() => onPublish(uri)} style={PUBLISH_LINK_STYLE} data-uri={uri}>
        {content}
      </Anchor>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={cell.textColor ? { color: cell.textColor } : undefined}>
      {cell.icon && <CellIcon icon={cell.icon} color={cell.iconColor} size={cell.iconSize} />}
      {(cell.text !== '' || !cell.icon) && <span style={cell.text.length <= SHORT_TEXT ? SHORT_STYLE : undefined}>{content}</span>}
      {cell.copyValue !== undefined && <CopyButton value={cell.copyValue} label={t('widget.copyValue', { value: cell.copyValue })} />}
    </Group>
  );
}
