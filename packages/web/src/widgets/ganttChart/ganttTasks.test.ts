import { toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { changeParameters, dayOf, escapeMarkup, frappeTasks, moved, placementOf, readGanttTasks } from './ganttTasks';

const en = await translator('en');
const nl = await translator('nl');

type Value = string | number | undefined;

/** A result table as the query gives it, from rows of plain values (undefined: unbound). */
function table(variables: string[], rows: Value[][]) {
  return toResultTable({
    head: { vars: variables },
    results: {
      bindings: rows.map((values) =>
        Object.fromEntries(variables.flatMap((name, index) => (values[index] === undefined ? [] : [[name, { type: 'literal' as const, value: String(values[index]) }]]))),
      ),
    },
  });
}

const VARS = ['id', 'uri', 'name', 'start', 'end', 'progress', 'dependencies'];
const EX = 'http://example.org/plan/';

describe('dayOf', () => {
  it('takes the day a date or date-time is written with', () => {
    expect(dayOf('2025-03-01')).toBe('2025-03-01');
    expect(dayOf('2025-03-01T23:30:00+01:00')).toBe('2025-03-01');
    expect(dayOf('2025-03-01Z')).toBe('2025-03-01');
    expect(dayOf('2025-03-01-05:00')).toBe('2025-03-01');
  });

  it('refuses what is no day', () => {
    for (const value of [undefined, '', 'morgen', '2025-02-30', '2025-13-01', '01-03-2025', '2025-03-011']) expect(dayOf(value), String(value)).toBeUndefined();
  });
});

describe('readGanttTasks', () => {
  it('reads tasks with ids of their own, progress within 0 to 100 and dependencies by id or uri', () => {
    const reading = readGanttTasks(
      table(VARS, [
        ['fundering', `${EX}fundering`, 'Fundering', '2025-03-03', '2025-03-07', 100, undefined],
        [undefined, `${EX}muren`, 'Muren', '2025-03-10', '2025-03-21T00:00:00Z', 40.4, 'fundering'],
        ['dak', undefined, undefined, '2025-03-24', '2025-03-28', 140, `${EX}muren, fundering`],
        ['afwerking', undefined, 'Afwerking', '2025-03-31', '2025-04-04', 'half', 'dak,afwerking'],
      ]),
      en,
    );
    expect(reading).toEqual({
      ok: true,
      notes: [],
      tasks: [
        { key: 't0', id: 'fundering', uri: `${EX}fundering`, name: 'Fundering', start: '2025-03-03', end: '2025-03-07', progress: 100, dependencies: [] },
        { key: 't1', id: `${EX}muren`, uri: `${EX}muren`, name: 'Muren', start: '2025-03-10', end: '2025-03-21', progress: 40, dependencies: ['t0'] },
        { key: 't2', id: 'dak', uri: undefined, name: 'dak', start: '2025-03-24', end: '2025-03-28', progress: 100, dependencies: ['t1', 't0'] },
        // A task never comes after itself.
        { key: 't3', id: 'afwerking', uri: undefined, name: 'Afwerking', start: '2025-03-31', end: '2025-04-04', progress: 0, dependencies: ['t2'] },
      ],
    });
  });

  it('names a task by the end of its uri without ?name, and gives rows without id or uri one', () => {
    const reading = readGanttTasks(table(['uri', 'start', 'end'], [[`${EX}heipalen`, '2025-01-01', '2025-01-02'], [undefined, '2025-01-03', '2025-01-04']]), en);
    expect(reading.ok && reading.tasks.map((task) => [task.id, task.name])).toEqual([
      [`${EX}heipalen`, 'heipalen'],
      ['row 2', 'row 2'],
    ]);
  });

  it('leaves out rows it cannot draw and says which', () => {
    const reading = readGanttTasks(
      table(VARS, [
        ['a', undefined, 'Zonder eind', '2025-01-01', undefined],
        ['b', undefined, 'Verkeerd om', '2025-02-01', '2025-01-01'],
        ['c', undefined, 'Eeuwig', '2025-01-01', '2040-01-01'],
        ['d', undefined, 'Goed', '2025-01-01', '2025-01-05', undefined, 'a, onbekend'],
        ['d', undefined, 'Nog eens d', '2025-01-01', '2025-01-05'],
      ]),
      en,
    );
    expect(reading.ok && reading.tasks.map((task) => [task.name, task.dependencies])).toEqual([['Goed', []]]);
    expect(reading.ok && reading.notes).toEqual([
      'Not shown, without a valid ?start or ?end date (such as 2025-03-01): Zonder eind.',
      'Not shown, as they end before they start: Verkeerd om.',
      'Not shown, as they last more than 10 years: Eeuwig.',
      'Rows with an id that an earlier row has were left out: d.',
      '?dependencies name tasks that are not shown: a, onbekend.',
    ]);
    const dutch = readGanttTasks(table(VARS, [['a', undefined, 'Zonder eind', '2025-01-01', undefined], ...['b', 'c', 'd', 'e'].map((id) => [id, undefined, id, '2025-02-01', '2025-01-01'])]), nl);
    expect(dutch.ok && dutch.notes).toEqual([
      'Niet getoond, zonder geldige datum in ?start of ?end (zoals 2025-03-01): Zonder eind.',
      'Niet getoond, omdat ze eindigen voordat ze beginnen: b, c, d en 1 meer.',
    ]);
  });

  it('needs ?start and ?end', () => {
    expect(readGanttTasks(table(['name', 'start'], []), en)).toEqual({
      ok: false,
      error: 'The query must select ?start and ?end (dates), with ?id, ?uri, ?name, ?progress and ?dependencies where it has them; it selects ?name, ?start.',
    });
  });
});

describe('what frappe-gantt gets', () => {
  it('escapes a name, which frappe-gantt writes as markup, and joins dependencies by key', () => {
    const hostile = '<img src=x onerror="alert(\'x\')"> & co';
    expect(escapeMarkup(hostile)).toBe('&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62; &#38; co');
    const reading = readGanttTasks(table(VARS, [['a', undefined, hostile, '2025-01-01', '2025-01-02'], ['b', undefined, 'B', '2025-01-03', '2025-01-04', 0, 'a']]), en);
    expect(reading.ok && frappeTasks(reading.tasks)).toEqual([
      { id: 't0', name: escapeMarkup(hostile), start: '2025-01-01', end: '2025-01-02', progress: 0, dependencies: '' },
      { id: 't1', name: 'B', start: '2025-01-03', end: '2025-01-04', progress: 0, dependencies: 't0' },
    ]);
  });
});

describe('a change to store', () => {
  const reading = readGanttTasks(table(VARS, [['muren', `${EX}muren`, 'Muren', '2025-03-10', '2025-03-21', 40]]), en);
  const task = reading.ok ? reading.tasks[0]! : undefined!;

  it('reads frappe-gantt\'s end (the moment after the last day) as the last day', () => {
    const placement = placementOf({ _start: new Date(2025, 2, 13), _end: new Date(2025, 2, 25), progress: 40 });
    expect(placement).toEqual({ start: '2025-03-13', end: '2025-03-24', progress: 40 });
    expect(moved(task, placement)).toBe(true);
    expect(moved(task, { start: '2025-03-10', end: '2025-03-21', progress: 40 })).toBe(false);
    expect(moved(task, { start: '2025-03-10', end: '2025-03-21', progress: 55 })).toBe(true);
  });

  it('sends the app variables, then the task\'s own values over them', () => {
    const parameters = changeParameters({ uri: 'http://example.org/stale', project: 'p1', graph: 'oud' }, task, { start: '2025-03-13', end: '2025-03-24', progress: 60 }, 'http://example.org/planning');
    expect(parameters).toEqual({ project: 'p1', id: 'muren', uri: `${EX}muren`, name: 'Muren', start: '2025-03-13', end: '2025-03-24', progress: '60', graph: 'http://example.org/planning' });
    const withoutUri = { ...task, uri: undefined };
    expect(changeParameters({ uri: 'http://example.org/stale' }, withoutUri, { start: '2025-03-13', end: '2025-03-24', progress: 60 }, 'g').uri).toBe('');
  });
});
