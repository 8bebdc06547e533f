import { withLiked } from '@jjinbbang/domain';
import { useState } from 'react';
import * as queries from '../../api/queries';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { type BookmarkFilter, BookmarksView, DEFAULT_BOOKMARK_FILTER } from './BookmarksView';

/** `/heart`: the signed-in user's bookmarks, 5 per page (spec 000 §9), liked and unliked in place. */
export default function BookmarksPage() {
  const session = useSession();
  const login = useStartLogin();
  const [filter, setFilter] = useState<BookmarkFilter>(DEFAULT_BOOKMARK_FILTER);
  const list = usePagedList(session.isAuthenticated ? queries.bookmarks(filter.type, filter.sort) : null);
  // spec 000 §4: a card's heart changes the flag and count only after the server agrees.
  const likes = useLikeToggle({
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });
  return (
    <BookmarksView
      viewer={session.isLoading ? 'loading' : session.isAuthenticated ? 'member' : 'guest'}
      login={login}
      filter={filter}
      onFilterChange={setFilter}
      list={list}
      likes={likes}
    />
  );
}
