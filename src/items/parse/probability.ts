/**
 * The soft score of one reply (docs/providers.md "The probability signal"): the probability the
 * model gave the correct option's letter at its first answer token, renormalised over the option
 * letters among that token's top alternatives. Pure: the reply's tokens in, a score in [0, 1] out.
 *
 * The rules, in order (each a fixed function of one reply, applied alike to the original and the
 * perturbed answer, so under "no memory" the two scores stay exchangeable and the sign-flip
 * test's level is untouched by any of them):
 * 1. an unparsed reply (refusal, empty, two letters, …) scores 0, as the binary rule counts it wrong;
 * 2. the answer token is the first generated token that is not only spaces or opening brackets,
 *    quotes or asterisks; when it is not an option letter, or not the letter the parser read
 *    (the reply starts "The answer is …"), there is no answer distribution to read and the score is
 *    the binary outcome, 1 or 0;
 * 3. otherwise each option letter's mass is the sum of the probabilities of the alternatives at
 *    that position that are the letter (after spaces, brackets and a trailing `.`/`)`/`:` are
 *    stripped: "B", " B", "(B" all count for B; a lower-case "b" does not), and the generated
 *    token counts with its own probability when the list leaves it out; the score is the correct
 *    letter's mass over the sum of all option letters' mass;
 * 4. a correct letter absent from the alternatives scores 0: its probability is below the smallest
 *    listed one, p_min, so the true renormalised value lies in [0, p_min / (L + p_min)] (L the
 *    listed letters' mass), and 0 is its lower end — one rule for both conditions, whose error per
 *    answer is at most that bound (with 20 alternatives p_min ≤ 1/20).
 */

/** One generated token and its top alternatives (the shape models/ and cache/ keep). */
export interface TokenTop {
  readonly token: string;
  readonly logprob: number;
  readonly top: readonly { readonly token: string; readonly logprob: number }[];
}

/** How a reply's score was obtained; tallied per condition so a report can say how many were read from probabilities. */
export type SoftVia = "probability" | "missing_letter" | "no_letter_token" | "unparsed";

export interface SoftScore {
  score: number;
  via: SoftVia;
}

const LEAD = /^[\s([{「『"'“*_]+/u;
const TRAIL = /[\s)\]}」』"'”.:,*_]+$/u;

/**
 * A token as a letter candidate: NFKC, leading/trailing spaces and brackets stripped. Case is
 * kept: the options are labelled in capitals, and a lower-case "c" among the alternatives is as
 * likely the start of a word as an answer.
 */
export function letterOf(token: string): string {
  return token.normalize("NFKC").replace(LEAD, "").replace(TRAIL, "");
}

/**
 * @param tokens the reply's first generated tokens with alternatives (undefined: none were asked for)
 * @param labels the option letters of the item as presented, e.g. ["A","B","C","D"]
 * @param correct the correct letter in this presentation
 * @param parsed the letter the answer parser read, or null when the reply is unparsed
 */
export function softScore(
  tokens: readonly TokenTop[] | undefined,
  labels: readonly string[],
  correct: string,
  parsed: string | null,
): SoftScore {
  if (parsed === null) return { score: 0, via: "unparsed" };
  const binary = parsed === correct ? 1 : 0;
  const at = (tokens ?? []).find((t) => t.token.normalize("NFKC").replace(LEAD, "") !== "");
  if (at === undefined || letterOf(at.token) !== parsed || !labels.includes(parsed))
    return { score: binary, via: "no_letter_token" };
  const mass = new Map<string, number>();
  // The generated token counts too when the list leaves it out (a grammar-constrained server
  // reports the unconstrained distribution, where the forced letter may rank below 20 others).
  const listed = at.top.some((a) => a.token === at.token);
  for (const a of listed ? at.top : [...at.top, { token: at.token, logprob: at.logprob }]) {
    const l = letterOf(a.token);
    if (!labels.includes(l)) continue;
    mass.set(l, (mass.get(l) ?? 0) + Math.exp(a.logprob));
  }
  const own = mass.get(correct);
  if (own === undefined) return { score: 0, via: "missing_letter" };
  let total = 0;
  for (const m of mass.values()) total += m;
  // total ≥ own > 0 unless every listed probability underflowed; then nothing can be read.
  if (!(total > 0)) return { score: binary, via: "no_letter_token" };
  return { score: Math.min(1, own / total), via: "probability" };
}
