// HTTP of the review calls (api-contract §4, §5). The work is in ../reviews: input (parse and authorize),
// place (which building), photos and write (persistence in one transaction), detail (the read); the places'
// aggregates are recomputed by ../db/aggregates.
import {
  createReviewResponseSchema,
  deleteReviewResponseSchema,
  reportRequestSchema,
  reportResponseSchema,
  reviewDetailQuerySchema,
  reviewDetailResponseSchema,
  updateReviewResponseSchema,
} from '@jjinbbang/domain/schemas';
import { and, eq } from 'drizzle-orm';
import { requireUser, requireVerified } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { reports, reviews } from '../db/schema.ts';
import { conflict, forbidden, notFound, ok } from '../errors.ts';
import { createRouter } from '../lib/route.ts';
import { parseJsonBody, pathId, readJson, validate } from '../lib/validate.ts';
import { loadReviewDetail } from '../reviews/detail.ts';
import { authorsReview, createInput, pathKind, REVIEW_NOT_FOUND, updateInput } from '../reviews/input.ts';
import { publicReview } from '../reviews/visibility.ts';
import { createReview, deleteReview, updateReview } from '../reviews/write.ts';

export function reviewRoutes(ctx: AppContext) {
  const app = createRouter();

  app.get('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    validate(reviewDetailQuerySchema, c.req.query());
    const user = await requireVerified(c, ctx);
    const detail = await loadReviewDetail(ctx, id, user.id);
    if (!detail) throw notFound(REVIEW_NOT_FOUND);
    return ok(c, detail, undefined, reviewDetailResponseSchema);
  });

  app.post('/api/v1/review/:kind', async (c) => {
    const kind = pathKind(c.req.param('kind'));
    const user = await requireVerified(c, ctx);
    const input = createInput(kind, await readJson(c));
    const reviewId = await createReview(ctx, user, input);
    return ok(c, { reviewId }, '후기가 등록되었어요.', createReviewResponseSchema);
  });

  app.put('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireUser(c, ctx);
    // The kind decides the body's schema: read it (and refuse strangers) before parsing.
    const existing = await authorsReview(ctx.db, id, user.id, '수정');
    const input = updateInput(existing.kind, await readJson(c));
    await updateReview(ctx, user, id, input);
    return ok(c, { reviewId: id }, '후기가 수정되었어요.', updateReviewResponseSchema);
  });

  app.delete('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireUser(c, ctx);
    await deleteReview(ctx, user, id);
    return ok(c, null, '후기가 삭제되었어요.', deleteReviewResponseSchema);
  });

  app.post('/api/v1/review/:id/report', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireVerified(c, ctx);
    const body = await parseJsonBody(c, reportRequestSchema);
    const [target] = await ctx.db
      .select({ authorId: reviews.authorId })
      .from(reviews)
      .where(and(eq(reviews.id, id), publicReview()))
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
