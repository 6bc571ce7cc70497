export const id = 225;
export const ids = [225];
export const modules = {

/***/ 6089:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "7998b551f418f1746189.js";

/***/ }),

/***/ 3991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l$: () => (/* binding */ checkRegularFile),
/* harmony export */   uD: () => (/* binding */ checkPlace),
/* harmony export */   xR: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* unused harmony export checkInsideWorkspace */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/**
 * The one gate every input file passes before it is opened (docs/reliability.md "Caps"): it must
 * be a regular file (a FIFO blocks forever, /dev/zero never ends), no larger than its cap, and a
 * path that lies inside the workspace must still lie inside it after its symlinks are resolved
 * (a pull request can commit a symlink to anywhere). A path the user wrote that is outside the
 * workspace to begin with is theirs to name.
 */





async function checkInputFile(path, c) {
    const real = await realPath(path, c);
    checkInsideWorkspace(path, real, c);
    return checkRegular(real, c);
}
/**
 * For readers that are handed a path already checked for its place (leakage sources are placed
 * by the source resolver): regular file, size cap.
 */
async function checkRegularFile(path, c) {
    return checkRegular(await realPath(path, c), c);
}
/** For a resolver that lists files (globs follow symlinked directories): the place check alone. */
async function checkPlace(path, c) {
    checkInsideWorkspace(path, await realPath(path, c), c);
}
/** Throws when `path` lies inside the workspace but its symlinks lead out of it. */
function checkInsideWorkspace(path, real, c) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(c.workspace, path);
    if (inside(abs, c.workspace) && !inside(real, realWorkspace(c.workspace))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is a symlink to a file outside the workspace (${c.workspace}); only files inside it are read`, where(c));
    }
}
async function realPath(path, c) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path);
    }
    catch (e) {
        const code = e.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(code === "ENOENT" && c.missing !== undefined ? c.missing : `cannot read ${c.what} (${code ?? "error"})`, where(c));
    }
}
async function checkRegular(real, c) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(real);
    if (!st.isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is not a regular file (${kind(st)}); only regular files are read`, where(c));
    }
    if (st.size > c.maxBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${c.what} is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(st.size)}; the cap is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(c.maxBytes)} (docs/reliability.md "Caps")`, where(c));
    }
    return { real, size: st.size };
}
function where(c) {
    return c.field === undefined ? { file: c.display } : { file: c.display, field: c.field };
}
function inside(path, dir) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
function realWorkspace(dir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
    }
}
function kind(st) {
    if (st.isDirectory())
        return "a directory";
    if (st.isFIFO())
        return "a FIFO";
    if (st.isCharacterDevice() || st.isBlockDevice())
        return "a device";
    if (st.isSocket())
        return "a socket";
    return "not a file";
}


/***/ }),

/***/ 5602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ shownProbeId),
/* harmony export */   L$: () => (/* binding */ sameField)
/* harmony export */ });
/* unused harmony export resemblesText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), so an id is holdout text as much as the question is:
 * a holdout id is shown as given only when it shares nothing telling with the probe's text, and
 * otherwise as a short hash that still lets the author find the record (sha256 of the id).
 * An id field that *is* the text field is refused where it is declared (docs/leakage.md).
 */

const MAX_SHOWN_ID = 64;
function shownProbeId(id, text, holdout) {
    if (!holdout || !resemblesText(id, text))
        return id;
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(id, "utf8").digest("hex").slice(0, 12)}`;
}
/** True when the id could reveal the text: a long id, a shared word, or the id inside the text. */
function resemblesText(id, text) {
    if (id.length > MAX_SHOWN_ID)
        return true;
    const flatId = flat(id);
    const flatText = flat(text);
    if (flatId.length >= 6 && flatText.includes(flatId))
        return true;
    const textWords = new Set(words(text));
    const shared = words(id).filter((w) => textWords.has(w));
    return shared.some((w) => w.length >= 5) || shared.filter((w) => w.length >= 3).length >= 2;
}
function words(s) {
    return s
        .normalize("NFKC")
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
}
function flat(s) {
    return s
        .normalize("NFKC")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, "");
}
/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
function sameField(idField, field) {
    return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
}


/***/ }),

/***/ 5515:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   R: () => (/* binding */ exitCodeFor)
/* harmony export */ });
function cmp(a, b) {
    if (a === b)
        return 0;
    if (a === undefined)
        return -1;
    if (b === undefined)
        return 1;
    return a < b ? -1 : 1;
}
/** Deterministic order: by corpus location, then probe location. */
function compareFindings(x, y) {
    return (cmp(x.corpus.file, y.corpus.file) ||
        cmp(x.corpus.line, y.corpus.line) ||
        cmp(x.corpus.index, y.corpus.index) ||
        cmp(x.probe.set, y.probe.set) ||
        cmp(x.probe.file, y.probe.file) ||
        cmp(x.probe.line, y.probe.line) ||
        cmp(x.probe.index, y.probe.index));
}
function exitCodeFor(report) {
    return report.findings.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 4802:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ scanLeakage)
});

// UNUSED EXPORTS: fingerprint

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
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
function normalizeToCodePoints(text) {
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
/**
 * Open-addressing map from a packed key to a non-negative int; get() is -1 when absent. Each
 * slot is [hi, lo, value, unused] in one Int32Array, so a probe touches one cache line.
 */
class KeyTable {
    slots;
    cap;
    mask;
    /** One bit per hash value (low bits), 8 bits per slot: false-positive rate ≤ ~6%. */
    bloom;
    bloomMask;
    size = 0;
    constructor(expected = 16) {
        let cap = 16;
        while (cap < expected * 2)
            cap *= 2;
        this.cap = cap;
        this.slots = KeyTable.emptySlots(cap);
        this.mask = cap - 1;
        this.bloom = new Int32Array(cap / 4);
        this.bloomMask = cap / 4 - 1;
    }
    static emptySlots(cap) {
        const slots = new Int32Array(cap * 4);
        for (let i = 2; i < slots.length; i += 4)
            slots[i] = -1;
        return slots;
    }
    get(hi, lo) {
        const h = mix(hi, lo);
        // Most corpus shingles are not probe shingles: a small bitmap answers most of those.
        if ((this.bloom[(h >>> 5) & this.bloomMask] & (1 << (h & 31))) === 0)
            return -1;
        const mask = this.mask;
        const slots = this.slots;
        let i = (h >>> 7) & mask;
        for (;;) {
            const j = i << 2;
            const v = slots[j + 2];
            if (v < 0)
                return -1;
            if (slots[j] === hi && slots[j + 1] === lo)
                return v;
            i = (i + 1) & mask;
        }
    }
    /** The value stored for the key, or stores `v` and returns -1. */
    putIfAbsent(hi, lo, v) {
        if ((this.size + 1) * 2 > this.cap)
            this.grow();
        const cur = this.get(hi, lo);
        if (cur >= 0)
            return cur;
        this.set(hi, lo, v);
        return -1;
    }
    set(hi, lo, v) {
        if ((this.size + 1) * 2 > this.cap)
            this.grow();
        const mask = this.mask;
        const slots = this.slots;
        const h = mix(hi, lo);
        let i = (h >>> 7) & mask;
        for (;;) {
            const j = i << 2;
            const empty = slots[j + 2] < 0;
            if (empty || (slots[j] === hi && slots[j + 1] === lo)) {
                if (empty)
                    this.size++;
                this.bloom[(h >>> 5) & this.bloomMask] |= 1 << (h & 31);
                slots[j] = hi;
                slots[j + 1] = lo;
                slots[j + 2] = v;
                return;
            }
            i = (i + 1) & mask;
        }
    }
    forEach(fn) {
        const s = this.slots;
        for (let j = 0; j < s.length; j += 4)
            if (s[j + 2] >= 0)
                fn(s[j], s[j + 1], s[j + 2]);
    }
    grow() {
        const old = this.slots;
        this.cap *= 2;
        this.slots = KeyTable.emptySlots(this.cap);
        this.mask = this.cap - 1;
        this.bloom = new Int32Array(this.cap / 4);
        this.bloomMask = this.cap / 4 - 1;
        this.size = 0;
        for (let j = 0; j < old.length; j += 4)
            if (old[j + 2] >= 0)
                this.set(old[j], old[j + 1], old[j + 2]);
    }
}
/**
 * Distinct packed shingle keys of a normalized text (width w ≤ 3), appended to hiOut/loOut;
 * returns the count of shingle positions (duplicates included; callers dedupe if needed).
 */
function shingleKeys(cps, n, w, hiOut, loOut) {
    if (n === 0)
        return;
    if (n < w) {
        const c0 = cps[0];
        const c1 = n > 1 ? cps[1] : FILL;
        hiOut.push(keyHi(c0, c1));
        loOut.push(keyLo(c1, FILL));
        return;
    }
    for (let i = 0; i + w <= n; i++) {
        const c0 = cps[i];
        const c1 = w > 1 ? cps[i + 1] : FILL;
        const c2 = w > 2 ? cps[i + 2] : FILL;
        hiOut.push(keyHi(c0, c1));
        loOut.push(keyLo(c1, c2));
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/line-scanner.js




const RULE_JACCARD = 1;
const RULE_CONTAINMENT = 2;
const RULE_NGRAM13 = 4;
/**
 * Scans one corpus record at a time against a ProbeIndex. The hot path decodes UTF-8, normalizes
 * through FAST_MAP and packs shingle keys straight from the bytes; a record containing anything
 * FAST_MAP does not cover is decoded to a string and run through the specification pipeline.
 * Per record: one dictionary lookup per shingle; candidates come from the prefix postings of the
 * shingles found; each candidate is verified exactly.
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
    hits = new Int32Array(4096);
    uniq = new Int32Array(4096);
    cands;
    tokStamp;
    candStamp;
    ngramStamp;
    stamp = 0;
    setHi = new Int32Array(8192);
    setLo = new Int32Array(8192);
    setStamp = new Int32Array(8192);
    setGen = 0;
    constructor(index) {
        this.index = index;
        this.tokStamp = new Int32Array(index.tokenCount);
        this.candStamp = new Int32Array(index.probeCount);
        this.ngramStamp = new Int32Array(index.probeCount);
        this.cands = new Int32Array(Math.max(16, index.probeCount));
    }
    /** Scans the UTF-8 bytes buf[s, e) (no newline); returns the number of matches in `matches`. */
    scanBytes(buf, s, e) {
        if (this.cps.length < e - s)
            this.cps = new Int32Array(2 * (e - s));
        const cps = this.cps;
        const map = FAST_MAP;
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
            if (m >= 0)
                cps[n++] = m;
            else if (m !== FAST_DROP)
                return this.scanSlow(buf, s, e);
        }
        return this.finish(n, this.index.ngrams ? buf.toString("utf8", s, e) : null);
    }
    /** Scans a record given as a string (JSONL/CSV fields, and records the fast path declined). */
    scanString(text) {
        const list = normalizeToCodePoints(text);
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
    finish(n, text) {
        const ix = this.index;
        const w = ix.rules.width;
        const cps = this.cps;
        this.matches.length = 0;
        if (n === 0)
            return 0;
        const nk = n < w ? 1 : n - w + 1;
        if (this.keysHi.length < nk) {
            this.keysHi = new Int32Array(2 * nk);
            this.keysLo = new Int32Array(2 * nk);
            this.hits = new Int32Array(2 * nk);
            this.uniq = new Int32Array(2 * nk);
        }
        const keysHi = this.keysHi;
        const keysLo = this.keysLo;
        const hits = this.hits;
        const dict = ix.dict;
        const hasPost = ix.hasPostings;
        let post = 0;
        let nh = 0;
        if (n < w) {
            const c1 = n > 1 ? cps[1] : FILL;
            keysHi[0] = (cps[0] << 10) | (c1 >>> 11);
            keysLo[0] = ((c1 & 0x7ff) << 21) | FILL;
            const t = dict.get(keysHi[0], keysLo[0]);
            if (t >= 0) {
                hits[nh++] = t;
                post |= hasPost[t];
            }
        }
        else if (w === 3) {
            let c0 = cps[0];
            let c1 = cps[1];
            for (let j = 0; j < nk; j++) {
                const c2 = cps[j + 2];
                const hi = (c0 << 10) | (c1 >>> 11);
                const lo = ((c1 & 0x7ff) << 21) | c2;
                keysHi[j] = hi;
                keysLo[j] = lo;
                const t = dict.get(hi, lo);
                if (t >= 0) {
                    hits[nh++] = t;
                    post |= hasPost[t];
                }
                c0 = c1;
                c1 = c2;
            }
        }
        else {
            for (let j = 0; j < nk; j++) {
                const c0 = cps[j];
                const c1 = w > 1 ? cps[j + 1] : FILL;
                const c2 = w > 2 ? cps[j + 2] : FILL;
                keysHi[j] = (c0 << 10) | (c1 >>> 11);
                keysLo[j] = ((c1 & 0x7ff) << 21) | c2;
                const t = dict.get(keysHi[j], keysLo[j]);
                if (t >= 0) {
                    hits[nh++] = t;
                    post |= hasPost[t];
                }
            }
        }
        // No shingle of the record indexes a probe: no threshold rule can fire.
        if (post === 0 && (text === null || this.index.ngrams === null))
            return 0;
        return this.verify(nk, nh, text);
    }
    nextStamp() {
        if (this.stamp === 0x7fffffff) {
            this.stamp = 0;
            this.tokStamp.fill(0);
            this.candStamp.fill(0);
            this.ngramStamp.fill(0);
        }
        return ++this.stamp;
    }
    verify(nk, nh, text) {
        const ix = this.index;
        const stamp = this.nextStamp();
        const tokStamp = this.tokStamp;
        const candStamp = this.candStamp;
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
        const { postStart, postProbe, probeStart, probeTokens } = ix;
        const ngramHits = text !== null && ix.ngrams ? this.ngramCandidates(text, stamp) : 0;
        // |B| costs a pass over the record's keys, so most candidates are judged on bounds
        // (unique dictionary hits ≤ |B| ≤ shingle positions) and |B| is computed only for survivors.
        const loB = nu;
        const hiB = nk;
        const { jaccard, containment, minContainmentShingles } = ix.rules;
        const cands = this.cands;
        let nc = 0;
        const jn = jaccard.num;
        const jd = jaccard.den;
        const cn = containment ? containment.num : 0;
        const cd = containment ? containment.den : 0;
        // 13-gram hits first: they are candidates whatever their length.
        if (ngramHits > 0) {
            for (const g of this.ngramList) {
                for (const p of ix.ngrams.get(g)) {
                    if (candStamp[p] !== stamp) {
                        candStamp[p] = stamp;
                        cands[nc++] = p;
                    }
                }
            }
        }
        // Length filters: the overlap is at most min(|A|, |B|), so Jaccard needs t·|B| ≤ |A| ≤ |B|/t
        // and containment needs |B| ≥ c·|A| (here with the bounds on |B|).
        for (let j = 0; j < nu; j++) {
            const t = uniq[j];
            for (let k = postStart[t], end = postStart[t + 1]; k < end; k++) {
                const p = postProbe[k];
                if (candStamp[p] === stamp)
                    continue;
                candStamp[p] = stamp;
                const sizeA = probeStart[p + 1] - probeStart[p];
                const jOk = jn * sizeA <= jd * hiB && jn * loB <= jd * sizeA;
                const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * hiB;
                if (jOk || cOk)
                    cands[nc++] = p;
            }
        }
        if (nc === 0)
            return 0;
        this.candidates += nc;
        let sizeB = -1;
        for (let j = 0; j < nc; j++) {
            const p = cands[j];
            const s = probeStart[p];
            const e = probeStart[p + 1];
            const sizeA = e - s;
            const nOk = this.ngramStamp[p] === stamp;
            // The least overlap any rule could accept, from the bounds: Jaccard
            // o·(den+num) ≥ num·(|A|+|B|) with |B| ≥ loB; containment ⌈c·|A|⌉.
            let need = 0x7fffffff;
            if (jn * sizeA <= jd * hiB && jn * loB <= jd * sizeA)
                need = Math.floor((jn * (sizeA + loB) + jd + jn - 1) / (jd + jn));
            if (cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * hiB)
                need = Math.min(need, Math.floor((cn * sizeA + cd - 1) / cd));
            if (nOk)
                need = 0;
            let o = 0;
            let k = s;
            for (; k < e; k++) {
                if (tokStamp[probeTokens[k]] === stamp)
                    o++;
                else if (o + (e - k - 1) < need)
                    break;
            }
            if (k < e)
                continue; // cannot reach any threshold
            if (sizeB < 0)
                sizeB = this.distinctKeys(nk);
            const jOk = jn * sizeA <= jd * sizeB && jn * sizeB <= jd * sizeA;
            const cOk = cd !== 0 && sizeA >= minContainmentShingles && cn * sizeA <= cd * sizeB;
            let rules = 0;
            if (jOk && jd * o >= jn * (sizeA + sizeB - o))
                rules |= RULE_JACCARD;
            if (cOk && cd * o >= cn * sizeA)
                rules |= RULE_CONTAINMENT;
            if (nOk)
                rules |= RULE_NGRAM13;
            if (rules !== 0)
                this.matches.push({ probe: p, common: o, probeSize: sizeA, corpusSize: sizeB, rules });
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
    /** |B|: the number of distinct keys among keysHi/keysLo[0, nk). */
    distinctKeys(nk) {
        let cap = this.setStamp.length;
        if (cap < 2 * nk) {
            while (cap < 2 * nk)
                cap *= 2;
            this.setHi = new Int32Array(cap);
            this.setLo = new Int32Array(cap);
            this.setStamp = new Int32Array(cap);
            this.setGen = 0;
        }
        if (this.setGen === 0x7fffffff) {
            this.setStamp.fill(0);
            this.setGen = 0;
        }
        const gen = ++this.setGen;
        const mask = cap - 1;
        const { setHi, setLo, setStamp, keysHi, keysLo } = this;
        let distinct = 0;
        for (let j = 0; j < nk; j++) {
            const hi = keysHi[j];
            const lo = keysLo[j];
            let h = Math.imul(hi ^ 0x5bd1e995, 0x9e3779b1) ^ lo;
            h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
            let i = (h ^ (h >>> 13)) & mask;
            for (;;) {
                if (setStamp[i] !== gen) {
                    setStamp[i] = gen;
                    setHi[i] = hi;
                    setLo[i] = lo;
                    distinct++;
                    break;
                }
                if (setHi[i] === hi && setLo[i] === lo)
                    break;
                i = (i + 1) & mask;
            }
        }
        return distinct;
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/threshold.js

/** Parses a decimal in (0, 1] with at most 6 decimals, e.g. "0.8" → 4/5. */
function parseRatio(raw, flag) {
    const m = /^\s*(0|1)?(?:\.(\d{1,6}))?\s*$/.exec(raw);
    if (!m || (m[1] === undefined && m[2] === undefined)) {
        throw new errors/* InputError */.dz(`--${flag} must be a decimal in (0, 1] with at most 6 decimals (got "${raw}")`);
    }
    const frac = m[2] ?? "";
    let den = 10 ** frac.length;
    let num = Number(m[1] ?? "0") * den + Number(frac || "0");
    if (num <= 0 || num > den)
        throw new errors/* InputError */.dz(`--${flag} must be in (0, 1] (got "${raw}")`);
    const g = gcd(num, den);
    num /= g;
    den /= g;
    return { num, den, text: String(num / den) };
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
 * The probes as an exact prefix-filter index (AllPairs): shingles are ranked rarest first by
 * their frequency among the probes plus a corpus sample; each probe is indexed under its first
 * |A| − minOverlap(|A|) + 1 shingles in that order. A corpus line whose overlap with A reaches
 * minOverlap must contain one of them (pigeonhole), so looking up every shingle of the line in
 * the index finds every candidate and verification makes the answer exact.
 */
class ProbeIndex {
    rules;
    /** Packed shingle key → rank (token id; lower = rarer among the probes). */
    dict;
    tokenCount;
    probeCount;
    /** Probe p's tokens, sorted by rank: probeTokens[probeStart[p] .. probeStart[p+1]). */
    probeStart;
    probeTokens;
    /** Probes indexed under token t: postProbe[postStart[t] .. postStart[t+1]). */
    postStart;
    postProbe;
    /** 1 when some probe is indexed under token t. */
    hasPostings;
    /** Word 13-gram → probes (only with rules.ngram13). */
    ngrams;
    /** Probes whose normalized text is empty (they match nothing). */
    emptyProbes;
    /**
     * `sample`: a few corpus records, used only to order shingles by how common they are where they
     * will be looked up (rare first keeps prefixes selective). Any order is exact; this one is fast.
     */
    constructor(texts, rules, sample = []) {
        this.rules = rules;
        const w = rules.width;
        const provisional = new KeyTable(texts.length * 32);
        const keyHi = [];
        const keyLo = [];
        const df = [];
        const probeProv = [];
        let empty = 0;
        const hs = [];
        const ls = [];
        for (const text of texts) {
            hs.length = 0;
            ls.length = 0;
            const cps = normalizeStringFast(text);
            shingleKeys(cps, cps.length, w, hs, ls);
            if (hs.length === 0)
                empty++;
            const ids = new Set();
            for (let i = 0; i < hs.length; i++) {
                let id = provisional.putIfAbsent(hs[i], ls[i], keyHi.length);
                if (id < 0) {
                    id = keyHi.length;
                    keyHi.push(hs[i]);
                    keyLo.push(ls[i]);
                    df.push(0);
                }
                ids.add(id);
            }
            for (const id of ids)
                df[id]++;
            probeProv.push(Int32Array.from(ids));
        }
        const T = keyHi.length;
        const weight = Float64Array.from(df);
        for (const text of sample) {
            hs.length = 0;
            ls.length = 0;
            const cps = normalizeStringFast(text);
            shingleKeys(cps, cps.length, w, hs, ls);
            for (let i = 0; i < hs.length; i++) {
                const id = provisional.get(hs[i], ls[i]);
                if (id >= 0)
                    weight[id]++;
            }
        }
        const order = Array.from({ length: T }, (_, i) => i).sort((a, b) => weight[a] - weight[b] || keyHi[a] - keyHi[b] || keyLo[a] - keyLo[b]);
        const rank = new Int32Array(T);
        for (let r = 0; r < T; r++)
            rank[order[r]] = r;
        this.dict = new KeyTable(T);
        for (let prov = 0; prov < T; prov++)
            this.dict.set(keyHi[prov], keyLo[prov], rank[prov]);
        const P = texts.length;
        this.probeStart = new Int32Array(P + 1);
        for (let p = 0; p < P; p++)
            this.probeStart[p + 1] = this.probeStart[p] + probeProv[p].length;
        this.probeTokens = new Int32Array(this.probeStart[P]);
        const postCount = new Int32Array(T + 1);
        for (let p = 0; p < P; p++) {
            const toks = probeProv[p].map((prov) => rank[prov]).sort();
            this.probeTokens.set(toks, this.probeStart[p]);
            const pre = this.prefixLength(toks.length);
            for (let i = 0; i < pre; i++)
                postCount[toks[i] + 1]++;
        }
        for (let t = 0; t < T; t++)
            postCount[t + 1] += postCount[t];
        this.postStart = postCount;
        this.postProbe = new Int32Array(postCount[T]);
        const fill = postCount.slice(0, T);
        for (let p = 0; p < P; p++) {
            const s = this.probeStart[p];
            const pre = this.prefixLength(this.probeStart[p + 1] - s);
            for (let i = 0; i < pre; i++)
                this.postProbe[fill[this.probeTokens[s + i]]++] = p;
        }
        this.hasPostings = new Uint8Array(T);
        for (let t = 0; t < T; t++)
            this.hasPostings[t] = postCount[t + 1] > postCount[t] ? 1 : 0;
        if (rules.ngram13) {
            this.ngrams = new Map();
            texts.forEach((text, p) => {
                for (const g of new Set(wordNgrams(text))) {
                    const list = this.ngrams.get(g);
                    if (list)
                        list.push(p);
                    else
                        this.ngrams.set(g, [p]);
                }
            });
        }
        else
            this.ngrams = null;
        this.tokenCount = T;
        this.probeCount = P;
        this.emptyProbes = empty;
    }
    /** The smallest overlap any rule could accept for a probe of `size` shingles. */
    minOverlapFor(size) {
        let o = minOverlap(this.rules.jaccard, size);
        const c = this.rules.containment;
        if (c && size >= this.rules.minContainmentShingles)
            o = Math.min(o, minOverlap(c, size));
        return o;
    }
    prefixLength(size) {
        return size === 0 ? 0 : size - this.minOverlapFor(size) + 1;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/report.js
var report = __webpack_require__(5515);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/git-changes.js
/**
 * Pull-request mode: which corpus lines were added since a git ref. `git diff --unified=0 REF`
 * compares the ref with the working tree, so committed and uncommitted edits both count; the
 * `+c,d` side of each hunk gives the added lines at their current line numbers. Untracked files
 * and binary (e.g. gzipped) files that changed are scanned whole.
 */




const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/**
 * `outside`: what a file outside any git work tree is. Corpora there are an error (pull-request
 * mode cannot say which of their lines are new); probe sets and the config count as changed
 * (scanned whole against everything: a holdout fetched into the job from elsewhere is new).
 */
async function changedLinesSince(ref, files, _cwd, outside = "error") {
    if (ref.startsWith("-"))
        throw new errors/* InputError */.dz(`--changed-since must be a git ref (got "${ref}")`);
    const result = new Map();
    const byRoot = new Map();
    // One git process per folder, not per file: a corpus of thousands of files spent minutes here.
    const rootOf = new Map();
    for (const f of files) {
        const folder = (0,external_node_path_.dirname)(f);
        let root = rootOf.get(folder);
        if (root === undefined) {
            try {
                root = (await git(["rev-parse", "--show-toplevel"], folder)).trim();
            }
            catch (e) {
                if (!(e instanceof NotWorkTree))
                    throw e;
                if (outside === "error")
                    throw new errors/* InputError */.dz("--changed-since: corpus is not inside a git work tree");
                result.set(f, null);
                continue;
            }
            rootOf.set(folder, root);
        }
        const list = byRoot.get(root) ?? [];
        list.push(f);
        byRoot.set(root, list);
    }
    for (const [root, list] of byRoot) {
        await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], root).catch(() => {
            throw new errors/* InputError */.dz(`--changed-since: unknown git ref "${ref}"`);
        });
        // Paths in batches: one command line with every file of a large corpus exceeds ARG_MAX (E2BIG).
        let diff = "";
        for (const batch of batches(list)) {
            diff += await git(
            // Explicit prefixes (diff.mnemonicPrefix / diff.noprefix change them) and no textconv (its
            // rendering has other line numbers): the hunks must count the lines of the file itself.
            [
                "-c",
                "core.quotePath=false",
                "diff",
                "--no-color",
                "--no-ext-diff",
                "--no-textconv",
                "--no-renames",
                "--src-prefix=a/",
                "--dst-prefix=b/",
                "--unified=0",
                ref,
                "--",
                ...batch,
            ], root);
        }
        let current = null;
        for (const line of diff.split("\n")) {
            if (line.startsWith("diff --git "))
                current = null;
            else if (line.startsWith("+++ ")) {
                const p = diffPath(line.slice(4));
                current = p === "/dev/null" ? null : `${root}/${p.replace(/^b\//, "")}`;
                if (current !== null && !result.has(current))
                    result.set(current, new Set());
            }
            else if (line.startsWith("Binary files ")) {
                const m = / and ("b\/(?:[^"\\]|\\.)*"|b\/.*) differ$/.exec(line);
                if (m)
                    result.set(`${root}/${diffPath(m[1]).replace(/^b\//, "")}`, null);
            }
            else if (current !== null && line.startsWith("@@")) {
                const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
                if (!m)
                    continue;
                const start = Number(m[1]);
                const count = m[2] === undefined ? 1 : Number(m[2]);
                const set = result.get(current);
                if (set)
                    for (let i = 0; i < count; i++)
                        set.add(start + i);
            }
        }
        // Every untracked corpus file is new, ignored ones included (a corpus generated in the job is
        // often ignored); -z so names come back unquoted.
        for (const batch of batches(list)) {
            const untracked = await git(["ls-files", "-z", "--others", "--full-name", "--", ...batch], root);
            for (const p of untracked.split("\0"))
                if (p)
                    result.set(`${root}/${p}`, null);
        }
    }
    return result;
}
/**
 * A path as git prints it in a diff header: names holding a space get a trailing tab (so patch
 * can find the end), names holding '"', '\\' or control bytes are C-quoted with octal escapes for
 * the bytes. Misreading either would skip the file and miss a pasted copy.
 */
function diffPath(raw) {
    const p = raw.endsWith("\t") ? raw.slice(0, -1) : raw;
    if (!(p.startsWith('"') && p.endsWith('"') && p.length >= 2))
        return p;
    const bytes = [];
    const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
    const body = Array.from(p.slice(1, -1));
    for (let i = 0; i < body.length; i++) {
        const ch = body[i];
        if (ch !== "\\") {
            for (const b of Buffer.from(ch, "utf8"))
                bytes.push(b);
            continue;
        }
        const next = body[i + 1] ?? "";
        const octal = /^[0-7]{3}/.exec(body.slice(i + 1, i + 4).join(""));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            i += 3;
        }
        else if (next in simple) {
            bytes.push(simple[next]);
            i += 1;
        }
        else {
            bytes.push(92);
        }
    }
    return Buffer.from(bytes).toString("utf8");
}
/** Path lists of at most ~256 KiB of arguments each (ARG_MAX is 2 MiB on Linux, less elsewhere). */
function* batches(list) {
    let batch = [];
    let bytes = 0;
    for (const p of list) {
        const size = Buffer.byteLength(p) + 1;
        if (batch.length > 0 && bytes + size > 256 * 1024) {
            yield batch;
            batch = [];
            bytes = 0;
        }
        batch.push(p);
        bytes += size;
    }
    if (batch.length > 0)
        yield batch;
}
async function git(args, cwd) {
    try {
        const { stdout } = await run("git", args, { cwd, maxBuffer: 1 << 30 });
        return stdout;
    }
    catch (e) {
        const code = e.code;
        if (code === "ENOENT")
            throw new errors/* InputError */.dz("--changed-since needs git on PATH");
        if (args[0] === "rev-parse" && args[1] === "--show-toplevel")
            throw new NotWorkTree();
        throw e;
    }
}
class NotWorkTree extends Error {
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/sample.js
/**
 * A sample of corpus lines (the first bytes of each file, decompressed), used only to order the
 * probe shingles by corpus frequency. Raw JSONL/CSV lines are fine for that: the syntax adds a
 * few shingles, the estimate stays good, and correctness never depends on the order.
 */


async function sampleLines(files, budget = 4 << 20) {
    const out = [];
    const per = Math.max(256 << 10, Math.floor(budget / Math.max(1, files.length)));
    let left = budget;
    for (const f of files) {
        if (left <= 0)
            break;
        const want = Math.min(per, left);
        const chunks = [];
        let got = 0;
        try {
            const raw = (0,external_node_fs_.createReadStream)(f.path, { highWaterMark: 1 << 20, end: f.gzip ? undefined : want - 1 });
            const stream = f.gzip ? raw.pipe((0,external_node_zlib_.createGunzip)()) : raw;
            if (f.gzip)
                raw.on("error", (e) => stream.destroy(e));
            for await (const c of stream) {
                chunks.push(c);
                got += c.length;
                if (got >= want)
                    break;
            }
            if (f.gzip)
                raw.destroy();
        }
        catch {
            continue; // the real read reports the error with its file name
        }
        const text = Buffer.concat(chunks).subarray(0, want).toString("utf8");
        const lines = text.split("\n");
        if (got >= want)
            lines.pop(); // cut mid-line
        // Not push(...lines): a sample of 4 MiB of newlines is 4 million arguments (stack overflow).
        for (const l of lines)
            out.push(l);
        left -= want;
    }
    return out;
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "stream"
var external_stream_ = __webpack_require__(2203);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/utils/is_object.js
var is_object = __webpack_require__(8467);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/api/index.js + 3 modules
var api = __webpack_require__(7084);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/api/CsvError.js
var CsvError = __webpack_require__(6892);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/api/normalize_options.js + 1 modules
var normalize_options = __webpack_require__(6845);
;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/index.js
/*
CSV Parse

Please look at the [project documentation](https://csv.js.org/parse/) for
additional information.
*/







class Parser extends external_stream_.Transform {
  constructor(opts = {}) {
    super({ ...{ readableObjectMode: true }, ...opts, encoding: null });
    this.api = (0,api/* transform */.p)({
      on_skip: (err, chunk) => {
        this.emit("skip", err, chunk);
      },
      ...opts,
    });
    // Backward compatibility
    this.state = this.api.state;
    this.options = this.api.options;
    this.info = this.api.info;
  }
  // Implementation of `Transform._transform`
  _transform(buf, _, callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      buf,
      false,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.end();
        // Fix #333 and break #410
        //   ko: api.stream.iterator.coffee
        //   ko with v21.4.0, ok with node v20.5.1: api.stream.finished # aborted (with generate())
        //   ko: api.stream.finished # aborted (with Readable)
        // this.destroy()
        // Fix #410 and partially break #333
        //   ok: api.stream.iterator.coffee
        //   ok: api.stream.finished # aborted (with generate())
        //   broken: api.stream.finished # aborted (with Readable)
        this.on("end", this.destroy);
      },
    );
    if (err !== undefined) {
      this.state.stop = true;
    }
    callback(err);
  }
  // Implementation of `Transform._flush`
  _flush(callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      undefined,
      true,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.on("end", this.destroy);
      },
    );
    callback(err);
  }
}

const parse = function () {
  let data, options, callback;
  for (const i in arguments) {
    const argument = arguments[i];
    const type = typeof argument;
    if (
      data === undefined &&
      (typeof argument === "string" || Buffer.isBuffer(argument))
    ) {
      data = argument;
    } else if (options === undefined && (0,is_object/* is_object */.v)(argument)) {
      options = argument;
    } else if (callback === undefined && type === "function") {
      callback = argument;
    } else {
      throw new CsvError/* CsvError */.J(
        "CSV_INVALID_ARGUMENT",
        ["Invalid argument:", `got ${JSON.stringify(argument)} at index ${i}`],
        options || {},
      );
    }
  }
  const parser = new Parser(options);
  if (callback) {
    const records =
      options === undefined || options.objname === undefined
        ? []
        : Object.create(null);
    parser.on("readable", function () {
      let record;
      while ((record = this.read()) !== null) {
        if (options === undefined || options.objname === undefined) {
          records.push(record);
        } else {
          Object.assign(records, {
            [record[0]]: record[1],
            // writable: true,
            // enumerable: true,
            // configurable: true
          });
        }
      }
    });
    parser.on("error", function (err) {
      callback(err, undefined, parser.api.__infoDataSet());
    });
    parser.on("end", function () {
      callback(undefined, records, parser.api.__infoDataSet());
    });
  }
  if (data !== undefined) {
    const writer = function () {
      parser.write(data);
      parser.end();
    };
    // Support Deno, Rollup doesn't provide a shim for setImmediate
    if (typeof setImmediate === "function") {
      setImmediate(writer);
    } else {
      setTimeout(writer, 0);
    }
  }
  return parser;
};



// EXTERNAL MODULE: ./build/lib/text/strict.js
var text_strict = __webpack_require__(261);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/field-path.js
function parseFieldPath(path) {
    if (path.length === 0)
        return null;
    const steps = [];
    for (const part of path.split(".")) {
        const each = part.endsWith("[]");
        const key = each ? part.slice(0, -2) : part;
        if (key.length === 0 || key.includes("[") || key.includes("]"))
            return null;
        steps.push({ key, each });
    }
    return steps;
}
function extractField(value, steps) {
    const iterated = steps.some((s) => s.each);
    const out = [];
    let problem = null;
    const walk = (v, i) => {
        if (i === steps.length) {
            if (typeof v === "string" || typeof v === "number") {
                const text = String(v);
                out.push(iterated ? { text, index: out.length } : { text });
            }
            else
                problem ??= v === null || v === undefined ? "missing" : "not text";
            return;
        }
        const step = steps[i];
        if (v === null || typeof v !== "object" || Array.isArray(v) || !Object.hasOwn(v, step.key)) {
            problem ??= "missing";
            return;
        }
        const next = v[step.key];
        if (step.each) {
            if (!Array.isArray(next)) {
                problem ??= next === undefined || next === null ? "missing" : "not text";
                return;
            }
            for (const el of next)
                walk(el, i + 1);
        }
        else
            walk(next, i + 1);
    };
    walk(value, 0);
    if (problem !== null)
        return { ok: false, problem };
    return { ok: true, values: out };
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/read-records.js
/**
 * Reading probe sets and corpora (the only file I/O of the leakage pipeline besides git): plain
 * text (one record per line), JSONL (a field path), CSV/TSV (a column), each optionally gzipped.
 * Corpora stream in chunks; memory is bounded by the longest line, not by the file.
 * Error messages name the file, line and field, never the text.
 */











async function readSource(src, visitor, strict) {
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const stats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    const chunks = openChunks(src, hash, stats, strict);
    try {
        if (src.format === "csv" || src.format === "tsv")
            await readDelimited(src, chunks, visitor, strict, stats);
        else
            await readLines(src, chunks, visitor, strict, stats);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz || e instanceof StopReading)
            throw e;
        throw new errors/* InputError */.dz(describeIoError(e), { file: src.display });
    }
    stats.sha256 = hash.digest("hex");
    return stats;
}
/** Thrown by a visitor that has seen enough: `readSource` passes it through and closes the file. */
class StopReading extends Error {
}
/**
 * The bytes of a source, decompressed, in chunks. Every cap that bounds a reader is enforced
 * here, so both the in-process and the worker-pool scans get them (docs/reliability.md "Caps"):
 * a regular file only (a FIFO blocks, /dev/zero never ends), its size, the gzip expansion
 * ratio, and the longest line (a reader holds one line at a time; a line is the unit of memory).
 * `strict`: a probe or holdout file, held in memory whole, under a smaller cap than a corpus.
 */
async function* openChunks(src, hash, stats, strict = false) {
    const what = strict ? "probe file" : "corpus file";
    const maxBytes = strict ? limits/* MAX_PROBE_FILE_BYTES */.HG : limits/* MAX_CORPUS_FILE_BYTES */.h4;
    const { real, size } = await (0,checked_file/* checkRegularFile */.l$)(src.path, { display: src.display, what, maxBytes });
    // Small compressed reads, so the ratio is checked against what was consumed so far and a bomb
    // stops within its first few MiB rather than after 100× its whole size.
    const raw = (0,external_node_fs_.createReadStream)(real, { highWaterMark: src.gzip ? 64 << 10 : 1 << 20 });
    const stream = src.gzip ? raw.pipe((0,external_node_zlib_.createGunzip)({ chunkSize: 1 << 20 })) : raw;
    let consumed = 0;
    if (src.gzip) {
        raw.on("error", (e) => stream.destroy(e));
        raw.on("data", (c) => {
            consumed += c.length;
        });
    }
    let newlines = 0;
    let run = 0; // bytes since the last newline
    try {
        for await (const chunk of stream) {
            stats.bytes += chunk.length;
            if (src.gzip &&
                stats.bytes > Math.min(maxBytes, limits/* GZIP_ALLOWANCE_BYTES */.uA + limits/* MAX_GZIP_RATIO */.OR * Math.min(consumed, size))) {
                throw new errors/* InputError */.dz(stats.bytes > maxBytes
                    ? `decompresses to more than ${(0,limits/* formatBytes */.z3)(maxBytes)}, the cap on a ${what} (docs/reliability.md "Caps")`
                    : `decompresses to ${(0,limits/* formatBytes */.z3)(stats.bytes)} from its first ${(0,limits/* formatBytes */.z3)(consumed)}: more than ${limits/* MAX_GZIP_RATIO */.OR}× plus ${(0,limits/* formatBytes */.z3)(limits/* GZIP_ALLOWANCE_BYTES */.uA)}, the cap on gzip expansion (docs/reliability.md "Caps")`, { file: src.display });
            }
            let at = 0;
            for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, nl + 1)) {
                if (run + nl - at > limits/* MAX_LINE_BYTES */.Oc)
                    break;
                newlines++;
                run = 0;
                at = nl + 1;
            }
            run += chunk.length - at;
            if (run > limits/* MAX_LINE_BYTES */.Oc)
                throw lineTooLong(src, newlines + 1);
            hash.update(chunk);
            yield chunk;
        }
    }
    finally {
        stream.destroy();
        raw.destroy();
    }
}
function lineTooLong(src, line) {
    return new errors/* InputError */.dz(`line is longer than ${(0,limits/* formatBytes */.z3)(limits/* MAX_LINE_BYTES */.Oc)}, the cap on a line (docs/reliability.md "Caps")`, { file: src.display, line });
}
function describeIoError(e) {
    const code = e?.code;
    if (code === "ENOENT")
        return "file not found";
    if (code === "EACCES")
        return "permission denied";
    if (code === "EISDIR")
        return "is a directory";
    if (typeof code === "string" && code.startsWith("Z_"))
        return `not a valid gzip file (${code})`;
    return `cannot read (${typeof code === "string" ? code : "I/O error"})`;
}
async function readLines(src, chunks, visitor, strict, stats) {
    const steps = src.format === "jsonl" ? fieldSteps(src) : null;
    const prefixes = src.skipPrefixes.map((p) => Buffer.from(p, "utf8")).filter((p) => p.length > 0);
    let line = 0;
    const onLine = (buf, s, e) => {
        line++;
        if (!visitor.wantLine(line))
            return;
        // A byte-order mark is not part of the first line: "#" behind it still starts a comment.
        if (line === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf)
            s += 3;
        if (steps === null) {
            for (const p of prefixes)
                if (e - s >= p.length && buf.compare(p, 0, p.length, s, s + p.length) === 0)
                    return;
            stats.records++;
            visitor.bytes(buf, s, e, line);
            return;
        }
        jsonlRecord(src, steps, buf.toString("utf8", s, e), line, visitor, strict, stats);
    };
    // The pieces of the line that straddles chunk boundaries, joined once when its newline comes
    // (joining at every chunk was quadratic: a 300 MB line took 152 s). openChunks caps its length.
    let carry = [];
    for await (const chunk of chunks) {
        let buf = chunk;
        let s = 0;
        if (carry.length) {
            const nl = chunk.indexOf(10);
            if (nl < 0) {
                carry.push(chunk);
                continue;
            }
            const joined = Buffer.concat([...carry, chunk.subarray(0, nl + 1)]);
            const e = joined.length - 1;
            onLine(joined, 0, e > 0 && joined[e - 1] === 13 ? e - 1 : e);
            carry = [];
            buf = chunk;
            s = nl + 1;
        }
        for (;;) {
            const nl = buf.indexOf(10, s);
            if (nl < 0)
                break;
            onLine(buf, s, nl > s && buf[nl - 1] === 13 ? nl - 1 : nl);
            s = nl + 1;
        }
        if (s < buf.length)
            carry.push(buf.subarray(s));
    }
    if (carry.length) {
        const rest = Buffer.concat(carry);
        onLine(rest, 0, rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length);
    }
    stats.lines = line;
}
function fieldSteps(src) {
    if (src.field === undefined) {
        throw new errors/* InputError */.dz(`${src.format.toUpperCase()} needs a field (--field, or "field" in the config)`, {
            file: src.display,
        });
    }
    const steps = parseFieldPath(src.field);
    if (!steps)
        throw new errors/* InputError */.dz(`invalid field path`, { file: src.display, field: src.field });
    return steps;
}
function jsonlRecord(src, steps, raw, line, visitor, strict, stats) {
    if (line === 1 && raw.charCodeAt(0) === 0xfeff)
        raw = raw.slice(1);
    if (raw.trim() === "")
        return;
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        // JSON.parse messages quote the input; never repeat it (it may be holdout text).
        throw new errors/* InputError */.dz("invalid JSON", { file: src.display, line });
    }
    if (strict) {
        // JSON.parse keeps the last of two "question" keys silently: the probe would not be the one meant.
        const dup = (0,text_strict/* duplicateTopLevelKey */.E)(raw.trim());
        if (dup !== undefined)
            throw new errors/* InputError */.dz("key appears twice on the line", { file: src.display, line, field: dup });
    }
    const got = extractField(value, steps);
    if (!got.ok) {
        if (strict)
            throw new errors/* InputError */.dz(got.problem === "missing" ? "field missing" : "field is not text", {
                file: src.display,
                line,
                field: src.field,
            });
        stats.skipped++;
        return;
    }
    const id = src.idField !== undefined ? idOf(value?.[src.idField], src, line) : undefined;
    for (const v of got.values) {
        stats.records++;
        const rec = { line, text: v.text };
        if (v.index !== undefined)
            rec.index = v.index;
        if (id !== undefined)
            rec.id = id;
        visitor.text(rec);
    }
}
/**
 * A record id as reported. A number beyond 2^53 has already been rounded by JSON.parse (two
 * different ids would print as one value that is not in the file), so it is refused.
 */
function idOf(v, src, line) {
    if (typeof v === "number" && !Number.isSafeInteger(v)) {
        throw new errors/* InputError */.dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { file: src.display, line, field: src.idField });
    }
    return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
}
async function readDelimited(src, chunks, visitor, strict, stats) {
    if (src.field === undefined) {
        throw new errors/* InputError */.dz(`${src.format.toUpperCase()} needs a column (--field, or "field" in the config)`, {
            file: src.display,
        });
    }
    const parser = parse({
        columns: (header) => {
            // csv-parse keeps the last of two equal column names: the other column's text would vanish.
            const dup = header.find((h, i) => header.indexOf(h) !== i);
            if (dup !== undefined)
                throw new errors/* InputError */.dz("column name appears twice in the header", { file: src.display, line: 1, field: dup });
            return header;
        },
        info: true,
        raw: true,
        bom: true,
        skip_empty_lines: true,
        // A quoted field can span lines: the record, not only the line, is capped.
        max_record_size: limits/* MAX_LINE_BYTES */.Oc,
        delimiter: src.format === "tsv" ? "\t" : ",",
        // TSV has no quoting convention; a stray quote is text.
        quote: src.format === "tsv" ? false : '"',
    });
    const feed = (async () => {
        try {
            for await (const chunk of chunks) {
                // A parser destroyed by a reader that stopped early never drains: stop feeding it.
                if (parser.destroyed)
                    break;
                if (!parser.write(chunk))
                    await new Promise((r) => (parser.once("drain", r), parser.once("close", r)));
            }
            if (!parser.destroyed)
                parser.end();
        }
        catch (e) {
            parser.destroy(e);
        }
    })();
    let checked = false;
    try {
        for await (const row of parser) {
            if (!checked) {
                checked = true;
                // A corpus without the column counts every row as skipped: the scan then names the
                // config line or flag that asked for it (src/leakage/scan.ts), as for a JSONL field.
                if (strict && !Object.hasOwn(row.record, src.field)) {
                    throw new errors/* InputError */.dz("column not in the header", { file: src.display, line: 1, field: src.field });
                }
            }
            const own = row.raw.replace(/^(?:\r?\n)+/, "").replace(/\r?\n$/, "");
            const line = row.info.lines - (own.match(/\n/g)?.length ?? 0);
            stats.lines = row.info.lines;
            if (!visitor.wantLine(line, row.info.lines))
                continue;
            const v = row.record[src.field];
            if (typeof v !== "string") {
                if (strict)
                    throw new errors/* InputError */.dz("field missing", { file: src.display, line, field: src.field });
                stats.skipped++;
                continue;
            }
            stats.records++;
            const rec = { line, text: v };
            const id = src.idField !== undefined ? idOf(row.record[src.idField], src, line) : undefined;
            if (id !== undefined && id !== "")
                rec.id = id;
            visitor.text(rec);
        }
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw e;
        // csv-parse messages quote the offending characters; keep only the code and the line. Not
        // every code starts with CSV_ (a stray quote is INVALID_OPENING_QUOTE): test the class.
        if (e instanceof CsvError/* CsvError */.J) {
            const line = e.lines;
            const why = e.code === "CSV_MAX_RECORD_SIZE"
                ? `a record longer than ${(0,limits/* formatBytes */.z3)(limits/* MAX_LINE_BYTES */.Oc)}, the cap on a line (docs/reliability.md "Caps")`
                : e.code;
            throw new errors/* InputError */.dz(`invalid ${src.format.toUpperCase()} (${why})`, {
                file: src.display,
                ...(typeof line === "number" ? { line } : {}),
            });
        }
        throw e;
    }
    await feed;
}
/** Collects every record of a probe file (probe sets are small; the index holds them anyway). */
async function readProbeRecords(src) {
    const records = [];
    let last = 0;
    const stats = await readSource(src, {
        wantLine: (line, lastLine = line) => {
            last = lastLine;
            return true;
        },
        bytes: (buf, s, e, line) => void records.push({ line, text: buf.toString("utf8", s, e) }),
        text: (rec) => void records.push(last > rec.line ? { ...rec, lastLine: last } : rec),
    }, true);
    await checkUtf8(src);
    return { records, stats };
}
/**
 * Probes must be exactly the text meant: a lenient decode turns a bad byte into U+FFFD and
 * silently scans for a different question. (Corpora stay lenient: one binary line must not stop
 * a scan, and U+FFFD can only lower a similarity.) Probe files are small, so read them again.
 */
async function checkUtf8(src) {
    const raw = await (0,promises_.readFile)(src.path);
    // readSource has enforced the caps already; the bound here only guards the second read.
    const bytes = src.gzip ? (0,external_node_zlib_.gunzipSync)(raw, { maxOutputLength: limits/* MAX_PROBE_FILE_BYTES */.HG }) : raw;
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        (0,text_strict/* decodeUtf8 */._)(bytes, src.display);
}

;// CONCATENATED MODULE: ./build/lib/leakage/parallel.js
/**
 * Plain-text corpora on several cores: the main thread reads (and hashes) the file and cuts it
 * into batches of whole lines; worker threads scan them. Used only when the compiled worker file
 * exists next to this module (so a bundle without it, or the TypeScript sources under test,
 * fall back to the single-thread scan, which gives the same findings).
 */






const WORKER_URL = new URL(/* asset import */ __webpack_require__(6089), __webpack_require__.b);
function parallelAvailable() {
    try {
        return WORKER_URL.protocol === "file:" && (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(WORKER_URL));
    }
    catch {
        return false;
    }
}
class WorkerPool {
    workers = [];
    pending = new Map();
    load = [];
    failure = null;
    constructor() { }
    /**
     * Starts `count` workers and waits until each has built its index. Any failure to start (a
     * bundle without the worker's modules, a sandbox without threads) gives null: scan on this
     * thread instead.
     */
    static async start(count, init) {
        const pool = new WorkerPool();
        const ready = [];
        try {
            for (let i = 0; i < count; i++) {
                const w = new external_node_worker_threads_.Worker(WORKER_URL, { workerData: { contamgateLeakage: init } });
                let settle = () => { };
                ready.push(new Promise((resolve) => (settle = resolve)));
                w.on("message", (r) => {
                    if (r === "ready")
                        return settle(true);
                    pool.load[i]--;
                    const done = pool.pending.get(r.id);
                    pool.pending.delete(r.id);
                    done?.(r);
                });
                w.on("error", (e) => {
                    settle(false);
                    pool.failure = e;
                    for (const done of pool.pending.values())
                        done({ id: -1, out: new Int32Array(0), records: 0, slowRecords: 0, candidates: 0 });
                    pool.pending.clear();
                });
                w.on("exit", () => {
                    settle(false);
                    if (pool.pending.size === 0)
                        return;
                    pool.failure ??= new Error("a worker exited");
                    for (const done of pool.pending.values())
                        done({ id: -1, out: new Int32Array(0), records: 0, slowRecords: 0, candidates: 0 });
                    pool.pending.clear();
                });
                pool.workers.push(w);
                pool.load.push(0);
            }
        }
        catch {
            await pool.close();
            return null;
        }
        if (!(await Promise.all(ready)).every(Boolean)) {
            await pool.close();
            return null;
        }
        return pool;
    }
    get size() {
        return this.workers.length;
    }
    run(req) {
        let best = 0;
        for (let i = 1; i < this.load.length; i++)
            if (this.load[i] < this.load[best])
                best = i;
        this.load[best]++;
        return new Promise((resolve) => {
            this.pending.set(req.id, resolve);
            this.workers[best].postMessage(req, [req.buf.buffer]);
        });
    }
    check() {
        if (this.failure)
            throw new Error(`leakage worker failed: ${this.failure.message}`);
    }
    async close() {
        await Promise.all(this.workers.map((w) => w.terminate()));
    }
}
/** Scans one text-format file with the pool; `onMatch` gets every verified pair. */
async function scanTextParallel(src, pool, shard, onMatch) {
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const stats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    let slowRecords = 0;
    let candidates = 0;
    const inflight = new Set();
    const limit = pool.size * 3;
    let id = 0;
    let line = 1; // first line number of the next batch
    // Pieces of a line that spans chunks, joined once when its newline comes (joining at every
    // chunk was quadratic in the line's length; openChunks caps a line at MAX_LINE_BYTES).
    let carry = [];
    const handle = (r) => {
        pool.check();
        stats.records += r.records;
        slowRecords += r.slowRecords;
        candidates += r.candidates;
        const o = r.out;
        for (let k = 0; k < o.length; k += 6) {
            onMatch({ probe: o[k + 1], common: o[k + 2], probeSize: o[k + 3], corpusSize: o[k + 4], rules: o[k + 5] }, o[k]);
        }
    };
    const send = async (batch) => {
        let lines = 0;
        for (let p = batch.indexOf(10); p >= 0; p = batch.indexOf(10, p + 1))
            lines++;
        if (batch.length > 0 && batch[batch.length - 1] !== 10)
            lines++;
        const req = { id: id++, buf: batch, firstLine: line, skipPrefixes: [...src.skipPrefixes], shard };
        line += lines;
        const p = pool.run(req).then(handle);
        inflight.add(p);
        void p.finally(() => inflight.delete(p));
        if (inflight.size >= limit)
            await Promise.race(inflight);
    };
    try {
        for await (const chunk of openChunks(src, hash, stats)) {
            const last = chunk.lastIndexOf(10);
            if (last < 0) {
                carry.push(copy(chunk, 0, chunk.length));
                continue;
            }
            // A standalone copy per batch: it is transferred to the worker.
            const batch = carry.length
                ? concat([...carry, chunk.subarray(0, last + 1)])
                : copy(chunk, 0, last + 1);
            carry = last + 1 < chunk.length ? [copy(chunk, last + 1, chunk.length)] : [];
            await send(batch);
        }
        if (carry.length)
            await send(concat(carry));
        await Promise.all(inflight);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw e;
        const code = e?.code;
        if (typeof code === "string")
            throw new errors/* InputError */.dz(`cannot read (${code})`, { file: src.display });
        throw e;
    }
    pool.check();
    stats.lines = line - 1;
    stats.sha256 = hash.digest("hex");
    return { stats, slowRecords, candidates };
}
/** A copy (Buffer#slice would be a view of the stream's buffer). */
function copy(b, s, e) {
    return Uint8Array.prototype.slice.call(b, s, e);
}
function concat(parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
        out.set(p, at);
        at += p.length;
    }
    return out;
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/first-record.js
/**
 * Whether a corpus file holds at least one record (with its field), reading no further than the
 * first one. A scan that read only some lines (pull-request mode, a shard) uses this before
 * calling a source empty: the lines it skipped may hold the records.
 */

async function firstRecord(src) {
    const stop = () => {
        throw new StopReading();
    };
    try {
        const stats = await readSource(src, { wantLine: () => true, bytes: stop, text: stop }, false);
        return { found: false, stats };
    }
    catch (e) {
        if (e instanceof StopReading)
            return { found: true };
        throw e;
    }
}

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/resolve.js





/** `InputError` arguments naming an origin: file:line:key for config, the flag for flags. */
function errorAt(o, message) {
    return o.kind === "config"
        ? new errors/* InputError */.dz(message, { file: o.file, ...(o.line !== undefined ? { line: o.line } : {}), field: o.key })
        : new errors/* InputError */.dz(`${o.flag} "${o.value}": ${message}`);
}
function formatOf(path) {
    const lower = path.toLowerCase();
    const gzip = lower.endsWith(".gz");
    const base = gzip ? lower.slice(0, -3) : lower;
    const format = base.endsWith(".jsonl") || base.endsWith(".ndjson")
        ? "jsonl"
        : base.endsWith(".csv")
            ? "csv"
            : base.endsWith(".tsv")
                ? "tsv"
                : "text";
    return { format, gzip };
}
/**
 * A path as every report names it: relative to the repository root, forward slashes, never
 * absolute (a runner's absolute path is noise to a reader and code scanning cannot place it).
 * A file outside the root keeps its `../` steps.
 */
function displayPath(abs, root) {
    return ((0,external_node_path_.relative)(root, abs) || ".").split(external_node_path_.sep).join("/");
}
/** Expands patterns to files (sorted, deduplicated); a pattern matching nothing is an error. */
async function resolveSources(patterns, cwd, root) {
    const out = new Map();
    const files = [];
    const byPattern = [];
    for (const p of patterns) {
        const literal = (0,external_node_path_.resolve)(cwd, p.pattern);
        let matched;
        if ((0,external_node_fs_.existsSync)(literal) && (0,external_node_fs_.statSync)(literal).isFile())
            matched = [literal];
        else {
            matched = (await (0,dist/* glob */.TI)([p.pattern], { cwd, absolute: true, onlyFiles: true, dot: false })).map((f) => (0,external_node_path_.resolve)(f));
            matched.sort();
        }
        if (matched.length === 0)
            throw errorAt(p.origin, "matched no files");
        const mine = [];
        for (const abs of matched) {
            // One file under two fields (`question` and `paraphrases[]`) is two sources, both read.
            const key = JSON.stringify([abs, p.format ?? null, p.field ?? null, p.idField ?? null, p.skipPrefixes ?? []]);
            const seen = out.get(key);
            if (seen !== undefined) {
                mine.push(seen);
                continue;
            }
            // A symlink committed in a pull request must not make the scan read outside the repository.
            const what = p.origin.kind === "flag" ? `${p.origin.flag} file` : `${p.origin.key} file`;
            await (0,checked_file/* checkPlace */.uD)(abs, { display: displayPath(abs, root), what, workspace: root });
            const detected = formatOf(abs);
            const sf = {
                path: abs,
                display: displayPath(real(abs), root),
                format: p.format ?? detected.format,
                gzip: detected.gzip,
                skipPrefixes: p.skipPrefixes ?? [],
                ...(p.field !== undefined ? { field: p.field } : {}),
                ...(p.idField !== undefined ? { idField: p.idField } : {}),
            };
            out.set(key, files.length);
            mine.push(files.length);
            files.push(sf);
        }
        byPattern.push(mine);
    }
    return { files, byPattern };
}
/** Both sides of `relative` without symlinks (the root is a real path: see repo-root.ts). */
function real(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return p;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/holdout-id.js
var holdout_id = __webpack_require__(5602);
;// CONCATENATED MODULE: ./build/lib/leakage/scan.js
















const RULE_NAMES = [
    [RULE_JACCARD, "jaccard"],
    [RULE_CONTAINMENT, "containment"],
    [RULE_NGRAM13, "ngram13"],
];
/** Runs the whole scan: read probes, build the index, stream every corpus, verify, report. */
async function scanLeakage(o) {
    const started = performance.now();
    const width = o.shingleWidth ?? 3;
    if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) {
        throw new errors/* InputError */.dz(`--shingle-width must be an integer from 1 to ${MAX_WIDTH} (got ${width})`);
    }
    const minC = o.minContainmentShingles ?? 20;
    if (!Number.isInteger(minC) || minC < 1)
        throw new errors/* InputError */.dz(`--min-containment-shingles must be a positive integer`);
    if (o.shard &&
        !(Number.isInteger(o.shard.count) &&
            o.shard.count >= 1 &&
            Number.isInteger(o.shard.index) &&
            o.shard.index >= 1 &&
            o.shard.index <= o.shard.count)) {
        throw new errors/* InputError */.dz(`--shard must be i/N with 1 ≤ i ≤ N`);
    }
    const rules = {
        width,
        jaccard: parseRatio(o.threshold ?? "0.8", "threshold"),
        containment: o.containment === null ? null : parseRatio(o.containment ?? "0.8", "containment"),
        minContainmentShingles: minC,
        ngram13: o.ngram13 ?? false,
    };
    if (o.probeSets.length === 0)
        throw new errors/* InputError */.dz("no probe sets given (--probes or --holdout)");
    if (o.corpora.length === 0)
        throw new errors/* InputError */.dz("no corpus given (--corpus)");
    const names = new Set();
    for (const s of o.probeSets) {
        if (names.has(s.name))
            throw new errors/* InputError */.dz(`probe set "${s.name}" is defined twice`);
        names.add(s.name);
    }
    const metas = [];
    const texts = [];
    const probeSets = [];
    for (const set of o.probeSets) {
        const { files, byPattern } = await resolveSources(set.sources, o.cwd, o.root);
        const entry = {
            name: set.name,
            holdout: set.holdout,
            probes: 0,
            emptyProbes: 0,
            files: [],
        };
        const perFile = [];
        for (const f of files) {
            const { records, stats } = await readProbeRecords(f);
            entry.files.push({ file: f.display, sha256: stats.sha256 });
            for (const rec of records) {
                metas.push({ set: set.name, holdout: set.holdout, file: f.display, path: f.path, rec });
                texts.push(rec.text);
            }
            entry.probes += records.length;
            perFile.push(records.length);
        }
        // A probe without its field is already an error (strict read); a source with no probe at all
        // would scan for nothing and pass.
        set.sources.forEach((src, i) => {
            if (src.allowEmpty)
                return;
            if (byPattern[i].every((k) => perFile[k] === 0)) {
                const n = byPattern[i].length;
                throw errorAt(src.origin, `yields no probe (${n === 1 ? files[byPattern[i][0]].display : `${n} files`}: no record); ${emptyHint(src)}`);
            }
        });
        probeSets.push(entry);
    }
    if (texts.length === 0)
        throw new errors/* InputError */.dz("the probe sets hold no probes");
    const { files: corpusFiles, byPattern: corpusByPattern } = await resolveSources(o.corpora, o.cwd, o.root);
    // Pull-request mode: which corpus lines and which probes are new since the ref.
    let changed = null;
    let scope = null;
    if (o.changedSince !== undefined) {
        changed = await changedLinesSince(o.changedSince, corpusFiles.map((f) => scan_real(f.path)), o.cwd);
        const own = await changedLinesSince(o.changedSince, [...new Set([...metas.map((m) => scan_real(m.path)), ...(o.configFile !== undefined ? [scan_real(o.configFile)] : [])])], o.cwd, "changed");
        if (o.configFile !== undefined && own.has(scan_real(o.configFile))) {
            // New sources, fields or thresholds: nothing of the old scan can be trusted to carry over.
            changed = null;
            scope = { kind: "config-changed" };
        }
        else {
            const fresh = [];
            metas.forEach((m, p) => {
                const lines = own.get(scan_real(m.path));
                if (lines !== undefined && (lines === null || anyAdded(lines, m.rec.line, m.rec.lastLine ?? m.rec.line)))
                    fresh.push(p);
            });
            scope = { kind: "changed-lines", freshProbes: fresh };
        }
    }
    const sample = await sampleLines(corpusFiles);
    const index = new ProbeIndex(texts, rules, sample);
    // Probes added or changed since the ref are scanned against every corpus line, not only the
    // added ones: a holdout question added today may be in a dictionary since last year.
    const fresh = scope?.kind === "changed-lines" && scope.freshProbes.length > 0 ? scope.freshProbes : null;
    const freshIndex = fresh
        ? new ProbeIndex(fresh.map((p) => texts[p]), rules, sample)
        : null;
    const workers = Math.max(1, Math.min((0,external_node_os_.availableParallelism)() * 2, Math.floor(o.workers ?? 1)));
    const bigText = corpusFiles.some((f) => f.format === "text" && sizeOf(f.path) >= (f.gzip ? 2 : 16) * 2 ** 20);
    const pool = workers > 1 && bigText && changed === null && parallelAvailable()
        ? await WorkerPool.start(workers, { texts: [...texts], rules, sample })
        : null;
    texts.length = 0; // the index keeps what it needs; the texts (holdout!) can go
    for (const m of metas)
        m.rec.text = "";
    const emptyCount = countEmpty(index);
    for (const ps of probeSets)
        ps.emptyProbes = 0;
    for (let p = 0; p < index.probeCount; p++) {
        if (index.probeStart[p + 1] === index.probeStart[p]) {
            const ps = probeSets.find((s) => s.name === metas[p].set);
            if (ps)
                ps.emptyProbes++;
        }
    }
    const scanner = new LineScanner(index);
    const freshScanner = freshIndex ? new LineScanner(freshIndex) : null;
    const findings = [];
    const corpora = [];
    /** Per corpus file: whether every line was read (else an empty-looking source is looked at again). */
    const complete = [];
    const shard = o.shard;
    let slowRecords = 0;
    let candidates = 0;
    try {
        for (const f of corpusFiles) {
            let lines = null;
            if (changed) {
                lines = changed.get(scan_real(f.path));
                if (lines === undefined && !freshScanner) {
                    corpora.push({
                        file: f.display,
                        format: f.gzip ? `${f.format}+gzip` : f.format,
                        lines: 0,
                        records: 0,
                        skipped: 0,
                        bytes: 0,
                        sha256: "",
                    });
                    complete.push(false);
                    continue;
                }
            }
            // With fresh probes every line is read: added lines go to the full index, the others to the fresh one.
            let added = true;
            const wantLine = shard || lines !== null
                ? (line, lastLine = line) => {
                    if (shard && (line - 1) % shard.count !== shard.index - 1)
                        return false;
                    added = lines === null || (lines !== undefined && anyAdded(lines, line, lastLine));
                    return added || freshScanner !== null;
                }
                : () => true;
            complete.push(!shard && (lines === null || freshScanner !== null));
            const collect = (s, line, index) => {
                for (const m of s.matches) {
                    const meta = metas[s === scanner ? m.probe : fresh[m.probe]];
                    findings.push(toFinding(m, meta, f, line, index));
                }
            };
            let stats;
            if (pool && f.format === "text" && lines === null) {
                const r = await scanTextParallel(f, pool, shard ?? null, (m, line) => {
                    findings.push(toFinding(m, metas[m.probe], f, line, undefined));
                });
                stats = r.stats;
                slowRecords += r.slowRecords;
                candidates += r.candidates;
            }
            else {
                stats = await readSource(f, {
                    wantLine,
                    // wantLine said yes, so the line is added or a fresh index exists.
                    bytes: (buf, s, e, line) => {
                        const sc = added ? scanner : freshScanner;
                        if (sc.scanBytes(buf, s, e) > 0)
                            collect(sc, line);
                    },
                    text: (rec) => {
                        const sc = added ? scanner : freshScanner;
                        if (sc.scanString(rec.text) > 0)
                            collect(sc, rec.line, rec.index);
                    },
                }, false);
            }
            corpora.push({
                file: f.display,
                format: f.gzip ? `${f.format}+gzip` : f.format,
                lines: stats.lines,
                records: stats.records,
                skipped: stats.skipped,
                bytes: stats.bytes,
                sha256: stats.sha256,
            });
        }
    }
    finally {
        await pool?.close();
    }
    await checkCorporaYield(o.corpora, corpusByPattern, corpusFiles, corpora, complete);
    findings.sort(report/* compareFindings */.E);
    const settings = {
        shingleWidth: width,
        threshold: rules.jaccard.text,
        containment: rules.containment ? rules.containment.text : null,
        minContainmentShingles: minC,
        ngram13: rules.ngram13,
        changedSince: o.changedSince ?? null,
        shard: shard ? { index: shard.index, count: shard.count } : null,
    };
    const changedScope = scope === null
        ? undefined
        : scope.kind === "config-changed"
            ? { configChanged: true, freshProbes: index.probeCount }
            : { configChanged: false, freshProbes: scope.freshProbes.length };
    return {
        kind: "contamgate.leakage",
        version: 1,
        settings,
        fingerprint: fingerprint(settings, probeSets, corpora),
        probeSets,
        corpora,
        findings,
        stats: {
            probes: index.probeCount,
            emptyProbes: emptyCount,
            corpusFiles: corpora.length,
            corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
            corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
            bytes: corpora.reduce((a, c) => a + c.bytes, 0),
            slowRecords: scanner.slowRecords + (freshScanner?.slowRecords ?? 0) + slowRecords,
            candidates: scanner.candidates + (freshScanner?.candidates ?? 0) + candidates,
            findings: findings.length,
            holdoutFindings: findings.filter((x) => x.probe.holdout).length,
            seconds: (performance.now() - started) / 1000,
            ...(changedScope ? { changedScope } : {}),
        },
    };
}
function emptyHint(src) {
    return src.origin.kind === "config"
        ? "fix the path, or say the source may be empty with allow_empty: true"
        : "fix the pattern (only a config source can be allowed to be empty: allow_empty: true)";
}
/**
 * A corpus source that yields no record, or whose field matches nothing in any record, is an
 * error (a typo'd field scanned nothing and passed). Where a scan read only some lines, the file
 * is read again up to its first record before the source is called empty.
 */
async function checkCorporaYield(patterns, byPattern, files, read, complete) {
    for (const [i, src] of patterns.entries()) {
        const mine = byPattern[i];
        if (mine.some((k) => read[k].records > 0))
            continue;
        let records = 0;
        let skipped = 0;
        let lines = 0;
        for (const k of mine) {
            if (complete[k]) {
                skipped += read[k].skipped;
                lines += read[k].lines;
                continue;
            }
            const first = await firstRecord(files[k]);
            if (first.found) {
                records++;
                break;
            }
            skipped += first.stats.skipped;
            lines += first.stats.lines;
        }
        if (records > 0)
            continue;
        const where = mine.length === 1 ? files[mine[0]].display : `${mine.length} files`;
        if (skipped > 0) {
            const at = src.fieldOrigin ?? src.origin;
            throw errorAt(at, `${at.kind === "config" ? `"${src.field ?? ""}" ` : ""}matches nothing in any of the ${skipped.toLocaleString("en-US")} record${skipped === 1 ? "" : "s"} of ${where}; check the field path`);
        }
        if (src.allowEmpty)
            continue;
        throw errorAt(src.origin, `yields no record (${where}: ${lines === 0 ? "empty" : `${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"}, none a record`}); ${emptyHint(src)}`);
    }
}
function countEmpty(index) {
    return index.emptyProbes;
}
function sizeOf(p) {
    try {
        return (0,external_node_fs_.statSync)(p).size;
    }
    catch {
        return 0;
    }
}
function scan_real(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return p;
    }
}
function toFinding(m, meta, f, line, index) {
    const probe = { set: meta.set, file: meta.file, line: meta.rec.line, holdout: meta.holdout };
    if (meta.rec.id !== undefined)
        probe.id = (0,holdout_id/* shownProbeId */.$h)(meta.rec.id, meta.rec.text, meta.holdout);
    if (meta.rec.index !== undefined)
        probe.index = meta.rec.index;
    const corpus = { file: f.display, line };
    if (index !== undefined)
        corpus.index = index;
    return {
        probe,
        corpus,
        jaccard: m.common / (m.probeSize + m.corpusSize - m.common),
        containment: m.common / m.probeSize,
        shingles: { probe: m.probeSize, corpus: m.corpusSize, common: m.common },
        rules: RULE_NAMES.filter(([bit]) => (m.rules & bit) !== 0).map(([, name]) => name),
    };
}
/** Identifies one scan across its shards: settings without the shard index, and input digests. */
function fingerprint(settings, probeSets, corpora) {
    const basis = {
        settings: { ...settings, shard: settings.shard ? { count: settings.shard.count } : null },
        probes: probeSets.map((s) => [s.name, s.holdout, s.files.map((f) => [f.file, f.sha256])]),
        corpora: corpora.map((c) => [c.file, c.format, c.sha256]),
    };
    return (0,external_node_crypto_.createHash)("sha256").update(JSON.stringify(basis)).digest("hex");
}
/** A record is new if any of its lines was added: a paste into the second line of a quoted CSV field counts. */
function anyAdded(added, first, last) {
    for (let l = first; l <= last; l++)
        if (added.has(l))
            return true;
    return false;
}


/***/ }),

/***/ 3671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ repositoryRoot)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7975);
/**
 * The repository root every reported path is relative to (docs/leakage.md "Paths"): the runner's
 * GITHUB_WORKSPACE when the run is inside it, else the git top-level of the working directory,
 * else the working directory itself.
 */




const run = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
async function repositoryRoot(cwd, env) {
    const here = real((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd));
    const ws = env.GITHUB_WORKSPACE;
    if (env.GITHUB_ACTIONS === "true" && ws && inside(here, real((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ws))))
        return real((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ws));
    try {
        const { stdout } = await run("git", ["rev-parse", "--show-toplevel"], { cwd: here });
        const top = stdout.trim();
        if (top && inside(here, real(top)))
            return real(top);
    }
    catch {
        // not a git work tree, or no git: the working directory is the root
    }
    return here;
}
function inside(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
/** Symlinks resolved on both sides, or a /tmp → /private/tmp link would make every path `../`. */
function real(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(p);
    }
    catch {
        return p;
    }
}


/***/ }),

/***/ 9378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WH: () => (/* binding */ renderSarif),
/* harmony export */   ec: () => (/* binding */ sarifLog)
/* harmony export */ });
/* unused harmony export SARIF_RULES */
/* harmony import */ var _leakage_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5515);
/**
 * The one SARIF 2.1.0 writer: `leakage --sarif`, `merge --sarif`, `check --report-dir` and the
 * action all call it, so one finding is one result with the same rule id and fingerprints on
 * every surface (docs/leakage.md "Outputs"). Each finding location is its own result, located at
 * the corpus file and line (what a pull request changed); paths are relative to the repository
 * root (%SRCROOT%). Holdout probes are named by file and line only.
 */

const SARIF_RULES = [
    {
        id: "contamgate/leakage/holdout",
        name: "HoldoutLeak",
        shortDescription: { text: "A holdout question appears in a corpus or dictionary" },
        fullDescription: {
            text: "A corpus line matches a holdout probe by character-shingle Jaccard, containment or word 13-grams after normalization. The text is not shown; open the probe file at the given line.",
        },
        defaultConfiguration: { level: "error" },
    },
    {
        id: "contamgate/leakage/probe",
        name: "ProbeLeak",
        shortDescription: { text: "A frozen probe appears in a corpus or dictionary" },
        fullDescription: { text: "A corpus line matches a frozen probe after normalization." },
        defaultConfiguration: { level: "error" },
    },
];
/** Three decimals, as the leakage table prints them. */
const measure = (x) => (x === null ? "n/a" : x.toFixed(3));
function at(file, line, index) {
    return `${file}:${line}${index !== undefined ? `[${index}]` : ""}`;
}
/**
 * A relative URI reference: encodeURI leaves '#' and '?', which would start a fragment or query.
 * Paths already use '/' (sources/resolve.ts); a backslash is part of a POSIX file name and stays one (%5C).
 */
function fileUri(file) {
    return encodeURI(file).replace(/[#?]/g, (c) => encodeURIComponent(c));
}
/** The SARIF log object for leakage findings. */
function sarifLog(findings, toolVersion) {
    // Location order, whatever order the caller's surface lists findings in.
    const results = [...findings].sort(_leakage_report_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .E).map((f) => {
        const rule = f.probe.holdout ? 0 : 1;
        const probe = at(f.probe.file, f.probe.line, f.probe.index);
        const id = f.probe.id ?? undefined;
        return {
            ruleId: SARIF_RULES[rule].id,
            ruleIndex: rule,
            level: "error",
            message: {
                text: `Matches ${f.probe.holdout ? "holdout " : ""}probe ${probe}${id !== undefined ? ` (id ${id})` : ""} of set "${f.probe.set}" ` +
                    `(Jaccard ${measure(f.jaccard)}, containment ${measure(f.containment)}; ${f.rules.join(", ")}).`,
            },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: fileUri(f.corpus.file), uriBaseId: "%SRCROOT%" },
                        region: { startLine: f.corpus.line },
                    },
                },
            ],
            // Code scanning folds results with equal fingerprints into one alert: the corpus location is
            // part of it, or a probe pasted into two places would show as one.
            partialFingerprints: {
                "contamgate/probe/v1": `${f.probe.set}:${f.probe.file}:${f.probe.line}:${f.probe.index ?? ""}`,
                "contamgate/corpus/v1": `${f.corpus.file}:${f.corpus.line}:${f.corpus.index ?? ""}`,
            },
            properties: {
                probe: {
                    set: f.probe.set,
                    file: f.probe.file,
                    line: f.probe.line,
                    ...(id !== undefined ? { id } : {}),
                    ...(f.probe.index !== undefined ? { index: f.probe.index } : {}),
                    holdout: f.probe.holdout,
                },
                jaccard: f.jaccard,
                containment: f.containment,
                ...(f.shingles
                    ? { shingles: { probe: f.shingles.probe, corpus: f.shingles.corpus, common: f.shingles.common } }
                    : {}),
                rules: [...f.rules],
            },
        };
    });
    return {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "contamgate",
                        version: toolVersion,
                        informationUri: "https://github.com/contamgate/contamgate",
                        rules: SARIF_RULES,
                    },
                },
                originalUriBaseIds: { "%SRCROOT%": { description: { text: "The repository root" } } },
                results,
            },
        ],
    };
}
/** report.sarif of `check --report-dir` and the action. */
function renderSarif(report) {
    return JSON.stringify(sarifLog(report.leakage?.findings ?? [], report.tool.version), null, 2) + "\n";
}


/***/ })

};
