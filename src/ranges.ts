/**
 * Every numeric setting's range and default, written once. The config schemas (run:, design:)
 * are built from these, and so are the checks of CLI flags and action inputs, so a range can
 * never differ between contamgate.yml, `contamgate run`/`check` and the action.
 */
import type { z } from "zod";
import { InputError } from "./errors.js";
import { MAX_FAMILY, MAX_QUESTIONS } from "./limits.js";
import type { Source, Sourced } from "./value-source.js";

export interface NumberRange {
  min?: number;
  max?: number;
  /** Open ends: min < v rather than min ≤ v. */
  minOpen?: boolean;
  maxOpen?: boolean;
  integer?: boolean;
  default?: number;
  /** The max is a cap on input size (src/limits.ts): messages name it as one, with its noun. */
  cap?: string;
}

const CAP = '(the cap; docs/reliability.md "Caps")';
const big = (x: number) => x.toLocaleString("en-US");

export const RANGES = {
  // design:
  targetEffect: { min: 0, minOpen: true, max: 1 },
  discordantRate: { min: 0, minOpen: true, max: 1 },
  alpha: { min: 0, minOpen: true, max: 0.5, maxOpen: true, default: 0.05 },
  power: { min: 0, minOpen: true, max: 1, maxOpen: true, default: 0.8 },
  perturbersTried: { min: 1, max: MAX_FAMILY, integer: true, cap: "" },
  n: { min: 1, max: MAX_QUESTIONS, integer: true, cap: "questions" },
  models: { min: 1, max: MAX_FAMILY, integer: true, cap: "" },
  // benchmark:
  sampleN: { min: 1, integer: true },
  synthetic: { min: 1, max: MAX_QUESTIONS, integer: true, cap: "questions" },
  // run:
  requestsPerMinute: { min: 0, minOpen: true },
  concurrency: { min: 1, max: 256, integer: true, default: 4 },
  budget: { min: 0, integer: true },
  temperature: { min: 0, max: 2, default: 0 },
  maxTokens: { min: 1, max: 4096, integer: true, default: 16 },
  timeoutSeconds: { min: 0, minOpen: true, default: 60 },
  maxRetries: { min: 0, max: 20, integer: true, default: 5 },
  // power: and verdict-only figures.
  controls: { min: 1, max: MAX_FAMILY, integer: true, cap: "" },
  excessDrop: { min: 0, minOpen: true, max: 1 },
  epoch: { min: 1, max: 1e9, integer: true },
  // verify: (docs/reliability.md); fewer simulations cannot resolve its rates.
  verifyItems: { min: 1, max: 1e6, integer: true, default: 400 },
  sims: { min: 20_000, max: 1e6, integer: true, default: 20_000 },
  // leakage: and merge: views and workers (the scan's own thresholds are its options).
  limit: { min: 0, integer: true, default: 50 },
  // compare: (docs/compare.md); margin and delta in points, 1 = one percentage point.
  marginPt: { min: 0, max: 100, default: 0 },
  deltaPt: { min: 0, minOpen: true, max: 100 },
  designEffect: { min: 1, max: 1e6 },
  passK: { min: 1, max: 1e6, integer: true },
  // leakage: (docs/leakage.md "Settings"); the width is capped by the packed shingle key (leakage/keytable.ts).
  shingleWidth: { min: 1, max: 3, integer: true, default: 3 },
  minContainmentShingles: { min: 1, integer: true, default: 20 },
  // The default is at most this many and at most the CPUs, tried only where that cannot cost more
  // than one thread (leakage/worker-policy.ts DEFAULT_LANES); N asked for is tried on any corpus.
  leakageWorkers: { min: 1, max: 64, integer: true, default: 4 },
  /** Largest share of an arm's paired answers that may be unparsed before the gate fails; 1 allows any. */
  // the soft signal's planned SD of the per-item difference (docs/statistics.md "The soft signal").
  softSd: { min: 0, minOpen: true, max: 1 },
  maxUnparsed: { min: 0, max: 1, default: 0.1 },
} as const satisfies Record<string, NumberRange>;

export type RangeKey = keyof typeof RANGES;

/** Defaults that are not numbers, also written once. */
export const DEFAULTS = {
  cacheDir: ".contamgate-cache",
  seed: "contamgate",
  split: "dev",
  emax: "exact",
  perturbers: ["shuffle_choices"],
  prompt: "en",
  // leakage: decimals as written, decided as exact fractions (leakage/threshold.ts).
  leakageThreshold: "0.8",
  leakageContainment: "0.8",
} as const;

export function inRange(v: number, r: NumberRange): boolean {
  return (
    Number.isFinite(v) &&
    (r.integer !== true || Number.isInteger(v)) &&
    (r.min === undefined || (r.minOpen ? v > r.min : v >= r.min)) &&
    (r.max === undefined || (r.maxOpen ? v < r.max : v <= r.max))
  );
}

/** "an integer in [1, 256]", "a number in (0, 0.5)", "an integer ≥ 0", "a number > 0". */
export function rangeText(r: NumberRange): string {
  const what = r.integer ? "an integer" : "a number";
  if (r.cap !== undefined && r.max !== undefined) return `${what} from ${r.min ?? 0} to ${big(r.max)} ${CAP}`;
  if (r.min !== undefined && r.max !== undefined)
    return `${what} in ${r.minOpen ? "(" : "["}${r.min}, ${r.max}${r.maxOpen ? ")" : "]"}`;
  if (r.min !== undefined) return `${what} ${r.minOpen ? ">" : "≥"} ${r.min}`;
  if (r.max !== undefined) return `${what} ${r.maxOpen ? "<" : "≤"} ${r.max}`;
  return what;
}

/**
 * A zod number for a config field with this range (and its default, when it has one). The caller
 * passes its zod: this module is on the scan's start-up path (src/leakage/plan.ts), which must not
 * load zod for a flags-only scan.
 */
export function zodNumber(zod: typeof z, r: NumberRange): z.ZodNumber {
  let s = zod.number();
  if (r.integer) s = s.int();
  if (r.min !== undefined) s = r.minOpen ? s.gt(r.min) : s.min(r.min);
  if (r.max !== undefined && r.cap !== undefined)
    s = s.max(r.max, `at most ${big(r.max)}${r.cap ? ` ${r.cap}` : ""} ${CAP}`);
  else if (r.max !== undefined) s = r.maxOpen ? s.lt(r.max) : s.max(r.max);
  return s;
}

/**
 * A flag's or an action input's text as a number in the setting's range, or one exit-4 line
 * naming that flag or input. Flags read as `--concurrency must be an integer in [1, 256] (got "0")`;
 * inputs as `field "max-calls": must be a whole number from 0 to … (got "-3")`, the wording of
 * the other action inputs.
 */
export function parseNumber(
  raw: string,
  r: NumberRange,
  source: Extract<Source, { kind: "flag" | "input" }>,
): Sourced<number> {
  const text = raw.trim();
  // Inputs are YAML strings: only plain decimals; flags also take what Number() reads (1e3).
  const v = text === "" ? NaN : source.kind === "input" && r.integer && !/^\d+$/.test(text) ? NaN : Number(text);
  if (!inRange(v, r)) {
    if (source.kind === "flag") throw new InputError(`${source.flag} must be ${rangeText(r)} (got "${raw}")`);
    const range =
      r.integer && !r.minOpen && !r.maxOpen
        ? `a whole number from ${r.min ?? 0} to ${r.max ?? Number.MAX_SAFE_INTEGER}`
        : rangeText(r);
    throw new InputError(`must be ${range} (got "${raw}")`, { field: source.input });
  }
  return { value: v, source };
}
