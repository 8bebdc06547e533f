import { Suspense, useEffect } from 'react';
import { lazyComponent } from '../../shell/lazy-route';
import { storedDetailAccess } from './detail-access';
import type { VerificationGateProps } from './VerificationGate';

// Most readers of a detail page are verified students whom the gate never stops, so the sheet's code (vaul and
// Radix Dialog under the kit's BottomSheet) is not on their page: it loads when the gate opens, for a reader it
// stops. The sheet lies over the page, so nothing on the page moves when it arrives.
const Sheet = lazyComponent<VerificationGateProps>(() =>
  import('./VerificationGate').then((m) => ({ default: m.VerificationGate })),
);

/** {@link VerificationGate}, loaded as it opens. */
export function LazyVerificationGate(props: VerificationGateProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}

/**
 * Starts loading the sheet as a detail page opens when this browser's stored session cannot read details (a guest,
 * a student not yet verified): the sheet then opens as soon as the session is confirmed. Shown by a component that
 * suspends, it would wait for its code and then for React's pause before revealing a suspended part.
 */
export function useVerificationGateAhead(): void {
  useEffect(() => {
    if (!storedDetailAccess()) Sheet.preload().catch(() => {});
  }, []);
}
