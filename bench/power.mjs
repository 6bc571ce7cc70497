// Power-gate benchmark: exact power, MDE and required-n searches at growing n.
// Run after `npx tsc -p .` (reads the compiled code in lib/); `npm run bench` does both.
import { PowerEngine } from "../lib/stats/power.js";

const rule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };
const ms = (t0) => (performance.now() - t0).toFixed(1);

function time(label, f, reps = 1) {
  let out;
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) out = f();
  console.log(`${label.padEnd(62)} ${((performance.now() - t0) / reps).toFixed(1).padStart(8)} ms   → ${JSON.stringify(out)}`);
}

console.log("power gate (one core; each line a fresh engine unless noted)");
for (const r of [rule, { ...rule, models: 3, perturbers: 5 }]) {
  const tag = `M=${r.models} K=${r.perturbers}`;
  for (const n of [1_000, 10_000, 100_000]) {
    time(`exact power    n=${n} ψ=0.2 δ=0.01 ${tag}`, () => new PowerEngine(0.2, r).power(n, 0.01).power);
  }
  time(`exact power    n=100000 ψ=0.2 δ=0.01 ${tag} (warm engine)`, (() => {
    const e = new PowerEngine(0.2, r);
    e.power(100_000, 0.01);
    return () => e.power(100_000, 0.01).power;
  })(), 5);
  for (const n of [1_000, 100_000]) {
    time(`MDE            n=${n} ψ=0.2 ${tag}`, () => new PowerEngine(0.2, r).minDetectableEffect(n, 0.8));
  }
  for (const [psi, d] of [[0.2, 0.05], [0.3, 0.05], [0.2, 0.02], [0.2, 0.0125], [0.2, 0.005], [0.2, 0.0035]]) {
    time(`required n     ψ=${psi} δ=${d} ${tag}`, () => new PowerEngine(psi, r).sampleSize(d, 0.8));
  }
}
void ms;
