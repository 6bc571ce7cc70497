// Power-gate benchmark: exact power, MDE and required-n searches at growing n.
// Run after `npx tsc -p .` (reads the compiled code in lib/); `npm run bench` does both.
//
// Each line builds a fresh PowerEngine (empty caches) three times: "first" is the first of them
// in this process (it also pays for V8 compiling the code paths the line is the first to use),
// "best" the fastest of the three (machine noise removed; still no cache shared). CPU time is the
// process's user + system time over the same call, which other processes' load does not inflate.
// "× base" divides the best CPU time by a baseline measured in this same run (a fixed batch of
// incomplete beta functions, the kernel the power sums spend their time in), so figures from a
// loaded machine and a quiet one can be compared: the ratio moves with the code, not the load.
import { betaInc } from "../lib/stats/beta.js";
import { PowerEngine } from "../lib/stats/power.js";

const rule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };
const REPS = Number(process.env.BENCH_REPS ?? 3);
// BENCH_ONLY=text runs only the lines whose label contains it (the M = 3, K = 5 searches take minutes).
const ONLY = process.env.BENCH_ONLY ?? "";

function once(f) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { out, wall, cpu: (c.user + c.system) / 1000 };
}

/** 20,000 incomplete betas at shapes ~ 10,000: the baseline unit. */
function baselineWork() {
  let s = 0;
  for (let i = 0; i < 20_000; i++) s += betaInc(0.5 + (i % 50) / 5000, 10_000 + i, 10_000);
  return s;
}
const base = () => Math.min(...Array.from({ length: 5 }, () => once(baselineWork).cpu));
const baseline = base();

function time(label, f) {
  if (!label.includes(ONLY)) return;
  const runs = [];
  for (let i = 0; i < REPS; i++) runs.push(once(f));
  const best = Math.min(...runs.map((r) => r.wall));
  const bestCpu = Math.min(...runs.map((r) => r.cpu));
  const fmt = (x) => x.toFixed(1).padStart(8);
  const ratio = (bestCpu / baseline).toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(58)} first ${fmt(runs[0].wall)} ms   best ${fmt(best)} ms (cpu ${fmt(bestCpu)} ms, ${ratio} × base)   → ${JSON.stringify(runs[0].out)}`,
  );
}

console.log(`baseline (20,000 incomplete betas at shapes ~1e4): ${baseline.toFixed(1)} ms cpu`);
console.log(`power gate (one core; fresh engine per run, first run and best of ${REPS})`);
for (const r of [rule, { ...rule, models: 3, perturbers: 5 }]) {
  const tag = `M=${r.models} K=${r.perturbers}`;
  for (const n of [1_000, 10_000, 100_000]) {
    time(`exact power    n=${n} ψ=0.2 δ=0.01 ${tag}`, () => new PowerEngine(0.2, r).power(n, 0.01).power);
  }
  const warm = new PowerEngine(0.2, r);
  warm.power(100_000, 0.01);
  time(`exact power    n=100000 ψ=0.2 δ=0.01 ${tag} (warm engine)`, () => warm.power(100_000, 0.01).power);
  for (const n of [1_000, 100_000]) {
    time(`MDE            n=${n} ψ=0.2 ${tag}`, () => new PowerEngine(0.2, r).minDetectableEffect(n, 0.8));
  }
  for (const [psi, d] of [
    [0.2, 0.05],
    [0.3, 0.05],
    [0.2, 0.02],
    [0.2, 0.0125],
    [0.2, 0.005],
    [0.2, 0.0035],
  ]) {
    time(`required n     ψ=${psi} δ=${d} ${tag}`, () => new PowerEngine(psi, r).sampleSize(d, 0.8));
  }
}
console.log(`baseline again at the end: ${base().toFixed(1)} ms cpu (the ratios above use the first)`);
console.log(
  "targets: exact power at n = 100,000 with M = 3, K = 5 under 1 s; required n for δ = 0.35 pt at ψ = 0.2 under 10 s",
);
