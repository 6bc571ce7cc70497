import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { firstLine } from "../../src/errors.js";
import { LLAMA_SERVER, REAL_LLM_FIXTURE } from "./real-llm.js";

/**
 * End to end against llama.cpp's real llama-server (docs/real-llm.md): a model that memorized
 * MMLU items in their original option order and a control that memorized nothing, reached once
 * through the `compatible` provider (OpenAI protocol) and once through `anthropic` (Messages)
 * pointed at the same servers. When the server cannot be fetched or started, the tests skip
 * with the reason printed; they never turn CI red for want of a download.
 */
const run = promisify(execFile);
const FIXTURE = REAL_LLM_FIXTURE;
const LLAMA = LLAMA_SERVER;

let skipReason: string | undefined;
let urls: { memorizer: string; control: string } | undefined;
let runDir: string;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cg-real-"));
  // A private pid folder, so stopping our servers never stops anyone else's.
  runDir = join(work, "serve");
  if (!existsSync(join(FIXTURE, "serve.sh"))) {
    skipReason = `fixture not found at ${FIXTURE}: set CONTAMGATE_REAL_LLM (docs/real-llm.md)`;
    return;
  }
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
    skipReason = `llama-server unavailable: ${firstLine(e)}`;
  }
  if (skipReason) console.warn(`SKIPPED real-server tests: ${skipReason}`);
}, 300_000);

afterAll(async () => {
  if (existsSync(join(FIXTURE, "serve.sh")))
    await run(join(FIXTURE, "serve.sh"), ["stop"], { env: { ...process.env, RUN_DIR: runDir } }).catch(() => {});
  await rm(work, { recursive: true, force: true });
});

describe("contamgate run against the real llama-server", () => {
  it.for(["compatible", "anthropic"] as const)(
    "%s: names the memorizer and not the control",
    { timeout: 120_000 },
    async (provider, ctx) => {
      if (!urls) {
        console.warn(`skipped: ${skipReason}`);
        ctx.skip();
        return;
      }
      const base = (u: string) => (provider === "compatible" ? `${u}/v1` : u);
      const out = join(work, `${provider}.json`);
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
        `${provider}=memorizer,label=memorizer,base-url=${base(urls.memorizer)}`,
        "--model",
        `${provider}=control,label=control,base-url=${base(urls.control)}`,
        "--cache-dir",
        join(work, `cache-${provider}`),
        "--yes",
        "--concurrency",
        "2",
        "--json",
        out,
      ];
      // llama-server ignores the key; the anthropic provider still insists one is set.
      const m = memoryIo({ ANTHROPIC_API_KEY: "local-llama-server" }, work);
      const code = await main(args, m.io);
      expect(m.stderr()).not.toMatch(/error|retry/i);
      expect(code).toBe(1);
      const j = JSON.parse(await readFile(out, "utf8"));
      expect(j.detected).toEqual(["memorizer"]);
      const [mem, ctl] = j.verdict.models;
      expect(mem.accuracy_original.estimate).toBeGreaterThan(mem.accuracy_perturbed.estimate + 0.25);
      expect(ctl.detected).toBe(false);
      expect(
        j.models.every((x: { parse: { original: { unparsed: number } } }) => x.parse.original.unparsed === 0),
      ).toBe(true);
    },
  );
});
