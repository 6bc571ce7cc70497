/**
 * Every "not detected" carries its detection floor (STATS.md, last section) on every surface —
 * the terminal text of `check`, report.md / the job summary and report.html — and the floor is
 * the model's own: a model with no discordant pairs, or whose ψ̂ is too small for any drop to
 * reach the target power, must not be given the design's MDE as if it applied to it.
 */
import { describe, expect, it } from "vitest";
import { renderCheckText } from "../../src/check/text.js";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { verdictJson } from "../../src/verdict/json.js";

function report(): Report {
  const v = verdictJson(
    computeVerdict(
      [
        // 200 discordant of 400, balanced: a floor exists.
        { name: "ordinary", a: 200, b: 100, c: 100, e: 0, unparsedOriginal: 0, unparsedPerturbed: 0 },
        // No discordant pair at all.
        { name: "identical", a: 300, b: 0, c: 0, e: 100, unparsedOriginal: 0, unparsedPerturbed: 0 },
        // 3 discordant of 400: no drop up to ψ̂ reaches 80% power.
        { name: "sparse", a: 300, b: 2, c: 1, e: 97, unparsedOriginal: 0, unparsedPerturbed: 0 },
      ],
      { alpha: 0.05, targetEffect: 0.1, perturbers: 1, emax: "exact", power: 0.8 },
    ),
  );
  return {
    schema_version: 1,
    tool: { name: "contamgate", version: "test" },
    config: null,
    verdict: "pass",
    exit_code: 0,
    checks: ["power", "contamination"],
    power: {
      n: 400, discordant_rate: 0.4, effect: 0.1, alpha: 0.05, target_power: 0.8, models: 3, perturbers: 1, one_sided: true, emax: "exact",
      exact: { power: 0.86, min_detectable_effect: 0.0911, required_n: 350, first_n: 350 },
      normal_approximation: { power: 0.88, min_detectable_effect: 0.089, required_n: 330 },
      adequate: true, reason: null, curve: [],
    },
    contamination: { design: v.design, models: v.models, heterogeneity: v.heterogeneity, warnings: v.warnings, spend: { calls_made: 0, cache_hits: 0, new_entries: 0, nondeterministic: 0 } },
    leakage: null,
    warnings: [],
  };
}

const ordinaryFloor = () => report().contamination!.models[0]!.min_detectable_effect!;

describe("the detection floor of a non-detection", () => {
  it("the fixture is what the test needs", () => {
    const m = report().contamination!.models;
    expect(m.map((x) => x.detected)).toEqual([false, false, false]);
    expect(ordinaryFloor()).toBeGreaterThan(0);
    expect(m[1]!.min_detectable_effect).toBeNull();
    expect(m[2]!.min_detectable_effect).toBeNull();
  });

  it("report.html gives every non-detection its floor", () => {
    const page = renderHtml(report());
    const row = (name: string) => new RegExp(`<tr><td>${name}</td>.*?</tr>`).exec(page)?.[0] ?? "";
    const floor = (ordinaryFloor() * 100).toFixed(1);
    expect(row("ordinary")).toContain(`+${floor} pt`);
    expect(row("ordinary")).toMatch(/invisible/);
    expect(row("identical")).toMatch(/no discordant pairs/);
    expect(row("sparse")).toMatch(/no evidence of cleanliness/);
  });

  it("the check's terminal text gives every non-detection its floor", () => {
    const text = renderCheckText(report());
    const block = (name: string) => new RegExp(`  ${name}: not detected\\n((?:    .*\\n)*)`).exec(text)?.[1] ?? "";
    expect(block("ordinary")).toMatch(/no drop above \+\d+\.\d pt was present/);
    expect(block("identical")).toMatch(/no discordant pairs/);
    expect(block("sparse")).toMatch(/no evidence of cleanliness/);
  });

  it("report.md does not lend the design's MDE to a model it does not apply to", () => {
    const md = renderMarkdown(report());
    const row = (name: string) => md.split("\n").find((l) => l.startsWith(`| ${name} |`)) ?? "";
    expect(row("identical")).not.toMatch(/design's n/);
    expect(row("identical")).toMatch(/no discordant pairs/);
    expect(row("sparse")).not.toMatch(/design's n/);
    expect(row("sparse")).toMatch(/no evidence of cleanliness/);
  });
});
