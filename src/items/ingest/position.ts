/**
 * Choices whose meaning depends on where they stand among the others ("all of the above",
 * "A and B", 「上記のすべて」, 「AとD」). A shuffle silently changes what they refer to while the
 * answer's text still "matches", so such items cannot be paired and are rejected at ingest.
 * The Japanese rules follow what contamlab learned from all 7,097 JMMLU rows: 「上記」 in a
 * choice always referred to other choices; 「以上」 alone is a quantity; roman numerals point
 * into the question and survive a shuffle, so they are kept.
 */
const LABEL = "[A-Da-d]";
const EN_SEP = "(?:,|and|or|nor|&)";
const PATTERNS: readonly RegExp[] = [
  // all / none / both / neither / any / either of the above / these / the options …
  /\b(?:all|none|both|neither|either|any|each|one)\s+of\s+(?:the\s+)?(?:above|below|these|those|them|(?:above|previous|preceding|following|other)\s+(?:options?|choices?|answers?|statements?))\b/i,
  /\b(?:the\s+)?above\s+(?:options?|choices?|answers?|two|three|four)\b/i,
  /\b(?:all|none)\s+(?:the\s+)?above\b/i,
  // "Both A and B", "Neither A nor C", "only A and D"
  /\b(?:both|neither|either|only)\s+\(?[A-D]\)?\s+(?:and|or|nor|&)\s+\(?[A-D]\)?(?![A-Za-z0-9])/i,
  // a choice that is nothing but labels: "A and B", "A, B and C", "(A) & (D)"
  new RegExp(`^\\(?[A-D]\\)?(?:\\s*${EN_SEP}\\s*\\(?[A-D]\\)?)+\\s*(?:only|both)?\\s*[.]?$`, "i"),
  // "options A and C", "choice B"
  /\b(?:options?|choices?|answers?)\s+\(?[A-D]\)?(?:\s*(?:,|and|or|&)\s*\(?[A-D]\)?)*(?![A-Za-z0-9])/,
  // Japanese: labels joined by と/および/及び/、/・/または ("AとD", "aおよびb", "A と C の両方")
  new RegExp(`(?<![A-Za-z0-9])${LABEL}\\s*(?:と|および|及び|、|・|または|又は|か)\\s*${LABEL}(?![A-Za-z0-9])`, "u"),
  /上記/u,
  /以上の?(?:すべて|全て|いずれ|どれ|どちら)/u,
  /これら.{0,3}(?:すべて|全て|いずれ|どれ|[0-9一二三四五六七八九]つ)/u,
  /^(?:すべて|全て|いずれも|どれも|いずれでもない|どれでもない|どちらでもない)[。.]?$/u,
  /選択肢.{0,2}(?:すべて|全て|いずれ|どれ)/u,
];

export function isPositionDependent(choice: string): boolean {
  const s = choice.normalize("NFKC").trim();
  return PATTERNS.some((re) => re.test(s));
}
