/**
 * The action driving the real check engine (src/engine) in a simulated runner, for the four
 * configurations the action must tell apart: passing, underpowered, contaminated, leaking. Fake
 * models on 600 real MMLU items (fixtures/demo), so nothing is spent and no key is needed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import type { Report } from "../../src/report/types.js";
import { bareEstimates } from "../report/bare-estimate.js";
import { simulate } from "./simulate.js";
import { CASES, benchmark, design, models, workspace } from "./cases.js";

describe("the action over the real engine, in a simulated runner", () => {
  for (const [verdict, c] of Object.entries(CASES)) {
    it(`${verdict}: exit ${c.code}, verdict output, a summary under budget with intervals on every estimate`, async () => {
      const sim = await simulate({
        runCheck,
        setup: workspace(c.config, [...c.dict]),
        inputs: { "summary-max-bytes": "65536", checks: "power,leakage,contamination" },
      });
      expect(sim.outputs.verdict).toBe(verdict);
      expect(sim.code).toBe(c.code);
      expect(sim.outputs["contaminated-models"]).toBe(c.models);
      expect(sim.outputs["leakage-findings"]).toBe(c.findings);
      const summary = sim.summary;
      expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65536);
      expect(summary).toContain(`contamgate: ${verdict}`);
      expect(bareEstimates(summary)).toEqual([]);
      // the holdout question appears on no surface: summary, outputs, log, report files
      const report = JSON.parse(readFileSync(sim.outputs["report-path"]!, "utf8")) as Report;
      const dir = join(sim.workspace, "contamgate-report");
      const files = ["report.md", "report.json", "report.html", "report.sarif"].map((f) =>
        readFileSync(join(dir, f), "utf8"),
      );
      for (const surface of [summary, sim.stdout, JSON.stringify(sim.outputs), ...files])
        expect(surface).not.toContain("Teatro");
      expect(report.verdict).toBe(verdict);
      expect(report.config?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(summary).toContain(report.config!.sha256);
      if (verdict !== "leaking") {
        expect(sim.outputs["min-detectable-effect"]).toBe(String(report.power!.exact.min_detectable_effect));
        expect(summary).toMatch(/```mermaid\n---\nconfig:\n[^`]*\n---\nxychart-beta\n/);
      }
      if (verdict === "contaminated") {
        const dirtyRow = summary.split("\n").find((l) => l.startsWith("| dirty"))!;
        expect(dirtyRow).toContain("**significant drop** (names the model)");
        // The verdict cell is short; the non-detection's reading is a bullet below the table.
        expect(summary.split("\n").find((l) => l.startsWith("| clean"))).toMatch(
          /\| no significant drop \(see below\) \|$/,
        );
        // Every row states its upper bound, named or not; the bullet says what the design could see.
        for (const model of ["dirty", "clean"])
          expect(summary.split("\n").find((l) => l.startsWith(`| ${model}`))).toMatch(
            /the drop is at most .* \(one-sided 95% upper bound\)/,
          );
        expect(summary.split("\n").find((l) => l.startsWith("- `clean`"))).toMatch(
          /^- `clean` · `[^`]+`: drops below .* were likely to be missed/,
        );
      }
      if (verdict === "leaking") {
        expect(sim.stdout).toMatch(/^::error [^:]*file=corpus\/dict\.txt,line=3::/m);
      }
      if (verdict === "underpowered") expect(sim.summary).toMatch(/Nothing was spent/);
    });
  }

  it("unconfirmed: a paid model without yes stops at exit 3 before any call; its key is masked and printed nowhere", async () => {
    const key = "cg-compat-KEY-0123456789abcdef";
    const paid = "{ label: remote, provider: compatible, model: m, base_url: 'http://127.0.0.1:9' }";
    const sim = await simulate({
      runCheck,
      setup: workspace(design(0.1, 0.4) + benchmark + models(paid), ["unrelated"]),
      inputs: { checks: "power,contamination" },
      env: { CONTAMGATE_COMPATIBLE_API_KEY: key },
    });
    expect(sim.outputs.verdict).toBe("unconfirmed");
    expect(sim.code).toBe(3);
    expect(sim.summary).toMatch(/spending was not confirmed/);
    // The log names the action's own knob, not the CLI's flag.
    expect(sim.stdout).toMatch(/not confirmed: rerun with yes: true to make these \d+ calls/);
    expect(sim.stdout).toContain(`::add-mask::${key}`);
    const rest = sim.stdout.replace(`::add-mask::${key}`, "");
    for (const surface of [
      rest,
      sim.summary,
      JSON.stringify(sim.outputs),
      readFileSync(sim.outputs["report-path"]!, "utf8"),
    ])
      expect(surface).not.toContain(key);
  });
});
