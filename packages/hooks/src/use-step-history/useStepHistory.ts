import { useCallback, useMemo, useRef } from 'react';

/** The router's navigate function, e.g. wouter's `useLocation()[1]` or react-router's `useNavigate()`. */
export type NavigateFunction = (to: string, options: { replace: boolean }) => void;

export interface StepHistoryOptions<Step extends string> {
  /** The wizard's steps in order for the current branch (e.g. dormitory or general). */
  steps: readonly Step[];
  /** The step on screen, read from the route. */
  current: Step;
  navigate: NavigateFunction;
  /** Path of a step, e.g. `(step) => \`/review/${step}\``. */
  pathFor: (step: Step) => string;
  /**
   * Where `next` and `back` go instead of the neighbouring step, replacing the current history entry:
   * the confirm page when a step was entered from confirm, or the edit hub (spec 001 §2.4).
   */
  returnTo?: string | null;
  /** Goes back one history entry for `back` without `returnTo`. Default `window.history.back()`. */
  goBack?: () => void;
}

export interface GoToOptions {
  /** Replace the current history entry instead of pushing one. Default `false`. */
  replace?: boolean;
  /** Appended to the step's path, e.g. `?from=confirm`. */
  search?: string;
}

export interface StepHistory<Step extends string> {
  current: Step;
  /** Position of `current` in `steps`, or -1 when it is not one of them. */
  index: number;
  total: number;
  /** For the progress bar: (index + 1) / total, 0 when `current` is unknown. */
  progress: number;
  previousStep: Step | null;
  nextStep: Step | null;
  isFirst: boolean;
  isLast: boolean;
  /** Whether `next` and `back` return to `returnTo`. */
  isReturning: boolean;
  goTo: (step: Step, options?: GoToOptions) => void;
  /** To `returnTo` (replacing), else to the next step (pushing). Returns whether it navigated. */
  next: () => boolean;
  /** To `returnTo` (replacing), else one history entry back. Returns whether it navigated. */
  back: () => boolean;
}

/**
 * Wizard navigation over an ordered list of steps, independent of any router: the caller passes its
 * `navigate(to, { replace })`. Steps entered from a summary page return there by replacing history,
 * so finishing an edit does not leave the edited step behind the back button.
 */
export function useStepHistory<Step extends string>({
  steps,
  current,
  navigate,
  pathFor,
  returnTo = null,
  goBack,
}: StepHistoryOptions<Step>): StepHistory<Step> {
  const index = steps.indexOf(current);
  const known = index >= 0;
  const previousStep = known && index > 0 ? (steps[index - 1] ?? null) : null;
  const nextStep = known && index < steps.length - 1 ? (steps[index + 1] ?? null) : null;

  const latest = useRef({ navigate, pathFor, returnTo, goBack, previousStep, nextStep });
  latest.current = { navigate, pathFor, returnTo, goBack, previousStep, nextStep };

  const goTo = useCallback((step: Step, options: GoToOptions = {}) => {
    const { navigate: nav, pathFor: path } = latest.current;
    nav(`${path(step)}${options.search ?? ''}`, { replace: options.replace ?? false });
  }, []);

  const next = useCallback(() => {
    const { navigate: nav, returnTo: target, nextStep: step } = latest.current;
    if (target) {
      nav(target, { replace: true });
      return true;
    }
    if (step === null) return false;
    goTo(step);
    return true;
  }, [goTo]);

  const back = useCallback(() => {
    const { navigate: nav, returnTo: target, goBack: historyBack } = latest.current;
    if (target) {
      nav(target, { replace: true });
      return true;
    }
    if (historyBack) {
      historyBack();
      return true;
    }
    if (typeof window === 'undefined') return false;
    window.history.back();
    return true;
  }, []);

  return useMemo(
    () => ({
      current,
      index,
      total: steps.length,
      progress: known && steps.length > 0 ? (index + 1) / steps.length : 0,
      previousStep,
      nextStep,
      isFirst: index === 0,
      isLast: known && index === steps.length - 1,
      isReturning: Boolean(returnTo),
      goTo,
      next,
      back,
    }),
    [current, index, known, steps.length, previousStep, nextStep, returnTo, goTo, next, back],
  );
}
