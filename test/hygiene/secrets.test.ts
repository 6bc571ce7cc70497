import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { simulate } from "../action/simulate.js";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { startProviderServer, type ProviderServer, type RecordedRequest } from "../support/provider-server.js";
import { cliSurfaces, expectAbsent, filesUnder, ITEMS, KEYS, NEEDLES } from "./surfaces.js";
import { knownKeys, redactKnownKeys, redactSecrets, redactThenCut } from "../../src/models/secrets.js";
import { secretValues } from "../../src/action/secrets.js";

/**
 * Secrets: with recognisable fake keys in the environment, every command — passing and failing,
 * against a provider that echoes the key and the Authorization header in its error bodies — leaves
 * no key on any surface: stdout, stderr, --json reports, report.md/.html/.json/.sarif, job summary,
 * outputs, annotations, cache files. The action masks (core.setSecret) every key it sees.
 * Here: run, check and the action; every other command is in secrets.slow.test.ts.
 */
const echoKey = (r: RecordedRequest) => {
  const h = r.headers;
  const seen = `authorization=${String(h.authorization)} x-api-key=${String(h["x-api-key"])}`;
  return r.protocol === "openai"
    ? {
        error: {
          message: `Incorrect API key provided: ${seen}`,
          type: "invalid_request_error",
          code: "invalid_api_key",
        },
      }
    : { type: "error", error: { type: "authentication_error", message: `invalid x-api-key: ${seen}` } };
};

const t = tempDir("contamgate-secrets-");
let srv: ProviderServer;
beforeAll(async () => {
  srv = await startProviderServer(() => "B");
});
afterAll(async () => {
  await srv.close();
  t.cleanup();
});

const models = () => ({
  openai: `openai=gpt-test,base-url=${srv.openaiBaseUrl}`,
  anthropic: `anthropic=claude-test,base-url=${srv.url}`,
  compatible: `compatible=local-test,base-url=${srv.openaiBaseUrl}`,
});
const runFlags = (model: string[], dir: string, extra: string[] = []) => [
  "run",
  "--items",
  ITEMS,
  "--split",
  "all",
  ...model.flatMap((m) => ["--model", m]),
  "--target-effect",
  "0.05",
  "--discordant-rate",
  "0.3",
  "--force-underpowered",
  "--cache-dir",
  join(dir, "cache"),
  "--json",
  join(dir, "run.json"),
  "--max-retries",
  "1",
  "--timeout",
  "2",
  ...extra,
];
const surfacesOfRun = cliSurfaces(
  () => t.dir,
  () => srv,
);

describe("no key on any CLI surface", () => {
  it("the search finds a planted key (raw, tail, JSON-escaped)", () => {
    for (const text of [
      KEYS.OPENAI_API_KEY,
      `sk-[redacted]${KEYS.ANTHROPIC_API_KEY.slice(-14)}`,
      JSON.stringify({ m: KEYS.CONTAMGATE_COMPATIBLE_API_KEY }),
    ]) {
      expect(() => expectAbsent([{ name: "planted", text }], NEEDLES)).toThrow();
    }
  });

  it("run, all three providers, clean: stdout, stderr, run.json, cache segments", async () => {
    const m = models();
    const { r, surfaces } = await surfacesOfRun((d) => runFlags([m.openai, m.anthropic, m.compatible], d, ["--yes"]));
    expect(r.code, r.stderr).toBe(0);
    expect(surfaces.some((s) => s.name.includes("cache"))).toBe(true);
    expectAbsent(surfaces, NEEDLES);
    // The keys really were sent (so there was something to leak).
    const auth = srv.requests
      .map((q) => `${String(q.headers.authorization)} ${String(q.headers["x-api-key"])}`)
      .join("\n");
    for (const key of Object.values(KEYS)) expect(auth).toContain(key);
  });

  for (const [name, protocol, status] of [
    ["openai, 401 echoing the Authorization header", "openai", 401],
    ["anthropic, 401 echoing x-api-key", "anthropic", 401],
    ["compatible, 400 echoing the key", "compatible", 400],
    ["openai, 429 storm echoing the key until retries run out", "openai", 429],
    ["anthropic, 500 storm echoing the key until retries run out", "anthropic", 500],
  ] as const) {
    it(`run stops: ${name}`, async () => {
      const m = models()[protocol];
      const replies = Array.from({ length: 100 }, () => ({ status, bodyFrom: echoKey }));
      const { r, surfaces } = await surfacesOfRun((d) => runFlags([m], d, ["--yes"]), replies);
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.stderr).toMatch(/stopped/);
      expectAbsent(surfaces, NEEDLES);
    });
  }

  it("run without --yes (exit 3), with a bad flag (exit 4), with a key-looking model id (exit 4)", async () => {
    const m = models();
    for (const argv of [
      (d: string) => runFlags([m.openai], d),
      (d: string) => [...runFlags([m.openai], d, ["--yes"]), "--bogus"],
      (d: string) => runFlags([`openai=${KEYS.OPENAI_API_KEY},base-url=${srv.openaiBaseUrl}`], d, ["--yes"]),
      (d: string) =>
        runFlags([`compatible=m,base-url=http://user:${KEYS.CONTAMGATE_COMPATIBLE_API_KEY}@127.0.0.1:9/v1`], d, [
          "--yes",
        ]),
    ]) {
      const { r, surfaces } = await surfacesOfRun(argv);
      expect([3, 4]).toContain(r.code);
      expectAbsent(surfaces, NEEDLES);
    }
  });

  it("a key pasted into the config is named by its field, the wording intact, the value nowhere", async () => {
    const dir = join(t.dir, "pasted");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "contamgate.yml"),
      `models:\n  - provider: openai\n    model: gpt-4o\n    api_key: ${KEYS.OPENAI_API_KEY}\n`,
    );
    const r = await cli(["check", "--config", "contamgate.yml"], dir, {});
    expect(r.code).toBe(4);
    expect(r.stderr).toBe('contamgate check: contamgate.yml:4, field "models.0.api_key": unknown key "api_key"\n');
    const flag = await cli(["power", "--target-effect", KEYS.ANTHROPIC_API_KEY, "--discordant-rate", "0.3"], dir, {});
    expect(flag.code).toBe(4);
    expect(flag.stderr).toContain('(got "[redacted]")');
    expectAbsent([{ name: "stderr", text: r.stderr + flag.stderr }], NEEDLES);
  });

  it("check with a config whose models hit the echoing server: report files and cache", async () => {
    const dir = join(t.dir, "check");
    mkdirSync(dir, { recursive: true });
    copyFileSync(ITEMS, join(dir, "items.jsonl"));
    writeFileSync(
      join(dir, "contamgate.yml"),
      `design:\n  target_effect: 0.3\n  expected_discordant_rate: 0.6\nbenchmark:\n  path: items.jsonl\n  split: all\nmodels:\n` +
        `  - { label: o, provider: openai, model: gpt-test, base_url: '${srv.openaiBaseUrl}' }\n` +
        `  - { label: a, provider: anthropic, model: claude-test, base_url: '${srv.url}' }\n`,
    );
    for (const script of [[], Array.from({ length: 200 }, () => ({ status: 401, bodyFrom: echoKey }))]) {
      srv.clearScript();
      srv.script(...script);
      const r = await cli(
        [
          "check",
          "--config",
          "contamgate.yml",
          "--yes",
          "--force-underpowered",
          "--report-dir",
          "out",
          "--cache-dir",
          "cache",
        ],
        dir,
        { ...KEYS },
      );
      expectNoCrash(r);
      const surfaces = [
        { name: "stdout", text: r.stdout },
        { name: "stderr", text: r.stderr },
        ...filesUnder(dir).map((f) => ({ name: f.file, text: f.text })),
      ];
      expect(
        surfaces.some((s) => s.name.endsWith("report.json")),
        r.stderr,
      ).toBe(true);
      expectAbsent(surfaces, NEEDLES);
    }
  });
});

describe("the action", () => {
  it("masks every key before writing anything, and no key reaches summary, outputs, annotations, report files", async () => {
    srv.clearScript();
    srv.script(...Array.from({ length: 200 }, () => ({ status: 401, bodyFrom: echoKey })));
    const sim = await simulate({
      runCheck,
      env: { ...KEYS },
      inputs: {
        yes: "true",
        checks: "power,contamination",
        cache: "false",
        "github-token": "ghs_CANARYtoken0123456789abcdef",
      },
      setup: (ws) => {
        copyFileSync(ITEMS, join(ws, "items.jsonl"));
        writeFileSync(
          join(ws, "contamgate.yml"),
          `design:\n  target_effect: 0.3\n  expected_discordant_rate: 0.6\nbenchmark:\n  path: items.jsonl\n  split: all\nmodels:\n` +
            `  - { label: o, provider: openai, model: gpt-test, base_url: '${srv.openaiBaseUrl}' }\n` +
            `  - { label: c, provider: compatible, model: local, base_url: '${srv.openaiBaseUrl}' }\n`,
        );
      },
    });
    const masks = sim.stdout.split("\n").filter((l) => l.startsWith("::add-mask::"));
    for (const v of [...Object.values(KEYS), "ghs_CANARYtoken0123456789abcdef"])
      expect(masks).toContain(`::add-mask::${v}`);
    expect(sim.stdout.slice(0, sim.stdout.indexOf("::add-mask::"))).toBe("");
    const rest = sim.stdout
      .split("\n")
      .filter((l) => !l.startsWith("::add-mask::"))
      .join("\n");
    expect(sim.code).not.toBe(0);
    expectAbsent(
      [
        { name: "log", text: rest },
        { name: "summary", text: sim.summary },
        { name: "outputs", text: JSON.stringify(sim.outputs) },
        { name: "state", text: JSON.stringify(sim.state) },
        ...filesUnder(sim.workspace)
          .filter((f) => !f.file.endsWith("contamgate.yml") && !f.file.endsWith("items.jsonl"))
          .map((f) => ({ name: f.file, text: f.text })),
      ],
      [...NEEDLES, "ghs_CANARYtoken0123456789abcdef"],
    );
  });
});

/**
 * Redact before truncating: an echo of a compatible-provider key that straddled
 * the old 500-character cut survived as a 21-of-34-character prefix, which neither the whole-key
 * match nor `::add-mask::` can find. Every known key, and any 8+-character slice of one, is
 * removed before any cut.
 */
const KEY = "CANARYcompat-3f9b27d1c4e8a6f0b2d4e6"; // 34 characters, not sk- shaped
const env = { CONTAMGATE_COMPATIBLE_API_KEY: KEY };

describe("redactKnownKeys", () => {
  it("a key straddling a cut leaves nothing of it, whichever the cut", () => {
    for (let cut = 470; cut <= 510; cut++) {
      const text = `${"x".repeat(479)} ${KEY} tail`;
      const out = redactThenCut(text, knownKeys(env), cut);
      for (let i = 0; i + 8 <= KEY.length; i++)
        expect(out.includes(KEY.slice(i, i + 8)), `slice ${i} at cut ${cut}`).toBe(false);
    }
  });

  it("hides a key whole, as a prefix, as a suffix and as a middle slice of 8+ characters", () => {
    for (const piece of [KEY, KEY.slice(0, 21), KEY.slice(-14), KEY.slice(5, 13)]) {
      const out = redactKnownKeys(`error: got "${piece}" back`, knownKeys(env));
      expect(out).toBe('error: got "[redacted]" back');
    }
    // Seven characters is below the slice length: left alone (it could be any word).
    expect(redactKnownKeys(`x ${KEY.slice(0, 7)} y`, knownKeys(env))).toBe(`x ${KEY.slice(0, 7)} y`);
  });

  it("covers every key-named variable, not only the three providers'", () => {
    const e = {
      MY_SERVICE_TOKEN: "tok-9f8e7d6c5b4a39281",
      OPENAI_API_KEY: "sk-test-0123456789abcdef",
      SHORT_TOKEN: "1234",
    };
    expect(knownKeys(e).sort()).toEqual(["sk-test-0123456789abcdef", "tok-9f8e7d6c5b4a39281"]);
    expect(redactSecrets("a tok-9f8e7d6c5b4 b", e)).toBe("a [redacted] b");
    // The action masks the same set, plus the github token.
    expect(secretValues(e, ["ghs_abcdefghijklmnop"]).sort()).toEqual([
      "ghs_abcdefghijklmnop",
      "sk-test-0123456789abcdef",
      "tok-9f8e7d6c5b4a39281",
    ]);
  });
});
