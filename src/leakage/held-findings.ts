/**
 * The findings of a shard report kept from the read that checked them, as compact JSON text in
 * pages of bytes, so the writers read them from memory rather than reading and tokenizing the
 * file again — the tokenizer was most of a streamed merge's time (docs/leakage.md "Reports of any
 * size"). What is held is taken from one budget shared by every report of a merge
 * (src/limits.ts); a report that does not fit gives its pages back and is read again instead.
 * The text is `JSON.stringify` of the value the check passed, and `JSON.parse` of it is that
 * value again (own `__proto__` keys included), so every writer sees what a re-read would give.
 */
import type { CountedFindings } from "./merged-findings.js";
import type { LeakageFinding } from "./report.js";

/** Bytes a merge may hold in all; each store takes its pages from it and gives them back. */
export class HoldBudget {
  constructor(private left: number) {}

  /** Whether `bytes` more fit; if so they are taken. */
  take(bytes: number): boolean {
    if (bytes > this.left) return false;
    this.left -= bytes;
    return true;
  }

  give(bytes: number): void {
    this.left += bytes;
  }

  /**
   * Whether a report of `fileBytes` may fit what is left: a scan's report file is about twice the
   * compact text of its findings (indentation), so one over three times the rest would fill it only
   * to give it back — the cost of holding for nothing, and memory the GC has yet to reclaim.
   */
  mayFit(fileBytes: number): boolean {
    return fileBytes <= 3 * this.left;
  }
}

/** Bytes of a page; a finding longer than that (at most a few hundred KiB) gets a page of its own. */
const PAGE = 1 << 20;
/** Bytes the place of one finding costs (page, start, length: three 32-bit numbers). */
const PLACE = 12;

export class HeldFindings implements CountedFindings {
  private readonly pages: Uint8Array[] = [];
  /** Bytes written in the last page. */
  private used = 0;
  private n = 0;
  private cap = 0;
  private places = new Uint32Array(0);
  private taken = 0;
  private released = false;
  private readonly encoder = new TextEncoder();
  holdout = 0;

  constructor(private readonly budget: HoldBudget) {}

  get length(): number {
    return this.n;
  }

  /** Keeps `f`; false when the budget is spent, and then the store has given back all it held. */
  add(f: LeakageFinding): boolean {
    if (this.released) return false;
    if (!this.put(f)) {
      this.release();
      return false;
    }
    return true;
  }

  private put(f: LeakageFinding): boolean {
    const text = JSON.stringify(f);
    if (this.n === this.cap && !this.grow()) return false;
    let page = this.pages[this.pages.length - 1];
    let put = page ? this.encoder.encodeInto(text, page.subarray(this.used)) : { read: 0, written: 0 };
    if (!page || put.read < text.length) {
      // UTF-8 takes at most 3 bytes for each UTF-16 unit.
      const size = Math.max(PAGE, 3 * text.length);
      if (!this.takeBytes(size)) return false;
      page = new Uint8Array(size);
      this.pages.push(page);
      this.used = 0;
      put = this.encoder.encodeInto(text, page);
    }
    const at = 3 * this.n++;
    this.places[at] = this.pages.length - 1;
    this.places[at + 1] = this.used;
    this.places[at + 2] = put.written;
    this.used += put.written;
    if (f.probe.holdout) this.holdout++;
    return true;
  }

  /** Gives every page back to the budget; the store is not read after this. */
  private release(): void {
    this.released = true;
    this.pages.length = 0;
    this.places = new Uint32Array(0);
    this.n = 0;
    this.budget.give(this.taken);
    this.taken = 0;
  }

  *[Symbol.iterator](): Generator<LeakageFinding> {
    if (this.released) throw new Error("HeldFindings: read after release");
    const decoder = new TextDecoder();
    for (let k = 0; k < this.n; k++) {
      const page = this.pages[this.places[3 * k]!]!;
      const start = this.places[3 * k + 1]!;
      yield JSON.parse(decoder.decode(page.subarray(start, start + this.places[3 * k + 2]!))) as LeakageFinding;
    }
  }

  private takeBytes(bytes: number): boolean {
    if (!this.budget.take(bytes)) return false;
    this.taken += bytes;
    return true;
  }

  private grow(): boolean {
    const cap = Math.max(1024, this.cap * 2);
    if (!this.takeBytes((cap - this.cap) * PLACE)) return false;
    const places = new Uint32Array(3 * cap);
    places.set(this.places);
    this.places = places;
    this.cap = cap;
    return true;
  }
}
