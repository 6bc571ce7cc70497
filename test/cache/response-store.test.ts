import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-store-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const key = (i: number) => i.toString(16).padStart(64, "0");
const segments = async () => (await readdir(dir)).filter((n) => n.endsWith(".jsonl")).sort();

describe("ResponseStore", () => {
  it("replays what was stored after reopening, and creates no segment when nothing is new", async () => {
    const a = await ResponseStore.open(dir);
    expect(await segments()).toEqual([]);
    await a.put(key(1), { text: "B", finishReason: "stop" }, { provider: "openai", model: "m" });
    await a.put(key(2), { text: "C" });
    expect(a.stats()).toMatchObject({ entries: 2, loaded: 0, newEntries: 2, segments: 1 });
    await a.close();
    const b = await ResponseStore.open(dir);
    expect(b.get(key(1))).toEqual({ text: "B", finishReason: "stop" });
    expect(b.get(key(2))).toEqual({ text: "C" });
    expect(b.get(key(3))).toBeUndefined();
    expect(b.stats()).toMatchObject({ entries: 2, loaded: 2, newEntries: 0, segments: 1, tornLines: 0 });
    await b.close();
    expect(await segments()).toHaveLength(1);
  });

  it("each process writes its own segment; a load is the union", async () => {
    const a = await ResponseStore.open(dir);
    const b = await ResponseStore.open(dir);
    await a.put(key(1), { text: "A" });
    await b.put(key(2), { text: "B" });
    await a.close();
    await b.close();
    expect(await segments()).toHaveLength(2);
    const c = await ResponseStore.open(dir);
    expect([c.get(key(1))?.text, c.get(key(2))?.text]).toEqual(["A", "B"]);
    expect(c.stats()).toMatchObject({ entries: 2, segments: 2 });
  });

  it("first write wins; a different later answer counts as nondeterminism, an equal one as a duplicate", async () => {
    const a = await ResponseStore.open(dir);
    await a.put(key(1), { text: "A" });
    await a.put(key(2), { text: "B" });
    await a.close();
    const b = await ResponseStore.open(dir);
    expect(await b.put(key(1), { text: "D" })).toEqual({ text: "A" });
    expect(b.stats()).toMatchObject({ nondeterministic: 1, newEntries: 0, nondeterministicKeys: [key(1)] });
    await b.close();
    // Two segments disagreeing on disk (two runs raced): the older segment's answer is kept.
    await writeFile(
      join(dir, "seg-20990101T000000000Z-1-aaaaaaaa.jsonl"),
      `${JSON.stringify({ v: 1, k: key(1), r: { text: "C" } })}\n${JSON.stringify({ v: 1, k: key(2), r: { text: "B" } })}\n`,
    );
    const c = await ResponseStore.open(dir);
    expect(c.get(key(1))).toEqual({ text: "A" });
    expect(c.stats()).toMatchObject({ nondeterministic: 1, duplicates: 1, entries: 2 });
  });

  it("tolerates, counts and skips a torn last line; other lines are kept", async () => {
    const a = await ResponseStore.open(dir);
    await a.put(key(1), { text: "A" });
    await a.put(key(2), { text: "B" });
    await a.close();
    const [seg] = await segments();
    await appendFile(join(dir, seg!), '{"v":1,"k":"' + key(3) + '","r":{"te');
    const b = await ResponseStore.open(dir);
    expect(b.stats()).toMatchObject({ entries: 2, tornLines: 1, corruptLines: 0 });
    expect(b.has(key(3))).toBe(false);
    // The torn segment is never appended to again: new answers go to a new segment.
    await b.put(key(3), { text: "C" });
    await b.close();
    expect(await segments()).toHaveLength(2);
    const c = await ResponseStore.open(dir);
    expect(c.get(key(3))).toEqual({ text: "C" });
    expect(c.stats().tornLines).toBe(1);
  });

  it("counts garbage in the middle of a segment as corrupt, not torn", async () => {
    await writeFile(
      join(dir, "seg-20240101T000000000Z-1-0000000a.jsonl"),
      `${JSON.stringify({ v: 1, k: key(1), r: { text: "A" } })}\nnot json\n{"v":1,"k":5}\n${JSON.stringify({ v: 1, k: key(2), r: { text: "B" } })}\n`,
    );
    const s = await ResponseStore.open(dir);
    expect(s.stats()).toMatchObject({ entries: 2, corruptLines: 2, tornLines: 0 });
  });

  it("many concurrent puts are all durable, in few fsync batches, one line each", async () => {
    const a = await ResponseStore.open(dir);
    await Promise.all(Array.from({ length: 500 }, (_, i) => a.put(key(i), { text: `answer ${i}` })));
    await a.close();
    const text = await readFile(join(dir, (await segments())[0]!), "utf8");
    // One header line, then one line per answer.
    expect(text.split("\n").filter(Boolean)).toHaveLength(501);
    const b = await ResponseStore.open(dir);
    for (let i = 0; i < 500; i++) expect(b.get(key(i))?.text).toBe(`answer ${i}`);
  });

  it("ignores files that are not segments", async () => {
    await writeFile(join(dir, "README.txt"), "not a segment\n");
    const s = await ResponseStore.open(dir);
    expect(s.stats()).toMatchObject({ segments: 0, entries: 0, corruptLines: 0 });
  });
});
