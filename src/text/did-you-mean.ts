/**
 * The closest known name to a mistyped one, or undefined when none is close: a typo of a
 * required key must name the typo, not only the key it left missing.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  // A third of the name, at least 2: catches a dropped or swapped letter, not an unrelated word.
  const limit = Math.max(2, Math.floor(typed.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const d = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance (insert, delete, substitute; each costs 1). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}
