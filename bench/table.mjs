// The README's "Measured" table, rendered from bench/results.json: one function, used by
// scripts/bench-readme.mjs to write the table and by test/bench/measured.test.ts to check it.

export const START = "<!-- bench:measured:start (written by scripts/bench-readme.mjs from bench/results.json) -->";
export const END = "<!-- bench:measured:end -->";

function fmt(x) {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  const s = a >= 100 ? x.toFixed(0) : a >= 10 ? x.toFixed(1) : a >= 1 ? x.toFixed(2) : x.toPrecision(3);
  return s.replace(/^(-?\d+)(\d{3})(?=\D|$)/, "$1,$2");
}

/** Markdown for the rows of a results file: the lines between START and END. */
export function renderMeasured(results) {
  const out = [
    `Rows from [bench/results.json](bench/results.json), written by \`npm run bench\` (Node ${results.node}, ${results.cpus} CPUs).`,
    "Each figure is divided by a baseline measured in the same run, so the ratio moves with the code rather than",
    "with the machine's load; the load average (1 min) is the one when the row was measured.",
    "",
    "| what | figure | baseline (same run) | ratio | commit, load |",
    "|---|---|---|---|---|",
  ];
  for (const r of results.rows) {
    const what = r.note ? `${r.what} (${r.note})` : r.what;
    out.push(
      `| ${what} | ${fmt(r.value)} ${r.unit} | ${r.baseline.what}: ${fmt(r.baseline.value)} ${r.baseline.unit} | ${fmt(r.ratio)}× | ${r.commit.slice(0, 10)}${r.dirty ? " (dirty)" : ""}, ${fmt(r.load)} |`,
    );
  }
  return out.join("\n");
}

/** text with the part between the markers replaced; throws when a marker is missing. */
export function withMeasured(text, results) {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md: the markers ${START} … ${END} are missing`);
  return `${text.slice(0, a + START.length)}\n${renderMeasured(results)}\n${text.slice(b)}`;
}
