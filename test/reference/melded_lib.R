# The melded confidence bounds of Fay & Lumbard (Statistics in Medicine 40(5), 2021) for the
# drop delta = psi (2 pi - 1), written from the definition in docs/statistics.md, in base R
# (integrate + uniroot). Deliberately literal: both T distributions are tried for every bound
# (the min / max of the definition), and the upper bound is computed from B_U itself, not from
# a symmetry. Sourced by melded.R and power_lib.R.

# A confidence distribution: list(kind = "point", at = 0 | 1) or list(kind = "beta", a, b).
cdist <- function(a, b) {
  if (a == 0) return(list(kind = "point", at = 0))
  if (b == 0) return(list(kind = "point", at = 1))
  list(kind = "beta", a = a, b = b)
}
t_lower <- function(nd, n) cdist(nd, n - nd + 1)
t_upper <- function(nd, n) cdist(nd + 1, n - nd)
b_lower <- function(b, c) cdist(b, c + 1)
b_upper <- function(b, c) cdist(b + 1, c)

dist_cdf <- function(d, x) {
  if (d$kind == "point") return(as.numeric(x >= d$at))
  pbeta(x, d$a, d$b)
}
dist_q <- function(d, p) if (d$kind == "point") d$at else qbeta(p, d$a, d$b)

# P(T (2B - 1) <= q).
prod_cdf <- function(td, bd, q) {
  if (q >= 1) return(1)
  if (q < -1) return(0)
  if (td$kind == "point") {
    if (td$at == 0) return(as.numeric(q >= 0))
    return(dist_cdf(bd, (1 + q) / 2))
  }
  if (bd$kind == "point") {
    x <- 2 * bd$at - 1
    if (x > 0) return(pbeta(max(q, 0), td$a, td$b))
    return(if (q >= 0) 1 else pbeta(-q, td$a, td$b, lower.tail = FALSE))
  }
  # Both continuous: P(T <= q) for q > 0 (there 2B - 1 <= 1 <= q/t), plus the integral over t
  # from |q| to 1 of f_T(t) F_B((1 + q/t) / 2). The density of T is integrated piecewise between
  # its quantiles so integrate() cannot step over the peak.
  a <- td$a; b <- td$b
  head <- if (q > 0) pbeta(q, a, b) else 0
  lo <- abs(q)
  f <- function(t) dbeta(t, a, b) * pbeta((1 + q / t) / 2, bd$a, bd$b)
  qs <- qbeta(c(1e-18, 1e-12, 1e-8, 1e-5, 1e-3, 0.02, 0.1, 0.3, 0.5, 0.7, 0.9, 0.98,
                1 - 1e-3, 1 - 1e-5, 1 - 1e-8, 1 - 1e-12), a, b)
  cuts <- sort(unique(c(lo, qs[qs > lo & qs < 1], 1)))
  if (length(cuts) < 2) return(head)
  total <- 0
  for (i in seq_len(length(cuts) - 1)) {
    # A piece whose integrand is at the level of rounding can make the extrapolation complain at
    # the tightest tolerance; it is then taken at 1e-11 (still far below the 1e-9 asked of the bounds).
    w <- cuts[i + 1] - cuts[i]
    if (w < 1e-10) { # a sliver between quantiles that round to the same few doubles: midpoint rule
      total <- total + w * f((cuts[i] + cuts[i + 1]) / 2)
      next
    }
    piece <- tryCatch(integrate(f, cuts[i], cuts[i + 1], rel.tol = 1e-13, abs.tol = 1e-17, subdivisions = 2000L)$value,
                      error = function(e) integrate(f, cuts[i], cuts[i + 1], rel.tol = 1e-11, abs.tol = 1e-16,
                                                    subdivisions = 2000L)$value)
    total <- total + piece
  }
  min(1, head + total)
}

# inf { q : P(T (2B - 1) <= q) >= p }.
prod_quantile <- function(td, bd, p) {
  if (td$kind == "point") {
    if (td$at == 0) return(0)
    return(2 * dist_q(bd, p) - 1)
  }
  if (bd$kind == "point") {
    x <- 2 * bd$at - 1
    return(if (x > 0) qbeta(p, td$a, td$b) else -qbeta(1 - p, td$a, td$b))
  }
  g <- function(q) prod_cdf(td, bd, q) - p
  # F has no atom when T and B are continuous, so the quantile is the root.
  uniroot(g, c(-1, 1), tol = 1e-15, maxiter = 1000)$root
}

melded_lcb <- function(b, c, n, alpha) {
  nd <- b + c
  min(prod_quantile(t_lower(nd, n), b_lower(b, c), alpha),
      prod_quantile(t_upper(nd, n), b_lower(b, c), alpha))
}
melded_ucb <- function(b, c, n, alpha) {
  nd <- b + c
  max(prod_quantile(t_lower(nd, n), b_upper(b, c), 1 - alpha),
      prod_quantile(t_upper(nd, n), b_upper(b, c), 1 - alpha))
}
