"""scipy/numpy cross-check of hotelling.json (written by hotelling.R): W by numpy.linalg.solve,
p by scipy.stats.f.sf; fSf by scipy.stats.f.sf. Stores the largest relative disagreement per function
in the file's "crosscheck" field. Run: /usr/bin/python3 this.py FILE"""
import json
import sys

import numpy as np
from scipy.stats import f as fdist


def wald(cols):
    D = np.array(cols, dtype=float).T
    n, M = D.shape
    L = M - 1
    dbar = D.mean(axis=0)
    S = (D - dbar).T @ (D - dbar) / n
    Sigma = S / n + np.eye(M) / (n + 1) ** 2
    C = np.hstack([np.eye(L), -np.ones((L, 1))])
    v = C @ dbar
    W = float(v @ np.linalg.solve(C @ Sigma @ C.T, v))
    F = W * (n - L) / (n * L)
    return {"statistic": W, "fStatistic": F, "pValue": float(fdist.sf(F, L, n - L))}


def rel(a, b):
    return 0.0 if a == b else abs(a - b) / max(abs(b), 1e-300)


path = sys.argv[1]
data = json.load(open(path))
worst = {"pairedWald": [0, 0.0, None], "fSf": [0, 0.0, None]}
for i, c in enumerate(data["cases"]):
    if c["fn"] == "pairedWald":
        got = wald(c["args"][0])
        e = max(rel(got[k], c["value"][k]) for k in got)
    elif c["fn"] == "fSf":
        e = rel(float(fdist.sf(*c["args"])), c["value"])
    else:
        continue
    w = worst[c["fn"]]
    w[0] += 1
    if e >= w[1]:
        w[1], w[2] = e, i
data["crosscheck"] = {
    "pairedWald": {"compared": worst["pairedWald"][0], "max_rel": worst["pairedWald"][1], "worst_case": worst["pairedWald"][2], "method": "numpy.linalg.solve, scipy.stats.f.sf"},
    "fSf": {"compared": worst["fSf"][0], "max_rel": worst["fSf"][1], "worst_case": worst["fSf"][2], "method": "scipy.stats.f.sf"},
}
for fn, (n, e, _) in worst.items():
    print(f"crosscheck {fn}: {n} cases, max rel {e:.2e}")
    if e > 1e-8:
        sys.exit(f"scipy disagrees with R on {fn}: {e}")
head = {k: v for k, v in data.items() if k != "cases"}
body = ",\n".join(json.dumps(c, separators=(",", ":"), ensure_ascii=False) for c in data["cases"])
with open(path, "w") as f:
    f.write(json.dumps(head, separators=(",", ":"), ensure_ascii=False)[:-1] + ',\n"cases": [\n' + body + "\n]}\n")
