"""The power ceiling of any test of "E d <= 0" that is level-alpha for every distribution of d on
[-1, 1] (docs/statistics.md "The soft signal", "What the test assumes"), computed with scipy
independently of the TypeScript code, written to mean_ceiling.json (read by
test/stats/soft-mean-limit.test.ts).

Statement. Let Q be any law on [-1, 1] with mean delta > 0 and p = delta / (1 + delta). The law
P0 = (1 - p) Q + p * (point mass at -1) has mean (1 - p) delta - p = 0, so it is in the null, and
P0^n >= (1 - p)^n Q^n as measures. A level-alpha test phi has E_P0 phi <= alpha, hence
E_Q phi <= alpha / (1 - p)^n = alpha (1 + delta)^n. The bound is attained at the uniform shift
(Q = point mass at delta): "reject w.p. alpha (1 + delta)^n iff every d_i >= delta" has size
sup_P P(d >= delta)^n * alpha (1 + delta)^n over mean-0 laws, and sup P(d >= delta) = 1/(1 + delta)
(checked below by linear programming over a grid of support points).

    /usr/bin/python3 test/reference/mean_ceiling.py      # < 5 s
"""
import json
import math
import os

import numpy as np
import scipy
from scipy.optimize import linprog
from scipy.stats import binom

ALPHA = 0.05


def ceiling(delta, n, alpha):
    p = delta / (1 + delta)
    # P0(all n items equal delta) = P(Bin(n, p) = 0): scipy's pmf, not the closed form
    return min(1.0, alpha / binom.pmf(0, n, p))


def items_needed(delta, power, alpha):
    """Smallest n whose ceiling reaches `power`: a walk over n, not the closed-form logarithm."""
    n = 1
    while ceiling(delta, n, alpha) < power:
        n += 1
    return n


def sup_tail(delta):
    """max P(d >= delta) over laws on a grid of [-1, 1] with mean <= 0 (scipy linprog)."""
    grid = np.unique(np.concatenate([np.linspace(-1, 1, 2001), [delta]]))
    c = -(grid >= delta - 1e-12).astype(float)
    res = linprog(c, A_ub=[grid], b_ub=[0.0], A_eq=[np.ones_like(grid)], b_eq=[1.0], bounds=(0, None), method="highs")
    assert res.status == 0, res.message
    return -res.fun


deltas = [0.01, 0.03, 0.05, 0.10, 0.455]
families = [1, 2, 6]  # alpha / F: Holm's first step in a family of F pairs
table = []
for delta in deltas:
    for F in families:
        a = ALPHA / F
        table.append(
            {
                "delta": delta,
                "family": F,
                "alpha": a,
                "ceiling_n30": ceiling(delta, 30, a),
                "ceiling_n100": ceiling(delta, 100, a),
                "items_for_power_0_8": items_needed(delta, 0.8, a),
                "items_for_power_0_5": items_needed(delta, 0.5, a),
            }
        )
attained = [{"delta": d, "sup_tail": sup_tail(d), "one_over_1_plus_delta": 1 / (1 + d)} for d in [0.01, 0.03, 0.05, 0.27]]
for row in attained:
    assert abs(row["sup_tail"] - row["one_over_1_plus_delta"]) < 1e-9, row

# the brief's example: +0.03 everywhere at n = 30, the null's probability of that sample
example = {"delta": 0.03, "n": 30, "null_probability_all_delta": float(binom.pmf(0, 30, 0.03 / 1.03))}

out = {
    "generator": "test/reference/mean_ceiling.py",
    "software": f"scipy {scipy.__version__}, numpy {np.__version__}",
    "alpha": ALPHA,
    "ceiling": table,
    "sup_tail": attained,
    "example": example,
}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mean_ceiling.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
for r in table:
    print(r)
print(example)
print(attained)
