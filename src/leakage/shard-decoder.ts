/**
 * A shard report's text, a piece at a time → its findings one by one and, at the end, its head
 * (every other field), in memory bounded whatever the number of findings (docs/leakage.md
 * "Scale-out"). stream-json's tokenizer does the JSON; this keeps the report's shape: the root is
 * an object, no top-level key twice (a second "findings" would be read as more findings where
 * JSON.parse keeps the last), findings in report order. A shard file can come from anyone, so
 * what one holds is capped (src/limits.ts): nesting, one string, one finding, the head.
 */
import { Assembler } from "stream-json/core/assembler.js";
import { jsonParser, type Token } from "stream-json/core/parser.js";
import { none } from "stream-chain/defs.js";
import { InputError } from "../errors.js";
import {
  formatBytes,
  MAX_SHARD_DEPTH,
  MAX_SHARD_FINDING_CHARS,
  MAX_SHARD_HEAD_CHARS,
  MAX_SHARD_STRING_CHARS,
} from "../limits.js";
import { compareFindings, type LeakageFinding } from "./report.js";
import { checkShardFinding, checkShardHead, type FindingIssue, type ShardHead } from "./shard-schema.js";

/**
 * `check`: the first read of a report — every finding checked against the schema and handed back
 * while all so far are right (a report with a wrong one is refused at its end).
 * `read`: a later read of the same file — the findings handed back; the schema was checked.
 */
export type DecodeMode = "check" | "read";

const isStart = (name: Token["name"]) => name === "startObject" || name === "startArray";
const isEnd = (name: Token["name"]) => name === "endObject" || name === "endArray";
/** What a token costs to hold, in the units of the caps: its characters, one at least. */
const charsOf = (t: Token) => 1 + ("value" in t && typeof t.value === "string" ? t.value.length : 0);
/** A scalar at a value's place, as JSON.parse gives it. */
const scalar = (t: Token): unknown => (t.name === "numberValue" ? Number(t.value) : "value" in t ? t.value : undefined);

export class ShardDecoder {
  private readonly parse = jsonParser({
    streamValues: false,
    maxDepth: MAX_SHARD_DEPTH,
    maxPackedLength: MAX_SHARD_STRING_CHARS,
  });
  private depth = 0;
  private started = false;
  private key: string | null = null;
  private readonly keys = new Set<string>();
  private readonly head: Record<string, unknown> = {};
  private headChars = 0;
  /** Inside the top-level findings array. */
  private inFindings = false;
  /** The value being put together (a head field's or a finding) and its size so far. */
  private asm: Assembler | null = null;
  private valueChars = 0;
  private previous: LeakageFinding | null = null;
  private issue: FindingIssue | null = null;
  private out: LeakageFinding[] = [];
  /** Findings read so far. */
  count = 0;
  /** … of which are holdout findings. */
  holdout = 0;

  constructor(
    private readonly file: string,
    private readonly mode: DecodeMode,
  ) {}

  /** The next piece of the text → the findings completed in it. */
  push(text: string): LeakageFinding[] {
    this.tokens(this.run(text));
    const out = this.out;
    this.out = [];
    return out;
  }

  /** The end of the text → the head, checked in `check` mode (findings where they were: an empty array). */
  end(): ShardHead {
    this.tokens(this.run(none));
    if (!this.started || this.depth !== 0) throw new InputError("invalid JSON (the report ends early)", this.where());
    if (this.mode === "read") return this.head as unknown as ShardHead;
    return checkShardHead(this.head, this.file, this.issue);
  }

  private run(text: string | typeof none): Token[] {
    let r: unknown;
    try {
      // `none` flushes: a flushable stage without `final` is written `none` at the end (stream-chain's contract).
      r = (this.parse as (value: string | typeof none) => unknown)(text);
    } catch (e) {
      const message = e instanceof Error ? e.message : "";
      if (e instanceof RangeError && message.includes("maxDepth"))
        throw new InputError(`nested deeper than ${MAX_SHARD_DEPTH} levels`, this.where());
      if (e instanceof RangeError && message.includes("maxPackedLength"))
        throw new InputError(
          `a string, key or number longer than ${formatBytes(MAX_SHARD_STRING_CHARS)}`,
          this.where(),
        );
      // The parser's own message never quotes the input, but ours names the place instead.
      throw new InputError("invalid JSON", this.where());
    }
    return r === none ? [] : (r as { values: Token[] }).values;
  }

  /** The field being read, for an error: `settings`, `findings.17`. */
  private where(): { file: string; field?: string } {
    if (this.inFindings) return { file: this.file, field: `findings.${this.count}` };
    return this.key === null ? { file: this.file } : { file: this.file, field: this.key };
  }

  private tokens(tokens: readonly Token[]): void {
    for (const t of tokens) {
      if (this.asm !== null) {
        this.asm.consume(t);
        this.grow(charsOf(t));
        if (isStart(t.name)) this.depth++;
        else if (isEnd(t.name)) {
          this.depth--;
          if (this.asm.done) {
            const value = this.asm.current as unknown;
            this.asm = null;
            this.deliver(value);
          }
        }
        continue;
      }
      if (this.depth === 0) {
        if (t.name !== "startObject") throw new InputError("not a contamgate leakage report", { file: this.file });
        this.started = true;
        this.depth = 1;
      } else if (this.depth === 1) this.field(t);
      else if (t.name === "endArray") {
        this.inFindings = false;
        this.key = null;
        this.depth = 1;
      } else this.value(t);
    }
  }

  /** A token directly in the root object: a key, the end, or a value's start. */
  private field(t: Token): void {
    if (t.name === "keyValue") {
      if (this.keys.has(t.value))
        throw new InputError("this key appears twice in the report", { file: this.file, field: t.value });
      this.keys.add(t.value);
      this.key = t.value;
      this.headChars += t.value.length;
    } else if (t.name === "endObject") {
      this.depth = 0;
      this.key = null;
    } else if (this.key === "findings" && t.name === "startArray") {
      this.put("findings", []);
      this.inFindings = true;
      this.depth = 2;
    } else this.value(t);
  }

  /** A value starts: a head field's or a finding. */
  private value(t: Token): void {
    this.valueChars = 0;
    if (isStart(t.name)) {
      this.asm = new Assembler();
      this.asm.consume(t);
      this.depth++;
      this.grow(1);
    } else {
      this.grow(charsOf(t));
      this.deliver(scalar(t));
    }
  }

  private grow(chars: number): void {
    this.valueChars += chars;
    if (this.inFindings) {
      if (this.valueChars > MAX_SHARD_FINDING_CHARS)
        throw new InputError(
          `a finding larger than ${formatBytes(MAX_SHARD_FINDING_CHARS)} (docs/reliability.md "Caps")`,
          this.where(),
        );
    } else if (this.headChars + this.valueChars > MAX_SHARD_HEAD_CHARS) {
      throw new InputError(
        `the report holds more than ${formatBytes(MAX_SHARD_HEAD_CHARS)} besides its findings (docs/reliability.md "Caps")`,
        this.where(),
      );
    }
  }

  private deliver(value: unknown): void {
    if (!this.inFindings) {
      this.headChars += this.valueChars;
      this.put(this.key!, value);
      return;
    }
    const index = this.count++;
    if (this.mode === "check") {
      if (this.issue !== null) return;
      const f = checkShardFinding(value, index);
      if ("message" in f) {
        this.issue = f;
        return;
      }
      if (f.probe.holdout) this.holdout++;
      if (this.previous !== null && compareFindings(this.previous, f) > 0) {
        this.issue = {
          message:
            "findings out of report order (corpus file, line, record, then the probe's place), as no scan writes them",
          field: `findings.${index}`,
        };
      }
      this.previous = f;
      // Handed back while every finding so far is right: the reader may keep them (held-findings.ts).
      if (this.issue === null) this.out.push(f);
      return;
    }
    const f = value as LeakageFinding;
    if (f.probe.holdout) this.holdout++;
    if (this.previous !== null && compareFindings(this.previous, f) > 0) {
      throw new InputError("changed while merge read it (its findings are no longer in order)", this.where());
    }
    this.previous = f;
    this.out.push(f);
  }

  /** Like JSON.parse: `__proto__` is an own field, never the prototype. */
  private put(key: string, value: unknown): void {
    Object.defineProperty(this.head, key, { value, writable: true, enumerable: true, configurable: true });
  }
}
