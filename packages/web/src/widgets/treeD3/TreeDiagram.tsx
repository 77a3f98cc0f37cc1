import { ActionIcon, Text } from '@mantine/core';
import { IconFocusCentered, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FONT_SIZE, LABEL_HEIGHT, layoutTree, type PlacedNode, type TreeType } from './treeLayout';
import { ancestors, initialExpanded, type DiagramTree } from './treeRows';
import { useMeasuredStage } from './useMeasuredStage';
import { fitView, reveal, toScreen, zoomAt, type View } from './viewport';
import classes from './TreeD3View.module.css';
import { useTranslation } from 'react-i18next';

/** Without an expand level, the diagram opens as many levels as stay within this many nodes. */
const OPEN_LIMIT = 300;
const ZOOM_STEP = 1.25;

export interface TreeDiagramProps {
  tree: DiagramTree;
  type: TreeType;
  expandLevel: number | undefined;
  /** The ?uri the subscribe variable names. */
  subscribed: string | undefined;
  label: string;
  onPublish: ((uri: string) => void) | undefined;
}

/** A colour from the data, only when the browser reads it as one (anything else could carry more CSS). */
function safeColor(color: string | undefined): string | undefined {
  return color && CSS.supports('color', color) ? color : undefined;
}

/** An IRI as a variable may hold it: bare, or written <like this>. */
function bareIri(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed?.startsWith('<') && trimmed.endsWith('>') ? trimmed.slice(1, -1) : trimmed;
}

export function TreeDiagram({ tree, type, expandLevel, subscribed, label, onPublish }: TreeDiagramProps) {
  const { t } = useTranslation();
  const { stageRef, size, measure } = useMeasuredStage(FONT_SIZE);
  const [expanded, setExpanded] = useState(() => initialExpanded(tree, expandLevel, OPEN_LIMIT));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const [movedView, setMovedView] = useState<View | null>(null);
  const nodeElements = useRef(new Map<string, SVGGElement>());
  /** For the next layout: a node to keep where it was on screen, a node to focus. */
  const pending = useRef<{ keep?: { id: string; x: number; y: number }; focus?: string }>({});

  const layout = useMemo(() => (measure ? layoutTree(tree, expanded, type, measure) : undefined), [tree, expanded, type, measure]);
  const byId = useMemo(() => new Map(layout?.nodes.map((node) => [node.id, node])), [layout]);
  const rootNode = layout?.nodes[0];
  const view = movedView ?? (layout && size && size.width > 0 && size.height > 0 && rootNode ? fitView(layout.bounds, size, type === 'radial' ? { x: 0, y: 0 } : rootNode) : undefined);
  const viewRef = useRef(view);
  viewRef.current = view;

  // The subscribed node: opened up to, selected, and moved into view once it shows.
  const subscribedId = bareIri(subscribed);
  const selected = subscribedId !== undefined && tree.items.has(subscribedId) ? subscribedId : chosen;
  const [revealTarget, setRevealTarget] = useState<string | undefined>(undefined);
  /** What this diagram published last: when it comes back through the variable, it is already in view. */
  const published = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (subscribedId === undefined || !tree.items.has(subscribedId) || subscribedId === published.current) return;
    const above = ancestors(tree, subscribedId);
    setExpanded((current) => (above.every((id) => current.has(id)) ? current : new Set([...current, ...above])));
    setRevealTarget(subscribedId);
  }, [subscribedId, tree]);

  const onPath = useMemo(() => new Set(selected ? [selected, ...ancestors(tree, selected)] : []), [selected, tree]);

  // Runs after every new layout, focus or reveal request, before the browser paints.
  useLayoutEffect(() => {
    const current = viewRef.current;
    if (!layout || !size || !current) return;
    const { keep, focus } = pending.current;
    pending.current = {};
    let next = current;
    if (keep) {
      const node = byId.get(keep.id);
      if (node) {
        const now = toScreen(current, node);
        next = { ...current, x: current.x + keep.x - now.x, y: current.y + keep.y - now.y };
      }
    }
    const revealed = revealTarget === undefined ? undefined : byId.get(revealTarget);
    if (revealed) setRevealTarget(undefined);
    const shown = revealed ?? (focus === undefined ? undefined : byId.get(focus));
    if (shown) next = reveal(next, shown, size);
    if (focus) nodeElements.current.get(focus)?.focus({ preventScroll: true });
    if (next !== current) setMovedView(next);
  }, [layout, byId, size, focused, revealTarget]);

  // The wheel zooms at the pointer; the listener is not passive so that the page does not scroll too.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      const current = viewRef.current;
      if (!current) return;
      event.preventDefault();
      const box = stage.getBoundingClientRect();
      setMovedView(zoomAt(current, Math.exp(-event.deltaY * 0.002), { x: event.clientX - box.left, y: event.clientY - box.top }));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef]);

  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  const toggle = (node: PlacedNode, open = !node.expanded) => {
    if (!node.hasChildren || open === node.expanded || !view) return;
    const at = toScreen(view, node);
    pending.current = { ...pending.current, keep: { id: node.id, x: at.x, y: at.y } };
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(node.id);
      else next.delete(node.id);
      return next;
    });
  };

  const choose = (node: PlacedNode) => {
    setChosen(node.id);
    setFocused(node.id);
    published.current = node.id;
    onPublish?.(node.id);
  };

  const moveFocus = (id: string | undefined) => {
    if (id === undefined) return;
    pending.current = { ...pending.current, focus: id };
    setFocused(id);
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, node: PlacedNode) => {
    if (!layout) return;
    const index = layout.nodes.indexOf(node);
    const handled = new Map<string, () => void>([
      ['Enter', () => choose(node)],
      [' ', () => choose(node)],
      ['ArrowDown', () => moveFocus(layout.nodes[index + 1]?.id)],
      ['ArrowUp', () => moveFocus(layout.nodes[index - 1]?.id)],
      ['Home', () => moveFocus(layout.nodes[0]?.id)],
      ['End', () => moveFocus(layout.nodes.at(-1)?.id)],
      ['ArrowRight', () => (node.hasChildren && !node.expanded ? toggle(node, true) : node.expanded ? moveFocus(tree.items.get(node.id)!.children[0]) : undefined)],
      ['ArrowLeft', () => (node.expanded ? toggle(node, false) : moveFocus(node.item.parent ?? undefined))],
    ]).get(event.key);
    if (!handled) return;
    event.preventDefault();
    handled();
  };

  const tabStop = [focused, selected].find((id) => id !== undefined && byId.has(id)) ?? rootNode?.id;

  const zoomBy = (factor: number) => {
    if (view && size) setMovedView(zoomAt(view, factor, { x: size.width / 2, y: size.height / 2 }));
  };

  return (
    <div className={classes.root} data-tree-type={type} data-nodes={layout?.nodes.length}>
      <div ref={stageRef} className={classes.stage}>
        {layout && view && (
          <svg
            className={classes.svg}
            width="100%"
            height="100%"
            data-diagram=""
            onPointerDown={(event) => {
              // Dragging the background pans; a press on a node is a click on it.
              if (event.button !== 0 || (event.target as Element).closest('[data-node]')) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
            }}
            onPointerMove={(event) => {
              const start = drag.current;
              const current = viewRef.current;
              if (!start || start.pointer !== event.pointerId || !current) return;
              drag.current = { ...start, x: event.clientX, y: event.clientY };
              setMovedView({ ...current, x: current.x + event.clientX - start.x, y: current.y + event.clientY - start.y });
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          >
            <g transform={`translate(${view.x},${view.y}) scale(${view.k})`}>
              <g aria-hidden="true">
                {/* The way to the selected node last, so that it lies on top. */}
                {[...layout.links.filter((link) => !onPath.has(link.target)), ...layout.links.filter((link) => onPath.has(link.target))].map((link) => (
                  <path key={link.target} data-link="" d={link.d} className={onPath.has(link.target) ? `${classes.link} ${classes.linkOnPath}` : classes.link} />
                ))}
              </g>
              <g role="tree" aria-label={label}>
                {layout.nodes.map((node) => {
                  const color = safeColor(node.item.color);
                  const isSelected = node.id === selected;
                  const boxLeft = node.anchor === 'start' ? node.dx - 3 : node.anchor === 'end' ? node.dx - node.textWidth - 3 : node.dx - node.textWidth / 2 - 3;
                  return (
                    <g
                      key={node.id}
                      ref={(element) => {
                        if (element) nodeElements.current.set(node.id, element);
                        else nodeElements.current.delete(node.id);
                      }}
                      data-node=""
                      data-uri={node.id}
                      data-on-path={onPath.has(node.id) || undefined}
                      role="treeitem"
                      aria-label={node.item.label}
                      aria-level={node.level + 1}
                      aria-selected={isSelected}
                      aria-expanded={node.hasChildren ? node.expanded : undefined}
                      tabIndex={node.id === tabStop ? 0 : -1}
                      className={isSelected ? `${classes.node} ${classes.selected}` : classes.node}
                      transform={`translate(${node.x},${node.y})`}
                      onClick={() => choose(node)}
                      onFocus={() => setFocused(node.id)}
                      onKeyDown={(event) => onKeyDown(event, node)}
                    >
                      <title>{node.item.tooltip ? `${node.item.label}\n${node.item.tooltip}` : node.item.label}</title>
                      <g transform={node.rotate ? `rotate(${node.rotate})` : undefined}>
                        <rect className={classes.labelBox} x={boxLeft} y={node.dy - LABEL_HEIGHT / 2 - 1} width={node.textWidth + 6} height={LABEL_HEIGHT + 2} rx={3} />
                        <text className={classes.label} x={node.dx} y={node.dy} dy="0.35em" textAnchor={node.anchor} style={color ? { fill: color } : undefined}>
                          {node.text}
                        </text>
                      </g>
                      <g
                        className={node.hasChildren ? `${classes.dot} ${classes.toggle}` : classes.dot}
                        data-toggle={node.hasChildren ? '' : undefined}
                        onClick={(event) => {
                          if (!node.hasChildren) return;
                          event.stopPropagation();
                          toggle(node);
                        }}
                      >
                        {node.hasChildren && <circle r={10} className={classes.hit} />}
                        <circle
                          r={node.hasChildren ? 5 : 3.5}
                          className={node.hasChildren && !node.expanded ? classes.closed : undefined}
                          style={color ? { stroke: color, fill: node.hasChildren && node.expanded ? undefined : color } : undefined}
                        />
                      </g>
                    </g>
                  );
                })}
              </g>
            </g>
          </svg>
        )}
        <div className={classes.controls}>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.zoomIn')} onClick={() => zoomBy(ZOOM_STEP)}>
            <IconZoomIn size={16} />
          </ActionIcon>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.zoomOut')} onClick={() => zoomBy(1 / ZOOM_STEP)}>
            <IconZoomOut size={16} />
          </ActionIcon>
          <ActionIcon variant="default" size="sm" aria-label={t('widget.treeD3.fit')} onClick={() => setMovedView(null)}>
            <IconFocusCentered size={16} />
          </ActionIcon>
        </div>
      </div>
      {tree.notes.length > 0 && (
        <Text size="xs" c="gray.7" className={classes.notes}>
          {tree.notes.map((note) => t(note.key, note.values)).join(' ')}
        </Text>
      )}
    </div>
  );
}
