/**
 * The layers of src/, the imports denied although the layers allow them, and the units that do
 * no I/O. boundaries.test.ts checks the sources against these tables; ARCHITECTURE.md's table is
 * written from them by scripts/architecture-table.ts (and a test fails when it is not).
 *
 * A unit is a folder of src/ ("stats/") or one file ("io/git.ts"); the longest matching prefix
 * decides. A unit may import itself and units of lower layers only, never a unit of its own layer
 * (so items/ and leakage/ cannot reach into each other).
 */

export interface LayerRow {
  units: readonly string[];
  /** What the units do, as ARCHITECTURE.md says it. */
  job: string;
}

export interface Layer {
  /** ARCHITECTURE.md's name for the layer; "" continues the layer above in the table. */
  name: string;
  rows: readonly LayerRow[];
}

/** Lowest first. */
export const LAYER_TABLE: readonly Layer[] = [
  {
    name: "base",
    rows: [
      {
        units: ["errors.ts", "version.ts", "limits.ts"],
        job: "exit codes, the one error type that names file:line:field / flag / input; the size limits",
      },
    ],
  },
  {
    name: "",
    rows: [
      {
        units: ["value-source.ts"],
        job: "where a value came from (default, contamgate.yml, flag, action input), so an error names it",
      },
    ],
  },
  {
    name: "",
    rows: [
      {
        units: ["io/git.ts", "io/paths.ts"],
        job: "the one way git is run (the cache's provenance and leakage's changed lines both use it)",
      },
    ],
  },
  {
    name: "leaves",
    rows: [
      {
        units: ["stats/", "text/", "cache/"],
        job: "exact distributions, McNemar, Holm, E[max], power (`docs/statistics.md`); strict UTF-8 and JSON decoding, the one escaping function (`text/escape.ts`); the response store and request keys",
      },
      {
        units: ["io/"],
        job: 'file edges every layer shares: the gate every input file passes (`checked-file.ts`), the one writer every output file goes through — no link followed inside the workspace, folders created and outputs checked before any work, never over an input (`output-file.ts`, docs/security.md "Outputs"), zstd',
      },
    ],
  },
  {
    name: "ranges",
    rows: [
      {
        units: ["ranges.ts"],
        job: "every default and range once, the same for contamgate.yml, flags and action inputs; the section schemas read them",
      },
    ],
  },
  {
    name: "outcomes",
    rows: [
      {
        units: ["outcomes/"],
        job: "the outcomes pivot format and its importers (reads files through `io/`; verdict and compare read its rows)",
      },
    ],
  },
  {
    name: "domain",
    rows: [
      { units: ["design/"], job: "the power gate: n, M, K, α, target → adequate or not, and how many questions" },
      { units: ["items/"], job: "load, split, sample, perturb, render prompts, parse answers" },
      {
        units: ["models/"],
        job: "providers (OpenAI, Anthropic, compatible, fake), spend control, asking through the cache",
      },
      { units: ["verdict/"], job: "paired tables → per-model verdicts, Holm, deflated bounds, heterogeneity" },
      {
        units: ["leakage/"],
        job: "the leakage core (normalize, shingle, index, scan); `leakage/sources/` reads files, git and gzip",
      },
      {
        units: ["compare/"],
        job: "outcome rows → a baseline-vs-candidates comparison: arms, pairing, the stats' analyses, Holm, decisions, the gate (`docs/compare.md`)",
      },
    ],
  },
  {
    name: "surfaces",
    rows: [
      {
        units: ["report/"],
        job: "one report model and its renderers: text, Markdown, HTML, JSON, SARIF, annotations, comment; the check's report pieces (power section, text, report-dir files)",
      },
    ],
  },
  {
    name: "",
    rows: [{ units: ["verify/"], job: "the instrument checked on fake models; renders its figures with `report/`" }],
  },
  {
    name: "config",
    rows: [
      {
        units: ["config/"],
        job: "contamgate.yml: size cap, YAML, one schema composed of each module's section schema (the run's own section in `config/run-section.ts`)",
      },
    ],
  },
  {
    name: "run",
    rows: [
      {
        units: ["run/"],
        job: "the run's plan, execution (concurrency, retries through the spend controller) and scoring",
      },
    ],
  },
  {
    name: "settings",
    rows: [{ units: ["settings/"], job: "config + flags / action inputs → settings, each with where it came from" }],
  },
  {
    name: "engine",
    rows: [
      {
        units: ["engine/", "interrupt.ts"],
        job: "the whole check: gate → leakage → run → verdict → report, outcomes → one exit code and verdict (`engine/decide.ts`)",
      },
    ],
  },
  {
    name: "entry points",
    rows: [
      {
        units: ["cli/", "action/", "lib.ts"],
        job: "argv / action inputs / code in; nothing imports them, and they do not import each other (`cli/run-json.ts` is `run --json`)",
      },
    ],
  },
];

/** The units of each layer, lowest first. */
export const LAYERS: readonly (readonly string[])[] = LAYER_TABLE.map((l) => l.rows.flatMap((r) => r.units));

/** Imports forbidden although the layers would allow them: [from prefix, to prefix, why]. */
export const DENY: readonly (readonly [string, string, string])[] = [
  ["report/", "items/", "the report renders results; item handling stays below the engine"],
];

/** Units that do no I/O: no file, process, network or environment access (type imports are fine). */
export const PURE: readonly string[] = ["stats/", "verdict/", "design/", "text/", "leakage/", "compare/"];

/** Within the pure units, the modules that are the I/O edge (leakage's sources and its worker pool). */
export const IMPURE_EXCEPTIONS: readonly string[] = [
  "leakage/sources/",
  "leakage/scan.ts",
  "leakage/parallel.ts",
  "leakage/scan-worker.ts",
];
