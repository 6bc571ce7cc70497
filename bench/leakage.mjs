// Leakage scan benchmark. Run `npx tsc -p .` first: this imports lib/.
//   node bench/leakage.mjs [--lines 1000000] [--bytes-per-line 80] [--probes 2000] [--brute-lines 2000] [--slice 100000]
//                          [--probe-sizes 2000,300000] (or 2000,20000,100000,300000) [--skip-brute] [--generate-only]
//   5M case: node bench/leakage.mjs --lines 5000000 --bytes-per-line 140
//   --probe-sizes "": skip the probe-scaling section.
// Generates a mixed Japanese/English corpus under /tmp (kept between runs), then measures:
//   read floor (bytes only), normalize+shingle floor, the full CLI scan (start-up and output
//   included, in a child process, peak RSS from the child), and brute force on a slice.
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  writeSync,
  closeSync,
  statSync,
  readFileSync,
  readSync,
} from "node:fs";
import { parseArgs } from "node:util";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { record } from "./record.mjs";

// The code the scan figures time (bench/results.json: a row is stale once one of these changes).
const CODE = ["src/leakage", "src/cli/leakage.ts", "src/text"];

// CONTAMGATE_LIB: another compiled tree (e.g. when lib/ is being rebuilt by someone else).
const libDir = process.env.CONTAMGATE_LIB ?? fileURLToPath(new URL("../lib/", import.meta.url));
const lib = (p) => import(pathToFileURL(`${libDir}/${p}`).href);
const { FAST_MAP } = await lib("leakage/fast-map.js");
const { bruteForce } = await lib("leakage/bruteforce.js");
const { parseRatio } = await lib("leakage/threshold.js");
const { KeyScratch, minOverlapFor } = await lib("leakage/probe-index.js");
const { KeyTable } = await lib("leakage/keytable.js");
const { DEFAULT_LANES } = await lib("leakage/worker-policy.js");

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "1000000" },
    "bytes-per-line": { type: "string", default: "80" },
    probes: { type: "string", default: "2000" },
    "brute-lines": { type: "string", default: "2000" },
    slice: { type: "string", default: "100000" },
    "generate-only": { type: "boolean" },
    "probe-sizes": { type: "string", default: "2000,300000" },
    "skip-brute": { type: "boolean" },
  },
});
const N = Number(values.lines);
const BPL = Number(values["bytes-per-line"]);
const P = Number(values.probes);
const dir = "/tmp/contamgate-bench";
mkdirSync(dir, { recursive: true });

// --- data --------------------------------------------------------------------------------------
let seed = 12345;
const rnd = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
};
const HIRA =
  "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだでどばびぶべぼぱぴぷぺぽっゃゅょ";
const KATA =
  "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンガギグゲゴザジズゼゾダデドバビブベボパピプペポッャュョー";
// 2,500 common-range kanji, 6,000 English-like words (Zipf-weighted): realistic shingle variety.
const KANJI = Array.from({ length: 2500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000)));
// English: 20,000 words of 2–9 letters drawn from English letter frequencies, used with a Zipf
// skew (a few words like "the" everywhere, most rare), so common and rare trigrams both occur.
const LETTERS = "eeeeeeeeeeeettttttttaaaaaaaaooooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllccuummwwffggyyppbbvkjxqz";
seed = 99;
const WORDS = Array.from({ length: 20000 }, () => {
  let w = "";
  const k = 2 + Math.floor(rnd() * 8);
  for (let j = 0; j < k; j++) w += LETTERS[Math.floor(rnd() * LETTERS.length)];
  return w;
});
const pick = (s) => s[Math.floor(rnd() * s.length)];
const zipf = (xs) => xs[Math.floor(xs.length * rnd() ** 3)];
function jp(chars) {
  let s = "";
  while (s.length < chars) {
    const r = rnd();
    if (r < 0.35) s += zipf(KANJI) + zipf(KANJI);
    else if (r < 0.75) {
      const k = 1 + Math.floor(rnd() * 3);
      for (let j = 0; j < k; j++) s += pick(HIRA);
    } else if (r < 0.9) {
      const k = 2 + Math.floor(rnd() * 4);
      for (let j = 0; j < k; j++) s += pick(KATA);
    } else s += rnd() < 0.5 ? "、" : " " + zipf(WORDS) + " ";
  }
  return s + (rnd() < 0.5 ? "。" : "？");
}
function en(bytes) {
  let s = zipf(WORDS);
  s = s[0].toUpperCase() + s.slice(1);
  while (s.length < bytes) s += (rnd() < 0.08 ? ", " : " ") + zipf(WORDS);
  return s + (rnd() < 0.7 ? "." : "?");
}
const line = (bytes) => (rnd() < 0.5 ? jp(Math.max(2, Math.round(bytes / 3))) : en(bytes));

const probesFile = `${dir}/probes-${P}.txt`;
seed = 777;
const probes = Array.from({ length: P }, () => line(30 + Math.floor(rnd() * 60)));
if (!existsSync(probesFile)) {
  const fd = openSync(probesFile, "w");
  writeSync(fd, probes.join("\n") + "\n");
  closeSync(fd);
}
const corpusFile = `${dir}/corpus-${N}-${BPL}.txt`;
if (!existsSync(corpusFile)) {
  const t = performance.now();
  seed = 4242;
  const fd = openSync(corpusFile, "w");
  let buf = [];
  for (let i = 0; i < N; i++) {
    const r = rnd();
    // ~0.1% planted copies (verbatim, embedded, full-width-free variants), the rest noise
    buf.push(
      r < 0.0005 ? pick(probes) : r < 0.001 ? jp(10) + pick(probes) : line(Math.round(BPL * (0.3 + 1.4 * rnd()))),
    );
    if (buf.length === 10000) {
      writeSync(fd, buf.join("\n") + "\n");
      buf = [];
    }
  }
  if (buf.length) writeSync(fd, buf.join("\n") + "\n");
  closeSync(fd);
  console.error(`generated ${corpusFile} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
// --- probe sets for the scaling section ---------------------------------------------------------
// Real question text first (the 600 MMLU questions of fixtures/demo/items.jsonl), then the 2,000
// bench probes (planted in the corpus), then extra probes: every tenth a line of the corpus itself
// (so findings grow with the probe count), the rest fresh lines of the corpus's mix (half
// Japanese, half English-like; JMMLU-like length), never in the corpus.
const SIZES = values["probe-sizes"]
  .split(",")
  .map((x) => x.trim())
  .filter(Boolean)
  .map(Number);
const scaleFile = (n) => `${dir}/scale-probes-${n}-of-${N}-${BPL}.txt`;
if (SIZES.length && !SIZES.every((n) => existsSync(scaleFile(n)))) {
  const mmlu = readFileSync(new URL("../fixtures/demo/items.jsonl", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l).question.replace(/\s+/g, " "));
  const corpusLines = readFileSync(corpusFile, "utf8").split("\n");
  const all = [...mmlu, ...probes];
  seed = 31337;
  const max = Math.max(...SIZES);
  for (let k = 0; all.length < max; k++)
    all.push(k % 10 === 0 ? corpusLines[(k * 7919) % (corpusLines.length - 1)] : line(30 + Math.floor(rnd() * 60)));
  for (const n of SIZES) {
    const fd = openSync(scaleFile(n), "w");
    writeSync(fd, all.slice(0, n).join("\n") + "\n");
    closeSync(fd);
  }
}
if (values["generate-only"]) process.exit(0);
const bytes = statSync(corpusFile).size;
const MB = bytes / 1e6;
console.log(`corpus: ${N.toLocaleString()} lines, ${MB.toFixed(1)} MB; probes: ${P}`);

// --- floors ------------------------------------------------------------------------------------
async function passes(work) {
  const t = performance.now();
  const c0 = process.cpuUsage();
  let acc = 0,
    lines = 0,
    carry = null;
  for await (const chunk of createReadStream(corpusFile, { highWaterMark: 1 << 20 })) {
    const buf = carry ? Buffer.concat([carry, chunk]) : chunk;
    let s = 0;
    for (;;) {
      const nl = buf.indexOf(10, s);
      if (nl < 0) break;
      if (work) acc ^= shingle(buf, s, nl);
      lines++;
      s = nl + 1;
    }
    carry = s < buf.length ? buf.subarray(s) : null;
  }
  const c = process.cpuUsage(c0);
  return { seconds: (performance.now() - t) / 1000, cpu: (c.user + c.system) / 1e6, acc, lines };
}
// Decode UTF-8, normalize through FAST_MAP, pack 3-gram keys: the scan's hot path without lookups.
const cps = new Int32Array(1 << 16);
function shingle(buf, s, e) {
  let n = 0,
    i = s;
  while (i < e) {
    const b = buf[i];
    let cp;
    if (b < 0x80) {
      cp = b;
      i++;
    } else if (b >= 0xe0 && b < 0xf0) {
      cp = ((b & 0x0f) << 12) | ((buf[i + 1] & 0x3f) << 6) | (buf[i + 2] & 0x3f);
      i += 3;
    } else {
      cp = ((b & 0x1f) << 6) | (buf[i + 1] & 0x3f);
      i += 2;
    }
    const m = FAST_MAP[cp];
    if (m >= 0) cps[n++] = m;
  }
  let h = 0;
  for (let j = 0; j + 3 <= n; j++)
    h ^= ((cps[j] << 10) | (cps[j + 1] >>> 11)) ^ (((cps[j + 1] & 0x7ff) << 21) | cps[j + 2]);
  return h;
}
const read = await passes(false);
const floor = await passes(true);
console.log(
  `machine load average (1 min): ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores — wall times are shared, CPU times are ours`,
);
console.log(
  `read only:                 ${read.seconds.toFixed(2)} s wall, ${read.cpu.toFixed(2)} s CPU  ${(MB / read.seconds).toFixed(0)} MB/s`,
);
console.log(
  `floor (read+norm+shingle): ${floor.seconds.toFixed(2)} s wall, ${floor.cpu.toFixed(2)} s CPU  ${(MB / floor.seconds).toFixed(0)} MB/s wall, ${(MB / floor.cpu).toFixed(0)} MB/s CPU`,
);

// --- the scan, as a user runs it ---------------------------------------------------------------
function runCli(corpus, extra = [], probes = probesFile) {
  const wrapper = `
    import { main } from ${JSON.stringify(pathToFileURL(libDir + "/cli/main.js").href)};
    import { processIo } from ${JSON.stringify(pathToFileURL(libDir + "/cli/io.js").href)};
    const code = await main(process.argv.slice(1), processIo());
    const u = process.resourceUsage();
    process.stderr.write("RSS " + u.maxRSS + " CPU " + (u.userCPUTime + u.systemCPUTime) + "\\n");
    process.exitCode = code;`;
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      wrapper,
      "leakage",
      "--probes",
      probes,
      "--corpus",
      corpus,
      "--json",
      `${dir}/report.json`,
      ...extra,
    ],
    { encoding: "utf8", maxBuffer: 1 << 28 },
  );
  const seconds = (performance.now() - t) / 1000;
  const rss = Number(/RSS (\d+)/.exec(r.stderr)?.[1] ?? NaN) * 1024;
  const cpu = Number(/CPU (\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`scan failed (${r.status}): ${r.stderr}`);
  return { seconds, rss, cpu, status: r.status, stdout: r.stdout };
}
const report1 = (() => {
  const r = runCli(corpusFile, ["--workers", "1"]);
  const rep = JSON.parse(readFileSync(`${dir}/report.json`, "utf8"));
  return { r, rep };
})();
const scan = runCli(corpusFile, ["--workers", "2"]);
const report = JSON.parse(readFileSync(`${dir}/report.json`, "utf8"));
// The default: no --workers at all, as check, the action and the library scan.
const scanDefault = runCli(corpusFile);
const reportDefault = JSON.parse(readFileSync(`${dir}/report.json`, "utf8"));
const show = (label, r, rep) => {
  console.log(
    `${label} ${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU  ${(MB / r.seconds).toFixed(0)} MB/s wall  ${(MB / r.cpu).toFixed(0)} MB/s CPU  ${(N / r.seconds / 1e6).toFixed(2)} M lines/s wall  peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB  (in-process ${rep.stats.seconds.toFixed(2)} s; ${(r.seconds / floor.seconds).toFixed(2)}× the floor wall, ${(r.cpu / floor.cpu).toFixed(2)}× CPU)`,
  );
};
show("scan, 1 thread (CLI):       ", report1.r, report1.rep);
show("scan, 2 workers (CLI):      ", scan, report);
show("scan, the default (CLI):    ", scanDefault, reportDefault);
console.log(
  `  target, the scan within 3× of the floor: 1 thread ${(report1.r.cpu / floor.cpu).toFixed(2)}× in CPU, ${(report1.r.seconds / floor.seconds).toFixed(2)}× in wall time; 2 workers ${(scan.seconds / floor.seconds).toFixed(2)}× in wall time (${availableParallelism()} cores)`,
);
console.log(
  `  findings ${report.stats.findings}, candidates ${report.stats.candidates}, slow-path records ${report.stats.slowRecords}; same findings with and without workers: ${JSON.stringify(report.findings) === JSON.stringify(report1.rep.findings) && JSON.stringify(reportDefault.findings) === JSON.stringify(report1.rep.findings)}`,
);
const corpusLabel = `${(N / 1e6).toLocaleString("en")}M mixed Japanese/English lines (${MB.toFixed(0)} MB) against ${P.toLocaleString("en")} probes`;
record({
  id: "leakage-scan-cpu",
  what: `leakage scan, ${corpusLabel}, one thread, CLI with start-up and output (peak RSS ${(report1.r.rss / 2 ** 20).toFixed(0)} MiB)`,
  value: report1.r.cpu,
  unit: "s CPU",
  baseline: { what: "read + normalize + shingle floor", value: floor.cpu, unit: "s CPU" },
  code: CODE,
});
const batches = (rep) => (rep.stats.workers ?? []).map((w) => w.batches).join(" + ") || "none";
record({
  id: "leakage-scan-workers",
  what: `the same scan with \`--workers 2\` (asked for: tried on any corpus, kept only while they pay; batches they scanned: ${batches(report)})`,
  value: scan.seconds,
  unit: "s wall",
  baseline: { what: "one thread, same run", value: report1.r.seconds, unit: "s wall" },
  code: CODE,
});
record({
  id: "leakage-scan-default",
  what: `the same scan with the default (no \`--workers\`: tried only on a corpus of ≥ ${(DEFAULT_LANES.minTrialBytes / 2 ** 20).toFixed(0)} MiB while a core is spare; batches the workers scanned: ${batches(reportDefault)})`,
  value: scanDefault.seconds,
  unit: "s wall",
  baseline: { what: "one thread, same run", value: report1.r.seconds, unit: "s wall" },
  code: CODE,
});

// --- brute force on a slice ----------------------------------------------------------------------
const rules = {
  width: 3,
  jaccard: parseRatio("0.8", "t"),
  containment: parseRatio("0.8", "c"),
  minContainmentShingles: 20,
  ngram13: false,
};
if (!values["skip-brute"]) {
  const SLICE = Math.min(Number(values.slice), N);
  const BL = Math.min(Number(values["brute-lines"]), SLICE);
  // only the head of the file: the 5M corpus does not fit in one JS string
  const headBytes = Buffer.alloc(Math.min(bytes, SLICE * BPL * 4 + (1 << 20)));
  {
    const hfd = openSync(corpusFile, "r");
    readSync(hfd, headBytes, 0, headBytes.length, 0);
    closeSync(hfd);
  }
  const all = headBytes.toString("utf8");
  let cut = 0;
  for (let i = 0; i < SLICE; i++) cut = all.indexOf("\n", cut) + 1;
  const sliceFile = `${dir}/slice-${SLICE}.txt`;
  const fd = openSync(sliceFile, "w");
  writeSync(fd, all.slice(0, cut));
  closeSync(fd);
  const sliceLines = all.slice(0, cut).split("\n").slice(0, BL);
  const sliceScan = runCli(sliceFile, ["--workers", "1"]);
  const sliceReport = JSON.parse(readFileSync(`${dir}/report.json`, "utf8"));
  const tb = performance.now();
  const cb = process.cpuUsage();
  bruteForce(readFileSync(probesFile, "utf8").split("\n").slice(0, P), sliceLines, rules);
  const bruteSeconds = (performance.now() - tb) / 1000;
  const cbu = process.cpuUsage(cb);
  const bruteCpuSlice = (((cbu.user + cbu.system) / 1e6) * SLICE) / BL;
  const bruteSlice = (bruteSeconds * SLICE) / BL;
  console.log(
    `brute force: ${BL.toLocaleString()} lines in ${bruteSeconds.toFixed(2)} s → ${SLICE.toLocaleString()}-line slice ≈ ${bruteSlice.toFixed(0)} s (linear in lines)`,
  );
  console.log(
    `scan of the ${SLICE.toLocaleString()}-line slice: ${sliceScan.seconds.toFixed(2)} s wall (${sliceReport.stats.seconds.toFixed(3)} s in-process)`,
  );
  console.log(
    `  ratio brute / scan:    ${(bruteSlice / sliceScan.seconds).toFixed(0)}× wall, ${(bruteSlice / sliceReport.stats.seconds).toFixed(0)}× in-process, ${(bruteCpuSlice / sliceScan.cpu).toFixed(0)}× CPU`,
  );
}

// --- probe scaling: 2k … 300k probes against the same corpus ----------------------------------------
if (SIZES.length) {
  console.log(`\nprobe scaling against the ${N.toLocaleString()}-line corpus (one thread, CLI, defaults):`);
  console.log(
    "  probes   index CPU  index MiB  peak RSS  scan CPU  scan/first  scan/floor  findings  candidates  = brute force (lines checked)",
  );
  const corpusLines = readFileSync(corpusFile, "utf8").split("\n");
  let first = null;
  for (const n of SIZES) {
    const r = runCli(corpusFile, ["--workers", "1"], scaleFile(n));
    const rep = JSON.parse(readFileSync(`${dir}/report.json`, "utf8"));
    const ix = rep.stats.index;
    // The scan proper: the child's CPU less the index build (start-up and output stay in).
    const scanCpu = r.cpu - ix.cpuSeconds;
    first ??= scanCpu;
    // Exactness at this size: brute force (every probe against every line) on the lines the scan
    // reported plus as many others, ~8M pairs in all, against the scan's findings on those lines.
    const texts = readFileSync(scaleFile(n), "utf8").split("\n").slice(0, n);
    const want = Math.max(10, Math.min(200, Math.floor(4e6 / n)));
    const found = [...new Set(rep.findings.map((f) => f.corpus.line))];
    const pickLines = new Set();
    for (let i = 0; i < want && i < found.length; i++)
      pickLines.add(found[Math.floor((i * found.length) / Math.min(want, found.length))]);
    seed = 4711 + n;
    while (pickLines.size < Math.min(2 * want, N)) pickLines.add(1 + Math.floor(rnd() * N));
    const chosen = [...pickLines].sort((a, b) => a - b);
    const key = (pl, cl, c, a, b, rs) => `${pl}|${cl}|${c}/${a}/${b}|${rs.join("+")}`;
    const expected = bruteForce(
      texts,
      chosen.map((l) => corpusLines[l - 1]),
      rules,
    )
      .map((p) => key(p.probe + 1, chosen[p.record], p.common, p.probeSize, p.corpusSize, p.rules))
      .sort();
    const chosenSet = new Set(chosen);
    const got = rep.findings
      .filter((f) => chosenSet.has(f.corpus.line))
      .map((f) => key(f.probe.line, f.corpus.line, f.shingles.common, f.shingles.probe, f.shingles.corpus, f.rules))
      .sort();
    const same = JSON.stringify(got) === JSON.stringify(expected);
    console.log(
      `  ${String(n).padStart(7)}  ${ix.cpuSeconds.toFixed(2).padStart(7)} s  ${(ix.bytes / 2 ** 20).toFixed(0).padStart(9)}  ${(r.rss / 2 ** 20).toFixed(0).padStart(5)} MiB  ${scanCpu.toFixed(2).padStart(6)} s  ${(scanCpu / first).toFixed(2).padStart(9)}×  ${(scanCpu / floor.cpu).toFixed(2).padStart(9)}×  ${String(rep.stats.findings).padStart(8)}  ${String(rep.stats.candidates).padStart(10)}  ${same} (${chosen.length} lines, ${expected.length} pairs)`,
    );
    if (!same) console.log(`    MISMATCH: brute force ${expected.length} pairs, scan ${got.length}`);
    if (n === SIZES.at(-1) && n !== SIZES[0])
      record({
        id: "leakage-probes-scaling",
        what: `leakage scan at ${n.toLocaleString("en")} probes against the ${(N / 1e6).toLocaleString("en")}M-line corpus, one thread, the CLI less the index build (index ${ix.cpuSeconds.toFixed(2)} s CPU, ${(ix.bytes / 2 ** 20).toFixed(0)} MiB; peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB; findings = brute force on ${chosen.length} lines: ${same})`,
        value: scanCpu,
        unit: "s CPU",
        baseline: { what: `the same at ${SIZES[0].toLocaleString("en")} probes`, value: first, unit: "s CPU" },
        code: CODE,
      });
  }
  console.log(
    "  targets: index under 10 s CPU and 1 GiB peak RSS at 300k probes; scan CPU at 300k within 3× of the first size; results = brute force",
  );

  // Why the scan grows with the probe count: the work of the exact filter itself. With the best
  // order there is (every shingle ranked by its true frequency in this corpus) and the shortest
  // prefix (one shared shingle, |A| − o + 1), the postings a corpus line reaches are Σ over probes
  // of the frequencies of their prefix shingles: measured here, per line and per probe.
  console.log(
    "\nfilter work, best case (true corpus frequencies, one-shingle prefixes): postings reached per corpus line",
  );
  console.log("  probes   per line   per probe per line   vs first size");
  let firstWork = null;
  for (const n of SIZES) {
    const w = prefixWork(readFileSync(scaleFile(n), "utf8").split("\n").slice(0, n), corpusLines);
    firstWork ??= w;
    console.log(
      `  ${String(n).padStart(7)}  ${w.toFixed(1).padStart(9)}  ${(w / n).toFixed(5).padStart(19)}  ${(w / firstWork).toFixed(1).padStart(12)}×`,
    );
  }
}

/** Σ over probes of the corpus frequency of the |A| − o + 1 rarest of their shingles, per line. */
function prefixWork(texts, corpusLines) {
  const ks = new KeyScratch(3);
  const table = new KeyTable(1 << 16);
  const probeIds = [];
  for (const t of texts) {
    const nk = ks.keys(t);
    const ids = new Set();
    for (let i = 0; i < nk; i++) {
      let id = table.putIfAbsent(ks.hi[i], ks.lo[i], table.size);
      if (id < 0) id = table.size - 1;
      ids.add(id);
    }
    probeIds.push([...ids]);
  }
  const df = new Float64Array(table.size);
  const seen = new Int32Array(table.size);
  let lines = 0;
  for (const l of corpusLines) {
    if (l === "") continue;
    lines++;
    const nk = ks.keys(l);
    for (let i = 0; i < nk; i++) {
      const id = table.get(ks.hi[i], ks.lo[i]);
      if (id >= 0 && seen[id] !== lines) {
        seen[id] = lines;
        df[id]++;
      }
    }
  }
  let sum = 0;
  for (const ids of probeIds) {
    if (ids.length === 0) continue;
    const pre = ids.length - minOverlapFor(rules, ids.length) + 1;
    const f = ids.map((id) => df[id]).sort((a, b) => a - b);
    for (let i = 0; i < pre; i++) sum += f[i];
  }
  return sum / lines;
}
