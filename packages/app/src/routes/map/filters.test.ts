import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_FILTERS, filterBarState, type MapFilterState, toMapFiltersPayload } from './filters';
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
    });
  });

  it('carries the chosen type, campus, keywords, price bounds and maintenance toggle', () => {
    const state: MapFilterState = {
      housingType: 'OFFICETEL',
      viewType: 'BUILDING',
      campus: { id: 4, name: '경상국립대학교' },
      keywords: ['PO_BD_LO_01'],
      contract: {
        contractType: 'MONTHLY_RENT',
        deposit: { min: 500, max: 1000 },
        monthlyRent: { min: 30, max: 60 },
        inMaintenanceCost: true,
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
      },
    });
    expect(payload).toMatchObject({
      contractType: 'DEPOSIT_RENT',
      monthlyRentMin: null,
      monthlyRentMax: null,
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
