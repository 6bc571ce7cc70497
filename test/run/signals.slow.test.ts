import { spawn, type ChildProcess } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/**
 * `contamgate run` / `check` in a child process, interrupted while it asks a slow
 * local server. The first SIGINT/SIGTERM stops asking, lets the answers in flight arrive (they
 * are paid for) and keeps them in the response cache, writes the partial report (stopped, never a
 * pass), says how many answers are stored and what a rerun asks, and exits 130 / 143. A second
 * signal exits at once. The rerun asks exactly the questions not yet answered.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
let work: string;
let bundle: string;
let server: ProviderServer;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cg-signals-"));
  server = await startProviderServer(() => "A");
  bundle = fileURLToPath(
    new URL(`../../node_modules/.cache/contamgate-test/cli-signals-${process.pid}.mjs`, import.meta.url),
  );
  await build({
    input: fileURLToPath(new URL("../../src/cli/bin.ts", import.meta.url)),
    output: { file: bundle, format: "esm", codeSplitting: false },
    platform: "node",
    external: (id) =>
      !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("node:") ? true : id.startsWith("node:"),
    logLevel: "silent",
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
  await rm(bundle, { force: true });
});
beforeEach(() => {
  server.clearScript();
  server.requests.length = 0;
});

interface Child {
  child: ChildProcess;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
function start(args: string[], cwd: string): Child {
  const child = spawn(process.execPath, [bundle, ...args], {
    cwd,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, CI: "1" },
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.on("exit", (code, signal) => r({ code, signal })),
  );
  return { child, stderr: () => err, exit };
}
async function until(cond: () => boolean, what: string, c: Child): Promise<void> {
  for (let i = 0; i < 6000 && !cond(); i++) {
    if (c.child.exitCode !== null) throw new Error(`child exited before ${what}: ${c.stderr()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  if (!cond()) throw new Error(`timed out waiting for ${what}: ${c.stderr()}`);
}
/** Complete answer lines in a cache directory's segments (each segment also has one header line). */
async function storedLines(cache: string): Promise<number> {
  const { readdir } = await import("node:fs/promises");
  let n = 0;
  for (const f of await readdir(cache).catch(() => [] as string[]))
    n += (await readFile(join(cache, f), "utf8"))
      .split("\n")
      .slice(0, -1)
      .filter((l) => l.includes('"k":')).length;
  return n;
}
const prompts = () => server.requests.map((r) => JSON.stringify(r.messages));

describe("interrupting a run", () => {
  it("SIGINT: answers in flight are kept, the partial report is written, exit 130; the rerun asks only the rest", async () => {
    const dir = join(work, "sigint");
    await mkdir(dir);
    const args = [
      "run",
      "--synthetic",
      "60",
      "--seed",
      "sig",
      "--target-effect",
      "0.3",
      "--discordant-rate",
      "0.5",
      "--force-underpowered",
      "--model",
      `compatible=m1,base-url=${server.openaiBaseUrl}`,
      "--cache-dir",
      "cache",
      "--yes",
      "--concurrency",
      "4",
      "--json",
      "out.json",
    ];
    server.script(...Array.from({ length: 400 }, () => ({ delayMs: 300 })));
    const c = start(args, dir);
    await until(() => server.requests.length >= 6, "6 requests", c);
    c.child.kill("SIGINT");
    const { code, signal } = await c.exit;
    const err = c.stderr();
    expect(signal, err).toBeNull();
    expect(code, err).toBe(130);
    expect(err).toMatch(/contamgate: SIGINT: no new questions are asked/);
    const m =
      /interrupted by SIGINT: (\d+) answer\(s\) received in this run are stored in the response cache; rerunning the same command asks only the (\d+) question\(s\) not yet answered/.exec(
        err,
      );
    expect(m, err).not.toBeNull();
    const stored = Number(m![1]);
    const remaining = Number(m![2]);
    const asked = server.requests.length;
    // Every request sent before the signal was answered within the grace and kept.
    expect(stored).toBe(asked);
    const j = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    expect(j.stage).toBe("stopped");
    expect(j.error).toMatch(/^interrupted by SIGINT/);
    expect(j.exit_code).toBe(3);
    expect(j.verdict).toBeNull();
    expect(j.cache.newEntries).toBe(stored);

    server.clearScript();
    const again = memoryIo({}, dir);
    expect(await main(args, again.io)).toBeLessThanOrEqual(1);
    expect(again.stderr()).toMatch(new RegExp(`spend: ${remaining} paid calls needed`));
    expect(server.requests.length - asked).toBe(remaining);
    // Nothing was asked twice: the answers in flight at the signal were not lost.
    expect(new Set(prompts()).size).toBe(prompts().length);
  });

  it("a second signal exits at once, without a report; answers stored so far are kept", async () => {
    const dir = join(work, "twice");
    await mkdir(dir);
    server.script({ delayMs: 50 }, { delayMs: 50 }, ...Array.from({ length: 400 }, () => ({ delayMs: 60_000 })));
    const c = start(
      [
        "run",
        "--synthetic",
        "60",
        "--seed",
        "sig2",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--model",
        `compatible=m1,base-url=${server.openaiBaseUrl}`,
        "--cache-dir",
        "cache",
        "--yes",
        "--concurrency",
        "2",
        "--json",
        "out.json",
      ],
      dir,
    );
    await until(() => server.requests.length >= 4, "4 requests", c);
    // The first two answers are durable (a line each in the child's cache segment) before the signals.
    for (let i = 0; i < 2000 && (await storedLines(join(dir, "cache"))) < 2; i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(await storedLines(join(dir, "cache"))).toBe(2);
    c.child.kill("SIGINT");
    await until(() => /no new questions are asked/.test(c.stderr()), "the first signal's message", c);
    c.child.kill("SIGINT");
    const { code } = await c.exit;
    expect(code, c.stderr()).toBe(130);
    expect(c.stderr()).toMatch(/SIGINT again: quitting now/);
    await expect(stat(join(dir, "out.json"))).rejects.toThrow();
    // The two answers that arrived before the signals are on disk: a rerun does not ask them.
    server.clearScript();
    const again = memoryIo({}, dir);
    const before = server.requests.length;
    await main(
      [
        "run",
        "--synthetic",
        "60",
        "--seed",
        "sig2",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--model",
        `compatible=m1,base-url=${server.openaiBaseUrl}`,
        "--cache-dir",
        "cache",
        "--yes",
      ],
      again.io,
    );
    const rerun = server.requests.slice(before).map((r) => JSON.stringify(r.messages));
    for (const p of server.requests.slice(0, 2).map((r) => JSON.stringify(r.messages))) expect(rerun).not.toContain(p);
  });

  it("SIGTERM during check: answers in flight past the grace are cancelled, report.json says unconfirmed, exit 143", async () => {
    const dir = join(work, "sigterm");
    await mkdir(join(dir, "data"), { recursive: true });
    await copyFile(join(root, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
    await writeFile(
      join(dir, "contamgate.yml"),
      "design:\n  target_effect: 0.3\n  expected_discordant_rate: 0.5\n" +
        "benchmark:\n  path: data/items.jsonl\n  seed: s1\n" +
        `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }\n` +
        "run:\n  cache_dir: cache\n  concurrency: 2\n",
    );
    server.script({ delayMs: 20 }, ...Array.from({ length: 2000 }, () => ({ delayMs: 60_000 })));
    const c = start(
      ["check", "--yes", "--force-underpowered", "--checks", "contamination", "--report-dir", "out"],
      dir,
    );
    await until(() => server.requests.length >= 3, "3 requests", c);
    c.child.kill("SIGTERM");
    const { code } = await c.exit;
    const err = c.stderr();
    expect(code, err).toBe(143);
    expect(err).toMatch(/contamgate: SIGTERM: no new questions are asked/);
    expect(err).toMatch(
      /contamgate check: interrupted by SIGTERM: 1 answer\(s\) received in this run are stored in the response cache; rerunning the same command asks only the \d+ question\(s\) not yet answered/,
    );
    const report = JSON.parse(await readFile(join(dir, "out/report.json"), "utf8"));
    expect(report.verdict).toBe("unconfirmed");
    expect(report.contamination.stopped.reason).toMatch(/^interrupted by SIGTERM/);
    expect(report.contamination.models).toEqual([]);
    // The requests still in flight when the grace ran out were cancelled, not retried.
    expect(server.requests.length).toBe(3);
  });
});
