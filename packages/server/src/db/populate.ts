import { placeAddressFacts } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SeedData } from '../seed/types.ts';
import { recomputePlaceLikes, recomputePlaces, recomputeReviewLikes } from './aggregates.ts';
import type { Db } from './client.ts';
import { query } from './client.ts';
import * as t from './schema.ts';

/** Storage key prefix of generated seed photos (rendered lazily by the file route). */
export const SEED_PHOTO_PREFIX = 'seed/';

async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  columnsPerRow: number,
): Promise<void> {
  // PostgreSQL accepts at most 65535 bind parameters per statement.
  const size = Math.max(1, Math.floor(30000 / columnsPerRow));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM universities`);
  return (rows[0]?.n ?? 0) === 0;
}

/** Deletes every row of every table (keeps the schema). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`
    TRUNCATE universities, campuses, users, buildings, agencies, reviews, review_images, review_likes,
      building_likes, agency_likes, refresh_tokens, oauth_codes, email_codes, email_claims, rate_limit_events,
      outbox, certificates, reports, unregister_reasons, uploads RESTART IDENTITY CASCADE`);
}

/** Inserts a generated data set in one transaction and recomputes every aggregate from it. */
export async function populate(db: Db, data: SeedData): Promise<void> {
  await insertAll(db, data);
  // Fresh statistics and visibility map: the planner picks the indexes and the bounding-box scan stays index-only.
  await db.execute(sql`VACUUM ANALYZE`);
}

async function insertAll(db: Db, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunked(
      tx,
      t.universities,
      data.universities.map((u) => ({
        id: u.id,
        name: u.name,
        emailDomains: u.emailDomains,
        logoSvg: u.logoSvg,
      })),
      4,
    );
    await insertChunked(
      tx,
      t.campuses,
      data.universities.flatMap((u) =>
        u.campuses.map((c) => ({
          id: c.id,
          universityId: u.id,
          campusName: c.campusName,
          address: c.address,
          latitude: c.latitude,
          longitude: c.longitude,
        })),
      ),
      6,
    );
    await insertChunked(
      tx,
      t.users,
      data.users.map((u) => ({
        id: u.id,
        kakaoId: u.kakaoId,
        nickname: u.nickname,
        email: u.email,
        status: u.status,
        universityId: u.universityId,
        createdAt: new Date(u.createdAt),
      })),
      7,
    );
    await insertChunked(
      tx,
      t.emailClaims,
      data.users
        .filter((u) => u.status === 'verified' && u.email)
        .map((u) => ({
          email: (u.email as string).toLowerCase(),
          userId: u.id,
          verifiedAt: new Date(u.createdAt),
        })),
      3,
    );
    await insertChunked(
      tx,
      t.buildings,
      data.buildings.map((b) => ({
        id: b.id,
        code: b.code,
        name: b.name,
        type: b.type,
        address: b.address,
        ...placeAddressFacts(b.address, b.lotAddress),
        latitude: b.latitude,
        longitude: b.longitude,
        campusId: b.campusId,
      })),
      8,
    );
    await insertChunked(
      tx,
      t.agencies,
      data.agencies.map((a) => ({
        id: a.id,
        code: a.code,
        name: a.name,
        address: a.address,
        ...placeAddressFacts(a.address, a.lotAddress),
        latitude: a.latitude,
        longitude: a.longitude,
      })),
      6,
    );
    await insertChunked(
      tx,
      t.reviews,
      data.reviews.map((r) => ({
        id: r.id,
        kind: r.kind,
        buildingId: r.buildingId,
        agencyId: r.agencyId,
        authorId: r.authorId,
        rating: r.rating,
        content: r.content,
        positive: r.positive,
        negative: r.negative,
        keywords: [...r.positive, ...r.negative],
        likeCount: 0,
        imageCount: r.images.length,
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.createdAt),
        contractType: r.general?.contractType ?? null,
        deposit: r.general?.deposit ?? null,
        monthlyRent: r.general?.monthlyRent ?? null,
        maintenanceCost: r.general?.maintenanceCost ?? null,
        floor: r.general?.floor ?? r.dorm?.floor ?? null,
        space: r.general?.space ?? null,
        depositReturn: r.depositReturn?.outcome ?? null,
        depositReturnDays: r.depositReturn?.days ?? null,
        campusId: r.dorm?.campusId ?? null,
        capacity: r.dorm?.capacity ?? null,
        dormFee: r.dorm?.dormFee ?? null,
        currentRegion: r.dorm?.currentRegion ?? null,
        currentGrade: r.dorm?.currentGrade ?? null,
        privateFacilities: r.dorm?.privateFacilities ?? null,
        publicFacilities: r.dorm?.publicFacilities ?? null,
        lounge: r.dorm?.lounge ?? null,
      })),
      28,
    );
    await insertChunked(
      tx,
      t.reviewImages,
      data.reviews.flatMap((r) =>
        r.images.map((name, position) => ({ reviewId: r.id, position, key: `${SEED_PHOTO_PREFIX}${name}` })),
      ),
      3,
    );
    await insertChunked(
      tx,
      t.reviewLikes,
      data.reviews.flatMap((r) =>
        [...new Set(r.likedBy)].map((userId) => ({
          userId,
          reviewId: r.id,
          createdAt: new Date(r.createdAt),
        })),
      ),
      3,
    );
    await recomputeReviewLikes(
      tx,
      data.reviews.filter((r) => r.likedBy.length > 0).map((r) => r.id),
    );
    await recomputePlaces(tx, {
      buildingIds: data.reviews.flatMap((r) => (r.buildingId === null ? [] : [r.buildingId])),
      agencyIds: data.reviews.flatMap((r) => (r.agencyId === null ? [] : [r.agencyId])),
    });
    await recomputePlaceLikes(tx, {});
    // Explicit ids were inserted: move every sequence past them so new rows do not collide.
    for (const table of ['universities', 'campuses', 'users', 'buildings', 'agencies', 'reviews']) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`,
      );
    }
  });
}
