/**
 * The CBS key figures (kerncijfers wijken en buurten) the demo graph carries, by their CBS column
 * names. The demonstrator's charts select predicates by these names: `aantal_bedrijven_*` for the
 * industry chart and `percentage_personen_*` for the age chart.
 */

export interface KeyFigure {
  name: string;
  label: string;
  /** How values are written: whole numbers or with one decimal. */
  digits: 0 | 1;
}

const figure = (name: string, label: string, digits: 0 | 1 = 0): KeyFigure => ({ name, label, digits });

export const businessSectors = [
  figure('aantal_bedrijven_landbouw_bosbouw_visserij', 'bedrijven: landbouw, bosbouw en visserij'),
  figure('aantal_bedrijven_nijverheid_energie', 'bedrijven: nijverheid en energie'),
  figure('aantal_bedrijven_handel_en_horeca', 'bedrijven: handel en horeca'),
  figure('aantal_bedrijven_vervoer_informatie_communicatie', 'bedrijven: vervoer, informatie en communicatie'),
  figure('aantal_bedrijven_financiele_diensten_onroerend_goed', 'bedrijven: financiële diensten en onroerend goed'),
  figure('aantal_bedrijven_zakelijke_dienstverlening', 'bedrijven: zakelijke dienstverlening'),
  figure('aantal_bedrijven_cultuur_recreatie_overige', 'bedrijven: cultuur, recreatie en overige diensten'),
] as const;

export const ageGroups = [
  figure('percentage_personen_0_tot_15_jaar', 'personen 0 tot 15 jaar (%)'),
  figure('percentage_personen_15_tot_25_jaar', 'personen 15 tot 25 jaar (%)'),
  figure('percentage_personen_25_tot_45_jaar', 'personen 25 tot 45 jaar (%)'),
  figure('percentage_personen_45_tot_65_jaar', 'personen 45 tot 65 jaar (%)'),
  figure('percentage_personen_65_jaar_en_ouder', 'personen 65 jaar en ouder (%)'),
] as const;

export const otherFigures = [
  figure('aantal_inwoners', 'aantal inwoners'),
  figure('mannen', 'mannen'),
  figure('vrouwen', 'vrouwen'),
  figure('aantal_huishoudens', 'aantal huishoudens'),
  figure('gemiddelde_huishoudsgrootte', 'gemiddelde huishoudensgrootte', 1),
  figure('bevolkingsdichtheid_inwoners_per_km2', 'bevolkingsdichtheid (inwoners per km²)'),
  figure('omgevingsadressendichtheid', 'omgevingsadressendichtheid (adressen per km²)'),
  figure('stedelijkheid_adressen_per_km2', 'stedelijkheid (1 zeer sterk tot 5 niet stedelijk)'),
  figure('oppervlakte_totaal_in_ha', 'oppervlakte totaal (ha)'),
  figure('oppervlakte_land_in_ha', 'oppervlakte land (ha)'),
  figure('oppervlakte_water_in_ha', 'oppervlakte water (ha)'),
  figure('percentage_ongehuwd', 'ongehuwd (%)'),
  figure('percentage_gehuwd', 'gehuwd (%)'),
  figure('percentage_gescheid', 'gescheiden (%)'),
  figure('percentage_verweduwd', 'verweduwd (%)'),
  figure('percentage_eenpersoonshuishoudens', 'eenpersoonshuishoudens (%)'),
  figure('percentage_huishoudens_zonder_kinderen', 'huishoudens zonder kinderen (%)'),
  figure('percentage_huishoudens_met_kinderen', 'huishoudens met kinderen (%)'),
  figure('percentage_met_herkomstland_nederland', 'herkomstland Nederland (%)'),
  figure('percentage_met_herkomstland_uit_europa_excl_nl', 'herkomstland in Europa, excl. Nederland (%)'),
  figure('percentage_met_herkomstland_buiten_europa', 'herkomstland buiten Europa (%)'),
  figure('gemiddelde_woningwaarde', 'gemiddelde WOZ-waarde van woningen (x 1000 euro)'),
  figure('percentage_koopwoningen', 'koopwoningen (%)'),
  figure('percentage_eengezinswoning', 'eengezinswoningen (%)'),
  figure('gemiddeld_inkomen_per_inwoner', 'gemiddeld inkomen per inwoner (x 1000 euro)', 1),
  figure('aantal_bedrijfsvestigingen', 'bedrijfsvestigingen totaal'),
] as const;

export const allKeyFigures: readonly KeyFigure[] = [...otherFigures, ...ageGroups, ...businessSectors];

const byName = new Map(allKeyFigures.map((f) => [f.name, f]));

export function keyFigure(name: string): KeyFigure {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown CBS key figure "${name}"`);
  return found;
}

/** Figures by name; `null` means CBS does not know the value (written as the sentinel). */
export type KeyFigureValues = Record<string, number | null>;
