/**
 * Whether a corpus file holds at least one record (with its field), reading no further than the
 * first one. A scan that read only some lines (pull-request mode, a shard) uses this before
 * calling a source empty: the lines it skipped may hold the records.
 */
import { readSource, StopReading, type ReadStats, type SourceFile } from "./read-records.js";

export type FirstRecord = { readonly found: true } | { readonly found: false; readonly stats: ReadStats };

export async function firstRecord(src: SourceFile): Promise<FirstRecord> {
  const stop = (): never => {
    throw new StopReading();
  };
  try {
    const stats = await readSource(src, { wantLine: () => true, bytes: stop, text: stop }, false);
    return { found: false, stats };
  } catch (e) {
    if (e instanceof StopReading) return { found: true };
    throw e;
  }
}
