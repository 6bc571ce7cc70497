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
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { betaInc } from "../lib/stats/beta.js";
import { PowerEngine } from "../lib/stats/power.js";
import { record } from "./record.mjs";

const rule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };
// The code the power figures time (bench/results.json: a row is stale once one of these changes).
const CODE = [
  "power",
  "rule-thresholds",
  "melded-range",
  "bound-screen",
  "tail-table",
  "melded",
  "rule",
  "beta",
  "binomial",
  "emax",
  "saddlepoint",
  "gamma",
  "normal",
  "mcnemar",
  "validate",
].map((f) => `src/stats/${f}.ts`);

if (process.argv[2] === "--cold") {
  // One computation in a fresh process, as `contamgate power` pays it (V8 compiling included).
  const what = process.argv[3];
  const engine = new PowerEngine(0.2, { ...rule, models: 3, perturbers: 5 });
  const c0 = process.cpuUsage();
  let out;
  if (what === "required") out = engine.sampleSize(0.0035, 0.8);
  else {
    out = [engine.power(100_000, 0.01).power, engine.minDetectableEffect(100_000, 0.8)];
    if (what === "power-cli") out.push(engine.sampleSize(0.01, 0.8));
  }
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, out }));
  process.exit(0);
}
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
  if (!label.includes(ONLY)) return null;
  const runs = [];
  for (let i = 0; i < REPS; i++) runs.push(once(f));
  const best = Math.min(...runs.map((r) => r.wall));
  const bestCpu = Math.min(...runs.map((r) => r.cpu));
  const fmt = (x) => x.toFixed(1).padStart(8);
  const ratio = (bestCpu / baseline).toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(58)} first ${fmt(runs[0].wall)} ms   best ${fmt(best)} ms (cpu ${fmt(bestCpu)} ms, ${ratio} × base)   → ${JSON.stringify(runs[0].out)}`,
  );
  return { bestCpu, out: runs[0].out };
}
const BASE = { what: "20,000 incomplete betas", unit: "ms CPU" };
const M3K5 = "M = 3, K = 5, ψ 0.2";

console.log(`baseline (20,000 incomplete betas at shapes ~1e4): ${baseline.toFixed(1)} ms cpu`);
console.log(`power gate (one core; fresh engine per run, first run and best of ${REPS})`);
for (const r of [rule, { ...rule, models: 3, perturbers: 5 }]) {
  const tag = `M=${r.models} K=${r.perturbers}`;
  for (const n of [1_000, 10_000, 100_000]) {
    const t = time(`exact power    n=${n} ψ=0.2 δ=0.01 ${tag}`, () => new PowerEngine(0.2, r).power(n, 0.01).power);
    if (t && n === 100_000 && r.models === 3)
      record({
        id: "power-exact",
        what: `exact power, n = 100,000, δ 1 pt, ${M3K5}, fresh engine (best of ${REPS})`,
        value: t.bestCpu,
        unit: "ms CPU",
        baseline: { ...BASE, value: baseline },
        code: CODE,
      });
  }
  const warm = new PowerEngine(0.2, r);
  warm.power(100_000, 0.01);
  time(`exact power    n=100000 ψ=0.2 δ=0.01 ${tag} (warm engine)`, () => warm.power(100_000, 0.01).power);
  for (const n of [1_000, 100_000]) {
    const t = time(`MDE            n=${n} ψ=0.2 ${tag}`, () => new PowerEngine(0.2, r).minDetectableEffect(n, 0.8));
    if (t && n === 100_000 && r.models === 3)
      record({
        id: "power-mde",
        what: `minimum detectable drop, n = 100,000, ${M3K5}, fresh engine (best of ${REPS})`,
        value: t.bestCpu,
        unit: "ms CPU",
        baseline: { ...BASE, value: baseline },
        code: CODE,
      });
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

// Cold: each in a fresh process, the median of five (what one `contamgate power` pays).
const cold = (what) => {
  const runs = Array.from({ length: 5 }, () =>
    JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--cold", what], { encoding: "utf8" })),
  );
  const cpus = runs.map((x) => x.cpu).sort((a, b) => a - b);
  console.log(
    `cold ${what.padEnd(12)} cpu ms ${cpus.map((c) => c.toFixed(0)).join(" ")} → ${JSON.stringify(runs[0].out)}`,
  );
  return { cpu: cpus[2], out: runs[0].out };
};
if ("cold".includes(ONLY) || ONLY === "") {
  const req = cold("required");
  record({
    id: "power-required-cold",
    what: `questions needed for δ = 0.35 pt, ${M3K5}, a fresh process (median of 5; answer ${req.out.requiredN.toLocaleString("en")})`,
    value: req.cpu,
    unit: "ms CPU",
    baseline: { ...BASE, value: baseline },
    code: CODE,
  });
  const pm = cold("power-mde");
  const cli = cold("power-cli");
  record({
    id: "power-cli-cold",
    what: `\`power --n 100000 --target-effect 0.01 --models 3 --perturbers 5\`'s computation (exact power, MDE, questions needed), a fresh process (median of 5)`,
    value: cli.cpu,
    unit: "ms CPU",
    baseline: { what: "exact power + MDE alone, a fresh process (median of 5)", value: pm.cpu, unit: "ms CPU" },
    code: CODE,
  });
}
console.log(`baseline again at the end: ${base().toFixed(1)} ms cpu (the ratios above use the first)`);
console.log(
  "targets: exact power at n = 100,000 with M = 3, K = 5 under 1 s; required n for δ = 0.35 pt at ψ = 0.2, M = 3, K = 5 under 1 s cold; power --n … --target-effect … within a small factor of exact power + MDE",
);
