"""Reference for `import lm-eval --signal probability` (docs/import.md "Soft scores").

For every multiple-choice sample of the lm-eval fixtures (fixtures/import/lm-eval, written from
lm-eval's source by make.py), the gold choice's probability: scipy.special.softmax over the
per-choice loglikelihoods in filtered_resps, at the index in target. Written to
lm_eval_gold_probability.json as {file: {doc_id: probability}}.

Run: /usr/bin/python3 test/reference/lm_eval_gold_probability.py
"""
import json
from pathlib import Path

import numpy as np
from scipy.special import softmax

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "fixtures" / "import" / "lm-eval"
out = {}
for path in sorted(FIX.rglob("samples_*.jsonl")):
    rows = [json.loads(l) for l in path.read_text().splitlines() if l.strip()]
    if not all(isinstance(r["filtered_resps"][0], list) for r in rows):
        continue  # generated text: no per-choice loglikelihoods
    got = {}
    for r in rows:
        ll = np.array([float(x[0]) for x in r["filtered_resps"]])
        got[str(r["doc_id"])] = float(softmax(ll)[int(r["target"])])
    out[str(path.relative_to(FIX))] = got
(Path(__file__).parent / "lm_eval_gold_probability.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
print(f"{sum(len(v) for v in out.values())} samples in {len(out)} files")
