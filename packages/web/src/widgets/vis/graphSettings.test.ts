import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readSettings } from '../../kit/readSettings';
import { vis } from '.';
import { graphSettings, parseEdgeType } from './graphSettings';

describe('parseEdgeType', () => {
  it('reads the stored forms of the arrows as the arrows they name', () => {
    expect(parseEdgeType('to')).toEqual({ ok: true, arrows: { to: true, from: false, middle: false } });
    expect(parseEdgeType('to;from')).toEqual({ ok: true, arrows: { to: true, from: true, middle: false } });
    expect(parseEdgeType('to, from')).toEqual({ ok: true, arrows: { to: true, from: true, middle: false } });
    expect(parseEdgeType('FROM')).toEqual({ ok: true, arrows: { to: false, from: true, middle: false } });
    expect(parseEdgeType('middle')).toEqual({ ok: true, arrows: { to: false, from: false, middle: true } });
  });

  it('draws no arrows for "none", and arrows at the object when empty', () => {
    expect(parseEdgeType('none')).toEqual({ ok: true, arrows: { to: false, from: false, middle: false } });
    expect(parseEdgeType('')).toEqual({ ok: true, arrows: { to: true, from: false, middle: false } });
  });

  it('says which edge types there are when it does not know the one asked for, in the reader’s language', async () => {
    expect(parseEdgeType('sideways')).toEqual({ ok: false, error: 'Unknown edge type "sideways"; choose one of none, to, from, middle, to;from.' });
    expect(parseEdgeType('sideways', await translator('en'))).toEqual(parseEdgeType('sideways'));
    expect(parseEdgeType('sideways', await translator('nl'))).toEqual({ ok: false, error: 'Onbekend verbindingstype "sideways"; kies uit none, to, from, middle, to;from.' });
  });
});

describe('graphSettings', () => {
  const stored = { edgetype: 'to;from', edgelabels: true, hierarchical: true, direction: 'LR', dragNodes: false, editable: true } as const;

  it('gives the network the settings it draws with, the arrows read', () => {
    expect(graphSettings(stored)).toEqual({
      ok: true,
      settings: { edgelabels: true, hierarchical: true, direction: 'LR', dragNodes: false, editable: true, arrows: { to: true, from: true, middle: false } },
    });
  });

  it('is an error the widget shows for an edge type it does not know', () => {
    expect(graphSettings({ ...stored, edgetype: 'sideways' }).ok).toBe(false);
  });
});

describe('a stored graph node', () => {
  const read = (node: Record<string, unknown>) => {
    const { settings, problems } = readSettings(vis.options, node);
    return { result: graphSettings(settings), problems };
  };

  it('lets nodes be dragged unless switched off, also by the texts older editors stored', () => {
    expect(read({}).result).toMatchObject({ ok: true, settings: { dragNodes: true, direction: 'UD', arrows: { to: true } } });
    expect(read({ dragNodes: 'false' }).result).toMatchObject({ ok: true, settings: { dragNodes: false } });
  });

  it('reads the legacy arrow forms without a settings problem, and a direction in lower case', () => {
    const { result, problems } = read({ edgetype: 'to, from', hierarchical: 'TRUE', direction: 'lr' });
    expect(problems).toEqual([]);
    expect(result).toMatchObject({ ok: true, settings: { hierarchical: true, direction: 'LR', arrows: { to: true, from: true } } });
  });

  it('draws top-down, and the frame says why, when the direction is unknown', () => {
    const { result, problems } = read({ hierarchical: true, direction: 'sideways' });
    expect(result).toMatchObject({ ok: true, settings: { direction: 'UD' } });
    expect(problems.map((problem) => problem.option)).toEqual(['direction']);
  });
});
