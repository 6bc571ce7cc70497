export const id = 410;
export const ids = [410];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bQ: () => (/* binding */ parseFlags),
/* harmony export */   oH: () => (/* binding */ rangedFlag)
/* harmony export */ });
/* unused harmony export RENAMED_FLAGS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1444);



/**
 * Spellings that went when the commands were given one vocabulary (README "Flags"): nothing was
 * released with them, so they are refused, with the name that replaced them.
 */
const RENAMED_FLAGS = {
    budget: ["max-calls"],
    benchmark: ["items"],
    out: ["outcomes", "items"],
    split: ["helm-split"],
    effect: ["target-effect"],
    "expected-discordant-rate": ["discordant-rate"],
    discordance: ["discordant-rate"],
};
/**
 * node:util parseArgs, strict, with its errors turned into one-line exit-4 InputErrors that say
 * what the flag expects. `help` is the command's --help text: a missing value is explained with
 * the placeholder the help gives the flag (`--json PATH`).
 */
function parseFlags(argv, options, allowPositionals = false, help) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals });
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(explainParseError(e, argv, options, help));
    }
}
function explainParseError(e, argv, options, help) {
    const msg = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(e).replace(/^TypeError \[[A-Z_]+\]: /, "");
    const names = Object.keys(options);
    const unknown = /^Unknown option '([^']+)'/.exec(msg);
    if (unknown) {
        const written = unknown[1];
        const bare = written.replace(/^-+/, "").split("=")[0];
        const renamed = RENAMED_FLAGS[bare]?.find((n) => n in options);
        if (renamed !== undefined)
            return `unknown flag ${written}: it is now --${renamed}`;
        const near = closest(bare, names);
        return `unknown flag ${written}${near ? `; did you mean --${near}?` : ""} (--help lists the flags)`;
    }
    const positional = /^Unexpected argument '([^']*)'/.exec(msg);
    if (positional) {
        const arg = positional[1];
        // The usual cause: a value given to a flag that takes none (`--yes 1`).
        const at = argv.indexOf(arg);
        const before = at > 0 ? argv[at - 1] : "";
        const flag = /^--([^=]+)$/.exec(before)?.[1];
        if (flag !== undefined && options[flag]?.type === "boolean")
            return `unexpected argument "${arg}": --${flag} is a switch and takes no value`;
        return `unexpected argument "${arg}": this command takes no positional arguments; every value follows its flag (--help lists the flags)`;
    }
    const missing = /^Option '(?:-\w, )?--([^ ']+) <value>' argument missing/.exec(msg);
    if (missing) {
        const flag = missing[1];
        const placeholder = help ? new RegExp(`--${flag}[ =]([A-Za-z0-9][^\\s,|]*)`).exec(help)?.[1] : undefined;
        return `--${flag} expects a value${placeholder ? ` (--${flag} ${placeholder})` : ""}`;
    }
    const noValue = /^Option '(?:-\w, )?--([^ ']+)' does not take an argument/.exec(msg);
    if (noValue)
        return `--${noValue[1]} is a switch and takes no value`;
    return msg;
}
/** The option name nearest to what was written, if it is near enough to be a typo. */
function closest(written, names) {
    let best;
    let bestD = Infinity;
    for (const n of names) {
        const d = editDistance(written, n);
        if (d < bestD)
            [best, bestD] = [n, d];
    }
    // One edit per three letters: `--jsn` → `--json`, not `--x` → `--n`.
    return best !== undefined && bestD <= Math.max(1, Math.floor(written.length / 3)) ? best : undefined;
}
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
}
/**
 * A number flag's value, checked against its setting's entry in RANGES (src/ranges.ts), so
 * a range and its wording are written once for every command; undefined when the flag was not given.
 */
function rangedFlag(raw, flag, key) {
    return raw === undefined ? undefined : (0,_ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNumber */ .$J)(raw, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .RANGES */ .$M[key], { kind: "flag", flag: `--${flag}` }).value;
}


/***/ }),

/***/ 2887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ outputIn),
/* harmony export */   G8: () => (/* binding */ prepareFolder),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   XC: () => (/* binding */ outputPath),
/* harmony export */   c1: () => (/* binding */ openOutput),
/* harmony export */   cw: () => (/* binding */ outputError),
/* harmony export */   xb: () => (/* binding */ writeOutputChunks),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* unused harmony export sameFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1469);
/**
 * The one way contamgate writes a file it was asked for (reports, SARIF, JSON, outcome rows, item
 * and manifest files, Dolma attributes; docs/security.md "Outputs"). A pull request can commit a
 * symlink anywhere in the checkout, so inside the workspace no folder on the way and never the file
 * itself may be a link: the folders are walked with lstat from the workspace down, missing ones are
 * created one by one (mkdir never follows a link it would create), an existing link is refused, and
 * the bytes go to a fresh temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW) renamed over
 * the target when complete — a rename replaces a name, never writes through it, and a failed write
 * leaves the old file as it was. A path the user wrote that lies outside the workspace is theirs to
 * name: its existing folders are taken as they are; the folders created and the file still are not
 * links. Names joined below a folder (`outputIn`) may not climb out of it.
 *
 * `preflightOutputs` runs every check (and creates the folders) before any work, so a long scan or a
 * paid run never ends on an output it cannot write, and refuses an output that names an input.
 */





/**
 * The output a flag or input names. `workspace` (default `cwd`) is the checkout a pull request can
 * write into; a path inside it is walked from it without following links.
 */
function outputPath(written, o) {
    if (written === "" || written.includes("\0"))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("expected a file path", { field: o.field });
    const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(o.workspace ?? o.cwd);
    // Lexically, then with links above resolved: a working directory reached through a link (macOS
    // /tmp → /private/tmp) still lies in a workspace given by its real path.
    for (const [cwd, ws] of [
        [o.cwd, workspace],
        [real(o.cwd), real(workspace)],
    ]) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, written);
        if (path === ws)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("names the workspace folder, not a file", where(written, o.field));
        if (inside(path, ws))
            return { path, base: ws, display: written, field: o.field };
    }
    return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(o.cwd, written), base: null, display: written, field: o.field };
}
function real(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(p);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p);
    }
}
/**
 * The file `name` inside the folder `dir` names (report.json inside --report-dir, a Dolma attributes
 * path inside the repository): relative, and no `.`, `..` or empty step, so it never leaves `dir`.
 */
function outputIn(dir, name) {
    const steps = name.split("/");
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(name) ||
        name.includes("\0") ||
        steps.some((s) => s === "" || s === "." || s === ".." || s.includes(node_path__WEBPACK_IMPORTED_MODULE_3__.sep)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`"${name}" is not a name inside the folder (relative, without . or .. steps)`, where(dir.display, dir.field));
    return {
        path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir.path, ...steps),
        base: dir.base,
        display: `${dir.display.replace(/\/+$/, "")}/${name}`,
        field: dir.field,
    };
}
/**
 * Every check a write would make, before any work: no two outputs name one file, none names an
 * input (the same path, or the same file by device and inode: a hard link), no folder on the way
 * and not the file itself is a link, missing folders are created (as `check --report-dir` always
 * did), and the folder is writable.
 */
async function preflightOutputs(outputs, inputs = []) {
    const outs = outputs.filter((o) => o !== undefined);
    // Each file stated once and looked up by key: a Dolma scan of many files has as many outputs.
    const written = new Map();
    for (const out of outs) {
        for (const key of await fileKeys(out.path)) {
            const other = written.get(key);
            if (other !== undefined && other !== out)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${other.field} and ${out.field} name the same file`, where(out.display, out.field));
            written.set(key, out);
        }
    }
    const read = new Map();
    for (const input of inputs)
        for (const key of await fileKeys(input.path))
            read.set(key, input);
    for (const out of outs) {
        for (const key of await fileKeys(out.path)) {
            const input = read.get(key);
            if (input !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${out.field} would overwrite ${input.what}; write it to another path`, where(out.display, out.field));
        }
    }
    for (const out of outs) {
        const folder = await prepareFolder(out);
        await checkTarget(out);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(folder, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
        }
        catch (e) {
            throw outputError(out, "cannot write into its folder", e);
        }
    }
}
/** Writes `body` to the output (replacing the file, never through a link). */
async function writeOutput(out, body) {
    await writeOutputChunks(out, [body]);
}
/** Bytes gathered before one write: few system calls, and memory bounded whatever the report's size. */
const WRITE_BATCH = 1 << 20;
/**
 * Writes the pieces in turn to the output (replacing the file when all are written, never through
 * a link): a report of any size in bounded memory. A failed write is named for what it is (disk
 * full, permission denied: `outputError`); an error that is not the file system's — a piece that
 * could not be made — is passed on as it is, never called an I/O error. Either way the temporary
 * file is removed and the output stays as it was.
 */
async function writeOutputChunks(out, chunks) {
    const f = await openOutput(out);
    try {
        // Pieces are encoded straight into one buffer: joining them into a string first cost as much
        // as making them. Every piece is well-formed UTF-16 (JSON.stringify's output; never half a
        // surrogate pair), so encoding each on its own gives the bytes of the whole.
        const batch = Buffer.allocUnsafe(WRITE_BATCH);
        let size = 0;
        // writeFile, not write: write may write part of the data and return without an error (a disk
        // that fills mid-write); writeFile writes all of it from the current position, or throws.
        const flush = async () => {
            if (size > 0)
                await f.handle.writeFile(batch.subarray(0, size));
            size = 0;
        };
        /** The piece added; a write when one is due, else null (no await a piece: millions of them). */
        const add = (c) => {
            // UTF-8 takes at most 3 bytes for each UTF-16 unit.
            if (typeof c === "string" && 3 * c.length <= WRITE_BATCH - size) {
                size += batch.write(c, size, "utf8");
                return null;
            }
            return flush().then(() => {
                if (typeof c !== "string" || 3 * c.length > WRITE_BATCH)
                    return f.handle.writeFile(c);
                size = batch.write(c, 0, "utf8");
            });
        };
        // `for await` over pieces made synchronously costs a promise and a turn each: a report's
        // pieces are mostly read as plain iterables.
        if (Symbol.iterator in chunks) {
            for (const c of chunks) {
                const w = add(c);
                if (w)
                    await w;
            }
        }
        else {
            for await (const c of chunks) {
                const w = add(c);
                if (w)
                    await w;
            }
        }
        await flush();
    }
    catch (e) {
        await f.abort();
        throw isSystemError(e) ? outputError(out, "cannot write", e) : e;
    }
    await f.commit();
}
/** An error from the operating system (it carries an errno code such as ENOSPC). */
function isSystemError(e) {
    return e instanceof Error && typeof e.code === "string";
}
/** For writers that stream (outcome rows in chunks, gzipped Dolma attributes). */
async function openOutput(out) {
    const folder = await prepareFolder(out);
    await checkTarget(out);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(out.path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    let handle;
    try {
        // O_EXCL: a name that exists (a link included) is refused, not opened; O_NOFOLLOW as well.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temp, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW, 0o666);
    }
    catch (e) {
        throw outputError(out, "cannot write", e);
    }
    let done = false;
    const abort = async () => {
        if (done)
            return;
        done = true;
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true }).catch(() => undefined);
    };
    return {
        handle,
        abort,
        async commit() {
            if (done)
                return;
            try {
                await handle.close();
                done = true;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, out.path);
            }
            catch (e) {
                done = false;
                await abort();
                throw outputError(out, "cannot write", e);
            }
        },
    };
}
/**
 * Whether two paths name one file: the same resolved path, or (when both exist) the same device and
 * inode, so a hard link to an input counts too.
 */
async function sameFile(a, b) {
    const keys = new Set(await fileKeys(a));
    return (await fileKeys(b)).some((k) => keys.has(k));
}
/** The resolved path and, when the file exists, its device and inode. */
async function fileKeys(p) {
    const path = `path:${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p)}`;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(p);
        return [path, `inode:${st.dev}:${st.ino}`];
    }
    catch {
        return [path];
    }
}
/**
 * The output's folder, created where missing, with no link on the way below the base (or, outside
 * the workspace, below the nearest folder that exists). For a store that creates its own files in
 * a folder (the response cache), the same walk: `prepareFolder(outputIn(dir, "x"))`.
 */
async function prepareFolder(out) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(out.path);
    const start = out.base ?? (await nearestExisting(folder));
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(start, folder);
    if (climbs(rel))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`leaves the folder it must stay in (${start})`, where(out.display, out.field));
    let at = start;
    for (const step of rel === "" ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, step);
        let st = await lstatOrNull(at, out);
        if (st === null) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(at);
            }
            catch (e) {
                if (e.code !== "EEXIST")
                    throw outputError(out, `cannot create the folder ${shown(out, at)}`, e);
            }
            st = await lstatOrNull(at, out);
        }
        if (st?.isSymbolicLink())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${shown(out, at)} is a symlink; contamgate never writes through a link (docs/security.md "Outputs")`, where(out.display, out.field));
        if (!st?.isDirectory())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${shown(out, at)} is not a folder`, where(out.display, out.field));
    }
    return folder;
}
/** The output itself: absent, or a regular file (a link or a folder is refused, never replaced). */
async function checkTarget(out) {
    const st = await lstatOrNull(out.path, out);
    if (st === null || st.isFile())
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(st.isSymbolicLink()
        ? `is a symlink; contamgate never writes through a link (docs/security.md "Outputs"): remove it or name another path`
        : st.isDirectory()
            ? "is a folder; name a file"
            : "exists and is not a regular file; name another path", where(out.display, out.field));
}
async function nearestExisting(folder) {
    for (let at = folder;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(at)) {
        try {
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(at)).isDirectory())
                return at;
        }
        catch {
            // missing: look one up
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(at) === at)
            return at;
    }
}
async function lstatOrNull(p, out) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(p);
    }
    catch (e) {
        if (e.code === "ENOENT")
            return null;
        throw outputError(out, "cannot write", e);
    }
}
/** A folder on the way as the user would recognise it: relative to the workspace when inside it. */
function shown(out, at) {
    return out.base === null ? at : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(out.base, at).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join("/") || ".";
}
const REASONS = {
    ENOSPC: "no space left on the device",
    EDQUOT: "disk quota exceeded",
    EROFS: "read-only file system",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    ENOTDIR: "a step of the path is not a folder",
    EISDIR: "is a folder",
    ELOOP: "a symlink on the way",
    ENAMETOOLONG: "name too long",
    EIO: "I/O error",
};
/**
 * A failed write as the user reads it: the flag, the path, and the reason in words with its code.
 * An error without a code is not the file system's and is described by its own message.
 */
function outputError(out, what, e) {
    const code = e.code;
    const reason = typeof code === "string" ? `${REASONS[code] ?? "error"} (${code})` : e instanceof Error ? e.message : String(e);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what}: ${reason}`, where(out.display, out.field));
}
function where(file, field) {
    return { file, field };
}
function inside(path, root) {
    return !climbs((0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, path));
}
/** A relative path that leaves its start ("..foo" is a name, "../foo" is not). */
function climbs(rel) {
    return rel === ".." || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel);
}


/***/ }),

/***/ 1444:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ parseNumber),
/* harmony export */   $M: () => (/* binding */ RANGES),
/* harmony export */   He: () => (/* binding */ zodNumber),
/* harmony export */   lq: () => (/* binding */ rangeText),
/* harmony export */   r4: () => (/* binding */ inRange),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);


const CAP = '(the cap; docs/reliability.md "Caps")';
const big = (x) => x.toLocaleString("en-US");
const RANGES = {
    // design:
    targetEffect: { min: 0, minOpen: true, max: 1 },
    discordantRate: { min: 0, minOpen: true, max: 1 },
    alpha: { min: 0, minOpen: true, max: 0.5, maxOpen: true, default: 0.05 },
    power: { min: 0, minOpen: true, max: 1, maxOpen: true, default: 0.8 },
    perturbersTried: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    n: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUESTIONS */ .Rj, integer: true, cap: "questions" },
    models: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    // benchmark:
    sampleN: { min: 1, integer: true },
    synthetic: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_QUESTIONS */ .Rj, integer: true, cap: "questions" },
    // run:
    requestsPerMinute: { min: 0, minOpen: true },
    concurrency: { min: 1, max: 256, integer: true, default: 4 },
    budget: { min: 0, integer: true },
    temperature: { min: 0, max: 2, default: 0 },
    maxTokens: { min: 1, max: 4096, integer: true, default: 16 },
    timeoutSeconds: { min: 0, minOpen: true, default: 60 },
    maxRetries: { min: 0, max: 20, integer: true, default: 5 },
    // power: and verdict-only figures.
    controls: { min: 1, max: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FAMILY */ ._1, integer: true, cap: "" },
    excessDrop: { min: 0, minOpen: true, max: 1 },
    epoch: { min: 1, max: 1e9, integer: true },
    // verify: (docs/reliability.md); fewer simulations cannot resolve its rates.
    verifyItems: { min: 1, max: 1e6, integer: true, default: 400 },
    sims: { min: 20_000, max: 1e6, integer: true, default: 20_000 },
    // leakage: and merge: views and workers (the scan's own thresholds are its options).
    limit: { min: 0, integer: true, default: 50 },
    // compare: (docs/compare.md); margin and delta in points, 1 = one percentage point.
    marginPt: { min: 0, max: 100, default: 0 },
    deltaPt: { min: 0, minOpen: true, max: 100 },
    designEffect: { min: 1, max: 1e6 },
    passK: { min: 1, max: 1e6, integer: true },
    // leakage: (docs/leakage.md "Settings"); the width is capped by the packed shingle key (leakage/keytable.ts).
    shingleWidth: { min: 1, max: 3, integer: true, default: 3 },
    minContainmentShingles: { min: 1, integer: true, default: 20 },
    // The default is at most this many and at most the CPUs, tried only where that cannot cost more
    // than one thread (leakage/worker-policy.ts DEFAULT_LANES); N asked for is tried on any corpus.
    leakageWorkers: { min: 1, max: 64, integer: true, default: 4 },
    /** Largest share of an arm's paired answers that may be unparsed before the gate fails; 1 allows any. */
    // the soft signal's planned SD of the per-item difference (docs/statistics.md "The soft signal").
    softSd: { min: 0, minOpen: true, max: 1 },
    maxUnparsed: { min: 0, max: 1, default: 0.1 },
};
/** Defaults that are not numbers, also written once. */
const DEFAULTS = {
    cacheDir: ".contamgate-cache",
    seed: "contamgate",
    split: "dev",
    emax: "exact",
    perturbers: ["shuffle_choices"],
    prompt: "en",
    // leakage: decimals as written, decided as exact fractions (leakage/threshold.ts).
    leakageThreshold: "0.8",
    leakageContainment: "0.8",
};
function inRange(v, r) {
    return (Number.isFinite(v) &&
        (r.integer !== true || Number.isInteger(v)) &&
        (r.min === undefined || (r.minOpen ? v > r.min : v >= r.min)) &&
        (r.max === undefined || (r.maxOpen ? v < r.max : v <= r.max)));
}
/** "an integer in [1, 256]", "a number in (0, 0.5)", "an integer ≥ 0", "a number > 0". */
function rangeText(r) {
    const what = r.integer ? "an integer" : "a number";
    if (r.cap !== undefined && r.max !== undefined)
        return `${what} from ${r.min ?? 0} to ${big(r.max)} ${CAP}`;
    if (r.min !== undefined && r.max !== undefined)
        return `${what} in ${r.minOpen ? "(" : "["}${r.min}, ${r.max}${r.maxOpen ? ")" : "]"}`;
    if (r.min !== undefined)
        return `${what} ${r.minOpen ? ">" : "≥"} ${r.min}`;
    if (r.max !== undefined)
        return `${what} ${r.maxOpen ? "<" : "≤"} ${r.max}`;
    return what;
}
/**
 * A zod number for a config field with this range (and its default, when it has one). The caller
 * passes its zod: this module is on the scan's start-up path (src/leakage/plan.ts), which must not
 * load zod for a flags-only scan.
 */
function zodNumber(zod, r) {
    let s = zod.number();
    if (r.integer)
        s = s.int();
    if (r.min !== undefined)
        s = r.minOpen ? s.gt(r.min) : s.min(r.min);
    if (r.max !== undefined && r.cap !== undefined)
        s = s.max(r.max, `at most ${big(r.max)}${r.cap ? ` ${r.cap}` : ""} ${CAP}`);
    else if (r.max !== undefined)
        s = r.maxOpen ? s.lt(r.max) : s.max(r.max);
    return s;
}
/**
 * A flag's or an action input's text as a number in the setting's range, or one exit-4 line
 * naming that flag or input. Flags read as `--concurrency must be an integer in [1, 256] (got "0")`;
 * inputs as `field "max-calls": must be a whole number from 0 to … (got "-3")`, the wording of
 * the other action inputs.
 */
function parseNumber(raw, r, source) {
    const text = raw.trim();
    // Inputs are YAML strings: only plain decimals; flags also take what Number() reads (1e3).
    const v = text === "" ? NaN : source.kind === "input" && r.integer && !/^\d+$/.test(text) ? NaN : Number(text);
    if (!inRange(v, r)) {
        if (source.kind === "flag")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${source.flag} must be ${rangeText(r)} (got "${raw}")`);
        const range = r.integer && !r.minOpen && !r.maxOpen
            ? `a whole number from ${r.min ?? 0} to ${r.max ?? Number.MAX_SAFE_INTEGER}`
            : rangeText(r);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be ${range} (got "${raw}")`, { field: source.input });
    }
    return { value: v, source };
}


/***/ })

};
