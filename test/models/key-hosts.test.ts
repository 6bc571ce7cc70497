import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { checkKeyDestination } from "../../src/models/key-hosts.js";
import { createProvider } from "../../src/models/create-provider.js";
import { cli, expectRejected } from "../hostile/cli-harness.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";
import { mkdtemp, writeFile } from "node:fs/promises";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/**
 * A pull request can edit `base_url` in contamgate.yml. A key goes only to its
 * provider's own host (https), to loopback, or to a host the workflow allows
 * (CONTAMGATE_ALLOWED_HOSTS / the action's allowed-hosts input); anything else is exit 4 before
 * any request, naming the config line.
 */
const where = { file: "contamgate.yml", line: 9, field: "models[0]" };
const refuses = (
  p: "openai" | "anthropic" | "compatible",
  url: string,
  env: Record<string, string> = {},
  keySent = true,
) => (() => checkKeyDestination(p, url, keySent, env, where)) as () => void;

describe("checkKeyDestination", () => {
  it("allows the provider's own host over https, loopback, and workflow-allowed hosts", () => {
    expect(refuses("openai", "https://api.openai.com/v1")).not.toThrow();
    expect(refuses("anthropic", "https://api.anthropic.com")).not.toThrow();
    for (const u of [
      "http://127.0.0.1:8080/v1",
      "http://localhost:11434/v1",
      "http://[::1]:8080",
      "http://127.3.4.5/v1",
    ])
      expect(refuses("openai", u)).not.toThrow();
    expect(
      refuses("compatible", "https://llm.corp.example/v1", { CONTAMGATE_ALLOWED_HOSTS: "llm.corp.example" }),
    ).not.toThrow();
    expect(
      refuses("compatible", "https://a.corp.example:8443/v1", { CONTAMGATE_ALLOWED_HOSTS: "x.org, *.corp.example" }),
    ).not.toThrow();
    expect(
      refuses("compatible", "https://llm.corp.example:8443/v1", { CONTAMGATE_ALLOWED_HOSTS: "llm.corp.example:8443" }),
    ).not.toThrow();
    // No key is sent: any host (a keyless compatible server).
    expect(refuses("compatible", "https://anywhere.example/v1", {}, false)).not.toThrow();
  });

  it("refuses any other host, a look-alike, plain http to the provider, and a wrong port", () => {
    for (const [p, u, env] of [
      ["openai", "https://collector.evil.example/v1", {}],
      ["openai", "https://api.openai.com.evil.example/v1", {}],
      ["openai", "http://api.openai.com/v1", {}],
      ["anthropic", "https://api.openai.com", {}],
      ["compatible", "https://llm.corp.example:9999/v1", { CONTAMGATE_ALLOWED_HOSTS: "llm.corp.example:8443" }],
      ["compatible", "https://127.0.0.1.evil.example/v1", {}],
    ] as const) {
      let e: unknown;
      try {
        checkKeyDestination(p, u, true, env, where);
      } catch (x) {
        e = x;
      }
      expect(e, `${p} ${u}`).toBeInstanceOf(InputError);
      expect((e as Error).message).toMatch(
        /^contamgate\.yml:9, field "models\[0\] base_url": [A-Z_]+ would be sent to /,
      );
    }
  });

  it("a --model flag is named as written (base-url)", async () => {
    const r = await cli(
      [
        "run",
        "--synthetic",
        "40",
        "--model",
        "openai=gpt,label=m,base-url=https://collector.evil.example/v1",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.6",
        "--yes",
      ],
      process.cwd(),
      { OPENAI_API_KEY: "sk-test-000000000000" },
    );
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toMatch(
      /^contamgate run: field "model "m" base-url": OPENAI_API_KEY would be sent to collector\.evil\.example, /,
    );
  });

  it("createProvider refuses before any provider object exists", () => {
    expect(() =>
      createProvider(
        { label: "m", provider: "openai", model: "gpt", baseUrl: "https://evil.example/v1" },
        { OPENAI_API_KEY: "sk-test-000000000000" },
      ),
    ).toThrow(/OPENAI_API_KEY would be sent to evil\.example/);
  });
});

describe("through the CLI: exit 4 naming the config line, nothing sent", () => {
  let srv: ProviderServer;
  const dir = mkdtempSync(join(tmpdir(), "contamgate-key-hosts-"));
  beforeAll(async () => {
    srv = await startProviderServer(() => "A");
  });
  afterAll(async () => {
    await srv.close();
  });

  it("a base_url to a non-loopback host in contamgate.yml", async () => {
    // "localtest.me" resolves to 127.0.0.1 publicly, but it is not loopback by name: refused, and
    // the server (which would answer) sees no request.
    const port = new URL(srv.url).port;
    writeFileSync(
      join(dir, "contamgate.yml"),
      [
        "design:",
        "  target_effect: 0.05",
        "  expected_discordant_rate: 0.3",
        "benchmark:",
        `  path: ${join(process.cwd(), "fixtures/items/synthetic40.jsonl")}`,
        "  split: all",
        "models:",
        "  - provider: compatible",
        "    model: tiny",
        `    base_url: http://localtest.me:${port}/v1`,
        "",
      ].join("\n"),
    );
    const r = await cli(["run", "--config", "contamgate.yml", "--yes", "--force-underpowered", "--no-cache"], dir, {
      CONTAMGATE_COMPATIBLE_API_KEY: "compat-key-0123456789",
    });
    expectRejected(r, "run", "contamgate.yml", 8);
    expect(r.stderr).toContain("CONTAMGATE_COMPATIBLE_API_KEY would be sent to localtest.me:");
    expect(srv.requests).toHaveLength(0);
  });
});

/**
 * A missing provider key for a model declared in contamgate.yml names the file, line and field of
 * that model (the InputError convention), not only its label.
 */
describe("missing key for a configured model", () => {
  it("names contamgate.yml:line and models[i]", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-review-key-"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "version: 1\ndesign:\n  target_effect: 0.3\n  expected_discordant_rate: 0.5\n  n: 100\nmodels:\n  - { label: local, provider: fake, model: f }\n  - { label: gpt, provider: openai, model: gpt-4o-mini }\n",
    );
    const m = memoryIo({}, dir);
    const code = await main(["run", "--config", "contamgate.yml", "--synthetic", "100"], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/OPENAI_API_KEY is not set/);
    expect(m.stderr()).toMatch(/contamgate\.yml:8/);
    expect(m.stderr()).toMatch(/models\[1\]/);
  });
});
