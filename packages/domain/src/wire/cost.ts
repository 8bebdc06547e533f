// 월 실거주비, 기숙사 vs 자취 and 보증금 반환 기록: the wire shapes of
// GET /api/v1/building/{id}/cost and GET /api/v1/campus/{id}/cost, and the deposit-return record a review carries.
// Money is 만원 with one decimal (천원); counts are whole numbers.
import * as z from 'zod';
import { DEPOSIT_RETURN_MAX_DAYS, DEPOSIT_RETURN_OUTCOMES, outcomeHasDays } from '../rules/cost';
import {
  averageRatingSchema,
  countSchema,
  envelopeSchema,
  idSchema,
  keywordCodeSchema,
  latitudeSchema,
  longitudeSchema,
} from './common';

/** 보증금 반환 기록 of one review. `days` only for FULL / PARTIAL (days after moving out). */
export const depositReturnSchema = z
  .object({
    outcome: z.enum(DEPOSIT_RETURN_OUTCOMES),
    days: z.int().min(0).max(DEPOSIT_RETURN_MAX_DAYS).nullable(),
  })
  .check((ctx) => {
    if (ctx.value.days !== null && !outcomeHasDays(ctx.value.outcome)) {
      ctx.issues.push({
        code: 'custom',
        message: '돌려받은 날짜는 돌려받은 경우에만 적어요.',
        path: ['days'],
        input: ctx.value.days,
      });
    }
  });
export type DepositReturn = z.infer<typeof depositReturnSchema>;

/** A cost figure in 만원/월: ≥ 0 with one decimal. */
const costSchema = z.number().nonnegative().max(1_000_000);

export const costSummarySchema = z.object({
  count: countSchema,
  median: costSchema,
  p25: costSchema,
  p75: costSchema,
  min: costSchema,
  max: costSchema,
});
export type CostSummaryWire = z.infer<typeof costSummarySchema>;

export const costBinSchema = z.object({ from: costSchema, to: costSchema, count: countSchema });

export const depositReturnSummarySchema = z.object({
  full: countSchema,
  partial: countSchema,
  none: countSchema,
  living: countSchema,
  averageDays: z.int().nonnegative().nullable(),
});

/** The conversion rule the figures were computed with, so a screen can say how. */
export const costBasisSchema = z.object({
  /** 전월세 전환율 per year (0.045 = 4.5%). */
  conversionRate: z.number().positive().max(0.1),
  /** Walking radius around a campus, metres. */
  radiusMetres: z.int().positive(),
  /** Fewest leases a figure is shown from. */
  minSample: z.int().positive(),
});
export type CostBasis = z.infer<typeof costBasisSchema>;

export const campusRefSchema = z.object({
  id: idSchema,
  universityName: z.string(),
  campusName: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type CampusRef = z.infer<typeof campusRefSchema>;

/** GET /api/v1/building/{id}/cost?isAgency= */
export const placeCostSchema = z.object({
  basis: costBasisSchema,
  /** Leases with a price (general reviews); 0 for dormitories and agencies. */
  sampleCount: countSchema,
  /** null below the minimum sample. */
  cost: costSummarySchema.nullable(),
  /** Per 평 where the area is known; null below the minimum sample. */
  costPerPyeong: costSummarySchema.nullable(),
  /** Every lease's cost, binned for the chart (empty below the minimum sample). */
  histogram: z.array(costBinSchema),
  /** The nearest campus within the walking radius, with its figures; null when none is that close. */
  campus: z
    .object({
      campus: campusRefSchema,
      walkingMetres: z.number().nonnegative(),
      sampleCount: countSchema,
      cost: costSummarySchema.nullable(),
    })
    .nullable(),
  depositReturns: depositReturnSummarySchema,
});
export type PlaceCost = z.infer<typeof placeCostSchema>;
export const placeCostResponseSchema = envelopeSchema(placeCostSchema);

const keywordCountsSchema = z.array(z.object({ key: keywordCodeSchema, count: countSchema })).max(5);

export const campusDormitorySchema = z.object({
  id: idSchema,
  name: z.string(),
  reviewCount: countSchema,
  rating: averageRatingSchema,
  /** Median fee per semester over its reviews (만원); null without reviews. */
  feePerSemester: costSchema.nullable(),
  feePerMonth: costSchema.nullable(),
  keywords: keywordCountsSchema,
  /** Share of reviews (0..1) whose author was admitted with a grade / a distance criterion. */
  gradeCriteriaShare: z.number().min(0).max(1).nullable(),
  distanceCriteriaShare: z.number().min(0).max(1).nullable(),
  /** Room sizes reviewed (1인실, 2인실 …), ascending. */
  capacities: z.array(z.int().min(1)),
});
export type CampusDormitory = z.infer<typeof campusDormitorySchema>;

/** GET /api/v1/campus/{id}/cost */
export const campusCostSchema = z.object({
  basis: costBasisSchema,
  campus: campusRefSchema,
  dormitories: z.array(campusDormitorySchema),
  offCampus: z.object({
    buildingCount: countSchema,
    reviewCount: countSchema,
    sampleCount: countSchema,
    cost: costSummarySchema.nullable(),
    histogram: z.array(costBinSchema),
    rating: averageRatingSchema,
    keywords: keywordCountsSchema,
    /** Share (0..1) of off-campus reviews with 교통 편리 or 학교 가까움; null without reviews. */
    commuteShare: z.number().min(0).max(1).nullable(),
    depositReturns: depositReturnSummarySchema,
  }),
});
export type CampusCost = z.infer<typeof campusCostSchema>;
export const campusCostResponseSchema = envelopeSchema(campusCostSchema);
