import { ActionIcon, Button, Select, Text, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconPlayerPause, IconPlayerPlay, IconSearch, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { NebulaData } from './nebulaGraph';
import type { NebulaRenderer, RendererEvents, RendererSettings } from './nebulaRenderer';
import classes from './NebulaView.module.css';
import { useTranslation } from 'react-i18next';

export interface NebulaStageProps {
  data: NebulaData;
  /** When the data arrived (performance.now()). */
  readAt: number;
  settings: RendererSettings;
  /** The node the subscribe variable names, if it is in the graph. */
  selectedId: string | undefined;
  /** Whether to bring the selected node into view (not when this graph published it itself). */
  revealSelected: boolean;
  /** What the graph is called, for screen readers. */
  label: string;
  /** A click (or the Select button) publishes. */
  onChoose: ((id: string) => void) | undefined;
  /** The first layout of this graph has ended: the picture stands still. */
  onLaidOut: (data: NebulaData) => void;
  /** The graph could not be drawn (no WebGL 2). */
  onError: (message: string) => void;
}

type RendererModule = typeof import('./nebulaRenderer');
let rendererModule: Promise<RendererModule> | undefined;

/**
 * sigma and ForceAtlas2, loaded once. Apart from the view's own code: sigma needs WebGL 2 as soon
 * as it is evaluated, so a browser without it gets the widget's message instead of a broken
 * chunk. The view asks early, while its query runs.
 */
export function loadRenderer(): Promise<RendererModule> {
  rendererModule ??= import('./nebulaRenderer');
  return rendererModule;
}

/** How far an arrow key moves the view: a tenth of its size. */
const PAN_STEP = 0.1;

/**
 * The graph on a WebGL canvas, with its controls: a search by label, zoom and fit buttons, the
 * layout button, and a line that names the hovered or found node. The element carries what tests
 * and the benchmark read: data-nodes, data-edges, data-layout, data-hover, and data-focus (the
 * found node) and data-selected with their positions on the canvas (data-focus-x, data-focus-y,
 * data-selected-x, data-selected-y), kept current as the view moves.
 */
export function NebulaStage({ data, readAt, settings, selectedId, revealSelected, label, onChoose, onLaidOut, onError }: NebulaStageProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const renderer = useRef<NebulaRenderer | null>(null);
  /** Ends the layout of a large graph that runs before its first picture (see layOutFirst). */
  const stopFirstLayout = useRef<(() => void) | undefined>(undefined);
  const [layoutRunning, setLayoutRunning] = useState(false);
  const [hovered, setHovered] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const revealRef = useRef(revealSelected);
  revealRef.current = revealSelected;
  const callbacks = useRef({ onChoose, onLaidOut, onError });
  callbacks.current = { onChoose, onLaidOut, onError };

  useEffect(() => {
    const element = stage.current!;
    let settled = false;
    let instance: NebulaRenderer | undefined;
    /** Writes where the found and the selected node are, after each picture: test hooks that cost a lookup each. */
    const writePositions = () => {
      for (const [which, id] of [
        ['focus', focusedRef.current],
        ['selected', selectedRef.current],
      ] as const) {
        const at = id !== undefined ? instance?.viewportPosition(id) : undefined;
        if (at) {
          element.setAttribute(`data-${which}-x`, String(Math.round(at.x)));
          element.setAttribute(`data-${which}-y`, String(Math.round(at.y)));
        } else {
          element.removeAttribute(`data-${which}-x`);
          element.removeAttribute(`data-${which}-y`);
        }
      }
    };
    const settle = () => {
      if (settled) return;
      settled = true;
      callbacks.current.onLaidOut(data);
    };
    setFocused(undefined);
    setHovered(undefined);
    let ended = false;
    const draw = async ({ NebulaRenderer, laysOutFirst, layOutFirst }: RendererModule) => {
      if (ended) return;
      const events: RendererEvents = {
        onNodeClick: (id) => {
          setFocused(id);
          focusedRef.current = id;
          instance?.focus(id, false);
          const choose = callbacks.current.onChoose;
          if (choose) {
            setChosen(id);
            choose(id);
          }
        },
        onStageClick: () => {
          setFocused(undefined);
          focusedRef.current = undefined;
          instance?.focus(undefined);
        },
        onHover: setHovered,
        onLayout: (running) => {
          setLayoutRunning(running);
          if (!running) settle();
        },
        onRender: writePositions,
      };
      // A large graph's first layout runs in its worker while sigma reads the graph on the hidden
      // element (a second or two of this thread for 10,000 nodes); sigma draws once, laid out,
      // when the positions are in.
      const first = laysOutFirst(data) ? layOutFirst(data, readAt, settings, () => ended) : undefined;
      if (first) {
        stopFirstLayout.current = first.stop;
        setLayoutRunning(true);
      }
      instance = new NebulaRenderer(container.current!, data, readAt, settings, events, first !== undefined);
      renderer.current = instance;
      if (first) {
        const done = await first.finished;
        stopFirstLayout.current = undefined;
        if (!done) return;
        await instance.shown();
        if (ended) return;
        setLayoutRunning(false);
      }
      instance.select(selectedRef.current, revealRef.current);
      if (!instance.layoutRunning) settle();
    };
    loadRenderer()
      .then(draw)
      .catch((error: unknown) => {
        if (!ended) callbacks.current.onError(`The graph cannot be drawn in this browser: ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => {
      ended = true;
      stopFirstLayout.current?.();
      instance?.kill();
      renderer.current = null;
    };
  }, [data, readAt, settings]);

  useEffect(() => {
    renderer.current?.select(selectedId, revealSelected);
  }, [selectedId, revealSelected, data, settings]);

  const options = useMemo(() => data.graph.mapNodes((id, node) => ({ value: id, label: node.label })), [data]);

  const focus = useCallback((id: string | undefined) => {
    setFocused(id);
    focusedRef.current = id;
    renderer.current?.focus(id);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const view = renderer.current;
    if (!view) return;
    const action = new Map<string, () => void>([
      ['ArrowLeft', () => view.pan(-PAN_STEP, 0)],
      ['ArrowRight', () => view.pan(PAN_STEP, 0)],
      ['ArrowUp', () => view.pan(0, -PAN_STEP)],
      ['ArrowDown', () => view.pan(0, PAN_STEP)],
      ['+', () => view.zoomIn()],
      ['=', () => view.zoomIn()],
      ['-', () => view.zoomOut()],
      ['0', () => view.fit()],
      ['Escape', () => focus(undefined)],
    ]).get(event.key);
    if (!action) return;
    event.preventDefault();
    action();
  };

  const shownId = hovered ?? focused;
  const shown = shownId !== undefined && data.graph.hasNode(shownId) ? data.graph.getNodeAttributes(shownId) : undefined;
  const focusedNode = focused !== undefined && data.graph.hasNode(focused) ? data.graph.getNodeAttributes(focused) : undefined;
  const { order, size } = data.graph;

  return (
    <div
      ref={stage}
      className={classes.stage}
      data-nodes={order}
      data-edges={size}
      data-layout={layoutRunning ? 'running' : 'done'}
      data-focus={focused}
      data-selected={selectedId !== undefined && data.graph.hasNode(selectedId) ? selectedId : undefined}
      data-hover={hovered}
    >
      <div className={classes.canvasArea}>
        <div
          ref={container}
          className={classes.canvas}
          tabIndex={0}
          role="application"
          aria-roledescription="graph"
          aria-label={t('widget.nebula.canvas', { label, nodes: t('widget.nodeCount', { count: order }), edges: t('widget.edgeCount', { count: size }) })}
          onKeyDown={onKeyDown}
        />
        <div className={classes.controls}>
          <NodeSearch options={options} value={focused} onChange={focus} />
          <Tooltip label={t('widget.zoomIn')}>
            <ActionIcon variant="default" aria-label={t('widget.zoomIn')} onClick={() => renderer.current?.zoomIn()}>
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('widget.zoomOut')}>
            <ActionIcon variant="default" aria-label={t('widget.zoomOut')} onClick={() => renderer.current?.zoomOut()}>
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('widget.nebula.fit')}>
            <ActionIcon variant="default" aria-label={t('widget.nebula.fit')} onClick={() => renderer.current?.fit()}>
              <IconFocusCentered size={16} />
            </ActionIcon>
          </Tooltip>
          {!data.positioned && order > 1 && (
            <Tooltip label={layoutRunning ? t('widget.nebula.stopLayout') : t('widget.nebula.runLayoutFurther')}>
              <ActionIcon
                variant="default"
                aria-label={layoutRunning ? t('widget.nebula.stopLayout') : t('widget.nebula.runLayout')}
                aria-pressed={layoutRunning}
                onClick={() => (layoutRunning ? (stopFirstLayout.current ?? (() => renderer.current?.stopLayout()))() : renderer.current?.runLayout())}
              >
                {layoutRunning ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </div>
      </div>
      <div className={classes.footer}>
        <Text size="xs" c="gray.7" className={classes.counts}>
          {`${t('widget.nodeCount', { count: order })}, ${t('widget.edgeCount', { count: size })}`}
        </Text>
        <Text size="xs" className={classes.described} aria-live="polite" data-described={shownId}>
          {shown ? [shown.label, shown.typeLabel && `(${shown.typeLabel})`, shown.iri && shown.iri !== shown.label && shown.iri].filter(Boolean).join(' ') : ''}
        </Text>
        {onChoose && focused !== undefined && focusedNode?.iri && focused !== chosen && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('widget.nebula.selectNode', { label: focusedNode.label })}
            onClick={() => {
              setChosen(focused);
              onChoose(focused);
            }}
          >
            {t('widget.nebula.select')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Finds a node by its label: type, choose with the arrow keys and Enter. Apart from the stage so
 * that hovering nodes does not render the list of every label again.
 */
const NodeSearch = memo(function NodeSearch({
  options,
  value,
  onChange,
}: {
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      className={classes.search}
      size="xs"
      searchable
      clearable
      data={options}
      limit={50}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      placeholder={t('widget.nebula.search')}
      aria-label={t('widget.nebula.search')}
      nothingFoundMessage={t('widget.nebula.noMatch')}
      leftSection={<IconSearch size={14} />}
      comboboxProps={{ withinPortal: false }}
    />
  );
});
