import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * The slice of the History API the wizard uses. `window.history` fits; tests and stories pass
 * {@link createMemoryHistory}. `subscribe` reports every change of the current entry (push, replace, go).
 */
export interface HistoryLike {
  readonly state: unknown;
  pushState(state: unknown, unused: string, url: string): void;
  replaceState(state: unknown, unused: string, url: string): void;
  go(delta: number): void;
  subscribe(onChange: () => void): () => void;
}

/** What the wizard writes into `history.state` of each of its entries. */
export interface WizardEntry {
  /** Which wizard the entry belongs to (e.g. `create`, `edit:12`). */
  wizard: string;
  /** Wizard entries below this one: 0 is the wizard's first entry. */
  depth: number;
  /** For a step opened alone (from a summary page): the depth of that page, where it returns to. */
  origin: number | null;
}

const STATE_KEY = 'jbWizard';

function entryOf(state: unknown, wizard: string): WizardEntry | null {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return null;
  const entry = (state as Record<string, unknown>)[STATE_KEY] as Partial<WizardEntry> | undefined;
  if (!entry || entry.wizard !== wizard || typeof entry.depth !== 'number') return null;
  return { wizard, depth: entry.depth, origin: typeof entry.origin === 'number' ? entry.origin : null };
}

const toState = (entry: WizardEntry) => ({ [STATE_KEY]: entry });

// Changes this module makes itself are reported directly: not every router announces push/replaceState.
const ownChanges = new Set<() => void>();
const announce = () => {
  for (const listener of ownChanges) listener();
};

/** The browser's history, reporting changes made by any router or by the back button. */
export function browserHistory(): HistoryLike | null {
  if (typeof window === 'undefined') return null;
  const history = window.history;
  return {
    get state() {
      return history.state;
    },
    pushState: (state, unused, url) => {
      history.pushState(state, unused, url);
      announce();
    },
    replaceState: (state, unused, url) => {
      history.replaceState(state, unused, url);
      announce();
    },
    go: (delta) => history.go(delta),
    subscribe: (onChange) => {
      // popstate for back/forward; routers that patch pushState/replaceState (wouter) announce those too.
      const events = ['popstate', 'pushState', 'replaceState'];
      for (const event of events) window.addEventListener(event, onChange);
      ownChanges.add(onChange);
      return () => {
        for (const event of events) window.removeEventListener(event, onChange);
        ownChanges.delete(onChange);
      };
    },
  };
}

/** An in-memory history for tests and stories; `entries` and `index` show the stack. */
export function createMemoryHistory(initialUrl: string): HistoryLike & {
  readonly entries: readonly { url: string; state: unknown }[];
  readonly index: number;
  readonly url: string;
} {
  let entries: { url: string; state: unknown }[] = [{ url: initialUrl, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get entries() {
      return entries;
    },
    get index() {
      return index;
    },
    get url() {
      return entries[index]?.url ?? initialUrl;
    },
    get state() {
      return entries[index]?.state ?? null;
    },
    pushState(state, _unused, url) {
      entries = [...entries.slice(0, index + 1), { url, state }];
      index += 1;
      emit();
    },
    replaceState(state, _unused, url) {
      entries = entries.map((entry, i) => (i === index ? { url, state } : entry));
      emit();
    },
    go(delta) {
      const target = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (target === index) return;
      index = target;
      // Like the browser, a traversal is reported after the call returns.
      queueMicrotask(emit);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

export interface StepHistoryOptions<Step extends string> {
  /** Names the wizard, so entries of another wizard (or another review's edit) are not taken as its own. */
  wizard: string;
  /** Path (with any search) of a step. */
  pathFor: (step: Step, options?: { alone?: boolean }) => string;
  /** Defaults to the browser's history. */
  history?: HistoryLike | null;
}

export interface StepTrailItem<Step extends string> {
  step: Step;
  /** Opened alone from the item before it (a summary page): returns there. */
  alone?: boolean;
}

export interface StepHistory<Step extends string> {
  /** Whether the current history entry was written by this wizard (false on a typed or resumed URL). */
  isOwnEntry: boolean;
  /** Wizard entries below the current one. */
  depth: number;
  /** Whether the current step was opened alone from a summary page (confirm, the edit hub). */
  isAlone: boolean;
  /** Pushes a step. `alone` opens it from the current page, which it returns to; `chain` keeps the way back. */
  forward: (step: Step, options?: { alone?: boolean; chain?: boolean }) => void;
  /** Replaces the current entry with a step (same depth, same way back). */
  replace: (step: Step) => void;
  /** One wizard entry back — exactly what the phone's back button does. False at the wizard's first entry. */
  back: () => boolean;
  /** Back to the page a step opened alone came from, dropping the entries in between. */
  returnToOrigin: () => boolean;
  /** Makes the history the given steps (the first replaces the current entry), so back walks them in order. */
  rebuild: (trail: readonly StepTrailItem<Step>[]) => void;
  /**
   * Leaves the wizard for `to`: back to the wizard's first entry, which is then replaced by `to`, so neither
   * back nor a reload lands on a finished or emptied wizard.
   */
  exit: (to: string) => void;
}

const noHistory = (): HistoryLike => ({
  state: null,
  pushState: () => {},
  replaceState: () => {},
  go: () => {},
  subscribe: () => () => {},
});

/**
 * Wizard steps as browser history entries, so "이전" and the phone's back button do the same thing: "다음"
 * pushes, "이전" goes one entry back, a step opened from a summary page returns there by going back (never by
 * pushing the summary again), and leaving the wizard rewinds it. Each entry records its depth in
 * `history.state`, which survives a reload.
 */
export function useStepHistory<Step extends string>({
  wizard,
  pathFor,
  history: given,
}: StepHistoryOptions<Step>): StepHistory<Step> {
  const history = useMemo(() => (given === undefined ? browserHistory() : given) ?? noHistory(), [given]);
  const state = useSyncExternalStore(
    history.subscribe,
    () => history.state,
    () => null,
  );
  const entry = entryOf(state, wizard);
  const own = entry !== null;
  const depth = entry?.depth ?? 0;
  const origin = entry?.origin ?? null;

  const latest = useRef({ pathFor, depth, origin });
  latest.current = { pathFor, depth, origin };
  // Pending "replace after rewinding" of `exit`, cancelled on unmount.
  const exitRef = useRef<(() => void) | null>(null);
  useEffect(() => () => exitRef.current?.(), []);

  const forward = useCallback(
    (step: Step, options: { alone?: boolean; chain?: boolean } = {}) => {
      const { depth: d, origin: o, pathFor: path } = latest.current;
      const nextOrigin = options.alone ? d : options.chain ? o : null;
      history.pushState(
        toState({ wizard, depth: d + 1, origin: nextOrigin }),
        '',
        path(step, { alone: nextOrigin !== null }),
      );
    },
    [history, wizard],
  );

  const replace = useCallback(
    (step: Step) => {
      const { depth: d, origin: o, pathFor: path } = latest.current;
      history.replaceState(toState({ wizard, depth: d, origin: o }), '', path(step, { alone: o !== null }));
    },
    [history, wizard],
  );

  const back = useCallback(() => {
    if (latest.current.depth <= 0) return false;
    history.go(-1);
    return true;
  }, [history]);

  const returnToOrigin = useCallback(() => {
    const { depth: d, origin: o } = latest.current;
    if (o === null || o >= d) return false;
    history.go(o - d);
    return true;
  }, [history]);

  const rebuild = useCallback(
    (trail: readonly StepTrailItem<Step>[]) => {
      const path = latest.current.pathFor;
      let origin: number | null = null;
      trail.forEach((item, index) => {
        if (item.alone) origin = index - 1;
        const state = toState({ wizard, depth: index, origin });
        const url = path(item.step, { alone: origin !== null });
        if (index === 0) history.replaceState(state, '', url);
        else history.pushState(state, '', url);
      });
    },
    [history, wizard],
  );

  const exit = useCallback(
    (to: string) => {
      const d = latest.current.depth;
      const leave = () => history.replaceState(null, '', to);
      if (d <= 0) {
        leave();
        return;
      }
      exitRef.current?.();
      const unsubscribe = history.subscribe(() => {
        // The first entry has depth 0 — or no mark at all when the wizard never stamped it.
        const landed = entryOf(history.state, wizard);
        if (landed !== null && landed.depth !== 0) return;
        unsubscribe();
        exitRef.current = null;
        leave();
      });
      exitRef.current = unsubscribe;
      history.go(-d);
    },
    [history, wizard],
  );

  return useMemo(
    () => ({
      isOwnEntry: own,
      depth,
      isAlone: origin !== null,
      forward,
      replace,
      back,
      returnToOrigin,
      rebuild,
      exit,
    }),
    [own, depth, origin, forward, replace, back, returnToOrigin, rebuild, exit],
  );
}
