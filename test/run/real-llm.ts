import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, type TestContext } from "vitest";
import { startServers } from "../../scripts/docs-real-server.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/**
 * The real-model fixture of docs/real-llm.md: the directory CONTAMGATE_REAL_LLM names, else a
 * `shared/real-llm` beside the repository's folder. The tests skip, printing this path, when
 * neither holds its serve.sh.
 */
export const REAL_LLM_FIXTURE =
  [process.env.CONTAMGATE_REAL_LLM, fileURLToPath(new URL("../../../shared/real-llm", import.meta.url))]
    .filter((p): p is string => p !== undefined && p !== "")
    .map((p) => resolve(p))
    .find((p) => existsSync(join(p, "serve.sh"))) ??
  resolve(process.env.CONTAMGATE_REAL_LLM || fileURLToPath(new URL("../../../shared/real-llm", import.meta.url)));

/** `run` on 60 of the fixture's items, the design the real-server tests share; the models follow. */
export const SAMPLE_RUN = [
  "run",
  "--items",
  join(REAL_LLM_FIXTURE, "items.jsonl"),
  "--split",
  "all",
  "--sample-n",
  "60",
  "--target-effect",
  "0.3",
  "--discordant-rate",
  "0.5",
];

/** The two servers of the fixture, once beforeAll has run: `urls` when up, else why not. */
export interface RealServers {
  work: string;
  urls?: { memorizer: string; control: string };
  skipReason?: string;
}

/**
 * Registers the hooks that start the fixture's memorizer and control (a private pid folder, so
 * stopping ours stops no one else's) in a fresh work folder, and stop them after. A server that
 * cannot be fetched or started leaves `skipReason`, printed, never a red test.
 */
export function useRealServers(what: string, prefix: string): RealServers {
  const state: RealServers = { work: "" };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    state.work = await mkdtemp(join(tmpdir(), prefix));
    const servers = await startServers(REAL_LLM_FIXTURE);
    if (servers.kind === "up") {
      state.urls = servers.urls;
      stop = servers.stop;
    } else {
      state.skipReason = `${servers.reason} (docs/real-llm.md)`;
      console.warn(`SKIPPED ${what}: ${state.skipReason}`);
    }
  }, 300_000);
  afterAll(async () => {
    await stop?.();
    if (state.work !== "") await rm(state.work, { recursive: true, force: true });
  });
  return state;
}

/** The servers' URLs, or the test skipped saying why. */
export function serversOrSkip(s: RealServers, ctx: TestContext): { memorizer: string; control: string } {
  if (!s.urls) {
    console.warn(`skipped: ${s.skipReason}`);
    ctx.skip();
  }
  return s.urls!;
}

// biome-ignore lint/suspicious/noExplicitAny: as JSON.parse gives it; each test checks the fields it reads
type RunReport = any;

/**
 * `contamgate <args>` in `cwd`, expected to name a model (exit 1) without an error or a retry on
 * stderr; the report it wrote to `json` (relative to `cwd`), parsed.
 */
export async function runDetecting(
  args: string[],
  cwd: string,
  json: string,
  env: Record<string, string> = {},
): Promise<{ report: RunReport; stdout: string }> {
  const m = memoryIo(env, cwd);
  const code = await main(args, m.io);
  expect(m.stderr()).not.toMatch(/error|retry/i);
  expect(code).toBe(1);
  return { report: JSON.parse(await readFile(resolve(cwd, json), "utf8")), stdout: m.stdout() };
}
