import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const QUESTION = "What is the boiling point of water at sea level in kelvin?";

interface Result {
  partialFingerprints: Record<string, string>;
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
}

async function scan(corpora: Record<string, string>): Promise<Result[]> {
  const dir = mkdtempSync(join(tmpdir(), "cg-review-sarif-"));
  writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
  for (const [name, text] of Object.entries(corpora)) writeFileSync(join(dir, name), text);
  const m = memoryIo({}, dir);
  const args = ["leakage", "--holdout", "holdout.jsonl", "--field", "question", "--sarif", "r.sarif"];
  for (const name of Object.keys(corpora)) args.push("--corpus", name.replace(/[#?[\]{}()*!]/g, "\\$&"));
  const code = await main(args, m.io);
  expect(m.stderr()).toBe("");
  expect(code).toBe(1);
  return JSON.parse(readFileSync(join(dir, "r.sarif"), "utf8")).runs[0].results as Result[];
}

describe("leakage SARIF", () => {
  it("gives each leaked location its own fingerprint, so code scanning does not fold two copies of one probe into one alert", async () => {
    const results = await scan({ "a.txt": `x\n${QUESTION}\n${QUESTION}\n`, "b.txt": `${QUESTION}\n` });
    expect(results).toHaveLength(3);
    const prints = results.map((r) => JSON.stringify(r.partialFingerprints));
    expect(new Set(prints).size).toBe(3);
  });

  it("percent-encodes '#' and '?' in the corpus path (a URI would read them as fragment and query)", async () => {
    const results = await scan({ "dict#1 ?.txt": `${QUESTION}\n` });
    const uri = results[0]!.locations[0]!.physicalLocation.artifactLocation.uri;
    expect(uri).toBe("dict%231%20%3F.txt");
    expect(decodeURIComponent(uri)).toBe("dict#1 ?.txt");
  });
});

describe("one SARIF writer", () => {
  it("merge --sarif of the shards writes the same document as the unsharded scan", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-sarif-merge-"));
    writeFileSync(join(dir, "holdout.jsonl"), JSON.stringify({ id: "h1", question: QUESTION }) + "\n");
    writeFileSync(join(dir, "a.txt"), `x\n${QUESTION}\ny\n${QUESTION}\n${QUESTION}\n`);
    const base = ["leakage", "--holdout", "holdout.jsonl", "--field", "question", "--corpus", "a.txt", "--quiet"];
    const run = async (args: string[]) => main(args, memoryIo({}, dir).io);
    expect(await run([...base, "--sarif", "full.sarif"])).toBe(1);
    for (const i of [1, 2]) await run([...base, "--shard", `${i}/2`, "--json", `s${i}.json`]);
    expect(await run(["merge", "s1.json", "s2.json", "--sarif", "merged.sarif"])).toBe(1);
    const read = (f: string) => JSON.parse(readFileSync(join(dir, f), "utf8"));
    expect(read("merged.sarif")).toEqual(read("full.sarif"));
    expect(read("full.sarif").runs[0].results).toHaveLength(3);
  });
});
