#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 1398:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ux: () => (/* binding */ sanitizeBaseUrl),
/* harmony export */   lq: () => (/* binding */ requestKey)
/* harmony export */ });
/* unused harmony exports CACHE_KEY_SCHEMA, canonicalJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);

/** Bumped when the key's recipe changes, so old entries can never be replayed under a new meaning. */
const CACHE_KEY_SCHEMA = 1;
/** JSON with object keys sorted at every depth, no whitespace: one text per value. */
function canonicalJson(value) {
    if (value === null || typeof value !== "object") {
        if (typeof value === "number" && !Number.isFinite(value))
            throw new TypeError("canonicalJson: non-finite number");
        if (value === undefined)
            throw new TypeError("canonicalJson: undefined");
        return JSON.stringify(value);
    }
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    const obj = value;
    const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}
/** sha256 (hex) of the canonical JSON of the parts plus the key schema version. */
function requestKey(parts) {
    const body = {
        schema: CACHE_KEY_SCHEMA,
        provider: parts.provider,
        model: parts.model,
        base_url: sanitizeBaseUrl(parts.baseUrl),
        messages: parts.messages.map((m) => ({ role: m.role, content: m.content })),
        temperature: parts.temperature,
        max_tokens: parts.maxTokens,
        prompt_format: parts.promptFormat,
        replicate: parts.replicate,
        // Left out (undefined) for binary requests: canonicalJson drops them, so old keys still match.
        signal: parts.signal,
        top_logprobs: parts.signal !== undefined ? parts.topLogprobs : undefined,
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(canonicalJson(body)).digest("hex");
}
/**
 * The endpoint as it enters keys and reports: no user:password, no query string or fragment
 * (where keys hide), lower-case scheme and host, no trailing slash. "" stays "" (the fake).
 */
function sanitizeBaseUrl(raw) {
    if (raw === "")
        return "";
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        return raw.replace(/\/+$/, "");
    }
    u.username = "";
    u.password = "";
    u.search = "";
    u.hash = "";
    return u.toString().replace(/\/+$/, "");
}


/***/ }),

/***/ 1469:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GQ: () => (/* binding */ lineIf),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   Tj: () => (/* binding */ StopError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
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
class InputError extends Error {
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


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ MAX_IMPORT_JSON_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   HG: () => (/* binding */ MAX_PROBE_FILE_BYTES),
/* harmony export */   If: () => (/* binding */ MAX_ZIP_TOTAL_BYTES),
/* harmony export */   Iu: () => (/* binding */ MAX_OUTCOMES_FILE_BYTES),
/* harmony export */   MI: () => (/* binding */ MAX_OUTCOME_ROWS),
/* harmony export */   Mt: () => (/* binding */ MAX_REPLY_CHARS),
/* harmony export */   OR: () => (/* binding */ MAX_GZIP_RATIO),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   Pn: () => (/* binding */ MAX_ITEMS_FILE_BYTES),
/* harmony export */   R$: () => (/* binding */ ZSTD_READ_BYTES),
/* harmony export */   Rj: () => (/* binding */ MAX_QUESTIONS),
/* harmony export */   TP: () => (/* binding */ MAX_PARQUET_ROW_GROUP_BYTES),
/* harmony export */   U9: () => (/* binding */ MAX_SHARD_DEPTH),
/* harmony export */   Vj: () => (/* binding */ MAX_SHARD_HEAD_CHARS),
/* harmony export */   _1: () => (/* binding */ MAX_FAMILY),
/* harmony export */   cj: () => (/* binding */ MAX_SHARD_STRING_CHARS),
/* harmony export */   eG: () => (/* binding */ MAX_MERGE_HELD_BYTES),
/* harmony export */   gh: () => (/* binding */ MAX_ZIP_MEMBER_BYTES),
/* harmony export */   h4: () => (/* binding */ MAX_CORPUS_FILE_BYTES),
/* harmony export */   lg: () => (/* binding */ MAX_SHARD_REPORT_BYTES),
/* harmony export */   mh: () => (/* binding */ MAX_SHARD_FINDING_CHARS),
/* harmony export */   qG: () => (/* binding */ MAX_PARQUET_FOOTER_BYTES),
/* harmony export */   sm: () => (/* binding */ MAX_IMPORT_FILE_BYTES),
/* harmony export */   uA: () => (/* binding */ GZIP_ALLOWANCE_BYTES),
/* harmony export */   yL: () => (/* binding */ MAX_RETRY_AFTER_MS),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * Every cap on input size, in one place (docs/reliability.md "Caps"). Each one bounds the memory
 * or time a hostile or careless input can cost; an input over a cap is an exit-4 InputError that
 * names the cap, never a silent truncation. Raising one is a reviewed change to this file and the
 * docs table.
 */
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/**
 * Questions a design may have (design.n, --n, --synthetic, items in one benchmark file). The
 * exact power engine keeps a few arrays of length n: about 24 bytes per question, so 10 million
 * questions is about 240 MiB; 3e8 would be 7 GB.
 */
const MAX_QUESTIONS = 10_000_000;
/** Models (M) and perturbers tried (K) a design may name; Holm and E[max] loop over them. */
const MAX_FAMILY = 1_000_000;
/** contamgate.yml: a real one is a few KB. YAML parsing is superlinear in keys (20k keys: 41 s). */
const MAX_CONFIG_BYTES = 64 * 1024;
/** A benchmark items file is read whole; over 512 MiB V8 cannot even hold it as one string. */
const MAX_ITEMS_FILE_BYTES = 256 * MiB;
/**
 * Outcome rows (docs/outcomes.md) one file or one import may hold: they are kept in memory for
 * the duplicate check and the pairing, about 200 bytes each, so 10 million is about 2 GB.
 */
const MAX_OUTCOME_ROWS = 10_000_000;
/** An outcomes file streams line by line; this bounds time (the row cap bounds memory). */
const MAX_OUTCOMES_FILE_BYTES = 4 * GiB;
/**
 * A log file `contamgate import` reads (an inspect `.eval` ZIP or `.json` log, an lm-eval samples
 * file, …): read whole or streamed, each bounded here; a JSON log is parsed whole, so it must stay
 * well below the ~512 MiB V8 can hold as one string.
 */
const MAX_IMPORT_FILE_BYTES = 1 * GiB;
const MAX_IMPORT_JSON_BYTES = 256 * MiB;
/**
 * One ZIP member (a `.eval` log's header or sample) after decompression, and all members of one
 * archive together. A member is also refused when it decompresses to more or fewer bytes than its
 * header declares (docs/import.md "ZIP members").
 */
const MAX_ZIP_MEMBER_BYTES = 256 * MiB;
const MAX_ZIP_TOTAL_BYTES = 4 * GiB;
/** A probe or holdout file is held in memory whole (the probe index keeps every record). */
const MAX_PROBE_FILE_BYTES = 256 * MiB;
/**
 * A shard report `merge` reads (docs/leakage.md "Scale-out"): its findings stream one at a time,
 * so the file's size only bounds time; what is held is bounded by the caps below.
 */
const MAX_SHARD_REPORT_BYTES = 64 * GiB;
/**
 * What `merge` holds of one shard report besides its findings (settings, probe sets, corpora, the
 * partition manifest), counted in characters of its strings plus one a token: a manifest of a
 * million corpus files is about 100 MiB.
 */
const MAX_SHARD_HEAD_CHARS = 256 * MiB;
/** One finding of a shard report, counted the same way; a real one is about 300. */
const MAX_SHARD_FINDING_CHARS = 64 * 1024;
/** One string, key or number of a shard report (the JSON parser's own cap, checked a chunk at a time). */
const MAX_SHARD_STRING_CHARS = 1 * MiB;
/** Objects and arrays nested in a shard report; a real one nests 5 deep. */
const MAX_SHARD_DEPTH = 64;
/**
 * What `merge` keeps of the shard reports' findings from the read that checks them, as compact
 * JSON text (about 240 bytes a finding with short names, so some 280,000 findings): within it every
 * output is written from memory; a report past it is read again for each output instead, a piece
 * at a time (docs/leakage.md "Reports of any size").
 */
const MAX_MERGE_HELD_BYTES = 64 * MiB;
/** A corpus file streams, so this only bounds time; shard or split anything larger. */
const MAX_CORPUS_FILE_BYTES = 64 * GiB;
/**
 * One line (record) of any line-oriented reader: items, probes, corpora, outcomes, cache
 * segments. A line is the unit held in memory; 16 MiB is far above any real question or reply.
 */
const MAX_LINE_BYTES = 16 * MiB;
/**
 * A gzipped or zstd-compressed source may grow by at most this factor over the compressed bytes
 * read so far (plus GZIP_ALLOWANCE_BYTES, for a compressible start): text compresses 3–10×
 * (zstd -19 about 12×), a gzip of zeros about 1000×, a zstd of zeros about 30,000×.
 */
const MAX_GZIP_RATIO = 100;
// One line at the line cap must be readable whatever it holds (a 10 MB run of one letter gzips ~1000×).
const GZIP_ALLOWANCE_BYTES = MAX_LINE_BYTES;
/**
 * Compressed bytes read from a zstd source at a time. One read of zstd RLE blocks can expand
 * about 32,768× before the ratio check sees its output, so reads are small: 2 KiB → at most
 * 64 MiB in flight, the same bound gzip's 64 KiB reads (at most ~1032×) have.
 */
const ZSTD_READ_BYTES = 2 * 1024;
/**
 * The column chunks of one Parquet row group that a scan reads (the text column only), before
 * and after decompression: a row group is the unit of memory of the Parquet reader, as a line is
 * of the line readers. Writers default to 64–128 MiB row groups (Arrow: 1 Mi rows, parquet-mr:
 * 128 MiB); Hugging Face's converted datasets use about 100 MiB. Decoded strings take about twice
 * their bytes, so a row group at the cap costs about 1.5 GiB; rewrite larger ones smaller.
 */
const MAX_PARQUET_ROW_GROUP_BYTES = 512 * MiB;
/** A Parquet footer (the file's metadata, read whole before any row). Real ones are KBs to a few MiB. */
const MAX_PARQUET_FOOTER_BYTES = 64 * MiB;
/**
 * A model reply is scored from at most this many characters. `--max-tokens` is at most 4096,
 * about 16k characters; a provider that ignores it must not cost seconds of parsing per reply.
 */
const MAX_REPLY_CHARS = 64 * 1024;
/** A provider's Retry-After is honoured up to this (a hostile value must not stall a run). */
const MAX_RETRY_AFTER_MS = 60_000;
/** Human form of a byte count for messages: "64 KiB", "16 MiB", "286.1 MiB". */
function formatBytes(n) {
    for (const [unit, size] of [
        ["GiB", GiB],
        ["MiB", MiB],
        ["KiB", 1024],
    ]) {
        if (n >= size)
            return `${n % size === 0 ? n / size : (n / size).toFixed(1)} ${unit}`;
    }
    return `${n} bytes`;
}


/***/ }),

/***/ 8821:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ serverKey),
/* harmony export */   Ti: () => (/* binding */ AskThroughCache)
/* harmony export */ });
/* unused harmony export CacheWriteError */
/* harmony import */ var _cache_request_key_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1398);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1469);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(370);



/**
 * The server a provider's requests go to: its base URL's origin (scheme, host, port). Models
 * behind one server share its concurrency limit; models on different servers are asked at once.
 */
function serverKey(identity) {
    if (identity.baseUrl === "")
        return `${identity.provider}:`;
    try {
        return new URL(identity.baseUrl).origin;
    }
    catch {
        return identity.baseUrl;
    }
}
/**
 * The response store refused a write: the run stops asking (each further answer would be paid
 * for and lost too). The caller keeps `AskThroughCache.unstored()` elsewhere and says where.
 */
class CacheWriteError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StopError */ .Tj {
    error;
    constructor(error) {
        super(`the response cache could not store a paid answer (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(error)})`, _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.InvalidInput);
        this.error = error;
        this.name = "CacheWriteError";
    }
}
/**
 * The only way a run asks a model: look the request up in the response store; if absent, pay
 * for one call through the spend controller, make it durable, then return what the store holds.
 * Identical requests in flight at once share one call, so each distinct prompt is sent once.
 */
class AskThroughCache {
    opts;
    inFlight = new Map();
    counts = { hits: 0, calls: 0, shared: 0, fake: 0 };
    lost = [];
    writeError;
    /** Fired by the first answer the store refuses: calls still waiting for a slot are not sent. */
    storeFailed = new AbortController();
    constructor(opts) {
        this.opts = opts;
    }
    stats() {
        return { ...this.counts };
    }
    /** Answers paid for in this run that the store could not keep, and the first write error. */
    unstored() {
        return { answers: [...this.lost], error: this.writeError };
    }
    /** Distinct requests that would be paid for again although an answer is stored in a segment not replayed. */
    withheldCalls(provider, requests, replicate = 0) {
        const store = this.opts.store;
        if (!provider.cacheable || !store)
            return 0;
        const keys = new Set();
        for (const r of requests) {
            const k = this.keyFor(provider, r, replicate);
            if (store.withholds(k))
                keys.add(k);
        }
        return keys.size;
    }
    /** The cache key of a request to a provider, or undefined when the provider is never cached. */
    keyFor(provider, request, replicate = 0) {
        if (!provider.cacheable)
            return undefined;
        return (0,_cache_request_key_js__WEBPACK_IMPORTED_MODULE_0__/* .requestKey */ .lq)({
            ...provider.identity,
            messages: request.messages,
            temperature: request.temperature,
            maxTokens: request.maxTokens,
            promptFormat: this.opts.promptFormat,
            replicate,
            ...(provider.identity.signal !== undefined
                ? { signal: provider.identity.signal, topLogprobs: _types_js__WEBPACK_IMPORTED_MODULE_2__/* .TOP_LOGPROBS */ .f4 }
                : {}),
        });
    }
    /** Distinct requests that would cost a call now (cached and duplicate ones excluded). */
    uncachedCalls(provider, requests, replicate = 0) {
        if (!provider.cacheable)
            return 0;
        const keys = new Set();
        for (const r of requests) {
            const k = this.keyFor(provider, r, replicate);
            if (!this.opts.store?.has(k))
                keys.add(k);
        }
        return keys.size;
    }
    /** Whether answers are kept on disk (a run without one loses them when it stops). */
    get durable() {
        return this.opts.store !== undefined;
    }
    async ask(provider, request, item, replicate = 0, routing = {}) {
        const key = this.keyFor(provider, request, replicate);
        if (key === undefined) {
            this.counts.fake++;
            return { reply: await provider.complete(request, item), source: "fake" };
        }
        const hit = this.opts.store?.get(key);
        if (hit) {
            // The key names the signal, so only a damaged or planted entry can lack what it asked for;
            // it is never scored as some other answer (docs/providers.md "The probability signal").
            if (provider.identity.signal !== undefined && hit.tokens === undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StopError */ .Tj(`${provider.spec.label}: the response cache holds an answer without probabilities under a probability request's key (${key.slice(0, 12)}); remove that entry or run with --no-cache`, _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.InvalidInput);
            this.counts.hits++;
            return { reply: { ...hit }, source: "cache", key };
        }
        const running = this.inFlight.get(key);
        if (running) {
            this.counts.shared++;
            return { reply: await running, source: "shared", key };
        }
        const p = this.callAndStore(provider, request, item, key, routing);
        this.inFlight.set(key, p);
        try {
            const reply = await p;
            this.counts.calls++;
            return { reply, source: "call", key };
        }
        finally {
            this.inFlight.delete(key);
        }
    }
    async callAndStore(provider, request, item, key, routing) {
        const stop = routing.stop ? AbortSignal.any([routing.stop, this.storeFailed.signal]) : this.storeFailed.signal;
        const reply = await this.opts.spend.call(provider.spec.label, (_n, signal) => provider.complete(request, item, signal), {
            server: serverKey(provider.identity),
            stop,
            ...(routing.signal ? { signal: routing.signal } : {}),
        });
        const store = this.opts.store;
        if (!store)
            return reply;
        const response = {
            text: reply.text,
            ...(reply.finishReason !== undefined ? { finishReason: reply.finishReason } : {}),
            ...(reply.tokens !== undefined ? { tokens: reply.tokens } : {}),
        };
        const meta = { provider: provider.identity.provider, model: provider.identity.model };
        // On disk before it is used: the answer returned is the one the store will replay.
        let kept;
        try {
            kept = await store.put(key, response, meta);
        }
        catch (e) {
            // Paid for and not durable: held here for the caller to keep elsewhere, and the run stops.
            this.lost.push({ key, response, meta });
            this.writeError ??= e;
            this.storeFailed.abort();
            throw new CacheWriteError(e);
        }
        // What the store holds is what is used, probabilities included (a concurrent run's first answer wins).
        const used = { ...reply, text: kept.text };
        if (kept.tokens !== undefined)
            used.tokens = kept.tokens;
        else
            delete used.tokens;
        return used;
    }
}


/***/ }),

/***/ 4540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O5: () => (/* binding */ ProviderCallError),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   n7: () => (/* binding */ ProviderFailedError),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1469);

/**
 * One failed attempt. `message` is safe for every surface: contamgate's words, the status, the
 * error type and digests (src/models/provider-text.ts), never the provider's text. The provider's
 * body travels separately in `untrustedBody`, keys already redacted, for --show-provider-bodies.
 */
class ProviderCallError extends Error {
    kind;
    status;
    retryAfterMs;
    untrustedBody;
    constructor(message, kind, status, 
    /** From Retry-After / retry-after-ms, when the server sent one. */
    retryAfterMs, 
    /** What the provider said (redacted); printed only on request, on the user's own terminal. */
    untrustedBody = null) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
        this.untrustedBody = untrustedBody;
        this.name = "ProviderCallError";
    }
}
/** Statuses worth another attempt: timeouts, conflicts, too-early, rate limits, server errors, overload. */
function isRetryable(e) {
    if (e.kind === "unsupported")
        return false;
    if (e.kind !== "http")
        return true;
    const s = e.status ?? 0;
    return s === 408 || s === 409 || s === 425 || s === 429 || s >= 500;
}
/** A call that failed for good (permanent status, or retries exhausted): the run stops. */
class ProviderFailedError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StopError */ .Tj {
    status;
    attempts;
    untrustedBody;
    constructor(message, status, attempts, 
    /** The last attempt's provider body (redacted), for --show-provider-bodies only. */
    untrustedBody = null) {
        super(message, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.InvalidInput);
        this.status = status;
        this.attempts = attempts;
        this.untrustedBody = untrustedBody;
        this.name = "ProviderFailedError";
    }
}
/**
 * Parses Retry-After (seconds or an HTTP date) and OpenAI's retry-after-ms into milliseconds.
 * Negative or unparseable values are ignored.
 */
function parseRetryAfter(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const ms = headers.get("retry-after-ms");
    if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0)
        return Number(ms);
    const ra = headers.get("retry-after");
    if (ra === null || ra.trim() === "")
        return undefined;
    const secs = Number(ra);
    if (Number.isFinite(secs))
        return secs >= 0 ? secs * 1000 : undefined;
    const date = Date.parse(ra);
    return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}


/***/ }),

/***/ 5628:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XW: () => (/* binding */ sdkErrorType),
/* harmony export */   ld: () => (/* binding */ describeText),
/* harmony export */   n_: () => (/* binding */ bodyForLocalDisplay),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   vq: () => (/* binding */ systemErrorCode),
/* harmony export */   vy: () => (/* binding */ knownErrorCode),
/* harmony export */   y4: () => (/* binding */ replyTextForStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2526);
/**
 * The one sanitizer for text a provider sent (an error body, an SDK message built from one, a
 * parser message quoting one). Providers are untrusted: a failing server may echo the prompt —
 * holdout questions among it — or the key, truncated or `\u`-escaped so that no text match can
 * find it. So a provider's words never reach a surface: what is shown is the HTTP status, the
 * error type and a digest (sha256 prefix and length) that lets two failures be told apart and a
 * body be matched against a local capture. The body itself is shown only when the user asks for
 * it on their own terminal (`--show-provider-bodies`; never in the action), keys redacted.
 * docs/providers.md ("Provider text is untrusted") describes what is printed.
 */


function digestOf(text) {
    const buf = Buffer.from(text, "utf8");
    return { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(buf).digest("hex").slice(0, 12), bytes: buf.length };
}
/** "body sha256 1a2b3c4d5e6f, 57 bytes" — or "empty body". */
function describeText(what, text) {
    if (text === null || text === "")
        return `empty ${what}`;
    const d = digestOf(text);
    return `${what} sha256 ${d.sha256}, ${d.bytes.toLocaleString("en-US")} bytes`;
}
/**
 * Error codes providers document, shown by name because they tell the user what to do
 * (`insufficient_quota` is not a rate limit). Anything else the body says is digested: a code
 * field is as provider-controlled as the message, and could carry a slug of the prompt.
 */
const KNOWN_ERROR_CODES = new Set([
    "invalid_api_key",
    "insufficient_quota",
    "rate_limit_exceeded",
    "model_not_found",
    "context_length_exceeded",
    "invalid_request_error",
    "authentication_error",
    "permission_error",
    "not_found_error",
    "rate_limit_error",
    "api_error",
    "overloaded_error",
    "server_error",
    "request_too_large",
    "billing_error",
    "timeout_error",
]);
function knownErrorCode(value) {
    return typeof value === "string" && KNOWN_ERROR_CODES.has(value) ? value : null;
}
/** SDK class names (APIError subclasses) are the SDK's words, not the provider's: shown as they are. */
function sdkErrorType(name) {
    return typeof name === "string" && /^[A-Z][A-Za-z]{0,60}Error$/.test(name) && name !== "Error" ? name : null;
}
/** Node / undici error codes (`ECONNREFUSED`, `UND_ERR_SOCKET`): the runtime's words, never the peer's. */
function systemErrorCode(value) {
    return typeof value === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(value) ? value : null;
}
/** How long a body shown under --show-provider-bodies may be (after redaction). */
const SHOWN_BODY_MAX = 2000;
/** The body as --show-provider-bodies prints it: keys (and slices of them) redacted, then cut. */
function bodyForLocalDisplay(body, keys) {
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactThenCut */ .F8)(body, keys, SHOWN_BODY_MAX);
}
/**
 * A reply's text as it is kept: a server that echoes the Authorization header into its answer
 * must not put the key into the response cache, which the Actions cache uploads and other runs
 * restore. No answer needs 8 characters of a key, so nothing that scores is changed.
 */
function replyTextForStore(text, keys) {
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactKnownKeys */ .x5)(text, keys);
}


/***/ }),

/***/ 2526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ redactThenCut),
/* harmony export */   eE: () => (/* binding */ knownKeys),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   uM: () => (/* binding */ KEY_ENV),
/* harmony export */   wt: () => (/* binding */ urlHasCredentials),
/* harmony export */   x5: () => (/* binding */ redactKnownKeys),
/* harmony export */   zC: () => (/* binding */ looksLikeKey)
/* harmony export */ });
/* unused harmony export MIN_KEY_SLICE */
/** The only place keys come from. Config files and flags never carry them. */
const KEY_ENV = {
    openai: "OPENAI_API_KEY",
    anthropic: "ANTHROPIC_API_KEY",
    compatible: "CONTAMGATE_COMPATIBLE_API_KEY",
};
const KNOWN_PREFIX = /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{12,}|sk-ant-[A-Za-z0-9_-]{12,}|sk-proj-[A-Za-z0-9_-]{12,}|AIza[0-9A-Za-z_-]{20,}|hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|xox[abprs]-[A-Za-z0-9-]{10,})/;
/**
 * True when a config or flag value looks like a credential. Model ids are hyphen-separated words
 * (`claude-3-5-sonnet-20241022`), keys are long unbroken mixed-case alphanumeric runs, so the
 * generic rule asks for a 24+ character run without separators that mixes letters and digits.
 */
function looksLikeKey(value) {
    if (KNOWN_PREFIX.test(value))
        return true;
    if (/^bearer\s+\S{8,}/i.test(value.trim()))
        return true;
    for (const run of value.split(/[^A-Za-z0-9]+/)) {
        if (run.length >= 24 && /[A-Za-z]/.test(run) && /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run))
            return true;
    }
    return false;
}
/** True when a URL carries credentials (user:password@ or a key-like query parameter). */
function urlHasCredentials(raw) {
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        return looksLikeKey(raw);
    }
    if (u.username !== "" || u.password !== "")
        return true;
    for (const [k, v] of u.searchParams) {
        if (/key|token|secret|auth|password/i.test(k) || looksLikeKey(v))
            return true;
    }
    return false;
}
const REDACTED = "[redacted]";
/** Variable names that hold a credential: the providers' keys and anything named like a key or token. */
const KEY_NAME = /(^|_)(API_?KEY|TOKEN|SECRET|PASSWORD)$|^(OPENAI|ANTHROPIC|CONTAMGATE)_.*KEY/i;
/**
 * Shorter values are not treated as keys (masking "1" would blank every 1), and a key is also
 * hidden by any slice of this many characters, so a cut through the middle of an echoed key
 * leaves nothing that identifies it.
 */
const MIN_KEY_SLICE = 8;
/** Every credential value in the environment: the three providers' keys and any KEY/TOKEN-named variable. */
function knownKeys(env, extra = []) {
    const out = new Set();
    for (const name of Object.values(KEY_ENV)) {
        const v = env[name]?.trim();
        if (v && v.length >= MIN_KEY_SLICE)
            out.add(v);
    }
    for (const [name, value] of Object.entries(env)) {
        const v = value?.trim();
        if (v && v.length >= MIN_KEY_SLICE && KEY_NAME.test(name))
            out.add(v);
    }
    for (const v of extra)
        if (v && v.trim().length >= MIN_KEY_SLICE)
            out.add(v.trim());
    return [...out];
}
/**
 * Replaces every run of text made of 8-character slices of a known key, so a key is hidden whole,
 * as a prefix left by a cut, or as any fragment long enough to matter. Call it before any
 * truncation: a cut first could leave a prefix shorter than the key that a whole-key match misses.
 */
function redactKnownKeys(text, keys) {
    if (keys.length === 0 || text.length < MIN_KEY_SLICE)
        return text;
    const grams = new Set();
    for (const k of keys)
        for (let i = 0; i + MIN_KEY_SLICE <= k.length; i++)
            grams.add(k.slice(i, i + MIN_KEY_SLICE));
    const hidden = new Uint8Array(text.length);
    let any = false;
    for (let i = 0; i + MIN_KEY_SLICE <= text.length; i++) {
        if (grams.has(text.slice(i, i + MIN_KEY_SLICE))) {
            hidden.fill(1, i, i + MIN_KEY_SLICE);
            any = true;
        }
    }
    if (!any)
        return text;
    let out = "";
    for (let i = 0; i < text.length;) {
        if (hidden[i]) {
            while (i < text.length && hidden[i])
                i++;
            out += REDACTED;
        }
        else
            out += text[i++];
    }
    return out;
}
/** Redact first, then cut: the one order in which no fragment of a key can survive the cut. */
function redactThenCut(text, keys, max) {
    const clean = redactKnownKeys(text, keys);
    return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
/**
 * Removes every key we know of (the environment's key values, and any 8+-character slice of one)
 * and anything shaped like a credential from a message.
 */
function redactSecrets(text, env = {}) {
    let out = redactKnownKeys(text, knownKeys(env));
    out = out.replace(/(sk-(?:ant-|proj-)?)[A-Za-z0-9_-]{6,}/g, `$1${REDACTED}`);
    out = out.replace(/\b(bearer\s+)[^\s"',}]+/gi, `$1${REDACTED}`);
    out = out.replace(/((?:x-api-key|api[_-]?key|authorization)["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, `$1${REDACTED}`);
    out = out.replace(/(\/\/)[^/@\s:]+:[^/@\s]+@/g, `$1${REDACTED}@`);
    return out;
}


/***/ }),

/***/ 5207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I6: () => (/* binding */ CallAbortedError),
/* harmony export */   Ty: () => (/* binding */ SpendController),
/* harmony export */   Zq: () => (/* binding */ BudgetExceededError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4354);
/* harmony import */ var _call_error_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4540);
/* harmony import */ var _provider_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5628);




/**
 * A call given up because the run was interrupted: not a provider failure (nothing halts, nothing
 * is counted as failed). Never escapes a run: the run reports the interruption instead.
 */
class CallAbortedError extends Error {
    constructor(label) {
        super(`${label}: call abandoned (run interrupted)`);
        this.name = "CallAbortedError";
    }
}
/** The budget ran out: stop cleanly, no further calls (exit 3: this spend was not confirmed). */
class BudgetExceededError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StopError */ .Tj {
    constructor(budget) {
        super(`call budget of ${budget} exhausted; stopped before spending more (raise --max-calls to continue; answers so far are cached)`, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.Unconfirmed);
        this.name = "BudgetExceededError";
    }
}
/**
 * Owns everything that decides when money is spent: the call budget, one global rate limit,
 * a concurrency limit and the retry policy (the SDKs' own retries are disabled so these are the
 * only ones, and every attempt is counted).
 */
class SpendController {
    budget;
    intervalMs;
    concurrency;
    maxRetries;
    baseDelayMs;
    maxDelayMs;
    maxRetryAfterMs;
    random;
    sleep;
    now;
    onRetry;
    haltOnFailure;
    halted;
    nextStart = -Infinity;
    lastStart = -Infinity;
    servers = new Map();
    s = {
        calls: 0,
        attempts: 0,
        retries: 0,
        failed: 0,
        failures: {},
        budgetExhausted: false,
    };
    constructor(o = {}) {
        this.budget = o.budget ?? Infinity;
        const rpm = o.requestsPerMinute ?? Infinity;
        if (!(rpm > 0))
            throw new RangeError("requestsPerMinute must be > 0");
        this.intervalMs = 60_000 / rpm;
        this.concurrency = o.concurrency ?? 4;
        if (!(this.concurrency >= 1))
            throw new RangeError("concurrency must be >= 1");
        this.maxRetries = o.maxRetries ?? 5;
        this.baseDelayMs = o.baseDelayMs ?? 500;
        this.maxDelayMs = o.maxDelayMs ?? 30_000;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RETRY_AFTER_MS */ .yL;
        this.random = o.random ?? Math.random;
        this.sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
        this.now = o.now ?? Date.now;
        this.onRetry = o.onRetry;
        this.haltOnFailure = o.haltOnFailure ?? true;
    }
    stats() {
        return { ...this.s, failures: { ...this.s.failures } };
    }
    /** Calls that may still be started before the budget refuses. */
    remaining() {
        return this.budget - this.s.calls;
    }
    /**
     * Runs one paid call: takes one unit of budget, then makes attempts (each under the rate and
     * concurrency limits) until one succeeds, a failure is permanent, or retries run out.
     */
    async call(label, attempt, o = {}) {
        if (this.halted)
            throw this.halted;
        if (o.stop?.aborted)
            throw new CallAbortedError(label);
        if (this.s.calls >= this.budget) {
            this.s.budgetExhausted = true;
            throw new BudgetExceededError(this.budget);
        }
        this.s.calls++;
        const server = this.server(o.server ?? "");
        for (let n = 0;; n++) {
            await this.acquire(server);
            // Another call failed for good while this one waited: send nothing more.
            if (this.halted) {
                this.release(server);
                throw this.halted;
            }
            // Interrupted while this one waited: it was never sent, so it costs nothing.
            if (o.stop?.aborted) {
                this.release(server);
                if (n === 0)
                    this.s.calls--;
                throw new CallAbortedError(label);
            }
            let error;
            try {
                this.s.attempts++;
                return await attempt(n, o.signal);
            }
            catch (e) {
                // Cancelled by the interruption: what the SDK reports is not the provider's failure.
                if (o.signal?.aborted)
                    throw new CallAbortedError(label);
                // Anything else a provider client throws may quote the provider: only its type and a digest.
                error =
                    e instanceof _call_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderCallError */ .O5
                        ? e
                        : new _call_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderCallError */ .O5(`${label}: ${(0,_provider_text_js__WEBPACK_IMPORTED_MODULE_3__/* .sdkErrorType */ .XW)(e?.name) ?? "unexpected error"} from the provider client; ${(0,_provider_text_js__WEBPACK_IMPORTED_MODULE_3__/* .describeText */ .ld)("message", e instanceof Error ? e.message : String(e))}`, "network");
            }
            finally {
                this.release(server);
            }
            const tag = error.kind === "http" ? String(error.status) : error.kind;
            this.s.failures[tag] = (this.s.failures[tag] ?? 0) + 1;
            if (!(0,_call_error_js__WEBPACK_IMPORTED_MODULE_2__/* .isRetryable */ .r3)(error) || n >= this.maxRetries) {
                this.s.failed++;
                const why = (0,_call_error_js__WEBPACK_IMPORTED_MODULE_2__/* .isRetryable */ .r3)(error) ? ` (gave up after ${n + 1} attempt${n === 0 ? "" : "s"})` : "";
                const failed = new _call_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderFailedError */ .n7(`${error.message}${why}`, error.status, n + 1, error.untrustedBody);
                // A refused key or a dead endpoint will refuse the rest too: the run stops here.
                if (this.haltOnFailure)
                    this.halted ??= failed;
                throw failed;
            }
            // No retry once the run is being interrupted: the call is abandoned, not failed.
            if (o.stop?.aborted)
                throw new CallAbortedError(label);
            const delayMs = this.backoff(n, error, server);
            this.s.retries++;
            this.onRetry?.({ label, attempt: n + 1, delayMs, error });
            await this.sleepUnlessStopped(delayMs, o.stop);
            if (o.stop?.aborted)
                throw new CallAbortedError(label);
        }
    }
    server(key) {
        const known = this.servers.get(key);
        if (known)
            return known;
        const fresh = { inFlight: 0, waiting: [], pausedUntil: -Infinity };
        this.servers.set(key, fresh);
        return fresh;
    }
    /** A backoff that an interruption cuts short (a Retry-After may be minutes). */
    async sleepUnlessStopped(ms, stop) {
        if (!stop)
            return this.sleep(ms);
        let wake = () => { };
        const onAbort = () => wake();
        const aborted = new Promise((r) => {
            wake = r;
        });
        stop.addEventListener("abort", onAbort, { once: true });
        try {
            await Promise.race([this.sleep(ms), aborted]);
        }
        finally {
            stop.removeEventListener("abort", onAbort);
        }
    }
    /** Exponential backoff with equal jitter; a server's Retry-After is a floor, and pauses everyone. */
    backoff(n, e, server) {
        const exp = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** n);
        const jittered = exp / 2 + this.random() * (exp / 2);
        if (e.retryAfterMs === undefined)
            return jittered;
        const ra = Math.min(e.retryAfterMs, this.maxRetryAfterMs);
        // The server's whole pool backs off, not only this call: a 429 is about the account, not the
        // request. Other servers (other accounts) are not paused.
        server.pausedUntil = Math.max(server.pausedUntil, this.now() + ra);
        return ra + this.random() * Math.min(ra * 0.1, 1000);
    }
    async acquire(server) {
        // A released slot is handed straight to the next waiter, so no newcomer can overtake it.
        if (server.inFlight < this.concurrency)
            server.inFlight++;
        else
            await new Promise((r) => server.waiting.push(r));
        // Reserve the start time synchronously so concurrent callers space themselves out.
        const now = this.now();
        const start = Math.max(now, this.nextStart + this.intervalMs, server.pausedUntil);
        this.nextStart = start;
        if (start > now)
            await this.sleep(start - now);
        // Timers fire late under load; a late one must not let the next caller start too soon after
        // it, so the realized gap is checked too. A 429 seen while we waited pauses us as well.
        for (;;) {
            const t = this.now();
            const wait = Math.max(server.pausedUntil - t, this.lastStart + this.intervalMs - t);
            if (!(wait > 0)) {
                this.lastStart = t;
                return;
            }
            await this.sleep(wait);
        }
    }
    release(server) {
        const next = server.waiting.shift();
        if (next)
            next();
        else
            server.inFlight--;
    }
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _z: () => (/* binding */ SIGNALS),
/* harmony export */   f4: () => (/* binding */ TOP_LOGPROBS),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES),
/* harmony export */   xe: () => (/* binding */ FIRST_TOKENS_KEPT)
/* harmony export */ });
/** The provider families contamgate can ask. `fake` is a deterministic test double. */
const PROVIDER_NAMES = ["openai", "anthropic", "compatible", "fake"];
/**
 * What a model's answers are scored on (docs/providers.md "The probability signal"): `binary`
 * (right or wrong, the default) or `probability` (the correct letter's probability from the first
 * answer token's top log-probabilities). Written `signal: probability` / `,signal=probability`.
 */
const SIGNALS = ["binary", "probability"];
/** How many alternatives per token a `probability` model is asked for (OpenAI's maximum). */
const TOP_LOGPROBS = 20;
/** Generated tokens whose alternatives a `probability` reply keeps. */
const FIRST_TOKENS_KEPT = 4;


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vu: () => (/* binding */ formatProgress),
/* harmony export */   mA: () => (/* binding */ INTERRUPT_GRACE_MS),
/* harmony export */   pI: () => (/* binding */ askAll)
/* harmony export */ });
/* unused harmony export RunInterruptedError */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8474);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1469);
/* harmony import */ var _models_ask_through_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8821);
/* harmony import */ var _models_spend_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5207);




/**
 * After the first SIGINT/SIGTERM, answers already in flight (paid for) may still arrive for this
 * long; then they are cancelled. Shorter than the 7.5 s GitHub Actions leaves between a cancel's
 * SIGINT and its SIGTERM, so the partial report is still written.
 */
const INTERRUPT_GRACE_MS = 5_000;
/**
 * The run was interrupted (the abort signal fired): nothing more is asked, and what arrived is in
 * the response cache. Exit 3 in the report (its spend was not completed); the CLI exits 128 + the
 * signal's number.
 */
class RunInterruptedError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StopError */ .Tj {
    signalName;
    answers;
    stored;
    remaining;
    constructor(signalName, answers, 
    /** Answers received in this run and kept in the response cache. */
    stored, 
    /** Paid calls a rerun of the same command would make. */
    remaining) {
        const n = (k) => k.toLocaleString("en-US");
        super(answers === "cached"
            ? `interrupted by ${signalName}: ${n(stored)} answer(s) received in this run are stored in the response cache; ` +
                `rerunning the same command asks only the ${n(remaining)} question(s) not yet answered`
            : answers === "not_cached"
                ? `interrupted by ${signalName}: no response cache (--no-cache), so the answers received are not kept; rerunning the same command asks all ${n(remaining)} again`
                : `interrupted by ${signalName}: only fake models were asked (nothing was paid for); rerunning the same command starts over`, _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.Unconfirmed);
        this.signalName = signalName;
        this.answers = answers;
        this.stored = stored;
        this.remaining = remaining;
        this.name = "RunInterruptedError";
    }
}
/**
 * Asks every model every planned question through the cache. Models behind different servers
 * are asked at the same time, `workers` at a time for each server (the spend controller still
 * decides how many HTTP requests run: `concurrency` per server, one global rate limit and
 * budget). On the first failure no new question is started; questions in flight finish (and are
 * cached), then the failure is rethrown — so an interrupted run resumes where it stopped.
 * When `abort` fires, no new question is started either; answers in flight may arrive for
 * `graceMs`, then they are cancelled, and RunInterruptedError says what a rerun will ask.
 */
async function askAll(providers, plan, asker, o = {}) {
    const now = o.now ?? Date.now;
    const replies = providers.map(() => new Array(plan.asks.length));
    const total = providers.length * plan.asks.length;
    const t0 = now();
    let done = 0, hits = 0, calls = 0, lastReport = t0;
    let failure;
    const report = (force) => {
        const t = now();
        if (!o.onProgress || (!force && t - lastReport < (o.progressEveryMs ?? 10_000)))
            return;
        lastReport = t;
        o.onProgress({ done, total, hits, calls, elapsedMs: t - t0 });
    };
    // The first signal stops new asks at once; the in-flight ones are cancelled after the grace.
    const stop = o.abort;
    const cancel = new AbortController();
    // Every request in flight listens on it: as many listeners as workers, by design.
    (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, cancel.signal);
    let grace;
    const onAbort = () => {
        grace = setTimeout(() => cancel.abort(stop?.reason), o.graceMs ?? INTERRUPT_GRACE_MS);
    };
    if (stop?.aborted)
        onAbort();
    else
        stop?.addEventListener("abort", onAbort, { once: true });
    const routing = { ...(stop ? { stop } : {}), signal: cancel.signal };
    // One queue per server, model after model within it.
    const groups = new Map();
    providers.forEach((p, m) => {
        const k = (0,_models_ask_through_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .serverKey */ .Pd)(p.identity);
        (groups.get(k) ?? groups.set(k, []).get(k)).push(m);
    });
    const perServer = Math.max(1, o.workers ?? 64);
    const pools = [];
    for (const models of groups.values()) {
        const jobs = models.length * plan.asks.length;
        let next = 0;
        const worker = async () => {
            while (failure === undefined && !stop?.aborted && next < jobs) {
                const k = next++;
                const m = models[Math.floor(k / plan.asks.length)];
                const i = k % plan.asks.length;
                const ask = plan.asks[i];
                try {
                    const r = await asker.ask(providers[m], ask.request, ask.context, 0, routing);
                    replies[m][i] = {
                        text: r.reply.text,
                        ...(r.reply.finishReason !== undefined ? { finishReason: r.reply.finishReason } : {}),
                        ...(r.reply.tokens !== undefined ? { tokens: r.reply.tokens } : {}),
                    };
                    if (r.source === "cache")
                        hits++;
                    else if (r.source === "call")
                        calls++;
                    done++;
                    report(false);
                }
                catch (e) {
                    // An abandoned call is the interruption's doing, reported below, not a failure.
                    if (!(e instanceof _models_spend_js__WEBPACK_IMPORTED_MODULE_3__/* .CallAbortedError */ .I6))
                        failure ??= e;
                }
            }
        };
        for (let w = 0; w < Math.min(perServer, jobs); w++)
            pools.push(worker());
    }
    try {
        await Promise.all(pools);
    }
    finally {
        clearTimeout(grace);
        stop?.removeEventListener("abort", onAbort);
    }
    report(true);
    if (failure !== undefined)
        throw failure;
    if (stop?.aborted) {
        let remaining = 0;
        for (const p of providers)
            remaining += asker.uncachedCalls(p, plan.asks.map((a) => a.request));
        const answers = !providers.some((p) => p.cacheable)
            ? "free"
            : asker.durable
                ? "cached"
                : "not_cached";
        throw new RunInterruptedError(signalName(stop.reason), answers, answers === "cached" ? calls : 0, remaining);
    }
    return replies;
}
function signalName(reason) {
    return typeof reason === "string" && /^SIG[A-Z]+$/.test(reason) ? reason : "an interruption";
}
/** "1,200/2,000 answers (800 from cache, 400 calls), 12.5/s, ETA 1m04s" */
function formatProgress(p) {
    const rate = p.elapsedMs > 0 ? p.done / (p.elapsedMs / 1000) : 0;
    const left = rate > 0 ? Math.round((p.total - p.done) / rate) : NaN;
    const eta = Number.isFinite(left) ? `, ETA ${Math.floor(left / 60)}m${String(left % 60).padStart(2, "0")}s` : "";
    return `${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} answers (${p.hits.toLocaleString("en-US")} from cache, ${p.calls.toLocaleString("en-US")} calls), ${rate.toFixed(1)}/s${eta}`;
}


/***/ }),

/***/ 7127:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ forHtml),
/* harmony export */   Bm: () => (/* binding */ forMarkdown),
/* harmony export */   Ig: () => (/* binding */ forLog),
/* harmony export */   NR: () => (/* binding */ guardLogText),
/* harmony export */   m6: () => (/* binding */ forMarkdownCode)
/* harmony export */ });
/* unused harmony export escapeUntrusted */
/**
 * The one escaping function for text contamgate did not write itself — provider messages, config
 * key names, model labels, corpus and CSV file names, error text — on every surface it reaches:
 * a log line (stderr, the Actions log), a Markdown cell or line (job summary, PR comment,
 * report.md), HTML (report.html). docs/providers.md ("Provider text is untrusted") lists the rules.
 *
 * Why each rule exists:
 *  - The runner splits log lines on LF, CRLF *and a lone CR*, then treats a line that starts
 *    (after blanks) with `::` as a workflow command, and `##[` as a legacy one; so line breaks
 *    become the visible escapes `\n`/`\r`, other control characters `\u{…}`, and a command
 *    start is broken with a backslash.
 *  - In Markdown a backtick, `|`, `*`, `[`… or raw HTML in a file name would restyle, break a
 *    table row or inject markup into the PR comment; GitHub also renders inline HTML, and makes
 *    a link of a bare URL or "www." name.
 */
/** Line separators and control characters a viewer or the runner might act on. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * The characters that restyle text in the middle of a line (values are never placed at a line
 * start, where `#`, `-`, `1.` would also count): emphasis, code, links/images (`[`…`]` — `(`
 * and `!` mean nothing without them), table cells, strike-through, GitHub's `$` math.
 */
const MD_SPECIAL = /[\\`*_[\]|~$]/g;
function escapeUntrusted(text, target) {
    const flat = visibleBreaks(text);
    switch (target.kind) {
        case "log":
            return breakCommands(flat);
        case "markdown":
            // Backslashes first, then entities (whose `&`/`#` must stay unescaped); `@` would ping a
            // user or team.
            return (flat
                // An underscore between two letters or digits can neither open nor close emphasis in GFM,
                // so snake_case names stay readable in the Markdown source.
                .replace(MD_SPECIAL, (c, at, all) => c === "_" && isWordChar(all[at - 1]) && isWordChar(all[at + 1]) ? c : `\\${c}`)
                .replace(/&/g, "&amp;")
                .replace(/</g, "&lt;")
                .replace(/>/g, "&gt;")
                .replace(/@/g, "&#64;")
                // GitHub turns a bare "scheme://…" or "www.…" into a link (GFM's autolink extension).
                .replace(/:(?=\/\/)/g, "\\:")
                .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`));
        case "markdown-code": {
            // Backslashes are literal in a code span, so the fence is made longer than any backtick run
            // inside; `|` is still escaped because GFM splits table cells before reading code spans.
            const body = flat.replace(/\|/g, "\\|");
            const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((r) => r.length));
            const fence = "`".repeat(longest + 1);
            const pad = body.startsWith("`") || body.endsWith("`") || longest > 0 ? " " : "";
            return `${fence}${pad}${body}${pad}${fence}`;
        }
        case "html":
            return htmlEntities(flat);
    }
}
/** An untrusted value inside a log line. */
const forLog = (text) => escapeUntrusted(text, { kind: "log" });
/** An untrusted value in Markdown text or a table cell. */
const forMarkdown = (text) => escapeUntrusted(text, { kind: "markdown" });
/** An untrusted value as Markdown inline code (the returned string includes the backticks). */
const forMarkdownCode = (text) => escapeUntrusted(text, { kind: "markdown-code" });
/** An untrusted value in HTML. */
const forHtml = (text) => escapeUntrusted(text, { kind: "html" });
/**
 * The last guard before a log sink (stderr, stdout, core.info): contamgate's own multi-line
 * output keeps its line feeds, but a lone CR — which the runner also splits on — becomes a
 * visible `\r`, and every line that would start a workflow command is broken. The one CR kept
 * is a terminal redraw (`\r` then ESC[2K, the progress line on a TTY). Values must still be
 * escaped with forLog where they are interpolated; this catches the ones that were not.
 */
function guardLogText(text) {
    return text
        .replace(/\r(?!\n|\x1b\[2K)/g, "\\r")
        .split(/(\r\n|\n|\r)/)
        .map((part, i) => (i % 2 === 1 ? part : breakCommands(part)))
        .join("");
}
function visibleBreaks(text) {
    return text
        .replace(/\r/g, "\\r")
        .replace(/\n/g, "\\n")
        .replace(/\t/g, " ")
        .replace(CONTROL, (c) => `\\u{${c.codePointAt(0).toString(16).padStart(4, "0")}}`);
}
/** `::cmd::` at a line start (after blanks) and `##[` anywhere are what the runner parses. */
function breakCommands(line) {
    return line.replace(/^(\s*)::/, "$1\\::").replace(/##\[/g, "#\\#[");
}
function isWordChar(c) {
    return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}
function htmlEntities(text) {
    return text
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#39;");
}


/***/ }),

/***/ 6480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The tool version every report records; kept equal to package.json by a test. */
const VERSION = "0.1.0";


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __nccwpck_require__(1469);
// EXTERNAL MODULE: ./build/lib/models/secrets.js
var secrets = __nccwpck_require__(2526);
// EXTERNAL MODULE: ./build/lib/text/escape.js
var text_escape = __nccwpck_require__(7127);
// EXTERNAL MODULE: ./build/lib/version.js
var version = __nccwpck_require__(6480);
;// CONCATENATED MODULE: ./build/lib/cli/commands.js
/** One line each; loaded lazily so `contamgate power` does not load the provider SDKs. */
const commands = {
    check: {
        summary: "run every check contamgate.yml configures: power gate, leakage scan, contamination run",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(156), __nccwpck_require__.e(33), __nccwpck_require__.e(815), __nccwpck_require__.e(139), __nccwpck_require__.e(339), __nccwpck_require__.e(736), __nccwpck_require__.e(410), __nccwpck_require__.e(135), __nccwpck_require__.e(274), __nccwpck_require__.e(931), __nccwpck_require__.e(702), __nccwpck_require__.e(887), __nccwpck_require__.e(28), __nccwpck_require__.e(376), __nccwpck_require__.e(329), __nccwpck_require__.e(177), __nccwpck_require__.e(455), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1936))).checkCommand,
    },
    power: {
        summary: "what a design can see before any spend: exact power, minimum detectable drop, questions needed",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(410), __nccwpck_require__.e(135), __nccwpck_require__.e(931), __nccwpck_require__.e(376), __nccwpck_require__.e(329), __nccwpck_require__.e(676)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4676))).powerCommand,
    },
    verdict: {
        summary: "contamination verdicts from paired outcomes (exact McNemar, Holm, E[max], Cochran's Q)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(410), __nccwpck_require__.e(135), __nccwpck_require__.e(931), __nccwpck_require__.e(702), __nccwpck_require__.e(887), __nccwpck_require__.e(193)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1193))).verdictCommand,
    },
    compare: {
        summary: "did a candidate get better or worse than the baseline on the same items (paired, exact)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(156), __nccwpck_require__.e(33), __nccwpck_require__.e(815), __nccwpck_require__.e(410), __nccwpck_require__.e(135), __nccwpck_require__.e(274), __nccwpck_require__.e(702), __nccwpck_require__.e(329), __nccwpck_require__.e(455), __nccwpck_require__.e(338)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9361))).compareCommand,
    },
    verify: {
        summary: "check the instrument on fake models: detection, false positives, power",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(135), __nccwpck_require__.e(931), __nccwpck_require__.e(887), __nccwpck_require__.e(439)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7927))).verifyCommand,
    },
    leakage: {
        summary: "find probe and holdout questions copied into corpora (exact Jaccard/containment over character shingles)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(339), __nccwpck_require__.e(410), __nccwpck_require__.e(28), __nccwpck_require__.e(737), __nccwpck_require__.e(75)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9163))).leakageCommand,
    },
    merge: {
        summary: "combine the reports of leakage --shard i/N runs",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(156), __nccwpck_require__.e(139), __nccwpck_require__.e(339), __nccwpck_require__.e(194), __nccwpck_require__.e(410), __nccwpck_require__.e(28), __nccwpck_require__.e(737), __nccwpck_require__.e(839)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4839))).mergeCommand,
    },
    ingest: {
        summary: "convert MMLU-layout CSVs into benchmark items, with a manifest of rejected rows and why",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(410), __nccwpck_require__.e(855)]).then(__nccwpck_require__.bind(__nccwpck_require__, 855))).ingestCommand,
    },
    perturb: {
        summary: "show benchmark items as perturbed (side by side, or --json for tooling)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(156), __nccwpck_require__.e(33), __nccwpck_require__.e(815), __nccwpck_require__.e(410), __nccwpck_require__.e(274), __nccwpck_require__.e(94)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3009))).perturbCommand,
    },
    import: {
        summary: "per-sample results of other eval tools (inspect_ai, lm-evaluation-harness, …) as outcome rows",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(339), __nccwpck_require__.e(483), __nccwpck_require__.e(306), __nccwpck_require__.e(410), __nccwpck_require__.e(702), __nccwpck_require__.e(533)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4238))).importCommand,
    },
    run: {
        summary: "the measured run: power gate, announced spend, models asked through the response cache, verdicts",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(156), __nccwpck_require__.e(33), __nccwpck_require__.e(815), __nccwpck_require__.e(736), __nccwpck_require__.e(410), __nccwpck_require__.e(135), __nccwpck_require__.e(274), __nccwpck_require__.e(931), __nccwpck_require__.e(702), __nccwpck_require__.e(887), __nccwpck_require__.e(376), __nccwpck_require__.e(177), __nccwpck_require__.e(454)]).then(__nccwpck_require__.bind(__nccwpck_require__, 753))).runCommand,
    },
};

;// CONCATENATED MODULE: ./build/lib/cli/main.js





async function main(argv, rawIo) {
    // In CI stdout and stderr are the Actions log: no line, however it was built, may start a
    // workflow command (src/text/escape.ts). Keys are redacted from everything printed.
    const keys = (0,secrets/* knownKeys */.eE)(rawIo.env);
    const io = {
        env: rawIo.env,
        cwd: rawIo.cwd,
        stdout: (t) => rawIo.stdout((0,text_escape/* guardLogText */.NR)((0,secrets/* redactKnownKeys */.x5)(t, keys))),
        stderr: (t) => rawIo.stderr((0,text_escape/* guardLogText */.NR)((0,secrets/* redactKnownKeys */.x5)(t, keys))),
        ...(rawIo.interrupt ? { interrupt: rawIo.interrupt } : {}),
        ...(rawIo.stdin ? { stdin: rawIo.stdin } : {}),
        ...(rawIo.now ? { now: rawIo.now } : {}),
        ...(rawIo.stderrIsTTY !== undefined ? { stderrIsTTY: rawIo.stderrIsTTY } : {}),
    };
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
        io.stdout(usage());
        return name === undefined ? errors/* ExitCode */.yU.InvalidInput : errors/* ExitCode */.yU.Pass;
    }
    if (name === "--version") {
        io.stdout(`${version/* VERSION */.x}\n`);
        return errors/* ExitCode */.yU.Pass;
    }
    const entry = commands[name];
    if (!entry) {
        io.stderr(`contamgate: unknown command "${(0,text_escape/* forLog */.Ig)(name)}"; run "contamgate --help" for the list\n`);
        return errors/* ExitCode */.yU.InvalidInput;
    }
    try {
        const command = await entry.load();
        return await command(rest, io);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz || e instanceof errors/* StopError */.Tj) {
            // Messages quote flag values; a key pasted into the wrong flag must not be printed back.
            io.stderr(`contamgate ${name}: ${(0,text_escape/* forLog */.Ig)(redactKeys(e.message, io.env))}\n`);
            return e.exitCode;
        }
        // Unexpected: still no stack trace by default, but say it is a bug.
        const msg = e instanceof Error ? e.message : String(e);
        io.stderr(`contamgate ${name}: internal error: ${(0,text_escape/* forLog */.Ig)(redactKeys(msg, io.env))}\n`);
        if (io.env.CONTAMGATE_DEBUG)
            io.stderr(`${e instanceof Error ? e.stack : ""}\n`);
        return errors/* ExitCode */.yU.InvalidInput;
    }
}
/**
 * The keys in the environment, and any word shaped like a credential. Narrower than the
 * providers' redactSecrets, whose header patterns would also eat wording such as
 * `api_key": unknown key` in a config error.
 */
function redactKeys(text, env) {
    const out = (0,secrets/* redactKnownKeys */.x5)(text, (0,secrets/* knownKeys */.eE)(env));
    return out.replace(/[A-Za-z0-9_\-+/=]{12,}/g, (word) => ((0,secrets/* looksLikeKey */.zC)(word) ? "[redacted]" : word));
}
function usage() {
    const width = Math.max(...Object.keys(commands).map((k) => k.length));
    const lines = Object.entries(commands).map(([k, v]) => `  ${k.padEnd(width)}  ${v.summary}`);
    return [
        "contamgate — keeps LLM evaluations honest in CI",
        "",
        "usage: contamgate <command> [flags]",
        "",
        ...lines,
        "",
        "exit codes: 0 pass, 1 contamination or leakage found, 2 design underpowered,",
        "            3 spending not confirmed (--yes missing), 4 invalid input or usage",
        "",
    ].join("\n");
}

// EXTERNAL MODULE: ./build/lib/run/execute.js
var execute = __nccwpck_require__(7857);
;// CONCATENATED MODULE: ./build/lib/interrupt.js
/**
 * SIGINT / SIGTERM as an AbortSignal, for the commands that spend money (run, check, the action).
 * The first signal only aborts: the run stops asking, keeps what arrived (the response cache),
 * writes its partial report and says what a rerun will ask; the command then exits 128 + the
 * signal's number (130 for SIGINT, 143 for SIGTERM). A second signal exits at once.
 * The engine never touches `process`: it is handed the signal (RunDeps.abort).
 */

const INTERRUPT_SIGNALS = { SIGINT: 2, SIGTERM: 15 };
function listenForSignals(proc, say) {
    const controller = new AbortController();
    let first;
    const handlers = new Map();
    for (const name of Object.keys(INTERRUPT_SIGNALS)) {
        const onSignal = () => {
            if (first !== undefined) {
                say(`contamgate: ${name} again: quitting now (answers already stored in the response cache are kept; no report is written)`);
                proc.exit(128 + INTERRUPT_SIGNALS[name]);
                return;
            }
            first = name;
            say(`contamgate: ${name}: no new questions are asked; answers in flight may still arrive for ${execute/* INTERRUPT_GRACE_MS */.mA / 1000} s, ` +
                `then the partial report is written (${name === "SIGINT" ? "Ctrl-C" : "a second signal"} again quits at once)`);
            controller.abort(name);
        };
        handlers.set(name, onSignal);
        proc.on(name, onSignal);
    }
    return {
        signal: controller.signal,
        exitCode: () => (first === undefined ? undefined : 128 + INTERRUPT_SIGNALS[first]),
        dispose: () => {
            for (const [name, h] of handlers)
                proc.off(name, h);
        },
    };
}

;// CONCATENATED MODULE: ./build/lib/cli/io.js

function processIo() {
    const out = closedPipeIsQuiet(process.stdout);
    const err = closedPipeIsQuiet(process.stderr);
    return {
        stdout: (t) => void out(t),
        stderr: (t) => void err(t),
        env: process.env,
        cwd: process.cwd(),
        interrupt: () => listenForSignals(process, (line) => process.stderr.write(`${line}\n`)),
        stdin: () => process.stdin,
        now: () => performance.now(),
        stderrIsTTY: process.stderr.isTTY ?? false,
    };
}
/**
 * A reader that stops early (`contamgate power --json - | head`) closes the pipe, and the next write
 * fails with EPIPE — an 'error' event that, unhandled, is a stack trace. The rest of the output
 * has nowhere to go, which is not the command's failure: drop it, and let the command finish and
 * exit with its own code (the verdict still matters to `set -o pipefail`).
 */
function closedPipeIsQuiet(stream) {
    let open = true;
    stream.on("error", (e) => {
        open = false;
        if (e.code !== "EPIPE" && stream !== process.stderr) {
            process.stderr.write(`contamgate: cannot write to standard output (${e.code ?? e.message})\n`);
            process.exitCode = 4;
        }
    });
    return (text) => {
        if (open)
            stream.write(text);
    };
}
/** Collects output in memory, for tests. */
function memoryIo(env = {}, cwd = process.cwd()) {
    const out = [];
    const err = [];
    const io = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), env, cwd };
    return { io, stdout: () => out.join(""), stderr: () => err.join("") };
}

;// CONCATENATED MODULE: ./build/lib/cli/bin.js




main(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
}, (e) => {
    process.stderr.write(`contamgate: internal error: ${(0,text_escape/* forLog */.Ig)((0,secrets/* redactKnownKeys */.x5)(e instanceof Error ? e.message : String(e), (0,secrets/* knownKeys */.eE)(process.env)))}\n`);
    process.exitCode = 4;
});

