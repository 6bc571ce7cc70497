"""Reference values for src/stats/sign-flip.ts and pilotSd in src/stats/soft-power.ts (the soft signal's paired sign-flip test,
docs/statistics.md "The soft signal"), computed independently with scipy and numpy:

- small n: scipy.stats.permutation_test(permutation_type="samples", n_resamples=inf), i.e. every
  one of the 2^n sign vectors of the paired differences, statistic mean(x − y), alternative
  "greater" — on differences that lie on the test's 1/100 lattice, so its statistic is ours;
- larger n: the full null distribution of T = Σ ε_i w_i as the coefficients of the generating
  function Π_i (x^{-w_i} + x^{w_i})/2, multiplied out with numpy.convolve over the whole support
  (not the truncated subset-sum count the implementation uses);
- binary d ∈ {−1, 0, 1}: scipy.stats.binomtest(b, b + c, ½, "greater") (McNemar's exact p);
- the score interval: scipy.optimize.brentq on its defining equation with the two pseudo-items
  written out and scipy.stats.t.ppf for c (not the closed form).

Run: /usr/bin/python3 test/reference/sign_flip.py  (writes sign_flip.json beside it, ~1 min)
"""
import json
import math
import os

import numpy as np
import scipy
from scipy import optimize, stats

LATTICE = 100
rng = np.random.default_rng(20261206)
cases = []


def weights(d):
    # Math.round(|d|·100) for |d|·100 never exactly at a half (checked below).
    a = np.abs(np.asarray(d, dtype=float)) * LATTICE
    assert not np.any(np.isclose(a - np.floor(a), 0.5, atol=1e-9)), "a d at half a lattice step"
    return np.floor(a + 0.5).astype(np.int64), np.sign(d)


def gf_p(d):
    """P(T ≥ T_obs) from the full generating function (probabilities, exact in floating point)."""
    w, s = weights(d)
    t_obs = int(np.sum(w * s))
    dist = np.array([1.0])  # support −0 … 0, offset tracked
    lo = 0
    for wi in w:
        if wi == 0:
            continue
        new = np.zeros(len(dist) + 2 * wi)
        new[: len(dist)] += 0.5 * dist
        new[2 * wi :] += 0.5 * dist
        dist = new
        lo -= wi
    idx = t_obs - lo
    return float(np.sum(dist[idx:])) if idx < len(dist) else 0.0


def perm_p(d):
    d = np.asarray(d, dtype=float)
    w, s = weights(d)
    x = w * s / LATTICE  # on the lattice: statistic identical to the implementation's
    y = np.zeros_like(x)
    res = stats.permutation_test(
        (x, y),
        lambda a, b, axis: np.mean(a - b, axis=axis),
        permutation_type="samples",
        vectorized=True,
        n_resamples=np.inf,
        alternative="greater",
    )
    return float(res.pvalue)


def score_bounds(d, alpha):
    """The outer of the two score intervals: pseudo-items ±r about 0 and mean ± s."""
    d = np.asarray(d, dtype=float)
    n = len(d)
    c = stats.t.ppf(1 - alpha, max(1, n - 1))
    if n + 1 <= c * c:
        return -1.0, 1.0
    m = float(np.mean(d))
    var = float(np.var(d, ddof=1)) if n > 1 else 0.0

    def solve(centre, r):
        # two ½-weight pseudo-items at centre ± r
        def parts(theta):
            res = d - theta
            s1 = np.sum(res) + 0.5 * ((centre + r - theta) + (centre - r - theta))
            s2 = np.sum(res * res) + 0.5 * ((centre + r - theta) ** 2 + (centre - r - theta) ** 2)
            return s1, math.sqrt(s2)

        g = lambda theta: parts(theta)[0] - c * parts(theta)[1]  # noqa: E731  decreasing; root = lower
        h = lambda theta: parts(theta)[0] + c * parts(theta)[1]  # noqa: E731  root = upper
        lo = optimize.brentq(g, -3, 3, xtol=1e-15) if g(-1) > 0 else -1.0
        hi = optimize.brentq(h, -3, 3, xtol=1e-15) if h(1) < 0 else 1.0
        return lo, hi

    l0, u0 = solve(0.0, math.sqrt(max(float(np.sum(d * d)) / n, 1e-4)))
    l1, u1 = solve(m, math.sqrt(max(var, 1e-4)))
    return max(-1.0, min(l0, l1)), min(1.0, max(u0, u1))


def draw(kind, n, shift=0.0):
    if kind == "uniform":
        d = rng.uniform(-0.6, 0.6, n) + shift
    elif kind == "skewed":
        d = rng.exponential(0.15, n) - 0.15 + shift
    elif kind == "discrete":
        d = rng.choice([-0.5, -0.25, 0.0, 0.25, 0.5], n) + rng.uniform(-0.004, 0.004, n) + shift
    elif kind == "sparse":
        d = np.where(rng.uniform(size=n) < 0.3, rng.normal(shift, 0.3, n), 0.0)
    d = np.clip(d, -1, 1)
    a = np.abs(d) * LATTICE
    near_half = np.isclose(a - np.floor(a), 0.5, atol=1e-6)
    return np.where(near_half, d * (1 - 1e-4), d)  # keep off the rounding boundary


def round_trip(d):
    # values as the JSON will carry them (17 significant digits round-trip)
    return [float(repr(float(v))) for v in d]


# 1. exact enumeration by scipy.permutation_test (2^n resamples)
for n in [2, 3, 5, 8, 12, 16]:
    for kind in ["uniform", "skewed", "discrete", "sparse"]:
        for shift in [0.0, 0.15]:
            d = round_trip(draw(kind, n, shift))
            p = perm_p(d)
            g = gf_p(d)
            assert abs(p - g) <= 1e-12 * max(1, p), (p, g, d)
            cases.append({"fn": "signFlipP", "args": [d], "value": p, "tol": 1e-10,
                          "note": f"scipy permutation_test, all 2^{n} sign vectors ({kind}, shift {shift})"})

# 2. larger n: the full generating function
for n in [40, 100, 300, 800]:
    for kind in ["uniform", "skewed", "discrete", "sparse"]:
        for shift in [0.0, 0.03, 0.08]:
            d = round_trip(draw(kind, n, shift))
            p = gf_p(d)
            if p < 1e-300:
                continue
            cases.append({"fn": "signFlipP", "args": [d], "value": p, "tol": 1e-9,
                          "note": f"numpy generating function over the whole support, n = {n} ({kind}, shift {shift})"})

# 3. binary differences: McNemar's exact p
for b, c in [(0, 0), (3, 0), (0, 3), (5, 2), (20, 10), (35, 2), (60, 70), (150, 100)]:
    n = b + c + 17
    d = [1.0] * b + [-1.0] * c + [0.0] * 17
    p = float(stats.binomtest(b, b + c, 0.5, alternative="greater").pvalue) if b + c > 0 else 1.0
    cases.append({"fn": "signFlipP", "args": [d], "value": p, "tol": 1e-10,
                  "note": f"binary d: scipy binomtest({b}, {b + c}, ½, greater), McNemar's exact p"})

# 4. the score interval
for n in [2, 5, 20, 100, 500]:
    for kind in ["uniform", "skewed", "discrete", "sparse"]:
        for alpha in [0.05, 0.01 / 6]:
            d = round_trip(draw(kind, n, 0.05))
            lcb, ucb = score_bounds(d, alpha)
            cases.append({"fn": "signFlipTest.bounds", "args": [d, alpha], "value": {"lcb": lcb, "ucb": ucb},
                          "tol": 1e-7, "note": f"brentq on the score equation with outer of ±r-about-0 and mean ± s pseudo-items, t quantile, n = {n} ({kind})"})

for d in [[0.0] * 10, [0.2] * 30, [0.0] * 199 + [0.5], [-0.1, 0.1] * 20]:
    for alpha in [0.05, 0.01]:
        lcb, ucb = score_bounds(d, alpha)
        cases.append({"fn": "signFlipTest.bounds", "args": [d, alpha], "value": {"lcb": lcb, "ucb": ucb},
                      "tol": 1e-7, "note": "brentq, degenerate d (all equal, one non-zero, alternating)"})

# 5. the pilot's SD upper bound: s·√((n − 1)/χ²_{1−level}(n − 1))
for n in [20, 40, 200]:
    for level in [0.8, 0.9, 0.95]:
        d = round_trip(draw("uniform", n, 0.05))
        sd = float(np.std(d, ddof=1))
        upper = min(1.0, sd * math.sqrt((n - 1) / stats.chi2.ppf(1 - level, n - 1)))
        cases.append({"fn": "pilotSd", "args": [d, level], "value": {"estimate": sd, "upper": upper},
                      "tol": 1e-9, "note": f"numpy std(ddof=1), scipy chi2.ppf({1 - level:.2f}, {n - 1})"})

out = {
    "generator": "test/reference/sign_flip.py",
    "software": f"scipy {scipy.__version__}, numpy {np.__version__}",
    "cases": cases,
}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sign_flip.json"), "w") as f:
    json.dump(out, f)
print(len(cases), "cases")
