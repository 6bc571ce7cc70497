import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { leakageSectionSchema, optionsFromSection } from "../../src/leakage/config.js";
import type { LeakageReport } from "../../src/leakage/report.js";
import { scanLeakage } from "../../src/leakage/scan.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");
/** A holdout id as surfaces show it: sha256: and 12 hex digits of its sha256 (docs/leakage.md "Holdout ids"). */
const hid = (id: string) => `sha256:${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 12)}`;

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-leak-cli-"));
  cpSync(fixtures, dir, { recursive: true });
  writeFileSync(join(dir, "corpus/chat.jsonl.gz"), gzipSync(readFileSync(join(dir, "corpus/chat.jsonl"))));
  return dir;
}

async function run(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

/** Every holdout string, and every 12-code-point window of it (so partial echoes are caught too). */
function holdoutNeedles(dir: string): string[] {
  const needles = new Set<string>();
  for (const line of readFileSync(join(dir, "holdout.jsonl"), "utf8").split("\n").filter(Boolean)) {
    const o = JSON.parse(line) as { question: string; paraphrases: string[] };
    for (const t of [o.question, ...o.paraphrases]) {
      const cps = Array.from(t);
      needles.add(t);
      for (let i = 0; i + 12 <= cps.length; i++) needles.add(cps.slice(i, i + 12).join(""));
    }
  }
  return [...needles];
}

function expectNoHoldout(surface: string, needles: string[], name: string): void {
  for (const n of needles) expect(surface.includes(n), `${name} contains holdout text`).toBe(false);
}

describe("contamgate leakage (CLI)", () => {
  it("finds copies in a text dictionary, exits 1, and writes JSON and SARIF at corpus file:line", async () => {
    const dir = workdir();
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus/dictionary.txt",
      "--skip-prefix",
      "#",
      "--json",
      "out/../report.json",
      "--sarif",
      "report.sarif",
    ]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as LeakageReport;
    expect(report.findings.map((f) => [f.corpus.line, f.probe.id, f.rules])).toEqual([
      [5, hid("h-001"), ["jaccard", "containment"]],
    ]);
    expect(report.findings[0]!.probe).toEqual({
      set: "holdout",
      file: "holdout.jsonl",
      line: 1,
      id: hid("h-001"),
      holdout: true,
    });
    const sarif = JSON.parse(readFileSync(join(dir, "report.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    const loc = sarif.runs[0].results[0].locations[0].physicalLocation;
    expect(loc).toEqual({
      artifactLocation: { uri: "corpus/dictionary.txt", uriBaseId: "%SRCROOT%" },
      region: { startLine: 5 },
    });
    expect(sarif.runs[0].results[0].ruleId).toBe("contamgate/leakage/holdout");
  });

  it("exits 0 when nothing is found", async () => {
    const dir = workdir();
    const ok = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus/chat.jsonl",
      "--corpus-field",
      "messages[].text",
    ]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^leakage: 0 findings \(0 holdout\) in 3 corpus records/);
    // an index in a field path is not part of the syntax: exit 4 naming the field
    const bad = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus/chat.jsonl",
      "--corpus-field",
      "messages[0].text",
    ]);
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(/corpus\/chat.jsonl, field "messages\[0\].text": invalid field path/);
  });

  it("reads paraphrases[], CSV and TSV columns, JSONL field paths and .gz", async () => {
    const dir = workdir();
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "paraphrases[]",
      "--corpus",
      "corpus/chat.jsonl.gz",
      "--corpus-field",
      "messages[].text",
      "--json",
      "r.json",
    ]);
    expect(r.code).toBe(1);
    const rep = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    expect(
      rep.findings.map((f) => [f.probe.line, f.probe.index, f.corpus.file, f.corpus.line, f.corpus.index]),
    ).toEqual([[1, 0, "corpus/chat.jsonl.gz", 1, 1]]);
    expect(rep.corpora[0]!.format).toBe("jsonl+gzip");

    const csv = await run(dir, [
      "leakage",
      "--probes",
      "probes.csv",
      "--field",
      "question",
      "--corpus",
      "corpus/dictionary.txt",
      "--skip-prefix",
      "#",
      "--json",
      "c.json",
    ]);
    expect(csv.code).toBe(1);
    const c = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")) as LeakageReport;
    expect(c.findings.map((f) => [f.probe.id, f.corpus.line])).toEqual([
      ["p-002", 3],
      ["p-001", 4],
      ["p-003", 6],
    ]);
    expect(c.findings.every((f) => !f.probe.holdout)).toBe(true);

    const report = await scanLeakage(
      optionsFromSection(
        leakageSectionSchema.parse({
          probe_sets: {
            heldout: { holdout: true, sources: [{ path: "holdout.jsonl", field: "question", id_field: "id" }] },
          },
          corpora: [{ path: "corpus/*.tsv", field: "text" }],
          containment: "0.8",
          min_containment_shingles: 20,
        }),
        dir,
        { file: "contamgate.yml", path: join(dir, "contamgate.yml"), lineOf: () => undefined },
      ),
    );
    expect(report.findings.map((f) => [f.probe.id, f.corpus.line, f.rules])).toEqual([
      [hid("h-002"), 3, ["jaccard", "containment"]],
      [hid("h-003"), 4, ["jaccard", "containment"]],
    ]);
  });

  it("config schema is strict", () => {
    expect(
      leakageSectionSchema.safeParse({
        probe_sets: { a: { sources: [{ path: "x" }] } },
        corpora: [{ path: "y" }],
        bogus: 1,
      }).success,
    ).toBe(false);
    expect(
      leakageSectionSchema.safeParse({
        probe_sets: { a: { sources: [{ path: "x", colum: "q" }] } },
        corpora: [{ path: "y" }],
      }).success,
    ).toBe(false);
    expect(
      leakageSectionSchema.safeParse({
        probe_sets: { a: { sources: [{ path: "x" }] } },
        corpora: [{ path: "y" }],
        threshold: 1.5,
      }).success,
    ).toBe(false);
  });

  it("--shard i/N splits lines deterministically and merge restores the full report", async () => {
    const dir = workdir();
    const base = [
      "leakage",
      "--probes",
      "probes.csv",
      "--field",
      "question",
      "--corpus",
      "corpus/dictionary.txt",
      "--skip-prefix",
      "#",
    ];
    await run(dir, [...base, "--json", "full.json"]);
    const codes = [];
    for (const i of [1, 2, 3])
      codes.push((await run(dir, [...base, "--shard", `${i}/3`, "--json", `s${i}.json`])).code);
    expect(codes.sort()).toEqual([0, 1, 1]); // lines 3,4,6: shard 1 has 4, shard 3 has 3 and 6
    const merged = await run(dir, ["merge", "s1.json", "s2.json", "s3.json", "--json", "merged.json"]);
    expect(merged.code).toBe(1);
    const full = JSON.parse(readFileSync(join(dir, "full.json"), "utf8")) as LeakageReport;
    const m = JSON.parse(readFileSync(join(dir, "merged.json"), "utf8")) as LeakageReport;
    expect(m.findings).toEqual(full.findings);
    expect(m.stats.corpusRecords).toBe(full.stats.corpusRecords);
    const missing = await run(dir, ["merge", "s1.json", "s3.json"]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/shards missing: 2\/3/);
    const twice = await run(dir, ["merge", "s1.json", "s1.json", "s2.json"]);
    expect(twice.code).toBe(4);
    await run(dir, [...base, "--shard", "2/3", "--threshold", "0.9", "--json", "other.json"]);
    const mixed = await run(dir, ["merge", "s1.json", "other.json", "s3.json"]);
    expect(mixed.code).toBe(4);
    expect(mixed.stderr).toMatch(/other\.json: was made by a different scan/);
  });

  it("--changed-since REF scans only added lines and catches a freshly pasted copy", async () => {
    const dir = workdir();
    const git = (...a: string[]) => execFileSync("git", a, { cwd: dir, encoding: "utf8" });
    git("init", "-q");
    git("-c", "user.email=t@t", "-c", "user.name=t", "add", ".");
    git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "base");
    const args = [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus/dictionary.txt",
      "--skip-prefix",
      "#",
      "--changed-since",
      "HEAD",
      "--json",
      "pr.json",
    ];
    const clean = await run(dir, args);
    expect(clean.code).toBe(0); // line 5 matches, but it was not added since HEAD
    appendFileSync(
      join(dir, "corpus/dictionary.txt"),
      "新しい行\nQ: Which composer wrote the opera that premiered at the Teatro La Fenice in 1853\n",
    );
    const pr = await run(dir, args);
    expect(pr.code).toBe(1);
    const rep = JSON.parse(readFileSync(join(dir, "pr.json"), "utf8")) as LeakageReport;
    expect(rep.findings.map((f) => [f.corpus.line, f.probe.id])).toEqual([[9, hid("h-002")]]);
    expect(rep.stats.corpusRecords).toBe(2);
    const bad = await run(dir, [...args.slice(0, -4), "--changed-since", "no-such-ref"]);
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(/unknown git ref/);
  });

  it("holdout text appears on no surface: stdout, stderr, JSON, SARIF, merge output, error messages", async () => {
    const dir = workdir();
    const needles = holdoutNeedles(dir);
    expect(needles.length).toBeGreaterThan(100);
    const surfaces: [string, string][] = [];
    const record = (name: string, r: { stdout: string; stderr: string }) =>
      surfaces.push([`${name} stdout`, r.stdout], [`${name} stderr`, r.stderr]);
    for (const field of ["question", "paraphrases[]"]) {
      for (const corpus of [
        ["corpus/dictionary.txt", "--skip-prefix", "#"],
        ["corpus/qa.tsv", "--corpus-field", "text"],
        ["corpus/chat.jsonl.gz", "--corpus-field", "messages[].text"],
      ]) {
        const r = await run(dir, [
          "leakage",
          "--holdout",
          "holdout.jsonl",
          "--field",
          field,
          "--corpus",
          ...corpus,
          "--ngram13",
          "--json",
          "h.json",
          "--sarif",
          "h.sarif",
          "--shard",
          "1/1",
        ]);
        record(`${field} ${corpus[0]}`, r);
        surfaces.push(
          ["json", readFileSync(join(dir, "h.json"), "utf8")],
          ["sarif", readFileSync(join(dir, "h.sarif"), "utf8")],
        );
      }
    }
    record("merge", await run(dir, ["merge", "h.json", "--json", "m.json", "--sarif", "m.sarif"]));
    surfaces.push(
      ["merge json", readFileSync(join(dir, "m.json"), "utf8")],
      ["merge sarif", readFileSync(join(dir, "m.sarif"), "utf8")],
    );
    // Broken holdout files: invalid JSON quoting the text, a missing field, a CSV with a bad quote.
    const lines = readFileSync(join(dir, "holdout.jsonl"), "utf8").split("\n");
    writeFileSync(join(dir, "broken.jsonl"), lines[0]!.slice(0, -3) + "\n");
    writeFileSync(join(dir, "nofield.jsonl"), lines[1]!.replace('"question"', '"q"') + "\n");
    writeFileSync(
      join(dir, "broken.csv"),
      'id,question\nx,"Which composer wrote the opera that premiered"at the Teatro La Fenice\n',
    );
    for (const [file, field] of [
      ["broken.jsonl", "question"],
      ["nofield.jsonl", "question"],
      ["broken.csv", "question"],
    ] as const) {
      const r = await run(dir, ["leakage", "--holdout", file, "--field", field, "--corpus", "corpus/dictionary.txt"]);
      expect(r.code, file).toBe(4);
      expect(r.stderr.trim().split("\n"), file).toHaveLength(1);
      expect(r.stderr).toContain(file);
      record(file, r);
    }
    for (const s of surfaces) expectNoHoldout(s[1], needles, s[0]);
    expect(surfaces.some(([, s]) => s.includes("holdout.jsonl:1"))).toBe(true); // findings do name file:line
    const files = readdirSync(dir).filter((f) => f.endsWith(".json") || f.endsWith(".sarif"));
    for (const f of files) expectNoHoldout(readFileSync(join(dir, f), "utf8"), needles, f);
  });

  it("rejects bad usage with exit 4 and one line", async () => {
    const dir = workdir();
    for (const args of [
      ["--holdout", "holdout.jsonl", "--field", "question"],
      ["--holdout", "nothing-*.jsonl", "--corpus", "corpus/dictionary.txt"],
      ["--holdout", "holdout.jsonl", "--corpus", "corpus/dictionary.txt"],
      ["--holdout", "holdout.jsonl", "--field", "question", "--corpus", "corpus/dictionary.txt", "--threshold", "1.5"],
      ["--holdout", "holdout.jsonl", "--field", "question", "--corpus", "corpus/dictionary.txt", "--shard", "4/3"],
      ["--holdout", "holdout.jsonl", "--field", "question", "--corpus", "corpus/dictionary.txt", "--bogus"],
    ]) {
      const r = await run(dir, ["leakage", ...args]);
      expect(r.code, args.join(" ")).toBe(4);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  });
});

const QUESTION = "What is the boiling point of water at sea level in kelvin?";

interface Result {
  partialFingerprints: Record<string, string>;
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
}

async function scan(corpora: Record<string, string>): Promise<Result[]> {
  const dir = mkdtempSync(join(tmpdir(), "cg-review-sarif-"));
  writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
  for (const [name, text] of Object.entries(corpora)) writeFileSync(join(dir, name), text);
  const m = memoryIo({}, dir);
  const args = ["leakage", "--holdout", "holdout.jsonl", "--field", "question", "--sarif", "r.sarif"];
  for (const name of Object.keys(corpora)) args.push("--corpus", name.replace(/[#?[\]{}()*!]/g, "\\$&"));
  const code = await main(args, m.io);
  expect(m.stderr()).toBe("");
  expect(code).toBe(1);
  return JSON.parse(readFileSync(join(dir, "r.sarif"), "utf8")).runs[0].results as Result[];
}

describe("leakage SARIF", () => {
  it("gives each leaked location its own fingerprint, so code scanning does not fold two copies of one probe into one alert", async () => {
    const results = await scan({ "a.txt": `x\n${QUESTION}\n${QUESTION}\n`, "b.txt": `${QUESTION}\n` });
    expect(results).toHaveLength(3);
    const prints = results.map((r) => JSON.stringify(r.partialFingerprints));
    expect(new Set(prints).size).toBe(3);
  });

  it("percent-encodes '#' and '?' in the corpus path (a URI would read them as fragment and query)", async () => {
    const results = await scan({ "dict#1 ?.txt": `${QUESTION}\n` });
    const uri = results[0]!.locations[0]!.physicalLocation.artifactLocation.uri;
    expect(uri).toBe("dict%231%20%3F.txt");
    expect(decodeURIComponent(uri)).toBe("dict#1 ?.txt");
  });
});

describe("one SARIF writer", () => {
  it("merge --sarif of the shards writes the same document as the unsharded scan", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-sarif-merge-"));
    writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
    writeFileSync(join(dir, "a.txt"), `x\n${QUESTION}\ny\n${QUESTION}\n${QUESTION}\n`);
    const base = ["leakage", "--holdout", "holdout.jsonl", "--field", "question", "--corpus", "a.txt", "--quiet"];
    const run = async (args: string[]) => main(args, memoryIo({}, dir).io);
    expect(await run([...base, "--sarif", "full.sarif"])).toBe(1);
    for (const i of [1, 2]) await run([...base, "--shard", `${i}/2`, "--json", `s${i}.json`]);
    expect(await run(["merge", "s1.json", "s2.json", "--sarif", "merged.sarif"])).toBe(1);
    const read = (f: string) => JSON.parse(readFileSync(join(dir, f), "utf8"));
    expect(read("merged.sarif")).toEqual(read("full.sarif"));
    expect(read("full.sarif").runs[0].results).toHaveLength(3);
  });
});
