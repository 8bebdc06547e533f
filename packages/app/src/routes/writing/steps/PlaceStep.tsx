import {
  formatDistance,
  type PlaceMatch,
  type PlaceSearchItem,
  placeSearchTerms,
  type ReviewDraft,
  type ReviewKind,
} from '@jjinbbang/domain';
import { useDebouncedValue } from '@jjinbbang/hooks';
import { SearchBar } from '@jjinbbang/ui';
import { useCallback, useState } from 'react';
import * as queries from '../../../api/queries';
import { useQuery } from '../../../api/swr';
import { KAKAO_MAP_APP_KEY } from '../../../map-engine';
import { useCampusOrigin } from '../campus-origin';
import { embedPostcode } from '../kakao-address';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';
import {
  AddressEntryStepView,
  type AddressEntryValues,
  type AddressSearch,
  type MatchWording,
  type TypedPlace,
} from './AddressEntryStep';

/** The search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;
/** The registered-place check waits a little longer: an address is typed in bursts. */
const MATCH_DEBOUNCE_MS = 400;

export interface PlaceResults {
  items: readonly PlaceSearchItem[];
  loading: boolean;
  error: boolean;
}

export interface PlaceStepViewProps {
  frame: StepFrame;
  kind: ReviewKind;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  results: PlaceResults;
  /** The place already chosen (the review's place on an edit, or a pick) — shown selected. */
  initialSelected: PlaceSearchItem | null;
  onPick: (place: PlaceSearchItem) => void;
  /** "위치 고치기": keep the place's address and name, but set the pin on the next screen. */
  onFixPosition: (place: PlaceSearchItem) => void;
  /** The new-place form (typed address or postcode widget). */
  newPlace: {
    initial: AddressEntryValues;
    asksBuildingName: boolean;
    addressSearch?: AddressSearch;
    onSubmit: (values: AddressEntryValues) => void;
    /** Told what is typed, to look for the registered place it names. */
    onTypedChange?: (typed: TypedPlace) => void;
    /** The registered place the typed address names. */
    match?: PlaceMatch['join'];
  };
  /** Open the new-place form first (a draft that already has a typed address). */
  startWithNewPlace?: boolean;
}

const NOUN: Record<ReviewKind, string> = { GENERAL: '건물', DORM: '기숙사', AGENCY: '공인중개사' };
const MATCH_WORDING: Record<ReviewKind, MatchWording> = {
  GENERAL: { registered: '이미 등록된 건물이에요', use: '이 건물로 쓸게요' },
  DORM: { registered: '이미 등록된 기숙사예요', use: '이 기숙사로 쓸게요' },
  AGENCY: { registered: '이미 등록된 공인중개사예요', use: '이 공인중개사로 쓸게요' },
};
/** "찾는 건물이 없어요" with the particle each noun takes. */
const MISSING: Record<ReviewKind, string> = {
  GENERAL: '찾는 건물이 없어요',
  DORM: '찾는 기숙사가 없어요',
  AGENCY: '찾는 공인중개사가 없어요',
};

/**
 * The place step opens with a search over our own places (nearest to the student's campus
 * first). Picking one attaches the review to it and skips the pin; "찾는 건물이 없어요" registers a new place.
 */
export function PlaceStepView({
  frame,
  kind,
  keyword,
  onKeywordChange,
  results,
  initialSelected,
  onPick,
  onFixPosition,
  newPlace,
  startWithNewPlace = false,
}: PlaceStepViewProps) {
  const [mode, setMode] = useState<'search' | 'new'>(startWithNewPlace ? 'new' : 'search');
  const [selected, setSelected] = useState<PlaceSearchItem | null>(initialSelected);
  const noun = NOUN[kind];
  if (mode === 'new') {
    return (
      <AddressEntryStepView
        frame={frame}
        initial={newPlace.initial}
        asksBuildingName={newPlace.asksBuildingName}
        addressSearch={newPlace.addressSearch}
        onSubmit={newPlace.onSubmit}
        onBackToSearch={() => setMode('search')}
        onTypedChange={newPlace.onTypedChange}
        match={newPlace.match}
        onUseMatch={onPick}
        matchWording={MATCH_WORDING[kind]}
      />
    );
  }
  const searched = kind === 'DORM' || placeSearchTerms(keyword).length > 0;
  const items = results.items;
  return (
    <StepLayout
      frame={frame}
      helper={`${noun} 이름이나 도로명·지번 주소로 찾아 주세요. 가까운 곳부터 보여 드려요.`}
      valid={selected !== null}
      onNext={() => selected && onPick(selected)}
    >
      <div className="jb-writing-fields">
        <SearchBar
          value={keyword}
          onValueChange={onKeywordChange}
          onSearch={onKeywordChange}
          label={`${noun} 이름이나 주소로 찾기`}
          placeholder={kind === 'AGENCY' ? '상호명, 주소' : `${noun} 이름, 주소`}
          submitLabel="찾기"
        />
        {selected && (
          <section className="jb-place-selected" aria-label={`고른 ${noun}`}>
            <p className="jb-place-name">{selected.name}</p>
            <p className="jb-writing-secondary">{selected.address}</p>
            {selected.lotAddress && <p className="jb-writing-secondary">지번 {selected.lotAddress}</p>}
            <button type="button" className="jb-writing-link" onClick={() => onFixPosition(selected)}>
              위치 고치기
            </button>
          </section>
        )}
        <div role="status" className="jb-writing-secondary">
          {!searched
            ? ''
            : results.loading
              ? '찾는 중이에요…'
              : results.error
                ? '검색하지 못했어요. 잠시 후 다시 시도해 주세요.'
                : items.length === 0
                  ? `${MISSING[kind]}.`
                  : `${items.length}곳을 찾았어요.`}
        </div>
        {searched && items.length > 0 && (
          <ul className="jb-place-results" aria-label={`찾은 ${noun}`}>
            {items.map((item) => (
              <li key={item.placeId}>
                <button
                  type="button"
                  className="jb-place-result"
                  aria-pressed={selected?.placeId === item.placeId}
                  onClick={() => setSelected(item)}
                >
                  <span className="jb-place-name">{item.name}</span>
                  <span className="jb-writing-secondary">{item.address}</span>
                  <span className="jb-place-meta">
                    {[
                      item.distance !== null ? formatDistance(item.distance) : null,
                      `후기 ${item.reviewCount}개`,
                      item.universityName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="jb-writing-link" onClick={() => setMode('new')}>
          {MISSING[kind]}
        </button>
      </div>
    </StepLayout>
  );
}

/** The draft's place as a search item, when it names one (edit, or back from a later step). */
function selectedOf(draft: ReviewDraft, kind: ReviewKind): PlaceSearchItem | null {
  if (draft.placeId === null || draft.latitude === null || draft.longitude === null) return null;
  return {
    placeId: draft.placeId,
    type: draft.housingType ?? 'ROOM',
    name: kind === 'DORM' ? draft.dormitoryName : draft.detailedAddress,
    address: draft.address,
    lotAddress: draft.addressDetail || null,
    buildingCode: draft.buildingCode,
    latitude: draft.latitude,
    longitude: draft.longitude,
    reviewCount: 0,
    rating: null,
    distance: null,
    universityName: null,
  };
}

/** The draft with a place of ours: its address, name, code and position (the pin step is then skipped). */
export function draftWithPlace(draft: ReviewDraft, kind: ReviewKind, place: PlaceSearchItem): ReviewDraft {
  return {
    ...draft,
    placeId: place.placeId,
    buildingCode: place.buildingCode,
    address: place.address,
    addressDetail: place.lotAddress ?? '',
    detailedAddress: kind === 'DORM' ? draft.detailedAddress : place.name,
    dormitoryName: kind === 'DORM' ? place.name : draft.dormitoryName,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

const addressSearch: AddressSearch = (element, onFound) => {
  void embedPostcode(element, onFound).catch(() => {
    element.textContent = '주소 검색을 불러오지 못했어요. 주소를 직접 입력해 주세요.';
  });
};

export function PlaceStep({ ctx }: { ctx: StepContext }) {
  const { draft, kind } = ctx;
  const { origin } = useCampusOrigin(draft);
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const campusId = kind === 'DORM' ? (draft.campusId ?? origin?.id ?? null) : null;
  const near = origin ? { latitude: origin.latitude, longitude: origin.longitude } : null;
  const searchable = kind === 'DORM' ? campusId !== null : placeSearchTerms(debounced).length > 0;
  const { data, error, isLoading } = useQuery(
    searchable ? queries.placeSearch({ keyword: debounced, kind, campusId, near, num: 20 }) : null,
    { keepPreviousData: true },
  );
  const asksBuildingName = draft.housingType !== 'DORMITORY';
  // Find before create: what the student types is checked against the registered places as it is typed.
  const [typed, setTyped] = useState<TypedPlace | null>(null);
  const onTypedChange = useCallback((next: TypedPlace) => setTyped(next), []);
  const typedSettled = useDebouncedValue(typed, MATCH_DEBOUNCE_MS);
  const matched = useQuery(
    typedSettled && typedSettled.address !== ''
      ? queries.placeMatch({
          kind,
          type: draft.housingType,
          name: asksBuildingName ? typedSettled.name : draft.dormitoryName,
          address: typedSettled.address,
          lotAddress: typedSettled.lotAddress || null,
          campusId,
          near,
        })
      : null,
  );
  return (
    <PlaceStepView
      frame={ctx.frame}
      kind={kind}
      keyword={keyword}
      onKeywordChange={setKeyword}
      results={{ items: data ?? [], loading: isLoading, error: Boolean(error) }}
      initialSelected={selectedOf(draft, kind)}
      startWithNewPlace={draft.placeId === null && draft.address.trim() !== ''}
      onPick={(place) =>
        ctx.commit({
          ...draftWithPlace(draft, kind, place),
          // A registered building keeps its type: the review takes it (ADR 0092).
          housingType: kind === 'GENERAL' && place.type !== 'DORMITORY' ? place.type : draft.housingType,
        })
      }
      onFixPosition={(place) => ctx.commit({ ...draftWithPlace(draft, kind, place), placeId: null })}
      newPlace={{
        initial: draft,
        asksBuildingName,
        addressSearch: KAKAO_MAP_APP_KEY ? addressSearch : undefined,
        onTypedChange,
        // An answer for an address no longer typed is not shown.
        match: typed?.address === typedSettled?.address ? (matched.data?.join ?? null) : null,
        onSubmit: (values) => {
          const moved = values.address !== draft.address;
          ctx.commit({
            ...draft,
            ...values,
            placeId: null,
            // A different address is a different building: its pin comes anew (geocoded, or at the campus).
            latitude: moved ? null : draft.latitude,
            longitude: moved ? null : draft.longitude,
          });
        },
      }}
    />
  );
}
