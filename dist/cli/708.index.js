export const id = 708;
export const ids = [708];
export const modules = {

/***/ 3876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   bQ: () => (/* binding */ parseFlags)
/* harmony export */ });
/* unused harmony export RENAMED_FLAGS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);


/**
 * Spellings that went when the commands were given one vocabulary (README "Flags"): nothing was
 * released with them, so they are refused, with the name that replaced them.
 */
const RENAMED_FLAGS = {
    budget: ["max-calls"],
    benchmark: ["items"],
    out: ["outcomes", "items"],
    split: ["helm-split"],
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
    const msg = (e instanceof Error ? e.message.split("\n")[0] : String(e)).replace(/^TypeError \[[A-Z_]+\]: /, "");
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
/** A number flag: finite, inside [min, max] (open ends when `open` says so), else exit 4. */
function numberFlag(name, raw, opts) {
    if (raw === undefined)
        return undefined;
    const v = raw.trim() === "" ? NaN : Number(raw);
    const bad = !Number.isFinite(v) ||
        (opts.integer === true && !Number.isInteger(v)) ||
        (opts.min !== undefined && (opts.minOpen ? v <= opts.min : v < opts.min)) ||
        (opts.max !== undefined && (opts.maxOpen ? v >= opts.max : v > opts.max));
    if (bad)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--${name} must be ${opts.range} (got "${raw}")`);
    return v;
}


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

/***/ 2887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ outputIn),
/* harmony export */   G8: () => (/* binding */ prepareFolder),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   XC: () => (/* binding */ outputPath),
/* harmony export */   c1: () => (/* binding */ openOutput),
/* harmony export */   cw: () => (/* binding */ outputError),
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
    const f = await openOutput(out);
    try {
        await f.handle.writeFile(body);
    }
    catch (e) {
        await f.abort();
        throw outputError(out, "cannot write", e);
    }
    await f.commit();
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
/** A failed write as the user reads it: the flag, the path, and the reason in words with its code. */
function outputError(out, what, e) {
    const code = e.code;
    const reason = typeof code === "string" ? `${REASONS[code] ?? "error"} (${code})` : "I/O error";
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

/***/ 261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ duplicateTopLevelKey),
/* harmony export */   _: () => (/* binding */ decodeUtf8)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Strict decoding of the text users hand us (benchmark items, verdict rows, probes, corpora), below
 * every layer that reads such files: bad bytes and repeated keys are errors, never silent changes.
 */

/**
 * Strict UTF-8: a lenient decoder would turn bad bytes into U+FFFD and silently change an
 * item's text (and so its prompt and cache key). The error names the first bad line.
 */
function decodeUtf8(bytes, file) {
    const fatal = new TextDecoder("utf-8", { fatal: true });
    try {
        return fatal.decode(bytes);
    }
    catch {
        let start = 0;
        let line = 1;
        for (let i = 0; i <= bytes.length; i++) {
            if (i === bytes.length || bytes[i] === 0x0a) {
                try {
                    fatal.decode(bytes.subarray(start, i));
                }
                catch {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file, line });
                }
                start = i + 1;
                line++;
            }
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid UTF-8", { file });
    }
}
/**
 * The first key repeated at the top level of a JSON object text that already parsed. JSON.parse
 * keeps the last of two "answer" keys without a word; for an item that silently picks an answer.
 */
function duplicateTopLevelKey(json) {
    const seen = new Set();
    let depth = 0;
    for (let i = 0; i < json.length; i++) {
        const ch = json[i];
        if (ch === '"') {
            let j = i + 1;
            while (j < json.length && json[j] !== '"')
                j += json[j] === "\\" ? 2 : 1;
            if (depth === 1) {
                let k = j + 1;
                while (k < json.length && /\s/.test(json[k]))
                    k++;
                if (json[k] === ":") {
                    const key = JSON.parse(json.slice(i, j + 1));
                    if (seen.has(key))
                        return key;
                    seen.add(key);
                }
            }
            i = j;
        }
        else if (ch === "{" || ch === "[")
            depth++;
        else if (ch === "}" || ch === "]")
            depth--;
    }
    return undefined;
}


/***/ })

};
