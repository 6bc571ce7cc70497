import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";

/** A run says how many stored answers it replayed and how many were verified. */
let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "Answer: B");
});
afterAll(async () => {
  await server.close();
});

interface RunJson {
  cache: { replayed: number; replayedVerified: number; rejected: number; verified: number };
  spend: { calls: number };
  warnings: string[];
}

describe("run and the checked cache", () => {
  it("replays verified answers, and re-asks (with a warning) one whose stored reply was changed", async () => {
    const t = tempDir("contamgate-trust-run-");
    try {
      const run = async (): Promise<RunJson> => {
        const r = await cli(
          [
            "run",
            "--synthetic",
            "5",
            "--model",
            `openai=gpt-trust,base-url=${server.openaiBaseUrl}`,
            "--target-effect",
            "0.3",
            "--discordant-rate",
            "0.9",
            "--force-underpowered",
            "--yes",
            "--cache-dir",
            "c",
            "--json",
            "out.json",
          ],
          t.dir,
          { OPENAI_API_KEY: "sk-test-trust" },
        );
        expectNoCrash(r);
        return JSON.parse(readFileSync(join(t.dir, "out.json"), "utf8")) as RunJson;
      };
      const first = await run();
      expect(first.spend.calls).toBe(10);
      expect(first.cache).toMatchObject({ replayed: 0, replayedVerified: 0 });

      const second = await run();
      expect(second.spend.calls).toBe(0);
      expect(second.cache).toMatchObject({ replayed: 10, replayedVerified: 10, verified: 10, rejected: 0 });

      const [seg] = readdirSync(join(t.dir, "c")).filter((n) => n.endsWith(".jsonl"));
      const path = join(t.dir, "c", seg!);
      writeFileSync(path, readFileSync(path, "utf8").replace("Answer: B", "Answer: A"));
      const third = await run();
      expect(third.spend.calls).toBe(1);
      expect(third.cache).toMatchObject({ replayed: 9, replayedVerified: 9, verified: 9, rejected: 1 });
      expect(third.warnings.join("\n")).toMatch(/1 stored answer\(s\) failed their checksum/);
    } finally {
      t.cleanup();
    }
  }, 60_000);
});
