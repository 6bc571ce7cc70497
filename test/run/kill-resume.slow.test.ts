import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/**
 * `contamgate run` in a child process, SIGKILLed while it is asking a (slow) local server; the
 * same command run again must make only the calls whose answers were not yet on disk.
 */
let work: string;
let bundle: string;
let server: ProviderServer;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cg-kill-"));
  server = await startProviderServer(() => "A");
  // Our sources bundled, packages left external: the bundle sits under node_modules/.cache so
  // they resolve from the repository's node_modules (and the build stays fast).
  bundle = fileURLToPath(new URL(`../../node_modules/.cache/contamgate-test/cli-${process.pid}.mjs`, import.meta.url));
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

describe("a run killed mid-way", () => {
  it("resumes with only the missing calls", async () => {
    const args = [
      "run",
      "--synthetic",
      "150",
      "--seed",
      "kill",
      "--target-effect",
      "0.25",
      "--discordant-rate",
      "0.5",
      "--model",
      `compatible=m1,base-url=${server.openaiBaseUrl}`,
      "--cache-dir",
      join(work, "cache"),
      "--yes",
      "--concurrency",
      "4",
    ];
    // Slow enough that the kill lands mid-run.
    server.script(...Array.from({ length: 400 }, () => ({ delayMs: 15 })));
    const child = spawn(process.execPath, [bundle, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => {
        if (server.requests.length >= 60) {
          clearInterval(t);
          child.kill("SIGKILL");
        }
      }, 2);
      child.on("exit", (_code, signal) => {
        clearInterval(t);
        if (signal === "SIGKILL") resolve();
        else reject(new Error(`child finished before the kill: ${stderr}`));
      });
    });
    const before = server.requests.length;
    expect(before).toBeGreaterThanOrEqual(60);
    expect(before).toBeLessThan(280);

    const m = memoryIo({}, work);
    const code = await main(args, m.io);
    expect(code).toBe(0);
    const prompts = server.requests.map((r) => JSON.stringify(r.messages));
    const distinct = new Set(prompts).size;
    const announced = Number(/spend: (\d+) paid calls needed/.exec(m.stderr())?.[1]);
    expect(server.requests.length - before).toBe(announced);
    // Every prompt was asked. Asked twice: only requests in flight at the kill (≤ concurrency 4)
    // and answers received but not yet fsync'd (a few more on a slow disk) — never an answer that
    // had been used. Without the cache the resume would repeat all 60+.
    expect(distinct).toBeGreaterThan(280);
    expect(prompts.length - distinct).toBeLessThanOrEqual(16);
    // A third run has nothing to ask.
    const again = memoryIo({}, work);
    expect(await main(args, again.io)).toBe(0);
    expect(server.requests.length).toBe(prompts.length);
  }, 60_000);
});
