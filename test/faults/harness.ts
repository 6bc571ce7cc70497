import { createHash } from "node:crypto";
import { join } from "node:path";
import { startProviderServer, type ProviderServer, type RecordedRequest } from "../support/provider-server.js";
import { cli } from "../hostile/cli-harness.js";

/** A reply that depends only on the prompt: a re-run, or a retried call, gets the same answer. */
export function answerOf(r: RecordedRequest): string {
  const user = r.messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");
  const h = createHash("sha256").update(user).digest();
  // Mostly the first option shown, so shuffled items disagree with the originals sometimes.
  return "ABCD"[h[0]! % 5 === 0 ? h[1]! % 4 : 0]!;
}

export async function server(): Promise<ProviderServer> {
  return startProviderServer(answerOf);
}

export const ITEMS = "fixtures/items/synthetic40.jsonl";

/** The flags of a small paid run: 40 items (all splits), one perturber, forced past the power gate. */
export function runArgs(model: string, cacheDir: string, json: string, extra: string[] = []): string[] {
  return [
    "run",
    "--items",
    join(process.cwd(), ITEMS),
    "--split",
    "all",
    "--model",
    model,
    "--target-effect",
    "0.05",
    "--discordant-rate",
    "0.3",
    "--force-underpowered",
    "--yes",
    "--cache-dir",
    cacheDir,
    "--json",
    json,
    "--concurrency",
    "4",
    "--max-retries",
    "3",
    "--timeout",
    "2",
    ...extra,
  ];
}

export { cli };
