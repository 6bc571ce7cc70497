export const id = 338;
export const ids = [338];
export const modules = {

/***/ 9361:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_FLAGS: () => (/* binding */ COMPARE_FLAGS),
  compareCommand: () => (/* binding */ compareCommand),
  compareExitCode: () => (/* binding */ compareExitCode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/config/load.js + 6 modules
var load = __webpack_require__(5274);
// EXTERNAL MODULE: ./build/lib/compare/compute.js + 4 modules
var compute = __webpack_require__(7121);
// EXTERNAL MODULE: ./build/lib/compare/pair.js
var pair = __webpack_require__(602);
// EXTERNAL MODULE: ./build/lib/compare/select.js
var compare_select = __webpack_require__(4174);
;// CONCATENATED MODULE: ./build/lib/compare/flips.js


/**
 * `compare --list-flips`: the ids behind each candidate's b and c counts, under the same pairing
 * and unparsed policy as the comparison (docs/compare.md "Which items flipped"). Ids only: an
 * outcome row carries no question text.
 */
function listFlips(input, spec, result) {
    const rows = (0,pair/* compareRows */.fz)(input);
    const present = (0,compare_select/* armsPresent */.Zo)((0,pair/* armsOfRows */.qx)(rows));
    const baseline = (0,compare_select/* resolveArm */.$o)(spec.baseline.selector, present, spec.baseline.source);
    return result.candidates.map((c) => {
        // The comparison resolved its candidates from these same rows.
        const arm = present.find((a) => a.label === c.label);
        const pairing = (0,pair/* pairArms */.qR)(rows, baseline, arm, {
            unparsed: spec.unparsed,
            clusterBy: spec.clusterBy,
            clusterField: spec.clusterField,
        });
        const rightToWrong = [];
        const wrongToRight = [];
        for (const u of pairing.units) {
            if (u.baseline && !u.candidate)
                rightToWrong.push((0,pair/* shownId */.fk)(u.id, u.epoch));
            else if (!u.baseline && u.candidate)
                wrongToRight.push((0,pair/* shownId */.fk)(u.id, u.epoch));
        }
        return { label: c.label, rightToWrong, wrongToRight };
    });
}
/** Text for people: one block per candidate, the ids one per line (a list a script can cut). */
function renderFlips(flips, baselineLabel) {
    const out = [];
    for (const f of flips) {
        out.push(`flips of ${f.label} against ${baselineLabel}:`);
        out.push(`  right → wrong (${f.rightToWrong.length}):`, ...f.rightToWrong.map((id) => `    ${id}`));
        out.push(`  wrong → right (${f.wrongToRight.length}):`, ...f.wrongToRight.map((id) => `    ${id}`));
    }
    return `${out.join("\n")}\n`;
}

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/outcomes/read.js
var read = __webpack_require__(9754);
// EXTERNAL MODULE: ./build/lib/report/compare-text.js
var compare_text = __webpack_require__(8974);
// EXTERNAL MODULE: ./build/lib/settings/compare.js
var compare = __webpack_require__(2983);
// EXTERNAL MODULE: ./build/lib/ranges.js
var ranges = __webpack_require__(1444);
// EXTERNAL MODULE: ./build/lib/value-source.js
var value_source = __webpack_require__(7395);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
// EXTERNAL MODULE: ./build/lib/cli/json-flag.js
var json_flag = __webpack_require__(3354);
;// CONCATENATED MODULE: ./build/lib/cli/compare.js













const HELP = `usage: contamgate compare --input PATH... --baseline ARM --candidate ARM... [flags]
       contamgate compare --config contamgate.yml   (its compare: section)

Did the candidate get better or worse than the baseline on the same items? Pairs the two arms'
outcome rows item by item (id, epoch), prints the paired table, both accuracies with their
intervals, the difference (candidate − baseline) with its melded interval and the exact McNemar
p; with several candidates, Holm across them. The decision (better, worse, equivalent,
inconclusive) is read from the interval and the margin (docs/compare.md).

  --input PATH          outcome rows, JSONL (docs/outcomes.md); repeatable, e.g. two imported runs
  --baseline ARM        MODEL, MODEL@CONDITION or @CONDITION (docs/compare.md "Addressing")
  --candidate ARM       the same; repeatable (several candidates: Holm across them)
  --config PATH         contamgate.yml with a compare: section; flags override it
  --alpha A             level, in (0, 0.5) (default 0.05): (1 − α) intervals, (1 − α/C) with C candidates
  --direction two-sided only two-sided here: a one-sided test (greater, less) must be preregistered
                        as compare.direction in the config file
  --margin PT           margin in points (1 = one percentage point; default 0)
  --fail-on LIST        comma-separated: regression (decision worse), no-improvement (not better),
                        inconclusive, underpowered (the planned design; needs --delta, --discordant-rate)
  --unparsed POLICY     as-wrong (default: an unparsed answer is scored wrong) or exclude (drop the item)
  --max-unparsed SHARE  the largest share of an arm's paired answers that may be unparsed, in [0, 1]
                        (default 0.1); above it the gate fails (exit 1); 1 allows any share
  --cluster-by HOW      auto (default: the rows' cluster field when present), field, none, id-prefix:SEP
  --delta PT            planned difference in points, for the power line and fail-on underpowered
  --discordant-rate PSI expected share of items the arms disagree on, in (0, 1]
  --power P             target power, in (0, 1) (default 0.80)
  --design-effect D     planned design effect of clusters (default: none)
  --metric M            accuracy (default) or pass@k: the unbiased pass@k per problem over its samples
                        (epochs), compared with a paired t over problems
  --k K                 k for --metric pass@k (every problem needs at least K paired samples)
  --json PATH           write the comparison as one JSON object to PATH (- prints it instead of the text)
  --list-flips          also list, per candidate, the ids of the items that went right → wrong and
                        wrong → right against the baseline (ids only; JSON: a "flips" field)

exit: 1 when a fail-on mode holds or an arm has more unparsed answers than --max-unparsed allows, 2 when only underpowered does, 4 on invalid input, 0 otherwise
`;
const COMPARE_FLAGS = {
    input: { type: "string", multiple: true },
    baseline: { type: "string" },
    candidate: { type: "string", multiple: true },
    config: { type: "string" },
    alpha: { type: "string" },
    direction: { type: "string" },
    margin: { type: "string" },
    "fail-on": { type: "string" },
    unparsed: { type: "string" },
    "max-unparsed": { type: "string" },
    "cluster-by": { type: "string" },
    delta: { type: "string" },
    "discordant-rate": { type: "string" },
    power: { type: "string" },
    "design-effect": { type: "string" },
    metric: { type: "string" },
    k: { type: "string" },
    json: { type: "string" },
    "list-flips": { type: "boolean" },
    help: { type: "boolean", short: "h" },
};
async function compareCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.bQ)(argv, COMPARE_FLAGS, false, HELP);
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    const json = await (0,json_flag/* jsonFlag */.h)(values.json, io, {
        inputs: (values.input ?? []).map((p) => ({ what: "the --input outcomes", path: (0,external_node_path_.resolve)(io.cwd, p) })),
    });
    const o = {};
    const num = (flag, range) => {
        const raw = values[flag];
        return raw === undefined ? undefined : (0,ranges/* parseNumber */.$J)(raw, range, { kind: "flag", flag: `--${flag}` });
    };
    if (values.input?.length)
        o.inputs = (0,value_source/* fromFlag */.dB)("--input", values.input);
    if (values.baseline !== undefined)
        o.baseline = (0,value_source/* fromFlag */.dB)("--baseline", values.baseline);
    if (values.candidate?.length)
        o.candidates = (0,value_source/* fromFlag */.dB)("--candidate", values.candidate);
    if (values.direction !== undefined)
        o.direction = (0,value_source/* fromFlag */.dB)("--direction", values.direction);
    if (values.metric !== undefined)
        o.metric = (0,value_source/* fromFlag */.dB)("--metric", values.metric);
    if (values.unparsed !== undefined)
        o.unparsed = (0,value_source/* fromFlag */.dB)("--unparsed", values.unparsed);
    if (values["cluster-by"] !== undefined)
        o.clusterBy = (0,value_source/* fromFlag */.dB)("--cluster-by", values["cluster-by"]);
    if (values["fail-on"] !== undefined)
        o.failOn = (0,value_source/* fromFlag */.dB)("--fail-on", values["fail-on"]
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean));
    const set = (k, v) => {
        if (v !== undefined)
            o[k] = v;
    };
    set("alpha", num("alpha", ranges/* RANGES */.$M.alpha));
    set("margin", num("margin", ranges/* RANGES */.$M.marginPt));
    set("maxUnparsed", num("max-unparsed", ranges/* RANGES */.$M.maxUnparsed));
    set("delta", num("delta", ranges/* RANGES */.$M.deltaPt));
    set("discordance", num("discordant-rate", ranges/* RANGES */.$M.discordantRate));
    set("power", num("power", ranges/* RANGES */.$M.power));
    set("designEffect", num("design-effect", ranges/* RANGES */.$M.designEffect));
    set("k", num("k", ranges/* RANGES */.$M.passK));
    let cfg;
    if (values.config !== undefined)
        cfg = await (0,load.loadConfig)(values.config, io.cwd);
    const settings = (0,compare/* resolveCompareSettings */.r)(cfg, o, io.cwd);
    const tables = [];
    for (const input of settings.inputs) {
        // A flag's path as the user wrote it; a config's relative to cwd (it was written relative to the config).
        const shown = input.source.kind === "flag" ? input.shown : (0,external_node_path_.relative)(io.cwd, input.path) || input.shown;
        const file = await (0,read/* readOutcomesFile */.Sj)(shown, io.cwd, input.source.kind === "flag" ? "--input" : "compare.inputs");
        tables.push(file.table);
    }
    const rows = (0,pair/* concatRows */.UJ)(tables);
    const result = (0,compute/* computeComparison */.l)(rows, settings.spec);
    const flips = values["list-flips"] ? listFlips(rows, settings.spec, result) : null;
    json.text((0,compare_text/* renderCompareText */.z8)(result) + (flips ? `\n${renderFlips(flips, result.baseline.label)}` : ""));
    await json.write(`${JSON.stringify(flips ? { ...result, flips } : result, null, 2)}\n`);
    return compareExitCode(result);
}
/** 1 when a decision mode fails, else 2 when only the power does, else 0 (README "Exit codes"). */
function compareExitCode(r) {
    if (r.gate.failing.some((m) => m !== "underpowered"))
        return errors/* ExitCode */.yU.Found;
    if (r.gate.failing.includes("underpowered"))
        return errors/* ExitCode */.yU.Underpowered;
    return errors/* ExitCode */.yU.Pass;
}


/***/ }),

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
