import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { HOUSING_TYPES } from '../enums';
import {
  AGENCY_NOT_READY_MESSAGE,
  CREATE_STEP_PATHS,
  CREATE_STEPS,
  canChooseCreateType,
  confirmRowStep,
  createStepFromPath,
  createStepProgress,
  createStepSequence,
  EDIT_TYPE_OPTIONS,
  editHubRows,
  editStepFromPath,
  editStepPath,
  isEditStepAllowed,
  nextCreateStep,
  nextEditStep,
  previousCreateStep,
  typeChangeResetsDraft,
} from './wizard';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const tail = ['room-info', 'filter-ad', 'filter-disad', 'content', 'confirm'];

describe('create routes (spec 001 §2.1)', () => {
  it('every step has its /review/ path', () => {
    expect(Object.values(CREATE_STEP_PATHS)).toEqual([
      '/review/type',
      '/review/input-address',
      '/review/address',
      '/review/dormitory',
      '/review/dormitory-conditions',
      '/review/dormitory-amenities',
      '/review/result',
      '/review/floor',
      '/review/agency',
      '/review/price',
      '/review/jeonse',
      '/review/wolse',
      '/review/room-info',
      '/review/filter-ad',
      '/review/filter-disad',
      '/review/content',
      '/review/confirm',
    ]);
    for (const step of CREATE_STEPS) expect(createStepFromPath(CREATE_STEP_PATHS[step])).toBe(step);
    expect(createStepFromPath('/review/12/update')).toBeNull();
    expect(createStepFromPath('/review/unknown')).toBeNull();
  });
});

describe('create step graph (spec 001 §4)', () => {
  it.each([
    [
      { housingType: 'ROOM', contractType: 'MONTHLY_RENT' },
      ['type', 'input-address', 'address', 'floor', 'result', 'price', 'wolse', ...tail],
    ],
    [
      { housingType: 'OFFICETEL', contractType: 'DEPOSIT_RENT' },
      ['type', 'input-address', 'address', 'floor', 'result', 'price', 'jeonse', ...tail],
    ],
    [{ housingType: 'APARTMENT' }, ['type', 'input-address', 'address', 'floor', 'result', 'price', ...tail]],
    [
      { housingType: 'DORMITORY' },
      [
        'type',
        'input-address',
        'address',
        'dormitory',
        'dormitory-conditions',
        'dormitory-amenities',
        ...tail,
      ],
    ],
    [
      { housingType: 'AGENCY', detailedAddress: '' },
      ['type', 'input-address', 'address', 'agency', 'result', ...tail],
    ],
    [
      { housingType: 'AGENCY', detailedAddress: '찐빵부동산' },
      ['type', 'input-address', 'address', 'result', ...tail],
    ],
    [{}, ['type']],
  ] as const)('%j', (draft, sequence) => {
    expect(createStepSequence(draft)).toEqual(sequence);
  });

  it.each([
    ['address', { housingType: 'ROOM' }, 'floor'],
    ['floor', { housingType: 'ROOM' }, 'result'],
    ['result', { housingType: 'ROOM' }, 'price'],
    ['price', { housingType: 'ROOM', contractType: 'DEPOSIT_RENT' }, 'jeonse'],
    ['price', { housingType: 'ROOM', contractType: 'MONTHLY_RENT' }, 'wolse'],
    ['price', { housingType: 'ROOM' }, null],
    ['jeonse', { housingType: 'ROOM', contractType: 'DEPOSIT_RENT' }, 'room-info'],
    ['wolse', { housingType: 'ROOM', contractType: 'MONTHLY_RENT' }, 'room-info'],
    ['dormitory-conditions', { housingType: 'DORMITORY' }, 'dormitory-amenities'],
    ['dormitory-amenities', { housingType: 'DORMITORY' }, 'room-info'],
    ['address', { housingType: 'AGENCY', detailedAddress: '' }, 'agency'],
    ['address', { housingType: 'AGENCY', detailedAddress: '찐빵부동산' }, 'result'],
    ['agency', { housingType: 'AGENCY', detailedAddress: '' }, 'result'],
    ['result', { housingType: 'AGENCY', detailedAddress: 'x' }, 'room-info'],
    ['content', { housingType: 'AGENCY' }, 'confirm'],
    ['confirm', { housingType: 'ROOM' }, null],
  ] as const)('next of %s with %j is %s', (step, draft, next) => {
    expect(nextCreateStep(step, draft).step).toBe(next);
  });

  it('agency never visits price or contract screens', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT', null),
        (name, contractType) => {
          const seq = createStepSequence({ housingType: 'AGENCY', detailedAddress: name, contractType });
          expect(seq).not.toContain('price');
          expect(seq).not.toContain('jeonse');
          expect(seq).not.toContain('wolse');
        },
      ),
    );
  });

  it('property: next and previous are inverse along the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HOUSING_TYPES),
        fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT'),
        fc.constantFrom('', '찐빵'),
        (housingType, contractType, detailedAddress) => {
          const draft = { housingType, contractType, detailedAddress };
          const seq = createStepSequence(draft);
          seq.forEach((step, i) => {
            expect(nextCreateStep(step, draft).step).toBe(seq[i + 1] ?? null);
            expect(previousCreateStep(step, draft).step).toBe(seq[i - 1] ?? null);
          });
          expect(createStepProgress('type', draft)).toBe(0);
          expect(createStepProgress('confirm', draft)).toBe(1);
        },
      ),
    );
  });

  it('from confirm: next and previous return to confirm; price goes on and cannot go back', () => {
    const draft = { housingType: 'ROOM', contractType: 'MONTHLY_RENT' } as const;
    for (const step of [
      'type',
      'floor',
      'wolse',
      'room-info',
      'filter-ad',
      'filter-disad',
      'content',
      'dormitory',
    ] as const) {
      expect(nextCreateStep(step, draft, { fromConfirm: true })).toEqual({
        step: 'confirm',
        fromConfirm: false,
      });
    }
    expect(nextCreateStep('price', draft, { fromConfirm: true })).toEqual({
      step: 'wolse',
      fromConfirm: true,
    });
    expect(previousCreateStep('price', draft, { fromConfirm: true })).toEqual({
      step: null,
      fromConfirm: true,
    });
    expect(previousCreateStep('wolse', draft, { fromConfirm: true })).toEqual({
      step: 'price',
      fromConfirm: true,
    });
    expect(previousCreateStep('content', draft, { fromConfirm: true })).toEqual({
      step: 'confirm',
      fromConfirm: false,
    });
    expect(nextCreateStep('input-address', draft, { fromConfirm: true })).toEqual({
      step: 'address',
      fromConfirm: true,
    });
  });

  it.each([
    ['detailAddress', 'ROOM', 'floor'],
    ['detailAddress', 'DORMITORY', 'dormitory'],
    ['detailAddress', 'AGENCY', 'agency'],
    ['contract', 'ROOM', 'price'],
    ['contract', 'DORMITORY', 'dormitory-conditions'],
    ['contract', 'AGENCY', null],
    ['terms', 'DORMITORY', 'dormitory-amenities'],
    ['pros', 'ROOM', 'filter-ad'],
    ['cons', 'ROOM', 'filter-disad'],
    ['content', 'ROOM', 'content'],
    ['address', 'ROOM', 'input-address'],
    ['type', 'ROOM', 'type'],
  ] as const)('confirm row %s of %s opens %s', (row, housingType, step) => {
    expect(confirmRowStep(row, { housingType })).toBe(step);
  });

  it('terms row of a general review opens its price screen', () => {
    expect(confirmRowStep('terms', { housingType: 'ROOM', contractType: 'DEPOSIT_RENT' })).toBe('jeonse');
  });
});

describe('type changes (spec 001 §2.3)', () => {
  it.each([
    [undefined, 'ROOM', false],
    ['ROOM', 'APARTMENT', false],
    ['HOUSE', 'BOARDING_HOUSE', false],
    ['ROOM', 'DORMITORY', true],
    ['DORMITORY', 'AGENCY', true],
    ['AGENCY', 'OFFICETEL', true],
    ['DORMITORY', 'DORMITORY', false],
  ] as const)('%s → %s resets: %s', (from, to, resets) => {
    expect(typeChangeResetsDraft(from, to)).toBe(resets);
  });

  it('agency cannot be chosen yet', () => {
    expect(canChooseCreateType('AGENCY')).toEqual({ ok: false, message: AGENCY_NOT_READY_MESSAGE });
    expect(AGENCY_NOT_READY_MESSAGE).toBe('업데이트 준비 중이에요!');
    expect(canChooseCreateType('ROOM')).toEqual({ ok: true });
  });
});

describe('edit flow (spec 001 §2.4)', () => {
  it('paths', () => {
    expect(editStepPath(12, 'hub')).toBe('/review/12/update');
    expect(editStepPath(12, 'contract/price')).toBe('/review/12/update/contract/price');
    expect(editStepFromPath('/review/12/update')).toEqual({ reviewId: '12', step: 'hub' });
    expect(editStepFromPath('/review/12/update/dormitory-amenities')).toEqual({
      reviewId: '12',
      step: 'dormitory-amenities',
    });
    expect(editStepFromPath('/review/12/update/contract/price')).toEqual({
      reviewId: '12',
      step: 'contract/price',
    });
    expect(editStepFromPath('/review/12/update/nope')).toBeNull();
  });

  it('every step returns to the hub, replacing history', () => {
    expect(nextEditStep('content')).toEqual({ step: 'hub', replace: true });
  });

  it('the type screen has no dormitory or agency', () => {
    expect(EDIT_TYPE_OPTIONS).toEqual(['ROOM', 'APARTMENT', 'HOUSE', 'OFFICETEL', 'BOARDING_HOUSE']);
  });

  it.each([
    ['GENERAL', []],
    ['DORM', ['type', 'address']],
    ['AGENCY', ['type', 'address', 'detailAddress']],
  ] as const)('%s locks %j', (kind, locked) => {
    const rows = editHubRows(kind);
    expect(rows.filter((r) => r.locked).map((r) => r.row)).toEqual(locked);
    expect(rows.filter((r) => r.locked).every((r) => r.step === null)).toBe(true);
  });

  it('hub rows open the right sub-steps', () => {
    expect(editHubRows('GENERAL').map((r) => r.step)).toEqual([
      'type',
      'input-address',
      'floor',
      'contract',
      'contract/price',
      'filter-ad',
      'filter-disad',
      'content',
    ]);
    expect(editHubRows('DORM').map((r) => r.step)).toEqual([
      null,
      null,
      'dormitory',
      'dormitory-conditions',
      'dormitory-amenities',
      'filter-ad',
      'filter-disad',
      'content',
    ]);
    expect(editHubRows('AGENCY').map((r) => r.row)).toEqual([
      'type',
      'address',
      'detailAddress',
      'pros',
      'cons',
      'content',
    ]);
  });

  it.each([
    ['GENERAL', 'address', true],
    ['DORM', 'address', false],
    ['DORM', 'type', false],
    ['DORM', 'dormitory', true],
    ['GENERAL', 'dormitory', false],
    ['AGENCY', 'contract', false],
    ['AGENCY', 'content', true],
  ] as const)('%s may open %s: %s', (kind, step, allowed) => {
    expect(isEditStepAllowed(kind, step)).toBe(allowed);
  });
});
