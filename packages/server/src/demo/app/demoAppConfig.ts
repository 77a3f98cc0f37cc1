import { demoMainArea } from './demoAppTemplate.js';

/** Where the demo app lives: /projects/demo/landregistratie. */
export const demoProject = { path: 'demo', title: 'Demo' } as const;
export const demoAppPath = 'landregistratie';

export const demoAppInfo =
  'Een demonstrator in de trant van de Kadaster Knowledge Graph: kies een provincie, gemeente, wijk en buurt ' +
  'en bekijk de CBS-kerncijfers, de percelen en gebouwen met hun adressen en beperkingen, de sloopvergunningen ' +
  'en het datamodel. De gegevens staan in de ingebouwde repository "demo" van deze server.\n\n' +
  'Na de eerste start zijn dat synthetische gegevens: verzonnen provincies, gemeenten, buurten, gebouwen en cijfers, ' +
  'gemaakt door de generator van Grafiek. Geen ervan is echt. Een beheerder kan ze vervangen door echte open data ' +
  '(CBS-gebiedsindelingen en kerncijfers, BAG-panden van Doesburg, BRK-percelen van Otterlo) met ' +
  '"npm run demo:import". Wat daarin ontbreekt is aangevuld en als afgeleid of synthetisch gemarkeerd; de pagina ' +
  'Datamodel noemt de bronnen en elk object noemt bij "bron" waar het vandaan komt.';

/**
 * The demo app's config as it is stored: the layout from the template, the embedded `demo`
 * repository as its endpoint (the web app turns a repository name into /api/sparql/demo), public,
 * no pre-app JavaScript and the default logo.
 */
export function demoAppConfig(repoURL = 'demo'): Record<string, unknown> {
  return {
    title: 'Landregistratie-demonstrator',
    subtitle: 'Gebieden, percelen en gebouwen in een kennisgraaf',
    infoMessage: demoAppInfo,
    popupInfoAtStart: false,
    repoURL,
    bbsparqlendpoint: '',
    prejs: '',
    logoURL: '',
    sparqlErrorMessage: 'De demo-repository gaf geen antwoord.',
    css: '{"height":"100%"}',
    pageWidth: '99%',
    parameterValues: JSON.stringify({ keuze: 'buurt' }),
    public: true,
    layoutName: 'CUSTOM',
    layout: { showFooter: false },
    triggers: [],
    mainArea: demoMainArea,
  };
}
