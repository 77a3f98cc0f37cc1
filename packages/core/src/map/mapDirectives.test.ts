import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapDirectives } from './mapDirectives.js';

const CONFIGS = new URL('../../../../../shared/fixtures/configs/', import.meta.url);

interface WidgetNode {
  widget?: string;
  query?: string;
  titleMenubar?: string;
  areas?: WidgetNode[];
  mainArea?: WidgetNode;
}

function mapQueries(file: string): { title: string | undefined; query: string }[] {
  const config = JSON.parse(readFileSync(new URL(file, CONFIGS), 'utf8')) as WidgetNode;
  const found: { title: string | undefined; query: string }[] = [];
  const walk = (node: WidgetNode | undefined) => {
    if (!node) return;
    if (node.widget === 'BBMap' && node.query) found.push({ title: node.titleMenubar, query: node.query });
    node.areas?.forEach(walk);
  };
  walk(config.mainArea);
  return found;
}

describe('parseMapDirectives on the map queries of the real configs', () => {
  const kkg = mapQueries('kadaster-kkg-demonstrator-v1.json');
  const rce = mapQueries('kadaster-rce-demonstrator.json');

  it('finds every map query', () => {
    expect(kkg).toHaveLength(9);
    expect(rce).toHaveLength(2);
  });

  it('reads the kkg demonstrator directives', () => {
    const byTitle = (t: string) => parseMapDirectives(kkg.find((q) => q.title === t)!.query);
    // `#baselayer:PDOK grijs;` appears twice and `#title: Provincie;` after the WHERE clause.
    expect(byTitle('Provincies')).toMatchObject({
      title: 'Provincie',
      baseLayer: 'PDOK grijs',
      noLegend: true,
      minimal: true,
      rd: false,
      unknown: [],
      problems: [],
    });
    expect(byTitle('Gemeenten')).toMatchObject({ title: 'Gemeente', baseLayer: 'PDOK grijs', noLegend: true, minimal: true });
    expect(byTitle('Wijk')).toMatchObject({ title: 'Wijk', noLegend: true });
    expect(byTitle('Buurt')).toMatchObject({ title: 'Buurt', noLegend: true });
    expect(byTitle('Gebouw types')).toMatchObject({ title: 'Gebouwtypes in de Buurt', noLegend: false, minimal: false });
  });

  it('collects repeated #color: lines into a category table, indented #minimal included', () => {
    const d = parseMapDirectives(kkg.find((q) => q.title === 'Buurt gegevens')!.query);
    expect(d).toMatchObject({
      title: 'Objecten in de Buurt',
      baseLayer: 'PDOK grijs',
      minimal: true,
      categoryColors: { Perceel: 'rgba(175,175,175,1)', kunstwerkdeel: 'rgba(175,0,0,1)' },
    });
    expect(d.color).toBeUndefined();
  });

  it('does not take misspelt directives for real ones but reports them', () => {
    const d = parseMapDirectives(kkg.find((q) => q.title === 'aantal sloopvergunningen')!.query);
    expect(d.noLegend).toBe(false);
    expect(d.unknown).toEqual(['noLefgend']);
    const wijk = kkg.filter((q) => q.title === 'Wijk').map((q) => parseMapDirectives(q.query));
    expect(wijk.map((w) => w.unknown)).toContainEqual(['noLeffgend']);
    const sloop = parseMapDirectives(kkg.find((q) => q.title === 'Sloop vergunning')!.query);
    expect(sloop.unknown).toEqual(['procent']);
  });

  it('reads the rce demonstrator, ignoring commented-out SPARQL such as #limit 1000', () => {
    const [monumenten, panden] = rce.map((q) => parseMapDirectives(q.query));
    expect(monumenten).toMatchObject({ title: 'Rijksmonumenten', unknown: ['procent'], noLegend: false });
    expect(panden).toMatchObject({ title: 'RCE en KKG', unknown: [], problems: [] });
  });

  it('never reads a # inside an IRI such as <http://www.opengis.net/ont/geosparql#> as a directive', () => {
    for (const { query } of [...kkg, ...rce]) {
      expect(parseMapDirectives(query).unknown).not.toContain('');
      expect(parseMapDirectives(query).title).toBeDefined();
    }
  });
});

describe('parseMapDirectives', () => {
  it('reads every directive with its value', () => {
    const d = parseMapDirectives(`select ?uri ?geometry ?color where { ?uri <http://x#g> ?geometry } #RD
#color:#FF0000;
#alpha: 0.4;
#selectionColor: RGB(0, 0, 255);
#info: Klik op een perceel;
#link: https://example.org/{uri};
#stringtocolor
#inverse;
#bounds: 3.3, 50.7, 7.3, 53.6;`);
    expect(d).toMatchObject({
      rd: true,
      color: '#ff0000',
      alpha: 0.4,
      selectionColor: 'rgb(0,0,255)',
      info: 'Klik op een perceel',
      link: 'https://example.org/{uri}',
      stringToColor: true,
      inverse: true,
      bounds: [3.3, 50.7, 7.3, 53.6],
      problems: [],
    });
  });

  it('lets the last of a repeated directive win', () => {
    expect(parseMapDirectives('#title: Eerste;\n#title: Tweede;').title).toBe('Tweede');
  });

  it('reads a bare #bounds as "zoom to the features" and matches names case-insensitively', () => {
    expect(parseMapDirectives('#bounds\n#NOLEGEND;\n#rd').bounds).toBe(true);
    expect(parseMapDirectives('#bounds\n#NOLEGEND;\n#rd')).toMatchObject({ noLegend: true, rd: true });
  });

  it('ignores directives written inside string literals', () => {
    expect(parseMapDirectives('select * { bind("#RD" as ?x) }').rd).toBe(false);
  });

  it('explains directive values it cannot use', () => {
    expect(parseMapDirectives('#alpha: veel;\n#bounds: hier').problems).toEqual([
      '#alpha: "veel" is not a number from 0 to 1',
      '#bounds: "hier" is not four numbers minLon,minLat,maxLon,maxLat',
    ]);
  });
});
