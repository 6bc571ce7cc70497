import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/**
 * Two models on two servers are asked at the same time. Each server holds a request
 * while the other server is idle and has had fewer requests (or 1 s passes, recorded as a miss,
 * after which it stops waiting): models asked one after another — the old behaviour, with
 * --concurrency 1 — miss at the first request; asked concurrently, never. No wall-clock assertion.
 * `bench/concurrent-models.mjs` measures the wall time.
 */
interface Held {
  server: Server;
  url: string;
  active: number;
  requests: number;
  misses: number;
  peak: number;
}
const servers: Held[] = [];
function other(s: Held): Held {
  return servers[0] === s ? servers[1]! : servers[0]!;
}

async function start(): Promise<Held> {
  const s = { active: 0, requests: 0, misses: 0, peak: 0 } as Held;
  s.server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", async () => {
      s.requests++;
      s.active++;
      s.peak = Math.max(s.peak, s.active);
      const t0 = Date.now();
      // Wait while the other server is idle and behind this one (ahead or done: nothing to wait for).
      while (other(s).active === 0 && other(s).requests < s.requests && s.misses === 0) {
        if (Date.now() - t0 > 1000) {
          s.misses++;
          break;
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      // Held a little longer, so the other server's request can see this one in flight.
      await new Promise((r) => setTimeout(r, 5));
      s.active--;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: JSON.parse(body).model,
          choices: [{ index: 0, message: { role: "assistant", content: "A" }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((r) => s.server.listen(0, "127.0.0.1", () => r()));
  s.url = `http://127.0.0.1:${(s.server.address() as AddressInfo).port}/v1`;
  return s;
}

beforeAll(async () => {
  servers.push(await start(), await start());
});
afterAll(async () => {
  for (const s of servers) await new Promise<void>((r) => s.server.close(() => r()));
});

describe("models on different servers", () => {
  it("are asked concurrently, each server within its own --concurrency", async () => {
    const m = memoryIo({ CONTAMGATE_COMPATIBLE_API_KEY: "unused" });
    const code = await main(
      [
        "run",
        "--synthetic",
        "10",
        "--seed",
        "conc",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--model",
        `compatible=one,base-url=${servers[0]!.url}`,
        "--model",
        `compatible=two,base-url=${servers[1]!.url}`,
        "--no-cache",
        "--yes",
        "--concurrency",
        "1",
      ],
      m.io,
    );
    expect([0, 1], m.stderr()).toContain(code);
    expect(servers[0]!.requests).toBeGreaterThan(10);
    expect(servers[1]!.requests).toBe(servers[0]!.requests);
    // Neither server waited in vain for the other: the two models were in flight together.
    expect(servers.map((s) => s.misses)).toEqual([0, 0]);
    // --concurrency 1 still holds for each server.
    expect(servers.map((s) => s.peak)).toEqual([1, 1]);
  });
});
