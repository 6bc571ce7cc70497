# Reference values for the power of the verdict rule v2 with K > 1 perturbers (src/stats/power*.ts),
# by brute force with the base-R melded bounds of melded_lib.R. With K = 1 the v2 rule is the v1
# rule (p < alpha/M, and melded lcb > 0 <=> p < alpha), so power.json keeps those designs; this file
# holds the designs whose figures changed: K > 1, where the rule is
#   p < alpha / (M K)  AND  melded lcb(b, m - b, n, level) - E(K) sqrt(m) / n > 0,
# level = alpha one-sided, alpha/2 two-sided. The bound clause is decided from the definition,
# lcb > q <=> the alpha-quantile of T (2 B_L - 1) exceeds q for T_L and for T_U <=> both CDFs at q
# are < level (q > 0: no atom there). exactPower and minDetectableEffect evaluate it for every m and
# every b with p < alpha/(MK) (the rule cannot fire elsewhere), no monotonicity assumed; the
# sample-size cases (firstN, requiredN) find each b* by bisection, using that R_m is an upper set
# in b (B_L grows stochastically with b; the TypeScript tests check that against every b).
# Run: Rscript test/reference/power_v2.R   (~30 s of CPU; writes power_v2.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "power_lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()
t0 <- Sys.time()

p_of <- function(b, m, one_sided) {
  if (one_sided) pbinom(b - 1, m, 0.5, lower.tail = FALSE)
  else min(1, 2 * pbinom(max(b, m - b) - 1, m, 0.5, lower.tail = FALSE))
}
bound_cache <- new.env()
bound_fires <- function(b, m, n, level, E) {
  key <- sprintf("%d|%d|%d|%.17g|%.17g", b, m, n, level, E)
  hit <- bound_cache[[key]]
  if (!is.null(hit)) return(hit)
  q <- E * sqrt(m) / n
  bl <- b_lower(b, m - b)
  r <- q < 1 && prod_cdf(t_lower(m, n), bl, q) < level && prod_cdf(t_upper(m, n), bl, q) < level
  assign(key, r, envir = bound_cache)
  r
}
v2_fires <- function(b, m, n, d, E) {
  if (m == 0) return(FALSE)
  level <- if (d$one_sided) d$alpha else d$alpha / 2
  p_of(b, m, d$one_sided) < d$alpha / (d$models * d$perturbers) && bound_fires(b, m, n, level, E)
}
# Every (m, b) of the rule's region at n, by brute force over b where the test clause passes.
v2_region <- function(n, d) {
  E <- emax_of(d)
  ms <- integer(0); bs <- integer(0)
  for (m in 1:n) for (b in 0:m) {
    if (p_of(b, m, d$one_sided) >= d$alpha / (d$models * d$perturbers)) next
    if (v2_fires(b, m, n, d, E)) { ms <- c(ms, m); bs <- c(bs, b) }
  }
  list(m = ms, b = bs)
}
v2_power <- function(d, n = d$n, delta = d$effect) {
  r <- v2_region(n, d)
  if (!length(r$m)) return(0)
  sum(dbinom(r$m, n, d$discordant_rate) * dbinom(r$b, r$m, pi1_of(d, delta)))
}
v2_mde <- function(d) {
  r <- v2_region(d$n, d)
  if (!length(r$m)) return(NULL)
  wm <- dbinom(r$m, d$n, d$discordant_rate)
  pw <- function(delta) sum(wm * dbinom(r$b, r$m, pi1_of(d, delta))) - d$target_power
  if (pw(d$discordant_rate) < 0) return(NULL)
  uniroot(pw, c(1e-9 * d$discordant_rate, d$discordant_rate), tol = 1e-12, maxiter = 1000)$root
}
# b*(m, n) by bisection over the upper set; m + 1 when the rule never fires.
v2_bstar <- function(m, n, d, E) {
  if (m == 0 || !v2_fires(m, m, n, d, E)) return(m + 1)
  lo <- floor(m / 2); hi <- m   # fires at hi; b <= m/2 never fires (p >= 1/2)
  while (hi - lo > 1) {
    mid <- (lo + hi) %/% 2
    if (v2_fires(mid, m, n, d, E)) hi <- mid else lo <- mid
  }
  hi
}
v2_curve <- function(d, nmax) {
  E <- emax_of(d); pi1 <- pi1_of(d, d$effect)
  vapply(seq_len(nmax), function(n) {
    m <- 1:n
    bst <- vapply(m, function(mm) v2_bstar(mm, n, d, E), 0)
    sum(dbinom(m, n, d$discordant_rate) * pbinom(bst - 1, m, pi1, lower.tail = FALSE))
  }, 0)
}

## ---- exactPower: K > 1 ----
set.seed(20261201)
n_power <- 0
rules <- list(list(models = 1, perturbers = 5, emax = "exact"), list(models = 3, perturbers = 5, emax = "exact"),
              list(models = 2, perturbers = 30, emax = "bailey"), list(models = 1, perturbers = 2, emax = "exact"))
for (n in c(1, 2, 5, 10, 20, 30, 45, 60)) for (psi in c(0.2, 0.5, 1)) for (rl in rules) {
  one_sided <- sample(c(TRUE, TRUE, FALSE), 1)
  deltas <- c(psi, psi / 2, psi / 4, min(psi, 0.1))
  d <- design(n = n, psi = psi, delta = sample(deltas, 1), alpha = sample(c(0.05, 0.05, 0.01), 1),
              models = rl$models, perturbers = rl$perturbers, one_sided = one_sided, emax = rl$emax)
  add_case(cs, "exactPower", list(d), v2_power(d))
  n_power <- n_power + 1
}
# Two larger designs at M = 3, K = 5 (the region is shared: it does not depend on psi or delta).
for (psi in c(0.2, 0.5)) {
  d <- design(n = 100, psi = psi, delta = psi / 2, models = 3, perturbers = 5)
  add_case(cs, "exactPower", list(d), v2_power(d)); n_power <- n_power + 1
}
message(sprintf("exactPower: %d cases (%.0f s)", n_power, as.numeric(Sys.time() - t0, units = "secs")))

## ---- minimum detectable effect ----
mde_tol <- function(v) 1e-4 / v
n_mde <- 0
for (n in c(20, 30, 60)) for (psi in c(0.5, 1)) for (rl in rules[1:3]) {
  d <- design(n = n, psi = psi, models = rl$models, perturbers = rl$perturbers, emax = rl$emax, target = 0.8)
  r <- v2_mde(d)
  if (is.null(r)) { add_case(cs, "minDetectableEffect", list(d), NULL, note = "no effect <= discordant_rate reaches the target"); next }
  add_case(cs, "minDetectableEffect", list(d), r, tol = mde_tol(r), note = "tol = 1e-4 absolute, written relative")
  n_mde <- n_mde + 1
}
message(sprintf("minDetectableEffect: %d cases (%.0f s)", n_mde, as.numeric(Sys.time() - t0, units = "secs")))

## ---- first_n and required_n (b* by bisection in b, every n scanned) ----
size_case <- function(d, nmax) {
  pw <- v2_curve(d, nmax)
  ok <- pw >= d$target_power
  first <- which(ok)[1]
  if (is.na(first)) stop("no n reaches the target below ", nmax)
  req <- NA
  for (n in first:floor(nmax / 2)) if (all(ok[n:(2 * n)])) { req <- n; break }
  if (is.na(req)) stop("required_n not found below ", nmax / 2)
  note <- if (first < req) sprintf("power first reaches the target at n = %d but falls below it again within [n, 2n]; stable from n = %d", first, req) else NULL
  add_case(cs, "firstN", list(d), first, note = note)
  add_case(cs, "requiredN", list(d), req, note = note)
  message(sprintf("  sizes psi=%g delta=%g M=%g K=%g: first %d, required %d (%.0f s)", d$discordant_rate, d$effect,
                  d$models, d$perturbers, first, req, as.numeric(Sys.time() - t0, units = "secs")))
}
size_case(design(psi = 1, delta = 0.8, models = 1, perturbers = 5, target = 0.8), 40)
size_case(design(psi = 1, delta = 0.6, models = 3, perturbers = 5, target = 0.8), 80)

out <- file.path(here, "power_v2.json")
write_reference(out, "test/reference/power_v2.R", cs)
