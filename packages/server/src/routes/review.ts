// HTTP of the review calls (api-contract §4, §5). The work is in ../reviews: input (parse and authorize),
// place (which building), photos and write (persistence in one transaction), detail (the read); the places'
// aggregates are recomputed by ../db/aggregates.
import { REVIEW_KINDS, type ReviewKind } from '@jjinbbang/domain';
import {
  createReviewBodySchemas,
  createReviewResponseSchema,
  deleteReviewResponseSchema,
  reportRequestSchema,
  reportResponseSchema,
  reviewDetailQuerySchema,
  reviewDetailResponseSchema,
  updateReviewBodySchemas,
  updateReviewResponseSchema,
} from '@jjinbbang/domain/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { reports, reviews } from '../db/schema.ts';
import { conflict, forbidden, notFound, ok } from '../errors.ts';
import { createRouter, describedBody, idParams, jsonBody, naming, route } from '../lib/route.ts';
import { readJson } from '../lib/validate.ts';
import { loadReviewDetail } from '../reviews/detail.ts';
import { authorsReview, createInput, REVIEW_NOT_FOUND, updateInput } from '../reviews/input.ts';
import { createReview, deleteReview, updateReview } from '../reviews/write.ts';

const KIND_NOT_FOUND = '후기 종류는 GENERAL, DORM, AGENCY 중 하나예요.';
const KIND_LABEL: Record<ReviewKind, string> = { GENERAL: '자취방', DORM: '기숙사', AGENCY: '공인중개사' };

const detail = route({
  method: 'get',
  path: '/api/v1/review/{id}',
  tags: ['후기'],
  summary: '후기 상세',
  auth: 'verified',
  request: { params: idParams(REVIEW_NOT_FOUND), query: reviewDetailQuerySchema },
  response: reviewDetailResponseSchema,
});

/** One operation per kind, each with its own body; the body's kind must match the path. */
const createOf = (kind: ReviewKind) =>
  route({
    method: 'post',
    path: `/api/v1/review/${kind}`,
    tags: ['후기 쓰기'],
    summary: `${KIND_LABEL[kind]} 후기 쓰기`,
    description:
      '건물은 buildingRequest의 placeId나 주소로 찾거나 새로 만들어요. 사진은 내가 올린 것만 쓸 수 있어요.',
    auth: 'verified',
    request: { body: describedBody(createReviewBodySchemas[kind]) },
    response: createReviewResponseSchema,
  });

/** Any other kind names no route. */
const unknownKind = route({
  method: 'post',
  path: '/api/v1/review/{kind}',
  hide: true,
  auth: 'none',
  request: { params: naming(z.object({ kind: z.enum(REVIEW_KINDS, { error: KIND_NOT_FOUND }) })) },
});

const edit = route({
  method: 'put',
  path: '/api/v1/review/{id}',
  tags: ['후기 쓰기'],
  summary: '후기 고치기 (작성자만; 후기의 종류는 바뀌지 않아요)',
  auth: 'user',
  request: {
    params: idParams(REVIEW_NOT_FOUND),
    body: describedBody(z.union(REVIEW_KINDS.map((kind) => updateReviewBodySchemas[kind]))),
  },
  response: updateReviewResponseSchema,
  errors: [403],
});

const remove = route({
  method: 'delete',
  path: '/api/v1/review/{id}',
  tags: ['후기 쓰기'],
  summary: '후기 지우기 (작성자만; 사진도 지워요)',
  auth: 'user',
  request: { params: idParams(REVIEW_NOT_FOUND) },
  response: deleteReviewResponseSchema,
  errors: [403],
});

const report = route({
  method: 'post',
  path: '/api/v1/review/{id}/report',
  tags: ['후기'],
  summary: '후기 신고 (작성자는 못 해요, 한 후기에 한 번)',
  auth: 'verified',
  request: { params: idParams(REVIEW_NOT_FOUND), body: jsonBody(reportRequestSchema) },
  response: reportResponseSchema,
  errors: [403, 409],
});

export function reviewRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(detail, async (c) => {
    const found = await loadReviewDetail(ctx, c.req.valid('param').id, c.var.user.id);
    if (!found) throw notFound(REVIEW_NOT_FOUND);
    return ok(c, found, undefined, reviewDetailResponseSchema);
  });

  for (const kind of REVIEW_KINDS) {
    app.openapi(createOf(kind), async (c) => {
      const input = createInput(kind, await readJson(c));
      const reviewId = await createReview(ctx, c.var.user, input);
      return ok(c, { reviewId }, '후기가 등록되었어요.', createReviewResponseSchema);
    });
  }
  app.openapi(unknownKind, () => {
    throw notFound(KIND_NOT_FOUND);
  });

  app.openapi(edit, async (c) => {
    const { id } = c.req.valid('param');
    const user = c.var.user;
    // The kind decides the body's schema: read it (and refuse strangers) before parsing.
    const existing = await authorsReview(ctx.db, id, user.id, '수정');
    const input = updateInput(existing.kind, await readJson(c));
    await updateReview(ctx, user, id, input);
    return ok(c, { reviewId: id }, '후기가 수정되었어요.', updateReviewResponseSchema);
  });

  app.openapi(remove, async (c) => {
    await deleteReview(ctx, c.var.user, c.req.valid('param').id);
    return ok(c, null, '후기가 삭제되었어요.', deleteReviewResponseSchema);
  });

  app.openapi(report, async (c) => {
    const { id } = c.req.valid('param');
    const user = c.var.user;
    const body = c.req.valid('json');
    const [target] = await ctx.db
      .select({ authorId: reviews.authorId })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!target) throw notFound(REVIEW_NOT_FOUND);
    if (target.authorId === user.id) throw forbidden('내가 쓴 후기는 신고할 수 없어요.');
    const inserted = await ctx.db
      .insert(reports)
      .values({ reviewId: id, reporterId: user.id, reason: body.reason.trim() })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (inserted.length === 0) throw conflict('이미 신고한 후기예요. 처리될 때까지 기다려 주세요.');
    return ok(c, null, '신고가 접수되었어요.', reportResponseSchema);
  });

  return app;
}
