/**
 * The guarantees docs/compare.md states, checked by simulating the whole pipeline (rows →
 * computeComparison → decision): the chance of a false "better"/"worse" is at most α, with one
 * candidate and with three (Holm/Bonferroni), with and without correlated clusters; the
 * interval covers the true difference at its level; the planner's exact power is the rate at
 * which the pipeline says "better". Figures are printed for the closing note.
 */
import { describe, expect, it } from "vitest";
import { comparePower } from "../../src/stats/compare-power.js";
import { candidatesSpec, clusteredRows, independentRows, mc3, plannedRows, simulate } from "./simulate.js";

const SIMS = 4000;
const log = (name: string, t: object) => console.log(`compare simulation ${name}: ${JSON.stringify(t)}`);

describe("compare pipeline simulations", () => {
  it("independent items, no difference: false decisions ≤ α, coverage ≥ 95% (n = 200)", () => {
    const t = simulate("ind-null", SIMS, (r) => independentRows(r, 200, 1, 0), candidatesSpec(1), 0);
    log("independent null n=200", t);
    expect(t.anyDecision / SIMS).toBeLessThanOrEqual(0.05 + mc3(0.05, SIMS));
    expect(t.covered / SIMS).toBeGreaterThanOrEqual(0.95 - mc3(0.05, SIMS));
  });

  it("independent items, Δ = +5 pt: coverage ≥ 95% (n = 300)", () => {
    const t = simulate("ind-alt", SIMS, (r) => independentRows(r, 300, 1, 0.05), candidatesSpec(1), 0.05);
    log("independent delta=+5pt n=300", t);
    expect(t.covered / SIMS).toBeGreaterThanOrEqual(0.95 - mc3(0.05, SIMS));
  });

  it("three candidates, none different: the chance that any is called better or worse ≤ α", () => {
    const t = simulate("three-null", SIMS, (r) => independentRows(r, 200, 3, 0), candidatesSpec(3), 0);
    log("three candidates null n=200", t);
    expect(t.anyDecision / SIMS).toBeLessThanOrEqual(0.05 + mc3(0.05, SIMS));
  });

  it("correlated clusters, no difference: the clustered analysis keeps false decisions ≤ α; assuming independence does not", () => {
    const draw = (r: Parameters<typeof clusteredRows>[0]) => clusteredRows(r, 30, 8, 0.2, 0);
    const clustered = simulate("clu-null", SIMS, draw, candidatesSpec(1), 0);
    log("clustered null G=30 size~8 shift=0.2 (CR2)", clustered);
    expect(clustered.anyDecision / SIMS).toBeLessThanOrEqual(0.05 + mc3(0.05, SIMS));
    expect(clustered.covered / SIMS).toBeGreaterThanOrEqual(0.95 - mc3(0.05, SIMS));
    expect(clustered.meanDesignEffect).toBeGreaterThan(1.5);
    const naive = simulate("clu-null", SIMS, draw, candidatesSpec(1, { clusterBy: { kind: "none" } }), 0);
    log("clustered null analysed as independent (exact McNemar)", naive);
    expect(naive.anyDecision / SIMS).toBeGreaterThan(0.1);
  });

  it("correlated clusters, Δ = +5 pt: the clustered interval covers at ≥ 95% (G = 40)", () => {
    const t = simulate("clu-alt", SIMS, (r) => clusteredRows(r, 40, 6, 0.15, 0.05), candidatesSpec(1), 0.05);
    log("clustered delta=+5pt G=40 size~6 shift=0.15", t);
    expect(t.covered / SIMS).toBeGreaterThanOrEqual(0.95 - mc3(0.05, SIMS));
  });

  it("the planner's exact power is the rate at which the pipeline says better (n = 400, Δ = 5 pt, ψ = 0.2)", () => {
    const planned = comparePower({ n: 400, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" }).power;
    const t = simulate("power", SIMS, (r) => plannedRows(r, 400, 0.2, 0.05), candidatesSpec(1), 0.05);
    log("power n=400 delta=5pt psi=0.2", { ...t, planned });
    expect(Math.abs(t.better / SIMS - planned)).toBeLessThanOrEqual(mc3(planned, SIMS));
  });
});
