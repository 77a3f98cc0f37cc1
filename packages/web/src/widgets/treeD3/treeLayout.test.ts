import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelCorners, layoutTree, MAX_LABEL_CHARS, MAX_RADIAL_PARENT_CHARS, shortLabel, type PlacedNode, type Point, type TreeLayout, type TreeType } from './treeLayout';
import type { DiagramItem, DiagramTree } from './treeRows';

/** A tree from [id, parent, label] triples, in order; the layout reads only this shape. */
function treeOf(nodes: [id: string, parent: string | null, label: string][]): DiagramTree {
  const items = new Map<string, DiagramItem>();
  const roots: string[] = [];
  for (const [id, parent, label] of nodes) {
    const level = parent === null ? 0 : items.get(parent)!.level + 1;
    items.set(id, { id, label, parent, children: [], level });
    if (parent === null) roots.push(id);
    else items.get(parent)!.children.push(id);
  }
  return { items, roots, notes: [] };
}

/** Text 7 pixels per character, as a 12px sans-serif roughly is. */
const measure = (text: string) => text.length * 7;
const allOpen = (tree: DiagramTree) => new Set(tree.items.keys());

/** True when two convex polygons overlap by more than a hair (separating axis test). */
function overlap(a: Point[], b: Point[]): boolean {
  for (const polygon of [a, b]) {
    for (let index = 0; index < polygon.length; index++) {
      const p = polygon[index]!;
      const q = polygon[(index + 1) % polygon.length]!;
      const axis = { x: q.y - p.y, y: p.x - q.x };
      const length = Math.hypot(axis.x, axis.y);
      const project = (points: Point[]) => points.map((point) => (point.x * axis.x + point.y * axis.y) / length);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) + 0.5 || Math.max(...pb) <= Math.min(...pa) + 0.5) return false;
    }
  }
  return true;
}

/** Points along a link, from its path (straight pieces and one cubic curve). */
function linkPoints(d: string): Point[] {
  const numbers = [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
  const points: Point[] = [];
  const line = (a: Point, b: Point) => {
    for (let t = 0; t <= 1; t += 0.05) points.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  };
  if (d.includes('C')) {
    const [start, bend, c1, c2, end] = numbers as [Point, Point, Point, Point, Point];
    line(start, bend);
    for (let t = 0; t <= 1; t += 0.02) {
      const u = 1 - t;
      points.push({ x: u * u * u * bend.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x, y: u * u * u * bend.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y });
    }
  } else for (let index = 1; index < numbers.length; index++) line(numbers[index - 1]!, numbers[index]!);
  return points;
}

/** True when a point lies inside a convex polygon (its corners in order), by more than a hair. */
function inside(point: Point, polygon: Point[]): boolean {
  const sides = polygon.map((p, index) => {
    const q = polygon[(index + 1) % polygon.length]!;
    return ((q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x)) / Math.hypot(q.x - p.x, q.y - p.y);
  });
  return sides.every((side) => side > 0.5) || sides.every((side) => side < -0.5);
}

/** Links that run through a label; the spokes of a radial tree's centre root run under its label by design. */
function crossings(layout: TreeLayout): string[] {
  const found: string[] = [];
  const centre = layout.type === 'radial' && layout.nodes[0]!.anchor === 'middle' ? layout.nodes[0]!.id : undefined;
  for (const link of layout.links) {
    const points = linkPoints(link.d);
    for (const node of layout.nodes) {
      if (node.id === centre) continue;
      const box = labelCorners(node);
      if (points.some((point) => inside(point, box))) found.push(`${link.source}>${link.target} through ${node.text}`);
    }
  }
  return found;
}

/** The pairs of labels that overlap, and the labels that lie over another node's dot. */
function collisions(layout: TreeLayout): string[] {
  const found: string[] = [];
  const boxes = layout.nodes.map((node) => labelCorners(node));
  const dot = (node: PlacedNode): Point[] => [
    { x: node.x - 3, y: node.y - 3 },
    { x: node.x + 3, y: node.y - 3 },
    { x: node.x + 3, y: node.y + 3 },
    { x: node.x - 3, y: node.y + 3 },
  ];
  for (let i = 0; i < layout.nodes.length; i++) {
    for (let j = 0; j < layout.nodes.length; j++) {
      if (i < j && overlap(boxes[i]!, boxes[j]!)) found.push(`${layout.nodes[i]!.text} / ${layout.nodes[j]!.text}`);
      if (i !== j && overlap(boxes[i]!, dot(layout.nodes[j]!))) found.push(`${layout.nodes[i]!.text} over the dot of ${layout.nodes[j]!.text}`);
    }
  }
  return found;
}

// A modest organisation chart: labels of all lengths, uneven branches.
const ORGANISATION = treeOf([
  ['org', null, 'Gemeente Utrecht'],
  ['ruimte', 'org', 'Ruimte'],
  ['ruimte-1', 'ruimte', 'Stedenbouw en architectuur'],
  ['ruimte-2', 'ruimte', 'Mobiliteit'],
  ['ruimte-3', 'ruimte', 'Groen'],
  ['ruimte-2a', 'ruimte-2', 'Fietsparkeren'],
  ['ruimte-2b', 'ruimte-2', 'Openbaar vervoer en knooppunten'],
  ['sociaal', 'org', 'Maatschappelijke ontwikkeling'],
  ['sociaal-1', 'sociaal', 'Onderwijs'],
  ['sociaal-2', 'sociaal', 'Zorg'],
  ['sociaal-3', 'sociaal', 'Sport'],
  ['sociaal-4', 'sociaal', 'Cultuur'],
  ['sociaal-5', 'sociaal', 'Werk en inkomen'],
  ['bedrijf', 'org', 'Bedrijfsvoering'],
  ['bedrijf-1', 'bedrijf', 'ICT'],
  ['bedrijf-1a', 'bedrijf-1', 'Werkplek'],
  ['bedrijf-1b', 'bedrijf-1', 'Data'],
  ['bedrijf-1c', 'bedrijf-1', 'Informatiebeveiliging'],
  ['bestuur', 'org', 'B'],
]);

describe('layoutTree', () => {
  for (const type of ['horizontal', 'radial'] as TreeType[]) {
    it(`${type}: no label overlaps another label or a dot, and every shown child has one link`, () => {
      const layout = layoutTree(ORGANISATION, allOpen(ORGANISATION), type, measure);
      expect(layout.nodes).toHaveLength(ORGANISATION.items.size);
      expect(collisions(layout)).toEqual([]);
      expect(crossings(layout)).toEqual([]);
      expect(layout.links).toHaveLength(ORGANISATION.items.size - 1);
      expect(layout.links.every((link) => /^M[-\d.]+,[-\d.]+[LC]/.test(link.d))).toBe(true);
      // The bounds hold every label.
      for (const corner of layout.nodes.flatMap(labelCorners)) {
        expect(corner.x).toBeGreaterThanOrEqual(layout.bounds.minX);
        expect(corner.x).toBeLessThanOrEqual(layout.bounds.maxX);
        expect(corner.y).toBeGreaterThanOrEqual(layout.bounds.minY);
        expect(corner.y).toBeLessThanOrEqual(layout.bounds.maxY);
      }
    });
  }

  it('horizontal: each level is a column right of the labels of the nodes it hangs under; nodes are in depth-first order', () => {
    const layout = layoutTree(ORGANISATION, allOpen(ORGANISATION), 'horizontal', measure);
    expect(layout.nodes.slice(0, 5).map((node) => node.id)).toEqual(['org', 'ruimte', 'ruimte-1', 'ruimte-2', 'ruimte-2a']);
    const columns = new Map<number, Set<number>>();
    for (const node of layout.nodes) columns.set(node.level, (columns.get(node.level) ?? new Set()).add(node.x));
    expect([...columns.values()].every((xs) => xs.size === 1)).toBe(true);
    for (const node of layout.nodes) {
      if (node.level === 0) continue;
      const labelEnds = layout.nodes.filter((other) => other.level === node.level - 1 && other.expanded).map((other) => other.x + other.dx + other.textWidth);
      expect(node.x).toBeGreaterThan(Math.max(...labelEnds) + 20);
    }
    // Siblings keep the query's order from top to bottom.
    const ys = ['ruimte', 'sociaal', 'bedrijf', 'bestuur'].map((id) => layout.nodes.find((node) => node.id === id)!.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('radial: a single root sits in the centre with its label across it; each level is a ring; left-hand labels read the right way up', () => {
    const layout = layoutTree(ORGANISATION, allOpen(ORGANISATION), 'radial', measure);
    const root = layout.nodes[0]!;
    expect([root.x, root.y, root.anchor, root.rotate]).toEqual([0, 0, 'middle', 0]);
    const rings = new Map<number, number[]>();
    for (const node of layout.nodes) rings.set(node.level, [...(rings.get(node.level) ?? []), Math.hypot(node.x, node.y)]);
    for (const radii of rings.values()) expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(0.001);
    for (const node of layout.nodes.slice(1)) {
      expect(node.anchor).toBe(node.x < -0.001 ? 'end' : 'start');
      expect(Math.abs(node.rotate)).toBeLessThanOrEqual(90.001);
    }
  });

  it('lets a long label run on past the next level where no link or node of that level comes near it', () => {
    const tree = treeOf([
      ['r', null, 'Wortel'],
      ['lang', 'r', 'Een heel erg lang label zonder kinderen'],
      ['a', 'r', 'A'],
      ['b', 'r', 'B'],
      ['c', 'r', 'C'],
      ['c1', 'c', 'C een'],
    ]);
    for (const type of ['horizontal', 'radial'] as TreeType[]) {
      const layout = layoutTree(tree, allOpen(tree), type, measure);
      const distance = (id: string) => {
        const node = layout.nodes.find((n) => n.id === id)!;
        return type === 'horizontal' ? node.x : Math.hypot(node.x, node.y);
      };
      const long = layout.nodes.find((n) => n.id === 'lang')!;
      expect(distance('c1')).toBeLessThan(distance('lang') + long.dx + long.textWidth);
      expect(collisions(layout)).toEqual([]);
      expect(crossings(layout)).toEqual([]);
    }
  });

  it('several roots: no invisible root is drawn, and the roots stand on the first column or ring', () => {
    const tree = treeOf([
      ['a', null, 'Alpha'],
      ['a1', 'a', 'Alpha een'],
      ['b', null, 'Beta'],
      ['c', null, 'Gamma'],
      ['c1', 'c', 'Gamma een'],
      ['c2', 'c', 'Gamma twee'],
    ]);
    for (const type of ['horizontal', 'radial'] as TreeType[]) {
      const layout = layoutTree(tree, allOpen(tree), type, measure);
      expect(layout.nodes.map((node) => node.id)).toEqual(['a', 'a1', 'b', 'c', 'c1', 'c2']);
      expect(layout.links.map((link) => `${link.source}>${link.target}`)).toEqual(['a>a1', 'c>c1', 'c>c2']);
      expect(collisions(layout)).toEqual([]);
    }
    const radial = layoutTree(tree, allOpen(tree), 'radial', measure);
    expect(Math.hypot(radial.nodes[0]!.x, radial.nodes[0]!.y)).toBeGreaterThan(30);
  });

  it('shows a closed node without its children, and says which nodes are open', () => {
    const open = allOpen(ORGANISATION);
    open.delete('sociaal');
    const layout = layoutTree(ORGANISATION, open, 'horizontal', measure);
    expect(layout.nodes.some((node) => node.id.startsWith('sociaal-'))).toBe(false);
    const sociaal = layout.nodes.find((node) => node.id === 'sociaal')!;
    expect([sociaal.hasChildren, sociaal.expanded]).toEqual([true, false]);
    const ict = layout.nodes.find((node) => node.id === 'bedrijf-1')!;
    expect([ict.hasChildren, ict.expanded]).toEqual([true, true]);
    const leaf = layout.nodes.find((node) => node.id === 'bestuur')!;
    expect([leaf.hasChildren, leaf.expanded]).toEqual([false, false]);
  });

  it('radial: a crowded ring grows until its neighbours are a label apart', () => {
    const star = treeOf([['hart', null, 'Hart'], ...Array.from({ length: 80 }, (_, index) => [`blad${index}`, 'hart', `B${index}`] as [string, string, string])]);
    const layout = layoutTree(star, allOpen(star), 'radial', measure);
    expect(collisions(layout)).toEqual([]);
    // 80 labels 16 pixels apart need a ring of about 80 * 16 / 2π.
    expect(Math.hypot(layout.nodes[1]!.x, layout.nodes[1]!.y)).toBeGreaterThan((80 * 16) / (2 * Math.PI));
  });

  it('shortens long labels with an ellipsis, in a radial tree those of open nodes more', () => {
    expect(shortLabel('kort')).toBe('kort');
    const long = shortLabel('x'.repeat(100));
    expect(long).toHaveLength(MAX_LABEL_CHARS);
    expect(long.endsWith('…')).toBe(true);
    const textOf = (layout: TreeLayout, id: string) => layout.nodes.find((node) => node.id === id)!.text;
    const radial = layoutTree(ORGANISATION, allOpen(ORGANISATION), 'radial', measure);
    expect(textOf(radial, 'sociaal')).toBe('Maatschappelijke…');
    expect(textOf(radial, 'sociaal')).toHaveLength(MAX_RADIAL_PARENT_CHARS - 1);
    expect(textOf(radial, 'ruimte-2b')).toBe('Openbaar vervoer en knooppunten');
    const closed = new Set(allOpen(ORGANISATION));
    closed.delete('sociaal');
    expect(textOf(layoutTree(ORGANISATION, closed, 'radial', measure), 'sociaal')).toBe('Maatschappelijke ontwikkeling');
    expect(textOf(layoutTree(ORGANISATION, allOpen(ORGANISATION), 'horizontal', measure), 'sociaal')).toBe('Maatschappelijke ontwikkeling');
  });

  it('keeps labels apart in any tree, of either type', () => {
    const trees = fc
      .array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 30 })), { minLength: 1, maxLength: 40 })
      .map((nodes) => treeOf(nodes.map(([parent, length], index) => [`n${index}`, index === 0 || parent % 4 === 0 ? null : `n${parent % index}`, 'w'.repeat(length)])));
    fc.assert(
      fc.property(trees, fc.constantFrom<TreeType>('horizontal', 'radial'), (tree, type) => {
        const layout = layoutTree(tree, allOpen(tree), type, measure);
        expect(collisions(layout)).toEqual([]);
        expect(crossings(layout)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
