import { describe, expect, it } from 'vitest';
import { markdownCellHtml } from './notebookMarkdown';

describe('markdownCellHtml', () => {
  it('renders Markdown with the variables filled in as text', () => {
    const html = markdownCellHtml('# Gemeente {{gemeente}}\n\n*{{aantal}}* panden, {{leeg}}.', { gemeente: 'Doesburg <b>x</b>', aantal: 12 });
    expect(html).toContain('<h1>Gemeente Doesburg &lt;b&gt;x&lt;/b&gt;</h1>');
    expect(html).toContain('<em>12</em> panden, .');
  });

  it('leaves raw HTML in place for the sanitiser (it is shown only through SafeHtml)', () => {
    expect(markdownCellHtml('<img src=x onerror=alert(1)>', {})).toContain('onerror');
  });
});
