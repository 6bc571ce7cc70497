/**
 * A URL from the config is shown as scheme://host[:port] only, on every surface. A base_url can
 * carry a secret anywhere after the host — user:password@ (refused outright), a path segment,
 * `;params`, the query or the fragment — and `run --json` wrote `models[].base_url` as written
 * (src/text/shown-url.ts; docs/providers.md, "Base URLs").
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shownUrl } from "../../src/text/shown-url.js";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";
import { expectAbsent, filesUnder, ITEMS } from "./surfaces.js";

/** Canaries that look like nothing key-like (a key-looking value is refused before it can leak). */
const S = {
  user: "userCANARYa1",
  password: "pwCANARYb2",
  path: "pathCANARYc3",
  param: "paramCANARYd4",
  query: "queryCANARYe5",
  fragment: "fragCANARYf6",
};
const CANARIES = Object.values(S);

describe("shownUrl", () => {
  it("keeps scheme://host[:port] and drops userinfo, path, ;params, query and fragment", () => {
    const tail = `/v1/${S.path};tenant=${S.param}/x?team=${S.query}#${S.fragment}`;
    expect(shownUrl(`https://${S.user}:${S.password}@api.example.com:8443${tail}`)).toBe(
      "https://api.example.com:8443",
    );
    expect(shownUrl(`http://127.0.0.1:11434${tail}`)).toBe("http://127.0.0.1:11434");
    expect(shownUrl(`HTTPS://API.Example.COM:443${tail}`)).toBe("https://api.example.com");
    expect(shownUrl(`http://[::1]:8080${tail}`)).toBe("http://[::1]:8080");
    for (const raw of [`ftp://h/${S.path}`, `${S.path}`, `file:///${S.path}`, `javascript:${S.path}`])
      expect(shownUrl(raw)).toBe("(URL not shown)");
  });
});

describe("run --json and every other surface of a run show the base_url's origin only", () => {
  const t = tempDir("contamgate-config-urls-");
  let srv: ProviderServer;
  beforeAll(async () => {
    srv = await startProviderServer(() => "B");
  });
  afterAll(async () => {
    await srv.close();
    t.cleanup();
  });

  const run = async (name: string, baseUrl: string) => {
    const dir = join(t.dir, name);
    mkdirSync(dir, { recursive: true });
    copyFileSync(ITEMS, join(dir, "items.jsonl"));
    writeFileSync(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.3\n  expected_discordant_rate: 0.6\nbenchmark:\n  path: items.jsonl\n  split: all\n" +
        `models:\n  - { label: local, provider: compatible, model: tiny, base_url: '${baseUrl}' }\n`,
    );
    const r = await cli(
      ["run", "--config", "contamgate.yml", "--yes", "--force-underpowered", "--no-cache", "--json", "run.json"],
      dir,
      {},
    );
    expectNoCrash(r);
    const surfaces = [
      { name: "stdout", text: r.stdout },
      { name: "stderr", text: r.stderr },
      ...filesUnder(dir)
        .filter((f) => !f.file.endsWith("contamgate.yml"))
        .map((f) => ({ name: f.file, text: f.text })),
    ];
    return { r, dir, surfaces };
  };

  it("a secret in the path and in ;params: the run completes, run.json says http://127.0.0.1:PORT", async () => {
    const { r, dir, surfaces } = await run("path", `${srv.openaiBaseUrl}/${S.path};tenant=${S.param}`);
    expect(r.code, r.stderr).toBe(0);
    // The requests went to the URL as written.
    expect(srv.requests.at(-1)!.path).toBe(`/v1/${S.path};tenant=${S.param}/chat/completions`);
    const json = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as { models: { base_url: string }[] };
    expect(json.models.map((m) => m.base_url)).toEqual([srv.url]);
    expect(expectAbsent(surfaces, CANARIES)).toBeGreaterThan(0);
  });

  it("a secret in the query and the fragment: whatever happens, run.json and the messages show the origin only", async () => {
    const { r, dir, surfaces } = await run("query", `${srv.openaiBaseUrl}?team=${S.query}#${S.fragment}`);
    expect([0, 1, 4], r.stderr).toContain(r.code);
    const json = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as { models: { base_url: string }[] };
    expect(json.models.map((m) => m.base_url)).toEqual([srv.url]);
    expectAbsent(surfaces, CANARIES);
  });

  it("user:password@ is refused (exit 4) naming the field, the credentials nowhere", async () => {
    const { r, surfaces } = await run("userinfo", `http://${S.user}:${S.password}@127.0.0.1:1/v1`);
    expect(r.code).toBe(4);
    expect(r.stderr, r.stderr).toMatch(
      /^contamgate run: contamgate.yml:8, field "models\[0\] base.url": base URL carries credentials/,
    );
    expectAbsent(surfaces, CANARIES);
  });
});
