import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { CHOICE_LABELS } from "../../src/items/item.js";
import { syntheticItems } from "../../src/run/synthetic.js";
import { startProviderServer, type ProviderServer, type RecordedRequest } from "../support/provider-server.js";

/**
 * The local server plays two models: `memorizer` answers right whenever the choices are in their
 * published order and guesses otherwise; `control` always guesses. Guesses are a deterministic
 * function of the prompt, so a repeated prompt gets the same answer.
 */
const SEED = "dev-seed";
const N = 100;
const items = syntheticItems(N, SEED);
const byQuestion = new Map(items.map((it) => [it.question, it]));

function answer(r: RecordedRequest): string {
  const user = r.messages.find((m) => m.role === "user")!.content;
  const [question, ...lines] = user.split("\n");
  const item = byQuestion.get(question!);
  const shown = lines.filter((l) => /^[A-Z]\. /.test(l)).map((l) => l.slice(3));
  const guess = CHOICE_LABELS[[...user].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % 4]!;
  if (r.body.model === "memorizer" && item && shown.every((c, i) => c === item.choices[i])) {
    return CHOICE_LABELS[item.choices.indexOf(item.answer)]!;
  }
  return guess;
}

let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer(answer);
});
afterAll(async () => server.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-run-"));
  server.requests.length = 0;
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function run(args: string, env: Record<string, string> = {}) {
  const m = memoryIo(env, dir);
  const code = await main(["run", ...args.split(" ").filter(Boolean)], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}
const json = async () => JSON.parse(await readFile(join(dir, "out.json"), "utf8"));

describe("contamgate run with fake models", () => {
  it("the issue's done-when command names dirty only and exits 1", async () => {
    const r = await run(
      "--synthetic 1000 --seed dev-seed --target-effect 0.05 --discordant-rate 0.30 --model fake=demo,accuracy=0.6 --model fake=dirty,accuracy=0.45,memorized=1 --json out.json",
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/significant drop in: dirty \(named by shuffle_choices\)\n/);
    const j = await json();
    expect(j.detected).toEqual(["dirty"]);
    expect(j.verdict.models.map((m: { name: string; detected: boolean }) => [m.name, m.detected])).toEqual([
      ["demo", false],
      ["dirty", true],
    ]);
    expect(j.decoding).toEqual({ temperature: 0, max_tokens: 16, prompt_format: "en-letter-v1" });
    expect(j.cache).toBeNull();
    expect(j.spend.calls).toBe(0);
  }, 30_000);

  it("stops at the power gate with exit 2 and nothing asked; --force-underpowered writes the shortfall", async () => {
    const args =
      "--synthetic 50 --target-effect 0.05 --discordant-rate 0.30 --model fake=dirty,memorized=1 --json out.json";
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/underpowered/);
    expect((await json()).stage).toBe("gate");
    const f = await run(`${args} --force-underpowered`);
    expect(f.code).toBe(1);
    const j = await json();
    expect(j.underpowered_forced).toBe(true);
    expect(j.warnings.join("\n")).toMatch(/forced past the power gate.*underpowered/);
  });

  it("reads design, benchmark and models from --config; flags override it", async () => {
    const items = syntheticItems(1000, "cfg-seed");
    await writeFile(join(dir, "items.jsonl"), items.map((it) => JSON.stringify(it)).join("\n") + "\n");
    const yml = [
      "version: 1",
      "design:",
      "  target_effect: 0.05",
      "  expected_discordant_rate: 0.3",
      "benchmark:",
      "  path: items.jsonl",
      "  split: all",
      "  seed: cfg-seed",
      "models:",
      "  - { provider: fake, model: demo, accuracy: 0.6 }",
      "  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }",
      "",
    ].join("\n");
    await writeFile(join(dir, "contamgate.yml"), yml);
    const r = await run("--config contamgate.yml --json out.json");
    // split: all opens the holdout, and says so as split: holdout does; nothing else.
    expect(r.err).toMatch(/^warning: split "all" includes the holdout: opening the HOLDOUT split/m);
    expect(r.err.replace(/^warning: split "all" includes the holdout.*\n/m, "")).not.toMatch(/warning|error/i);
    expect(r.code).toBe(1);
    const j = await json();
    expect(j.detected).toEqual(["dirty"]);
    expect(j.items).toMatchObject({ n: 1000, seed: "cfg-seed", source: "items.jsonl" });
    expect(j.config_sha256).toBe(createHash("sha256").update(yml).digest("hex"));
    // A flag replaces the models section.
    expect((await run("--config contamgate.yml --model fake=only,accuracy=0.5 --json out.json")).code).toBe(0);
    expect((await json()).models.map((m: { label: string }) => m.label)).toEqual(["only"]);
    // A key in the config is refused with its file and line, without echoing it.
    await writeFile(
      join(dir, "bad.yml"),
      yml.replace("model: demo,", "model: sk-proj-Ab3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY,"),
    );
    const bad = await run("--config bad.yml");
    expect(bad.code).toBe(4);
    expect(bad.err).toMatch(/bad\.yml:10, field "models\[0\] model": value looks like an API key/);
    expect(bad.err).not.toContain("Ab3dE5fG7hJ9");
  }, 30_000);

  it.each([
    ["--synthetic 10 --target-effect 0.05 --discordant-rate 0.3", /at least one --model/],
    ["--synthetic 10 --model fake=a --discordant-rate 0.3", /--target-effect is required/],
    ["--model fake=a --target-effect 0.05 --discordant-rate 0.3", /exactly one of --items PATH or --synthetic N/],
    ["--synthetic 10 --model fake=a --model fake=a --target-effect 0.05 --discordant-rate 0.3", /share the label "a"/],
    [
      "--synthetic 10 --model fake=a --target-effect 0.05 --discordant-rate 0.3 --perturber identity",
      /field "--perturber": identity is the control/,
    ],
    [
      "--synthetic 10 --model fake=a --target-effect 0.05 --discordant-rate 0.3 --perturber rotate",
      /field "--perturber": unknown perturber "rotate"/,
    ],
    ["--synthetic 10 --model openai=gpt-4o --target-effect 0.3 --discordant-rate 0.9", /OPENAI_API_KEY is not set/],
  ])("invalid input exits 4: %s", async (args, re) => {
    const r = await run(args);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(re);
  });
});

describe("contamgate run against a local OpenAI/Anthropic server", () => {
  const design = `--synthetic ${N} --seed ${SEED} --target-effect 0.25 --discordant-rate 0.5 --json out.json`;
  const models = (p: "compatible" | "anthropic") => {
    const base = p === "compatible" ? server.openaiBaseUrl : server.url;
    return `--model ${p}=memorizer,label=mem,base-url=${base} --model ${p}=control,label=ctl,base-url=${base}`;
  };

  it.each(["compatible", "anthropic"] as const)(
    "%s: exit 3 without --yes having sent nothing; with --yes each distinct prompt once; again: nothing",
    async (p) => {
      const env = { ANTHROPIC_API_KEY: "sk-ant-local-test-0000000000" };
      const cache = `--cache-dir ${join(dir, "cache")}`;
      const first = await run(`${design} ${models(p)} ${cache}`, env);
      expect(first.code).toBe(3);
      expect(server.requests).toHaveLength(0);
      expect(first.err).toMatch(/paid calls needed/);
      expect(first.err).toMatch(/--yes/);
      const announced = (await json()).models.map((m: { uncached_calls: number }) => m.uncached_calls);

      const second = await run(`${design} ${models(p)} ${cache} --yes --concurrency 8`, env);
      expect(second.code).toBe(1);
      const j = await json();
      expect(j.detected).toEqual(["mem"]);
      // Each distinct prompt, per model, exactly once; as many as were announced.
      const sent = server.requests.map((r) => `${r.body.model}\n${JSON.stringify(r.messages)}`);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent.length).toBe(announced[0] + announced[1]);
      expect(announced[0]).toBeGreaterThan(N * 1.9); // identity shuffles (1 in 24) repeat the original prompt
      expect(j.spend).toMatchObject({ calls: sent.length, attempts: sent.length, retries: 0 });
      expect(j.cache.newEntries).toBe(sent.length);

      const third = await run(`${design} ${models(p)} ${cache}`, env);
      expect(third.code).toBe(1);
      expect(server.requests).toHaveLength(sent.length);
      const k = await json();
      expect(k.asks.hits).toBe(2 * 2 * N);
      expect(k.cache.newEntries).toBe(0);
      expect(k.verdicts).toEqual(j.verdicts);
    },
    60_000,
  );

  it("a run stopped by its budget resumes: only the missing calls are made", async () => {
    const cache = `--cache-dir ${join(dir, "cache")}`;
    const stopped = await run(`${design} ${models("compatible")} ${cache} --yes --max-calls 100`);
    expect(stopped.code).toBe(3);
    expect(stopped.err).toMatch(/stopped: call budget of 100 exhausted/);
    const st = await json();
    expect(st).toMatchObject({ stage: "stopped", exit_code: 3, spend: { calls: 100, budgetExhausted: true } });
    expect(st.cache.newEntries).toBe(100);
    expect(server.requests).toHaveLength(100);
    const resumed = await run(`${design} ${models("compatible")} ${cache} --yes`);
    expect(resumed.code).toBe(1);
    const j = await json();
    const total = j.models[0].uncached_calls + j.models[1].uncached_calls + 100;
    expect(server.requests).toHaveLength(total);
    expect(new Set(server.requests.map((r) => `${r.body.model}\n${JSON.stringify(r.messages)}`)).size).toBe(total);
  }, 60_000);

  it("a provider's 401 stops the run with exit 4 and the redacted message", async () => {
    server.script({ status: 401, body: { error: { message: "Incorrect API key provided: local-secret-key-123" } } });
    const r = await run(`${design} ${models("compatible")} --no-cache --yes --concurrency 1`, {
      CONTAMGATE_COMPATIBLE_API_KEY: "local-secret-key-123",
    });
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/401/);
    const j = await json();
    expect(j).toMatchObject({ stage: "stopped", exit_code: 4, spend: { failed: 1, attempts: 1 } });
    expect(JSON.stringify(j)).not.toContain("local-secret-key-123");
    expect(r.err).not.toContain("local-secret-key-123");
    expect(server.requests.length).toBeLessThanOrEqual(8);
  });
});
