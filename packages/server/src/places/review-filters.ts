// The map's filters applied to single reviews (ADR 0091), for the 후기별 list of the places a student tapped: the
// same rules as the markers (routes/map.ts filterConditions), read per review instead of per place — a price or
// contract bound is met by the review itself, keywords are the review's own.
import type { MapFilters } from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { leaseCostAtMostSql } from '../cost/cost-sql.ts';
import { intArray, textArray } from '../lib/items.ts';

/** api-contract §4: the campus filter reaches 2 km around a campus. */
const CAMPUS_RADIUS_KM = 2;
const KM_PER_DEG_LAT = 111.32;

/**
 * WHERE conditions on a review `r` (with its place's type as `place_type`, and its position as `place_lat`,
 * `place_lng`) for the map filters. `conversionRate` is the server's 전월세 전환율, for the cost bound.
 */
export function reviewFilterConditions(f: MapFilters, conversionRate: number): SQL[] {
  const conditions: SQL[] = [];
  if (!f.buildType.includes('ALL' as never)) {
    conditions.push(sql`place_type = ANY(${textArray(f.buildType as string[])})`);
  }
  const rent = f.inMaintenanceCost
    ? sql`(COALESCE(r.monthly_rent, 0) + COALESCE(r.maintenance_cost, 0))`
    : sql`COALESCE(r.monthly_rent, 0)`;
  const costMax = f.monthlyCostMax ?? null;
  const priceBound =
    f.depositMin !== null ||
    f.depositMax !== null ||
    f.monthlyRentMin !== null ||
    f.monthlyRentMax !== null ||
    costMax !== null;
  const contract = f.contractType !== 'ALL';
  if (priceBound || contract) {
    const lease: SQL[] = [sql`r.kind = 'GENERAL'`];
    if (contract) lease.push(sql`r.contract_type = ${f.contractType}`);
    if (f.depositMin !== null) lease.push(sql`r.deposit >= ${f.depositMin}`);
    if (f.depositMax !== null) lease.push(sql`r.deposit <= ${f.depositMax}`);
    if (f.monthlyRentMin !== null) lease.push(sql`${rent} >= ${f.monthlyRentMin}`);
    if (f.monthlyRentMax !== null) lease.push(sql`${rent} <= ${f.monthlyRentMax}`);
    if (costMax !== null) lease.push(leaseCostAtMostSql(conversionRate, costMax));
    const matching = sql`(${sql.join(lease, sql` AND `)})`;
    // As the markers keep places without general reviews when no price is bounded, a dormitory's or an agency's
    // reviews (which have no contract) stay under a contract filter alone.
    conditions.push(priceBound ? matching : sql`(${matching} OR r.kind <> 'GENERAL')`);
  }
  if (f.reviewKeyword && f.reviewKeyword.length > 0) {
    conditions.push(sql`r.keywords @> ${textArray(f.reviewKeyword)}`);
  }
  if (f.campus && f.campus.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM campuses c WHERE c.id = ANY(${intArray(f.campus)})
            AND ((place_lat - c.latitude) * ${KM_PER_DEG_LAT}) ^ 2
              + ((place_lng - c.longitude) * ${KM_PER_DEG_LAT} * cos(radians(c.latitude))) ^ 2
              <= ${CAMPUS_RADIUS_KM * CAMPUS_RADIUS_KM})`,
    );
  }
  return conditions;
}
