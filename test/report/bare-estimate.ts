/**
 * The "never a bare point estimate" checker (docs/statistics.md, "Never a bare point estimate"), run over every line a
 * person reads in a summary. An estimate is a figure in points or percent, or a probability on a
 * line about power. Rules:
 *  1. a line carrying an estimate also carries its n ("n = …");
 *  2. in a table whose column header announces an interval ("… CI"), every cell with an estimate
 *     carries its own interval ("CI … to …").
 * Lines inside code fences (the Mermaid chart data) and HTML comments are not prose.
 */
const ESTIMATE = /[+−-]?\d[\d,]*(?:\.\d+)?\s?(?:pt|%)/;
const PROBABILITY = /\b[01]\.\d{2,}\b/;

export function bareEstimates(markdown: string): string[] {
  const problems: string[] = [];
  let fence = false;
  let header: string[] | null = null;
  for (const [i, line] of markdown.split("\n").entries()) {
    if (line.startsWith("```")) {
      fence = !fence;
      continue;
    }
    if (fence || line.startsWith("<!--")) continue;
    const isRow = line.startsWith("|");
    if (!isRow) header = null;
    if (isRow && /^\|[-|\s:]+\|$/.test(line)) continue;
    const cells = isRow ? splitRow(line) : [line];
    if (isRow && header === null) {
      header = cells;
      continue;
    }
    const hasEstimate = ESTIMATE.test(line) || (/power/i.test(line) && PROBABILITY.test(line));
    if (hasEstimate && !/\bn = \d/.test(line)) problems.push(`line ${i + 1}: estimate without its n: ${line}`);
    if (isRow && header) {
      cells.forEach((c, j) => {
        const h = header![j] ?? "";
        if (/\bCI\b/.test(h) && ESTIMATE.test(c) && !(/\bCI\b/.test(c) && / to /.test(c)))
          problems.push(`line ${i + 1}: cell "${c}" under "${h}" has no interval`);
      });
    }
  }
  return problems;
}

function splitRow(line: string): string[] {
  return line
    .slice(1, line.endsWith("|") ? -1 : undefined)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}
