import { RECENTLY_VIEWED_MAX } from '@jjinbbang/domain';
import { type RecentlyViewed, useRecentlyViewed } from '@jjinbbang/hooks';

/** spec 000 §3, §9: the ids of the reviews this browser opened last, in local storage as `reviewList`, at most 5. */
export function useRecentReviewIds(): RecentlyViewed<number> {
  return useRecentlyViewed<number>(RECENTLY_VIEWED_MAX, { namespace: '', key: 'reviewList' });
}
