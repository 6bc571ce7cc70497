export const id = 957;
export const ids = [957];
export const modules = {

/***/ 4926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPARE_FLAGS: () => (/* binding */ COMPARE_FLAGS),
/* harmony export */   compareCommand: () => (/* binding */ compareCommand),
/* harmony export */   compareExitCode: () => (/* binding */ compareExitCode)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2729);
/* harmony import */ var _compare_compute_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3846);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1469);
/* harmony import */ var _outcomes_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9754);
/* harmony import */ var _report_compare_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8974);
/* harmony import */ var _settings_compare_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2983);
/* harmony import */ var _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3252);
/* harmony import */ var _settings_source_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3715);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3876);










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
                        inconclusive, underpowered (the planned design; needs --delta, --discordance)
  --unparsed POLICY     as-wrong (default: an unparsed answer is scored wrong) or exclude (drop the item)
  --cluster-by HOW      auto (default: the rows' cluster field when present), field, none, id-prefix:SEP
  --delta PT            planned difference in points, for the power line and fail-on underpowered
  --discordance PSI     expected share of items the arms disagree on, in (0, 1]
  --power P             target power, in (0, 1) (default 0.80)
  --design-effect D     planned design effect of clusters (default: none)
  --metric M            accuracy (default) or pass@k: the unbiased pass@k per problem over its samples
                        (epochs), compared with a paired t over problems
  --k K                 k for --metric pass@k (every problem needs at least K paired samples)
  --json                print one JSON object (the comparison) instead of text

exit: 1 when a fail-on mode holds, 2 when only underpowered does, 4 on invalid input, 0 otherwise
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
    "cluster-by": { type: "string" },
    delta: { type: "string" },
    discordance: { type: "string" },
    power: { type: "string" },
    "design-effect": { type: "string" },
    metric: { type: "string" },
    k: { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
};
async function compareCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parseFlags */ .b)(argv, COMPARE_FLAGS);
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
    }
    const o = {};
    const num = (flag, range) => {
        const raw = values[flag];
        return raw === undefined ? undefined : (0,_settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .parseNumber */ .$J)(raw, range, { kind: "flag", flag: `--${flag}` });
    };
    if (values.input?.length)
        o.inputs = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--input", values.input);
    if (values.baseline !== undefined)
        o.baseline = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--baseline", values.baseline);
    if (values.candidate?.length)
        o.candidates = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--candidate", values.candidate);
    if (values.direction !== undefined)
        o.direction = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--direction", values.direction);
    if (values.metric !== undefined)
        o.metric = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--metric", values.metric);
    if (values.unparsed !== undefined)
        o.unparsed = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--unparsed", values.unparsed);
    if (values["cluster-by"] !== undefined)
        o.clusterBy = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--cluster-by", values["cluster-by"]);
    if (values["fail-on"] !== undefined)
        o.failOn = (0,_settings_source_js__WEBPACK_IMPORTED_MODULE_8__/* .fromFlag */ .dB)("--fail-on", values["fail-on"]
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean));
    const set = (k, v) => {
        if (v !== undefined)
            o[k] = v;
    };
    set("alpha", num("alpha", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.alpha));
    set("margin", num("margin", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.marginPt));
    set("delta", num("delta", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.deltaPt));
    set("discordance", num("discordance", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.discordantRate));
    set("power", num("power", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.power));
    set("designEffect", num("design-effect", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.designEffect));
    set("k", num("k", _settings_ranges_js__WEBPACK_IMPORTED_MODULE_7__/* .RANGES */ .$M.passK));
    let cfg;
    if (values.config !== undefined)
        cfg = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(values.config, io.cwd);
    const settings = (0,_settings_compare_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveCompareSettings */ .r)(cfg, o, io.cwd);
    const rows = [];
    for (const input of settings.inputs) {
        // A flag's path as the user wrote it; a config's relative to cwd (it was written relative to the config).
        const shown = input.source.kind === "flag" ? input.shown : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, input.path) || input.shown;
        const file = await (0,_outcomes_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readOutcomesFile */ .Sj)(shown, io.cwd, input.source.kind === "flag" ? "--input" : "compare.inputs");
        file.rows.forEach((row, i) => {
            rows.push({ row, file: file.file, line: file.lines[i] });
        });
    }
    const result = (0,_compare_compute_js__WEBPACK_IMPORTED_MODULE_2__/* .computeComparison */ .l)(rows, settings.spec);
    io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : (0,_report_compare_text_js__WEBPACK_IMPORTED_MODULE_5__/* .renderCompareText */ .z8)(result));
    return compareExitCode(result);
}
/** 1 when a decision mode fails, else 2 when only the power does, else 0 (README "Exit codes"). */
function compareExitCode(r) {
    if (r.gate.failing.some((m) => m !== "underpowered"))
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Found;
    if (r.gate.failing.includes("underpowered"))
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Underpowered;
    return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.Pass;
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

/***/ 3715:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ knob),
/* harmony export */   Gq: () => (/* binding */ invalid),
/* harmony export */   dB: () => (/* binding */ fromFlag),
/* harmony export */   de: () => (/* binding */ whereOf),
/* harmony export */   gE: () => (/* binding */ fromDefault)
/* harmony export */ });
/* unused harmony export fromInput */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/**
 * Where a setting's value came from, kept beside the value, so an error found at any point — a
 * range, a cross-field rule, a cache directory that cannot be opened, a call budget that ran
 * out — names what the user actually wrote: the config file and line, the CLI flag, or the
 * action input. Never a flag the user did not give.
 */

const fromDefault = (value) => ({ value, source: { kind: "default" } });
const fromFlag = (flag, value) => ({ value, source: { kind: "flag", flag } });
const fromInput = (input, value) => ({ value, source: { kind: "input", input } });
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
