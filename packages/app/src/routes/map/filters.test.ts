import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_QUERY, mapQuery } from '..';
import {
  DEFAULT_MAP_FILTERS,
  filterBarState,
  filtersOfQuery,
  hasActiveFilters,
  type MapFilterState,
  queryOfFilters,
  toMapFiltersPayload,
} from './filters';
import { parseCampusNavigation } from './navigation';

describe('map filter payload (api-contract §4)', () => {
  it('sends ALL, by review and no bounds by default', () => {
    expect(toMapFiltersPayload(DEFAULT_MAP_FILTERS)).toEqual({
      viewType: 'REVIEW',
      buildType: ['ALL'],
      contractType: 'ALL',
      campus: null,
      depositMin: null,
      depositMax: null,
      monthlyRentMin: null,
      monthlyRentMax: null,
      inMaintenanceCost: null,
      reviewKeyword: null,
      monthlyCostMax: null,
    });
  });

  it('carries the chosen type, campus, keywords, price bounds and maintenance toggle', () => {
    const state: MapFilterState = {
      housingType: 'OFFICETEL',
      viewType: 'BUILDING',
      campusId: 4,
      keywords: ['PO_BD_LO_01'],
      contract: {
        contractType: 'MONTHLY_RENT',
        deposit: { min: 500, max: 1000 },
        monthlyRent: { min: 30, max: 60 },
        inMaintenanceCost: true,
        monthlyCostMax: 60,
      },
    };
    expect(toMapFiltersPayload(state)).toEqual({
      viewType: 'BUILDING',
      buildType: ['OFFICETEL'],
      contractType: 'MONTHLY_RENT',
      campus: [4],
      depositMin: 500,
      depositMax: 1000,
      monthlyRentMin: 30,
      monthlyRentMax: 60,
      inMaintenanceCost: true,
      reviewKeyword: ['PO_BD_LO_01'],
      monthlyCostMax: 60,
    });
  });

  it('drops monthly-rent bounds and the maintenance toggle for 전세', () => {
    const payload = toMapFiltersPayload({
      ...DEFAULT_MAP_FILTERS,
      contract: {
        contractType: 'DEPOSIT_RENT',
        deposit: { min: 0, max: null },
        monthlyRent: { min: 30, max: 60 },
        inMaintenanceCost: true,
        monthlyCostMax: 50,
      },
    });
    // A 전세 lease has a real monthly cost too: the cost bound stays.
    expect(payload).toMatchObject({
      contractType: 'DEPOSIT_RENT',
      monthlyRentMin: null,
      monthlyRentMax: null,
      monthlyCostMax: 50,
    });
    expect(payload.inMaintenanceCost).toBeNull();
  });

  it('marks the bar buttons whose filter narrows the map', () => {
    const bar = filterBarState({
      ...DEFAULT_MAP_FILTERS,
      contract: { ...DEFAULT_MAP_FILTERS.contract, contractType: 'MONTHLY_RENT' },
    });
    expect(bar.active).toEqual({ keyword: false, viewType: false, university: false, contract: true });
    expect(bar.values.contract).toBe('월세');
  });

  it('counts the cost bound as an active contract filter and names it on the button', () => {
    const filters = {
      ...DEFAULT_MAP_FILTERS,
      contract: { ...DEFAULT_MAP_FILTERS.contract, monthlyCostMax: 50 },
    };
    const bar = filterBarState(filters);
    expect(bar.active.contract).toBe(true);
    expect(bar.values.contract).toBe('실거주 50만원 이하');
    expect(hasActiveFilters(filters)).toBe(true);
    // A chosen contract type keeps naming the button.
    expect(
      filterBarState({ ...filters, contract: { ...filters.contract, contractType: 'DEPOSIT_RENT' } }).values
        .contract,
    ).toBe('전세');
  });
});

describe('navigation state from home', () => {
  it('reads a campus card and ignores anything else', () => {
    expect(
      parseCampusNavigation({ from: 'home', campusName: '가좌캠퍼스', latitude: 35.15, longitude: 128.1 }),
    ).toEqual({
      campusName: '가좌캠퍼스',
      center: { lat: 35.15, lng: 128.1 },
      key: '가좌캠퍼스@35.15,128.1',
    });
    expect(parseCampusNavigation(null)).toBeNull();
    expect(parseCampusNavigation({ from: 'search', latitude: 1, longitude: 2 })).toBeNull();
    expect(parseCampusNavigation({ from: 'home', latitude: '35', longitude: 128 })).toBeNull();
  });
});

describe('filters in the map address', () => {
  it('round-trips every filter through the URL', () => {
    const filters: MapFilterState = {
      housingType: 'OFFICETEL',
      viewType: 'BUILDING',
      campusId: 12,
      keywords: ['PO_BD_LO_01', 'NE_BD_ST_02'],
      contract: {
        contractType: 'MONTHLY_RENT',
        deposit: { min: 500, max: null },
        monthlyRent: { min: 30, max: 60 },
        inMaintenanceCost: true,
        monthlyCostMax: 40,
      },
    };
    const search = mapQuery.toSearch({ ...DEFAULT_MAP_QUERY, ...queryOfFilters(filters) });
    expect(filtersOfQuery(mapQuery.parse(search))).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('writes nothing for the defaults and reads broken values as defaults', () => {
    expect(mapQuery.toSearch({ ...DEFAULT_MAP_QUERY, ...queryOfFilters(DEFAULT_MAP_FILTERS) })).toBe('');
    expect(
      filtersOfQuery(mapQuery.parse('?type=CASTLE&view=x&deposit=9-1&kw=NOPE,PO_BD_LO_01&campus=-3')),
    ).toEqual({
      ...DEFAULT_MAP_FILTERS,
      keywords: ['PO_BD_LO_01'],
    });
    expect(hasActiveFilters(DEFAULT_MAP_FILTERS)).toBe(false);
    // The cost bound reads only the sheet's steps.
    expect(mapQuery.parse('?cost=50').monthlyCostMax).toBe(50);
    for (const raw of ['45', '0', '-40', '50.5', 'x', '9999'])
      expect(mapQuery.parse(`?cost=${raw}`).monthlyCostMax).toBeNull();
  });

  it('keeps the view and the open sheet', () => {
    const q = {
      ...DEFAULT_MAP_QUERY,
      center: { lat: 35.15399, lng: 128.09991 },
      level: 4,
      sheet: { kind: 'spot' as const, keys: ['b12', 'a3'] },
      highlight: 'b12',
    };
    expect(mapQuery.parse(mapQuery.toSearch(q))).toEqual(q);
    expect(mapQuery.parse('?sheet=search&q=%20%EA%B0%80%EC%A2%8C%20').sheet).toEqual({
      kind: 'search',
      keyword: '가좌',
    });
    expect(mapQuery.parse('?sheet=filter-viewType').sheet).toEqual({ kind: 'filter', filter: 'viewType' });
    expect(mapQuery.parse('?sheet=filter-reviewType').sheet).toEqual({ kind: 'none' });
    expect(mapQuery.parse('?sheet=spot&ids=x1').sheet).toEqual({ kind: 'none' });
    expect(mapQuery.parse('?level=99&lat=1').level).toBeNull();
  });
});
