import { Suspense, useEffect, useRef, useState } from 'react';
import { staticMapLabel } from '../../map-engine/labels';
import type { StaticMapProps } from '../../map-engine/StaticMap';
import { useAfterLargestPaint } from '../../shell/largest-paint';
import { lazyComponent } from '../../shell/lazy-route';

// The review page's map sits far below the fold (after the review, its keywords and its tables), and the map
// engine it needs (the offline map, its coastline and clusters, the Kakao loader) is not on the first screen: the
// page paints without it and loads it after its largest paint, when the map is within a screen of the viewport.
// Until then, and while it loads, a box of the same size carries the map's accessible name, so nothing moves and
// nothing is missing for a screen reader.
const LazyMap = lazyComponent<StaticMapProps>(() =>
  import('../../map-engine/StaticMap').then((m) => ({ default: m.StaticMap })),
);

/** How far outside the viewport the map starts loading. */
const LOAD_MARGIN = '100% 0px';

/** {@link StaticMap}, loaded after the largest paint once near the viewport. `className` sets the box's height. */
export function LazyStaticMap(props: StaticMapProps) {
  const [near, setNear] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const painted = useAfterLargestPaint();
  useEffect(() => {
    const node = placeholderRef.current;
    if (near || !painted || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, painted]);

  const placeholder = (
    <div
      ref={placeholderRef}
      className={['jb-static-map-placeholder', props.className].filter(Boolean).join(' ')}
      role="img"
      aria-label={staticMapLabel(props.name)}
      aria-busy={near || undefined}
    />
  );
  return near ? (
    <Suspense fallback={placeholder}>
      <LazyMap {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
