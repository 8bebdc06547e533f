import { emptyReviewDraft, type ReviewDraft } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { createWizardStateSchema, editWizardStateSchema } from './draft-state';
import { summaryValue } from './summary';

const general: ReviewDraft = {
  ...emptyReviewDraft(),
  housingType: 'ROOM',
  address: '경남 진주시 진주대로 501',
  detailedAddress: '찐빵빌',
  space: 7.5,
  floorType: 'MID',
  contractType: 'MONTHLY_RENT',
  deposit: 500,
  monthlyRent: 45,
  maintenanceCost: 0,
  pros: ['PO_BD_LO_01', 'PO_BD_ST_01'],
  content: `  ${'가'.repeat(80)}  `,
};

describe('summaryValue', () => {
  it('describes a general draft row by row', () => {
    expect(summaryValue('type', general)).toBe('원/투룸');
    expect(summaryValue('detailAddress', general)).toBe('찐빵빌 · 7.5평 · 중층');
    expect(summaryValue('contract', general)).toBe('월세');
    // spec 001 §5: a management fee of 0 means none.
    expect(summaryValue('terms', general)).toBe('월세 500/45');
    expect(summaryValue('pros', general)).toBe('교통 편리, 좋은 채광');
    // spec 001 §5: summaries show 68 characters and an ellipsis.
    expect(summaryValue('content', general)).toBe(`${'가'.repeat(68)}…`);
    expect(summaryValue('photos', general, { photoCount: 3 })).toBe('3장');
  });

  it('describes a dormitory draft with its conditions and facilities', () => {
    const dorm: ReviewDraft = {
      ...emptyReviewDraft(),
      housingType: 'DORMITORY',
      university: '경상국립대학교',
      dormitoryName: '가좌 기숙사',
      roomCapacity: 2,
      floorType: 'HIGH',
      dormitoryFee: 120,
      dormitoryConditions: {
        hasDistanceCriteria: false,
        hasGradeCriteria: true,
        residenceArea: '',
        semesterGrade: 3.8,
      },
      facilityConditions: {
        화장실: '공용',
        샤워실: '공용',
        냉장고: '개인',
        전자레인지: '없음',
        세탁기: '공용',
        휴게시설: '있음',
      },
    };
    expect(summaryValue('detailAddress', dorm)).toBe('경상국립대학교 · 가좌 기숙사 · 2인실 · 고층');
    expect(summaryValue('contract', dorm)).toBe('학점 기준 (3.8) · 기숙사비 120만원');
    expect(summaryValue('terms', dorm)).toBe('개인 냉장고 · 공용 화장실, 샤워실, 세탁기 · 휴게시설 있음');
  });
});

describe('stored drafts', () => {
  it('restores what the wizard saves and rejects anything else', () => {
    const state = { ownerId: 7, draft: general, photoIds: ['a', 'b'], lastStep: 'floor' };
    expect(createWizardStateSchema.safeParse(JSON.parse(JSON.stringify(state))).success).toBe(true);
    expect(
      createWizardStateSchema.safeParse({ ...state, draft: { ...general, housingType: 'CASTLE' } }).success,
    ).toBe(false);
    // A draft without an owner (stored before drafts were kept per user) is not restored.
    expect(createWizardStateSchema.safeParse({ draft: general, photoIds: [] }).success).toBe(false);
    expect(editWizardStateSchema.safeParse({ ownerId: 7, kind: 'GENERAL', draft: general }).success).toBe(
      true,
    );
  });
});
