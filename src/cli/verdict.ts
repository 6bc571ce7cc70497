import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ExitCode, InputError } from "../errors.js";
import { decodeUtf8 } from "../items/load.js";
import type { EmaxMethod } from "../stats/rule.js";
import { computeVerdict } from "../verdict/compute.js";
import { verdictJson } from "../verdict/json.js";
import { parsePairedJsonl } from "../verdict/parse-jsonl.js";
import { checkUniqueNames, parseTableSpec } from "../verdict/parse-table.js";
import { renderVerdictText } from "../verdict/render.js";
import type { PairedTable, VerdictDesign } from "../verdict/types.js";
import { numberFlag, parseFlags } from "./args.js";
import type { Io } from "./io.js";

const HELP = `usage: contamgate verdict (--input PATH | --table NAME=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","id","original","perturbed"} (null = unparsed)
  --table NAME=a,b,c,e  a paired table (a both, b original only, c perturbed only, e neither); repeatable
  --target-effect D     preregistered drop the design must see, as a proportion (0.05 = 5 pt); required
  --alpha A             family-wise level, one-sided (default 0.05)
  --perturbers K        perturbers tried, for the E[max] deflation (default 1)
  --emax exact|bailey   E[max] by quadrature (default) or the Bailey–López de Prado approximation
  --power P             target power, for warnings and the detection floor (default 0.80)
  --json PATH           also write the verdict as JSON

exit: 1 when any model is detected, 0 otherwise, 4 on invalid input
`;

export async function verdictCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, {
    input: { type: "string" },
    table: { type: "string", multiple: true },
    alpha: { type: "string" },
    "target-effect": { type: "string" },
    perturbers: { type: "string" },
    emax: { type: "string" },
    power: { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(HELP);
    return ExitCode.Pass;
  }
  const design = designFromFlags(values);
  if (values.json !== undefined && values.input !== undefined && resolve(io.cwd, values.json) === resolve(io.cwd, values.input)) {
    throw new InputError("--json would overwrite the --input outcomes; write the report to another path", { file: values.json, field: "--json" });
  }

  const tables: PairedTable[] = [];
  if (values.input !== undefined) {
    const path = resolve(io.cwd, values.input);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? "unreadable";
      throw new InputError(`cannot read the input (${code})`, { file: values.input, field: "--input" });
    }
    // Strict: a lenient decode would turn a bad byte in an id into U+FFFD and pair the wrong rows.
    tables.push(...parsePairedJsonl(decodeUtf8(bytes, values.input), values.input));
  }
  for (const spec of values.table ?? []) tables.push(parseTableSpec(spec));
  if (tables.length === 0) throw new InputError("give --input PATH and/or at least one --table NAME=a,b,c,e", { field: "--input" });
  checkUniqueNames(tables);

  const report = computeVerdict(tables, design);
  io.stdout(renderVerdictText(report));
  if (values.json !== undefined) {
    try {
      await writeFile(resolve(io.cwd, values.json), JSON.stringify(verdictJson(report), null, 2) + "\n");
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? "unwritable";
      throw new InputError(`cannot write the JSON report (${code})`, { file: values.json, field: "--json" });
    }
  }
  return report.anyDetected ? ExitCode.Found : ExitCode.Pass;
}

function designFromFlags(values: Record<string, string | boolean | string[] | undefined>): VerdictDesign {
  const str = (k: string) => values[k] as string | undefined;
  const targetEffect = numberFlag("target-effect", str("target-effect"), {
    min: 0,
    max: 1,
    minOpen: true,
    range: "a proportion in (0, 1], e.g. 0.05 for 5 points",
  });
  if (targetEffect === undefined) {
    throw new InputError("--target-effect is required: the preregistered drop the design must see (e.g. 0.05)", {
      field: "--target-effect",
    });
  }
  const emax = str("emax") ?? "exact";
  if (emax !== "exact" && emax !== "bailey") throw new InputError(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
  return {
    targetEffect,
    alpha: numberFlag("alpha", str("alpha"), { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ?? 0.05,
    perturbers:
      numberFlag("perturbers", str("perturbers"), { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ?? 1,
    emax: emax as EmaxMethod,
    power: numberFlag("power", str("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "in (0, 1)" }) ?? 0.8,
  };
}
