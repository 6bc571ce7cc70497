import type { VerdictWarning } from "../verdict/types.js";
import { int, levelText, prob, pt, ptSize } from "./format.js";

/** Words for a verdict warning; the same on every surface (CLI, summary, reports, JSON). */
export function warningText(w: VerdictWarning): string {
  const who = "model" in w ? `${w.model} (${w.perturber})` : "";
  switch (w.kind) {
    case "discordance-below-target":
      return (
        `${who}: the observed discordant rate (${int(w.discordant)}/${int(w.n)}) is below the target drop ${ptSize(w.target)}, ` +
        "so a drop of that size cannot occur at this discordance and power for it is undefined; a non-detection here does not mean clean"
      );
    case "low-power":
      return (
        `${who}: achieved power ${prob(w.power)} for a ${ptSize(w.target)} drop (n = ${int(w.n)}, ${int(w.discordant)} discordant) ` +
        `is below the target ${w.targetPower.toFixed(2)}; a non-detection here does not mean clean`
      );
    case "unparsed-gap":
      return (
        `${who}: unparsed answers differ by ${ptSize(Math.abs(w.perturbed - w.original) / w.n)} between conditions ` +
        `(${int(w.original)}/${int(w.n)} original, ${int(w.perturbed)}/${int(w.n)} perturbed); the drop may measure answer formatting, not memory`
      );
    case "negative-drop":
      return (
        `${who}: the drop is significantly negative (${pt(w.drop)}; ${levelText(w.level)} upper bound ${pt(w.ucb)}): ` +
        "the perturbed questions were easier, which points at a broken perturber or an answer-position effect, never at memory"
      );
    case "single-model":
      return (
        `heterogeneity not assessed: no perturber has at least 2 models (${int(w.models)} model${w.models === 1 ? "" : "s"}); ` +
        "a shared drop cannot be told from a model-specific one"
      );
  }
}
