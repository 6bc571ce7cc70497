/**
 * docs/run.md's real-server output is what its command prints against llama.cpp's real
 * llama-server: the block between the markers is written by scripts/docs-real-server.ts, and this
 * reruns the command and fails when they drift apart. Without the server (no fixture folder, no
 * download) it skips and prints why.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentBlock,
  DOC,
  outputBlock,
  realServerArgv,
  realServerOutput,
  type Servers,
  startServers,
} from "../../scripts/docs-real-server.js";

let servers: Servers | undefined;

beforeAll(async () => {
  servers = await startServers();
  if (servers.kind === "unavailable") console.warn(`SKIPPED docs/run.md real-server output: ${servers.reason}`);
}, 300_000);

afterAll(async () => {
  if (servers?.kind === "up") await servers.stop();
});

describe("docs/run.md against the real llama-server", () => {
  const doc = readFileSync(DOC, "utf8");

  it("shows the command the script runs", () => {
    const section = doc.slice(doc.indexOf("## A real server end to end"));
    const sh = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!)[1]!;
    const words = sh.replace(/\\\n/g, " ").trim().split(/\s+/);
    expect(words).toEqual(["contamgate", ...realServerArgv({ memorizer: "$MEMORIZER_URL", control: "$CONTROL_URL" })]);
  });

  it("shows exactly what the command prints (rerun: npx tsx scripts/docs-real-server.ts)", {
    timeout: 300_000,
  }, async (ctx) => {
    if (servers?.kind !== "up") {
      console.warn(`skipped: ${servers?.reason ?? "no server"}`);
      ctx.skip();
      return;
    }
    const out = await realServerOutput(servers.urls);
    expect(out.code).toBe(1);
    expect(currentBlock(doc)).toBe(outputBlock(out));
  });
});
