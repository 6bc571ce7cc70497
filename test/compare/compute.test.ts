import { describe, expect, it } from "vitest";
import { computeComparison } from "../../src/compare/compute.js";
import { decideComparison, failsGate } from "../../src/compare/decide.js";
import { armsPresent, resolveArm } from "../../src/compare/select.js";
import { clusteredDifference } from "../../src/stats/clustered-difference.js";
import { holm } from "../../src/stats/multiplicity.js";
import { pairedDifference } from "../../src/stats/paired-difference.js";
import { pairedPassAtK } from "../../src/stats/pass-at-k.js";
import { armRows, spec, tableRows } from "./helpers.js";

const where = { kind: "flag", flag: "--baseline" } as const;

describe("arm addressing (MODEL, MODEL@CONDITION, @CONDITION)", () => {
  const arms = armsPresent([
    { model: "a", condition: "x" },
    { model: "a", condition: "y" },
    { model: "b", condition: "x" },
    { model: "c@d", condition: "z" },
  ]);
  it("resolves each form to exactly one (model, condition)", () => {
    expect(resolveArm("a@y", arms, where).label).toBe("a@y");
    expect(resolveArm("b", arms, where).label).toBe("b@x");
    expect(resolveArm("@z", arms, where).label).toBe("c@d@z");
    expect(resolveArm("c@d@z", arms, where).label).toBe("c@d@z");
  });
  it("refuses an ambiguous or empty selection, listing what the input has", () => {
    expect(() => resolveArm("a", arms, where)).toThrow(/"a" is ambiguous: it names a@x, a@y/);
    expect(() => resolveArm("@x", arms, where)).toThrow(/ambiguous: it names a@x, b@x/);
    expect(() => resolveArm("q", arms, where)).toThrow(
      /field "--baseline": "q" names no rows; the input has a@x, a@y, b@x, c@d@z/,
    );
    expect(() => resolveArm("a@", arms, where)).toThrow(/ends in "@"/);
    const many = armsPresent(Array.from({ length: 500 }, (_, i) => ({ model: `m${i}`, condition: "x" })));
    expect(() => resolveArm("@x", many, where)).toThrow(/m19@x, … \(500 in all\); write MODEL@CONDITION$/);
    expect(() => resolveArm("zz", many, where)).toThrow(/m19@x, … \(500 in all\)$/);
  });
});

describe("decisions from the bound and the margin", () => {
  const iv = (lower: number, upper: number) => ({ kind: "interval" as const, lower, upper, level: 0.95 });
  it("better / worse / equivalent / inconclusive as documented", () => {
    expect(decideComparison(iv(0.001, 0.05), 0)).toBe("better");
    expect(decideComparison(iv(-0.05, -0.001), 0)).toBe("worse");
    expect(decideComparison(iv(-0.01, 0.02), 0)).toBe("inconclusive");
    // Significant, but not by more than the margin: neither better nor equivalent.
    expect(decideComparison(iv(0.005, 0.03), 0.01)).toBe("inconclusive");
    expect(decideComparison(iv(0.011, 0.03), 0.01)).toBe("better");
    expect(decideComparison(iv(-0.009, 0.009), 0.01)).toBe("equivalent");
    expect(decideComparison(iv(-0.03, -0.011), 0.01)).toBe("worse");
  });
  it("a one-sided bound answers only its own question", () => {
    expect(decideComparison({ kind: "lower", lower: 0.02, level: 0.95 }, 0.01)).toBe("better");
    expect(decideComparison({ kind: "lower", lower: 0.005, level: 0.95 }, 0.01)).toBe("inconclusive");
    expect(decideComparison({ kind: "upper", upper: -0.02, level: 0.95 }, 0.01)).toBe("worse");
    expect(decideComparison({ kind: "upper", upper: 0.5, level: 0.95 }, 0)).toBe("inconclusive");
  });
  it("gate modes", () => {
    expect(failsGate("regression", "worse")).toBe(true);
    expect(failsGate("regression", "inconclusive")).toBe(false);
    expect(failsGate("no-improvement", "equivalent")).toBe(true);
    expect(failsGate("no-improvement", "better")).toBe(false);
    expect(failsGate("inconclusive", "inconclusive")).toBe(true);
    expect(failsGate("inconclusive", "worse")).toBe(false);
  });
});

describe("computeComparison", () => {
  it("builds the paired table from the rows and hands it to pairedDifference unchanged", () => {
    const t = { both: 50, baselineOnly: 9, candidateOnly: 21, neither: 20 };
    const r = computeComparison(tableRows(t), spec());
    const c = r.candidates[0]!;
    expect(c.exact.table).toEqual({ both: 50, baseline_only: 9, candidate_only: 21, neither: 20 });
    const d = pairedDifference(t, { alpha: 0.05, sided: "two-sided" });
    expect(c.result).toMatchObject({ analysis: "exact", estimate: d.estimate, p_value: d.pValue });
    expect(c.result.bound).toEqual(d.bound);
    expect(c.exact.accuracy_baseline).toMatchObject({ correct: 59, n: 100 });
    expect(c.p_holm).toBe(d.pValue);
    expect(c.decision).toBe(d.bound.kind === "interval" && d.bound.lower > 0 ? "better" : "inconclusive");
  });

  it("counts items only one arm has, and refuses when nothing pairs", () => {
    const rows = [...armRows("m", "base", [true, true, false, true]), ...armRows("m", "new", [true, false])];
    rows.push({ row: { model: "m", id: "extra", condition: "new", correct: true }, file: "o.jsonl", line: 99 });
    const r = computeComparison(rows, spec());
    const p = r.candidates[0]!.pairing;
    expect(p.paired).toBe(2);
    expect(p.only_baseline).toEqual({ count: 2, examples: ["q2", "q3"] });
    expect(p.only_candidate).toEqual({ count: 1, examples: ["extra"] });
    expect(r.warnings.join("\n")).toMatch(/2 item\(s\) of the baseline m@base have no candidate row/);
    const disjoint = [...armRows("m", "base", [true]), ...armRows("m", "new", [true], () => ({ id: "other" }))];
    expect(() => computeComparison(disjoint, spec())).toThrow(/m@base and m@new share no item/);
  });

  it("an item twice in one arm across files is an error naming both places", () => {
    const rows = [
      ...armRows("m", "base", [true], () => ({}), "a.jsonl"),
      ...armRows("m", "base", [false], () => ({}), "b.jsonl"),
    ];
    rows.push(...armRows("m", "new", [true]));
    expect(() => computeComparison(rows, spec())).toThrow(
      /^b\.jsonl:1, field "id": item "q0" epoch 1 of m@base appears twice \(also a\.jsonl:1/,
    );
  });

  it("unparsed answers: scored wrong by default, or the item excluded; counted either way", () => {
    const rows = [
      ...armRows("m", "base", [true, null, true, false]),
      ...armRows("m", "new", [null, null, false, true]),
    ];
    const wrong = computeComparison(rows, spec()).candidates[0]!;
    expect(wrong.pairing.unparsed).toEqual({ baseline: 1, candidate: 2, both: 1, policy: "as-wrong", excluded: 0 });
    expect(wrong.exact.table).toEqual({ both: 0, baseline_only: 2, candidate_only: 1, neither: 1 });
    const ex = computeComparison(rows, spec({ unparsed: "exclude" })).candidates[0]!;
    expect(ex.pairing.unparsed.excluded).toBe(2);
    expect(ex.exact.table).toEqual({ both: 0, baseline_only: 1, candidate_only: 1, neither: 0 });
  });

  it("several candidates: intervals at 1 − α/C, Holm over the candidates' p-values", () => {
    const base = Array.from({ length: 200 }, (_, i) => i % 2 === 0);
    const rows = [
      ...armRows("m", "base", base),
      ...armRows(
        "m",
        "a",
        base.map((b, i) => (i % 7 === 0 ? !b : b)),
      ),
      ...armRows(
        "m",
        "b",
        base.map((b, i) => (i % 5 === 0 ? true : b)),
      ),
    ];
    const r = computeComparison(
      rows,
      spec({
        candidates: [
          { selector: "@a", source: { kind: "flag", flag: "--candidate" } },
          { selector: "@b", source: { kind: "flag", flag: "--candidate" } },
        ],
      }),
    );
    expect(r.design.interval_level).toBeCloseTo(0.975, 12);
    for (const c of r.candidates) expect(c.result.bound).toMatchObject({ level: 0.975 });
    const ps = r.candidates.map((c) => c.result.p_value);
    expect(r.candidates.map((c) => c.p_holm)).toEqual(holm(ps));
    // A decision read from the 97.5% interval at margin 0 implies Holm p < α (duality).
    for (const c of r.candidates)
      if (c.decision === "better" || c.decision === "worse") expect(c.p_holm).toBeLessThan(0.05);
  });

  it("refuses a candidate that is the baseline, or one named twice", () => {
    const rows = tableRows({ both: 3, baselineOnly: 1, candidateOnly: 1, neither: 1 });
    expect(() =>
      computeComparison(
        rows,
        spec({ candidates: [{ selector: "m@base", source: { kind: "flag", flag: "--candidate" } }] }),
      ),
    ).toThrow(/names the baseline m@base itself/);
  });

  it("gate: regression fails on worse, no-improvement on anything but better", () => {
    const worse = tableRows({ both: 100, baselineOnly: 40, candidateOnly: 5, neither: 55 });
    const r = computeComparison(worse, spec({ failOn: ["regression", "no-improvement", "inconclusive"] }));
    expect(r.candidates[0]!.decision).toBe("worse");
    expect(r.gate).toEqual({ failing: ["regression", "no-improvement"], passed: false });
    const same = tableRows({ both: 100, baselineOnly: 10, candidateOnly: 11, neither: 79 });
    const s = computeComparison(same, spec({ failOn: ["regression", "inconclusive"] }));
    expect(s.gate).toEqual({ failing: ["inconclusive"], passed: false });
  });

  it("fail-on underpowered without a planned design is refused", () => {
    const rows = tableRows({ both: 3, baselineOnly: 1, candidateOnly: 1, neither: 1 });
    expect(() => computeComparison(rows, spec({ failOn: ["underpowered"] }))).toThrow(/needs the planned design/);
  });
});

describe("clusters and replicates: the clustered analysis decides", () => {
  // 30 clusters of 4 items; the candidate gains on a third of the clusters.
  const n = 120;
  const base = Array.from({ length: n }, (_, i) => (i * 7) % 3 !== 0);
  const cand = base.map((b, i) => (Math.floor(i / 4) % 3 === 0 ? true : i % 11 === 0 ? !b : b));
  const cluster = (i: number) => ({ cluster: `c${Math.floor(i / 4)}` });

  it("uses the rows' cluster field, reports the design effect and keeps the exact analysis for reference", () => {
    const rows = [...armRows("m", "base", base, cluster), ...armRows("m", "new", cand, cluster)];
    const c = computeComparison(rows, spec()).candidates[0]!;
    expect(c.pairing).toMatchObject({ cluster_by: "field", clusters: 30 });
    const ref = clusteredDifference(
      Array.from({ length: n }, (_, i) => ({
        cluster: `c${Math.floor(i / 4)}`,
        baseline: [base[i] ? 1 : 0],
        candidate: [cand[i] ? 1 : 0],
      })),
      { alpha: 0.05, sided: "two-sided" },
    );
    expect(ref.kind).toBe("clustered");
    if (ref.kind !== "clustered" || c.result.analysis !== "clustered") throw new Error("expected clustered");
    expect(c.result.design_effect).toBe(ref.designEffect);
    expect(c.result.bound).toEqual(ref.bound);
    expect(c.result.p_value).toBe(ref.pValue);
    expect(c.exact.table.both + c.exact.table.neither + c.exact.discordant).toBe(n);
  });

  it("id-prefix clusters from the ids; none declares independence", () => {
    const rows = [
      ...armRows("m", "base", base, (i) => ({ id: `s${Math.floor(i / 4)}/${i}` })),
      ...armRows("m", "new", cand, (i) => ({ id: `s${Math.floor(i / 4)}/${i}` })),
    ];
    const c = computeComparison(rows, spec({ clusterBy: { kind: "id-prefix", separator: "/" } })).candidates[0]!;
    expect(c.result.analysis).toBe("clustered");
    expect(c.pairing).toMatchObject({ cluster_by: "id-prefix:/", clusters: 30 });
    const none = computeComparison(rows, spec({ clusterBy: { kind: "none" } })).candidates[0]!;
    expect(none.result.analysis).toBe("exact");
  });

  it("too few clusters is refused, naming the setting", () => {
    const few = (i: number) => ({ cluster: `c${i % 3}` });
    const rows = [...armRows("m", "base", base, few), ...armRows("m", "new", cand, few)];
    expect(() => computeComparison(rows, spec())).toThrow(
      /3 clusters are too few for the clustered analysis \(it needs 10\)/,
    );
  });

  it("a row without cluster among rows with one is an error, not a silent singleton", () => {
    const rows = [
      ...armRows("m", "base", base, (i) => (i === 5 ? {} : cluster(i))),
      ...armRows("m", "new", cand, cluster),
    ];
    expect(() => computeComparison(rows, spec())).toThrow(/o\.jsonl:6, field "cluster": has no "cluster"/);
  });

  it("replicates (epochs) are averaged per item: items are the unit", () => {
    const rows = [0, 1, 2].flatMap((e) => [
      ...armRows("m", "base", base, () => ({ epoch: e + 1 })),
      ...armRows(
        "m",
        "new",
        cand.map((c, i) => (e === 1 && i % 13 === 0 ? !c : c)),
        () => ({ epoch: e + 1 }),
      ),
    ]);
    const c = computeComparison(rows, spec()).candidates[0]!;
    expect(c.pairing).toMatchObject({ paired: 3 * n, items: n, replicates: 3 });
    expect(c.result).toMatchObject({ analysis: "clustered", units: n, clusters: n, replicates: { min: 3, max: 3 } });
  });
});

describe("pass@k over replicates (epochs = samples)", () => {
  // 15 problems, 10 samples each; the candidate passes more samples on most problems.
  const P = 15;
  const S = 10;
  const passes = (j: number, arm: "base" | "new") => (arm === "base" ? j % 5 : Math.min(S, (j % 5) + (j % 3)));
  const rows = (["base", "new"] as const).flatMap((arm) =>
    Array.from({ length: P * S }, (_, i) => {
      const j = Math.floor(i / S);
      const e = i % S;
      return {
        row: { model: "m", id: `p${j}`, condition: arm, correct: e < passes(j, arm), epoch: e + 1 },
        file: "o.jsonl",
        line: i + 1,
      };
    }),
  );

  it("hands each problem's n and c to pairedPassAtK and decides from its bound", () => {
    const r = computeComparison(rows, spec({ metric: { kind: "pass@k", k: 3 } }));
    const c = r.candidates[0]!;
    const ref = pairedPassAtK(
      Array.from({ length: P }, (_, j) => ({
        baseline: { n: S, c: passes(j, "base") },
        candidate: { n: S, c: passes(j, "new") },
      })),
      3,
      { alpha: 0.05, sided: "two-sided" },
    );
    if (ref.kind !== "paired" || c.result.analysis !== "pass@k") throw new Error("expected paired pass@k");
    expect(c.result).toMatchObject({
      k: 3,
      problems: P,
      samples: { min: S, max: S },
      estimate: ref.estimate,
      p_value: ref.pValue,
    });
    expect(c.result.bound).toEqual(ref.bound);
    expect(c.result.pass_at_k_baseline.estimate).toBe(ref.baseline.estimate);
    expect(r.design).toMatchObject({ metric: "pass@k", k: 3 });
  });

  it("refuses k above a problem's paired samples, too few problems, and clustered problems", () => {
    expect(() => computeComparison(rows, spec({ metric: { kind: "pass@k", k: 11 } }))).toThrow(
      /problem "p0" has 10 paired sample\(s\) .* fewer than k = 11/,
    );
    const few = rows.filter((r) => Number(r.row.id.slice(1)) < 5);
    expect(() => computeComparison(few, spec({ metric: { kind: "pass@k", k: 2 } }))).toThrow(/5 problems are too few/);
    const clustered = rows.map((r) => ({ ...r, row: { ...r.row, cluster: `c${Number(r.row.id.slice(1)) % 12}` } }));
    expect(() => computeComparison(clustered, spec({ metric: { kind: "pass@k", k: 2 } }))).toThrow(
      /pass@k treats problems as independent/,
    );
  });
});
