import { getMyReviews, MY_REVIEWS_PAGE_SIZE } from '../../api/account';
import { reviewEntryOf } from '../../api/entries';
import { usePagedList } from '../../hooks/usePagedList';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { MyPageView } from './MyPageView';
import { accountViewer } from './viewer';

/** `/mypage`: the session and my reviews (10 per page) for MyPageView. */
export default function MyPage() {
  const session = useSession();
  const login = useStartLogin();
  const reviews = usePagedList({
    key: session.isAuthenticated ? ['my-reviews'] : null,
    pageSize: MY_REVIEWS_PAGE_SIZE,
    fetchPage: async (page) => {
      const wire = await getMyReviews(page);
      return { items: wire.reviews.map(reviewEntryOf), total: wire.itemNum };
    },
  });
  return <MyPageView viewer={accountViewer(session)} login={login} reviews={reviews} />;
}
