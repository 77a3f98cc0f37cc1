import {
  buildModuleUrl,
  Cartesian2,
  Cartesian3,
  CesiumWidget,
  Color,
  ColorMaterialProperty,
  Entity,
  HeadingPitchRange,
  ImageryLayer,
  Ion,
  Math as CesiumMath,
  PolygonHierarchy,
  Rectangle,
  ScreenSpaceEventType,
  TileMapServiceImageryProvider,
} from 'cesium';
import 'cesium/Build/Cesium/Widgets/CesiumWidget/CesiumWidget.css';
import { version } from 'cesium/package.json';
import type { Bounds } from '@grafiek/core';
import type { Position } from 'geojson';
import { cesiumBaseUrl, type GlobeShape } from './globeShapes';

// Read by Cesium the first time it looks for a worker or an asset; set before any globe exists.
(globalThis as { CESIUM_BASE_URL?: string }).CESIUM_BASE_URL = cesiumBaseUrl(import.meta.url, version);
// No Cesium ion: the globe never asks cesium.com for tokens, imagery or terrain.
Ion.defaultAccessToken = '';

export interface GlobeStyle {
  /** Opacity of flat polygons (`#alpha:`); raised ones are drawn solid unless `#alpha:` says otherwise. */
  alpha?: number;
  selectionColor: string;
}

const PLAIN_GLOBE = '#c9d6df';
const FLAT_ALPHA = 0.6;
const VIEW_PITCH = CesiumMath.toRadians(-40);

function color(css: string, alpha = 1): Color {
  return (Color.fromCssColorString(css) ?? Color.fromCssColorString('#3388ff')).withAlpha(alpha);
}

function degrees(positions: readonly Position[], height = 0): Cartesian3[] {
  return positions.map(([lon = 0, lat = 0]) => Cartesian3.fromDegrees(lon, lat, height));
}

/**
 * A CesiumJS globe that shows shapes and reports clicks on them. Offline: the base layer is the
 * Natural Earth image Cesium ships (served by this app) or a plain colour; no ion, no geocoder,
 * no layer picker, no sky box. It renders only when something changes, which keeps an idle
 * globe from using the processor.
 */
export class CesiumGlobe {
  private readonly widget: CesiumWidget;
  private readonly shapes = new Map<Entity, GlobeShape>();
  private style: GlobeStyle = { selectionColor: '#00c8ff' };
  private selected: readonly string[] = [];
  /** Counts the views asked for, so that an older zoom that finishes late does not report. */
  private viewRequest = 0;

  constructor(
    container: HTMLElement,
    imagery: 'naturalEarth' | 'plain',
    private readonly events: { onPick: (shape: GlobeShape | undefined) => void; onError: (reason: string) => void; onView: () => void },
  ) {
    this.widget = new CesiumWidget(container, {
      baseLayer:
        imagery === 'plain'
          ? false
          : ImageryLayer.fromProviderAsync(TileMapServiceImageryProvider.fromUrl(buildModuleUrl('Assets/Textures/NaturalEarthII'))),
      skyBox: false,
      requestRenderMode: true,
      maximumRenderTimeChange: Infinity,
      showRenderLoopErrors: false,
      msaaSamples: 1,
    });
    const scene = this.widget.scene;
    scene.globe.baseColor = color(PLAIN_GLOBE);
    scene.renderError.addEventListener((_scene, error) => events.onError(error instanceof Error ? error.message : String(error)));
    this.widget.screenSpaceEventHandler.setInputAction(({ position }: { position: Cartesian2 }) => {
      const picked = scene.pick(position) as { id?: unknown } | undefined;
      events.onPick(picked?.id instanceof Entity ? this.shapes.get(picked.id) : undefined);
    }, ScreenSpaceEventType.LEFT_CLICK);
  }

  /** Shows these shapes (instead of the ones before) and looks at them; `bounds` is the box around them. */
  setShapes(shapes: readonly GlobeShape[], bounds: Bounds | undefined, style: GlobeStyle): void {
    this.style = style;
    const entities = this.widget.entities;
    entities.suspendEvents();
    entities.removeAll();
    this.shapes.clear();
    for (const shape of shapes) this.shapes.set(entities.add(this.entity(shape)), shape);
    entities.resumeEvents();
    this.paintSelection();
    void this.showAll(shapes.length > 0, bounds);
  }

  setSelected(uris: readonly string[]): void {
    this.selected = uris;
    this.paintSelection();
  }

  destroy(): void {
    if (!this.widget.isDestroyed()) this.widget.destroy();
  }

  private entity(shape: GlobeShape): Entity.ConstructorOptions {
    const name = shape.label ?? shape.uri;
    switch (shape.kind) {
      case 'polygon':
        return {
          ...(name !== undefined && { name }),
          polygon: {
            hierarchy: new PolygonHierarchy(degrees(shape.outer), shape.holes.map((hole) => new PolygonHierarchy(degrees(hole)))),
            // A height (not clamped to the ground): no terrain-height tables, and outlines can be drawn.
            height: 0,
            ...(shape.height !== undefined && { extrudedHeight: shape.height }),
            material: new ColorMaterialProperty(this.fill(shape, false)),
            outline: true,
            outlineColor: color(shape.color),
          },
        };
      case 'line':
        return { ...(name !== undefined && { name }), polyline: { positions: degrees(shape.positions, 1), width: 3, material: new ColorMaterialProperty(color(shape.color)) } };
      case 'point':
        return {
          ...(name !== undefined && { name }),
          position: Cartesian3.fromDegrees(shape.position[0] ?? 0, shape.position[1] ?? 0, 1),
          point: { pixelSize: shape.size, color: color(shape.color), outlineColor: Color.WHITE, outlineWidth: 1.5 },
        };
    }
  }

  private fill(shape: GlobeShape, selected: boolean): Color {
    const alpha = this.style.alpha ?? (shape.kind === 'polygon' && shape.height !== undefined ? 1 : FLAT_ALPHA);
    return selected ? color(this.style.selectionColor, Math.max(alpha, 0.8)) : color(shape.color, alpha);
  }

  private paintSelection(): void {
    for (const [entity, shape] of this.shapes) {
      const selected = shape.uri !== undefined && this.selected.includes(shape.uri);
      const paint = selected ? this.fill(shape, true) : this.fill(shape, false);
      if (entity.polygon) {
        (entity.polygon.material as ColorMaterialProperty).color = paint as never;
        entity.polygon.outlineColor = (selected ? color(this.style.selectionColor) : color(shape.color)) as never;
      } else if (entity.polyline) {
        (entity.polyline.material as ColorMaterialProperty).color = (selected ? color(this.style.selectionColor) : color(shape.color)) as never;
      } else if (entity.point) {
        entity.point.outlineColor = (selected ? color(this.style.selectionColor) : Color.WHITE) as never;
        entity.point.outlineWidth = (selected ? 4 : 1.5) as never;
      }
    }
    this.widget.scene.requestRender();
  }

  /** Looks at every shape: first straight down on their box, then, once Cesium knows their size, at an angle. */
  private async showAll(any: boolean, bounds: Bounds | undefined): Promise<void> {
    const request = ++this.viewRequest;
    if (bounds) this.widget.camera.setView({ destination: paddedRectangle(bounds) });
    this.widget.scene.requestRender();
    if (any) {
      const done = await this.widget.zoomTo(this.widget.entities, new HeadingPitchRange(0, VIEW_PITCH, 0)).catch(() => false);
      if (!done || request !== this.viewRequest || this.widget.isDestroyed()) return;
    }
    this.widget.scene.requestRender();
    this.events.onView();
  }
}

/** A box a little larger than the features' box, so that none touches the edge of the view. */
function paddedRectangle([west, south, east, north]: Bounds): Rectangle {
  const margin = Math.max(east - west, north - south, 0.002) * 0.2;
  return Rectangle.fromDegrees(west - margin, Math.max(-90, south - margin), east + margin, Math.min(90, north + margin));
}
