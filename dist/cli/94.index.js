export const id = 94;
export const ids = [94];
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

/***/ 3009:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_SEED: () => (/* binding */ DEFAULT_SEED),
/* harmony export */   PERTURB_FLAGS: () => (/* binding */ PERTURB_FLAGS),
/* harmony export */   perturbCommand: () => (/* binding */ perturbCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5274);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _items_item_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2200);
/* harmony import */ var _items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4615);
/* harmony import */ var _items_prepare_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4466);
/* harmony import */ var _items_split_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(155);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3876);
/* harmony import */ var _json_flag_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3354);









const USAGE = "usage: contamgate perturb (--items items.jsonl | --config contamgate.yml) [--perturber shuffle_choices|derange_choices|identity] [--seed S] [--split dev|holdout|all] [--sample-n N] [--published-after YYYY-MM-DD] [--published-before YYYY-MM-DD] [--limit N] [--json PATH]\n\n  --json PATH  write the whole selection, perturbed, as one JSON object to PATH (- prints it instead of the side-by-side view)";
/** Default seed when none is given; printed so a result can always be reproduced. */
const DEFAULT_SEED = "contamgate";
/**
 * `contamgate perturb`: shows items as a model would see them after perturbation. Text mode
 * puts a few side by side for a human check; --json writes the whole selection for tooling.
 */
const PERTURB_FLAGS = {
    items: { type: "string" },
    config: { type: "string" },
    perturber: { type: "string" },
    seed: { type: "string" },
    split: { type: "string" },
    "sample-n": { type: "string" },
    "published-after": { type: "string" },
    "published-before": { type: "string" },
    limit: { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
};
const perturbCommand = async (argv, io) => {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .bQ)(argv, PERTURB_FLAGS, false, USAGE);
    if (values.help) {
        io.stdout(USAGE + "\n");
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
    }
    // The config's benchmark: section gives the defaults; flags override it.
    const cfg = values.config !== undefined ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(values.config, io.cwd) : undefined;
    const bench = cfg?.config.benchmark;
    if (cfg && !bench)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("the config has no benchmark: section", { file: cfg.file });
    const benchmarkPath = values.items !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.items) : bench ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cfg.dir, bench.path) : undefined;
    if (benchmarkPath === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--items or --config is required; ${USAGE}`);
    const perturber = values.perturber ?? bench?.perturbers[0] ?? "shuffle_choices";
    if (!(0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .isPerturberName */ .N5)(perturber))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--perturber must be one of ${_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .PERTURBERS */ .DZ.join(", ")} (got "${perturber}")`);
    const split = values.split ?? bench?.split ?? "dev";
    if (!_items_split_js__WEBPACK_IMPORTED_MODULE_6__/* .SPLITS */ .Bu.includes(split))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--split must be one of ${_items_split_js__WEBPACK_IMPORTED_MODULE_6__/* .SPLITS */ .Bu.join(", ")} (got "${split}")`);
    const sampleN = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .rangedFlag */ .oH)(values["sample-n"], "sample-n", "sampleN") ?? bench?.sample_n;
    const limit = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .rangedFlag */ .oH)(values.limit, "limit", "limit");
    if (values.json === "-" && limit !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("--limit applies to the side-by-side view, which --json - replaces (--json writes the whole selection)");
    const json = await (0,_json_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .jsonFlag */ .h)(values.json, io, { inputs: [{ what: "the --items file", path: benchmarkPath }] });
    const seed = values.seed ?? bench?.seed ?? DEFAULT_SEED;
    const publishedAfter = values["published-after"] ?? bench?.published_after;
    const publishedBefore = values["published-before"] ?? bench?.published_before;
    const prepared = await (0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareItems */ .Q)({
        path: benchmarkPath,
        displayName: values.items ?? bench.path,
        workspace: io.cwd,
        split: split,
        ...(sampleN !== undefined && { sampleN }),
        ...(publishedAfter !== undefined && { publishedAfter }),
        ...(publishedBefore !== undefined && { publishedBefore }),
    });
    for (const w of prepared.warnings)
        io.stderr(`contamgate perturb: warning: ${w}\n`);
    const shown = values.json !== undefined ? prepared.items : prepared.items.slice(0, limit ?? 3);
    const presented = shown.map((item) => {
        try {
            return { item, p: (0,_items_perturb_perturbers_js__WEBPACK_IMPORTED_MODULE_4__/* .perturb */ .Tq)(item, perturber, seed) };
        }
        catch (e) {
            // The perturber knows the item, not the file it came from.
            if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz && e.where.file === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(e.message.replace(/^field "[^"]*": /, ""), { ...e.where, file: prepared.file });
            }
            throw e;
        }
    });
    if (values.json !== undefined) {
        await json.write(JSON.stringify({
            perturber,
            seed,
            split: prepared.split,
            ...(prepared.sampleN !== undefined && { sample_n: prepared.sampleN }),
            ...(prepared.publishedAfter !== undefined && { published_after: prepared.publishedAfter }),
            ...(prepared.publishedBefore !== undefined && { published_before: prepared.publishedBefore }),
            counts: {
                loaded: prepared.loaded,
                undated: prepared.undated,
                in_split: prepared.inSplit,
                selected: prepared.items.length,
            },
            items: presented.map(({ p }) => ({ id: p.id, question: p.question, choices: p.choices, answer: p.answer })),
        }, null, 2) + "\n");
    }
    const text = presented.slice(0, limit ?? 3);
    json.text(`${(0,_items_prepare_js__WEBPACK_IMPORTED_MODULE_5__/* .describePrepared */ .f)(prepared)}\nperturber ${perturber}, seed "${seed}"; showing ${text.length}\n`);
    for (const { item, p } of text)
        json.text("\n" + sideBySide(item, p));
    return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Pass;
};
/** Original and perturbed choices in two columns; "*" marks the answer, so a human sees it move. */
function sideBySide(original, perturbed) {
    const cell = (choices, answer, i) => i < choices.length ? `${choices[i] === answer ? "*" : " "}${_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .CHOICE_LABELS */ .sL[i]}. ${choices[i]}` : "";
    const left = original.choices.map((_, i) => cell(original.choices, original.answer, i));
    const width = Math.min(48, Math.max(10, ...left.map((s) => [...s].length)));
    const clip = (s) => ([...s].length > width ? [...s].slice(0, width - 1).join("") + "…" : s);
    const lines = [`${original.id}: ${original.question.split("\n")[0]}`, `  ${"original".padEnd(width)}   perturbed`];
    original.choices.forEach((_, i) => {
        const l = clip(left[i]);
        lines.push(`  ${l}${" ".repeat(Math.max(0, width - [...l].length))}   ${cell(perturbed.choices, perturbed.answer, i)}`);
    });
    if (original.choices.length > 0)
        lines.push(`  answer ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .answerLabel */ .xD)(original)} → ${(0,_items_item_js__WEBPACK_IMPORTED_MODULE_3__/* .answerLabel */ .xD)(perturbed)}`);
    return lines.join("\n") + "\n";
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

/***/ 4466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ describePrepared),
  Q: () => (/* binding */ prepareItems)
});

// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
;// CONCATENATED MODULE: ./build/lib/items/dates.js


/**
 * Keeps items first published strictly after `cutoff` (a model's training cutoff). Undated
 * items are excluded — "probably new" is how contamination gets in — but counted, so the
 * report can say how many were set aside and why.
 */
function publishedAfter(items, cutoff) {
    if (!(0,load/* isIsoDate */.s6)(cutoff))
        throw new errors/* InputError */.dz(`--published-after must be a date YYYY-MM-DD (got "${cutoff}")`);
    const kept = [];
    let dropped = 0;
    let undated = 0;
    for (const item of items) {
        if (item.publishedAt === undefined)
            undated++;
        // ISO dates compare correctly as strings.
        else if (item.publishedAt > cutoff)
            kept.push(item);
        else
            dropped++;
    }
    return { items: kept, cutoff, kept: kept.length, dropped, undated };
}
/**
 * Keeps items first published on or before `date`, so that `--published-after D` and
 * `--published-before D` split the dated items in two, as a training cutoff does (docs/items.md).
 * Undated items are excluded and counted, as by publishedAfter.
 */
function publishedBefore(items, date) {
    if (!(0,load/* isIsoDate */.s6)(date))
        throw new errors/* InputError */.dz(`--published-before must be a date YYYY-MM-DD (got "${date}")`);
    const kept = [];
    let dropped = 0;
    let undated = 0;
    for (const item of items) {
        if (item.publishedAt === undefined)
            undated++;
        else if (item.publishedAt <= date)
            kept.push(item);
        else
            dropped++;
    }
    return { items: kept, cutoff: date, kept: kept.length, dropped, undated };
}

// EXTERNAL MODULE: ./build/lib/items/split.js
var split = __webpack_require__(155);
;// CONCATENATED MODULE: ./build/lib/items/prepare.js



/** load → filter by publication date → split → sample: the item set `run` and `perturb` use. */
async function prepareItems(o) {
    const loaded = await (0,load/* loadItemsFile */.PL)(o.path, o.displayName ?? o.path, o.workspace);
    const warnings = [];
    let items = loaded.items;
    let dated;
    if (o.publishedAfter !== undefined) {
        const r = publishedAfter(items, o.publishedAfter);
        items = r.items;
        dated = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
        // Worded without a flag: the cutoff may come from --published-after or benchmark.published_after.
        if (r.undated > 0)
            warnings.push(`${r.undated} undated items set aside by the published-after cutoff ${r.cutoff} (their publication date is unknown)`);
    }
    let before;
    if (o.publishedBefore !== undefined) {
        const r = publishedBefore(items, o.publishedBefore);
        items = r.items;
        before = { cutoff: r.cutoff, kept: r.kept, dropped: r.dropped, undated: r.undated };
        if (r.undated > 0)
            warnings.push(`${r.undated} undated items set aside by the published-before date ${r.cutoff} (their publication date is unknown)`);
    }
    const sel = (0,split/* selectItems */.rM)(items, {
        ...(o.split !== undefined && { split: o.split }),
        ...(o.sampleN !== undefined && { sampleN: o.sampleN }),
    });
    if (sel.warning !== undefined)
        warnings.unshift(sel.warning);
    if (o.sampleN !== undefined && o.sampleN > sel.inSplit) {
        warnings.push(`a sample of ${o.sampleN} is more than the ${sel.inSplit} items in the ${sel.split} split; all of them are used`);
    }
    return {
        items: sel.items,
        file: loaded.file,
        loaded: loaded.items.length,
        undated: loaded.undated,
        ...(dated !== undefined && { publishedAfter: dated }),
        ...(before !== undefined && { publishedBefore: before }),
        split: sel.split,
        inSplit: sel.inSplit,
        ...(sel.sampleN !== undefined && { sampleN: sel.sampleN }),
        warnings,
        ...noteIf((0,split/* splitNote */.dj)(sel.split, sel.inSplit, items.length)),
    };
}
function noteIf(note) {
    return note === undefined ? {} : { splitNote: note };
}
/** One line: "12 items (dev split of 40 loaded; 3 undated)". */
function describePrepared(p) {
    const parts = [`${p.split} split: ${p.inSplit} of ${p.loaded} loaded`];
    if (p.publishedAfter)
        parts.push(`published after ${p.publishedAfter.cutoff}: kept ${p.publishedAfter.kept}, dropped ${p.publishedAfter.dropped}, undated ${p.publishedAfter.undated}`);
    if (p.publishedBefore)
        parts.push(`published on or before ${p.publishedBefore.cutoff}: kept ${p.publishedBefore.kept}, dropped ${p.publishedBefore.dropped}, undated ${p.publishedBefore.undated}`);
    if (!p.publishedAfter && !p.publishedBefore)
        parts.push(`${p.undated} undated`);
    if (p.sampleN !== undefined)
        parts.push(`sample of ${p.sampleN} by hash`);
    return `${p.items.length} items (${parts.join("; ")})`;
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
