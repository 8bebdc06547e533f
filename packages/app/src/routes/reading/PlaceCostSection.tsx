import {
  campusComparisonText,
  campusLabel,
  compareToCampus,
  type DepositReturnSummary as DepositSummary,
  formatDistance,
  type PlaceCost,
  walkingMinutes,
} from '@jjinbbang/domain';
import { DepositReturnSummary, MonthlyCostPanel } from '@jjinbbang/ui';
import type { ReactNode } from 'react';

export interface PlaceCostSectionProps {
  cost: PlaceCost;
  isAgency: boolean;
  isDormitory: boolean;
  /** The link to the campus page (the container builds it from the routes module). */
  campusLink?: (children: ReactNode) => ReactNode;
}

/** "보증금은 연 4.5%로 월세로 바꿔 월세·관리비와 더했어요." */
export function costBasisNote(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `월 실거주비 = 보증금 × 연 ${percent}%(전월세 전환율) ÷ 12 + 월세 + 관리비. 후기에 적힌 금액으로 계산했어요.`;
}

/**
 * 월 실거주비 with the campus comparison (general buildings) and the
 * 보증금 반환 기록 (general buildings and agencies). Dormitories show neither: their fee is on the campus page.
 */
export function PlaceCostSection({ cost, isAgency, isDormitory, campusLink }: PlaceCostSectionProps) {
  if (isDormitory) return null;
  const near = cost.campus;
  const label = near ? campusLabel(near.campus.universityName, near.campus.campusName) : null;
  const comparison =
    cost.cost && near?.cost && label
      ? (() => {
          const c = compareToCampus(cost.cost.median, near.cost.median);
          return { ...c, text: campusComparisonText(label, c), campusMedian: near.cost.median };
        })()
      : null;
  return (
    <div className="jb-reading-cost">
      {!isAgency && (
        <section className="jb-reading-section" aria-label="월 실거주비와 캠퍼스 비교">
          <MonthlyCostPanel
            summary={cost.cost}
            sampleCount={cost.sampleCount}
            perPyeong={cost.costPerPyeong?.median ?? null}
            histogram={cost.histogram}
            comparison={comparison}
            minSample={cost.basis.minSample}
            compareLabel={label ? `${label} 주변 중간값` : undefined}
            basisNote={costBasisNote(cost.basis.conversionRate)}
          />
          {near && label && campusLink && (
            <p className="jb-reading-cost-campus">
              {campusLink(`${label} 기숙사 vs 자취 비교 보기`)}
              <span>
                {' '}
                · 도보 약 {walkingMinutes(near.walkingMetres)}분({formatDistance(near.walkingMetres)})
              </span>
            </p>
          )}
        </section>
      )}
      <section className="jb-reading-section" aria-label="보증금 반환">
        <DepositReturnSummary
          summary={cost.depositReturns as DepositSummary}
          subject={isAgency ? '이 중개사무소를 통해 계약한 집' : '이 건물'}
        />
      </section>
    </div>
  );
}
