import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { DEFAULT_BTW, MJOP_FIELDS, MJOP_FIRST_YEAR, MJOP_LAST_YEAR } from './mjopModel';

const DEFAULT_MJOP_QUERY = `PREFIX mjop: <https://example.org/mjop#>
SELECT ?uri ?nr ?locatie ?beschrijving ?conditie ?cyclus ?aantal ?eenheid ?procent ?prijsPerEenheid ?btw ?startDatum ?opmerkingen WHERE {
  ?uri a mjop:Onderdeel ; mjop:nr ?nr ; mjop:beschrijving ?beschrijving .
  OPTIONAL { ?uri mjop:locatie ?locatie }
  OPTIONAL { ?uri mjop:conditie ?conditie }
  OPTIONAL { ?uri mjop:cyclus ?cyclus }
  OPTIONAL { ?uri mjop:aantal ?aantal }
  OPTIONAL { ?uri mjop:eenheid ?eenheid }
  OPTIONAL { ?uri mjop:procent ?procent }
  OPTIONAL { ?uri mjop:prijsPerEenheid ?prijsPerEenheid }
  OPTIONAL { ?uri mjop:btw ?btw }
  OPTIONAL { ?uri mjop:startDatum ?startDatum }
  OPTIONAL { ?uri mjop:opmerkingen ?opmerkingen }
} ORDER BY ?nr`;

const variables = `One row per element of the plan, with ${MJOP_FIELDS.map((name) => `?${name}`).join(', ')} and the year columns ?${MJOP_FIRST_YEAR} to ?${MJOP_LAST_YEAR} (or ?j${MJOP_FIRST_YEAR} ...). What the query leaves out is worked out: kostenEx = aantal × prijsPerEenheid × procent / 100 (procent 100 when missing), kostenInc = kostenEx plus btw (a percentage, 21 or 0.21), the years from startDatum every cyclus years with the costs, totaal their sum, gemiddeldePerJaar totaal / the number of years. Amounts may be numbers or Dutch text (1.234,50); further variables are extra columns.`;

const PLAN = 'Plan';
const CHART = 'Chart';

const options = {
  query: queryOption(DEFAULT_MJOP_QUERY, variables),
  publishVariable: publishOption('Gets the ?uri of the row clicked (or chosen with Enter).'),
  firstYear: opt.number({ label: 'First year', group: PLAN, default: MJOP_FIRST_YEAR, help: 'The first year column of the plan.' }),
  lastYear: opt.number({ label: 'Last year', group: PLAN, default: MJOP_LAST_YEAR, help: 'The last year column of the plan.' }),
  defaultBtw: opt.number({ label: 'Btw (%)', group: PLAN, default: DEFAULT_BTW, help: 'The VAT percentage for rows without ?btw.' }),
  yearCosts: opt.select(
    [
      { value: 'inc', label: 'Including btw (kostenInc)' },
      { value: 'ex', label: 'Excluding btw (kostenEx)' },
    ],
    { label: 'Year amounts', group: PLAN, default: 'inc', help: 'The costs a year gets when the cycle falls in it (where the query gives no year columns).' },
  ),
  showChart: opt.boolean({ label: 'Chart', group: CHART, default: true, help: 'Bars with the total of each year under the table.' }),
  chartHeight: opt.text({ label: 'Chart height', group: CHART, default: '220px', placeholder: 'e.g. 220px or 35%', help: 'A CSS length; a bare number is pixels.', dependsOn: { showChart: true } }),
  yearVariable: opt.variable({ label: 'Year variable', group: CHART, help: 'Gets the year of the bar clicked.', dependsOn: { showChart: true } }),
  ...messageOptions,
};

export type MjopWidgetSettings = SettingsOf<typeof options>;

export const mjop = defineWidget({
  type: 'BBMJOPwidget',
  label: 'BBMJOPwidget',
  category: 'Data',
  description: 'A multi-year maintenance plan (MJOP): its elements with costs per year, the totals per year and a bar chart of them; missing costs and years are worked out.',
  options,
  view: () => import('./MjopView'),
});
