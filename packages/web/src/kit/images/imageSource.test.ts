import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readImageSource, sniffBase64Type, svgDataUrl } from './imageSource';

const ORIGIN = 'https://grafiek.example';
const read = (source: string, mimeType?: string) => readImageSource(source, { origin: ORIGIN, mimeType });

// A 1x1 transparent PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('readImageSource', () => {
  it('takes raster data URLs as they are', () => {
    expect(read(`data:image/png;base64,${PNG}`)).toEqual({ kind: 'url', url: `data:image/png;base64,${PNG}` });
    expect(read('data:image/jpeg;base64,/9j/AAAA')).toEqual({ kind: 'url', url: 'data:image/jpeg;base64,/9j/AAAA' });
  });

  it('turns plain base64 into a data URL of the type its bytes show, or of the configured type', () => {
    expect(read(PNG)).toEqual({ kind: 'url', url: `data:image/png;base64,${PNG}` });
    // Line breaks, as base64 is often wrapped, are dropped.
    expect(read(`${PNG.slice(0, 20)}\n${PNG.slice(20)}`)).toEqual({ kind: 'url', url: `data:image/png;base64,${PNG}` });
    expect(read('AAAABBBBCCCCDDDDEEEE', 'image/webp')).toEqual({ kind: 'url', url: 'data:image/webp;base64,AAAABBBBCCCCDDDDEEEE' });
  });

  it('hands SVG over as markup to sanitise, from base64, percent-encoded and plain base64 forms', () => {
    const base64 = btoa(SVG);
    expect(read(`data:image/svg+xml;base64,${base64}`)).toEqual({ kind: 'svg', markup: SVG });
    expect(read(`data:image/svg+xml,${encodeURIComponent(SVG)}`)).toEqual({ kind: 'svg', markup: SVG });
    expect(read(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`)).toEqual({ kind: 'svg', markup: SVG });
    expect(read(base64)).toEqual({ kind: 'svg', markup: SVG });
  });

  it('refuses data URLs that are not pictures, or cannot be decoded', () => {
    expect(read('data:text/html,<script>alert(1)</script>')).toEqual({ kind: 'refused', reason: { key: 'widget.images.notAPicture', values: { type: 'text/html' } } });
    expect(read('data:;base64,AAAA')).toMatchObject({ kind: 'refused' });
    expect(read('data:image/svg+xml,%E0%A4%A')).toEqual({ kind: 'refused', reason: { key: 'widget.images.notDecoded' } });
    expect(read('data:image/png')).toMatchObject({ kind: 'refused' });
  });

  it('takes https URLs and paths on this server, and refuses other schemes and plain http elsewhere', () => {
    expect(read('https://images.example.org/a.jpg')).toEqual({ kind: 'url', url: 'https://images.example.org/a.jpg' });
    expect(read('/api/download/demo/abc/photo.png')).toEqual({ kind: 'url', url: '/api/download/demo/abc/photo.png' });
    // A path that happens to be written in base64's letters is still a path.
    expect(read('/api/download/demo/abc/photo')).toEqual({ kind: 'url', url: '/api/download/demo/abc/photo' });
    expect(read(`${ORIGIN}/pictures/a.png`)).toEqual({ kind: 'url', url: `${ORIGIN}/pictures/a.png` });
    expect(read('http://images.example.org/a.jpg')).toEqual({ kind: 'refused', reason: { key: 'widget.images.notHttps', values: { text: 'http://images.example.org/a.jpg' } } });
    expect(read('javascript:alert(1)')).toEqual({ kind: 'refused', reason: { key: 'widget.images.scheme', values: { scheme: 'javascript' } } });
    expect(read(' JavaScript:alert(1)')).toMatchObject({ kind: 'refused' });
    expect(read('file:///etc/passwd')).toMatchObject({ kind: 'refused' });
  });

  it('is empty for an empty or blank source', () => {
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read('  \n ')).toEqual({ kind: 'empty' });
  });
});

describe('sniffBase64Type', () => {
  it('knows the common picture formats by their first bytes', () => {
    expect(sniffBase64Type(PNG)).toBe('image/png');
    expect(sniffBase64Type(btoa('GIF89a'))).toBe('image/gif');
    expect(sniffBase64Type(btoa('<?xml version="1.0"?><svg/>'))).toBe('image/svg+xml');
    expect(sniffBase64Type('AAAA')).toBeUndefined();
  });
});

describe('svgDataUrl', () => {
  it('percent-encodes the markup, so any character survives', () => {
    const url = svgDataUrl('<svg><text>#1 & 100%</text></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg><text>#1 & 100%</text></svg>');
  });
});

describe('the reasons a picture is refused', () => {
  it('are said in the reader’s language', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const say = (t: typeof en, source: string) => {
      const read = readImageSource(source, { origin: ORIGIN });
      return read.kind === 'refused' ? t(read.reason.key, read.reason.values) : read.kind;
    };
    expect(say(en, 'javascript:alert(1)')).toBe('Pictures come from https, this server or data:image URLs, not from "javascript:" URLs.');
    expect(say(en, 'data:text/html,<b>x</b>')).toBe('Only pictures are shown, and this data URL holds "text/html".');
    expect(say(en, 'data:,x')).toBe('Only pictures are shown, and this data URL holds no type.');
    expect(say(nl, 'http://images.example.org/a.jpg')).toBe('Afbeeldingen van andere sites moeten https gebruiken: de pagina laadt "http://images.example.org/a.jpg" niet.');
    expect(say(nl, 'data:image/svg+xml,%E0%A4%A')).toBe('De SVG-data-URL kan niet worden gedecodeerd.');
  });
});
