import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { HOUSING_TYPES, type HousingType } from '../enums';
import { KEYWORDS } from '../keywords';
import { emptyReviewDraft, type ReviewDraft } from './draft';
import {
  AGENCY_NOT_READY_MESSAGE,
  canChooseCreateType,
  confirmRowStep,
  createPath,
  createProgress,
  EDIT_TYPE_OPTIONS,
  editHubRows,
  editProgress,
  firstIncompleteStep,
  followUpStep,
  HOUSING_TYPE_GROUPS,
  housingTypeGroupOf,
  isEditStepAllowed,
  isStepComplete,
  reachableCreateStep,
  SUMMARY_ROWS,
  summaryRowsFor,
  typeChangeResetsDraft,
  WIZARD_STEP_IDS,
  WIZARD_STEPS,
  type WizardStepId,
  wizardMove,
} from './wizard';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const draft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({
  ...emptyReviewDraft(),
  ...overrides,
});
const tail: WizardStepId[] = ['photos', 'pros', 'cons', 'content', 'confirm'];
const codes = (target: string, polarity: string, n: number) =>
  KEYWORDS.filter((k) => k.target === target && k.polarity === polarity)
    .slice(0, n)
    .map((k) => k.code);

/** A general 월세 draft answered up to and including `upTo`. */
function answeredGeneral(): ReviewDraft {
  return draft({
    housingType: 'ROOM',
    address: '경남 진주시 진주대로 501',
    latitude: 35.15,
    longitude: 128.1,
    detailedAddress: '찐빵빌',
    space: 7.5,
    floorType: 'MID',
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    monthlyRent: 45,
    pros: codes('BD', 'positive', 3),
    cons: codes('BD', 'negative', 3),
    content: '가'.repeat(120),
  });
}

describe('the step table', () => {
  it('has one row per id, in path order', () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual([...WIZARD_STEP_IDS]);
  });

  it('every step a follow-up names exists and is edited by the same groups it is reached from', () => {
    for (const step of WIZARD_STEPS) {
      for (const target of step.handsOverTo ?? []) {
        const next = WIZARD_STEPS.find((s) => s.id === target);
        expect(next, `${step.id} → ${target}`).toBeDefined();
        for (const group of step.edit) expect(next?.edit).toContain(group);
      }
    }
  });

  it('every summary row of every group is answered by a step of that group', () => {
    for (const group of HOUSING_TYPE_GROUPS) {
      for (const row of summaryRowsFor(group)) {
        expect(
          WIZARD_STEPS.some((s) => s.row === row && s.create.includes(group)),
          `${group}/${row}`,
        ).toBe(true);
      }
    }
  });
});

describe('create path (spec 001 §4)', () => {
  it.each([
    [
      { housingType: 'ROOM', contractType: 'MONTHLY_RENT' },
      [
        'type',
        'addressEntry',
        'pin',
        'floor',
        'addressResult',
        'contractType',
        'wolsePrice',
        'depositReturn',
        ...tail,
      ],
    ],
    [
      { housingType: 'OFFICETEL', contractType: 'DEPOSIT_RENT' },
      [
        'type',
        'addressEntry',
        'pin',
        'floor',
        'addressResult',
        'contractType',
        'jeonsePrice',
        'depositReturn',
        ...tail,
      ],
    ],
    [
      { housingType: 'APARTMENT' },
      ['type', 'addressEntry', 'pin', 'floor', 'addressResult', 'contractType', 'depositReturn', ...tail],
    ],
    [
      { housingType: 'DORMITORY' },
      ['type', 'dormitoryInfo', 'addressEntry', 'pin', 'dormitoryConditions', 'dormitoryAmenities', ...tail],
    ],
    [
      { housingType: 'AGENCY', detailedAddress: '' },
      ['type', 'addressEntry', 'pin', 'agency', 'addressResult', ...tail],
    ],
    [
      { housingType: 'AGENCY', detailedAddress: '찐빵부동산' },
      ['type', 'addressEntry', 'pin', 'addressResult', ...tail],
    ],
    [{}, ['type']],
  ] as const)('%j', (facts, path) => {
    expect(createPath(draft(facts as Partial<ReviewDraft>))).toEqual(path);
  });

  it('agency never visits price or contract screens', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT', null),
        (name, contractType) => {
          const path = createPath(draft({ housingType: 'AGENCY', detailedAddress: name, contractType }));
          expect(path).not.toContain('contractType');
          expect(path).not.toContain('jeonsePrice');
          expect(path).not.toContain('wolsePrice');
        },
      ),
    );
  });

  it('property: next and previous are inverse along the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HOUSING_TYPES),
        fc.constantFrom('MONTHLY_RENT', 'DEPOSIT_RENT', null),
        fc.string(),
        (housingType: HousingType, contractType, name) => {
          const d = draft({ housingType, contractType, detailedAddress: name });
          const path = createPath(d);
          path.forEach((id, i) => {
            const move = wizardMove(id, d);
            expect(move.next).toBe(path[i + 1] ?? null);
            expect(move.previous).toBe(path[i - 1] ?? null);
          });
        },
      ),
    );
  });

  it('the progress bar counts the longest general path until the path is known', () => {
    expect(createProgress('type', draft())).toEqual({ step: 1, total: 13 });
    expect(createProgress('contractType', draft({ housingType: 'ROOM' }))).toEqual({ step: 6, total: 13 });
    expect(createProgress('dormitoryInfo', draft({ housingType: 'DORMITORY' }))).toEqual({
      step: 2,
      total: 11,
    });
  });

  it('counts a skipped step as done, so the total never shrinks mid-flow (decisions.md)', () => {
    const typed = draft({ housingType: 'ROOM', contractType: 'MONTHLY_RENT' });
    // Picking a registered place skips the pin: the bar still counts it.
    const picked = { ...typed, placeId: 135, latitude: 35.15, longitude: 128.1 };
    expect(createProgress('floor', picked)).toEqual(createProgress('floor', typed));
    expect(createProgress('contractType', picked).total).toBe(createProgress('type', draft()).total);
  });
});

describe('opened alone, from confirm or the edit hub (spec 001 §2.4, §4)', () => {
  it('returns where it came from, except the steps that hand over', () => {
    const wolse = draft({ housingType: 'ROOM', contractType: 'MONTHLY_RENT' });
    expect(wizardMove('content', wolse, { alone: true })).toEqual({ next: 'return', previous: 'return' });
    expect(wizardMove('addressEntry', wolse, { alone: true }).next).toBe('pin');
    expect(wizardMove('pin', wolse, { alone: true, chainedFrom: 'addressEntry' })).toEqual({
      next: 'return',
      previous: 'addressEntry',
    });
  });

  it('a contract type always goes on to its price screen; its 이전 is disabled (spec 001 §2.3)', () => {
    const jeonse = draft({ housingType: 'ROOM', contractType: 'DEPOSIT_RENT' });
    expect(wizardMove('contractType', jeonse, { alone: true })).toEqual({
      next: 'jeonsePrice',
      previous: null,
    });
    expect(followUpStep('contractType', { ...jeonse, contractType: 'MONTHLY_RENT' })).toBe('wolsePrice');
    expect(wizardMove('jeonsePrice', jeonse, { alone: true, chainedFrom: 'contractType' }).previous).toBe(
      'contractType',
    );
  });
});

describe('confirm summary (spec 001 §2.3)', () => {
  it('rows per group; agency has no contract rows; photos only when creating', () => {
    expect(summaryRowsFor('general')).toEqual([...SUMMARY_ROWS]);
    // Dormitory reviews skip the deposit-return step.
    expect(summaryRowsFor('dormitory')).toEqual(SUMMARY_ROWS.filter((row) => row !== 'depositReturn'));
    expect(summaryRowsFor('agency')).toEqual([
      'type',
      'address',
      'detailAddress',
      'photos',
      'pros',
      'cons',
      'content',
    ]);
    expect(summaryRowsFor('general', 'edit')).not.toContain('photos');
  });

  it.each([
    ['detailAddress', { housingType: 'ROOM' }, 'floor'],
    ['detailAddress', { housingType: 'DORMITORY' }, 'dormitoryInfo'],
    ['detailAddress', { housingType: 'AGENCY', detailedAddress: '찐빵부동산' }, 'agency'],
    ['contract', { housingType: 'ROOM' }, 'contractType'],
    ['contract', { housingType: 'DORMITORY' }, 'dormitoryConditions'],
    ['terms', { housingType: 'ROOM', contractType: 'DEPOSIT_RENT' }, 'jeonsePrice'],
    ['terms', { housingType: 'ROOM', contractType: 'MONTHLY_RENT' }, 'wolsePrice'],
    ['terms', { housingType: 'ROOM' }, 'contractType'],
    ['terms', { housingType: 'DORMITORY' }, 'dormitoryAmenities'],
    ['terms', { housingType: 'AGENCY' }, null],
    ['photos', { housingType: 'AGENCY' }, 'photos'],
    ['address', { housingType: 'ROOM' }, 'addressEntry'],
  ] as const)('%s of %j opens %s', (row, facts, step) => {
    expect(confirmRowStep(row, draft(facts as Partial<ReviewDraft>))).toBe(step);
  });
});

describe('answers and resuming', () => {
  const facts = { mode: 'create' as const, photoCount: 2 };

  it('a complete general draft has every step answered', () => {
    const d = answeredGeneral();
    for (const id of createPath(d)) expect(isStepComplete(id, d, facts), id).toBe(true);
    expect(firstIncompleteStep(d, facts)).toBe('confirm');
    expect(firstIncompleteStep(d, { ...facts, photoCount: 1 })).toBe('photos');
  });

  it('a step past an unanswered one is not reachable (a resumed or typed URL)', () => {
    const d = { ...answeredGeneral(), floorType: null };
    expect(reachableCreateStep('content', d, facts)).toBe('floor');
    expect(reachableCreateStep('pin', d, facts)).toBe('pin');
    expect(reachableCreateStep('content', draft(), facts)).toBe('type');
    // The agency row target is reachable from confirm although the path skips it.
    const agency = draft({ housingType: 'AGENCY', detailedAddress: '찐빵부동산', address: 'x' });
    expect(reachableCreateStep('agency', agency, facts)).toBe('agency');
  });

  it('amounts over the limits are not answers', () => {
    const d = { ...answeredGeneral(), deposit: 3_000_000_000 };
    expect(isStepComplete('wolsePrice', d, facts)).toBe(false);
  });

  it('agency cannot be chosen when creating', () => {
    expect(isStepComplete('type', draft({ housingType: 'AGENCY' }), facts)).toBe(false);
    expect(isStepComplete('type', draft({ housingType: 'AGENCY' }), { mode: 'edit' })).toBe(true);
  });
});

describe('type changes (spec 001 §2.3)', () => {
  it('a change between groups resets, within a group it does not', () => {
    expect(typeChangeResetsDraft('ROOM', 'OFFICETEL')).toBe(false);
    expect(typeChangeResetsDraft('ROOM', 'DORMITORY')).toBe(true);
    expect(typeChangeResetsDraft('DORMITORY', 'AGENCY')).toBe(true);
    expect(typeChangeResetsDraft(null, 'DORMITORY')).toBe(false);
    expect(housingTypeGroupOf('BOARDING_HOUSE')).toBe('general');
  });

  it('agency cannot be chosen yet', () => {
    expect(canChooseCreateType('AGENCY')).toEqual({ ok: false, message: AGENCY_NOT_READY_MESSAGE });
    expect(canChooseCreateType('ROOM')).toEqual({ ok: true });
  });
});

describe('edit hub (spec 001 §2.4)', () => {
  it('the type screen has no dormitory or agency', () => {
    expect(EDIT_TYPE_OPTIONS).not.toContain('DORMITORY');
    expect(EDIT_TYPE_OPTIONS).not.toContain('AGENCY');
  });

  it('general: every row opens its step; terms opens the price screen of the contract type', () => {
    const rows = editHubRows('GENERAL', draft({ housingType: 'ROOM', contractType: 'DEPOSIT_RENT' }));
    expect(rows.map((r) => [r.row, r.step])).toEqual([
      ['type', 'type'],
      ['address', 'addressEntry'],
      ['detailAddress', 'floor'],
      ['contract', 'contractType'],
      ['terms', 'jeonsePrice'],
      ['depositReturn', 'depositReturn'],
      ['pros', 'pros'],
      ['cons', 'cons'],
      ['content', 'content'],
    ]);
    expect(rows.every((r) => !r.locked)).toBe(true);
  });

  it('dormitory locks its type; agency also the trade name and has no contract rows', () => {
    const dorm = editHubRows('DORM', draft({ housingType: 'DORMITORY' }));
    // A dormitory's or agency's place can be corrected with the place step.
    expect(dorm.filter((r) => r.locked).map((r) => r.row)).toEqual(['type']);
    expect(dorm.find((r) => r.row === 'contract')?.step).toBe('dormitoryConditions');
    expect(dorm.find((r) => r.row === 'detailAddress')?.label).toBe('기숙사 정보');
    const agency = editHubRows('AGENCY', draft({ housingType: 'AGENCY', detailedAddress: '찐빵부동산' }));
    expect(agency.map((r) => r.row)).toEqual(['type', 'address', 'detailAddress', 'pros', 'cons', 'content']);
    expect(agency.filter((r) => r.locked).map((r) => r.row)).toEqual(['type', 'detailAddress']);
  });

  it('only a row step or the step it hands over to may be opened', () => {
    const general = draft({ housingType: 'ROOM', contractType: 'MONTHLY_RENT' });
    expect(isEditStepAllowed('GENERAL', 'pin', general)).toBe(true);
    expect(isEditStepAllowed('GENERAL', 'jeonsePrice', general)).toBe(true);
    expect(isEditStepAllowed('GENERAL', 'photos', general)).toBe(false);
    expect(isEditStepAllowed('GENERAL', 'dormitoryInfo', general)).toBe(false);
    const dorm = draft({ housingType: 'DORMITORY' });
    expect(isEditStepAllowed('DORM', 'floor', dorm)).toBe(false);
    expect(isEditStepAllowed('DORM', 'addressEntry', dorm)).toBe(true);
    expect(isEditStepAllowed('DORM', 'dormitoryAmenities', dorm)).toBe(true);
    expect(isEditStepAllowed('AGENCY', 'agency', draft({ housingType: 'AGENCY' }))).toBe(false);
    expect(isEditStepAllowed('AGENCY', 'content', draft({ housingType: 'AGENCY' }))).toBe(true);
  });

  it('the progress of a step is its row among the hub rows', () => {
    const general = draft({ housingType: 'ROOM', contractType: 'MONTHLY_RENT' });
    expect(editProgress('GENERAL', 'content', general)).toEqual({ step: 9, total: 9 });
    expect(editProgress('GENERAL', 'pin', general)).toEqual({ step: 2, total: 9 });
    expect(editProgress('GENERAL', 'wolsePrice', general)).toEqual({ step: 5, total: 9 });
    expect(editProgress('GENERAL', 'depositReturn', general)).toEqual({ step: 6, total: 9 });
  });
});
