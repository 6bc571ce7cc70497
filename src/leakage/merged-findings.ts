/**
 * The findings of several reports in one report order, read as a k-way merge: each report's
 * findings are already in that order (compareFindings; a scan seals its sink so), so the merge
 * holds one finding a report, never all of them (docs/leakage.md "Scale-out"). Equal places keep
 * the order of the reports, then each report's own: what a stable sort of them all gives.
 */
import { compareFindings, type FindingList, type LeakageFinding } from "./report.js";

/** Findings that know how many of them are holdout ones (a report's `holdoutFindings`). */
export interface CountedFindings extends FindingList {
  readonly holdout: number;
}

/** An array as a merge source: a copy in report order (a stable sort), counted. */
export function countedArray(findings: readonly LeakageFinding[]): CountedFindings {
  const sorted = [...findings].sort(compareFindings);
  return Object.assign(sorted, { holdout: sorted.reduce((a, f) => a + (f.probe.holdout ? 1 : 0), 0) });
}

interface Head {
  finding: LeakageFinding;
  source: number;
  rest: Iterator<LeakageFinding>;
}

const before = (a: Head, b: Head): boolean => {
  const c = compareFindings(a.finding, b.finding);
  return c < 0 || (c === 0 && a.source < b.source);
};

/** Re-iterable: each pass reads every source again (the JSON, then the SARIF writer). */
export class MergedFindings implements CountedFindings {
  readonly length: number;
  readonly holdout: number;

  constructor(private readonly sources: readonly CountedFindings[]) {
    this.length = sources.reduce((a, s) => a + s.length, 0);
    this.holdout = sources.reduce((a, s) => a + s.holdout, 0);
  }

  *[Symbol.iterator](): Generator<LeakageFinding> {
    const heap: Head[] = [];
    const opened: Iterator<LeakageFinding>[] = [];
    try {
      for (const [source, s] of this.sources.entries()) {
        const rest = s[Symbol.iterator]();
        opened.push(rest);
        const first = rest.next();
        if (!first.done) push(heap, { finding: first.value, source, rest });
      }
      while (heap.length > 0) {
        const top = heap[0]!;
        yield top.finding;
        const next = top.rest.next();
        if (next.done) {
          const last = heap.pop()!;
          if (heap.length > 0) {
            heap[0] = last;
            down(heap, 0);
          }
        } else {
          top.finding = next.value;
          down(heap, 0);
        }
      }
    } finally {
      // A reader that stops early (the table's first rows) closes every source's file.
      for (const it of opened) it.return?.();
    }
  }
}

function push(heap: Head[], h: Head): void {
  heap.push(h);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i]!, heap[parent]!)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function down(heap: Head[], i: number): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let least = i;
    if (l < heap.length && before(heap[l]!, heap[least]!)) least = l;
    if (r < heap.length && before(heap[r]!, heap[least]!)) least = r;
    if (least === i) return;
    [heap[i], heap[least]] = [heap[least]!, heap[i]!];
    i = least;
  }
}
