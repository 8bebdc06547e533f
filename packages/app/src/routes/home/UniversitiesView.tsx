import type { University } from '@jjinbbang/domain';
import { AppHeader, EmptyState, ErrorState, ListSkeleton, SearchBar } from '@jjinbbang/ui';
import { useState } from 'react';
import type { LoadStatus } from './HomeView';
import { UniversityRows } from './UniversityRows';
import './home.css';

export interface UniversitiesViewProps {
  universities: readonly University[];
  status: LoadStatus;
  errorText?: string | null;
  onRetry: () => void;
  onBack: () => void;
}

/** Names are compared without spaces, so "부산 대" finds 부산대학교. */
const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** `/universities`: every university, with a name filter; choosing one shows its campuses on home. */
export function UniversitiesView({
  universities,
  status,
  errorText,
  onRetry,
  onBack,
}: UniversitiesViewProps) {
  const [query, setQuery] = useState('');
  const needle = normalise(query);
  const shown = needle
    ? universities.filter((u) => normalise(u.universityName).includes(needle))
    : universities;
  return (
    <>
      <AppHeader title="찐빵이 함께하는 대학교" onBack={onBack} />
      <div className="jb-universities-page">
        <SearchBar
          label="대학교 이름으로 찾기"
          placeholder="대학교 이름을 입력해 주세요"
          value={query}
          onValueChange={setQuery}
          onSearch={setQuery}
        />
        {status === 'error' ? (
          <ErrorState
            layout="inline"
            title="대학교 목록을 불러오지 못했어요"
            hint={errorText ?? '잠시 후 다시 시도해 주세요.'}
            onRetry={onRetry}
          />
        ) : status === 'loading' ? (
          <ListSkeleton count={4} label="대학교 목록을 불러오는 중" />
        ) : shown.length === 0 ? (
          <EmptyState layout="inline" title="찾는 대학교가 없어요" hint="이름을 다시 확인해 주세요." />
        ) : (
          <>
            <p className="jb-universities-count" aria-live="polite">
              {needle ? `${shown.length}곳을 찾았어요` : `모두 ${universities.length}곳`}
            </p>
            <UniversityRows universities={shown} chosenId={null} label="대학교 목록" />
          </>
        )}
      </div>
    </>
  );
}
