import {
  BufferGeometry,
  Color,
  DirectionalLight,
  EdgesGeometry,
  ExtrudeGeometry,
  GridHelper,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  Path,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Shape,
  Vector2,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { Block, BlockScene, Footprint } from './blocks';

export interface BlockStyle {
  /** Opacity of the blocks (`#alpha:`), 1 when unset. */
  alpha?: number;
  selectionColor: string;
}

/** A press that moves less than this (pixels) is a click, not a turn of the view. */
const CLICK_SLOP = 5;
const BACKGROUND = '#eef1f4';
const EDGE_COLOR = '#33383d';

/**
 * A three.js scene of blocks on a ground grid, turned and zoomed with the mouse (OrbitControls).
 * It draws only when something changes (the view, the data, the size, the selection), so an idle
 * viewer costs nothing.
 */
export class BlockViewer {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(45, 1, 0.5, 100_000);
  private readonly controls: OrbitControls;
  private readonly content = new Group();
  private readonly meshes: Mesh<ExtrudeGeometry, MeshLambertMaterial>[] = [];
  private readonly resize: ResizeObserver;
  private style: BlockStyle = { selectionColor: '#00c8ff' };
  private selected: readonly string[] = [];
  private grid: GridHelper | undefined;
  private frame = 0;

  constructor(
    private readonly container: HTMLElement,
    onPick: (block: Block | undefined) => void,
  ) {
    this.renderer = new WebGLRenderer({ antialias: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    container.appendChild(this.renderer.domElement);
    this.scene.background = new Color(BACKGROUND);
    this.scene.add(new HemisphereLight('#ffffff', '#8d8d8d', 2.2));
    const sun = new DirectionalLight('#ffffff', 1.6);
    sun.position.set(0.5, 1, 0.8);
    this.scene.add(sun, this.content);

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.maxPolarAngle = Math.PI / 2 - 0.02;
    this.controls.addEventListener('change', () => this.render());

    let down: { x: number; y: number } | undefined;
    const canvas = this.renderer.domElement;
    canvas.addEventListener('pointerdown', (event) => (down = { x: event.clientX, y: event.clientY }));
    canvas.addEventListener('pointerup', (event) => {
      if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP) return;
      onPick(this.blockAt(event.clientX, event.clientY));
    });

    this.resize = new ResizeObserver(() => this.fitCanvas());
    this.resize.observe(container);
    this.fitCanvas();
  }

  setBlocks({ blocks, size }: BlockScene, style: BlockStyle): void {
    this.style = style;
    this.clear();
    for (const block of blocks) {
      const material = new MeshLambertMaterial({ color: block.color, transparent: (style.alpha ?? 1) < 1, opacity: style.alpha ?? 1 });
      for (const footprint of block.footprints) {
        const geometry = new ExtrudeGeometry(shapeOf(footprint), { depth: Math.max(block.height, 0.01), bevelEnabled: false });
        // Footprints lie in x (east), y (north); extruded along z. Turned so that z is up and north is away (-z).
        geometry.rotateX(-Math.PI / 2);
        const mesh = new Mesh(geometry, material);
        mesh.userData = { block };
        const edges = new LineSegments(new EdgesGeometry(geometry, 30), new LineBasicMaterial({ color: EDGE_COLOR, transparent: true, opacity: 0.5 }));
        mesh.add(edges);
        this.meshes.push(mesh);
        this.content.add(mesh);
      }
    }
    const extent = Math.max(size, 20);
    this.grid = new GridHelper(extent * 1.6, 16, '#9aa4ad', '#c8ced4');
    this.scene.add(this.grid);
    this.camera.near = extent / 1000;
    this.camera.far = extent * 20;
    this.camera.position.set(extent * 0.7, extent * 0.8, extent * 1.1);
    this.camera.updateProjectionMatrix();
    this.controls.target.set(0, 0, 0);
    this.controls.update();
    this.paintSelection();
  }

  setSelected(uris: readonly string[]): void {
    this.selected = uris;
    this.paintSelection();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.controls.dispose();
    this.clear();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private clear(): void {
    const materials = new Set(this.meshes.map((mesh) => mesh.material));
    for (const mesh of this.meshes) {
      mesh.geometry.dispose();
      for (const child of mesh.children) if (child instanceof LineSegments) disposeLines(child);
    }
    for (const material of materials) material.dispose();
    this.meshes.length = 0;
    this.content.clear();
    if (this.grid) {
      this.scene.remove(this.grid);
      this.grid.dispose();
      this.grid = undefined;
    }
  }

  private paintSelection(): void {
    for (const mesh of this.meshes) {
      const block = mesh.userData.block as Block;
      const selected = block.uri !== undefined && this.selected.includes(block.uri);
      mesh.material.color.set(selected ? this.style.selectionColor : block.color);
    }
    this.render();
  }

  private blockAt(clientX: number, clientY: number): Block | undefined {
    const box = this.renderer.domElement.getBoundingClientRect();
    const pointer = new Vector2(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
    const raycaster = new Raycaster();
    raycaster.setFromCamera(pointer, this.camera);
    const hit = raycaster.intersectObjects(this.meshes, false)[0];
    return hit ? (hit.object.userData.block as Block) : undefined;
  }

  private fitCanvas(): void {
    const width = Math.max(this.container.clientWidth, 1);
    const height = Math.max(this.container.clientHeight, 1);
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  }

  /** Draws at the next frame, once however often it is asked. */
  private render(): void {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.renderer.render(this.scene, this.camera));
  }
}

function shapeOf({ outer, holes }: Footprint): Shape {
  const shape = new Shape(outer.map(([x, y]) => new Vector2(x, y)));
  shape.holes = holes.map((hole) => new Path(hole.map(([x, y]) => new Vector2(x, y))));
  return shape;
}

function disposeLines(lines: LineSegments<BufferGeometry, LineBasicMaterial>): void {
  lines.geometry.dispose();
  lines.material.dispose();
}
