/**
 * The action driving the real check engine (src/check) in a simulated runner, for the four
 * configurations the action must tell apart: passing, underpowered, contaminated, leaking. Fake
 * models on 600 real MMLU items (fixtures/demo), so nothing is spent and no key is needed.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { engineCheck } from "../../src/action/engine.js";
import type { Report } from "../../src/report/types.js";
import { bareEstimates } from "../report/bare-estimate.js";
import { simulate } from "./simulate.js";

const root = join(import.meta.dirname, "../..");
const SECRET = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";

const design = (effect: number, psi: number) => `design:\n  target_effect: ${effect}\n  expected_discordant_rate: ${psi}\n`;
const benchmark = "benchmark:\n  path: data/items.jsonl\n  seed: s1\n";
const models = (...m: string[]) => `models:\n${m.map((x) => `  - ${x}\n`).join("")}`;
const clean = "{ label: clean, provider: fake, model: c, accuracy: 0.6 }";
const clean2 = "{ label: clean-2, provider: fake, model: c2, accuracy: 0.7 }";
const dirty = "{ label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }";
const leakage = "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: probes.txt }]\n  corpora: [{ path: 'corpus/*.txt' }]\n";

function workspace(config: string, dict: string[]) {
  return (ws: string) => {
    mkdirSync(join(ws, "data"), { recursive: true });
    mkdirSync(join(ws, "corpus"), { recursive: true });
    copyFileSync(join(root, "fixtures/demo/items.jsonl"), join(ws, "data/items.jsonl"));
    writeFileSync(join(ws, "probes.txt"), `${SECRET}\n`);
    writeFileSync(join(ws, "corpus/dict.txt"), dict.join("\n") + "\n");
    writeFileSync(join(ws, "contamgate.yml"), config);
  };
}

const CASES = {
  pass: { config: design(0.1, 0.4) + benchmark + models(clean, clean2) + leakage, dict: ["unrelated line", "another"], code: 0, models: "[]", findings: "0" },
  underpowered: { config: design(0.02, 0.3) + benchmark + models(clean, dirty) + leakage, dict: ["unrelated"], code: 2, models: "[]", findings: "0" },
  contaminated: { config: design(0.1, 0.4) + benchmark + models(clean, dirty) + leakage, dict: ["unrelated"], code: 1, models: '["dirty"]', findings: "0" },
  leaking: { config: design(0.1, 0.4) + "  n: 800\n" + leakage, dict: ["unrelated line", "another", SECRET], code: 1, models: "[]", findings: "1" },
} as const;

describe("the action over the real engine, in a simulated runner", () => {
  for (const [verdict, c] of Object.entries(CASES)) {
    it(`${verdict}: exit ${c.code}, verdict output, a summary under budget with intervals on every estimate`, async () => {
      const sim = await simulate({
        runCheck: engineCheck,
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
      const files = ["report.md", "report.json", "report.html", "report.sarif"].map((f) => readFileSync(join(dir, f), "utf8"));
      for (const surface of [summary, sim.stdout, JSON.stringify(sim.outputs), ...files]) expect(surface).not.toContain("Teatro");
      expect(report.verdict).toBe(verdict);
      expect(report.config?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(summary).toContain(report.config!.sha256);
      if (verdict !== "leaking") {
        expect(sim.outputs["min-detectable-effect"]).toBe(String(report.power!.exact.min_detectable_effect));
        expect(summary).toContain("```mermaid\nxychart-beta");
      }
      if (verdict === "contaminated") {
        const dirtyRow = summary.split("\n").find((l) => l.startsWith("| dirty"))!;
        expect(dirtyRow).toContain("**contaminated**");
        expect(summary.split("\n").find((l) => l.startsWith("| clean"))).toMatch(/not detected; drops below/);
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
      runCheck: engineCheck,
      setup: workspace(design(0.1, 0.4) + benchmark + models(paid), ["unrelated"]),
      inputs: { checks: "power,contamination" },
      env: { CONTAMGATE_COMPATIBLE_API_KEY: key },
    });
    expect(sim.outputs.verdict).toBe("unconfirmed");
    expect(sim.code).toBe(3);
    expect(sim.summary).toMatch(/spending was not confirmed/);
    expect(sim.stdout).toContain(`::add-mask::${key}`);
    const rest = sim.stdout.replace(`::add-mask::${key}`, "");
    for (const surface of [rest, sim.summary, JSON.stringify(sim.outputs), readFileSync(sim.outputs["report-path"]!, "utf8")]) expect(surface).not.toContain(key);
  });
});
