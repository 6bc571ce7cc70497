/**
 * A shard report on disk as `merge` reads it (docs/leakage.md "Scale-out"): once whole to check
 * it (every field, every finding, their order) keeping its head, its counts and — while they fit
 * the merge's budget — its findings in compact form; a report whose findings do not fit is read
 * again each time a writer walks the merged findings, a piece at a time, so a merge of millions
 * of findings holds the budget and one piece of each report.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { InputError } from "../../errors.js";
import { HeldFindings, type HoldBudget } from "../held-findings.js";
import type { CountedFindings } from "../merged-findings.js";
import type { LeakageFinding, LeakageReport } from "../report.js";
import { type DecodeMode, ShardDecoder } from "../shard-decoder.js";
import type { ShardHead } from "../shard-schema.js";

/** What the first read saw: a later read of another file (replaced since) is refused. */
type Identity = Pick<Stats, "dev" | "ino" | "size" | "mtimeMs">;

/** Bytes read at a time on the first read (one file open at a time). */
const CHECK_CHUNK = 1 << 20;

function open(real: string, file: string): number {
  try {
    return openSync(real, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new InputError(code === "ENOENT" ? "file not found" : "cannot read", { file });
  }
}

/** Every piece of the file through `decoder`, strict UTF-8; `each` sees the findings of a piece. */
function* pieces(
  fd: number,
  file: string,
  decoder: ShardDecoder,
  chunk: number,
): Generator<LeakageFinding[], ShardHead> {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const buf = Buffer.allocUnsafe(chunk);
  const text = (bytes: Buffer | undefined) => {
    try {
      return bytes === undefined ? utf8.decode() : utf8.decode(bytes, { stream: true });
    } catch {
      throw new InputError("not valid UTF-8", { file });
    }
  };
  for (;;) {
    let got: number;
    try {
      got = readSync(fd, buf, 0, buf.length, null);
    } catch {
      throw new InputError("cannot read", { file });
    }
    if (got === 0) break;
    yield decoder.push(text(buf.subarray(0, got)));
  }
  yield decoder.push(text(undefined));
  return decoder.end();
}

/** The findings of a checked report, read again from its file on each pass. */
class ShardFindings implements CountedFindings {
  constructor(
    private readonly real: string,
    private readonly file: string,
    private readonly identity: Identity,
    readonly length: number,
    readonly holdout: number,
    private readonly chunk: number,
  ) {}

  *[Symbol.iterator](): Generator<LeakageFinding> {
    const fd = open(this.real, this.file);
    try {
      const st = fstatSync(fd);
      const id = this.identity;
      if (st.dev !== id.dev || st.ino !== id.ino || st.size !== id.size || st.mtimeMs !== id.mtimeMs)
        throw new InputError("changed while merge read it", { file: this.file });
      const decoder = new ShardDecoder(this.file, "read" satisfies DecodeMode);
      for (const found of pieces(fd, this.file, decoder, this.chunk)) yield* found;
      if (decoder.count !== this.length || decoder.holdout !== this.holdout)
        throw new InputError("changed while merge read it", { file: this.file });
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * The first read of a shard report at `real` (named `file` in messages): checked whole, exit 4
 * naming the first wrong field. Its findings are kept in memory while they fit `budget`
 * (src/leakage/held-findings.ts); otherwise they read the file again, `chunk` bytes at a time (a
 * merge of many reports reads each in smaller pieces).
 */
export function readShardReport(
  real: string,
  file: string,
  chunk: number,
  budget: HoldBudget,
): LeakageReport<CountedFindings> {
  const fd = open(real, file);
  try {
    const identity = fstatSync(fd);
    const decoder = new ShardDecoder(file, "check");
    let held: HeldFindings | null = budget.mayFit(identity.size) ? new HeldFindings(budget) : null;
    const it = pieces(fd, file, decoder, CHECK_CHUNK);
    let r = it.next();
    while (!r.done) {
      for (const f of r.value) if (held !== null && !held.add(f)) held = null;
      r = it.next();
    }
    const findings = held ?? new ShardFindings(real, file, identity, decoder.count, decoder.holdout, chunk);
    return { ...r.value, findings };
  } finally {
    closeSync(fd);
  }
}
