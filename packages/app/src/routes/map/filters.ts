// Map filter state (spec 000 §3 "Map filter state", spec 001 §3.4) and its wire payload (api-contract §4).
import {
  CONTRACT_TYPE_FILTER_LABELS,
  type ContractTypeFilter,
  fullPriceRange,
  type HousingTypeFilter,
  type KeywordCode,
  type MapFilters,
  type PriceRangeValue,
  type SortOption,
  toPriceFilterPayload,
  VIEW_TYPE_LABELS,
  type ViewType,
} from '@jjinbbang/domain';

export interface CampusChoice {
  id: number;
  name: string;
}

export interface ContractFilter {
  contractType: ContractTypeFilter;
  deposit: PriceRangeValue;
  monthlyRent: PriceRangeValue;
  inMaintenanceCost: boolean;
}

export interface MapFilterState {
  housingType: HousingTypeFilter;
  viewType: ViewType;
  campus: CampusChoice | null;
  contract: ContractFilter;
  keywords: KeywordCode[];
}

export const DEFAULT_CONTRACT_FILTER: ContractFilter = {
  contractType: 'ALL',
  deposit: fullPriceRange(),
  monthlyRent: fullPriceRange(),
  inMaintenanceCost: false,
};

/** spec 000 §3: housing type ALL, review type by review, nothing else set. */
export const DEFAULT_MAP_FILTERS: MapFilterState = {
  housingType: 'ALL',
  viewType: 'REVIEW',
  campus: null,
  contract: DEFAULT_CONTRACT_FILTER,
  keywords: [],
};

/** The nearby and search lists start with 추천순. */
export const DEFAULT_SORT: SortOption = 'RCMND';

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
    campus: state.campus ? [state.campus.id] : null,
    ...prices,
    inMaintenanceCost: !isJeonse && contract.inMaintenanceCost ? true : null,
    reviewKeyword: state.keywords.length > 0 ? [...state.keywords] : null,
  };
}

export function isContractFilterActive(contract: ContractFilter): boolean {
  const p = toPriceFilterPayload({ deposit: contract.deposit, monthlyRent: contract.monthlyRent });
  return (
    contract.contractType !== 'ALL' ||
    contract.inMaintenanceCost ||
    p.depositMin !== null ||
    p.depositMax !== null ||
    p.monthlyRentMin !== null ||
    p.monthlyRentMax !== null
  );
}

/** What the filter bar shows per button: whether it narrows the map, and the value text in place of its name. */
export function filterBarState(state: MapFilterState) {
  const contractActive = isContractFilterActive(state.contract);
  return {
    active: {
      keyword: state.keywords.length > 0,
      viewType: state.viewType !== DEFAULT_MAP_FILTERS.viewType,
      university: state.campus !== null,
      contract: contractActive,
    },
    values: {
      keyword: state.keywords.length > 0 ? `찐 후기 ${state.keywords.length}` : undefined,
      viewType: VIEW_TYPE_LABELS[state.viewType],
      university: state.campus?.name,
      contract:
        state.contract.contractType !== 'ALL'
          ? CONTRACT_TYPE_FILTER_LABELS[state.contract.contractType]
          : undefined,
    },
  };
}
