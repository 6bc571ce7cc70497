/**
 * The scan's plan: every setting checked once, before any file is read, with its default from
 * `RANGES`/`DEFAULTS` (src/ranges.ts), and a bad value named the way its source reads —
 * `--shingle-width must be …` for a flag, `leakage.shingle_width` at the config's line for
 * contamgate.yml, the option's name for a library caller (docs/leakage.md "How the scan runs").
 */
import { InputError } from "../errors.js";
import { DEFAULTS, inRange, type NumberRange, RANGES, rangeText } from "../ranges.js";
import { type Source, whereOf } from "../value-source.js";
import type { PartitionSpec } from "./partition.js";
import type { MatchRules } from "./probe-index.js";
import type { LeakageSettings } from "./report.js";
import { RATIO_TEXT, type Ratio, readRatio } from "./threshold.js";

/** The settings a caller can say the source of (the option names of LeakageOptions). */
export type PlannedSetting =
  | "shingleWidth"
  | "threshold"
  | "containment"
  | "minContainmentShingles"
  | "shard"
  | "workers";

/** The scan's settings as a caller gives them (LeakageOptions extends this), each with where it came from when known. */
export interface ScanSettings {
  /** Shingle width in code points (range and default: RANGES.shingleWidth). */
  readonly shingleWidth?: number;
  /** Jaccard threshold, a decimal in (0, 1] (default DEFAULTS.leakageThreshold). */
  readonly threshold?: string;
  /** Containment threshold, or null for off (default DEFAULTS.leakageContainment). */
  readonly containment?: string | null;
  /** Containment applies to probes of at least this many shingles (RANGES.minContainmentShingles). */
  readonly minContainmentShingles?: number;
  readonly ngram13?: boolean;
  /**
   * Pull-request mode: corpus lines added since this git ref against every probe, and probes
   * added or changed since it against every corpus line (docs/leakage.md "Pull-request mode").
   */
  readonly changedSince?: string;
  /**
   * Up to this many worker threads for plain-text corpora, used only while they scan faster than
   * one thread. Unset: the default (RANGES.leakageWorkers, at most the CPUs), tried only on a
   * corpus large enough and a machine with a spare core (docs/leakage.md "Workers"). Findings are
   * identical either way.
   */
  readonly workers?: number;
  /** Scan only lines with (line − 1) mod count = index − 1 (index is 1-based). */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Scan only the corpus files of partition i of N (src/leakage/partition.ts). */
  readonly partition?: PartitionSpec;
  /** Where each setting came from (a flag, a config key), so a bad value is named as the user wrote it. */
  readonly from?: Partial<Readonly<Record<PlannedSetting, Source>>>;
}

/** What the plan reads: the settings, and the probe sets and corpora only as far as counting and naming them. */
export interface PlanInput extends ScanSettings {
  readonly probeSets: readonly { readonly name: string }[];
  readonly corpora: readonly unknown[];
}

export interface ScanPlan {
  readonly rules: MatchRules;
  /** The settings as the report states them. */
  readonly settings: LeakageSettings;
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** Worker threads: asked for, or the default (the scan caps both by the machine). */
  readonly workers: WorkerPlan;
}

/**
 * `asked`: `--workers N` (or the option), tried on any corpus large enough to measure; `default`:
 * tried only where a trial cannot cost more than one thread (leakage/worker-policy.ts).
 */
export type WorkerPlan =
  | { readonly kind: "asked"; readonly upTo: number }
  | { readonly kind: "default"; readonly upTo: number };

/** Checks every setting and returns the plan; throws the first problem, exit 4. */
export function planScan(o: PlanInput): ScanPlan {
  const bad = (key: PlannedSetting, mustBe: string, got: unknown): InputError => {
    const s = o.from?.[key];
    const shown = typeof got === "string" ? `"${got}"` : String(got);
    if (s === undefined || s.kind === "default") return new InputError(`${key} must be ${mustBe} (got ${shown})`);
    if (s.kind === "flag") return new InputError(`${s.flag} must be ${mustBe} (got ${shown})`);
    return new InputError(`must be ${mustBe} (got ${shown})`, whereOf(s));
  };
  const number = (key: "shingleWidth" | "minContainmentShingles", r: NumberRange & { default: number }): number => {
    const v = o[key] ?? r.default;
    if (!inRange(v, r)) throw bad(key, rangeText(r), v);
    return v;
  };
  const ratio = (key: "threshold" | "containment", raw: string): Ratio => {
    const r = readRatio(raw);
    if (r === null) throw bad(key, RATIO_TEXT, raw);
    return r;
  };
  const width = number("shingleWidth", RANGES.shingleWidth);
  const minC = number("minContainmentShingles", RANGES.minContainmentShingles);
  const shard = o.shard ?? null;
  if (shard && !inRange(shard.count, { min: 1, integer: true }))
    throw bad("shard", "i/N with 1 ≤ i ≤ N", `${shard.index}/${shard.count}`);
  if (shard && !inRange(shard.index, { min: 1, max: shard.count, integer: true }))
    throw bad("shard", "i/N with 1 ≤ i ≤ N", `${shard.index}/${shard.count}`);
  if (o.workers !== undefined && !inRange(o.workers, RANGES.leakageWorkers))
    throw bad("workers", rangeText(RANGES.leakageWorkers), o.workers);
  const workers: WorkerPlan =
    o.workers === undefined
      ? { kind: "default", upTo: RANGES.leakageWorkers.default }
      : { kind: "asked", upTo: o.workers };
  const rules: MatchRules = {
    width,
    jaccard: ratio("threshold", o.threshold ?? DEFAULTS.leakageThreshold),
    containment: o.containment === null ? null : ratio("containment", o.containment ?? DEFAULTS.leakageContainment),
    minContainmentShingles: minC,
    ngram13: o.ngram13 ?? false,
  };
  if (o.probeSets.length === 0) throw new InputError("no probe sets given (--probes or --holdout)");
  if (o.corpora.length === 0) throw new InputError("no corpus given (--corpus)");
  const names = new Set<string>();
  for (const s of o.probeSets) {
    if (names.has(s.name)) throw new InputError(`probe set "${s.name}" is defined twice`);
    names.add(s.name);
  }
  if (o.partition !== undefined && (shard || o.changedSince !== undefined))
    throw new InputError("--partition takes whole files: drop --shard and --changed-since");
  return {
    rules,
    shard,
    workers,
    settings: {
      shingleWidth: width,
      threshold: rules.jaccard.text,
      containment: rules.containment ? rules.containment.text : null,
      minContainmentShingles: minC,
      ngram13: rules.ngram13,
      changedSince: o.changedSince ?? null,
      shard: shard ? { index: shard.index, count: shard.count } : null,
    },
  };
}
