import { Anchor, Group } from '@mantine/core';
import type { Cell } from '@grafiek/core';
import type { ReactNode } from 'react';
import { CopyButton } from '../../kit';
import { SafeHtml } from '../../kit/SafeHtml';
import { CellIcon } from './CellIcon';
import classes from './TableView.module.css';

/** Codes, numbers and dates up to this length stay on one line instead of breaking at a hyphen. */
const SHORT_TEXT = 24;

export interface CellContentProps {
  cell: Cell;
  /** Present when clicks on `xURI` cells publish (the table has a publish variable). */
  onPublish?: (uri: string) => void;
}

/**
 * One cell with its conventions (spec/widgets.md §3): HTML sanitised, `xURL` opens a new tab,
 * `xURI` publishes, `xIcon` with its colour and size, `xCopyValue` adds a copy button.
 */
export function CellContent({ cell, onPublish }: CellContentProps) {
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
      <Anchor component="button" type="button" size="sm" onClick={() => onPublish(uri)} className={classes.publishLink} data-uri={uri}>
        {content}
      </Anchor>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={cell.textColor ? { color: cell.textColor } : undefined}>
      {cell.icon && <CellIcon icon={cell.icon} color={cell.iconColor} size={cell.iconSize} />}
      {(cell.text !== '' || !cell.icon) && <span className={cell.text.length <= SHORT_TEXT ? classes.short : undefined}>{content}</span>}
      {cell.copyValue !== undefined && <CopyButton value={cell.copyValue} label={`Copy ${cell.copyValue}`} />}
    </Group>
  );
}
