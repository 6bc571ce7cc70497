export const id = 28;
export const ids = [28];
export const modules = {

/***/ 5706:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ progressLines)
/* harmony export */ });
/* harmony import */ var _leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);

/**
 * The progress line of a long job on stderr, in `run`'s look: on a terminal one line redrawn
 * every second; otherwise (CI logs) a plain line every 10 s. Stdout carries reports and is
 * never touched. `end()` closes a redrawn line.
 */
function progressLines(io, label, unit = "records") {
    const tty = io.stderrIsTTY === true && !io.env.CI && io.env.TERM !== "dumb";
    let drawn = false;
    const sink = {
        now: io.now ?? (() => Date.now()),
        everyMs: tty ? 1000 : 10_000,
        report: (p) => {
            if (tty) {
                io.stderr(`\r\x1b[2K${label}: ${(0,_leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScanProgress */ .W)(p, unit)}`);
                drawn = true;
            }
            else
                io.stderr(`${label}: ${(0,_leakage_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScanProgress */ .W)(p, unit)}\n`);
        },
    };
    return {
        sink,
        end: () => {
            if (drawn)
                io.stderr("\n");
            drawn = false;
        },
    };
}


/***/ }),

/***/ 921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   FY: () => (/* binding */ workTreeOf),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* unused harmony export gitEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * The one way contamgate runs git (docs/security.md "Git"). A pull request can commit any file,
 * and a folder holding `HEAD`, `objects/`, `refs/` and a `config` is a bare repository to git: a
 * `git -C <that folder>` would honour its `core.fsmonitor = "<cmd>"` and run `<cmd>` in the job
 * that holds the provider keys. So git is never pointed at a folder and left to discover a
 * repository: the caller names a work tree whose `.git` it found itself (`workTreeOf`), and every
 * setting through which a repository's configuration can run a program or reach the network on
 * the calls made here is switched off. A git that fails is an error, never an empty answer.
 */



/** git could not answer: not installed, refused the repository, or exited non-zero. */
class GitError extends Error {
    reason;
    exitCode;
    constructor(message, reason, 
    /** git's exit code, when it ran. */
    exitCode = null) {
        super(message);
        this.reason = reason;
        this.exitCode = exitCode;
        this.name = "GitError";
    }
}
/**
 * Configuration given on the command line wins over every file. Each entry closes a way the
 * repository's (or the user's) config could run a program during ls-files, log, diff or
 * rev-parse: the file-system monitor hook, hooks (a diff may rewrite the index, which runs
 * post-index-change), pagers, external diff and textconv drivers, signature checks, and any
 * transport (a partial clone would otherwise fetch missing objects through core.sshCommand,
 * credential helpers or a proxy command).
 */
const SAFE_CONFIG = [
    "safe.bareRepository=explicit",
    "core.fsmonitor=",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "diff.external=",
    "log.showSignature=false",
    "protocol.allow=never",
];
/** The environment git runs with: none of the caller's GIT_* variables, ours instead. */
function gitEnv(workTree, base = process.env) {
    const env = {};
    // GIT_DIR, GIT_INDEX_FILE, GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS…: all would
    // redirect or extend what git reads or runs. A hook that runs contamgate sets several of them.
    for (const [k, v] of Object.entries(base))
        if (!/^GIT_/i.test(k))
            env[k] = v;
    return {
        ...env,
        GIT_DIR: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workTree, ".git"),
        GIT_WORK_TREE: workTree,
        // No discovery happens with GIT_DIR set; the ceiling keeps it so if that ever changes.
        GIT_CEILING_DIRECTORIES: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(workTree),
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_ATTR_NOSYSTEM: "1",
        GIT_PAGER: "cat",
        PAGER: "cat",
        GIT_EDITOR: "true",
        GIT_TERMINAL_PROMPT: "0",
        GIT_OPTIONAL_LOCKS: "0",
        GIT_NO_LAZY_FETCH: "1",
        GIT_NO_REPLACE_OBJECTS: "1",
        // Paths are passed as paths: a corpus named `*.txt` is that file, not a glob.
        GIT_LITERAL_PATHSPECS: "1",
    };
}
/**
 * Runs `git <args>` in the work tree `workTree` (a folder holding `.git`, found by `workTreeOf`
 * or named by the caller) and resolves with its stdout and exit code. Rejects with GitError when
 * git is missing, fails, or exits with a code not in `allowExit`.
 */
function git(workTree, args, o = {}) {
    const argv = [...SAFE_CONFIG.flatMap((c) => ["-c", c]), ...args];
    return new Promise((done, fail) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("git", argv, { cwd: workTree, env: gitEnv(workTree), maxBuffer: o.maxBuffer ?? 1 << 30, windowsHide: true }, (err, stdout, stderr) => {
            if (!err)
                return done({ stdout, exitCode: 0 });
            const code = err.code;
            if (code === "ENOENT")
                return fail(new GitError("git is not installed (not on PATH)", "no-git"));
            if (typeof code === "number" && o.allowExit?.includes(code))
                return done({ stdout, exitCode: code });
            const why = firstLine(String(stderr)) || firstLine(err.message);
            fail(new GitError(`git ${args[0] ?? ""} failed${typeof code === "number" ? ` (exit ${code})` : ""}: ${why}`, "failed", typeof code === "number" ? code : null));
        });
    });
}
/**
 * The work tree holding `path`: the nearest folder at or above it with a `.git` directory (one
 * with a HEAD) or a `.git` file (`gitdir: …`, a linked worktree or submodule), as git itself
 * finds one when bare repositories are not discovered. undefined when there is none. A pull
 * request cannot commit a `.git` (git refuses the name), so a folder that merely looks like a
 * bare repository is never taken for one here.
 */
function workTreeOf(path) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    for (;;) {
        if (hasDotGit(dir))
            return dir;
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
        if (up === dir)
            return undefined;
        dir = up;
    }
}
function hasDotGit(dir) {
    const dot = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, ".git");
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(dot);
        if (st.isDirectory())
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dot, "HEAD")).isFile();
        if (st.isFile())
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(dot, "utf8").startsWith("gitdir: ");
    }
    catch {
        // absent or unreadable: not a work tree root
    }
    return false;
}
function firstLine(s) {
    return (s.split("\n").find((l) => l.trim() !== "") ?? "").trim().slice(0, 300);
}


/***/ }),

/***/ 6373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   c: () => (/* binding */ realOrResolved)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/** Path questions several modules ask the same way. */


/** Whether `path` is `root` or lies below it (both already absolute and resolved the same way). */
function isInside(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** The real path (symlinks resolved), or the resolved path when it cannot be had (it does not exist). */
function realOrResolved(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(p);
    }
}


/***/ }),

/***/ 6062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i6: () => (/* binding */ createZstdDecompressor),
/* harmony export */   ic: () => (/* binding */ ZstdError),
/* harmony export */   yb: () => (/* binding */ zstdDecompressBounded)
/* harmony export */ });
/* unused harmony export zstdDecoder */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var fzstd__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8339);
/**
 * Zstandard decoding, the one place that picks a decoder: Node's own (22.15+, so the action on
 * Node 24) where present, the pure-JS `fzstd` otherwise (Node 20 has none; nothing native is
 * downloaded at install). Output is capped: a caller names the most bytes it will accept, so a
 * decompression bomb stops at the cap instead of at the heap limit.
 */



/** Thrown when the input is not valid Zstandard data or its output passes the cap. */
class ZstdError extends Error {
    produced;
    constructor(message, 
    /** Decompressed bytes produced before the failure. */
    produced) {
        super(message);
        this.produced = produced;
        this.name = "ZstdError";
    }
}
function nodeZstd() {
    const z = /*#__PURE__*/ (node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_zlib__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_zlib__WEBPACK_IMPORTED_MODULE_1__, 2)));
    return typeof z.zstdDecompressSync === "function" && typeof z.createZstdDecompress === "function"
        ? z
        : undefined;
}
/** Which decoder this process uses, for reports and tests. */
function zstdDecoder() {
    return nodeZstd() ? "node" : "fzstd";
}
/** Decompresses one whole buffer (all frames), refusing output beyond `maxBytes`. */
function zstdDecompressBounded(data, maxBytes, decoder = zstdDecoder()) {
    const native = decoder === "node" ? nodeZstd() : undefined;
    if (native) {
        try {
            return native.zstdDecompressSync(data, { maxOutputLength: maxBytes });
        }
        catch (e) {
            const code = e.code;
            if (code === "ERR_BUFFER_TOO_LARGE" || /larger than|maxOutputLength/i.test(String(e))) {
                throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, maxBytes);
            }
            throw new ZstdError(`not valid zstd data (${code ?? e.message})`, 0);
        }
    }
    const chunks = [];
    let produced = 0;
    const d = new fzstd__WEBPACK_IMPORTED_MODULE_2__/* .Decompress */ .YM((chunk) => {
        produced += chunk.length;
        if (produced > maxBytes)
            throw new ZstdError(`decompresses to more than ${maxBytes} bytes`, produced);
        chunks.push(chunk);
    });
    pushAll(d, data, () => produced);
    return concat(chunks, produced);
}
/**
 * A Transform that decodes a zstd stream. It does not cap output itself: streaming readers apply
 * their own expansion rule to the bytes that come out (docs/reliability.md "Caps").
 */
function createZstdDecompressor(decoder = zstdDecoder()) {
    const native = decoder === "node" ? nodeZstd() : undefined;
    if (native)
        return native.createZstdDecompress({ chunkSize: 1 << 20 });
    return new FzstdTransform();
}
class FzstdTransform extends node_stream__WEBPACK_IMPORTED_MODULE_0__.Transform {
    produced = 0;
    d = new fzstd__WEBPACK_IMPORTED_MODULE_2__/* .Decompress */ .YM((chunk) => {
        this.produced += chunk.length;
        this.push(chunk);
    });
    _transform(chunk, _enc, done) {
        try {
            this.d.push(chunk);
            done();
        }
        catch (e) {
            done(asZstdError(e, this.produced));
        }
    }
    _flush(done) {
        try {
            this.d.push(new Uint8Array(0), true);
            done();
        }
        catch (e) {
            done(asZstdError(e, this.produced));
        }
    }
}
function pushAll(d, data, produced) {
    try {
        d.push(data, true);
    }
    catch (e) {
        throw asZstdError(e, produced());
    }
}
function asZstdError(e, produced) {
    if (e instanceof ZstdError)
        return e;
    const msg = e instanceof Error ? e.message : String(e);
    return new ZstdError(`not valid zstd data (${msg})`, produced);
}
function concat(chunks, total) {
    if (chunks.length === 1 && chunks[0])
        return chunks[0];
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
        out.set(c, at);
        at += c.length;
    }
    return out;
}


/***/ }),

/***/ 1073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ fingerprint)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** Identifies one scan across its shards: settings without the shard index, and input digests. */
function fingerprint(settings, probeSets, corpora) {
    const basis = {
        settings: { ...settings, shard: settings.shard ? { count: settings.shard.count } : null },
        probes: probeSets.map((s) => [s.name, s.holdout, s.files.map((f) => [f.file, f.sha256])]),
        corpora: corpora.map((c) => [c.file, c.format, c.sha256]),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify(basis)).digest("hex");
}


/***/ }),

/***/ 5602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ shownProbeId),
/* harmony export */   L$: () => (/* binding */ sameField)
/* harmony export */ });
/* unused harmony exports SHOWN_ID_HEX, hashedId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * How a holdout probe's id is shown. Ids are often slugs of the question
 * (`which-gas-makes-up-most-of-the-air`), or of a paraphrase, or carry the answer; no rule can
 * tell from the id and one text field whether it gives the question away. So a holdout id is
 * never shown as written: every surface shows the probe's file:line and `sha256:` with the first
 * 12 hex digits of the sha256 of the id's UTF-8 bytes (enough for the author to find the record
 * with `sha256sum`), unless the probe set declares its ids opaque (`ids: opaque`, `--holdout-ids
 * opaque`; docs/leakage.md "Holdout ids"). An id field that *is* the text field is refused where
 * it is declared.
 */

/** Hex digits of the id's sha256 a surface shows. */
const SHOWN_ID_HEX = 12;
/** `sha256:` and the first SHOWN_ID_HEX hex digits of sha256(id as UTF-8). */
function hashedId(id) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(id, "utf8").digest("hex").slice(0, SHOWN_ID_HEX)}`;
}
/** The id as surfaces show it: hashed when `hidden` (a holdout probe whose set did not declare its ids opaque). */
function shownProbeId(id, hidden) {
    return hidden ? hashedId(id) : id;
}
/** `question` and `question`, or `question` and `question.text` / `question[]`: the id would be (part of) the text. */
function sameField(idField, field) {
    return idField === field || field.startsWith(`${idField}.`) || field.startsWith(`${idField}[`);
}


/***/ }),

/***/ 8707:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ parsePartition),
/* harmony export */   ti: () => (/* binding */ selectPartition)
/* harmony export */ });
/* unused harmony export assignPartitions */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/**
 * `--partition i/N`: whole corpus files per worker, so each reads and decompresses only its own
 * files (`--shard` splits by line, and every shard reads every file). Which files a partition
 * takes depends only on the list of corpus files, their repository-relative paths and (with
 * `--partition-by size`) their sizes on disk, so N independent processes agree without talking.
 * Every partition's report carries the whole list (the manifest) so `merge` can name a file that
 * no partition, or two, scanned (docs/leakage-at-scale.md).
 */


/** Parses `i/N` (1 ≤ i ≤ N). */
function parsePartition(text, by) {
    const m = /^(\d+)\/(\d+)$/.exec(text);
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count || !Number.isSafeInteger(count))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--partition must be i/N with 1 ≤ i ≤ N (got "${text}")`);
    if (by !== undefined && by !== "hash" && by !== "size")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--partition-by must be hash or size (got "${by}")`);
    return { index, count, by: by === "size" ? "size" : "hash" };
}
/**
 * The partition of each distinct file (by its path): `hash` takes the first 48 bits of
 * sha256(path) modulo N (stable as files come and go); `size` is the greedy longest-processing-
 * time rule: files by size, largest first (ties by path), each to the partition with the fewest
 * bytes so far (ties to the lowest index). Greedy is within 4/3 of the best balance (Graham 1969).
 */
function assignPartitions(files, count, by) {
    const out = new Map();
    const distinct = new Map();
    for (const f of files)
        if (!distinct.has(f.file))
            distinct.set(f.file, f.size);
    if (by === "hash") {
        for (const file of distinct.keys()) {
            const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(file, "utf8").digest();
            out.set(file, (h.readUIntBE(0, 6) % count) + 1);
        }
        return out;
    }
    const order = [...distinct.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const load = new Array(count).fill(0);
    for (const [file, size] of order) {
        let best = 0;
        for (let p = 1; p < count; p++)
            if (load[p] < load[best])
                best = p;
        load[best] += size;
        out.set(file, best + 1);
    }
    return out;
}
/**
 * The files one partition scans, with the manifest its report carries (pure: the sizes are
 * read by the caller). `byPattern` are the resolver's indices per source; `sourceNames` how the
 * report names each source.
 */
function selectPartition(files, 
/** Each file's size on disk (sources/file-sizes.ts), in the same order. */
sizes, byPattern, sourceNames, spec) {
    const sized = files.map((f, i) => ({ file: f.display, size: sizes[i] }));
    const where = assignPartitions(sized, spec.count, spec.by);
    const keep = [];
    const remap = new Map();
    files.forEach((f, i) => {
        if (where.get(f.display) === spec.index) {
            remap.set(i, keep.length);
            keep.push(i);
        }
    });
    // One entry per way of reading a file (a file under two fields is read twice), in the
    // resolver's order: merge puts the partitions' corpora back in exactly this order.
    const manifestFiles = sized.map((s) => ({ ...s, partition: where.get(s.file) }));
    return {
        files: keep.map((i) => files[i]),
        byPattern: byPattern.map((ks) => ks.filter((k) => remap.has(k)).map((k) => remap.get(k))),
        manifest: {
            index: spec.index,
            count: spec.count,
            by: spec.by,
            files: manifestFiles,
            sources: byPattern.map((ks, i) => ({
                source: sourceNames[i],
                files: [...new Set(ks.map((k) => files[k].display))],
            })),
        },
    };
}


/***/ }),

/***/ 7154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ formatScanProgress),
/* harmony export */   Z: () => (/* binding */ ProgressMeter)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4354);

/**
 * Counts for the progress line. The reader hands over its running totals once per chunk
 * (tens of KiB), never per record, so the hot loop pays nothing; the clock is read then too.
 */
class ProgressMeter {
    sink;
    totalBytes;
    doneRecords = 0;
    doneBytes = 0;
    fileRecords = 0;
    fileBytes = 0;
    t0;
    last;
    constructor(sink, totalBytes) {
        this.sink = sink;
        this.totalBytes = totalBytes;
        this.t0 = sink.now();
        this.last = this.t0;
    }
    /** The current file's running totals: records so far and bytes read from disk so far. */
    update(records, bytes) {
        this.fileRecords = records;
        this.fileBytes = bytes;
        const t = this.sink.now();
        if (t - this.last < this.sink.everyMs)
            return;
        this.last = t;
        this.sink.report(this.snapshot(t));
    }
    /** A file is done: its final totals (the reader's stats) replace the running ones. */
    fileDone(records, bytes) {
        this.doneRecords += records;
        this.doneBytes += bytes;
        this.fileRecords = 0;
        this.fileBytes = 0;
    }
    /** The closing line, whatever the cadence, when a line was shown (a short scan stays silent). */
    finish() {
        if (this.last === this.t0)
            return;
        this.sink.report(this.snapshot(this.sink.now()));
    }
    snapshot(t) {
        return {
            records: this.doneRecords + this.fileRecords,
            bytes: this.doneBytes + this.fileBytes,
            totalBytes: this.totalBytes,
            elapsedMs: t - this.t0,
        };
    }
}
/** "120,000 records, 48.2 MiB of 310 MiB, 9,231 records/s, 3.7 MiB/s, ETA 0m42s" — the look of `run`'s line. */
function formatScanProgress(p, unit = "records") {
    const s = p.elapsedMs / 1000;
    const rate = s > 0 ? p.records / s : 0;
    const byteRate = s > 0 ? p.bytes / s : 0;
    const of = p.totalBytes !== null ? ` of ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(p.totalBytes)}` : "";
    const left = p.totalBytes !== null && byteRate > 0 ? Math.round(Math.max(0, p.totalBytes - p.bytes) / byteRate) : NaN;
    const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
    return `${p.records.toLocaleString("en-US")} ${unit}, ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(p.bytes)}${of}, ${Math.round(rate).toLocaleString("en-US")} ${unit}/s, ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.round(byteRate))}/s${eta}`;
}


/***/ }),

/***/ 6949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ changedScopeText),
/* harmony export */   Tv: () => (/* binding */ findingScopeText),
/* harmony export */   bo: () => (/* binding */ renderTable)
/* harmony export */ });
/* unused harmony export renderSummaryLine */
const pct = (x) => x.toFixed(3);
function probeLabel(f) {
    const where = `${f.probe.file}:${f.probe.line}${f.probe.index !== undefined ? `[${f.probe.index}]` : ""}`;
    return f.probe.id !== undefined ? `${where} (id ${f.probe.id})` : where;
}
function corpusLabel(f) {
    return `${f.corpus.file}:${f.corpus.line}${f.corpus.index !== undefined ? `[${f.corpus.index}]` : ""}`;
}
/**
 * What a pull-request scan (`--changed-since REF`) looked at, in the words every surface uses
 * (`leakage`'s summary, `check`, report.md/html, the job summary): added corpus lines against
 * every probe, and probes new or changed since REF against every line.
 */
function changedScopeText(ref, c) {
    if (c?.configChanged)
        return `the config changed since ${ref}: every line against every probe`;
    const fresh = c?.freshProbes ?? 0;
    return fresh > 0
        ? `lines added since ${ref} against every probe; ${fresh.toLocaleString("en-US")} probe${fresh === 1 ? "" : "s"} new or changed since then against every line`
        : `lines added since ${ref}`;
}
/** The half of a pull-request scan that found one finding (`scope` on the finding). */
function findingScopeText(ref, scope) {
    if (scope === "added-line")
        return `a line added since ${ref}`;
    if (scope === "changed-probe")
        return `a probe new or changed since ${ref}, on a line older than it`;
    return null;
}
function renderSummaryLine(r) {
    const s = r.stats;
    const scope = [
        r.settings.changedSince !== null ? changedScopeText(r.settings.changedSince, s.changedScope) : null,
        r.settings.shard ? `shard ${r.settings.shard.index}/${r.settings.shard.count}` : null,
        s.shardsMerged ? `${s.shardsMerged.length} shards merged` : null,
    ].filter((x) => x !== null);
    return (`leakage: ${s.findings} finding${s.findings === 1 ? "" : "s"} (${s.holdoutFindings} holdout) in ` +
        `${s.corpusRecords.toLocaleString("en-US")} corpus records of ${s.corpusFiles} file${s.corpusFiles === 1 ? "" : "s"}` +
        ` against ${s.probes.toLocaleString("en-US")} probes` +
        (scope.length ? ` [${scope.join(", ")}]` : "") +
        ` — Jaccard ≥ ${r.settings.threshold}` +
        (r.settings.containment !== null
            ? `, containment ≥ ${r.settings.containment} (probes of ≥ ${r.settings.minContainmentShingles} shingles)`
            : "") +
        (r.settings.ngram13 ? ", word 13-grams" : ""));
}
/** A fixed-width table of at most `limit` findings (worst first by the order given), then a summary. */
function renderTable(r, limit = 50) {
    const first = [];
    for (const f of r.findings) {
        if (first.length >= limit)
            break;
        first.push(f);
    }
    const rows = first.map((f) => [
        corpusLabel(f),
        f.probe.holdout ? `${f.probe.set} (holdout)` : f.probe.set,
        probeLabel(f),
        pct(f.jaccard),
        pct(f.containment),
        f.rules.join("+"),
    ]);
    const head = ["corpus", "probe set", "probe", "jaccard", "contain", "rules"];
    const lines = [];
    if (rows.length) {
        const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
        const fmt = (row) => row
            .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
            .join("  ")
            .trimEnd();
        lines.push(fmt(head), fmt(widths.map((w) => "-".repeat(w))), ...rows.map(fmt));
        if (r.findings.length > limit)
            lines.push(`… and ${r.findings.length - limit} more (see --json)`);
        lines.push("");
    }
    lines.push(renderSummaryLine(r));
    return lines.join("\n") + "\n";
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

/***/ 1480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ scan)
});

// UNUSED EXPORTS: scanLeakage

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/io/git.js
var git = __webpack_require__(921);
// EXTERNAL MODULE: ./build/lib/io/paths.js
var paths = __webpack_require__(6373);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/git-changes.js
/**
 * Pull-request mode: which corpus lines were added since a git ref. `git diff --unified=0 REF`
 * compares the ref with the working tree, so committed and uncommitted edits both count; the
 * `+c,d` side of each hunk gives the added lines at their current line numbers. Untracked files
 * and binary (e.g. gzipped) files that changed are scanned whole.
 */




/**
 * git is read in one repository only: the work tree of the working directory (src/io/git.ts —
 * never a folder inside the checkout that git would take for a repository). `outside`: what a
 * file outside that work tree is (in none, or in another one such as a submodule or an unpacked
 * archive's `.git`). Corpora there are an error (pull-request mode cannot say which of their
 * lines are new); probe sets and the config count as changed (scanned whole against everything:
 * a holdout fetched into the job from elsewhere is new).
 */
async function changedLinesSince(ref, files, cwd, outside = "error") {
    if (ref.startsWith("-"))
        throw new errors/* InputError */.dz(`--changed-since must be a git ref (got "${ref}")`);
    const result = new Map();
    const found = (0,git/* workTreeOf */.FY)(cwd);
    const own = found === undefined ? undefined : (0,paths/* realOrResolved */.c)(found);
    const list = [];
    // One look per folder, not per file: a corpus of thousands of files spent minutes here.
    const inOwn = new Map();
    for (const f of files) {
        const folder = (0,external_node_path_.dirname)(f);
        let ok = inOwn.get(folder);
        if (ok === undefined) {
            const tree = (0,git/* workTreeOf */.FY)(folder);
            ok = own !== undefined && tree !== undefined && (0,paths/* realOrResolved */.c)(tree) === own;
            inOwn.set(folder, ok);
        }
        if (ok) {
            list.push(f);
            continue;
        }
        if (outside === "error")
            throw new errors/* InputError */.dz(own === undefined
                ? "--changed-since: the working directory is not inside a git work tree"
                : `--changed-since: a corpus file is outside the git work tree ${own} (another repository, or none): run from the repository that holds the corpora`);
        result.set(f, null);
    }
    const byRoot = new Map(own !== undefined && list.length > 0 ? [[own, list]] : []);
    for (const [root, list] of byRoot) {
        const known = await (0,git/* git */.$Y)(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { allowExit: [1] }).catch(asInputError);
        if (known.exitCode !== 0)
            throw new errors/* InputError */.dz(`--changed-since: unknown git ref "${ref}"`);
        // Paths in batches: one command line with every file of a large corpus exceeds ARG_MAX (E2BIG).
        let diff = "";
        for (const batch of batches(list)) {
            diff += await git_changes_git(
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
                "--ignore-submodules=all",
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
            const untracked = await git_changes_git(["ls-files", "-z", "--others", "--full-name", "--", ...batch], root);
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
async function git_changes_git(args, root) {
    return (await (0,git/* git */.$Y)(root, args).catch(asInputError)).stdout;
}
/** A git that fails is the user's to fix (no git, a repository git refuses): exit 4 with git's words. */
function asInputError(e) {
    if (e instanceof git/* GitError */.XS && e.reason === "no-git")
        throw new errors/* InputError */.dz("--changed-since needs git on PATH");
    if (e instanceof git/* GitError */.XS)
        throw new errors/* InputError */.dz(`--changed-since: ${e.message}`);
    throw e;
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/changes.js
/**
 * Pull-request mode's view of the inputs (docs/leakage.md "Pull requests"): the corpus lines
 * added since the ref, and which probes are new or changed since it — or, when the config itself
 * changed, everything against everything.
 */


/** The changes since `ref` of the corpus files and of the probes' own files (and the config). */
async function changesSince(ref, corpusFiles, probes, cwd, configFile) {
    const lines = await changedLinesSince(ref, corpusFiles.map((f) => real(f.path)), cwd);
    const own = await changedLinesSince(ref, [...new Set([...probes.map((p) => real(p.path)), ...(configFile !== undefined ? [real(configFile)] : [])])], cwd, "changed");
    // New sources, fields or thresholds: nothing of the old scan can be trusted to carry over.
    if (configFile !== undefined && own.has(real(configFile)))
        return { lines: null, scope: { kind: "config-changed" } };
    const fresh = [];
    probes.forEach((p, k) => {
        const added = own.get(real(p.path));
        if (added !== undefined && (added === null || anyAdded(added, p.line, p.lastLine)))
            fresh.push(k);
    });
    return { lines, scope: { kind: "changed-lines", freshProbes: fresh } };
}
/** The added lines of one corpus file: undefined when none, null when all (a new file). */
function addedLinesOf(lines, file) {
    return lines.get(real(file.path));
}
/** A record is new if any of its lines was added: a paste into the second line of a quoted CSV field counts. */
function anyAdded(added, first, last) {
    for (let l = first; l <= last; l++)
        if (added.has(l))
            return true;
    return false;
}
function real(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return p;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/sources/byte-stream.js
var byte_stream = __webpack_require__(2225);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/sample.js
/**
 * A sample of corpus lines (the first bytes of each file, decompressed), used only to order the
 * probe shingles by corpus frequency. Raw JSONL/CSV lines are fine for that: the syntax adds a
 * few shingles, the estimate stays good, and correctness never depends on the order. Standard
 * input (read once, by the scan) and Parquet (not line-oriented) are not sampled.
 */

async function sampleLines(files, budget = 4 << 20) {
    const out = [];
    const sampled = files.filter((f) => f.stdin === null && f.format !== "parquet");
    const per = Math.max(256 << 10, Math.floor(budget / Math.max(1, sampled.length)));
    let left = budget;
    for (const f of sampled) {
        if (left <= 0)
            break;
        const want = Math.min(per, left);
        const chunks = [];
        let got = 0;
        const opened = (0,byte_stream/* openByteStream */.L)({ kind: "file", real: f.path }, f.compression);
        try {
            for await (const c of opened.chunks) {
                chunks.push(c);
                got += c.length;
                if (got >= want)
                    break;
            }
        }
        catch {
            continue; // the real read reports the error with its file name
        }
        finally {
            opened.close();
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
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

;// CONCATENATED MODULE: ./build/lib/leakage/worker-policy.js
/**
 * When worker threads pay (docs/leakage.md "Workers"): the scan measures its own throughput on
 * one thread and with the workers, in windows of whole batches, and keeps whichever scans more
 * bytes a second; the other is tried again now and then (exponentially rarer while the choice
 * holds), so a second core that becomes busy, or free, mid-scan is noticed. Without `--workers N`
 * the first trial also waits for a corpus large enough that a trial which loses is lost in the
 * noise, and for a window of one thread that left a core spare. Pure: the caller reports each
 * window's bytes, seconds and spare cores; nothing here reads a clock or the machine.
 */
/**
 * `--workers N` as asked: 8 MiB of warm-up and 16 MiB windows: a corpus under ~24 MiB never starts
 * a worker (their start-up alone is 0.1–0.3 s), and a trial that loses costs at most one window at
 * the slower rate.
 */
const ASKED_LANES = {
    warmupBytes: 8 << 20,
    windowBytes: 16 << 20,
    margin: 0.1,
    exploreEvery: 16,
    minTrialBytes: 0,
    minSpareCores: 0,
};
/**
 * A trial of the workers that loses costs one window at their rate instead of one thread's:
 * (r_one / r_workers − 1) windows of one thread. The worst ratio measured, 2.66 (16.8 MB windows
 * on the 2-core machine with every core busy: one thread 23.9 MB/s, workers 9.0 MB/s;
 * docs/leakage.md "Workers"), bounds it.
 */
const WORST_TRIAL_LOSS = 2.66 - 1;
/** The share of a scan a lost trial may cost: under the run-to-run noise of the same scan. */
const NOISE = 0.05;
/**
 * The default (no `--workers`): the same windows, and a first trial only where it cannot cost more
 * than one thread beyond noise — on a corpus of at least WORST_TRIAL_LOSS · window / NOISE bytes
 * (1.66 · 16 MiB / 0.05 ≈ 531 MiB), right after a window of one thread during which half a core
 * or more stood idle. Why half: with a whole idle core the workers scanned 1.58× one thread
 * (5M lines, 12.12 s → 7.67 s), 0.58 of a core's throughput per spare core; half a core gives
 * them about 1.29×, clear of the 10 % margin and of the idle time's 10 ms grain.
 */
const DEFAULT_LANES = {
    ...ASKED_LANES,
    minTrialBytes: Math.ceil((WORST_TRIAL_LOSS * ASKED_LANES.windowBytes) / NOISE),
    minSpareCores: 0.5,
};
/**
 * Whether the policy could ever try the workers on a corpus of `corpusBytes` (`known`: its whole
 * size; otherwise more may come). When not, the scan starts no pool and runs as one thread does.
 */
function mayTryWorkers(config, corpusBytes, known) {
    return !known || corpusBytes >= config.minTrialBytes;
}
class LanePolicy {
    config;
    corpusBytes;
    rate = { inline: Number.NaN, workers: Number.NaN };
    warm = 0;
    chosen = "inline";
    sinceExplore = 0;
    explore;
    scanned = 0;
    /** Spare cores during the last window of one thread. */
    spare = Number.NaN;
    /** Every window measured, in order (the report's record of what was decided and why). */
    windows = [];
    /**
     * `corpusBytes`: the corpus's size as far as known before it is read (0: unknown); the bytes
     * scanned stand in for it once they are more.
     */
    constructor(config = DEFAULT_LANES, corpusBytes = 0) {
        this.config = config;
        this.corpusBytes = corpusBytes;
        this.explore = config.exploreEvery;
    }
    /** The lane of the next window; `warmingUp`: its bytes are not measured. */
    next() {
        if (this.warm < this.config.warmupBytes)
            return { lane: "inline", warmingUp: true };
        if (Number.isNaN(this.rate.inline))
            return { lane: "inline", warmingUp: false };
        if (Number.isNaN(this.rate.workers))
            return { lane: this.mayTry() ? "workers" : "inline", warmingUp: false };
        if (this.sinceExplore >= this.explore) {
            // Trying the workers again while the core is still busy would only lose a window: wait for a spare one.
            if (this.chosen === "inline" && !this.coreSpare())
                return { lane: "inline", warmingUp: false };
            return { lane: other(this.chosen), warmingUp: false };
        }
        return { lane: this.chosen, warmingUp: false };
    }
    /**
     * Whether the first trial of the workers may start (one thread has been measured by then): only
     * on a corpus large enough that a trial which loses stays a small share of it, and a core was spare.
     */
    mayTry() {
        return Math.max(this.corpusBytes, this.scanned) >= this.config.minTrialBytes && this.coreSpare();
    }
    coreSpare() {
        // NaN (the machine did not say) is never spare, unless no spare core is asked for.
        return this.config.minSpareCores <= 0 || this.spare >= this.config.minSpareCores;
    }
    /** Bytes scanned on one thread during warm-up. */
    warmed(bytes) {
        this.warm += bytes;
        this.scanned += bytes;
    }
    /** A measured window: its rate replaces the lane's, and the choice is made again. */
    observe(w) {
        this.scanned += w.bytes;
        if (w.lane === "inline")
            this.spare = w.spareCores;
        if (!(w.bytes > 0 && w.seconds > 0))
            return;
        this.windows.push(w);
        const first = Number.isNaN(this.rate.inline) || Number.isNaN(this.rate.workers);
        this.rate[w.lane] = w.bytes / w.seconds;
        if (Number.isNaN(this.rate.inline) || Number.isNaN(this.rate.workers))
            return;
        const best = this.rate.workers > this.rate.inline * (1 + this.config.margin) ? "workers" : "inline";
        if (first) {
            // The first comparison: the next trial of the loser comes later the more it lost.
            this.chosen = best;
            this.explore = Math.ceil(this.config.exploreEvery * Math.max(1, this.rate[best] / this.rate[other(best)] - 1));
            return;
        }
        if (w.lane !== this.chosen && this.sinceExplore >= this.explore) {
            // An exploration window: the choice held → explore half as often, and rarer still the more
            // the trial lost (a trial costs window·(1/r_lost − 1/r_kept), so the spacing scales with
            // r_kept/r_lost − 1 to keep the overhead a share of the windows between); it flipped → start over.
            const loss = this.rate[this.chosen] / this.rate[w.lane] - 1;
            this.explore = best === this.chosen ? Math.ceil(this.explore * 2 * Math.max(1, loss)) : this.config.exploreEvery;
            this.sinceExplore = 0;
        }
        else if (w.lane === this.chosen) {
            this.sinceExplore++;
        }
        if (best !== this.chosen) {
            this.chosen = best;
            this.sinceExplore = 0;
        }
    }
    get choice() {
        return this.chosen;
    }
}
function other(l) {
    return l === "inline" ? "workers" : "inline";
}

// EXTERNAL MODULE: ./build/lib/leakage/sources/read-records.js + 1 modules
var read_records = __webpack_require__(3448);
;// CONCATENATED MODULE: ./build/lib/leakage/parallel.js
/**
 * Plain-text corpora on several cores: the main thread reads (and hashes) the file and cuts it
 * into batches of whole lines; worker threads scan them against the one index built on the main
 * thread (shared memory). Workers are used only while they pay: the scan starts on the main
 * thread, starts the workers only when the lane policy asks for a trial, and keeps whichever of
 * the two scans more bytes a second (worker-policy.ts, docs/leakage.md "Workers"). A worker that
 * cannot start or fails is an error, never a quiet fall-back to one thread.
 */











/**
 * The worker's file: the bundled worker beside a dist/ bundle (scripts/build.mjs), else the
 * compiled module beside this one (lib/). Names are tried in a loop, not written as
 * `new URL("./x.js", import.meta.url)`, which the bundler would turn into a copy of the unbundled
 * file (the shipped bug: a worker importing modules the bundle does not have).
 */
const WORKER_FILES = ["leakage-worker.js", "scan-worker.js"];
function workerFile() {
    for (const name of WORKER_FILES) {
        try {
            const url = new URL(`./${name}`, import.meta.url);
            if (url.protocol === "file:" && (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(url)))
                return url;
        }
        catch {
            return null;
        }
    }
    return null;
}
/**
 * The parent's Node options minus those that name the parent's own code (`-e`, `-p`,
 * `--input-type`): a worker inherits execArgv, and those make it refuse to start.
 */
function workerExecArgv(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === "-e" || a === "--eval" || a === "-p" || a === "--print")
            i++;
        else if (a.startsWith("--input-type") || a.startsWith("--eval=") || a.startsWith("--print="))
            continue;
        else
            out.push(a);
    }
    return out;
}
class WorkerPool {
    count;
    init;
    workers = [];
    pending = new Map();
    load = [];
    perWorker = [];
    policy;
    failure = null;
    starting = null;
    inline = null;
    constructor(count, init, lanes, corpusBytes) {
        this.count = count;
        this.init = init;
        this.policy = new LanePolicy(lanes, corpusBytes);
    }
    /**
     * A pool of up to `count` workers on the shared index. No thread starts here: the first window
     * that wants workers starts them (`ready`), so a corpus the policy never tries them on never
     * pays for them. `corpusBytes`: the plain-text corpus's size as far as known (0: unknown).
     */
    static async start(count, init, lanes = DEFAULT_LANES, corpusBytes = 0) {
        return new WorkerPool(count, init, lanes, corpusBytes);
    }
    now() {
        return performance.now();
    }
    spareCores() {
        const t0 = performance.now();
        const before = idleTimes();
        return () => {
            const ms = performance.now() - t0;
            const after = idleTimes();
            if (before === null || after === null || !(ms > 0))
                return Number.NaN;
            // Only cores this process may run on (availableParallelism: its CPU affinity), less the one it scans on.
            return Math.min((0,external_node_os_.availableParallelism)() - 1, (after - before) / ms);
        };
    }
    scanInline(req) {
        this.inline ??= new LineScanner(new ProbeIndex(this.init.index));
        return scanBatch(this.inline, req);
    }
    /** Starts the workers (once) and waits until each is ready; throws if one is not. */
    ready() {
        this.starting ??= this.spawn();
        return this.starting;
    }
    async spawn() {
        const count = this.count;
        const url = workerFile();
        // Asked for only once the corpus is large enough to measure: a source checkout run through a
        // TypeScript loader (no compiled worker beside this file) scans small corpora on one thread.
        if (url === null)
            throw new Error(`--workers ${count}: this build has no leakage worker module beside ${(0,external_node_url_.fileURLToPath)(import.meta.url)} (run with --workers 1)`);
        const ready = [];
        for (let i = 0; i < count; i++) {
            const w = new external_node_worker_threads_.Worker(url, {
                workerData: { contamgateLeakage: this.init },
                execArgv: workerExecArgv(process.execArgv),
            });
            let settle = () => { };
            ready.push(new Promise((resolve) => (settle = resolve)));
            w.on("message", (r) => {
                if (r === "ready")
                    return settle(null);
                this.load[i]--;
                const job = this.pending.get(r.id);
                this.pending.delete(r.id);
                job?.done(r);
            });
            const fail = (e) => {
                settle(e);
                this.failure ??= e;
                for (const job of this.pending.values())
                    job.done({ id: -1, out: new Int32Array(0), lines: 0, records: 0, slowRecords: 0, candidates: 0 });
                this.pending.clear();
            };
            w.on("error", fail);
            w.on("exit", (code) => fail(new Error(`worker thread ${i + 1} exited (code ${code})`)));
            this.workers.push(w);
            this.load.push(0);
            this.perWorker.push({ batches: 0, lines: 0, records: 0 });
        }
        const errors = (await Promise.all(ready)).filter((e) => e !== null);
        if (errors.length > 0) {
            await this.close();
            throw new Error(`--workers ${count}: a worker thread failed to start: ${errors[0].message}`);
        }
    }
    /** Worker threads (started or not). */
    get size() {
        return this.count;
    }
    run(req) {
        let best = 0;
        for (let i = 1; i < this.load.length; i++)
            if (this.load[i] < this.load[best])
                best = i;
        this.load[best]++;
        const mine = this.perWorker[best];
        mine.batches++;
        return new Promise((resolve) => {
            this.pending.set(req.id, {
                done: (r) => {
                    mine.lines += r.lines;
                    mine.records += r.records;
                    resolve(r);
                },
            });
            this.workers[best].postMessage(req, [req.buf.buffer]);
        });
    }
    check() {
        if (this.failure)
            throw new Error(`leakage worker failed: ${this.failure.message}`);
    }
    async close() {
        const ws = this.workers.splice(0);
        for (const w of ws)
            w.removeAllListeners("exit");
        await Promise.all(ws.map((w) => w.terminate()));
    }
}
// One function on purpose: send, handle and closeWindow share the window, the in-flight batches and the arrival order, and handle forwards every match in line order; splitting threads that state through calls per batch and per match (docs/leakage.md "Workers").
/**
 * Scans one text-format file with the pool; `onMatch` gets every verified pair, in line order.
 * Batches go in windows to one lane, the main thread or the workers, as the lane policy says
 * (worker-policy.ts); a window of workers ends when its last batch is back, so each window's
 * time is its own.
 */
async function scanTextParallel(src, pool, shard, onMatch, progress) {
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const stats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    let slowRecords = 0;
    let candidates = 0;
    const inflight = new Set();
    const limit = pool.size * 3;
    let id = 0;
    let sent = 0; // lines sent, counted only with --shard (the worker needs absolute numbers then)
    // Pieces of a line that spans chunks, joined once when its newline comes (joining at every
    // chunk was quadratic in the line's length; openChunks caps a line at MAX_LINE_BYTES).
    let carry = [];
    // Results come back in any order; they are taken in batch order, so each batch's first line
    // number is the lines of the batches before it.
    const arrived = new Map();
    let next = 0;
    let base = 0; // lines before batch `next`
    const handle = (r) => {
        pool.check();
        arrived.set(r.id, r);
        for (let q = arrived.get(next); q !== undefined; q = arrived.get(next)) {
            arrived.delete(next++);
            stats.records += q.records;
            slowRecords += q.slowRecords;
            candidates += q.candidates;
            const o = q.out;
            for (let k = 0; k < o.length; k += 6) {
                onMatch({ probe: o[k + 1], common: o[k + 2], probeSize: o[k + 3], corpusSize: o[k + 4], rules: o[k + 5] }, base + o[k]);
            }
            base += q.lines;
        }
    };
    const policy = pool.policy;
    const { warmupBytes, windowBytes } = policy.config;
    // The workers start in the background once the policy first asks for them, so their start-up
    // (0.1–0.3 s, seconds on a loaded machine) overlaps scanning on this thread; a failure to start
    // is thrown at the next window.
    let starting = null;
    let workersReady = false;
    let workersFailed = null;
    const startWorkers = () => {
        starting ??= pool.ready().then(() => {
            workersReady = true;
        }, (e) => {
            workersFailed = e instanceof Error ? e : new Error(String(e));
        });
    };
    let window = null;
    const closeWindow = async () => {
        const w = window;
        window = null;
        if (w.lane === "workers")
            await Promise.all(inflight);
        if (w.warmingUp)
            policy.warmed(w.bytes);
        else
            policy.observe({ lane: w.lane, bytes: w.bytes, seconds: (pool.now() - w.started) / 1000, spareCores: w.spare() });
    };
    const send = async (batch, copied) => {
        let sh = null;
        if (shard) {
            sh = { ...shard, firstLine: sent + 1 };
            for (let p = batch.indexOf(10); p >= 0; p = batch.indexOf(10, p + 1))
                sent++;
            if (batch.length > 0 && batch[batch.length - 1] !== 10)
                sent++;
        }
        if (window === null) {
            const lane = policy.next();
            if (lane.lane === "workers" && !workersReady) {
                // Still starting (begun halfway through the first measured window): one more batch on
                // this thread, unmeasured, rather than waiting for them.
                if (workersFailed)
                    throw workersFailed;
                startWorkers();
                const req = { id, buf: batch, atStart: id === 0, skipPrefixes: [...src.skipPrefixes], shard: sh };
                id++;
                handle(pool.scanInline(req));
                return;
            }
            window = { ...lane, bytes: 0, started: pool.now(), spare: pool.spareCores() };
        }
        // Counted before it is sent: a transferred buffer is detached (length 0) in this thread.
        const bytes = batch.length;
        // A worker's batch is transferred to it: a standalone copy; the main thread scans a view.
        const buf = window.lane === "workers" && !copied ? copy(batch, 0, batch.length) : batch;
        const req = { id, buf, atStart: id === 0, skipPrefixes: [...src.skipPrefixes], shard: sh };
        id++;
        if (window.lane === "inline")
            handle(pool.scanInline(req));
        else {
            const p = pool.run(req).then(handle);
            inflight.add(p);
            void p.finally(() => inflight.delete(p));
            if (inflight.size >= limit)
                await Promise.race(inflight);
        }
        window.bytes += bytes;
        if (window.bytes >= (window.warmingUp ? warmupBytes : windowBytes))
            await closeWindow();
    };
    try {
        for await (const chunk of (0,read_records/* openChunks */.Fz)(src, hash, stats, false, progress)) {
            const last = chunk.lastIndexOf(10);
            if (last < 0) {
                carry.push(copy(chunk, 0, chunk.length));
                continue;
            }
            const joined = carry.length > 0;
            const batch = joined ? concat([...carry, chunk.subarray(0, last + 1)]) : chunk.subarray(0, last + 1);
            carry = last + 1 < chunk.length ? [copy(chunk, last + 1, chunk.length)] : [];
            await send(batch, joined);
        }
        if (carry.length)
            await send(concat(carry), true);
        await Promise.all(inflight);
        if (window !== null)
            await closeWindow();
        // Workers started for a corpus that ended first: a failure to start is still an error.
        if (starting !== null)
            await starting;
        if (workersFailed)
            throw workersFailed;
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
    stats.lines = base;
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
/**
 * Milliseconds all cores spent idle since boot, or null where the platform does not say. Time on
 * niced processes is not idle: with the scheduler's autogroups (on by default on Linux desktops
 * and servers) a niced process in another session competes with this one as an equal.
 */
function idleTimes() {
    const all = (0,external_node_os_.cpus)();
    if (all.length === 0)
        return null;
    let ms = 0;
    for (const c of all)
        ms += c.times.idle;
    return ms;
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/first-record.js
/**
 * Whether a corpus file holds at least one record (with its field), reading no further than the
 * first one. A scan that read only some lines (pull-request mode, a shard) uses this before
 * calling a source empty: the lines it skipped may hold the records.
 */

async function firstRecord(src) {
    const stop = () => {
        throw new read_records/* StopReading */.lj();
    };
    try {
        const stats = await (0,read_records/* readSource */.o$)(src, { wantLine: () => true, bytes: stop, text: stop }, false);
        return { found: false, stats };
    }
    catch (e) {
        if (e instanceof read_records/* StopReading */.lj)
            return { found: true };
        throw e;
    }
}

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/resolve.js





/** `InputError` arguments naming an origin: file:line:key for config, the flag for flags. */
function errorAt(o, message) {
    return o.kind === "config"
        ? new errors/* InputError */.dz(message, { file: o.file, ...(o.line !== undefined ? { line: o.line } : {}), field: o.key })
        : new errors/* InputError */.dz(`${o.flag} "${o.value}": ${message}`);
}
/** An origin as an error names it ("--corpus \"x\"", "contamgate.yml:12, field \"leakage.corpora.0.path\""). */
function describeOrigin(o) {
    return o.kind === "config"
        ? `${o.file}${o.line !== undefined ? `:${o.line}` : ""}, field "${o.key}"`
        : `${o.flag} "${o.value}"`;
}
function formatOf(path) {
    const lower = path.toLowerCase();
    const compression = lower.endsWith(".gz")
        ? "gzip"
        : lower.endsWith(".zst") || lower.endsWith(".zstd")
            ? "zstd"
            : "none";
    const base = compression === "none" ? lower : lower.slice(0, lower.lastIndexOf("."));
    const format = base.endsWith(".jsonl") || base.endsWith(".ndjson") || base.endsWith(".json")
        ? "jsonl"
        : base.endsWith(".csv")
            ? "csv"
            : base.endsWith(".tsv")
                ? "tsv"
                : base.endsWith(".parquet") || base.endsWith(".pq")
                    ? "parquet"
                    : "text";
    return { format, compression };
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
        if (p.stdin) {
            byPattern.push([files.length]);
            files.push({
                path: "-",
                display: p.stdin.name ?? "-",
                format: p.stdin.format,
                compression: p.stdin.compression,
                stdin: p.stdin.open,
                skipPrefixes: p.skipPrefixes ?? [],
                ...(p.field !== undefined ? { field: p.field } : {}),
                ...(p.idField !== undefined ? { idField: p.idField } : {}),
            });
            continue;
        }
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
                display: displayPath(resolve_real(abs), root),
                format: p.format ?? detected.format,
                compression: detected.compression,
                stdin: null,
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
function resolve_real(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return p;
    }
}

// EXTERNAL MODULE: ./build/lib/leakage/holdout-id.js
var holdout_id = __webpack_require__(5602);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/probe-sets.js
/**
 * The probe side of the scan: every probe set's files read into the texts the index is built
 * from and the places findings name (docs/leakage.md "How the scan runs").
 */



/** Reads every probe set; a source yielding no probe (unless allowed to be empty) is an error. */
async function readProbeSets(sets, cwd, root) {
    const probes = [];
    const texts = [];
    const probeSets = [];
    for (const set of sets) {
        const { files, byPattern } = await resolveSources(set.sources, cwd, root);
        const entry = {
            name: set.name,
            holdout: set.holdout,
            probes: 0,
            emptyProbes: 0,
            files: [],
        };
        const hideId = set.holdout && set.opaqueIds !== true;
        const perFile = [];
        for (const f of files) {
            const { records, stats } = await (0,read_records/* readProbeRecords */.NM)(f);
            entry.files.push({ file: f.display, sha256: stats.sha256 });
            for (const rec of records) {
                probes.push({
                    set: set.name,
                    file: f.display,
                    line: rec.line,
                    lastLine: rec.lastLine ?? rec.line,
                    holdout: set.holdout,
                    ...(rec.id !== undefined ? { id: (0,holdout_id/* shownProbeId */.$h)(rec.id, hideId) } : {}),
                    ...(rec.index !== undefined ? { index: rec.index } : {}),
                    path: f.path,
                });
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
    return { probes, texts, probeSets };
}
/** How to fix a source that yields nothing, by where it was written. */
function emptyHint(src) {
    return src.origin.kind === "config"
        ? "fix the path, or say the source may be empty with allow_empty: true"
        : "fix the pattern (only a config source can be allowed to be empty: allow_empty: true)";
}

// EXTERNAL MODULE: ./build/lib/leakage/progress.js
var progress = __webpack_require__(7154);
// EXTERNAL MODULE: ./build/lib/leakage/sources/file-sizes.js
var file_sizes = __webpack_require__(143);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/search.js





/** Reads every corpus file in turn into the sink. */
async function searchCorpora(s) {
    const corpora = [];
    const complete = [];
    let slowRecords = 0;
    let candidates = 0;
    // Sizes on disk for the ETA; standard input has none, and then the line shows no ETA.
    const sizes = s.progress ? (0,file_sizes/* sizesOnDisk */.z)(s.files) : [];
    const meter = s.progress
        ? new progress/* ProgressMeter */.Z(s.progress, s.files.some((f) => f.stdin !== null) ? null : sizes.reduce((a, b) => a + b, 0))
        : undefined;
    const onChunk = meter ? (records, bytes) => meter.update(records, bytes) : undefined;
    for (const [k, f] of s.files.entries()) {
        const added = s.changes?.lines ? addedLinesOf(s.changes.lines, f) : null;
        if (added === undefined && !s.fresh) {
            // Pull-request mode, a file with no added line and no fresh probe: nothing to read.
            corpora.push({ file: f.display, format: (0,read_records/* formatLabel */.wR)(f), lines: 0, records: 0, skipped: 0, bytes: 0, sha256: "" });
            complete.push(false);
            meter?.fileDone(0, sizes[k] ?? 0);
            continue;
        }
        complete.push(!s.shard && (added === null || s.fresh !== null));
        let stats;
        if (s.pool && f.format === "text" && added === null) {
            const r = await searchParallel(s, f, s.pool, onChunk);
            stats = r.stats;
            slowRecords += r.slowRecords;
            candidates += r.candidates;
        }
        else
            stats = await searchFile(s, f, added, onChunk);
        meter?.fileDone(stats.records, f.stdin === null ? sizes[k] : stats.bytes);
        corpora.push({
            file: f.display,
            format: (0,read_records/* formatLabel */.wR)(f),
            lines: stats.lines,
            records: stats.records,
            skipped: stats.skipped,
            bytes: stats.bytes,
            sha256: stats.sha256,
        });
    }
    meter?.finish();
    return { corpora, complete, slowRecords, candidates };
}
/**
 * One file on this thread. `added`: the file's added lines in pull-request mode (null: every
 * line is new; undefined: none is). With fresh probes every line is read: added lines go to the
 * full index, the others to the fresh one.
 */
async function searchFile(s, f, added, onChunk) {
    const { shard, scanner, sink } = s;
    const fresh = s.fresh;
    const pr = s.changes?.scope.kind === "changed-lines";
    const fileId = sink.fileId(f.display);
    let isAdded = true;
    const wantLine = shard || added !== null
        ? (line, lastLine = line) => {
            if (shard && (line - 1) % shard.count !== shard.index - 1)
                return false;
            isAdded = added === null || (added !== undefined && anyAdded(added, line, lastLine));
            return isAdded || fresh !== null;
        }
        : () => true;
    const collect = (sc, line, index, source) => {
        const full = sc === scanner;
        const id = source === undefined ? fileId : sink.fileId(source);
        // Which half of pull-request mode found it, so every surface can say so.
        const scope = pr ? (full ? 1 : 2) : 0;
        for (const m of sc.matches)
            sink.add(m, full ? m.probe : fresh.probes[m.probe], id, line, index, scope);
    };
    // wantLine said yes, so the line is added or a fresh index exists.
    return (0,read_records/* readSource */.o$)(f, {
        wantLine,
        bytes: (buf, b, e, line) => {
            const sc = isAdded ? scanner : fresh.scanner;
            if (sc.scanBytes(buf, b, e) > 0)
                collect(sc, line);
        },
        text: (rec) => {
            const sc = isAdded ? scanner : fresh.scanner;
            if (sc.scanString(rec.text) > 0)
                collect(sc, rec.line, rec.index, rec.source);
        },
    }, false, onChunk);
}
/** One plain-text file read whole by the worker threads (the index is shared with them). */
async function searchParallel(s, f, pool, onChunk) {
    const fileId = s.sink.fileId(f.display);
    return scanTextParallel(f, pool, s.shard, (m, line) => s.sink.add(m, m.probe, fileId, line), onChunk);
}

// EXTERNAL MODULE: ./build/lib/leakage/partition.js
var leakage_partition = __webpack_require__(8707);
// EXTERNAL MODULE: ./build/lib/leakage/fingerprint.js
var fingerprint = __webpack_require__(1073);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
;// CONCATENATED MODULE: ./build/lib/leakage/plan.js
/**
 * The scan's plan: every setting checked once, before any file is read, with its default from
 * `RANGES`/`DEFAULTS` (src/ranges.ts), and a bad value named the way its source reads —
 * `--shingle-width must be …` for a flag, `leakage.shingle_width` at the config's line for
 * contamgate.yml, the option's name for a library caller (docs/leakage.md "How the scan runs").
 */




/** Checks every setting and returns the plan; throws the first problem, exit 4. */
function planScan(o) {
    const bad = (key, mustBe, got) => {
        const s = o.from?.[key];
        const shown = typeof got === "string" ? `"${got}"` : String(got);
        if (s === undefined || s.kind === "default")
            return new errors/* InputError */.dz(`${key} must be ${mustBe} (got ${shown})`);
        if (s.kind === "flag")
            return new errors/* InputError */.dz(`${s.flag} must be ${mustBe} (got ${shown})`);
        return new errors/* InputError */.dz(`must be ${mustBe} (got ${shown})`, (0,value_source/* whereOf */.de)(s));
    };
    const number = (key, r) => {
        const v = o[key] ?? r.default;
        if (!(0,ranges/* inRange */.r4)(v, r))
            throw bad(key, (0,ranges/* rangeText */.lq)(r), v);
        return v;
    };
    const ratio = (key, raw) => {
        const r = readRatio(raw);
        if (r === null)
            throw bad(key, RATIO_TEXT, raw);
        return r;
    };
    const width = number("shingleWidth", ranges/* RANGES */.$M.shingleWidth);
    const minC = number("minContainmentShingles", ranges/* RANGES */.$M.minContainmentShingles);
    const shard = o.shard ?? null;
    if (shard && !(0,ranges/* inRange */.r4)(shard.count, { min: 1, integer: true }))
        throw bad("shard", "i/N with 1 ≤ i ≤ N", `${shard.index}/${shard.count}`);
    if (shard && !(0,ranges/* inRange */.r4)(shard.index, { min: 1, max: shard.count, integer: true }))
        throw bad("shard", "i/N with 1 ≤ i ≤ N", `${shard.index}/${shard.count}`);
    if (o.workers !== undefined && !(0,ranges/* inRange */.r4)(o.workers, ranges/* RANGES */.$M.leakageWorkers))
        throw bad("workers", (0,ranges/* rangeText */.lq)(ranges/* RANGES */.$M.leakageWorkers), o.workers);
    const workers = o.workers === undefined
        ? { kind: "default", upTo: ranges/* RANGES */.$M.leakageWorkers.default }
        : { kind: "asked", upTo: o.workers };
    const rules = {
        width,
        jaccard: ratio("threshold", o.threshold ?? ranges/* DEFAULTS */.zY.leakageThreshold),
        containment: o.containment === null ? null : ratio("containment", o.containment ?? ranges/* DEFAULTS */.zY.leakageContainment),
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
    if (o.partition !== undefined && (shard || o.changedSince !== undefined))
        throw new errors/* InputError */.dz("--partition takes whole files: drop --shard and --changed-since");
    return {
        rules,
        shard,
        workers,
        settings: {
            shingleWidth: width,
            threshold: rules.jaccard.text,
            containment: rules.containment ? rules.containment.text : null,
            minContainmentShingles: minC,
            ngram13: rules.ngram13,
            changedSince: o.changedSince ?? null,
            shard: shard ? { index: shard.index, count: shard.count } : null,
        },
    };
}

;// CONCATENATED MODULE: ./build/lib/leakage/sink.js
/**
 * The sink of the scan: every verified match, kept once, in columns of typed arrays — about 30
 * bytes a finding where a finding object costs several hundred — so millions of findings fit a
 * runner and are written out one at a time (docs/leakage.md "Outputs"). A finding becomes the one
 * `LeakageFinding` object only when a writer asks for it; every surface (JSON, SARIF, Markdown,
 * HTML, the table, Dolma attributes) reads the same objects in the same order.
 */

const RULES = Array.from({ length: 8 }, (_, bits) => [
    [RULE_JACCARD, "jaccard"],
    [RULE_CONTAINMENT, "containment"],
    [RULE_NGRAM13, "ngram13"],
]
    .filter(([bit]) => (bits & bit) !== 0)
    .map(([, name]) => name));
const SCOPES = [undefined, "added-line", "changed-probe"];
const NO_INDEX = -1;
function cmp(a, b) {
    return a === b ? 0 : a < b ? -1 : 1;
}
/** Ranks of the keys under `compare` (equal keys share a rank). */
function ranks(items, compare) {
    const order = items.map((_, i) => i).sort((a, b) => compare(items[a], items[b]));
    const rank = new Int32Array(items.length);
    for (let k = 1; k < order.length; k++)
        rank[order[k]] = rank[order[k - 1]] + (compare(items[order[k - 1]], items[order[k]]) === 0 ? 0 : 1);
    return rank;
}
/**
 * Findings in columns. `add` during the scan, `seal` once (the order of compareFindings:
 * corpus file, line, record index, then the probe's set, file, line, index — equal places in the
 * order they were found), then read by index or iterated.
 */
class FindingSink {
    probes;
    n = 0;
    cap = 1024;
    probe = new Int32Array(this.cap);
    file = new Int32Array(this.cap);
    line = new Float64Array(this.cap);
    index = new Int32Array(this.cap);
    sizes = new Int32Array(this.cap * 3);
    flags = new Uint8Array(this.cap);
    files = [];
    fileIds = new Map();
    order = null;
    holdout = 0;
    constructor(probes) {
        this.probes = probes;
    }
    get length() {
        return this.n;
    }
    /** Findings whose probe is a holdout question. */
    get holdoutCount() {
        return this.holdout;
    }
    /** A corpus name (a file, or a mapper record's own source) as a small integer. */
    fileId(name) {
        let id = this.fileIds.get(name);
        if (id === undefined) {
            id = this.files.length;
            this.files.push(name);
            this.fileIds.set(name, id);
        }
        return id;
    }
    add(m, probe, fileId, line, index, scope = 0) {
        if (this.order)
            throw new Error("FindingSink: add after seal");
        if (this.n === this.cap)
            this.grow();
        const i = this.n++;
        this.probe[i] = probe;
        this.file[i] = fileId;
        this.line[i] = line;
        this.index[i] = index ?? NO_INDEX;
        this.sizes[3 * i] = m.probeSize;
        this.sizes[3 * i + 1] = m.corpusSize;
        this.sizes[3 * i + 2] = m.common;
        this.flags[i] = m.rules | (scope << 4);
        if (this.probes[probe].holdout)
            this.holdout++;
    }
    /** Puts the findings in report order; no `add` after this. */
    seal() {
        const probeRank = ranks(this.probes, (x, y) => cmp(x.set, y.set) ||
            cmp(x.file, y.file) ||
            cmp(x.line, y.line) ||
            cmp(x.index ?? NO_INDEX, y.index ?? NO_INDEX));
        const fileRank = ranks(this.files, cmp);
        const order = new Uint32Array(this.n);
        for (let i = 0; i < this.n; i++)
            order[i] = i;
        const { file, line, index, probe } = this;
        order.sort((a, b) => fileRank[file[a]] - fileRank[file[b]] ||
            line[a] - line[b] ||
            index[a] - index[b] ||
            probeRank[probe[a]] - probeRank[probe[b]] ||
            a - b);
        this.order = order;
        return this;
    }
    /** The k-th finding in report order, as the object every surface reads. */
    at(k) {
        const i = this.order ? this.order[k] : k;
        const p = this.probes[this.probe[i]];
        const probe = { set: p.set, file: p.file, line: p.line, holdout: p.holdout };
        if (p.id !== undefined)
            probe.id = p.id;
        if (p.index !== undefined)
            probe.index = p.index;
        const corpus = { file: this.files[this.file[i]], line: this.line[i] };
        if (this.index[i] !== NO_INDEX)
            corpus.index = this.index[i];
        const probeSize = this.sizes[3 * i];
        const corpusSize = this.sizes[3 * i + 1];
        const common = this.sizes[3 * i + 2];
        const finding = {
            probe,
            corpus,
            jaccard: common / (probeSize + corpusSize - common),
            containment: common / probeSize,
            shingles: { probe: probeSize, corpus: corpusSize, common },
            rules: [...RULES[this.flags[i] & 7]],
        };
        const scope = SCOPES[this.flags[i] >> 4];
        if (scope !== undefined)
            finding.scope = scope;
        return finding;
    }
    *[Symbol.iterator]() {
        for (let k = 0; k < this.n; k++)
            yield this.at(k);
    }
    /** `JSON.stringify` of a report sees an array (writers stream instead: src/text/json-chunks.ts). */
    toJSON() {
        return [...this];
    }
    grow() {
        this.cap *= 2;
        const widen = (a, make, k = 1) => {
            const b = make(this.cap * k);
            b.set(a);
            return b;
        };
        this.probe = widen(this.probe, (n) => new Int32Array(n));
        this.file = widen(this.file, (n) => new Int32Array(n));
        this.line = widen(this.line, (n) => new Float64Array(n));
        this.index = widen(this.index, (n) => new Int32Array(n));
        this.sizes = widen(this.sizes, (n) => new Int32Array(n), 3);
        this.flags = widen(this.flags, (n) => new Uint8Array(n));
    }
}

;// CONCATENATED MODULE: ./build/lib/leakage/scan.js

















/** The scan with its findings as an array (the library's call; the CLI and `check` stream with `scan`). */
async function scanLeakage(o) {
    const r = await scan(o);
    return { ...r, findings: [...r.findings] };
}
/**
 * The whole scan, in the shape of a search tool (docs/leakage.md "How the scan runs"): plan (every
 * setting checked once) → index (the probes) → search (each corpus record through the matcher)
 * → sink (each finding kept once, compactly) → the report, its findings still in the sink.
 */
async function scan(o) {
    const started = performance.now();
    const plan = planScan(o);
    const { probes, texts, probeSets } = await readProbeSets(o.probeSets, o.cwd, o.root);
    if (texts.length === 0)
        throw new errors/* InputError */.dz("the probe sets hold no probes");
    const corpus = await corpusFiles(o);
    const changes = o.changedSince === undefined ? null : await changesSince(o.changedSince, corpus.files, probes, o.cwd, o.configFile);
    const built = await buildIndexes(plan, texts, corpus.files, changes);
    texts.length = 0; // the index keeps what it needs; the texts (holdout!) can go
    for (const ps of probeSets)
        ps.emptyProbes = 0;
    for (let p = 0; p < built.index.probeCount; p++) {
        if (built.index.probeSize(p) === 0) {
            const ps = probeSets.find((s) => s.name === probes[p].set);
            if (ps)
                ps.emptyProbes++;
        }
    }
    const sink = new FindingSink(probes);
    const scanner = new LineScanner(built.index);
    const fresh = built.fresh ? { scanner: new LineScanner(built.fresh.index), probes: built.fresh.probes } : null;
    const searched = await searchCorpora({
        files: corpus.files,
        scanner,
        fresh,
        changes,
        shard: plan.shard,
        pool: built.pool,
        sink,
        progress: o.progress,
    }).finally(() => built.pool?.close());
    // A partition sees only some of a source's files: whether the source yields is merge's question.
    if (!corpus.partition)
        await checkCorporaYield(o.corpora, corpus.byPattern, corpus.files, searched.corpora, searched.complete);
    sink.seal();
    const { corpora } = searched;
    const scope = changes?.scope;
    const changedScope = scope === undefined
        ? undefined
        : scope.kind === "config-changed"
            ? { configChanged: true, freshProbes: built.index.probeCount }
            : { configChanged: false, freshProbes: scope.freshProbes.length };
    return {
        kind: "contamgate.leakage",
        version: 1,
        settings: plan.settings,
        fingerprint: (0,fingerprint/* fingerprint */.R)(plan.settings, probeSets, corpora),
        probeSets,
        corpora,
        findings: sink,
        stats: {
            probes: built.index.probeCount,
            emptyProbes: built.index.emptyProbes,
            corpusFiles: corpora.length,
            corpusLines: corpora.reduce((a, c) => a + c.lines, 0),
            corpusRecords: corpora.reduce((a, c) => a + c.records, 0),
            bytes: corpora.reduce((a, c) => a + c.bytes, 0),
            slowRecords: scanner.slowRecords + (fresh?.scanner.slowRecords ?? 0) + searched.slowRecords,
            candidates: scanner.candidates + (fresh?.scanner.candidates ?? 0) + searched.candidates,
            findings: sink.length,
            holdoutFindings: sink.holdoutCount,
            seconds: (performance.now() - started) / 1000,
            ...(changedScope ? { changedScope } : {}),
            index: built.stats,
            ...(built.pool ? { workers: built.pool.perWorker } : {}),
        },
        ...(corpus.partition ? { partition: corpus.partition.manifest } : {}),
    };
}
/** The corpus files to read: every file the patterns name, or one partition's share of them. */
async function corpusFiles(o) {
    const resolved = await resolveSources(o.corpora, o.cwd, o.root);
    const partition = o.partition
        ? (0,leakage_partition/* selectPartition */.ti)(resolved.files, (0,file_sizes/* sizesOnDisk */.z)(resolved.files), resolved.byPattern, o.corpora.map((c) => describeOrigin(c.origin)), o.partition)
        : null;
    const { files, byPattern } = partition ?? resolved;
    return { files, byPattern, partition };
}
/**
 * The probe index (on shared memory when worker threads scan), its build cost, and in
 * pull-request mode a second index of the probes new since the ref: they are scanned against
 * every corpus line, not only the added ones — a holdout question added today may be in a
 * dictionary since last year.
 */
async function buildIndexes(plan, texts, files, changes) {
    const sample = await sampleLines(files);
    const asked = plan.workers.kind === "asked";
    const lanes = asked ? ASKED_LANES : DEFAULT_LANES;
    // Asked for: up to twice the CPUs (their lane is measured against one thread anyway); the default: the CPUs.
    const workers = Math.min((0,external_node_os_.availableParallelism)() * (asked ? 2 : 1), plan.workers.upTo);
    // The policy's corpus size: the plain-text files on disk. A compressed one counts its compressed
    // size, less than it holds (a trial may come later, never earlier), standard input nothing.
    const text = files.filter((f) => f.format === "text");
    const textBytes = (0,file_sizes/* sizesOnDisk */.z)(text.filter((f) => f.stdin === null)).reduce((a, b) => a + b, 0);
    const sizeKnown = text.every((f) => f.stdin === null && f.compression === "none");
    // Workers scan plain-text files in full-file mode; the one index is then built on shared memory.
    // A source checkout run through a TypeScript loader has no worker module: the default scans on
    // one thread there, and only `--workers N` asked for says so (WorkerPool.ready). A corpus the
    // policy will never try workers on is scanned exactly as with --workers 1.
    const parallel = workers > 1 &&
        changes?.lines == null &&
        text.length > 0 &&
        (asked || workerFile() !== null) &&
        mayTryWorkers(lanes, textBytes, sizeKnown);
    const wall = performance.now();
    const cpu0 = process.cpuUsage();
    const index = ProbeIndex.build(texts, plan.rules, sample, parallel);
    const cpu = process.cpuUsage(cpu0);
    const stats = {
        seconds: (performance.now() - wall) / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        bytes: index.bytes,
    };
    const freshProbes = changes?.scope.kind === "changed-lines" ? changes.scope.freshProbes : [];
    const fresh = freshProbes.length > 0
        ? {
            index: ProbeIndex.build(freshProbes.map((p) => texts[p]), plan.rules, sample),
            probes: freshProbes,
        }
        : null;
    const pool = parallel ? await WorkerPool.start(workers, { index: index.parts }, lanes, textBytes) : null;
    return { index, stats, fresh, pool };
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


/***/ }),

/***/ 2225:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ openByteStream),
/* harmony export */   a: () => (/* binding */ describeDecodeError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8522);
/* harmony import */ var _io_zstd_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6062);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/**
 * The raw bytes of a source, decompressed: a file or standard input, through gunzip or the one
 * zstd decoder (src/io/zstd.ts). Caps are not applied here: openChunks in read-records.ts applies
 * them to what comes out, with `consumed()` for the expansion rule (docs/reliability.md "Caps").
 */





function openByteStream(origin, compression) {
    // Small compressed reads, so the ratio is checked against what was consumed so far and a bomb
    // stops within its first few MiB rather than after 100× its whole size.
    const raw = origin.kind === "file"
        ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(origin.real, {
            highWaterMark: compression === "zstd" ? _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ZSTD_READ_BYTES */ .R$ : compression === "gzip" ? 64 << 10 : 1 << 20,
        })
        : node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable.from(resliced(origin.open(), compression === "zstd" ? _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ZSTD_READ_BYTES */ .R$ : 64 << 10), {
            objectMode: false,
        });
    if (compression === "none") {
        // No 'data' listener here: it would switch the stream to flowing mode under the iterator.
        return { chunks: raw, consumed: () => Number.NaN, close: () => raw.destroy() };
    }
    let consumed = 0;
    raw.on("data", (c) => {
        consumed += c.length;
    });
    const decoder = compression === "gzip" ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.createGunzip)({ chunkSize: 1 << 20 }) : (0,_io_zstd_js__WEBPACK_IMPORTED_MODULE_3__/* .createZstdDecompressor */ .i6)();
    raw.on("error", (e) => decoder.destroy(e));
    raw.pipe(decoder);
    return {
        chunks: decoder,
        consumed: () => consumed,
        close: () => {
            decoder.destroy();
            raw.destroy();
        },
    };
}
/** Standard input comes in whatever pieces the pipe gives; cut them to the read size of a file. */
async function* resliced(it, size) {
    for await (const c of it) {
        const b = Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength);
        for (let at = 0; at < b.length; at += size)
            yield b.subarray(at, Math.min(b.length, at + size));
    }
}
/** A decoder's failure as one line naming where the compressed data went wrong. */
function describeDecodeError(e, compression, consumed) {
    const at = `in the first ${consumed.toLocaleString("en-US")} compressed bytes`;
    if (e instanceof _io_zstd_js__WEBPACK_IMPORTED_MODULE_3__/* .ZstdError */ .ic)
        return `not a valid zstd file (${e.message.replace(/^not valid zstd data \(|\)$/g, "")}) ${at}`;
    const code = e?.code;
    // Node's own decoder (22.15+) reports libzstd's error names as the code; anything but an
    // errno code (EIO, EACCES: the file, not its data) is the data's fault.
    if (compression === "zstd" && !(typeof code === "string" && /^E[A-Z]+$/.test(code)))
        return `not a valid zstd file (${typeof code === "string" ? code : "decoder error"}) ${at}`;
    if (compression === "gzip" && typeof code === "string" && code.startsWith("Z_"))
        return `not a valid gzip file (${code}) ${at}`;
    return undefined;
}


/***/ }),

/***/ 686:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ parseFieldPath),
/* harmony export */   w: () => (/* binding */ extractField)
/* harmony export */ });
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


/***/ }),

/***/ 143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ sizesOnDisk)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);

/** Sizes on disk of source files, for `--partition-by size` (standard input is never partitioned). */
function sizesOnDisk(files) {
    return files.map((f) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(f.path).size;
        }
        catch {
            return 0; // the read reports the missing file by name
        }
    });
}


/***/ }),

/***/ 3448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lj: () => (/* binding */ StopReading),
  wR: () => (/* binding */ formatLabel),
  Fz: () => (/* binding */ openChunks),
  NM: () => (/* binding */ readProbeRecords),
  o$: () => (/* binding */ readSource)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/index.js
var lib = __webpack_require__(8075);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/text/strict.js
var text_strict = __webpack_require__(261);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./build/lib/leakage/sources/byte-stream.js
var byte_stream = __webpack_require__(2225);
// EXTERNAL MODULE: ./build/lib/leakage/sources/field-path.js
var field_path = __webpack_require__(686);
// EXTERNAL MODULE: ./build/lib/leakage/sources/record-id.js
var record_id = __webpack_require__(5921);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/utf8-stream.js
/**
 * Strict UTF-8 over a stream of chunks, for probe files: a lenient decode turns a bad byte into
 * U+FFFD and silently scans for a different question. Checked as the bytes pass (standard input
 * cannot be read a second time), naming the first bad line, never its text.
 */

class Utf8Check {
    display;
    fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    /** Newlines before the start of `tail`. */
    lines = 0;
    /** The bytes since the last newline (a bad sequence may start there and end in the next chunk). */
    tail = Buffer.alloc(0);
    constructor(display) {
        this.display = display;
    }
    push(chunk) {
        try {
            this.fatal.decode(chunk, { stream: true });
        }
        catch {
            throw this.locate(Buffer.concat([this.tail, chunk]));
        }
        const nl = chunk.lastIndexOf(10);
        if (nl < 0) {
            this.tail = Buffer.concat([this.tail, chunk]);
            return;
        }
        this.lines += countNewlines(this.tail) + countNewlines(chunk, nl + 1);
        this.tail = Buffer.from(chunk.subarray(nl + 1));
    }
    end() {
        try {
            this.fatal.decode();
        }
        catch {
            // A sequence cut off by the end of the file: it is on the last line.
            throw new errors/* InputError */.dz("not valid UTF-8", { file: this.display, line: this.lines + 1 });
        }
    }
    locate(bytes) {
        const one = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
        let start = 0;
        let line = this.lines + 1;
        for (let i = 0; i <= bytes.length; i++) {
            if (i === bytes.length || bytes[i] === 10) {
                try {
                    // The last piece may end mid-sequence (the chunk was cut there): only a complete line
                    // is judged whole; the piece at the end is judged as a stream prefix.
                    one.decode(bytes.subarray(start, i), { stream: i === bytes.length });
                }
                catch {
                    return new errors/* InputError */.dz("not valid UTF-8", { file: this.display, line });
                }
                start = i + 1;
                line++;
            }
        }
        return new errors/* InputError */.dz("not valid UTF-8", { file: this.display, line: this.lines + 1 });
    }
}
function countNewlines(b, end = b.length) {
    let n = 0;
    for (let i = b.indexOf(10); i >= 0 && i < end; i = b.indexOf(10, i + 1))
        n++;
    return n;
}

;// CONCATENATED MODULE: ./build/lib/leakage/sources/read-records.js
/**
 * Reading probe sets and corpora (the only file I/O of the leakage pipeline besides git): plain
 * text (one record per line), JSONL (a field path), CSV/TSV (a column), each optionally gzip- or
 * zstd-compressed, and Parquet (a column, row group by row group: parquet.ts); from files or
 * standard input. Corpora stream; memory is bounded by the longest line (a Parquet row group),
 * not by the file. Error messages name the file, line and field, never the text.
 */










/** How a report names a source's format: "jsonl", "jsonl+zstd", "parquet". */
function formatLabel(src) {
    return src.compression === "none" ? src.format : `${src.format}+${src.compression}`;
}
async function readSource(src, visitor, strict, progress) {
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const stats = { lines: 0, bytes: 0, records: 0, skipped: 0, sha256: "" };
    try {
        if (src.format === "parquet") {
            // Loaded on demand: hyparquet and its codecs add start-up time to every other scan.
            const { readParquet } = await Promise.all(/* import() */[__webpack_require__.e(483), __webpack_require__.e(864)]).then(__webpack_require__.bind(__webpack_require__, 7864));
            await readParquet(src, visitor, strict, stats, hash);
        }
        else {
            const chunks = openChunks(src, hash, stats, strict, progress);
            if (src.format === "csv" || src.format === "tsv")
                await readDelimited(src, chunks, visitor, strict, stats);
            else
                await readLines(src, chunks, visitor, strict, stats);
        }
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
 * a regular file only (a FIFO blocks, /dev/zero never ends), its size (for standard input and
 * compressed files, the bytes decompressed), the gzip/zstd expansion ratio, and the longest line
 * (a reader holds one line at a time; a line is the unit of memory). `strict`: a probe or holdout
 * file, held in memory whole, under a smaller cap than a corpus, and checked to be UTF-8 as it passes.
 */
async function* openChunks(src, hash, stats, strict = false, progress) {
    const what = strict ? "probe file" : "corpus file";
    const maxBytes = strict ? limits/* MAX_PROBE_FILE_BYTES */.HG : limits/* MAX_CORPUS_FILE_BYTES */.h4;
    let origin;
    let size = Number.POSITIVE_INFINITY;
    if (src.stdin === null) {
        const checked = await (0,checked_file/* checkRegularFile */.l$)(src.path, { display: src.display, what, maxBytes });
        origin = { kind: "file", real: checked.real };
        size = checked.size;
    }
    else
        origin = { kind: "stdin", open: src.stdin };
    const compressed = src.compression !== "none";
    const opened = (0,byte_stream/* openByteStream */.L)(origin, src.compression);
    const utf8 = strict ? new Utf8Check(src.display) : null;
    let newlines = 0;
    let run = 0; // bytes since the last newline
    try {
        for await (const chunk of opened.chunks) {
            stats.bytes += chunk.length;
            const consumed = opened.consumed();
            if (stats.bytes > maxBytes) {
                throw new errors/* InputError */.dz(`${compressed ? "decompresses to" : "holds"} more than ${(0,limits/* formatBytes */.z3)(maxBytes)}, the cap on a ${what} (docs/reliability.md "Caps")`, { file: src.display });
            }
            if (compressed && stats.bytes > limits/* GZIP_ALLOWANCE_BYTES */.uA + limits/* MAX_GZIP_RATIO */.OR * Math.min(consumed, size)) {
                throw new errors/* InputError */.dz(`decompresses to ${(0,limits/* formatBytes */.z3)(stats.bytes)} from its first ${(0,limits/* formatBytes */.z3)(consumed)}: more than ${limits/* MAX_GZIP_RATIO */.OR}× plus ${(0,limits/* formatBytes */.z3)(limits/* GZIP_ALLOWANCE_BYTES */.uA)}, the cap on ${src.compression} expansion (docs/reliability.md "Caps")`, { file: src.display });
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
            utf8?.push(chunk);
            hash.update(chunk);
            yield chunk;
            // After the reader is done with the chunk, so its records are counted.
            progress?.(stats.records, compressed ? opened.consumed() : stats.bytes);
        }
        utf8?.end();
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw e;
        const why = (0,byte_stream/* describeDecodeError */.a)(e, src.compression, opened.consumed());
        throw why !== undefined ? new errors/* InputError */.dz(why, { file: src.display }) : e;
    }
    finally {
        opened.close();
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
    if (e instanceof Error && e.name === "ZstdError")
        return `not a valid zstd file`;
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
        if (src.format === "records") {
            mapperRecord(src, buf.toString("utf8", s, e), line, visitor, stats);
            return;
        }
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
/** One line of the mapper's `records` input; anything else is exit 4 at its input line. */
function mapperRecord(src, raw, line, visitor, stats) {
    if (raw.trim() === "")
        return;
    let v;
    try {
        v = JSON.parse(raw);
    }
    catch {
        throw new errors/* InputError */.dz("invalid JSON", { file: src.display, line });
    }
    const o = v;
    const bad = (field, want) => new errors/* InputError */.dz(`must be ${want}`, { file: src.display, line, field });
    if (v === null || typeof v !== "object" || Array.isArray(v))
        throw new errors/* InputError */.dz('must be {"source", "line", "text"}', { file: src.display, line });
    if (typeof o.source !== "string" || o.source === "")
        throw bad("source", "a non-empty string");
    if (typeof o.line !== "number" || !Number.isSafeInteger(o.line) || o.line < 1)
        throw bad("line", "an integer ≥ 1");
    if (typeof o.text !== "string")
        throw bad("text", "a string");
    stats.records++;
    visitor.text({ line: o.line, text: o.text, source: o.source });
}
function fieldSteps(src) {
    if (src.field === undefined) {
        throw new errors/* InputError */.dz(`${src.format.toUpperCase()} needs a field (--field, or "field" in the config)`, {
            file: src.display,
        });
    }
    const steps = (0,field_path/* parseFieldPath */.Z)(src.field);
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
    const got = (0,field_path/* extractField */.w)(value, steps);
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
    const id = src.idField !== undefined ? (0,record_id/* idOf */.T)(value?.[src.idField], src, line) : undefined;
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
async function readDelimited(src, chunks, visitor, strict, stats) {
    if (src.field === undefined) {
        throw new errors/* InputError */.dz(`${src.format.toUpperCase()} needs a column (--field, or "field" in the config)`, {
            file: src.display,
        });
    }
    const parser = (0,lib/* parse */.qg)({
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
            const id = src.idField !== undefined ? (0,record_id/* idOf */.T)(row.record[src.idField], src, line) : undefined;
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
        if (e instanceof lib/* CsvError */.J$) {
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
    }, 
    // Strict: probes must be exactly the text meant (UTF-8 checked as the bytes pass, a Parquet
    // string decoded fatally); corpora stay lenient: one binary line must not stop a scan, and
    // U+FFFD can only lower a similarity.
    true);
    return { records, stats };
}


/***/ }),

/***/ 5921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ idOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);

/**
 * A record id as reported. A number beyond 2^53 has already been rounded by JSON.parse (two
 * different ids would print as one value that is not in the file), so it is refused; a Parquet
 * INT64 id arrives as a bigint and is printed exactly.
 */
function idOf(v, src, line) {
    if (typeof v === "number" && !Number.isSafeInteger(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { file: src.display, line, field: src.idField });
    }
    if (typeof v === "bigint")
        return v.toString();
    return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
}


/***/ }),

/***/ 3671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ repositoryRoot)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _io_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(921);
/* harmony import */ var _io_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6373);
/**
 * The repository root every reported path is relative to (docs/leakage.md "Paths"): the runner's
 * GITHUB_WORKSPACE when the run is inside it, else the git work tree of the working directory
 * (found by its `.git`, without running git: src/io/git.ts), else the working directory itself.
 */



async function repositoryRoot(cwd, env) {
    const here = (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realOrResolved */ .c)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd));
    const ws = env.GITHUB_WORKSPACE;
    if (env.GITHUB_ACTIONS === "true" && ws && (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(here, (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realOrResolved */ .c)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ws))))
        return (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realOrResolved */ .c)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ws));
    const top = (0,_io_git_js__WEBPACK_IMPORTED_MODULE_1__/* .workTreeOf */ .FY)(here);
    if (top !== undefined && (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(here, (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realOrResolved */ .c)(top)))
        return (0,_io_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .realOrResolved */ .c)(top);
    return here;
}


/***/ }),

/***/ 9378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gP: () => (/* binding */ sarifChunks)
/* harmony export */ });
/* unused harmony exports SARIF_RULES, sarifLog, renderSarif */
/* harmony import */ var _leakage_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5515);
/* harmony import */ var _text_json_chunks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1365);
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
/** One finding as one SARIF result, located at the corpus file and line. */
function sarifResult(f) {
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
}
/**
 * The SARIF log object for leakage findings. Its results are an iterable made one at a time as
 * they are written (`sarifChunks`), so a million findings never exist as result objects at once;
 * `JSON.stringify` sees an array (toJSON).
 */
function sarifLog(findings, toolVersion) {
    // Location order, whatever order the caller's surface lists findings in; a scan's sink is in it.
    const ordered = Array.isArray(findings) ? [...findings].sort(_leakage_report_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .E) : findings;
    const results = {
        length: ordered.length,
        *[Symbol.iterator]() {
            for (const f of ordered)
                yield sarifResult(f);
        },
        toJSON() {
            return [...this];
        },
    };
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
    return [...sarifChunks(report.leakage?.findings ?? [], report.tool.version)].join("");
}
/** The SARIF document in pieces, newline-terminated: what a writer streams to a file. */
function* sarifChunks(findings, toolVersion) {
    yield* (0,_text_json_chunks_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonChunks */ .V)(sarifLog(findings, toolVersion));
    yield "\n";
}


/***/ }),

/***/ 1365:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ jsonChunks)
/* harmony export */ });
/**
 * `JSON.stringify(value, null, 2)` in pieces, byte for byte, for reports too large to be one
 * string (V8 caps a string near 512 MiB; a scan with a million findings writes more). Large arrays
 * and any other iterable (the scan's columnar findings, SARIF results mapped from them) are
 * written one element at a time; small values go through `JSON.stringify` whole, re-indented —
 * safe because a newline inside a JSON string is always escaped, so every raw newline is layout.
 */
/** Arrays at most this long, whose elements are all small, are written in one piece. */
const SMALL = 64;
/** An iterable that is not an array or a string: written as an array, one element at a time. */
function isStream(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v) && Symbol.iterator in v;
}
/** Whether `v` is cheap to write whole (no stream, no long array anywhere in it). */
function isSmall(v, depth = 0) {
    if (typeof v !== "object" || v === null)
        return true;
    if (depth > 8 || isStream(v))
        return false;
    if (Array.isArray(v))
        return v.length <= SMALL && v.every((x) => isSmall(x, depth + 1));
    if (typeof v.toJSON === "function")
        return true;
    const values = Object.values(v);
    return values.length <= SMALL && values.every((x) => isSmall(x, depth + 1));
}
/** `JSON.stringify(v, null, 2)` written at `indent`. */
function whole(v, indent) {
    const s = JSON.stringify(v, null, 2);
    return indent === "" ? s : s.replace(/\n/g, `\n${indent}`);
}
/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(v) {
    return v === undefined || typeof v === "function" || typeof v === "symbol";
}
/**
 * The pieces of `JSON.stringify(value, null, 2)` (their concatenation is that string). `value`
 * must be JSON data: plain objects, arrays, strings, finite numbers, booleans, null, objects with
 * toJSON — and iterables, written as arrays.
 */
function* jsonChunks(value, indent = "") {
    if (isSmall(value)) {
        yield whole(value, indent);
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value) || isStream(value)) {
        let first = true;
        for (const x of value) {
            yield first ? `[\n${inner}` : `,\n${inner}`;
            first = false;
            if (omitted(x))
                yield "null";
            else if (isSmall(x))
                yield whole(x, inner);
            else
                yield* jsonChunks(x, inner);
        }
        yield first ? "[]" : `\n${indent}]`;
        return;
    }
    let first = true;
    for (const [k, x] of Object.entries(value)) {
        if (omitted(x))
            continue;
        yield `${first ? "{\n" : ",\n"}${inner}${JSON.stringify(k)}: `;
        first = false;
        yield* jsonChunks(x, inner);
    }
    yield first ? "{}" : `\n${indent}}`;
}


/***/ }),

/***/ 7395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ knob),
/* harmony export */   Gq: () => (/* binding */ invalid),
/* harmony export */   dB: () => (/* binding */ fromFlag),
/* harmony export */   de: () => (/* binding */ whereOf),
/* harmony export */   gE: () => (/* binding */ fromDefault)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Where a setting's value came from, kept beside the value, so an error found at any point — a
 * range, a cross-field rule, a cache directory that cannot be opened, a call budget that ran
 * out — names what the user actually wrote: the config file and line, the CLI flag, or the
 * action input. Never a flag the user did not give.
 */

const fromDefault = (value) => ({ value, source: { kind: "default" } });
const fromFlag = (flag, value) => ({ value, source: { kind: "flag", flag } });
/** The `where` of an InputError for a problem with a value from this source. */
function whereOf(s) {
    switch (s.kind) {
        case "config":
            return { file: s.file, ...(s.line !== undefined ? { line: s.line } : {}), field: s.field };
        case "flag":
            return { field: s.flag };
        case "input":
            return { field: s.input };
        case "default":
            return {};
    }
}
/**
 * A value that is not one the setting takes, named the way its source reads: `--emax must be
 * exact or bailey (got "x")` for a flag, `field "…": must be …` for an input or a config key.
 */
function invalid(s, mustBe) {
    return s.kind === "flag"
        ? new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${s.flag} must be ${mustBe}`)
        : new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be ${mustBe}`, whereOf(s));
}
/** How a message names the knob to turn: `--max-calls`, `the max-calls input`, `run.budget in contamgate.yml:12`. */
function knob(s, fallback) {
    switch (s.kind) {
        case "config":
            return `${s.field} in ${s.file}${s.line !== undefined ? `:${s.line}` : ""}`;
        case "flag":
            return s.flag;
        case "input":
            return `the ${s.input} input`;
        case "default":
            return fallback;
    }
}


/***/ })

};
