import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { TextNote } from '../../i18n/widgetTexts';
import { translator } from '../../i18n/testTranslations';
import { playbackProblem, readPosterSource, readVideoSource, videoContent, type MediaSource } from './videoSource';

const english = await translator('en');
const dutch = await translator('nl');
const say = (note: TextNote, t: TFunction = english) => t(note.key, note.values);
/** Why a source was refused, as a reader reads it. */
const reasonOf = (source: MediaSource, t: TFunction = english) => (source.kind === 'refused' ? say(source.reason, t) : `not refused: ${source.kind}`);

const ORIGIN = 'https://grafiek.example';

describe('readVideoSource', () => {
  it('plays files on this server, by path or by full URL', () => {
    expect(readVideoSource('/api/download/demo/abc/film.webm', ORIGIN)).toEqual({ kind: 'url', url: '/api/download/demo/abc/film.webm' });
    expect(readVideoSource(`${ORIGIN}/api/download/demo/abc/film.mp4`, ORIGIN)).toEqual({ kind: 'url', url: `${ORIGIN}/api/download/demo/abc/film.mp4` });
  });

  it('refuses external URLs, data:, blob: and other schemes with a reason', () => {
    expect(reasonOf(readVideoSource('https://videos.example.org/film.mp4', ORIGIN))).toBe(
      'External video URLs are not supported (videos.example.org): only video files on this server play, such as uploaded files under /api/download/.',
    );
    expect(reasonOf(readVideoSource('https://videos.example.org/film.mp4', ORIGIN), dutch)).toContain('Externe video-URL');
    expect(reasonOf(readVideoSource('//videos.example.org/film.mp4', ORIGIN))).toContain('External');
    expect(reasonOf(readVideoSource('data:video/mp4;base64,AAAA', ORIGIN))).toContain('"data:"');
    expect(reasonOf(readVideoSource('javascript:alert(1)', ORIGIN))).toContain('"javascript:"');
    expect(readVideoSource('blob:https://grafiek.example/123', ORIGIN)).toMatchObject({ kind: 'refused' });
  });

  it('is empty without a source', () => {
    expect(readVideoSource('  ', ORIGIN)).toEqual({ kind: 'empty' });
  });
});

describe('readPosterSource', () => {
  it('takes https, this server and raster data URLs, and refuses the rest', () => {
    expect(readPosterSource('https://img.example/p.jpg', ORIGIN)).toEqual({ kind: 'url', url: 'https://img.example/p.jpg' });
    expect(readPosterSource('/posters/p.png', ORIGIN)).toEqual({ kind: 'url', url: '/posters/p.png' });
    expect(readPosterSource('data:image/png;base64,iVBOR', ORIGIN)).toEqual({ kind: 'url', url: 'data:image/png;base64,iVBOR' });
    expect(readPosterSource('data:image/svg+xml,<svg/>', ORIGIN)).toMatchObject({ kind: 'refused' });
    expect(readPosterSource('http://img.example/p.jpg', ORIGIN)).toMatchObject({ kind: 'refused' });
  });
});

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });
function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({ head: { vars }, results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, literal(v)]))) } });
}
const none = () => undefined;
const settings = (url = '', poster = '', title = '') => ({ url, poster, title });

describe('videoContent', () => {
  it('plays the first row\'s ?src_URL with its ?poster and ?title without a configured URL', () => {
    const rows = table(['title', 'src_URL', 'poster'], [{ title: 'Film', src_URL: '/api/download/demo/1/a.webm', poster: '/p.png' }, { title: 'Twee', src_URL: '/b.webm', poster: '' }]);
    expect(videoContent(settings(), rows, none)).toEqual({ source: '/api/download/demo/1/a.webm', poster: '/p.png', title: 'Film' });
    expect(videoContent(settings(), table(['film'], [{ film: '/c.webm' }]), none).source).toBe('/c.webm');
  });

  it('fills a configured URL from the first row, else from app variables; without their value there is nothing to play yet', () => {
    const rows = table(['id'], [{ id: '42' }]);
    expect(videoContent(settings('/api/download/demo/{{id}}/film.webm', '', '{{naam}}'), rows, (name) => (name === 'naam' ? 'Gekozen' : undefined))).toEqual({
      source: '/api/download/demo/42/film.webm',
      poster: '',
      title: 'Gekozen',
    });
    expect(videoContent(settings('{{film}}'), undefined, none).source).toBe('');
  });
});

describe('playbackProblem', () => {
  it('says why a video does not play', () => {
    expect(say(playbackProblem(4, '/x.webm'))).toBe('The video /x.webm cannot be played: the file was not found, or this browser does not play its format.');
    expect(say(playbackProblem(2, '/x.webm'))).toContain('network');
  });
});
