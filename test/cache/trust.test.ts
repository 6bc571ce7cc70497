import { execFileSync } from "node:child_process";
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { cacheTrustWarnings } from "../../src/cache/trust.js";

/** The response cache is checked, not trusted (docs/reliability.md "Response cache"). */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-trust-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const key = (i: number) => i.toString(16).padStart(64, "0");
const segments = async () => (await readdir(dir)).filter((n) => n.endsWith(".jsonl")).sort();

async function storeOf(answers: Record<number, string>): Promise<string> {
  const s = await ResponseStore.open(dir);
  for (const [k, text] of Object.entries(answers)) await s.put(key(Number(k)), { text });
  await s.close();
  return join(dir, (await segments())[0]!);
}

describe("response cache checks", () => {
  it("one changed letter in a stored reply is refused, not replayed as a different answer", async () => {
    const seg = await storeOf({ 1: "Answer: B", 2: "Answer: C" });
    const text = await readFile(seg, "utf8");
    await writeFile(seg, text.replace("Answer: B", "Answer: A"));
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))).toBeUndefined();
    expect(s.get(key(2))).toEqual({ text: "Answer: C" });
    expect(s.stats()).toMatchObject({ verified: 1, rejected: 1, corruptLines: 0, replayed: 1, replayedVerified: 1 });
    expect(cacheTrustWarnings(s.stats()).join("\n")).toMatch(/1 stored answer\(s\) failed their checksum/);
  });

  it("flipping every stored letter leaves nothing to replay (every entry refused)", async () => {
    const seg = await storeOf({ 1: "A", 2: "B", 3: "C", 4: "D" });
    const flip: Record<string, string> = { A: "B", B: "A", C: "D", D: "C" };
    const text = await readFile(seg, "utf8");
    await writeFile(
      seg,
      text.replace(/"text":"([A-D])"/g, (_, l: string) => `"text":"${flip[l]}"`),
    );
    const s = await ResponseStore.open(dir);
    expect(s.size).toBe(0);
    expect(s.stats().rejected).toBe(4);
  });

  it("one invalid byte in a stored reply is refused (a lenient decode would make it U+FFFD)", async () => {
    const seg = await storeOf({ 1: "Answer: B" });
    const bytes = await readFile(seg);
    const at = bytes.indexOf("Answer: B");
    bytes[at + 8] = 0xff;
    await writeFile(seg, bytes);
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))).toBeUndefined();
    expect(s.stats().rejected).toBe(1);
  });

  it("refuses a planted segment named to sort first, and one whose header names another file", async () => {
    await storeOf({ 1: "Answer: B" });
    const real = (await segments())[0]!;
    const forged = (await readFile(join(dir, real), "utf8")).replace(/"text":"Answer: B"/, '"text":"Answer: A"');
    // A name outside contamgate's pattern that sorts first, with v1 lines (no checksum to fail).
    await writeFile(join(dir, "seg-0.jsonl"), JSON.stringify({ v: 1, k: key(1), r: { text: "Answer: A" } }) + "\n");
    // A verbatim copy of a real segment renamed to sort first: its header still names the original.
    await writeFile(join(dir, "seg-00000000T000000000Z-1-00000000.jsonl"), forged);
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))).toEqual({ text: "Answer: B" });
    expect(s.stats().refusedSegments).toEqual(["seg-0.jsonl", "seg-00000000T000000000Z-1-00000000.jsonl"]);
    expect(s.stats().segments).toBe(1);
    expect(cacheTrustWarnings(s.stats()).join("\n")).toContain("seg-0.jsonl");
  });

  it("refuses a segment committed to git (a pull request can commit one into the cache directory)", async () => {
    const git = (...a: string[]) => execFileSync("git", ["-C", dir, ...a], { stdio: "pipe" });
    git("init", "-q");
    const cache = join(dir, "cache");
    const committed = "seg-20240101T000000000Z-1-0000000a.jsonl";
    const a = await ResponseStore.open(cache);
    await a.put(key(1), { text: "Answer: A" });
    await a.close();
    const [own] = (await readdir(cache)).filter((n) => n.endsWith(".jsonl"));
    await writeFile(join(cache, committed), (await readFile(join(cache, own!), "utf8")).replace(own!, committed));
    await rm(join(cache, own!));
    git("add", join("cache", committed));
    git("-c", "user.email=a@b", "-c", "user.name=a", "commit", "-qm", "x");
    const s = await ResponseStore.open(cache);
    expect(s.has(key(1))).toBe(false);
    expect(s.stats().refusedSegments).toEqual([committed]);
    expect(s.stats().notReplayed).toBe(1);
  });

  it("reads a cache written before checksums (entry version 1), counted unverified and reported", async () => {
    await writeFile(
      join(dir, "seg-20240101T000000000Z-1-0000000a.jsonl"),
      `${JSON.stringify({ v: 1, k: key(1), provider: "openai", model: "m", t: "2024-01-01T00:00:00.000Z", r: { text: "B", finishReason: "stop" } })}\n`,
    );
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))).toEqual({ text: "B", finishReason: "stop" });
    expect(s.stats()).toMatchObject({ verified: 0, unverified: 1, replayed: 1, replayedVerified: 0 });
    expect(cacheTrustWarnings(s.stats()).join("\n")).toMatch(/1 stored answer\(s\) predate checksums/);
  });

  it("refuses an unchecked (version 1) line inside a segment that has checksums", async () => {
    const seg = await storeOf({ 1: "A" });
    await appendFile(seg, JSON.stringify({ v: 1, k: key(2), r: { text: "B" } }) + "\n");
    const s = await ResponseStore.open(dir);
    expect(s.has(key(2))).toBe(false);
    expect(s.stats()).toMatchObject({ verified: 1, rejected: 1 });
  });

  it("skips a line over the cap without holding it (counted torn at the end, refused in the middle)", async () => {
    const seg = await storeOf({ 1: "A" });
    const big = Buffer.alloc(17 * 1024 * 1024, 0x61);
    await appendFile(seg, Buffer.concat([big, Buffer.from("\n")]));
    await appendFile(seg, JSON.stringify({ v: 2, k: key(9) }) + "\n");
    await appendFile(seg, big);
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))).toEqual({ text: "A" });
    expect(s.stats()).toMatchObject({ verified: 1, rejected: 1, corruptLines: 1, tornLines: 1 });
  });

  it("every line it writes carries a checksum that matches", async () => {
    const seg = await storeOf({ 1: 'quote " and \\ and \u2028 and 日本' });
    const lines = (await readFile(seg, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!)).toMatchObject({ v: 2, k: key(1), c: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const s = await ResponseStore.open(dir);
    expect(s.get(key(1))?.text).toBe('quote " and \\ and \u2028 and 日本');
    expect(s.stats().verified).toBe(1);
  });
});
