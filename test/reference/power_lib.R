# The power of the verdict rule by brute force, as docs/statistics.md defines it, and Connor's normal
# approximation. Sourced by power.R (and usable on its own for spot checks).
source(file.path(here, "lib.R"))

## ---- the rule, per discordant count m ----
# For each (m, level, sidedness): every b with p < alpha (the rule needs p < alpha/M <= alpha,
# so pi_L is only ever consulted there), its p-value and its pi_L.
rule_cache <- new.env()
rule_parts <- function(m, alpha, one_sided) {
  key <- sprintf("%d|%.17g|%d", m, alpha, one_sided)
  hit <- rule_cache[[key]]
  if (!is.null(hit)) return(hit)
  b <- 0:m
  c <- m - b
  p <- if (one_sided) pbinom(b - 1, m, 0.5, lower.tail = FALSE)
       else pmin(1, 2 * pbinom(pmax(b, c) - 1, m, 0.5, lower.tail = FALSE))
  keep <- which(p < alpha)
  bk <- b[keep]
  level <- if (one_sided) alpha else alpha / 2   # the interval's level is alpha, not alpha/M
  pil <- numeric(length(bk))
  pos <- bk > 0
  pil[pos] <- qbeta(level, bk[pos], m - bk[pos] + 1)
  res <- list(b = bk, p = p[keep], pil = pil)
  assign(key, res, envir = rule_cache)
  res
}

# All (m, b) pairs, m = 0..nmax, that pass p < alpha, flattened in order of m.
design_pairs <- function(nmax, d) {
  parts <- lapply(0:nmax, function(m) rule_parts(m, d$alpha, d$one_sided))
  len <- vapply(parts, function(x) length(x$b), 0L)
  list(m = rep(0:nmax, len), b = unlist(lapply(parts, `[[`, "b")),
       p = unlist(lapply(parts, `[[`, "p")), pil = unlist(lapply(parts, `[[`, "pil")),
       end = cumsum(len), nmax = nmax)
}

emax_of <- function(d) if (d$emax == "bailey") emax_bailey(d$perturbers) else emax_exact(d$perturbers)

# Indices (into pairs) of the (m, b), m <= n, for which the verdict fires at sample size n:
# one-sided/two-sided p < alpha/M AND (m/n)(2 pi_L - 1) - E(K) * sqrt(m - (b - c)^2/n)/n > 0.
fired <- function(pr, n, d, E) {
  k <- pr$end[n + 1]
  if (k == 0) return(integer(0))
  i <- seq_len(k)
  m <- pr$m[i]; b <- pr$b[i]; c <- m - b
  lcb <- (m / n) * (2 * pr$pil[i] - 1)
  se <- sqrt(m - (b - c)^2 / n) / n
  which(pr$p[i] < d$alpha / d$models & lcb - E * se > 0)
}
pi1_of <- function(d, delta) (1 + delta / d$discordant_rate) / 2
power_at <- function(pr, n, d, delta, E) {
  f <- fired(pr, n, d, E)
  if (!length(f)) return(0)
  m <- pr$m[f]
  sum(dbinom(m, n, d$discordant_rate) * dbinom(pr$b[f], m, pi1_of(d, delta)))
}

exact_power <- function(d) {
  pr <- design_pairs(d$n, d)
  power_at(pr, d$n, d, d$effect, emax_of(d))
}

# Root of power(delta) = target on (0, psi]; the firing set does not depend on delta.
exact_mde <- function(d) {
  pr <- design_pairs(d$n, d)
  f <- fired(pr, d$n, d, emax_of(d))
  m <- pr$m[f]; b <- pr$b[f]
  wm <- dbinom(m, d$n, d$discordant_rate)
  pw <- function(delta) sum(wm * dbinom(b, m, pi1_of(d, delta))) - d$target_power
  if (pw(d$discordant_rate) < 0) return(NULL)
  uniroot(pw, c(1e-9 * d$discordant_rate, d$discordant_rate), tol = 1e-12, maxiter = 1000)$root
}

# Exact power for every n = 1..nmax. The same sum as power_at, with the n-independent parts
# (p < alpha/M, dbinom(b, m, pi1), 2 pi_L - 1) computed once and dbinom(m, n, psi) looked up.
power_curve <- function(d, nmax) {
  pr <- design_pairs(nmax, d)
  E <- emax_of(d)
  keep <- which(pr$p < d$alpha / d$models)
  m <- pr$m[keep]; b <- pr$b[keep]; c <- m - b
  twopil <- 2 * pr$pil[keep] - 1
  d2 <- (b - c)^2
  dens <- dbinom(b, m, pi1_of(d, d$effect))
  end <- cumsum(tabulate(m + 1, nbins = nmax + 1))
  vapply(seq_len(nmax), function(n) {
    k <- end[n + 1]
    if (k == 0) return(0)
    i <- seq_len(k)
    mi <- m[i]
    f <- which((mi / n) * twopil[i] - E * (sqrt(mi - d2[i] / n) / n) > 0)
    if (!length(f)) return(0)
    wm <- dbinom(0:n, n, d$discordant_rate)
    sum(wm[mi[f] + 1] * dens[f])
  }, 0)
}
# first_n: smallest n with power >= target. required_n: smallest n with power(n') >= target for
# every n' in [n, 2n]. The curve is extended until required_n's window fits inside it.
sample_sizes <- function(d, start = 64, limit = 40000) {
  nmax <- start
  repeat {
    pw <- power_curve(d, nmax)
    ok <- pw >= d$target_power
    first <- which(ok)[1]
    req <- NA
    if (!is.na(first) && first <= floor(nmax / 2)) {
      for (n in first:floor(nmax / 2)) if (all(ok[n:(2 * n)])) { req <- n; break }
    }
    if (!is.na(req)) {
      margin <- min(abs(pw[c(first, max(first - 1, 1), req:(2 * req))] - d$target_power))
      return(list(first = first, required = req, power = pw, margin = margin))
    }
    nmax <- nmax * 2
    if (nmax > limit) {
      if (limit < 40000) return(NULL)
      stop("sample_sizes: no required_n below 20000")
    }
  }
}

## ---- Connor's normal approximation ----
# The rule's critical value on the z scale (docs/statistics.md, "Power"): the test clause at
# alpha/(M*K) (alpha/(2MK) two-sided) and the deflated bound clause, z at the bound's level plus
# E[max](K); the larger binds. With K = 1 the second is z_(1-alpha) <= the first.
z_alpha <- function(d) {
  fam <- d$models * d$perturbers
  z_test <- if (d$one_sided) qnorm(1 - d$alpha / fam) else qnorm(1 - d$alpha / (2 * fam))
  z_bound <- (if (d$one_sided) qnorm(1 - d$alpha) else qnorm(1 - d$alpha / 2)) + emax_exact(d$perturbers)
  max(z_test, z_bound)
}
normal_power <- function(d) {
  psi <- d$discordant_rate; delta <- d$effect
  pnorm((delta * sqrt(d$n) - z_alpha(d) * sqrt(psi)) / sqrt(psi - delta^2))
}
normal_required_n_raw <- function(d) {
  psi <- d$discordant_rate; delta <- d$effect
  (z_alpha(d) * sqrt(psi) + qnorm(d$target_power) * sqrt(psi - delta^2))^2 / delta^2
}
normal_mde <- function(d) {
  g <- function(delta) { e <- d; e$effect <- delta; normal_power(e) - d$target_power }
  if (g(d$discordant_rate) < 0) return(NULL)
  uniroot(g, c(1e-9 * d$discordant_rate, d$discordant_rate), tol = 1e-12, maxiter = 1000)$root
}

design <- function(n = NULL, psi, delta = NULL, alpha = 0.05, models = 1, perturbers = 1,
                   one_sided = TRUE, emax = "exact", target = NULL) {
  d <- list()
  if (!is.null(n)) d$n <- n
  d$discordant_rate <- psi
  if (!is.null(delta)) d$effect <- delta
  d$alpha <- alpha; d$models <- models; d$perturbers <- perturbers; d$one_sided <- one_sided
  d$emax <- emax
  if (!is.null(target)) d$target_power <- target
  d
}
normal_args <- function(d) { d$emax <- NULL; d }

