// The 3D engine of the IFC viewers: @thatopen/components (a world with scene, renderer and
// camera-controls camera), whose IfcLoader turns an .ifc file into a Fragments model with
// web-ifc. Only the lazily loaded view imports this module, so three.js, the engine and web-ifc
// load with an app that shows a building model and never with any other.
//
// Nothing loads from the internet. The library's defaults fetch the Fragments worker and the
// web-ifc WebAssembly from unpkg; both are bundled here instead (Vite copies them as assets) and
// served by this server, which the Content-Security-Policy allows (worker-src 'self',
// script-src 'wasm-unsafe-eval').
import * as OBC from '@thatopen/components';
import * as FRAGS from '@thatopen/fragments';
import fragmentsWorkerUrl from '@thatopen/fragments/worker?url';
import * as THREE from 'three';
import * as WEBIFC from 'web-ifc';
import webIfcWasmUrl from 'web-ifc/web-ifc.wasm?url';
import type { IfcColour } from './ifcColour';
import type { IfcElementRef } from './ifcRows';
import type { ModelLook, Visualisation } from './viewerModes';

/**
 * web-ifc asks for its WebAssembly as `wasmPath + "web-ifc.wasm"` (IfcLoader and the Fragments
 * importer both only take a path). The bundled file has a hashed name, so the path is its full
 * address with a `?`: the request becomes `…/web-ifc-<hash>.wasm?web-ifc.wasm`, the same file.
 * The multi-threaded build (web-ifc-mt.wasm) is only chosen on a cross-origin isolated page,
 * which this server never makes (no COEP header), so the single-threaded file is the one asked.
 */
const WASM_PATH = `${new URL(webIfcWasmUrl, window.location.href).href}?`;

/**
 * web-ifc 0.0.78 ships a browser WebAssembly whose StreamMeshes takes three arguments, while its
 * own API (and its Node build) passes a fourth, applyLinearScalingFactor: every call from the
 * Fragments importer fails with "function StreamMeshes called with 4 arguments, expected 3".
 * Embind checks the count before doing anything, so the call is repeated without the flag (that
 * build always scales, which is the flag's default).
 */
const streamMeshes = WEBIFC.IfcAPI.prototype.StreamMeshes;
WEBIFC.IfcAPI.prototype.StreamMeshes = function (this: WEBIFC.IfcAPI, modelID, expressIDs, meshCallback, applyLinearScalingFactor) {
  try {
    streamMeshes.call(this, modelID, expressIDs, meshCallback, applyLinearScalingFactor);
  } catch (error) {
    if (!/called with 4 arguments, expected 3/.test(String(error))) throw error;
    (this.wasmModule as { StreamMeshes: (...args: unknown[]) => void }).StreamMeshes(modelID, expressIDs, meshCallback);
  }
};

const SEE_THROUGH: IfcColour = { hex: '#b0b7c3', opacity: 0.12 };

/** What a click on the model hit. */
export interface IfcPick extends IfcElementRef {
  /** The element's IFC GlobalId, when the model has one for it. */
  guid: string | null;
}

/** A loaded model, for the status line. */
export interface LoadedModel {
  id: string;
  /** Elements with geometry. */
  elements: number;
}

function material(colour: IfcColour): FRAGS.MaterialDefinition {
  return {
    color: new THREE.Color(colour.hex),
    renderedFaces: FRAGS.RenderedFaces.TWO,
    opacity: colour.opacity,
    transparent: colour.opacity < 1,
  };
}

export class IfcEngine {
  private readonly components = new OBC.Components();
  private readonly world: OBC.SimpleWorld<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, OBC.SimpleRenderer>;
  private readonly fragments: OBC.FragmentsManager;
  private readonly loader: OBC.IfcLoader;
  private readonly canvas: HTMLCanvasElement;
  private loaderReady: Promise<void> | null = null;
  private disposed = false;
  private down: { x: number; y: number } | null = null;
  /** Models are loaded one after another: web-ifc holds one open file at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  /** Throws when the browser cannot draw WebGL; the view says so. */
  constructor(container: HTMLElement, onPick: (pick: IfcPick | null) => void) {
    const worlds = this.components.get(OBC.Worlds);
    this.world = worlds.create<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, OBC.SimpleRenderer>();
    this.world.scene = new OBC.SimpleScene(this.components);
    this.world.scene.setup();
    this.world.scene.three.background = new THREE.Color('#f4f6f8');
    this.world.renderer = new OBC.SimpleRenderer(this.components, container);
    this.world.camera = new OBC.OrthoPerspectiveCamera(this.components);
    this.components.init();
    this.canvas = this.world.renderer.three.domElement;

    this.fragments = this.components.get(OBC.FragmentsManager);
    this.fragments.init(fragmentsWorkerUrl);
    this.loader = this.components.get(OBC.IfcLoader);
    const camera = this.world.camera;
    camera.controls.addEventListener('rest', () => void this.fragments.core.update(true));
    camera.projection.onChanged.add(() => {
      for (const model of this.fragments.list.values()) model.useCamera(camera.three);
      void this.fragments.core.update(true);
    });
    this.fragments.list.onItemSet.add(({ value: model }) => {
      model.useCamera(camera.three);
      this.world.scene.three.add(model.object);
      void this.fragments.core.update(true);
    });

    // A click is a press and release in (nearly) one place; a drag orbits and picks nothing.
    this.canvas.addEventListener('pointerdown', (event) => (this.down = { x: event.clientX, y: event.clientY }));
    this.canvas.addEventListener('pointerup', (event) => {
      const start = this.down;
      this.down = null;
      if (!start || event.button !== 0 || Math.hypot(event.clientX - start.x, event.clientY - start.y) > 4) return;
      void this.pick(event.clientX, event.clientY).then(onPick, () => onPick(null));
    });
  }

  private setupLoader(): Promise<void> {
    this.loaderReady ??= this.loader.setup({ autoSetWasm: false, wasm: { path: WASM_PATH, absolute: true } });
    return this.loaderReady;
  }

  /** Loads an .ifc file as the model `id` (its address or file name), replacing one of that id. */
  load(id: string, bytes: Uint8Array): Promise<LoadedModel> {
    const run = async (): Promise<LoadedModel> => {
      await this.setupLoader();
      if (this.disposed) throw new Error('The viewer was closed.');
      await this.remove(id);
      const model = await this.loader.load(bytes, true, id);
      const elements = (await model.getItemsIdsWithGeometry()).length;
      return { id, elements };
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Takes a model away (when the query no longer names its file). */
  async remove(id: string): Promise<void> {
    if (!this.fragments.list.has(id)) return;
    await this.fragments.core.disposeModel(id);
  }

  modelIds(): string[] {
    return [...this.fragments.list.keys()];
  }

  /** Paints a model as its look says, from scratch. */
  async applyLook(id: string, look: ModelLook, selectionColour: IfcColour): Promise<void> {
    const model = this.fragments.list.get(id);
    if (!model) return;
    await model.resetHighlight(undefined);
    await model.resetVisible();
    if (look.visibleOnly) {
      await model.setVisible(undefined, false);
      if (look.visibleOnly.length > 0) await model.setVisible(look.visibleOnly, true);
    }
    if (look.ghostOthers) {
      const named = new Set([...look.colours.flatMap((group) => group.ids), ...look.selected]);
      const others = (await model.getItemsIdsWithGeometry()).filter((localId) => !named.has(localId));
      if (others.length > 0) await model.highlight(others, material(SEE_THROUGH));
    }
    for (const group of look.colours) await model.highlight(group.ids, material(group.colour));
    if (look.selected.length > 0) await model.highlight(look.selected, material(selectionColour));
    await this.fragments.core.update(true);
  }

  /** Moves the camera to show these elements; with none, every model. */
  async zoomTo(elements: readonly IfcElementRef[] | null): Promise<void> {
    const items: OBC.ModelIdMap = {};
    for (const element of elements ?? []) (items[element.model] ??= new Set()).add(element.expressID);
    await this.world.camera.fitToItems(elements ? items : undefined);
    await this.fragments.core.update(true);
  }

  /** 3D: orbit in perspective; 2D: a plan from above in parallel projection, pan and zoom only. */
  async setVisualisation(visualisation: Visualisation): Promise<void> {
    const camera = this.world.camera;
    if (visualisation === '2D') {
      const box = new THREE.Box3();
      for (const model of this.fragments.list.values()) box.union(model.box);
      const centre = box.isEmpty() ? new THREE.Vector3() : box.getCenter(new THREE.Vector3());
      const height = box.isEmpty() ? 50 : box.getSize(new THREE.Vector3()).length() * 2;
      await camera.controls.setLookAt(centre.x, centre.y + height, centre.z + 0.001, centre.x, centre.y, centre.z, false);
      await camera.projection.set('Orthographic');
      camera.set('Plan');
    } else {
      camera.set('Orbit');
      await camera.projection.set('Perspective');
    }
    await this.fragments.core.update(true);
  }

  private async pick(x: number, y: number): Promise<IfcPick | null> {
    const hit = await this.fragments.raycast({ camera: this.world.camera.three, mouse: new THREE.Vector2(x, y), dom: this.canvas });
    if (!hit) return null;
    const [guid] = await hit.fragments.getGuidsByLocalIds([hit.localId]);
    return { model: hit.fragments.modelId, expressID: hit.localId, guid: guid ?? null };
  }

  dispose(): void {
    this.disposed = true;
    this.components.dispose();
  }
}
