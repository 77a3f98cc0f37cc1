import * as q from './demoQueries.js';

/**
 * The demo app's layout: three side-menu pages over the demo repository. Page one drills down
 * from province to neighbourhood, with CBS charts and the parcels and buildings of the chosen
 * neighbourhood; page two counts demolition permits; page three shows the data model and where
 * the data comes from. Widgets only talk through variables (provincie, gemeente, wijk, buurt,
 * keuze, selection; gem, wijk2, buurt2, selection2; klasse).
 */

type Node = Record<string, unknown>;

const behaviour = { showLoadingOverlay: true, syncWithUserActionsDisabled: true, voteForUserActionsDisabledWhenLoading: true };
const panel = (title: string, info: string) => ({ panelstyle: 'paper2', titleMenubar: title, infoMenubar: info, ...behaviour });
const split = (direction: 'row' | 'column', areaSizes: string[], areas: Node[]): Node => ({ widget: 'SplitLayout', direction, areaSizes, areas });

const map = (title: string, info: string, query: string, publishVariable: string): Node => ({
  widget: 'BBMap',
  ...panel(title, info),
  query,
  publishVariable,
});

const chart = (title: string, info: string, query: string): Node => ({
  widget: 'BBEChart',
  ...panel(title, info),
  panelstyleExtra: 'noScrollBars',
  charttype: 'Bar',
  query,
  gradientColors: true,
  stringToColor: true,
  labelsInChart: false,
  legend: false,
  enableZoom: false,
  popupLabelFixedFormat: '0',
  width: '95%',
  height: '90%',
});

const table = (title: string, info: string, query: string, extra: Node = {}): Node => ({ widget: 'Table', ...panel(title, info), query, ...extra });

const regionsPage = split('column', ['30%', '70%'], [
  split('row', ['1', '1', '1', '1'], [
    map('Provincies', 'Kies een provincie', q.provinceMap, 'provincie'),
    map('Gemeenten', 'Kies een gemeente in de gekozen provincie', q.municipalityMap, 'gemeente'),
    map('Wijken', 'Kies een wijk in de gekozen gemeente', q.districtMap, 'wijk'),
    map('Buurten', 'Kies een buurt in de gekozen wijk', q.neighbourhoodMap, 'buurt'),
  ]),
  split('row', ['40%', '45%', '15%'], [
    split('column', ['90px', 'auto', 'auto'], [
      {
        widget: 'RadioBox',
        ...panel('CBS-kerncijfers', 'Kerncijfers van de gekozen buurt, wijk of gemeente'),
        options: 'buurt,buurt,wijk,wijk,gemeente,gemeente',
        horizontal: true,
        publishVariable: 'keuze',
      },
      chart('Bedrijven per sector', 'Aantal bedrijfsvestigingen per sector (CBS)', q.businessChart),
      chart('Leeftijdsopbouw', 'Inwoners per leeftijdsgroep, in procenten (CBS)', q.ageChart),
    ]),
    {
      widget: 'Tab',
      ...panel('', ''),
      appearance: 'CAROUSEL_WITH_BUTTONS',
      carouselClickNavigation: false,
      tabs: ['Percelen en gebouwen', 'Gebouwtypes'],
      areas: [
        map('Percelen en gebouwen', 'Kies een perceel of gebouw in de gekozen buurt', q.neighbourhoodObjectsMap, 'selection'),
        map('Gebouwtypes', 'Gebouwen in de gekozen buurt, gekleurd naar gebouwtype', q.buildingTypesMap, 'selection'),
      ],
    },
    split('column', ['33%', '33%', 'auto'], [
      table('Adressen', 'Adressen van het gekozen gebouw, of van de gebouwen op het gekozen perceel', q.addressTable),
      table('Beperkingen', 'Publiekrechtelijke beperkingen op het gekozen perceel, of op het perceel onder het gekozen gebouw', q.restrictionTable),
      { widget: 'BBPropertyPanel', ...panel('Kenmerken', 'Alle kenmerken van het gekozen object'), query: q.propertyPanel, childParameterText: '{{selection}}' },
    ]),
  ]),
]);

const demolitionPage = split('column', ['70px', '1'], [
  {
    widget: 'SearchAutocomplete',
    ...panel('', ''),
    query: q.municipalitySearch,
    publishVariable: 'gem',
    textbefore: 'Gemeente',
    placeholderText: 'zoek een gemeente',
    nullSelectionResetVariable: true,
    alignItems: 'flex-start',
  },
  split('row', ['50%', '50%'], [
    split('column', ['1', '1'], [
      map('Wijken', 'Aantal gebouwen met een sloopvergunning per wijk; kies een wijk', q.demolitionDistrictMap, 'wijk2'),
      map('Buurten', 'Aantal gebouwen met een sloopvergunning per buurt; kies een buurt', q.demolitionNeighbourhoodMap, 'buurt2'),
    ]),
    split('column', ['50%', '50%'], [
      map('Sloopvergunningen', 'Gebouwen in de gekozen buurt; rood: sloopvergunning verleend', q.demolitionBuildingsMap, 'selection2'),
      chart('Status van de gebouwen', 'Gebouwen in de gekozen buurt per status, zonder "bestaand" en "Pand in gebruik"', q.statusChart),
    ]),
  ]),
]);

const dataModelPage = split('row', ['65%', '35%'], [
  {
    widget: 'BBVis',
    ...panel('Datamodel', 'Klassen en hun relaties; kies een klasse voor haar eigenschappen'),
    query: q.dataModelGraph,
    publishVariable: 'klasse',
    edgelabels: true,
    useLocalNames: false,
    direction: 'UD',
    hierarchical: false,
    dragNodes: true,
  },
  split('column', ['60%', '40%'], [
    table('Eigenschappen', 'Eigenschappen van de gekozen klasse', q.classProperties, { renderEmpty: true, zeroResult: 'Kies een klasse in het datamodel.' }),
    table('Bronnen', 'Waar de gegevens in deze demo vandaan komen', q.sourcesTable),
  ]),
]);

export const demoMainArea: Node = {
  widget: 'BBSideMenu',
  direction: 'column',
  areaSizes: ['30%', '70%'],
  tabs: ['Gebieden', 'Sloopvergunningen', 'Datamodel'],
  icons: ['map', 'box', 'share'],
  ...behaviour,
  areas: [regionsPage, demolitionPage, dataModelPage],
};
