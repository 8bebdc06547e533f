// Map filter state (spec 000 §3 "Map filter state", spec 001 §3.4) and its wire payload (api-contract §4).
import {
  CONTRACT_TYPE_FILTER_LABELS,
  type ContractTypeFilter,
  fullPriceRange,
  type HousingTypeFilter,
  type KeywordCode,
  type MapFilters,
  type MapSortOption,
  monthlyCostFilterLabel,
  type PriceRangeValue,
  toPriceFilterPayload,
  type University,
  VIEW_TYPE_LABELS,
  type ViewType,
} from '@jjinbbang/domain';
import type { MapQuery } from '..';

export interface ContractFilter {
  contractType: ContractTypeFilter;
  deposit: PriceRangeValue;
  monthlyRent: PriceRangeValue;
  inMaintenanceCost: boolean;
  /**
   * 월 실거주비 상한, 만원/월, one of MONTHLY_COST_FILTER_STEPS; null = 상관없음. It lives with the prices
   * (same sheet, same reset) because it bounds the same lease: deposit, rent and 관리비 together.
   */
  monthlyCostMax: number | null;
}

export interface MapFilterState {
  housingType: HousingTypeFilter;
  viewType: ViewType;
  /** The campus whose 2 km the map narrows to (api-contract §4 campus filter). */
  campusId: number | null;
  contract: ContractFilter;
  keywords: KeywordCode[];
}

export const DEFAULT_CONTRACT_FILTER: ContractFilter = {
  contractType: 'ALL',
  deposit: fullPriceRange(),
  monthlyRent: fullPriceRange(),
  inMaintenanceCost: false,
  monthlyCostMax: null,
};

/** spec 000 §3: housing type ALL, review type by review, nothing else set. */
export const DEFAULT_MAP_FILTERS: MapFilterState = {
  housingType: 'ALL',
  viewType: 'REVIEW',
  campusId: null,
  contract: DEFAULT_CONTRACT_FILTER,
  keywords: [],
};

/** The nearby and search lists start with 추천순 (실거주비 낮은순 is theirs too). */
export const DEFAULT_SORT: MapSortOption = 'RCMND';

/** The `filters` object of the markers and search calls. */
export function toMapFiltersPayload(state: MapFilterState): MapFilters {
  const { contract } = state;
  // 전세 has no monthly rent, so its rent bounds and the maintenance toggle do not apply.
  const isJeonse = contract.contractType === 'DEPOSIT_RENT';
  const prices = toPriceFilterPayload({
    deposit: contract.deposit,
    monthlyRent: isJeonse ? null : contract.monthlyRent,
  });
  return {
    viewType: state.viewType,
    buildType: state.housingType === 'ALL' ? ['ALL'] : [state.housingType],
    contractType: contract.contractType,
    campus: state.campusId === null ? null : [state.campusId],
    ...prices,
    inMaintenanceCost: !isJeonse && contract.inMaintenanceCost ? true : null,
    reviewKeyword: state.keywords.length > 0 ? [...state.keywords] : null,
    // 전세 has a real monthly cost too (its deposit, converted), so the bound stays.
    monthlyCostMax: contract.monthlyCostMax,
  };
}

export function isContractFilterActive(contract: ContractFilter): boolean {
  const p = toPriceFilterPayload({ deposit: contract.deposit, monthlyRent: contract.monthlyRent });
  return (
    contract.contractType !== 'ALL' ||
    contract.inMaintenanceCost ||
    contract.monthlyCostMax !== null ||
    p.depositMin !== null ||
    p.depositMax !== null ||
    p.monthlyRentMin !== null ||
    p.monthlyRentMax !== null
  );
}

/** The filters a map address holds. */
export function filtersOfQuery(q: MapQuery): MapFilterState {
  return {
    housingType: q.housingType,
    viewType: q.viewType,
    campusId: q.campusId,
    contract: {
      contractType: q.contractType,
      deposit: q.deposit,
      monthlyRent: q.monthlyRent,
      inMaintenanceCost: q.inMaintenanceCost,
      monthlyCostMax: q.monthlyCostMax,
    },
    keywords: q.keywords,
  };
}

/** The address fields of filters (for `mapQuery`). */
export function queryOfFilters(
  f: MapFilterState,
): Pick<
  MapQuery,
  | 'housingType'
  | 'viewType'
  | 'campusId'
  | 'contractType'
  | 'deposit'
  | 'monthlyRent'
  | 'inMaintenanceCost'
  | 'monthlyCostMax'
  | 'keywords'
> {
  return {
    housingType: f.housingType,
    viewType: f.viewType,
    campusId: f.campusId,
    contractType: f.contract.contractType,
    deposit: f.contract.deposit,
    monthlyRent: f.contract.monthlyRent,
    inMaintenanceCost: f.contract.inMaintenanceCost,
    monthlyCostMax: f.contract.monthlyCostMax,
    keywords: f.keywords,
  };
}

/** Whether any filter narrows the map (then an empty map says so and offers a reset). */
export function hasActiveFilters(f: MapFilterState): boolean {
  return (
    f.housingType !== DEFAULT_MAP_FILTERS.housingType ||
    f.viewType !== DEFAULT_MAP_FILTERS.viewType ||
    f.campusId !== null ||
    f.keywords.length > 0 ||
    isContractFilterActive(f.contract)
  );
}

/** The university a campus belongs to, for the filter bar's text. */
export function universityNameOf(
  campusId: number | null,
  universities: readonly University[],
): string | null {
  if (campusId === null) return null;
  return universities.find((u) => u.campuses.some((c) => c.id === campusId))?.universityName ?? null;
}

/**
 * What the filter bar shows per button: whether it narrows the map, and the value text in place of its name.
 * `universityName` is the chosen campus's university (null while the list loads).
 */
export function filterBarState(state: MapFilterState, universityName: string | null = null) {
  const contractActive = isContractFilterActive(state.contract);
  return {
    active: {
      keyword: state.keywords.length > 0,
      viewType: state.viewType !== DEFAULT_MAP_FILTERS.viewType,
      university: state.campusId !== null,
      contract: contractActive,
    },
    values: {
      keyword: state.keywords.length > 0 ? `찐 후기 ${state.keywords.length}` : undefined,
      viewType: VIEW_TYPE_LABELS[state.viewType],
      university: state.campusId !== null ? (universityName ?? '대학교 1곳') : undefined,
      // The contract type names the button when chosen, else the cost bound ("50만원 이하") when set.
      contract:
        state.contract.contractType !== 'ALL'
          ? CONTRACT_TYPE_FILTER_LABELS[state.contract.contractType]
          : state.contract.monthlyCostMax !== null
            ? `실거주 ${monthlyCostFilterLabel(state.contract.monthlyCostMax)}`
            : undefined,
    },
  };
}
