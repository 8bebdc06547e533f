// The review detail (GET /api/v1/review/{id}): one query for the review, its place and its campus.
import { REVIEW_HIDDEN_MESSAGE } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { type ReviewRow, reviewInfo, reviewVariant } from '../lib/items.ts';
import { fileUrl } from '../lib/urls.ts';
import { currentPhotoKeys } from './photos.ts';

interface DetailRow extends Omit<ReviewRow, 'image'> {
  author_id: number | null;
  campus_id: number | null;
  current_region: string | null;
  current_grade: number | null;
  private_facilities: string[] | null;
  public_facilities: string[] | null;
  lounge: boolean | null;
  place_id: number;
  place_code: string | null;
  place_address: string;
  place_lot_address: string | null;
  place_review_count: number;
  delete_reason: string | null;
  reported_by_me: boolean;
}

/** The detail of review `id` as `userId` sees it, or null when there is no such review. */
export async function loadReviewDetail(ctx: AppContext, id: number, userId: number) {
  const [row] = await ctx.database.read<DetailRow>(
    sql`SELECT r.id, r.kind, r.rating, r.content, r.positive, r.negative, r.like_count, r.image_count, r.updated_at,
          r.contract_type, r.deposit, r.monthly_rent, r.maintenance_cost, r.floor, r.space, r.capacity, r.dorm_fee,
          -- A departed author's id would link every review they left behind as '익명의 찐빵이'.
          CASE WHEN author.left_at IS NULL THEN r.author_id END AS author_id, r.campus_id, r.current_region, r.current_grade, r.private_facilities, r.public_facilities,
          r.lounge, r.deposit_return, r.deposit_return_days, r.status, r.blinded_until, r.appealed_at,
          r.delete_reason,
          COALESCE(b.name, a.name) AS place_name, COALESCE(b.type, 'AGENCY') AS place_type,
          COALESCE(b.id, a.id) AS place_id, COALESCE(b.code, a.code) AS place_code,
          COALESCE(b.address, a.address) AS place_address,
          COALESCE(b.lot_address, a.lot_address) AS place_lot_address,
          COALESCE(b.review_count, a.review_count) AS place_review_count,
          COALESCE(b.latitude, a.latitude) AS place_lat, COALESCE(b.longitude, a.longitude) AS place_lng,
          u.name AS university_name,
          EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.user_id = ${userId}) AS liked,
          -- only an open report blocks another (reports_open_unique), so only an open one says "이미 신고한"
          EXISTS (SELECT 1 FROM reports rp WHERE rp.review_id = r.id AND rp.reporter_id = ${userId}
            AND rp.status = 'open') AS reported_by_me
        FROM reviews r
        LEFT JOIN users author ON author.id = r.author_id
        LEFT JOIN buildings b ON b.id = r.building_id
        LEFT JOIN agencies a ON a.id = r.agency_id
        LEFT JOIN campuses c ON c.id = COALESCE(r.campus_id, b.campus_id)
        LEFT JOIN universities u ON u.id = c.university_id
        WHERE r.id = ${id}`,
  );
  if (!row) return null;
  // Staff took it out of sight (reviews/visibility.ts): its author still reads it while blinded, with the notice.
  if (row.status !== undefined && row.status !== 'public') {
    if (row.author_id !== userId) throw notFound(REVIEW_HIDDEN_MESSAGE);
    if (row.status === 'deleted')
      throw notFound(
        `운영 정책에 따라 삭제된 후기예요.${row.delete_reason ? ` 사유: ${row.delete_reason}` : ''}`,
      );
  }
  const images = await currentPhotoKeys(ctx.db, id);
  const variant = reviewVariant(row, ctx.config.conversionRate);
  const common = {
    reviewInfo: reviewInfo(row),
    reviewImages: { count: images.length, imageUrl: images.map((key) => fileUrl(ctx.config, key)) },
    building: {
      buildingId: row.place_id,
      buildingCode: row.place_code,
      name: row.place_name,
      type: row.place_type,
      address: row.place_address,
      lotAddress: row.place_lot_address,
      reviewCount: row.place_review_count,
      latitude: row.place_lat,
      longitude: row.place_lng,
    },
    keywords: { positive: row.positive, negative: row.negative },
    authorId: row.author_id,
    reportedByMe: row.reported_by_me === true,
  };
  if (variant.dormitoryReviewInfo) {
    return {
      // The detail names the campus so the edit flow can send it back (decisions.md).
      dormitoryReviewInfo: { ...variant.dormitoryReviewInfo, campusId: row.campus_id },
      ...common,
      conditions: {
        currentRegion: row.current_region,
        currentGrade: row.current_grade === null ? null : String(row.current_grade),
      },
      // Fixed: `lounge` reflects the answer.
      facilities: {
        privateFacilities: row.private_facilities ?? [],
        publicFacilities: row.public_facilities ?? [],
        lounge: row.lounge === true,
      },
    };
  }
  return { ...variant, ...common };
}
