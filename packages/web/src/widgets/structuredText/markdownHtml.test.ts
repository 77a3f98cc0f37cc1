import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { markdownHtml } from './markdownHtml';

const nl = await translator('nl');

const options = { publishVariable: 'gekozen', iriLinksPublish: false };

describe('markdownHtml', () => {
  it('renders headings, lists, emphasis and tables', () => {
    const html = markdownHtml('# Kop\n\n- een\n- **twee**\n\n| a | b |\n|---|---|\n| 1 | 2 |', options);
    expect(html).toContain('<h1>Kop</h1>');
    expect(html).toContain('<li><strong>twee</strong></li>');
    expect(html).toContain('<td>1</td>');
  });

  it('makes publish links into anchors that carry their variable and value', () => {
    expect(markdownHtml('[Utrecht](publish:plaats=http://example.org/utrecht)', options)).toBe(
      '<p><a href="http://example.org/utrecht" data-publish-variable="plaats" data-publish-value="http://example.org/utrecht" title="Sets plaats">Utrecht</a></p>\n',
    );
    expect(markdownHtml('[Utrecht](publish:plaats=Utrecht)', { ...options, t: nl })).toContain('title="Zet plaats"');
    expect(markdownHtml('[*2024*](publish:2024 "Kies 2024")', options)).toBe(
      '<p><a href="#" data-publish-variable="gekozen" data-publish-value="2024" title="Kies 2024"><em>2024</em></a></p>\n',
    );
  });

  it('escapes what a value could use to leave its attribute', () => {
    const html = markdownHtml('[x](<publish:v=a"onmouseover="alert(1)>)', options);
    expect(html).toContain('data-publish-value="a&quot;onmouseover=&quot;alert(1)"');
    expect(html).not.toContain('"onmouseover="');
  });

  it('shows a publish link that cannot publish as text, and opens web links in a new tab', () => {
    expect(markdownHtml('[leeg](publish:plaats=)', options)).toBe('<p><span data-inert-link title="This link has no value for plaats yet.">leeg</span></p>\n');
    expect(markdownHtml('[site](https://example.org)', options)).toBe('<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a></p>\n');
    expect(markdownHtml('[kop](#kop)', options)).toBe('<p><a href="#kop">kop</a></p>\n');
  });
});
