/**
 * The design is derived once and handed to both the power gate and the verdict.
 * With `design.models: 5` and two models run, the gate used M = 5 and the verdict M = 2 (Holm p
 * was 2·p, not 5·p) in one report. M = the models in the design, never fewer than run; the
 * verdict's Holm family is M × K (docs/statistics.md).
 */
import { describe, expect, it } from "vitest";
import { checkRequest, checkWorkspace } from "../support/check-workspace.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { runCheck } from "../../src/engine/check.js";

const models =
  "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n";

async function workspace(design: string): Promise<string> {
  const dir = await checkWorkspace(
    `design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n${design}benchmark:\n  path: data/items.jsonl\n  split: all\n  seed: s1\n${models}`,
  );
  return dir;
}

const check = (dir: string) => runCheck(checkRequest(dir), { env: {}, log: () => {} });

describe("one design for the gate and the verdict", () => {
  it("design.models: 5 and perturbers_tried: 3 with two models and one perturber run: M = 5 and K = 3 in both", async () => {
    const r = (await check(await workspace("  models: 5\n  perturbers_tried: 3\n"))).report;
    expect(r.power).toMatchObject({ models: 5, perturbers: 3 });
    expect(r.contamination!.design).toMatchObject({ models: 5, perturbers: 3 });
    expect(r.contamination!.design).toMatchObject({ family_size: 15 });
    expect(r.contamination!.models).toHaveLength(2);
    // Holm over the design's family of M × K = 15 hypotheses (those not run enter with p = 1): the
    // smallest p is multiplied by 15, not by the 2 pairs that were run.
    const pairs = r.contamination!.models.flatMap((m) => m.perturbers);
    expect(pairs).toHaveLength(2);
    const [lo, hi] = [...pairs].sort((a, b) => a.p_value - b.p_value);
    expect(lo!.p_holm).toBeCloseTo(Math.min(1, 15 * lo!.p_value), 12);
    expect(hi!.p_holm).toBeCloseTo(Math.max(lo!.p_holm, Math.min(1, 14 * hi!.p_value)), 12);
  });

  it("without design.models, M is the models run, in the gate and the verdict alike", async () => {
    const r = (await check(await workspace(""))).report;
    expect(r.power).toMatchObject({ models: 2, perturbers: 1 });
    expect(r.contamination!.design).toMatchObject({ models: 2, perturbers: 1 });
  });

  it("the text report prints the same M and K in the gate and the contamination heading", async () => {
    const dir = await workspace("  models: 5\n  perturbers_tried: 3\n");
    const m = memoryIo({}, dir);
    await main(["check", "--checks", "power,contamination"], m.io);
    expect(m.stdout()).toMatch(/power gate \(exact one-sided McNemar, α = 0\.05, M = 5, K = 3/);
    expect(m.stdout()).toMatch(
      /contamination \(exact one-sided McNemar, Holm over 15 \(model, perturber\) pairs: M = 5, K = 3;/,
    );
  });

  it("design.models fewer than the models run is exit 4 at its line", async () => {
    const dir = await workspace("  models: 1\n");
    const m = memoryIo({}, dir);
    expect(await main(["check"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(
      /contamgate\.yml:4, field "design\.models": design\.models is 1 but 2 models are configured/,
    );
  });
});
