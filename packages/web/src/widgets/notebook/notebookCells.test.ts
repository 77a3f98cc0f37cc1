import { describe, expect, it } from 'vitest';
import { insertCell, moveCell, newCell, reachedCells, readCells, removeCell, replaceCell, writeCells, type NotebookCell } from './notebookCells';
import type { TextNote } from '../../i18n/widgetTexts';
import { translator } from '../../i18n/testTranslations';

const english = await translator('en');
const dutch = await translator('nl');
const say = (note: TextNote) => english(note.key, note.values);

const md = (source: string): NotebookCell => ({ type: 'markdown', source, display: 'table' });
const sparql = (source: string): NotebookCell => ({ type: 'sparql', source, display: 'table' });

describe('readCells', () => {
  it('reads the stored shape, and older spellings: kind, cell_type with "code", a source as lines, a query', () => {
    const { cells, problems } = readCells([
      { type: 'markdown', source: '# Title' },
      { type: 'sparql', source: 'SELECT 1', display: 'Bar' },
      { kind: 'MD', text: 'hello' },
      { cell_type: 'code', source: ['SELECT ?s\n', 'WHERE { ?s ?p ?o }'] },
      { query: 'ASK {}' },
    ]);
    expect(problems).toEqual([]);
    expect(cells).toEqual([
      { type: 'markdown', source: '# Title', display: 'table' },
      { type: 'sparql', source: 'SELECT 1', display: 'bar' },
      { type: 'markdown', source: 'hello', display: 'table' },
      { type: 'sparql', source: 'SELECT ?s\nWHERE { ?s ?p ?o }', display: 'table' },
      { type: 'sparql', source: 'ASK {}', display: 'table' },
    ]);
  });

  it('reads JSON text, and names what it cannot read', () => {
    expect(readCells('[{"type":"markdown","source":"x"}]').cells).toHaveLength(1);
    expect(readCells('').cells).toEqual([]);
    expect(readCells(undefined)).toEqual({ cells: [], problems: [] });
    expect(readCells('{not json').problems.map(say)).toEqual(['The cells are not a JSON list.']);
    expect(readCells({ type: 'markdown' }).problems.map(say)).toEqual(['The cells are not a list.']);
    const read = readCells([{ type: 'python', source: 'x' }, 'text', { type: 'markdown', source: 3 }, { type: 'markdown', source: 'ok' }]);
    expect(read.cells).toEqual([md('ok')]);
    expect(read.problems.map((note) => dutch(note.key, note.values))[0]).toBe('Cel 1 heeft geen type dat het notebook kent (markdown of sparql).');
    expect(read.problems.map(say)).toEqual([
      'Cell 1 has no type the notebook knows (markdown or sparql).',
      'Cell 2 is not an object with a type and a source.',
      'Cell 3 has a source that is not text.',
    ]);
  });

  it('writes what it reads', () => {
    const cells = [md('# a'), { ...sparql('SELECT 1'), display: 'pie' as const }];
    expect(writeCells(cells)).toEqual([
      { type: 'markdown', source: '# a' },
      { type: 'sparql', source: 'SELECT 1', display: 'pie' },
    ]);
    expect(readCells(writeCells(cells)).cells).toEqual(cells);
  });
});

describe('editing cells', () => {
  const cells = [md('a'), sparql('b'), md('c')];

  it('adds, removes, moves and changes cells', () => {
    expect(insertCell(cells, 99, newCell('sparql')).map((cell) => cell.type)).toEqual(['markdown', 'sparql', 'markdown', 'sparql']);
    expect(insertCell(cells, 0, md('z'))[0]).toEqual(md('z'));
    expect(removeCell(cells, 1).map((cell) => cell.source)).toEqual(['a', 'c']);
    expect(moveCell(cells, 0, 1).map((cell) => cell.source)).toEqual(['b', 'a', 'c']);
    expect(moveCell(cells, 2, -1).map((cell) => cell.source)).toEqual(['a', 'c', 'b']);
    expect(moveCell(cells, 0, -1).map((cell) => cell.source)).toEqual(['a', 'b', 'c']);
    expect(moveCell(cells, 2, 1).map((cell) => cell.source)).toEqual(['a', 'b', 'c']);
    expect(replaceCell(cells, 2, { source: 'd' })[2]).toEqual(md('d'));
  });
});

describe('reachedCells', () => {
  const cells = [md('intro'), sparql('one'), md('between'), sparql('two'), sparql('three')];

  it('lets cells run top to bottom: up to the first SPARQL cell that has not settled', () => {
    expect(reachedCells(cells, new Set(), 0)).toBe(1);
    expect(reachedCells(cells, new Set([1]), 1)).toBe(3);
    expect(reachedCells(cells, new Set([1, 3]), 3)).toBe(4);
    expect(reachedCells(cells, new Set([1, 3, 4]), 4)).toBe(5);
  });

  it('never goes back once a cell was reached', () => {
    expect(reachedCells(cells, new Set(), 5)).toBe(5);
  });
});
