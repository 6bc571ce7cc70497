# Reference values for src/stats/{normal,gamma,binomial,beta,chisq}.ts from base R.
# Run from anywhere: Rscript test/reference/distributions.R  (writes distributions.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

# Denormals carry fewer than 53 bits, so a relative tolerance on them means nothing.
representable <- function(v) is.finite(v) && (v == 0 || abs(v) >= 1e-300)

## Normal distribution: both tails down to 1e-300, quantile breakpoints of AS241 (|q| = 0.425, r = 5).
xs <- c(-37.5, -37, -36.5, -35, -30, -20, -12, -10, -8.3, -6, -5, -3, -2.5, -1.96, -1.5, -1,
        -0.6744897501960817, -0.5, -1e-5, -1e-12, 0, 1e-12, 1e-5, 0.3, 0.5, 1, 1.2815515655446004,
        1.6448536269514722, 1.96, 2.5, 3, 5, 6, 8, 8.3, 10, 20, 30, 37, 37.5)
for (x in xs) {
  v <- pnorm(x); if (representable(v)) add_case(cs, "normCdf", list(x), v)
  v <- pnorm(x, lower.tail = FALSE); if (representable(v)) add_case(cs, "normSf", list(x), v)
}
ps <- c(1e-300, 1e-250, 1e-200, 1e-150, 1e-100, 1e-50, 1e-20, 1e-16, 1e-10, 1e-8, 1e-5, 1e-4,
        0.001, 0.005, 0.01, 0.0166666666666666667, 0.025, 0.05, 0.075, 0.0750001, 0.1, 0.2, 0.3,
        0.4, 0.42, 0.4249, 0.425, 0.4251, 0.49, 0.5 - 1e-12, 0.5, 0.5 + 1e-12, 0.51, 0.5749,
        0.575, 0.5751, 0.6, 0.7, 0.8, 0.9, 0.925, 0.95, 0.975, 0.99, 0.995, 0.999, 0.9999,
        1 - 1e-8, 1 - 1e-10, 1 - 1e-15, 1 - 2^-53)
# exp(-25) is where AS241 switches from its second to its third rational approximation (r = 5).
ps <- c(ps, exp(-25) * c(0.5, 1, 2), 1 - exp(-25) * 2)
for (p in ps) add_case(cs, "normQuantile", list(p), qnorm(p))

## log Gamma: tiny, near the zeros at 1 and 2, half-integers, and huge.
gx <- c(1e-300, 1e-100, 1e-10, 1e-5, 0.001, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 1, 1.001,
        1.01, 1.1, 1.5, 1.9, 1.99, 1.999, 2, 2.001, 2.01, 2.5, 3, 3.5, 4, 5, 7.5, 10, 12.5, 20, 33.3,
        50, 100, 170.5, 171.62, 200, 1000, 1000.5, 12345.678, 1e5, 1e6, 1e6 + 1, 1e7, 1e10, 1e15,
        1e20, 1e100, 1e300)
for (x in gx) add_case(cs, "logGamma", list(x), lgamma(x))

## Binomial in log space: n up to 1e6, k at both edges and the middle, tails far below 1e-300.
bn <- c(1, 2, 3, 10, 31, 60, 100, 1000, 20000, 1e5, 1e6)
bp <- c(0.5, 0.3, 0.01, 0.999, 1e-6, 0.0166666666666666667)
for (n in bn) {
  ks <- unique(c(0, 1, 2, floor(n * 0.01), floor(n / 3), floor(n / 2), ceiling(n / 2) + 1,
                 floor(0.6 * n), floor(0.9 * n), n - 1, n))
  ks <- ks[ks >= 0 & ks <= n]
  for (p in bp) for (k in ks) {
    v <- dbinom(k, n, p, log = TRUE); if (is.finite(v)) add_case(cs, "binomLogPmf", list(k, n, p), v)
    v <- pbinom(k, n, p, log.p = TRUE); if (is.finite(v)) add_case(cs, "binomLogCdf", list(k, n, p), v)
    # P(X >= k) = P(X > k - 1): the McNemar tail, not scipy's strict sf.
    v <- if (k == 0) 0 else pbinom(k - 1, n, p, lower.tail = FALSE, log.p = TRUE)
    if (is.finite(v)) add_case(cs, "binomLogSf", list(k, n, p), v)
  }
}
# Degenerate p: the only finite log masses.
for (n in c(1, 7, 1000)) {
  add_case(cs, "binomLogPmf", list(0, n, 0), dbinom(0, n, 0, log = TRUE))
  add_case(cs, "binomLogPmf", list(n, n, 1), dbinom(n, n, 1, log = TRUE))
  add_case(cs, "binomLogCdf", list(0, n, 0), pbinom(0, n, 0, log.p = TRUE))
  add_case(cs, "binomLogSf", list(n, n, 1), pbinom(n - 1, n, 1, lower.tail = FALSE, log.p = TRUE))
}
# Upper tails of Binomial(n_d, 1/2), the McNemar p-values, including ones far below 1e-300.
for (nd in c(20000, 1e5, 1e6)) for (k in round(nd * c(0.505, 0.51, 0.55, 0.6, 0.75, 0.99))) {
  add_case(cs, "binomLogSf", list(k, nd, 0.5), pbinom(k - 1, nd, 0.5, lower.tail = FALSE, log.p = TRUE))
}

## Regularized incomplete beta and its inverse.
bx <- c(0, 1e-300, 1e-100, 1e-10, 1e-4, 0.001, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999,
        1 - 1e-4, 1 - 1e-10, 1)
ab <- c(0.5, 1, 2.5, 3, 10, 31, 100, 1000, 10001, 1e5)
for (a in ab) for (b in ab) for (x in bx) {
  v <- pbeta(x, a, b); if (representable(v)) add_case(cs, "betaInc", list(x, a, b), v)
}
# The shapes the Clopper-Pearson bounds use: (k, n_d - k + 1) and (k + 1, n_d - k).
cp_shapes <- list(c(1, 1), c(1, 60), c(60, 1), c(30, 3), c(3, 30), c(10001, 10000), c(12000, 8001),
                  c(19999, 2), c(2, 19999), c(20000, 1), c(1, 20000), c(500000, 500001))
for (s in cp_shapes) for (x in c(1e-5, 0.05, 0.45, 0.5, 0.55, 0.6, 0.95, 0.9999)) {
  v <- pbeta(x, s[1], s[2]); if (representable(v)) add_case(cs, "betaInc", list(x, s[1], s[2]), v)
}

qp <- c(1e-300, 1e-100, 1e-20, 1e-10, 1e-5, 0.0005, 0.005, 0.0166666666666666667, 0.025, 0.05,
        0.1, 0.3, 0.5, 0.7, 0.9, 0.95, 0.975, 0.995, 0.9995, 1 - 1e-5, 1 - 1e-10)
qshapes <- c(list(c(0.5, 0.5), c(1, 1), c(2.5, 7), c(10, 3), c(100, 100), c(1000, 10), c(0.5, 1e5)),
             cp_shapes)
qbeta_tol <- function(p, x) {
  near <- min(x, 1 - x) < 1e-3 || min(p, 1 - p) < 1e-6
  if (near) 1e-6 else NULL
}
qbeta_worst <- 0
for (s in qshapes) for (p in c(0, qp, 1)) {
  x <- qbeta(p, s[1], s[2])
  if (!representable(x)) next
  # Round-trip check: the error in x implied by pbeta(x) - p, relative to x.
  if (x > 0 && x < 1) {
    d <- dbeta(x, s[1], s[2])
    implied <- abs(pbeta(x, s[1], s[2]) - p) / (d * x)
    if (is.finite(implied)) qbeta_worst <- max(qbeta_worst, implied)
  }
  tol <- qbeta_tol(p, x)
  add_case(cs, "betaIncInv", list(p, s[1], s[2]), x, tol = tol,
           note = if (!is.null(tol)) "qbeta near 0 or 1: relative 1e-6" else NULL)
}
message(sprintf("qbeta round trip: worst implied relative error in x %.3g", qbeta_worst))

## Chi-squared survival.
for (df in c(1, 2, 3, 4, 5, 10, 30, 100, 1000)) {
  for (x in unique(c(0, 1e-10, 1e-3, 0.1, 0.5, 1, 2, df / 2, df, 2 * df, 3.841458820694124,
                     10, 50, 100, 500, 1000, 1400, 5 * df))) {
    v <- pchisq(x, df, lower.tail = FALSE); if (representable(v)) add_case(cs, "chisqSf", list(x, df), v)
  }
}

out <- file.path(here, "distributions.json")
write_reference(out, "distributions.R", cs)
run_crosscheck(out)
