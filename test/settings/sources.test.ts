/**
 * One resolver, every range once, and an error names what the user actually wrote —
 * the config file and line, the CLI flag, or the action input — never a flag they did not give.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { parseConfig } from "../../src/config/load.js";
import type { InputError } from "../../src/errors.js";
import { parseNumber, RANGES, rangeText } from "../../src/ranges.js";
import { simulate } from "../action/simulate.js";
import { BENCHMARK, checkWorkspace, cli as cliIn } from "../support/check-workspace.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

const root = join(import.meta.dirname, "../..");
const design = "design:\n  target_effect: 0.1\n  expected_discordant_rate: 0.4\n";

const workspace = (config: string) => checkWorkspace(config);
const cli = (dir: string, ...argv: string[]) => cliIn(dir, argv);

describe("the same bad value through config, flag and action input", () => {
  const fakes = "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n";

  it("a negative call budget: three errors, each naming its own source, each exit 4", async () => {
    // config: the file, the line of the key, the key
    const inFile = await workspace(design + BENCHMARK + fakes + "run:\n  concurrency: 2\n  budget: -1\n");
    const c = await cli(inFile, "check");
    expect(c.code).toBe(4);
    expect(c.err).toMatch(/^contamgate check: contamgate\.yml:11, field "run\.budget": /);

    // flag: the flag as given
    const ok = await workspace(design + BENCHMARK + fakes);
    const f = await cli(ok, "check", "--max-calls=-1");
    expect(f.code).toBe(4);
    expect(f.err).toBe('contamgate check: --max-calls must be an integer ≥ 0 (got "-1")\n');
    const r = await cli(ok, "run", "--config", "contamgate.yml", "--max-calls=-1");
    expect(r.code).toBe(4);
    expect(r.err).toBe('contamgate run: --max-calls must be an integer ≥ 0 (got "-1")\n');

    // action input: the input's name, no flag anywhere
    const a = await simulate({ runCheck, setup: () => {}, inputs: { "max-calls": "-1" } });
    expect(a.code).toBe(4);
    expect(a.stdout).toMatch(
      /::error::contamgate: field "max-calls": must be a whole number from 0 to \d+ \(got "-1"\)/,
    );
    for (const out of [c.err, a.stdout, a.summary]) expect(out).not.toMatch(/--max-calls|--budget/);
    expect(f.err + r.err).not.toMatch(/run\.budget|field "max-calls"/);
  });

  it("a zero concurrency: the config line and key, or the flag", async () => {
    const inFile = await workspace(design + BENCHMARK + fakes + "run:\n  concurrency: 0\n");
    const c = await cli(inFile, "run", "--config", "contamgate.yml");
    expect(c.code).toBe(4);
    expect(c.err).toMatch(/^contamgate run: contamgate\.yml:10, field "run\.concurrency": /);
    const ok = await workspace(design + BENCHMARK + fakes);
    const f = await cli(ok, "run", "--config", "contamgate.yml", "--concurrency", "0");
    expect(f.err).toBe('contamgate run: --concurrency must be an integer in [1, 256] (got "0")\n');
  });

  it("the range is the same object for the config schema, the flag and the input", () => {
    const bad = (text: string) => {
      try {
        parseConfig(Buffer.from(design + `run:\n  max_tokens: ${text}\n`), "c.yml");
      } catch (e) {
        return e as InputError;
      }
      return null;
    };
    for (const v of [0, 4097, 1.5]) {
      expect(bad(String(v))?.message).toMatch(/^c\.yml:5, field "run\.max_tokens"/);
      expect(() => parseNumber(String(v), RANGES.maxTokens, { kind: "flag", flag: "--max-tokens" })).toThrow(
        `--max-tokens must be ${rangeText(RANGES.maxTokens)}`,
      );
      expect(() => parseNumber(String(v), RANGES.maxTokens, { kind: "input", input: "max-tokens" })).toThrow(
        /field "max-tokens"/,
      );
    }
    for (const v of [1, 16, 4096]) {
      expect(bad(String(v))).toBeNull();
      expect(parseNumber(String(v), RANGES.maxTokens, { kind: "flag", flag: "--max-tokens" }).value).toBe(v);
    }
  });

  it("a cross-field error names the value the user wrote: a flag target effect above the config's ψ", async () => {
    const dir = await workspace(design + BENCHMARK + fakes);
    const r = await cli(dir, "run", "--config", "contamgate.yml", "--target-effect", "0.5");
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/field "--target-effect": target effect 0\.5 exceeds the expected discordant rate 0\.4/);
  });
});

describe("identity is the control perturber", () => {
  it("benchmark.perturbers: [identity] is rejected at its line by check and run, naming no flag", async () => {
    const dir = await workspace(
      design +
        "benchmark:\n  path: data/items.jsonl\n  perturbers: [identity]\n" +
        "models:\n  - { provider: fake, model: c }\n",
    );
    for (const argv of [["check"], ["run", "--config", "contamgate.yml"]]) {
      const r = await cli(dir, ...argv);
      expect(r.code).toBe(4);
      expect(r.err).toMatch(/contamgate\.yml:6, field "benchmark\.perturbers\.0": identity is the control/);
      expect(r.err).not.toMatch(/--perturber/);
    }
  });
});

describe("a call budget that runs out names the knob that set it", () => {
  let server: ProviderServer;
  beforeAll(async () => {
    server = await startProviderServer(() => "A");
  });
  afterAll(async () => {
    await server.close();
  });
  const paid = () =>
    `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }\n`;
  const env = { CONTAMGATE_COMPATIBLE_API_KEY: "k-0123456789" };

  it("check --max-calls says raise --max-calls, never --budget", async () => {
    const dir = await workspace(design + BENCHMARK + paid() + "run:\n  cache_dir: cache\n");
    const m = memoryIo(env, dir);
    const code = await main(["check", "--yes", "--max-calls", "3"], m.io);
    expect(code).toBe(3);
    expect(m.stdout()).toMatch(/budget of 3 exhausted; stopped before spending more \(raise --max-calls to continue/);
    expect(m.stdout() + m.stderr()).not.toMatch(/--budget/);
  });

  it("run.budget in the config says raise run.budget at its line", async () => {
    const dir = await workspace(design + BENCHMARK + paid() + "run:\n  cache_dir: cache\n  budget: 2\n");
    const m = memoryIo(env, dir);
    expect(await main(["check", "--yes"], m.io)).toBe(3);
    expect(m.stdout()).toMatch(
      /budget of 2 exhausted; stopped before spending more \(raise run\.budget in contamgate\.yml:11 to continue/,
    );
  });

  it("the action's max-calls input says raise the max-calls input", async () => {
    const config = design + BENCHMARK + paid();
    const sim = await simulate({
      runCheck,
      setup: (ws: string) => {
        mkdirSync(join(ws, "data"), { recursive: true });
        copyFileSync(join(root, "fixtures/demo/items.jsonl"), join(ws, "data/items.jsonl"));
        writeFileSync(join(ws, "contamgate.yml"), config);
      },
      inputs: { yes: "true", "max-calls": "4", checks: "power,contamination" },
      env,
    });
    expect(sim.code).toBe(3);
    expect(sim.summary + sim.stdout).toMatch(
      /budget of 4 exhausted; stopped before spending more \(raise the max-calls input to continue/,
    );
    expect(sim.summary + sim.stdout).not.toMatch(/--budget|--max-calls/);
  });
});
