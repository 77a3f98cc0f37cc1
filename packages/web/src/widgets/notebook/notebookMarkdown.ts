import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import { Marked } from 'marked';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const markdown = new Marked({ gfm: true });

/**
 * A Markdown cell as HTML: {{variables}} filled first (as text: HTML in a value shows as its
 * characters; a variable without a value leaves nothing), then Markdown (GitHub's flavour). The
 * HTML is NOT safe yet: it keeps whatever raw HTML the cell has, and is shown only through the
 * kit's SafeHtml.
 */
export function markdownCellHtml(source: string, values: PlaceholderValues): string {
  const lookup = typeof values === 'function' ? values : (name: string) => values[name];
  const resolved = resolvePlaceholders(
    source,
    (name) => {
      const value = lookup(name);
      if (value === undefined || value === null) return value;
      return escapeHtml(typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
    },
    { mode: 'plain', unresolved: 'emptyValue' },
  );
  return markdown.parse(resolved.ok ? resolved.text : source, { async: false });
}
