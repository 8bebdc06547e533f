// A minimal stand-in for `window.kakao.maps`: just what react-kakao-maps-sdk's Map and CustomOverlayMap call.
// Used only by tests of the Kakao path; product code never installs it.
import { boundsOf, type Size } from '../geo';

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
  private readonly wrapper: HTMLDivElement;
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

export interface FakeKakao {
  maps: {
    load: (callback: () => void) => void;
    LatLng: typeof LatLng;
    LatLngBounds: typeof LatLngBounds;
    Coords: typeof Coords;
    Map: typeof FakeMap;
    CustomOverlay: typeof CustomOverlay;
    MapTypeId: Record<string, number>;
    event: typeof event;
  };
}

/** Puts the fake on `window.kakao` and returns it (with `maps.Map.instances` to reach created maps). */
export function installFakeKakao(): FakeKakao {
  FakeMap.instances = [];
  const fake: FakeKakao = {
    maps: {
      load: (callback) => callback(),
      LatLng,
      LatLngBounds,
      Coords,
      Map: FakeMap,
      CustomOverlay,
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
