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



def betting_p(d, alpha):
    """The betting test of soft_betting.ts written again from its definition (numpy, not a port):
    x = (1 + d)/2, predictable plug-in bet capped at 1.5, p = 1/max capital."""
    x = (1 + np.asarray(d, dtype=float)) / 2
    n = len(x)
    mu = (0.5 + np.cumsum(x)) / np.arange(2, n + 2)  # running means mu_1 .. mu_n
    sq = np.concatenate([[0.0], np.cumsum((x - mu) ** 2)])[:-1]  # sums of squares before each step
    var = (0.25 + sq) / np.arange(1, n + 1)
    bet = np.minimum(np.sqrt(2 * math.log(1 / alpha) / (n * var)), 1.5)
    capital = np.cumprod(1 + bet * (x - 0.5))
    return min(1.0, 1 / max(1.0, capital.max()))


def mixture_p(d):
    bets = 2 * np.arange(1, 101) / 100
    with np.errstate(divide="ignore"):
        logs = np.cumsum(np.log1p(np.outer(np.asarray(d, dtype=float), bets) / 2), axis=0)
    top = logs.max(axis=1)
    mix = top + np.log(np.exp(logs - top[:, None]).mean(axis=1))
    return min(1.0, math.exp(-max(0.0, mix.max())))


# d = delta on every item: the betting p's a valid test may not go below (1 + delta)^-n
constant = [
    {"delta": dl, "n": n, "betting_p": betting_p([dl] * n, ALPHA), "mixture_p": mixture_p([dl] * n)}
    for dl in [0.01, 0.03, 0.05, 0.1]
    for n in [30, 100, 300]
]
for row in constant:
    assert row["betting_p"] >= (1 + row["delta"]) ** -row["n"]

# the same vectors as soft_betting.ts's FIXED_D (i = 1 .. n)
FIXED_D = {
    "spread": [((7 * i) % 11 - 4) / 10 for i in range(1, 41)],
    "skewed": [-1.0 if i % 5 == 0 else 0.3 for i in range(1, 26)],
    "lumpy": [1.0 if i % 4 == 0 else (-1.0 if i % 13 == 0 else 0.0) for i in range(1, 61)],
}
fixed = [{"name": k, "n": len(v), "betting_p": betting_p(v, ALPHA), "mixture_p": mixture_p(v)} for k, v in FIXED_D.items()]

# the example of docs/statistics.md: +0.03 everywhere at n = 30, the null's probability of that sample
example = {"delta": 0.03, "n": 30, "null_probability_all_delta": float(binom.pmf(0, 30, 0.03 / 1.03))}

out = {
    "generator": "test/reference/mean_ceiling.py",
    "software": f"scipy {scipy.__version__}, numpy {np.__version__}",
    "alpha": ALPHA,
    "ceiling": table,
    "sup_tail": attained,
    "example": example,
    "constant_shift_p": constant,
    "fixed_p": fixed,
}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mean_ceiling.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
for r in table:
    print(r)
print(example)
print(attained)
