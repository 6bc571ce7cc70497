/**
 * The `contaminated-models` output is a JSON list of model labels (docs/action.md: e.g. ["dirty"]).
 * With several perturbers each model has one verdict per perturber; the output must still name
 * each model once, by its label, so a workflow can act on it.
 */
import { describe, expect, it } from "vitest";
import { outputValues } from "../../src/action/outputs.js";
import { runCheck } from "../../src/engine/check.js";
import { checkRequest, checkWorkspace } from "../support/check-workspace.js";

describe("action outputs with several perturbers", () => {
  it("contaminated-models names each contaminated model once, by label", async () => {
    const dir = await checkWorkspace(
      "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n" +
        "benchmark:\n  path: data/items.jsonl\n  seed: s1\n  perturbers: [shuffle_choices, derange_choices]\n" +
        "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n",
    );
    const r = await runCheck(checkRequest(dir), { env: {}, log: () => {} });
    expect(r.verdict).toBe("contaminated");
    // Both perturbers fire for dirty: one verdict per model, with every (model, perturber) pair beside it.
    const named = r.report.contamination!.models.filter((m) => m.detected);
    expect(named.map((m) => m.name)).toEqual(["dirty"]);
    expect(named[0]!.perturbers.filter((p) => p.detected)).toHaveLength(2);
    const out = outputValues(r.report, { reportPath: "", cacheHit: false, newCacheEntries: 0 });
    expect(JSON.parse(out["contaminated-models"])).toEqual(["dirty"]);
  });
});
