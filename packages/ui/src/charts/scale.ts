// Axis arithmetic shared by BarChart and LineChart.

/**
 * Round-numbered ticks from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten, about `count`
 * of them (a max of 0 still gives an axis 0–1 of whole numbers).
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = Math.max(0, max);
  if (top === 0) return [0, 1];
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Counts are whole numbers: whole steps only (2.5 only from 25 up), never below 1.
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((m) => m * power).find((c) => c >= rough && Number.isInteger(c)) ?? 10 * power,
  );
  const ticks: number[] = [];
  for (let value = 0; ; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}

/** Show every n-th label along an axis so labels are at least `minGap` px apart (the last label always shows). */
export function labelStep(count: number, width: number, minGap: number): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((minGap * count) / width));
}
