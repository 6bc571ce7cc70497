export const id = 839;
export const ids = [839];
export const modules = {

/***/ 4839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_FLAGS: () => (/* binding */ MERGE_FLAGS),
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
;// CONCATENATED MODULE: ./build/lib/leakage/held-findings.js
/** Bytes a merge may hold in all; each store takes its pages from it and gives them back. */
class HoldBudget {
    left;
    constructor(left) {
        this.left = left;
    }
    /** Whether `bytes` more fit; if so they are taken. */
    take(bytes) {
        if (bytes > this.left)
            return false;
        this.left -= bytes;
        return true;
    }
    give(bytes) {
        this.left += bytes;
    }
    /**
     * Whether a report of `fileBytes` may fit what is left: a scan's report file is about twice the
     * compact text of its findings (indentation), so one over three times the rest would fill it only
     * to give it back — the cost of holding for nothing, and memory the GC has yet to reclaim.
     */
    mayFit(fileBytes) {
        return fileBytes <= 3 * this.left;
    }
}
/** Bytes of a page; a finding longer than that (at most a few hundred KiB) gets a page of its own. */
const PAGE = 1 << 20;
/** Bytes the place of one finding costs (page, start, length: three 32-bit numbers). */
const PLACE = 12;
class HeldFindings {
    budget;
    pages = [];
    /** Bytes written in the last page. */
    used = 0;
    n = 0;
    cap = 0;
    places = new Uint32Array(0);
    taken = 0;
    released = false;
    encoder = new TextEncoder();
    holdout = 0;
    constructor(budget) {
        this.budget = budget;
    }
    get length() {
        return this.n;
    }
    /** Keeps `f`; false when the budget is spent, and then the store has given back all it held. */
    add(f) {
        if (this.released)
            return false;
        if (!this.put(f)) {
            this.release();
            return false;
        }
        return true;
    }
    put(f) {
        const text = JSON.stringify(f);
        if (this.n === this.cap && !this.grow())
            return false;
        let page = this.pages[this.pages.length - 1];
        let put = page ? this.encoder.encodeInto(text, page.subarray(this.used)) : { read: 0, written: 0 };
        if (!page || put.read < text.length) {
            // UTF-8 takes at most 3 bytes for each UTF-16 unit.
            const size = Math.max(PAGE, 3 * text.length);
            if (!this.takeBytes(size))
                return false;
            page = new Uint8Array(size);
            this.pages.push(page);
            this.used = 0;
            put = this.encoder.encodeInto(text, page);
        }
        const at = 3 * this.n++;
        this.places[at] = this.pages.length - 1;
        this.places[at + 1] = this.used;
        this.places[at + 2] = put.written;
        this.used += put.written;
        if (f.probe.holdout)
            this.holdout++;
        return true;
    }
    /** Gives every page back to the budget; the store is not read after this. */
    release() {
        this.released = true;
        this.pages.length = 0;
        this.places = new Uint32Array(0);
        this.n = 0;
        this.budget.give(this.taken);
        this.taken = 0;
    }
    *[Symbol.iterator]() {
        if (this.released)
            throw new Error("HeldFindings: read after release");
        const decoder = new TextDecoder();
        for (let k = 0; k < this.n; k++) {
            const page = this.pages[this.places[3 * k]];
            const start = this.places[3 * k + 1];
            yield JSON.parse(decoder.decode(page.subarray(start, start + this.places[3 * k + 2])));
        }
    }
    takeBytes(bytes) {
        if (!this.budget.take(bytes))
            return false;
        this.taken += bytes;
        return true;
    }
    grow() {
        const cap = Math.max(1024, this.cap * 2);
        if (!this.takeBytes((cap - this.cap) * PLACE))
            return false;
        const places = new Uint32Array(3 * cap);
        places.set(this.places);
        this.places = places;
        this.cap = cap;
        return true;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/report.js
var report = __webpack_require__(5515);
;// CONCATENATED MODULE: ./build/lib/leakage/merged-findings.js
/**
 * The findings of several reports in one report order, read as a k-way merge: each report's
 * findings are already in that order (compareFindings; a scan seals its sink so), so the merge
 * holds one finding a report, never all of them (docs/leakage.md "Scale-out"). Equal places keep
 * the order of the reports, then each report's own: what a stable sort of them all gives.
 */

/** An array as a merge source: a copy in report order (a stable sort), counted. */
function merged_findings_countedArray(findings) {
    const sorted = [...findings].sort(compareFindings);
    return Object.assign(sorted, { holdout: sorted.reduce((a, f) => a + (f.probe.holdout ? 1 : 0), 0) });
}
const before = (a, b) => {
    const c = (0,report/* compareFindings */.E)(a.finding, b.finding);
    return c < 0 || (c === 0 && a.source < b.source);
};
/** Re-iterable: each pass reads every source again (the JSON, then the SARIF writer). */
class MergedFindings {
    sources;
    length;
    holdout;
    constructor(sources) {
        this.sources = sources;
        this.length = sources.reduce((a, s) => a + s.length, 0);
        this.holdout = sources.reduce((a, s) => a + s.holdout, 0);
    }
    *[Symbol.iterator]() {
        const heap = [];
        const opened = [];
        try {
            for (const [source, s] of this.sources.entries()) {
                const rest = s[Symbol.iterator]();
                opened.push(rest);
                const first = rest.next();
                if (!first.done)
                    push(heap, { finding: first.value, source, rest });
            }
            while (heap.length > 0) {
                const top = heap[0];
                yield top.finding;
                const next = top.rest.next();
                if (next.done) {
                    const last = heap.pop();
                    if (heap.length > 0) {
                        heap[0] = last;
                        down(heap, 0);
                    }
                }
                else {
                    top.finding = next.value;
                    down(heap, 0);
                }
            }
        }
        finally {
            // A reader that stops early (the table's first rows) closes every source's file.
            for (const it of opened)
                it.return?.();
        }
    }
}
function push(heap, h) {
    heap.push(h);
    let i = heap.length - 1;
    while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(heap[i], heap[parent]))
            break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
    }
}
function down(heap, i) {
    for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < heap.length && before(heap[l], heap[least]))
            least = l;
        if (r < heap.length && before(heap[r], heap[least]))
            least = r;
        if (least === i)
            return;
        [heap[i], heap[least]] = [heap[least], heap[i]];
        i = least;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/fingerprint.js
var fingerprint = __webpack_require__(1073);
;// CONCATENATED MODULE: ./build/lib/leakage/merge-partitions.js
/**
 * Merging the reports of `--partition i/N` runs (src/leakage/partition.ts) into the report one
 * process would have written: same findings, corpora in the same order, the same fingerprint.
 * Refused, naming the report and the file: a partition given twice or missing (a gap: files no
 * report scanned), a file scanned by two reports (an overlap), a report whose files are not the
 * ones its manifest assigns it, and reports of different scans (file lists, probe sets, settings).
 */



function mergePartitions(reports) {
    const first = reports[0];
    const m0 = first.report.partition;
    const byIndex = checkPartitions(reports);
    // The corpora in the order one process reads them: the resolver's order, which the manifest keeps.
    const all = reports.map((r) => r.report);
    const entries = corpusEntries(all);
    const corpora = inManifestOrder(m0.files, entries);
    checkSourcesYield(m0.sources, entries);
    const findings = new MergedFindings(all.map((r) => r.findings));
    const settings = { ...first.report.settings };
    const sum = (k) => all.reduce((a, r) => a + r.stats[k], 0);
    const { partition: _dropped, ...rest } = first.report;
    // One partition's worker threads are not the scan's: a single process reports none per file set.
    const { workers: _workers, ...firstStats } = first.report.stats;
    return {
        ...rest,
        settings,
        fingerprint: (0,fingerprint/* fingerprint */.R)(settings, first.report.probeSets, corpora),
        corpora,
        findings,
        stats: {
            ...firstStats,
            corpusFiles: corpora.length,
            corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
            corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
            bytes: corpora.reduce((a, c) => a + c.bytes, 0),
            slowRecords: sum("slowRecords"),
            candidates: sum("candidates"),
            findings: findings.length,
            holdoutFindings: findings.holdout,
            seconds: all.reduce((a, r) => Math.max(a, r.stats.seconds), 0),
            partitionsMerged: [...byIndex.keys()].sort((a, b) => a - b),
        },
    };
}
/**
 * The reports are the partitions of one scan, each given once, each scanning exactly the files its
 * manifest assigns it, together every file; returns them by partition index.
 */
function checkPartitions(reports) {
    const first = reports[0];
    const m0 = first.report.partition;
    const byIndex = new Map();
    const scannedBy = new Map();
    for (const input of reports) {
        const { report, file } = input;
        const m = report.partition;
        checkOneScan(input, first);
        const prev = byIndex.get(m.index);
        if (prev)
            throw new errors/* InputError */.dz(`partition ${m.index}/${m.count} given twice (also ${prev.file})`, { file });
        byIndex.set(m.index, input);
        const assigned = [...new Set(m.files.filter((f) => f.partition === m.index).map((f) => f.file))];
        const scanned = [...new Set(report.corpora.map((c) => c.file))];
        for (const c of scanned) {
            const other = scannedBy.get(c);
            if (other !== undefined)
                throw new errors/* InputError */.dz(`${c} was scanned by both ${other} and ${file} (overlap)`, { file });
            scannedBy.set(c, file);
        }
        const extra = scanned.find((c) => !assigned.includes(c));
        const lacking = assigned.find((c) => !scanned.includes(c));
        if (extra !== undefined || lacking !== undefined) {
            throw new errors/* InputError */.dz(extra !== undefined
                ? `scanned ${extra}, which its manifest assigns to partition ${m.files.find((f) => f.file === extra)?.partition ?? "none"}`
                : `did not scan ${lacking}, which its manifest assigns to it`, { file });
        }
    }
    const gap = m0.files.find((f) => !scannedBy.has(f.file));
    if (gap !== undefined) {
        const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
        throw new errors/* InputError */.dz(`${gap.file} was scanned by no report (gap): partition${missing.length === 1 ? "" : "s"} ${missing.map((i) => `${i}/${m0.count}`).join(", ")} missing`);
    }
    const missing = Array.from({ length: m0.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length) {
        // Partitions with no file at all (more partitions than files) still must be given: a missing
        // report could as well have been one that failed.
        throw new errors/* InputError */.dz(`partitions missing: ${missing.map((i) => `${i}/${m0.count}`).join(", ")}`);
    }
    return byIndex;
}
/** One report is of the same scan as the first: partition count and method, settings, probe sets, file list. */
function checkOneScan({ report, file }, first) {
    const m0 = first.report.partition;
    const m = report.partition;
    if (m.count !== m0.count || m.by !== m0.by) {
        throw new errors/* InputError */.dz(`is partition ${m.index}/${m.count} by ${m.by}, but ${first.file} is ${m0.index}/${m0.count} by ${m0.by}: not one scan`, { file });
    }
    if (sameScan(report) !== sameScan(first.report)) {
        throw new errors/* InputError */.dz(`was made with other settings or probe sets than ${first.file}; not one scan`, { file });
    }
    if (fileList(m.files) !== fileList(m0.files)) {
        const other = new Map(m.files.map((f) => [f.file, f]));
        const mine = new Map(m0.files.map((f) => [f.file, f]));
        const diff = m0.files.find((f) => JSON.stringify(other.get(f.file)) !== JSON.stringify(f))?.file ??
            m.files.find((f) => !mine.has(f.file))?.file ??
            "(order)";
        throw new errors/* InputError */.dz(`lists other corpus files than ${first.file} (first difference: ${diff}): the partitions saw different file sets`, { file });
    }
}
const sameScan = (r) => JSON.stringify({ settings: r.settings, probes: r.probeSets.map((p) => [p.name, p.holdout, p.files]) });
const fileList = (fs) => JSON.stringify(fs);
/** Each corpus file's entries across the reports, in report order. */
function corpusEntries(all) {
    const entries = new Map();
    for (const r of all)
        for (const c of r.corpora) {
            const list = entries.get(c.file) ?? [];
            list.push(c);
            entries.set(c.file, list);
        }
    return entries;
}
/** The corpus entries in the manifest's order; a file listed k times takes its k entries in turn. */
function inManifestOrder(files, entries) {
    const taken = new Map();
    return files.map((f) => {
        const k = taken.get(f.file) ?? 0;
        taken.set(f.file, k + 1);
        const c = entries.get(f.file)?.[k];
        if (!c)
            throw new errors/* InputError */.dz(`${f.file} is listed ${k + 1} times in the manifest but scanned fewer times`);
        return c;
    });
}
/** Every source yields a record in some partition, as one process would require of it. */
function checkSourcesYield(sources, entries) {
    for (const s of sources) {
        const records = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.records, 0), 0);
        if (records === 0) {
            const skipped = s.files.reduce((a, f) => a + (entries.get(f) ?? []).reduce((b, c) => b + c.skipped, 0), 0);
            throw new errors/* InputError */.dz(skipped > 0
                ? `${s.source}: its field matches nothing in any of the ${skipped.toLocaleString("en-US")} records of its ${s.files.length} file(s), in any partition; check the field path`
                : `${s.source}: yields no record in any partition (${s.files.length} file(s))`);
        }
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/merge.js



/**
 * Combines the reports of `--shard i/N` runs of one scan. Every shard must be present exactly
 * once and all must share the fingerprint (same settings, probe files and corpus files); a
 * partial merge would report "nothing found" for lines nobody scanned.
 */
function mergeReports(reports) {
    const merged = mergeShardReports(reports.map(({ report, file }) => ({ report: { ...report, findings: countedArray(report.findings) }, file })));
    return { ...merged, findings: [...merged.findings] };
}
/**
 * `mergeReports` over reports whose findings are each in report order and read as they are
 * needed (src/leakage/sources/shard-file.ts): the merged findings are a k-way merge of them,
 * read again by each writer, so no finding is held (docs/leakage.md "Scale-out").
 */
function mergeShardReports(reports) {
    const first = reports[0];
    if (!first)
        throw new errors/* InputError */.dz("merge needs at least one report");
    const partitioned = reports.filter((r) => r.report.partition !== undefined);
    if (partitioned.length > 0) {
        if (partitioned.length < reports.length) {
            const odd = reports.find((r) => r.report.partition === undefined);
            throw new errors/* InputError */.dz(`is not a --partition report, but ${partitioned[0].file} is; merge one kind`, {
                file: odd.file,
            });
        }
        return mergePartitions(reports);
    }
    const count = first.report.settings.shard?.count ?? 1;
    const seen = new Map();
    for (const { report, file } of reports) {
        if (report.kind !== "contamgate.leakage" || report.version !== 1) {
            throw new errors/* InputError */.dz("not a contamgate leakage report (version 1)", { file });
        }
        if (report.fingerprint !== first.report.fingerprint) {
            throw new errors/* InputError */.dz(`was made by a different scan than ${first.file} (settings or inputs differ)`, { file });
        }
        const idx = report.settings.shard?.index ?? 1;
        const prev = seen.get(idx);
        if (prev !== undefined)
            throw new errors/* InputError */.dz(`shard ${idx}/${count} given twice (also ${prev})`, { file });
        seen.set(idx, file);
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length)
        throw new errors/* InputError */.dz(`shards missing: ${missing.map((i) => `${i}/${count}`).join(", ")}`);
    const all = reports.map((r) => r.report);
    const findings = new MergedFindings(all.map((r) => r.findings));
    const corpora = first.report.corpora.map((c, i) => ({
        ...c,
        records: all.reduce((a, r) => a + (r.corpora[i]?.records ?? 0), 0),
        skipped: all.reduce((a, r) => a + (r.corpora[i]?.skipped ?? 0), 0),
    }));
    const sum = (k) => all.reduce((a, r) => a + r.stats[k], 0);
    return {
        ...first.report,
        settings: { ...first.report.settings, shard: null },
        corpora,
        findings,
        stats: {
            ...first.report.stats,
            corpusRecords: sum("corpusRecords"),
            slowRecords: sum("slowRecords"),
            candidates: sum("candidates"),
            findings: findings.length,
            holdoutFindings: findings.holdout,
            seconds: all.reduce((a, r) => Math.max(a, r.stats.seconds), 0),
            shardsMerged: [...seen.keys()].sort((a, b) => a - b),
        },
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/stream-json/src/core/assembler.js
var assembler = __webpack_require__(1635);
// EXTERNAL MODULE: ./node_modules/stream-json/src/core/parser.js + 3 modules
var parser = __webpack_require__(9526);
// EXTERNAL MODULE: ./node_modules/stream-chain/src/defs.js
var defs = __webpack_require__(1008);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
;// CONCATENATED MODULE: ./build/lib/leakage/shard-schema.js
/**
 * What `merge` checks of a shard report before trusting it: the report's fields but its findings
 * (the head), and each finding on its own, so a report of millions of findings is checked one
 * finding at a time (docs/leakage.md "Scale-out"). A wrong field is an exit-4 error naming the
 * file and the field (a malformed shard was "internal error: Cannot read properties of undefined").
 */


const count = schemas.number().int().min(0);
const line = schemas.number().int().min(1);
const findingSchema = schemas.looseObject({
    probe: schemas.looseObject({
        set: schemas.string(),
        file: schemas.string(),
        line,
        holdout: schemas.boolean(),
        id: schemas.string().optional(),
        index: count.optional(),
    }),
    corpus: schemas.looseObject({ file: schemas.string(), line, index: count.optional() }),
    jaccard: schemas.number().min(0).max(1),
    containment: schemas.number().min(0).max(1),
    rules: schemas.array(schemas["enum"](["jaccard", "containment", "ngram13"])),
});
/** Everything merge and the renderers read of a shard report; extra fields are kept as they are. */
const headSchema = schemas.looseObject({
    kind: schemas.literal("contamgate.leakage"),
    version: schemas.literal(1),
    fingerprint: schemas.string(),
    settings: schemas.looseObject({
        shard: schemas.looseObject({ index: schemas.number().int().min(1), count: schemas.number().int().min(1) }).nullable(),
    }),
    probeSets: schemas.array(schemas.looseObject({ name: schemas.string(), holdout: schemas.boolean(), probes: count })),
    corpora: schemas.array(schemas.looseObject({ file: schemas.string(), records: count, skipped: count })),
    // The findings are checked one by one (checkShardFinding); the head holds an empty array.
    findings: schemas.array(schemas.unknown()),
    stats: schemas.looseObject({ corpusRecords: count, slowRecords: count, candidates: count, seconds: schemas.number().min(0) }),
    partition: schemas.looseObject({
        index: schemas.number().int().min(1),
        count: schemas.number().int().min(1),
        by: schemas["enum"](["hash", "size"]),
        files: schemas.array(schemas.looseObject({ file: schemas.string(), size: count, partition: schemas.number().int().min(1) })),
        sources: schemas.array(schemas.looseObject({ source: schemas.string(), files: schemas.array(schemas.string()) })),
    })
        .optional(),
});
/** The head's fields in the order they are checked: a wrong one before `findings` is named before a wrong finding. */
const HEAD_ORDER = Object.keys(headSchema.shape);
/**
 * One finding of a shard report, the `index`-th: the finding, or the first wrong field in it
 * (`findings.17.probe.line`).
 */
function checkShardFinding(value, index) {
    const r = findingSchema.safeParse(value);
    if (r.success)
        return value;
    const issue = r.error.issues[0];
    return { message: issue.message, field: ["findings", index, ...issue.path].map(String).join(".") };
}
/**
 * The head of a shard report (its `findings` an empty array where the report had its array), and
 * the first wrong finding if any → the head merge can trust, or the exit-4 error naming the first
 * wrong field in the order of the schema, findings in their place.
 */
function checkShardHead(value, file, findingIssue) {
    if (typeof value !== "object" || value === null || value.kind !== "contamgate.leakage") {
        throw new errors/* InputError */.dz("not a contamgate leakage report", { file });
    }
    if (value.version !== 1)
        throw new errors/* InputError */.dz("not a contamgate leakage report (version 1)", { file });
    const r = headSchema.safeParse(value);
    const issue = r.success ? null : r.error.issues[0];
    const findingsFirst = findingIssue !== null &&
        (issue === null || HEAD_ORDER.indexOf(String(issue.path[0])) > HEAD_ORDER.indexOf("findings"));
    if (findingsFirst)
        throw new errors/* InputError */.dz(`malformed shard report: ${findingIssue.message}`, { file, field: findingIssue.field });
    if (issue !== null) {
        throw new errors/* InputError */.dz(`malformed shard report: ${issue.message}`, {
            file,
            field: issue.path.map(String).join(".") || "(top level)",
        });
    }
    return value;
}

;// CONCATENATED MODULE: ./build/lib/leakage/shard-decoder.js
/**
 * A shard report's text, a piece at a time → its findings one by one and, at the end, its head
 * (every other field), in memory bounded whatever the number of findings (docs/leakage.md
 * "Scale-out"). stream-json's tokenizer does the JSON; this keeps the report's shape: the root is
 * an object, no top-level key twice (a second "findings" would be read as more findings where
 * JSON.parse keeps the last), findings in report order. A shard file can come from anyone, so
 * what one holds is capped (src/limits.ts): nesting, one string, one finding, the head.
 */







const isStart = (name) => name === "startObject" || name === "startArray";
const isEnd = (name) => name === "endObject" || name === "endArray";
/** What a token costs to hold, in the units of the caps: its characters, one at least. */
const charsOf = (t) => 1 + ("value" in t && typeof t.value === "string" ? t.value.length : 0);
/** A scalar at a value's place, as JSON.parse gives it. */
const scalar = (t) => (t.name === "numberValue" ? Number(t.value) : "value" in t ? t.value : undefined);
class ShardDecoder {
    file;
    mode;
    parse = (0,parser/* jsonParser */.Q$)({
        streamValues: false,
        maxDepth: limits/* MAX_SHARD_DEPTH */.U9,
        maxPackedLength: limits/* MAX_SHARD_STRING_CHARS */.cj,
    });
    depth = 0;
    started = false;
    key = null;
    keys = new Set();
    head = {};
    headChars = 0;
    /** Inside the top-level findings array. */
    inFindings = false;
    /** The value being put together (a head field's or a finding) and its size so far. */
    asm = null;
    valueChars = 0;
    previous = null;
    issue = null;
    out = [];
    /** Findings read so far. */
    count = 0;
    /** … of which are holdout findings. */
    holdout = 0;
    constructor(file, mode) {
        this.file = file;
        this.mode = mode;
    }
    /** The next piece of the text → the findings completed in it. */
    push(text) {
        this.tokens(this.run(text));
        const out = this.out;
        this.out = [];
        return out;
    }
    /** The end of the text → the head, checked in `check` mode (findings where they were: an empty array). */
    end() {
        this.tokens(this.run(defs/* none */.dv));
        if (!this.started || this.depth !== 0)
            throw new errors/* InputError */.dz("invalid JSON (the report ends early)", this.where());
        if (this.mode === "read")
            return this.head;
        return checkShardHead(this.head, this.file, this.issue);
    }
    run(text) {
        let r;
        try {
            // `none` flushes: a flushable stage without `final` is written `none` at the end (stream-chain's contract).
            r = this.parse(text);
        }
        catch (e) {
            const message = e instanceof Error ? e.message : "";
            if (e instanceof RangeError && message.includes("maxDepth"))
                throw new errors/* InputError */.dz(`nested deeper than ${limits/* MAX_SHARD_DEPTH */.U9} levels`, this.where());
            if (e instanceof RangeError && message.includes("maxPackedLength"))
                throw new errors/* InputError */.dz(`a string, key or number longer than ${(0,limits/* formatBytes */.z3)(limits/* MAX_SHARD_STRING_CHARS */.cj)}`, this.where());
            // The parser's own message never quotes the input, but ours names the place instead.
            throw new errors/* InputError */.dz("invalid JSON", this.where());
        }
        return r === defs/* none */.dv ? [] : r.values;
    }
    /** The field being read, for an error: `settings`, `findings.17`. */
    where() {
        if (this.inFindings)
            return { file: this.file, field: `findings.${this.count}` };
        return this.key === null ? { file: this.file } : { file: this.file, field: this.key };
    }
    tokens(tokens) {
        for (const t of tokens) {
            if (this.asm !== null) {
                this.asm.consume(t);
                this.grow(charsOf(t));
                if (isStart(t.name))
                    this.depth++;
                else if (isEnd(t.name)) {
                    this.depth--;
                    if (this.asm.done) {
                        const value = this.asm.current;
                        this.asm = null;
                        this.deliver(value);
                    }
                }
                continue;
            }
            if (this.depth === 0) {
                if (t.name !== "startObject")
                    throw new errors/* InputError */.dz("not a contamgate leakage report", { file: this.file });
                this.started = true;
                this.depth = 1;
            }
            else if (this.depth === 1)
                this.field(t);
            else if (t.name === "endArray") {
                this.inFindings = false;
                this.key = null;
                this.depth = 1;
            }
            else
                this.value(t);
        }
    }
    /** A token directly in the root object: a key, the end, or a value's start. */
    field(t) {
        if (t.name === "keyValue") {
            if (this.keys.has(t.value))
                throw new errors/* InputError */.dz("this key appears twice in the report", { file: this.file, field: t.value });
            this.keys.add(t.value);
            this.key = t.value;
            this.headChars += t.value.length;
        }
        else if (t.name === "endObject") {
            this.depth = 0;
            this.key = null;
        }
        else if (this.key === "findings" && t.name === "startArray") {
            this.put("findings", []);
            this.inFindings = true;
            this.depth = 2;
        }
        else
            this.value(t);
    }
    /** A value starts: a head field's or a finding. */
    value(t) {
        this.valueChars = 0;
        if (isStart(t.name)) {
            this.asm = new assembler/* Assembler */.t8();
            this.asm.consume(t);
            this.depth++;
            this.grow(1);
        }
        else {
            this.grow(charsOf(t));
            this.deliver(scalar(t));
        }
    }
    grow(chars) {
        this.valueChars += chars;
        if (this.inFindings) {
            if (this.valueChars > limits/* MAX_SHARD_FINDING_CHARS */.mh)
                throw new errors/* InputError */.dz(`a finding larger than ${(0,limits/* formatBytes */.z3)(limits/* MAX_SHARD_FINDING_CHARS */.mh)} (docs/reliability.md "Caps")`, this.where());
        }
        else if (this.headChars + this.valueChars > limits/* MAX_SHARD_HEAD_CHARS */.Vj) {
            throw new errors/* InputError */.dz(`the report holds more than ${(0,limits/* formatBytes */.z3)(limits/* MAX_SHARD_HEAD_CHARS */.Vj)} besides its findings (docs/reliability.md "Caps")`, this.where());
        }
    }
    deliver(value) {
        if (!this.inFindings) {
            this.headChars += this.valueChars;
            this.put(this.key, value);
            return;
        }
        const index = this.count++;
        if (this.mode === "check") {
            if (this.issue !== null)
                return;
            const f = checkShardFinding(value, index);
            if ("message" in f) {
                this.issue = f;
                return;
            }
            if (f.probe.holdout)
                this.holdout++;
            if (this.previous !== null && (0,report/* compareFindings */.E)(this.previous, f) > 0) {
                this.issue = {
                    message: "findings out of report order (corpus file, line, record, then the probe's place), as no scan writes them",
                    field: `findings.${index}`,
                };
            }
            this.previous = f;
            // Handed back while every finding so far is right: the reader may keep them (held-findings.ts).
            if (this.issue === null)
                this.out.push(f);
            return;
        }
        const f = value;
        if (f.probe.holdout)
            this.holdout++;
        if (this.previous !== null && (0,report/* compareFindings */.E)(this.previous, f) > 0) {
            throw new errors/* InputError */.dz("changed while merge read it (its findings are no longer in order)", this.where());
        }
        this.previous = f;
        this.out.push(f);
    }
    /** Like JSON.parse: `__proto__` is an own field, never the prototype. */
    put(key, value) {
        Object.defineProperty(this.head, key, { value, writable: true, enumerable: true, configurable: true });
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/shard-file.js
/**
 * A shard report on disk as `merge` reads it (docs/leakage.md "Scale-out"): once whole to check
 * it (every field, every finding, their order) keeping its head, its counts and — while they fit
 * the merge's budget — its findings in compact form; a report whose findings do not fit is read
 * again each time a writer walks the merged findings, a piece at a time, so a merge of millions
 * of findings holds the budget and one piece of each report.
 */




/** Bytes read at a time on the first read (one file open at a time). */
const CHECK_CHUNK = 1 << 20;
function shard_file_open(real, file) {
    try {
        return (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (e) {
        const code = e.code;
        throw new errors/* InputError */.dz(code === "ENOENT" ? "file not found" : "cannot read", { file });
    }
}
/** Every piece of the file through `decoder`, strict UTF-8; `each` sees the findings of a piece. */
function* pieces(fd, file, decoder, chunk) {
    const utf8 = new TextDecoder("utf-8", { fatal: true });
    const buf = Buffer.allocUnsafe(chunk);
    const text = (bytes) => {
        try {
            return bytes === undefined ? utf8.decode() : utf8.decode(bytes, { stream: true });
        }
        catch {
            throw new errors/* InputError */.dz("not valid UTF-8", { file });
        }
    };
    for (;;) {
        let got;
        try {
            got = (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, null);
        }
        catch {
            throw new errors/* InputError */.dz("cannot read", { file });
        }
        if (got === 0)
            break;
        yield decoder.push(text(buf.subarray(0, got)));
    }
    yield decoder.push(text(undefined));
    return decoder.end();
}
/** The findings of a checked report, read again from its file on each pass. */
class ShardFindings {
    real;
    file;
    identity;
    length;
    holdout;
    chunk;
    constructor(real, file, identity, length, holdout, chunk) {
        this.real = real;
        this.file = file;
        this.identity = identity;
        this.length = length;
        this.holdout = holdout;
        this.chunk = chunk;
    }
    *[Symbol.iterator]() {
        const fd = shard_file_open(this.real, this.file);
        try {
            const st = (0,external_node_fs_.fstatSync)(fd);
            const id = this.identity;
            if (st.dev !== id.dev || st.ino !== id.ino || st.size !== id.size || st.mtimeMs !== id.mtimeMs)
                throw new errors/* InputError */.dz("changed while merge read it", { file: this.file });
            const decoder = new ShardDecoder(this.file, "read");
            for (const found of pieces(fd, this.file, decoder, this.chunk))
                yield* found;
            if (decoder.count !== this.length || decoder.holdout !== this.holdout)
                throw new errors/* InputError */.dz("changed while merge read it", { file: this.file });
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
}
/**
 * The first read of a shard report at `real` (named `file` in messages): checked whole, exit 4
 * naming the first wrong field. Its findings are kept in memory while they fit `budget`
 * (src/leakage/held-findings.ts); otherwise they read the file again, `chunk` bytes at a time (a
 * merge of many reports reads each in smaller pieces).
 */
function readShardReport(real, file, chunk, budget) {
    const fd = shard_file_open(real, file);
    try {
        const identity = (0,external_node_fs_.fstatSync)(fd);
        const decoder = new ShardDecoder(file, "check");
        let held = budget.mayFit(identity.size) ? new HeldFindings(budget) : null;
        const it = pieces(fd, file, decoder, CHECK_CHUNK);
        let r = it.next();
        while (!r.done) {
            for (const f of r.value)
                if (held !== null && !held.add(f))
                    held = null;
            r = it.next();
        }
        const findings = held ?? new ShardFindings(real, file, identity, decoder.count, decoder.holdout, chunk);
        return { ...r.value, findings };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/render.js
var render = __webpack_require__(6949);
// EXTERNAL MODULE: ./build/lib/leakage/sources/repo-root.js
var repo_root = __webpack_require__(3671);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/progress.js
var cli_progress = __webpack_require__(5706);
// EXTERNAL MODULE: ./build/lib/leakage/progress.js
var leakage_progress = __webpack_require__(7154);
// EXTERNAL MODULE: ./build/lib/leakage/sources/file-sizes.js
var file_sizes = __webpack_require__(143);
// EXTERNAL MODULE: ./build/lib/cli/leakage.js + 1 modules
var leakage = __webpack_require__(9163);
;// CONCATENATED MODULE: ./build/lib/cli/merge.js

















const MERGE_FLAGS = {
    json: { type: "string" },
    sarif: { type: "string" },
    limit: { type: "string" },
    quiet: { type: "boolean" },
    help: { type: "boolean", short: "h" },
};
/** `contamgate merge a.json b.json …`: combine `leakage --shard i/N --json` reports (exit 1 if any finding). */
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,args/* parseFlags */.bQ)(argv, MERGE_FLAGS, true);
    if (values.help) {
        io.stdout("usage: contamgate merge REPORT.json ... [--json PATH] [--sarif PATH] [--limit N] [--quiet]\n\n" +
            "  --json PATH  write the merged report to PATH (- prints it instead of the table)\n\n" +
            "Combines the --json reports of `contamgate leakage --shard i/N` runs of one scan (every shard\n" +
            "exactly once), or of `--partition i/N` runs (every partition once, every corpus file scanned\n" +
            "by exactly one), into the report one process would have written; exit 1 when any found\n" +
            "something, 4 on a missing, repeated or foreign report, naming the file.\n" +
            "Progress (reports and bytes read, rate, ETA) goes to stderr; --quiet: none, and no table when clean.\n");
        return 0;
    }
    if (positionals.length === 0)
        throw new errors/* InputError */.dz("merge needs the shard reports: contamgate merge shard-*.json");
    const limit = (0,args/* rangedFlag */.oH)(values.limit, "limit", "limit") ?? ranges/* RANGES */.$M.limit.default;
    const root = await (0,repo_root/* repositoryRoot */.H)(io.cwd, io.env);
    const outputs = (0,leakage.reportOutputs)({ json: values.json, sarif: values.sarif }, io, root);
    const shards = positionals.map((file) => ({ what: `the shard report ${file}`, path: (0,external_node_path_.resolve)(io.cwd, file) }));
    await (0,output_file/* preflightOutputs */.K5)([outputs.json, outputs.sarif], shards);
    const reports = [];
    const budget = new HoldBudget(limits/* MAX_MERGE_HELD_BYTES */.eG);
    // The writers read every report not held at once, a piece of each: about 32 MiB of pieces in all.
    const chunk = Math.max(16 << 10, Math.min(1 << 20, Math.floor((32 << 20) / positionals.length)));
    // A thousand partitions' reports take a while to read: the look of the scan's progress line.
    const progress = values.quiet ? null : (0,cli_progress/* progressLines */.L)(io, "progress", "reports");
    const sizes = (0,file_sizes/* sizesOnDisk */.z)(shards);
    const meter = progress
        ? new leakage_progress/* ProgressMeter */.Z(progress.sink, sizes.reduce((a, b) => a + b, 0))
        : null;
    for (const [i, file] of positionals.entries()) {
        const { real } = await (0,checked_file/* checkInputFile */.xR)((0,external_node_path_.resolve)(io.cwd, file), {
            display: file,
            maxBytes: limits/* MAX_SHARD_REPORT_BYTES */.lg,
            what: "shard report",
            workspace: io.cwd,
            missing: "file not found",
        });
        reports.push({ report: readShardReport(real, file, chunk, budget), file });
        meter?.fileDone(1, sizes[i]);
        meter?.update(0, 0);
    }
    meter?.finish();
    progress?.end();
    const merged = mergeShardReports(reports);
    await (0,leakage.writeOutputs)(merged, outputs, io, root, shards);
    if (!outputs.jsonToStdout && (!values.quiet || merged.findings.length))
        io.stdout((0,render/* renderTable */.bo)(merged, limit));
    return (0,report/* exitCodeFor */.R)(merged);
}


/***/ })

};
