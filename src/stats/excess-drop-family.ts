/**
 * How many hypotheses declared controls add to the verdict's one Holm family (docs/statistics.md,
 * "Controls (v2)"): every non-control model × every perturber tried × (each control, or one test
 * against their mean). Shared by the verdict and the power gate so both count the same family.
 */
export type ControlComparison = "each" | "mean";

export function excessFamilyTests(
  models: number,
  perturbers: number,
  controls: number,
  against: ControlComparison,
): number {
  if (controls < 1) return 0;
  return (models - controls) * perturbers * (against === "each" ? controls : 1);
}
