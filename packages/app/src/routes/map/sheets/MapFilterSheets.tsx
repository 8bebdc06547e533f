import {
  CONTRACT_TYPE_FILTER_LABELS,
  CONTRACT_TYPE_FILTERS,
  type ContractTypeFilter,
  HOUSING_TYPE_FILTER_LABELS,
  HOUSING_TYPE_FILTERS,
  type HousingTypeFilter,
  isKeywordCode,
  KEYWORD_MESSAGES,
  KEYWORD_POLARITY_LABELS,
  KEYWORD_TARGET_LABELS,
  KEYWORD_TARGETS,
  type KeywordCode,
  type KeywordTarget,
  keywordsFor,
  MAX_FILTER_KEYWORDS,
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
  MonthlyRentRangeSlider,
  SegmentedControl,
  UniversityPicker,
  useToast,
} from '@jjinbbang/ui';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useUniversities } from '../../../hooks/useUniversities';
import {
  type CampusChoice,
  type ContractFilter,
  DEFAULT_CONTRACT_FILTER,
  DEFAULT_MAP_FILTERS,
  type MapFilterState,
} from '../filters';

/** The filter sheets the map opens (spec 001 §2.5). */
export type MapSheetFilter = 'housingType' | 'keyword' | 'viewType' | 'university' | 'contract';

export interface MapFilterSheetsProps {
  open: MapSheetFilter | null;
  onOpenChange: (open: MapSheetFilter | null) => void;
  filters: MapFilterState;
  onFiltersChange: (filters: MapFilterState) => void;
}

/** Every filter sheet of the map; at most one is open. Each edits a draft applied only on confirm. */
export function MapFilterSheets({ open, onOpenChange, filters, onFiltersChange }: MapFilterSheetsProps) {
  const openChange = (kind: MapSheetFilter) => (next: boolean) => onOpenChange(next ? kind : null);
  const apply = (patch: Partial<MapFilterState>) => onFiltersChange({ ...filters, ...patch });
  // The filter stores a campus id with its university's name (for the bar); the loaded list knows the name.
  const { universities } = useUniversities({ enabled: open === 'university' });
  return (
    <>
      <FilterSheet<HousingTypeFilter>
        kind="housingType"
        open={open === 'housingType'}
        onOpenChange={openChange('housingType')}
        value={filters.housingType}
        resetValue={DEFAULT_MAP_FILTERS.housingType}
        onApply={(housingType) => apply({ housingType })}
      >
        {(draft) => (
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
        )}
      </FilterSheet>

      <FilterSheet<KeywordCode[]>
        kind="keyword"
        description={`고른 키워드가 모두 담긴 후기만 보여 드려요. 최대 ${MAX_FILTER_KEYWORDS}개까지 고를 수 있어요.`}
        open={open === 'keyword'}
        onOpenChange={openChange('keyword')}
        value={filters.keywords}
        resetValue={DEFAULT_MAP_FILTERS.keywords}
        onApply={(keywords) => apply({ keywords })}
      >
        {(draft) => <KeywordFilterBody draft={draft} />}
      </FilterSheet>

      <FilterSheet<ViewType>
        kind="reviewType"
        open={open === 'viewType'}
        onOpenChange={openChange('viewType')}
        value={filters.viewType}
        resetValue={DEFAULT_MAP_FILTERS.viewType}
        onApply={(viewType) => apply({ viewType })}
      >
        {(draft) => (
          <SegmentedControl<ViewType>
            label="보기 유형"
            fullWidth
            options={VIEW_TYPES.map((value) => ({ value, label: VIEW_TYPE_LABELS[value] }))}
            value={draft.value}
            onValueChange={draft.setValue}
          />
        )}
      </FilterSheet>

      <FilterSheet<number | null>
        kind="university"
        description="고른 캠퍼스에서 2km 안에 있는 찐빵만 보여 드려요."
        open={open === 'university'}
        onOpenChange={openChange('university')}
        value={filters.campus?.id ?? null}
        resetValue={null}
        onApply={(id) => apply({ campus: campusOf(id, universities ?? []) })}
      >
        {(draft) => <UniversityFilterBody draft={draft} />}
      </FilterSheet>

      <FilterSheet<ContractFilter>
        kind="contract"
        open={open === 'contract'}
        onOpenChange={openChange('contract')}
        value={filters.contract}
        resetValue={DEFAULT_CONTRACT_FILTER}
        onApply={(contract) => apply({ contract })}
      >
        {(draft) => <ContractFilterBody draft={draft} />}
      </FilterSheet>
    </>
  );
}

function KeywordFilterBody({ draft }: { draft: FilterSheetDraft<KeywordCode[]> }) {
  const toast = useToast();
  const [target, setTarget] = useState<KeywordTarget>('BD');
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
                max={MAX_FILTER_KEYWORDS}
                value={draft.value}
                onValueChange={(next) => draft.setValue(next.filter(isKeywordCode))}
                onRefuse={() => toast.show(KEYWORD_MESSAGES.tooMany)}
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

/** The campus of `id` with its university's name, from a loaded university list. */
export function campusOf(id: number | null, universities: readonly University[]): CampusChoice | null {
  if (id === null) return null;
  const university = universities.find((u) => u.campuses.some((c) => c.id === id));
  return university ? { id, name: university.universityName } : null;
}

function UniversityFilterBody({ draft }: { draft: FilterSheetDraft<number | null> }) {
  const { universities, error, retry } = useUniversities();
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
          hint={errorMessage(error, '잠시 후 다시 시도해 주세요.')}
          onRetry={retry}
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
    </div>
  );
}
