import { ExitCode } from "../errors.js";
import { runVerify } from "../verify/checks.js";
import { RANGES } from "../ranges.js";
import { parseFlags, rangedFlag } from "./args.js";
import type { Io } from "./io.js";

const HELP = `usage: contamgate verify [--n N] [--seed S] [--alpha A] [--sims S]

Checks the instrument on self-contained fake models and seeded simulations:
  (a) a model that memorized the originals is detected   (b) a clean model is not
  (c) the identity perturbation gives zero discordant pairs
  (d) family-wise false-positive rate with 3 null models × 2 perturbers on shared originals ≤ α + 2 SE
  (e) the gate's exact power equals the simulated detection rate of the verdict's family within
      3 SE, at M = 10 × K = 2 (Holm's α/20 binds) and M = 2 × K = 10 (E[max](10) binds)
  (f) the melded interval covers the drop at π = 0.985 and 0.875 (n = 1000) ≥ nominal − 2 SE
  (g) time split: family-wise false "pre larger" rate, 2 models, unequal discordance ≤ α + 2 SE
  (h) heterogeneity: false "heterogeneous" rate, 20 correlated models, equal drops ≤ α + 2 SE
  (i) controls: false "drops more than the clean control" rate, equal drops, other ψ ≤ α + 2 SE
  (j) printed upper bounds ("the drop is at most …") false among those printed ≤ α + 2 SE,
      3 models each dropping 1.2 × the minimum detectable drop

  --n N       items per fake benchmark (default 400; below ~20 check (a) cannot pass and says why)
  --seed S    seed for the fake models and simulations (default "contamgate")
  --alpha A   family-wise level (default 0.05)
  --sims S    simulations for (d) to (j) (default 20000, at least 20000)

exit: 0 when every check passes, 1 when any fails, 4 on invalid flags
`;

export const VERIFY_FLAGS = {
  n: { type: "string" },
  seed: { type: "string" },
  alpha: { type: "string" },
  sims: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export async function verifyCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, VERIFY_FLAGS, false, HELP);
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }
  // Any n runs: below ~20 items check (a) cannot pass, and its line prints the chance that it could.
  const n = rangedFlag(values.n, "n", "verifyItems") ?? RANGES.verifyItems.default;
  const alpha = rangedFlag(values.alpha, "alpha", "alpha") ?? RANGES.alpha.default;
  const sims = rangedFlag(values.sims, "sims", "sims") ?? RANGES.sims.default;
  const seed = values.seed ?? "contamgate";

  const started = performance.now();
  const results = runVerify({ n, seed, alpha, sims });
  const seconds = (performance.now() - started) / 1000;

  io.stdout(`contamgate verify: n = ${n} items, seed "${seed}", α = ${alpha}, ${sims} simulations\n`);
  for (const r of results) io.stdout(`(${r.id}) ${r.pass ? "PASS" : "FAIL"}  ${r.text}\n`);
  const failed = results.filter((r) => !r.pass).length;
  io.stdout(
    failed === 0
      ? `all ${results.length} checks passed (${seconds.toFixed(1)} s)\n`
      : `${failed} of ${results.length} checks FAILED (${seconds.toFixed(1)} s)\n`,
  );
  return failed === 0 ? ExitCode.Pass : ExitCode.Found;
}
