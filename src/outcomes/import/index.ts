/**
 * The importers `contamgate import FORMAT` knows (docs/import.md), by FORMAT name. Adding a format
 * is one entry here and one module beside this one.
 */
import { everyEvalEverImporter } from "./every-eval-ever.js";
import { helmImporter } from "./helm.js";
import { inspectImporter } from "./inspect.js";
import { lightevalImporter } from "./lighteval.js";
import { lmEvalImporter } from "./lm-eval.js";
import { openaiEvalsImporter } from "./openai-evals.js";
import { opencompassImporter } from "./opencompass.js";
import { promptfooImporter } from "./promptfoo.js";
import type { ImportedRows, Importer } from "./types.js";

export const IMPORTERS: readonly Importer<ImportedRows>[] = [
  inspectImporter,
  lmEvalImporter,
  // promptfoo, OpenAI evals, HELM.
  promptfooImporter,
  openaiEvalsImporter,
  helmImporter,
  everyEvalEverImporter,
  lightevalImporter,
  opencompassImporter,
];

export function findImporter(name: string): Importer<ImportedRows> | undefined {
  return IMPORTERS.find((i) => i.name === name);
}
