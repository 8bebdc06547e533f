import {
  CONTRACT_TYPE_FILTER_LABELS,
  CONTRACT_TYPE_FILTERS,
  type ContractTypeFilter,
  getKeyword,
  HOUSING_TYPE_FILTER_LABELS,
  HOUSING_TYPE_FILTERS,
  type HousingTypeFilter,
  isKeywordCode,
  KEYWORD_POLARITY_LABELS,
  KEYWORD_TARGET_LABELS,
  KEYWORD_TARGETS,
  type KeywordCode,
  type KeywordTarget,
  keywordsFor,
  MAX_FILTER_KEYWORDS,
  MONTHLY_COST_FILTER_STEPS,
  monthlyCostFilterLabel,
  toggleFilterKeyword,
  type University,
  VIEW_TYPE_LABELS,
  VIEW_TYPES,
  type ViewType,
} from '@jjinbbang/domain';
import {
  Checkbox,
  Chip,
  ChipGroup,
  DepositRangeSlider,
  ErrorState,
  FilterSheet,
  type FilterSheetDraft,
  ListFooter,
  type MapFilterKind,
  MonthlyRentRangeSlider,
  SegmentedControl,
  UniversityPicker,
} from '@jjinbbang/ui';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import {
  type ContractFilter,
  DEFAULT_CONTRACT_FILTER,
  DEFAULT_MAP_FILTERS,
  type MapFilterState,
} from '../filters';

export interface MapFilterSheetsProps {
  open: MapFilterKind | null;
  onOpenChange: (open: MapFilterKind | null) => void;
  filters: MapFilterState;
  onFiltersChange: (filters: MapFilterState) => void;
  /** Every university with its campuses (the campus picker); undefined while loading. */
  universities: readonly University[] | undefined;
  /** Why the universities could not be loaded, in Korean; null when they could. */
  universitiesError?: string | null;
  onRetryUniversities?: () => void;
  /** Element the sheets are portalled into; document.body by default. */
  container?: HTMLElement | null;
}

/** Every filter sheet of the map; at most one is open. Each edits a draft applied only on confirm. */
export function MapFilterSheets({
  open,
  onOpenChange,
  filters,
  onFiltersChange,
  universities,
  universitiesError = null,
  onRetryUniversities,
  container,
}: MapFilterSheetsProps) {
  // A tap's frame is painted first and the sheet mounts in the render after it, which React may interrupt: mounting a
  // modal sheet (focus trap, scroll lock, its body) is the tap's largest cost. The last body stays while its sheet
  // slides away.
  const shown = useDeferredValue(open);
  const [body, setBody] = useState(shown);
  if (shown !== null && shown !== body) setBody(shown);
  // Only the open sheet and the one whose body is shown (it slides away after closing) are mounted: the others
  // would render again with every tap for nothing.
  const mounted = (kind: MapFilterKind) => shown === kind || body === kind;
  const bodyOf =
    <T,>(kind: MapFilterKind, render: (draft: FilterSheetDraft<T>) => ReactNode) =>
    (draft: FilterSheetDraft<T>) =>
      body === kind ? render(draft) : null;
  const sheet = (kind: MapFilterKind) => ({
    kind,
    container,
    open: shown === kind,
    onOpenChange: (next: boolean) => onOpenChange(next ? kind : null),
  });
  const apply = (patch: Partial<MapFilterState>) => onFiltersChange({ ...filters, ...patch });
  return (
    <>
      {mounted('housingType') && (
        <FilterSheet<HousingTypeFilter>
          {...sheet('housingType')}
          value={filters.housingType}
          resetValue={DEFAULT_MAP_FILTERS.housingType}
          onApply={(housingType) => apply({ housingType })}
        >
          {bodyOf('housingType', (draft) => (
            <ChipGroup
              type="single"
              label="찐빵 유형"
              className="jb-map-chips"
              value={draft.value}
              onValueChange={(next) => next && draft.setValue(next as HousingTypeFilter)}
            >
              {HOUSING_TYPE_FILTERS.map((type) => (
                <Chip key={type} value={type}>
                  {HOUSING_TYPE_FILTER_LABELS[type]}
                </Chip>
              ))}
            </ChipGroup>
          ))}
        </FilterSheet>
      )}

      {mounted('keyword') && (
        <FilterSheet<KeywordCode[]>
          {...sheet('keyword')}
          description={`고른 키워드가 모두 담긴 후기만 보여 드려요. 최대 ${MAX_FILTER_KEYWORDS}개, 반대되는 키워드는 함께 고를 수 없어요.`}
          value={filters.keywords}
          resetValue={DEFAULT_MAP_FILTERS.keywords}
          onApply={(keywords) => apply({ keywords })}
        >
          {bodyOf('keyword', (draft) => (
            <KeywordFilterBody draft={draft} />
          ))}
        </FilterSheet>
      )}

      {mounted('viewType') && (
        <FilterSheet<ViewType>
          {...sheet('viewType')}
          value={filters.viewType}
          resetValue={DEFAULT_MAP_FILTERS.viewType}
          onApply={(viewType) => apply({ viewType })}
        >
          {bodyOf('viewType', (draft) => (
            <SegmentedControl<ViewType>
              label="보기 유형"
              fullWidth
              options={VIEW_TYPES.map((value) => ({ value, label: VIEW_TYPE_LABELS[value] }))}
              value={draft.value}
              onValueChange={draft.setValue}
            />
          ))}
        </FilterSheet>
      )}

      {mounted('university') && (
        <FilterSheet<number | null>
          {...sheet('university')}
          description="고른 캠퍼스에서 2km 안에 있는 찐빵만 보여 드려요."
          value={filters.campusId}
          resetValue={null}
          onApply={(campusId) => apply({ campusId })}
        >
          {bodyOf('university', (draft) => (
            <UniversityFilterBody
              draft={draft}
              universities={universities}
              error={universitiesError}
              onRetry={onRetryUniversities}
            />
          ))}
        </FilterSheet>
      )}

      {mounted('contract') && (
        <FilterSheet<ContractFilter>
          {...sheet('contract')}
          value={filters.contract}
          resetValue={DEFAULT_CONTRACT_FILTER}
          onApply={(contract) => apply({ contract })}
        >
          {bodyOf('contract', (draft) => (
            <ContractFilterBody draft={draft} />
          ))}
        </FilterSheet>
      )}
    </>
  );
}

function KeywordFilterBody({ draft }: { draft: FilterSheetDraft<KeywordCode[]> }) {
  const [target, setTarget] = useState<KeywordTarget>('BD');
  // One short note at a time, in the sheet: a released opposite or the limit (never a stack of toasts).
  const [note, setNote] = useState('');
  const pick = (code: KeywordCode) => {
    const result = toggleFilterKeyword(draft.value, code);
    if (result.refused) setNote(result.refused);
    else if (result.released) setNote(`반대되는 ‘${getKeyword(result.released).label}’은(는) 뺐어요.`);
    else setNote('');
    draft.setValue(result.selected);
  };
  return (
    <div className="jb-map-filter-body">
      <SegmentedControl<KeywordTarget>
        label="후기 종류"
        fullWidth
        size="sm"
        options={KEYWORD_TARGETS.map((value) => ({ value, label: KEYWORD_TARGET_LABELS[value] }))}
        value={target}
        onValueChange={setTarget}
      />
      <p className="jb-map-filter-note" role="status">
        {note}
      </p>
      {(['positive', 'negative'] as const).map((polarity) =>
        keywordsFor(target, polarity).map((group) =>
          group.keywords.length === 0 ? null : (
            <section key={`${polarity}-${group.category}`} className="jb-map-filter-group">
              <h3 className="jb-map-filter-heading">
                {KEYWORD_POLARITY_LABELS[polarity]} · {group.name}
              </h3>
              <ChipGroup
                type="multiple"
                label={`${KEYWORD_POLARITY_LABELS[polarity]} ${group.name} 키워드`}
                className="jb-map-chips"
                value={draft.value}
                onValueChange={(next) => {
                  // One chip changes per press: apply the filter's rules to that one.
                  const added = next.find((code) => !(draft.value as string[]).includes(code));
                  const removed = draft.value.find(
                    (code) => !next.includes(code) && group.keywords.some((k) => k.code === code),
                  );
                  const changed = added ?? removed;
                  if (changed && isKeywordCode(changed)) pick(changed);
                }}
              >
                {group.keywords.map((keyword) => (
                  <Chip key={keyword.code} value={keyword.code} size="sm">
                    {keyword.label}
                  </Chip>
                ))}
              </ChipGroup>
            </section>
          ),
        ),
      )}
    </div>
  );
}

function UniversityFilterBody({
  draft,
  universities,
  error,
  onRetry,
}: {
  draft: FilterSheetDraft<number | null>;
  universities: readonly University[] | undefined;
  error: string | null;
  onRetry?: () => void;
}) {
  return (
    <div className="jb-map-filter-body">
      {universities ? (
        <UniversityPicker
          universities={universities}
          value={draft.value}
          onValueChange={draft.setValue}
          label="캠퍼스"
        />
      ) : error ? (
        <ErrorState
          layout="inline"
          headingLevel={3}
          title="대학교 목록을 불러오지 못했어요"
          hint={error}
          onRetry={onRetry}
        />
      ) : (
        <ListFooter status="loading" loadingText="대학교 목록을 불러오는 중" />
      )}
    </div>
  );
}

function ContractFilterBody({ draft }: { draft: FilterSheetDraft<ContractFilter> }) {
  const value = draft.value;
  const isJeonse = value.contractType === 'DEPOSIT_RENT';
  return (
    <div className="jb-map-filter-body">
      <SegmentedControl<ContractTypeFilter>
        label="계약 형태"
        fullWidth
        options={CONTRACT_TYPE_FILTERS.map((type) => ({
          value: type,
          label: CONTRACT_TYPE_FILTER_LABELS[type],
        }))}
        value={value.contractType}
        onValueChange={(contractType) => draft.setValue({ ...value, contractType })}
      />
      <DepositRangeSlider
        value={value.deposit}
        onValueChange={(deposit) => draft.setValue({ ...value, deposit })}
      />
      {!isJeonse && (
        <>
          <MonthlyRentRangeSlider
            value={value.monthlyRent}
            onValueChange={(monthlyRent) => draft.setValue({ ...value, monthlyRent })}
          />
          <Checkbox
            label="관리비 포함"
            checked={value.inMaintenanceCost}
            onCheckedChange={(inMaintenanceCost) => draft.setValue({ ...value, inMaintenanceCost })}
          />
        </>
      )}
      <MonthlyCostFilter
        value={value.monthlyCostMax}
        onValueChange={(monthlyCostMax) => draft.setValue({ ...value, monthlyCostMax })}
      />
    </div>
  );
}

/** The chip value of "상관없음" (chips carry strings; the bound is a number or null). */
const ANY_COST = 'ANY';

/**
 * 월 실거주비 상한: one figure for what a lease really costs a month, so 전세 and 월세 compare. Shown for
 * every contract type — a 전세 lease has a monthly cost too (its deposit, converted).
 */
function MonthlyCostFilter({
  value,
  onValueChange,
}: {
  value: number | null;
  onValueChange: (value: number | null) => void;
}) {
  const headingId = useId();
  return (
    <section className="jb-map-filter-group jb-map-filter-cost" aria-labelledby={headingId}>
      <h3 id={headingId} className="jb-map-filter-heading">
        월 실거주비
      </h3>
      <p className="jb-map-filter-hint">
        보증금을 월세로 바꿔 월세·관리비와 더한 한 달 비용이에요. 이 금액 이하로 살았던 후기가 있는 곳만 보여
        드려요.
      </p>
      <ChipGroup
        type="single"
        label="월 실거주비 상한"
        className="jb-map-chips"
        value={value === null ? ANY_COST : String(value)}
        onValueChange={(next) => next && onValueChange(next === ANY_COST ? null : Number(next))}
      >
        {[null, ...MONTHLY_COST_FILTER_STEPS].map((step) => (
          <Chip key={step ?? ANY_COST} value={step === null ? ANY_COST : String(step)}>
            {monthlyCostFilterLabel(step)}
          </Chip>
        ))}
      </ChipGroup>
    </section>
  );
}
