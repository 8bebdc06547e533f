// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  useBlobStore,
  useControllableState,
  useDebouncedValue,
  useInfiniteScroll,
  useMediaQuery,
  usePersistentDraft,
  usePrefersReducedMotion,
  useRecentlyViewed,
  useScrollRestoration,
  useStepHistory,
  useTimedFlag,
} from './index';

function EveryHook() {
  const [draft] = usePersistentDraft('ssr', 'initial');
  const blobs = useBlobStore('ssr', { expectedIds: ['a'] });
  const { ids } = useRecentlyViewed();
  const { loading } = useInfiniteScroll({ onLoadMore: () => {}, hasMore: true });
  const [flag] = useTimedFlag(3000);
  const debounced = useDebouncedValue('value', 300);
  const [controlled] = useControllableState({ defaultValue: 1 });
  const reduced = usePrefersReducedMotion();
  const wide = useMediaQuery('(min-width: 481px)', { defaultValue: true });
  useScrollRestoration('ssr');
  const wizard = useStepHistory({ wizard: 'ssr', pathFor: (s: string) => `/${s}` });
  return (
    <p>
      {[
        draft,
        blobs.status,
        blobs.missingIds.length,
        ids.length,
        loading,
        flag,
        debounced,
        controlled,
        reduced,
        wide,
      ]
        .map(String)
        .join(',')}
      {wizard.depth}
    </p>
  );
}

describe('server rendering', () => {
  it('renders every hook without window, storage or IndexedDB', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<EveryHook />)).toContain('initial,loading,0,0,false,false,value,1,false,true');
  });
});
