/**
 * An inspect `.eval` log of 65,000 samples through the built bundle (`node dist/cli/index.js import
 * inspect`; run `npm run build` first when the sources changed): every sample becomes a row. It was
 * refused with "Maximum call stack size exceeded" (docs/security.md "Archives").
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { inspectLog } from "./tool-logs.js";

const BIN = join(import.meta.dirname, "../../dist/cli/index.js");

describe("import inspect: a .eval of 65,000 samples", () => {
  it("imports every sample", { timeout: 300_000 }, () => {
    const n = 65_000;
    const rows: OutcomeRow[] = Array.from({ length: n }, (_, i) => ({
      model: "m",
      id: `q${i}`,
      condition: "original",
      correct: i % 3 === 0,
    }));
    const dir = mkdtempSync(join(tmpdir(), "cg-inspect-many-"));
    writeFileSync(join(dir, "many.eval"), inspectLog("m", "t", rows));
    const r = spawnSync(process.execPath, [BIN, "import", "inspect", "many.eval", "--outcomes", "rows.jsonl"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    const lines = readFileSync(join(dir, "rows.jsonl"), "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(n);
    const right = lines.filter((l) => (JSON.parse(l) as { correct: boolean }).correct).length;
    expect(right).toBe(Math.ceil(n / 3));
  });
});
