import { resolve } from "node:path";
import { loadConfig } from "../config/load.js";
import { ExitCode, InputError } from "../errors.js";
import { CHOICE_LABELS, answerLabel } from "../items/item.js";
import { isPerturberName, perturb, PERTURBERS, type PerturberName } from "../items/perturb/perturbers.js";
import { describePrepared, prepareItems } from "../items/prepare.js";
import { SPLITS, type Split } from "../items/split.js";
import { parseFlags, rangedFlag } from "./args.js";
import { jsonFlag } from "./json-flag.js";
import type { Command } from "./io.js";

const USAGE =
  "usage: contamgate perturb (--items items.jsonl | --config contamgate.yml) [--perturber shuffle_choices|derange_choices|identity] [--seed S] [--split dev|holdout|all] [--sample-n N] [--published-after YYYY-MM-DD] [--published-before YYYY-MM-DD] [--limit N] [--json PATH]\n\n  --json PATH  write the whole selection, perturbed, as one JSON object to PATH (- prints it instead of the side-by-side view)";

/** Default seed when none is given; printed so a result can always be reproduced. */
export const DEFAULT_SEED = "contamgate";

/**
 * `contamgate perturb`: shows items as a model would see them after perturbation. Text mode
 * puts a few side by side for a human check; --json writes the whole selection for tooling.
 */
export const PERTURB_FLAGS = {
  items: { type: "string" },
  config: { type: "string" },
  perturber: { type: "string" },
  seed: { type: "string" },
  split: { type: "string" },
  "sample-n": { type: "string" },
  "published-after": { type: "string" },
  "published-before": { type: "string" },
  limit: { type: "string" },
  json: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const perturbCommand: Command = async (argv, io) => {
  const { values } = parseFlags(argv, PERTURB_FLAGS, false, USAGE);
  if (values.help) {
    io.stdout(USAGE + "\n");
    return ExitCode.Pass;
  }
  // The config's benchmark: section gives the defaults; flags override it.
  const cfg = values.config !== undefined ? await loadConfig(values.config, io.cwd) : undefined;
  const bench = cfg?.config.benchmark;
  if (cfg && !bench) throw new InputError("the config has no benchmark: section", { file: cfg.file });
  const benchmarkPath =
    values.items !== undefined ? resolve(io.cwd, values.items) : bench ? resolve(cfg!.dir, bench.path) : undefined;
  if (benchmarkPath === undefined) throw new InputError(`--items or --config is required; ${USAGE}`);
  const perturber = values.perturber ?? bench?.perturbers[0] ?? "shuffle_choices";
  if (!isPerturberName(perturber))
    throw new InputError(`--perturber must be one of ${PERTURBERS.join(", ")} (got "${perturber}")`);
  const split = values.split ?? bench?.split ?? "dev";
  if (!(SPLITS as readonly string[]).includes(split))
    throw new InputError(`--split must be one of ${SPLITS.join(", ")} (got "${split}")`);
  const sampleN = rangedFlag(values["sample-n"], "sample-n", "sampleN") ?? bench?.sample_n;
  const limit = rangedFlag(values.limit, "limit", "limit");
  if (values.json === "-" && limit !== undefined)
    throw new InputError(
      "--limit applies to the side-by-side view, which --json - replaces (--json writes the whole selection)",
    );
  const json = await jsonFlag(values.json, io, { inputs: [{ what: "the --items file", path: benchmarkPath }] });
  const seed = values.seed ?? bench?.seed ?? DEFAULT_SEED;
  const publishedAfter = values["published-after"] ?? bench?.published_after;
  const publishedBefore = values["published-before"] ?? bench?.published_before;

  const prepared = await prepareItems({
    path: benchmarkPath,
    displayName: values.items ?? bench!.path,
    workspace: io.cwd,
    split: split as Split,
    ...(sampleN !== undefined && { sampleN }),
    ...(publishedAfter !== undefined && { publishedAfter }),
    ...(publishedBefore !== undefined && { publishedBefore }),
  });
  for (const w of prepared.warnings) io.stderr(`contamgate perturb: warning: ${w}\n`);

  const shown = values.json !== undefined ? prepared.items : prepared.items.slice(0, limit ?? 3);
  const presented = shown.map((item) => {
    try {
      return { item, p: perturb(item, perturber as PerturberName, seed) };
    } catch (e) {
      // The perturber knows the item, not the file it came from.
      if (e instanceof InputError && e.where.file === undefined) {
        throw new InputError(e.message.replace(/^field "[^"]*": /, ""), { ...e.where, file: prepared.file });
      }
      throw e;
    }
  });

  if (values.json !== undefined) {
    await json.write(
      JSON.stringify(
        {
          perturber,
          seed,
          split: prepared.split,
          ...(prepared.sampleN !== undefined && { sample_n: prepared.sampleN }),
          ...(prepared.publishedAfter !== undefined && { published_after: prepared.publishedAfter }),
          ...(prepared.publishedBefore !== undefined && { published_before: prepared.publishedBefore }),
          counts: {
            loaded: prepared.loaded,
            undated: prepared.undated,
            in_split: prepared.inSplit,
            selected: prepared.items.length,
          },
          items: presented.map(({ p }) => ({ id: p.id, question: p.question, choices: p.choices, answer: p.answer })),
        },
        null,
        2,
      ) + "\n",
    );
  }

  const text = presented.slice(0, limit ?? 3);
  json.text(`${describePrepared(prepared)}\nperturber ${perturber}, seed "${seed}"; showing ${text.length}\n`);
  for (const { item, p } of text) json.text("\n" + sideBySide(item, p));
  return ExitCode.Pass;
};

/** Original and perturbed choices in two columns; "*" marks the answer, so a human sees it move. */
function sideBySide(
  original: { id: string; question: string; answer: string; choices: readonly string[] },
  perturbed: { answer: string; choices: readonly string[] },
): string {
  const cell = (choices: readonly string[], answer: string, i: number) =>
    i < choices.length ? `${choices[i] === answer ? "*" : " "}${CHOICE_LABELS[i]}. ${choices[i]}` : "";
  const left = original.choices.map((_, i) => cell(original.choices, original.answer, i));
  const width = Math.min(48, Math.max(10, ...left.map((s) => [...s].length)));
  const clip = (s: string) => ([...s].length > width ? [...s].slice(0, width - 1).join("") + "…" : s);
  const lines = [`${original.id}: ${original.question.split("\n")[0]}`, `  ${"original".padEnd(width)}   perturbed`];
  original.choices.forEach((_, i) => {
    const l = clip(left[i]!);
    lines.push(
      `  ${l}${" ".repeat(Math.max(0, width - [...l].length))}   ${cell(perturbed.choices, perturbed.answer, i)}`,
    );
  });
  if (original.choices.length > 0) lines.push(`  answer ${answerLabel(original)} → ${answerLabel(perturbed)}`);
  return lines.join("\n") + "\n";
}
