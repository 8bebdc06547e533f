// Parse and authorize: what a review request says, read once and normalised into table columns.
import { type ReviewKind, reviewKindOfBody } from '@jjinbbang/domain';
import {
  createReviewBodySchemas,
  type DepositReturn,
  type UpdateAgencyReviewBody,
  type UpdateDormitoryReviewBody,
  type UpdateGeneralReviewBody,
  updateReviewBodySchemas,
} from '@jjinbbang/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { validate } from '../lib/validate.ts';

export const REVIEW_NOT_FOUND = '해당 후기를 찾을 수 없어요.';

/**
 * A review body after validation, tagged by its kind. Create bodies are update bodies whose `buildingRequest`
 * is present, so one union serves both.
 */
export type ReviewBody =
  | { kind: 'GENERAL'; body: UpdateGeneralReviewBody }
  | { kind: 'DORM'; body: UpdateDormitoryReviewBody }
  | { kind: 'AGENCY'; body: UpdateAgencyReviewBody };

export type BuildingRequest = NonNullable<ReviewBody['body']['buildingRequest']>;

/** Columns of `reviews` that a body sets (the kind's own columns; the others stay as they are). */
export type ReviewColumns = Partial<typeof reviews.$inferInsert> &
  Pick<typeof reviews.$inferInsert, 'rating' | 'content' | 'positive' | 'negative' | 'keywords'>;

/** Everything the writing steps need from one request. */
export interface ReviewInput {
  kind: ReviewKind;
  columns: ReviewColumns;
  imageUrls: string[];
  /** The place the body names; absent on an edit that keeps the place. */
  buildingRequest: BuildingRequest | null;
  /** The campus of a dormitory review. */
  campusId: number | null;
}

function parseBody(kind: ReviewKind, raw: unknown, mode: 'create' | 'edit'): ReviewBody {
  switch (kind) {
    case 'GENERAL':
      return {
        kind,
        body: validate(
          mode === 'create' ? createReviewBodySchemas.GENERAL : updateReviewBodySchemas.GENERAL,
          raw,
        ),
      };
    case 'DORM':
      return {
        kind,
        body: validate(mode === 'create' ? createReviewBodySchemas.DORM : updateReviewBodySchemas.DORM, raw),
      };
    case 'AGENCY':
      return {
        kind,
        body: validate(
          mode === 'create' ? createReviewBodySchemas.AGENCY : updateReviewBodySchemas.AGENCY,
          raw,
        ),
      };
  }
}

/**
 * 보증금 반환 기록 columns (issue 17): absent = not asked, the stored record stays (an older client's edit);
 * null clears it; days are kept only for returned money (the schema already refuses days otherwise).
 */
function depositReturnColumns(record: DepositReturn | null | undefined): Partial<ReviewColumns> {
  if (record === undefined) return {};
  if (record === null) return { depositReturn: null, depositReturnDays: null };
  return { depositReturn: record.outcome, depositReturnDays: record.days };
}

/** A dormitory review has no deposit (issue 17: dormitory reviews skip the step), so a record is refused. */
function refuseDormDepositReturn(raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  const dorm = (raw as { dormitoryReview?: unknown }).dormitoryReview;
  if (typeof dorm === 'object' && dorm !== null && 'depositReturn' in dorm)
    throw badRequest('기숙사 후기에는 보증금 반환 기록을 남기지 않아요.');
}

/** Normalised columns of a review body, whatever its kind. */
export function reviewColumns(parsed: ReviewBody): ReviewColumns {
  const positive = [...parsed.body.keywords.positive];
  const negative = [...parsed.body.keywords.negative];
  const common = { positive, negative, keywords: [...positive, ...negative] };
  switch (parsed.kind) {
    case 'GENERAL': {
      const g = parsed.body.generalReview;
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
        ...depositReturnColumns(g.depositReturn),
      };
    }
    case 'DORM': {
      const d = parsed.body;
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
    case 'AGENCY': {
      const a = parsed.body.agencyReview;
      return {
        ...common,
        rating: a.rating,
        content: a.content.trim(),
        ...depositReturnColumns(a.depositReturn),
      };
    }
  }
}

function toInput(parsed: ReviewBody): ReviewInput {
  return {
    kind: parsed.kind,
    columns: reviewColumns(parsed),
    imageUrls: [...parsed.body.imageUrls],
    buildingRequest: parsed.body.buildingRequest ?? null,
    campusId: parsed.kind === 'DORM' ? parsed.body.dormitoryReview.campusId : null,
  };
}

/** `POST /api/v1/review/{kind}`: the body must be written for the path's kind (api-contract §5). */
export function createInput(kind: ReviewKind, raw: unknown): ReviewInput {
  if (reviewKindOfBody(raw) !== kind)
    throw badRequest('후기 종류가 요청 경로(GENERAL, DORM, AGENCY)와 일치하지 않아요.');
  if (kind === 'DORM') refuseDormDepositReturn(raw);
  return toInput(parseBody(kind, raw, 'create'));
}

/** `PUT /api/v1/review/{id}`: same shape, edit rules; the kind of a review never changes. */
export function updateInput(kind: ReviewKind, raw: unknown): ReviewInput {
  if (reviewKindOfBody(raw) !== kind) throw badRequest('후기 종류는 바꿀 수 없어요.');
  if (kind === 'DORM') refuseDormDepositReturn(raw);
  return toInput(parseBody(kind, raw, 'edit'));
}

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The review `id` when `userId` wrote it: 404 when it does not exist, 403 for anyone else. With `lock`, the row
 * stays locked until the transaction ends, so a concurrent edit or delete of the same review waits.
 */
export async function authorsReview(
  db: Db,
  id: number,
  userId: number,
  action: '수정' | '삭제',
  lock = false,
): Promise<ReviewRow> {
  const select = db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (row.authorId !== userId) throw forbidden(`작성자만 후기를 ${action}할 수 있어요.`);
  return row;
}
