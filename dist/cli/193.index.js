export const id = 193;
export const ids = [193];
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

/***/ 1193:
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
// EXTERNAL MODULE: ./build/lib/verdict/parse-outcomes.js
var parse_outcomes = __webpack_require__(7575);
// EXTERNAL MODULE: ./build/lib/verdict/parse-table.js
var parse_table = __webpack_require__(2052);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/json-flag.js
var json_flag = __webpack_require__(3354);
// EXTERNAL MODULE: ./build/lib/text/iso-date.js
var iso_date = __webpack_require__(1020);
// EXTERNAL MODULE: ./build/lib/verdict/time-split.js + 1 modules
var time_split = __webpack_require__(3853);
;// CONCATENATED MODULE: ./build/lib/cli/verdict-time-split.js
/**
 * `verdict --input`'s time split (docs/statistics.md "Time split (v2)"): `--training-cutoff
 * [MODEL=]DATE` and `--discordant-rate P` with the rows' `published_at` → the input
 * `run` builds from its items and config (the same `timeSplitInput`), so the same answers give
 * the same figures. Every problem is an exit-4 error naming the flag.
 */




const CUTOFF = { field: "--training-cutoff" };
const RATE = "--discordant-rate";
/**
 * The time split's input, or null without `--training-cutoff`. `rows` are the outcome rows read
 * (null when the input had none: the paired format or tables carry no dates).
 */
function timeSplitFromFlags(flags, tables, rows, targetEffect) {
    if (!flags.cutoffs?.length) {
        if (flags.discordantRate !== undefined)
            throw new errors/* InputError */.dz(`${RATE} is for the time split's power: it needs --training-cutoff`, { field: RATE });
        return null;
    }
    const models = [...new Set(tables.map((t) => t.model))];
    const cutoffs = cutoffsByModel(flags.cutoffs, models);
    if (rows === null || !anyDated(rows)) {
        throw new errors/* InputError */.dz("--training-cutoff needs dated items: no outcome row of --input has published_at (YYYY-MM-DD; docs/outcomes.md)", CUTOFF);
    }
    if (flags.discordantRate === undefined) {
        throw new errors/* InputError */.dz(`--training-cutoff needs ${RATE} P: the design's expected share of discordant pairs, for the time split's power (as run takes it)`, { field: RATE });
    }
    const psi = (0,ranges/* parseNumber */.$J)(flags.discordantRate, ranges/* RANGES */.$M.discordantRate, { kind: "flag", flag: RATE }).value;
    // As run's design refuses it: a drop cannot exceed the discordant rate.
    if (targetEffect > psi) {
        throw new errors/* InputError */.dz(`--target-effect ${targetEffect} exceeds the expected discordant rate ${psi} (a drop cannot exceed the discordant rate)`, { field: RATE });
    }
    return (0,time_split/* timeSplitInput */.oB)(datedIds(rows), cutoffs, psi);
}
/** Each row's (id, date), one at a time: a file of millions of rows is not copied. */
function* datedIds(rows) {
    for (let i = 0; i < rows.length; i++)
        yield [rows.id(i), rows.publishedAt(i)];
}
function anyDated(rows) {
    for (let i = 0; i < rows.length; i++)
        if (rows.publishedAt(i) !== undefined)
            return true;
    return false;
}
/**
 * `MODEL=DATE` sets that model's cutoff; a bare `DATE` sets every model's that has none of its
 * own. A model must be one of the input's; each model and the bare date at most once.
 */
function cutoffsByModel(raw, models) {
    const own = new Map();
    let every;
    for (const text of raw) {
        // A date has no "=": the last one separates a model name that may hold one.
        const eq = text.lastIndexOf("=");
        const model = eq < 0 ? undefined : text.slice(0, eq);
        const date = eq < 0 ? text : text.slice(eq + 1);
        if (model === "")
            throw new errors/* InputError */.dz(`expected [MODEL=]YYYY-MM-DD (got "${text.slice(0, 80)}")`, CUTOFF);
        if (!(0,iso_date/* isIsoDate */.s)(date)) {
            throw new errors/* InputError */.dz(`${model === undefined ? "" : `${model.slice(0, 80)}: `}expected a calendar date YYYY-MM-DD (got "${date.slice(0, 40)}")`, CUTOFF);
        }
        if (model === undefined) {
            if (every !== undefined)
                throw new errors/* InputError */.dz(`a bare date (every model's cutoff) is given twice`, CUTOFF);
            every = date;
            continue;
        }
        if (!models.includes(model)) {
            throw new errors/* InputError */.dz(`"${model.slice(0, 80)}" names no model in the input (models: ${models.join(", ")})`, CUTOFF);
        }
        if (own.has(model))
            throw new errors/* InputError */.dz(`"${model}" is given twice`, CUTOFF);
        own.set(model, date);
    }
    const cutoffs = new Map();
    for (const m of models) {
        const date = own.get(m) ?? every;
        if (date !== undefined)
            cutoffs.set(m, date);
    }
    return cutoffs;
}

;// CONCATENATED MODULE: ./build/lib/cli/verdict.js


















const HELP = `usage: contamgate verdict (--input PATH | --table MODEL[@PERTURBER]=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","perturber"?,"id","original","perturbed"} (null = unparsed),
                        or outcome rows {"model","id","condition","correct","epoch"?,"cluster"?,"published_at"?} (docs/outcomes.md:
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
  --training-cutoff [MODEL=]DATE
                        the last day (YYYY-MM-DD) of MODEL's training data (a bare date: every
                        model's); repeatable. Needs rows with published_at: each such model's drop
                        before vs after its cutoff (the time split, its own Holm family)
  --discordant-rate P
                        with --training-cutoff: the design's ψ, for the time split's power
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
    "training-cutoff": { type: "string", multiple: true },
    "discordant-rate": { type: "string" },
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
    let rows = null;
    const epoch = (0,args/* rangedFlag */.oH)(values.epoch, "epoch", "epoch");
    if (values.input !== undefined && (await (0,read/* looksLikeOutcomes */.nX)(values.input, io.cwd, "--input"))) {
        const f = await (0,read/* readOutcomesFile */.Sj)(values.input, io.cwd, "--input");
        // Said, not silently ignored: the verdict's exact test treats items as independent.
        if (anyCluster(f.table))
            io.stderr("warning: the rows carry clusters; the verdict does not use them: its exact test treats items as independent\n");
        tables.push(...(0,parse_outcomes/* tablesFromConditions */.y)(f, epoch !== undefined ? { epoch } : {}));
        rows = f.table;
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
    const timeSplit = timeSplitFromFlags({ cutoffs: values["training-cutoff"], discordantRate: values["discordant-rate"] }, tables, rows, design.targetEffect);
    const json = (0,verdict_json/* verdictJson */.G)((0,compute/* computeVerdict */.z)(tables, design, controlsFromFlags(values, tables, design), timeSplit));
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
    const targetEffect = (0,args/* rangedFlag */.oH)(str("target-effect"), "target-effect", "targetEffect");
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
        const v = (0,args/* rangedFlag */.oH)(str(flag), flag, flag === "models" ? "models" : "perturbersTried") ?? given[flag];
        if (v < given[flag]) {
            throw new errors/* InputError */.dz(`--${flag} ${v} is fewer than the ${given[flag]} ${flag} given: the family counts every one tried`, { field: `--${flag}` });
        }
        return v;
    };
    return {
        targetEffect,
        alpha: (0,args/* rangedFlag */.oH)(str("alpha"), "alpha", "alpha") ?? ranges/* RANGES */.$M.alpha.default,
        models: counted("models"),
        perturbers: counted("perturbers"),
        emax: emax,
        power: (0,args/* rangedFlag */.oH)(str("power"), "power", "power") ?? ranges/* RANGES */.$M.power.default,
    };
}
function anyCluster(t) {
    for (let i = 0; i < t.length; i++)
        if (t.cluster(i) !== undefined)
            return true;
    return false;
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

/***/ 1020:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ isIsoDate)
/* harmony export */ });
/** A real calendar date in YYYY-MM-DD (rejects 2023-02-30, 2023-2-1, times). ISO dates compare correctly as strings. */
function isIsoDate(s) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m)
        return false;
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    if (y < 1 || mo < 1 || mo > 12 || d < 1)
        return false;
    const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    return d <= dim;
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
