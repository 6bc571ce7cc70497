// The items pipeline, in the order `run` calls it:
// load (+ filter by date) → select split/sample → perturb → render prompt → parse answer → score.
export { CHOICE_LABELS, MAX_CHOICES, answerIndex, answerLabel, type Item } from "./item.js";
export { prepareItems, describePrepared, type PrepareOptions, type PreparedItems } from "./prepare.js";
export { benchmarkSchema, customPromptSchema, type BenchmarkConfig, type CustomPromptConfig } from "./config.js";
export { convertMmluCsv, REJECT_REASONS, type RejectReason, type FileManifest } from "./ingest/mmlu.js";
export { isPositionDependent } from "./ingest/position.js";
export { parseItemsJsonl, loadItemsFile, type LoadedItems } from "./load.js";
export { publishedAfter, type PublishedAfterResult } from "./dates.js";
export { unitHash, compareCodePoints } from "./hash.js";
export {
  SPLITS,
  type Split,
  isHoldout,
  selectSplit,
  sampleN,
  selectItems,
  HOLDOUT_WARNING,
  type Selection,
} from "./split.js";
export { PERTURBERS, type PerturberName, isPerturberName, perturb, checkPerturbation, type PresentedItem } from "./perturb/perturbers.js";
export { renderPrompt, promptFormatFromConfig, type PromptFormat, type RenderedPrompt, type ChatMessage } from "./prompt/render.js";
export { parseAnswer, scoreAnswer, tallyParses, placeholderEchoNote, type ParsedAnswer, type UnparsedReason, type ParseTally } from "./parse/answer.js";
