import {
  CONTRACT_TYPE_LABELS,
  confirmRowStep,
  createFacilitiesToWire,
  depositReturnText,
  FLOOR_LABELS,
  formatGeneralPriceLine,
  formatManwon,
  getKeyword,
  HOUSING_TYPE_LABELS,
  housingTypeGroupOf,
  type KeywordCode,
  type ReviewDraft,
  SUMMARY_ROW_LABELS,
  type SummaryRow,
  summaryRowsFor,
  summaryText,
} from '@jjinbbang/domain';
import type { SummaryRowItem } from './SummaryRows';

const labels = (codes: readonly KeywordCode[]) => codes.map((code) => getKeyword(code).label).join(', ');

/** The text a confirm or edit-hub row shows for the draft (spec 001 §2.3 / §2.4). */
export function summaryValue(
  row: SummaryRow,
  draft: ReviewDraft,
  facts: { photoCount?: number } = {},
): string {
  const isDorm = draft.housingType === 'DORMITORY';
  switch (row) {
    case 'type':
      return draft.housingType ? HOUSING_TYPE_LABELS[draft.housingType] : '';
    case 'address':
      return draft.address;
    case 'detailAddress': {
      if (isDorm) {
        const parts = [
          draft.university,
          draft.dormitoryName,
          draft.roomCapacity ? `${draft.roomCapacity}인실` : '',
          draft.floorType ? FLOOR_LABELS[draft.floorType] : '',
        ];
        return parts.filter(Boolean).join(' · ');
      }
      const parts = [
        draft.detailedAddress,
        draft.space ? `${draft.space}평` : '',
        draft.floorType ? FLOOR_LABELS[draft.floorType] : '',
      ];
      return parts.filter(Boolean).join(' · ');
    }
    case 'contract': {
      if (isDorm) {
        const c = draft.dormitoryConditions;
        const parts = [
          c.hasDistanceCriteria ? `거리 기준 (${c.residenceArea})` : '',
          c.hasGradeCriteria ? `학점 기준 (${c.semesterGrade ?? ''})` : '',
        ].filter(Boolean);
        const fee = draft.dormitoryFee === null ? '' : `기숙사비 ${formatManwon(draft.dormitoryFee)}`;
        return [parts.length > 0 ? parts.join(', ') : '조건 없음', fee].filter(Boolean).join(' · ');
      }
      return draft.contractType ? CONTRACT_TYPE_LABELS[draft.contractType] : '';
    }
    case 'terms': {
      if (isDorm) {
        const wire = createFacilitiesToWire(draft.facilityConditions);
        return [
          wire.privateFacilities.length > 0 ? `개인 ${wire.privateFacilities.join(', ')}` : '',
          wire.publicFacilities.length > 0 ? `공용 ${wire.publicFacilities.join(', ')}` : '',
          `휴게시설 ${wire.lounge ? '있음' : '없음'}`,
        ]
          .filter(Boolean)
          .join(' · ');
      }
      if (draft.deposit === null || !draft.contractType) return '';
      return formatGeneralPriceLine({
        contractType: draft.contractType,
        deposit: draft.deposit,
        monthlyRent: draft.monthlyRent,
        maintenanceCost: draft.maintenanceCost,
      });
    }
    case 'depositReturn': {
      const record = draft.depositReturn;
      return record ? depositReturnText(record) : '남기지 않음';
    }
    case 'photos':
      return `${facts.photoCount ?? draft.images.length}장`;
    case 'pros':
      return labels(draft.pros);
    case 'cons':
      return labels(draft.cons);
    case 'content':
      return summaryText(draft.content);
  }
}

/** The confirm screen's rows for the draft (spec 001 §2.3): label, answer, and the step that changes it. */
export function confirmRows(draft: ReviewDraft, photoCount: number): SummaryRowItem[] {
  const group = housingTypeGroupOf(draft.housingType ?? 'ROOM');
  return summaryRowsFor(group).map((row) => ({
    row,
    label: SUMMARY_ROW_LABELS[group][row],
    value: summaryValue(row, draft, { photoCount }),
    step: confirmRowStep(row, draft),
  }));
}
