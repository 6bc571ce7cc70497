/**
 * Dolma attribute files (`leakage --dolma-attributes NAME`): one row per document, lined up with
 * the documents file, in the layout of Dolma's taggers (allenai/dolma runtime.py); no text.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { attributesPath } from "../../src/leakage/sources/dolma-attributes.js";
import type { LeakageReport } from "../../src/leakage/report.js";

const fixtures = join(import.meta.dirname, "../../fixtures/leakage");

/** fixtures/leakage/zst/corpus.jsonl as Dolma documents (id as strings, a source), in two files. */
function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-dolma-"));
  cpSync(fixtures, dir, { recursive: true });
  const docs = readFileSync(join(fixtures, "zst/corpus.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: number; text: string })
    .map((d) => JSON.stringify({ id: `doc-${d.id}`, text: d.text, source: "fixture", added: "2026-12-01" }));
  mkdirSync(join(dir, "data/documents/2026-12"), { recursive: true });
  writeFileSync(join(dir, "data/documents/2026-12/a.jsonl.gz"), gzipSync(`${docs.slice(0, 6).join("\n")}\n`));
  writeFileSync(join(dir, "data/documents/b.jsonl"), `${docs.slice(6).join("\n")}\n`);
  return dir;
}

async function run(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

const SCAN = ["leakage", "--holdout", "holdout.jsonl", "--field", "question", "--corpus-field", "text"];

describe("--dolma-attributes", () => {
  it("writes attributes/NAME/<same path>, one row per document, spans only where it leaks", async () => {
    const dir = workdir();
    const r = await run(dir, [
      ...SCAN,
      "--corpus",
      "data/documents/**/*.jsonl*",
      "--dolma-attributes",
      "contamgate",
      "--json",
      "r.json",
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("dolma attributes: 2 files under attributes/contamgate/");
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as LeakageReport;
    const a = gunzipSync(readFileSync(join(dir, "data/attributes/contamgate/2026-12/a.jsonl.gz")))
      .toString("utf8")
      .split("\n")
      .filter(Boolean);
    const b = readFileSync(join(dir, "data/attributes/contamgate/b.jsonl"), "utf8").split("\n").filter(Boolean);
    expect(a).toHaveLength(6);
    expect(b).toHaveLength(4);
    const rows = [...a, ...b].map((l) => JSON.parse(l));
    // Dolma's tagger layout: id, attributes, source, in that order.
    expect(Object.keys(rows[0])).toEqual(["id", "attributes", "source"]);
    const texts = readFileSync(join(fixtures, "zst/corpus.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text);
    rows.forEach((row, i) => {
      const file = i < 6 ? "data/documents/2026-12/a.jsonl.gz" : "data/documents/b.jsonl";
      const line = i < 6 ? i + 1 : i - 5;
      const here = report.findings.filter((f) => f.corpus.file === file && f.corpus.line === line);
      expect(row.id).toBe(`doc-${i + 1}`);
      expect(row.source).toBe("fixture");
      const spans = row.attributes.contamgate__leak;
      if (here.length === 0) expect(spans).toEqual([]);
      else {
        const best = Math.max(...here.flatMap((f) => [f.jaccard, f.containment]));
        expect(spans).toEqual([[0, Array.from(texts[i]!).length, Math.round(best * 1e5) / 1e5]]);
      }
    });
    expect(rows.filter((r) => r.attributes.contamgate__leak.length > 0).length).toBe(
      new Set(report.findings.map((f) => `${f.corpus.file}:${f.corpus.line}`)).size,
    );
    // Holdout text is nowhere in the attribute files.
    const all = [...a, ...b].join("\n");
    for (const l of readFileSync(join(dir, "holdout.jsonl"), "utf8").split("\n").filter(Boolean)) {
      const q = (JSON.parse(l) as { question: string }).question;
      expect(all.includes(q.slice(0, 12))).toBe(false);
    }
  });

  it.each([
    [
      ["--corpus", "zst/corpus.jsonl"],
      /zst\/corpus\.jsonl: --dolma-attributes: a Dolma documents file lies under a documents\/ folder/,
    ],
    [["--corpus", "data/documents/b.jsonl", "--corpus-field", "meta.text"], /scan them with --corpus-field text/],
    [
      ["--corpus", "zst/corpus.txt"],
      /zst\/corpus\.txt: --dolma-attributes: Dolma documents are JSONL \(optionally \.gz\); this corpus is text/,
    ],
  ])("%j: exit 4", async (args, why) => {
    const dir = workdir();
    mkdirSync(join(dir, "t/documents"), { recursive: true });
    const r = await run(dir, [...SCAN, ...args, "--dolma-attributes", "cg"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(why);
  });

  it("a document without an id is exit 4 at its line", async () => {
    const dir = workdir();
    writeFileSync(
      join(dir, "data/documents/b.jsonl"),
      '{"id": "x1", "text": "fine"}\n{"text": "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?"}\n',
    );
    const r = await run(dir, [...SCAN, "--corpus", "data/documents/b.jsonl", "--dolma-attributes", "cg"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/data\/documents\/b\.jsonl:2, field "id": a Dolma document needs an id/);
    // Written to a temporary file and renamed only when whole: no half attributes file is left.
    expect(readdirSync(join(dir, "data/attributes/cg"))).toEqual([]);
  });

  describe('a link committed in the attributes tree is never written through (docs/security.md "Outputs")', () => {
    /** The workspace and, beside it, a folder the scan must not write into. */
    function withOutside() {
      const dir = workdir();
      const outside = mkdtempSync(join(tmpdir(), "cg-dolma-outside-"));
      writeFileSync(join(outside, "victim.jsonl"), "keep\n");
      return { dir, outside };
    }
    const args = [...SCAN, "--corpus", "data/documents/**/*.jsonl*", "--dolma-attributes", "cg"];

    it("attributes/NAME/b.jsonl as a link to a file outside: exit 4, the file untouched, no attributes written", async () => {
      const { dir, outside } = withOutside();
      mkdirSync(join(dir, "data/attributes/cg"), { recursive: true });
      symlinkSync(join(outside, "victim.jsonl"), join(dir, "data/attributes/cg/b.jsonl"));
      const r = await run(dir, args);
      expect(r.code).toBe(4);
      expect(r.stderr).toMatch(
        /data\/attributes\/cg\/b\.jsonl, field "--dolma-attributes": is a symlink; contamgate never writes through a link/,
      );
      expect(readFileSync(join(outside, "victim.jsonl"), "utf8")).toBe("keep\n");
      // Checked before the first file is written: a.jsonl.gz's attributes are not there either.
      expect(existsSync(join(dir, "data/attributes/cg/2026-12/a.jsonl.gz"))).toBe(false);
    });

    it("attributes/NAME as a link to a folder outside: exit 4, nothing created there", async () => {
      const { dir, outside } = withOutside();
      mkdirSync(join(dir, "data/attributes"), { recursive: true });
      symlinkSync(outside, join(dir, "data/attributes/cg"));
      const r = await run(dir, args);
      expect(r.code).toBe(4);
      expect(r.stderr).toMatch(/field "--dolma-attributes": data\/attributes\/cg is a symlink/);
      expect(readdirSync(outside)).toEqual(["victim.jsonl"]);
    });
  });

  it("attributesPath substitutes the first documents component, as Dolma does", () => {
    expect(attributesPath("s3/data/documents/2019-09/0933_uk_all.jsonl.gz", "tox")).toBe(
      "s3/data/attributes/tox/2019-09/0933_uk_all.jsonl.gz",
    );
    expect(attributesPath("documents/a.json.gz", "x")).toBe("attributes/x/a.json.gz");
    expect(attributesPath("data/docs/a.jsonl", "x")).toBeNull();
  });
});
