/**
 * sigma.js (v4, WebGL 2) and ForceAtlas2 for one graph, without React. Only the view imports
 * this module, so sigma and the layout stay in the widget's lazy chunk.
 *
 * Under the server's Content-Security-Policy: sigma compiles its shaders with WebGL, not with
 * eval; ForceAtlas2's worker is made from a blob: URL, which `worker-src` allows. Labels are drawn
 * by sigma in WebGL (a glyph atlas), so no text from the data reaches the page as HTML.
 */
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import Sigma, { DEFAULT_STYLES } from 'sigma';
import type { Settings } from 'sigma/settings';
import type { CameraState } from 'sigma/types';
import { extremityArrow, layerFill, layerPlain, pathLine, pathLoop, sdfCircle } from 'sigma/rendering';
import type { Arrows } from './arrows';
import type { NebulaData, NebulaEdge, NebulaGraph, NebulaNode } from './nebulaGraph';

/** Graphs up to this size are laid out at once, before the first picture; larger ones in a worker. */
const AT_ONCE_LIMIT = 400;
const AT_ONCE_ITERATIONS = 150;
/** Larger graphs are laid out on a copy whose positions reach the picture every SYNC_MS. */
const LIVE_LAYOUT_LIMIT = 2_000;
const SYNC_MS = 250;
/** The shortest first run of the worker layout, however long building the picture took. */
const MIN_LAYOUT_MS = 250;
/** Above this many edges, edges and labels are left out while the view moves: the picture keeps up with the hand. */
const HIDE_WHILE_MOVING = 5_000;
/** How long the view of such a graph stands still before sigma draws it again (see followWhileMoving). */
const STILL_MS = 250;
/** How long the pointer rests on a node of such a graph before its neighbourhood is highlighted (see highlightSoon). */
const HOVER_DWELL_MS = 300;
/** The ring around the selected node: a colour no type gets from stringToColor's fixed saturation (as in BBVis). */
export const SELECTION_COLOR = '#f59f00';
const FADED_NODE = '#e9ecef';
const FADED_EDGE = '#f1f3f5';
const EDGE_COLOR = '#ced4da';
const ACTIVE_EDGE = '#495057';
const LABEL_FONT = 'system-ui, sans-serif';
/** The view around a revealed node spans this many times the way to its farthest neighbour: all of them in view, with a margin. */
const REVEAL_MARGIN = 2.6;
const REVEAL_NODES = 50;
const MIN_REVEAL_RATIO = 0.02;

interface NodeState {
  /** Part of the highlighted neighbourhood (the hovered or focused node and its neighbours). */
  isActive: boolean;
  /** The node the subscribe variable names. */
  isSelected: boolean;
}
interface EdgeState {
  isActive: boolean;
}
interface GraphState {
  hasActiveSubgraph: boolean;
}

export interface RendererSettings {
  arrows: Arrows;
  edgeLabels: boolean;
  dragNodes: boolean;
  /** How long after the data arrived the first layout of a large graph stops (it runs at least MIN_LAYOUT_MS). */
  layoutMs: number;
}

export interface RendererEvents {
  onNodeClick: (id: string) => void;
  onStageClick: () => void;
  onHover: (id: string | undefined) => void;
  /** The layout started or stopped; `settled` once the first layout has ended. */
  onLayout: (running: boolean) => void;
  /** After every picture: where the focused node is now. */
  onRender: () => void;
}

/** What ForceAtlas2 reads of a graph: positions, sizes and edges, without labels or keys. */
function bareCopy(graph: NebulaGraph): Graph {
  const copy = new Graph({ type: 'directed', multi: true, allowSelfLoops: true });
  graph.forEachNode((id, node) => {
    copy.addNode(id, { x: node.x, y: node.y, size: node.size });
  });
  graph.forEachEdge((_edge, _attributes, source, target) => {
    copy.addEdge(source, target);
  });
  return copy;
}

function createSigma(graph: NebulaGraph, container: HTMLElement, settings: RendererSettings) {
  const { head, tail } = settings.arrows;
  // sigma draws every edge with as many vertices as the longest of the paths it is given needs:
  // with the loop path (64 segments) each straight edge is drawn as a loop's ribbon, and a
  // picture of 20,000 edges takes software WebGL 3.2 s instead of 2.2 s. So it is there only for
  // a graph with loops.
  const paths = graph.selfLoopCount > 0 ? [pathLine(), pathLoop()] : [pathLine()];
  return new Sigma<NebulaNode, NebulaEdge, object, NodeState, EdgeState, GraphState>(graph, container, {
    customNodeState: { isActive: false, isSelected: false },
    customEdgeState: { isActive: false },
    customGraphState: { hasActiveSubgraph: false },
    primitives: {
      nodes: { shapes: [sdfCircle()], layers: [layerFill()] },
      edges: { paths, extremities: [extremityArrow()], layers: [layerPlain()] },
    },
    styles: {
      nodes: [
        DEFAULT_STYLES.nodes,
        { labelFont: LABEL_FONT, labelSize: 12, labelColor: '#212529' },
        {
          when: (_node, state, graphState) => graphState.hasActiveSubgraph && !state.isActive && !state.isSelected,
          then: { color: FADED_NODE, labelVisibility: 'hidden' },
        },
        { whenState: 'isActive', then: { depth: 'topNodes' } },
        { whenState: 'isHighlighted', then: { depth: 'topNodes', labelVisibility: 'visible', backdropVisibility: 'visible' } },
        {
          whenState: 'isSelected',
          then: { depth: 'topNodes', labelVisibility: 'visible', backdropVisibility: 'visible', backdropBorderColor: SELECTION_COLOR, backdropBorderWidth: 3 },
        },
      ],
      edges: [
        {
          size: 1,
          color: EDGE_COLOR,
          label: { attribute: 'label' },
          head: head ? 'arrow' : 'none',
          tail: tail ? 'arrow' : 'none',
          visibility: { whenState: 'isHidden', then: 'hidden', else: 'visible' },
        },
        { when: (_edge, state, graphState) => graphState.hasActiveSubgraph && !state.isActive, then: { color: FADED_EDGE } },
        { whenState: 'isActive', then: { color: ACTIVE_EDGE, depth: 'topEdges', size: 1.5 } },
      ],
    },
    settings: {
      // Sizes are pixels, whatever the spread of the layout's coordinates.
      itemSizesReference: 'screen',
      renderEdgeLabels: settings.edgeLabels,
      hideEdgesOnMove: graph.size > HIDE_WHILE_MOVING,
      hideLabelsOnMove: graph.size > HIDE_WHILE_MOVING,
      enableNodeDrag: settings.dragNodes,
      enableCameraRotation: false,
      minEdgeThickness: 1,
      labelRenderedSizeThreshold: 5,
      // Built on a hidden element while a large graph's first layout runs (see layOutFirst), and
      // possibly in a pane of no size yet: sigma draws 1×1 then, and its real size once shown.
      allowInvalidContainer: true,
    } satisfies Partial<Settings>,
  });
}

/**
 * sigma's constructor indexes the graph and then draws it at once. On a hidden element (see
 * layOutFirst) that picture is worth nothing, yet with software WebGL it costs a second of the
 * GPU's time, queued in front of the real picture: this builds sigma without it. The first real
 * picture then does the rest of the work the constructor would have done.
 */
function createSigmaWithoutPicture(graph: NebulaGraph, container: HTMLElement, settings: RendererSettings) {
  // `render` is private in sigma's types; the constructor calls it synchronously, so the
  // replacement holds for exactly that call.
  const prototype = Sigma.prototype as unknown as { render: (this: unknown) => unknown };
  const render = prototype.render;
  prototype.render = function skipped(this: unknown) {
    return this;
  };
  try {
    return createSigma(graph, container, settings);
  } finally {
    prototype.render = render;
  }
}

/**
 * Draws a tiny graph on a small element off screen, once without a loop and once with one, and
 * ends: the browser compiles sigma's shaders (the same text for every graph of either kind) while
 * the query still runs, and keeps them. The first picture of the real graph then does not wait
 * for that, which with software WebGL (Chromium without a GPU) takes seconds.
 */
export async function warmUp(settings: RendererSettings): Promise<void> {
  // The edge shader without the loop path first: large graphs rarely have loops.
  await warmUpOnce(settings, false);
  await warmUpOnce(settings, true);
}

function warmUpOnce(settings: RendererSettings, withLoop: boolean): Promise<void> {
  const element = document.createElement('div');
  element.style.cssText = 'position:fixed;left:-200px;top:0;width:64px;height:64px;pointer-events:none';
  element.setAttribute('aria-hidden', 'true');
  document.body.appendChild(element);
  const graph: NebulaGraph = new Graph({ multi: true, type: 'directed', allowSelfLoops: true });
  graph.addNode('a', { label: 'a', x: 0, y: 0, size: 4, color: '#4c6ef5', kind: 'iri' });
  graph.addNode('b', { label: 'b', x: 1, y: 1, size: 4, color: '#4c6ef5', kind: 'iri' });
  graph.addEdge('a', 'b', { label: 'ab', size: 1 });
  if (withLoop) graph.addEdge('a', 'a', { label: 'aa', size: 1 });
  let sigma: ReturnType<typeof createSigma>;
  try {
    // sigma draws once in its constructor, shaders compiled by then.
    sigma = createSigma(graph, element, settings);
  } catch {
    element.remove();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      sigma.kill();
      element.remove();
      resolve();
    });
  });
}

/** Whether a graph is laid out in the worker before its first picture (see layOutFirst). */
export function laysOutFirst(data: NebulaData): boolean {
  return !data.positioned && data.graph.order > LIVE_LAYOUT_LIMIT && data.graph.size > 0;
}

/**
 * The first layout of a large graph, before sigma draws it: ForceAtlas2 in its worker on a bare
 * copy, from the pivot-MDS start, until `settings.layoutMs` after the data arrived (at least
 * MIN_LAYOUT_MS), then the positions into the graph. Meanwhile the page's thread builds sigma's
 * picture on the hidden element (the worker only hands it each iteration), and once the positions
 * are in, sigma draws it once, laid out: a picture drawn before and again after costs twice,
 * seconds with software WebGL.
 * `finished` resolves false when `cancelled` says the graph is no longer wanted; `stop` ends the
 * layout early (the layout button), with the positions it has.
 */
export function layOutFirst(data: NebulaData, readAt: number, settings: RendererSettings, cancelled: () => boolean): { finished: Promise<boolean>; stop: () => void } {
  const copy = bareCopy(data.graph);
  const layout = new FA2Layout(copy, { settings: forceAtlas2.inferSettings(copy) });
  layout.start();
  const ms = Math.max(readAt + settings.layoutMs - performance.now(), MIN_LAYOUT_MS);
  let stop = () => {};
  const finished = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => stop(), ms);
    stop = () => {
      clearTimeout(timer);
      stop = () => {};
      layout.kill();
      if (cancelled()) {
        resolve(false);
        return;
      }
      copyPositions(copy, data.graph);
      resolve(true);
    };
  });
  return { finished, stop: () => stop() };
}

/** The positions of a layout copy into the graph sigma draws. */
function copyPositions(source: Graph, graph: NebulaGraph): void {
  graph.updateEachNodeAttributes(
    (id, node) => {
      const at = source.getNodeAttributes(id);
      node.x = at.x as number;
      node.y = at.y as number;
      return node;
    },
    { attributes: ['x', 'y'] },
  );
}

/**
 * One graph on one element: drawn, laid out, and answering hover, clicks, search and the camera
 * buttons. `kill` ends all of it.
 */
export class NebulaRenderer {
  readonly sigma: ReturnType<typeof createSigma>;
  private readonly graph: NebulaGraph;
  private layout: FA2Layout | undefined;
  private layoutTimer: ReturnType<typeof setTimeout> | undefined;
  private syncTimer: ReturnType<typeof setInterval> | undefined;
  /** The bare copy a large graph is laid out on, while the layout runs. */
  private layoutGraph: Graph | undefined;
  private hovered: string | undefined;
  private focused: string | undefined;
  private selected: string | undefined;
  /** A node to bring into view again once the layout stops: it moves while the layout runs. */
  private revealWhenSettled: string | undefined;
  private active: { nodes: string[]; edges: string[] } = { nodes: [], edges: [] };
  /** More edges than HIDE_WHILE_MOVING: edges and labels hide while the view moves, and hover waits for it to stop. */
  private readonly large: boolean;
  /** The hovered node changed while the view moved: highlighted after the first picture of a still view. */
  private highlightPending = false;
  /** Draws a large graph once its view has stood still (see followWhileMoving). */
  private stillTimer: ReturnType<typeof setTimeout> | undefined;
  /** Highlights the hovered node of a large graph once the pointer rests on it (see highlightSoon). */
  private dwellTimer: ReturnType<typeof setTimeout> | undefined;

  /** Set while the element is hidden (see `hidden` in the constructor): gives sigma back its pictures. */
  private release: (() => void) | undefined;
  /** sigma follows the window's size only; the element also changes size with its pane. */
  private readonly sizeWatch: ResizeObserver;

  /**
   * @param readAt When the data arrived (performance.now()): the first layout's time counts from then.
   * @param hidden Hide the element while the first layout runs: sigma draws nothing until `shown`.
   */
  constructor(
    container: HTMLElement,
    data: NebulaData,
    readAt: number,
    private readonly settings: RendererSettings,
    private readonly events: RendererEvents,
    hidden = false,
  ) {
    this.graph = data.graph;
    this.large = this.graph.size > HIDE_WHILE_MOVING;
    const layOutAtOnce = !data.positioned && this.graph.order <= AT_ONCE_LIMIT && this.graph.size > 0;
    if (layOutAtOnce) forceAtlas2.assign(this.graph, { iterations: AT_ONCE_ITERATIONS, settings: forceAtlas2.inferSettings(this.graph) });
    this.sigma = hidden ? createSigmaWithoutPicture(this.graph, container, settings) : createSigma(this.graph, container, settings);
    this.sigma.on('clickNode', ({ node }) => events.onNodeClick(node));
    this.sigma.on('clickStage', () => events.onStageClick());
    this.sigma.on('enterNode', ({ node }) => {
      this.hovered = node;
      this.highlightSoon();
      events.onHover(node);
    });
    this.sigma.on('leaveNode', () => {
      this.hovered = undefined;
      this.highlightSoon();
      events.onHover(undefined);
    });
    this.sigma.on('afterRender', () => {
      if (this.highlightPending && !this.moving()) {
        this.highlightPending = false;
        this.highlight();
      }
      events.onRender();
    });
    if (this.large) {
      // With edges hidden while the view moves, sigma's mouse captor refreshes the whole graph
      // after each drag of the view (every node and edge styled and uploaded again, seconds with
      // 30,000 of them) only to draw the edges again: a render does that. A full refresh stays
      // for a restored WebGL context, which needs one.
      const refresh = this.sigma.refresh.bind(this.sigma);
      let restoring = false;
      this.sigma.on('webglContextRestored', () => {
        restoring = true;
      });
      this.sigma.refresh = (options) => {
        if (options !== undefined || restoring) {
          restoring = false;
          return refresh(options);
        }
        return this.sigma.scheduleRender();
      };
      this.followWhileMoving();
    }
    if (!data.positioned && !layOutAtOnce && !laysOutFirst(data) && this.graph.order > 1) this.runLayout(Math.max(readAt + settings.layoutMs - performance.now(), MIN_LAYOUT_MS), false);
    if (hidden) {
      container.hidden = true;
      // The positions the layout brings ask sigma for a picture: none until shown.
      const scheduleRender = this.sigma.scheduleRender;
      this.sigma.scheduleRender = () => this.sigma;
      this.release = () => {
        this.sigma.scheduleRender = scheduleRender;
      };
    }
    // A pane dragged larger, or shown after it had no size: sigma takes the element's new size
    // and draws again. Nothing for the first report, which gives the size sigma has.
    this.sizeWatch = new ResizeObserver(([entry]) => {
      const { width, height } = this.sigma.getDimensions();
      if (!entry || this.release || (Math.round(entry.contentRect.width) === Math.round(width) && Math.round(entry.contentRect.height) === Math.round(height))) return;
      this.sigma.resize();
      this.sigma.scheduleRender();
    });
    this.sizeWatch.observe(container);
  }

  /**
   * The element was hidden while the first layout ran and shows now: sigma draws its first
   * picture, at the element's size, in the next frame. Resolves once it has.
   */
  shown(): Promise<void> {
    this.sigma.getContainer().hidden = false;
    this.release?.();
    this.release = undefined;
    const drawn = new Promise<void>((resolve) => this.sigma.once('afterRender', () => resolve()));
    this.sigma.resize();
    this.sigma.scheduleRender();
    return drawn;
  }

  get layoutRunning(): boolean {
    return this.layout !== undefined;
  }

  /**
   * Runs ForceAtlas2 in its worker, for `ms` milliseconds or until stopped. A large graph is laid
   * out on a bare copy (positions, sizes, edges): every iteration waits for the page's thread, and
   * drawing 10,000 nodes after each one would leave the layout few iterations and the page no
   * time to answer. The copy's positions reach the picture when the layout stops and, with
   * `showProgress`, a few times a second (not in the first, short run: where drawing is slow, as
   * with software WebGL, each picture would delay the graph standing still by as long).
   */
  runLayout(ms?: number, showProgress = true): void {
    this.stopLayout(false);
    const live = this.graph.order <= LIVE_LAYOUT_LIMIT;
    const target: Graph = live ? this.graph : bareCopy(this.graph);
    const layout = new FA2Layout(target, { settings: forceAtlas2.inferSettings(target) });
    this.layout = layout;
    this.layoutGraph = live ? undefined : target;
    layout.start();
    if (!live && showProgress) this.syncTimer = setInterval(() => this.copyPositions(), SYNC_MS);
    if (ms !== undefined) this.layoutTimer = setTimeout(() => this.stopLayout(), ms);
    this.events.onLayout(true);
  }

  stopLayout(report = true): void {
    clearTimeout(this.layoutTimer);
    clearInterval(this.syncTimer);
    this.layoutTimer = undefined;
    this.syncTimer = undefined;
    if (!this.layout) return;
    this.layout.kill();
    this.layout = undefined;
    this.copyPositions();
    this.layoutGraph = undefined;
    const reveal = this.revealWhenSettled;
    this.revealWhenSettled = undefined;
    if (reveal !== undefined && reveal === this.selected) this.reveal(reveal);
    if (report) this.events.onLayout(false);
  }

  /** The layout copy's positions into the picture. */
  private copyPositions(): void {
    if (this.layoutGraph) copyPositions(this.layoutGraph, this.graph);
  }

  /** Where a node is on the element, in CSS pixels from its top left corner. */
  viewportPosition(id: string): { x: number; y: number } | undefined {
    if (!this.graph.hasNode(id)) return undefined;
    const { x, y } = this.graph.getNodeAttributes(id);
    return this.sigma.graphToViewport({ x, y });
  }

  /** The node a search found: highlighted with its neighbours and brought into view. */
  focus(id: string | undefined, reveal = true): void {
    if (this.focused !== undefined && this.graph.hasNode(this.focused)) this.sigma.setNodeState(this.focused, { isHighlighted: false });
    this.focused = id !== undefined && this.graph.hasNode(id) ? id : undefined;
    if (this.focused !== undefined) {
      this.sigma.setNodeState(this.focused, { isHighlighted: true });
      if (reveal) this.reveal(this.focused);
    }
    this.highlight();
  }

  /** The node the subscribe variable names: ringed, and brought into view when asked. */
  select(id: string | undefined, reveal: boolean): void {
    if (this.selected !== undefined && this.graph.hasNode(this.selected)) this.sigma.setNodeState(this.selected, { isSelected: false });
    this.selected = id !== undefined && this.graph.hasNode(id) ? id : undefined;
    if (this.selected !== undefined) {
      this.sigma.setNodeState(this.selected, { isSelected: true });
      if (reveal) this.reveal(this.selected);
      if (reveal && this.layout) this.revealWhenSettled = this.selected;
    }
  }

  zoomIn(): void {
    void this.sigma.getCamera().zoomIn({ duration: 200 });
  }

  zoomOut(): void {
    void this.sigma.getCamera().zoomOut({ duration: 200 });
  }

  /** The whole graph in view again. */
  fit(): void {
    void this.sigma.getCamera().reset({ duration: 300 });
  }

  /** Moves the view by a share of its size (the arrow keys). */
  pan(dx: number, dy: number): void {
    const camera = this.sigma.getCamera();
    const { width, height } = this.sigma.getDimensions();
    const from = this.sigma.viewportToFramedGraph({ x: width / 2, y: height / 2 });
    const to = this.sigma.viewportToFramedGraph({ x: width / 2 + dx * width, y: height / 2 + dy * height });
    void camera.animate({ x: camera.x + to.x - from.x, y: camera.y + to.y - from.y }, { duration: 150 });
  }

  kill(): void {
    this.sizeWatch.disconnect();
    clearTimeout(this.stillTimer);
    clearTimeout(this.dwellTimer);
    this.stopLayout(false);
    this.sigma.kill();
  }

  /**
   * Centres the view on a node, zoomed so that its neighbours are in view too (an isolated node:
   * zoomed to about fifty nodes' worth of the graph). Camera and display data are in sigma's
   * framed coordinates, where the whole graph spans about one unit at ratio 1.
   */
  private reveal(id: string): void {
    const display = this.sigma.getNodeDisplayData(id);
    if (!display) return;
    let reach = 0;
    this.graph.forEachNeighbor(id, (neighbour) => {
      const at = this.sigma.getNodeDisplayData(neighbour);
      if (at) reach = Math.max(reach, Math.hypot(at.x - display.x, at.y - display.y));
    });
    const camera = this.sigma.getCamera();
    const ratio = reach > 0 ? reach * REVEAL_MARGIN : Math.min(camera.ratio, Math.sqrt(REVEAL_NODES / this.graph.order));
    void camera.animate({ x: display.x, y: display.y, ratio: Math.min(1, Math.max(MIN_REVEAL_RATIO, ratio)) }, { duration: 400 });
  }

  /**
   * While the view of a large graph moves, sigma does not draw: the last picture moves and scales
   * with the camera as a CSS transform of the canvas, which the browser's compositor applies
   * without WebGL, so the picture follows the hand at the screen's frame rate however long sigma
   * takes to draw (seconds, with software WebGL). The view moves while the camera differs from
   * the one of the last picture (a drag, wheel steps, a camera animation). Once the view has stood
   * still for STILL_MS, sigma draws it anew, edges and labels included, and the transform goes.
   */
  private followWhileMoving(): void {
    const sigma = this.sigma;
    const canvas = sigma.getContainer().querySelector<HTMLCanvasElement>('canvas.sigma-stage');
    if (!canvas) return;
    canvas.style.transformOrigin = '0 0';
    // The constructor has drawn the first picture with the camera as it is.
    let drawn: CameraState = sigma.getCamera().getState();
    sigma.on('afterRender', () => {
      drawn = sigma.getCamera().getState();
      canvas.style.transform = '';
    });
    const scheduleRender = sigma.scheduleRender.bind(sigma);
    const drawWhenStill = () => {
      clearTimeout(this.stillTimer);
      this.stillTimer = setTimeout(() => {
        if (this.moving()) drawWhenStill();
        else scheduleRender();
      }, STILL_MS);
    };
    sigma.scheduleRender = () => {
      const camera = sigma.getCamera().getState();
      const moved = camera.x !== drawn.x || camera.y !== drawn.y || camera.ratio !== drawn.ratio || camera.angle !== drawn.angle;
      if (!moved && !this.moving()) return scheduleRender();
      // Where the corners of the drawn picture are in the view now.
      const { width, height } = sigma.getDimensions();
      const corner = (x: number, y: number) => sigma.framedGraphToViewport(sigma.viewportToFramedGraph({ x, y }, { cameraState: drawn }));
      const from = corner(0, 0);
      const to = corner(width, height);
      canvas.style.transform = `translate(${from.x}px, ${from.y}px) scale(${(to.x - from.x) / width}, ${(to.y - from.y) / height})`;
      drawWhenStill();
      return sigma;
    };
  }

  /** Whether the view is moving: dragged, zoomed by the wheel or animated. */
  private moving(): boolean {
    const captor = this.sigma.getMouseCaptor();
    return captor.isMouseDown || captor.isMoving || captor.currentWheelDirection !== 0 || this.sigma.getCamera().isAnimating();
  }

  /**
   * The highlight of a new hovered node. Highlighting fades every other node and edge, which in a
   * large graph restyles all of them and draws the whole picture again (seconds with software
   * WebGL): there it waits until the pointer has rested on the node for HOVER_DWELL_MS, so a
   * pointer passing over nodes on its way (to a drag of the view, say) costs nothing, and while
   * the view moves it waits for the view to stand still.
   */
  private highlightSoon(): void {
    clearTimeout(this.dwellTimer);
    if (!this.large) {
      this.highlightPending = false;
      this.highlight();
      return;
    }
    this.dwellTimer = setTimeout(() => {
      if (this.moving()) {
        this.highlightPending = true;
        this.sigma.scheduleRender();
      } else {
        this.highlightPending = false;
        this.highlight();
      }
    }, HOVER_DWELL_MS);
  }

  /** The hovered node, else the focused one, with its neighbours and their edges; the rest fades. */
  private highlight(): void {
    const centre = this.hovered ?? this.focused;
    const previous = this.active;
    if (previous.nodes.length) this.sigma.setNodesState(previous.nodes, { isActive: false });
    if (previous.edges.length) this.sigma.setEdgesState(previous.edges, { isActive: false });
    if (centre === undefined || !this.graph.hasNode(centre)) {
      this.active = { nodes: [], edges: [] };
      this.sigma.setGraphState({ hasActiveSubgraph: false });
      return;
    }
    this.active = { nodes: [centre, ...this.graph.neighbors(centre)], edges: this.graph.edges(centre) };
    this.sigma.setNodesState(this.active.nodes, { isActive: true });
    this.sigma.setEdgesState(this.active.edges, { isActive: true });
    this.sigma.setGraphState({ hasActiveSubgraph: true });
  }
}
