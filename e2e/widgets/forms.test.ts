import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, row, sparqlRequest, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// BBForm and BBDForm (the SHACL form) on one server: each form stores through a rule, which only
// someone who may change the repository may run (the rules are not public), so the test is an
// editor of the project. What a form stored is read back from the repository itself.
const PROJECT = 'forms';
const PASSWORD = 'e2e-Password-123';
const EX = 'http://example.org/grafiek-forms/';
const PREFIXES = `PREFIX ex: <${EX}>
PREFIX sh: <http://www.w3.org/ns/shacl#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
`;

const MELDING_FIELDS = [
  { name: 'titel', label: 'Titel', type: 'text', required: true, help: 'Wat is er aan de hand?' },
  { name: 'omschrijving', label: 'Omschrijving', type: 'textarea' },
  { name: 'aantal', label: 'Aantal', type: 'number', required: true, default: '1' },
  { name: 'datum', label: 'Datum', type: 'date', required: true },
  { name: 'soort', label: 'Soort', type: 'select', required: true, options: [{ value: 'laag', label: 'Laag' }, { value: 'hoog', label: 'Hoog' }] },
  { name: 'dringend', label: 'Dringend', type: 'checkbox' },
  { name: 'locatie', label: 'Locatie', type: 'iri', required: true, default: '{{plek}}' },
];

/** Stores a report; the tag after submit marks it as processed. */
const BEWAAR_MELDING = `${PREFIXES}INSERT DATA {
  <{{resource}}> a ex:Melding ; ex:titel "{{titel}}" ; ex:omschrijving "{{omschrijving::}}" ; ex:aantal {{aantal}} ;
    ex:datum "{{datum}}"^^xsd:date ; ex:soort "{{soort}}" ; ex:dringend {{dringend}} ; ex:locatie <{{locatie}}> .
}`;
const MARKEER_VERWERKT = `${PREFIXES}INSERT DATA { <{{resource}}> ex:verwerkt "ja" }`;
/** Fails: it needs a parameter no form sends. */
const KAPOTTE_MELDING = `${PREFIXES}INSERT DATA { <{{resource}}> a ex:Melding ; ex:titel "{{titel}}" ; ex:code "{{meldcode}}" }`;
/** Stores a person from the SHACL form, new or edited: the old values go. */
const BEWAAR_PERSOON = `${PREFIXES}DELETE { <{{resource}}> ex:naam ?naam ; ex:geboortejaar ?jaar ; ex:woonplaats ?plaats }
INSERT { <{{resource}}> a ex:Persoon ; ex:naam "{{naam}}" ; ex:geboortejaar {{geboortejaar}} ; ex:woonplaats <{{woonplaats}}> }
WHERE { OPTIONAL { <{{resource}}> ex:naam ?naam } OPTIONAL { <{{resource}}> ex:geboortejaar ?jaar } OPTIONAL { <{{resource}}> ex:woonplaats ?plaats } }`;

const SHAPES = `${PREFIXES}INSERT DATA {
  ex:PersoonShape a sh:NodeShape ; sh:targetClass ex:Persoon ;
    sh:property [ sh:path ex:naam ; sh:name "Naam" ; sh:datatype xsd:string ; sh:minCount 1 ; sh:maxCount 1 ; sh:order 1 ] ,
                [ sh:path ex:geboortejaar ; sh:name "Geboortejaar" ; sh:datatype xsd:integer ; sh:minCount 1 ; sh:maxCount 1 ; sh:minInclusive 1900 ; sh:order 2 ] ,
                [ sh:path ex:woonplaats ; sh:name "Woonplaats" ; sh:class ex:Plaats ; sh:minCount 1 ; sh:maxCount 1 ; sh:order 3 ] .
  ex:delft a ex:Plaats ; rdfs:label "Delft" .
  ex:ede a ex:Plaats ; rdfs:label "Ede" .
  ex:Stad rdfs:subClassOf ex:Plaats .
  ex:zwolle a ex:Stad ; rdfs:label "Zwolle <b>centrum</b> & meer" .
}`;

const FORMS_APP = {
  widget: 'SplitLayout',
  direction: 'column',
  areaSizes: ['1', '1'],
  areas: [
    row(
      {
        widget: 'BBForm',
        titleMenubar: 'Melding',
        fields: MELDING_FIELDS,
        submitRule: 'bewaar-melding',
        ruleTagAfterSubmit: 'na-melding',
        resourceTemplate: `${EX}melding/{{UUID}}`,
        publishVariable: 'melding',
        successMessage: 'Melding "{{titel}}" is opgeslagen.',
        submitLabel: 'Melden',
      },
      {
        widget: 'SplitLayout',
        direction: 'column',
        areaSizes: ['1', '1'],
        areas: [
          { widget: 'BBForm', titleMenubar: 'Kapot', fields: [{ name: 'titel', label: 'Titel', required: true }], submitRule: 'kapotte-melding', resourceTemplate: `${EX}melding/{{UUID}}`, failureMessage: 'Opslaan mislukt', afterSubmit: 'keep' },
          { widget: 'Table', titleMenubar: 'Gemeld', query: `${PREFIXES}SELECT ?titel ?verwerkt WHERE { <{{melding}}> ex:titel ?titel ; ex:verwerkt ?verwerkt }` },
        ],
      },
    ),
    row(
      { widget: 'BBDForm', titleMenubar: 'Nieuwe persoon', shapeIri: `${EX}PersoonShape`, newSubject: `${EX}persoon/{{UUID}}`, submitRule: 'bewaar-persoon', publishVariable: 'persoon', successMessage: 'Persoon {{naam}} is opgeslagen.' },
      { widget: 'BBDForm', titleMenubar: 'Persoon bewerken', shapeIri: `${EX}PersoonShape`, subjectVariable: 'persoon', submitRule: 'bewaar-persoon', afterSubmit: 'keep' },
    ),
  ],
};

/** Forms whose settings cannot work: a field without a name, a shape the repository lacks. */
const FAULTY_APP = row(
  { widget: 'BBForm', titleMenubar: 'Zonder naam', fields: [{ label: 'Titel' }], submitRule: 'bewaar-melding' },
  { widget: 'BBDForm', titleMenubar: 'Zonder vorm', shapeIri: `${EX}BestaatNiet`, submitRule: 'bewaar-persoon' },
);

let scene: Scene & { editor: PlatformApi };
let page: Page;

/** The project's own repository: its editor may change it, so may run its rules (none is public). */
const REPO = 'formulieren';

/** A SPARQL request to the project's repository as the superadmin. */
const sparql = (form: Record<string, string>): Promise<Response> => sparqlRequest(scene.server, scene.admin, REPO, form);

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Formulieren', path: PROJECT } }, async (started) => ({
    editor: await started.admin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: started.project.id }),
  }));
  await scene.admin.request('PUT', `/api/repositories/${REPO}`, { name: REPO, kind: 'embedded', public: false, projects: [PROJECT] });
  await sparql({ update: SHAPES });
  const rules: [string, string, string[]][] = [
    ['bewaar-melding', BEWAAR_MELDING, []],
    ['markeer-verwerkt', MARKEER_VERWERKT, ['na-melding']],
    ['kapotte-melding', KAPOTTE_MELDING, []],
    ['bewaar-persoon', BEWAAR_PERSOON, []],
  ];
  for (const [name, template, tags] of rules) await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/${name}`, { template, tags });
  await scene.admin.createApp(PROJECT, { path: 'formulieren', title: 'Formulieren', public: false, repoURL: REPO, mainArea: FORMS_APP, parameterValues: { plek: `${EX}plek/markt` } });
  await scene.admin.createApp(PROJECT, { path: 'fout', title: 'Fout ingesteld', public: false, repoURL: REPO, mainArea: FAULTY_APP });
  page = await pageAs(scene, scene.editor);
  await page.goto(`/projects/${PROJECT}/formulieren`);
});
afterAll(async () => {
  await scene?.close();
});

/** What a SELECT on the project's repository answers now, as rows of values. */
async function select(query: string): Promise<Record<string, string>[]> {
  const json = (await (await sparql({ query: `${PREFIXES}${query} # nocache` })).json()) as { results: { bindings: Record<string, { value: string }>[] } };
  return json.results.bindings.map((binding) => Object.fromEntries(Object.entries(binding).map(([key, term]) => [key, term.value])));
}

const meldingen = () => select('SELECT ?m ?titel WHERE { ?m a ex:Melding ; ex:titel ?titel } ORDER BY ?titel');
const personen = () => select('SELECT ?p ?naam ?jaar ?plaats WHERE { ?p a ex:Persoon ; ex:naam ?naam ; ex:geboortejaar ?jaar ; ex:woonplaats ?plaats } ORDER BY ?naam');

/** The library's messages and the form's outcome, as a visitor reads them. */
const outcome = (frame: Locator, kind: 'success' | 'failure' | 'invalid') => frame.locator(`[data-form-outcome="${kind}"]`);

describe('BBForm', () => {
  it('refuses to send with a message at each field that needs attention', async () => {
    const frame = widget(page, 'BBForm', 'Melding');
    await waitForState(frame, 'ready');
    // The default from an app variable is filled in; a field without default is empty.
    expect(await frame.getByLabel('Locatie').inputValue()).toBe(`${EX}plek/markt`);
    await frame.getByLabel('Aantal').fill('veel');
    await frame.getByRole('button', { name: 'Melden' }).click();
    await frame.getByText('Titel is required.').waitFor();
    // The first field that needs attention has the focus.
    expect(await frame.getByLabel('Titel').evaluate((input) => input === document.activeElement)).toBe(true);
    await frame.getByText('Aantal must be a number, such as 12 or 3.5.').waitFor();
    await frame.getByText('Datum is required.').waitFor();
    await frame.getByText('Soort is required.').waitFor();
    expect(await frame.getByText('Omschrijving is required.').count()).toBe(0);
    expect(await frame.getByLabel('Titel').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'forms-bbform-refused');
    expect(await meldingen()).toEqual([]);
  });

  it('stores the fields through its rule, runs the tag after submit, publishes the new resource and empties the form', async () => {
    const frame = widget(page, 'BBForm', 'Melding');
    await frame.getByLabel('Titel').fill('Lekkage "dak"');
    await frame.getByLabel('Omschrijving').fill('Water in de hal,\nbij de trap');
    await frame.getByLabel('Aantal').fill('3');
    await frame.getByLabel('Datum').fill('2024-05-01');
    await frame.getByLabel('Soort').selectOption('hoog');
    await frame.getByLabel('Dringend').check();
    await frame.getByRole('button', { name: 'Melden' }).click();
    await outcome(frame, 'success').getByText('Melding "Lekkage "dak"" is opgeslagen.').waitFor();

    const stored = await select(`SELECT ?m ?omschrijving ?aantal ?datum ?soort ?dringend ?locatie ?verwerkt WHERE {
      ?m a ex:Melding ; ex:titel 'Lekkage "dak"' ; ex:omschrijving ?omschrijving ; ex:aantal ?aantal ; ex:datum ?datum ; ex:soort ?soort ;
         ex:dringend ?dringend ; ex:locatie ?locatie ; ex:verwerkt ?verwerkt .
      FILTER(datatype(?aantal) = xsd:integer && datatype(?datum) = xsd:date && datatype(?dringend) = xsd:boolean)
    }`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ omschrijving: 'Water in de hal,\nbij de trap', aantal: '3', datum: '2024-05-01', soort: 'hoog', dringend: 'true', locatie: `${EX}plek/markt`, verwerkt: 'ja' });
    expect(stored[0]!.m).toMatch(new RegExp(`^${EX}melding/[0-9a-f-]{36}$`));

    // The published resource: a table that follows it shows the stored report.
    const gemeld = widget(page, 'Table', 'Gemeld');
    await gemeld.getByRole('cell', { name: 'Lekkage "dak"' }).waitFor();
    await gemeld.getByRole('cell', { name: 'ja', exact: true }).waitFor();
    // The form is fresh: fields back to their defaults.
    expect(await frame.getByLabel('Titel').inputValue()).toBe('');
    expect(await frame.getByLabel('Aantal').inputValue()).toBe('1');
    expect(await frame.getByLabel('Dringend').isChecked()).toBe(false);
    await screenshot(page, 'forms-bbform-stored');
  });

  it('shows a failing rule\'s message and keeps what was filled in', async () => {
    const frame = widget(page, 'BBForm', 'Kapot');
    await waitForState(frame, 'ready');
    await frame.getByLabel('Titel').fill('Gaat mis');
    await frame.getByRole('button', { name: 'Submit' }).click();
    const failure = outcome(frame, 'failure');
    await failure.getByText('Opslaan mislukt').waitFor();
    await failure.getByText('Rule "kapotte-melding" did not run: Template-placeholder {{meldcode}} did not resolve to a value').waitFor();
    expect(await frame.getByLabel('Titel').inputValue()).toBe('Gaat mis');
    expect((await meldingen()).map((m) => m.titel)).toEqual(['Lekkage "dak"']);
  });
});

describe('BBDForm', () => {
  it('builds its fields from the shape in the repository, with the class\'s instances to choose from', async () => {
    const frame = widget(page, 'BBDForm', 'Nieuwe persoon');
    await waitForState(frame, 'ready');
    await frame.getByLabel('Naam').waitFor();
    await frame.getByLabel('Geboortejaar').waitFor();
    const plaats = frame.getByLabel('Woonplaats');
    await plaats.locator('option', { hasText: 'Delft' }).waitFor({ state: 'attached' });
    // Instances of subclasses too; labels are text, never markup.
    expect((await plaats.locator('option').allTextContents()).filter((text) => text !== '').sort()).toEqual(['Delft', 'Ede', 'Zwolle <b>centrum</b> & meer']);
    expect(await plaats.locator('option b').count()).toBe(0);
  });

  it('refuses values that do not conform to the shape, with the library\'s messages', async () => {
    const frame = widget(page, 'BBDForm', 'Nieuwe persoon');
    await frame.getByRole('button', { name: 'Submit' }).click();
    const invalid = outcome(frame, 'invalid');
    await invalid.getByText('Naam: Less than 1 values').waitFor();
    await invalid.getByText('Woonplaats: Less than 1 values').waitFor();

    await frame.getByLabel('Naam').fill('Anna');
    await frame.getByLabel('Geboortejaar').fill('1850');
    await frame.getByLabel('Woonplaats').selectOption({ label: 'Delft' });
    await frame.getByRole('button', { name: 'Submit' }).click();
    await invalid.getByText(/Geboortejaar: Value is not greater than or equal to .*1900/).waitFor();
    expect(await invalid.getByText('Naam:', { exact: false }).count()).toBe(0);
    await screenshot(page, 'forms-bbdform-refused');
    expect(await personen()).toEqual([]);
  });

  it('stores a new resource through its rule and publishes it; the form that edits it shows and changes what is stored', async () => {
    const frame = widget(page, 'BBDForm', 'Nieuwe persoon');
    await frame.getByLabel('Geboortejaar').fill('1985');
    await frame.getByRole('button', { name: 'Submit' }).click();
    await outcome(frame, 'success').getByText('Persoon Anna is opgeslagen.').waitFor();
    const stored = await personen();
    expect(stored).toEqual([{ p: expect.stringMatching(new RegExp(`^${EX}persoon/[0-9a-f-]{36}$`)) as unknown as string, naam: 'Anna', jaar: '1985', plaats: `${EX}delft` }]);
    // A fresh form for the next person.
    await expect.poll(() => frame.getByLabel('Naam').inputValue()).toBe('');

    // The published person is loaded into the form that edits it.
    const edit = widget(page, 'BBDForm', 'Persoon bewerken');
    await waitForState(edit, 'ready');
    await expect.poll(() => edit.getByLabel('Naam').inputValue()).toBe('Anna');
    expect(await edit.getByLabel('Geboortejaar').inputValue()).toBe('1985');
    await edit.getByLabel('Naam').fill('Anna de Vries');
    await edit.getByLabel('Woonplaats').selectOption({ label: 'Ede' });
    await edit.getByRole('button', { name: 'Submit' }).click();
    await outcome(edit, 'success').getByText('successfully ran rule(-chain) completely').waitFor();
    expect(await personen()).toEqual([{ p: stored[0]!.p, naam: 'Anna de Vries', jaar: '1985', plaats: `${EX}ede` }]);
    await screenshot(page, 'forms-bbdform-stored');
  });
});

describe('settings a form cannot use', () => {
  it('says what is wrong in the form\'s frame', async () => {
    const other = await pageAs(scene, scene.editor);
    await other.goto(`/projects/${PROJECT}/fout`);
    const form = widget(other, 'BBForm', 'Zonder naam');
    await waitForState(form, 'error');
    await form.getByText('Field 1 has no "name" (the rule parameter its value is sent as).').waitFor();
    const shacl = widget(other, 'BBDForm', 'Zonder vorm');
    await waitForState(shacl, 'error');
    await shacl.getByText(`The repository holds no shape <${EX}BestaatNiet>: the shapes query gave no triples.`).waitFor();
    await other.close();
  });
});
