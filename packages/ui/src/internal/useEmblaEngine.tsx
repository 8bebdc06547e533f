import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';

// embla is ~7 KB gzip and its set-up measures every slide. A carousel first paints as the plain strip its CSS
// draws (the first slides in place, exactly as embla would leave them); embla's code loads in the browser's first
// idle moment after that paint, and the engine is created only when the student reaches for the strip — the
// pointer going down on it (before the mouse or touch events embla drags with), focus moving into it, or a
// command such as "next" (issue 16: a page that is only looked at never pays for the set-up, its measuring and
// the renders that follow; on home about 8 ms of main-thread CPU in a trace on the 2-core development machine).
// The engine is created with embla's own constructor, not embla-carousel-react's hook: the hook creates it in an
// effect after a render, and the touch that asks for it would already be over.

type EmblaFactory = typeof import('embla-carousel').default;

/** A module whose default export is embla's constructor (embla itself, or a component's engine module with it). */
export interface EngineModule {
  default: EmblaFactory;
}

export const loadEmbla = (): Promise<EngineModule> => import('embla-carousel');

// Per loader: the module once here, and the load under way.
const modules = new Map<
  () => Promise<EngineModule>,
  { module?: EngineModule; loading?: Promise<EngineModule> }
>();

function loaded<M extends EngineModule>(load: () => Promise<M>): M | undefined {
  return modules.get(load)?.module as M | undefined;
}

function loadEngine<M extends EngineModule>(load: () => Promise<M>): Promise<M> {
  const entry = modules.get(load) ?? {};
  modules.set(load, entry);
  entry.loading ??= load().then(
    (module) => {
      entry.module = module;
      return module;
    },
    (error: unknown) => {
      entry.loading = undefined; // the next carousel tries again
      throw error;
    },
  );
  return entry.loading as Promise<M>;
}

export interface EmblaEngine {
  /** Give it the element embla moves the first child of. */
  viewportRef: (node: HTMLElement | null) => void;
  /** The engine once created (after the student's first reach for the strip), else undefined. */
  api: EmblaCarouselType | undefined;
  /** embla's code is here: the next touch, focus or command creates the engine at once. */
  ready: boolean;
  /**
   * Creates the engine now if its code is here and returns it; otherwise loads the code and creates it on
   * arrival (returns undefined). Called by {@link reachHandlers}; call it before any command too.
   */
  attach: () => EmblaCarouselType | undefined;
  /**
   * Whether the slides run past the viewport, measured as the code arrives (before the engine exists, a "next"
   * button can be offered from it; once it exists, ask the engine).
   */
  overflows: boolean;
}

type ReachHandlers = Pick<React.DOMAttributes<HTMLElement>, 'onPointerDownCapture' | 'onFocusCapture'>;

/**
 * A carousel root's handlers for the moments the student reaches for the strip: each creates the engine
 * ({@link EmblaEngine.attach}), then calls the component's own handler of that name.
 */
export function reachHandlers(attach: () => unknown, own: ReachHandlers): ReachHandlers {
  return {
    onPointerDownCapture: (event) => {
      attach();
      own.onPointerDownCapture?.(event);
    },
    onFocusCapture: (event) => {
      attach();
      own.onFocusCapture?.(event);
    },
  };
}

/**
 * embla on the viewport given to `viewportRef`, created on demand (see {@link EmblaEngine.attach}) with the
 * constructor `load` brings (a function defined once, at module level). The options are read as the engine is
 * created: what must change later is a function reading the component's current state (embla's `watchDrag`).
 */
export function useEmblaEngine<M extends EngineModule = EngineModule>(
  options: EmblaOptionsType,
  load: () => Promise<M> = loadEmbla as () => Promise<M>,
  /**
   * Called as the engine is created, in the same event (a touch's first events must already find the component's
   * listeners on it); returns what undoes it, called before the engine is destroyed.
   */
  setUp?: (api: EmblaCarouselType, module: M) => () => void,
): EmblaEngine {
  const [viewport, setViewport] = React.useState<HTMLElement | null>(null);
  const [module, setModule] = React.useState(() => loaded(load));
  const [overflows, setOverflows] = React.useState(false);
  const ready = module !== undefined;
  const [api, setApi] = React.useState<EmblaCarouselType>();
  const engine = React.useRef<EmblaCarouselType | undefined>(undefined);
  const optionsRef = React.useRef(options);
  optionsRef.current = options;
  const wanted = React.useRef(false);
  const setUpRef = React.useRef(setUp);
  setUpRef.current = setUp;
  const undoSetUp = React.useRef<(() => void) | undefined>(undefined);

  const attach = React.useCallback((): EmblaCarouselType | undefined => {
    if (engine.current || !viewport) return engine.current;
    const factory = loaded(load)?.default;
    if (!factory) {
      // Asked for before the code has loaded (a touch in the first moments): created as it arrives.
      wanted.current = true;
      loadEngine(load).then(
        () => {
          if (wanted.current) latest.current();
        },
        () => {},
      );
      return undefined;
    }
    wanted.current = false;
    const created = factory(viewport, optionsRef.current);
    engine.current = created;
    const arrived = loaded(load) as M;
    undoSetUp.current = setUpRef.current?.(created, arrived);
    setApi(created);
    setModule(arrived);
    return created;
  }, [viewport, load]);
  const latest = React.useRef(attach);
  latest.current = attach;

  React.useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    const fetchCode = () =>
      loadEngine(load).then(
        (arrived) => {
          if (cancelled) return;
          setModule(() => arrived);
          // Read in an idle moment, when layout is current: no forced layout.
          setOverflows(viewport.scrollWidth > viewport.clientWidth + 1);
        },
        () => {
          // Offline or a chunk gone after a deploy: the strip stays where it is; its buttons and links still work.
        },
      );
    // After the page's first paint and its own requests: in the browser's first idle moment (at most 1 s later)
    // after the next frame has been painted. An idle callback asked for straight from this effect can run before
    // the first paint registers (an effect of the first render may run before that frame is painted): a
    // task queued from an animation-frame callback runs only once that frame is on screen.
    const view = viewport.ownerDocument.defaultView ?? window;
    const idle = typeof view.requestIdleCallback === 'function';
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      timer = undefined;
      if (idle) idleHandle = view.requestIdleCallback(fetchCode, { timeout: 1000 });
      else timer = view.setTimeout(fetchCode, 200);
    };
    let frame: number | undefined;
    // Code already here (a carousel mounted after another): measured now, as the page it is on opens.
    if (loaded(load)) setOverflows(viewport.scrollWidth > viewport.clientWidth + 1);
    else
      frame = view.requestAnimationFrame(() => {
        timer = view.setTimeout(whenIdle, 0);
      });
    return () => {
      cancelled = true;
      if (frame !== undefined) view.cancelAnimationFrame(frame);
      if (timer !== undefined) view.clearTimeout(timer);
      if (idleHandle !== undefined) view.cancelIdleCallback(idleHandle);
      undoSetUp.current?.();
      undoSetUp.current = undefined;
      engine.current?.destroy();
      engine.current = undefined;
      wanted.current = false;
      setApi(undefined);
    };
  }, [viewport, load]);

  return { viewportRef: setViewport, api, ready, attach, overflows };
}
