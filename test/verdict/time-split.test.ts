import { describe, expect, it } from "vitest";
import { computeVerdict } from "../../src/verdict/compute.js";
import { NO_CONTROLS } from "../../src/verdict/controls.js";
import { dropDifferenceTest } from "../../src/stats/drop-difference.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

const design = (o: Partial<VerdictDesign> = {}): VerdictDesign => ({
  alpha: 0.05,
  targetEffect: 0.05,
  models: 2,
  perturbers: 1,
  emax: "exact",
  power: 0.8,
  ...o,
});

/** A table over ids q1…qN from per-item d's. */
function table(model: string, d: number[], perturber = "shuffle_choices"): PairedTable {
  const ids = d.map((_, i) => `q${i + 1}`);
  let a = 0,
    b = 0,
    c = 0,
    e = 0;
  // d = 0 items alternate between both-right and both-wrong; the split reads only d.
  d.forEach((x, i) => {
    if (x > 0) b++;
    else if (x < 0) c++;
    else if (i % 2) a++;
    else e++;
  });
  return {
    model,
    perturber,
    a,
    b,
    c,
    e,
    unparsedOriginal: 0,
    unparsedPerturbed: 0,
    items: { ids, d: Int8Array.from(d) },
  };
}

/** Items 1…pre dated 2020-01-01, the next `post` 2025-06-01, the rest undated. */
function dates(pre: number, post: number): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 1; i <= pre; i++) m.set(`q${i}`, "2020-01-01");
  for (let i = pre + 1; i <= pre + post; i++) m.set(`q${i}`, "2025-06-01");
  return m;
}

// 100 pre items: 30 lose, 2 gain; 50 post: 3 lose, 3 gain; 10 undated.
const memorizer = [
  ...Array.from({ length: 100 }, (_, i) => (i < 30 ? 1 : i < 32 ? -1 : 0)),
  ...Array.from({ length: 50 }, (_, i) => (i < 3 ? 1 : i < 6 ? -1 : 0)),
  ...Array.from({ length: 10 }, () => 1),
];
const even = [
  ...Array.from({ length: 100 }, (_, i) => (i < 6 ? 1 : i < 12 ? -1 : 0)),
  ...Array.from({ length: 50 }, (_, i) => (i < 3 ? 1 : i < 6 ? -1 : 0)),
  ...Array.from({ length: 10 }, () => 0),
];

describe("time split in the verdict", () => {
  const input = {
    publishedAt: dates(100, 50),
    cutoffs: new Map([
      ["mem", "2024-01-01"],
      ["even", "2024-01-01"],
    ]),
    discordantRate: 0.3,
  };

  it("splits each model's items at its cutoff, counts the undated, and tests pre vs post", () => {
    const r = computeVerdict([table("mem", memorizer), table("even", even)], design(), NO_CONTROLS, input);
    expect(r.time_split.kind).toBe("assessed");
    if (r.time_split.kind !== "assessed") return;
    expect(r.time_split.family_size).toBe(2);
    const [mem, ev] = r.time_split.verdicts;
    expect(mem!.counts).toEqual({ pre: 100, post: 50, undated: 10 });
    expect(mem!.test.kind).toBe("tested");
    if (mem!.test.kind !== "tested" || ev!.test.kind !== "tested") return;
    expect(mem!.test.pre).toMatchObject({ n: 100, b: 30, c: 2, drop: 0.28 });
    expect(mem!.test.post).toMatchObject({ n: 50, b: 3, c: 3, drop: 0 });
    // The undated items (all d = +1 here) are in neither group.
    // The p-value search probes Holm's thresholds over the family of 2: α/2 and α.
    const direct = dropDifferenceTest({ b: 30, c: 2, n: 100 }, { b: 3, c: 3, n: 50 }, [0.025, 0.05]);
    expect(mem!.test.p_value).toBe(direct.p_value);
    expect(mem!.test.p_holm).toBeCloseTo(Math.min(1, 2 * direct.p_value), 15);
    expect(mem!.test.decision).toBe("pre-larger");
    expect(mem!.test.difference.estimate).toBeCloseTo(0.28, 15);
    expect(mem!.test.difference.ci.lower).toBeGreaterThan(0);
    expect(ev!.test.decision).toBe("not-shown");
    expect(mem!.test.power.kind).toBe("computed");
    if (mem!.test.power.kind === "computed") expect(mem!.test.power.level).toBeCloseTo(0.025, 15);
  });

  it("is absent without cutoffs, and names no model: the detection verdict is unchanged", () => {
    const tables = [table("mem", memorizer), table("even", even)];
    const without = computeVerdict(tables, design());
    expect(without.time_split).toEqual({ kind: "absent", reason: "no-cutoffs" });
    const withIt = computeVerdict(tables, design(), NO_CONTROLS, input);
    expect(withIt.models).toEqual(without.models);
    expect(withIt.anyDetected).toBe(without.anyDetected);
  });

  it("an item dated on the cutoff day is pre-cutoff", () => {
    const d = new Map([
      ["q1", "2024-01-01"],
      ["q2", "2024-01-02"],
    ]);
    const r = computeVerdict([table("m", [1, 0])], design({ models: 1 }), NO_CONTROLS, {
      publishedAt: d,
      cutoffs: new Map([["m", "2024-01-01"]]),
      discordantRate: 0.3,
    });
    if (r.time_split.kind !== "assessed") throw new Error("not assessed");
    expect(r.time_split.verdicts[0]!.counts).toEqual({ pre: 1, post: 1, undated: 0 });
  });

  it("a side with no items is not tested, says why, and counts as p = 1 in the family", () => {
    const r = computeVerdict([table("mem", memorizer), table("even", even)], design({ perturbers: 2 }), NO_CONTROLS, {
      ...input,
      publishedAt: dates(150, 0),
    });
    if (r.time_split.kind !== "assessed") throw new Error("not assessed");
    expect(r.time_split.family_size).toBe(4);
    expect(r.time_split.verdicts.map((v) => v.test)).toEqual([
      { kind: "not-tested", reason: "no-post-items" },
      { kind: "not-tested", reason: "no-post-items" },
    ]);
    expect(r.time_split.verdicts[0]!.counts).toEqual({ pre: 150, post: 0, undated: 10 });
  });

  it("a model without a cutoff has no time split; Holm runs over the models with one", () => {
    const r = computeVerdict([table("mem", memorizer), table("even", even)], design(), NO_CONTROLS, {
      ...input,
      cutoffs: new Map([["mem", "2024-01-01"]]),
    });
    if (r.time_split.kind !== "assessed") throw new Error("not assessed");
    expect(r.time_split.family_size).toBe(1);
    expect(r.time_split.verdicts.map((v) => v.model)).toEqual(["mem"]);
    const t = r.time_split.verdicts[0]!.test;
    if (t.kind !== "tested") throw new Error("not tested");
    expect(t.p_holm).toBe(t.p_value);
  });

  it("tables without item outcomes cannot be split", () => {
    const t = { ...table("mem", memorizer), items: null };
    const r = computeVerdict([t], design({ models: 1 }), NO_CONTROLS, input);
    if (r.time_split.kind !== "assessed") throw new Error("not assessed");
    expect(r.time_split.verdicts[0]!.test).toEqual({ kind: "not-tested", reason: "no-item-outcomes" });
    expect(r.time_split.verdicts[0]!.counts.undated).toBe(160);
  });
});
