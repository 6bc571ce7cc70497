export const id = 886;
export const ids = [886];
export const modules = {

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


/***/ })

};
