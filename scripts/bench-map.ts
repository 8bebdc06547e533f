// `npm run bench:map`: the map's viewport-change cost with 20,000 markers against its 16 ms budget (issue 16).
// `--json` prints the result as JSON for the combined bench table.
import { benchMapViewport } from '../packages/app/src/map-engine/bench.ts';

const result = benchMapViewport();
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
else
  console.log(
    `${result.name}: median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms (budget ≤ ${result.budgetMs} ms at p95) ${result.ok ? '✅' : '❌'} · ${result.groupsPerView.toFixed(0)} markers/clusters per view · index built once on arrival: ${result.indexMs.toFixed(0)} ms`,
  );
process.exitCode = result.ok ? 0 : 1;
