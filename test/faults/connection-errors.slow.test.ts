import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { runArgs } from "./harness.js";

/**
 * A wrong port printed "Connection error." once per attempt of every call in
 * flight (40 lines) with no host and no cause. Now the host and the cause are named once, on the
 * first retry and in the stop line, and the rest are summarised in one line.
 */
const t = tempDir("contamgate-conn-");
afterAll(() => t.cleanup());

async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe("a wrong port", () => {
  it("names host and cause once, summarises the retries, stops with exit 4", async () => {
    const port = await closedPort();
    const json = join(t.dir, "run.json");
    const r = await cli(
      runArgs(`compatible=tiny,label=local,base-url=http://127.0.0.1:${port}/v1`, join(t.dir, "cache"), json, [
        "--max-retries",
        "2",
        "--concurrency",
        "4",
      ]),
      process.cwd(),
    );
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(4);
    const lines = r.stderr.trimEnd().split("\n");
    const retries = lines.filter((l) => l.startsWith("retry "));
    expect(retries, r.stderr).toHaveLength(1);
    expect(retries[0]).toBe(
      `retry 1 for local in ${retries[0]!.match(/in (\d+\.\d) s/)![1]} s: local (compatible tiny): connection refused by 127.0.0.1:${port} (ECONNREFUSED) (further retries for this cause are counted, not printed)`,
    );
    const spend = (JSON.parse(readFileSync(json, "utf8")) as { spend: { retries: number } }).spend;
    expect(spend.retries).toBeGreaterThan(1);
    expect(lines).toContain(
      `retries for local (network): ${spend.retries - 1} more not printed, ${spend.retries} in all`,
    );
    expect(lines.at(-1)).toBe(
      `contamgate run: stopped: local (compatible tiny): connection refused by 127.0.0.1:${port} (ECONNREFUSED) (gave up after 3 attempts)`,
    );
    expect(r.stderr).not.toContain("Connection error.");
  });
});
