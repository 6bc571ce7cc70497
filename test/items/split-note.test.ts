/** The split is said where it is applied: "N of M items are in the dev split" (docs/items.md). */
import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { prepareItems } from "../../src/items/prepare.js";
import { isHoldout } from "../../src/items/split.js";
import { readFile } from "node:fs/promises";

const SYNTH = fileURLToPath(new URL("../../fixtures/items/synthetic40.jsonl", import.meta.url));

async function idsOf(path: string): Promise<string[]> {
  return (await readFile(path, "utf8"))
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => (JSON.parse(l) as { id: string }).id);
}

describe("the split's note", () => {
  it("says how many of the loaded items the dev or holdout split keeps, and nothing for all", async () => {
    const ids = await idsOf(SYNTH);
    const holdout = ids.filter(isHoldout).length;
    const dev = await prepareItems({ path: SYNTH, split: "dev", workspace: process.cwd() });
    expect(dev.items).toHaveLength(ids.length - holdout);
    expect(dev.splitNote).toBe(
      `${ids.length - holdout} of ${ids.length} items are in the dev split (the other ${holdout} are the holdout split)`,
    );
    const ho = await prepareItems({ path: SYNTH, split: "holdout", workspace: process.cwd() });
    expect(ho.splitNote).toBe(
      `${holdout} of ${ids.length} items are in the holdout split (the other ${ids.length - holdout} are the dev split)`,
    );
    const all = await prepareItems({ path: SYNTH, split: "all", workspace: process.cwd() });
    expect(all.splitNote).toBeUndefined();
  });

  it("is announced by run on stderr, before the run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-split-note-"));
    await copyFile(SYNTH, join(dir, "items.jsonl"));
    const ids = await idsOf(SYNTH);
    const dev = ids.filter((id) => !isHoldout(id)).length;
    const m = memoryIo({}, dir);
    await main(
      [
        "run",
        "--items",
        "items.jsonl",
        "--model",
        "fake=a",
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--no-cache",
      ],
      m.io,
    );
    expect(m.stderr()).toContain(`contamgate run: ${dev} of ${ids.length} items are in the dev split`);
    expect(m.stdout()).not.toContain("items are in the dev split");
  });
});
