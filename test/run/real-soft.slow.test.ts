import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

/**
 * The probability signal end to end against llama.cpp's real llama-server (docs/real-llm.md):
 * both models asked through the `compatible` provider with signal=probability, so every answer
 * is scored from the first token's top log-probabilities that llama-server returns. The fixture is
 * CONTAMGATE_REAL_LLM, else ../shared/real-llm beside the repository; when the server cannot be
 * fetched or started the test skips with the reason printed.
 */
const run = promisify(execFile);
const REPO = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = resolve(REPO, process.env.CONTAMGATE_REAL_LLM || "../shared/real-llm");
const LLAMA = "/tmp/llama-sid/llama-server";

let skipReason: string | undefined;
let urls: { memorizer: string; control: string } | undefined;
let work: string;
let runDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cg-real-soft-"));
  // A private pid folder, so stopping our servers never stops anyone else's.
  runDir = join(work, "serve");
  if (!existsSync(join(FIXTURE, "serve.sh"))) {
    skipReason = `fixture not found at ${FIXTURE} (set CONTAMGATE_REAL_LLM)`;
  } else {
    try {
      if (!existsSync(LLAMA)) await run(join(FIXTURE, "get-llama-server-sid.sh"), [], { timeout: 180_000 });
      const { stdout } = await run(join(FIXTURE, "serve.sh"), [], {
        env: { ...process.env, RUN_DIR: runDir },
        timeout: 120_000,
      });
      const m = /MEMORIZER_URL=(\S+)/.exec(stdout);
      const c = /CONTROL_URL=(\S+)/.exec(stdout);
      if (!m || !c) throw new Error(`serve.sh printed no URLs: ${stdout.slice(0, 200)}`);
      urls = { memorizer: m[1]!, control: c[1]! };
    } catch (e) {
      skipReason = `llama-server unavailable: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`;
    }
  }
  if (skipReason) console.warn(`SKIPPED real-server soft test: ${skipReason}`);
}, 300_000);

afterAll(async () => {
  if (existsSync(join(FIXTURE, "serve.sh")))
    await run(join(FIXTURE, "serve.sh"), ["stop"], { env: { ...process.env, RUN_DIR: runDir } }).catch(() => {});
  await rm(work, { recursive: true, force: true });
});

describe("signal=probability against the real llama-server", () => {
  it("names the memorizer and not the control on the soft signal", { timeout: 180_000 }, async (ctx) => {
    if (!urls) {
      console.warn(`skipped: ${skipReason}`);
      ctx.skip();
      return;
    }
    const args = [
      "run",
      "--items",
      join(FIXTURE, "items.jsonl"),
      "--split",
      "all",
      "--sample-n",
      "60",
      "--target-effect",
      "0.3",
      "--discordant-rate",
      "0.5",
      "--model",
      `compatible=memorizer,label=memorizer,base-url=${urls.memorizer}/v1,signal=probability`,
      "--model",
      `compatible=control,label=control,base-url=${urls.control}/v1,signal=probability`,
      "--cache-dir",
      "cache",
      "--yes",
      "--concurrency",
      "2",
      "--json",
      "run.json",
      "--outcomes",
      "rows.jsonl",
    ];
    const m = memoryIo({}, work);
    const code = await main(args, m.io);
    expect(m.stderr()).not.toMatch(/error|retry/i);
    expect(code).toBe(1);
    const j = JSON.parse(await readFile(join(work, "run.json"), "utf8"));
    expect(j.detected).toEqual(["memorizer"]);
    const [mem, ctl] = j.verdict.models;
    expect(mem.perturbers[0].signal).toBe("soft");
    expect(ctl.perturbers[0].signal).toBe("soft");
    expect(ctl.detected).toBe(false);
    // The memorizer's published-order answers are read from probabilities, near certain.
    expect(mem.perturbers[0].soft.mean_original).toBeGreaterThan(0.5);
    expect(j.models[0].soft_scores.original.probability).toBeGreaterThan(50);
    const rows = (await parseOutcomesText(await readFile(join(work, "rows.jsonl"), "utf8"), "rows.jsonl")).rows;
    expect(rows).toHaveLength(2 * 2 * 60);
    expect(rows.every((r) => typeof r.score === "number")).toBe(true);

    // Asked again: every answer, probabilities included, comes from the cache and the verdict is the same.
    const again = memoryIo({}, work);
    expect(await main([...args.slice(0, -4), "--json", "again.json"], again.io)).toBe(1);
    const k = JSON.parse(await readFile(join(work, "again.json"), "utf8"));
    expect(k.asks).toMatchObject({ calls: 0 });
    expect(k.verdict).toEqual(j.verdict);
  });
});
