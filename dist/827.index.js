export const id = 827;
export const ids = [827];
export const modules = {

/***/ 6827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readParquet: () => (/* binding */ readParquet)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/read.js + 16 modules
var read = __webpack_require__(4317);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 1 modules
var src_metadata = __webpack_require__(6367);
// EXTERNAL MODULE: ./build/lib/errors.js
var errors = __webpack_require__(1469);
// EXTERNAL MODULE: ./build/lib/io/checked-file.js
var checked_file = __webpack_require__(3991);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/snappy.js
var snappy = __webpack_require__(7426);
// EXTERNAL MODULE: ./node_modules/hyparquet-compressors/src/index.js + 15 modules
var src = __webpack_require__(1031);
// EXTERNAL MODULE: ./build/lib/io/zstd.js
var zstd = __webpack_require__(6062);
;// CONCATENATED MODULE: ./build/lib/io/parquet-codecs.js
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
            (0,snappy/* snappyUncompress */.t)(input, out);
            return out;
        },
        GZIP: (input, n) => (take(n), (0,external_node_zlib_.gunzipSync)(input, { maxOutputLength: Math.max(1, n) })),
        BROTLI: (input, n) => (take(n), (0,external_node_zlib_.brotliDecompressSync)(input, { maxOutputLength: Math.max(1, n) })),
        ZSTD: (input, n) => (take(n), (0,zstd/* zstdDecompressBounded */.yb)(input, n)),
        LZ4: (input, n) => (take(n), (0,src/* decompressLz4 */.yk)(input, n)),
        LZ4_RAW: (input, n) => (take(n), (0,src/* decompressLz4Raw */.SF)(input, n)),
    };
}

// EXTERNAL MODULE: ./build/lib/limits.js
var limits = __webpack_require__(4354);
// EXTERNAL MODULE: ./build/lib/leakage/sources/field-path.js
var field_path = __webpack_require__(686);
// EXTERNAL MODULE: ./build/lib/leakage/sources/record-id.js
var record_id = __webpack_require__(5921);
;// CONCATENATED MODULE: ./build/lib/leakage/sources/parquet.js









const CAP = `(docs/reliability.md "Caps")`;
const CAPS = { rowGroupBytes: limits/* MAX_PARQUET_ROW_GROUP_BYTES */.TP, footerBytes: limits/* MAX_PARQUET_FOOTER_BYTES */.qG };
async function readParquet(src, visitor, strict, stats, hash, caps = CAPS) {
    const steps = parquetFieldSteps(src);
    const what = strict ? "probe file" : "corpus file";
    const maxBytes = strict ? limits/* MAX_PROBE_FILE_BYTES */.HG : limits/* MAX_CORPUS_FILE_BYTES */.h4;
    const { real, size } = await (0,checked_file/* checkRegularFile */.l$)(src.path, { display: src.display, what, maxBytes });
    const fh = await (0,promises_.open)(real, "r");
    try {
        const metadata = await readFooter(fh, size, src.display, caps.footerBytes);
        const column = steps[0].key;
        const top = topLevelColumns(metadata);
        const rows = Number(metadata.num_rows);
        const groupRows = metadata.row_groups.reduce((a, g) => a + Number(g.num_rows), 0);
        if (!Number.isSafeInteger(rows) || rows !== groupRows) {
            throw new errors/* InputError */.dz(`invalid Parquet metadata (${rows} rows, but its row groups hold ${groupRows})`, {
                file: src.display,
            });
        }
        stats.bytes = size;
        if (!top.has(column)) {
            // As a CSV without the column: a corpus counts every row as skipped, and the scan names the
            // flag or config line that asked for it; a probe file is wrong outright.
            if (strict)
                throw new errors/* InputError */.dz("column not in the Parquet schema", { file: src.display, field: src.field });
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
        throw new errors/* InputError */.dz("Parquet cannot be read from standard input (its index is at the end of the file); name the file instead", { file: src.display });
    }
    if (src.compression !== "none") {
        throw new errors/* InputError */.dz(`a ${src.compression}-compressed Parquet file: Parquet compresses its own pages; decompress the file first`, { file: src.display });
    }
    if (src.field === undefined) {
        throw new errors/* InputError */.dz(`Parquet needs a column (--field, or "field" in the config)`, { file: src.display });
    }
    const steps = (0,field_path/* parseFieldPath */.Z)(src.field);
    if (!steps)
        throw new errors/* InputError */.dz(`invalid field path`, { file: src.display, field: src.field });
    return steps;
}
/** One row group's wanted columns, decoded within the cap; every failure names the row group. */
async function readRowGroup(g, src, strict, caps) {
    const { file, metadata, group, columns, column, rowStart, n, where } = g;
    const chunks = group.columns.filter((c) => columns.includes(c.meta_data?.path_in_schema[0] ?? ""));
    const offset = Math.min(...chunks.map((c) => Number(c.meta_data?.data_page_offset ?? 0)));
    const declared = Math.max(chunks.reduce((a, c) => a + Number(c.meta_data?.total_uncompressed_size ?? 0), 0), chunks.reduce((a, c) => a + Number(c.meta_data?.total_compressed_size ?? 0), 0));
    if (declared > caps.rowGroupBytes) {
        throw new errors/* InputError */.dz(`${where}, at byte ${offset.toLocaleString("en-US")}: column "${column}" holds ${(0,limits/* formatBytes */.z3)(declared)}, over ${(0,limits/* formatBytes */.z3)(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}; rewrite the file with smaller row groups`, { file: src.display });
    }
    let got = [];
    try {
        await (0,read/* parquetRead */.bA)({
            file,
            metadata,
            columns,
            rowStart,
            rowEnd: rowStart + n,
            rowFormat: "object",
            // Page headers can claim any size: the budget refuses a page before it is allocated.
            compressors: boundedCompressors(caps.rowGroupBytes),
            parsers: strict ? STRICT_PARSERS : LENIENT_PARSERS,
            onComplete: (r) => {
                got = r;
            },
        });
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw e;
        if (e instanceof PageBudget) {
            throw new errors/* InputError */.dz(`${where}, at byte ${offset.toLocaleString("en-US")}: its pages decompress to more than ${(0,limits/* formatBytes */.z3)(caps.rowGroupBytes)}, the cap on one row group's column ${CAP}`, { file: src.display });
        }
        if (e instanceof BadUtf8) {
            throw new errors/* InputError */.dz(`${where}: not valid UTF-8`, { file: src.display, field: src.field });
        }
        if (e instanceof BadJson) {
            throw new errors/* InputError */.dz(`${where}: a JSON column holds invalid JSON`, { file: src.display, field: src.field });
        }
        throw new errors/* InputError */.dz(`${where}, at byte ${offset.toLocaleString("en-US")}: invalid Parquet data (${brief(e)})`, {
            file: src.display,
        });
    }
    if (got.length !== n) {
        throw new errors/* InputError */.dz(`${where}: invalid Parquet data (${got.length} rows decoded)`, { file: src.display });
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
        const value = (0,field_path/* extractField */.w)(row, steps);
        if (!value.ok) {
            if (strict)
                throw new errors/* InputError */.dz(value.problem === "missing" ? "field missing" : "field is not text", {
                    file: src.display,
                    line,
                    field: src.field,
                });
            stats.skipped++;
            continue;
        }
        const id = idColumn !== undefined ? (0,record_id/* idOf */.T)(row[idColumn], src, line) : undefined;
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
        throw new errors/* InputError */.dz("not a Parquet file (shorter than its header and footer)", { file: display });
    const head = await readAt(fh, 0, 4);
    const tail = await readAt(fh, size - 8, 8);
    if (head.toString("latin1") !== "PAR1" || tail.toString("latin1", 4) !== "PAR1") {
        throw new errors/* InputError */.dz('not a Parquet file (no "PAR1" at its start and end)', { file: display });
    }
    const length = tail.readUInt32LE(0);
    if (length > size - 12) {
        throw new errors/* InputError */.dz(`invalid Parquet footer (its length, ${length.toLocaleString("en-US")} bytes at byte ${(size - 8).toLocaleString("en-US")}, exceeds the file)`, { file: display });
    }
    if (length > cap) {
        throw new errors/* InputError */.dz(`Parquet footer of ${(0,limits/* formatBytes */.z3)(length)}, over ${(0,limits/* formatBytes */.z3)(cap)}, the cap on a footer ${CAP}`, { file: display });
    }
    const buf = await readAt(fh, size - 8 - length, length + 8);
    try {
        return (0,src_metadata/* parquetMetadata */.m5)(buf);
    }
    catch (e) {
        throw new errors/* InputError */.dz(`invalid Parquet footer at byte ${(size - 8 - length).toLocaleString("en-US")} (${brief(e)})`, { file: display });
    }
}
function topLevelColumns(metadata) {
    return new Set((0,src_metadata/* parquetSchema */.YR)(metadata).children.map((c) => c.element.name));
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
    for await (const c of (0,external_node_fs_.createReadStream)(path, { highWaterMark: 1 << 20 }))
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
