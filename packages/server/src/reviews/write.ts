// Creating, editing and deleting a review: one transaction each, in four steps —
// authorize, resolve the place, persist the review and its photos, recompute the places' aggregates.
import { eq } from 'drizzle-orm';
import { flagReview } from '../admin/words.ts';
import type { UserRow } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { recomputePlaces } from '../db/aggregates.ts';
import { reviewMasks, reviews } from '../db/schema.ts';
import { deleteUnusedUploads } from '../services/uploads.ts';
import { authorsReview, type ReviewInput } from './input.ts';
import { photoKeys, replacePhotos } from './photos.ts';
import {
  assertCampus,
  placeIds,
  type ReviewPlace,
  removeEmptyPlaces,
  resolvePlace,
  samePlace,
} from './place.ts';

export async function createReview(ctx: AppContext, user: UserRow, input: ReviewInput): Promise<number> {
  if (!input.buildingRequest) throw new Error('a create input always names its place');
  const request = input.buildingRequest;
  return ctx.db.transaction(async (tx) => {
    const keys = await photoKeys(tx, ctx.config, input.imageUrls, user.id, null);
    if (input.campusId !== null) await assertCampus(tx, input.campusId);
    const { place } = await resolvePlace(tx, input.kind, request, input.campusId);
    const [created] = await tx
      .insert(reviews)
      .values({ kind: input.kind, ...place, authorId: user.id, imageCount: keys.length, ...input.columns })
      .returning({ id: reviews.id });
    if (!created) throw new Error('review insert returned nothing');
    await flagReview(tx, created.id, input.columns.content);
    await replacePhotos(tx, created.id, keys);
    await recomputePlaces(tx, placeIds(place));
    return created.id;
  });
}

export async function updateReview(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: ReviewInput,
): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const existing = await authorsReview(tx, id, user.id, '수정', true);
    const keys = await photoKeys(tx, ctx.config, input.imageUrls, user.id, id);
    if (input.campusId !== null && input.campusId !== existing.campusId)
      await assertCampus(tx, input.campusId);
    const before: ReviewPlace = { buildingId: existing.buildingId, agencyId: existing.agencyId };
    // A changed type, name, address or position moves the review to the right place (an existing one, or a new
    // one), or corrects the place when the review is its only one.
    const place = input.buildingRequest
      ? (
          await resolvePlace(tx, existing.kind, input.buildingRequest, input.campusId ?? existing.campusId, {
            current: { place: before, reviewId: id },
          })
        ).place
      : before;
    await tx
      .update(reviews)
      .set({ ...place, ...input.columns, imageCount: keys.length, updatedAt: new Date() })
      .where(eq(reviews.id, id));
    // A new text is judged afresh: staff masks of the old text go, prohibited words are looked for again.
    if (input.columns.content !== undefined) {
      await tx.delete(reviewMasks).where(eq(reviewMasks.reviewId, id));
      await flagReview(tx, id, input.columns.content);
    }
    const dropped = await replacePhotos(tx, id, keys);
    await recomputePlaces(tx, placeIds(before, place));
    if (!samePlace(before, place)) await removeEmptyPlaces(tx, placeIds(before));
    return dropped;
  });
  await deleteUnusedUploads(ctx, removed);
}

export async function deleteReview(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const existing = await authorsReview(tx, id, user.id, '삭제', true);
    const keys = await replacePhotos(tx, id, []);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recomputePlaces(tx, placeIds(existing));
    // As an edit that moves a review away does: a place left with no reviews is removed, and its bookmarks with
    // it. A building page, a marker or a bookmark with nothing to read is not kept.
    await removeEmptyPlaces(tx, placeIds(existing));
    return keys;
  });
  await deleteUnusedUploads(ctx, removed);
}
