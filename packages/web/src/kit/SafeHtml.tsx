import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from queries or configs, sanitised before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

export function SafeHtml({ html, as: Tag = 'span', className }: { html: string; as?: 'span' | 'div'; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
