export const id = 702;
export const ids = [702];
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

/***/ 8119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ fileLines)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4354);
/**
 * The lines of a UTF-8 file, streamed: the file is never held whole (an outcomes file of a large
 * run can pass what V8 holds as one string), the bytes are checked as strict UTF-8 (a lenient
 * decode would turn a bad byte in an id into U+FFFD and pair the wrong rows; the error names the
 * line), and a line over MAX_LINE_BYTES stops the read at that line (docs/reliability.md "Caps").
 */




/**
 * Yields every line (BOM dropped, trailing \r kept for the caller to trim), 1-based. `meter`
 * hears the lines and bytes read after each chunk (src/outcomes/import/types.ts ReadMeter).
 */
async function* fileLines(real, display, meter) {
    let carry = Buffer.alloc(0);
    let line = 1;
    let read = 0;
    const tooLong = (at) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`line is longer than ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LINE_BYTES */ .Oc)}, the cap on a line (docs/reliability.md "Caps")`, { file: display, line: at });
    let stream;
    try {
        stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(real, { highWaterMark: 1 << 20 });
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot read the file (${e.code ?? "error"})`, { file: display });
    }
    try {
        for await (const chunk of stream) {
            read += chunk.length;
            meter?.update(line - 1, read);
            const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
            const last = buf.lastIndexOf(0x0a);
            if (last < 0) {
                if (buf.length > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LINE_BYTES */ .Oc)
                    throw tooLong(line);
                carry = buf;
                continue;
            }
            // Complete lines only: a multi-byte character cut by the chunk boundary stays in the carry.
            const whole = buf.subarray(0, last + 1);
            if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(whole))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("not valid UTF-8", { file: display, line: badLine(whole, line) });
            let start = 0;
            while (start <= last) {
                const nl = buf.indexOf(0x0a, start);
                if (nl - start > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LINE_BYTES */ .Oc)
                    throw tooLong(line);
                const text = buf.toString("utf8", start, nl);
                yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
                line++;
                start = nl + 1;
            }
            carry = Buffer.from(buf.subarray(last + 1));
            if (carry.length > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LINE_BYTES */ .Oc)
                throw tooLong(line);
        }
    }
    catch (e) {
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz)
            throw e;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot read the file (${e.code ?? "error"})`, { file: display });
    }
    if (carry.length > 0) {
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(carry))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("not valid UTF-8", { file: display, line });
        const text = carry.toString("utf8");
        yield { text: line === 1 ? text.replace(/^\uFEFF/, "") : text, line };
        line++;
    }
    meter?.fileDone(line - 1, read);
}
/** The line (counting from `first`) of the first invalid UTF-8 in `buf`, which failed isUtf8. */
function badLine(buf, first) {
    let start = 0;
    for (let line = first;; line++) {
        const nl = buf.indexOf(0x0a, start);
        const end = nl < 0 ? buf.length : nl;
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf.subarray(start, end)))
            return line;
        if (nl < 0)
            return line;
        start = nl + 1;
    }
}


/***/ }),

/***/ 4800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ grown),
/* harmony export */   j: () => (/* binding */ OutcomeTable)
/* harmony export */ });
const NULL_CORRECT = 2;
const NONE = -1;
/** A typed array of `size` holding `a`'s values first (the rest `fill`, else 0): columns grow by doubling. */
function grown(a, size, fill) {
    const b = new a.constructor(size);
    b.set(a);
    if (fill !== undefined)
        b.fill(fill, a.length);
    return b;
}
/** Rows in columns; appended to by OutcomeCollector, read by index. */
class OutcomeTable {
    /** Every model, condition, cluster and date, once. */
    names = [];
    nameIndex = new Map();
    /** (model, condition) groups: the name index of each. */
    groupModel = [];
    groupCondition = [];
    groupIndex = new Map();
    /** Every id, once; per id its first row, cluster and date (name indices, NONE when absent). */
    ids = [];
    idIndex = new Map();
    idFirst = new Int32Array(1024);
    idCluster = new Int32Array(1024);
    idDate = new Int32Array(1024);
    /** The files rows came from. */
    fileNames = [];
    fileIndex = new Map();
    capacity = 1024;
    groupCol = new Int32Array(1024);
    idCol = new Int32Array(1024);
    /** 0 false, 1 true, 2 null. */
    correctCol = new Uint8Array(1024);
    fileCol = new Int32Array(1024);
    /** A file of 4 GiB can hold more lines than 32 bits count. */
    lineCol = new Float64Array(1024);
    /** NaN: no score. Allocated with the first row that has one. */
    scoreCol = null;
    /** 0: no epoch (epochs are ≥ 1). Allocated with the first row that has one. */
    epochCol = null;
    length = 0;
    name(s) {
        let i = this.nameIndex.get(s);
        if (i === undefined) {
            i = this.names.length;
            this.names.push(s);
            this.nameIndex.set(s, i);
        }
        return i;
    }
    /** The group of (model, condition), created when new. */
    group(model, condition) {
        const m = this.name(model);
        const c = this.name(condition);
        let byCondition = this.groupIndex.get(m);
        if (byCondition === undefined) {
            byCondition = new Map();
            this.groupIndex.set(m, byCondition);
        }
        let g = byCondition.get(c);
        if (g === undefined) {
            g = this.groupModel.length;
            this.groupModel.push(m);
            this.groupCondition.push(c);
            byCondition.set(c, g);
        }
        return g;
    }
    /** The id's index, or undefined when no row has it yet. */
    findId(id) {
        return this.idIndex.get(id);
    }
    /** A new id, first seen at row `first` with this cluster and date. */
    addId(id, first, cluster, date) {
        const i = this.ids.length;
        if (i === this.idFirst.length) {
            this.idFirst = grown(this.idFirst, 2 * i);
            this.idCluster = grown(this.idCluster, 2 * i);
            this.idDate = grown(this.idDate, 2 * i);
        }
        this.ids.push(id);
        this.idIndex.set(id, i);
        this.idFirst[i] = first;
        this.idCluster[i] = cluster === undefined ? NONE : this.name(cluster);
        this.idDate[i] = date === undefined ? NONE : this.name(date);
        return i;
    }
    /** Appends a row whose id and group are already indexed. */
    push(group, id, correct, score, epoch, file, line) {
        const i = this.length;
        if (i === this.capacity)
            this.grow();
        this.groupCol[i] = group;
        this.idCol[i] = id;
        this.correctCol[i] = correct === null ? NULL_CORRECT : correct ? 1 : 0;
        let f = this.fileIndex.get(file);
        if (f === undefined) {
            f = this.fileNames.length;
            this.fileNames.push(file);
            this.fileIndex.set(file, f);
        }
        this.fileCol[i] = f;
        this.lineCol[i] = line;
        if (score !== undefined) {
            this.scoreCol ??= new Float64Array(this.capacity).fill(Number.NaN);
            this.scoreCol[i] = score;
        }
        if (epoch !== undefined) {
            this.epochCol ??= new Int32Array(this.capacity);
            this.epochCol[i] = epoch;
        }
        this.length = i + 1;
    }
    grow() {
        const n = 2 * this.capacity;
        this.groupCol = grown(this.groupCol, n);
        this.idCol = grown(this.idCol, n);
        this.correctCol = grown(this.correctCol, n);
        this.fileCol = grown(this.fileCol, n);
        this.lineCol = grown(this.lineCol, n);
        if (this.scoreCol)
            this.scoreCol = grown(this.scoreCol, n, Number.NaN);
        if (this.epochCol)
            this.epochCol = grown(this.epochCol, n);
        this.capacity = n;
    }
    /** The (model, condition) group of row i: equal numbers, equal pairs. */
    groupOf(i) {
        return this.groupCol[i];
    }
    /** How many (model, condition) groups there are (group numbers run 0 … groups − 1, in first-seen order). */
    get groups() {
        return this.groupModel.length;
    }
    groupModelName(g) {
        return this.names[this.groupModel[g]];
    }
    groupConditionName(g) {
        return this.names[this.groupCondition[g]];
    }
    model(i) {
        return this.groupModelName(this.groupCol[i]);
    }
    condition(i) {
        return this.groupConditionName(this.groupCol[i]);
    }
    /** Row i's id number: equal numbers, equal ids. */
    idOf(i) {
        return this.idCol[i];
    }
    /** How many distinct ids there are (id numbers run 0 … ids − 1, in first-seen order). */
    get distinctIds() {
        return this.ids.length;
    }
    idText(id) {
        return this.ids[id];
    }
    id(i) {
        return this.ids[this.idCol[i]];
    }
    /** The row that first named id number `id`. */
    idFirstRow(id) {
        return this.idFirst[id];
    }
    correct(i) {
        const c = this.correctCol[i];
        return c === NULL_CORRECT ? null : c === 1;
    }
    score(i) {
        if (this.scoreCol === null)
            return undefined;
        const s = this.scoreCol[i];
        return Number.isNaN(s) ? undefined : s;
    }
    epoch(i) {
        if (this.epochCol === null)
            return undefined;
        const e = this.epochCol[i];
        return e === 0 ? undefined : e;
    }
    cluster(i) {
        const c = this.idCluster[this.idCol[i]];
        return c === NONE ? undefined : this.names[c];
    }
    publishedAt(i) {
        const d = this.idDate[this.idCol[i]];
        return d === NONE ? undefined : this.names[d];
    }
    file(i) {
        return this.fileNames[this.fileCol[i]];
    }
    /** The 1-based line of row i; 0 for a row an importer built. */
    line(i) {
        return this.lineCol[i];
    }
    /** Row i as an object (optional fields only when present). */
    row(i) {
        const r = {
            model: this.model(i),
            id: this.id(i),
            condition: this.condition(i),
            correct: this.correct(i),
        };
        const score = this.score(i);
        if (score !== undefined)
            r.score = score;
        const epoch = this.epoch(i);
        if (epoch !== undefined)
            r.epoch = epoch;
        const cluster = this.cluster(i);
        if (cluster !== undefined)
            r.cluster = cluster;
        const date = this.publishedAt(i);
        if (date !== undefined)
            r.published_at = date;
        return r;
    }
    /** Every row as an object, built as it is reached. */
    *[Symbol.iterator]() {
        for (let i = 0; i < this.length; i++)
            yield this.row(i);
    }
    /** Every row as an object: for small tables (tests, the library); large paths use the accessors. */
    toRows() {
        return Array.from({ length: this.length }, (_, i) => this.row(i));
    }
}


/***/ }),

/***/ 7425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ax: () => (/* binding */ PERTURBED),
/* harmony export */   ie: () => (/* binding */ OUTCOME_KEYS),
/* harmony export */   lx: () => (/* binding */ PERTURBED_PREFIX),
/* harmony export */   mI: () => (/* binding */ REQUIRED_OUTCOME_KEYS),
/* harmony export */   mx: () => (/* binding */ ORIGINAL)
/* harmony export */ });
/** The condition of unperturbed questions (docs/outcomes.md "Conditions"). */
const ORIGINAL = "original";
/** The condition of the one perturber of a single-perturber run. */
const PERTURBED = "perturbed";
/** `perturbed:<name>`: the condition of perturber <name> when several were run. */
const PERTURBED_PREFIX = "perturbed:";
/** The keys of a row, in the order the writer emits them. */
const OUTCOME_KEYS = [
    "model",
    "id",
    "condition",
    "correct",
    "score",
    "epoch",
    "cluster",
    "published_at",
];
const REQUIRED_OUTCOME_KEYS = ["model", "id", "condition", "correct"];


/***/ }),

/***/ 8564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UM: () => (/* binding */ OutcomeCollector),
/* harmony export */   f3: () => (/* binding */ checkRow),
/* harmony export */   xK: () => (/* binding */ rowFromJson)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4354);
/* harmony import */ var _text_iso_date_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1020);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4800);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7425);
/**
 * Validation of outcome rows, shared by the file reader and by importers that build rows from
 * another tool's log: one row's shape (`rowFromJson`) and the file-wide rules (`OutcomeCollector`:
 * no duplicate (model, id, condition, epoch), epochs given on all rows of a (model, condition) or
 * none, one cluster and one publication date per id, the row cap). Every problem is an exit-4 InputError naming where.
 */






function processHeap() {
    const h = (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.getHeapStatistics)();
    return { used: h.used_heap_size, limit: h.heap_size_limit };
}
/** Rows between two looks at the heap: cheap, and far fewer rows than fill the last 15% of it. */
const HEAP_CHECK_EVERY = 65_536;
/** Past this share of the heap the process is close to dying without a word (V8 aborts, exit 134). */
const HEAP_FULL = 0.85;
/**
 * What the heap guard's message tells the user to do. 10,000,000 rows (the cap) fit the default
 * heap of a 7 GB runner (measured with --max-old-space-size=1792: docs/reliability.md "Memory per
 * outcome row"), so the guard speaks to smaller heaps and to inputs heavier than that measure.
 */
const HEAP_ADVICE = "give node more (NODE_OPTIONS=--max-old-space-size=4096; 10,000,000 rows of 2,500,000 ids were measured to fit 1,792) or split the file";
/** The row a parsed JSON value describes, or an InputError naming file, line and field. */
function rowFromJson(v, at) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("expected a JSON object", at);
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!_types_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOME_KEYS */ .ie.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`unknown field (allowed: ${_types_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOME_KEYS */ .ie.join(", ")})`, { ...at, field: key });
        }
    }
    for (const key of _types_js__WEBPACK_IMPORTED_MODULE_4__/* .REQUIRED_OUTCOME_KEYS */ .mI) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("missing", { ...at, field: key });
    }
    const row = {
        model: name(obj.model, at, "model"),
        id: idText(obj.id, at),
        condition: name(obj.condition, at, "condition"),
        correct: correct(obj.correct, at),
    };
    if (obj.score !== undefined)
        row.score = score(obj.score, at);
    if (obj.epoch !== undefined)
        row.epoch = epoch(obj.epoch, at);
    if (obj.cluster !== undefined)
        row.cluster = name(obj.cluster, at, "cluster");
    if (obj.published_at !== undefined)
        row.published_at = date(obj.published_at, at);
    return row;
}
/** Checks a row built in code (an importer's) as strictly as one read from a file. */
function checkRow(row, at) {
    return rowFromJson(row, at);
}
function name(v, at, field) {
    if (typeof v !== "string" || v.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be a non-empty string", { ...at, field });
    }
    // " original" would silently be a condition of its own, never paired with "original".
    if (v.trim() !== v)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must not start or end with white space", { ...at, field });
    return v;
}
function idText(v, at) {
    if (typeof v === "string" && v !== "")
        return v;
    // Beyond 2^53 JSON.parse rounds: two ids would become one value that is not in the file.
    if (typeof v === "number" && Number.isSafeInteger(v))
        return String(v);
    if (typeof v === "number") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { ...at, field: "id" });
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("must be a non-empty string or an integer", { ...at, field: "id" });
}
function correct(v, at) {
    if (v === true || v === false || v === null)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`must be true, false or null (null = unparsed), got ${describe(v)}`, {
        ...at,
        field: "correct",
    });
}
function score(v, at) {
    if (typeof v === "number" && v >= 0 && v <= 1)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`must be a number in [0, 1] (the probability of the correct answer), got ${describe(v)}`, {
        ...at,
        field: "score",
    });
}
function epoch(v, at) {
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 1)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`must be an integer ≥ 1, got ${describe(v)}`, { ...at, field: "epoch" });
}
function date(v, at) {
    if (typeof v === "string" && (0,_text_iso_date_js__WEBPACK_IMPORTED_MODULE_5__/* .isIsoDate */ .s)(v))
        return v;
    const got = typeof v === "string" ? `"${v.slice(0, 40)}"` : describe(v);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`must be a calendar date YYYY-MM-DD, got ${got}`, { ...at, field: "published_at" });
}
function describe(v) {
    if (typeof v === "string")
        return "a string";
    if (typeof v === "number")
        return String(v);
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "an array";
    return typeof v === "object" ? "an object" : typeof v;
}
/** `prev` as the error at `at` should name it: "line 3" in the same file, else "file:3". */
function describePlace(prev, at) {
    if (prev.file === at.file && prev.line !== undefined)
        return `line ${prev.line}`;
    return prev.line !== undefined ? `${prev.file}:${prev.line}` : prev.file;
}
/**
 * The rows' keys (group, id number, epoch) → row, for the duplicate check: open addressing over
 * one Int32Array of row indices, compared through the table's columns — a few bytes a row, no
 * string or map entry per row (docs/reliability.md "Memory per outcome row").
 */
class RowKeys {
    table;
    slots = new Int32Array(4096).fill(-1);
    used = 0;
    constructor(table) {
        this.table = table;
    }
    static hash(group, id, epoch) {
        let h = Math.imul(id ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(group + 1, 0x85ebca77) ^ Math.imul(epoch + 1, 0xc2b2ae3d);
        h ^= h >>> 15;
        h = Math.imul(h, 0x2c1b3c6d);
        return h ^ (h >>> 12);
    }
    /** The row with this key, or -1. */
    find(group, id, epoch) {
        const mask = this.slots.length - 1;
        for (let s = RowKeys.hash(group, id, epoch) & mask;; s = (s + 1) & mask) {
            const r = this.slots[s];
            if (r < 0)
                return -1;
            const t = this.table;
            if (t.idOf(r) === id && t.groupOf(r) === group && (t.epoch(r) ?? 0) === epoch)
                return r;
        }
    }
    /** Adds row `row` (its key not present). */
    add(row) {
        if (2 * (this.used + 1) > this.slots.length)
            this.rehash(2 * this.slots.length);
        this.place(row, this.slots);
        this.used++;
    }
    place(row, slots) {
        const t = this.table;
        const mask = slots.length - 1;
        let s = RowKeys.hash(t.groupOf(row), t.idOf(row), t.epoch(row) ?? 0) & mask;
        while (slots[s] >= 0)
            s = (s + 1) & mask;
        slots[s] = row;
    }
    rehash(size) {
        const next = new Int32Array(size).fill(-1);
        for (const r of this.slots)
            if (r >= 0)
                this.place(r, next);
        this.slots = next;
    }
}
/**
 * The rules that span rows. `add` each row in order; the first breach throws at the row that
 * shows it, naming the row it clashes with.
 *
 * The rows are kept as columns (src/outcomes/table.ts, docs/reliability.md "Memory per outcome
 * row"): every model, condition, cluster and date is one string per distinct value, every id one
 * string per distinct id, and a row a few numbers in typed arrays, outside V8's heap.
 */
class OutcomeCollector {
    heap;
    /** `heap`: how full this process's heap is (injectable so a test can fill it). */
    constructor(heap = processHeap) {
        this.heap = heap;
    }
    table = new _table_js__WEBPACK_IMPORTED_MODULE_3__/* .OutcomeTable */ .j();
    keys = new RowKeys(this.table);
    /** Per (model, condition) group: whether its rows carry epochs, and its first row. */
    groupEpochs = [];
    groupFirst = [];
    /** The rows as objects: for small inputs and tests; large paths read `table`. */
    get rows() {
        return this.table.toRows();
    }
    /**
     * Refuses, naming the row, before the rows fill the heap: a crash would say nothing of which file
     * or what to do (docs/reliability.md "Memory per outcome row").
     */
    checkHeap(rows, at) {
        const { used, limit } = this.heap();
        if (used <= HEAP_FULL * limit)
            return;
        const mib = (b) => Math.round(b / 2 ** 20).toLocaleString("en-US");
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${rows.toLocaleString("en-US")} outcome rows fill ${mib(used)} of this process's ${mib(limit)} MiB heap; ${HEAP_ADVICE} (docs/reliability.md "Memory per outcome row")`, at);
    }
    /** Where row `i` came from, as an error at `at` should name it. */
    placeOf(i) {
        const line = this.table.line(i);
        return line > 0 ? { file: this.table.file(i), line } : { file: this.table.file(i) };
    }
    add(row, at) {
        const t = this.table;
        const index = t.length;
        if (index % HEAP_CHECK_EVERY === 0 && index > 0)
            this.checkHeap(index, at);
        if (index >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_OUTCOME_ROWS */ .MI) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`more than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_OUTCOME_ROWS */ .MI.toLocaleString("en-US")} outcome rows; the cap is ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_OUTCOME_ROWS */ .MI.toLocaleString("en-US")} (docs/reliability.md "Caps")`, at);
        }
        const group = t.group(row.model, row.condition);
        const has = row.epoch !== undefined;
        if (group === this.groupEpochs.length) {
            this.groupEpochs.push(has);
            this.groupFirst.push(index);
        }
        else if (this.groupEpochs[group] !== has) {
            const epochs = this.groupEpochs[group];
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`model "${row.model}", condition "${row.condition}": ${describePlace(this.placeOf(this.groupFirst[group]), at)} ${epochs ? "gives" : "gives no"} epoch, this row ${has ? "does" : "does not"}; give it on every row of the pair or on none`, { ...at, field: "epoch" });
        }
        const known = t.findId(row.id);
        if (known !== undefined) {
            const prev = this.keys.find(group, known, row.epoch ?? 0);
            if (prev >= 0) {
                const shownEpoch = has ? `, epoch ${row.epoch}` : "";
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`duplicate row for model "${row.model}", id "${row.id}", condition "${row.condition}"${shownEpoch} (first at ${describePlace(this.placeOf(prev), at)})`, { ...at, field: "id" });
            }
            const c = t.idFirstRow(known);
            if (t.cluster(c) !== row.cluster) {
                const was = t.cluster(c);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`id "${row.id}" has ${was === undefined ? "no cluster" : `cluster "${was}"`} at ${describePlace(this.placeOf(c), at)}; an item belongs to one cluster on every row`, { ...at, field: "cluster" });
            }
            if (t.publishedAt(c) !== row.published_at) {
                // The time split puts an item before or after a cutoff by its date: two dates, two answers.
                const was = t.publishedAt(c);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`id "${row.id}" has ${was === undefined ? "no published_at" : `published_at ${was}`} at ${describePlace(this.placeOf(c), at)} and ${row.published_at === undefined ? "none" : row.published_at} here; an item has one publication date on every row`, { ...at, field: "published_at" });
            }
        }
        const id = known ?? t.addId(row.id, index, row.cluster, row.published_at);
        t.push(group, id, row.correct, row.score, row.epoch, at.file, at.line ?? 0);
        this.keys.add(index);
    }
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
