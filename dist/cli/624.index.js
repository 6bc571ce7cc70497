export const id = 624;
export const ids = [624];
export const modules = {

/***/ 1624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verdictCommand: () => (/* binding */ verdictCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
// EXTERNAL MODULE: ./build/lib/verdict/compute.js + 3 modules
var compute = __webpack_require__(3935);
// EXTERNAL MODULE: ./build/lib/verdict/json.js
var json = __webpack_require__(5006);
// EXTERNAL MODULE: ./build/lib/verdict/parse-jsonl.js
var parse_jsonl = __webpack_require__(438);
;// CONCATENATED MODULE: ./build/lib/verdict/parse-table.js

/**
 * Parses a `--table NAME=a,b,c,e` flag (a both correct, b original only, c perturbed only,
 * e neither). Unparsed counts are unknown from a table, so they stay null.
 */
function parseTableSpec(spec) {
    const eq = spec.indexOf("=");
    const where = { field: "--table" };
    if (eq <= 0)
        throw new errors/* InputError */.dz(`expected NAME=a,b,c,e (got "${spec}")`, where);
    const name = spec.slice(0, eq).trim();
    if (name === "")
        throw new errors/* InputError */.dz(`expected NAME=a,b,c,e (got "${spec}")`, where);
    const parts = spec.slice(eq + 1).split(",");
    if (parts.length !== 4) {
        throw new errors/* InputError */.dz(`"${name}": expected four counts a,b,c,e (got ${parts.length})`, where);
    }
    const counts = parts.map((p) => {
        const s = p.trim();
        const v = /^\d+$/.test(s) ? Number(s) : NaN;
        if (!Number.isSafeInteger(v))
            throw new errors/* InputError */.dz(`"${name}": counts must be integers ≥ 0 (got "${p}")`, where);
        return v;
    });
    const [a, b, c, e] = counts;
    if (a + b + c + e === 0)
        throw new errors/* InputError */.dz(`"${name}": the table is empty (n = 0)`, where);
    return { name, a, b, c, e, unparsedOriginal: null, unparsedPerturbed: null };
}
/** Model names must be unique across --input and --table: verdicts are reported by name. */
function checkUniqueNames(tables, where = {}) {
    const seen = new Set();
    for (const t of tables) {
        if (seen.has(t.name))
            throw new errors/* InputError */.dz(`model "${t.name}" appears twice`, { field: "model", ...where });
        seen.add(t.name);
    }
}

// EXTERNAL MODULE: ./build/lib/verdict/render.js
var render = __webpack_require__(9192);
// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/verdict.js










const HELP = `usage: contamgate verdict (--input PATH | --table NAME=a,b,c,e ...) --target-effect D [flags]

  --input PATH          paired outcomes, JSONL: {"model","id","original","perturbed"} (null = unparsed)
  --table NAME=a,b,c,e  a paired table (a both, b original only, c perturbed only, e neither); repeatable
  --target-effect D     preregistered drop the design must see, as a proportion (0.05 = 5 pt); required
  --alpha A             family-wise level, one-sided (default 0.05)
  --perturbers K        perturbers tried, for the E[max] deflation (default 1)
  --emax exact|bailey   E[max] by quadrature (default) or the Bailey–López de Prado approximation
  --power P             target power, for warnings and the detection floor (default 0.80)
  --json PATH           also write the verdict as JSON

exit: 1 when any model is detected, 0 otherwise, 4 on invalid input
`;
async function verdictCommand(argv, io) {
    const { values } = (0,args/* parseFlags */.b)(argv, {
        input: { type: "string" },
        table: { type: "string", multiple: true },
        alpha: { type: "string" },
        "target-effect": { type: "string" },
        perturbers: { type: "string" },
        emax: { type: "string" },
        power: { type: "string" },
        json: { type: "string" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return errors/* ExitCode */.yU.Pass;
    }
    const design = designFromFlags(values);
    if (values.json !== undefined && values.input !== undefined && (0,external_node_path_.resolve)(io.cwd, values.json) === (0,external_node_path_.resolve)(io.cwd, values.input)) {
        throw new errors/* InputError */.dz("--json would overwrite the --input outcomes; write the report to another path", { file: values.json, field: "--json" });
    }
    const tables = [];
    if (values.input !== undefined) {
        const path = (0,external_node_path_.resolve)(io.cwd, values.input);
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(path);
        }
        catch (e) {
            const code = e.code ?? "unreadable";
            throw new errors/* InputError */.dz(`cannot read the input (${code})`, { file: values.input, field: "--input" });
        }
        // Strict: a lenient decode would turn a bad byte in an id into U+FFFD and pair the wrong rows.
        tables.push(...(0,parse_jsonl/* parsePairedJsonl */.x)((0,load/* decodeUtf8 */._6)(bytes, values.input), values.input));
    }
    for (const spec of values.table ?? [])
        tables.push(parseTableSpec(spec));
    if (tables.length === 0)
        throw new errors/* InputError */.dz("give --input PATH and/or at least one --table NAME=a,b,c,e", { field: "--input" });
    checkUniqueNames(tables);
    const report = (0,compute/* computeVerdict */.z)(tables, design);
    io.stdout((0,render/* renderVerdictText */.rP)(report));
    if (values.json !== undefined) {
        try {
            await (0,promises_.writeFile)((0,external_node_path_.resolve)(io.cwd, values.json), JSON.stringify((0,json/* verdictJson */.G)(report), null, 2) + "\n");
        }
        catch (e) {
            const code = e.code ?? "unwritable";
            throw new errors/* InputError */.dz(`cannot write the JSON report (${code})`, { file: values.json, field: "--json" });
        }
    }
    return report.anyDetected ? errors/* ExitCode */.yU.Found : errors/* ExitCode */.yU.Pass;
}
function designFromFlags(values) {
    const str = (k) => values[k];
    const targetEffect = (0,args/* numberFlag */.C)("target-effect", str("target-effect"), {
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
    return {
        targetEffect,
        alpha: (0,args/* numberFlag */.C)("alpha", str("alpha"), { min: 0, max: 0.5, minOpen: true, maxOpen: true, range: "in (0, 0.5)" }) ?? 0.05,
        perturbers: (0,args/* numberFlag */.C)("perturbers", str("perturbers"), { min: 1, max: 1e6, integer: true, range: "an integer from 1 to 1000000" }) ?? 1,
        emax: emax,
        power: (0,args/* numberFlag */.C)("power", str("power"), { min: 0, max: 1, minOpen: true, maxOpen: true, range: "in (0, 1)" }) ?? 0.8,
    };
}


/***/ }),

/***/ 5006:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ verdictJson)
/* harmony export */ });
/** The published `--json` object (issue 3, item 5): exactly these fields, snake_case. */
function verdictJson(r) {
    return {
        models: r.models.map((m, i) => ({
            name: m.name,
            n: m.n,
            table: { ...m.table },
            accuracy_original: m.accuracy_original,
            accuracy_perturbed: m.accuracy_perturbed,
            drop: m.drop,
            drop_ci: m.drop_ci,
            lcb: m.lcb,
            se: m.se,
            deflation: m.deflation,
            adjusted_lcb: m.adjusted_lcb,
            p_value: m.p_value,
            p_holm: m.p_holm,
            p_bh: m.p_bh,
            detected: m.detected,
            discordant_rate: m.discordant_rate,
            achieved_power: m.achieved_power,
            unparsed_original: m.unparsed_original,
            unparsed_perturbed: m.unparsed_perturbed,
            // The detection floor a "not detected" must carry: the smallest drop this model's n and ψ̂
            // would catch with the target power (null when no drop up to ψ̂ reaches it).
            min_detectable_effect: r.detectionFloors[i] ?? null,
        })),
        heterogeneity: r.heterogeneity === null
            ? null
            : {
                q: r.heterogeneity.q,
                df: r.heterogeneity.df,
                p_value: r.heterogeneity.p_value,
                i_squared: r.heterogeneity.i_squared,
                pooled_drop: r.heterogeneity.pooled_drop,
                excluded: r.heterogeneity.excluded,
                interpretation: r.heterogeneity.interpretation,
            },
        design: {
            alpha: r.design.alpha,
            target_effect: r.design.targetEffect,
            perturbers: r.design.perturbers,
            models: r.design.models,
            emax: r.design.emax,
        },
        warnings: [...r.warnings],
    };
}


/***/ }),

/***/ 438:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ tablesFromOutcomes),
/* harmony export */   x: () => (/* binding */ parsePairedJsonl)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1469);
/* harmony import */ var _items_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8527);


const FIELDS = ["model", "id", "original", "perturbed"];
/**
 * Parses paired outcomes as JSONL (one `{"model","id","original","perturbed"}` object a line;
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
    const dup = (0,_items_load_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateTopLevelKey */ .E7)(raw.trim());
    if (dup !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("appears twice on the line", { file, line, field: dup });
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("expected a JSON object", { file, line });
    }
    const obj = v;
    for (const key of Object.keys(obj)) {
        if (!FIELDS.includes(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`unknown field (allowed: ${FIELDS.join(", ")})`, { file, line, field: key });
        }
    }
    for (const key of FIELDS) {
        if (!(key in obj))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("missing", { file, line, field: key });
    }
    const { model, id, original, perturbed } = obj;
    if (typeof model !== "string" || model.trim() === "") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string", { file, line, field: "model" });
    }
    let idText;
    if (typeof id === "string" && id !== "")
        idText = id;
    else if (typeof id === "number" && Number.isFinite(id))
        idText = String(id);
    else
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("must be a non-empty string or a number", { file, line, field: "id" });
    return {
        model,
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
 * Tallies outcomes into one table per model (in order of first appearance). Every model must
 * cover exactly the same ids: a paired comparison across models with different item sets
 * would silently compare different things.
 */
function tablesFromOutcomes(rows, file) {
    if (rows.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz("empty input: no rows", { file, line: 1, field: "model" });
    const byModel = new Map();
    for (const r of rows) {
        let items = byModel.get(r.model);
        if (!items)
            byModel.set(r.model, (items = new Map()));
        const prev = items.get(r.id);
        if (prev) {
            const first = prev.line !== undefined ? ` (first on line ${prev.line})` : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`duplicate row for model "${r.model}" and id "${r.id}"${first}`, {
                file,
                ...(r.line !== undefined ? { line: r.line } : {}),
                field: "id",
            });
        }
        items.set(r.id, r);
    }
    // Equal sizes and one model's ids all inside the first's ⇒ the same id set; only when that
    // fails is the offending id looked for (one lookup per row on the happy path).
    const [[firstModel, firstItems], ...others] = [...byModel];
    for (const [model, items] of others) {
        if (items.size === firstItems.size && everyIdIn(items, firstItems))
            continue;
        for (const [id, r] of firstItems)
            if (!items.has(id))
                throw missingId(model, id, r, file);
        for (const [id, r] of items)
            if (!firstItems.has(id))
                throw missingId(firstModel, id, r, file);
    }
    const tables = [];
    for (const [model, items] of byModel) {
        const t = { name: model, a: 0, b: 0, c: 0, e: 0, unparsedOriginal: 0, unparsedPerturbed: 0 };
        for (const r of items.values()) {
            const o = r.original === true;
            const p = r.perturbed === true;
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
        }
        tables.push(t);
    }
    return tables;
}
function everyIdIn(items, reference) {
    for (const id of items.keys())
        if (!reference.has(id))
            return false;
    return true;
}
function missingId(model, id, r, file) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`model "${model}" has no row for id "${id}", which model "${r.model}" has`, {
        file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        field: "id",
    });
}


/***/ })

};
