/**
 * The time split's lines, plain text, in one order for every surface: the CLI prints them as they
 * are, Markdown and HTML escape each line (docs/statistics.md, "Time split (v2)").
 */
import { timeSplitCountsPhrase, timeSplitPowerPhrase, timeSplitSentence } from "./figures.js";
import type { ModelJson } from "./verdict-json.js";

export interface TimeSplitBlock {
  model: string;
  /** The counts line, then per perturber its reading and its power. */
  head: string;
  lines: string[];
}

export function timeSplitBlocks(models: readonly ModelJson[]): TimeSplitBlock[] {
  return models.flatMap((m) => {
    // Absent (not null) in reports written before the time split existed, or built by hand.
    const ts = m.time_split as ModelJson["time_split"] | undefined;
    if (ts === null || ts === undefined) return [];
    const lines = ts.perturbers.flatMap((t) => {
      const power = timeSplitPowerPhrase(t);
      return [`perturber ${t.perturber}: ${timeSplitSentence(ts, t)}`, ...(power === null ? [] : [power])];
    });
    return [{ model: m.name, head: timeSplitCountsPhrase(ts), lines }];
  });
}
