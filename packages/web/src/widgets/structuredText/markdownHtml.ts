import { Marked, type Tokens } from 'marked';
import { linkAction, type LinkOptions } from './publishLink';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const WEB_LINK = /^https?:\/\//i;

/** A publishing link's title when it has none of its own. */
function setsText(variable: string, { t }: LinkOptions): string {
  return t ? t('widget.structuredText.sets', { variable }) : `Sets ${variable}`;
}

/**
 * Markdown as HTML, with links that publish made into anchors that carry their variable and value
 * (`data-publish-variable`, `data-publish-value`) for the view to act on, and web links opening
 * in a new tab. The HTML is NOT safe yet: it still holds whatever raw HTML the text had, and is
 * shown only through the kit's SafeHtml.
 */
export function markdownHtml(markdown: string, options: LinkOptions): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      link(token: Tokens.Link): string {
        const text = this.parser.parseInline(token.tokens);
        const action = linkAction(token.href, options);
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        if (action.kind === 'inert') return `<span data-inert-link title="${escapeAttribute(action.reason)}">${text}</span>`;
        if (action.kind === 'publish') {
          // An IRI stays the link's address, so a screen reader and the status bar show where it leads.
          const href = WEB_LINK.test(action.value) ? action.value : '#';
          return (
            `<a href="${escapeAttribute(href)}" data-publish-variable="${escapeAttribute(action.variable)}" ` +
            `data-publish-value="${escapeAttribute(action.value)}" title="${escapeAttribute(token.title || setsText(action.variable, options))}">${text}</a>`
          );
        }
        const external = WEB_LINK.test(token.href) ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttribute(token.href)}"${title}${external}>${text}</a>`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}
