// One measured figure of a bench, for bench/results.json (`npm run bench` collects them): the
// figure, the baseline it is a ratio to (measured in the same run, so the ratio moves with the
// code, not with the machine's load), and the source paths whose code it times — the README
// check (test/bench/measured.test.ts) fails when one of them changed after the measured commit.
import { appendFileSync } from "node:fs";
import { loadavg } from "node:os";

/**
 * row: { id, what, value, unit, baseline: { what, value, unit }, code: [paths], note? }
 * `ratio` is value / baseline.value unless given. Printed as it is recorded; appended to the file
 * named by BENCH_RECORD when bench/run.mjs runs the bench.
 */
export function record(row) {
  const ratio = row.ratio ?? row.value / row.baseline.value;
  const full = { ...row, ratio, load: Number(loadavg()[0].toFixed(2)) };
  console.log(
    `  [${row.id}] ${row.what}: ${fmt(row.value)} ${row.unit} = ${ratio.toFixed(2)} × ${row.baseline.what} (${fmt(row.baseline.value)} ${row.baseline.unit}, same run)`,
  );
  if (process.env.BENCH_RECORD) appendFileSync(process.env.BENCH_RECORD, `${JSON.stringify(full)}\n`);
}

function fmt(x) {
  return Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toPrecision(3);
}
