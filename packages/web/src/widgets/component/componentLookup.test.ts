import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { componentNames, findComponent } from './componentLookup';

const KAART = { widget: 'Table', query: 'SELECT * WHERE { ?s ?p ?o } LIMIT 1' };
const KOP = { widget: 'SplitLayout', areas: [{ widget: 'BB Component', component: 'kaart' }, null] };
const APP = { title: 'App', components: { kop: KOP, kaart: KAART } };

describe('findComponent', () => {
  it('finds the named area, as stored', () => {
    const found = findComponent(APP, ' kaart ', []);
    expect(found).toEqual({ ok: true, name: 'kaart', node: KAART });
    if (found.ok) expect(found.node).toBe(KAART);
    expect(componentNames(APP)).toEqual(['kop', 'kaart']);
  });

  it('names the components there are when the name is missing or unknown', () => {
    expect(findComponent(APP, '', [])).toEqual({ ok: false, problem: 'No component chosen: set "Component" to one of "kop", "kaart".' });
    expect(findComponent(APP, 'voet', [])).toEqual({ ok: false, problem: 'The app has no component "voet". Its components: "kop", "kaart".' });
  });

  it('says how to define components when the app has none', () => {
    const none = findComponent({ title: 'App' }, 'kaart', []);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.problem).toMatch(/^The app has no component "kaart"\. Define it in the app config \(App settings, JSON\) as "components": \{"adreskaart"/);
    const unnamed = findComponent({ title: 'App' }, '', []);
    if (!unnamed.ok) expect(unnamed.problem).toMatch(/^This app has no components yet/);
    expect(componentNames({ components: ['kaart'] })).toEqual([]);
  });

  it('stops a component that includes itself, showing the way round', () => {
    expect(findComponent(APP, 'kop', ['kop', 'kaart'])).toEqual({ ok: false, problem: 'Component "kop" includes itself (kop → kaart → kop): it is not shown inside itself again.' });
    expect(findComponent(APP, 'kaart', ['buiten', 'kaart'])).toEqual({ ok: false, problem: 'Component "kaart" includes itself (kaart → kaart): it is not shown inside itself again.' });
    // The same component twice side by side is no loop: each is found outside the other.
    expect(findComponent(APP, 'kaart', ['kop']).ok).toBe(true);
  });

  it('refuses components that are no areas', () => {
    expect(findComponent({ components: [KAART] }, 'kaart', [])).toEqual({
      ok: false,
      problem: 'The app config\'s "components" must be an object of named areas, e.g. "components": {"adreskaart": {"widget": "Table", "query": "..."}}; it is a list.',
    });
    const text = findComponent({ components: { kaart: 'Table' } }, 'kaart', []);
    expect(text.ok).toBe(false);
    if (!text.ok) expect(text.problem).toMatch(/^Component "kaart" is not an area: expected a widget configuration/);
    const badAreas = findComponent({ components: { kaart: { widget: 'SplitLayout', areas: 'twee' } } }, 'kaart', []);
    expect(badAreas.ok).toBe(false);
  });

  it('says it word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{ components: [KAART] }, 'kaart', []],
      [{ components: 'kaart' }, 'kaart', []],
      [APP, '', []],
      [{ title: 'App' }, '', []],
      [APP, 'voet', []],
      [{ title: 'App' }, 'kaart', []],
      [APP, 'kop', ['kop', 'kaart']],
      [{ components: { kaart: 'Table' } }, 'kaart', []],
    ];
    for (const [app, name, chain] of cases) expect(findComponent(app, name, chain, en)).toEqual(findComponent(app, name, chain));
    expect(findComponent(APP, 'voet', [], nl)).toEqual({ ok: false, problem: 'De app heeft geen component "voet". Haar componenten: "kop", "kaart".' });
    expect(findComponent({ components: [KAART] }, 'kaart', [], nl)).toEqual({
      ok: false,
      problem: '"components" in de app-configuratie moet een object met benoemde vlakken zijn, bijvoorbeeld "components": {"adreskaart": {"widget": "Table", "query": "..."}}; het is een lijst.',
    });
    expect(findComponent(APP, 'kop', ['kop', 'kaart'], nl)).toEqual({ ok: false, problem: 'Component "kop" bevat zichzelf (kop → kaart → kop): die wordt niet nog eens in zichzelf getoond.' });
  });
});
