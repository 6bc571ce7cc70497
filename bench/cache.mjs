// Benchmark of the response cache and the spend controller, on compiled code:
//   npx tsc -p . && node bench/cache.mjs [entries=1000000]
// Prints: load time and RSS for a store of N responses; durable write throughput; 50 concurrent
// requests through the real OpenAI SDK under a rate limit against a local server, then the replay.
import { spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const lib = (p) => new URL(`../lib/${p}`, import.meta.url).href;
const { ResponseStore, entryChecksum } = await import(lib("cache/response-store.js"));
const { record } = await import("./record.mjs");

if (process.argv[2] === "--floor-child") {
  // The floor: the same files read, every line parsed and its checksum recomputed into a Map —
  // the work any store that verifies what it loads must do, and nothing else.
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = process.argv[3];
  const c0 = process.cpuUsage();
  const map = new Map();
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".jsonl"))) {
    const lines = readFileSync(join(dir, f), "utf8").split("\n");
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      if (line === "") continue;
      const e = JSON.parse(line);
      const at = line.indexOf(',"r":');
      if (entryChecksum(e.k, line.slice(at + 5, -1)) === e.c && !map.has(e.k)) map.set(e.k, e.r);
    }
  }
  const cpu = process.cpuUsage(c0);
  console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, entries: map.size }));
  process.exit(0);
}

if (process.argv[2] === "--load-child") {
  // Run in a fresh process so RSS measures the store and nothing else.
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const store = await ResponseStore.open(process.argv[3]);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  globalThis.gc?.();
  const m = process.memoryUsage();
  const t1 = performance.now();
  let hits = 0;
  for (let i = 0; i < 100_000; i++) if (store.get(key(i * 7))) hits++;
  const lookupNs = ((performance.now() - t1) * 1e6) / 100_000;
  console.log(
    JSON.stringify({
      ms,
      cpuMs,
      rss: m.rss,
      rssBefore: before,
      heapUsed: m.heapUsed,
      stats: store.stats(),
      lookupNs,
      hits,
    }),
  );
  process.exit(0);
}

function key(i) {
  return i.toString(16).padStart(64, "0");
}
const mb = (b) => `${(b / 2 ** 20).toFixed(0)} MiB`;
const N = Number(process.argv[2] ?? 1_000_000);
const dir = await mkdtemp(join(tmpdir(), "cg-bench-"));
try {
  // 1. A store of N responses in 10 segments, written as ResponseStore writes them (entry
  // version 2): the segment name the store gives its own files, a header line naming the
  // segment, and per entry its checksum with the reply's JSON last (src/cache/response-store.ts).
  // A segment named or written otherwise is refused at open, and the bench would time nothing.
  const t = new Date().toISOString();
  const segs = 10;
  for (let s = 0; s < segs; s++) {
    const stamp = new Date(Date.now() + s).toISOString().replace(/[-:.]/g, "");
    const name = `seg-${stamp}-${process.pid}-${s.toString(16).padStart(8, "0")}.jsonl`;
    const out = createWriteStream(join(dir, name));
    let buf = `${JSON.stringify({ kind: "contamgate.response-cache", v: 2, segment: name })}\n`;
    for (let i = s; i < N; i += segs) {
      const k = key(i);
      const r = JSON.stringify({ text: "ABCD"[i % 4], finishReason: "stop" });
      const head = JSON.stringify({ v: 2, k, provider: "openai", model: "gpt-4o-mini", t, c: entryChecksum(k, r) });
      buf += `${head.slice(0, -1)},"r":${r}}\n`;
      if (buf.length > 1 << 20) {
        if (!out.write(buf)) await new Promise((r) => out.once("drain", r));
        buf = "";
      }
    }
    out.end(buf);
    await new Promise((r) => out.on("finish", r));
  }
  const du = spawnSync("du", ["-sb", dir], { encoding: "utf8" }).stdout.split("\t")[0];
  const child = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--load-child", dir], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(child.stderr);
  const r = JSON.parse(child.stdout);
  // A bench that loads nothing measures nothing: every entry written must be loaded and verified.
  if (
    r.stats.entries !== N ||
    r.stats.verified !== N ||
    r.stats.refusedSegments.length > 0 ||
    r.hits !== Math.min(100_000, Math.ceil(N / 7))
  ) {
    throw new Error(`cache bench: wrote ${N} entries, the store loaded ${JSON.stringify(r.stats)} (hits ${r.hits})`);
  }
  console.log(
    `load: ${N.toLocaleString("en")} responses in ${segs} segments (${mb(Number(du))} on disk): ${(r.ms / 1000).toFixed(2)} s wall (${(r.cpuMs / 1000).toFixed(2)} s CPU; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs), ` +
      `RSS ${mb(r.rss)} (process before open ${mb(r.rssBefore)}), heap ${mb(r.heapUsed)}, entries ${r.stats.entries} (verified ${r.stats.verified}), torn ${r.stats.tornLines}; ` +
      `lookup ${r.lookupNs.toFixed(0)} ns`,
  );

  const floorChild = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--floor-child", dir], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (floorChild.status !== 0) throw new Error(floorChild.stderr);
  const floor = JSON.parse(floorChild.stdout);
  if (floor.entries !== N) throw new Error(`cache bench floor: ${floor.entries} entries of ${N}`);
  record({
    id: "cache-open",
    what: `response cache: open a store of ${N.toLocaleString("en")} responses, every entry loaded and checksum-verified (RSS ${mb(r.rss)})`,
    value: r.cpuMs / 1000,
    unit: "s CPU",
    baseline: { what: "read + parse + checksum every line into a Map", value: floor.cpuMs / 1000, unit: "s CPU" },
    code: ["src/cache"],
  });

  // 2. Durable writes: 10,000 concurrent puts (group commit: one write + fdatasync per batch).
  const wdir = join(dir, "write");
  const store = await ResponseStore.open(wdir);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 10_000 }, (_, i) => store.put(key(i), { text: "B", finishReason: "stop" })));
  const wms = performance.now() - t0;
  await store.close();
  console.log(
    `write: 10,000 concurrent durable puts in ${(wms / 1000).toFixed(2)} s (${Math.round(10_000 / (wms / 1000)).toLocaleString("en")}/s)`,
  );
  const t2 = performance.now();
  const serial = await ResponseStore.open(join(dir, "serial"));
  for (let i = 0; i < 500; i++) await serial.put(key(i), { text: "B" });
  await serial.close();
  console.log(
    `write: 500 sequential durable puts (one fdatasync each) in ${((performance.now() - t2) / 1000).toFixed(2)} s`,
  );

  // 3. 50 concurrent requests under a rate limit, real OpenAI SDK, local server.
  const { createProvider } = await import(lib("models/create-provider.js"));
  const { SpendController } = await import(lib("models/spend.js"));
  const { AskThroughCache } = await import(lib("models/ask-through-cache.js"));
  let active = 0,
    peak = 0,
    served = 0;
  const starts = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      active++;
      peak = Math.max(peak, active);
      served++;
      starts.push(performance.now());
      const model = JSON.parse(body).model;
      setTimeout(() => {
        active--;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "x",
            object: "chat.completion",
            created: 0,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: "B" }, finish_reason: "stop" }],
          }),
        );
      }, 150); // a model that takes 150 ms to answer
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}/v1`;
  const rpm = 600,
    concurrency = 4;
  for (const pass of ["first", "replay"]) {
    const cache = await ResponseStore.open(join(dir, "rate"));
    const spend = new SpendController({ requestsPerMinute: rpm, concurrency });
    const asker = new AskThroughCache({ store: cache, spend, promptFormat: "bench" });
    const p = createProvider(
      { label: "m", provider: "openai", model: "bench", baseUrl: base },
      { OPENAI_API_KEY: "sk-bench-not-a-key" },
    );
    const item = { itemId: "x", condition: "original", correct: "B", labels: ["A", "B", "C", "D"] };
    // Attempt starts as the limiter releases them (the server's receipt times add the SDK's warm-up).
    const sent = [];
    const complete = p.complete.bind(p);
    p.complete = (...a) => {
      sent.push(performance.now());
      return complete(...a);
    };
    served = 0;
    starts.length = 0;
    const t3 = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        asker.ask(p, { messages: [{ role: "user", content: `q${i}` }], temperature: 0, maxTokens: 4 }, item),
      ),
    );
    const s = (performance.now() - t3) / 1000;
    await cache.close();
    const gaps = sent.slice(1).map((x, i) => x - sent[i]);
    const rate = sent.length > 1 ? ((sent.length - 1) / ((sent.at(-1) - sent[0]) / 1000)) * 60 : 0;
    console.log(
      `rate: ${pass} pass, 50 concurrent asks at ${rpm}/min, concurrency ${concurrency}: ${served} requests sent in ${s.toFixed(2)} s` +
        (served > 1
          ? ` (attempts started at ${rate.toFixed(0)}/min, min gap ${Math.min(...gaps).toFixed(1)} ms; peak in flight at the server ${peak})`
          : "") +
        `, cache hits ${asker.stats().hits}`,
    );
  }
  server.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
