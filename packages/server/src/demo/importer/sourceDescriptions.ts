import type { SourceInput } from '../graph/demoGraphWriter.js';

/**
 * What the imported graph says about where each part comes from (dct:source on every resource).
 * Real data, data derived from it by a stated rule, and synthetic additions are kept apart.
 */
export const sourceDescriptions = {
  provinces2024: {
    key: 'cbs-provincies-2024',
    title: 'CBS provinciegrenzen 2024 (gegeneraliseerd)',
    description: 'Echte open data: de 12 provincies van 2024 uit de CBS/PDOK gebiedsindelingen, vereenvoudigd, in WGS84.',
  },
  provinces2023: {
    key: 'cbs-provincies-2023',
    title: 'CBS provinciegrenzen 2023 (cartomap)',
    description: 'Echte open data: de 12 provincies van 2023 (cartomap/nl, vereenvoudigd), alleen gebruikt voor provincies die in de 2024-indeling ontbreken.',
  },
  municipalities2024: {
    key: 'cbs-gemeenten-2024',
    title: 'CBS gemeentegrenzen 2024',
    description: 'Echte open data: de 342 gemeenten van 2024 uit de CBS/PDOK gebiedsindelingen, vereenvoudigd, in WGS84.',
  },
  keyFigures2023: {
    key: 'cbs-kerncijfers-gemeenten-2023',
    title: 'CBS kerncijfers wijken en buurten 2023, gemeenten',
    description:
      'Echte open data: kerncijfers per gemeente (inwoners, leeftijdsgroepen, huishoudens, oppervlakte, herkomst) uit de PDOK/CBS wijken-en-buurtenkaart 2023; ' +
      'gemeenten die in 2024 niet meer bestaan krijgen ook hun grens uit dit bestand.',
  },
  regionsCsv2024: {
    key: 'cbs-gebieden-in-nederland-2024',
    title: 'CBS Gebieden in Nederland 2024',
    description: 'Echte open data: per gemeente de provincie waarin zij ligt, het inwonertal en de omgevingsadressendichtheid (CBS StatLine).',
  },
  districts2024: {
    key: 'cbs-wijken-2024',
    title: 'CBS wijkgrenzen 2024',
    description: 'Echte open data: de 3.393 wijken van 2024 (CBS/PDOK, vereenvoudigd, WGS84). De wijkcode WKggggnn bepaalt de gemeente GMgggg.',
  },
  utrecht2024: {
    key: 'cbs-kerncijfers-utrecht-2024',
    title: 'CBS kerncijfers wijken en buurten 2024, gemeente Utrecht',
    description:
      'Echte open data (CBS 85984NED, bewerkt door woonikveilig): kerncijfers van de gemeente Utrecht, haar 10 wijken en 111 buurten. ' +
      'De buurten hebben geen grenzen in dit bestand. De percentages 0-15 en 65+ jaar zijn berekend uit de aantallen; -99999999 betekent onbekend.',
  },
  doesburgBuildings: {
    key: 'bag-panden-doesburg-2020',
    title: 'BAG panden Doesburg, stand 15-09-2020',
    description:
      'Echte open data: de 7.797 actuele pandvoorkomens van gemeente Doesburg uit een LVBAG-extract van het Kadaster, omgerekend van RD naar WGS84, ' +
      'met status, oorspronkelijk bouwjaar (9999 = onbekend, dan weggelaten) en documentgegevens.',
  },
  doesburgAddresses: {
    key: 'bag-adressen-doesburg-2020',
    title: 'BAG adressen Doesburg (klein extract), stand 15-09-2020',
    description: 'Echte open data: de verblijfsobjecten, nummeraanduidingen, openbare ruimten en woonplaatsen van een klein LVBAG-voorbeeldextract; zij geven een paar panden hun adres.',
  },
  otterloParcels: {
    key: 'brk-percelen-otterlo',
    title: 'BRK kadastrale kaart, percelen Otterlo (voorbeeld)',
    description: 'Echte open data: 11 percelen in kadastrale gemeente Otterlo, sectie B, uit een voorbeeld van de Kadastrale Kaart v5, omgerekend naar WGS84.',
  },
  derivedNeighbourhoods: {
    key: 'afgeleid-buurten',
    title: 'Afgeleid: één buurt per wijk',
    description:
      'Afgeleid, geen bron: de bronbestanden hebben geen buurtgrenzen. Elke wijk met geïmporteerde gebouwen of percelen krijgt één buurt met de grens van die wijk, ' +
      'zodat de kaarten de gebouwen en percelen kunnen tonen. Deze buurten hebben geen CBS-code en geen kerncijfers.',
  },
  derivedParcels: {
    key: 'afgeleid-hulppercelen',
    title: 'Afgeleid: hulppercelen onder BAG-panden',
    description:
      'Afgeleid, geen bron: voor Doesburg zijn er geen percelen. Elk pand staat op een eigen hulpperceel zonder grens of perceelnummer, ' +
      'zodat de buurt het pand via imx:bevatPerceel vindt. Een hulpperceel is geen kadastraal perceel.',
  },
  syntheticFill: {
    key: 'synthetische-aanvulling',
    title: 'Synthetische aanvulling',
    description:
      'Synthetisch, niet echt: de bronbestanden hebben geen bedrijvenaantallen per sector en geen publiekrechtelijke beperkingen. ' +
      'Die zijn verzonnen met de regels van de generator van Grafiek (bedrijven naar het echte inwonertal, ongeveer één op tien percelen een beperking), ' +
      'zodat elk onderdeel van de demo iets toont. Elke beperking draagt "(synthetisch)" in haar grondslag. Weglaten met --no-synthetic-fill.',
  },
} satisfies Record<string, SourceInput>;

export type SourceKey = keyof typeof sourceDescriptions;
