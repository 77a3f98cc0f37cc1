import type { ActionButton, SparqlBinding } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { CommandAnswer } from '../../api/commandClient';
import { RULE_SUCCEEDED } from '../ruleRuns';
import type { RuleRun } from '../useRunRule';
import { actionColumnDef, actionColumnWidth, columnWidth } from './actionColumn';
import { buttonLabel, createRowActions, isButtonHidden, PUBLISH_FAILED, rowResolver, type ActionRow } from './rowActions';

const ANSWER: CommandAnswer = { success: true, loggedIn: true, errors: [], debugMessages: [] };
const row = (values: Record<string, string>): ActionRow => ({
  bindings: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { type: 'literal', value }])) as SparqlBinding,
});

/** Row actions over recorders: what was published, run, told and asked. */
function harness(options: { failing?: string[]; app?: Record<string, unknown>; confirm?: boolean; publishFails?: boolean } = {}) {
  const published: [string, unknown][] = [];
  const runs: RuleRun[] = [];
  const told: string[] = [];
  const asked: string[] = [];
  const actions = createRowActions({
    publish: (key, value) => {
      if (options.publishFails) throw new Error('The variable cannot be published.');
      published.push([key, value]);
    },
    runRule: async (run) => {
      runs.push(run);
      if (options.failing?.includes(run.rule)) throw new Error(`Rule "${run.rule}" failed`);
      return ANSWER;
    },
    appValue: (name) => options.app?.[name],
    notify: { succeeded: (message) => told.push(`ok: ${message}`), failed: (title, detail) => told.push(`failed: ${title} (${detail})`) },
    confirm: (_button, question, onYes) => {
      asked.push(question);
      if (options.confirm !== false) onYes();
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actions, published, runs, told, asked, settle };
}

describe('row actions of an action column', () => {
  it('fills placeholders from the row first, then from app variables; one without a value is empty', () => {
    const resolve = rowResolver(row({ naam: 'Dom' }), (name) => (name === 'stad' ? 'Utrecht' : name === 'naam' ? 'niet dit' : undefined));
    expect(resolve('{{naam}} in {{stad}}')).toBe('Dom in Utrecht');
    expect(resolve('[{{nergens}}]')).toBe('[]');
  });

  it('hides a button by a boolean or by a text that resolves to true; an unresolvable text hides nothing', () => {
    const resolve = rowResolver(row({ klaar: 'true', open: 'false' }), () => undefined);
    const button = (hidden: ActionButton['hidden']): ActionButton => ({ label: 'x', hidden });
    expect(isButtonHidden(button(true), resolve)).toBe(true);
    expect(isButtonHidden(button('{{klaar}}'), resolve)).toBe(true);
    expect(isButtonHidden(button('{{open}}'), resolve)).toBe(false);
    expect(isButtonHidden(button(' '), resolve)).toBe(false);
    expect(isButtonHidden(button(undefined), resolve)).toBe(false);
  });

  it('labels a button by its label, else its icon', () => {
    expect(buttonLabel({ label: ' Toon ', icon: 'eye' })).toBe('Toon');
    expect(buttonLabel({ icon: 'trash' })).toBe('trash');
    expect(buttonLabel({})).toBe('Action');
  });

  it('runs publish and start-rule actions in order with the row\'s values and parameters, then stamps', async () => {
    const h = harness({ app: { ronde: '2' } });
    h.actions.press(
      {
        label: 'Markeer',
        actions: [
          { type: 'publish', topic: 'gekozen', value: '{{uri}}' },
          { type: 'start-rule', startRule: 'markeer', parameters: { opmerking: 'gezien {{naam}} in ronde {{ronde}}' }, timestampVariable: '?gemarkeerd' },
        ],
      },
      row({ uri: 'urn:dom', naam: 'Dom' }),
    );
    await h.settle();
    expect(h.published[0]).toEqual(['gekozen', 'urn:dom']);
    expect(h.runs).toEqual([{ rule: 'markeer', command: 'runSparqlRulesWithTag', parameters: { uri: 'urn:dom', naam: 'Dom', opmerking: 'gezien Dom in ronde 2' } }]);
    // Publishing is quiet without a notification; the rule tells its success.
    expect(h.told).toEqual([`ok: ${RULE_SUCCEEDED}`]);
    expect(h.published[1]?.[0]).toBe('gemarkeerd');
    expect(h.asked).toEqual([]);
  });

  it('stops the chain at a failing action and tells the failure with the action\'s own text', async () => {
    const h = harness({ failing: ['kapot'] });
    h.actions.press(
      {
        actions: [
          { type: 'start-rule', startRule: 'kapot', notification: { onFailure: 'Markeren mislukt' } },
          { type: 'publish', topic: 'daarna', value: 'x' },
        ],
      },
      row({}),
    );
    await h.settle();
    expect(h.told).toEqual(['failed: Markeren mislukt (Rule "kapot" failed)']);
    expect(h.published).toEqual([]);

    const other = harness({ publishFails: true });
    other.actions.press({ actions: [{ type: 'publish', topic: 't', value: 'x' }, { type: 'start-rule', startRule: 'nooit' }] }, row({}));
    await other.settle();
    expect(other.told).toEqual([`failed: ${PUBLISH_FAILED} (The variable cannot be published.)`]);
    expect(other.runs).toEqual([]);
  });

  it('asks a confirmation first and runs nothing when the visitor says no; row-edit actions stop the chain without a runner', async () => {
    const no = harness({ confirm: false });
    no.actions.press({ label: 'Wis', confirmation: { message: 'Echt wissen?' }, actions: [{ type: 'start-rule', startRule: 'wis' }] }, row({}));
    await no.settle();
    expect(no.asked).toEqual(['Echt wissen?']);
    expect(no.runs).toEqual([]);

    const yes = harness();
    yes.actions.press({ confirmation: {}, actions: [{ type: 'start-row-edit' }, { type: 'start-rule', startRule: 'nooit' }] }, row({}));
    await yes.settle();
    expect(yes.asked).toEqual(['Are you sure?']);
    expect(yes.runs).toEqual([]);
    expect(yes.actions.isDisabled({ actions: [] }, row({}))).toBe(false);
  });
});

describe('action column widths', () => {
  it('reads pixels from a number or "120px" and shares the rest otherwise', () => {
    expect(columnWidth(90)).toEqual({ width: 90 });
    expect(columnWidth(' 120px ')).toEqual({ width: 120 });
    expect(columnWidth('auto')).toEqual({ flex: 1, minWidth: 100 });
  });

  it('sizes an "auto" action column for its buttons and its header', () => {
    const column = { id: 'a', label: 'Acties', width: 'auto', buttons: [{ label: 'Toon' }, { icon: 'trash' }] };
    expect(actionColumnWidth(column)).toBe(24 + 4 + 18 + 7 * 4 + 4 + 28);
    expect(actionColumnWidth({ id: 'b', label: 'Een heel lange kop boven de knoppen', width: 'auto', buttons: [] })).toBe(32 + 8 * 35);
    expect(actionColumnDef(column)).toMatchObject({ colId: 'action:a', headerName: 'Acties', sortable: false, width: 106 });
    expect(actionColumnDef({ ...column, width: '200' })).toMatchObject({ width: 200 });
  });
});
