/**
 * Declared clean controls in the verdict (docs/statistics.md, "Controls (v2)"): the excess-drop
 * tests join the Holm family, a control is never named, unparsed answers enter d as wrong, and the
 * excess drop is exactly the difference of the two drops shown.
 */
import { describe, expect, it } from "vitest";
import { verdictJson } from "../../src/report/verdict-json.js";
import { renderVerdictText } from "../../src/report/verdict-text.js";
import { excessDropP } from "../../src/stats/excess-drop.js";
import { holm } from "../../src/stats/multiplicity.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { tablesFromOutcomes, type PairedOutcome } from "../../src/verdict/parse-jsonl.js";
import type { VerdictDesign } from "../../src/verdict/types.js";
import { createRng } from "../../src/stats/random.js";

/** Outcomes of `model` on n items: original right with pOrig; perturbed right as original unless it flips. */
function outcomes(
  model: string,
  n: number,
  seed: string,
  pOrig: number,
  flipDown: number,
  flipUp: number,
  perturber: string | null = null,
): PairedOutcome[] {
  const rng = createRng(seed);
  const out: PairedOutcome[] = [];
  for (let i = 0; i < n; i++) {
    const o = rng.bernoulli(pOrig);
    const p = o ? !rng.bernoulli(flipDown) : rng.bernoulli(flipUp);
    out.push({ model, perturber, id: `q${i}`, original: o, perturbed: p });
  }
  return out;
}

const design = (models: number, perturbers = 1): VerdictDesign => ({
  alpha: 0.05,
  targetEffect: 0.05,
  models,
  perturbers,
  emax: "exact",
  power: 0.8,
});

describe("excess-drop tests in the verdict", () => {
  const rows = [
    ...outcomes("mem", 300, "mem", 0.8, 0.4, 0.1),
    ...outcomes("ctl", 300, "ctl", 0.6, 0.15, 0.15),
    ...outcomes("plain", 300, "plain", 0.6, 0.15, 0.15),
  ];
  const tables = tablesFromOutcomes(rows, "t.jsonl");
  const r = computeVerdict(tables, design(3), { kind: "declared", controls: ["ctl"], against: "each" });

  it("grows the family by (M − C) × K × C and Holm runs over all of it", () => {
    expect(r.design.excess_tests).toBe(2);
    expect(r.design.family_size).toBe(5);
    const dropPs = tables.map((t) => mcnemarP(t.b, t.c, "one-sided"));
    if (r.controls.kind !== "declared") throw new Error("controls expected");
    const excessPs = r.controls.tests.map((t) => t.p_value);
    const all = holm([...dropPs, ...excessPs]);
    expect(r.models.flatMap((m) => m.pairs.map((p) => p.p_holm))).toEqual(all.slice(0, 3));
    expect(r.controls.tests.map((t) => t.p_holm)).toEqual(all.slice(3));
  });

  it("names the memorizer as dropping more than the control, and not the plain model", () => {
    if (r.controls.kind !== "declared") throw new Error("controls expected");
    const [mem, plain] = r.controls.tests;
    expect(mem!.model).toBe("mem");
    expect(mem!.exceeds).toBe(true);
    expect(plain!.model).toBe("plain");
    expect(plain!.exceeds).toBe(false);
  });

  it("the excess drop is exactly drop(model) − drop(control), and p is the exact sign-flip test of the per-item d", () => {
    if (r.controls.kind !== "declared") throw new Error("controls expected");
    const drop = (name: string) => r.models.find((m) => m.name === name)!.pairs[0]!.drop;
    for (const t of r.controls.tests) {
      expect(t.estimate).toBeCloseTo(drop(t.model) - drop("ctl"), 14);
      expect(t.p_value).toBe(excessDropP(t.counts!));
      expect(t.lcb).toBeLessThanOrEqual(t.estimate);
      expect(t.ucb).toBeGreaterThanOrEqual(t.estimate);
      expect(t.ci.level).toBeCloseTo(0.9, 14);
    }
  });

  it("a control is never named, even when its own drop is significant; its drop is still reported", () => {
    // The control answers exactly as the memorizer does: the same drop on the same items, d = 0.
    const rows2 = [...outcomes("mem", 300, "mem", 0.8, 0.5, 0.05), ...outcomes("ctl", 300, "mem", 0.8, 0.5, 0.05)];
    const t2 = tablesFromOutcomes(rows2, "t.jsonl");
    const v = computeVerdict(t2, design(2), { kind: "declared", controls: ["ctl"], against: "each" });
    const ctl = v.models.find((m) => m.name === "ctl")!;
    expect(ctl.pairs[0]!.detected).toBe(true);
    expect(ctl.detected).toBe(false);
    expect(ctl.named_by).toBeNull();
    const json = verdictJson(v);
    expect(json.models.find((m) => m.name === "ctl")!.controls.role).toBe("control");
    // Same behaviour: the memorizer drops, but no more than the control.
    const mem = json.models.find((m) => m.name === "mem")!;
    expect(mem.detected).toBe(true);
    expect(mem.controls.role === "compared" && mem.controls.exceeds).toBe(false);
    expect(renderVerdictText(json)).toMatch(/mem: no larger drop than the control ctl \(perturber perturbed\)/);
  });

  it("against the mean of two controls: one test per (model, perturber), the lattice test", () => {
    const rows3 = [...rows, ...outcomes("ctl2", 300, "c2", 0.6, 0.15, 0.15)];
    const t3 = tablesFromOutcomes(rows3, "t.jsonl");
    const v = computeVerdict(t3, design(4), { kind: "declared", controls: ["ctl", "ctl2"], against: "mean" });
    expect(v.design.excess_tests).toBe(2);
    expect(v.design.family_size).toBe(6);
    if (v.controls.kind !== "declared") throw new Error("controls expected");
    expect(v.controls.tests.map((t) => [t.model, t.against])).toEqual([
      ["mem", "mean of ctl, ctl2"],
      ["plain", "mean of ctl, ctl2"],
    ]);
    const drop = (name: string) => v.models.find((m) => m.name === name)!.pairs[0]!.drop;
    expect(v.controls.tests[0]!.estimate).toBeCloseTo(drop("mem") - (drop("ctl") + drop("ctl2")) / 2, 14);
    expect(v.controls.tests[0]!.exceeds).toBe(true);
    const each = computeVerdict(t3, design(4), { kind: "declared", controls: ["ctl", "ctl2"], against: "each" });
    expect(each.design.excess_tests).toBe(4);
  });

  it("unparsed answers enter d as wrong (as in the drop) and both models' counts are reported", () => {
    const withNull = rows.map((x, i) => (x.model === "mem" && i % 50 === 0 ? { ...x, perturbed: null } : x));
    const t = tablesFromOutcomes(withNull, "t.jsonl");
    const v = computeVerdict(t, design(3), { kind: "declared", controls: ["ctl"], against: "each" });
    if (v.controls.kind !== "declared") throw new Error("controls expected");
    const memTest = v.controls.tests[0]!;
    expect(memTest.unparsed[0]).toEqual({ name: "mem", original: 0, perturbed: 6 });
    const drop = (name: string) => v.models.find((m) => m.name === name)!.pairs[0]!.drop;
    expect(memTest.estimate).toBeCloseTo(drop("mem") - drop("ctl"), 14);
  });

  it("without controls the family is M × K and the reading says the verdict is a drop, not proof of memory", () => {
    const v = computeVerdict(tables, design(3));
    expect(v.design.family_size).toBe(3);
    expect(v.controls.kind).toBe("none");
    const text = renderVerdictText(verdictJson(v));
    expect(text).toMatch(/the verdict is a drop, not proof of memory/);
  });

  it("rejects a control with no outcomes, tables without items, and all-control designs", () => {
    const decl = (c: string[]) => ({ kind: "declared" as const, controls: c, against: "each" as const });
    expect(() => computeVerdict(tables, design(3), decl(["nobody"]))).toThrow(/names no model/);
    expect(() => computeVerdict(tables, design(3), decl(["ctl", "mem", "plain"]))).toThrow(/nothing left to compare/);
    const noItems = tables.map((t) => ({ ...t, items: null }));
    expect(() => computeVerdict(noItems, design(3), decl(["ctl"]))).toThrow(/item-level outcomes/);
  });
});
