import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BatchRequest, type BatchResult, scanBatch } from "../../src/leakage/batch-scan.js";
import { LineScanner } from "../../src/leakage/line-scanner.js";
import { type BatchLanes, scanTextParallel } from "../../src/leakage/parallel.js";
import { ProbeIndex } from "../../src/leakage/probe-index.js";
import type { SourceFile } from "../../src/leakage/sources/types.js";
import { parseRatio } from "../../src/leakage/threshold.js";
import {
  ASKED_LANES,
  DEFAULT_LANES,
  type Lane,
  type LaneConfig,
  LanePolicy,
  mayTryWorkers,
} from "../../src/leakage/worker-policy.js";
import { generate } from "./generate.js";

const MB = 2 ** 20;

/**
 * A whole scan of `total` bytes under the policy, each lane at a fixed rate (bytes a second), in
 * the scan's own windows: the seconds it takes and the lanes it used. Rates and the cores other
 * processes leave spare may change mid-scan; `known`: the corpus size the policy is told (0: unknown).
 */
function simulate(
  total: number,
  rate: (lane: Lane, at: number) => number,
  config: LaneConfig = ASKED_LANES,
  spare: (at: number) => number = () => 1,
  known = total,
) {
  const policy = new LanePolicy(config, known);
  let at = 0;
  let seconds = 0;
  const lanes: Lane[] = [];
  while (at < total) {
    const { lane, warmingUp } = policy.next();
    const bytes = Math.min(total - at, warmingUp ? config.warmupBytes : config.windowBytes);
    const s = bytes / rate(lane, at);
    seconds += s;
    lanes.push(lane);
    if (warmingUp) policy.warmed(bytes);
    else policy.observe({ lane, bytes, seconds: s, spareCores: spare(at) });
    at += bytes;
  }
  return { seconds, lanes, choice: policy.choice };
}

describe("the lane policy of --workers N (throughputs injected, no clock)", () => {
  const size = 695e6; // the 5M-line bench corpus

  it("keeps the workers when they scan faster than one thread by more than the margin", () => {
    const r = simulate(size, (lane) => (lane === "workers" ? 180e6 : 100e6));
    expect(r.choice).toBe("workers");
    expect(r.lanes.slice(0, 3)).toEqual(["inline", "inline", "workers"]);
    const workers = r.lanes.filter((l) => l === "workers").length;
    expect(workers).toBeGreaterThan(r.lanes.length * 0.8);
  });

  it("stays on one thread when the workers gain less than the margin, or lose", () => {
    for (const w of [105e6, 60e6, 20e6]) {
      const r = simulate(size, (lane) => (lane === "workers" ? w : 100e6));
      expect(r.choice).toBe("inline");
      // A small margin over one thread all along: the first trial (one window at the slower rate),
      // then trials spaced so that each costs at most 1/exploreEvery of the windows between.
      const oneThread = size / 100e6;
      const firstTrial = ASKED_LANES.windowBytes * (1 / w - 1 / 100e6);
      expect(r.seconds).toBeLessThanOrEqual(oneThread * (1 + 1 / ASKED_LANES.exploreEvery) + firstTrial);
    }
  });

  it("never starts a worker on a corpus smaller than the warm-up and one window of one thread", () => {
    const small = ASKED_LANES.warmupBytes + ASKED_LANES.windowBytes;
    const r = simulate(small, (lane) => (lane === "workers" ? 1e9 : 1e6));
    expect(r.lanes.every((l) => l === "inline")).toBe(true);
  });

  it("notices a second core that becomes busy mid-scan, and one that becomes free", () => {
    // Workers twice as fast for the first 200 MB, then half as fast (another job took the core).
    const busy = simulate(size, (lane, at) => (lane === "workers" ? (at < 200e6 ? 200e6 : 50e6) : 100e6));
    expect(busy.choice).toBe("inline");
    expect(busy.lanes.slice(3, 8)).toContain("workers");
    // The reverse: workers lose at first, then the core frees up.
    const freed = simulate(size, (lane, at) => (lane === "workers" ? (at < 150e6 ? 50e6 : 200e6) : 100e6));
    expect(freed.choice).toBe("workers");
  });

  it("explores the other lane half as often each time the choice holds", () => {
    const config: LaneConfig = { ...ASKED_LANES, warmupBytes: 1, windowBytes: 1, exploreEvery: 2 };
    const r = simulate(40, (lane) => (lane === "workers" ? 0.5 : 1), config);
    // warm-up, inline, workers (first trial), then inline ×2, workers, inline ×4, workers, inline ×8, workers …
    const trials = r.lanes.flatMap((l, i) => (l === "workers" ? [i] : []));
    expect(trials.slice(0, 4)).toEqual([2, 5, 10, 19]);
  });
});

describe("the default's lane policy: never more than one thread beyond noise (throughputs injected)", () => {
  const one = 100e6;
  const oneThread = (bytes: number) => bytes / one;
  // The bench's corpora: 1M lines (82 MB) and 5M lines (695 MB).
  const small = 82e6;
  const large = 695e6;

  it("never tries the workers on a corpus under the size at which a lost trial stays within noise", () => {
    expect(DEFAULT_LANES.minTrialBytes).toBeGreaterThan(small);
    expect(DEFAULT_LANES.minTrialBytes).toBeLessThan(large);
    for (const size of [small, DEFAULT_LANES.minTrialBytes - 1]) {
      // Workers ten times as fast and a whole core spare: still no trial, so exactly one thread's time.
      const r = simulate(size, (lane) => (lane === "workers" ? 10 * one : one), DEFAULT_LANES);
      expect(r.lanes.every((l) => l === "inline")).toBe(true);
      expect(r.seconds).toBeCloseTo(oneThread(size), 9);
    }
  });

  it("starts no pool for a corpus of known size under it (the scan is then the one-thread scan)", () => {
    expect(mayTryWorkers(DEFAULT_LANES, small, true)).toBe(false);
    expect(mayTryWorkers(DEFAULT_LANES, DEFAULT_LANES.minTrialBytes, true)).toBe(true);
    // A compressed file or standard input may hold more than its size on disk says.
    expect(mayTryWorkers(DEFAULT_LANES, small, false)).toBe(true);
    // --workers N asked for: any corpus.
    expect(mayTryWorkers(ASKED_LANES, 1, true)).toBe(true);
  });

  it("tries them on a large corpus right after one thread's measured window, and keeps them when they pay", () => {
    const r = simulate(large, (lane) => (lane === "workers" ? 1.58 * one : one), DEFAULT_LANES);
    expect(r.lanes.slice(0, 3)).toEqual(["inline", "inline", "workers"]);
    expect(r.choice).toBe("workers");
    expect(r.seconds).toBeLessThan(oneThread(large) / 1.4);
  });

  it("steps aside without a trial while no core is spare, and the scan takes one thread's time exactly", () => {
    // One busy process on the second core: the workers would lose, and are never started.
    for (const spare of [0, 0.3, DEFAULT_LANES.minSpareCores - 0.01, Number.NaN]) {
      const r = simulate(
        large,
        (lane) => (lane === "workers" ? one / 2.66 : one),
        DEFAULT_LANES,
        () => spare,
      );
      expect(r.lanes.every((l) => l === "inline")).toBe(true);
      expect(r.seconds).toBeCloseTo(oneThread(large), 9);
    }
  });

  it("bounds a trial that loses after all (the core became busy just then) by the noise share", () => {
    // The worst measured loss: workers at 1/2.66 of one thread. The first trial costs at most
    // NOISE of the corpus; the later ones (only while a core is spare) at most 1/exploreEvery.
    for (const size of [DEFAULT_LANES.minTrialBytes, large, 2 * large]) {
      const r = simulate(size, (lane) => (lane === "workers" ? one / 2.66 : one), DEFAULT_LANES);
      expect(r.lanes).toContain("workers");
      expect(r.choice).toBe("inline");
      const firstTrial = DEFAULT_LANES.windowBytes * (2.66 - 1);
      expect(firstTrial / size).toBeLessThanOrEqual(0.05);
      expect(r.seconds).toBeLessThanOrEqual(oneThread(size) * (1 + 1 / DEFAULT_LANES.exploreEvery) + firstTrial / one);
    }
  });

  it("on a corpus of unknown size, tries only once the bytes scanned reach that size", () => {
    const r = simulate(
      large,
      (lane) => (lane === "workers" ? 1.58 * one : one),
      DEFAULT_LANES,
      () => 1,
      0,
    );
    const first = r.lanes.indexOf("workers");
    const before = DEFAULT_LANES.warmupBytes + (first - 1) * DEFAULT_LANES.windowBytes;
    expect(before).toBeGreaterThanOrEqual(DEFAULT_LANES.minTrialBytes);
    expect(before - DEFAULT_LANES.windowBytes).toBeLessThan(DEFAULT_LANES.minTrialBytes);
    expect(r.choice).toBe("workers");
  });

  it("takes a core freed mid-scan, and tries again only while one is spare", () => {
    // Busy for the first 300 MB: no trial then; the core frees: a trial at the next window, kept.
    const freed = simulate(
      large,
      (lane, at) => (lane === "workers" ? (at < 300e6 ? one / 2 : 1.8 * one) : one),
      DEFAULT_LANES,
      (at) => (at < 300e6 ? 0 : 1),
    );
    // The trial is the window right after the first one of one thread that started with a core spare.
    const first = freed.lanes.indexOf("workers");
    const start = (i: number) => DEFAULT_LANES.warmupBytes + (i - 1) * DEFAULT_LANES.windowBytes;
    expect(start(first - 1)).toBeGreaterThanOrEqual(300e6);
    expect(start(first - 2)).toBeLessThan(300e6);
    expect(freed.choice).toBe("workers");
    // Workers lost their trial and the core stays busy: one trial only, however long the scan.
    const busy = simulate(
      4 * large,
      (lane) => (lane === "workers" ? one / 2 : one),
      DEFAULT_LANES,
      (at) => (at < 30e6 ? 1 : 0),
    );
    expect(busy.lanes.filter((l) => l === "workers")).toHaveLength(1);
  });
});

/** Lanes in this thread: the "workers" answer asynchronously and out of order; a fake clock. */
class FakeLanes implements BatchLanes {
  readonly used: Lane[] = [];
  readonly policy: LanePolicy;
  /** Whether the workers were ever started. */
  started = false;
  private clock = 0;
  private readonly scanner: LineScanner;
  constructor(
    index: ProbeIndex,
    lanes: LaneConfig,
    private readonly rate: Record<Lane, number>,
    readonly size = 2,
    private readonly spare = 1,
    corpusBytes = 0,
  ) {
    this.scanner = new LineScanner(index);
    this.policy = new LanePolicy(lanes, corpusBytes);
  }
  get windows() {
    return this.policy.windows;
  }
  now(): number {
    return this.clock;
  }
  spareCores(): () => number {
    return () => this.spare;
  }
  async ready(): Promise<void> {
    this.started = true;
  }
  check(): void {}
  scanInline(req: BatchRequest): BatchResult {
    this.used.push("inline");
    this.clock += (req.buf.length / this.rate.inline) * 1000;
    return scanBatch(this.scanner, req);
  }
  run(req: BatchRequest): Promise<BatchResult> {
    this.used.push("workers");
    this.clock += (req.buf.length / this.rate.workers) * 1000;
    const r = scanBatch(this.scanner, req);
    // As postMessage with a transfer list does: the sender's buffer is detached (length 0).
    structuredClone(req.buf, { transfer: [req.buf.buffer as ArrayBuffer] });
    // Later batches may come back first.
    return new Promise((resolve) => setTimeout(() => resolve(r), req.id % 3));
  }
}

describe("scanTextParallel across lane switches", () => {
  const data = generate(20261206, 150, 40_000);
  const dir = mkdtempSync(join(tmpdir(), "cg-lanes-"));
  const file = join(dir, "corpus.txt");
  // A byte-order mark first and no final newline: the line numbering's two edges.
  writeFileSync(file, `\ufeff${Array.from({ length: 3 }, () => data.corpus.join("\n")).join("\n")}`);
  const src: SourceFile = {
    path: file,
    display: "corpus.txt",
    format: "text",
    compression: "none",
    stdin: null,
    skipPrefixes: [],
  };
  const rules = {
    width: 3,
    jaccard: parseRatio("0.8", "t"),
    containment: parseRatio("0.8", "c"),
    minContainmentShingles: 20,
    ngram13: false,
  };
  const index = ProbeIndex.build(
    data.probes.map((p) => p.text),
    rules,
  );
  const run = async (lanes: FakeLanes, shard: { index: number; count: number } | null = null) => {
    const found: string[] = [];
    const out = await scanTextParallel(src, lanes, shard, (m, line) =>
      found.push(`${line}|${m.probe}|${m.common}|${m.probeSize}|${m.corpusSize}|${m.rules}`),
    );
    return { found, out };
  };
  const small: LaneConfig = { ...ASKED_LANES, warmupBytes: MB, windowBytes: 2 * MB, exploreEvery: 1 };
  // The one-thread scan every other is compared with, run once.
  let oneThreadRun: ReturnType<typeof run> | null = null;
  const oneThreadScan = () =>
    (oneThreadRun ??= run(new FakeLanes(index, { ...small, warmupBytes: Infinity }, { inline: 1, workers: 1 })));

  it("finds the same pairs on the same lines whichever lane scans each window", async () => {
    const oneThread = await oneThreadScan();
    expect(oneThread.found.length).toBeGreaterThan(50);
    for (const rate of [
      { inline: 100e6, workers: 300e6 },
      { inline: 100e6, workers: 30e6 },
    ]) {
      const lanes = new FakeLanes(index, small, rate);
      const got = await run(lanes);
      expect(lanes.used).toContain("inline");
      expect(lanes.used).toContain("workers");
      expect(got.found).toEqual(oneThread.found);
      expect(got.out.stats.lines).toBe(oneThread.out.stats.lines);
      expect(got.out.stats.records).toBe(oneThread.out.stats.records);
      expect(got.out.stats.sha256).toBe(oneThread.out.stats.sha256);
      // The measured windows carry the injected rates, and the choice follows them.
      for (const w of lanes.windows) expect(w.bytes / w.seconds).toBeCloseTo(rate[w.lane], -3);
      const faster: Lane = rate.workers > rate.inline ? "workers" : "inline";
      const count = (l: Lane) => lanes.used.filter((u) => u === l).length;
      expect(count(faster)).toBeGreaterThan(count(faster === "workers" ? "inline" : "workers"));
    }
  });

  it("the default's lanes: no worker started while no core is spare, the same findings when one is", async () => {
    const oneThread = await oneThreadScan();
    const size = statSync(file).size;
    const auto: LaneConfig = { ...small, minTrialBytes: size - MB, minSpareCores: 0.5 };
    const busy = new FakeLanes(index, auto, { inline: 100e6, workers: 300e6 }, 2, 0, size);
    const got = await run(busy);
    expect(busy.started).toBe(false);
    expect(busy.used).not.toContain("workers");
    expect(got.found).toEqual(oneThread.found);
    const spare = new FakeLanes(index, auto, { inline: 100e6, workers: 300e6 }, 2, 1, size);
    const withWorkers = await run(spare);
    expect(spare.started).toBe(true);
    expect(spare.used).toContain("workers");
    expect(withWorkers.found).toEqual(oneThread.found);
    expect(withWorkers.out.stats.sha256).toBe(oneThread.out.stats.sha256);
  });

  it("numbers lines for --shard as one thread does across lane switches", async () => {
    const shard = { index: 2, count: 3 };
    const oneThread = await run(
      new FakeLanes(index, { ...small, warmupBytes: Infinity }, { inline: 1, workers: 1 }),
      shard,
    );
    const got = await run(new FakeLanes(index, small, { inline: 100e6, workers: 300e6 }), shard);
    expect(got.found.length).toBeGreaterThan(10);
    expect(got.found).toEqual(oneThread.found);
  });
});
