/**
 * A model's `controls` object in the published verdict (docs/statistics.md, "Controls (v2)"):
 * what it was compared against and how, or that it is itself a declared control, or that no
 * control was declared (then the verdict is a drop, not proof of memory).
 */
import type { ControlsVerdict, ExcessDropVerdict } from "../verdict/controls.js";

function testJson(t: ExcessDropVerdict) {
  return {
    perturber: t.perturber,
    against: t.against,
    controls: [...t.controls],
    n: t.n,
    excess_drop: t.estimate,
    excess_drop_ci: { ...t.ci },
    lcb: t.lcb,
    ucb: t.ucb,
    informative: t.informative,
    p_value: t.p_value,
    p_holm: t.p_holm,
    exceeds: t.exceeds,
    counts: t.counts === null ? null : { ...t.counts },
    unparsed: t.unparsed.map((u) => ({ ...u })),
  };
}

export type ExcessTestJson = ReturnType<typeof testJson>;

export type ModelControlsJson =
  | { role: "none" }
  | { role: "control"; note: string }
  | {
      role: "compared";
      against: "each" | "mean";
      controls: string[];
      exceeds: boolean;
      /** The test with the smallest Holm p among those that exceed, or null. */
      exceeded_by: { perturber: string; against: string } | null;
      tests: ExcessTestJson[];
    };

export function modelControlsJson(c: ControlsVerdict, model: string): ModelControlsJson {
  if (c.kind === "none") return { role: "none" };
  if (c.controls.includes(model)) {
    return { role: "control", note: "declared clean control: never named; its own drop is reported" };
  }
  const tests = c.tests.filter((t) => t.model === model).map(testJson);
  const firing = tests.filter((t) => t.exceeds).sort((a, b) => a.p_holm - b.p_holm);
  return {
    role: "compared",
    against: c.against,
    controls: [...c.controls],
    exceeds: firing.length > 0,
    exceeded_by: firing[0] ? { perturber: firing[0].perturber, against: firing[0].against } : null,
    tests,
  };
}
