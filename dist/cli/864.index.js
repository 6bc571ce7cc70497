export const id = 864;
export const ids = [864];
export const modules = {

/***/ 3641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PageBudget),
/* harmony export */   q: () => (/* binding */ boundedCompressors)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7426);
/* harmony import */ var hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1031);
/* harmony import */ var _zstd_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6062);
/**
 * Parquet page codecs with a budget: every codec hyparquet can meet refuses a page larger than
 * what is left of the budget before allocating it (a page header can claim any size). zstd goes
 * through the one decoder (src/io/zstd.ts). Shared by the leakage corpus reader and the importers.
 */




/** Thrown when the pages decompress to more than the budget. */
class PageBudget extends Error {
}
function boundedCompressors(budget) {
    let left = budget;
    const take = (n) => {
        if (!(n >= 0) || n > left)
            throw new PageBudget();
        left -= n;
    };
    return {
        SNAPPY: (input, n) => {
            take(n);
            const out = new Uint8Array(n);
            (0,hyparquet__WEBPACK_IMPORTED_MODULE_3__/* .snappyUncompress */ .t)(input, out);
            return out;
        },
        GZIP: (input, n) => (take(n), (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(input, { maxOutputLength: Math.max(1, n) })),
        BROTLI: (input, n) => (take(n), (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.brotliDecompressSync)(input, { maxOutputLength: Math.max(1, n) })),
        ZSTD: (input, n) => (take(n), (0,_zstd_js__WEBPACK_IMPORTED_MODULE_2__/* .zstdDecompressBounded */ .yb)(input, n)),
        LZ4: (input, n) => (take(n), (0,hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__/* .decompressLz4 */ .yk)(input, n)),
        LZ4_RAW: (input, n) => (take(n), (0,hyparquet_compressors__WEBPACK_IMPORTED_MODULE_1__/* .decompressLz4Raw */ .SF)(input, n)),
    };
}


/***/ }),

/***/ 7864:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readParquet: () => (/* binding */ readParquet)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4317);
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6367);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1469);
/* harmony import */ var _io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3991);
/* harmony import */ var _io_parquet_codecs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3641);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4354);
/* harmony import */ var _field_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(686);
/* harmony import */ var _record_id_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5921);









const CAP = `(docs/reliability.md "Caps")`;
const CAPS = { rowGroupBytes: _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PARQUET_ROW_GROUP_BYTES */ .TP, footerBytes: _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PARQUET_FOOTER_BYTES */ .qG };
async function readParquet(src, visitor, strict, stats, hash, caps = CAPS) {
    const steps = parquetFieldSteps(src);
    const what = strict ? "probe file" : "corpus file";
    const maxBytes = strict ? _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PROBE_FILE_BYTES */ .HG : _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CORPUS_FILE_BYTES */ .h4;
    const { real, size } = await (0,_io_checked_file_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRegularFile */ .l$)(src.path, { display: src.display, what, maxBytes });
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(real, "r");
    try {
        const metadata = await readFooter(fh, size, src.display, caps.footerBytes);
        const column = steps[0].key;
        const top = topLevelColumns(metadata);
        const rows = Number(metadata.num_rows);
        const groupRows = metadata.row_groups.reduce((a, g) => a + Number(g.num_rows), 0);
        if (!Number.isSafeInteger(rows) || rows !== groupRows) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid Parquet metadata (${rows} rows, but its row groups hold ${groupRows})`, {
                file: src.display,
            });
        }
        stats.bytes = size;
        if (!top.has(column)) {
            // As a CSV without the column: a corpus counts every row as skipped, and the scan names the
            // flag or config line that asked for it; a probe file is wrong outright.
            if (strict)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("column not in the Parquet schema", { file: src.display, field: src.field });
            stats.lines = rows;
            stats.skipped = rows;
        }
        else {
            const idColumn = src.idField !== undefined && top.has(src.idField) ? src.idField : undefined;
            const columns = idColumn !== undefined && idColumn !== column ? [column, idColumn] : [column];
            const file = fileBuffer(fh, size);
            let rowStart = 0;
            for (const [g, group] of metadata.row_groups.entries()) {
                const n = Number(group.num_rows);
                const where = `row group ${g + 1} of ${metadata.row_groups.length} (rows ${(rowStart + 1).toLocaleString("en-US")}–${(rowStart + n).toLocaleString("en-US")})`;
                const got = await readRowGroup({ file, metadata, group, columns, column, rowStart, n, where }, src, strict, caps);
                visitRows(got, rowStart, { steps, idColumn }, src, strict, stats, visitor);
                rowStart += n;
                stats.lines = rowStart;
            }
        }
    }
    finally {
        await fh.close();
    }
    // The digest is of the file's bytes (it is what a partition manifest or merge compares), read
    // once more in order: the row groups above read only the text column.
    await hashFile(real, hash);
}
/** A Parquet source names a file (not stdin, not compressed) and a valid field path; its steps. */
function parquetFieldSteps(src) {
    if (src.stdin !== null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("Parquet cannot be read from standard input (its index is at the end of the file); name the file instead", { file: src.display });
    }
    if (src.compression !== "none") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`a ${src.compression}-compressed Parquet file: Parquet compresses its own pages; decompress the file first`, { file: src.display });
    }
    if (src.field === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`Parquet needs a column (--field, or "field" in the config)`, { file: src.display });
    }
    const steps = (0,_field_path_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFieldPath */ .Z)(src.field);
    if (!steps)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid field path`, { file: src.display, field: src.field });
    return steps;
}
/** One row group's wanted columns, decoded within the cap; every failure names the row group. */
async function readRowGroup(g, src, strict, caps) {
    const { file, metadata, group, columns, column, rowStart, n, where } = g;
    const chunks = group.columns.filter((c) => columns.includes(c.meta_data?.path_in_schema[0] ?? ""));
    const offset = Math.min(...chunks.map((c) => Number(c.meta_data?.data_page_offset ?? 0)));
    const declared = Math.max(chunks.reduce((a, c) => a + Number(c.meta_data?.total_uncompressed_size ?? 0), 0), chunks.reduce((a, c) => a + Number(c.meta_data?.total_compressed_size ?? 0), 0));
    if (declared > caps.rowGroupBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}, at byte ${offset.toLocaleString("en-US")}: column "${column}" holds ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(declared)}, over ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}; rewrite the file with smaller row groups`, { file: src.display });
    }
    let got = [];
    try {
        await (0,hyparquet__WEBPACK_IMPORTED_MODULE_8__/* .parquetRead */ .bA)({
            file,
            metadata,
            columns,
            rowStart,
            rowEnd: rowStart + n,
            rowFormat: "object",
            // Page headers can claim any size: the budget refuses a page before it is allocated.
            compressors: (0,_io_parquet_codecs_js__WEBPACK_IMPORTED_MODULE_4__/* .boundedCompressors */ .q)(caps.rowGroupBytes),
            parsers: strict ? STRICT_PARSERS : LENIENT_PARSERS,
            onComplete: (r) => {
                got = r;
            },
        });
    }
    catch (e) {
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz)
            throw e;
        if (e instanceof _io_parquet_codecs_js__WEBPACK_IMPORTED_MODULE_4__/* .PageBudget */ .$) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}, at byte ${offset.toLocaleString("en-US")}: its pages decompress to more than ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}`, { file: src.display });
        }
        if (e instanceof BadUtf8) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}: not valid UTF-8`, { file: src.display, field: src.field });
        }
        if (e instanceof BadJson) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}: a JSON column holds invalid JSON`, { file: src.display, field: src.field });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}, at byte ${offset.toLocaleString("en-US")}: invalid Parquet data (${brief(e)})`, {
            file: src.display,
        });
    }
    if (got.length !== n) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${where}: invalid Parquet data (${got.length} rows decoded)`, { file: src.display });
    }
    return got;
}
/** A row group's rows handed to the visitor: one record per text value, its row number as its line. */
function visitRows(got, rowStart, cols, src, strict, stats, visitor) {
    const { steps, idColumn } = cols;
    for (let j = 0; j < got.length; j++) {
        const line = rowStart + j + 1;
        if (!visitor.wantLine(line))
            continue;
        const row = got[j];
        const value = (0,_field_path_js__WEBPACK_IMPORTED_MODULE_7__/* .extractField */ .w)(row, steps);
        if (!value.ok) {
            if (strict)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(value.problem === "missing" ? "field missing" : "field is not text", {
                    file: src.display,
                    line,
                    field: src.field,
                });
            stats.skipped++;
            continue;
        }
        const id = idColumn !== undefined ? (0,_record_id_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .T)(row[idColumn], src, line) : undefined;
        for (const v of value.values) {
            stats.records++;
            const rec = { line, text: v.text };
            if (v.index !== undefined)
                rec.index = v.index;
            if (id !== undefined)
                rec.id = id;
            visitor.text(rec);
        }
    }
}
/** The footer, checked before it is parsed: magic numbers, its length against the file and the cap. */
async function readFooter(fh, size, display, cap) {
    if (size < 12)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz("not a Parquet file (shorter than its header and footer)", { file: display });
    const head = await readAt(fh, 0, 4);
    const tail = await readAt(fh, size - 8, 8);
    if (head.toString("latin1") !== "PAR1" || tail.toString("latin1", 4) !== "PAR1") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('not a Parquet file (no "PAR1" at its start and end)', { file: display });
    }
    const length = tail.readUInt32LE(0);
    if (length > size - 12) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid Parquet footer (its length, ${length.toLocaleString("en-US")} bytes at byte ${(size - 8).toLocaleString("en-US")}, exceeds the file)`, { file: display });
    }
    if (length > cap) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`Parquet footer of ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(length)}, over ${(0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(cap)}, the cap on a footer ${CAP}`, { file: display });
    }
    const buf = await readAt(fh, size - 8 - length, length + 8);
    try {
        return (0,hyparquet__WEBPACK_IMPORTED_MODULE_9__/* .parquetMetadata */ .m5)(buf);
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`invalid Parquet footer at byte ${(size - 8 - length).toLocaleString("en-US")} (${brief(e)})`, { file: display });
    }
}
function topLevelColumns(metadata) {
    return new Set((0,hyparquet__WEBPACK_IMPORTED_MODULE_9__/* .parquetSchema */ .YR)(metadata).children.map((c) => c.element.name));
}
function fileBuffer(fh, size) {
    return {
        byteLength: size,
        slice: async (start, end = size) => {
            const s = Math.max(0, start);
            const e = Math.min(size, end);
            const b = await readAt(fh, s, Math.max(0, e - s));
            return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
        },
    };
}
async function readAt(fh, position, length) {
    const buf = Buffer.alloc(length);
    let got = 0;
    while (got < length) {
        const { bytesRead } = await fh.read(buf, got, length - got, position + got);
        if (bytesRead === 0)
            break;
        got += bytesRead;
    }
    return got === length ? buf : buf.subarray(0, got);
}
async function hashFile(path, hash) {
    for await (const c of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { highWaterMark: 1 << 20 }))
        hash.update(c);
}
class BadUtf8 extends Error {
}
class BadJson extends Error {
}
const fatal = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");
/** Probes must be the text meant (a bad byte is an error); a null stays null (a missing field). */
function fatalUtf8(bytes) {
    if (bytes === null || bytes === undefined)
        return bytes;
    try {
        return fatal.decode(bytes);
    }
    catch {
        throw new BadUtf8();
    }
}
/** JSON.parse's message quotes the input, which may be holdout text: report the column only. */
function json(decode) {
    return (bytes) => {
        if (bytes === null || bytes === undefined)
            return bytes;
        try {
            return JSON.parse(decode(bytes) ?? "");
        }
        catch (e) {
            if (e instanceof BadUtf8)
                throw e;
            throw new BadJson();
        }
    };
}
const STRICT_PARSERS = { stringFromBytes: fatalUtf8, jsonFromBytes: json(fatalUtf8) };
const LENIENT_PARSERS = { jsonFromBytes: json((b) => lenient.decode(b)) };
/** A library's message, short; never the data (hyparquet's messages name structure, not values). */
function brief(e) {
    const m = e instanceof Error ? e.message : String(e);
    return m.length > 160 ? `${m.slice(0, 160)}…` : m;
}


/***/ })

};
