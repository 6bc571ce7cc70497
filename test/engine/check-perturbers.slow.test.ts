/**
 * With several perturbers the check report has one verdict per model over the whole family of
 * (model, perturber) pairs, a heterogeneity assessment per perturber, and warnings that say which
 * perturber they are about.
 */
import { describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { checkRequest, checkWorkspace } from "../support/check-workspace.js";
import { renderMarkdown } from "../../src/report/markdown.js";

describe("check with several perturbers", () => {
  it("one verdict per model, heterogeneity per perturber, each verdict warning naming its perturber", async () => {
    const dir = await checkWorkspace(
      "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n" +
        "benchmark:\n  path: data/items.jsonl\n  seed: dev-seed\n  split: dev\n  perturbers: [shuffle_choices, derange_choices]\n" +
        "models:\n  - { label: clean, provider: fake, model: clean, accuracy: 0.6 }\n  - { label: dirty, provider: fake, model: dirty, accuracy: 0.45, memorized: 1 }\n",
    );
    const r = await runCheck(checkRequest(dir, { checks: ["contamination"] }), { env: {}, log: () => {} });
    const c = r.report.contamination!;
    expect(c.design).toMatchObject({ models: 2, perturbers: 2, family_size: 4 });
    expect(c.models.map((m) => m.name)).toEqual(["clean", "dirty"]);
    expect(c.models.map((m) => m.perturbers.map((p) => p.perturber))).toEqual([
      ["shuffle_choices", "derange_choices"],
      ["shuffle_choices", "derange_choices"],
    ]);
    expect(c.models[1]!.detected).toBe(true);
    expect(c.heterogeneity.map((h) => [h.perturber, h.test])).toEqual([
      ["shuffle_choices", "paired-wald"],
      ["derange_choices", "paired-wald"],
    ]);
    for (const w of c.warnings.filter((x) => /achieved power/.test(x)))
      expect(w).toMatch(/^clean \((shuffle_choices|derange_choices)\): /);
    const md = renderMarkdown(r.report);
    expect(md).toMatch(/### Heterogeneity across models \(perturber derange_choices\)/);
    expect(md).toMatch(
      /paired Wald test \(item-level, pairing respected\) W = [\d.]+, Hotelling F = [\d.]+ on \(1, \d+\) df/,
    );
  });
});
