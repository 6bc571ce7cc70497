import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./build/lib/leakage/batch-scan.js
function scanBatch(scanner, req) {
    const buf = Buffer.from(req.buf.buffer, req.buf.byteOffset, req.buf.byteLength);
    const prefixes = req.skipPrefixes.map((p) => Buffer.from(p, "utf8")).filter((p) => p.length > 0);
    const out = [];
    const slow0 = scanner.slowRecords;
    const cand0 = scanner.candidates;
    let records = 0;
    let line = 0;
    let s = 0;
    const shard = req.shard;
    while (s < buf.length) {
        let nl = buf.indexOf(10, s);
        if (nl < 0)
            nl = buf.length;
        line++;
        const e = nl > s && buf[nl - 1] === 13 ? nl - 1 : nl;
        if (req.atStart && line === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf)
            s += 3; // as read-records.ts
        if (!shard || (shard.firstLine + line - 2) % shard.count === shard.index - 1) {
            let skip = false;
            for (const p of prefixes)
                if (e - s >= p.length && buf.compare(p, 0, p.length, s, s + p.length) === 0)
                    skip = true;
            if (!skip) {
                records++;
                if (scanner.scanBytes(buf, s, e) > 0) {
                    for (const m of scanner.matches)
                        out.push(line, m.probe, m.common, m.probeSize, m.corpusSize, m.rules);
                }
            }
        }
        s = nl + 1;
    }
    return {
        id: req.id,
        out: Int32Array.from(out),
        lines: line,
        records,
        slowRecords: scanner.slowRecords - slow0,
        candidates: scanner.candidates - cand0,
    };
}

;// CONCATENATED MODULE: ./build/lib/leakage/normalize.js
/**
 * The leakage normalization (docs/leakage.md, "Normalization"), in this order:
 *   1. Unicode NFKC of the whole text;
 *   2. drop every code point matched by JavaScript `\s`, the 32 ASCII punctuation characters and
 *      、。「」『』【】〈〉《》〔〕・…‥ー〜;
 *   3. `toLowerCase()` of what is left (the whole remaining string, so Greek final sigma follows
 *      the Unicode context rule);
 *   4. katakana U+30A1–U+30F6 → hiragana (−0x60).
 * `normalizeText` is the specification; the byte-level fast path in `fast-map.ts` must agree
 * with it (tests check every code point it covers and random mixtures).
 */
const ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const JAPANESE_PUNCTUATION = "、。「」『』【】〈〉《》〔〕・…‥ー〜";
const DROP = new Set();
for (const ch of ASCII_PUNCTUATION + JAPANESE_PUNCTUATION)
    DROP.add(ch.codePointAt(0));
const WHITESPACE = /\s/u;
function isDropped(cp) {
    return DROP.has(cp) || WHITESPACE.test(String.fromCodePoint(cp));
}
/** The specification pipeline on a JS string; returns the normalized string. */
function normalizeText(text) {
    const nfkc = text.normalize("NFKC");
    let kept = "";
    for (const ch of nfkc) {
        if (!isDropped(ch.codePointAt(0)))
            kept += ch;
    }
    const lower = kept.toLowerCase();
    let out = "";
    for (const ch of lower) {
        const cp = ch.codePointAt(0);
        out += cp >= 0x30a1 && cp <= 0x30f6 ? String.fromCodePoint(cp - 0x60) : ch;
    }
    return out;
}
/** Normalized text as code points (what shingles are built from). */
function normalize_normalizeToCodePoints(text) {
    const out = [];
    for (const ch of normalizeText(text))
        out.push(ch.codePointAt(0));
    return out;
}

;// CONCATENATED MODULE: ./build/lib/leakage/fast-map.js

/**
 * Per-code-point shortcut for the normalization, for BMP code points whose normalization in any
 * context equals their normalization alone: starters (combining class 0) that compose with
 * nothing in the covered set. Each entry is derived from `normalizeText` of that one code point,
 * so the table cannot drift from the specification; which ranges are safe to cover is the only
 * judgement here, and the tests check it (every covered code point, all kana pairs, random mixes).
 * Anything else (combining marks, the half-width voiced marks U+FF9E/U+FF9F, Latin with
 * diacritics, astral code points) sends the whole line to the specification pipeline.
 */
const FAST_SLOW = -1;
const FAST_DROP = -2;
const COVERED = [
    [0x0000, 0x007f], // ASCII
    [0x00a0, 0x00a0], // no-break space
    [0x2000, 0x200a], // spaces
    [0x2025, 0x2026], // ‥ …
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3029], // CJK symbols and punctuation, up to the combining tone marks U+302A–302F
    [0x3030, 0x303f],
    [0x3041, 0x3096], // hiragana (the combining voiced marks U+3099/309A are excluded)
    [0x309d, 0x309e],
    [0x30a0, 0x30ff], // katakana
    [0x3400, 0x4dbf], // CJK extension A
    [0x4e00, 0x9fff], // CJK unified ideographs
    [0xfeff, 0xfeff],
    [0xff01, 0xff9d], // full-width ASCII, half-width punctuation and katakana (not the voiced marks)
];
function build() {
    const map = new Int32Array(0x10000).fill(FAST_SLOW);
    for (const [lo, hi] of COVERED) {
        for (let cp = lo; cp <= hi; cp++) {
            const n = normalizeText(String.fromCharCode(cp));
            if (n.length === 0)
                map[cp] = FAST_DROP;
            else if (n.length === 1 && !(n.charCodeAt(0) >= 0xd800 && n.charCodeAt(0) <= 0xdfff))
                map[cp] = n.charCodeAt(0);
        }
    }
    return map;
}
/** cp (BMP) → normalized cp, FAST_DROP, or FAST_SLOW. */
const FAST_MAP = build();
/**
 * Normalized code points of `text`: the per-code-point table when every UTF-16 unit is covered,
 * else the specification pipeline.
 */
function normalizeStringFast(text) {
    const out = [];
    const map = FAST_MAP;
    for (let i = 0; i < text.length; i++) {
        const m = map[text.charCodeAt(i)];
        if (m >= 0)
            out.push(m);
        else if (m === FAST_SLOW)
            return normalizeToCodePoints(text);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/lib/leakage/janitor.js
/**
 * The word 13-gram rule of lm-evaluation-harness (`decontamination/janitor.py`): ASCII letters
 * lower-cased, the 32 ASCII punctuation characters deleted (`str.translate`), split on Python
 * whitespace (`str.split()`), n-grams joined by one space. A probe with fewer than n words has
 * no n-grams, so the rule cannot fire for it.
 */

const NGRAM_N = 13;
// Python's str.isspace(), which str.split() uses (it differs from JavaScript's \s).
const PY_SPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
const PUNCT = new Set(ASCII_PUNCTUATION);
function janitorNormalize(s) {
    let out = "";
    for (let i = 0; i < s.length; i++) {
        const ch = s[i];
        const c = s.charCodeAt(i);
        if (PUNCT.has(ch))
            continue;
        out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch;
    }
    return out;
}
function wordNgrams(text, n = NGRAM_N) {
    const words = janitorNormalize(text)
        .split(PY_SPACE)
        .filter((w) => w.length > 0);
    const grams = [];
    for (let i = 0; i + n <= words.length; i++)
        grams.push(words.slice(i, i + n).join(" "));
    return grams;
}

;// CONCATENATED MODULE: ./build/lib/leakage/keytable.js
/**
 * Exact shingle keys: up to three code points (21 bits each) packed into 63 bits, held as two
 * int32 halves, so sets are exact (no hash collisions can merge two shingles). A short text
 * (fewer code points than the shingle width) pads with FILL, a value no code point can take.
 */
const FILL = 0x1fffff;
const MAX_WIDTH = 3;
function keyHi(c0, c1) {
    return (c0 << 10) | (c1 >>> 11);
}
function keyLo(c1, c2) {
    return ((c1 & 0x7ff) << 21) | c2;
}
function mix(hi, lo) {
    let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
}
/** Int32Array of n, on a SharedArrayBuffer when `shared` (workers then read the same memory). */
function int32(n, shared) {
    return shared ? new Int32Array(new SharedArrayBuffer(4 * n)) : new Int32Array(n);
}
/**
 * Open-addressing map from a packed key to a non-negative int; get() is -1 when absent. Each
 * slot is [hi, lo, value, passed] in one Int32Array, so a probe touches one cache line; `passed`
 * is 1 when some key was placed beyond the slot by linear probing, so a lookup that finds its
 * home slot holding another key (or nothing) and `passed` 0 is answered there, without a branch
 * on the outcome (scans look up every shingle; about as many are probe shingles as not).
 */
class KeyTable {
    shared;
    slots;
    cap;
    mask;
    size = 0;
    /**
     * For a small table, one bit per hash value in a bitmap small enough for a core's first-level
     * cache and TLB: most corpus shingles absent from the table are answered there (see withFilter).
     */
    filter = null;
    filterMask = 0;
    /**
     * `slotsPerKey`: capacity per expected key (a power of two ≥ 2); sparser tables answer more
     * lookups at the home slot. `shared`: the arrays live on SharedArrayBuffers (only for a table
     * filled once: growing would leave them).
     */
    constructor(expected = 16, shared = false, slotsPerKey = 2) {
        this.shared = shared;
        let cap = 16;
        while (cap < expected * slotsPerKey)
            cap *= 2;
        this.cap = cap;
        this.slots = KeyTable.emptySlots(cap, shared);
        this.mask = cap - 1;
    }
    /** A read-only view of a table built elsewhere (e.g. on the main thread, shared with a worker). */
    static fromParts(p) {
        const t = new KeyTable(1);
        t.slots = p.slots;
        t.cap = p.slots.length / 4;
        t.mask = t.cap - 1;
        t.size = p.size;
        if (p.filter)
            t.useFilter(p.filter);
        return t;
    }
    parts() {
        return { slots: this.slots, size: this.size, filter: this.filter };
    }
    /**
     * Adds the bitmap when it can be at most 128 KiB with 16 bits a key (false positives ≤ 1/16);
     * a larger table is looked up in full (where most shingles of a record are probe shingles
     * anyway, the bitmap would answer few). Call once the table is filled.
     */
    withFilter(shared) {
        const MAX_BITS = 1 << 20;
        if (this.size * 16 > MAX_BITS)
            return this;
        let bits = 1 << 12;
        while (bits < this.size * 16)
            bits *= 2;
        const filter = int32(bits / 32, shared);
        this.useFilter(filter);
        const s = this.slots;
        for (let j = 0; j < s.length; j += 4) {
            if (s[j + 2] < 0)
                continue;
            const h = mix(s[j], s[j + 1]);
            filter[(h >>> 5) & this.filterMask] |= 1 << (h & 31);
        }
        return this;
    }
    useFilter(filter) {
        this.filter = filter;
        this.filterMask = filter.length - 1;
    }
    /** Bytes held by the table's arrays. */
    get bytes() {
        return this.slots.byteLength + (this.filter?.byteLength ?? 0);
    }
    static emptySlots(cap, shared) {
        const slots = int32(cap * 4, shared);
        for (let i = 2; i < slots.length; i += 4)
            slots[i] = -1;
        return slots;
    }
    get(hi, lo) {
        const mask = this.mask;
        const slots = this.slots;
        let i = mix(hi, lo) & mask;
        for (;;) {
            const j = i << 2;
            if (slots[j] === hi && slots[j + 1] === lo && slots[j + 2] >= 0)
                return slots[j + 2];
            if (slots[j + 3] === 0)
                return -1;
            i = (i + 1) & mask;
        }
    }
    /**
     * Looks up keys (hi[j], lo[j]) for j < n and writes the values found, in order, to out;
     * returns their count; out holds ≥ 2n ints. The home slot decides without a branch: d is 0 only on a match, and
     * (d | -d) >> 31 is then 0, else -1, so `value | that` is the value or -1. The lookups write
     * every answer to its own place first, so none waits for another (a compacting store would
     * chain each to the last one's load); a second pass, on data in L1, keeps the hits.
     */
    getMany(hi, lo, n, out) {
        const mask = this.mask;
        const slots = this.slots;
        const filter = this.filter;
        let m = n;
        if (filter !== null) {
            // Keep, without a branch, the positions whose bitmap bit is set (the hash goes beside them).
            const fm = this.filterMask;
            m = 0;
            for (let j = 0; j < n; j++) {
                const h = mix(hi[j], lo[j]);
                out[m] = j;
                out[n + m] = h;
                m += (filter[(h >>> 5) & fm] >>> (h & 31)) & 1;
            }
        }
        for (let b = 0; b < m; b++) {
            const j = filter === null ? b : out[b];
            const kh = hi[j];
            const kl = lo[j];
            const x = ((filter === null ? mix(kh, kl) : out[n + b]) & mask) << 2;
            const d = (slots[x] ^ kh) | (slots[x + 1] ^ kl);
            let v = slots[x + 2] | ((d | -d) >> 31);
            if ((v & -slots[x + 3]) < 0)
                v = this.get(kh, kl); // not at home, and some key passed it
            out[b] = v;
        }
        let nh = 0;
        for (let b = 0; b < m; b++) {
            const v = out[b];
            out[nh] = v;
            nh += ~v >>> 31;
        }
        return nh;
    }
    /** The value stored for the key, or stores `v` and returns -1. */
    putIfAbsent(hi, lo, v) {
        if ((this.size + 1) * 2 > this.cap)
            this.grow();
        const mask = this.mask;
        const slots = this.slots;
        const home = mix(hi, lo) & mask;
        let i = home;
        for (;;) {
            const j = i << 2;
            const cur = slots[j + 2];
            if (cur < 0)
                break;
            if (slots[j] === hi && slots[j + 1] === lo)
                return cur;
            i = (i + 1) & mask;
        }
        this.place(home, i, hi, lo, v);
        this.size++;
        return -1;
    }
    set(hi, lo, v) {
        if ((this.size + 1) * 2 > this.cap)
            this.grow();
        const mask = this.mask;
        const slots = this.slots;
        const home = mix(hi, lo) & mask;
        let i = home;
        for (;;) {
            const j = i << 2;
            const empty = slots[j + 2] < 0;
            if (empty || (slots[j] === hi && slots[j + 1] === lo)) {
                if (empty)
                    this.size++;
                this.place(home, i, hi, lo, v);
                return;
            }
            i = (i + 1) & mask;
        }
    }
    place(home, i, hi, lo, v) {
        for (let k = home; k !== i; k = (k + 1) & this.mask)
            this.slots[(k << 2) + 3] = 1;
        const j = i << 2;
        this.slots[j] = hi;
        this.slots[j + 1] = lo;
        this.slots[j + 2] = v;
    }
    forEach(fn) {
        const s = this.slots;
        for (let j = 0; j < s.length; j += 4)
            if (s[j + 2] >= 0)
                fn(s[j], s[j + 1], s[j + 2]);
    }
    grow() {
        if (this.shared)
            throw new Error("a shared KeyTable cannot grow: size it for its keys");
        const old = this.slots;
        this.cap *= 2;
        this.slots = KeyTable.emptySlots(this.cap, false);
        this.mask = this.cap - 1;
        this.size = 0;
        for (let j = 0; j < old.length; j += 4)
            if (old[j + 2] >= 0)
                this.set(old[j], old[j + 1], old[j + 2]);
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/ngram-table.js
/**
 * The word 13-gram → probes map as flat typed arrays (on SharedArrayBuffers when built for
 * workers, so every worker thread reads one copy instead of a structured clone of a Map): the
 * grams' UTF-16 code units back to back, an open-addressing table of gram ids by a hash of those
 * units, and each gram's probe ids. Lookups compare the whole gram, so the map is exact.
 */

function hashOf(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return (h ^ (h >>> 15)) >>> 0;
}
function buildNgramParts(map, shared) {
    const G = map.size;
    let unitsN = 0;
    let postN = 0;
    for (const [g, list] of map) {
        unitsN += g.length;
        postN += list.length;
    }
    const units = shared ? new Uint16Array(new SharedArrayBuffer(2 * unitsN)) : new Uint16Array(unitsN);
    const unitStart = int32(G + 1, shared);
    const postStart = int32(G + 1, shared);
    const post = int32(postN, shared);
    let cap = 16;
    while (cap < 2 * G)
        cap *= 2;
    const slots = int32(cap, shared);
    let id = 0;
    for (const [g, list] of map) {
        const u = unitStart[id];
        for (let i = 0; i < g.length; i++)
            units[u + i] = g.charCodeAt(i);
        unitStart[id + 1] = u + g.length;
        post.set(list, postStart[id]);
        postStart[id + 1] = postStart[id] + list.length;
        let i = hashOf(g) & (cap - 1);
        while (slots[i] !== 0)
            i = (i + 1) & (cap - 1);
        slots[i] = id + 1;
        id++;
    }
    return { units, unitStart, postStart, post, slots };
}
class NgramTable {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    /** The probe ids of gram `g`, or undefined when no probe has it. */
    get(g) {
        const { units, unitStart, postStart, post, slots } = this.parts;
        const mask = slots.length - 1;
        for (let i = hashOf(g) & mask;; i = (i + 1) & mask) {
            const v = slots[i];
            if (v === 0)
                return undefined;
            const id = v - 1;
            const u = unitStart[id];
            if (unitStart[id + 1] - u !== g.length)
                continue;
            let same = true;
            for (let k = 0; k < g.length && same; k++)
                same = units[u + k] === g.charCodeAt(k);
            if (same)
                return post.subarray(postStart[id], postStart[id + 1]);
        }
    }
    get bytes() {
        const p = this.parts;
        return (p.units.byteLength + p.unitStart.byteLength + p.postStart.byteLength + p.post.byteLength + p.slots.byteLength);
    }
}

;// CONCATENATED MODULE: ./build/lib/errors.js
/** Exit codes shared by the CLI and the action (README "Exit codes"). */
const ExitCode = {
    Pass: 0,
    Found: 1,
    Underpowered: 2,
    Unconfirmed: 3,
    InvalidInput: 4,
};
/**
 * Bad input or usage: always exit 4, always one line that names where the problem is.
 * `file`/`line`/`field` are optional because a flag has no file, but whenever the input came
 * from a file the caller must fill them in. Never put holdout text or secrets in `message`.
 */
class errors_InputError extends Error {
    where;
    exitCode = ExitCode.InvalidInput;
    constructor(message, where = {}) {
        super(formatWhere(where) + message);
        this.where = where;
        this.name = "InputError";
    }
}
function formatWhere(w) {
    const parts = [];
    if (w.file !== undefined)
        parts.push(w.line !== undefined ? `${w.file}:${w.line}` : w.file);
    if (w.field !== undefined)
        parts.push(`field "${w.field}"`);
    return parts.length ? parts.join(", ") + ": " : "";
}
/** A run that must stop with a specific non-zero exit code and a message (not a crash). */
class StopError extends Error {
    exitCode;
    constructor(message, exitCode) {
        super(message);
        this.exitCode = exitCode;
        this.name = "StopError";
    }
}
/** An InputError location's line when known; no `line` key at all when not. */
function lineIf(line) {
    return line === undefined ? {} : { line };
}
/** The first line of a caught error's message: what a log line or a one-line error may show of it. */
function firstLine(e) {
    return (e instanceof Error ? e.message : String(e)).split("\n")[0];
}

;// CONCATENATED MODULE: ./build/lib/leakage/threshold.js

/** What a threshold must be, in the words of every message about one. */
const RATIO_TEXT = "a decimal in (0, 1] with at most 6 decimals";
/** A decimal in (0, 1] with at most 6 decimals as an exact fraction ("0.8" → 4/5), or null. */
function readRatio(raw) {
    const m = /^\s*(0|1)?(?:\.(\d{1,6}))?\s*$/.exec(raw);
    if (!m || (m[1] === undefined && m[2] === undefined))
        return null;
    const frac = m[2] ?? "";
    let den = 10 ** frac.length;
    let num = Number(m[1] ?? "0") * den + Number(frac || "0");
    if (num <= 0 || num > den)
        return null;
    const g = gcd(num, den);
    num /= g;
    den /= g;
    return { num, den, text: String(num / den) };
}
/** `readRatio` for a flag: `--threshold must be …` when it is not one. */
function parseRatio(raw, flag) {
    const r = readRatio(raw);
    if (r === null)
        throw new InputError(`--${flag} must be ${RATIO_TEXT} (got "${raw}")`);
    return r;
}
function gcd(a, b) {
    while (b)
        [a, b] = [b, a % b];
    return a;
}
/** Smallest integer o with den·o ≥ num·size, i.e. ⌈ratio·size⌉, computed exactly. */
function minOverlap(r, size) {
    return Math.floor((r.num * size + r.den - 1) / r.den);
}

;// CONCATENATED MODULE: ./build/lib/leakage/probe-index.js






/**
 * The probes as an exact prefix-filter index (AllPairs with a k-token prefix count, docs/leakage.md
 * "Why it is exact and still fast"): shingles are ranked rarest first by their frequency among the
 * probes plus a corpus sample; a probe of |A| shingles whose rules accept an overlap of o = o_min(|A|)
 * or more is indexed under its first |A| − o + k shingles in that order, k = min(PREFIX_HITS, o). A
 * corpus line sharing ≥ o shingles with A shares at least k of those (only o − k lie outside them),
 * so a probe reached by fewer than k of the line's shingles cannot match and is never verified.
 */
class ProbeIndex {
    parts;
    rules;
    dict;
    probeCount;
    emptyProbes;
    orig;
    internal;
    size;
    firstOfSize;
    postStart;
    postProbe;
    listBits;
    keyStart;
    keys;
    ngrams;
    /** Number of posting lists (indexed shingles). */
    tokenCount;
    /** Per size s: the prefix length and the prefix hits k a candidate needs (index by s). */
    prefixOfSize;
    kOfSize;
    /**
     * The record-side prefix cut (docs/leakage.md "Why it is exact and still fast"): at slack v
     * (|B| less the 1-based rank position of a record's indexed shingle), only probes with id below
     * idUnderSlack[min(v, maxSize)] can still owe that shingle one of their k hits.
     */
    idUnderSlack;
    constructor(parts) {
        this.parts = parts;
        this.rules = parts.rules;
        this.dict = KeyTable.fromParts(parts.dict);
        this.probeCount = parts.probeCount;
        this.emptyProbes = parts.emptyProbes;
        this.orig = parts.orig;
        this.internal = parts.internal;
        this.size = parts.size;
        this.firstOfSize = parts.firstOfSize;
        this.postStart = parts.postStart;
        this.postProbe = parts.postProbe;
        this.listBits = parts.listBits;
        this.keyStart = parts.keyStart;
        this.keys = parts.keys;
        this.ngrams = parts.ngrams ? new NgramTable(parts.ngrams) : null;
        this.tokenCount = parts.postStart.length - 1;
        const maxSize = parts.firstOfSize.length - 2;
        this.prefixOfSize = new Int32Array(maxSize + 1);
        this.kOfSize = new Uint8Array(maxSize + 1);
        for (let s = 1; s <= maxSize; s++) {
            const k = prefixHits(this.rules, s);
            this.prefixOfSize[s] = s - minOverlapFor(this.rules, s) + k;
            this.kOfSize[s] = k;
        }
        this.idUnderSlack = slackCut(this.rules, parts.firstOfSize, maxSize);
    }
    /**
     * Builds the index. `sample`: a few corpus records, used only to order shingles by how common
     * they are where they will be looked up (rare first keeps prefixes selective); any order is
     * exact. `shared`: allocate the arrays on SharedArrayBuffers (for worker threads).
     */
    static build(texts, rules, sample = [], shared = false) {
        return new ProbeIndex(buildParts(texts, rules, sample, shared));
    }
    /** |A| of the probe at input position p. */
    probeSize(p) {
        return this.size[this.internal[p]];
    }
    /** Bytes held by the index's arrays. */
    get bytes() {
        const arrays = [
            this.orig,
            this.internal,
            this.size,
            this.firstOfSize,
            this.postStart,
            this.postProbe,
            this.listBits,
            this.keyStart,
            this.keys,
        ];
        return this.dict.bytes + (this.ngrams?.bytes ?? 0) + arrays.reduce((n, a) => n + a.byteLength, 0);
    }
}
/**
 * k: how many of its indexed shingles a record must share with a probe of `size` shingles
 * before the probe is verified (its prefix is |A| − o + k long). Any k ≤ o is exact; a larger k
 * means one more posting per probe per step and far fewer candidates. Measured in the bench
 * (1M lines; 100,000-line slice at 300k probes): at 300k probes k = 4 left 22 candidates per
 * line in 3.65 s, k = 6 left 3.3 in 3.00 s, k = 8 left 0.16 in 3.26 s; at 2,000 probes 1.42,
 * 1.50 and 1.73 s. 1 ≤ k ≤ 7 (line-scanner.ts fewHits counts to 7; k is packed in 4 bits).
 */
const PREFIX_HITS = 6;
if (!(PREFIX_HITS >= 1 && PREFIX_HITS <= 7))
    throw new Error("PREFIX_HITS must be 1–7 (fewHits counts to 7)");
/** A probe's bit in the 64-bit list signatures (listBits). */
function probeBit(q) {
    return Math.imul(q, 0x9e3779b1) >>> 26;
}
function prefixHits(rules, size) {
    return Math.min(PREFIX_HITS, minOverlapFor(rules, size));
}
/**
 * A pair of overlap ≥ o has its first k common shingles (in rank order) at rank positions
 * ≤ |B| − o + k among the record's indexed shingles: o − k of the common ones, and so at least that
 * many of B's, rank after them. So a record's shingle at position i can only count for probes with
 * g(|A|) = o_min(|A|) − k(|A|) ≤ |B| − i. g need not be monotone in |A| (containment switches on
 * at minContainmentShingles), so its suffix minimum is used: a superset, still exact.
 */
function slackCut(rules, firstOfSize, maxSize) {
    const gMin = new Int32Array(maxSize + 2).fill(0x7fffffff);
    for (let s = maxSize; s >= 1; s--) {
        const g = minOverlapFor(rules, s) - prefixHits(rules, s);
        gMin[s] = Math.min(g, gMin[s + 1]);
    }
    const cut = new Int32Array(maxSize + 1);
    // ids run in order of size, and gMin is non-decreasing in size: the probes allowed at slack v
    // are the ids below the first size whose gMin exceeds v.
    let s = 1;
    for (let v = 0; v <= maxSize; v++) {
        while (s <= maxSize && gMin[s] <= v)
            s++;
        cut[v] = firstOfSize[s];
    }
    return cut;
}
/** The smallest overlap any rule could accept for a probe of `size` shingles. */
function minOverlapFor(rules, size) {
    let o = minOverlap(rules.jaccard, size);
    const c = rules.containment;
    if (c && size >= rules.minContainmentShingles)
        o = Math.min(o, minOverlap(c, size));
    return o;
}
/** A growable Int32Array (the build's temporaries are sized by what they hold, not by a guess). */
class Grow {
    a = new Int32Array(1024);
    n = 0;
    push(v) {
        if (this.n === this.a.length) {
            const b = new Int32Array(this.a.length * 2);
            b.set(this.a);
            this.a = b;
        }
        this.a[this.n++] = v;
    }
}
/**
 * A text's shingle keys (positions, duplicates included) into reusable arrays: the FAST_MAP
 * shortcut per UTF-16 unit, the specification pipeline when a unit is not covered (as
 * normalizeStringFast, without its temporary arrays: the build reads every probe and a 4 MiB sample).
 */
class KeyScratch {
    w;
    cps = new Int32Array(1024);
    hi = new Int32Array(1024);
    lo = new Int32Array(1024);
    constructor(w) {
        this.w = w;
    }
    keys(text) {
        if (this.cps.length < text.length)
            this.cps = new Int32Array(2 * text.length);
        let cps = this.cps;
        const map = FAST_MAP;
        let n = 0;
        for (let i = 0; i < text.length; i++) {
            const m = map[text.charCodeAt(i)];
            if (m >= 0)
                cps[n++] = m;
            else if (m !== FAST_DROP) {
                const list = normalize_normalizeToCodePoints(text);
                if (cps.length < list.length)
                    cps = this.cps = new Int32Array(2 * list.length);
                for (let j = 0; j < list.length; j++)
                    cps[j] = list[j];
                n = list.length;
                break;
            }
        }
        if (n === 0)
            return 0;
        const w = this.w;
        const nk = n < w ? 1 : n - w + 1;
        if (this.hi.length < nk) {
            this.hi = new Int32Array(2 * nk);
            this.lo = new Int32Array(2 * nk);
        }
        const { hi, lo } = this;
        if (n < w) {
            const c1 = n > 1 ? cps[1] : FILL;
            hi[0] = (cps[0] << 10) | (c1 >>> 11);
            lo[0] = ((c1 & 0x7ff) << 21) | FILL;
            return 1;
        }
        for (let j = 0; j < nk; j++) {
            const c0 = cps[j];
            const c1 = w > 1 ? cps[j + 1] : FILL;
            const c2 = w > 2 ? cps[j + 2] : FILL;
            hi[j] = (c0 << 10) | (c1 >>> 11);
            lo[j] = ((c1 & 0x7ff) << 21) | c2;
        }
        return nk;
    }
}
function buildParts(texts, rules, sample, shared) {
    const P = texts.length;
    // Distinct shingles get provisional ids in order of first appearance; the table grows with them.
    const provisional = new KeyTable(1024);
    const keyHi = new Grow();
    const keyLo = new Grow();
    const df = new Grow();
    const seen = new Grow(); // provisional id → last probe (+1) that had it: per-probe dedupe
    const flat = new Grow(); // each probe's distinct provisional ids, probe after probe
    const start = new Int32Array(P + 1);
    const scratch = new KeyScratch(rules.width);
    let empty = 0;
    for (let p = 0; p < P; p++) {
        const nk = scratch.keys(texts[p]);
        const hs = scratch.hi;
        const ls = scratch.lo;
        if (nk === 0)
            empty++;
        for (let i = 0; i < nk; i++) {
            let id = provisional.putIfAbsent(hs[i], ls[i], keyHi.n);
            if (id < 0) {
                id = keyHi.n;
                keyHi.push(hs[i]);
                keyLo.push(ls[i]);
                df.push(0);
                seen.push(0);
            }
            if (seen.a[id] === p + 1)
                continue;
            seen.a[id] = p + 1;
            df.a[id]++;
            flat.push(id);
        }
        start[p + 1] = flat.n;
    }
    const T = keyHi.n;
    const weight = df.a.subarray(0, T);
    weighBySample(sample, scratch, provisional, weight);
    const { rank, provOfRank } = rankByWeight(weight);
    const { firstOfSize, orig, internal, size } = renumberBySize(start, P, shared);
    if (P >= 2 ** 27)
        throw new Error(`${P} probes: the index holds at most 2^27`);
    const prefixOf = (s) => (s === 0 ? 0 : s - minOverlapFor(rules, s) + prefixHits(rules, s));
    // Each probe's ranks, sorted (rarest first), in internal order; count the postings per rank.
    const total = flat.n;
    const keyStart = int32(P + 1, shared);
    for (let q = 0; q < P; q++)
        keyStart[q + 1] = keyStart[q] + size[q];
    const ranks = new Int32Array(total);
    const postCountByRank = new Int32Array(T);
    for (let q = 0; q < P; q++) {
        const p = orig[q];
        const at = keyStart[q];
        for (let i = start[p], j = at; i < start[p + 1]; i++, j++)
            ranks[j] = rank[flat.a[i]];
        const mine = ranks.subarray(at, at + size[q]);
        mine.sort();
        const pre = prefixOf(size[q]);
        for (let i = 0; i < pre; i++)
            postCountByRank[mine[i]]++;
    }
    // Posting list ids: the indexed ranks in rank order.
    let L = 0;
    const listOfRank = new Int32Array(T).fill(-1);
    for (let r = 0; r < T; r++)
        if (postCountByRank[r] > 0)
            listOfRank[r] = L++;
    const dict = new KeyTable(L, shared, 4);
    const postStart = int32(L + 1, shared);
    // Most common first: they take their home slots, so the lookups a scan makes most often are
    // answered there (keytable.ts getMany); rare shingles are the ones displaced.
    for (let r = T - 1; r >= 0; r--) {
        const t = listOfRank[r];
        if (t < 0)
            continue;
        const prov = provOfRank[r];
        dict.set(keyHi.a[prov], keyLo.a[prov], t);
        postStart[t + 1] = postCountByRank[r];
    }
    for (let t = 0; t < L; t++)
        postStart[t + 1] += postStart[t];
    const postProbe = int32(postStart[L], shared);
    const keys = int32(2 * total, shared);
    {
        const fill = postStart.slice(0, L);
        for (let q = 0; q < P; q++) {
            const at = keyStart[q];
            const pre = prefixOf(size[q]);
            for (let i = 0; i < size[q]; i++) {
                const r = ranks[at + i];
                const prov = provOfRank[r];
                keys[2 * (at + i)] = keyHi.a[prov];
                keys[2 * (at + i) + 1] = keyLo.a[prov];
                if (i < pre)
                    postProbe[fill[listOfRank[r]]++] = (q << 4) | prefixHits(rules, size[q]);
            }
        }
    }
    const listBits = listBitsOf(postStart, postProbe, L, shared);
    const ngrams = rules.ngram13 ? ngramPartsOf(texts, orig, shared) : null;
    return {
        rules,
        probeCount: P,
        emptyProbes: empty,
        dict: dict.withFilter(shared).parts(),
        orig,
        internal,
        size,
        firstOfSize,
        postStart,
        postProbe,
        listBits,
        keyStart,
        keys,
        ngrams,
    };
}
/** Each shingle's weight gains its occurrences in the corpus sample (capped below 2^30 for the rank pack). */
function weighBySample(sample, scratch, provisional, weight) {
    for (const text of sample) {
        const nk = scratch.keys(text);
        const hs = scratch.hi;
        const ls = scratch.lo;
        for (let i = 0; i < nk; i++) {
            const id = provisional.get(hs[i], ls[i]);
            if (id >= 0 && weight[id] < 0x3fffffff)
                weight[id]++;
        }
    }
}
/**
 * Rank: by weight, ties by first appearance (deterministic). Packed into doubles so the sort is
 * the engine's numeric one: weight < 2^30 and id < 2^23 keep the pack exact below 2^53.
 */
function rankByWeight(weight) {
    const T = weight.length;
    const rank = new Int32Array(T);
    if (T < 2 ** 23) {
        const packed = new Float64Array(T);
        for (let i = 0; i < T; i++)
            packed[i] = weight[i] * 2 ** 23 + i;
        packed.sort();
        for (let r = 0; r < T; r++)
            rank[packed[r] % 2 ** 23] = r;
    }
    else {
        const order = Array.from({ length: T }, (_, i) => i).sort((a, b) => weight[a] - weight[b] || a - b);
        for (let r = 0; r < T; r++)
            rank[order[r]] = r;
    }
    const provOfRank = new Int32Array(T);
    for (let i = 0; i < T; i++)
        provOfRank[rank[i]] = i;
    return { rank, provOfRank };
}
/** Renumber probes by size (stable): posting lists in id order are then in size order. */
function renumberBySize(start, P, shared) {
    let maxSize = 0;
    for (let p = 0; p < P; p++)
        maxSize = Math.max(maxSize, start[p + 1] - start[p]);
    const firstOfSize = int32(maxSize + 2, shared);
    for (let p = 0; p < P; p++)
        firstOfSize[start[p + 1] - start[p] + 1]++;
    for (let s = 1; s <= maxSize + 1; s++)
        firstOfSize[s] += firstOfSize[s - 1];
    const orig = int32(P, shared);
    const internal = int32(P, shared);
    const size = int32(P, shared);
    const fill = firstOfSize.slice(0, maxSize + 1);
    for (let p = 0; p < P; p++) {
        const s = start[p + 1] - start[p];
        const q = fill[s]++;
        orig[q] = p;
        internal[p] = q;
        size[q] = s;
    }
    return { firstOfSize, orig, internal, size };
}
/** Each posting list's probe bits (two words), or -1 -1 where a probe on it needs fewer hits. */
function listBitsOf(postStart, postProbe, L, shared) {
    const listBits = int32(2 * L, shared);
    for (let t = 0; t < L; t++) {
        let lo = 0;
        let hi = 0;
        for (let i = postStart[t]; i < postStart[t + 1]; i++) {
            const entry = postProbe[i];
            if ((entry & 15) < PREFIX_HITS) {
                lo = hi = -1;
                break;
            }
            const b = probeBit(entry >>> 4);
            if (b < 32)
                lo |= 1 << b;
            else
                hi |= 1 << (b - 32);
        }
        listBits[2 * t] = lo;
        listBits[2 * t + 1] = hi;
    }
    return listBits;
}
/** The word 13-grams of each probe, in internal order. */
function ngramPartsOf(texts, orig, shared) {
    const map = new Map();
    for (let q = 0; q < orig.length; q++) {
        for (const g of new Set(wordNgrams(texts[orig[q]]))) {
            const list = map.get(g);
            if (list)
                list.push(q);
            else
                map.set(g, [q]);
        }
    }
    return buildNgramParts(map, shared);
}

;// CONCATENATED MODULE: ./build/lib/leakage/line-scanner.js





const RULE_JACCARD = 1;
const RULE_CONTAINMENT = 2;
const RULE_NGRAM13 = 4;
/**
 * Scans one corpus record at a time against a ProbeIndex. The hot path decodes UTF-8, normalizes
 * through FAST_MAP and packs shingle keys straight from the bytes; a record containing anything
 * FAST_MAP does not cover is decoded to a string and run through the specification pipeline.
 * Per record: one lookup per shingle in the table of indexed (prefix) shingles, most answered by
 * its bitmap; only records with a hit go on to the candidate count and exact verification.
 */
class LineScanner {
    index;
    /** Records that needed the specification pipeline. */
    slowRecords = 0;
    /** Candidate pairs verified. */
    candidates = 0;
    matches = [];
    cps = new Int32Array(4096);
    keysHi = new Int32Array(4096);
    keysLo = new Int32Array(4096);
    /** Twice the keys' length: KeyTable.getMany works in it. */
    hits = new Int32Array(8192);
    uniq = new Int32Array(4096);
    cands;
    tokStamp;
    /**
     * Prefix hits of each internal probe id in the current record, stamped: (record stamp << 4) |
     * hits, so a value from an earlier record reads as 0 hits and nothing is cleared after a record
     * (k < 16). 16 bits a probe keeps 300k probes in a core's cache; the 12-bit stamp wraps every
     * 4,095 records, and the array is cleared then.
     */
    count;
    countStamp = 0;
    ngramStamp;
    stamp = 0;
    /** The record's key set: slots [stamp, hi, lo, unused], sized per record so it stays in L1. */
    set = new Int32Array(4 * 1024);
    setGen = 0;
    setMask = 255;
    constructor(index) {
        this.index = index;
        this.tokStamp = new Int32Array(index.tokenCount);
        this.count = new Uint16Array(index.probeCount);
        this.ngramStamp = new Int32Array(index.ngrams ? index.probeCount : 0);
        this.cands = new Int32Array(Math.max(16, index.probeCount));
    }
    /**
     * Scans the UTF-8 bytes buf[s, e) (no newline); returns the number of matches in `matches`.
     * Width 3 (the default) packs each shingle key as its third code point is decoded, so the
     * common path reads the bytes once and never stores the code points; other widths go through
     * the code points.
     */
    scanBytes(buf, s, e) {
        const len = e - s;
        if (this.cps.length < len)
            this.cps = new Int32Array(2 * len);
        if (this.keysHi.length < len)
            this.growKeys(len);
        const w = this.index.rules.width;
        const cps = this.cps;
        const keysHi = this.keysHi;
        const keysLo = this.keysLo;
        const map = FAST_MAP;
        // the last two code points; the first two also go to cps (a record shorter than w needs them)
        let c0 = 0;
        let c1 = 0;
        let n = 0;
        let i = s;
        while (i < e) {
            const b = buf[i];
            let cp;
            if (b < 0x80) {
                cp = b;
                i++;
            }
            else if (b >= 0xe0 && b < 0xf0 && i + 3 <= e) {
                const b1 = buf[i + 1];
                const b2 = buf[i + 2];
                if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80)
                    return this.scanSlow(buf, s, e);
                cp = ((b & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
                if (cp < 0x800)
                    return this.scanSlow(buf, s, e);
                i += 3;
            }
            else if (b >= 0xc2 && b < 0xe0 && i + 2 <= e) {
                const b1 = buf[i + 1];
                if ((b1 & 0xc0) !== 0x80)
                    return this.scanSlow(buf, s, e);
                cp = ((b & 0x1f) << 6) | (b1 & 0x3f);
                i += 2;
            }
            else
                return this.scanSlow(buf, s, e);
            const m = map[cp];
            if (m >= 0) {
                if (w !== 3)
                    cps[n] = m;
                else if (n >= 2) {
                    keysHi[n - 2] = (c0 << 10) | (c1 >>> 11);
                    keysLo[n - 2] = ((c1 & 0x7ff) << 21) | m;
                }
                else
                    cps[n] = m;
                c0 = c1;
                c1 = m;
                n++;
            }
            else if (m !== FAST_DROP)
                return this.scanSlow(buf, s, e);
        }
        const text = this.index.ngrams ? buf.toString("utf8", s, e) : null;
        if (w === 3 && n >= 3)
            return this.lookUp(n - 2, text);
        return this.finish(n, text);
    }
    /** Scans a record given as a string (JSONL/CSV fields, and records the fast path declined). */
    scanString(text) {
        const list = normalize_normalizeToCodePoints(text);
        if (this.cps.length < list.length)
            this.cps = new Int32Array(2 * list.length);
        for (let i = 0; i < list.length; i++)
            this.cps[i] = list[i];
        return this.finish(list.length, this.index.ngrams ? text : null);
    }
    scanSlow(buf, s, e) {
        this.slowRecords++;
        return this.scanString(buf.toString("utf8", s, e));
    }
    growKeys(nk) {
        this.keysHi = new Int32Array(2 * nk);
        this.keysLo = new Int32Array(2 * nk);
        this.hits = new Int32Array(4 * nk);
        this.uniq = new Int32Array(2 * nk);
    }
    /** Packs the keys of the n normalized code points in cps, then looks them up. */
    finish(n, text) {
        const w = this.index.rules.width;
        const cps = this.cps;
        this.matches.length = 0;
        if (n === 0)
            return 0;
        const nk = n < w ? 1 : n - w + 1;
        if (this.keysHi.length < nk)
            this.growKeys(nk);
        const keysHi = this.keysHi;
        const keysLo = this.keysLo;
        for (let j = 0; j < nk; j++) {
            const c0 = cps[j];
            const c1 = w > 1 && j + 1 < n ? cps[j + 1] : FILL;
            const c2 = w > 2 && j + 2 < n ? cps[j + 2] : FILL;
            keysHi[j] = (c0 << 10) | (c1 >>> 11);
            keysLo[j] = ((c1 & 0x7ff) << 21) | c2;
        }
        return this.lookUp(nk, text);
    }
    /** Looks up the record's nk keys (keysHi/keysLo) in the table of indexed shingles. */
    lookUp(nk, text) {
        const ix = this.index;
        this.matches.length = 0;
        const nh = ix.dict.getMany(this.keysHi, this.keysLo, nk, this.hits);
        // No probe can reach its k hits (with no shingle of the record in any probe's prefix, a
        // fortiori): no threshold rule can fire.
        if ((text === null || ix.ngrams === null) && this.fewHits(nh))
            return 0;
        return this.verify(nk, nh, text);
    }
    /**
     * Whether no bit of the 64-bit list signatures (probe-index.ts listBits) is set by K =
     * PREFIX_HITS of the record's hit lists: then no probe has K prefix hits, and none needing
     * fewer is on them (those lists carry every bit). Counted bit-sliced in three planes (counts
     * 0–7, wrapping): every count passes through K one step at a time, and at K exactly the planes
     * of K's one-bits are all set, so `reached` (sticky) collects the bits seen K times or more. A
     * list hit twice counts twice, which can only let more records through.
     */
    fewHits(nh) {
        const bits = this.index.listBits;
        const hits = this.hits;
        // the planes K's pattern ignores read as all-ones
        const n0 = PREFIX_HITS & 1 ? 0 : -1;
        const n1 = PREFIX_HITS & 2 ? 0 : -1;
        const n2 = PREFIX_HITS & 4 ? 0 : -1;
        let a0 = 0;
        let a1 = 0;
        let a2 = 0;
        let b0 = 0;
        let b1 = 0;
        let b2 = 0;
        let reached = 0;
        let all = 0; // -1 if a list carries every bit (or the lists' common bits cover all 64)
        for (let j = 0; j < nh; j++) {
            const t = hits[j] << 1;
            const lo = bits[t];
            const hi = bits[t + 1];
            all |= lo & hi;
            let c = a0 & lo;
            a0 ^= lo;
            a2 ^= a1 & c;
            a1 ^= c;
            c = b0 & hi;
            b0 ^= hi;
            b2 ^= b1 & c;
            b1 ^= c;
            reached |= ((a0 | n0) & (a1 | n1) & (a2 | n2)) | ((b0 | n0) & (b1 | n1) & (b2 | n2));
        }
        return reached === 0 && all !== -1;
    }
    nextStamp() {
        if (this.stamp === 0x7fffffff) {
            this.stamp = 0;
            this.tokStamp.fill(0);
            this.ngramStamp.fill(0);
        }
        return ++this.stamp;
    }
    // One function on purpose: it runs once per corpus record (the per-line hot loop); splitting it adds calls per record and per posting (docs/leakage.md "Why it is exact and still fast").
    verify(nk, nh, text) {
        const ix = this.index;
        const stamp = this.nextStamp();
        const tokStamp = this.tokStamp;
        const hits = this.hits;
        const uniq = this.uniq;
        let nu = 0;
        for (let j = 0; j < nh; j++) {
            const t = hits[j];
            if (tokStamp[t] !== stamp) {
                tokStamp[t] = stamp;
                uniq[nu++] = t;
            }
        }
        // |B| costs a pass over the record's keys: where the postings to visit are few, bounds
        // (distinct indexed hits ≤ |B| ≤ shingle positions) choose the ranges and |B| is computed only
        // if a candidate is left; where they are many, |B| first, for the tightest cut.
        let sizeB = -1;
        let loB = nu;
        let hiB = nk;
        let postings = 0;
        for (let j = 0; j < nu; j++)
            postings += ix.postStart[uniq[j] + 1] - ix.postStart[uniq[j]];
        if (postings > 2 * nk) {
            sizeB = this.distinctKeys(nk);
            loB = hiB = sizeB;
        }
        const { postStart, postProbe, size, firstOfSize, keyStart, keys } = ix;
        const maxSize = firstOfSize.length - 2;
        const { jaccard, containment, minContainmentShingles } = ix.rules;
        const jn = jaccard.num;
        const jd = jaccard.den;
        const cn = containment ? containment.num : 0;
        const cd = containment ? containment.den : 0;
        // Length filters as id ranges (ids run in order of |A|): the overlap is at most min(|A|, |B|),
        // so Jaccard needs t·|B| ≤ |A| ≤ |B|/t and containment needs minC ≤ |A| ≤ |B|/c.
        const P = ix.probeCount;
        const idOfSize = (s) => (s > maxSize ? P : firstOfSize[Math.max(0, s)]);
        let a1 = idOfSize(Math.floor((jn * loB + jd - 1) / jd));
        let b1 = idOfSize(Math.floor((jd * hiB) / jn) + 1);
        let a2 = P;
        let b2 = P;
        if (cd !== 0) {
            const lo = idOfSize(minContainmentShingles);
            const hi = idOfSize(Math.floor((cd * hiB) / cn) + 1);
            if (lo < hi) {
                if (a1 >= b1) {
                    a1 = lo;
                    b1 = hi;
                }
                else if (lo <= b1 && hi >= a1) {
                    a1 = Math.min(a1, lo);
                    b1 = Math.max(b1, hi);
                }
                else if (lo < a1) {
                    a2 = a1;
                    b2 = b1;
                    a1 = lo;
                    b1 = hi;
                }
                else {
                    a2 = lo;
                    b2 = hi;
                }
            }
        }
        // Count each in-range probe's prefix shingles present in the record; a probe becomes a
        // candidate when the count reaches its k (the pigeonhole bound of probe-index.ts).
        // Rarest first (list ids run in rank order), so the record-side cut (probe-index.ts
        // slackCut) narrows the id range as the position grows, down to nothing. Sorting costs more
        // than it saves where the postings are few.
        const cutOf = ix.idUnderSlack;
        const lastSlack = cutOf.length - 1;
        const sorted = postings > 8 * nu;
        if (sorted)
            sortAscending(uniq, nu);
        const count = this.count;
        if (this.countStamp === 0xfff) {
            this.countStamp = 0;
            count.fill(0);
        }
        const mark = ++this.countStamp << 4;
        const cands = this.cands;
        let nc = 0;
        for (let j = 0; j < nu; j++) {
            const t = uniq[j];
            const ps = postStart[t];
            const pe = postStart[t + 1];
            let cut = P;
            if (sorted) {
                const slack = hiB - j - 1;
                cut = cutOf[Math.min(slack, lastSlack)];
                if (cut <= a1 && cut <= a2)
                    break;
            }
            for (let r = 0; r < 2; r++) {
                const lo = (r === 0 ? a1 : a2) << 4;
                const hi = Math.min(r === 0 ? b1 : b2, cut) << 4;
                if (lo >= hi)
                    continue;
                let k = ps;
                if (pe - ps > 8 && postProbe[ps] < lo) {
                    // first posting ≥ lo
                    let h = pe;
                    while (k < h) {
                        const m = (k + h) >>> 1;
                        if (postProbe[m] < lo)
                            k = m + 1;
                        else
                            h = m;
                    }
                }
                else
                    while (k < pe && postProbe[k] < lo)
                        k++;
                for (; k < pe; k++) {
                    const entry = postProbe[k];
                    if (entry >= hi)
                        break;
                    const q = entry >>> 4;
                    const v = count[q];
                    // hits so far + 1, or 1 if the value is an earlier record's (d > 0), without a branch;
                    // saturating at 15 (k < 16)
                    const d = (v ^ mark) >>> 4;
                    const c = (v & 15 & ((d - 1) >> 31)) + 1;
                    count[q] = mark | (c - (c >> 4));
                    if (c === (entry & 15))
                        cands[nc++] = q;
                }
            }
        }
        // 13-gram hits are candidates whatever their length and prefix count.
        if (text !== null && ix.ngrams && this.ngramCandidates(text, stamp) > 0) {
            const ng = this.ngramStamp;
            // the counted candidates first, so a probe is verified once
            for (let j = 0; j < nc; j++)
                if (ng[cands[j]] === stamp)
                    ng[cands[j]] = -stamp;
            for (const g of this.ngramList) {
                for (const q of ix.ngrams.get(g)) {
                    if (ng[q] !== stamp)
                        continue;
                    ng[q] = -stamp;
                    cands[nc++] = q;
                }
            }
        }
        if (nc === 0)
            return 0;
        // |B| exactly (and the record's key set, for verification).
        if (sizeB < 0)
            sizeB = this.distinctKeys(nk);
        this.candidates += nc;
        const ng = this.ngramStamp;
        for (let j = 0; j < nc; j++) {
            const q = cands[j];
            const sizeA = size[q];
            const nOk = ix.ngrams !== null && (ng[q] === stamp || ng[q] === -stamp);
            const jOk = sizeA > 0 && jn * sizeA <= jd * sizeB && jn * sizeB <= jd * sizeA;
            const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * sizeB;
            // The least overlap any rule could accept: Jaccard o·(den+num) ≥ num·(|A|+|B|); containment ⌈c·|A|⌉.
            let need = 0x7fffffff;
            if (jOk)
                need = Math.floor((jn * (sizeA + sizeB) + jd + jn - 1) / (jd + jn));
            if (cOk)
                need = Math.min(need, Math.floor((cn * sizeA + cd - 1) / cd));
            if (nOk)
                need = 0;
            // Every key of the candidate is checked against the record's key set (built above;
            // small, so it stays in cache), rarest first, stopping when a threshold is out of reach.
            let o = 0;
            let k = keyStart[q];
            const e = keyStart[q + 1];
            let slack = e - k - need; // misses allowed before the threshold is out of reach
            if (slack < 0)
                continue;
            for (; k < e; k++) {
                if (this.has(keys[2 * k], keys[2 * k + 1]))
                    o++;
                else if (--slack < 0)
                    break;
            }
            if (slack < 0)
                continue;
            let rules = 0;
            if (jOk && jd * o >= jn * (sizeA + sizeB - o))
                rules |= RULE_JACCARD;
            if (cOk && cd * o >= cn * sizeA)
                rules |= RULE_CONTAINMENT;
            if (nOk)
                rules |= RULE_NGRAM13;
            if (rules !== 0)
                this.matches.push({ probe: ix.orig[q], common: o, probeSize: sizeA, corpusSize: sizeB, rules });
        }
        return this.matches.length;
    }
    ngramList = [];
    /** Marks probes sharing a word 13-gram with the record; returns how many grams hit. */
    ngramCandidates(text, stamp) {
        this.ngramList.length = 0;
        for (const g of wordNgrams(text)) {
            const list = this.index.ngrams.get(g);
            if (!list)
                continue;
            this.ngramList.push(g);
            for (const p of list)
                this.ngramStamp[p] = stamp;
        }
        return this.ngramList.length;
    }
    /** |B|: the number of distinct keys among keysHi/keysLo[0, nk); leaves them in the set `has` reads. */
    distinctKeys(nk) {
        let cap = 64;
        while (cap < 4 * nk)
            cap *= 2;
        if (this.set.length < 4 * cap) {
            this.set = new Int32Array(4 * cap);
            this.setGen = 0;
        }
        if (this.setGen === 0x7fffffff) {
            this.set.fill(0);
            this.setGen = 0;
        }
        const gen = ++this.setGen;
        const mask = cap - 1;
        this.setMask = mask;
        const { set, keysHi, keysLo } = this;
        let distinct = 0;
        for (let j = 0; j < nk; j++) {
            const hi = keysHi[j];
            const lo = keysLo[j];
            let i = slotOf(hi, lo) & mask;
            for (;;) {
                const x = i << 2;
                if (set[x] !== gen) {
                    set[x] = gen;
                    set[x + 1] = hi;
                    set[x + 2] = lo;
                    distinct++;
                    break;
                }
                if (set[x + 1] === hi && set[x + 2] === lo)
                    break;
                i = (i + 1) & mask;
            }
        }
        return distinct;
    }
    /** Whether the current record has the key (after distinctKeys). */
    has(hi, lo) {
        const mask = this.setMask;
        const gen = this.setGen;
        const set = this.set;
        let i = slotOf(hi, lo) & mask;
        for (;;) {
            const x = i << 2;
            if (set[x] !== gen)
                return false;
            if (set[x + 1] === hi && set[x + 2] === lo)
                return true;
            i = (i + 1) & mask;
        }
    }
}
/** Insertion sort of a[0, n): records have tens of indexed shingles, mostly near order already. */
function sortAscending(a, n) {
    for (let i = 1; i < n; i++) {
        const v = a[i];
        let j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}
function slotOf(hi, lo) {
    let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    return h ^ (h >>> 13);
}

;// CONCATENATED MODULE: ./build/lib/leakage/scan-worker.js
/**
 * Worker-thread entry for the parallel text scan. The main thread builds the ProbeIndex once on
 * SharedArrayBuffers and hands its arrays over in workerData (shared, not copied: memory ≈ one
 * index whatever the worker count); the worker scans the batches of whole lines it is sent
 * (batch-scan.ts) and returns matches as flat integers. scripts/build.mjs bundles this file on its
 * own (leakage-worker.js beside each bundle), so it runs from dist/ as well as from lib/.
 */




if (external_node_worker_threads_namespaceObject.parentPort && external_node_worker_threads_namespaceObject.workerData?.contamgateLeakage) {
    const init = external_node_worker_threads_namespaceObject.workerData.contamgateLeakage;
    const scanner = new LineScanner(new ProbeIndex(init.index));
    const port = external_node_worker_threads_namespaceObject.parentPort;
    port.on("message", (req) => {
        const res = scanBatch(scanner, req);
        port.postMessage(res, [res.out.buffer]);
    });
    port.postMessage("ready");
}

