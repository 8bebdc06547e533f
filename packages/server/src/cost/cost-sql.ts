// 월 실거주비 in SQL (issue 17): the map's 실거주비 낮은순 sort, its cost filter and the building cards' median.
//
// Each expression here computes, in the database, exactly the number the domain's rules compute in JavaScript
// (monthlyCostOf, dormFeePerMonth, summarizeCosts' median), so a list sorted by the database shows its cards'
// figures in order and a filter bound of 50 keeps exactly the leases whose card says 50만원 or less:
// - float8 all the way (JavaScript numbers are IEEE doubles; numeric would round differently);
// - the same operations in the same order (deposit × rate ÷ 12, + rent, + 관리비);
// - Math.round as ECMAScript defines it, not PostgreSQL's round(float8), which rounds half to even;
// - percentile_cont(0.5), whose linear interpolation is the domain's `quantile`.
// The conversion rate is the server's configured 전월세 전환율, passed as a parameter: nothing stored goes stale
// when it is reconfigured (cost.ts computes the pages' figures on read for the same reason).
import { DORM_MONTHS_PER_SEMESTER, MIN_COST_SAMPLE } from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { publicReview } from '../reviews/visibility.ts';

/**
 * ECMAScript Math.round of a float8: the nearest integer, ties towards +∞. ceil(x) is that integer unless it lies
 * more than ½ above x; every step is exact in float8 for the magnitudes money reaches here (far below 2⁵²).
 */
export function jsRoundSql(x: SQL): SQL {
  return sql`(ceil(${x}) - CASE WHEN ceil(${x}) - 0.5::float8 > ${x} THEN 1 ELSE 0 END)`;
}

/** The domain's roundManwon: Math.round(v × 10) ÷ 10. */
export function roundManwonSql(value: SQL): SQL {
  return sql`(${jsRoundSql(sql`((${value}) * 10::float8)`)} / 10::float8)`;
}

/** The yearly 전월세 전환율 as a float8 parameter. */
const rateSql = (conversionRate: number) => sql`${conversionRate}::float8`;

/** A general review's 월 실거주비 (monthlyCostOf), 만원/월; NULL without a deposit. `r` is the review's alias. */
export function leaseCostSql(conversionRate: number, r = 'r'): SQL {
  const a = sql.raw(r);
  return roundManwonSql(
    sql`GREATEST(${a}.deposit, 0)::float8 * ${rateSql(conversionRate)} / 12::float8 + COALESCE(${a}.monthly_rent, 0)::float8 + COALESCE(${a}.maintenance_cost, 0)::float8`,
  );
}

/** A dormitory review's fee per month (dormFeePerMonth); NULL without a fee. */
export function dormFeePerMonthSql(fee: SQL): SQL {
  return roundManwonSql(sql`(${fee})::float8 / ${DORM_MONTHS_PER_SEMESTER}::float8`);
}

/**
 * What a review is ranked by under 실거주비 낮은순: a general review by its own real monthly cost, a dormitory
 * review by its semester fee ÷ 4 (what the campus page compares with off-campus rooms), an agency review — or a
 * review without the figures — NULL, after every priced review.
 */
export function reviewCostSql(conversionRate: number, r = 'r'): SQL {
  const a = sql.raw(r);
  return sql`CASE WHEN ${a}.kind = 'GENERAL' AND ${a}.deposit IS NOT NULL THEN ${leaseCostSql(conversionRate, r)}
    WHEN ${a}.kind = 'DORM' AND ${a}.dorm_fee > 0 THEN ${dormFeePerMonthSql(sql`${a}.dorm_fee`)} END`;
}

/**
 * The reviews a place's cost figure is computed from, given its building row `b` and review `r`: a general
 * building's general reviews with a deposit (as on the building page), a dormitory's reviews with a fee (as on
 * the campus page).
 */
function costReviewSql(b: string, r: string): SQL {
  const [bb, rr] = [sql.raw(b), sql.raw(r)];
  return sql`((${bb}.type <> 'DORMITORY' AND ${rr}.kind = 'GENERAL' AND ${rr}.deposit IS NOT NULL)
    OR (${bb}.type = 'DORMITORY' AND ${rr}.kind = 'DORM' AND ${rr}.dorm_fee > 0)) AND ${publicReview(r)}`;
}

/**
 * Aggregates over one building's cost reviews: `lease_count`, and `cost_median` — the building page's median
 * (roundManwon of the median of monthlyCostOf) or, for a dormitory, the campus page's dormFeePerMonth of the median
 * semester fee.
 */
function costAggregatesSql(conversionRate: number, b: string, r: string): SQL {
  const bb = sql.raw(b);
  const rr = sql.raw(r);
  return sql`count(*)::int AS lease_count,
    CASE WHEN min(${bb}.type) = 'DORMITORY'
      THEN ${dormFeePerMonthSql(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${rr}.dorm_fee::float8)`)}
      ELSE ${roundManwonSql(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${leaseCostSql(conversionRate, r)})`)}
    END AS cost_median`;
}

/**
 * LEFT JOIN LATERAL giving each row of a place list (`kind`, `id`) its `pc.lease_count` and `pc.cost_median`, for
 * the 실거주비 낮은순 order; nothing for the other sorts. Agencies hold no leases: count 0, median NULL.
 */
export function placeCostJoin(sortBy: string, conversionRate: number, p = 'p'): SQL {
  if (sortBy !== 'COST') return sql``;
  const pp = sql.raw(p);
  return sql`LEFT JOIN LATERAL (
    SELECT ${costAggregatesSql(conversionRate, 'cb', 'cr')}
    FROM buildings cb JOIN reviews cr ON cr.building_id = cb.id
    WHERE ${pp}.kind = 'building' AND cb.id = ${pp}.id AND ${costReviewSql('cb', 'cr')}
  ) pc ON true`;
}

/**
 * 실거주비 낮은순 of places: those with MIN_COST_SAMPLE leases or more by their median (the figure their card
 * shows), then those with fewer by theirs (the figure is withheld, the order still puts cheaper first), then the
 * places without any (and agencies); ties by review count, then id.
 */
export function placeCostOrder(p = 'p'): SQL {
  const pp = sql.raw(p);
  return sql`CASE WHEN pc.lease_count >= ${MIN_COST_SAMPLE} THEN 0 WHEN pc.lease_count > 0 THEN 1 ELSE 2 END,
    pc.cost_median ASC NULLS LAST, ${pp}.review_count DESC, ${pp}.id`;
}

/**
 * The building cards' figure for a page of buildings, in one grouped query: id → median, only for buildings with
 * MIN_COST_SAMPLE cost reviews or more (fewer say more about those rooms than about the building).
 */
export function buildingCostMediansSql(conversionRate: number, buildingIds: SQL): SQL {
  return sql`SELECT b.id, ${costAggregatesSql(conversionRate, 'b', 'r')}
    FROM buildings b JOIN reviews r ON r.building_id = b.id
    WHERE b.id = ANY(${buildingIds}) AND ${costReviewSql('b', 'r')}
    GROUP BY b.id HAVING count(*) >= ${MIN_COST_SAMPLE}`;
}

/**
 * The map's cost filter, inside the EXISTS over a place's general reviews (routes/map.ts filterConditions): the
 * lease's real monthly cost is at most `max` 만원/월.
 */
export function leaseCostAtMostSql(conversionRate: number, max: number, r = 'r'): SQL {
  return sql`${leaseCostSql(conversionRate, r)} <= ${max}::float8`;
}

/**
 * What a map pin says of a building `p` (a scalar subquery, 만원): the building page's median 월 실거주비 of its
 * leases — of the filtered contract type's leases, when the map filters one — or, under the 전세 filter, the median
 * 보증금 of its 전세 leases; NULL below MIN_COST_SAMPLE. A dormitory's is the campus page's fee per month.
 */
export function pinPriceSql(conversionRate: number, contractType: string, p = 'p'): SQL {
  const pp = sql.raw(p);
  if (contractType === 'DEPOSIT_RENT') {
    return sql`(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY pr.deposit::float8)
      FROM reviews pr WHERE pr.building_id = ${pp}.id AND pr.kind = 'GENERAL' AND pr.contract_type = 'DEPOSIT_RENT'
        AND pr.deposit IS NOT NULL AND ${publicReview('pr')} HAVING count(*) >= ${MIN_COST_SAMPLE})`;
  }
  const contract =
    contractType === 'ALL' ? sql`` : sql` AND (pb.type = 'DORMITORY' OR pr.contract_type = ${contractType})`;
  return sql`(SELECT CASE WHEN min(pb.type) = 'DORMITORY'
        THEN ${dormFeePerMonthSql(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY pr.dorm_fee::float8)`)}
        ELSE ${roundManwonSql(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${leaseCostSql(conversionRate, 'pr')})`)} END
      FROM buildings pb JOIN reviews pr ON pr.building_id = pb.id
      WHERE pb.id = ${pp}.id AND ${costReviewSql('pb', 'pr')}${contract} HAVING count(*) >= ${MIN_COST_SAMPLE})`;
}
