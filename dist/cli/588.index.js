export const id = 588;
export const ids = [588];
export const modules = {

/***/ 588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verdictCommand: () => (/* binding */ verdictCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _io_checked_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3991);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4354);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1469);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(261);
/* harmony import */ var _verdict_compute_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2791);
/* harmony import */ var _report_verdict_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3577);
/* harmony import */ var _report_verdict_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8224);
/* harmony import */ var _verdict_parse_jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(438);
/* harmony import */ var _verdict_parse_table_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2052);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3876);












const HELP = `usage: contamgate verdict (--input PATH | --table MODEL[@PERTURBER]=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","perturber"?,"id","original","perturbed"} (null = unparsed)
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
  --json PATH           also write the verdict as JSON

exit: 1 when any model is detected, 0 otherwise, 4 on invalid input
`;
async function verdictCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parseFlags */ .b)(argv, {
        input: { type: "string" },
        table: { type: "string", multiple: true },
        alpha: { type: "string" },
        "target-effect": { type: "string" },
        models: { type: "string" },
        perturbers: { type: "string" },
        emax: { type: "string" },
        power: { type: "string" },
        json: { type: "string" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.Pass;
    }
    if (values.json !== undefined &&
        values.input !== undefined &&
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(io.cwd, values.json) === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(io.cwd, values.input)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("--json would overwrite the --input outcomes; write the report to another path", {
            file: values.json,
            field: "--json",
        });
    }
    const tables = [];
    if (values.input !== undefined) {
        const { real } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_1__/* .checkInputFile */ .xR)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(io.cwd, values.input), {
            display: values.input,
            maxBytes: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ITEMS_FILE_BYTES */ .Pn,
            what: "the input",
            workspace: io.cwd,
            field: "--input",
        });
        let bytes;
        try {
            bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real);
        }
        catch (e) {
            const code = e.code ?? "unreadable";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot read the input (${code})`, { file: values.input, field: "--input" });
        }
        // Strict: a lenient decode would turn a bad byte in an id into U+FFFD and pair the wrong rows.
        tables.push(...(0,_verdict_parse_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .parsePairedJsonl */ .x)((0,_text_strict_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._)(bytes, values.input), values.input));
    }
    const specs = (values.table ?? []).map(_verdict_parse_table_js__WEBPACK_IMPORTED_MODULE_8__/* .parseTableSpec */ .xx);
    if (specs.some((t) => t.perturberGiven) && specs.some((t) => !t.perturberGiven)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("give every --table as MODEL@PERTURBER=… or every one as MODEL=… (a bare MODEL means the only perturber)", { field: "--table" });
    }
    for (const { perturberGiven: _, ...t } of specs)
        tables.push(t);
    if (tables.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("give --input PATH and/or at least one --table MODEL=a,b,c,e", { field: "--input" });
    (0,_verdict_parse_table_js__WEBPACK_IMPORTED_MODULE_8__/* .checkUniquePairs */ .vf)(tables);
    const design = designFromFlags(values, tables);
    const json = (0,_report_verdict_json_js__WEBPACK_IMPORTED_MODULE_10__/* .verdictJson */ .G)((0,_verdict_compute_js__WEBPACK_IMPORTED_MODULE_6__/* .computeVerdict */ .z)(tables, design));
    io.stdout((0,_report_verdict_text_js__WEBPACK_IMPORTED_MODULE_11__/* .renderVerdictText */ .rP)(json));
    if (values.json !== undefined) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(io.cwd, values.json), JSON.stringify(json, null, 2) + "\n");
        }
        catch (e) {
            const code = e.code ?? "unwritable";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write the JSON report (${code})`, { file: values.json, field: "--json" });
        }
    }
    return json.models.some((m) => m.detected) ? _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.Found : _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.Pass;
}
function designFromFlags(values, tables) {
    const str = (k) => values[k];
    const targetEffect = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C)("target-effect", str("target-effect"), {
        min: 0,
        max: 1,
        minOpen: true,
        range: "a proportion in (0, 1], e.g. 0.05 for 5 points",
    });
    if (targetEffect === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz("--target-effect is required: the preregistered drop the design must see (e.g. 0.05)", {
            field: "--target-effect",
        });
    }
    const emax = str("emax") ?? "exact";
    if (emax !== "exact" && emax !== "bailey")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`--emax must be exact or bailey (got "${emax}")`, { field: "--emax" });
    const given = {
        models: new Set(tables.map((t) => t.model)).size,
        perturbers: new Set(tables.map((t) => t.perturber)).size,
    };
    const counted = (flag) => {
        const v = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C)(flag, str(flag), { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ??
            given[flag];
        if (v < given[flag]) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`--${flag} ${v} is fewer than the ${given[flag]} ${flag} given: the family counts every one tried`, { field: `--${flag}` });
        }
        return v;
    };
    return {
        targetEffect,
        alpha: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C)("alpha", str("alpha"), { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ??
            0.05,
        models: counted("models"),
        perturbers: counted("perturbers"),
        emax: emax,
        power: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C)("power", str("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "in (0, 1)" }) ?? 0.8,
    };
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

/***/ 8224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QH: () => (/* binding */ heterogeneityLines),
/* harmony export */   rP: () => (/* binding */ renderVerdictText),
/* harmony export */   tG: () => (/* binding */ modelLines)
/* harmony export */ });
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9418);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(184);
/**
 * The verdict as plain text (`contamgate verdict`, `run`, `check`). It renders the published JSON
 * object, as every other surface does, through the shared phrases in figures.ts.
 */


function renderVerdictText(r) {
    const d = r.design;
    const out = [];
    out.push(`contamgate verdict: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(d.models, "model")} × ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(d.perturbers, "perturber")} tried = a family of ${d.family_size} ` +
        `(model, perturber) hypotheses; exact one-sided McNemar at α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(d.alpha)}, Holm over the family, ` +
        `melded lower bound deflated by E[max](K = ${d.perturbers}) = ${d.emax_value.toFixed(4)} (${d.emax}); ` +
        `target drop ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(d.target_effect)}, target power ${d.power.toFixed(2)}`);
    const named = r.models.filter((m) => m.detected);
    out.push(named.length
        ? `significant drop in: ${named.map((m) => `${m.name} (named by ${m.named_by})`).join(", ")}`
        : "significant drop in: none");
    out.push("");
    for (const m of r.models) {
        out.push(...modelLines(m, r.design));
        out.push("");
    }
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
    return lines;
}
function pairLines(p, modelNamed, d) {
    const { a, b, c, e } = p.table;
    const dp = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .dropDigits */ .sO)(p.drop_ci);
    const lines = [
        `  perturber ${p.perturber}: ${p.detected ? "fires (Holm p < α and adjusted lower bound > 0)" : "does not fire"}`,
        `    table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither`,
        `    accuracy original ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .accuracyOriginalPhrase */ .YS)(p)}, perturbed ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .accuracyPerturbedPhrase */ .u2)(p)}`,
        `    drop ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .dropPhrase */ .NY)(p)} — melded interval (Fay & Lumbard 2021); ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .lcbLabel */ .MX)(d.alpha)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.lcb, dp)}`,
        `    deflation E[max](K = ${d.perturbers}) × √n_d/n = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ptSize */ .iu)(p.deflation, 2)}; adjusted lower bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.pt)(p.adjusted_lcb, dp)}`,
        `    exact one-sided ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(p.p_value)}; Holm ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(p.p_holm)} over the family of ${d.family_size} (Benjamini–Hochberg ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pIs */ .jO)(p.p_bh)}, for triage only)`,
    ];
    if (!modelNamed)
        for (const s of (0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .nonDetectionSentences */ .xn)(p, d))
            lines.push(`    ${s}`);
    if (p.unparsed_original !== null && p.unparsed_perturbed !== null) {
        lines.push(`    unparsed answers (scored wrong): ${p.unparsed_original}/${p.n} original, ${p.unparsed_perturbed}/${p.n} perturbed`);
    }
    return lines;
}
function heterogeneityLines(hs) {
    if (hs.length === 0)
        return ["across models: heterogeneity not assessed (no perturber has at least 2 models)"];
    const out = [];
    for (const h of hs) {
        out.push(`across models (perturber ${h.perturber}): ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .heterogeneityTestPhrase */ .aw)(h)}; ${h.included.length} models, variance ${h.variance}`, `  ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_1__/* .pooledPhrase */ .nC)(h)}`, `  ${h.interpretation}`);
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
    for (const r of rows) {
        if ((r.perturber !== null) !== named) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(named
                ? "missing: the first row names its perturber, so every row must"
                : "the first row names no perturber, so no row may", { file, ...(r.line !== undefined ? { line: r.line } : {}), field: "perturber" });
        }
        const perturber = r.perturber ?? _parse_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SINGLE_PERTURBER */ .rv;
        const key = JSON.stringify([r.model, perturber]);
        let pair = byPair.get(key);
        if (!pair) {
            pair = { model: r.model, perturber, items: new Map() };
            byPair.set(key, pair);
        }
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
