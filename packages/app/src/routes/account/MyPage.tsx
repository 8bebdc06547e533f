import * as queries from '../../api/queries';
import { usePagedList } from '../../hooks/usePagedList';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { useDraftsInProgress } from '../writing/useDraftsInProgress';
import { MyPageView } from './MyPageView';
import { accountViewer } from './viewer';

/** `/mypage`: the session, my drafts in progress and my reviews (10 per page) for MyPageView. */
export default function MyPage() {
  const session = useSession();
  const login = useStartLogin();
  const reviews = usePagedList(session.isAuthenticated ? queries.myReviews() : null);
  const drafts = useDraftsInProgress(session.user?.id ?? null);
  return (
    <MyPageView
      viewer={accountViewer(session)}
      login={login}
      reviews={reviews}
      drafts={drafts.list}
      onDiscardDraft={drafts.discard}
      now={drafts.readAt}
    />
  );
}
