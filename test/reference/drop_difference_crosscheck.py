"""scipy cross-check of drop_difference.json (written by drop_difference.R): the permutation p by
scipy.stats.hypergeom (the marginal of k+ times the conditional of k- given k+, in log space), the
studentized statistic, and the normal power by scipy.stats.norm. Stores the largest relative
disagreement per function in the file's "crosscheck" field. Run: /usr/bin/python3 this.py FILE"""
import json
import math
import sys

import numpy as np
from scipy.special import logsumexp
from scipy.stats import hypergeom, norm


def safe_var(b, c, n):
    b1, c1, n1 = b + 0.5, c + 0.5, n + 1
    return (b1 + c1 - (b1 - c1) ** 2 / n1) / n1 ** 2


def tstat(b1, c1, n1, b2, c2, n2):
    return ((b1 - c1) / n1 - (b2 - c2) / n2) / np.sqrt(safe_var(b1, c1, n1) + safe_var(b2, c2, n2))


def perm(pre, post):
    n1, n2 = pre["n"], post["n"]
    N = n1 + n2
    P, M = pre["b"] + post["b"], pre["c"] + post["c"]
    Z = N - P - M
    t0 = float(tstat(pre["b"], pre["c"], n1, post["b"], post["c"], n2))
    cut = t0 - 1e-9 * max(1.0, abs(t0))
    logs = []
    for kp in range(0, min(P, n1) + 1):
        rest = n1 - kp
        lo, hi = max(0, rest - Z), min(M, rest)
        if lo > hi:
            continue
        km = np.arange(lo, hi + 1)
        t = tstat(kp, km, n1, P - kp, M - km, n2)
        keep = km[t >= cut]
        if keep.size:
            logs.append(hypergeom.logpmf(kp, N, P, n1) + logsumexp(hypergeom.logpmf(keep, M + Z, M, rest)))
    p = min(1.0, math.exp(logsumexp(logs))) if logs else 0.0
    return t0, p


def rel(a, b):
    return 0.0 if a == b else abs(a - b) / max(abs(b), 1e-300)


path = sys.argv[1]
data = json.load(open(path))
worst = {"dropDifferenceTest": [0, 0.0, None], "timeSplitPower": [0, 0.0, None]}
for i, c in enumerate(data["cases"]):
    if c["fn"] == "dropDifferenceTest":
        t0, p = perm(*c["args"])
        e = max(rel(t0, c["value"]["statistic"]) if c["value"]["statistic"] != 0 else abs(t0), rel(p, c["value"]["p_value"]))
    elif c["fn"] == "timeSplitPower":
        d = c["args"][0]
        sigma = math.sqrt((d["discordantRate"] - d["effect"] ** 2) / d["nPre"] + d["discordantRate"] / d["nPost"])
        e = rel(norm.cdf(d["effect"] / sigma - norm.ppf(1 - d["level"])), c["value"])
    else:
        continue
    w = worst[c["fn"]]
    w[0] += 1
    if e >= w[1]:
        w[1], w[2] = e, i
data["crosscheck"] = {
    "dropDifferenceTest": {"compared": worst["dropDifferenceTest"][0], "max_rel": worst["dropDifferenceTest"][1], "worst_case": worst["dropDifferenceTest"][2], "method": "scipy.stats.hypergeom logpmf, log-sum-exp"},
    "timeSplitPower": {"compared": worst["timeSplitPower"][0], "max_rel": worst["timeSplitPower"][1], "worst_case": worst["timeSplitPower"][2], "method": "scipy.stats.norm"},
}
for fn, (n, e, _) in worst.items():
    print(f"crosscheck {fn}: {n} cases, max rel {e:.2e}")
    if e > 1e-8:
        sys.exit(f"scipy disagrees with R on {fn}: {e}")
# Rewrite keeping one case per line, as the R writer does.
head = {k: v for k, v in data.items() if k != "cases"}
body = ",\n".join(json.dumps(c, separators=(",", ":"), ensure_ascii=False) for c in data["cases"])
with open(path, "w") as f:
    f.write(json.dumps(head, separators=(",", ":"), ensure_ascii=False)[:-1] + ',\n"cases": [\n' + body + "\n]}\n")
