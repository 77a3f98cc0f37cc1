import { Anchor, Text } from '@mantine/core';
import { linkifyit } from 'linkify-it';
import type { ReactNode } from 'react';

const linkify = linkifyit();

/** Text with its URLs and mail addresses as links (the info popup). */
export function LinkifiedText({ text }: { text: string }) {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <Anchor key={match.index} href={match.url} target={match.schema === 'mailto:' ? undefined : '_blank'} rel="noopener noreferrer">
        {match.text}
      </Anchor>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{parts}</Text>;
}
