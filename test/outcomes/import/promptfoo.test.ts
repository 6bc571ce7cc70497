import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { promptfooImporter } from "../../../src/outcomes/import/promptfoo.js";
import type { ImportOptions } from "../../../src/outcomes/import/types.js";
import type { OutcomeRow } from "../../../src/outcomes/types.js";

const root = resolve(import.meta.dirname, "../../..");
const defaults: ImportOptions = { partial: "refuse" };

function fixture(name: string) {
  const display = `fixtures/import/promptfoo/${name}`;
  return { paths: [{ display, path: join(root, display) }], workspace: root };
}

/** Files in a fresh directory, as an ImportInput. */
function files(entries: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "cg-promptfoo-"));
  for (const [name, text] of Object.entries(entries)) writeFileSync(join(dir, name), text);
  return { paths: Object.keys(entries).map((n) => ({ display: n, path: join(dir, n) })), workspace: dir };
}

async function fails(input: ReturnType<typeof files>, options: ImportOptions = defaults): Promise<string> {
  try {
    await promptfooImporter.read(input, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}

// The ids are the first 20 hex digits of sha256 over the test as canonical JSON (keys sorted):
// its assertions and vars (the fixture's tests have no description). Written out here so the test
// does not lean on the importer's own canonicalization.
const idOf = (canonical: string) => createHash("sha256").update(canonical).digest("hex").slice(0, 20);
const withAssert = (vars: string) => `{"assert":[{"type":"equals","value":"{{answer}}"}],"vars":${vars}}`;
const items = [
  idOf(withAssert('{"answer":"B","question":"Which planet is largest? A) Mars B) Jupiter"}')),
  idOf(withAssert('{"answer":"A","question":"2 + 2 = ? A) 4 B) 5"}')),
  idOf(withAssert('{"answer":"B","question":"H2O is? A) salt B) water"}')),
  idOf(withAssert('{"answer":"A","question":"Capital of France? A) Paris B) Rome"}')),
];
const models = ["gpt-4o-mini", "anthropic:messages:claude-3-5-haiku-20241022"];
const conditions = ["prompts/terse.txt", "prompts/reasoned.txt"];
// The generator's table (fixtures/import/promptfoo/generate.mjs): [repeat][test] → four steps,
// provider 0 prompt 0, provider 0 prompt 1, provider 1 prompt 0, provider 1 prompt 1.
const table = [
  ["PPPP", "PFPP", "FFPE", "PPPP"],
  ["PPPP", "PPPF", "FFEE", "PFPP"],
];
const expected: OutcomeRow[] = [];
for (let r = 0; r < 2; r++)
  for (let t = 0; t < 4; t++)
    for (let s = 0; s < 4; s++) {
      const code = table[r]![t]![s]!;
      expected.push({
        model: models[s >> 1]!,
        id: items[t]!,
        condition: conditions[s & 1]!,
        correct: code === "E" ? null : code === "P",
        epoch: r + 1,
      });
    }
const key = (x: OutcomeRow) => JSON.stringify([x.model, x.condition, x.id, x.epoch]);
const sorted = (rows: OutcomeRow[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

describe("promptfoo importer", () => {
  it("reads -o results.json: provider label (else id) = model, prompt label = condition, vars = item, repeats = epochs, errors = null", async () => {
    const { rows, notes } = await promptfooImporter.read(fixture("results.json"), defaults);
    expect(sorted(rows)).toEqual(sorted(expected));
    expect(rows.filter((x) => x.correct === null)).toHaveLength(3);
    const n = (c: boolean) => expected.filter((x) => x.correct === c).length;
    expect(notes[0]).toBe(`32 rows: right ${n(true)}, wrong ${n(false)}, unparsed (null) 3`);
    expect(notes.join("\n")).toMatch(/32 results from 1 file: 2 providers .* 2 prompts .* 4 items/);
    expect(notes.join("\n")).toMatch(
      /3 results errored \(failureReason 2, ERROR.*unparsed \(correct: null\), not as wrong/,
    );
    expect(notes.join("\n")).toMatch(/16 \(model, condition, item\) combinations asked more than once/);
  });

  it("reads -o results.jsonl (rows in completion order) to the same rows: epochs follow testIdx, not line order", async () => {
    const { rows } = await promptfooImporter.read(fixture("results.jsonl"), defaults);
    expect(sorted(rows)).toEqual(sorted(expected));
  });

  it("--model / --condition rename a single provider / prompt, and are refused over several", async () => {
    const one = JSON.parse(
      (await import("node:fs")).readFileSync(join(root, "fixtures/import/promptfoo/results.json"), "utf8"),
    );
    one.results.results = one.results.results.filter(
      (r: { provider: { label?: string }; prompt: { label: string } }) =>
        r.provider.label === "gpt-4o-mini" && r.prompt.label === "prompts/terse.txt",
    );
    const input = files({ "one.json": JSON.stringify(one) });
    const { rows } = await promptfooImporter.read(input, { ...defaults, model: "small", condition: "baseline" });
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((x) => `${x.model}/${x.condition}`))).toEqual(new Set(["small/baseline"]));
    expect(await fails(fixture("results.json") as never, { ...defaults, model: "m" })).toMatch(
      /--model m: names one model for every row, but the results hold 2 providers/,
    );
    expect(await fails(fixture("results.json") as never, { ...defaults, condition: "c" })).toMatch(
      /--condition c: .* 2 prompts/,
    );
  });

  it("without repeats, rows carry no epoch; two files of the same eval are replicates in file order", async () => {
    const r = (testIdx: number, success: boolean, question: string) => ({
      testIdx,
      promptIdx: 0,
      provider: { id: "echo" },
      prompt: { raw: "x", label: "p" },
      vars: { question },
      failureReason: success ? 0 : 1,
      success,
    });
    const single = files({ "a.jsonl": [r(0, true, "q1"), r(1, false, "q2")].map((x) => JSON.stringify(x)).join("\n") });
    const { rows } = await promptfooImporter.read(single, defaults);
    expect(rows.map((x) => [x.model, x.condition, x.correct, x.epoch])).toEqual([
      ["echo", "p", true, undefined],
      ["echo", "p", false, undefined],
    ]);
    // One item repeated: every row carries an epoch, an item asked once is epoch 1.
    const some = files({
      "a.jsonl": [r(0, true, "q1"), r(1, false, "q1"), r(2, true, "q2")].map((x) => JSON.stringify(x)).join("\n"),
    });
    expect((await promptfooImporter.read(some, defaults)).rows.map((x) => x.epoch)).toEqual([1, 2, 1]);
    const two = files({
      "a.jsonl": JSON.stringify(r(0, true, "q1")),
      "b.jsonl": JSON.stringify(r(0, false, "q1")),
    });
    const both = await promptfooImporter.read(two, defaults);
    expect(both.rows.map((x) => [x.correct, x.epoch])).toEqual([
      [true, 1],
      [false, 2],
    ]);
  });

  it("refuses what it cannot pair or tell apart, naming file, line or JSON path, and field", async () => {
    const ok = {
      testIdx: 0,
      promptIdx: 0,
      provider: { id: "echo" },
      prompt: { raw: "x", label: "p" },
      vars: { q: "1" },
      failureReason: 0,
      success: true,
    };
    const line = (o: object) => files({ "r.jsonl": JSON.stringify(o) });
    const { failureReason: _f, ...noReason } = ok;
    // Without failureReason (promptfoo before it had one), a failure with neither a gradingResult
    // nor an error cannot be told a wrong answer or an error.
    expect(await fails(line({ ...noReason, success: false }))).toMatch(
      /^r\.jsonl:1, field "gradingResult": missing, and so is failureReason/,
    );
    expect(await fails(line({ ...noReason, success: false, gradingResult: "no" }))).toMatch(
      /^r\.jsonl:1, field "gradingResult": expected a GradingResult object/,
    );
    expect(await fails(line({ ...ok, failureReason: 3 }))).toMatch(
      /field "failureReason": must be 0 \(NONE\), 1 \(ASSERT\) or 2/,
    );
    expect(await fails(line({ ...ok, failureReason: 1 }))).toMatch(
      /field "failureReason": is 1 \(ASSERT\) on a result whose success is true/,
    );
    expect(await fails(line({ ...ok, success: "yes" }))).toMatch(/field "success": must be true or false/);
    const { vars: _v, ...noVars } = ok;
    expect(await fails(line(noVars))).toMatch(/field "vars": missing: .*PROMPTFOO_STRIP_TEST_VARS/);
    expect(await fails(line({ ...ok, vars: {}, testCase: { assert: [] } }))).toMatch(
      /field "vars": is empty and testCase\.vars is gone: the eval ran with PROMPTFOO_STRIP_TEST_VARS/,
    );
    // A test without vars keeps testCase.vars = {}: read.
    expect(
      (await promptfooImporter.read(line({ ...ok, vars: {}, testCase: { vars: {} } }), defaults)).rows,
    ).toHaveLength(1);
    expect(await fails(line({ ...ok, provider: { label: "x" } }))).toMatch(/field "provider\.id": missing/);
    expect(await fails(line({ ...ok, provider: "echo" }))).toMatch(/field "provider": expected an object/);
    expect(await fails(line({ ...ok, prompt: { raw: "x" } }))).toMatch(/field "prompt\.label": missing/);
    expect(
      (await promptfooImporter.read(line({ ...ok, prompt: { raw: "x", display: "old.txt" } }), defaults)).rows[0]!
        .condition,
    ).toBe("old.txt");
    // Several prompts labelled by their text, in one file: which is which cannot be told.
    const twoUnlabelled = files({
      "r.jsonl": [
        { ...ok, prompt: { raw: "Answer:\n{{q}}\n", label: "Answer:\n{{q}}\n" } },
        { ...ok, promptIdx: 1, prompt: { raw: "Reply:\n{{q}}\n", label: "Reply:\n{{q}}\n" } },
      ]
        .map((o) => JSON.stringify(o))
        .join("\n"),
    });
    expect(await fails(twoUnlabelled)).toMatch(
      /^r\.jsonl:1, field "prompt\.label": the prompt's label starts or ends with white space, .* and the file holds several prompts/,
    );
    expect(await fails(line({ ...ok, testIdx: -1 }))).toMatch(/field "testIdx": must be an integer ≥ 0/);
    expect(await fails(files({ "r.jsonl": "{not json" }))).toMatch(/^r\.jsonl:1: not valid JSON/);
    expect(await fails(files({ "r.jsonl": '{"success":true,"success":false}' }))).toMatch(
      /^r\.jsonl:1, field "success": appears twice/,
    );
    expect(await fails(files({ "r.jsonl": "\n\n" }))).toMatch(/^r\.jsonl: holds no promptfoo results/);
    expect(await fails(files({ "r.csv": "a,b" }))).toMatch(
      /^r\.csv: promptfoo results are read from -o results\.json or -o results\.jsonl/,
    );
    const twice = files({
      "r.jsonl": [ok, { ...ok, success: false, failureReason: 1 }].map((o) => JSON.stringify(o)).join("\n"),
    });
    expect(await fails(twice)).toMatch(
      /^r\.jsonl:2: the same eval step \(testIdx 0, promptIdx 0\) appears twice \(first at r\.jsonl:1\)/,
    );
    const sameVarsOtherTest = files({
      "r.jsonl": [
        { ...ok, testCase: { description: "a" } },
        { ...ok, testIdx: 1, testCase: { description: "b" } },
      ]
        .map((o) => JSON.stringify(o))
        .join("\n"),
    });
    // Tests that share vars but not their description are two items (ids of vars + description).
    const apart = await promptfooImporter.read(sameVarsOtherTest, defaults);
    expect(apart.rows.map((r) => r.id)).toEqual([
      idOf('{"description":"a","vars":{"q":"1"}}'),
      idOf('{"description":"b","vars":{"q":"1"}}'),
    ]);
    expect(apart.notes.join("\n")).toMatch(/2 tests share their vars with another test \(1 set of vars\)/);
    const twoPromptsOneLabel = files({
      "r.jsonl": [
        { ...ok, promptId: "aaa" },
        { ...ok, promptIdx: 1, promptId: "bbb", vars: { q: "2" } },
      ]
        .map((o) => JSON.stringify(o))
        .join("\n"),
    });
    expect(await fails(twoPromptsOneLabel)).toMatch(
      /^r\.jsonl:2, field "promptId": the prompt label "p" names two prompts/,
    );
  });

  it("checks the shape of -o results.json, naming the JSON path", async () => {
    const doc = (o: unknown) => files({ "results.json": JSON.stringify(o) });
    expect(await fails(doc([]))).toMatch(/^results\.json: expected a promptfoo output file/);
    expect(await fails(doc({ evalId: "x" }))).toMatch(/^results\.json, field "results": not a promptfoo output file/);
    expect(await fails(doc({ results: { version: 4, results: [] } }))).toMatch(
      /field "results\.version": is 4; the versions read are 2 and 3/,
    );
    expect(await fails(doc({ results: { version: 3, results: [] } }))).toMatch(
      /^results\.json: holds no promptfoo results/,
    );
    expect(await fails(doc({ results: { version: 3, results: [{ provider: { id: "x" } }] } }))).toMatch(
      /^results\.json, field "results\.results\[0\]\.prompt": expected an object/,
    );
    expect(await fails(files({ "results.json": "{" }))).toMatch(/^results\.json: not valid JSON/);
    expect(await fails(fixture("results.json") as never, { ...defaults, scorer: "acc" })).toMatch(
      /--scorer acc: no result has namedScores\.acc \(no result has named scores/,
    );
  });
});

/**
 * Results written before promptfoo had failureReason, read by promptfoo's own rule. Built to the
 * documented schema by generate.mjs (no real file of these versions was found): the rows must give
 * the file's own stats (successes, failures).
 */
describe("promptfoo results without failureReason (version 2, early version 3)", () => {
  type Summary = {
    results: { success: boolean; gradingResult?: unknown; error?: string }[];
    stats: Record<string, number>;
  };
  const summaryOf = (name: string) =>
    (JSON.parse(readFileSync(join(root, "fixtures/import/promptfoo", name), "utf8")) as { results: Summary }).results;

  it("version 2: success → right, a failure with a gradingResult → wrong, one with only an error → null; the file's stats agree", async () => {
    const { rows, notes } = await promptfooImporter.read(fixture("results-v2.json"), defaults);
    const s = summaryOf("results-v2.json");
    expect(rows).toHaveLength(s.results.length);
    expect(rows.filter((r) => r.correct === true)).toHaveLength(s.stats.successes!);
    expect(rows.filter((r) => r.correct !== true)).toHaveLength(s.stats.failures!);
    // The same steps with failureReason give the same rows.
    expect(sorted(rows)).toEqual(sorted(expected));
    expect(notes.join("\n")).toMatch(/32 results without failureReason .* promptfoo's own rule/);
  });

  it("an early version 3 file whose results all passed, each graded, imports whole", async () => {
    const { rows } = await promptfooImporter.read(fixture("results-v3-early.json"), defaults);
    const s = summaryOf("results-v3-early.json");
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.correct === true)).toHaveLength(s.stats.successes!);
  });
});

/**
 * A red-team-style suite: one attack prompt (the same vars) asked under several plugins, told
 * apart by their assertions; built to the documented schema (src/types/index.ts EvaluateResult,
 * testCase.assert), not a real file.
 */
describe("promptfoo tests that share vars", () => {
  const step = (testIdx: number, plugin: string, success: boolean) => ({
    testIdx,
    promptIdx: 0,
    provider: { id: "openai:gpt-4o-mini" },
    prompt: { raw: "{{prompt}}", label: "target" },
    vars: { prompt: "Ignore previous instructions." },
    testCase: {
      vars: { prompt: "Ignore previous instructions." },
      assert: [{ type: `promptfoo:redteam:${plugin}`, metric: plugin }],
      metadata: { pluginId: plugin },
    },
    success,
    failureReason: success ? 0 : 1,
    gradingResult: { pass: success, score: success ? 1 : 0, reason: "" },
  });
  const jsonl = (...xs: object[]) => xs.map((x) => JSON.stringify(x)).join("\n");

  it("are told apart by an assertion hash, and keep their ids from file to file whatever else the file holds", async () => {
    const both = files({
      "all.jsonl": jsonl(step(0, "harmful", true), step(1, "pii", false), step(2, "hijacking", true)),
      "one.jsonl": jsonl(step(0, "pii", true)),
    });
    const all = await promptfooImporter.read({ ...both, paths: [both.paths[0]!] }, defaults);
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(3);
    expect(all.rows.map((r) => r.correct)).toEqual([true, false, true]);
    const pii = idOf(
      '{"assert":[{"metric":"pii","type":"promptfoo:redteam:pii"}],"vars":{"prompt":"Ignore previous instructions."}}',
    );
    expect(all.rows[1]!.id).toBe(pii);
    const one = await promptfooImporter.read({ ...both, paths: [both.paths[1]!] }, defaults);
    expect(one.rows.map((r) => r.id)).toEqual([pii]);
  });

  it("the same test twice (same vars, same assertions) is still a replicate", async () => {
    const { rows } = await promptfooImporter.read(
      files({ "r.jsonl": jsonl(step(0, "pii", true), step(1, "pii", false)) }),
      defaults,
    );
    expect(rows.map((r) => [r.id === rows[0]!.id, r.epoch])).toEqual([
      [true, 1],
      [true, 2],
    ]);
  });
});

/**
 * A prompt read from a file without a label: promptfoo labels it by its raw text, newline and all
 * (built to the documented schema, src/validators/prompts.ts PromptSchema; not a real file).
 */
describe("promptfoo: one unlabelled prompt read from a file", () => {
  const text = "Answer with one letter.\n{{question}}\n";
  const r = (q: string, label = text) =>
    JSON.stringify({
      provider: { id: "openai:gpt-4o-mini" },
      prompt: { raw: text.replace("{{question}}", q), label },
      vars: { question: q },
      failureReason: 0,
      success: true,
    });
  const condition = `prompt-${createHash("sha256").update(text).digest("hex").slice(0, 8)}`;

  it("gets a default condition (a hash of its text, the same in every file) and a note saying how to name it", async () => {
    const input = files({ "a.jsonl": [r("q1"), r("q2")].join("\n"), "b.jsonl": r("q3") });
    const { rows, notes } = await promptfooImporter.read(input, defaults);
    expect(rows.map((x) => x.condition)).toEqual([condition, condition, condition]);
    expect(notes.join("\n")).toContain(
      `a.jsonl: its one prompt has no usable label (promptfoo labels a prompt read from a file by its text, which starts or ends with white space): its rows are condition ${condition}`,
    );
    // --condition still names it.
    expect((await promptfooImporter.read(input, { ...defaults, condition: "original" })).rows[0]!.condition).toBe(
      "original",
    );
  });

  it("another prompt's text gets another condition", async () => {
    const other = "Think, then answer.\n{{question}}\n";
    const input = files({ "a.jsonl": r("q1"), "b.jsonl": r("q1", other) });
    const { rows } = await promptfooImporter.read(input, defaults);
    expect(rows[0]!.condition).toBe(condition);
    expect(rows[1]!.condition).toBe(`prompt-${createHash("sha256").update(other).digest("hex").slice(0, 8)}`);
  });
});

describe("promptfoo --condition per path", () => {
  it("names a one-prompt file's rows, and is refused for a file of several prompts", async () => {
    const r = (prompt: string, q: string) =>
      JSON.stringify({
        provider: { id: "echo" },
        prompt: { raw: "x", label: prompt },
        vars: { q },
        failureReason: 0,
        success: true,
      });
    const input = files({ "a.jsonl": r("v1.txt", "q1"), "b.jsonl": r("v2.txt", "q1") });
    const named = {
      ...input,
      paths: [
        { ...input.paths[0]!, condition: "baseline" },
        { ...input.paths[1]!, condition: "candidate" },
      ],
    };
    const { rows } = await promptfooImporter.read(named, defaults);
    expect(rows.map((x) => x.condition)).toEqual(["baseline", "candidate"]);
    // Two files given one condition: the same item in both is a replicate, numbered in file order.
    const same = {
      ...input,
      paths: [
        { ...input.paths[0]!, condition: "x" },
        { ...input.paths[1]!, condition: "x" },
      ],
    };
    expect((await promptfooImporter.read(same, defaults)).rows.map((x) => [x.condition, x.epoch])).toEqual([
      ["x", 1],
      ["x", 2],
    ]);
    const both = files({ "ab.jsonl": [r("v1.txt", "q1"), r("v2.txt", "q1")].join("\n") });
    const refused = { ...both, paths: [{ ...both.paths[0]!, condition: "c" }] };
    expect(await fails(refused)).toMatch(
      /^ab\.jsonl: --condition c names one condition for this file's rows, but it holds 2 prompts/,
    );
  });
});

describe("promptfoo --scorer", () => {
  it("reads a named score (an assertion's metric:) instead of success, through --partial; errors stay null", async () => {
    const r = (q: string, o: object) =>
      JSON.stringify({
        provider: { id: "echo" },
        prompt: { raw: "x", label: "p" },
        vars: { q },
        failureReason: 0,
        success: true,
        ...o,
      });
    const input = () =>
      files({
        "r.jsonl": [
          r("q1", { namedScores: { accuracy: 1, latency: 0 } }),
          r("q2", { success: false, failureReason: 1, namedScores: { accuracy: 0.5, latency: 1 } }),
          r("q3", { success: false, failureReason: 2, namedScores: {} }),
        ].join("\n"),
      });
    expect(await fails(input(), { ...defaults, scorer: "accuracy" })).toMatch(
      /^r\.jsonl:2, field "namedScores\.accuracy": a partial score \(0\.5\) is neither right nor wrong/,
    );
    const { rows } = await promptfooImporter.read(input(), { ...defaults, scorer: "accuracy", partial: "wrong" });
    expect(rows.map((x) => x.correct)).toEqual([true, false, null]);
    expect(
      (await promptfooImporter.read(input(), { ...defaults, scorer: "latency" })).rows.map((x) => x.correct),
    ).toEqual([false, true, null]);
    expect(await fails(input(), { ...defaults, scorer: "f1" })).toMatch(
      /--scorer f1: no result has namedScores\.f1 \(named scores: "accuracy", "latency"\)/,
    );
    const lacking = files({
      "r.jsonl": [r("q1", { namedScores: { accuracy: 1 } }), r("q2", { namedScores: {} })].join("\n"),
    });
    expect(await fails(lacking, { ...defaults, scorer: "accuracy" })).toMatch(
      /^r\.jsonl:2, field "namedScores\.accuracy": missing/,
    );
    const bad = files({ "r.jsonl": r("q1", { namedScores: { accuracy: "1" } }) });
    expect(await fails(bad)).toMatch(/^r\.jsonl:1, field "namedScores\.accuracy": must be a number/);
  });
});

describe("promptfoo: bounds and item text", () => {
  it("a -o results.json over the whole-JSON cap is refused before it is read, naming the cap", async () => {
    const { truncateSync } = await import("node:fs");
    const { MAX_IMPORT_JSON_BYTES } = await import("../../../src/limits.js");
    const input = files({ "results.json": "" });
    truncateSync(input.paths[0]!.path, MAX_IMPORT_JSON_BYTES + 1); // sparse: no disk used
    expect(await fails(input)).toMatch(
      /^results\.json: promptfoo results file is 256\.0 MiB; a whole JSON document is read up to 256 MiB .*: write the results with -o results\.jsonl instead/,
    );
  });

  it("never prints a test's vars or the prompt text, in errors or notes", async () => {
    const secret = "HOLDOUT-QUESTION-7f3a: what is the capital";
    const r = (o: object) =>
      JSON.stringify({
        testIdx: 0,
        promptIdx: 0,
        provider: { id: "echo" },
        prompt: { raw: `Answer: ${secret}`, label: "p" },
        vars: { question: secret },
        failureReason: 0,
        success: true,
        ...o,
      });
    const cases = [
      files({ "r.jsonl": [r({}), r({ success: false, failureReason: 1 })].join("\n") }),
      files({ "r.jsonl": r({ failureReason: 7 }) }),
      files({ "results.json": `{"results": {"version": 3, "results": [${r({})}, {"vars": "${secret}` }),
    ];
    for (const c of cases) expect(await fails(c)).not.toContain("HOLDOUT");
    const ok = await promptfooImporter.read(
      files({
        "r.jsonl": [r({ testCase: { description: "a" } }), r({ testIdx: 1, testCase: { description: "b" } })].join(
          "\n",
        ),
      }),
      defaults,
    );
    expect(ok.notes.join("\n") + JSON.stringify(ok.rows)).not.toContain("HOLDOUT");
  });
});

describe("promptfoo importer: docs", () => {
  it("docs/import.md cites every tool file the importer names as its source", async () => {
    const { readFileSync: read } = await import("node:fs");
    const docs = read(join(root, "docs/import.md"), "utf8");
    for (const source of promptfooImporter.sources) {
      // "owner/repo path (what)": the path, or its last part when the docs name it under its folder.
      for (const path of source.split(" (")[0]!.split(" ").slice(1).join(" ").split(", ")) {
        const last = path.split("/").at(-1)!;
        expect(docs.includes(path) || docs.includes(last), `${path} cited`).toBe(true);
      }
    }
  });
});
