// The report queue and the staff's reviews (/api/admin/reports, /api/admin/reviews/*).

import { REVIEW_ACTION_LABELS } from '@jjinbbang/domain';
import {
  adminReviewDetailResponseSchema,
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  maskRequestSchema,
  reportGroupListQuerySchema,
  reportGroupListResponseSchema,
  restoreReviewRequestSchema,
  reviewActionRequestSchema,
  unmaskQuerySchema,
} from '@jjinbbang/domain/schemas';
import {
  actOnReview,
  listReportGroups,
  listReviews,
  maskReview,
  REVIEW_NOT_FOUND,
  reviewDetail,
  unmaskReview,
} from '../../admin/moderation.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../errors.ts';
import { createRouter, idParams, jsonBody, route } from '../../lib/route.ts';

const TAGS = ['운영: 신고와 후기'];
const params = idParams(REVIEW_NOT_FOUND);
const maskParams = params.extend({ maskId: idParams('가린 부분을 찾을 수 없어요.').shape.id });

const reports = route({
  method: 'get',
  path: '/api/admin/reports',
  tags: TAGS,
  summary: '신고를 후기별로 묶은 목록 (접수 / 처리완료, 신고 많은 순·오래된 순·최근 순)',
  auth: 'staff',
  request: { query: reportGroupListQuerySchema },
  response: reportGroupListResponseSchema,
});
const list = route({
  method: 'get',
  path: '/api/admin/reviews',
  tags: TAGS,
  summary: '후기 검색: 내용, 대학교, 기간, 상태(공개/임시조치/삭제), 금칙어 포함, 검토 요청',
  auth: 'staff',
  request: { query: adminReviewListQuerySchema },
  response: adminReviewListResponseSchema,
});
const detail = route({
  method: 'get',
  path: '/api/admin/reviews/{id}',
  tags: TAGS,
  summary: '후기 한 건: 가리기 전 내용, 신고, 가림, 금칙어, 검토 요청, 처리 기록',
  auth: 'staff',
  request: { params },
  response: adminReviewDetailResponseSchema,
});
const act = route({
  method: 'post',
  path: '/api/admin/reviews/{id}/actions',
  tags: TAGS,
  summary: '후기 처리: 신고 기각, 임시조치(30일), 해제, 유지, 삭제, 금칙어 확인',
  description:
    '`version`은 운영진이 본 후기의 버전이에요. 그사이 다른 운영진이 처리했으면 409예요. 신고 기각·임시조치·삭제는 접수된 신고를 모두 처리완료로 닫아요.',
  auth: 'staff',
  request: { params, body: jsonBody(reviewActionRequestSchema) },
  response: adminReviewResponseSchema,
  errors: [409],
});
const restore = route({
  method: 'post',
  path: '/api/admin/reviews/{id}/restore',
  tags: TAGS,
  summary: '삭제 취소 (관리자)',
  auth: 'admin',
  request: { params, body: jsonBody(restoreReviewRequestSchema) },
  response: adminReviewResponseSchema,
  errors: [409],
});
const mask = route({
  method: 'post',
  path: '/api/admin/reviews/{id}/masks',
  tags: TAGS,
  summary: '내용 일부 가리기 (욕설·비방, 개인정보 노출, 허위 의심, 기타)',
  description: '`start`와 `end`는 글자 위치예요 (0부터, end는 포함하지 않아요).',
  auth: 'staff',
  request: { params, body: jsonBody(maskRequestSchema) },
  response: adminReviewDetailResponseSchema,
  errors: [409, 422],
});
const unmask = route({
  method: 'delete',
  path: '/api/admin/reviews/{id}/masks/{maskId}',
  tags: TAGS,
  summary: '가림 풀기',
  auth: 'staff',
  request: { params: maskParams, query: unmaskQuerySchema },
  response: adminReviewDetailResponseSchema,
  errors: [409],
});

export function adminReviewRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(reports, async (c) => {
    const q = c.req.valid('query');
    const result = await listReportGroups(ctx.db, q);
    return ok(c, { ...result, page: q.page, size: q.size }, undefined, reportGroupListResponseSchema);
  });

  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const result = await listReviews(ctx.db, q);
    return ok(c, { ...result, page: q.page, size: q.size }, undefined, adminReviewListResponseSchema);
  });

  app.openapi(detail, async (c) =>
    ok(c, await reviewDetail(ctx.db, c.req.valid('param').id), undefined, adminReviewDetailResponseSchema),
  );

  app.openapi(act, async (c) => {
    const body = c.req.valid('json');
    const review = await actOnReview(ctx, c.var.staffAuth.actor, c.req.valid('param').id, body);
    return ok(c, review, `${REVIEW_ACTION_LABELS[body.action]} 처리했어요.`, adminReviewResponseSchema);
  });

  app.openapi(restore, async (c) => {
    const body = c.req.valid('json');
    const review = await actOnReview(ctx, c.var.staffAuth.actor, c.req.valid('param').id, {
      action: 'restore',
      ...body,
    });
    return ok(c, review, '삭제를 취소했어요.', adminReviewResponseSchema);
  });

  app.openapi(mask, async (c) => {
    const detailAfter = await maskReview(
      ctx,
      c.var.staffAuth.actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, detailAfter, '가렸어요.', adminReviewDetailResponseSchema);
  });

  app.openapi(unmask, async (c) => {
    const { id, maskId } = c.req.valid('param');
    const detailAfter = await unmaskReview(
      ctx,
      c.var.staffAuth.actor,
      id,
      maskId,
      c.req.valid('query').version,
    );
    return ok(c, detailAfter, '가림을 풀었어요.', adminReviewDetailResponseSchema);
  });

  return app;
}
