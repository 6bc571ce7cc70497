import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI entry, exactly as a user would see it (exit code, stdout, stderr). */
export async function cli(
  argv: string[],
  cwd: string,
  env: Record<string, string | undefined> = {},
): Promise<CliResult> {
  const m = memoryIo(env, cwd);
  const code = await main(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

export function tempDir(prefix = "contamgate-hostile-"): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A stack frame line ("    at fn (file:1:2)") or a bare internal error means the user saw a crash. */
export function expectNoCrash(r: CliResult): void {
  expect(r.stderr).not.toMatch(/^\s+at\s/m);
  expect(r.stderr).not.toContain("internal error");
  expect(r.stdout).not.toMatch(/^\s+at\s/m);
}

/**
 * Rejected the documented way: exit 4, exactly one stderr line "contamgate CMD: FILE:LINE…"
 * (LINE omitted when `line` is null: a whole-file problem such as an empty file).
 */
export function expectRejected(r: CliResult, cmd: string, file: string, line: number | null): void {
  expectNoCrash(r);
  expect(r.code, r.stderr).toBe(4);
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines, r.stderr).toHaveLength(1);
  const where = line === null ? `${file}` : `${file}:${line}`;
  expect(lines[0]!.startsWith(`contamgate ${cmd}: ${where}`), `expected "${where}" in: ${lines[0]}`).toBe(true);
  if (line === null) expect(lines[0]!.slice(`contamgate ${cmd}: ${file}`.length)).not.toMatch(/^:\d/);
}
