/**
 * The outcomes pivot format (docs/outcomes.md): one row per (model, item, condition, replicate).
 * Every source of per-item results — `run`, `contamgate import` from other eval tools — writes
 * these rows, and `verdict --input` and `compare` read them, so a verdict can be computed from
 * runs a team already has without asking a model again.
 */
export type OutcomeRow = {
  model: string;
  id: string;
  /**
   * What was asked: `original`, `perturbed` (one perturber) or `perturbed:<name>` (several) for
   * contamination verdicts; any name (e.g. `baseline`, `candidate`) for compare.
   */
  condition: string;
  /** null = the answer could not be parsed or the sample errored: unknown, never "wrong". */
  correct: boolean | null;
  /**
   * The soft outcome (docs/outcomes.md "Soft scores"): the probability, in [0, 1], the model gave
   * the correct answer (for multiple choice, the correct letter's probability renormalised over the
   * option letters). Optional; a model whose rows all carry it is judged on the soft signal
   * (docs/statistics.md "The soft signal"), a model with it on some rows only is an input error.
   */
  score?: number;
  /** Replicate index, an integer ≥ 1 (inspect epochs, promptfoo repeats); absent = one replicate. */
  epoch?: number;
  /** Items that are not independent (same passage, subject) share a cluster. */
  cluster?: string;
  /**
   * When the item was first published (YYYY-MM-DD; docs/items.md): with a model's training cutoff,
   * the time split of `verdict --input` (docs/statistics.md "Time split (v2)"). One date per id.
   */
  published_at?: string;
};

/** The condition of unperturbed questions (docs/outcomes.md "Conditions"). */
export const ORIGINAL = "original";
/** The condition of the one perturber of a single-perturber run. */
export const PERTURBED = "perturbed";
/** `perturbed:<name>`: the condition of perturber <name> when several were run. */
export const PERTURBED_PREFIX = "perturbed:";

/** The keys of a row, in the order the writer emits them. */
export const OUTCOME_KEYS = [
  "model",
  "id",
  "condition",
  "correct",
  "score",
  "epoch",
  "cluster",
  "published_at",
] as const;
export const REQUIRED_OUTCOME_KEYS = ["model", "id", "condition", "correct"] as const;
