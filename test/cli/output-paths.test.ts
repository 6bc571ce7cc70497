/**
 * Every command that writes a file passes its outputs and inputs to the one writer
 * (src/io/output-file.ts, tested in test/io/output-file.test.ts): here only that each command
 * names the right inputs, checks its outputs before any work, and refuses a committed link.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, afterAll, beforeAll } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { mkdir, mkdtemp, readdir, symlink, writeFile } from "node:fs/promises";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

const ROOT = join(import.meta.dirname, "../..");

/** A workspace holding the leakage fixtures, items, outcomes and a CSV; `outside` beside it. */
function workspace() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), "cg-outputs-")));
  const ws = join(top, "ws");
  const outside = join(top, "outside");
  cpSync(join(ROOT, "fixtures/leakage"), ws, { recursive: true });
  mkdirSync(outside);
  cpSync(join(ROOT, "fixtures/demo/items.jsonl"), join(ws, "items.jsonl"));
  cpSync(join(ROOT, "fixtures/verdict/ok.jsonl"), join(ws, "paired.jsonl"));
  mkdirSync(join(ws, "csv"));
  writeFileSync(join(ws, "csv/a_test.csv"), "What is 2+2?,3,4,5,6,B\n");
  writeFileSync(join(ws, "shard.json"), "{}");
  return { ws, outside };
}

async function cli(ws: string, args: string[]) {
  const m = memoryIo({}, ws);
  const code = await main(args, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

const SCAN = [
  "leakage",
  "--holdout",
  "holdout.jsonl",
  "--field",
  "question",
  "--corpus",
  "corpus/dictionary.txt",
  "--skip-prefix",
  "#",
];
const RUN = [
  "run",
  "--split",
  "all",
  "--model",
  "fake=a",
  "--target-effect",
  "0.3",
  "--discordant-rate",
  "0.9",
  "--force-underpowered",
];
const VERDICT = ["verdict", "--input", "paired.jsonl", "--target-effect", "0.05"];

describe("each command refuses an output over one of its inputs (exit 4, the input untouched)", () => {
  it.each([
    [
      "leakage --json",
      [...SCAN, "--json", "holdout.jsonl"],
      "holdout.jsonl",
      /--json would overwrite the scan's input holdout\.jsonl/,
    ],
    [
      "leakage --sarif",
      [...SCAN, "--sarif", "./corpus/dictionary.txt"],
      "corpus/dictionary.txt",
      /--sarif would overwrite the scan's input corpus\/dictionary\.txt/,
    ],
    [
      "run --json",
      [...RUN, "--items", "items.jsonl", "--json", "items.jsonl"],
      "items.jsonl",
      /--json would overwrite the --items file/,
    ],
    [
      "run --outcomes",
      [...RUN, "--items", "items.jsonl", "--outcomes", "./items.jsonl"],
      "items.jsonl",
      /--outcomes would overwrite the --items file/,
    ],
    [
      "verdict --json",
      [...VERDICT, "--json", "paired.jsonl"],
      "paired.jsonl",
      /--json would overwrite the --input outcomes/,
    ],
    [
      "import --outcomes",
      ["import", "inspect", "paired.jsonl", "--outcomes", "paired.jsonl"],
      "paired.jsonl",
      /--outcomes would overwrite the input paired\.jsonl/,
    ],
    [
      "ingest --items",
      ["ingest", "mmlu-csv", "csv", "--items", "csv/a_test.csv"],
      "csv/a_test.csv",
      /--items would overwrite the input CSV a_test\.csv/,
    ],
    [
      "ingest --manifest",
      ["ingest", "mmlu-csv", "csv", "--items", "i.jsonl", "--manifest", "csv/a_test.csv"],
      "csv/a_test.csv",
      /--manifest would overwrite the input CSV/,
    ],
    [
      "merge --json",
      ["merge", "shard.json", "--json", "shard.json"],
      "shard.json",
      /--json would overwrite the shard report shard\.json/,
    ],
  ])("%s", async (_, args, file, message) => {
    const { ws } = workspace();
    const before = readFileSync(join(ws, file), "utf8");
    const r = await cli(ws, args);
    expect(r.code, r.err).toBe(4);
    expect(r.err).toMatch(message);
    expect(readFileSync(join(ws, file), "utf8")).toBe(before);
  });

  it("leakage --config: the inputs are where the config's folder puts them", async () => {
    const { ws } = workspace();
    writeFileSync(
      join(ws, "corpus", "contamgate.yml"),
      "leakage:\n  probe_sets:\n    holdout:\n      holdout: true\n      sources:\n        - { path: ../holdout.jsonl, field: question }\n  corpora:\n    - { path: dictionary.txt, skip_prefixes: ['#'] }\n",
    );
    const before = readFileSync(join(ws, "holdout.jsonl"), "utf8");
    const r = await cli(ws, ["leakage", "--config", "corpus/contamgate.yml", "--json", "holdout.jsonl"]);
    expect(r.code).toBe(4);
    expect(readFileSync(join(ws, "holdout.jsonl"), "utf8")).toBe(before);
  });

  it.each([
    [[...SCAN, "--json", "r.json", "--sarif", "r.json"], /--json and --sarif name the same file/],
    [
      [...RUN, "--items", "items.jsonl", "--json", "r.json", "--outcomes", "r.json"],
      /--json and --outcomes name the same file/,
    ],
    [
      ["ingest", "mmlu-csv", "csv", "--items", "i.jsonl", "--manifest", "i.jsonl"],
      /--items and --manifest name the same file/,
    ],
  ])("two outputs naming one file: %j", async (args, message) => {
    const { ws } = workspace();
    const r = await cli(ws, args);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
  });
});

describe("an output beside the inputs is fine when the names differ", () => {
  it("ingest --items inside the CSV folder", async () => {
    const { ws } = workspace();
    const r = await cli(ws, ["ingest", "mmlu-csv", "csv", "--items", "csv/items.jsonl"]);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(join(ws, "csv/items.jsonl"), "utf8")).toContain('"answer":"4"');
  });
});

describe("output paths are checked before any work", () => {
  it("leakage --json out/x.json with no out/: the folder is created and the report written (was: the whole scan, then ENOENT)", async () => {
    const { ws } = workspace();
    const r = await cli(ws, [...SCAN, "--json", "out/x.json", "--sarif", "out/s/x.sarif"]);
    expect(r.code, r.err).toBe(1);
    expect(JSON.parse(readFileSync(join(ws, "out/x.json"), "utf8")).findings.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(ws, "out/s/x.sarif"), "utf8")).version).toBe("2.1.0");
  });

  it.each([
    [
      "leakage --json",
      ["leakage", "--probes", "none-*.jsonl", "--corpus", "none-*.txt", "--json", "f/x.json"],
      /f\/x\.json, field "--json": f is not a folder/,
    ],
    [
      "merge --sarif",
      ["merge", "missing.json", "--sarif", "f/x.sarif"],
      /f\/x\.sarif, field "--sarif": f is not a folder/,
    ],
    [
      "verdict --json",
      ["verdict", "--input", "missing.jsonl", "--target-effect", "0.05", "--json", "f/v.json"],
      /field "--json": f is not a folder/,
    ],
    [
      "import --outcomes",
      ["import", "inspect", "missing.eval", "--outcomes", "f/o.jsonl"],
      /field "--outcomes": f is not a folder/,
    ],
    [
      "run --outcomes",
      [...RUN, "--synthetic", "10", "--outcomes", "f/o.jsonl"],
      /field "--outcomes": f is not a folder/,
    ],
    ["run --json", [...RUN, "--synthetic", "10", "--json", "f/r.json"], /field "--json": f is not a folder/],
    [
      "check --report-dir",
      ["check", "--config", "missing.yml", "--report-dir", "f/reports"],
      /f\/reports\/report\.json, field "--report-dir": f is not a folder/,
    ],
  ])("%s: an unusable output is the error, before the inputs are even read", async (_, args, message) => {
    const { ws } = workspace();
    writeFileSync(join(ws, "f"), "a file where a folder should be");
    const r = await cli(ws, args);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/internal error/);
    expect(r.err.trim().split("\n")).toHaveLength(1);
  });
});

describe("an output folder committed as a link is never written through", () => {
  it.each([
    ["leakage --json", [...SCAN, "--json", "reports/x.json"]],
    ["check --report-dir", ["check", "--checks", "power", "--report-dir", "reports"]],
    ["run --outcomes", [...RUN, "--synthetic", "10", "--outcomes", "reports/o.jsonl"]],
  ])("%s", async (_, args) => {
    const { ws, outside } = workspace();
    symlinkSync(outside, join(ws, "reports"));
    const r = await cli(ws, args);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/reports is a symlink; contamgate never writes through a link/);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(outside, "report.json"))).toBe(false);
  });
});

/**
 * An unusable response-cache folder is invalid usage (exit 4, one line naming the flag), never
 * "internal error". (The output files' cases, run --json and --outcomes, are above with every command's.)
 */
describe("run with an unusable cache folder", () => {
  let server: ProviderServer;
  let file: string;
  beforeAll(async () => {
    server = await startProviderServer(() => "A");
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-paths-"));
    file = join(dir, "a-file");
    await writeFile(file, "x");
  });
  afterAll(async () => {
    await server.close();
  });

  const base = ["run", "--synthetic", "50", "--target-effect", "0.4", "--discordant-rate", "0.5"];

  it("--cache-dir under a file: exit 4 naming --cache-dir", async () => {
    const m = memoryIo({}, tmpdir());
    const code = await main(
      [
        ...base,
        "--model",
        `compatible=x,base-url=${server.openaiBaseUrl}`,
        "--yes",
        "--cache-dir",
        join(file, "cache"),
      ],
      m.io,
    );
    expect(code).toBe(4);
    expect(m.stderr()).not.toMatch(/internal error/);
    expect(m.stderr()).toMatch(/--cache-dir/);
  });

  it("a cache dir committed as a link to a folder outside: exit 4, no segment written there, nothing sent", async () => {
    const root = await mkdtemp(join(tmpdir(), "contamgate-cache-link-"));
    const ws = join(root, "ws");
    const outside = join(root, "outside");
    await mkdir(ws);
    await mkdir(outside);
    await symlink(outside, join(ws, ".contamgate-cache"));
    const m = memoryIo({}, ws);
    const before = server.requests.length;
    const code = await main([...base, "--model", `compatible=x,base-url=${server.openaiBaseUrl}`, "--yes"], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/symlink/);
    expect(m.stderr()).not.toMatch(/internal error/);
    expect(await readdir(outside)).toEqual([]);
    expect(server.requests.length).toBe(before);
  });
});
