import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, type KeyboardEvent } from 'react';
import { fitLabel, placeVenn, solveVenn, type VennShape } from './vennLayout';
import type { VennData } from './vennRegions';
import classes from './VennView.module.css';
import { useTranslation } from 'react-i18next';

/** Set colours in the order of the sets, where the query gives none. */
const PALETTE = ['#1c7ed6', '#f76707', '#2f9e44', '#ae3ec9', '#f59f00', '#0c8599', '#e03131', '#4263eb', '#c2255c', '#66a80f'];

interface VennSvgProps {
  data: VennData;
  label: string;
  showSizes: boolean;
  /** The value the publish variable holds: its region is outlined. */
  chosen: string | undefined;
  /** Without it the regions are not buttons. */
  onChoose: ((value: string) => void) | undefined;
}

/** The font sizes of a set's label and an overlap's (VennView.module.css). */
const SET_FONT = 14;
const OVERLAP_FONT = 13;

/** The lines a region shows: a set its label (and size), an overlap its ?label and its size; labels cut to their room. */
function linesOf(shape: VennShape, showSizes: boolean): string[] {
  const size = showSizes ? [String(shape.region.size)] : [];
  const font = shape.region.sets.length === 1 ? SET_FONT : OVERLAP_FONT;
  return [...(shape.region.label ? [fitLabel(shape.region.label, shape.room, font)] : []), ...size];
}

/**
 * The diagram, drawn by React (labels are text nodes, never markup). The circles are laid out once
 * per result and scaled to the panel; every set and overlap is a region above them, the smaller
 * on top, that a click or Enter chooses.
 */
export function VennSvg({ data, label, showSizes, chosen, onChoose }: VennSvgProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const solution = useMemo(() => solveVenn(data), [data]);
  const picture = useMemo(() => (width > 0 && height > 0 ? placeVenn(data, solution, width, height) : null), [data, solution, width, height]);
  const colours = useMemo(() => new Map(data.sets.map((set, index) => [set.id, set.color ?? PALETTE[index % PALETTE.length]!])), [data]);

  const onKeyDown = (event: KeyboardEvent, value: string) => {
    if (!onChoose || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onChoose(value);
  };

  const hidden = picture?.hidden ?? [];
  return (
    <>
      <div ref={ref} className={classes.stage}>
        {picture && (
          <svg width={width} height={height} role="group" aria-label={label} className={classes.svg}>
            <g aria-hidden>
              {picture.circles.map((circle) => (
                <circle key={circle.set.id} cx={circle.x} cy={circle.y} r={circle.radius} fill={colours.get(circle.set.id)} stroke={colours.get(circle.set.id)} className={classes.circle} />
              ))}
            </g>
            {picture.shapes.map((shape) => {
              const key = shape.region.sets.join(' ');
              const selected = chosen !== undefined && chosen === shape.region.value;
              return (
                <path
                  key={key}
                  d={shape.path}
                  className={classes.region}
                  data-region={key}
                  data-selected={selected || undefined}
                  role={onChoose ? 'button' : 'img'}
                  tabIndex={onChoose ? 0 : undefined}
                  aria-label={shape.region.name}
                  aria-pressed={onChoose ? selected : undefined}
                  onClick={onChoose ? () => onChoose(shape.region.value) : undefined}
                  onKeyDown={(event) => onKeyDown(event, shape.region.value)}
                >
                  <title>{shape.region.name}</title>
                </path>
              );
            })}
            <g aria-hidden className={classes.texts}>
              {picture.shapes.map((shape) => {
                const lines = linesOf(shape, showSizes);
                if (lines.length === 0) return null;
                const single = shape.region.sets.length === 1;
                return (
                  <text key={shape.region.sets.join(' ')} x={shape.text.x} y={shape.text.y - ((lines.length - 1) * 16) / 2} className={single ? classes.setText : classes.overlapText}>
                    {lines.map((line, index) => (
                      <tspan key={index} x={shape.text.x} dy={index === 0 ? 0 : 16} className={index > 0 || !shape.region.label ? classes.size : undefined}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                );
              })}
            </g>
          </svg>
        )}
      </div>
      {hidden.length > 0 && (
        <Text size="xs" c="gray.7" className={classes.notes}>
          {t('widget.vennDiagram.notShown', { names: hidden.map((region) => region.name).join('; ') })}
        </Text>
      )}
    </>
  );
}
