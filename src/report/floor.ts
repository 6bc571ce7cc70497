/**
 * The detection floor a "not detected" must carry (STATS.md, last section), from the model's own
 * n and ψ̂ — never the design's, which says nothing about a model with few discordant pairs.
 */
import { int, pct, pt } from "./format.js";
import type { ModelVerdict } from "./types.js";

/** One clause, e.g. "drops below +9.4 pt are invisible at n = 431, ψ̂ 46.6%". Null when the report predates the field. */
export function floorClause(m: ModelVerdict): string | null {
  const nd = m.table.b + m.table.c;
  if (nd === 0)
    return `no discordant pairs (0/${int(m.n)}): both conditions scored alike on every item, so the test had nothing to weigh; this is no evidence of cleanliness`;
  if (m.min_detectable_effect === undefined) return null;
  if (m.min_detectable_effect === null)
    return `no drop up to ψ̂ ${pct(m.discordant_rate)} (${int(nd)}/${int(m.n)}) reaches the target power at n = ${int(m.n)}: this is no evidence of cleanliness`;
  return `drops below ${pt(m.min_detectable_effect)} are invisible at n = ${int(m.n)}, ψ̂ ${pct(m.discordant_rate)}`;
}
