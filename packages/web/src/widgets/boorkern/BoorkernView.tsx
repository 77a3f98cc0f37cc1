import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { BoorkernSettings } from '.';
import { depthTicks, readBoreholes, type BoreholeChart, type Layer } from './boreholes';
import classes from './BoorkernView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBBoorkern';
const AXIS_WIDTH = 56;
const TOP_MARGIN = 30;
const BOTTOM_MARGIN = 10;
const MIN_COLUMN = 44;
const MAX_COLUMN = 90;
const SELECTION_COLOR = '#0077cc';
/** A layer this many pixels high or more has its soil written in it. */
const LABELLED_LAYER = 16;

export default function BoorkernView({ settings, panelTitle }: WidgetViewProps<BoorkernSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const reading = useMemo(() => (query.table && query.table.rows.length > 0 ? readBoreholes(query.table, t) : undefined), [query.table, t]);
  const problem = query.state === 'ready' && reading && !reading.ok ? reading.error : undefined;
  useReportWidgetState(problem ? 'error' : query.state, problem ?? query.error);

  const publishVariable = settings.publishVariable;
  const chosen = useVariable(settings.subscribeVariable || publishVariable || null);
  const publish = usePublish(SOURCE);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (query.state !== 'ready' || !reading?.ok) return <WidgetMessage query={query} texts={settings} />;
  const { chart } = reading;
  return (
    <div className={classes.root} data-borehole-count={chart.boreholes.length} data-selected={typeof chosen === 'string' ? chosen : ''}>
      <Columns
        chart={chart}
        label={panelTitle.trim() || t('widget.boorkern.name')}
        chosen={typeof chosen === 'string' ? chosen : undefined}
        onChoose={publishVariable ? (value) => publish(publishVariable, value) : undefined}
      />
      <ul className={classes.legend} aria-label={t('widget.boorkern.soilKinds')}>
        {chart.legend.map((entry) => (
          <li key={entry.label}>
            <span className={classes.swatch} style={{ background: entry.color }} aria-hidden />
            {entry.label}
          </li>
        ))}
      </ul>
      {chart.problems.length > 0 && (
        <Text size="xs" c="orange.9" className={classes.notes}>
          {chart.problems.slice(0, 3).join(' ')}
          {chart.problems.length > 3 && ` … and ${chart.problems.length - 3} more rows left out.`}
        </Text>
      )}
    </div>
  );
}

interface ColumnsProps {
  chart: BoreholeChart;
  label: string;
  chosen: string | undefined;
  onChoose: ((value: string) => void) | undefined;
}

/** The boreholes side by side on one depth scale, each a stack of coloured layers. */
function Columns({ chart, label, chosen, onChoose }: ColumnsProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const count = chart.boreholes.length;
  const slot = Math.max(MIN_COLUMN / 0.6, Math.min(MAX_COLUMN / 0.6, (width - AXIS_WIDTH) / count));
  const column = slot * 0.6;
  const svgWidth = Math.max(width, AXIS_WIDTH + slot * count);
  const plotHeight = Math.max(height - TOP_MARGIN - BOTTOM_MARGIN, 40);
  const span = chart.to - chart.from || 1;
  const y = (value: number) => TOP_MARGIN + ((value - chart.from) / span) * plotHeight;
  const unit = chart.axis === 'depth' ? t('widget.boorkern.depth') : t('widget.boorkern.level');

  const activate = (layer: Layer) => {
    if (layer.value !== undefined && onChoose) onChoose(layer.value);
  };

  return (
    <div ref={ref} className={classes.chart}>
      {width > 0 && height > 0 && (
        <svg width={svgWidth} height={height} role="group" aria-label={label}>
          <text x={12} y={TOP_MARGIN - 14} className={classes.axisTitle}>
            {unit}
          </text>
          {depthTicks(chart.from, chart.to).map((tick) => (
            <g key={tick}>
              <line x1={AXIS_WIDTH - 4} x2={svgWidth} y1={y(tick)} y2={y(tick)} className={classes.gridLine} />
              <text x={AXIS_WIDTH - 8} y={y(tick) + 4} textAnchor="end" className={classes.tick}>
                {tick}
              </text>
            </g>
          ))}
          {chart.boreholes.map((borehole, index) => {
            const left = AXIS_WIDTH + index * slot + (slot - column) / 2;
            return (
              <g key={borehole.key} role="list" aria-label={borehole.label}>
                <text x={left + column / 2} y={TOP_MARGIN - 6} textAnchor="middle" className={classes.columnLabel}>
                  {borehole.label}
                </text>
                {borehole.layers.map((layer, layerIndex) => {
                  // Depths grow downwards on the page, levels upwards: the scale turns levels round (boreholes.ts).
                  const y1 = Math.min(y(layer.top), y(layer.bottom));
                  const y2 = Math.max(y(layer.top), y(layer.bottom));
                  const selected = chosen !== undefined && layer.value === chosen;
                  const text = `${borehole.label}: ${layer.soil}, ${layer.top} to ${layer.bottom} m`;
                  return (
                    <g
                      key={layerIndex}
                      role="listitem"
                      tabIndex={onChoose && layer.value !== undefined ? 0 : undefined}
                      aria-label={text}
                      aria-current={selected || undefined}
                      className={onChoose && layer.value !== undefined ? classes.clickable : undefined}
                      onClick={() => activate(layer)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          activate(layer);
                        }
                      }}
                      data-layer={layer.value}
                    >
                      <title>{text}</title>
                      <rect x={left} y={y1} width={column} height={Math.max(y2 - y1, 1)} fill={layer.color} className={classes.layer} />
                      {y2 - y1 >= LABELLED_LAYER && (
                        <text x={left + column / 2} y={(y1 + y2) / 2 + 4} textAnchor="middle" className={classes.layerLabel}>
                          {layer.soil}
                        </text>
                      )}
                      {selected && <rect x={left - 2} y={y1} width={column + 4} height={Math.max(y2 - y1, 1)} className={classes.selected} stroke={SELECTION_COLOR} />}
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
