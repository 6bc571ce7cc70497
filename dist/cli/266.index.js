export const id = 266;
export const ids = [266];
export const modules = {

/***/ 3354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ jsonFlag)
/* harmony export */ });
/* harmony import */ var _io_output_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2887);

/** Resolves `--json` and checks its file before any work (with the other outputs and the inputs it may not replace). */
async function jsonFlag(raw, io, o = {}) {
    const toStdout = raw === "-";
    const file = raw === undefined || toStdout ? undefined : (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .outputPath */ .XC)(raw, { cwd: io.cwd, field: "--json" });
    await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .preflightOutputs */ .K5)([file, ...(o.otherOutputs ?? [])], o.inputs ?? []);
    return {
        toStdout,
        file,
        text: toStdout ? () => { } : io.stdout,
        write: async (body) => {
            if (toStdout)
                io.stdout(body);
            else if (file)
                await (0,_io_output_file_js__WEBPACK_IMPORTED_MODULE_0__/* .writeOutput */ .zh)(file, body);
        },
    };
}


/***/ }),

/***/ 6266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VERDICT_FLAGS: () => (/* binding */ VERDICT_FLAGS),
  verdictCommand: () => (/* binding */ verdictCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/text/strict.js
var strict = __webpack_require__(261);
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 1 modules
var compute = __webpack_require__(1136);
// EXTERNAL MODULE: ./build/lib/verdict/controls.js + 2 modules
var controls = __webpack_require__(856);
// EXTERNAL MODULE: ./build/lib/report/verdict-json.js + 2 modules
var verdict_json = __webpack_require__(1239);
// EXTERNAL MODULE: ./build/lib/report/verdict-text.js
var verdict_text = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/lib/verdict/parse-jsonl.js
var parse_jsonl = __webpack_require__(438);
// EXTERNAL MODULE: ./build/lib/outcomes/read.js
var read = __webpack_require__(9754);
// EXTERNAL MODULE: ./build/lib/outcomes/types.js
var types = __webpack_require__(7425);
// EXTERNAL MODULE: ./build/lib/verdict/parse-table.js
var parse_table = __webpack_require__(2052);
;// CONCATENATED MODULE: ./build/lib/verdict/parse-outcomes.js
/**
 * Outcome rows (the pivot format, docs/outcomes.md) → the paired tables of a contamination
 * verdict. Rows of condition `original` pair with the rows of each perturbed condition on
 * (model, id[, epoch]): `perturbed` is the one perturber of a single-perturber input,
 * `perturbed:<name>` perturber <name> of several. An item with no partner is an error naming its
 * line, never dropped; so is any other condition (that is a compare input, not a verdict's).
 */




/** The perturber a condition names, or null for `original`. */
function perturberOf(condition, file, line) {
    if (condition === types/* ORIGINAL */.mx)
        return null;
    if (condition === types/* PERTURBED */.ax)
        return parse_table/* SINGLE_PERTURBER */.rv;
    if (condition.startsWith(types/* PERTURBED_PREFIX */.lx) && condition.length > types/* PERTURBED_PREFIX */.lx.length) {
        return condition.slice(types/* PERTURBED_PREFIX */.lx.length);
    }
    throw new errors/* InputError */.dz(`condition "${condition}" is not one a verdict reads: original, perturbed, or perturbed:<name> (two other conditions are an A/B comparison, not a contamination verdict)`, { file, line, field: "condition" });
}
function tablesFromConditions(f, o = {}) {
    const { file } = f;
    // Replicates of one item are not independent items: the exact test would count one item twice.
    const epochs = new Set();
    for (const r of f.rows)
        epochs.add(epochOf(r));
    if (o.epoch === undefined && epochs.size > 1) {
        const first = epochOf(f.rows[0]);
        const i = f.rows.findIndex((r) => epochOf(r) !== first);
        throw new errors/* InputError */.dz(`the rows hold ${epochs.size} epochs (replicates); the verdict's exact test needs independent items, so pick one with --epoch N`, { file, line: f.lines[Math.max(i, 0)], field: "epoch" });
    }
    if (o.epoch !== undefined && !epochs.has(o.epoch)) {
        throw new errors/* InputError */.dz(`no row has epoch ${o.epoch} (epochs present: ${[...epochs].sort((a, b) => a - b).join(", ") || "none"})`, {
            field: "--epoch",
        });
    }
    /** model → id → its original row's index; model → perturber → id → its perturbed row's index. */
    const originals = new Map();
    const perturbed = new Map();
    let single;
    let firstPerturbedLine = 0;
    let anyPerturbed = false;
    f.rows.forEach((r, i) => {
        const line = f.lines[i];
        if (o.epoch !== undefined && epochOf(r) !== o.epoch)
            return;
        const perturber = perturberOf(r.condition, file, line);
        if (perturber === null) {
            getOrSet(originals, r.model, () => new Map()).set(r.id, i);
            return;
        }
        const isSingle = r.condition === types/* PERTURBED */.ax;
        if (single === undefined) {
            single = isSingle;
            firstPerturbedLine = line;
        }
        else if (single !== isSingle) {
            throw new errors/* InputError */.dz(`line ${firstPerturbedLine} has condition "${single ? types/* PERTURBED */.ax : "perturbed:<name>"}" and this one "${r.condition}": use "perturbed" for a single perturber or "perturbed:<name>" on every perturbed row`, { file, line, field: "condition" });
        }
        anyPerturbed = true;
        getOrSet(getOrSet(perturbed, r.model, () => new Map()), perturber, () => new Map()).set(r.id, i);
    });
    if (originals.size === 0) {
        throw new errors/* InputError */.dz(`no row has condition "${types/* ORIGINAL */.mx}": a verdict compares original with perturbed answers`, {
            file,
            field: "condition",
        });
    }
    if (!anyPerturbed) {
        throw new errors/* InputError */.dz(`no row has a perturbed condition ("${types/* PERTURBED */.ax}" or "perturbed:<name>")`, {
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
                throw new errors/* InputError */.dz(`model "${model}", id "${id}" has a perturbed row (condition ${conditionName(perturber, single)}) but no original row to pair it with`, { file, line: f.lines[i], field: "id" });
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
            throw new errors/* InputError */.dz(`model "${model}" has original rows but no perturbed ones`, {
                file,
                line: f.lines[first],
                field: "condition",
            });
        }
        for (const [perturber, ids] of byPerturber) {
            for (const [id, i] of origs) {
                const p = ids.get(id);
                if (p === undefined) {
                    throw new errors/* InputError */.dz(`model "${model}", id "${id}" has an original row but none with condition ${conditionName(perturber, single)}`, { file, line: f.lines[i], field: "id" });
                }
                rows.push({
                    model,
                    perturber,
                    id,
                    original: f.rows[i].correct,
                    perturbed: f.rows[p].correct,
                    line: f.lines[i],
                });
            }
        }
    }
    return (0,parse_jsonl/* tablesFromOutcomes */.D)(rows, file);
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
function epochOf(r) {
    return r.epoch ?? 1;
}
function conditionName(perturber, single) {
    return `"${single ? types/* PERTURBED */.ax : types/* PERTURBED_PREFIX */.lx + perturber}"`;
}

// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/json-flag.js
var json_flag = __webpack_require__(3354);
;// CONCATENATED MODULE: ./build/lib/cli/verdict.js
















const HELP = `usage: contamgate verdict (--input PATH | --table MODEL[@PERTURBER]=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","perturber"?,"id","original","perturbed"} (null = unparsed),
                        or outcome rows {"model","id","condition","correct","epoch"?,"cluster"?} (docs/outcomes.md:
                        condition original pairs with perturbed or perturbed:<name> on model and id)
  --epoch N             with outcome rows holding several epochs: the one replicate to judge
  --table MODEL=a,b,c,e a paired table (a both, b original only, c perturbed only, e neither); repeatable
  --table MODEL@PERTURBER=a,b,c,e
                        the same for one perturber of several; every (model, perturber) pair is one
                        hypothesis of the family (Holm over all M × K of them)
  --target-effect D     preregistered drop the design must see, as a proportion (0.05 = 5 pt); required
  --alpha A             family-wise level, one-sided (default 0.05)
  --models M            models in the design (default: the models given; never fewer)
  --perturbers K        perturbers tried, for Holm and the E[max] deflation (default: the perturbers
                        given; never fewer — a perturber tried but not given counts with p = 1)
  --emax exact|bailey   E[max] by quadrature (default) or the Bailey–López de Prado approximation
  --power P             target power, for warnings and the detection floor (default 0.80)
  --control MODEL       a declared clean control (repeatable; needs --input): never named; every other
                        model is tested for a drop larger than the control's (exact sign-flip test, in
                        the same Holm family)
  --controls-against each|mean
                        one test per control (default) or one against the controls' mean
  --json PATH           also write the verdict as JSON (- prints it instead of the text)

exit: 1 when any model is detected, 0 otherwise, 4 on invalid input
`;
const VERDICT_FLAGS = {
    input: { type: "string" },
    epoch: { type: "string" },
    table: { type: "string", multiple: true },
    alpha: { type: "string" },
    "target-effect": { type: "string" },
    models: { type: "string" },
    perturbers: { type: "string" },
    emax: { type: "string" },
    power: { type: "string" },
    json: { type: "string" },
    control: { type: "string", multiple: true },
    "controls-against": { type: "string" },
    help: { type: "boolean", short: "h" },
};
async function verdictCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, VERDICT_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    const out = await (0,json_flag/* jsonFlag */.h)(values.json, io, {
        inputs: values.input === undefined ? [] : [{ what: "the --input outcomes", path: (0,external_node_path_.resolve)(io.cwd, values.input) }],
    });
    const tables = [];
    const epoch = (0,args/* numberFlag */.C$)("epoch", values.epoch, { min: 1, max: 1e9, integer: true, range: "an integer ≥ 1" });
    if (values.input !== undefined && (await (0,read/* looksLikeOutcomes */.nX)(values.input, io.cwd, "--input"))) {
        const f = await (0,read/* readOutcomesFile */.Sj)(values.input, io.cwd, "--input");
        // Said, not silently ignored: the verdict's exact test treats items as independent.
        if (f.rows.some((r) => r.cluster !== undefined))
            io.stderr("warning: the rows carry clusters; the verdict does not use them: its exact test treats items as independent\n");
        tables.push(...tablesFromConditions(f, epoch !== undefined ? { epoch } : {}));
    }
    else if (epoch !== undefined) {
        throw new errors/* InputError */.dz("--epoch applies to outcome rows (--input with a condition field) only", { field: "--epoch" });
    }
    else if (values.input !== undefined) {
        const { real } = await (0,checked_file/* checkInputFile */.xR)((0,external_node_path_.resolve)(io.cwd, values.input), {
            display: values.input,
            maxBytes: limits/* MAX_ITEMS_FILE_BYTES */.Pn,
            what: "the input",
            workspace: io.cwd,
            field: "--input",
        });
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(real);
        }
        catch (e) {
            const code = e.code ?? "unreadable";
            throw new errors/* InputError */.dz(`cannot read the input (${code})`, { file: values.input, field: "--input" });
        }
        // Strict: a lenient decode would turn a bad byte in an id into U+FFFD and pair the wrong rows.
        tables.push(...(0,parse_jsonl/* parsePairedJsonl */.x)((0,strict/* decodeUtf8 */._)(bytes, values.input), values.input));
    }
    const specs = (values.table ?? []).map(parse_table/* parseTableSpec */.xx);
    if (specs.some((t) => t.perturberGiven) && specs.some((t) => !t.perturberGiven)) {
        throw new errors/* InputError */.dz("give every --table as MODEL@PERTURBER=… or every one as MODEL=… (a bare MODEL means the only perturber)", { field: "--table" });
    }
    for (const { perturberGiven: _, ...t } of specs)
        tables.push(t);
    if (tables.length === 0)
        throw new errors/* InputError */.dz("give --input PATH and/or at least one --table MODEL=a,b,c,e", { field: "--input" });
    (0,parse_table/* checkUniquePairs */.vf)(tables);
    const design = designFromFlags(values, tables);
    const json = (0,verdict_json/* verdictJson */.G)((0,compute/* computeVerdict */.z)(tables, design, controlsFromFlags(values, tables, design)));
    out.text((0,verdict_text/* renderVerdictText */.rP)(json));
    await out.write(JSON.stringify(json, null, 2) + "\n");
    return json.models.some((m) => m.detected) ? errors/* ExitCode */.yU.Found : errors/* ExitCode */.yU.Pass;
}
/** --control / --controls-against → the declaration, every problem an exit-4 error naming the flag. */
function controlsFromFlags(values, tables, design) {
    const names = values.control ?? [];
    const against = values["controls-against"] ?? "each";
    if (against !== "each" && against !== "mean") {
        throw new errors/* InputError */.dz(`--controls-against must be each or mean (got "${against}")`, { field: "--controls-against" });
    }
    if (names.length === 0) {
        if (values["controls-against"] !== undefined) {
            throw new errors/* InputError */.dz("--controls-against needs at least one --control MODEL", { field: "--controls-against" });
        }
        return controls/* NO_CONTROLS */.vr;
    }
    const where = { field: "--control" };
    const models = new Set(tables.map((t) => t.model));
    const perturbers = new Set(tables.map((t) => t.perturber));
    const seen = new Set();
    for (const c of names) {
        if (seen.has(c))
            throw new errors/* InputError */.dz(`--control ${c} given twice`, where);
        seen.add(c);
        if (!models.has(c)) {
            throw new errors/* InputError */.dz(`--control ${c} names no model in the input (models: ${[...models].join(", ")})`, where);
        }
        for (const p of perturbers) {
            const t = tables.find((x) => x.model === c && x.perturber === p);
            if (t === undefined)
                throw new errors/* InputError */.dz(`--control ${c} has no outcomes under perturber "${p}"`, where);
        }
    }
    for (const t of tables) {
        if (t.items === null) {
            throw new errors/* InputError */.dz(`--control needs item-level outcomes (--input): "${t.model}" was given as a --table, which has none`, where);
        }
    }
    if (seen.size >= design.models) {
        throw new errors/* InputError */.dz(`every model is a control (${seen.size} of M = ${design.models}); nothing to compare`, where);
    }
    return { kind: "declared", controls: [...seen], against };
}
function designFromFlags(values, tables) {
    const str = (k) => values[k];
    const targetEffect = (0,args/* numberFlag */.C$)("target-effect", str("target-effect"), {
        min: 0,
        max: 1,
        minOpen: true,
        range: "a proportion in (0, 1], e.g. 0.05 for 5 points",
    });
    if (targetEffect === undefined) {
        throw new errors/* InputError */.dz("--target-effect is required: the preregistered drop the design must see (e.g. 0.05)", {
            field: "--target-effect",
        });
    }
    const emax = str("emax") ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new errors/* InputError */.dz(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
    const given = {
        models: new Set(tables.map((t) => t.model)).size,
        perturbers: new Set(tables.map((t) => t.perturber)).size,
    };
    const counted = (flag) => {
        const v = (0,args/* numberFlag */.C$)(flag, str(flag), { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ??
            given[flag];
        if (v < given[flag]) {
            throw new errors/* InputError */.dz(`--${flag} ${v} is fewer than the ${given[flag]} ${flag} given: the family counts every one tried`, { field: `--${flag}` });
        }
        return v;
    };
    return {
        targetEffect,
        alpha: (0,args/* numberFlag */.C$)("alpha", str("alpha"), { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ??
            0.05,
        models: counted("models"),
        perturbers: counted("perturbers"),
        emax: emax,
        power: (0,args/* numberFlag */.C$)("power", str("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "in (0, 1)" }) ?? 0.8,
    };
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




/** Yields every line (BOM dropped, trailing \r kept for the caller to trim), 1-based. */
async function* fileLines(real, display) {
    let carry = Buffer.alloc(0);
    let line = 1;
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
    }
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

/***/ 9754:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sj: () => (/* binding */ readOutcomesFile),
/* harmony export */   nX: () => (/* binding */ looksLikeOutcomes)
/* harmony export */ });
/* unused harmony exports parseOutcomeLine, collectOutcomeLines, parseOutcomesText */
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
    if (c.rows.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("no outcome rows (the file is empty)", { file });
    return { file, rows: c.rows, lines: c.lines };
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
const OUTCOME_KEYS = ["model", "id", "condition", "correct", "epoch", "cluster"];
const REQUIRED_OUTCOME_KEYS = ["model", "id", "condition", "correct"];


/***/ }),

/***/ 8564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UM: () => (/* binding */ OutcomeCollector),
/* harmony export */   f3: () => (/* binding */ checkRow),
/* harmony export */   xK: () => (/* binding */ rowFromJson)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7425);
/**
 * Validation of outcome rows, shared by the file reader and by importers that build rows from
 * another tool's log: one row's shape (`rowFromJson`) and the file-wide rules (`OutcomeCollector`:
 * no duplicate (model, id, condition, epoch), epochs given on all rows of a (model, condition) or
 * none, one cluster per id, the row cap). Every problem is an exit-4 InputError naming where.
 */



/** The row a parsed JSON value describes, or an InputError naming file, line and field. */
function rowFromJson(v, at) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("expected a JSON object", at);
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTCOME_KEYS */ .ie.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown field (allowed: ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTCOME_KEYS */ .ie.join(", ")})`, { ...at, field: key });
        }
    }
    for (const key of _types_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUIRED_OUTCOME_KEYS */ .mI) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("missing", { ...at, field: key });
    }
    const row = {
        model: name(obj.model, at, "model"),
        id: idText(obj.id, at),
        condition: name(obj.condition, at, "condition"),
        correct: correct(obj.correct, at),
    };
    if (obj.epoch !== undefined)
        row.epoch = epoch(obj.epoch, at);
    if (obj.cluster !== undefined)
        row.cluster = name(obj.cluster, at, "cluster");
    return row;
}
/** Checks a row built in code (an importer's) as strictly as one read from a file. */
function checkRow(row, at) {
    return rowFromJson(row, at);
}
function name(v, at, field) {
    if (typeof v !== "string" || v.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string", { ...at, field });
    }
    // " original" would silently be a condition of its own, never paired with "original".
    if (v.trim() !== v)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must not start or end with white space", { ...at, field });
    return v;
}
function idText(v, at) {
    if (typeof v === "string" && v !== "")
        return v;
    // Beyond 2^53 JSON.parse rounds: two ids would become one value that is not in the file.
    if (typeof v === "number" && Number.isSafeInteger(v))
        return String(v);
    if (typeof v === "number") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { ...at, field: "id" });
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string or an integer", { ...at, field: "id" });
}
function correct(v, at) {
    if (v === true || v === false || v === null)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be true, false or null (null = unparsed), got ${describe(v)}`, {
        ...at,
        field: "correct",
    });
}
function epoch(v, at) {
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 1)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be an integer ≥ 1, got ${describe(v)}`, { ...at, field: "epoch" });
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
 * The rules that span rows. `add` each row in order; the first breach throws at the row that
 * shows it, naming the row it clashes with. Maps are keyed per (model, condition) and hold row
 * indices, not objects: a file of millions of rows costs a few numbers per row.
 */
class OutcomeCollector {
    rows = [];
    /** The file and line of each row (line 0: none, for rows an importer built). */
    files = [];
    lines = [];
    /** model → condition → its rows: whether they carry epochs, and (id[, epoch]) → row index. */
    groups = new Map();
    /** id → the first row that named it (its cluster is that row's). */
    clusterOf = new Map();
    /** Where row `i` came from, as an error at `at` should name it. */
    placeOf(i) {
        const line = this.lines[i];
        return line > 0 ? { file: this.files[i], line } : { file: this.files[i] };
    }
    add(row, at) {
        const index = this.rows.length;
        if (index >= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTCOME_ROWS */ .MI) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`more than ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTCOME_ROWS */ .MI.toLocaleString("en-US")} outcome rows; the cap is ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_OUTCOME_ROWS */ .MI.toLocaleString("en-US")} (docs/reliability.md "Caps")`, at);
        }
        let byCondition = this.groups.get(row.model);
        if (byCondition === undefined) {
            byCondition = new Map();
            this.groups.set(row.model, byCondition);
        }
        const has = row.epoch !== undefined;
        let group = byCondition.get(row.condition);
        if (group === undefined) {
            group = { epochs: has, first: index, seen: new Map() };
            byCondition.set(row.condition, group);
        }
        else if (group.epochs !== has) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${row.model}", condition "${row.condition}": ${describePlace(this.placeOf(group.first), at)} ${group.epochs ? "gives" : "gives no"} epoch, this row ${has ? "does" : "does not"}; give it on every row of the pair or on none`, { ...at, field: "epoch" });
        }
        // Within one group every key is an id or every key is id NUL epoch (digits): no two collide.
        const key = has ? `${row.id}\0${row.epoch}` : row.id;
        const prev = group.seen.get(key);
        if (prev !== undefined) {
            const ep = has ? `, epoch ${row.epoch}` : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`duplicate row for model "${row.model}", id "${row.id}", condition "${row.condition}"${ep} (first at ${describePlace(this.placeOf(prev), at)})`, { ...at, field: "id" });
        }
        const c = this.clusterOf.get(row.id);
        if (c === undefined)
            this.clusterOf.set(row.id, index);
        else if (this.rows[c].cluster !== row.cluster) {
            const was = this.rows[c].cluster;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`id "${row.id}" has ${was === undefined ? "no cluster" : `cluster "${was}"`} at ${describePlace(this.placeOf(c), at)}; an item belongs to one cluster on every row`, { ...at, field: "cluster" });
        }
        group.seen.set(key, index);
        this.rows.push(row);
        this.files.push(at.file);
        this.lines.push(at.line ?? 0);
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
    out.push(`contamgate verdict: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(d.models, "model")} × ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(d.perturbers, "perturber")} tried; ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .familyPhrase */ .io)(d)}; exact one-sided McNemar at α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(d.alpha)}, Holm over the family, ` +
        `melded lower bound deflated by E[max](K = ${d.perturbers}) = ${d.emax_value.toFixed(4)} (${d.emax}); ` +
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
    for (const p of m.perturbers)
        lines.push(...pairLines(p, m.detected, d));
    for (const b of (0,_time_split_text_js__WEBPACK_IMPORTED_MODULE_1__/* .timeSplitBlocks */ .c)([m]))
        lines.push(`  time split (${b.head})`, ...b.lines.map((l) => `    ${l}`));
    return lines;
}
function pairLines(p, modelNamed, d) {
    const { a, b, c, e } = p.table;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .dropDigits */ .sO)(p.drop_ci);
    const lines = [
        `  perturber ${p.perturber}: ${p.detected ? "fires (Holm p < α and adjusted lower bound > 0)" : "does not fire"}`,
        `    table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither`,
        `    accuracy original ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyOriginalPhrase */ .YS)(p)}, perturbed ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .accuracyPerturbedPhrase */ .u2)(p)}`,
        `    drop ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .dropPhrase */ .NY)(p)} — melded interval (Fay & Lumbard 2021); ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .lcbLabel */ .MX)(d.alpha)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__.pt)(p.lcb, dp)}`,
        `    deflation E[max](K = ${d.perturbers}) × √n_d/n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .ptSize */ .iu)(p.deflation, 2)}; adjusted lower bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__.pt)(p.adjusted_lcb, dp)}`,
        `    exact one-sided ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_value)}; Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_holm)} over the family of ${d.family_size} (Benjamini–Hochberg ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pIs */ .jO)(p.p_bh)}, for triage only)`,
    ];
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

/***/ 438:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ tablesFromOutcomes),
/* harmony export */   x: () => (/* binding */ parsePairedJsonl)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(261);
/* harmony import */ var _parse_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2052);



const FIELDS = ["model", "id", "original", "perturbed"];
const OPTIONAL = ["perturber"];
/**
 * Parses paired outcomes as JSONL (one `{"model","perturber"?,"id","original","perturbed"}` object a line;
 * blank lines are skipped). Every problem is an exit-4 InputError naming file, line and field;
 * messages quote ids and model names (identifiers) but never answer or question text.
 */
function parsePairedJsonl(text, file) {
    const rows = [];
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        if (raw.trim() === "")
            continue;
        rows.push({ ...parseRow(raw, file, i + 1), line: i + 1 });
    }
    return tablesFromOutcomes(rows, file);
}
function parseRow(raw, file, line) {
    let v;
    try {
        v = JSON.parse(raw);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("not valid JSON (expected one object per line)", { file, line });
    }
    // JSON.parse keeps the last of two "original" keys without a word: that would flip an outcome.
    const dup = (0,_text_strict_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateTopLevelKey */ .E)(raw.trim());
    if (dup !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("appears twice on the line", { file, line, field: dup });
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("expected a JSON object", { file, line });
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!FIELDS.includes(key) && !OPTIONAL.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown field (allowed: ${[...FIELDS, ...OPTIONAL].join(", ")})`, {
                file,
                line,
                field: key,
            });
        }
    }
    for (const key of FIELDS) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("missing", { file, line, field: key });
    }
    const { model, id, original, perturbed, perturber } = obj;
    if (typeof model !== "string" || model.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string", { file, line, field: "model" });
    }
    if (perturber !== undefined && (typeof perturber !== "string" || perturber.trim() === "")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string when present", { file, line, field: "perturber" });
    }
    let idText;
    if (typeof id === "string" && id !== "")
        idText = id;
    // Beyond 2^53 JSON.parse rounds: two ids would tally as one value that is not in the file.
    else if (typeof id === "number" && Number.isSafeInteger(id))
        idText = String(id);
    else if (typeof id === "number")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("a numeric id must be an integer below 2^53 (JSON numbers beyond that are rounded); write it as a string", { file, line, field: "id" });
    else
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string or a number", { file, line, field: "id" });
    return {
        model,
        perturber: perturber === undefined ? null : perturber,
        id: idText,
        original: outcome(original, file, line, "original"),
        perturbed: outcome(perturbed, file, line, "perturbed"),
    };
}
function outcome(v, file, line, field) {
    if (v === true || v === false || v === null)
        return v;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`must be true, false or null (null = unparsed), got ${describe(v)}`, { file, line, field });
}
function describe(v) {
    if (typeof v === "string")
        return "a string";
    if (typeof v === "number")
        return "a number";
    if (Array.isArray(v))
        return "an array";
    return typeof v === "object" ? "an object" : typeof v;
}
/**
 * Tallies outcomes into one table per (model, perturber) pair (in order of first appearance).
 * Every pair must cover exactly the same ids: a paired comparison across models with different
 * item sets would silently compare different things. Either every row names its perturber or
 * none does. The tables keep the item-level differences (same id order for all), so
 * heterogeneity can respect the pairing.
 */
function tablesFromOutcomes(rows, file) {
    if (rows.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("empty input: no rows", { file, line: 1, field: "model" });
    const named = rows[0].perturber !== null;
    const byPair = new Map();
    let last;
    for (const r of rows) {
        if ((r.perturber !== null) !== named) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(named
                ? "missing: the first row names its perturber, so every row must"
                : "the first row names no perturber, so no row may", { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "perturber" });
        }
        const perturber = r.perturber ?? _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv;
        // Rows usually come grouped by pair: the key is built only when the pair changes.
        let pair = last !== undefined && last.model === r.model && last.perturber === perturber ? last : undefined;
        if (!pair) {
            const key = JSON.stringify([r.model, perturber]);
            pair = byPair.get(key);
            if (!pair) {
                pair = { model: r.model, perturber, items: new Map() };
                byPair.set(key, pair);
            }
        }
        last = pair;
        const prev = pair.items.get(r.id);
        if (prev) {
            const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
            const which = named ? ` with perturber "${perturber}"` : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`duplicate row for model "${r.model}"${which} and id "${r.id}"${first}`, {
                file,
                ...(r.line !== undefined ? { line: r.line } : {}),
                field: "id",
            });
        }
        pair.items.set(r.id, r);
    }
    // Equal sizes and one pair's ids all inside the first's ⇒ the same id set; only when that
    // fails is the offending id looked for (one lookup per row on the happy path).
    const [first, ...others] = [...byPair.values()];
    for (const o of others) {
        if (o.items.size === first.items.size && everyIdIn(o.items, first.items))
            continue;
        for (const [id, r] of first.items)
            if (!o.items.has(id))
                throw missingId(label(o), id, r, file);
        for (const [id, r] of o.items)
            if (!first.items.has(id))
                throw missingId(label(first), id, r, file);
    }
    const ids = [...first.items.keys()];
    const tables = [];
    for (const pair of byPair.values()) {
        const d = new Int8Array(ids.length);
        const t = {
            model: pair.model,
            perturber: pair.perturber,
            a: 0,
            b: 0,
            c: 0,
            e: 0,
            unparsedOriginal: 0,
            unparsedPerturbed: 0,
            items: { ids, d },
        };
        ids.forEach((id, i) => {
            const r = pair.items.get(id);
            const o = r.original === true;
            const p = r.perturbed === true;
            d[i] = (o ? 1 : 0) - (p ? 1 : 0);
            if (o && p)
                t.a++;
            else if (o)
                t.b++;
            else if (p)
                t.c++;
            else
                t.e++;
            if (r.original === null)
                t.unparsedOriginal++;
            if (r.perturbed === null)
                t.unparsedPerturbed++;
        });
        tables.push(t);
    }
    return tables;
}
function label(p) {
    return p.perturber === _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv ? p.model : `${p.model}@${p.perturber}`;
}
function everyIdIn(items, reference) {
    for (const id of items.keys())
        if (!reference.has(id))
            return false;
    return true;
}
function missingId(pair, id, r, file) {
    const other = r.perturber === null ? r.model : `${r.model}@${r.perturber}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${pair}" has no row for id "${id}", which "${other}" has`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
    });
}


/***/ }),

/***/ 2052:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rv: () => (/* binding */ SINGLE_PERTURBER),
/* harmony export */   vf: () => (/* binding */ checkUniquePairs),
/* harmony export */   xx: () => (/* binding */ parseTableSpec)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);

/** The perturber of a table given without one (`--table NAME=…`, JSONL rows without `perturber`). */
const SINGLE_PERTURBER = "perturbed";
/**
 * Parses a `--table MODEL=a,b,c,e` or `--table MODEL@PERTURBER=a,b,c,e` flag (a both correct,
 * b original only, c perturbed only, e neither). Unparsed counts and item-level outcomes are
 * unknown from a table, so they stay null. The last `@` before `=` splits model and perturber.
 */
function parseTableSpec(spec) {
    const eq = spec.indexOf("=");
    const where = { field: "--table" };
    const usage = `expected MODEL=a,b,c,e or MODEL@PERTURBER=a,b,c,e (got "${spec}")`;
    if (eq <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(usage, where);
    const name = spec.slice(0, eq).trim();
    const at = name.lastIndexOf("@");
    const model = (at >= 0 ? name.slice(0, at) : name).trim();
    const perturber = at >= 0 ? name.slice(at + 1).trim() : SINGLE_PERTURBER;
    if (model === "" || perturber === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(usage, where);
    const parts = spec.slice(eq + 1).split(",");
    if (parts.length !== 4) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": expected four counts a,b,c,e (got ${parts.length})`, where);
    }
    const counts = parts.map((p) => {
        const s = p.trim();
        const v = /^\d+$/.test(s) ? Number(s) : NaN;
        if (!Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": counts must be integers ≥ 0 (got "${p}")`, where);
        return v;
    });
    const [a, b, c, e] = counts;
    if (a + b + c + e === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`"${name}": the table is empty (n = 0)`, where);
    return {
        model,
        perturber,
        perturberGiven: at >= 0,
        a,
        b,
        c,
        e,
        unparsedOriginal: null,
        unparsedPerturbed: null,
        items: null,
    };
}
/** (model, perturber) pairs must be unique across --input and --table: verdicts are reported by them. */
function checkUniquePairs(tables, where = {}) {
    const seen = new Set();
    for (const t of tables) {
        const key = JSON.stringify([t.model, t.perturber]);
        if (seen.has(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${t.model}" with perturber "${t.perturber}" appears twice`, {
                field: "model",
                ...where,
            });
        }
        seen.add(key);
    }
}


/***/ })

};
