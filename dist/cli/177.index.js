export const id = 177;
export const ids = [177];
export const modules = {

/***/ 2991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ deriveDesign)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _value_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7395);
/**
 * The design, derived in one place: the preregistered knobs (δ, ψ, α, power, E[max] method) with
 * n, M and K filled in from what the run asks. The power gate and the verdict are both handed
 * this one object, so they can never judge different designs (docs/run.md "One design for the gate and the verdict").
 *
 * M counts the models in the design — design.models when the config gives it, which may be more
 * than are run now (models compared while designing count), never fewer; else the models run.
 * K likewise counts every perturber tried: design.perturbers_tried, never fewer than are run.
 */


function deriveDesign(d, c) {
    const at = (s) => (0,_value_source_js__WEBPACK_IMPORTED_MODULE_1__/* .whereOf */ .de)(s.source);
    if (d.targetEffect.value > d.discordantRate.value) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`target effect ${d.targetEffect.value} exceeds the expected discordant rate ${d.discordantRate.value} (a drop cannot exceed the discordant rate)`, at(d.targetEffect));
    }
    const n = d.n?.value ?? c.n;
    if (n === undefined) {
        const src = d.targetEffect.source;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("the design needs n: give design.n or a benchmark section", src.kind === "config"
            ? { file: src.file, ...(src.line !== undefined ? { line: src.line } : {}), field: "design.n" }
            : at(d.targetEffect));
    }
    if (d.n !== undefined && c.n !== undefined && d.n.value !== c.n) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`design.n is ${d.n.value} but the benchmark selects ${c.n} items; remove design.n or make them agree`, at(d.n));
    }
    if (d.perturbersTried !== undefined && c.perturbersRun !== undefined && d.perturbersTried.value < c.perturbersRun) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`perturbers_tried is ${d.perturbersTried.value} but the benchmark lists ${c.perturbersRun} perturbers; K counts every perturber tried`, at(d.perturbersTried));
    }
    if (d.models !== undefined && c.modelsRun !== undefined && d.models.value < c.modelsRun) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`design.models is ${d.models.value} but ${c.modelsRun} models are configured; M counts every model compared`, at(d.models));
    }
    const models = d.models?.value ?? c.modelsRun ?? 1;
    const controls = c.controls?.value ?? [];
    if (controls.length > 0 && controls.length >= models) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`every model is declared control: true (${controls.length} of M = ${models}); a control needs a model to compare`, at(c.controls));
    }
    // A knob for controls written without any control would silently do nothing.
    for (const knob of [d.expectedExcessDrop, d.controlsAgainst]) {
        if (knob !== undefined && controls.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("applies to declared controls, but no model is control: true", at(knob));
        }
    }
    const excess = d.expectedExcessDrop?.value ?? d.targetEffect.value;
    if (controls.length > 0 && excess > d.discordantRate.value) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected_excess_drop ${excess} exceeds the expected discordant rate ${d.discordantRate.value}`, at(d.expectedExcessDrop ?? d.targetEffect));
    }
    return {
        n,
        discordantRate: d.discordantRate.value,
        effect: d.targetEffect.value,
        alpha: d.alpha.value,
        targetPower: d.power.value,
        models,
        perturbers: d.perturbersTried?.value ?? Math.max(1, c.perturbersRun ?? 0),
        oneSided: !d.twoSided.value,
        emax: d.emax.value,
        ...(d.softSd !== undefined ? { soft: { kind: "planned", sd: d.softSd.value } } : {}),
        controls: controls.length === 0
            ? { kind: "none" }
            : {
                kind: "declared",
                count: controls.length,
                names: [...controls],
                against: d.controlsAgainst?.value ?? "each",
                expectedExcessDrop: excess,
            },
    };
}


/***/ }),

/***/ 903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TY: () => (/* binding */ buildProviders),
  K2: () => (/* binding */ runEvaluation)
});

// UNUSED EXPORTS: controlsOf, verdictDesignOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./build/lib/io/git.js
var git = __webpack_require__(921);
// EXTERNAL MODULE: ./build/lib/io/paths.js
var paths = __webpack_require__(6373);
;// CONCATENATED MODULE: ./build/lib/cache/provenance.js




/** Names a bare repository or a work tree is made of; contamgate writes none of them. */
const GIT_LOOKING = new Set([".git", "head", "objects", "refs", "config", "packed-refs", "index", "hooks", "info"]);
async function cacheProvenance(dir, env) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (e) {
        return { kind: "unverified", why: `cannot list it (${e.code ?? "error"})` };
    }
    for (const e of entries) {
        if (GIT_LOOKING.has(e.name.toLowerCase()))
            return {
                kind: "unverified",
                why: `it holds "${plain(e.name)}", as a git repository does (contamgate never writes one)`,
            };
        if (e.isDirectory())
            return { kind: "unverified", why: `it holds a folder "${plain(e.name)}" (contamgate never writes one)` };
    }
    const lexical = (0,external_node_path_.resolve)(dir);
    let real;
    try {
        real = await (0,promises_.realpath)(dir);
    }
    catch (e) {
        return { kind: "unverified", why: `cannot resolve it (${e.code ?? "error"})` };
    }
    // Both the path as given and where it leads: a symlinked folder inside a work tree is checked
    // there too (git refuses a path beyond a symlink, which is "cannot verify").
    const committed = new Set();
    const trees = [];
    for (const p of new Set([lexical, real])) {
        const tree = (0,git/* workTreeOf */.FY)(p);
        if (tree === undefined)
            continue;
        try {
            for (const name of await committedNames(tree, p))
                committed.add(name);
        }
        catch (e) {
            return {
                kind: "unverified",
                why: `it is inside the git work tree ${tree} and git could not say which of its files are committed (${e.message})`,
            };
        }
        trees.push(tree);
    }
    if (trees.length > 0)
        return { kind: "verified", how: `untracked in the git work tree ${trees.join(" and ")}`, committed };
    const ws = env.GITHUB_ACTIONS === "true" ? env.GITHUB_WORKSPACE : undefined;
    if (ws) {
        const wsReal = await (0,promises_.realpath)(ws).catch(() => (0,external_node_path_.resolve)(ws));
        if ((0,paths/* isInside */.F)(lexical, (0,external_node_path_.resolve)(ws)) || (0,paths/* isInside */.F)(real, wsReal))
            return {
                kind: "unverified",
                why: "it is inside the checkout (GITHUB_WORKSPACE), which is not a git work tree, so a segment a pull request committed cannot be told from one this job wrote",
            };
    }
    return { kind: "verified", how: "outside every git work tree", committed };
}
/** Segment names directly in `dir` that git tracks, or that any commit of HEAD's history added or changed. */
async function committedNames(tree, dir) {
    const rel = (0,external_node_path_.relative)(tree, dir).split(external_node_path_.sep).join("/") || ".";
    const names = new Set();
    const take = (out) => {
        for (const raw of out.split("\0")) {
            const p = raw.replace(/^\n+|\n+$/g, "");
            if (p !== "" && (rel === "." ? !p.includes("/") : (0,external_node_path_.dirname)(p) === rel))
                names.add((0,external_node_path_.basename)(p));
        }
    };
    take((await (0,git/* git */.$Y)(tree, ["ls-files", "-z", "--cached", "--full-name", "--", rel])).stdout);
    const head = await (0,git/* git */.$Y)(tree, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { allowExit: [1] });
    if (head.exitCode === 0) {
        // Every commit, merges against each parent: a segment committed on a side branch and removed
        // again still came from whoever committed it (and may sit in a cache saved in between).
        const log = await (0,git/* git */.$Y)(tree, [
            "log",
            "--full-history",
            "-m",
            "--no-renames",
            "--no-ext-diff",
            "--no-textconv",
            "--no-show-signature",
            "--name-only",
            "-z",
            "--format=",
            "HEAD",
            "--",
            rel,
        ]);
        take(log.stdout);
    }
    return names;
}
/** A name from the directory (anyone's choosing) as it may appear in a message. */
function plain(name) {
    return name.replace(/[^A-Za-z0-9._-]/g, "?").slice(0, 80);
}

;// CONCATENATED MODULE: ./build/lib/cache/response-store.js






/** Files considered at all; anything else in the directory is not ours and ignored. */
const SEGMENT = /^seg-.*\.jsonl$/;
/** The exact name this store gives a segment (see `segment()`); another `seg-*.jsonl` is refused. */
const OWN_SEGMENT = /^seg-\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.jsonl$/;
/** 2: a header line per segment and a checksum per entry. 1 (read only): neither. */
const ENTRY_VERSION = 2;
const HEADER_KIND = "contamgate.response-cache";
/** Checksum of an entry: sha256 of the key, a newline and the reply's JSON exactly as stored. */
function entryChecksum(key, replyJson) {
    return (0,external_node_crypto_.createHash)("sha256").update(key).update("\n").update(replyJson).digest("hex");
}
/**
 * Content-addressed, append-only response store in a directory of JSONL segments. A load is
 * the union of all segments; the first answer for a key wins. Each process appends only to a
 * segment of its own, created on its first write, so concurrent runs and torn writes never
 * corrupt anything already stored. `put` resolves only after the line is fsync'd: a crash
 * afterwards cannot lose an answer that was paid for.
 */
class ResponseStore {
    dir;
    openFile;
    map = new Map();
    s = {
        entries: 0,
        loaded: 0,
        newEntries: 0,
        segments: 0,
        tornLines: 0,
        corruptLines: 0,
        duplicates: 0,
        nondeterministic: 0,
        nondeterministicKeys: [],
        verified: 0,
        unverified: 0,
        rejected: 0,
        refusedSegments: [],
        untrusted: null,
        notReplayed: 0,
        replayed: 0,
        replayedVerified: 0,
    };
    /** Keys of answers in segments that are not replayed: counted, never served. */
    withheld = new Set();
    /** The first write that failed: the segment may end in a partial line, so nothing more is appended. */
    broken;
    handle;
    opening;
    pending = [];
    flushing;
    closed = false;
    segmentPath;
    constructor(dir, 
    /** How the segment is opened; a test passes one whose writes fail as a full disk's do. */
    openFile = promises_.open) {
        this.dir = dir;
        this.openFile = openFile;
    }
    /**
     * Loads every segment in `dir` (created if missing) whose provenance is verified
     * (src/cache/provenance.ts). A segment committed to git is refused: contamgate never commits
     * its cache, so one in the repository came from a pull request and must not be replayed (or
     * saved into the default branch's cache) as if it had been paid for. When the directory's
     * provenance cannot be verified at all, nothing is replayed. Refused answers are still counted
     * (`notReplayed`), so the announced spend can say how many are asked again and why.
     */
    static async open(dir, o = {}) {
        const store = new ResponseStore(dir, o.openFile);
        await (0,promises_.mkdir)(dir, { recursive: true });
        const found = (await (0,promises_.readdir)(dir, { withFileTypes: true })).filter((e) => SEGMENT.test(e.name));
        found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const provenance = await cacheProvenance(dir, o.env ?? process.env);
        if (provenance.kind === "unverified")
            store.s.untrusted = provenance.why;
        let loadedSegments = 0;
        for (const e of found) {
            const path = (0,external_node_path_.join)(dir, e.name);
            // Not followed: a link could lead anywhere, and contamgate only ever writes plain files.
            if (!e.isFile()) {
                store.refuse(e.name);
                continue;
            }
            if (provenance.kind === "unverified") {
                await store.loadSegment(path, true);
                continue;
            }
            if (provenance.committed.has(e.name) || !OWN_SEGMENT.test(e.name)) {
                store.refuse(e.name);
                await store.loadSegment(path, true);
                continue;
            }
            if (await store.loadSegment(path, false))
                loadedSegments++;
            else
                store.refuse(e.name);
        }
        store.s.segments = loadedSegments;
        store.s.loaded = store.map.size;
        store.s.entries = store.map.size;
        return store;
    }
    /** Whether an answer for `key` is held in a segment that is not replayed (so asking it is paying again). */
    withholds(key) {
        return this.withheld.has(key) && !this.map.has(key);
    }
    /**
     * Creates, writes, fsyncs and removes a probe file: a directory that cannot take a write
     * (read-only, full, not ours) is found before the first paid call, not after it.
     */
    async probeWritable() {
        const path = (0,external_node_path_.join)(this.dir, `.probe-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString("hex")}`);
        const fh = await this.openFile(path, "wx");
        try {
            await fh.writeFile(Buffer.alloc(512, 0x20));
            await fh.sync();
        }
        finally {
            await fh.close();
            await (0,promises_.unlink)(path);
        }
    }
    get size() {
        return this.map.size;
    }
    stats() {
        return {
            ...this.s,
            notReplayed: [...this.withheld].filter((k) => !this.map.has(k)).length,
            nondeterministicKeys: [...this.s.nondeterministicKeys],
            refusedSegments: [...this.s.refusedSegments],
        };
    }
    has(key) {
        return this.map.has(key);
    }
    /** The stored answer (counted as replayed: call it only to use the answer). */
    get(key) {
        const held = this.map.get(key);
        if (!held)
            return undefined;
        this.s.replayed++;
        if (held.verified)
            this.s.replayedVerified++;
        return held.r;
    }
    refuse(name) {
        // The name came from whoever wrote the file: only plain characters reach a log or a report.
        if (this.s.refusedSegments.length < 20)
            this.s.refusedSegments.push(name.replace(/[^A-Za-z0-9._-]/g, "?"));
    }
    /**
     * Stores a response and resolves once it is durable. An existing key keeps its first answer
     * (a different one is counted as nondeterminism) and nothing is written. Returns the answer
     * the store holds for the key afterwards, which is what the caller must use.
     */
    async put(key, response, meta = {}) {
        if (this.closed)
            throw new Error("response store is closed");
        if (this.broken)
            throw this.broken.error;
        const existing = this.map.get(key);
        if (existing) {
            this.compare(key, existing.r, response);
            return existing.r;
        }
        const value = { text: response.text };
        if (response.finishReason !== undefined)
            value.finishReason = response.finishReason;
        if (response.tokens !== undefined)
            value.tokens = response.tokens.map((t) => ({
                token: t.token,
                logprob: t.logprob,
                top: t.top.map((a) => ({ token: a.token, logprob: a.logprob })),
            }));
        this.map.set(key, { r: value, verified: true });
        this.s.entries = this.map.size;
        // `r` last, so a load finds the reply's exact JSON text after the first `,"r":` (see parseLine).
        const r = JSON.stringify(value);
        const head = JSON.stringify({
            v: ENTRY_VERSION,
            k: key,
            ...meta,
            t: new Date().toISOString(),
            c: entryChecksum(key, r),
        });
        const line = `${head.slice(0, -1)},"r":${r}}\n`;
        try {
            await new Promise((done, fail) => {
                this.pending.push({ line, done, fail });
                void this.flush();
            });
        }
        catch (e) {
            // Not durable, so not ours to serve: a retry will ask again.
            this.map.delete(key);
            this.s.entries = this.map.size;
            throw e;
        }
        this.s.newEntries++;
        return value;
    }
    /** Waits for pending writes and closes this process's segment. */
    async close() {
        this.closed = true;
        while (this.flushing)
            await this.flushing;
        if (this.handle)
            await this.handle.close();
        this.handle = undefined;
    }
    /** Group commit: everything queued while the previous fsync ran goes out in one write + fsync. */
    flush() {
        if (this.flushing)
            return this.flushing;
        this.flushing = (async () => {
            while (this.pending.length) {
                const batch = this.pending;
                this.pending = [];
                if (this.broken) {
                    for (const p of batch)
                        p.fail(this.broken.error);
                    continue;
                }
                try {
                    const fh = await this.segment();
                    await fh.appendFile(batch.map((p) => p.line).join(""));
                    await fh.datasync();
                    for (const p of batch)
                        p.done();
                }
                catch (e) {
                    // Part of the batch may be on disk, cut short: appending after it would bury later
                    // answers behind a torn line, so this store takes no more writes.
                    this.broken = { error: e };
                    for (const p of batch)
                        p.fail(e);
                }
            }
        })().finally(() => {
            this.flushing = undefined;
        });
        return this.flushing;
    }
    segment() {
        if (this.handle)
            return Promise.resolve(this.handle);
        this.opening ??= (async () => {
            const stamp = new Date().toISOString().replace(/[-:.]/g, "");
            const path = (0,external_node_path_.join)(this.dir, `seg-${stamp}-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString("hex")}.jsonl`);
            const fh = await this.openFile(path, "ax");
            // The header names the segment: a copy renamed to sort first (and so win) is refused.
            await fh.appendFile(JSON.stringify({ kind: HEADER_KIND, v: ENTRY_VERSION, segment: (0,external_node_path_.basename)(path) }) + "\n");
            // The new file's directory entry must be durable too, or a crash could lose the whole segment.
            try {
                const d = await (0,promises_.open)(this.dir, "r");
                try {
                    await d.sync();
                }
                finally {
                    await d.close();
                }
            }
            catch {
                // Some platforms cannot fsync a directory; the data fsync still holds.
            }
            this.handle = fh;
            this.segmentPath = path;
            this.s.segments++;
            return fh;
        })();
        return this.opening;
    }
    compare(key, kept, other) {
        if (kept.text === other.text) {
            this.s.duplicates++;
            return;
        }
        this.s.nondeterministic++;
        if (this.s.nondeterministicKeys.length < 20)
            this.s.nondeterministicKeys.push(key);
    }
    /**
     * Loads one segment; false when the segment is refused whole (its header names another file).
     * Bytes are split into lines first and each line is decoded strictly: a lenient decode would
     * turn one bad byte of a reply into U+FFFD and silently change the answer. A line over the cap
     * is skipped without being held (a 600 MB torn tail used to never finish).
     */
    async loadSegment(path, withheld) {
        const decoder = new TextDecoder("utf-8", { fatal: true });
        let lineNo = 0;
        let checked = false; // the segment has a v2 header: every entry in it must carry a checksum
        const fresh = new Map();
        const take = (bytes, last) => {
            lineNo++;
            const bad = (failedCheck) => {
                if (withheld)
                    return;
                if (last)
                    this.s.tornLines++;
                else if (failedCheck)
                    this.s.rejected++;
                else
                    this.s.corruptLines++;
            };
            if (bytes === null)
                return (bad(true), true);
            let line;
            try {
                line = decoder.decode(bytes);
            }
            catch {
                return (bad(true), true);
            }
            if (line.trim() === "")
                return true;
            if (lineNo === 1) {
                const h = parseHeader(line);
                if (h !== undefined) {
                    if (h !== (0,external_node_path_.basename)(path))
                        return false;
                    checked = true;
                    return true;
                }
            }
            const e = parseLine(line);
            if (e === "malformed")
                return (bad(false), true);
            if (e === "failed" || (checked && !e.verified))
                return (bad(true), true);
            if (withheld)
                return (this.withheld.add(e.k), true);
            const kept = this.map.get(e.k) ?? fresh.get(e.k);
            if (kept)
                this.compare(e.k, kept.r, e.r);
            else
                fresh.set(e.k, { r: e.r, verified: e.verified });
            return true;
        };
        // Pieces of the current line, joined once at its newline; null once it is over the cap.
        let parts = [];
        let partLen = 0;
        for await (const chunk of (0,external_node_fs_.createReadStream)(path, { highWaterMark: 1 << 20 })) {
            let s = 0;
            for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, s)) {
                const piece = chunk.subarray(s, nl);
                const whole = parts === null || partLen + piece.length > limits/* MAX_LINE_BYTES */.Oc
                    ? null
                    : parts.length
                        ? Buffer.concat([...parts, piece])
                        : piece;
                if (!take(whole, false))
                    return false;
                parts = [];
                partLen = 0;
                s = nl + 1;
            }
            if (s < chunk.length && parts !== null) {
                partLen += chunk.length - s;
                if (partLen > limits/* MAX_LINE_BYTES */.Oc)
                    parts = null;
                else
                    parts.push(Buffer.from(chunk.subarray(s)));
            }
        }
        // A last line without its newline was being written when the writer died.
        if (parts === null || partLen > 0) {
            if (!take(parts === null ? null : Buffer.concat(parts), true))
                return false;
        }
        for (const [k, held] of fresh) {
            this.map.set(k, held);
            if (held.verified)
                this.s.verified++;
            else
                this.s.unverified++;
        }
        return true;
    }
}
/** The header's segment name, or undefined when the line is not a header. */
function parseHeader(line) {
    if (!line.startsWith(`{"kind":"${HEADER_KIND}"`))
        return undefined;
    try {
        const h = JSON.parse(line);
        return typeof h.segment === "string" ? h.segment : "";
    }
    catch {
        return "";
    }
}
/**
 * One segment line → key, response and whether its checksum was verified; "malformed" when it
 * is not an entry at all, "failed" when it is one whose checksum does not match. Version 2 carries `c`, the checksum of the key and of the reply's
 * JSON text as stored; since `,"` cannot occur inside a JSON string, the first `,"r":` starts the
 * reply and the text after it, less the closing brace, is exactly what was checksummed. Version 1
 * entries (written before checksums) are read unverified.
 */
function parseLine(line) {
    let e;
    try {
        e = JSON.parse(line);
    }
    catch {
        return "malformed";
    }
    if (typeof e !== "object" || e === null)
        return "malformed";
    const { k, r } = e;
    if (typeof k !== "string" || typeof r?.text !== "string")
        return "malformed";
    if (r.finishReason !== undefined && typeof r.finishReason !== "string")
        return "malformed";
    const tokens = r.tokens === undefined ? undefined : cachedTokens(r.tokens);
    if (tokens === null)
        return "malformed";
    let verified = false;
    if (e.v === ENTRY_VERSION) {
        const at = line.indexOf(',"r":');
        if (typeof e.c !== "string" || at < 0 || !line.endsWith("}") || entryChecksum(k, line.slice(at + 5, -1)) !== e.c)
            return "failed";
        verified = true;
    }
    else if (e.v !== 1)
        return "malformed";
    const response = { text: r.text };
    if (typeof r.finishReason === "string")
        response.finishReason = r.finishReason;
    if (tokens !== undefined)
        response.tokens = tokens;
    return { k, r: response, verified };
}
/** A stored `tokens` list, checked field by field (a segment is data, never trusted for shape); null if malformed. */
function cachedTokens(v) {
    if (!Array.isArray(v))
        return null;
    const out = [];
    for (const t of v) {
        const e = t;
        if (typeof e !== "object" || e === null || typeof e.token !== "string" || !Array.isArray(e.top))
            return null;
        if (typeof e.logprob !== "number" || !(e.logprob <= 0))
            return null;
        const top = [];
        for (const a of e.top) {
            const x = a;
            if (typeof x !== "object" || x === null || typeof x.token !== "string")
                return null;
            if (typeof x.logprob !== "number" || !(x.logprob <= 0))
                return null;
            top.push({ token: x.token, logprob: x.logprob });
        }
        out.push({ token: e.token, logprob: e.logprob, top });
    }
    return out;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./build/lib/cache/fallback.js
/**
 * Where paid answers go when the response cache cannot take them (docs/reliability.md "Full or
 * read-only cache"): a fresh folder in the system's temporary directory, holding one segment in
 * the cache's own format and name. Moving that file into the cache directory makes a rerun
 * replay the answers instead of paying for them again.
 */




async function keepUnstored(answers, root = (0,external_node_os_.tmpdir)()) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(root, "contamgate-unstored-"));
    // A folder this process just made: nobody else's segments to verify.
    const store = await ResponseStore.open(dir, { env: {} });
    try {
        for (const a of answers)
            await store.put(a.key, a.response, a.meta);
    }
    finally {
        await store.close();
    }
    return store.segmentPath ?? dir;
}

// EXTERNAL MODULE: ./build/lib/design/gate.js + 1 modules
var design_gate = __webpack_require__(5268);
// EXTERNAL MODULE: ./build/lib/report/power-text.js
var power_text = __webpack_require__(1688);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/models/ask-through-cache.js
var ask_through_cache = __webpack_require__(8821);
;// CONCATENATED MODULE: ./build/lib/cache/trust.js
/**
 * What a run must say out loud about the response cache it replayed from (docs/reliability.md
 * "Response cache"): entries that failed their checksum, segments it refused, and answers read
 * from a cache older than checksums. Pure: the run logs these and puts them in its warnings.
 */
function cacheTrustWarnings(c) {
    const out = [];
    if (c.untrusted !== null) {
        out.push(`response cache: nothing stored in it was replayed, because its provenance cannot be verified: ${c.untrusted}; ${c.notReplayed} stored answer(s) were not used (asked again when needed). Keep the cache outside the repository (docs/security.md "Response cache")`);
    }
    if (c.rejected > 0) {
        out.push(`response cache: ${c.rejected} stored answer(s) failed their checksum or UTF-8 check and were not used (asked again instead)`);
    }
    if (c.refusedSegments.length > 0) {
        out.push(`response cache: segment(s) not written by contamgate refused (committed to git now or in HEAD's history, not a plain file, or named or headed unlike contamgate's): ${c.refusedSegments.join(", ")}`);
    }
    if (c.unverified > 0) {
        out.push(`response cache: ${c.unverified} stored answer(s) predate checksums (cache entry version 1) and were read unverified; delete the cache to re-ask them`);
    }
    return out;
}

// EXTERNAL MODULE: ./build/lib/models/call-error.js
var call_error = __webpack_require__(4540);
// EXTERNAL MODULE: ./build/lib/cache/request-key.js
var request_key = __webpack_require__(1398);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 241 modules
var client = __webpack_require__(395);
// EXTERNAL MODULE: ./build/lib/models/provider-text.js
var provider_text = __webpack_require__(5628);
// EXTERNAL MODULE: ./build/lib/models/secrets.js
var secrets = __webpack_require__(2526);
// EXTERNAL MODULE: ./build/lib/text/shown-url.js
var shown_url = __webpack_require__(5971);
;// CONCATENATED MODULE: ./build/lib/models/sdk-errors.js




/**
 * Both official SDKs are generated from the same template: an APIError carries `status`,
 * `headers` and the parsed body in `error`; connection problems have no status and the runtime's
 * error (with its code) as `cause`; timeouts are a subclass named APIConnectionTimeoutError.
 * Reading those fields by shape keeps the SDK classes out of the retry logic.
 *
 * The message built here never contains the provider's text (src/models/provider-text.ts).
 */
function fromSdkError(e, env, what, target) {
    if (e instanceof call_error/* ProviderCallError */.O5)
        return e;
    const err = e;
    const raw = typeof err?.message === "string" ? err.message : String(e);
    const cls = err?.constructor?.name ?? err?.name ?? "";
    const keys = (0,secrets/* knownKeys */.eE)(env);
    const host = target ? hostOf(target.baseUrl) : "the provider";
    // A status decides first: a 400 whose message mentions "timeout" is still a permanent 400.
    if (typeof err?.status === "number") {
        const headers = isHeaders(err.headers) ? err.headers : undefined;
        const body = err.error !== undefined && err.error !== null ? safeJson(err.error) : raw;
        const type = (0,provider_text/* sdkErrorType */.XW)(cls);
        const code = (0,provider_text/* knownErrorCode */.vy)(err.code) ?? (0,provider_text/* knownErrorCode */.vy)(err.type) ?? (0,provider_text/* knownErrorCode */.vy)(nestedType(err.error));
        const message = `${what}: HTTP ${err.status}${type ? ` ${type}` : ""}${code ? ` (${code})` : ""} from ${host}; ${(0,provider_text/* describeText */.ld)("body", body)}`;
        return new call_error/* ProviderCallError */.O5(message, "http", err.status, (0,call_error/* parseRetryAfter */.mu)(headers), (0,provider_text/* bodyForLocalDisplay */.n_)(body, keys));
    }
    if (/Timeout/i.test(cls) || /timed? ?out/i.test(raw)) {
        const limit = target
            ? ` within ${trimSeconds(target.timeoutMs)} s (per-attempt timeout: --timeout / run.timeout_seconds)`
            : "";
        return new call_error/* ProviderCallError */.O5(`${what}: no reply from ${host}${limit}`, "timeout");
    }
    if (e instanceof SyntaxError || /JSON/i.test(raw)) {
        // The parser's message quotes the start of the body; digest it like a body.
        return new call_error/* ProviderCallError */.O5(`${what}: malformed response from ${host} (not valid JSON; ${(0,provider_text/* describeText */.ld)("parser message", raw)})`, "malformed", undefined, undefined, (0,provider_text/* bodyForLocalDisplay */.n_)(raw, keys));
    }
    const code = causeCode(e);
    if (code === null && causeMessages(e).includes("bad port")) {
        // fetch refuses the ports on the Fetch standard's "bad port" list (9, 25, 6000, …) itself.
        return new call_error/* ProviderCallError */.O5(`${what}: fetch refuses to connect to ${host} (a port the Fetch standard blocks; use another port)`, "network");
    }
    return new call_error/* ProviderCallError */.O5(`${what}: ${networkWords(code)} ${host}${code ? ` (${code})` : ""}`, "network", undefined, undefined, (0,provider_text/* bodyForLocalDisplay */.n_)(raw, keys));
}
/** The runtime's error code, from the SDK error's cause chain (fetch wraps it once or twice). */
function causeCode(e) {
    const seen = new Set();
    const queue = [e];
    while (queue.length && seen.size < 16) {
        const x = queue.shift();
        if (x === null || typeof x !== "object" || seen.has(x))
            continue;
        seen.add(x);
        const code = (0,provider_text/* systemErrorCode */.vq)(x.code);
        if (code)
            return code;
        queue.push(x.cause);
        const errors = x.errors;
        if (Array.isArray(errors))
            queue.push(...errors);
    }
    return null;
}
/** The runtime's own messages along the cause chain (compared with known ones, never printed). */
function causeMessages(e) {
    const out = [];
    for (let x = e, d = 0; x !== null && typeof x === "object" && d < 8; x = x.cause, d++) {
        const m = x.message;
        if (typeof m === "string")
            out.push(m);
    }
    return out;
}
function networkWords(code) {
    switch (code) {
        case "ECONNREFUSED":
            return "connection refused by";
        case "ENOTFOUND":
        case "EAI_AGAIN":
            return "host name not found:";
        case "ECONNRESET":
        case "EPIPE":
        case "UND_ERR_SOCKET":
        case "UND_ERR_CLOSED":
            return "connection closed by";
        case "ETIMEDOUT":
        case "UND_ERR_CONNECT_TIMEOUT":
            return "could not connect (timed out) to";
        case "EHOSTUNREACH":
        case "ENETUNREACH":
            return "no route to";
        default:
            if (code && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
                return "TLS certificate rejected for";
            return "connection failed to";
    }
}
/** host:port as configured (the base URL is the user's, not the provider's); never its path or query. */
function hostOf(baseUrl) {
    return (0,shown_url/* urlOrigin */.OG)(baseUrl)?.host ?? "the provider";
}
function trimSeconds(ms) {
    const s = ms / 1000;
    return Number.isInteger(s) ? String(s) : s.toFixed(1);
}
function nestedType(body) {
    const inner = body?.error;
    return inner?.code ?? inner?.type;
}
function safeJson(v) {
    try {
        return typeof v === "string" ? v : JSON.stringify(v);
    }
    catch {
        return String(v);
    }
}
function isHeaders(h) {
    return typeof h === "object" && h !== null && typeof h.get === "function";
}

;// CONCATENATED MODULE: ./build/lib/models/anthropic-messages.js





const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
/** Messages API through the official SDK. System messages go to the `system` parameter. */
class AnthropicMessagesProvider {
    spec;
    identity;
    env;
    timeoutMs;
    cacheable = true;
    client;
    constructor(spec, identity, apiKey, env, timeoutMs) {
        this.spec = spec;
        this.identity = identity;
        this.env = env;
        this.timeoutMs = timeoutMs;
        // authToken null so an ANTHROPIC_AUTH_TOKEN in the environment cannot override the key we chose.
        this.client = new client/* Anthropic */.N({
            apiKey,
            authToken: null,
            baseURL: identity.baseUrl,
            maxRetries: 0,
            timeout: timeoutMs,
        });
    }
    async complete(request, _item, signal) {
        const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
        const system = request.messages.filter((m) => m.role === "system").map((m) => m.content);
        const messages = request.messages
            .filter((m) => m.role !== "system")
            .map((m) => ({ role: m.role, content: m.content }));
        let res;
        try {
            const body = {
                model: this.spec.model,
                max_tokens: request.maxTokens,
                messages,
                ...(system.length ? { system: system.join("\n\n") } : {}),
            };
            // The SDK's types no longer declare `temperature`, but the wire protocol (and
            // llama-server) still honour it, and deterministic decoding is part of the cache key.
            Object.assign(body, { temperature: request.temperature });
            res = await this.client.messages.create(body, signal ? { signal } : undefined);
        }
        catch (e) {
            throw fromSdkError(e, this.env, what, { baseUrl: this.identity.baseUrl, timeoutMs: this.timeoutMs });
        }
        if (!res || !Array.isArray(res.content))
            throw new call_error/* ProviderCallError */.O5(`${what}: malformed response (no content array)`, "malformed");
        // No text block (a refusal, or only thinking blocks) is an answer with no text: scored as
        // unparsed ("refusal" when stop_reason says so), never retried.
        const text = res.content
            .filter((b) => b?.type === "text" && typeof b.text === "string")
            .map((b) => b.text)
            .join("");
        const reply = { text: (0,provider_text/* replyTextForStore */.y4)(text, (0,secrets/* knownKeys */.eE)(this.env)) };
        if (res.stop_reason)
            reply.finishReason = res.stop_reason;
        if (typeof res.usage?.input_tokens === "number")
            reply.inputTokens = res.usage.input_tokens;
        if (typeof res.usage?.output_tokens === "number")
            reply.outputTokens = res.usage.output_tokens;
        return reply;
    }
}

// EXTERNAL MODULE: ./build/lib/models/config.js
var config = __webpack_require__(4137);
;// CONCATENATED MODULE: ./build/lib/models/fake.js

/**
 * A deterministic stand-in for a model, so the whole pipeline runs without a key.
 * An item is memorized with probability `memorized` (decided once per model and item); a
 * memorized item is answered right in its original form. Everything else, including every
 * perturbed form, is right with probability `accuracy`, drawn independently per model, item and
 * condition. Never cached: its answers cost nothing and must not pollute a real cache.
 */
class FakeProvider {
    spec;
    cacheable = false;
    identity;
    accuracy;
    memorized;
    constructor(spec) {
        this.spec = spec;
        this.identity = { provider: "fake", model: spec.model, baseUrl: "" };
        this.accuracy = spec.accuracy;
        this.memorized = spec.memorized;
    }
    async complete(_request, item) {
        const text = this.answer(item);
        if (this.spec.signal !== "probability")
            return { text, finishReason: "stop" };
        const top = this.alternatives(item, text);
        return { text, finishReason: "stop", tokens: [{ token: text, logprob: top[0].logprob, top }] };
    }
    /**
     * For `signal: probability`: the answered letter's probability q, the other letters sharing
     * 1 − q evenly. A remembered original is answered with q = 0.99; anything else with q drawn in
     * [0.4, 0.9), so a soft drop appears where the binary one does and is graded by confidence.
     */
    alternatives(item, answered) {
        const m = this.spec.model;
        const remembers = unit(m, "memorized", item.itemId) < this.memorized && item.condition === "original";
        const q = remembers ? 0.99 : 0.4 + 0.5 * unit(m, "confidence", item.itemId, item.condition);
        const others = item.labels.filter((l) => l !== answered);
        const rest = others.length ? (1 - q) / others.length : 0;
        return [{ token: answered, logprob: Math.log(q) }, ...others.map((token) => ({ token, logprob: Math.log(rest) }))];
    }
    /** The label this fake answers for an item in a condition. */
    answer(item) {
        const m = this.spec.model;
        const remembers = unit(m, "memorized", item.itemId) < this.memorized;
        if (remembers && item.condition === "original")
            return item.correct;
        if (unit(m, "right", item.itemId, item.condition) < this.accuracy)
            return item.correct;
        const wrong = item.labels.filter((l) => l !== item.correct);
        if (wrong.length === 0)
            return item.correct;
        return wrong[Math.floor(unit(m, "wrong", item.itemId, item.condition) * wrong.length)];
    }
}
/** A uniform number in [0, 1) from sha256 of the NUL-joined parts (53 bits). */
function unit(...parts) {
    const h = (0,external_node_crypto_.createHash)("sha256").update(parts.join("\0")).digest();
    return (h.readUInt32BE(0) * 2 ** 21 + (h.readUInt32BE(4) >>> 11)) / 2 ** 53;
}

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
// EXTERNAL MODULE: ./build/lib/models/types.js
var types = __webpack_require__(370);
;// CONCATENATED MODULE: ./build/lib/models/openai-chat.js






const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** Chat Completions through the official SDK; serves both `openai` and `compatible`. */
class OpenAIChatProvider {
    spec;
    identity;
    env;
    timeoutMs;
    cacheable = true;
    client;
    constructor(spec, identity, apiKey, env, timeoutMs) {
        this.spec = spec;
        this.identity = identity;
        this.env = env;
        this.timeoutMs = timeoutMs;
        // maxRetries 0: the spend controller's retries are the only ones, so every attempt is counted.
        this.client = new openai/* default */.Ay({ apiKey, baseURL: identity.baseUrl, maxRetries: 0, timeout: timeoutMs });
    }
    async complete(request, _item, signal) {
        const what = `${this.spec.label} (${this.spec.provider} ${this.spec.model})`;
        let res;
        try {
            res = await this.client.chat.completions.create({
                model: this.spec.model,
                messages: request.messages,
                temperature: request.temperature,
                max_tokens: request.maxTokens,
                // The probability signal (docs/providers.md "The probability signal"): the first tokens' alternatives.
                ...(this.spec.signal === "probability" ? { logprobs: true, top_logprobs: types/* TOP_LOGPROBS */.f4 } : {}),
            }, signal ? { signal } : undefined);
        }
        catch (e) {
            throw fromSdkError(e, this.env, what, { baseUrl: this.identity.baseUrl, timeoutMs: this.timeoutMs });
        }
        const choice = res?.choices?.[0];
        const message = choice?.message;
        if (message === null || typeof message !== "object")
            throw new call_error/* ProviderCallError */.O5(`${what}: malformed response (no choices[0].message)`, "malformed");
        const content = message.content;
        // A message without content is an answer, not a broken response: the model refused
        // (`refusal` holds why), or spent its tokens elsewhere. It is scored as unparsed and cached;
        // retrying it would pay again for the same refusal and then stop the run.
        if (content !== null && content !== undefined && typeof content !== "string") {
            throw new call_error/* ProviderCallError */.O5(`${what}: malformed response (choices[0].message.content is not a string)`, "malformed");
        }
        const refusal = message.refusal;
        const reply = {
            text: (0,provider_text/* replyTextForStore */.y4)(typeof content === "string" ? content : typeof refusal === "string" ? refusal : "", (0,secrets/* knownKeys */.eE)(this.env)),
        };
        if (typeof content !== "string" && typeof refusal === "string")
            reply.finishReason = "refusal";
        else if (choice?.finish_reason)
            reply.finishReason = choice.finish_reason;
        // No content (a refusal, tokens spent elsewhere) generated no answer token: nothing to read, and
        // the reply scores as unparsed; servers send `logprobs: null` then.
        if (this.spec.signal === "probability")
            reply.tokens = typeof content === "string" && content !== "" ? firstTokens(choice?.logprobs, what) : [];
        if (typeof res.usage?.prompt_tokens === "number")
            reply.inputTokens = res.usage.prompt_tokens;
        if (typeof res.usage?.completion_tokens === "number")
            reply.outputTokens = res.usage.completion_tokens;
        return reply;
    }
}
/**
 * The first generated tokens and their alternatives from Chat Completions' `logprobs.content`.
 * A server that ignores `logprobs` (or sends a shape this does not know) is not given a binary
 * score in its place: the call fails for good, naming the model, and the run stops
 * (docs/providers.md "The probability signal").
 */
function firstTokens(logprobs, what) {
    const content = logprobs?.content;
    const missing = () => new call_error/* ProviderCallError */.O5(`${what}: signal probability asked for token log-probabilities (logprobs, top_logprobs) and the reply carries none in the expected form; use a server that returns them, or the binary signal for this model`, "unsupported");
    if (!Array.isArray(content) || content.length === 0)
        throw missing();
    const out = [];
    for (const entry of content.slice(0, types/* FIRST_TOKENS_KEPT */.xe)) {
        const e = entry;
        if (typeof e?.token !== "string" || !Array.isArray(e.top_logprobs))
            throw missing();
        if (typeof e.logprob !== "number" || !(e.logprob <= 0))
            throw missing();
        const top = [];
        for (const t of e.top_logprobs.slice(0, types/* TOP_LOGPROBS */.f4)) {
            const a = t;
            if (typeof a?.token !== "string" || typeof a.logprob !== "number" || !(a.logprob <= 0))
                throw missing();
            top.push({ token: a.token, logprob: a.logprob });
        }
        out.push({ token: e.token, logprob: e.logprob, top });
    }
    return out;
}

// EXTERNAL MODULE: ./build/lib/text/escape.js
var text_escape = __webpack_require__(7127);
;// CONCATENATED MODULE: ./build/lib/models/key-hosts.js
/**
 * Where a key may go. contamgate.yml is edited by pull requests, so a `base_url` there must not
 * be able to send OPENAI_API_KEY to a host of the PR author's choosing. A key is sent only to
 * its provider's own host (over https), to loopback, or to a host the *workflow* allows — the
 * CONTAMGATE_ALLOWED_HOSTS variable or the action's `allowed-hosts` input, both set in the
 * workflow file. Anything else is exit 4 before any request (docs/providers.md, "Where keys may go").
 */




const ALLOWED_HOSTS_ENV = "CONTAMGATE_ALLOWED_HOSTS";
/** The hosts each provider's key is issued for (compatible servers have none of their own). */
const OWN_HOSTS = {
    openai: ["api.openai.com"],
    anthropic: ["api.anthropic.com"],
    compatible: [],
};
function isLoopback(hostname) {
    const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
    return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}
/**
 * Entries are host names (`llm.internal`), host:port (`llm.internal:8443`) or a leading-wildcard
 * domain (`*.example.com`), separated by commas or blanks.
 */
function parseAllowedHosts(raw) {
    return (raw ?? "")
        .split(/[\s,]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
}
function allowedBy(list, u) {
    const host = u.hostname.toLowerCase();
    const port = u.port || (u.protocol === "https:" ? "443" : "80");
    return list.some((entry) => {
        if (entry.startsWith("*."))
            return host.endsWith(entry.slice(1));
        const m = /^(.*?)(?::(\d+))?$/.exec(entry);
        return m[1] === host && (m[2] === undefined || m[2] === port);
    });
}
/**
 * Throws (exit 4, naming where the base URL was declared) when a key would be sent to a host
 * it is not meant for. `keySent`: whether a key from the environment goes with the requests.
 */
function checkKeyDestination(provider, baseUrl, keySent, env, where) {
    if (!keySent)
        return;
    const u = new URL(baseUrl);
    if (isLoopback(u.hostname))
        return;
    if (OWN_HOSTS[provider].includes(u.hostname.toLowerCase()) && u.protocol === "https:")
        return;
    if (allowedBy(parseAllowedHosts(env[ALLOWED_HOSTS_ENV]), u))
        return;
    // A config names the key as written there (base_url), a --model flag as written there (base-url).
    const key = where.file !== undefined ? "base_url" : "base-url";
    const field = where.field ? `${where.field} ${key}` : key;
    const own = OWN_HOSTS[provider].length ? `https://${OWN_HOSTS[provider].join(", https://")}, ` : "";
    throw new errors/* InputError */.dz(`${secrets/* KEY_ENV */.uM[provider]} would be sent to ${(0,text_escape/* forLog */.Ig)((0,shown_url/* shownHost */.KI)(u))}, which is not ${own}loopback or a host the workflow allows; ` +
        `list it in ${ALLOWED_HOSTS_ENV} (or the action's allowed-hosts input) in the workflow if it is meant to receive the key`, { ...where, field });
}

// EXTERNAL MODULE: ./build/lib/models/spec.js
var models_spec = __webpack_require__(2920);
;// CONCATENATED MODULE: ./build/lib/models/create-provider.js









/**
 * Builds the provider for a spec. Keys are read here, from `env` only; a missing key for
 * openai/anthropic is an exit-4 error before anything is sent. compatible servers often need no
 * key, so its key is optional.
 */
function createProvider(declared, env, options = {}) {
    const where = (0,config/* whereDeclared */.gc)(declared) ?? { field: `model "${declared.label}"` };
    // Checked again (and the fake's defaults filled) for specs built in code rather than parsed.
    const spec = (0,models_spec/* toModelSpec */.Gz)(declared, where);
    const timeoutMs = options.timeoutMs ?? 60_000;
    switch (spec.provider) {
        case "fake":
            return new FakeProvider(spec);
        case "openai":
        case "compatible": {
            const envName = secrets/* KEY_ENV */.uM[spec.provider];
            const key = env[envName];
            if (spec.provider === "openai" && !key)
                throw new errors/* InputError */.dz(`${envName} is not set`, where);
            const baseUrl = spec.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
            checkKeyDestination(spec.provider, baseUrl, Boolean(key), env, where);
            const identity = {
                provider: spec.provider,
                model: spec.model,
                baseUrl: (0,request_key/* sanitizeBaseUrl */.Ux)(baseUrl),
                ...(spec.signal !== undefined ? { signal: spec.signal } : {}),
            };
            // The SDK insists on a key; a keyless local server ignores whatever is sent.
            return new OpenAIChatProvider(spec, identity, key || "no-key", env, timeoutMs);
        }
        case "anthropic": {
            const key = env[secrets/* KEY_ENV */.uM.anthropic];
            if (!key)
                throw new errors/* InputError */.dz(`${secrets/* KEY_ENV */.uM.anthropic} is not set`, where);
            const baseUrl = spec.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL;
            checkKeyDestination("anthropic", baseUrl, true, env, where);
            const identity = { provider: spec.provider, model: spec.model, baseUrl: (0,request_key/* sanitizeBaseUrl */.Ux)(baseUrl) };
            return new AnthropicMessagesProvider(spec, identity, key, env, timeoutMs);
        }
    }
}

;// CONCATENATED MODULE: ./build/lib/models/retry-log.js
/**
 * The retry lines people read. A dead endpoint (a wrong port) fails every attempt of every
 * call in flight the same way; one line per attempt buried the cause under dozens of identical
 * lines. So the first retry of each model and cause is printed in full (host and cause named
 * there, once), later ones are counted, and summary() says how many were not printed.
 * Every line passes through forLog: the message holds config-supplied names (labels, hosts).
 */

function retryLog(log, o) {
    const seen = new Map();
    return {
        onRetry(r) {
            const cause = r.error.kind === "http" ? `HTTP ${r.error.status}` : r.error.kind;
            const key = `${r.label}\u0000${cause}`;
            const entry = seen.get(key) ?? seen.set(key, { label: r.label, cause, count: 0, printed: 0 }).get(key);
            entry.count++;
            // With --show-provider-bodies the user asked for everything: every retry, with its body.
            if (entry.count > 1 && !o.showProviderBodies)
                return;
            entry.printed++;
            const later = o.showProviderBodies ? "" : " (further retries for this cause are counted, not printed)";
            log(`retry ${r.attempt} for ${(0,text_escape/* forLog */.Ig)(r.label)} in ${(r.delayMs / 1000).toFixed(1)} s: ${(0,text_escape/* forLog */.Ig)(r.error.message)}${later}`);
            if (o.showProviderBodies)
                log(providerBodyLine(r.error.untrustedBody));
        },
        summary() {
            return [...seen.values()]
                .filter((e) => e.count > e.printed)
                .map((e) => `retries for ${(0,text_escape/* forLog */.Ig)(e.label)} (${e.cause}): ${(e.count - e.printed).toLocaleString("en-US")} more not printed, ${e.count.toLocaleString("en-US")} in all`);
        },
    };
}
/** The --show-provider-bodies line: the body redacted and escaped, marked as the provider's. */
function providerBodyLine(body) {
    return `  provider body (--show-provider-bodies; untrusted): ${body === null || body === "" ? "(none)" : (0,text_escape/* forLog */.Ig)(body)}`;
}

// EXTERNAL MODULE: ./build/lib/models/spend.js
var models_spend = __webpack_require__(5207);
// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __webpack_require__(7857);
// EXTERNAL MODULE: ./build/lib/items/item.js
var items_item = __webpack_require__(2200);
// EXTERNAL MODULE: ./build/lib/items/perturb/perturbers.js + 1 modules
var perturbers = __webpack_require__(4615);
// EXTERNAL MODULE: ./build/lib/items/prompt/render.js
var render = __webpack_require__(9272);
;// CONCATENATED MODULE: ./build/lib/run/plan.js



/**
 * Each item as published and under each perturber, rendered once; the same requests go to every
 * model. Perturbed items live only in memory.
 */
function planAsks(items, o) {
    const asks = [];
    let promptFormat = "";
    const conditions = ["original", ...o.perturbers];
    items.forEach((item, itemIndex) => {
        for (const condition of conditions) {
            const presented = (0,perturbers/* perturb */.Tq)(item, condition === "original" ? "identity" : condition, o.seed);
            const rendered = (0,render/* renderPrompt */.nQ)(presented, o.format);
            promptFormat = rendered.formatVersion;
            asks.push({
                itemIndex,
                condition,
                presented,
                request: {
                    messages: rendered.messages.map((m) => ({ role: m.role, content: m.content })),
                    temperature: o.temperature,
                    maxTokens: o.maxTokens,
                },
                context: {
                    itemId: item.id,
                    condition,
                    correct: (0,items_item/* answerLabel */.xD)(presented) ?? "",
                    labels: items_item/* CHOICE_LABELS */.sL.slice(0, presented.choices.length).split(""),
                },
                placeholder: rendered.placeholder,
            });
        }
    });
    return { asks, promptFormat, conditions, itemIds: items.map((it) => it.id) };
}

// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
;// CONCATENATED MODULE: ./build/lib/items/parse/answer.js



const UNPARSED_REASONS = [
    "empty",
    "refusal",
    "multiple_letters",
    "out_of_range",
    "letter_text_conflict",
    "placeholder_echo",
    "no_answer",
    "too_long",
];
const OPEN = `[(\\[「『"'“]`;
const CLOSE = `[)\\]」』"'”]`;
const MARKER = /(?:\b(?:the\s+)?(?:correct\s+|final\s+)?answer(?:\s+is)?|\bans\.|正解|答え|回答|解答)/giu;
const REFUSAL = /\b(?:I\s+(?:can(?:'|no)?t|cannot|won't|will not|am unable|'m unable|am not able|'m not able|do not know|don't know)|unable to (?:answer|determine|help)|sorry|as an ai)\b|お答えできません|回答できません|答えられません|わかりません|分かりません|回答を控え/iu;
/**
 * Extracts the chosen option from a model's reply. Rules, first match wins (docs/items.md):
 * 1. an echoed template placeholder (`{label}`, or the example letter when it is not a valid
 *    label) → unparsed "placeholder_echo";
 * 2. answer markers ("Answer: B", "The answer is (b)", "正解はDです", "答え：C") — all of them
 *    must agree, else "multiple_letters";
 * 3. the whole reply, or its first line, is one letter ("B", "(b)", "B.");
 * 4. the first line starts with a label and a separator ("B. Paris", "(C) cube", "B is correct");
 * 5. the reply (or its first line, or what follows a marker) is exactly one choice's text;
 * otherwise unparsed: "refusal", "multiple_letters" (two labels, "A and D", "AとD"), "no_answer".
 * Replies are NFKC-normalized first, so full-width "Ｂ" reads as "B". A letter beyond the
 * item's choices is "out_of_range"; a label whose following text is a different choice's text
 * is "letter_text_conflict". The parser never guesses from a letter buried in prose.
 */
function parseAnswer(response, choices, opts = {}) {
    // Before any normalization: a provider that ignores max_tokens (2 M characters took 43 s to
    // parse) must not cost more than a bounded reply. docs/reliability.md "Caps".
    if (response.length > limits/* MAX_REPLY_CHARS */.Mt)
        return unparsed("too_long");
    const n = choices.length;
    const placeholder = opts.placeholder;
    const normalized = response.normalize("NFKC").replace(/\r\n?/g, "\n");
    const answerPart = afterReasoning(normalized);
    // A reasoning block the model never closed (it ran out of tokens while thinking) holds no answer,
    // and the letters it weighed must not be read as one.
    if (answerPart === undefined)
        return unparsed("no_answer");
    const t = unboxLatex(answerPart).replace(/[*`]/g, "").trim();
    if (t === "")
        return unparsed("empty");
    if (/\{(?:label|letter|answer|choices|question)\}/i.test(t))
        return unparsed("placeholder_echo");
    const keys = choices.map(load/* choiceKey */.T3);
    const lookUp = (s) => {
        const k = (0,load/* choiceKey */.T3)(stripEndPunct(s));
        return k === "" ? -1 : keys.indexOf(k);
    };
    // Replies name a choice as 「六角形」, 六角形です or "a cube"; the choice itself is tried first,
    // so a choice whose own text ends in です still matches whole.
    const textIndex = (s) => {
        const j = lookUp(s);
        if (j >= 0)
            return j;
        const plain = stripEndPunct(s).replace(/です$/u, "").trim();
        const m = /^(?:「(.*)」|『(.*)』|"(.*)"|“(.*)”)$/su.exec(plain);
        const inner = m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : plain;
        const k = lookUp(inner);
        // "a cube", "the cube": an English article before the choice's text.
        return k >= 0 ? k : lookUp(inner.replace(/^(?:a|an|the)\s+/iu, ""));
    };
    const classify = (letter, textAfter, via) => {
        const index = items_item/* CHOICE_LABELS */.sL.indexOf(letter);
        if (index < 0 || index >= n)
            return unparsed(letter === placeholder ? "placeholder_echo" : "out_of_range");
        if (textAfter !== undefined) {
            const j = textIndex(textAfter.replace(/^\s*[.:：)\]-]?\s*/, ""));
            if (j >= 0 && j !== index)
                return unparsed("letter_text_conflict");
        }
        return { kind: "parsed", letter, index, via };
    };
    // 2. Markers.
    const found = [];
    let viaText = -1;
    // "Answer: CA": two labels run together, which names two options, not none.
    let runTogether = false;
    for (const m of t.matchAll(MARKER)) {
        // A window, not the whole remainder: a reply of many markers would otherwise cost O(n²).
        const rest = t.slice(m.index + m[0].length, m.index + m[0].length + MARKER_WINDOW);
        const afterMarker = rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*(?:(?:option|choice)\s+)?/iu, "");
        const tok = leadingLetter(afterMarker);
        if (tok)
            found.push(tok);
        else if (runTogetherLabels(afterMarker, n, false))
            runTogether = true;
        else if (viaText < 0) {
            const firstLine = rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*/iu, "").split("\n")[0];
            viaText = textIndex(firstLine.replace(/です[。.]?$/u, ""));
        }
    }
    if (found.length > 0) {
        const distinct = new Set(found.map((f) => f.letter));
        if (distinct.size > 1)
            return unparsed("multiple_letters");
        const first = found[0];
        if (joinsAnotherLabel(first.after))
            return unparsed("multiple_letters");
        return classify(first.letter, first.after.split("\n")[0], "marker");
    }
    if (viaText >= 0)
        return { kind: "parsed", letter: items_item/* CHOICE_LABELS */.sL[viaText], index: viaText, via: "choice_text" };
    if (runTogether)
        return unparsed("multiple_letters");
    // 3. A bare letter: the whole reply or its first line ("Option D" and "Choice B" too).
    const rawFirstLine = t.split("\n")[0].trim();
    const firstLine = withoutOptionWord(rawFirstLine);
    // (?:CLOSE\s*)? rather than CLOSE?\s*: two adjacent \s* backtrack quadratically on "B    …x".
    const bare = new RegExp(`^${OPEN}?\\s*([A-Za-z])\\s*(?:${CLOSE}\\s*)?[.。:：!]?$`, "u");
    for (const s of [withoutOptionWord(t), firstLine]) {
        const m = bare.exec(s);
        if (m)
            return classify(m[1].toUpperCase(), undefined, "bare");
    }
    // 4. A label opening the first line: "B. hexagon", "(C) cube", "D - tetrahedron", and
    // "D (tetrahedron)" when the bracket closes the line (so "I (personally) think…" stays prose).
    const lead = /^(?:\(([A-Z])\)|\[([A-Z])\]|([A-Z])[.:：)]|([A-Z])[ \t]+[-–—][ \t])\s*(.*)$/u.exec(firstLine);
    if (lead) {
        if (joinsAnotherLabel(" " + lead[5]))
            return unparsed("multiple_letters");
        return classify((lead[1] ?? lead[2] ?? lead[3] ?? lead[4]), lead[5], "leading_label");
    }
    const leadParen = /^([A-Z])[ \t]*\(([^()\n]*)\)[ \t]*[.。]?$/u.exec(firstLine);
    if (leadParen && !/^[A-Z]$/u.test(leadParen[2].trim()))
        return classify(leadParen[1], leadParen[2], "leading_label");
    const leadIs = /^[([]?([A-Z])[)\]]?\s*(?:is (?:the )?(?:correct|right|answer)|です|が正解|が答え)/u.exec(firstLine);
    if (leadIs)
        return classify(leadIs[1], undefined, "leading_label");
    // 5. The choice's text instead of its label.
    for (const s of [t, firstLine]) {
        const j = textIndex(s);
        if (j >= 0)
            return { kind: "parsed", letter: items_item/* CHOICE_LABELS */.sL[j], index: j, via: "choice_text" };
    }
    if (REFUSAL.test(t))
        return unparsed("refusal");
    if (standaloneLabels(t, n).size > 1)
        return unparsed("multiple_letters");
    if (runTogetherLabels(firstLine, n, true))
        return unparsed("multiple_letters");
    return unparsed("no_answer");
}
/**
 * The answer part of a reply from a reasoning model: what follows the last `</think>` (or
 * `</thinking>`), which is also how templates that put the opening tag in the prompt look.
 * undefined when a reasoning block is opened and never closed.
 */
function afterReasoning(s) {
    const close = /<\/think(?:ing)?>/giu;
    let end = -1;
    for (const m of s.matchAll(close))
        end = m.index + m[0].length;
    if (end >= 0)
        return s.slice(end);
    return /<think(?:ing)?>/iu.test(s) ? undefined : s;
}
/** `\boxed{D}` (bare or in `$…$` / `\(…\)`) is how math-tuned models mark their answer: read as "Answer: D". */
function unboxLatex(s) {
    if (!s.includes("\\boxed") && !s.includes("\\fbox"))
        return s;
    // Bounded, quantifier-free-of-overlap patterns: a hostile "\boxed{" × 10,000 stays linear.
    return s
        .replace(/\\text(?:bf)?\{([^{}\n]{0,200})\}/gu, "$1")
        .replace(/(?:\$\$?|\\[([])?\\(?:boxed|fbox)\{([^{}\n]{0,200})\}(?:\$\$?|\\[)\]])?/gu, (_m, inner) => `\nAnswer: ${inner.trim()}\n`);
}
/** "Option D", "choice b": the word is dropped when a single label follows it, so rules 3 and 4 see "D". */
function withoutOptionWord(s) {
    return s.replace(/^(?:option|choice)[ \t]+(?=[([]?[A-Za-z](?![A-Za-z]))/iu, "");
}
/**
 * Two to four capital labels run together ("CA", "(BD)"), all within the item's choices: the
 * reply names several options. `whole`: the labels are all of `s` (a final period aside);
 * otherwise they only open it.
 */
function runTogetherLabels(s, n, whole) {
    // Anchored and without trim(): called once per answer marker, on a 1 KB window each.
    const m = (whole ? /^\s*[([]?([A-Z]{2,4})[)\]]?[.。]?\s*$/u : /^\s*[([]?([A-Z]{2,4})[)\]]?(?![A-Za-z0-9])/u).exec(s);
    return m !== null && [...m[1]].every((L) => items_item/* CHOICE_LABELS */.sL.indexOf(L) < n);
}
/** How far after an answer marker its label or choice text is looked for. */
const MARKER_WINDOW = 1024;
/** "A tetrahedron", "I think": an article or pronoun, unless the next word joins labels ("A or B"). */
const ENGLISH_WORD_AFTER = /^\s+(?!(?:or|and|nor|and\/or)\b)[a-z]/;
/**
 * What follows a label joins it to a second one ("B, C", "BとC", "B、C", "(B) and (C)"): the
 * reply names two options, and taking the first would invent an answer.
 */
function joinsAnotherLabel(after) {
    const m = new RegExp(`^[ \\t]*(?:[.)\\]]?[ \\t]*)(?:,|、|，|/|&|と|および|及び|または|か|(?:and/or|and|or|nor)(?=[ \\t(\\[「]))[ \\t]*${OPEN}?[ \\t]*([A-Z])(?![A-Za-z])`, "u").exec(after);
    if (!m)
        return false;
    return !((m[1] === "A" || m[1] === "I") && ENGLISH_WORD_AFTER.test(after.slice(m.index + m[0].length)));
}
function unparsed(reason) {
    return { kind: "unparsed", reason };
}
function stripEndPunct(s) {
    return s
        .trim()
        .replace(/[.。!！?？]+$/u, "")
        .trim();
}
/**
 * A label at the start of `s`: "B", "(b)", "「D」". A lowercase letter counts only when
 * bracketed or followed by the end or punctuation ("answer is a tetrahedron" is prose), and
 * "A"/"I" followed by a lowercase word are English words, not labels.
 */
function leadingLetter(s) {
    const m = new RegExp(`^\\s*(?:(${OPEN})[ \\t]*)?([A-Za-z])[ \\t]*(${CLOSE})?`, "u").exec(s);
    if (!m)
        return undefined;
    const letter = m[2];
    const bracketed = m[1] !== undefined && m[3] !== undefined;
    const after = s.slice(m[0].length);
    if (!bracketed && /^[A-Za-z0-9]/.test(after))
        return undefined;
    const lower = letter !== letter.toUpperCase();
    if (lower && !bracketed && !/^\s*(?:$|[.,;:!。、]|です|\n)/u.test(after))
        return undefined;
    if (!bracketed && (letter === "A" || letter === "I") && ENGLISH_WORD_AFTER.test(after))
        return undefined;
    return { letter: letter.toUpperCase(), after };
}
/** In-range capital labels standing alone ("A or B", "AとD"), for the "multiple_letters" reason. */
function standaloneLabels(t, n) {
    const out = new Set();
    for (const m of t.matchAll(/(?<![A-Za-z])([A-Z])(?![A-Za-z])/gu)) {
        const L = m[1];
        const after = t.slice(m.index + 1);
        if ((L === "A" || L === "I") && ENGLISH_WORD_AFTER.test(after))
            continue;
        if (items_item/* CHOICE_LABELS */.sL.indexOf(L) < n)
            out.add(L);
    }
    return out;
}
/** Scores a parsed reply against the item as presented: right iff it names the answer's text. */
function scoreAnswer(parsed, presented) {
    return parsed.kind === "parsed" && presented.choices[parsed.index] === presented.answer;
}
/** Per-condition tally (original, perturbed): unparsed rates that differ between them bias the drop. */
function tallyParses(results) {
    const byReason = Object.fromEntries(UNPARSED_REASONS.map((r) => [r, 0]));
    let total = 0;
    let parsed = 0;
    for (const r of results) {
        total++;
        if (r.kind === "parsed")
            parsed++;
        else
            byReason[r.reason]++;
    }
    return { total, parsed, unparsed: total - parsed, byReason };
}

;// CONCATENATED MODULE: ./build/lib/items/parse/probability.js
/**
 * The soft score of one reply (docs/providers.md "The probability signal"): the probability the
 * model gave the correct option's letter at its first answer token, renormalised over the option
 * letters among that token's top alternatives. Pure: the reply's tokens in, a score in [0, 1] out.
 *
 * The rules, in order (each a fixed function of one reply, applied alike to the original and the
 * perturbed answer, so under "no memory" the two scores stay exchangeable and the sign-flip
 * test's level is untouched by any of them):
 * 1. an unparsed reply (refusal, empty, two letters, …) scores 0, as the binary rule counts it wrong;
 * 2. the answer token is the first generated token that is not only spaces or opening brackets,
 *    quotes or asterisks; when it is not an option letter, or not the letter the parser read
 *    (the reply starts "The answer is …"), there is no answer distribution to read and the score is
 *    the binary outcome, 1 or 0;
 * 3. otherwise each option letter's mass is the sum of the probabilities of the alternatives at
 *    that position that are the letter (after spaces, brackets and a trailing `.`/`)`/`:` are
 *    stripped: "B", " B", "(B" all count for B; a lower-case "b" does not), and the generated
 *    token counts with its own probability when the list leaves it out; the score is the correct
 *    letter's mass over the sum of all option letters' mass;
 * 4. a correct letter absent from the alternatives scores 0: its probability is below the smallest
 *    listed one, p_min, so the true renormalised value lies in [0, p_min / (L + p_min)] (L the
 *    listed letters' mass), and 0 is its lower end — one rule for both conditions, whose error per
 *    answer is at most that bound (with 20 alternatives p_min ≤ 1/20).
 */
const LEAD = /^[\s([{「『"'“*_]+/u;
const TRAIL = /[\s)\]}」』"'”.:,*_]+$/u;
/**
 * A token as a letter candidate: NFKC, leading/trailing spaces and brackets stripped. Case is
 * kept: the options are labelled in capitals, and a lower-case "c" among the alternatives is as
 * likely the start of a word as an answer.
 */
function letterOf(token) {
    return token.normalize("NFKC").replace(LEAD, "").replace(TRAIL, "");
}
/**
 * @param tokens the reply's first generated tokens with alternatives (undefined: none were asked for)
 * @param labels the option letters of the item as presented, e.g. ["A","B","C","D"]
 * @param correct the correct letter in this presentation
 * @param parsed the letter the answer parser read, or null when the reply is unparsed
 */
function softScore(tokens, labels, correct, parsed) {
    if (parsed === null)
        return { score: 0, via: "unparsed" };
    const binary = parsed === correct ? 1 : 0;
    const at = (tokens ?? []).find((t) => t.token.normalize("NFKC").replace(LEAD, "") !== "");
    if (at === undefined || letterOf(at.token) !== parsed || !labels.includes(parsed))
        return { score: binary, via: "no_letter_token" };
    const mass = new Map();
    // The generated token counts too when the list leaves it out (a grammar-constrained server
    // reports the unconstrained distribution, where the forced letter may rank below 20 others).
    const listed = at.top.some((a) => a.token === at.token);
    for (const a of listed ? at.top : [...at.top, { token: at.token, logprob: at.logprob }]) {
        const l = letterOf(a.token);
        if (!labels.includes(l))
            continue;
        mass.set(l, (mass.get(l) ?? 0) + Math.exp(a.logprob));
    }
    const own = mass.get(correct);
    if (own === undefined)
        return { score: 0, via: "missing_letter" };
    let total = 0;
    for (const m of mass.values())
        total += m;
    // total ≥ own > 0 unless every listed probability underflowed; then nothing can be read.
    if (!(total > 0))
        return { score: binary, via: "no_letter_token" };
    return { score: Math.min(1, own / total), via: "probability" };
}

// EXTERNAL MODULE: ./build/lib/outcomes/types.js
var outcomes_types = __webpack_require__(7425);
;// CONCATENATED MODULE: ./build/lib/run/score.js



/**
 * Stop reasons with which a provider says it declined (OpenAI's `message.refusal` is reported
 * as "refusal" by openai-chat.ts; Anthropic's stop_reason "refusal"; a content filter): such a
 * reply is a refusal whatever its text, which may be an apology naming options.
 */
const REFUSED = new Set(["refusal", "content_filter"]);
function parseReply(reply, choices, placeholder) {
    if (reply?.finishReason !== undefined && REFUSED.has(reply.finishReason))
        return { kind: "unparsed", reason: "refusal" };
    return parseAnswer(reply?.text ?? "", choices, { placeholder });
}
/**
 * Replies (same order as plan.asks) → one paired table per perturber, with the item-level
 * differences kept (in item order, the same for every model) for the paired heterogeneity test. An unparsed reply counts
 * as wrong and is tallied, because unparsed rates that differ between conditions bias the drop.
 */
function scoreModel(label, plan, replies, 
/** The items' `published_at`, in item order (plan.itemIds'); undefined = undated. */
publishedAt = [], signal = "binary") {
    const correct = new Map();
    const parsed = new Map();
    const parses = [];
    const soft = signal === "probability";
    // Per condition, per item: the soft score (docs/providers.md "The probability signal").
    const scores = new Map();
    const softVia = {};
    plan.asks.forEach((ask, i) => {
        const p = parseReply(replies[i], ask.presented.choices, ask.placeholder);
        parses.push(p);
        (parsed.get(ask.condition) ?? parsed.set(ask.condition, []).get(ask.condition)).push(p);
        const c = correct.get(ask.condition) ?? correct.set(ask.condition, []).get(ask.condition);
        c[ask.itemIndex] = scoreAnswer(p, ask.presented);
        if (soft) {
            const s = softScore(replies[i]?.tokens, ask.context.labels, ask.context.correct, p.kind === "parsed" ? p.letter : null);
            (scores.get(ask.condition) ?? scores.set(ask.condition, []).get(ask.condition))[ask.itemIndex] = s.score;
            softVia[ask.condition] ??= { probability: 0, missing_letter: 0, no_letter_token: 0, unparsed: 0 };
            softVia[ask.condition][s.via]++;
        }
    });
    const byCondition = new Map(plan.conditions.map((c) => [c, []]));
    plan.asks.forEach((ask, i) => {
        const row = {
            model: label,
            id: plan.itemIds[ask.itemIndex],
            condition: ask.condition === outcomes_types/* ORIGINAL */.mx ? outcomes_types/* ORIGINAL */.mx : outcomes_types/* PERTURBED_PREFIX */.lx + ask.condition,
            correct: parses[i].kind === "unparsed" ? null : correct.get(ask.condition)[ask.itemIndex],
            ...(soft ? { score: scores.get(ask.condition)[ask.itemIndex] } : {}),
        };
        const date = publishedAt[ask.itemIndex];
        if (date !== undefined)
            row.published_at = date;
        byCondition.get(ask.condition)[ask.itemIndex] = row;
    });
    const outcomes = [...byCondition.values()].flat();
    const tallies = {};
    for (const [cond, ps] of parsed)
        tallies[cond] = tallyParses(ps);
    const orig = correct.get("original") ?? [];
    const ids = plan.itemIds;
    const tables = [];
    for (const cond of plan.conditions.slice(1)) {
        const pert = correct.get(cond) ?? [];
        let a = 0, b = 0, c = 0, e = 0;
        const d = new Int8Array(orig.length);
        for (let i = 0; i < orig.length; i++) {
            const o = orig[i] === true, q = pert[i] === true;
            d[i] = (o ? 1 : 0) - (q ? 1 : 0);
            if (o && q)
                a++;
            else if (o)
                b++;
            else if (q)
                c++;
            else
                e++;
        }
        tables.push({
            model: label,
            perturber: cond,
            a,
            b,
            c,
            e,
            unparsedOriginal: tallies.original?.unparsed ?? 0,
            unparsedPerturbed: tallies[cond]?.unparsed ?? 0,
            items: d.length === ids.length ? { ids, d } : null,
            ...(soft
                ? {
                    soft: {
                        original: Float64Array.from(scores.get("original") ?? []),
                        perturbed: Float64Array.from(scores.get(cond) ?? []),
                    },
                }
                : {}),
        });
    }
    return { tables, tallies, parses, outcomes, ...(soft ? { softVia } : {}) };
}

// EXTERNAL MODULE: ./build/lib/run/unparsed.js
var run_unparsed = __webpack_require__(9014);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 1 modules
var compute = __webpack_require__(1136);
// EXTERNAL MODULE: ./build/lib/verdict/controls.js + 2 modules
var controls = __webpack_require__(856);
// EXTERNAL MODULE: ./build/lib/verdict/time-split.js + 1 modules
var time_split = __webpack_require__(3853);
// EXTERNAL MODULE: ./build/lib/report/figures.js
var figures = __webpack_require__(9418);
;// CONCATENATED MODULE: ./build/lib/engine/evaluate.js
/**
 * The contamination run: items → power gate → plan → announced spend → models asked through the
 * response cache → scored → verdict. It takes settings (src/settings), never flags.
 */





















/**
 * The providers of a run's models; every model problem (a missing key, a key bound for a host
 * the workflow does not allow) is an exit-4 InputError here, before anything is announced.
 */
function buildProviders(o, env) {
    return o.models.map((s) => createProvider(s, env, { timeoutMs: o.spend.timeoutMs }));
}
/** The verdict's view of the run's one design: the same α, δ, power, M and K the gate judged. */
function verdictDesignOf(d) {
    return {
        alpha: d.alpha,
        targetEffect: d.effect,
        power: d.targetPower,
        models: d.models,
        perturbers: d.perturbers,
        emax: d.emax,
    };
}
/** The design's declared controls as the verdict takes them (docs/statistics.md "Controls (v2)"). */
function controlsOf(d) {
    const c = d.controls;
    return c?.kind === "declared" ? { kind: "declared", controls: c.names, against: c.against } : controls/* NO_CONTROLS */.vr;
}
/**
 * items → power gate → plan → announce spend → (confirmed) ask through the cache → score →
 * verdict. Nothing is sent before the gate passes and the spend is confirmed. `gate` is the
 * caller's gate over `o.design` when it already evaluated it (check), so it is judged once.
 */
async function runEvaluation(o, deps, pre = {}) {
    // Providers first: a missing key or bad model is invalid input (exit 4), whatever the gate says.
    const providers = pre.providers ?? buildProviders(o, deps.env);
    const gate = pre.gate ?? (0,design_gate/* evaluatePowerGate */.Ah)(o.design);
    const warnings = [];
    // The soft figures beside the binary gate, before any spend and whatever it decides (they
    // inform — a user sees the gain the soft signal would bring — while the binary gate decides).
    if (gate.soft !== null)
        for (const line of (0,power_text/* softLines */.c7)(gate))
            deps.log(line);
    if (gate.adequate === false) {
        const msg = (0,power_text/* gateMessage */.V6)(gate) ?? "underpowered";
        if (!o.forceUnderpowered) {
            deps.log(`${msg}. Nothing was sent. Add questions, or rerun with --force-underpowered to run anyway (the shortfall is then written into the report).`);
            return { stage: "gate", exitCode: errors/* ExitCode */.yU.Underpowered, gate, warnings };
        }
        warnings.push(`forced past the power gate (--force-underpowered): ${msg}`);
        deps.log(`warning: ${warnings.at(-1)}`);
    }
    for (const line of timeSplitGateLines(o))
        deps.log(line);
    const plan = planAsks(o.items, {
        perturbers: o.perturbers,
        seed: o.seed,
        format: o.format,
        temperature: o.temperature,
        maxTokens: o.maxTokens,
    });
    const anyPaid = providers.some((p) => p.cacheable);
    const store = anyPaid && o.cacheDir !== null ? await openStore(o.cacheDir, o.workspace, deps.env) : undefined;
    let outcome;
    try {
        outcome = await askAndJudge(o, deps, { gate, warnings, providers, plan, store });
    }
    finally {
        if (store)
            await store.close();
    }
    if (!store || outcome.stage === "gate")
        return outcome;
    const cache = store.stats();
    if (cache.tornLines || cache.corruptLines || cache.nondeterministic) {
        const msg = `response cache: ${cache.tornLines} torn last line(s), ${cache.corruptLines} corrupt line(s), ${cache.nondeterministic} nondeterministic answer(s) (first kept)`;
        warnings.push(msg);
        deps.log(`warning: ${msg}`);
    }
    for (const msg of cacheTrustWarnings(cache)) {
        warnings.push(msg);
        deps.log(`warning: ${msg}`);
    }
    return { ...outcome, cache };
}
async function askAndJudge(o, deps, r) {
    const { gate, warnings, providers, plan, store } = r;
    const planned = { gate, warnings, uncachedCalls: {}, promptFormat: plan.promptFormat, cache: null };
    const toPay = announceSpend(providers, plan, store, planned, deps);
    // A cache that cannot take a write is found now, with nothing spent, not after the first answer.
    if (toPay > 0 && store && o.cacheDir !== null)
        await probeStore(store, o.cacheDir);
    if (toPay > 0 && !o.yes) {
        deps.log(`not confirmed: rerun with ${o.confirmKnob} to make these ${toPay.toLocaleString("en-US")} calls. Nothing was sent.`);
        return { ...planned, stage: "confirm", exitCode: errors/* ExitCode */.yU.Unconfirmed };
    }
    const answered = await askPaid(o, deps, { providers, plan, store, planned, toPay });
    if (answered.kind === "stopped")
        return answered.outcome;
    return judgeReplies(o, deps, plan, providers, answered.replies, answered.asked);
}
/** The uncached calls each provider needs, logged as the spend to confirm; returns their total. */
function announceSpend(providers, plan, store, planned, deps) {
    const probe = new ask_through_cache/* AskThroughCache */.Ti({
        ...(store ? { store } : {}),
        spend: new models_spend/* SpendController */.Ty({ budget: 0 }),
        promptFormat: plan.promptFormat,
    });
    let toPay = 0;
    let again = 0;
    for (const p of providers) {
        const requests = plan.asks.map((a) => a.request);
        const n = probe.uncachedCalls(p, requests);
        planned.uncachedCalls[p.spec.label] = n;
        toPay += n;
        again += probe.withheldCalls(p, requests);
    }
    if (providers.some((p) => p.cacheable)) {
        const lines = providers
            .filter((p) => p.cacheable)
            .map((p) => `  ${p.spec.label} (${p.spec.provider} ${p.spec.model}): ${planned.uncachedCalls[p.spec.label].toLocaleString("en-US")} uncached calls of ${plan.asks.length.toLocaleString("en-US")}`);
        if (again > 0 && store)
            lines.push(`  ${againLine(again, store.stats())}`);
        deps.log(`spend: ${toPay.toLocaleString("en-US")} paid calls needed\n${lines.join("\n")}`);
    }
    return toPay;
}
/** Every ask sent (through the cache, within the budget); a clean stop is an outcome, not a crash. */
async function askPaid(o, deps, r) {
    const { providers, plan, store, planned, toPay } = r;
    const retries = retryLog(deps.log, { showProviderBodies: deps.showProviderBodies === true });
    const spend = new models_spend/* SpendController */.Ty({
        budget: o.spend.budget?.value ?? toPay,
        ...(o.spend.requestsPerMinute !== undefined ? { requestsPerMinute: o.spend.requestsPerMinute } : {}),
        concurrency: o.spend.concurrency,
        maxRetries: o.spend.maxRetries,
        onRetry: retries.onRetry,
    });
    const asker = new ask_through_cache/* AskThroughCache */.Ti({ ...(store ? { store } : {}), spend, promptFormat: plan.promptFormat });
    let replies;
    try {
        replies = await (0,execute/* askAll */.pI)(providers, plan, asker, {
            workers: Math.max(8, o.spend.concurrency * 2),
            ...(deps.onProgress ? { onProgress: deps.onProgress } : {}),
            ...(deps.progressEveryMs !== undefined ? { progressEveryMs: deps.progressEveryMs } : {}),
            ...(deps.abort ? { abort: deps.abort } : {}),
        });
    }
    catch (e) {
        const lost = asker.unstored();
        if (lost.answers.length > 0 && store) {
            // Paid answers the cache could not take: kept elsewhere, the run stops with exit 4, never a crash.
            const error = await unstoredMessage(lost.answers, lost.error, store.dir);
            return {
                kind: "stopped",
                outcome: {
                    ...planned,
                    spend: spend.stats(),
                    asks: asker.stats(),
                    stage: "stopped",
                    exitCode: errors/* ExitCode */.yU.InvalidInput,
                    error,
                },
            };
        }
        // A clean stop (budget, provider refusal) still yields a report of what was spent.
        if (!(e instanceof errors/* StopError */.Tj))
            throw e;
        if (e instanceof call_error/* ProviderFailedError */.n7 && deps.showProviderBodies)
            deps.log(providerBodyLine(e.untrustedBody));
        const error = e instanceof models_spend/* BudgetExceededError */.Zq
            ? budgetMessage(o.spend.budget?.value ?? toPay, o.spend.budget, o.spend.budgetKnob)
            : e.message;
        return {
            kind: "stopped",
            outcome: { ...planned, spend: spend.stats(), asks: asker.stats(), stage: "stopped", exitCode: e.exitCode, error },
        };
    }
    finally {
        for (const line of retries.summary())
            deps.log(line);
    }
    const asked = { ...planned, spend: spend.stats(), asks: asker.stats() };
    return { kind: "answered", replies, asked };
}
/** The answers scored into paired tables and outcome rows, and the verdict on them. */
function judgeReplies(o, deps, plan, providers, replies, asked) {
    const tallies = {};
    const softVia = {};
    const unparsed = {};
    const outcomes = [];
    const dates = o.items.map((it) => it.publishedAt);
    const tables = providers.flatMap((p, m) => {
        const scored = scoreModel(p.spec.label, plan, replies[m], dates, p.spec.signal ?? "binary");
        tallies[p.spec.label] = scored.tallies;
        if (scored.softVia !== undefined)
            softVia[p.spec.label] = scored.softVia;
        for (const r of scored.outcomes)
            outcomes.push(r);
        unparsed[p.spec.label] = (0,run_unparsed/* collectUnparsed */.nS)(plan, replies[m], scored.parses, o.items, deps.env, deps.showProviderBodies === true);
        return scored.tables;
    });
    // The design the gate judged — M and K included — is the one the verdict applies.
    const verdict = (0,compute/* computeVerdict */.z)(tables, verdictDesignOf(o.design), controlsOf(o.design), timeSplitInputOf(o));
    const named = new Set(verdict.models.filter((m) => m.detected).map((m) => m.name));
    const detected = o.models.map((s) => s.label).filter((l) => named.has(l));
    return {
        ...asked,
        stage: "done",
        exitCode: detected.length > 0 ? errors/* ExitCode */.yU.Found : errors/* ExitCode */.yU.Pass,
        verdict,
        tallies,
        softVia,
        unparsed,
        detected,
        outcomes,
    };
}
/** The time split each model with a cutoff will get, before any spend: counts and power at the design. */
function timeSplitGateLines(o) {
    if (o.trainingCutoffs.size === 0)
        return [];
    const cutoffs = new Map([...o.trainingCutoffs].map(([label, c]) => [label, c.value]));
    const plans = (0,time_split/* planTimeSplit */.rp)(o.items.map((it) => it.publishedAt), cutoffs, o.design.discordantRate, verdictDesignOf(o.design));
    return plans.map((p) => (0,figures/* timeSplitPlanLine */.nh)(p, o.design.effect));
}
/** The items' dates and the models' cutoffs, when the config gave any cutoff (docs/statistics.md, "Time split (v2)"). */
function timeSplitInputOf(o) {
    const cutoffs = new Map([...o.trainingCutoffs].map(([label, c]) => [label, c.value]));
    return (0,time_split/* timeSplitInput */.oB)(o.items.map((it) => [it.id, it.publishedAt]), cutoffs, o.design.discordantRate);
}
/**
 * The budget stop names the knob the user set — `--max-calls` for run and check, the `max-calls` input or
 * run.budget in the config — or, with none set, how to set one.
 */
function budgetMessage(calls, budget, unset) {
    const raise = budget === null ? `set ${unset}` : `raise ${(0,value_source/* knob */.B8)(budget.source, unset)}`;
    return `call budget of ${calls} exhausted; stopped before spending more (${raise} to continue; answers so far are cached)`;
}
async function openStore(dir, workspace, env) {
    // The store creates its own segment files; its folder takes the outputs' walk, so a cache dir
    // committed as a link (or below one) is refused rather than written through (docs/security.md "Outputs").
    const field = whereOfCache(dir).field ?? "run.cache_dir";
    await (0,output_file/* prepareFolder */.G8)((0,output_file/* outputIn */.D_)((0,output_file/* outputPath */.XC)(dir.value, { cwd: workspace, field }), "segment"));
    try {
        return await ResponseStore.open(dir.value, { env });
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot open the response cache ${dir.value} (${e.code ?? "error"})`, whereOfCache(dir));
    }
}
function whereOfCache(dir) {
    return dir.source.kind === "default" ? { field: "run.cache_dir" } : (0,value_source/* whereOf */.de)(dir.source);
}
async function probeStore(store, dir) {
    try {
        await store.probeWritable();
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot write the response cache ${dir.value} (${errorText(e)}): paid answers could not be kept, so nothing was sent`, whereOfCache(dir));
    }
}
/** The spend line's note on answers stored but not replayed: how many, and why. */
function againLine(n, c) {
    const count = n.toLocaleString("en-US");
    return c.untrusted !== null
        ? `${count} of these are stored in the response cache but asked again: its provenance cannot be verified (${c.untrusted})`
        : `${count} of these are stored in the response cache but asked again: their segments are refused (committed to git, or not written by contamgate: ${c.refusedSegments.join(", ")})`;
}
async function unstoredMessage(answers, error, dir) {
    const n = answers.length.toLocaleString("en-US");
    const head = `${n} paid answer(s) could not be stored in ${dir}: ${errorText(error)}`;
    try {
        const file = await keepUnstored(answers);
        return `${head}; they are kept in ${file} (move that file into ${dir} once it can be written, and a rerun replays them instead of paying again); nothing more was asked`;
    }
    catch (e) {
        return `${head}; keeping them in the temporary directory failed too (${errorText(e)}), so a rerun pays for them again; nothing more was asked`;
    }
}
function errorText(e) {
    return (0,errors/* firstLine */.TM)(e).slice(0, 300);
}


/***/ }),

/***/ 4466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ describePrepared),
  Q: () => (/* binding */ prepareItems)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
;// CONCATENATED MODULE: ./build/lib/items/dates.js


/**
 * Keeps items first published strictly after `cutoff` (a model's training cutoff). Undated
 * items are excluded — "probably new" is how contamination gets in — but counted, so the
 * report can say how many were set aside and why.
 */
function publishedAfter(items, cutoff) {
    if (!(0,load/* isIsoDate */.s6)(cutoff))
        throw new errors/* InputError */.dz(`--published-after must be a date YYYY-MM-DD (got "${cutoff}")`);
    const kept = [];
    let dropped = 0;
    let undated = 0;
    for (const item of items) {
        if (item.publishedAt === undefined)
            undated++;
        // ISO dates compare correctly as strings.
        else if (item.publishedAt > cutoff)
            kept.push(item);
        else
            dropped++;
    }
    return { items: kept, cutoff, kept: kept.length, dropped, undated };
}
/**
 * Keeps items first published on or before `date`, so that `--published-after D` and
 * `--published-before D` split the dated items in two, as a training cutoff does (docs/items.md).
 * Undated items are excluded and counted, as by publishedAfter.
 */
function publishedBefore(items, date) {
    if (!(0,load/* isIsoDate */.s6)(date))
        throw new errors/* InputError */.dz(`--published-before must be a date YYYY-MM-DD (got "${date}")`);
    const kept = [];
    let dropped = 0;
    let undated = 0;
    for (const item of items) {
        if (item.publishedAt === undefined)
            undated++;
        else if (item.publishedAt <= date)
            kept.push(item);
        else
            dropped++;
    }
    return { items: kept, cutoff: date, kept: kept.length, dropped, undated };
}

// EXTERNAL MODULE: ./build/lib/items/split.js
var split = __webpack_require__(155);
;// CONCATENATED MODULE: ./build/lib/items/prepare.js



/** load → filter by publication date → split → sample: the item set `run` and `perturb` use. */
async function prepareItems(o) {
    const loaded = await (0,load/* loadItemsFile */.PL)(o.path, o.displayName ?? o.path, o.workspace);
    const warnings = [];
    let items = loaded.items;
    let dated;
    if (o.publishedAfter !== undefined) {
        const r = publishedAfter(items, o.publishedAfter);
        items = r.items;
        dated = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
        // Worded without a flag: the cutoff may come from --published-after or benchmark.published_after.
        if (r.undated > 0)
            warnings.push(`${r.undated} undated items set aside by the published-after cutoff ${r.cutoff} (their publication date is unknown)`);
    }
    let before;
    if (o.publishedBefore !== undefined) {
        const r = publishedBefore(items, o.publishedBefore);
        items = r.items;
        before = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
        if (r.undated > 0)
            warnings.push(`${r.undated} undated items set aside by the published-before date ${r.cutoff} (their publication date is unknown)`);
    }
    const sel = (0,split/* selectItems */.rM)(items, {
        ...(o.split !== undefined && { split: o.split }),
        ...(o.sampleN !== undefined && { sampleN: o.sampleN }),
    });
    if (sel.warning !== undefined)
        warnings.unshift(sel.warning);
    if (o.sampleN !== undefined && o.sampleN > sel.inSplit) {
        warnings.push(`a sample of ${o.sampleN} is more than the ${sel.inSplit} items in the ${sel.split} split; all of them are used`);
    }
    return {
        items: sel.items,
        file: loaded.file,
        loaded: loaded.items.length,
        undated: loaded.undated,
        ...(dated !== undefined && { publishedAfter: dated }),
        ...(before !== undefined && { publishedBefore: before }),
        split: sel.split,
        inSplit: sel.inSplit,
        ...(sel.sampleN !== undefined && { sampleN: sel.sampleN }),
        warnings,
        ...noteIf((0,split/* splitNote */.dj)(sel.split, sel.inSplit, items.length)),
    };
}
function noteIf(note) {
    return note === undefined ? {} : { splitNote: note };
}
/** One line: "12 items (dev split of 40 loaded; 3 undated)". */
function describePrepared(p) {
    const parts = [`${p.split} split: ${p.inSplit} of ${p.loaded} loaded`];
    if (p.publishedAfter)
        parts.push(`published after ${p.publishedAfter.cutoff}: kept ${p.publishedAfter.kept}, dropped ${p.publishedAfter.dropped}, undated ${p.publishedAfter.undated}`);
    if (p.publishedBefore)
        parts.push(`published on or before ${p.publishedBefore.cutoff}: kept ${p.publishedBefore.kept}, dropped ${p.publishedBefore.dropped}, undated ${p.publishedBefore.undated}`);
    if (!p.publishedAfter && !p.publishedBefore)
        parts.push(`${p.undated} undated`);
    if (p.sampleN !== undefined)
        parts.push(`sample of ${p.sampleN} by hash`);
    return `${p.items.length} items (${parts.join("; ")})`;
}


/***/ }),

/***/ 9754:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sj: () => (/* binding */ readOutcomesFile),
/* harmony export */   nX: () => (/* binding */ looksLikeOutcomes)
/* harmony export */ });
/* unused harmony exports parseOutcomeLine, collectOutcomeLines, outcomeFile, outcomeFileOfRows, parseOutcomesText */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _io_checked_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3991);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4354);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(261);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8119);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8564);
/**
 * Reads an outcomes file (docs/outcomes.md): JSONL, one row a line, streamed line by line.
 * Blank lines are skipped; anything else must be a valid row. Every problem is one exit-4
 * InputError naming file, line and field; messages quote ids, models and conditions (identifiers)
 * but never question or answer text.
 */







/** One line's row, or null for a blank line. */
function parseOutcomeLine(text, file, line) {
    const trimmed = text.trim();
    if (trimmed === "")
        return null;
    let v;
    try {
        v = JSON.parse(trimmed);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("not valid JSON (expected one object per line)", { file, line });
    }
    // JSON.parse keeps the last of two "correct" keys without a word: that would flip an outcome.
    const dup = (0,_text_strict_js__WEBPACK_IMPORTED_MODULE_4__/* .duplicateTopLevelKey */ .E)(trimmed);
    if (dup !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("appears twice on the line", { file, line, field: dup });
    return (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .rowFromJson */ .xK)(v, { file, line });
}
/** Rows from numbered lines (a file's, or a string's in tests); the file-wide rules apply. */
async function collectOutcomeLines(lines, file) {
    const c = new _validate_js__WEBPACK_IMPORTED_MODULE_6__/* .OutcomeCollector */ .UM();
    for await (const { text, line } of lines) {
        const row = parseOutcomeLine(text, file, line);
        if (row !== null)
            c.add(row, { file, line });
    }
    if (c.table.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("no outcome rows (the file is empty)", { file });
    return outcomeFile(file, c.table);
}
/** The file's rows as columns, with arrays of them built only when first asked for. */
function outcomeFile(file, table) {
    let rows;
    let lines;
    return {
        file,
        table,
        get rows() {
            rows ??= table.toRows();
            return rows;
        },
        get lines() {
            lines ??= Array.from({ length: table.length }, (_, i) => table.line(i));
            return lines;
        },
    };
}
/** Rows already in memory (scripts, the library) as an outcome file: row i at line i + 1, every row checked. */
function outcomeFileOfRows(file, rows) {
    const c = new OutcomeCollector();
    for (const [i, r] of rows.entries())
        c.add(r, { file, line: i + 1 });
    return outcomeFile(file, c.table);
}
/** Parses outcomes JSONL held in a string (tests, small inputs). */
function parseOutcomesText(text, file) {
    const lines = text.replace(/^\uFEFF/, "").split("\n");
    if (lines.at(-1) === "")
        lines.pop();
    return collectOutcomeLines(lines.map((t, i) => ({ text: t, line: i + 1 })), file);
}
/**
 * Reads an outcomes file the user named (`display` as written, resolved against `workspace`):
 * a regular file inside the workspace under MAX_OUTCOMES_FILE_BYTES, streamed.
 */
async function readOutcomesFile(display, workspace, field) {
    const { real } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkInputFile */ .xR)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, display), {
        display,
        maxBytes: _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTCOMES_FILE_BYTES */ .Iu,
        what: "outcomes file",
        workspace,
        ...(field !== undefined ? { field } : {}),
    });
    return collectOutcomeLines((0,_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .fileLines */ .c)(real, display), display);
}
/**
 * Whether a file the user named is in the outcomes format: its first non-blank line is a JSON
 * object with a `condition` or `correct` key (the paired verdict format has `original` and
 * `perturbed` instead). Anything else is left for the other format's reader to report.
 */
async function looksLikeOutcomes(display, workspace, field) {
    const { real } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkInputFile */ .xR)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, display), {
        display,
        maxBytes: _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTCOMES_FILE_BYTES */ .Iu,
        what: "the input",
        workspace,
        ...(field !== undefined ? { field } : {}),
    });
    const lines = (0,_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .fileLines */ .c)(real, display);
    try {
        for await (const { text } of lines) {
            if (text.trim() === "")
                continue;
            let v;
            try {
                v = JSON.parse(text);
            }
            catch {
                return false;
            }
            return typeof v === "object" && v !== null && !Array.isArray(v) && ("condition" in v || "correct" in v);
        }
        return false;
    }
    finally {
        await lines.return(undefined);
    }
}


/***/ }),

/***/ 6043:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ timeSplitBlocks)
/* harmony export */ });
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9418);
/**
 * The time split's lines, plain text, in one order for every surface: the CLI prints them as they
 * are, Markdown and HTML escape each line (docs/statistics.md, "Time split (v2)").
 */

function timeSplitBlocks(models) {
    return models.flatMap((m) => {
        // Absent (not null) in reports written before the time split existed, or built by hand.
        const ts = m.time_split;
        if (ts === null || ts === undefined)
            return [];
        const lines = ts.perturbers.flatMap((t) => {
            const power = (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .timeSplitPowerPhrase */ .mQ)(t);
            return [`perturber ${t.perturber}: ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .timeSplitSentence */ .Xx)(ts, t)}`, ...(power === null ? [] : [power])];
        });
        return [{ model: m.name, head: (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .timeSplitCountsPhrase */ .t_)(ts), lines }];
    });
}


/***/ }),

/***/ 8224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QH: () => (/* binding */ heterogeneityLines),
/* harmony export */   gi: () => (/* binding */ controlsLines),
/* harmony export */   rP: () => (/* binding */ renderVerdictText),
/* harmony export */   tG: () => (/* binding */ modelLines)
/* harmony export */ });
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9418);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(184);
/* harmony import */ var _time_split_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6043);
/**
 * The verdict as plain text (`contamgate verdict`, `run`, `check`). It renders the published JSON
 * object, as every other surface does, through the shared phrases in figures.ts.
 */



function renderVerdictText(r) {
    const d = r.design;
    const out = [];
    const method = (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .pairMethodPhrases */ .kO)(r.models);
    out.push(`contamgate verdict: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(d.models, "model")} × ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(d.perturbers, "perturber")} tried; ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .familyPhrase */ .io)(d)}; ${method.test} at α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(d.alpha)}, Holm over the family, ` +
        `${method.bound} deflated by E[max](K = ${d.perturbers}) = ${d.emax_value.toFixed(4)} (${d.emax}); ` +
        `target drop ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .ptSize */ .iu)(d.target_effect)}, target power ${d.power.toFixed(2)}`);
    const named = r.models.filter((m) => m.detected);
    out.push(named.length
        ? `significant drop in: ${named.map((m) => `${m.name} (named by ${m.named_by})`).join(", ")}`
        : "significant drop in: none");
    out.push("");
    for (const m of r.models) {
        out.push(...modelLines(m, r.design));
        out.push("");
    }
    out.push(...controlsLines(r.models, d.alpha), "");
    out.push(...heterogeneityLines(r.heterogeneity));
    if (r.warnings.length) {
        out.push("", "warnings:");
        for (const w of r.warnings)
            out.push(`  - ${w}`);
    }
    return out.join("\n") + "\n";
}
/** One model and each of its (model, perturber) pairs; `check` prints these lines too. */
function modelLines(m, d) {
    const lines = [
        m.detected ? `${m.name}: SIGNIFICANT DROP (named by perturber ${m.named_by})` : `${m.name}: no significant drop`,
    ];
    const shown = (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .boundsShown */ .pC)(m);
    for (const p of m.perturbers)
        lines.push(...pairLines(p, m.detected, shown.includes(p), d));
    for (const b of (0,_time_split_text_js__WEBPACK_IMPORTED_MODULE_1__/* .timeSplitBlocks */ .c)([m]))
        lines.push(`  time split (${b.head})`, ...b.lines.map((l) => `    ${l}`));
    return lines;
}
function pairLines(p, modelNamed, boundShown, d) {
    const { a, b, c, e } = p.table;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .dropDigits */ .sO)(p.drop_ci);
    const lines = [
        `  perturber ${p.perturber}: ${p.detected ? "fires (Holm p < α and adjusted lower bound > 0)" : "does not fire"}`,
        `    table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither`,
        `    accuracy original ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyOriginalPhrase */ .YS)(p)}, perturbed ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyPerturbedPhrase */ .u2)(p)}`,
        `    ${p.signal === "soft" ? "soft drop" : "drop"} ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .dropPhrase */ .NY)(p)} — ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .intervalMethod */ .tS)(p)}; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .lcbLabel */ .MX)(d.alpha)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__.pt)(p.lcb, dp)}`,
        `    deflation E[max](K = ${d.perturbers}) × ${p.signal === "soft" ? "√Σd²/n" : "√n_d/n"} = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .ptSize */ .iu)(p.deflation, 2)}; adjusted lower bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__.pt)(p.adjusted_lcb, dp)}`,
        `    ${p.signal === "soft" ? `sign-flip (${p.soft.method === "exact" ? "exact" : `Monte Carlo, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Wh)(p.soft.draws ?? 0)} draws`})` : "exact"} one-sided ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_value)}; Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_holm)} over the family of ${d.family_size} (Benjamini–Hochberg ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_bh)}, for triage only)`,
    ];
    // boundsShown lets every pair through, named or not: a bound printed only after "not named" would lose its level.
    if (boundShown)
        lines.push(`    ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .upperBoundSentence */ .KC)(p, d.alpha)}`);
    if (!modelNamed)
        for (const s of (0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .nonDetectionSentences */ .xn)(p, d))
            lines.push(`    ${s}`);
    if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
        lines.push(`    unparsed answers (scored wrong): ${p.unparsed_original}/${p.n} original, ${p.unparsed_perturbed}/${p.n} perturbed`);
    }
    return lines;
}
/** The reading against declared clean controls (or that there is none); `check` prints these too. */
function controlsLines(models, alpha) {
    return ["against a clean control:", ...(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .controlReadingLines */ .pw)(models, alpha).map((l) => `  ${l}`)];
}
function heterogeneityLines(hs) {
    if (hs.length === 0)
        return ["across models: heterogeneity not assessed (no perturber has at least 2 models)"];
    const out = [];
    for (const h of hs) {
        out.push(`across models (perturber ${h.perturber}): ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .heterogeneityTestPhrase */ .aw)(h)}; ${h.included.length} models, variance ${h.variance}`, `  ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .pooledPhrase */ .nC)(h)}`, `  ${h.interpretation}`);
        if (h.negative.length)
            out.push(`  significantly negative drop (perturbed easier; not memory): ${h.negative.join(", ")}`);
    }
    return out;
}


/***/ }),

/***/ 9014:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J0: () => (/* binding */ unparsedJson),
/* harmony export */   nS: () => (/* binding */ collectUnparsed)
/* harmony export */ });
/* unused harmony exports UNPARSED_LISTED_MAX, EXCERPT_MAX_CHARS, replyExcerpt */
/* harmony import */ var _items_split_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(155);
/* harmony import */ var _leakage_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5602);
/* harmony import */ var _models_provider_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5628);
/* harmony import */ var _models_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2526);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7127);





/** Unparsed replies listed per model and condition; the rest are counted only. */
const UNPARSED_LISTED_MAX = 20;
/** Characters of a reply kept in its excerpt (after redaction, so a cut cannot expose a key). */
const EXCERPT_MAX_CHARS = 160;
/** Per condition ("original", then each perturber): the unparsed replies of one model. */
function collectUnparsed(plan, replies, parses, items, env, 
/** --show-provider-bodies: excerpts of the replies instead of their digests. */
showText = false) {
    const holdoutTexts = withheldTexts(items);
    const out = {};
    for (const cond of plan.conditions)
        out[cond] = { total: 0, listed: [] };
    plan.asks.forEach((ask, i) => {
        const p = parses[i];
        if (p === undefined || p.kind === "parsed")
            return;
        const list = out[ask.condition];
        list.total++;
        if (list.listed.length >= UNPARSED_LISTED_MAX)
            return;
        const itemId = ask.context.itemId;
        list.listed.push((0,_items_split_js__WEBPACK_IMPORTED_MODULE_0__/* .isHoldout */ .EH)(itemId)
            ? // A holdout id may be a slug of its question: shown as a hash (src/leakage/holdout-id.ts).
                { kind: "holdout", itemId: (0,_leakage_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__/* .shownProbeId */ .$h)(itemId, true), reason: p.reason }
            : showText
                ? {
                    kind: "excerpt",
                    itemId,
                    reason: p.reason,
                    excerpt: replyExcerpt(replies[i]?.text ?? "", env, holdoutTexts),
                }
                : { kind: "digest", itemId, reason: p.reason, ...(0,_models_provider_text_js__WEBPACK_IMPORTED_MODULE_2__/* .digestOf */ .ol)(replies[i]?.text ?? "") });
    });
    return out;
}
/**
 * The one place a model's reply is turned into text a report may hold: keys (and any slice of
 * one) redacted first, before anything is cut (src/models/secrets.ts); any holdout question or
 * choice of this run withheld (a contaminated model may recite one while answering another
 * item); made one safe log line (src/text/escape.ts: line breaks and control or bidi
 * characters visible, no workflow command); then cut to EXCERPT_MAX_CHARS. Renderers still
 * escape it for their own format.
 */
function replyExcerpt(text, env, withheld = []) {
    let out = (0,_models_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text, env);
    for (const w of withheld)
        if (out.includes(w))
            out = out.split(w).join("[holdout text withheld]");
    // Only the head is kept: escape no more of a megabyte reply than can be shown.
    out = (0,_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(out.slice(0, 4 * EXCERPT_MAX_CHARS));
    const chars = [...out];
    return chars.length > EXCERPT_MAX_CHARS ? `${chars.slice(0, EXCERPT_MAX_CHARS).join("")}…` : out;
}
/** Question and choice texts of the run's holdout items long enough to be recognised (8+ characters). */
function withheldTexts(items) {
    const out = new Set();
    for (const it of items) {
        if (!(0,_items_split_js__WEBPACK_IMPORTED_MODULE_0__/* .isHoldout */ .EH)(it.id))
            continue;
        for (const t of [it.question, ...it.choices])
            if (t.length >= 8)
                out.add(t);
    }
    return [...out].sort((a, b) => b.length - a.length);
}
/**
 * report.json / run --json: `{ original: { total, listed: [...], omitted } }`, each listed reply
 * `{ id, reason, reply_sha256, reply_bytes }`, `{ id, reason, excerpt }` (--show-provider-bodies)
 * or `{ id, reason, holdout: true }`.
 */
function unparsedJson(u) {
    return Object.fromEntries(Object.entries(u).map(([cond, l]) => [
        cond,
        {
            total: l.total,
            listed: l.listed.map(replyJson),
            omitted: l.total - l.listed.length,
        },
    ]));
}
function replyJson(r) {
    if (r.kind === "holdout")
        return { id: r.itemId, reason: r.reason, holdout: true };
    if (r.kind === "digest")
        return { id: r.itemId, reason: r.reason, reply_sha256: r.sha256, reply_bytes: r.bytes };
    return { id: r.itemId, reason: r.reason, excerpt: r.excerpt };
}


/***/ }),

/***/ 2564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pO: () => (/* binding */ resolveControls),
  Qh: () => (/* binding */ resolveDesignInputs),
  pf: () => (/* binding */ resolvePerturbers),
  BW: () => (/* binding */ resolveRunSettings)
});

// UNUSED EXPORTS: RUN_NAMES

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/design/resolve.js
var resolve = __webpack_require__(2991);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
// EXTERNAL MODULE: ./build/lib/items/prepare.js + 1 modules
var prepare = __webpack_require__(4466);
// EXTERNAL MODULE: ./build/lib/items/perturb/perturbers.js + 1 modules
var perturbers = __webpack_require__(4615);
// EXTERNAL MODULE: ./build/lib/items/prompt/render.js
var render = __webpack_require__(9272);
// EXTERNAL MODULE: ./build/lib/items/split.js
var items_split = __webpack_require__(155);
// EXTERNAL MODULE: ./build/lib/models/config.js
var config = __webpack_require__(4137);
// EXTERNAL MODULE: ./build/lib/models/spec.js
var spec = __webpack_require__(2920);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/lib/run/synthetic.js

/**
 * N synthetic four-choice items, so the whole pipeline runs with fake models and no key. The
 * right choice's position is drawn from sha256(seed ‖ NUL ‖ id), so it is balanced across A–D
 * and reproducible; the texts carry the id so no two items share a prompt.
 */
function syntheticItems(n, seed) {
    const items = [];
    for (let i = 1; i <= n; i++) {
        const id = `synthetic-${String(i).padStart(6, "0")}`;
        const choices = ["alpha", "beta", "gamma", "delta"].map((w) => `${w} ${i}`);
        const pos = (0,external_node_crypto_.createHash)("sha256").update(`${seed}\0${id}`).digest()[0] % 4;
        items.push({ id, question: `Synthetic question ${i}: which option is right?`, choices, answer: choices[pos] });
    }
    return items;
}

// EXTERNAL MODULE: ./build/lib/settings/soft-pilot.js
var soft_pilot = __webpack_require__(5325);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
;// CONCATENATED MODULE: ./build/lib/settings/resolve.js
/**
 * The one settings resolver: contamgate.yml (optional) + typed overrides (CLI flags or action
 * inputs, each carrying its Source) → the settings the engine runs on, with every default and
 * range from ./ranges.ts and every value remembering where it came from. Overrides replace the
 * config; `models` replaces `models:`. Relative paths in the config resolve against its folder,
 * in overrides against `cwd`. Every problem is an exit-4 InputError naming the file:line:field,
 * the flag, or the action input the user wrote — the engine never sees a flag.
 */














/** The value the config file wrote at `path`, with its file:line; undefined when it wrote none. */
function fromConfig(cfg, path, value) {
    if (cfg === undefined || value === undefined || !cfg.has(path))
        return undefined;
    const line = cfg.lineOf(path);
    return {
        value,
        source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: path.join(".") },
    };
}
function pick(override, cfg, path, value, dflt) {
    return override ?? fromConfig(cfg, path, value) ?? (dflt !== undefined ? (0,value_source/* fromDefault */.gE)(dflt) : undefined);
}
/**
 * The design: section and the design overrides → the design's inputs, each with its source.
 * target effect and discordant rate are required; a missing one names the flag or the key.
 */
function resolveDesignInputs(cfg, o, missing) {
    const d = cfg?.config.design;
    const discordantRate = pick(o.discordantRate, cfg, ["design", "expected_discordant_rate"], d?.expected_discordant_rate);
    if (discordantRate === undefined)
        throw new errors/* InputError */.dz(`${missing.rate} is required: the expected share of discordant pairs, in (0, 1]`, {
            field: missing.rate,
        });
    const targetEffect = pick(o.targetEffect, cfg, ["design", "target_effect"], d?.target_effect);
    if (targetEffect === undefined)
        throw new errors/* InputError */.dz(`${missing.effect} is required: the preregistered drop, as a proportion (0.05 = 5 pt)`, {
            field: missing.effect,
        });
    const emax = pick(o.emax, cfg, ["design", "emax"], d?.emax, ranges/* DEFAULTS */.zY.emax);
    if (emax.value !== "exact" && emax.value !== "bailey")
        throw (0,value_source/* invalid */.Gq)(emax.source, `exact or bailey (got "${emax.value}")`);
    return {
        targetEffect,
        discordantRate,
        alpha: pick(o.alpha, cfg, ["design", "alpha"], d?.alpha, ranges/* RANGES */.$M.alpha.default),
        power: pick(o.power, cfg, ["design", "power"], d?.power, ranges/* RANGES */.$M.power.default),
        emax: emax,
        twoSided: pick(undefined, cfg, ["design", "two_sided"], d?.two_sided, false),
        ...optional("n", fromConfig(cfg, ["design", "n"], d?.n)),
        ...optional("models", fromConfig(cfg, ["design", "models"], d?.models)),
        ...optional("perturbersTried", fromConfig(cfg, ["design", "perturbers_tried"], d?.perturbers_tried)),
        ...optional("expectedExcessDrop", fromConfig(cfg, ["design", "expected_excess_drop"], d?.expected_excess_drop)),
        ...optional("controlsAgainst", fromConfig(cfg, ["design", "controls_against"], d?.controls_against)),
        ...optional("softSd", o.softSd ?? fromConfig(cfg, ["design", "soft_sd"], d?.soft_sd)),
    };
}
/** Labels of the config's models declared `control: true` (none when --model replaces the section). */
function resolveControls(cfg, o) {
    const section = cfg?.config.models;
    if (o.models?.value.length)
        return o.controls?.value.length ? o.controls : undefined;
    if (section === undefined)
        return undefined;
    const idx = section.flatMap((e, i) => (e.control === true ? [i] : []));
    if (idx.length === 0)
        return undefined;
    return fromConfig(cfg, ["models", idx[0], "control"], idx.map((i) => section[i].label ?? section[i].model));
}
/** The perturbers a run asks under, each a known, non-control perturber, each once. */
function resolvePerturbers(cfg, o) {
    const listed = pick(o.perturbers, cfg, ["benchmark", "perturbers"], cfg?.config.benchmark?.perturbers, ranges/* DEFAULTS */.zY.perturbers);
    const out = [];
    listed.value.forEach((p, i) => {
        // A config value points at its own list entry; a flag or input names itself.
        const at = listed.source.kind === "config"
            ? (0,value_source/* whereOf */.de)({
                ...listed.source,
                field: `${listed.source.field}.${i}`,
                ...(0,errors/* lineIf */.GQ)(cfg?.lineOf(["benchmark", "perturbers", i])),
            })
            : (0,value_source/* whereOf */.de)(listed.source);
        if (p === "identity")
            throw new errors/* InputError */.dz(perturbers/* IDENTITY_IS_CONTROL */.Y6, at);
        if (!(0,perturbers/* isPerturberName */.N5)(p))
            throw new errors/* InputError */.dz(`unknown perturber "${p}"; expected ${perturbers/* RUN_PERTURBERS */.bq.join(" or ")}`, at);
        if (out.includes(p))
            throw new errors/* InputError */.dz(`perturber "${p}" given twice`, at);
        out.push(p);
    });
    return out;
}
const RUN_NAMES = {
    models: "--model",
    items: "--items",
    effect: "--target-effect",
    rate: "--discordant-rate",
    budget: "--max-calls",
    yes: "--yes",
};
/** Settings for a contamination run (`contamgate run`, and `check`/the action when the config has one). */
async function resolveRunSettings(cfg, o, cwd, names = RUN_NAMES) {
    const c = cfg?.config;
    const run = c?.run;
    const { models, trainingCutoffs } = resolveModels(cfg, o, names);
    const designInputs = resolveDesignInputs(cfg, o, names);
    if (designInputs.twoSided.value) {
        throw new errors/* InputError */.dz("run's verdict is one-sided (contamination only raises original accuracy); remove two_sided", (0,value_source/* whereOf */.de)(designInputs.twoSided.source));
    }
    const perturbers = resolvePerturbers(cfg, o);
    const format = resolveFormat(cfg, o);
    checkSignalFormat(models, format);
    const seed = pick(o.seed, cfg, ["benchmark", "seed"], c?.benchmark?.seed, ranges/* DEFAULTS */.zY.seed).value;
    const { items, itemsSource, warnings, notes } = await resolveItems(cfg, o, cwd, names, seed);
    if (o.models?.value.length && c?.models?.some((e) => e.control === true)) {
        warnings.push(`${names.models} replaces the config's models section, so its control: true entries declare no control in this run`);
    }
    const design = await (0,soft_pilot/* withSoftPilot */.dE)((0,resolve/* deriveDesign */.G)(designInputs, {
        n: items.length,
        modelsRun: models.length,
        perturbersRun: perturbers.length,
        ...optional("controls", resolveControls(cfg, o)),
    }), (0,soft_pilot/* softPilotOf */.Km)(o.softPilot, cfg, cwd), designInputs.softSd, cwd);
    const settings = {
        items,
        itemsSource,
        models,
        trainingCutoffs,
        perturbers,
        seed,
        format,
        design,
        ...(cfg ? { configSha256: cfg.sha256 } : {}),
        temperature: pick(o.temperature, cfg, ["run", "temperature"], run?.temperature, ranges/* RANGES */.$M.temperature.default).value,
        maxTokens: pick(o.maxTokens, cfg, ["run", "max_tokens"], run?.max_tokens, ranges/* RANGES */.$M.maxTokens.default).value,
        spend: resolveSpend(cfg, o, names),
        cacheDir: cacheDirOf(cfg, o, cwd),
        workspace: cwd,
        yes: o.yes === true,
        confirmKnob: names.yes,
        forceUnderpowered: o.forceUnderpowered === true,
    };
    return { settings, warnings, notes };
}
/**
 * The models a run asks (--model replaces the config's section) and the config's training
 * cutoffs by label, with any `--training-cutoff` flags applied over them.
 */
function resolveModels(cfg, o, names) {
    const c = cfg?.config;
    let models;
    const trainingCutoffs = new Map();
    if (o.models?.value.length) {
        models = o.models.value;
        (0,spec/* checkUniqueLabels */.RT)(models, (0,value_source/* whereOf */.de)(o.models.source));
    }
    else if (c?.models) {
        models = (0,config/* modelSpecsFromConfig */.k1)(c.models, { file: cfg.file, lineOf: (i) => cfg.lineOf(["models", i]) });
        c.models.forEach((e, i) => {
            const cutoff = fromConfig(cfg, ["models", i, "training_cutoff"], e.training_cutoff);
            if (cutoff !== undefined)
                trainingCutoffs.set(models[i].label, cutoff);
        });
    }
    else
        throw new errors/* InputError */.dz(`give at least one ${names.models} provider=ID (or a models: section with --config)`, {
            field: names.models,
        });
    if (o.trainingCutoffs)
        applyCutoffFlags(o.trainingCutoffs, models, trainingCutoffs);
    return { models, trainingCutoffs };
}
/** The prompt format: a built-in name (override or config string), else the config's own format. */
function resolveFormat(cfg, o) {
    const promptCfg = cfg?.config.benchmark?.prompt;
    if (o.prompt !== undefined || promptCfg === undefined || typeof promptCfg === "string") {
        const prompt = pick(o.prompt, cfg, ["benchmark", "prompt"], promptCfg, ranges/* DEFAULTS */.zY.prompt);
        if (!(0,render/* isBuiltinFormat */.zG)(prompt.value))
            throw (0,value_source/* invalid */.Gq)(prompt.source, `one of ${render/* BUILTIN_FORMATS */.d9.join(", ")} (got "${prompt.value}")`);
        return { kind: "builtin", name: prompt.value };
    }
    return (0,render/* promptFormatFromConfig */.Ik)(promptCfg);
}
/** Items: synthetic, or a file (split, sample, date window); never none. */
async function resolveItems(cfg, o, cwd, names, seed) {
    const fromFile = o.synthetic === undefined && o.items === undefined && cfg?.config.benchmark !== undefined;
    if ((o.synthetic === undefined) === (o.items === undefined && !fromFile)) {
        throw new errors/* InputError */.dz(`give exactly one of ${names.items} PATH or --synthetic N`, { field: names.items });
    }
    const dateWindow = {
        after: dateOverride(o.publishedAfter),
        before: dateOverride(o.publishedBefore),
    };
    const resolved = o.synthetic !== undefined
        ? syntheticItemsOf(o.synthetic, dateWindow, seed)
        : await itemsFromFile(cfg, o, cwd, dateWindow);
    if (resolved.items.length === 0) {
        throw new errors/* InputError */.dz("no items to ask", o.items
            ? (0,value_source/* whereOf */.de)(o.items.source)
            : { file: cfg.file, ...(0,errors/* lineIf */.GQ)(cfg.lineOf(["benchmark", "path"])), field: "benchmark.path" });
    }
    return resolved;
}
/** `--synthetic N`: generated items, which carry no dates to filter by. */
function syntheticItemsOf(synthetic, dateWindow, seed) {
    const flag = dateWindow.after ?? dateWindow.before;
    if (flag !== undefined)
        throw new errors/* InputError */.dz("synthetic items have no publication dates; give --items or a benchmark: section to filter by date", (0,value_source/* whereOf */.de)(flag.source));
    return {
        items: syntheticItems(synthetic.value, seed),
        itemsSource: `synthetic ${synthetic.value}`,
        warnings: [],
        notes: [],
    };
}
/**
 * An items file (`--items` against cwd, else benchmark.path against the config's folder), split
 * and sampled; a date flag replaces the config's date bound, which applies only to its own file.
 */
async function itemsFromFile(cfg, o, cwd, dateWindow) {
    const c = cfg?.config;
    const split = pick(o.split, cfg, ["benchmark", "split"], c?.benchmark?.split, ranges/* DEFAULTS */.zY.split);
    if (!items_split/* SPLITS */.Bu.includes(split.value))
        throw (0,value_source/* invalid */.Gq)(split.source, `one of ${items_split/* SPLITS */.Bu.join(", ")} (got "${split.value}")`);
    const sampleN = pick(o.sampleN, cfg, ["benchmark", "sample_n"], c?.benchmark?.sample_n);
    const path = o.items !== undefined ? (0,external_node_path_.resolve)(cwd, o.items.value) : (0,external_node_path_.resolve)(cfg.dir, c.benchmark.path);
    const shown = o.items?.value ?? c.benchmark.path;
    const prepared = await (0,prepare/* prepareItems */.Q)({
        path,
        displayName: shown,
        workspace: cwd,
        split: split.value,
        ...(sampleN !== undefined ? { sampleN: sampleN.value } : {}),
        ...(dateWindow.after !== undefined
            ? { publishedAfter: dateWindow.after.value }
            : o.items === undefined && c?.benchmark?.published_after !== undefined
                ? { publishedAfter: c.benchmark.published_after }
                : {}),
        ...(dateWindow.before !== undefined
            ? { publishedBefore: dateWindow.before.value }
            : o.items === undefined && c?.benchmark?.published_before !== undefined
                ? { publishedBefore: c.benchmark.published_before }
                : {}),
    });
    return {
        items: prepared.items,
        itemsSource: shown,
        warnings: [...prepared.warnings],
        notes: prepared.splitNote !== undefined ? [prepared.splitNote] : [],
    };
}
/** Budget, rate and retry limits: override, else run:, else the range's default. */
function resolveSpend(cfg, o, names) {
    const run = cfg?.config.run;
    const budget = pick(o.budget, cfg, ["run", "budget"], run?.budget) ?? null;
    const rpm = pick(o.requestsPerMinute, cfg, ["run", "requests_per_minute"], run?.requests_per_minute);
    return {
        budget,
        budgetKnob: names.budget,
        ...(rpm !== undefined ? { requestsPerMinute: rpm.value } : {}),
        concurrency: pick(o.concurrency, cfg, ["run", "concurrency"], run?.concurrency, ranges/* RANGES */.$M.concurrency.default).value,
        maxRetries: pick(o.maxRetries, cfg, ["run", "max_retries"], run?.max_retries, ranges/* RANGES */.$M.maxRetries.default).value,
        timeoutMs: 1000 *
            pick(o.timeoutSeconds, cfg, ["run", "timeout_seconds"], run?.timeout_seconds, ranges/* RANGES */.$M.timeoutSeconds.default)
                .value,
    };
}
/** An override resolves against cwd, run.cache_dir against the config's folder, the default against cwd. */
function cacheDirOf(cfg, o, cwd) {
    if (o.cacheDir !== undefined)
        return o.cacheDir.value === null ? null : { value: (0,external_node_path_.resolve)(cwd, o.cacheDir.value), source: o.cacheDir.source };
    const inFile = fromConfig(cfg, ["run", "cache_dir"], cfg?.config.run?.cache_dir);
    if (inFile)
        return { value: (0,external_node_path_.resolve)(cfg.dir, inFile.value), source: inFile.source };
    return (0,value_source/* fromDefault */.gE)((0,external_node_path_.resolve)(cwd, ranges/* DEFAULTS */.zY.cacheDir));
}
/** A date flag or input, checked here so its error names what the user wrote. */
function dateOverride(v) {
    if (v !== undefined && !(0,load/* isIsoDate */.s6)(v.value))
        throw (0,value_source/* invalid */.Gq)(v.source, `a date YYYY-MM-DD (got "${v.value}")`);
    return v;
}
function optional(key, v) {
    return v === undefined ? {} : { [key]: v };
}
/**
 * `--training-cutoff LABEL=DATE`: the config's `training_cutoff` of the model labelled LABEL; a
 * flag replaces the config's cutoff for that model. The label must name a model of this run.
 */
function applyCutoffFlags(flags, models, into) {
    const where = (0,value_source/* whereOf */.de)(flags.source);
    const seen = new Set();
    for (const raw of flags.value) {
        const eq = raw.lastIndexOf("=");
        const label = eq < 0 ? "" : raw.slice(0, eq);
        const date = eq < 0 ? "" : raw.slice(eq + 1);
        if (label === "" || date === "")
            throw new errors/* InputError */.dz(`expected LABEL=YYYY-MM-DD (got "${raw.slice(0, 80)}")`, where);
        if (!(0,load/* isIsoDate */.s6)(date))
            throw new errors/* InputError */.dz(`${label}: expected a calendar date YYYY-MM-DD (got "${date.slice(0, 40)}")`, where);
        if (!models.some((m) => m.label === label))
            throw new errors/* InputError */.dz(`"${label.slice(0, 80)}" names no model of this run (labels: ${models.map((m) => m.label).join(", ")})`, where);
        if (seen.has(label))
            throw new errors/* InputError */.dz(`"${label}" is given twice`, where);
        seen.add(label);
        into.set(label, { value: date, source: flags.source });
    }
}
/**
 * The probability signal reads the first answer token (docs/providers.md "The probability
 * signal"). The answer-line formats exist for models that reason first and write "Answer: X"
 * later, so their first token is never the answer: a probability model with one is refused
 * before anything is asked, rather than scored on tokens that say nothing about the answer.
 */
function checkSignalFormat(models, format) {
    if (format.kind !== "builtin" || !format.name.endsWith("-answer-line"))
        return;
    const soft = models.find((m) => m.signal === "probability");
    if (soft === undefined)
        return;
    throw new errors/* InputError */.dz(`model "${soft.label}": signal probability reads the first answer token, and the ${format.name} prompt has the model write "Answer: X" after its reasoning; use a letter-only prompt (en, ja) or the binary signal for this model`, (0,config/* whereDeclared */.gc)(soft) ?? { field: `model "${soft.label}" signal` });
}


/***/ }),

/***/ 5325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ softPilotOf),
/* harmony export */   dE: () => (/* binding */ withSoftPilot)
/* harmony export */ });
/* unused harmony export softPlanFromPilot */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _outcomes_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9754);
/* harmony import */ var _stats_soft_power_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7194);
/* harmony import */ var _stats_sign_flip_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8175);
/* harmony import */ var _verdict_parse_outcomes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7575);
/* harmony import */ var _value_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7395);
/**
 * The soft gate's SD of d from a pilot outcome file (`--soft-pilot PATH`; docs/statistics.md
 * "The soft signal", "Power before spend"): rows with `score` for both conditions, paired per
 * (model, perturber) as the verdict pairs them. Every pair's soft differences are pooled — the
 * gate plans one shape for the run — and the gate simulates the rule on that shape, its spread
 * scaled up to the SD's one-sided 90% upper bound (docs/statistics.md, "Power on the pilot's shape").
 */







async function softPlanFromPilot(path, cwd) {
    const where = (0,_value_source_js__WEBPACK_IMPORTED_MODULE_6__/* .whereOf */ .de)(path.source);
    const field = where.field ?? "soft-pilot";
    const file = await (0,_outcomes_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readOutcomesFile */ .Sj)(path.value, cwd, field);
    const d = [];
    for (const t of (0,_verdict_parse_outcomes_js__WEBPACK_IMPORTED_MODULE_5__/* .tablesFromConditions */ .y)(file)) {
        if (t.soft === undefined)
            continue;
        for (const x of (0,_stats_sign_flip_js__WEBPACK_IMPORTED_MODULE_4__/* .softDifferences */ .Vp)(t.soft.original, t.soft.perturbed))
            d.push(x);
    }
    if (d.length < _stats_soft_power_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_PILOT_ITEMS */ .J_) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path.value} has ${d.length} pilot item(s) with a score for both conditions; the soft gate needs at least ${_stats_soft_power_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_PILOT_ITEMS */ .J_} to plan on their SD (or give the SD itself with --soft-sd / design.soft_sd)`, where.field !== undefined ? where : { field });
    }
    return { kind: "pilot", pilot: (0,_stats_soft_power_js__WEBPACK_IMPORTED_MODULE_3__/* .pilotSd */ .Op)(d), d: Float64Array.from(d) };
}
/**
 * The pilot file the soft gate plans on: `--soft-pilot PATH` (relative to the working directory),
 * else `design.soft_pilot` in contamgate.yml (relative to the config, shown relative to the
 * working directory), else none.
 */
function softPilotOf(flag, cfg, cwd) {
    if (flag !== undefined)
        return flag;
    const v = cfg?.config.design?.soft_pilot;
    if (cfg === undefined || v === undefined || !cfg.has(["design", "soft_pilot"]))
        return undefined;
    const line = cfg.lineOf(["design", "soft_pilot"]);
    return {
        value: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cfg.dir, v)) || v,
        source: { kind: "config", file: cfg.file, ...(line !== undefined ? { line } : {}), field: "design.soft_pilot" },
    };
}
/** The design with its soft plan taken from the pilot when one is given; a planned SD beside it is exit 4. */
async function withSoftPilot(design, pilot, softSd, cwd) {
    if (pilot === undefined)
        return design;
    const where = (0,_value_source_js__WEBPACK_IMPORTED_MODULE_6__/* .whereOf */ .de)(pilot.source);
    const field = where.field ?? "soft-pilot";
    if (softSd !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("give the soft gate's SD one way: --soft-pilot / design.soft_pilot or --soft-sd / design.soft_sd, not both", where.field !== undefined ? where : { field });
    }
    return { ...design, soft: await softPlanFromPilot(pilot, cwd) };
}


/***/ }),

/***/ 5971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ shownHost),
/* harmony export */   OG: () => (/* binding */ urlOrigin),
/* harmony export */   zA: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * A URL from the config as every surface shows it (run --json, reports, logs, errors). A
 * base_url may carry a secret anywhere after the host — user:password@, a path segment
 * (`/v1/<token>/`), `;params`, the query or the fragment — so what is shown is its origin only:
 * scheme://host[:port], or host[:port] where a message names the server (docs/providers.md,
 * "Base URLs"). Requests still go to the URL as written.
 */
/** scheme://host[:port] of an http(s) URL; a placeholder for anything else (never the input). */
function shownUrl(raw) {
    return urlOrigin(raw)?.origin ?? "(URL not shown)";
}
/** host[:port] of a parsed URL, for messages that name the server. */
function shownHost(u) {
    return u.host;
}
/** The parts of an http(s) URL that may be shown, or null when it is not one. */
function urlOrigin(raw) {
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        return null;
    }
    // Only special schemes have an origin of scheme://host[:port]; others serialize as "null".
    if (u.protocol !== "http:" && u.protocol !== "https:")
        return null;
    return { origin: u.origin, host: u.host };
}


/***/ }),

/***/ 7575:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ tablesFromConditions)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7425);
/* harmony import */ var _parse_jsonl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(438);
/* harmony import */ var _parse_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2052);
/**
 * Outcome rows (the pivot format, docs/outcomes.md) → the paired tables of a contamination
 * verdict. Rows of condition `original` pair with the rows of each perturbed condition on
 * (model, id[, epoch]): `perturbed` is the one perturber of a single-perturber input,
 * `perturbed:<name>` perturber <name> of several. An item with no partner is an error naming its
 * line, never dropped; so is any other condition (that is a compare input, not a verdict's).
 */




/** The perturber a condition names, or null for `original`. */
function perturberOf(condition, file, line) {
    if (condition === _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ORIGINAL */ .mx)
        return null;
    if (condition === _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED */ .ax)
        return _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv;
    if (condition.startsWith(_outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED_PREFIX */ .lx) && condition.length > _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED_PREFIX */ .lx.length) {
        return condition.slice(_outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED_PREFIX */ .lx.length);
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`condition "${condition}" is not one a verdict reads: original, perturbed, or perturbed:<name> (two other conditions are an A/B comparison, not a contamination verdict)`, { file, line, field: "condition" });
}
function tablesFromConditions(f, o = {}) {
    const { file } = f;
    // The columns, read in place: no object per row (docs/reliability.md "Memory per outcome row").
    const t = f.table;
    // Replicates of one item are not independent items: the exact test would count one item twice.
    const epochs = new Set();
    for (let i = 0; i < t.length; i++)
        epochs.add(epochOf(t, i));
    if (o.epoch === undefined && epochs.size > 1) {
        const first = epochOf(t, 0);
        let i = 0;
        while (i < t.length && epochOf(t, i) === first)
            i++;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`the rows hold ${epochs.size} epochs (replicates); the verdict's exact test needs independent items, so pick one with --epoch N`, { file, line: t.line(Math.min(i, t.length - 1)), field: "epoch" });
    }
    if (o.epoch !== undefined && !epochs.has(o.epoch)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`no row has epoch ${o.epoch} (epochs present: ${[...epochs].sort((a, b) => a - b).join(", ") || "none"})`, {
            field: "--epoch",
        });
    }
    checkScoresPerModel(f);
    /** model → id → its original row's index; model → perturber → id → its perturbed row's index. */
    const originals = new Map();
    const perturbed = new Map();
    let single;
    let firstPerturbedLine = 0;
    let anyPerturbed = false;
    for (let i = 0; i < t.length; i++) {
        const line = t.line(i);
        if (o.epoch !== undefined && epochOf(t, i) !== o.epoch)
            continue;
        const condition = t.condition(i);
        const model = t.model(i);
        const perturber = perturberOf(condition, file, line);
        if (perturber === null) {
            getOrSet(originals, model, () => new Map()).set(t.id(i), i);
            continue;
        }
        const isSingle = condition === _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED */ .ax;
        if (single === undefined) {
            single = isSingle;
            firstPerturbedLine = line;
        }
        else if (single !== isSingle) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`line ${firstPerturbedLine} has condition "${single ? _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED */ .ax : "perturbed:<name>"}" and this one "${condition}": use "perturbed" for a single perturber or "perturbed:<name>" on every perturbed row`, { file, line, field: "condition" });
        }
        anyPerturbed = true;
        getOrSet(getOrSet(perturbed, model, () => new Map()), perturber, () => new Map()).set(t.id(i), i);
    }
    if (originals.size === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`no row has condition "${_outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ORIGINAL */ .mx}": a verdict compares original with perturbed answers`, {
            file,
            field: "condition",
        });
    }
    if (!anyPerturbed) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`no row has a perturbed condition ("${_outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED */ .ax}" or "perturbed:<name>")`, {
            file,
            field: "condition",
        });
    }
    // Every perturbed row needs its original, and every original a row under each perturber its model was run with.
    for (const [model, byPerturber] of perturbed) {
        const origs = originals.get(model);
        for (const [perturber, ids] of byPerturber) {
            for (const [id, i] of ids) {
                if (origs?.has(id))
                    continue;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}", id "${id}" has a perturbed row (condition ${conditionName(perturber, single)}) but no original row to pair it with`, { file, line: t.line(i), field: "id" });
            }
        }
    }
    // Grouped by (model, perturber), models and perturbers in first-seen order and items in the
    // originals' order, so tables come out as `run` orders them.
    const rows = [];
    for (const [model, origs] of originals) {
        const byPerturber = perturbed.get(model);
        if (byPerturber === undefined) {
            const first = origs.values().next().value;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}" has original rows but no perturbed ones`, {
                file,
                line: t.line(first),
                field: "condition",
            });
        }
        for (const [perturber, ids] of byPerturber) {
            for (const [id, i] of origs) {
                const p = ids.get(id);
                if (p === undefined) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}", id "${id}" has an original row but none with condition ${conditionName(perturber, single)}`, { file, line: t.line(i), field: "id" });
                }
                rows.push({
                    model,
                    perturber,
                    id,
                    original: t.correct(i),
                    perturbed: t.correct(p),
                    ...scores(t, i, p),
                    line: t.line(i),
                });
            }
        }
    }
    return (0,_parse_jsonl_js__WEBPACK_IMPORTED_MODULE_1__/* .tablesFromOutcomes */ .D)(rows, file);
}
function scores(t, o, p) {
    const so = t.score(o);
    const sp = t.score(p);
    return so !== undefined && sp !== undefined ? { originalScore: so, perturbedScore: sp } : {};
}
/**
 * A model's signal is the same on all its rows (docs/outcomes.md "Soft scores"): every row carries
 * `score` (soft) or none does (binary). Half-and-half would make a test on whichever items happen
 * to have scores, so it is an error naming the first row that breaks the model's pattern.
 */
function checkScoresPerModel(f) {
    const t = f.table;
    const first = new Map();
    for (let i = 0; i < t.length; i++) {
        const model = t.model(i);
        const j = first.get(model);
        if (j === undefined) {
            first.set(model, i);
            continue;
        }
        const had = t.score(j) !== undefined;
        if (had === (t.score(i) !== undefined))
            continue;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}": line ${t.line(j)} ${had ? "gives" : "gives no"} score, this row ${had ? "does not" : "does"}; give score on every row of a model (the soft signal) or on none (the binary one)`, { file: f.file, line: t.line(i), field: "score" });
    }
}
function getOrSet(m, k, make) {
    let v = m.get(k);
    if (v === undefined) {
        v = make();
        m.set(k, v);
    }
    return v;
}
/** A row without an epoch was asked once: it is epoch 1, so `--epoch 1` keeps it. */
function epochOf(t, i) {
    return t.epoch(i) ?? 1;
}
function conditionName(perturber, single) {
    return `"${single ? _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED */ .ax : _outcomes_types_js__WEBPACK_IMPORTED_MODULE_3__/* .PERTURBED_PREFIX */ .lx + perturber}"`;
}


/***/ })

};
