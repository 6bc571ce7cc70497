export const id = 855;
export const ids = [855];
export const modules = {

/***/ 855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INGEST_FLAGS: () => (/* binding */ INGEST_FLAGS),
  ingestCommand: () => (/* binding */ ingestCommand),
  itemToJsonl: () => (/* binding */ itemToJsonl)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/lib/io/output-file.js
var output_file = __webpack_require__(2887);
// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/items/hash.js
var hash = __webpack_require__(3083);
// EXTERNAL MODULE: ./build/lib/items/load.js
var load = __webpack_require__(8527);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/api/index.js + 3 modules
var api = __webpack_require__(7084);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/api/normalize_options.js + 1 modules
var normalize_options = __webpack_require__(6845);
;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/sync.js



const parse = function (data, opts = {}) {
  if (typeof data === "string") {
    data = Buffer.from(data);
  }
  const records = opts && opts.objname ? Object.create(null) : [];
  const parser = (0,api/* transform */.p)(opts);
  const push = (record) => {
    if (parser.options.objname === undefined) records.push(record);
    else {
      records[record[0]] = record[1];
    }
  };
  const close = () => {};
  const error = parser.parse(data, true, push, close);
  if (error !== undefined) throw error;
  return records;
};



// EXTERNAL MODULE: ./build/lib/text/strict.js
var strict = __webpack_require__(261);
;// CONCATENATED MODULE: ./build/lib/items/ingest/position.js
/**
 * Choices whose meaning depends on where they stand among the others ("all of the above",
 * "A and B", 「上記のすべて」, 「AとD」). A shuffle silently changes what they refer to while the
 * answer's text still "matches", so such items cannot be paired and are rejected at ingest.
 * The Japanese rules follow what contamlab learned from all 7,097 JMMLU rows: 「上記」 in a
 * choice always referred to other choices; 「以上」 alone is a quantity; roman numerals point
 * into the question and survive a shuffle, so they are kept.
 */
const LABEL = "[A-Da-d]";
const EN_SEP = "(?:,|and|or|nor|&)";
const PATTERNS = [
    // all / none / both / neither / any / either of the above / these / the options …
    /\b(?:all|none|both|neither|either|any|each|one)\s+of\s+(?:the\s+)?(?:above|below|these|those|them|(?:above|previous|preceding|following|other)\s+(?:options?|choices?|answers?|statements?))\b/i,
    /\b(?:the\s+)?above\s+(?:options?|choices?|answers?|two|three|four)\b/i,
    /\b(?:all|none)\s+(?:the\s+)?above\b/i,
    // "Both A and B", "Neither A nor C", "only A and D"
    /\b(?:both|neither|either|only)\s+\(?[A-D]\)?\s+(?:and|or|nor|&)\s+\(?[A-D]\)?(?![A-Za-z0-9])/i,
    // a choice that is nothing but labels: "A and B", "A, B and C", "(A) & (D)"
    new RegExp(`^\\(?[A-D]\\)?(?:\\s*${EN_SEP}\\s*\\(?[A-D]\\)?)+\\s*(?:only|both)?\\s*[.]?$`, "i"),
    // "options A and C", "choice B"
    /\b(?:options?|choices?|answers?)\s+\(?[A-D]\)?(?:\s*(?:,|and|or|&)\s*\(?[A-D]\)?)*(?![A-Za-z0-9])/,
    // Japanese: labels joined by と/および/及び/、/・/または ("AとD", "aおよびb", "A と C の両方")
    new RegExp(`(?<![A-Za-z0-9])${LABEL}\\s*(?:と|および|及び|、|・|または|又は|か)\\s*${LABEL}(?![A-Za-z0-9])`, "u"),
    /上記/u,
    /以上の?(?:すべて|全て|いずれ|どれ|どちら)/u,
    /これら.{0,3}(?:すべて|全て|いずれ|どれ|[0-9一二三四五六七八九]つ)/u,
    /^(?:すべて|全て|いずれも|どれも|いずれでもない|どれでもない|どちらでもない)[。.]?$/u,
    /選択肢.{0,2}(?:すべて|全て|いずれ|どれ)/u,
];
function isPositionDependent(choice) {
    const s = choice.normalize("NFKC").trim();
    return PATTERNS.some((re) => re.test(s));
}

;// CONCATENATED MODULE: ./build/lib/items/ingest/mmlu.js






const REJECT_REASONS = [
    "wrong_column_count",
    "empty_field",
    "bad_answer",
    "ambiguous_answer_index",
    "duplicate_choices",
    "position_dependent_choice",
];
const LETTERS = ["A", "B", "C", "D"];
/**
 * One MMLU-layout CSV (question, four choices, answer) → items + the file's manifest entry.
 * Pure: the caller reads the bytes. A bad row is rejected with a reason, never fatal — one row
 * must not stop a 7,000-row conversion; only a file that is not CSV at all is an InputError.
 */
function convertMmluCsv(bytes, relPath, opts = {}) {
    const sha256 = (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex");
    const text = (0,strict/* decodeUtf8 */._)(bytes, relPath).replace(/\r\n?/g, "\n");
    let records;
    try {
        records = parse(text, {
            bom: true,
            relax_column_count: true,
            info: true,
            skip_empty_lines: true,
        });
    }
    catch (e) {
        const line = e.lines;
        const code = e.code ?? "CSV error";
        throw new errors/* InputError */.dz(`not readable as CSV (${code})`, line !== undefined ? { file: relPath, line } : { file: relPath });
    }
    const rows = records.map((r) => ({
        cells: r.record,
        line: r.info.lines - r.record.reduce((k, c) => k + (c.match(/\n/g)?.length ?? 0), 0),
    }));
    const header = rows.length > 0 && looksLikeHeader(rows[0].cells);
    const data = header ? rows.slice(1) : rows;
    const base = opts.indexBase ?? inferIndexBase(data.map((r) => r.cells[5]));
    const stem = relPath.replace(/\.csv$/i, "");
    const items = [];
    const rejected = {};
    const rejectedLines = [];
    data.forEach((row, k) => {
        const result = convertRow(row.cells, base);
        if (typeof result === "string") {
            rejected[result] = (rejected[result] ?? 0) + 1;
            rejectedLines.push({ line: row.line, reason: result });
            return;
        }
        items.push({
            id: `${stem}-${String(k + 1).padStart(4, "0")}`,
            question: result.question,
            answer: result.answer,
            choices: result.choices,
            ...(opts.publishedAt !== undefined && { publishedAt: opts.publishedAt }),
            source: opts.source ?? relPath,
            metadata: { file: relPath, line: row.line },
        });
    });
    return {
        items,
        manifest: {
            path: relPath,
            sha256,
            rows: data.length,
            header,
            accepted: items.length,
            rejected,
            rejected_lines: rejectedLines,
        },
    };
}
/** One row → question/choices/answer, or the reason it cannot become an item. */
function convertRow(cells, indexBase) {
    if (cells.length !== 6)
        return "wrong_column_count";
    const [q, ...rest] = cells.map((c) => c.trim());
    const choices = rest.slice(0, 4);
    const rawAnswer = rest[4];
    if (!q || choices.some((c) => c === "") || rawAnswer === "")
        return "empty_field";
    const index = answerToIndex(rawAnswer, indexBase);
    if (typeof index === "string")
        return index;
    if (new Set(choices.map(load/* choiceKey */.T3)).size !== choices.length)
        return "duplicate_choices";
    if (choices.some(isPositionDependent))
        return "position_dependent_choice";
    return { question: q, choices, answer: choices[index] };
}
function answerToIndex(raw, base) {
    const a = raw.normalize("NFKC").trim().toUpperCase();
    const li = LETTERS.indexOf(a);
    if (li >= 0)
        return li;
    if (/^[0-4]$/.test(a)) {
        if (base === "ambiguous")
            return "ambiguous_answer_index";
        const i = Number(a) - base;
        return i >= 0 && i < 4 ? i : "bad_answer";
    }
    return "bad_answer";
}
/** A digit answer column is 0-based if any answer is 0, 1-based if any is 4; otherwise undecidable. */
function inferIndexBase(answers) {
    const digits = answers.map((a) => a?.normalize("NFKC").trim() ?? "").filter((a) => /^[0-4]$/.test(a));
    if (digits.length === 0)
        return 0; // letters only: the base is never consulted
    const has0 = digits.includes("0");
    const has4 = digits.includes("4");
    if (has0 && !has4)
        return 0;
    if (has4 && !has0)
        return 1;
    return "ambiguous";
}
const HEADER_WORDS = /^(?:question|questions|prompt|input|問題|設問|answer|target|label|correct|正解|答え|[a-d]|choice_?[a-d1-4]|option_?[a-d1-4])$/i;
/** A first row whose answer cell is not an answer and whose cells read like column names. */
function looksLikeHeader(cells) {
    if (cells.length !== 6)
        return false;
    const last = cells[5].normalize("NFKC").trim();
    if (/^[A-Da-d0-4]$/.test(last))
        return false;
    return HEADER_WORDS.test(cells[0].normalize("NFKC").trim()) || HEADER_WORDS.test(last);
}

// EXTERNAL MODULE: ./build/lib/cli/args.js
var args = __webpack_require__(3876);
;// CONCATENATED MODULE: ./build/lib/cli/ingest.js











const USAGE = "usage: contamgate ingest mmlu-csv DIR --items items.jsonl [--manifest PATH] [--published-at YYYY-MM-DD] [--source NAME] [--index-base 0|1]";
const INGEST_FLAGS = {
    items: { type: "string" },
    manifest: { type: "string" },
    "published-at": { type: "string" },
    source: { type: "string" },
    "index-base": { type: "string" },
    help: { type: "boolean", short: "h" },
};
/** `contamgate ingest mmlu-csv DIR --items items.jsonl`: MMLU-layout CSVs → items + a manifest of what was rejected and why. */
const ingestCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parseFlags */.bQ)(argv, INGEST_FLAGS, true, USAGE);
    if (values.help) {
        io.stdout(USAGE + "\n");
        return errors/* ExitCode */.yU.Pass;
    }
    const [format, dir, ...extra] = positionals;
    if (format !== "mmlu-csv")
        throw new errors/* InputError */.dz(`unknown or missing format "${format ?? ""}" (supported: mmlu-csv); ${USAGE}`);
    if (dir === undefined || extra.length > 0)
        throw new errors/* InputError */.dz(`expected exactly one DIR; ${USAGE}`);
    if (values.items === undefined)
        throw new errors/* InputError */.dz(`--items is required (the items file to write); ${USAGE}`);
    if (values["published-at"] !== undefined && !(0,load/* isIsoDate */.s6)(values["published-at"])) {
        throw new errors/* InputError */.dz(`--published-at must be a date YYYY-MM-DD (got "${values["published-at"]}")`);
    }
    let indexBase;
    if (values["index-base"] !== undefined) {
        if (values["index-base"] !== "0" && values["index-base"] !== "1")
            throw new errors/* InputError */.dz(`--index-base must be 0 or 1 (got "${values["index-base"]}")`);
        indexBase = values["index-base"] === "0" ? 0 : 1;
    }
    return ingestMmlu(io, {
        dir,
        out: values.items,
        manifest: values.manifest ?? `${values.items.replace(/\.jsonl$/i, "")}.manifest.json`,
        ...(indexBase !== undefined && { indexBase }),
        ...(values["published-at"] !== undefined && { publishedAt: values["published-at"] }),
        ...(values.source !== undefined && { source: values.source }),
    });
};
async function ingestMmlu(io, o) {
    const root = (0,external_node_path_.resolve)(io.cwd, o.dir);
    const found = await (0,dist/* glob */.TI)("**/*.csv", { cwd: root, caseSensitiveMatch: false, onlyFiles: true }).catch(() => []);
    const files = found.map((f) => f.split(external_node_path_.sep).join("/")).sort(hash/* compareCodePoints */.OP);
    if (files.length === 0)
        throw new errors/* InputError */.dz("no .csv files found", { file: o.dir });
    // Checked before anything is read or written: an --items that names an input CSV would destroy it.
    const out = (0,output_file/* outputPath */.XC)(o.out, { cwd: io.cwd, field: "--items" });
    const manifestOut = (0,output_file/* outputPath */.XC)(o.manifest, { cwd: io.cwd, field: "--manifest" });
    await (0,output_file/* preflightOutputs */.K5)([out, manifestOut], files.map((rel) => ({ what: `the input CSV ${rel}`, path: (0,external_node_path_.resolve)(root, rel) })));
    const outPath = out.path;
    const manifestPath = manifestOut.path;
    const items = [];
    const manifests = [];
    for (const rel of files) {
        const { real } = await (0,checked_file/* checkInputFile */.xR)((0,external_node_path_.resolve)(root, rel), {
            display: rel,
            maxBytes: limits/* MAX_ITEMS_FILE_BYTES */.Pn,
            what: "CSV file",
            workspace: io.cwd,
        });
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(real);
        }
        catch (e) {
            throw new errors/* InputError */.dz(`cannot read (${e.code ?? "read error"})`, { file: rel });
        }
        const r = convertMmluCsv(bytes, rel, {
            ...(o.indexBase !== undefined && { indexBase: o.indexBase }),
            ...(o.publishedAt !== undefined && { publishedAt: o.publishedAt }),
            ...(o.source !== undefined && { source: o.source }),
        });
        // Not push(...r.items): a CSV of a few hundred thousand rows would overflow the stack.
        for (const it of r.items)
            items.push(it);
        manifests.push(r.manifest);
    }
    const ids = new Set();
    for (const item of items) {
        if (ids.has(item.id))
            throw new errors/* InputError */.dz(`two rows map to the same item id "${item.id}"; rename one of the files`, { file: o.dir });
        ids.add(item.id);
    }
    const byReason = {};
    for (const m of manifests)
        for (const reason of REJECT_REASONS)
            if (m.rejected[reason])
                byReason[reason] = (byReason[reason] ?? 0) + m.rejected[reason];
    const totals = {
        files: manifests.length,
        rows: manifests.reduce((k, m) => k + m.rows, 0),
        accepted: items.length,
        rejected: manifests.reduce((k, m) => k + m.rows - m.accepted, 0),
        by_reason: byReason,
    };
    const manifest = {
        format: "mmlu-csv",
        dir: o.dir,
        out: o.out,
        ...(o.publishedAt !== undefined && { published_at: o.publishedAt }),
        totals,
        files: manifests,
    };
    await (0,output_file/* writeOutput */.zh)(manifestOut, JSON.stringify(manifest, null, 2) + "\n");
    if (items.length > 0)
        await (0,output_file/* writeOutput */.zh)(out, items.map(itemToJsonl).join(""));
    for (const m of manifests) {
        const why = Object.entries(m.rejected)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ");
        io.stdout(`${m.path}: ${m.rows} rows, ${m.accepted} accepted${why ? `, rejected: ${why}` : ""}\n`);
    }
    const why = Object.entries(byReason)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
    io.stdout(`${totals.files} files, ${totals.rows} rows: ${totals.accepted} accepted, ${totals.rejected} rejected${why ? ` (${why})` : ""}\n` +
        (items.length > 0 ? `items → ${(0,external_node_path_.relative)(io.cwd, outPath) || outPath}\n` : "") +
        `manifest → ${(0,external_node_path_.relative)(io.cwd, manifestPath) || manifestPath}\n`);
    if (items.length === 0) {
        io.stderr("contamgate ingest: no row was accepted; nothing written to --items (see the manifest for the reasons)\n");
        return errors/* ExitCode */.yU.InvalidInput;
    }
    return errors/* ExitCode */.yU.Pass;
}
/** The item JSONL layout parseItemsJsonl reads back. */
function itemToJsonl(item) {
    return (JSON.stringify({
        id: item.id,
        question: item.question,
        choices: item.choices,
        answer: item.answer,
        ...(item.publishedAt !== undefined && { published_at: item.publishedAt }),
        ...(item.source !== undefined && { source: item.source }),
        ...(item.metadata !== undefined && { metadata: item.metadata }),
    }) + "\n");
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

/***/ 3083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   QH: () => (/* binding */ saltedDigest),
/* harmony export */   lx: () => (/* binding */ unitHash),
/* harmony export */   vA: () => (/* binding */ first8)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** sha256(a ‖ NUL ‖ b) over UTF-8: the NUL keeps ("a", "bc") and ("ab", "c") apart. */
function saltedDigest(salt, id) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(salt, "utf8").update(Buffer.of(0)).update(id, "utf8").digest();
}
/** First 8 bytes of sha256(salt ‖ NUL ‖ id) as a big-endian unsigned integer. */
function first8(salt, id) {
    return saltedDigest(salt, id).readBigUInt64BE(0);
}
/**
 * contamlab's unit_hash: first8 / 2⁶⁴ in [0, 1). `Number(bigint)` rounds to nearest like
 * Python's int / int, and dividing by a power of two is exact, so the doubles agree bit for bit.
 */
function unitHash(salt, id) {
    return Number(first8(salt, id)) / 2 ** 64;
}
/** Python's str ordering (by code point); JS `<` compares UTF-16 units, which differs above U+FFFF. */
function compareCodePoints(a, b) {
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx < cy ? -1 : 1;
    }
}


/***/ }),

/***/ 2200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o2: () => (/* binding */ MAX_CHOICES),
/* harmony export */   sL: () => (/* binding */ CHOICE_LABELS),
/* harmony export */   xD: () => (/* binding */ answerLabel)
/* harmony export */ });
/* unused harmony export answerIndex */
/** Choice labels: 26 is the ceiling because labels are single letters. */
const CHOICE_LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const MAX_CHOICES = CHOICE_LABELS.length;
/** Position of the answer in the choices as presented; undefined for a free-form item. */
function answerIndex(item) {
    const i = item.choices.indexOf(item.answer);
    return i < 0 ? undefined : i;
}
function answerLabel(item) {
    const i = answerIndex(item);
    return i === undefined ? undefined : CHOICE_LABELS[i];
}


/***/ }),

/***/ 8527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PL: () => (/* binding */ loadItemsFile),
/* harmony export */   T3: () => (/* binding */ choiceKey),
/* harmony export */   s6: () => (/* reexport safe */ _text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__.s)
/* harmony export */ });
/* unused harmony exports parseItemsJsonl, parseItemsBytes */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3991);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4354);
/* harmony import */ var _text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1020);
/* harmony import */ var _text_strict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(261);
/* harmony import */ var _item_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2200);








const KNOWN_KEYS = new Set(["id", "question", "answer", "choices", "published_at", "source", "metadata"]);
/**
 * Parses benchmark JSONL text. Pure: `file` only labels errors. Every problem is an exit-4
 * InputError naming file:line and the field; messages never quote item text (it may be holdout).
 */
function parseItemsJsonl(text, file) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return collectItems(body.split("\n"), file);
}
/**
 * Parses benchmark JSONL bytes line by line: each line is decoded strictly on its own, so no
 * string ever holds the whole file (V8 cannot hold one over 512 MiB) and a long line costs its
 * length once. Lines over MAX_LINE_BYTES are rejected at their line.
 */
function parseItemsBytes(bytes, file) {
    return collectItems(utf8Lines(bytes, file), file);
}
function collectItems(lines, file) {
    const items = [];
    const seen = new Map();
    let undated = 0;
    let skippedLines = 0;
    let line = 0;
    let trailingBlank = false;
    for (const text of lines) {
        line++;
        const trimmed = text.replace(/\r$/, "").trim();
        trailingBlank = false;
        if (trimmed === "" || trimmed.startsWith("//")) {
            skippedLines++;
            trailingBlank = trimmed === "";
            continue;
        }
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`not valid JSON (${describeJsonError(e)})`, { file, line });
        }
        const dup = (0,_text_strict_js__WEBPACK_IMPORTED_MODULE_5__/* .duplicateTopLevelKey */ .E)(trimmed);
        if (dup !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("appears twice on the line (JSON keeps only the last; say which you mean)", {
                file,
                line,
                field: dup,
            });
        const item = itemFromJson(value, file, line);
        const first = seen.get(item.id);
        if (first !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`duplicate id (first seen on line ${first})`, { file, line, field: "id" });
        }
        if (items.length >= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`more than ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} items; the cap is ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_QUESTIONS */ .Rj.toLocaleString("en-US")} questions (docs/reliability.md "Caps")`, { file, line });
        }
        seen.set(item.id, line);
        if (item.publishedAt === undefined)
            undated++;
        items.push(item);
    }
    // The empty string after a final newline is not a line of the file.
    if (trailingBlank)
        skippedLines--;
    if (items.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("no items (the file is empty or only comments)", { file });
    return { file, items, undated, skippedLines };
}
/** The lines of UTF-8 bytes (BOM dropped), each decoded strictly; "" after a final newline. */
function* utf8Lines(bytes, file) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // One fast whole-buffer check; only a file that fails it is decoded line by line to find the line.
    const valid = (0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf);
    const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let start = 0;
    for (let line = 1;; line++) {
        let end = buf.indexOf(0x0a, start);
        const last = end < 0;
        if (last)
            end = buf.length;
        if (end - start > _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_LINE_BYTES */ .Oc) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`line is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(end - start)}; the cap is ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_LINE_BYTES */ .Oc)} a line (docs/reliability.md "Caps")`, { file, line });
        }
        let text;
        if (valid)
            text = buf.toString("utf8", start, end);
        else {
            try {
                text = fatal.decode(buf.subarray(start, end));
            }
            catch {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("not valid UTF-8", { file, line });
            }
        }
        yield line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
        if (last)
            return;
        start = end + 1;
    }
}
/** Reads and parses a benchmark file: a regular file under MAX_ITEMS_FILE_BYTES (docs/reliability.md "Caps"). */
async function loadItemsFile(path, displayName, workspace) {
    const { real } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputFile */ .xR)(path, {
        display: displayName,
        maxBytes: _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ITEMS_FILE_BYTES */ .Pn,
        what: "benchmark file",
        workspace,
    });
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real);
    }
    catch (e) {
        const code = e.code ?? "read error";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot read benchmark file (${code})`, { file: displayName });
    }
    return parseItemsBytes(bytes, displayName);
}
/** V8's JSON messages quote the offending text; keep only the kind of error and the column. */
function describeJsonError(e) {
    const msg = e instanceof Error ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(e) : "";
    const pos = /at position (\d+)/.exec(msg);
    const kind = msg
        .replace(/ in JSON at position \d+.*$/, "")
        .replace(/,? ".*$/, "")
        .replace(/^Unexpected token .*$/, "unexpected character")
        .replace(/^Unexpected non-whitespace character after JSON.*$/, "text after the JSON value")
        .slice(0, 80);
    return pos ? `${kind || "syntax error"} at column ${Number(pos[1]) + 1}` : kind || "syntax error";
}
function itemFromJson(value, file, line) {
    const where = (field) => (field === undefined ? { file, line } : { file, line, field });
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("each line must be a JSON object", where());
    }
    const obj = value;
    for (const key of Object.keys(obj)) {
        if (!KNOWN_KEYS.has(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("unknown field (allowed: id, question, answer, choices, published_at, source, metadata; put extras in metadata)", where(key));
        }
    }
    const id = requiredString(obj, "id", where);
    const question = requiredString(obj, "question", where);
    const answer = requiredString(obj, "answer", where);
    let choices = [];
    if (obj.choices !== undefined && obj.choices !== null) {
        if (!Array.isArray(obj.choices))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be an array of strings", where("choices"));
        if (obj.choices.length === 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("a multiple-choice item needs at least 2 choices", where("choices"));
        if (obj.choices.length > _item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${obj.choices.length} choices; at most ${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2} (labels ${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .CHOICE_LABELS */ .sL[0]}–${_item_js__WEBPACK_IMPORTED_MODULE_6__/* .CHOICE_LABELS */ .sL[_item_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_CHOICES */ .o2 - 1]})`, where("choices"));
        }
        choices = obj.choices.map((c, i) => {
            if (typeof c !== "string")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choice ${i + 1} is not a string`, where("choices"));
            if (c.trim() === "")
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choice ${i + 1} is empty`, where("choices"));
            return c;
        });
        const byKey = new Map();
        choices.forEach((c, i) => {
            const key = choiceKey(c);
            const prev = byKey.get(key);
            if (prev !== undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`choices ${prev + 1} and ${i + 1} are duplicates (compared trimmed, NFKC, case-insensitive)`, where("choices"));
            }
            byKey.set(key, i);
        });
        if (!choices.includes(answer)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("answer is not one of the choices (it must equal one choice's text exactly)", where("answer"));
        }
    }
    let publishedAt;
    if (obj.published_at !== undefined && obj.published_at !== null) {
        if (typeof obj.published_at !== "string" || !(0,_text_iso_date_js__WEBPACK_IMPORTED_MODULE_7__/* .isIsoDate */ .s)(obj.published_at)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a calendar date YYYY-MM-DD", where("published_at"));
        }
        publishedAt = obj.published_at;
    }
    let source;
    if (obj.source !== undefined && obj.source !== null) {
        if (typeof obj.source !== "string")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a string", where("source"));
        source = obj.source;
    }
    let metadata;
    if (obj.metadata !== undefined && obj.metadata !== null) {
        if (typeof obj.metadata !== "object" || Array.isArray(obj.metadata)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("must be a JSON object", where("metadata"));
        }
        metadata = obj.metadata;
    }
    return {
        id,
        question,
        answer,
        choices,
        ...(publishedAt !== undefined && { publishedAt }),
        ...(source !== undefined && { source }),
        ...(metadata !== undefined && { metadata }),
    };
}
function requiredString(obj, field, where) {
    const v = obj[field];
    if (v === undefined || v === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("missing", where(field));
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`must be a string (got ${Array.isArray(v) ? "array" : typeof v})`, where(field));
    if (v.trim() === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("is empty", where(field));
    return v;
}
/** Two choices that read the same to a model are one choice presented twice. */
function choiceKey(text) {
    return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}
// Items, benchmark dates and models' training cutoffs share one definition of a date (src/text/).



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
