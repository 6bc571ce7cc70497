import { relative, resolve } from "node:path";
import { loadConfig, type LoadedConfig } from "../config/load.js";
import { computeComparison } from "../compare/compute.js";
import { listFlips, renderFlips } from "../compare/flips.js";
import type { ComparisonJson } from "../compare/model.js";
import { concatRows } from "../compare/pair.js";
import type { OutcomeTable } from "../outcomes/table.js";
import { ExitCode } from "../errors.js";
import { readOutcomesFile } from "../outcomes/read.js";
import { renderCompareText } from "../report/compare-text.js";
import { type CompareOverrides, resolveCompareSettings } from "../settings/compare.js";
import { parseNumber, RANGES } from "../ranges.js";
import { fromFlag } from "../value-source.js";
import { parseFlags } from "./args.js";
import { jsonFlag } from "./json-flag.js";
import type { Io } from "./io.js";

const HELP = `usage: contamgate compare --input PATH... --baseline ARM --candidate ARM... [flags]
       contamgate compare --config contamgate.yml   (its compare: section)

Did the candidate get better or worse than the baseline on the same items? Pairs the two arms'
outcome rows item by item (id, epoch), prints the paired table, both accuracies with their
intervals, the difference (candidate − baseline) with its melded interval and the exact McNemar
p; with several candidates, Holm across them. The decision (better, worse, equivalent,
inconclusive) is read from the interval and the margin (docs/compare.md).

  --input PATH          outcome rows, JSONL (docs/outcomes.md); repeatable, e.g. two imported runs
  --baseline ARM        MODEL, MODEL@CONDITION or @CONDITION (docs/compare.md "Addressing")
  --candidate ARM       the same; repeatable (several candidates: Holm across them)
  --config PATH         contamgate.yml with a compare: section; flags override it
  --alpha A             level, in (0, 0.5) (default 0.05): (1 − α) intervals, (1 − α/C) with C candidates
  --direction two-sided only two-sided here: a one-sided test (greater, less) must be preregistered
                        as compare.direction in the config file
  --margin PT           margin in points (1 = one percentage point; default 0)
  --fail-on LIST        comma-separated: regression (decision worse), no-improvement (not better),
                        inconclusive, underpowered (the planned design; needs --delta, --discordant-rate)
  --unparsed POLICY     as-wrong (default: an unparsed answer is scored wrong) or exclude (drop the item)
  --max-unparsed SHARE  the largest share of an arm's paired answers that may be unparsed, in [0, 1]
                        (default 0.1); above it the gate fails (exit 1); 1 allows any share
  --cluster-by HOW      auto (default: the rows' cluster field when present), field, none, id-prefix:SEP
  --delta PT            planned difference in points, for the power line and fail-on underpowered
  --discordant-rate PSI expected share of items the arms disagree on, in (0, 1]
  --power P             target power, in (0, 1) (default 0.80)
  --design-effect D     planned design effect of clusters (default: none)
  --metric M            accuracy (default) or pass@k: the unbiased pass@k per problem over its samples
                        (epochs), compared with a paired t over problems
  --k K                 k for --metric pass@k (every problem needs at least K paired samples)
  --json PATH           write the comparison as one JSON object to PATH (- prints it instead of the text)
  --list-flips          also list, per candidate, the ids of the items that went right → wrong and
                        wrong → right against the baseline (ids only; JSON: a "flips" field)

exit: 1 when a fail-on mode holds or an arm has more unparsed answers than --max-unparsed allows, 2 when only underpowered does, 4 on invalid input, 0 otherwise
`;

export const COMPARE_FLAGS = {
  input: { type: "string", multiple: true },
  baseline: { type: "string" },
  candidate: { type: "string", multiple: true },
  config: { type: "string" },
  alpha: { type: "string" },
  direction: { type: "string" },
  margin: { type: "string" },
  "fail-on": { type: "string" },
  unparsed: { type: "string" },
  "max-unparsed": { type: "string" },
  "cluster-by": { type: "string" },
  delta: { type: "string" },
  "discordant-rate": { type: "string" },
  power: { type: "string" },
  "design-effect": { type: "string" },
  metric: { type: "string" },
  k: { type: "string" },
  json: { type: "string" },
  "list-flips": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

export async function compareCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, COMPARE_FLAGS, false, HELP);
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }
  const json = await jsonFlag(values.json, io, {
    inputs: (values.input ?? []).map((p) => ({ what: "the --input outcomes", path: resolve(io.cwd, p) })),
  });
  const o: CompareOverrides = {};
  const num = (flag: keyof typeof COMPARE_FLAGS, range: (typeof RANGES)[keyof typeof RANGES]) => {
    const raw = values[flag] as string | undefined;
    return raw === undefined ? undefined : parseNumber(raw, range, { kind: "flag", flag: `--${flag}` });
  };
  if (values.input?.length) o.inputs = fromFlag("--input", values.input);
  if (values.baseline !== undefined) o.baseline = fromFlag("--baseline", values.baseline);
  if (values.candidate?.length) o.candidates = fromFlag("--candidate", values.candidate);
  if (values.direction !== undefined) o.direction = fromFlag("--direction", values.direction);
  if (values.metric !== undefined) o.metric = fromFlag("--metric", values.metric);
  if (values.unparsed !== undefined) o.unparsed = fromFlag("--unparsed", values.unparsed);
  if (values["cluster-by"] !== undefined) o.clusterBy = fromFlag("--cluster-by", values["cluster-by"]);
  if (values["fail-on"] !== undefined)
    o.failOn = fromFlag(
      "--fail-on",
      values["fail-on"]
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );
  const set = <K extends keyof CompareOverrides>(k: K, v: CompareOverrides[K] | undefined) => {
    if (v !== undefined) o[k] = v;
  };
  set("alpha", num("alpha", RANGES.alpha));
  set("margin", num("margin", RANGES.marginPt));
  set("maxUnparsed", num("max-unparsed", RANGES.maxUnparsed));
  set("delta", num("delta", RANGES.deltaPt));
  set("discordance", num("discordant-rate", RANGES.discordantRate));
  set("power", num("power", RANGES.power));
  set("designEffect", num("design-effect", RANGES.designEffect));
  set("k", num("k", RANGES.passK));

  let cfg: LoadedConfig | undefined;
  if (values.config !== undefined) cfg = await loadConfig(values.config, io.cwd);
  const settings = resolveCompareSettings(cfg, o, io.cwd);

  const tables: OutcomeTable[] = [];
  for (const input of settings.inputs) {
    // A flag's path as the user wrote it; a config's relative to cwd (it was written relative to the config).
    const shown = input.source.kind === "flag" ? input.shown : relative(io.cwd, input.path) || input.shown;
    const file = await readOutcomesFile(shown, io.cwd, input.source.kind === "flag" ? "--input" : "compare.inputs");
    tables.push(file.table);
  }
  const rows = concatRows(tables);
  const result = computeComparison(rows, settings.spec);
  const flips = values["list-flips"] ? listFlips(rows, settings.spec, result) : null;
  json.text(renderCompareText(result) + (flips ? `\n${renderFlips(flips, result.baseline.label)}` : ""));
  await json.write(`${JSON.stringify(flips ? { ...result, flips } : result, null, 2)}\n`);
  return compareExitCode(result);
}

/** 1 when a decision mode fails, else 2 when only the power does, else 0 (README "Exit codes"). */
export function compareExitCode(r: ComparisonJson): number {
  if (r.gate.failing.some((m) => m !== "underpowered")) return ExitCode.Found;
  if (r.gate.failing.includes("underpowered")) return ExitCode.Underpowered;
  return ExitCode.Pass;
}
