/**
 * The output writer through the built bundle, as a user runs it (`node dist/cli/index.js`; run
 * `npm run build` first when the sources changed — dist-fresh.slow.test.ts checks the bundle):
 * Dolma attributes never written through a committed link, and a report's missing folder created
 * before the scan. The cases themselves are in output-file.test.ts and test/cli/output-paths.test.ts.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
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
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { outputPath, preflightOutputs, writeOutput } from "../../src/io/output-file.js";

const ROOT = join(import.meta.dirname, "../..");
const BIN = join(ROOT, "dist/cli/index.js");

function workspace() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), "cg-output-dist-")));
  const ws = join(top, "ws");
  const outside = join(top, "outside");
  cpSync(join(ROOT, "fixtures/leakage"), ws, { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, "victim.jsonl"), "keep\n");
  mkdirSync(join(ws, "data/documents"), { recursive: true });
  const docs = readFileSync(join(ws, "zst/corpus.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: number; text: string })
    .map((d) => JSON.stringify({ id: `doc-${d.id}`, text: d.text }));
  writeFileSync(join(ws, "data/documents/b.jsonl"), `${docs.join("\n")}\n`);
  return { ws, outside };
}

function cli(ws: string, args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: ws,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
}

const DOLMA = [
  "leakage",
  "--holdout",
  "holdout.jsonl",
  "--field",
  "question",
  "--corpus-field",
  "text",
  "--corpus",
  "data/documents/b.jsonl",
  "--dolma-attributes",
  "cg",
];

describe("the bundle's writer", () => {
  it("--dolma-attributes: attributes/NAME/b.jsonl linked to a file outside is refused, the file untouched", () => {
    const { ws, outside } = workspace();
    mkdirSync(join(ws, "data/attributes/cg"), { recursive: true });
    symlinkSync(join(outside, "victim.jsonl"), join(ws, "data/attributes/cg/b.jsonl"));
    const r = cli(ws, DOLMA);
    expect(r.status, r.stderr).toBe(4);
    expect(r.stderr).toMatch(/data\/attributes\/cg\/b\.jsonl, field "--dolma-attributes": is a symlink/);
    expect(readFileSync(join(outside, "victim.jsonl"), "utf8")).toBe("keep\n");
  });

  it("--dolma-attributes: attributes/NAME linked to a folder outside is refused, nothing created there", () => {
    const { ws, outside } = workspace();
    mkdirSync(join(ws, "data/attributes"), { recursive: true });
    symlinkSync(outside, join(ws, "data/attributes/cg"));
    const r = cli(ws, DOLMA);
    expect(r.status, r.stderr).toBe(4);
    expect(r.stderr).toMatch(/data\/attributes\/cg is a symlink/);
    expect(readdirSync(outside)).toEqual(["victim.jsonl"]);
  });

  it("leakage --json out/x.json without out/: the folder is created and the report written", () => {
    const { ws } = workspace();
    const r = cli(ws, [...DOLMA.slice(0, -2), "--json", "out/x.json"]);
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(readFileSync(join(ws, "out/x.json"), "utf8")).findings.length).toBeGreaterThan(0);
  });
});

/** A tmpfs of `size` mounted for the test (root only), or null with the reason printed. */
function tmpfs(options: string): string | null {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-output-fs-")));
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { encoding: "utf8" });
  if (r.status !== 0) {
    console.log(`output-file.slow: a full or read-only disk not tried: mount failed (${r.stderr.trim() || r.error})`);
    return null;
  }
  return dir;
}

describe("a failed write is named for what it is", () => {
  it("a full disk: ENOSPC named with the flag and the path; the old file as it was, no temporary file left", async () => {
    const dir = tmpfs("size=8k");
    if (dir === null) return;
    try {
      await writeOutput(outputPath("r.json", { cwd: dir, field: "--json" }), "old\n");
      await expect(
        writeOutput(outputPath("r.json", { cwd: dir, field: "--json" }), "x".repeat(64 << 10)),
      ).rejects.toThrow(/^r\.json, field "--json": cannot write: no space left on the device \(ENOSPC\)$/);
      expect(readFileSync(join(dir, "r.json"), "utf8")).toBe("old\n");
      expect(readdirSync(dir)).toEqual(["r.json"]);
    } finally {
      spawnSync("umount", [dir]);
    }
  });

  it("--dolma-attributes on a disk that fills mid-write: exit 4 naming ENOSPC, no partial file left", async () => {
    const dir = tmpfs("size=96k");
    if (dir === null) return;
    try {
      mkdirSync(join(dir, "data/documents"), { recursive: true });
      cpSync(join(ROOT, "fixtures/leakage/holdout.jsonl"), join(dir, "holdout.jsonl"));
      const docs = Array.from({ length: 1000 }, (_, i) =>
        JSON.stringify({ id: i, text: `document ${i} of the corpus` }),
      );
      writeFileSync(join(dir, "data/documents/b.jsonl"), `${docs.join("\n")}\n`);
      const m = memoryIo({}, dir);
      const code = await main(DOLMA, m.io);
      expect(code, m.stderr()).toBe(4);
      expect(m.stderr()).toMatch(
        /data\/attributes\/cg\/b\.jsonl, field "--dolma-attributes": cannot write: no space left on the device \(ENOSPC\)/,
      );
      expect(readdirSync(join(dir, "data/attributes/cg"))).toEqual([]);
    } finally {
      spawnSync("umount", [dir]);
    }
  });

  it("a read-only disk: refused before any work, EROFS named", async () => {
    const dir = tmpfs("size=64k,ro");
    if (dir === null) return;
    try {
      await expect(preflightOutputs([outputPath("r.json", { cwd: dir, field: "--json" })])).rejects.toThrow(
        /^r\.json, field "--json": cannot write into its folder: read-only file system \(EROFS\)$/,
      );
    } finally {
      spawnSync("umount", [dir]);
    }
  });
});
