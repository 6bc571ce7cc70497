import { readFile } from "node:fs/promises";
import { checkInputFile } from "../io/checked-file.js";
import { MAX_ITEMS_FILE_BYTES } from "../limits.js";
import { resolve } from "node:path";
import { ExitCode, InputError } from "../errors.js";
import { decodeUtf8 } from "../text/strict.js";
import type { EmaxMethod } from "../stats/rule.js";
import { computeVerdict } from "../verdict/compute.js";
import { NO_CONTROLS, type ControlsDeclaration } from "../verdict/controls.js";
import { verdictJson } from "../report/verdict-json.js";
import { renderVerdictText } from "../report/verdict-text.js";
import { parsePairedJsonl } from "../verdict/parse-jsonl.js";
import { looksLikeOutcomes, readOutcomesFile } from "../outcomes/read.js";
import { tablesFromConditions } from "../verdict/parse-outcomes.js";
import { checkUniquePairs, parseTableSpec } from "../verdict/parse-table.js";
import type { PairedTable, VerdictDesign } from "../verdict/types.js";
import { RANGES } from "../ranges.js";
import { parseFlags, rangedFlag } from "./args.js";
import { jsonFlag } from "./json-flag.js";
import type { Io } from "./io.js";
import type { OutcomeTable } from "../outcomes/table.js";
import { timeSplitFromFlags } from "./verdict-time-split.js";

const HELP = `usage: contamgate verdict (--input PATH | --table MODEL[@PERTURBER]=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","perturber"?,"id","original","perturbed"} (null = unparsed),
                        or outcome rows {"model","id","condition","correct","epoch"?,"cluster"?,"published_at"?} (docs/outcomes.md:
                        condition original pairs with perturbed or perturbed:<name> on model and id)
  --epoch N             with outcome rows holding several epochs: the one replicate to judge
  --table MODEL=a,b,c,e a paired table (a both, b original only, c perturbed only, e neither); repeatable
  --table MODEL@PERTURBER=a,b,c,e
                        the same for one perturber of several; every (model, perturber) pair is one
                        hypothesis of the family (Holm over all M × K of them)
  --target-effect D     preregistered drop the design must see, as a proportion (0.05 = 5 pt); required
  --alpha A             family-wise level, one-sided (default 0.05)
  --models M            models in the design (default: the models given; never fewer)
  --perturbers K        perturbers tried, for Holm and the E[max] deflation (default: the perturbers
                        given; never fewer — a perturber tried but not given counts with p = 1)
  --emax exact|bailey   E[max] by quadrature (default) or the Bailey–López de Prado approximation
  --power P             target power, for warnings and the detection floor (default 0.80)
  --control MODEL       a declared clean control (repeatable; needs --input): never named; every other
                        model is tested for a drop larger than the control's (exact sign-flip test, in
                        the same Holm family)
  --controls-against each|mean
                        one test per control (default) or one against the controls' mean
  --training-cutoff [MODEL=]DATE
                        the last day (YYYY-MM-DD) of MODEL's training data (a bare date: every
                        model's); repeatable. Needs rows with published_at: each such model's drop
                        before vs after its cutoff (the time split, its own Holm family)
  --discordant-rate P
                        with --training-cutoff: the design's ψ, for the time split's power
  --json PATH           also write the verdict as JSON (- prints it instead of the text)

exit: 1 when any model is detected, 0 otherwise, 4 on invalid input
`;

export const VERDICT_FLAGS = {
  input: { type: "string" },
  epoch: { type: "string" },
  table: { type: "string", multiple: true },
  alpha: { type: "string" },
  "target-effect": { type: "string" },
  models: { type: "string" },
  perturbers: { type: "string" },
  emax: { type: "string" },
  power: { type: "string" },
  json: { type: "string" },
  control: { type: "string", multiple: true },
  "controls-against": { type: "string" },
  "training-cutoff": { type: "string", multiple: true },
  "discordant-rate": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export async function verdictCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, VERDICT_FLAGS, false, HELP);
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }
  const out = await jsonFlag(values.json, io, {
    inputs: values.input === undefined ? [] : [{ what: "the --input outcomes", path: resolve(io.cwd, values.input) }],
  });

  const tables: PairedTable[] = [];
  let rows: OutcomeTable | null = null;
  const epoch = rangedFlag(values.epoch, "epoch", "epoch");
  if (values.input !== undefined && (await looksLikeOutcomes(values.input, io.cwd, "--input"))) {
    const f = await readOutcomesFile(values.input, io.cwd, "--input");
    // Said, not silently ignored: the verdict's exact test treats items as independent.
    if (anyCluster(f.table))
      io.stderr(
        "warning: the rows carry clusters; the verdict does not use them: its exact test treats items as independent\n",
      );
    tables.push(...tablesFromConditions(f, epoch !== undefined ? { epoch } : {}));
    rows = f.table;
  } else if (epoch !== undefined) {
    throw new InputError("--epoch applies to outcome rows (--input with a condition field) only", { field: "--epoch" });
  } else if (values.input !== undefined) {
    const { real } = await checkInputFile(resolve(io.cwd, values.input), {
      display: values.input,
      maxBytes: MAX_ITEMS_FILE_BYTES,
      what: "the input",
      workspace: io.cwd,
      field: "--input",
    });
    let bytes: Buffer;
    try {
      bytes = await readFile(real);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? "unreadable";
      throw new InputError(`cannot read the input (${code})`, { file: values.input, field: "--input" });
    }
    // Strict: a lenient decode would turn a bad byte in an id into U+FFFD and pair the wrong rows.
    tables.push(...parsePairedJsonl(decodeUtf8(bytes, values.input), values.input));
  }
  const specs = (values.table ?? []).map(parseTableSpec);
  if (specs.some((t) => t.perturberGiven) && specs.some((t) => !t.perturberGiven)) {
    throw new InputError(
      "give every --table as MODEL@PERTURBER=… or every one as MODEL=… (a bare MODEL means the only perturber)",
      { field: "--table" },
    );
  }
  for (const { perturberGiven: _, ...t } of specs) tables.push(t);
  if (tables.length === 0)
    throw new InputError("give --input PATH and/or at least one --table MODEL=a,b,c,e", { field: "--input" });
  checkUniquePairs(tables);

  const design = designFromFlags(values, tables);
  const timeSplit = timeSplitFromFlags(
    { cutoffs: values["training-cutoff"], discordantRate: values["discordant-rate"] },
    tables,
    rows,
    design.targetEffect,
  );
  const json = verdictJson(computeVerdict(tables, design, controlsFromFlags(values, tables, design), timeSplit));
  out.text(renderVerdictText(json));
  await out.write(JSON.stringify(json, null, 2) + "\n");
  return json.models.some((m) => m.detected) ? ExitCode.Found : ExitCode.Pass;
}

/** --control / --controls-against → the declaration, every problem an exit-4 error naming the flag. */
function controlsFromFlags(
  values: Record<string, string | boolean | string[] | undefined>,
  tables: readonly PairedTable[],
  design: VerdictDesign,
): ControlsDeclaration {
  const names = (values.control as string[] | undefined) ?? [];
  const against = (values["controls-against"] as string | undefined) ?? "each";
  if (against !== "each" && against !== "mean") {
    throw new InputError(`--controls-against must be each or mean (got "${against}")`, { field: "--controls-against" });
  }
  if (names.length === 0) {
    if (values["controls-against"] !== undefined) {
      throw new InputError("--controls-against needs at least one --control MODEL", { field: "--controls-against" });
    }
    return NO_CONTROLS;
  }
  const where = { field: "--control" };
  const models = new Set(tables.map((t) => t.model));
  const perturbers = new Set(tables.map((t) => t.perturber));
  const seen = new Set<string>();
  for (const c of names) {
    if (seen.has(c)) throw new InputError(`--control ${c} given twice`, where);
    seen.add(c);
    if (!models.has(c)) {
      throw new InputError(`--control ${c} names no model in the input (models: ${[...models].join(", ")})`, where);
    }
    for (const p of perturbers) {
      const t = tables.find((x) => x.model === c && x.perturber === p);
      if (t === undefined) throw new InputError(`--control ${c} has no outcomes under perturber "${p}"`, where);
    }
  }
  for (const t of tables) {
    if (t.items === null) {
      throw new InputError(
        `--control needs item-level outcomes (--input): "${t.model}" was given as a --table, which has none`,
        where,
      );
    }
  }
  if (seen.size >= design.models) {
    throw new InputError(`every model is a control (${seen.size} of M = ${design.models}); nothing to compare`, where);
  }
  return { kind: "declared", controls: [...seen], against };
}

function designFromFlags(
  values: Record<string, string | boolean | string[] | undefined>,
  tables: readonly PairedTable[],
): VerdictDesign {
  const str = (k: string) => values[k] as string | undefined;
  const targetEffect = rangedFlag(str("target-effect"), "target-effect", "targetEffect");
  if (targetEffect === undefined) {
    throw new InputError("--target-effect is required: the preregistered drop the design must see (e.g. 0.05)", {
      field: "--target-effect",
    });
  }
  const emax = str("emax") ?? "exact";
  if (emax !== "exact" && emax !== "bailey")
    throw new InputError(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
  const given = {
    models: new Set(tables.map((t) => t.model)).size,
    perturbers: new Set(tables.map((t) => t.perturber)).size,
  };
  const counted = (flag: "models" | "perturbers") => {
    const v = rangedFlag(str(flag), flag, flag === "models" ? "models" : "perturbersTried") ?? given[flag];
    if (v < given[flag]) {
      throw new InputError(
        `--${flag} ${v} is fewer than the ${given[flag]} ${flag} given: the family counts every one tried`,
        { field: `--${flag}` },
      );
    }
    return v;
  };
  return {
    targetEffect,
    alpha: rangedFlag(str("alpha"), "alpha", "alpha") ?? RANGES.alpha.default,
    models: counted("models"),
    perturbers: counted("perturbers"),
    emax: emax as EmaxMethod,
    power: rangedFlag(str("power"), "power", "power") ?? RANGES.power.default,
  };
}

function anyCluster(t: OutcomeTable): boolean {
  for (let i = 0; i < t.length; i++) if (t.cluster(i) !== undefined) return true;
  return false;
}
