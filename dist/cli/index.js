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

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

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

/***/ 6115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  x: () => (/* reexport */ version/* VERSION */.x),
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __nccwpck_require__(1469);
// EXTERNAL MODULE: ./build/lib/models/secrets.js
var secrets = __nccwpck_require__(2526);
// EXTERNAL MODULE: ./build/lib/version.js
var version = __nccwpck_require__(6480);
;// CONCATENATED MODULE: ./build/lib/cli/commands.js
/** One line each; loaded lazily so `contamgate power` does not load the provider SDKs. */
const commands = {
    check: { summary: "run every check contamgate.yml configures: power gate, leakage scan, contamination run", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(815), __nccwpck_require__.e(139), __nccwpck_require__.e(736), __nccwpck_require__.e(254), __nccwpck_require__.e(692), __nccwpck_require__.e(208), __nccwpck_require__.e(334), __nccwpck_require__.e(575), __nccwpck_require__.e(470)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6470))).checkCommand },
    power: { summary: "what a design can see before any spend: exact power, minimum detectable drop, questions needed", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(254), __nccwpck_require__.e(676)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4676))).powerCommand },
    verdict: { summary: "contamination verdicts from paired outcomes (exact McNemar, Holm, E[max], Cochran's Q)", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(254), __nccwpck_require__.e(208), __nccwpck_require__.e(624)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1624))).verdictCommand },
    verify: { summary: "check the instrument on fake models: detection, false positives, power", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(254), __nccwpck_require__.e(208), __nccwpck_require__.e(507)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1507))).verifyCommand },
    leakage: { summary: "find probe and holdout questions copied into corpora (exact Jaccard/containment over character shingles)", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(334), __nccwpck_require__.e(377)]).then(__nccwpck_require__.bind(__nccwpck_require__, 823))).leakageCommand },
    merge: { summary: "combine the reports of leakage --shard i/N runs", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(334), __nccwpck_require__.e(656)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3306))).mergeCommand },
    ingest: { summary: "convert MMLU-layout CSVs into benchmark items, with a manifest of rejected rows and why", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(855)]).then(__nccwpck_require__.bind(__nccwpck_require__, 855))).ingestCommand },
    perturb: { summary: "show benchmark items as perturbed (side by side, or --json for tooling)", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(815), __nccwpck_require__.e(692), __nccwpck_require__.e(9)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3009))).perturbCommand },
    run: { summary: "the measured run: power gate, announced spend, models asked through the response cache, verdicts", load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(815), __nccwpck_require__.e(736), __nccwpck_require__.e(254), __nccwpck_require__.e(692), __nccwpck_require__.e(208), __nccwpck_require__.e(575), __nccwpck_require__.e(28)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5028))).runCommand },
};

;// CONCATENATED MODULE: ./build/lib/cli/main.js




async function main(argv, io) {
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
        io.stderr(`contamgate: unknown command "${name}"; run "contamgate --help" for the list\n`);
        return errors/* ExitCode */.yU.InvalidInput;
    }
    try {
        const command = await entry.load();
        return await command(rest, io);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz || e instanceof errors/* StopError */.Tj) {
            // Messages quote flag values; a key pasted into the wrong flag must not be printed back.
            io.stderr(`contamgate ${name}: ${redactKeys(e.message, io.env)}\n`);
            return e.exitCode;
        }
        // Unexpected: still no stack trace by default, but say it is a bug.
        const msg = e instanceof Error ? e.message : String(e);
        io.stderr(`contamgate ${name}: internal error: ${redactKeys(msg, io.env)}\n`);
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
    let out = text;
    for (const name of Object.values(secrets/* KEY_ENV */.uM)) {
        const v = env[name];
        if (v !== undefined && v.length >= 8)
            out = out.split(v).join("[redacted]");
    }
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


/***/ }),

/***/ 1469:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 2526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   uM: () => (/* binding */ KEY_ENV),
/* harmony export */   wt: () => (/* binding */ urlHasCredentials),
/* harmony export */   zC: () => (/* binding */ looksLikeKey)
/* harmony export */ });
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
/**
 * Removes every key we know of (the three environment variables' values) and anything shaped
 * like a credential from a message, so provider errors can be shown and logged as they are.
 */
function redactSecrets(text, env = {}) {
    let out = text;
    for (const name of Object.values(KEY_ENV)) {
        const v = env[name];
        if (v !== undefined && v.length >= 4)
            out = out.split(v).join(REDACTED);
    }
    out = out.replace(/(sk-(?:ant-|proj-)?)[A-Za-z0-9_-]{6,}/g, `$1${REDACTED}`);
    out = out.replace(/\b(bearer\s+)[^\s"',}]+/gi, `$1${REDACTED}`);
    out = out.replace(/((?:x-api-key|api[_-]?key|authorization)["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, `$1${REDACTED}`);
    out = out.replace(/(\/\/)[^/@\s:]+:[^/@\s]+@/g, `$1${REDACTED}@`);
    return out;
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
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
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

// EXTERNAL MODULE: ./build/lib/cli/main.js + 1 modules
var main = __nccwpck_require__(6115);
;// CONCATENATED MODULE: ./build/lib/cli/io.js
function processIo() {
    return {
        stdout: (t) => process.stdout.write(t),
        stderr: (t) => process.stderr.write(t),
        env: process.env,
        cwd: process.cwd(),
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


(0,main/* main */.i)(process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
}, (e) => {
    process.stderr.write(`contamgate: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 4;
});

