/**
 * The output writer (src/io/output-file.ts) on a disk that fills or is read-only: tmpfs mounts,
 * so root only (skipped, saying so, elsewhere). The writer's other cases are in
 * output-file.test.ts, each command's wiring in test/cli/output-paths.test.ts.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { outputPath, preflightOutputs, writeOutput } from "../../src/io/output-file.js";

const ROOT = join(import.meta.dirname, "../..");

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
