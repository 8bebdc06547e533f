import type { Dashboard } from '@jjinbbang/domain';
import { BarChart, ErrorState, Skeleton } from '@jjinbbang/ui';
import { Link } from 'wouter';
import { formatCount, formatDayLabel, formatDayTick, formatDuration, secondsSince } from '../../format';
import { certificatesQuery, reportsQuery, reviewsQuery } from '../../routes/paths';
import type { LoadState } from '../../shell/load-state';

export interface DashboardViewProps {
  /** 대기열과 최근 30일의 하루 건수. */
  dashboard: LoadState<Dashboard>;
  /** 지금 시각(기다린 시간을 셈). */
  now: Date;
}

const QUEUES = [
  {
    id: 'certificates',
    title: '입학 증명서 확인',
    unit: '대기',
    href: certificatesQuery.href(),
    empty: '확인할 증명서가 없어요',
  },
  {
    id: 'reports',
    title: '신고된 후기',
    unit: '접수',
    href: reportsQuery.href({ sort: 'oldest' }),
    empty: '처리할 신고가 없어요',
  },
  {
    id: 'appeals',
    title: '임시조치 검토 요청',
    unit: '요청',
    href: reviewsQuery.href({ status: 'blinded', appealed: true }),
    empty: '검토를 요청한 후기가 없어요',
  },
  {
    id: 'flagged',
    title: '금칙어 포함 후기',
    unit: '후기',
    href: reviewsQuery.href({ flagged: true }),
    empty: '금칙어가 들어간 후기가 없어요',
  },
] as const;

const CHARTS = [
  { key: 'reviews', title: '새 후기', seriesName: '후기' },
  { key: 'verifications', title: '학교 인증', seriesName: '인증' },
  { key: 'reports', title: '신고', seriesName: '신고' },
] as const;

/** The console's first page: what waits and since when, and the last 30 days of reviews, verifications, reports. */
export function DashboardView({ dashboard, now }: DashboardViewProps) {
  if (dashboard.status === 'error') {
    return (
      <ErrorState title="대시보드를 불러오지 못했어요" hint={dashboard.message} onRetry={dashboard.onRetry} />
    );
  }
  const data = dashboard.status === 'ready' ? dashboard.data : null;
  return (
    <div className="jbc-page">
      <section aria-labelledby="jbc-queues" className="jbc-section">
        <h2 id="jbc-queues" className="jbc-sectionTitle">
          기다리는 일
        </h2>
        <ul className="jbc-queueGrid">
          {QUEUES.map((queue) => {
            const value = data?.queues[queue.id];
            return (
              <li key={queue.id}>
                <Link href={queue.href} className="jbc-queueCard" aria-busy={!value || undefined}>
                  <span className="jbc-queueCard-title">{queue.title}</span>
                  {value ? (
                    <>
                      <span className="jbc-queueCard-count">{formatCount(value.count)}</span>
                      <span className="jbc-queueCard-age">
                        {value.oldestAt
                          ? `가장 오래된 것 ${formatDuration(secondsSince(value.oldestAt, now))} 전`
                          : queue.empty}
                      </span>
                    </>
                  ) : (
                    <>
                      <Skeleton width={72} height={32} />
                      <Skeleton width={160} height={16} />
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        {data && !data.precheckAvailable && (
          <p className="jbc-notice" data-tone="info">
            입학 증명서 자동 확인(글자 읽기)이 꺼져 있어요. 서버에 tesseract-ocr와 한국어
            데이터(tesseract-ocr-kor)를 설치하면 켜져요.
          </p>
        )}
      </section>
      <section aria-labelledby="jbc-daily" className="jbc-section">
        <h2 id="jbc-daily" className="jbc-sectionTitle">
          최근 30일
        </h2>
        <div className="jbc-chartGrid">
          {CHARTS.map((chart) =>
            data ? (
              <div key={chart.key} className="jbc-card">
                <BarChart
                  title={`하루 ${chart.title} 수`}
                  seriesName={chart.seriesName}
                  height={200}
                  data={data.daily.map((day) => ({
                    label: formatDayLabel(day.date),
                    tick: formatDayTick(day.date),
                    value: day[chart.key],
                  }))}
                />
              </div>
            ) : (
              <div
                key={chart.key}
                className="jbc-card"
                role="status"
                aria-label={`하루 ${chart.title} 수를 불러오는 중`}
              >
                <Skeleton height={248} />
              </div>
            ),
          )}
        </div>
      </section>
    </div>
  );
}
