export const id = 79;
export const ids = [79];
export const modules = {

/***/ 1079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   leakageSectionSchema: () => (/* binding */ leakageSectionSchema),
/* harmony export */   optionsFromSection: () => (/* binding */ optionsFromSection)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1033);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1444);
/* harmony import */ var _holdout_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5602);



/**
 * The `leakage:` section of contamgate.yml. Paths and globs are relative to the config file's
 * directory; CLI flags, when given, override the thresholds.
 */
const format = zod__WEBPACK_IMPORTED_MODULE_2__["enum"](["text", "jsonl", "csv", "tsv", "parquet"]);
const sourceFields = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    /** A file path or glob. */
    path: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1),
    /** Default: from the extension (.jsonl/.ndjson/.json, .csv, .tsv, .parquet, else text; .gz/.zst looked through). */
    format: format.optional(),
    /** JSONL field path (`question`, `paraphrases[]`, `turns[].text`) or CSV/TSV column. */
    field: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional(),
    /** JSONL field / CSV column with a record id, reported with findings. */
    id_field: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional(),
    /** Text format: lines starting with one of these are skipped (e.g. "#"). */
    skip_prefixes: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1)).optional(),
    /** This source may hold no record (an empty file, only comments) without failing the scan. */
    allow_empty: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().optional(),
});
/** An id taken from the text field would print the text wherever findings are shown. */
const source = sourceFields.refine((s) => s.id_field === undefined || s.field === undefined || !(0,_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__/* .sameField */ .L$)(s.id_field, s.field), {
    path: ["id_field"],
    message: "is the text field (field); ids are printed with findings, so they would print the text — name a separate id field or drop id_field",
});
const ratio = zod__WEBPACK_IMPORTED_MODULE_2__.string().regex(/^(0?\.\d{1,6}|1(\.0{1,6})?)$/, 'a decimal in (0, 1], e.g. "0.8"');
const leakageSectionSchema = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    /** Named probe sets; `holdout: true` marks sets whose text must never be printed anywhere. */
    probe_sets: zod__WEBPACK_IMPORTED_MODULE_2__.record(zod__WEBPACK_IMPORTED_MODULE_2__.string().regex(/^[A-Za-z0-9_.-]+$/, "letters, digits, _ . -"), zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
        holdout: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().default(false),
        /**
         * `opaque`: this holdout set's ids carry nothing of its text (`hq-17`), so surfaces show
         * them as written. Without it a holdout id is shown as a hash (docs/leakage.md "Holdout ids").
         */
        ids: zod__WEBPACK_IMPORTED_MODULE_2__.literal("opaque").optional(),
        sources: zod__WEBPACK_IMPORTED_MODULE_2__.array(source).min(1),
    })
        .refine((set) => set.ids === undefined || set.holdout, {
        path: ["ids"],
        message: "is for holdout sets (holdout: true); ids of other probe sets are always shown as written",
    }))
        .refine((r) => Object.keys(r).length > 0, "at least one probe set"),
    corpora: zod__WEBPACK_IMPORTED_MODULE_2__.array(source).min(1),
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__.union([ratio, zod__WEBPACK_IMPORTED_MODULE_2__.number().gt(0).lte(1)]).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.leakageThreshold),
    containment: zod__WEBPACK_IMPORTED_MODULE_2__.union([ratio, zod__WEBPACK_IMPORTED_MODULE_2__.number().gt(0).lte(1), zod__WEBPACK_IMPORTED_MODULE_2__.literal("off")]).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.leakageContainment),
    min_containment_shingles: (0,_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .zodNumber */ .He)(zod__WEBPACK_IMPORTED_MODULE_3__, _ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.minContainmentShingles).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.minContainmentShingles.default),
    shingle_width: (0,_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .zodNumber */ .He)(zod__WEBPACK_IMPORTED_MODULE_3__, _ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.shingleWidth).default(_ranges_js__WEBPACK_IMPORTED_MODULE_0__/* .RANGES */ .$M.shingleWidth.default),
    ngram13: zod__WEBPACK_IMPORTED_MODULE_2__.boolean().default(false),
});
/** The `id` field/column by default — unless `id` is where the text is. */
function defaultIdField(src) {
    const idField = src.id_field ?? "id";
    return src.field !== undefined && (0,_holdout_id_js__WEBPACK_IMPORTED_MODULE_1__/* .sameField */ .L$)(idField, src.field) ? {} : { idField };
}
/**
 * Scan options from a parsed section; `cwd` is the config file's directory, `root` the
 * repository root reported paths are relative to. Every source remembers its config line, so an
 * empty source or a field that matches nothing names it.
 */
function optionsFromSection(section, cwd, where, root = cwd) {
    const origin = (path) => ({
        kind: "config",
        file: where.file,
        line: where.lineOf(path),
        key: path.join("."),
    });
    const pattern = (s, at) => ({
        pattern: s.path,
        ...(s.format ? { format: s.format } : {}),
        ...(s.field !== undefined ? { field: s.field, fieldOrigin: origin([...at, "field"]) } : {}),
        ...(s.id_field !== undefined ? { idField: s.id_field } : {}),
        ...(s.skip_prefixes ? { skipPrefixes: s.skip_prefixes } : {}),
        ...(s.allow_empty ? { allowEmpty: true } : {}),
        origin: origin([...at, "path"]),
    });
    // A threshold the schema let through (0.1234567) is refused by the scan's plan at this key.
    const key = (k) => {
        const line = where.lineOf(["leakage", k]);
        return { kind: "config", file: where.file, ...(line !== undefined ? { line } : {}), field: `leakage.${k}` };
    };
    return {
        cwd,
        root,
        probeSets: Object.entries(section.probe_sets).map(([name, set]) => ({
            name,
            holdout: set.holdout,
            ...(set.ids === "opaque" ? { opaqueIds: true } : {}),
            // Like --id-field: an `id` field/column is reported when present unless another is named.
            sources: set.sources.map((src, j) => ({
                ...pattern(src, ["leakage", "probe_sets", name, "sources", j]),
                ...defaultIdField(src),
            })),
        })),
        corpora: section.corpora.map((src, i) => pattern(src, ["leakage", "corpora", i])),
        configFile: where.path,
        threshold: String(section.threshold),
        containment: section.containment === "off" ? null : String(section.containment),
        minContainmentShingles: section.min_containment_shingles,
        shingleWidth: section.shingle_width,
        ngram13: section.ngram13,
        from: {
            threshold: key("threshold"),
            containment: key("containment"),
            minContainmentShingles: key("min_containment_shingles"),
            shingleWidth: key("shingle_width"),
        },
    };
}


/***/ })

};
