import {
  type CreateAgencyReviewBody,
  type CreateDormitoryReviewBody,
  type CreateGeneralReviewBody,
  isReviewKind,
  type ReviewKind,
  reviewKindOfBody,
} from '@jjinbbang/domain';
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
import { and, eq, inArray, sql } from 'drizzle-orm';
import { requireUser, requireVerified, type UserRow } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { recomputePlaces } from '../db/aggregates.ts';
import type { Db } from '../db/client.ts';
import { query } from '../db/client.ts';
import { agencies, buildings, campuses, reports, reviewImages, reviews, uploads } from '../db/schema.ts';
import { createRouter } from '../env.ts';
import { badRequest, conflict, forbidden, notFound, ok } from '../errors.ts';
import { reviewInfo, reviewVariant } from '../lib/items.ts';
import { fileUrl, keyFromUrl } from '../lib/urls.ts';
import { pathId, readJson, validate } from '../lib/validate.ts';

const REVIEW_NOT_FOUND = '해당 후기를 찾을 수 없어요.';

type AnyBody = CreateGeneralReviewBody | CreateDormitoryReviewBody | CreateAgencyReviewBody;
type BuildingRequest = NonNullable<AnyBody['buildingRequest']>;

/** Normalised columns of a review body, whatever its kind. */
function reviewColumns(kind: ReviewKind, body: AnyBody) {
  const positive = [...body.keywords.positive];
  const negative = [...body.keywords.negative];
  const common = { positive, negative, keywords: [...positive, ...negative] };
  if (kind === 'GENERAL') {
    const g = (body as CreateGeneralReviewBody).generalReview;
    return {
      ...common,
      rating: g.rating,
      content: g.content.trim(),
      contractType: g.contractType,
      deposit: g.deposit,
      monthlyRent: g.contractType === 'DEPOSIT_RENT' ? null : g.monthlyRent,
      maintenanceCost: g.maintenanceCost,
      floor: g.floor,
      space: g.space,
    };
  }
  if (kind === 'DORM') {
    const d = body as CreateDormitoryReviewBody;
    return {
      ...common,
      rating: d.dormitoryReview.rating,
      content: d.dormitoryReview.content.trim(),
      floor: d.dormitoryReview.floor,
      campusId: d.dormitoryReview.campusId,
      capacity: d.dormitoryReview.capacity,
      dormFee: d.dormitoryReview.dormFee,
      currentRegion: d.condition.currentRegion?.trim() || null,
      currentGrade: d.condition.currentGrade === null ? null : Number(d.condition.currentGrade),
      privateFacilities: [...new Set(d.facilities.privateFacilities)],
      publicFacilities: [...new Set(d.facilities.publicFacilities)],
      lounge: d.facilities.lounge,
    };
  }
  const a = (body as CreateAgencyReviewBody).agencyReview;
  return { ...common, rating: a.rating, content: a.content.trim() };
}

export function reviewRoutes(ctx: AppContext) {
  const app = createRouter();
  const { db, config } = ctx;

  /** Image URLs must be files this server stores: uploaded by the author, or already on the review. */
  async function imageKeys(
    tx: Db,
    urls: string[],
    user: UserRow,
    reviewId: number | null,
  ): Promise<string[]> {
    const keys = urls.map((url, i) => {
      const key = keyFromUrl(config, url);
      if (!key) throw badRequest(`'imageUrls[${i}]' 항목은 이 서비스에 업로드한 사진이어야 해요.`);
      return key;
    });
    if (new Set(keys).size !== keys.length)
      throw badRequest("'imageUrls' 항목에 같은 사진이 두 번 들어 있어요.");
    if (keys.length === 0) return keys;
    const known = new Set<string>();
    const owned = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, user.id)));
    for (const row of owned) known.add(row.key);
    if (reviewId !== null) {
      const current = await tx
        .select({ key: reviewImages.key })
        .from(reviewImages)
        .where(eq(reviewImages.reviewId, reviewId));
      for (const row of current) known.add(row.key);
    }
    keys.forEach((key, i) => {
      if (!known.has(key)) throw badRequest(`'imageUrls[${i}]' 항목은 이 서비스에 업로드한 사진이어야 해요.`);
    });
    return keys;
  }

  /** Finds the reviewed place by its code or creates it (api-contract §5). */
  async function resolvePlace(
    tx: Db,
    kind: ReviewKind,
    request: BuildingRequest,
    campusId: number | null,
  ): Promise<{ buildingId: number | null; agencyId: number | null }> {
    const code = request.buildingCode.trim();
    if (kind === 'AGENCY') {
      await tx
        .insert(agencies)
        .values({
          code,
          name: request.name.trim(),
          address: request.address.trim(),
          latitude: request.latitude,
          longitude: request.longitude,
        })
        .onConflictDoNothing({ target: agencies.code });
      const [row] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.code, code))
        .limit(1);
      if (!row) throw notFound('공인중개사를 찾을 수 없어요.');
      return { buildingId: null, agencyId: row.id };
    }
    const type = kind === 'DORM' ? 'DORMITORY' : request.type;
    await tx
      .insert(buildings)
      .values({
        code,
        name: request.name.trim(),
        type: type as 'ROOM',
        address: request.address.trim(),
        latitude: request.latitude,
        longitude: request.longitude,
        campusId: kind === 'DORM' ? campusId : null,
      })
      .onConflictDoNothing({ target: buildings.code });
    const [row] = await tx
      .select({ id: buildings.id, type: buildings.type })
      .from(buildings)
      .where(eq(buildings.code, code))
      .limit(1);
    if (!row) throw notFound('건물을 찾을 수 없어요.');
    if ((kind === 'DORM') !== (row.type === 'DORMITORY')) {
      throw badRequest(
        kind === 'DORM'
          ? "'buildingRequest.buildingCode' 항목은 기숙사 건물이어야 해요."
          : "'buildingRequest.buildingCode' 항목은 기숙사가 아닌 건물이어야 해요.",
      );
    }
    return { buildingId: row.id, agencyId: null };
  }

  async function assertCampus(tx: Db, campusId: number) {
    const [row] = await tx
      .select({ id: campuses.id })
      .from(campuses)
      .where(eq(campuses.id, campusId))
      .limit(1);
    if (!row) throw notFound("'dormitoryReview.campusId' 캠퍼스를 찾을 수 없어요.");
  }

  async function deleteFiles(keys: string[]) {
    const own = keys.filter((k) => k.startsWith('reviews/'));
    if (own.length === 0) return;
    // Only files no review references any more.
    const still = await db
      .select({ key: reviewImages.key })
      .from(reviewImages)
      .where(inArray(reviewImages.key, own));
    const used = new Set(still.map((r) => r.key));
    for (const key of own.filter((k) => !used.has(k))) {
      await ctx.storage
        .delete(key)
        .catch((err) => ctx.logger.warn({ err, key }, 'could not delete an image'));
      await db.delete(uploads).where(eq(uploads.key, key));
    }
  }

  // --- Detail ------------------------------------------------------------------------------------------------

  app.get('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    validate(reviewDetailQuerySchema, c.req.query());
    const user = await requireVerified(c, ctx);
    const [row] = await query<Record<string, unknown> & { id: number; kind: ReviewKind }>(
      db,
      sql`SELECT r.*, COALESCE(b.name, a.name) AS place_name, COALESCE(b.type, 'AGENCY') AS place_type,
            COALESCE(b.id, a.id) AS place_id, COALESCE(b.code, a.code) AS place_code,
            COALESCE(b.address, a.address) AS place_address,
            COALESCE(b.latitude, a.latitude) AS place_lat, COALESCE(b.longitude, a.longitude) AS place_lng,
            u.name AS university_name,
            EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.user_id = ${user.id}) AS liked
          FROM reviews r
          LEFT JOIN buildings b ON b.id = r.building_id
          LEFT JOIN agencies a ON a.id = r.agency_id
          LEFT JOIN campuses c ON c.id = COALESCE(r.campus_id, b.campus_id)
          LEFT JOIN universities u ON u.id = c.university_id
          WHERE r.id = ${id}`,
    );
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const images = await db
      .select({ key: reviewImages.key })
      .from(reviewImages)
      .where(eq(reviewImages.reviewId, id))
      .orderBy(reviewImages.position);
    const r = row as never as Parameters<typeof reviewVariant>[0] & Record<string, unknown>;
    const detail: Record<string, unknown> = {
      ...reviewVariant(r),
      reviewInfo: reviewInfo(r),
      reviewImages: { count: images.length, imageUrl: images.map((i) => fileUrl(config, i.key)) },
      building: {
        buildingId: row.place_id,
        buildingCode: row.place_code,
        name: row.place_name,
        type: row.place_type,
        address: row.place_address,
        latitude: row.place_lat,
        longitude: row.place_lng,
      },
      keywords: { positive: row.positive, negative: row.negative },
      authorId: row.author_id ?? null,
    };
    if (row.kind === 'DORM') {
      // The detail names the campus so the edit flow can send it back.
      (detail.dormitoryReviewInfo as Record<string, unknown>).campusId = row.campus_id;
      const grade = row.current_grade as number | null;
      detail.conditions = {
        currentRegion: (row.current_region as string | null) ?? null,
        currentGrade: grade === null ? null : String(grade),
      };
      // Fixed: `lounge` reflects the answer.
      detail.facilities = {
        privateFacilities: row.private_facilities ?? [],
        publicFacilities: row.public_facilities ?? [],
        lounge: row.lounge === true,
      };
    }
    return ok(c, detail, undefined, reviewDetailResponseSchema);
  });

  // --- Create --------------------------------------------------------------------------------------------------

  app.post('/api/v1/review/:kind', async (c) => {
    const kindParam = c.req.param('kind');
    if (!isReviewKind(kindParam)) throw notFound('후기 종류는 GENERAL, DORM, AGENCY 중 하나예요.');
    const user = await requireVerified(c, ctx);
    const raw = await readJson(c);
    const bodyKind = reviewKindOfBody(raw);
    if (bodyKind !== kindParam)
      throw badRequest('후기 종류가 요청 경로(GENERAL, DORM, AGENCY)와 일치하지 않아요.');
    const body = validate(createReviewBodySchemas[kindParam], raw) as AnyBody;
    const columns = reviewColumns(kindParam, body);
    const reviewId = await db.transaction(async (tx) => {
      const keys = await imageKeys(tx, body.imageUrls, user, null);
      const campusId = 'campusId' in columns ? (columns.campusId as number) : null;
      if (campusId !== null) await assertCampus(tx, campusId);
      const place = await resolvePlace(tx, kindParam, body.buildingRequest as BuildingRequest, campusId);
      const [created] = await tx
        .insert(reviews)
        .values({ kind: kindParam, ...place, authorId: user.id, imageCount: keys.length, ...columns })
        .returning({ id: reviews.id });
      if (!created) throw new Error('review insert returned nothing');
      if (keys.length > 0) {
        await tx
          .insert(reviewImages)
          .values(keys.map((key, position) => ({ reviewId: created.id, position, key })));
      }
      await recomputePlaces(tx, {
        buildingIds: place.buildingId ? [place.buildingId] : [],
        agencyIds: place.agencyId ? [place.agencyId] : [],
      });
      return created.id;
    });
    return ok(c, { reviewId }, '후기가 등록되었어요.', createReviewResponseSchema);
  });

  // --- Update --------------------------------------------------------------------------------------------------

  app.put('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireUser(c, ctx);
    const [existing] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    if (!existing) throw notFound(REVIEW_NOT_FOUND);
    if (existing.authorId !== user.id) throw forbidden('작성자만 후기를 수정할 수 있어요.');
    const raw = await readJson(c);
    if (reviewKindOfBody(raw) !== existing.kind) throw badRequest('후기 종류는 바꿀 수 없어요.');
    const body = validate(updateReviewBodySchemas[existing.kind], raw) as AnyBody;
    const columns = reviewColumns(existing.kind, body);
    let removed: string[] = [];
    await db.transaction(async (tx) => {
      const keys = await imageKeys(tx, body.imageUrls, user, id);
      let place = { buildingId: existing.buildingId, agencyId: existing.agencyId };
      if ('campusId' in columns && columns.campusId !== existing.campusId)
        await assertCampus(tx, columns.campusId as number);
      // spec 001 §2.4: only general reviews can move; dormitory and agency lock type and address.
      if (existing.kind === 'GENERAL' && body.buildingRequest) {
        place = await resolvePlace(tx, 'GENERAL', body.buildingRequest as BuildingRequest, null);
      }
      const before = await tx
        .select({ key: reviewImages.key })
        .from(reviewImages)
        .where(eq(reviewImages.reviewId, id));
      removed = before.map((r) => r.key).filter((k) => !keys.includes(k));
      await tx
        .update(reviews)
        .set({ ...place, ...columns, imageCount: keys.length, updatedAt: new Date() })
        .where(eq(reviews.id, id));
      await tx.delete(reviewImages).where(eq(reviewImages.reviewId, id));
      if (keys.length > 0) {
        await tx.insert(reviewImages).values(keys.map((key, position) => ({ reviewId: id, position, key })));
      }
      await recomputePlaces(tx, {
        buildingIds: [existing.buildingId, place.buildingId].filter((v): v is number => v !== null),
        agencyIds: [existing.agencyId, place.agencyId].filter((v): v is number => v !== null),
      });
    });
    await deleteFiles(removed);
    return ok(c, { reviewId: id }, '후기가 수정되었어요.', updateReviewResponseSchema);
  });

  // --- Delete --------------------------------------------------------------------------------------------------

  app.delete('/api/v1/review/:id', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireUser(c, ctx);
    const [existing] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    if (!existing) throw notFound(REVIEW_NOT_FOUND);
    if (existing.authorId !== user.id) throw forbidden('작성자만 후기를 삭제할 수 있어요.');
    let keys: string[] = [];
    await db.transaction(async (tx) => {
      const images = await tx
        .select({ key: reviewImages.key })
        .from(reviewImages)
        .where(eq(reviewImages.reviewId, id));
      keys = images.map((i) => i.key);
      await tx.delete(reviews).where(eq(reviews.id, id));
      await recomputePlaces(tx, {
        buildingIds: existing.buildingId ? [existing.buildingId] : [],
        agencyIds: existing.agencyId ? [existing.agencyId] : [],
      });
    });
    await deleteFiles(keys);
    return ok(c, null, '후기가 삭제되었어요.', deleteReviewResponseSchema);
  });

  // --- Report --------------------------------------------------------------------------------------------------

  app.post('/api/v1/review/:id/report', async (c) => {
    const id = pathId(c, 'id', REVIEW_NOT_FOUND);
    const user = await requireVerified(c, ctx);
    const body = await parseBody(c);
    const [existing] = await db
      .select({ id: reviews.id, authorId: reviews.authorId })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!existing) throw notFound(REVIEW_NOT_FOUND);
    if (existing.authorId === user.id) throw forbidden('내가 쓴 후기는 신고할 수 없어요.');
    const inserted = await db
      .insert(reports)
      .values({ reviewId: id, reporterId: user.id, reason: body.reason.trim() })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (inserted.length === 0) throw conflict('이미 신고한 후기예요. 처리될 때까지 기다려 주세요.');
    return ok(c, null, '신고가 접수되었어요.', reportResponseSchema);
  });

  async function parseBody(c: Parameters<typeof readJson>[0]) {
    return validate(reportRequestSchema, await readJson(c));
  }

  return app;
}
