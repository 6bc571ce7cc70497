#!/usr/bin/python3
"""Recomputes the cases of a reference JSON file with scipy (or, where scipy has no such
function, with an independent numpy implementation) and records the largest relative
disagreement per function in the file's top-level "crosscheck" field.

Run by each R generator after it writes its file:  /usr/bin/python3 crosscheck.py FILE.json
Needs scipy 1.10 (Debian python3-scipy); the first python3 on PATH may not have it.
"""
import json
import math
import re
import sys
import warnings

import numpy as np
import scipy
from scipy import integrate, special, stats

warnings.filterwarnings("ignore", category=RuntimeWarning)  # boost chatter; failures show as disagreement
EULER = float(np.euler_gamma)



# ---------- melded bounds (Fay & Lumbard 2021) ----------
# Integrated over B instead of T (R integrates over T): for q >= 0,
# P(T(2B-1) <= q) = P(B <= 1/2) + int_{1/2}^{1} f_B(x) F_T(q/(2x-1)) dx, and for q < 0,
# int_0^{(1-|q|)/2} f_B(x) S_T(|q|/(1-2x)) dx. Both T are tried (the min / max of the definition).
def _cd(a, b):
    if a == 0:
        return ("point", 0.0)
    if b == 0:
        return ("point", 1.0)
    return ("beta", float(a), float(b))


def _prod_cdf(td, bd, q):
    if q >= 1:
        return 1.0
    if q < -1:
        return 0.0
    if td[0] == "point":
        if td[1] == 0:
            return 1.0 if q >= 0 else 0.0
        x = (1 + q) / 2
        return (1.0 if x >= bd[1] else 0.0) if bd[0] == "point" else float(special.betainc(bd[1], bd[2], x))
    ta, tb = td[1], td[2]
    if bd[0] == "point":
        if bd[1] == 1:
            return float(special.betainc(ta, tb, max(q, 0.0)))
        return 1.0 if q >= 0 else float(stats.beta.sf(-q, ta, tb))
    ba, bb = bd[1], bd[2]
    fb = lambda x: math.exp(stats.beta.logpdf(x, ba, bb))
    if q >= 0:
        lo, hi = 0.5, 1.0
        g = lambda x: fb(x) * float(special.betainc(ta, tb, min(1.0, q / (2 * x - 1))))
        head = float(special.betainc(ba, bb, 0.5))
    else:
        lo, hi = 0.0, (1 + q) / 2
        g = lambda x: fb(x) * float(stats.beta.sf(-q / (1 - 2 * x), ta, tb))
        head = 0.0
    qs = [float(stats.beta.ppf(u, ba, bb)) for u in (1e-15, 1e-9, 1e-5, 1e-3, 0.05, 0.3, 0.5, 0.7, 0.95, 0.999, 1 - 1e-5, 1 - 1e-9, 1 - 1e-15)]
    # F_T(q/(2x - 1)) changes from 1 to 0 where q/(2x - 1) crosses T's mass, at x = (1 + q/t)/2:
    # when q is tiny that is a sliver next to x = 1/2, far narrower than B's spread, and quad
    # must be told where it is.
    tm = ta / (ta + tb)
    ts = math.sqrt(tm * (1 - tm) / (ta + tb + 1))
    qs += [(1 + q / t) / 2 for t in (tm + k * ts for k in np.linspace(-12, 12, 49)) if t > abs(q)]
    cuts = sorted({lo, hi, *[x for x in qs if lo < x < hi]})
    total = 0.0
    for a, b in zip(cuts, cuts[1:]):
        if b - a < 1e-12:
            total += (b - a) * g((a + b) / 2)
            continue
        total += integrate.quad(g, a, b, epsabs=1e-15, epsrel=1e-12, limit=400)[0]
    return min(1.0, head + total)


def _prod_quantile(td, bd, p, near):
    """The p-quantile; brentq on a bracket around `near` (R's value), widened until it brackets."""
    if td[0] == "point":
        if td[1] == 0:
            return 0.0
        return 2 * (bd[1] if bd[0] == "point" else float(stats.beta.ppf(p, bd[1], bd[2]))) - 1
    if bd[0] == "point":
        return float(stats.beta.ppf(p, td[1], td[2])) if bd[1] == 1 else -float(stats.beta.ppf(1 - p, td[1], td[2]))
    from scipy.optimize import brentq
    f = lambda q: _prod_cdf(td, bd, q) - p
    w = 1e-7 * max(1e-3, abs(near))
    for _ in range(60):
        lo, hi = max(-1.0, near - w), min(1.0, near + w)
        if f(lo) < 0 <= f(hi) or (lo == -1.0 and hi == 1.0):
            break
        w *= 8
    return brentq(f, lo, hi, xtol=1e-15, rtol=4 * np.finfo(float).eps, maxiter=200)


def melded_lcb(b, c, n, alpha, near=0.0):
    nd = b + c
    bl = _cd(b, c + 1)
    return min(_prod_quantile(_cd(nd, n - nd + 1), bl, alpha, near), _prod_quantile(_cd(nd + 1, n - nd), bl, alpha, near))


def melded_ucb(b, c, n, alpha, near=0.0):
    nd = b + c
    bu = _cd(b + 1, c)
    return max(_prod_quantile(_cd(nd, n - nd + 1), bu, 1 - alpha, near), _prod_quantile(_cd(nd + 1, n - nd), bu, 1 - alpha, near))

# ---------- distributions ----------
# scipy's logcdf/logsf are log(cdf)/log(sf): they lose digits near 0 (use log1p of the other
# tail) and in tails below ~1e-290 (sum the log masses instead).
def log_cdf(k, n, p):
    cdf = stats.binom.cdf(k, n, p)
    if cdf > 0.5:
        return math.log1p(-stats.binom.sf(k, n, p))
    if cdf > 1e-290:
        return math.log(cdf)
    return float(special.logsumexp(stats.binom.logpmf(np.arange(0, k + 1), n, p)))


def log_sf_ge(k, n, p):
    if k <= 0:
        return 0.0
    sf = stats.binom.sf(k - 1, n, p)
    if sf > 0.5:
        return math.log1p(-stats.binom.cdf(k - 1, n, p))
    if sf > 1e-290:
        return math.log(sf)
    return float(special.logsumexp(stats.binom.logpmf(np.arange(k, n + 1), n, p)))


# scipy 1.10's inverses each fail somewhere at the extremes (special.betaincinv: p = 1 - 1e-10,
# a = 0.5, b = 1e5 gives 0.99999999968; beta.ppf: p = 1e-300, a = 2, b = 19999 does not converge).
# Take whichever candidate scipy's own betainc says is closer to p (upper tail in complement).
def beta_inv(p, a, b):
    if p <= 0 or p >= 1:
        return float(stats.beta.ppf(p, a, b))
    with np.errstate(all="ignore"):
        cands = [float(special.betaincinv(a, b, p)), float(stats.beta.ppf(p, a, b))]
        if p > 0.5:
            cands.append(float(stats.beta.isf(1 - p, a, b)))

        def miss(x):
            if not math.isfinite(x):
                return math.inf
            if p > 0.5:
                return abs(float(stats.beta.sf(x, a, b)) - (1 - p)) / (1 - p)
            return abs(float(special.betainc(a, b, x)) - p) / p if p > 0 else abs(x)

        return min(cands, key=miss)


# ---------- mcnemar ----------
def mcnemar_p(b, c, sided):
    nd = b + c
    if nd == 0:
        return 1.0
    if sided == "one-sided":
        return stats.binomtest(b, nd, 0.5, alternative="greater").pvalue
    return stats.binomtest(b, nd, 0.5, alternative="two-sided").pvalue


# binomtest(...).proportion_ci agrees only to ~7e-8 (its own root finder), so the bounds come
# from the beta quantiles; the binomtest p-values above are the independent route for p.
def cp(k, nd, alpha):
    if nd == 0:
        return {"lower": 0.0, "upper": 1.0}
    lower = 0.0 if k == 0 else beta_inv(alpha / 2, k, nd - k + 1)
    upper = 1.0 if k == nd else beta_inv(1 - alpha / 2, k + 1, nd - k)
    return {"lower": lower, "upper": upper}


def cp_lower(k, nd, alpha):
    return 0.0 if k == 0 else beta_inv(alpha, k, nd - k + 1)


def paired_se(b, c, n):
    nd = b + c
    return 0.0 if nd == 0 else math.sqrt(nd - (b - c) ** 2 / n) / n


def drop_ci(b, c, n, alpha):
    nd = b + c
    if nd == 0:
        return {"lower": 0.0, "upper": 0.0}
    ci = cp(b, nd, alpha)
    return {"lower": nd / n * (2 * ci["lower"] - 1), "upper": nd / n * (2 * ci["upper"] - 1)}


def drop_lcb(b, c, n, alpha):
    nd = b + c
    if nd == 0:
        return 0.0
    return nd / n * (2 * cp_lower(b, nd, alpha) - 1)


# ---------- multiplicity (scipy 1.10 has no p.adjust: plain numpy, written from the papers) ----------
def holm(ps):
    ps = np.asarray(ps, dtype=float)
    m = len(ps)
    order = np.argsort(ps, kind="stable")
    adj = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * ps[order]))
    out = np.empty(m)
    out[order] = adj
    return out.tolist()


def bh(ps):
    ps = np.asarray(ps, dtype=float)
    m = len(ps)
    order = np.argsort(ps, kind="stable")[::-1]
    ranks = m - np.arange(m)
    adj = np.minimum(1.0, np.minimum.accumulate(m / ranks * ps[order]))
    out = np.empty(m)
    out[order] = adj
    return out.tolist()


# ---------- E[max] ----------
def emax_exact(k):
    if k == 1:
        return 0.0

    def f(x):
        return x * math.exp(math.log(k) + stats.norm.logpdf(x) + (k - 1) * special.log_ndtr(x))

    pts = np.arange(-12.0, 12.0001, 0.5)
    return math.fsum(
        integrate.quad(f, lo, hi, epsabs=0, epsrel=1e-13, limit=200)[0] for lo, hi in zip(pts[:-1], pts[1:])
    )


def emax_bailey(k):
    if k == 1:
        return 0.0
    return (1 - EULER) * -special.ndtri(1 / k) + EULER * -special.ndtri(1 / (k * math.e))


# ---------- heterogeneity ----------
def cochran_q(models):
    valid = [m for m in models if m["se"] > 0]
    if len(valid) < 2:
        return None
    w = np.array([1 / m["se"] ** 2 for m in valid])
    d = np.array([m["drop"] for m in valid])
    pooled = float(np.sum(w * d) / np.sum(w))
    q = float(np.sum(w * (d - pooled) ** 2))
    df = len(valid) - 1
    return {"q": q, "df": df, "pValue": float(stats.chi2.sf(q, df)),
            "iSquared": max(0.0, (q - df) / q), "pooled": pooled,
            "included": [m["name"] for m in valid], "excluded": [m["name"] for m in models if m["se"] <= 0]}


# ---------- power (an independent numpy implementation of docs/statistics.md's rule) ----------
_rule_cache = {}


def _rule_parts(m, alpha, models, one_sided):
    key = (m, alpha, models, one_sided)
    if key not in _rule_cache:
        b = np.arange(m + 1)
        c = m - b
        if one_sided:
            p = stats.binom.sf(b - 1, m, 0.5)
            lvl = alpha
        else:
            p = np.minimum(1.0, 2 * stats.binom.sf(np.maximum(b, c) - 1, m, 0.5))
            lvl = alpha / 2
        with np.errstate(all="ignore"):
            pil = np.where(b == 0, 0.0, special.betaincinv(np.maximum(b, 1), c + 1, lvl))
        _rule_cache[key] = (b, c, p, pil)
    return _rule_cache[key]


def fired_pairs(a):
    """(m, b) pairs for which the rule fires at sample size n, with the weights P(D = m)."""
    n, psi = a["n"], a["discordant_rate"]
    alpha, models, k = a["alpha"], a["models"], a["perturbers"]
    e = emax_bailey(k) if a.get("emax") == "bailey" else emax_exact_cached(k)
    wm = stats.binom.pmf(np.arange(n + 1), n, psi)
    ms, bs = [], []
    for m in range(n + 1):
        b, c, p, pil = _rule_parts(m, alpha, models, a["one_sided"])
        with np.errstate(all="ignore"):
            lcb = m / n * (2 * pil - 1)
            se = np.sqrt(np.maximum(0.0, m - (b - c) ** 2 / n)) / n
        fires = (p < alpha / models) & (lcb - e * se > 0)
        if fires.any():
            ms.append(np.full(int(fires.sum()), m))
            bs.append(b[fires])
    if not ms:
        return np.array([], dtype=int), np.array([], dtype=int), np.array([])
    m = np.concatenate(ms)
    return m, np.concatenate(bs), wm[m]


def exact_power(a):
    m, b, w = fired_pairs(a)
    pi1 = (1 + a["effect"] / a["discordant_rate"]) / 2
    return float(np.sum(w * stats.binom.pmf(b, m, pi1)))


_emax_cache = {}


def emax_exact_cached(k):
    if k not in _emax_cache:
        _emax_cache[k] = emax_exact(k)
    return _emax_cache[k]


def z_alpha(a):
    # The rule's critical value: the test clause at alpha/(M*K) and the deflated bound clause
    # (z at the bound's level + E[max](K)); the larger binds.
    fam = a["models"] * a["perturbers"]
    z_test = special.ndtri(1 - a["alpha"] / fam) if a["one_sided"] else special.ndtri(1 - a["alpha"] / (2 * fam))
    lcb = a["alpha"] if a["one_sided"] else a["alpha"] / 2
    return max(z_test, special.ndtri(1 - lcb) + emax_exact_cached(a["perturbers"]))


def normal_power(a):
    psi, d, n = a["discordant_rate"], a["effect"], a["n"]
    return float(special.ndtr((d * math.sqrt(n) - z_alpha(a) * math.sqrt(psi)) / math.sqrt(psi - d * d)))


def normal_required_n(a):
    psi, d = a["discordant_rate"], a["effect"]
    zb = special.ndtri(a["target_power"])
    return math.ceil((z_alpha(a) * math.sqrt(psi) + zb * math.sqrt(psi - d * d)) ** 2 / d ** 2)


def normal_mde(a):
    from scipy.optimize import brentq
    psi = a["discordant_rate"]

    def g(d):
        return normal_power({**a, "effect": d}) - a["target_power"]

    hi = psi if psi < 1 else psi * (1 - 1e-12)
    if g(hi) < 0:
        return None
    return brentq(g, 1e-12, hi, xtol=1e-14, rtol=4 * np.finfo(float).eps)


def exact_mde(a):
    from scipy.optimize import brentq
    psi = a["discordant_rate"]
    m, b, w = fired_pairs(a)

    def g(d):
        return float(np.sum(w * stats.binom.pmf(b, m, (1 + d / psi) / 2))) - a["target_power"]

    if g(psi) < 0:
        return None
    return brentq(g, 1e-9 * psi, psi, xtol=1e-12)


def first_n_check(a, value):
    """Not a recomputation: confirms power(value) >= target > power(value - 1) (the scan below
    value is the R generator's job). Returns value when consistent, otherwise -1."""
    ok = exact_power({**a, "n": value}) >= a["target_power"]
    if value > 1:
        ok = ok and exact_power({**a, "n": value - 1}) < a["target_power"]
    return value if ok else -1


FNS = {
    "normCdf": lambda x: special.ndtr(x),
    "normSf": lambda x: stats.norm.sf(x),
    "normQuantile": lambda p: special.ndtri(p),
    "logGamma": lambda x: special.gammaln(x),
    "binomLogPmf": lambda k, n, p: stats.binom.logpmf(k, n, p),
    "binomLogCdf": log_cdf,
    "binomLogSf": log_sf_ge,
    "betaInc": lambda x, a, b: special.betainc(a, b, x),
    "betaIncInv": beta_inv,
    "chisqSf": lambda x, df: stats.chi2.sf(x, df),
    "mcnemarP": mcnemar_p,
    "clopperPearson": cp,
    "clopperPearsonLower": cp_lower,
    "pairedSe": paired_se,
    "dropCi": drop_ci,
    "dropLcb": drop_lcb,
    "holm": holm,
    "benjaminiHochberg": bh,
    "expectedMaxNormal": emax_exact,
    "expectedMaxBailey": emax_bailey,
    "cochranQ": cochran_q,
    "exactPower": exact_power,
    "normalPower": normal_power,
    "normalRequiredN": normal_required_n,
    "normalMinDetectableEffect": normal_mde,
    "minDetectableEffect": exact_mde,
}
# The melded bounds take R's value as the centre of the root's first bracket (widened until it
# brackets), so they are handled in main(); one case in MELDED_EVERY is recomputed (scipy's
# quadrature is slow) and every such case is compared.
MELDED = {"meldedLcb", "meldedUcb", "meldedInterval"}
MELDED_EVERY = 3
METHOD = {
    "holm": "independent numpy implementation (scipy 1.10 has no p.adjust)",
    "benjaminiHochberg": "independent numpy implementation (scipy 1.10 has no p.adjust)",
    "pairedSe": "numpy formula",
    "mcnemarP": "scipy.stats.binomtest p-value",
    "clopperPearson": "scipy beta quantiles (binomtest proportion_ci agrees only to ~7e-8)",
    "clopperPearsonLower": "scipy beta quantiles (binomtest proportion_ci agrees only to ~7e-8)",
    "dropCi": "scipy beta quantiles mapped to the drop scale",
    "dropLcb": "scipy beta quantiles mapped to the drop scale",
    "betaIncInv": "best round trip of scipy special.betaincinv, stats.beta.ppf, stats.beta.isf(1 - p)",
    "binomLogCdf": "scipy log(cdf), log1p(-sf) near 0, logsumexp of logpmf below 1e-290",
    "binomLogSf": "scipy log(sf), log1p(-cdf) near 0, logsumexp of logpmf below 1e-290",
    "cochranQ": "numpy formula, scipy.stats.chi2.sf",
    "exactPower": "independent numpy/scipy implementation of the rule",
    "minDetectableEffect": "brentq on the numpy/scipy exact power (absolute difference)",
    "firstN": "power(first_n) >= target > power(first_n - 1) with the numpy/scipy exact power",
    "expectedMaxNormal": "scipy.integrate.quad, epsrel 1e-13 on 0.5-wide pieces of [-12, 12]",
    "meldedLcb": "scipy.integrate.quad over B (R integrates over T) + brentq, both T tried (absolute difference)",
    "meldedUcb": "scipy.integrate.quad over B (R integrates over T) + brentq, both T tried (absolute difference)",
    "meldedInterval": "scipy.integrate.quad over B (R integrates over T) + brentq, both T tried (absolute difference)",
}
ABSOLUTE = {"minDetectableEffect", "normalMinDetectableEffect", "meldedLcb", "meldedUcb", "meldedInterval"}


def numbers(v):
    """Flattens a value (objects by sorted key) into its leaves."""
    if isinstance(v, dict):
        return [x for k in sorted(v) for x in numbers(v[k])] + [("keys", tuple(sorted(v)))]
    if isinstance(v, (list, tuple)):
        return [("len", len(v))] + [x for item in v for x in numbers(item)]
    return [v]


def disagreement(fn, got, want):
    g, w = numbers(got), numbers(want)
    if len(g) != len(w):
        return math.inf
    worst = 0.0
    for x, y in zip(g, w):
        if not isinstance(x, (int, float)) or not isinstance(y, (int, float)) or isinstance(x, bool):
            worst = max(worst, 0.0 if x == y else math.inf)
            continue
        if x is None or y is None:
            worst = max(worst, 0.0 if x is None and y is None else math.inf)
            continue
        x, y = float(x), float(y)
        if x == y:
            continue
        if fn in ABSOLUTE:
            worst = max(worst, abs(x - y))
        else:
            worst = max(worst, abs(x - y) / max(abs(y), 1e-300))
    return worst


def main(path, only=None, limit_seconds=None):
    with open(path) as f:
        text = f.read()
    data = json.loads(text)
    summary = {}
    for index, case in enumerate(data["cases"]):
        fn = case["fn"]
        if only and fn not in only:
            continue
        if fn == "firstN":
            got = first_n_check(case["args"][0], case["value"])
        elif fn in MELDED:
            if index % MELDED_EVERY:
                continue
            v = case["value"]
            if fn == "meldedInterval":
                got = {"lcb": melded_lcb(*case["args"], near=v["lcb"]), "ucb": melded_ucb(*case["args"], near=v["ucb"])}
            elif fn == "meldedLcb":
                got = melded_lcb(*case["args"], near=v)
            else:
                got = melded_ucb(*case["args"], near=v)
        elif fn in FNS:
            try:
                got = FNS[fn](*case["args"])
            except (ValueError, ZeroDivisionError, OverflowError):
                got = None
        else:
            continue
        if isinstance(got, float) and not math.isfinite(got):
            s = summary.setdefault(fn, {"compared": 0, "skipped": 0, "max_rel": 0.0})
            s["skipped"] += 1
            continue
        if hasattr(got, "item"):
            got = got.item()
        d = disagreement(fn, got, case["value"])
        s = summary.setdefault(fn, {"compared": 0, "skipped": 0, "max_rel": 0.0})
        s["compared"] += 1
        if d > s["max_rel"]:
            s["max_rel"] = d
            s["worst_case"] = index
            if len(json.dumps(case["args"])) <= 200:
                s["worst_args"] = case["args"]
            else:
                s.pop("worst_args", None)
    for fn, s in summary.items():
        s["method"] = METHOD.get(fn, "scipy " + scipy.__version__)
        if fn in ABSOLUTE:
            s["max_abs"] = s.pop("max_rel")
        if s["compared"] and (s.get("max_rel", 0) > 1e-6 or s.get("max_abs", 0) > 1e-6):
            print(f"WARNING {path}: {fn} disagrees by {s.get('max_rel', s.get('max_abs'))} at {s.get('worst_args')}",
                  file=sys.stderr)
    for s in summary.values():
        for key in ("max_rel", "max_abs"):
            if key in s and not math.isfinite(s[key]):
                s[key] = None
                s["failed"] = "scipy gave no comparable value for worst_args"
    cross = json.dumps(summary, separators=(",", ":"), allow_nan=False)
    text = re.sub(r'\n"crosscheck": .*?,\n"cases"', '\n"cases"', text, count=1, flags=re.S)
    text = text.replace('\n"cases": [', '\n"crosscheck": ' + cross + ',\n"cases": [', 1)
    sw = data["software"].split(" / scipy")[0] + " / scipy " + scipy.__version__
    text = text.replace('"software":' + json.dumps(data["software"]), '"software":' + json.dumps(sw), 1)
    with open(path, "w") as f:
        f.write(text)
    for fn, s in sorted(summary.items()):
        print(f"crosscheck {fn}: {s}")


if __name__ == "__main__":
    main(sys.argv[1], only=set(sys.argv[2:]) or None)
