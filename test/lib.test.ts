import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const root = join(import.meta.dirname, "..");

describe("the library entry (src/lib.ts)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("importing it runs nothing: no output, no exit code, no workflow command", async () => {
    const out = vi.spyOn(process.stdout, "write");
    const err = vi.spyOn(process.stderr, "write");
    const exitCode = process.exitCode;
    const lib = await import("../src/lib.js");
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();
    expect(process.exitCode).toBe(exitCode);
    for (const name of [
      "runCheck",
      "evaluatePowerGate",
      "computeVerdict",
      "mcnemarP",
      "holm",
      "scanLeakage",
      "parseAnswer",
      // The time split's and the heterogeneity's tests (docs/statistics.md).
      "dropDifferenceTest",
      "dropDifferenceRejects",
      "dropDifferenceInterval",
      "timeSplitPower",
      "pairedWald",
      "fSf",
      "cochranQ",
      // compare's analyses (docs/statistics.md "Compare").
      "computeComparison",
      "decideComparison",
      "pairedDifference",
      "clusteredDifference",
      "clusterMean",
      "comparePower",
      "compareSampleSize",
      "passAtK",
      "pairedPassAtK",
      // The soft signal's test and power (docs/statistics.md "The soft signal").
      "signFlipP",
      "signFlipTest",
      "softPower",
      "pilotSd",
    ] as const) {
      expect(typeof lib[name], name).toBe("function");
    }
    expect(lib.VERSION).toBe(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
  });

  it("is what package.json main and exports name, built by scripts/build.mjs", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(pkg.main).toBe("dist/lib/index.js");
    expect(pkg.exports["."]).toBe("./dist/lib/index.js");
    // The bundle of lib/lib.js (the compiled src/lib.ts) is written to <out>/lib/index.js.
    // …and is committed with the rest of dist/ (a bare `lib/` in .gitignore would hide dist/lib/).
    const ignored = (path: string) => {
      try {
        execFileSync("git", ["check-ignore", "-q", path], { cwd: root, stdio: "pipe" });
        return true;
      } catch {
        return false;
      }
    };
    expect(ignored("dist/lib/index.js")).toBe(false);
    expect(ignored("lib/lib.js")).toBe(true);
    expect(readFileSync(join(root, "scripts/build.mjs"), "utf8")).toContain(
      'node([ncc, "build", join(lib, "lib.js"), "-o", join(out, "lib"), "-q"]);',
    );
  });
});

/**
 * Every test and interval a verdict prints is exported, and the export computes the printed
 * figure: each is recomputed here from the library's functions on the verdict's own inputs
 * (docs/statistics.md "From code: the library entry"). Their values against R and scipy are
 * checked in test/stats/; this checks that what a user imports is what the report applied.
 */
describe("the library's tests recompute the verdict's figures", () => {
  const N = 240;
  const ids = Array.from({ length: N }, (_, i) => `q${i}`);
  /** A deterministic stream (xorshift) so the tables are fixed without a fixture file. */
  function stream(seed: number) {
    let x = seed >>> 0 || 1;
    return () => {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x / 2 ** 32;
    };
  }
  /** One model under one perturber: original right w.p. pOrig, perturbed right w.p. pPert, per item. */
  function table(model: string, perturber: string, seed: number, pOrig: number, pPert: number) {
    const u = stream(seed);
    const d = new Int8Array(N);
    const t = { a: 0, b: 0, c: 0, e: 0 };
    for (let i = 0; i < N; i++) {
      const o = u() < pOrig;
      const p = u() < pPert;
      d[i] = (o ? 1 : 0) - (p ? 1 : 0);
      if (o && p) t.a++;
      else if (o) t.b++;
      else if (p) t.c++;
      else t.e++;
    }
    return { model, perturber, ...t, unparsedOriginal: 0, unparsedPerturbed: 0, items: { ids, d } };
  }
  const tables = [
    table("mem", "shuffle", 1, 0.8, 0.45),
    table("mem", "derange", 2, 0.8, 0.5),
    table("c1", "shuffle", 3, 0.6, 0.55),
    table("c1", "derange", 4, 0.6, 0.57),
    table("c2", "shuffle", 5, 0.55, 0.5),
    table("c2", "derange", 6, 0.55, 0.52),
  ];
  const design = { alpha: 0.05, targetEffect: 0.05, power: 0.8, models: 3, perturbers: 2, emax: "exact" as const };
  const dates = ids.map((id, i) => [id, i % 10 === 9 ? undefined : i < 120 ? "2023-06-01" : "2024-06-01"] as const);

  it("drops, Holm, the rule, heterogeneity, the time split and the controls (each and mean)", async () => {
    const lib = await import("../src/lib.js");
    const ts = lib.timeSplitInput(dates, new Map([["mem", "2023-12-31"]]), 0.3)!;
    for (const against of ["each", "mean"] as const) {
      const controls = { kind: "declared" as const, controls: ["c1", "c2"], against };
      const r = lib.computeVerdict(tables, design, controls, ts);
      if (r.controls.kind !== "declared") throw new Error("controls");
      const alpha = design.alpha;
      const F = r.design.family_size;
      const excess = r.controls.tests;
      expect(F).toBe(6 + excess.length);

      // The drops: melded interval, exact McNemar, Holm and BH over the family, the rule.
      const pairs = r.models.flatMap((m) => m.pairs);
      const counts = tables.map((t) => ({ b: t.b, c: t.c, n: N }));
      const rule = lib.detectFamily(
        counts,
        F,
        alpha,
        lib.expectedMaxNormal(2),
        excess.map((t) => t.p_value),
      );
      const padded = [
        ...tables.map((t) => lib.mcnemarP(t.b, t.c, "one-sided")),
        ...excess.map((t) => t.p_value),
        ...new Array<number>(F - 6 - excess.length).fill(1),
      ];
      const holm = lib.holm(padded);
      const bh = lib.benjaminiHochberg(padded);
      tables.forEach((t, i) => {
        const p = pairs[i]!;
        expect(p.perturber).toBe(t.perturber);
        const m = lib.meldedInterval(t.b, t.c, N, alpha);
        expect([p.lcb, p.ucb]).toEqual([m.lcb, m.ucb]);
        expect(p.lcb).toBe(lib.meldedLcb(t.b, t.c, N, alpha));
        expect(p.ucb).toBe(lib.meldedUcb(t.b, t.c, N, alpha));
        expect(p.se).toBe(lib.pairedSe(t.b, t.c, N));
        expect(p.p_value).toBe(lib.mcnemarP(t.b, t.c, "one-sided"));
        expect([p.p_holm, p.p_bh]).toEqual([holm[i], bh[i]]);
        expect([p.detected, p.deflation, p.adjusted_lcb]).toEqual([
          rule[i]!.detected,
          rule[i]!.deflation,
          m.lcb - rule[i]!.deflation,
        ]);
        expect(p.accuracy_original.ci).toMatchObject(lib.clopperPearson(t.a + t.b, N, alpha));
      });
      expect(r.design.emax_value).toBe(lib.expectedMaxNormal(2));
      expect(r.models.find((m) => m.name === "mem")!.detected).toBe(true);

      // Heterogeneity: the paired Wald test with its F reference, per perturber.
      for (const h of r.heterogeneity) {
        const w = lib.pairedWald(tables.filter((t) => t.perturber === h.perturber).map((t) => t.items.d));
        expect([h.statistic, h.df, h.p_value, h.pooled_drop.estimate]).toEqual([w.statistic, w.df, w.pValue, w.pooled]);
        expect(w.pValue).toBe(lib.fSf(w.fStatistic, w.df, w.df2));
        const q = lib.cochranQ(
          tables
            .filter((t) => t.perturber === h.perturber)
            .map((t) => ({ name: t.model, drop: (t.b - t.c) / N, se: lib.boundarySafeSe(t.b, t.c, N) })),
        )!;
        expect(h.i_squared).toBe(q.iSquared);
      }
      expect(r.heterogeneity.map((h) => h.perturber)).toEqual(["shuffle", "derange"]);

      // The time split: MOVER interval, its p (Holm's thresholds probed), Holm's step-down, power.
      if (r.time_split.kind !== "assessed") throw new Error("time split");
      const decided = lib.decideTimeSplit(tables, ts, design)!;
      expect(decided.family_size).toBe(2);
      const thresholds = [alpha / 2, alpha];
      for (const [i, v] of r.time_split.verdicts.entries()) {
        const s = decided.pairs[i]!;
        if (v.test.kind !== "tested" || s.groups === null) throw new Error("not tested");
        const [pre, post] = s.groups;
        expect([pre.n, post.n]).toEqual([108, 108]);
        const ci = lib.dropDifferenceInterval(pre, post, alpha);
        expect(v.test.difference.ci).toMatchObject({ lower: ci.lower, upper: ci.upper });
        const test = lib.dropDifferenceTest(pre, post, thresholds);
        expect([v.test.p_value, v.test.statistic]).toEqual([test.p_value, test.statistic]);
        expect(v.test.decision === "pre-larger").toBe(s.rejected);
        expect(lib.dropDifferenceRejects(pre, post, alpha / 2)).toBe(v.test.p_value < alpha / 2);
        if (v.test.power.kind !== "computed") throw new Error("power");
        expect(v.test.power.value).toBe(
          lib.timeSplitPower({ nPre: 108, nPost: 108, discordantRate: 0.3, effect: 0.05, level: alpha / 2 }).value,
        );
      }

      // The controls: the exact sign-flip test and score interval, against each control or their mean.
      for (const t of excess) {
        const own = tables.find((x) => x.model === t.model && x.perturber === t.perturber)!.items.d;
        const theirs = t.controls.map((c) => tables.find((x) => x.model === c && x.perturber === t.perturber)!.items.d);
        if (against === "each") {
          const d = own.map((v, i) => v - theirs[0]![i]!);
          const e = lib.excessDropTest(lib.countDifferences(d), alpha);
          expect([t.p_value, t.lcb, t.ucb, t.estimate]).toEqual([e.p, e.lcb, e.ucb, e.estimate]);
          expect(t.p_value).toBe(lib.excessDropP(lib.countDifferences(d)));
        } else {
          const C = theirs.length;
          const e = Array.from(own, (v, i) => C * v - theirs.reduce((s, y) => s + y[i]!, 0));
          const sum = e.reduce((s, v) => s + v, 0);
          const sumSq = e.reduce((s, v) => s + v * v, 0);
          const b = lib.scoreBounds(sum / C, sumSq / (C * C), N, alpha);
          expect([t.p_value, t.lcb, t.ucb]).toEqual([lib.latticeSignFlipP(e), b.lcb, b.ucb]);
        }
      }
      expect(excess).toHaveLength(against === "each" ? 4 : 2);
    }
  });
});
