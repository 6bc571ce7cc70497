import { appendFile, mkdtemp, readdir, readFile, rm, writeFile, type FileHandle, open, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, basename } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";
import { keepUnstored } from "../../src/cache/fallback.js";
import { AskThroughCache, CacheWriteError } from "../../src/models/ask-through-cache.js";
import { SpendController } from "../../src/models/spend.js";
import type { ChatRequest, ItemContext, Provider } from "../../src/models/types.js";

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

/**
 * Paid answers survive the disk (docs/reliability.md "Full or read-only cache"): a store whose
 * writes fail as a full disk's do takes no more writes, the asker keeps every answer the store
 * refused and stops the run, and the fallback segment replays once moved into the cache.
 * (The same through the CLI on a real 8 KiB tmpfs: disk.slow.test.ts.)
 */
const ENV = {};

/** Opens real files whose writes fail with ENOSPC once `room` bytes are taken, part of the last one landing. */
function fullAfter(room: number): { openFile: (p: string, f: string) => Promise<FileHandle>; appends: () => number } {
  let used = 0;
  let appends = 0;
  return {
    appends: () => appends,
    openFile: async (path, flags) => {
      const fh = await open(path, flags);
      const write = async (data: string | Uint8Array) => {
        appends++;
        const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
        const fits = Math.max(0, Math.min(bytes.length, room - used));
        if (fits > 0) await fh.appendFile(bytes.subarray(0, fits));
        used += fits;
        if (fits < bytes.length)
          throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: "ENOSPC" });
      };
      return new Proxy(fh, {
        get(target, prop, receiver) {
          if (prop === "appendFile" || prop === "writeFile") return write;
          const v = Reflect.get(target, prop, receiver);
          return typeof v === "function" ? v.bind(target) : v;
        },
      });
    },
  };
}

function paidProvider(): { provider: Provider; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    provider: {
      spec: { label: "m", provider: "openai", model: "tiny" } as Provider["spec"],
      identity: { provider: "openai", model: "tiny", baseUrl: "https://api.openai.com/v1" },
      cacheable: true,
      async complete(r) {
        calls++;
        return { text: `Answer: ${r.messages.at(-1)!.content.slice(-1)}`, finishReason: "stop" };
      },
    },
  };
}
const req = (i: number): ChatRequest => ({
  messages: [{ role: "user", content: `question ${i} ${"ABCD"[i % 4]}` }],
  temperature: 0,
  maxTokens: 4,
});
const item = (i: number): ItemContext => ({
  itemId: `q${i}`,
  condition: "original",
  correct: "A",
  labels: ["A", "B", "C", "D"],
});

describe("a store whose disk fills", () => {
  it("after the first failed write takes no more (a torn line must stay the segment's last)", async () => {
    const fs = fullAfter(400);
    const s = await ResponseStore.open(dir, { env: ENV, openFile: fs.openFile });
    await s.put(key(1), { text: "Answer: A" });
    await expect(s.put(key(2), { text: "x".repeat(500) })).rejects.toMatchObject({ code: "ENOSPC" });
    const appendsAfterFailure = fs.appends();
    await expect(s.put(key(3), { text: "Answer: C" })).rejects.toMatchObject({ code: "ENOSPC" });
    expect(fs.appends()).toBe(appendsAfterFailure);
    expect(s.has(key(2))).toBe(false);
    await s.close();
    // What did land replays; the torn tail is tolerated and counted.
    const again = await ResponseStore.open(dir, { env: ENV });
    expect(again.get(key(1))).toEqual({ text: "Answer: A" });
    expect(again.has(key(2))).toBe(false);
    expect(again.stats().tornLines).toBe(1);
  });

  it("the asker keeps every paid answer the store refused, and stops with exit 4; the fallback replays them", async () => {
    const fs = fullAfter(900);
    const store = await ResponseStore.open(dir, { env: ENV, openFile: fs.openFile });
    const { provider, calls } = paidProvider();
    const asker = new AskThroughCache({ store, spend: new SpendController({ budget: 100 }), promptFormat: "mcq-v1" });
    const results: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        results.push(await asker.ask(provider, req(i), item(i)));
      } catch (e) {
        results.push(e);
        break;
      }
    }
    await store.close();
    const stop = results.at(-1);
    expect(stop).toBeInstanceOf(CacheWriteError);
    expect((stop as CacheWriteError).exitCode).toBe(4);
    const lost = asker.unstored();
    const stored = results.length - 1;
    expect(calls()).toBe(results.length);
    expect(lost.answers).toHaveLength(1);
    expect((lost.error as NodeJS.ErrnoException).code).toBe("ENOSPC");

    const file = await keepUnstored(lost.answers, dir);
    expect(basename(file)).toMatch(/^seg-.*\.jsonl$/);
    // Moved into the cache, the fallback segment is replayed like any of the store's own.
    const cache = await mkdtemp(join(dir, "roomy-"));
    await rename(file, join(cache, basename(file)));
    const replay = await ResponseStore.open(cache, { env: ENV });
    const k = asker.keyFor(provider, req(stored))!;
    expect(replay.get(k)).toEqual(lost.answers[0]!.response);
    expect((await readdir(cache)).length).toBe(1);
  });

  it("a probe that cannot be written fails before anything is asked", async () => {
    const fs = fullAfter(0);
    const s = await ResponseStore.open(dir, { env: ENV, openFile: fs.openFile });
    await expect(s.probeWritable()).rejects.toMatchObject({ code: "ENOSPC" });
    // The probe removes its file even when the write failed.
    expect(await readdir(dir)).toEqual([]);
  });
});
