import type { Precheck } from '@jjinbbang/domain';
import { formatPercent } from '../../format';

/** The pre-check's guess in a few words, for a table cell and the detail's heading. */
export function precheckSummary(precheck: Precheck): string {
  switch (precheck.state) {
    case 'off':
      return '자동 확인이 꺼져 있어요';
    case 'queued':
    case 'running':
      return '자동 확인 중이에요';
    case 'failed':
      return '자동 확인에 실패했어요';
    case 'done':
      if (!precheck.university) return '학교 이름을 찾지 못했어요';
      return precheck.confidence === null
        ? precheck.university.name
        : `${precheck.university.name} · 확신 ${formatPercent(precheck.confidence)}`;
  }
}
