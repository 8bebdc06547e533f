import {
  type CampusCost,
  campusLabel,
  dormVsOffCampusSummary,
  formatDistance,
  formatMonthlyCost,
  formatRating,
  getKeyword,
  isKeywordCode,
} from '@jjinbbang/domain';
import {
  AppHeader,
  Button,
  CostDistributionChart,
  DepositReturnSummary,
  ErrorState,
  KeywordCountChips,
  Skeleton,
} from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { GoneActions } from '../common/GoneActions';
import { costBasisNote } from '../reading/PlaceCostSection';
import './campus.css';

export interface CampusViewProps {
  /** `gone`: no such campus (a wrong or old address) — a way back, no retry. */
  status: 'loading' | 'error' | 'gone' | 'ready';
  data?: CampusCost;
  errorText?: string | null;
  onRetry: (() => void) | null;
  onBack: () => void;
  /** Link to a dormitory's page (built by the container from the routes module). */
  dormLink: (id: number, children: ReactNode) => ReactNode;
  /** Link to the map around the campus. */
  mapLink: (children: ReactNode) => ReactNode;
}

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
const keywordText = (keys: readonly { key: string }[]) =>
  keys
    .filter((k) => isKeywordCode(k.key))
    .slice(0, 3)
    .map((k) => (isKeywordCode(k.key) ? getKeyword(k.key).label : ''))
    .join(', ');

/** `/campus/{id}`: 기숙사 vs 자취 — the campus's dormitories beside the off-campus rooms within walking distance. */
export function CampusView({ status, data, errorText, onRetry, onBack, dormLink, mapLink }: CampusViewProps) {
  if (status === 'gone') {
    return (
      <>
        <AppHeader title="기숙사 vs 자취" onBack={onBack} />
        <ErrorState
          headingLevel={1}
          title="캠퍼스를 찾을 수 없어요"
          hint="주소가 바뀌었거나 없는 캠퍼스예요. 홈에서 학교를 다시 골라 주세요."
          action={<GoneActions onBack={onBack} />}
        />
      </>
    );
  }
  if (status === 'error' || (status === 'ready' && !data)) {
    return (
      <>
        <AppHeader title="기숙사 vs 자취" onBack={onBack} />
        <ErrorState
          headingLevel={1}
          title="캠퍼스 정보를 불러오지 못했어요"
          hint={errorText ?? '잠시 후 다시 시도해 주세요.'}
          onRetry={onRetry ?? undefined}
          action={
            <Button variant="secondary" onClick={onBack}>
              돌아가기
            </Button>
          }
        />
      </>
    );
  }
  if (status === 'loading' || !data) {
    return (
      <>
        <AppHeader title="기숙사 vs 자취" onBack={onBack} />
        <div role="status" aria-busy="true" className="jb-campus-page">
          <span className="jb-visually-hidden">캠퍼스 정보를 불러오는 중</span>
          <Skeleton shape="text" width="60%" height={28} />
          <Skeleton height={96} />
          <div className="jb-campus-columns">
            <Skeleton height={220} />
            <Skeleton height={220} />
          </div>
        </div>
      </>
    );
  }
  const label = campusLabel(data.campus.universityName, data.campus.campusName);
  const off = data.offCampus;
  const withFee = data.dormitories.filter((d) => d.feePerMonth !== null);
  const cheapest = withFee.reduce<(typeof withFee)[number] | null>(
    (best, d) => (best === null || (d.feePerMonth ?? 0) < (best.feePerMonth ?? 0) ? d : best),
    null,
  );
  const summary = dormVsOffCampusSummary({
    dormFeePerMonth: cheapest?.feePerMonth ?? null,
    dormName: cheapest?.name ?? null,
    offCampusMedian: off.cost?.median ?? null,
    commuteShare: off.commuteShare,
    dormHasCriteria: data.dormitories.some(
      (d) => (d.gradeCriteriaShare ?? 0) > 0 || (d.distanceCriteriaShare ?? 0) > 0,
    ),
  });
  const radius = formatDistance(data.basis.radiusMetres);
  return (
    <>
      <AppHeader title="기숙사 vs 자취" onBack={onBack} />
      <div className="jb-campus-page">
        <h1 className="jb-campus-title">{label}</h1>
        <section className="jb-campus-answer" aria-labelledby="campus-answer">
          <h2 id="campus-answer" className="jb-campus-answer-title">
            기숙사와 자취, 어디가 나을까요?
          </h2>
          <ul>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <div className="jb-campus-columns">
          <section className="jb-campus-column" aria-labelledby="campus-dorms" data-side="dormitory">
            <h2 id="campus-dorms" className="jb-campus-column-title">
              기숙사 <span>{data.dormitories.length}곳</span>
            </h2>
            {data.dormitories.length === 0 ? (
              <p className="jb-campus-muted">아직 이 캠퍼스 기숙사 후기가 없어요.</p>
            ) : (
              <ul className="jb-campus-list">
                {data.dormitories.map((d) => (
                  <li key={d.id} className="jb-campus-card">
                    <h3 className="jb-campus-card-title">{dormLink(d.id, d.name)}</h3>
                    <dl className="jb-campus-facts">
                      <div>
                        <dt>한 달</dt>
                        <dd>{d.feePerMonth === null ? '—' : `약 ${formatMonthlyCost(d.feePerMonth)}`}</dd>
                      </div>
                      <div>
                        <dt>한 학기</dt>
                        <dd>{d.feePerSemester === null ? '—' : formatMonthlyCost(d.feePerSemester)}</dd>
                      </div>
                      <div>
                        <dt>평점</dt>
                        <dd>
                          {d.rating === null ? '—' : `★ ${formatRating(d.rating)}`} (후기 {d.reviewCount}개)
                        </dd>
                      </div>
                      <div>
                        <dt>입사 조건</dt>
                        <dd>
                          학점 기준 {percent(d.gradeCriteriaShare)} · 거리 기준{' '}
                          {percent(d.distanceCriteriaShare)}
                          {d.capacities.length > 0 && ` · ${d.capacities.map((c) => `${c}인실`).join('/')}`}
                        </dd>
                      </div>
                    </dl>
                    {d.keywords.length > 0 && (
                      <p className="jb-campus-muted">많이 꼽은 장점: {keywordText(d.keywords)}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="jb-campus-column" aria-labelledby="campus-off" data-side="off-campus">
            <h2 id="campus-off" className="jb-campus-column-title">
              자취{' '}
              <span>
                도보 {radius} 안 {off.buildingCount}곳
              </span>
            </h2>
            <dl className="jb-campus-facts">
              <div>
                <dt>월 실거주비 중간값</dt>
                <dd>
                  {off.cost ? (
                    <strong>월 {formatMonthlyCost(off.cost.median)}</strong>
                  ) : (
                    `후기가 ${data.basis.minSample}개 이상 모이면 보여드려요`
                  )}
                </dd>
              </div>
              {off.cost && (
                <div>
                  <dt>절반이 낸 범위</dt>
                  <dd>
                    월 {formatMonthlyCost(off.cost.p25)}~{formatMonthlyCost(off.cost.p75)} (후기{' '}
                    {off.cost.count}개)
                  </dd>
                </div>
              )}
              <div>
                <dt>평점</dt>
                <dd>{off.rating === null ? '—' : `★ ${formatRating(off.rating)}`}</dd>
              </div>
              <div>
                <dt>통학 편리</dt>
                <dd>후기의 {percent(off.commuteShare)}</dd>
              </div>
            </dl>
            {off.keywords.length > 0 && (
              <p className="jb-campus-muted">많이 꼽은 장점: {keywordText(off.keywords)}</p>
            )}
            {off.cost && off.histogram.length > 0 && (
              <CostDistributionChart
                bins={off.histogram}
                marker={{ value: off.cost.median, label: '자취 중간값' }}
                compareMarker={
                  cheapest?.feePerMonth != null
                    ? { value: cheapest.feePerMonth, label: `${cheapest.name} 한 달` }
                    : null
                }
                caption="자취방 월 실거주비 분포"
              />
            )}
            <p className="jb-campus-muted">{mapLink('지도에서 자취방 보기')}</p>
          </section>
        </div>
        {off.keywords.length > 0 && (
          <section className="jb-campus-section" aria-labelledby="campus-keywords">
            <h2 id="campus-keywords" className="jb-campus-column-title">
              자취방 후기에서 많이 나온 장점
            </h2>
            <KeywordCountChips
              keywords={off.keywords.flatMap((k) =>
                isKeywordCode(k.key) ? [{ key: k.key, count: k.count }] : [],
              )}
            />
          </section>
        )}
        <section className="jb-campus-section" aria-label="자취방 보증금 반환">
          <DepositReturnSummary
            summary={off.depositReturns}
            title="자취방 보증금 반환 기록"
            subject={`${label} 주변 자취방`}
          />
        </section>
        <p className="jb-campus-basis">
          {costBasisNote(data.basis.conversionRate)} 기숙사비는 한 학기를 4개월로 나눠 한 달 금액으로
          바꿨어요. 도보 거리는 직선거리의 1.3배로 어림했어요.
        </p>
      </div>
    </>
  );
}
