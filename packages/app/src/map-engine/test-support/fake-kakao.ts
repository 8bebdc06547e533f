// A stand-in for `window.kakao.maps`: what react-kakao-maps-sdk's Map, CustomOverlayMap and MarkerClusterer call,
// with a clusterer that groups on Kakao's screen grid from its minimum level. Used by tests and stories of the
// Kakao path (product code never installs it).
import { boundsOf, project, type Size } from '../geo';

type Handler = (...args: unknown[]) => void;

const listeners = new WeakMap<object, Map<string, Set<Handler>>>();

const event = {
  addListener(target: object, type: string, handler: Handler) {
    const byType = listeners.get(target) ?? new Map<string, Set<Handler>>();
    listeners.set(target, byType);
    const set = byType.get(type) ?? new Set<Handler>();
    byType.set(type, set);
    set.add(handler);
  },
  removeListener(target: object, type: string, handler: Handler) {
    listeners.get(target)?.get(type)?.delete(handler);
  },
  trigger(target: object, type: string, ...args: unknown[]) {
    for (const handler of [...(listeners.get(target)?.get(type) ?? [])]) handler(...args);
  },
};

class LatLng {
  constructor(
    private readonly lat: number,
    private readonly lng: number,
  ) {}
  getLat() {
    return this.lat;
  }
  getLng() {
    return this.lng;
  }
  equals(other: LatLng | null | undefined) {
    return Boolean(other) && other?.getLat() === this.lat && other?.getLng() === this.lng;
  }
  toString() {
    return `(${this.lat}, ${this.lng})`;
  }
}

/** Kakao's projected coordinates; the fake only needs the class to exist for `instanceof` checks. */
class Coords {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

class LatLngBounds {
  constructor(
    private readonly sw: LatLng,
    private readonly ne: LatLng,
  ) {}
  getSouthWest() {
    return this.sw;
  }
  getNorthEast() {
    return this.ne;
  }
}

const FALLBACK_SIZE: Size = { width: 390, height: 600 };

class FakeMap {
  static instances: FakeMap[] = [];
  private center: LatLng;
  private level: number;
  private idleQueued = false;
  readonly calls: string[] = [];

  constructor(
    readonly container: HTMLElement,
    options: { center: LatLng; level?: number },
  ) {
    this.center = options.center;
    this.level = options.level ?? 3;
    FakeMap.instances.push(this);
    this.queueIdle();
  }

  /** Like the SDK, `idle` fires once after a burst of changes has settled. */
  private queueIdle() {
    if (this.idleQueued) return;
    this.idleQueued = true;
    setTimeout(() => {
      this.idleQueued = false;
      event.trigger(this, 'idle');
    }, 0);
  }
  getNode() {
    return this.container;
  }
  getCenter() {
    return this.center;
  }
  setCenter(center: LatLng) {
    this.calls.push('setCenter');
    this.center = center;
    event.trigger(this, 'center_changed');
    this.queueIdle();
  }
  panTo(center: LatLng) {
    this.setCenter(center);
  }
  getLevel() {
    return this.level;
  }
  setLevel(level: number) {
    this.calls.push(`setLevel:${level}`);
    if (level === this.level) return;
    this.level = level;
    event.trigger(this, 'zoom_changed');
    this.queueIdle();
  }
  getBounds() {
    const rect = this.container.getBoundingClientRect();
    const size =
      rect.width > 0 && rect.height > 0 ? { width: rect.width, height: rect.height } : FALLBACK_SIZE;
    const b = boundsOf({ lat: this.center.getLat(), lng: this.center.getLng() }, this.level, size);
    return new LatLngBounds(new LatLng(b.swLat, b.swLng), new LatLng(b.neLat, b.neLng));
  }
  /** Simulates the user dragging the map to a new centre. */
  dragTo(center: LatLng) {
    event.trigger(this, 'dragstart');
    this.center = center;
    event.trigger(this, 'dragend');
    this.queueIdle();
  }
  relayout() {}
  setDraggable() {}
  setZoomable() {}
  setKeyboardShortcuts() {}
  setMapTypeId() {}
  setProjectionId() {}
  setMinLevel() {}
  setMaxLevel() {}
}

class CustomOverlay {
  readonly wrapper: HTMLDivElement;
  private readonly content: HTMLElement;
  private map: FakeMap | null = null;
  private position: LatLng;

  constructor(options: { content: HTMLElement; position: LatLng; zIndex?: number }) {
    this.content = options.content;
    this.position = options.position;
    // The SDK wraps the content in its own element; react-kakao-maps-sdk portals into that parent.
    this.wrapper = document.createElement('div');
    this.wrapper.dataset.fakeOverlay = '';
    this.wrapper.appendChild(this.content);
    if (options.zIndex !== undefined) this.wrapper.style.zIndex = String(options.zIndex);
  }
  getContent() {
    return this.content;
  }
  getMap() {
    return this.map;
  }
  setMap(map: FakeMap | null) {
    this.map = map;
    if (map) map.container.appendChild(this.wrapper);
    else this.wrapper.remove();
  }
  getPosition() {
    return this.position;
  }
  setPosition(position: LatLng) {
    this.position = position;
  }
  setZIndex(zIndex: number) {
    this.wrapper.style.zIndex = String(zIndex);
  }
}

/** Kakao's image map: the fake draws its centre, level and marker as data attributes on an <img>. */
class StaticMap {
  static instances: StaticMap[] = [];
  private readonly image: HTMLImageElement;
  constructor(
    readonly container: HTMLElement,
    readonly options: { center: LatLng; level?: number; marker?: { position?: LatLng } | boolean },
  ) {
    this.image = document.createElement('img');
    this.image.alt = '';
    this.image.dataset.fakeStaticMap = '';
    container.appendChild(this.image);
    this.draw();
    StaticMap.instances.push(this);
  }
  private draw() {
    const { center, level, marker } = this.options;
    this.image.dataset.center = `${center.getLat()},${center.getLng()}`;
    this.image.dataset.level = String(level ?? 3);
    const position = typeof marker === 'object' ? marker.position : undefined;
    this.image.dataset.marker = position
      ? `${position.getLat()},${position.getLng()}`
      : marker
        ? 'center'
        : '';
  }
  setCenter(center: LatLng) {
    this.options.center = center;
    this.draw();
  }
  setLevel(level: number) {
    this.options.level = level;
    this.draw();
  }
  setMapTypeId() {}
}

/** A cluster as Kakao's clusterer reports it: centre, size, markers and the bubble drawn for it. */
class Cluster {
  constructor(
    private readonly center: LatLng,
    private readonly markers: CustomOverlay[],
    private readonly bubble: CustomOverlay,
  ) {}
  getCenter() {
    return this.center;
  }
  getSize() {
    return this.markers.length;
  }
  getMarkers() {
    return [...this.markers];
  }
  getClusterMarker() {
    return this.bubble;
  }
}

interface ClustererOptions {
  gridSize?: number;
  minLevel?: number;
  minClusterSize?: number;
  averageCenter?: boolean;
  disableClickZoom?: boolean;
  texts?: string[] | ((size: number) => string);
  calculator?: number[] | ((size: number) => number[]);
  styles?: Record<string, string>[];
}

/** Kakao's MarkerClusterer: greedy grid clustering in screen pixels, redrawn whenever the map settles. */
class MarkerClusterer {
  static instances: MarkerClusterer[] = [];
  private options: Required<Omit<ClustererOptions, 'styles'>> & { styles: Record<string, string>[] };
  private readonly markers: CustomOverlay[] = [];
  private map: FakeMap | null = null;
  private clusters: Cluster[] = [];
  private readonly onIdle = () => this.redraw();

  constructor(options: ClustererOptions = {}) {
    this.options = {
      gridSize: options.gridSize ?? 60,
      minLevel: options.minLevel ?? 0,
      minClusterSize: options.minClusterSize ?? 2,
      averageCenter: options.averageCenter ?? false,
      disableClickZoom: options.disableClickZoom ?? false,
      texts: options.texts ?? ((size: number) => String(size)),
      calculator: options.calculator ?? [10, 100, 1000, 10000],
      styles: options.styles ?? [],
    };
    MarkerClusterer.instances.push(this);
  }
  addMarker(marker: CustomOverlay, nodraw?: boolean) {
    this.markers.push(marker);
    if (!nodraw) this.redraw();
  }
  removeMarker(marker: CustomOverlay, nodraw?: boolean) {
    const at = this.markers.indexOf(marker);
    if (at !== -1) this.markers.splice(at, 1);
    marker.setMap(null);
    if (!nodraw) this.redraw();
  }
  getMarkers() {
    return [...this.markers];
  }
  setMap(map: FakeMap | null) {
    if (this.map) event.removeListener(this.map, 'idle', this.onIdle);
    this.map = map;
    if (map) event.addListener(map, 'idle', this.onIdle);
    this.redraw();
  }
  getMap() {
    return this.map;
  }
  setGridSize(size: number) {
    this.options.gridSize = size;
  }
  setMinLevel(level: number) {
    this.options.minLevel = level;
  }
  setMinClusterSize(size: number) {
    this.options.minClusterSize = size;
  }
  setAverageCenter(on: boolean) {
    this.options.averageCenter = on;
  }
  setTexts(texts: ClustererOptions['texts']) {
    if (texts) this.options.texts = texts;
  }
  setCalculator(calculator: ClustererOptions['calculator']) {
    if (calculator) this.options.calculator = calculator;
  }
  setStyles(styles: Record<string, string>[]) {
    this.options.styles = styles;
  }
  getClusters() {
    return [...this.clusters];
  }
  clear() {
    for (const cluster of this.clusters) cluster.getClusterMarker().setMap(null);
    this.clusters = [];
  }
  redraw() {
    this.clear();
    const map = this.map;
    if (!map) return;
    const level = map.getLevel();
    if (level < this.options.minLevel) {
      for (const marker of this.markers) marker.setMap(map);
      event.trigger(this, 'clustered', []);
      return;
    }
    const { gridSize, minClusterSize, averageCenter } = this.options;
    const groups: { anchor: { x: number; y: number }; markers: CustomOverlay[] }[] = [];
    for (const marker of this.markers) {
      const p = marker.getPosition();
      const pixel = project({ lat: p.getLat(), lng: p.getLng() }, level);
      const near = groups.find(
        (g) => Math.abs(g.anchor.x - pixel.x) <= gridSize && Math.abs(g.anchor.y - pixel.y) <= gridSize,
      );
      if (near) near.markers.push(marker);
      else groups.push({ anchor: pixel, markers: [marker] });
    }
    for (const group of groups) {
      if (group.markers.length < minClusterSize) {
        for (const marker of group.markers) marker.setMap(map);
        continue;
      }
      for (const marker of group.markers) marker.setMap(null);
      const positions = group.markers.map((m) => m.getPosition());
      const first = positions[0] as LatLng;
      const center = averageCenter
        ? new LatLng(
            positions.reduce((sum, p) => sum + p.getLat(), 0) / positions.length,
            positions.reduce((sum, p) => sum + p.getLng(), 0) / positions.length,
          )
        : first;
      const size = group.markers.length;
      const element = document.createElement('div');
      const { texts, calculator, styles } = this.options;
      element.textContent = typeof texts === 'function' ? texts(size) : (texts[0] ?? String(size));
      const bounds = typeof calculator === 'function' ? calculator(size) : calculator;
      const styleIndex = Math.min(styles.length - 1, bounds.filter((bound) => size >= bound).length);
      Object.assign(element.style, styles[styleIndex] ?? {});
      element.dataset.fakeCluster = String(size);
      const bubble = new CustomOverlay({ content: element, position: center });
      const cluster = new Cluster(center, group.markers, bubble);
      element.addEventListener('click', () => {
        event.trigger(this, 'clusterclick', cluster);
        if (!this.options.disableClickZoom) map.setLevel(level - 1);
      });
      bubble.setMap(map);
      this.clusters.push(cluster);
    }
    event.trigger(this, 'clustered', [...this.clusters]);
  }
}

export interface FakeKakao {
  maps: {
    load: (callback: () => void) => void;
    LatLng: typeof LatLng;
    LatLngBounds: typeof LatLngBounds;
    Coords: typeof Coords;
    Map: typeof FakeMap;
    CustomOverlay: typeof CustomOverlay;
    MarkerClusterer: typeof MarkerClusterer;
    StaticMap: typeof StaticMap;
    MapTypeId: Record<string, number>;
    event: typeof event;
  };
}

/** Puts the fake on `window.kakao` and returns it (with `maps.Map.instances` to reach created maps). */
export function installFakeKakao(): FakeKakao {
  FakeMap.instances = [];
  MarkerClusterer.instances = [];
  StaticMap.instances = [];
  const fake: FakeKakao = {
    maps: {
      load: (callback) => callback(),
      LatLng,
      LatLngBounds,
      Coords,
      Map: FakeMap,
      CustomOverlay,
      MarkerClusterer,
      StaticMap,
      MapTypeId: { ROADMAP: 1, SKYVIEW: 2, HYBRID: 3 },
      event,
    },
  };
  (globalThis as { kakao?: unknown }).kakao = fake;
  return fake;
}

export function uninstallFakeKakao(): void {
  delete (globalThis as { kakao?: unknown }).kakao;
}
