import type { ReviewEntry } from '@jjinbbang/domain';
import { useEffect } from 'react';
import { loadUserTextFont } from '../../shell/user-text-font';
import { EntryCard } from '../common/EntryCard';

/**
 * Home's recently viewed reviews, as cards. A module of its own: only a signed-in visitor with a history sees
 * it, so the cards' code (and the domain rules they format with) is not part of home's start-up bundle; Home
 * loads it together with the reviews.
 */
export default function RecentReviewList({ entries }: { entries: readonly ReviewEntry[] }) {
  // Reviews are users' text: Pretendard's dynamic subset (home loads it only for what needs it).
  useEffect(loadUserTextFont, []);
  return (
    <ul className="jb-app-list" aria-label="최근 본 후기 목록">
      {entries.map((entry) => (
        <li key={entry.key}>
          <EntryCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}
