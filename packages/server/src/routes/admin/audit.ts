// The audit trail and the dashboard (/api/admin/audit, /api/admin/dashboard).
import { AUDIT_ACTION_LABELS } from '@jjinbbang/domain';
import {
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  dashboardResponseSchema,
} from '@jjinbbang/domain/schemas';
import { exportAuditCsv, listAudit, recordAudit } from '../../admin/audit.ts';
import { dashboard } from '../../admin/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../errors.ts';
import { createRouter, route } from '../../lib/route.ts';

const list = route({
  method: 'get',
  path: '/api/admin/audit',
  tags: ['운영: 기록'],
  summary: '처리 기록 (누가, 언제, 무엇을, 대상, 사유, 변경 전후): 대상·운영진·작업·기간·검색어로',
  auth: 'staff',
  request: { query: auditListQuerySchema },
  response: auditListResponseSchema,
});
const exportCsv = route({
  method: 'get',
  path: '/api/admin/audit/export.csv',
  tags: ['운영: 기록'],
  summary: '처리 기록 CSV 내보내기 (관리자, UTF-8 BOM: 엑셀에서 한글이 그대로 보여요)',
  auth: 'admin',
  request: { query: auditExportQuerySchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
});
const board = route({
  method: 'get',
  path: '/api/admin/dashboard',
  tags: ['운영: 현황'],
  summary: '대기 중인 일(가장 오래된 것과 함께)과 최근 30일의 후기·인증·신고 수',
  auth: 'staff',
  response: dashboardResponseSchema,
});

export function adminAuditRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const result = await listAudit(ctx.db, q);
    return ok(c, { ...result, page: q.page, size: q.size }, undefined, auditListResponseSchema);
  });
  app.openapi(exportCsv, async (c) => {
    const q = c.req.valid('query');
    const csv = await exportAuditCsv(ctx.db, q, AUDIT_ACTION_LABELS);
    // Exporting the trail is itself an action worth knowing about.
    await recordAudit(ctx.db, c.var.staffAuth.actor, {
      action: 'audit.export',
      targetType: 'audit',
      targetId: 'csv',
      after: { filters: q },
    });
    const day = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="jjinbbang-audit-${day}.csv"`,
      'cache-control': 'no-store',
    });
  });
  app.openapi(board, async (c) => ok(c, await dashboard(ctx.db), undefined, dashboardResponseSchema));
  return app;
}
