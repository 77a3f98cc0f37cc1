import { describe, expect, it } from 'vitest';
import { localUrlReferences, withoutExternalCss } from './svgReferences';

describe('localUrlReferences', () => {
  it('accepts values without url() and references to fragments of the same SVG', () => {
    expect(localUrlReferences('#ff0000')).toBe(true);
    expect(localUrlReferences('fill: red; stroke-width: 2')).toBe(true);
    expect(localUrlReferences('url(#verloop)')).toBe(true);
    expect(localUrlReferences('url( "#a" ) url(\'#b\')')).toBe(true);
  });

  it('refuses references that load something, escapes and imports', () => {
    expect(localUrlReferences('url(http://evil.example/x.svg#a)')).toBe(false);
    expect(localUrlReferences('fill: url("data:image/svg+xml,<svg/>")')).toBe(false);
    expect(localUrlReferences('url(#a) url(/elders.svg#b)')).toBe(false);
    expect(localUrlReferences('url(#a')).toBe(false);
    expect(localUrlReferences('background: u\\72l(http://evil.example)')).toBe(false);
    expect(localUrlReferences('@import "x.css"')).toBe(false);
  });
});

describe('withoutExternalCss', () => {
  it('keeps local references and drops imports and loading references', () => {
    const css = '@import url(http://evil.example/a.css); .a { fill: url(#g) } .b { background: url("http://evil.example/b.png") } .c { fill: blue }';
    expect(withoutExternalCss(css)).toBe(' .a { fill: url(#g) } .b { background: none } .c { fill: blue }');
  });

  it('removes escapes before looking, and an unclosed url at the end', () => {
    expect(withoutExternalCss('.a { fill: u\\72l(http://x) } .b { fill: url(http://y')).toBe('.a { fill: u72l(http://x) } .b { fill: none');
  });
});
