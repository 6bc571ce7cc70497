# Reference values for src/stats/compare-power.ts, base R, by brute force: for every m = 0..n
# the rejection threshold b*(m) of the exact McNemar test is found from pbinom over every b
# (not qbinom), and power = sum_m dbinom(m, n, psi) * P(Bin(m, pi1) >= b*(m)).
# Sample sizes scan n = 1, 2, ... (first_n) and check the whole stretch [n, 2n] (required_n).
# Run: Rscript test/reference/compare_power.R  (writes compare_power.json, ~1 minute)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

# Smallest b with P(Bin(m, 1/2) >= b) < level, by checking every b (m + 1 when none).
bstar <- function(m, level) {
  p <- pbinom((0:m) - 1, m, 0.5, lower.tail = FALSE)   # P(X >= b) for b = 0..m
  w <- which(p < level)
  if (length(w)) w[1] - 1 else m + 1
}
# b*(m) for m = 0..M at one level, each by its own full scan, computed once per level.
bstar_table <- new.env()
bstars <- function(M, level) {
  k <- format(level, digits = 17)
  v <- bstar_table[[k]]
  if (is.null(v) || length(v) < M + 1) {
    v <- vapply(0:M, function(m) bstar(m, level), 0)
    assign(k, v, envir = bstar_table)
  }
  v[1:(M + 1)]
}
level_of <- function(alpha, sided) if (sided == "two-sided") alpha / 2 else alpha
power_exact <- function(n, delta, psi, alpha, sided) {
  lev <- level_of(alpha, sided)
  pi1 <- (psi + delta) / (2 * psi)
  m <- 0:n
  bs <- bstars(max(n, 6000), lev)[m + 1]
  sum(dbinom(m, n, psi) * pbinom(bs - 1, m, pi1, lower.tail = FALSE))
}
# Second opinion: the two-sided rejection region from binom.test itself at small n.
for (m in 1:40) for (b in 0:m) {
  rej <- binom.test(b, m, 0.5)$p.value < 0.05 && b > m - b
  if (rej != (b >= bstar(m, 0.025))) stop("two-sided region differs from binom.test at m=", m, " b=", b)
}
message("check ok: b >= b*(m, alpha/2) <=> binom.test two-sided p < alpha with b > c, m <= 40")
# docs/statistics.md reference point (the verdict's one-sided rule at M = K = 1 is this test one-sided):
# power at n = 493, delta = 0.05, psi = 0.2, one-sided alpha 0.05 is 0.774.
p493 <- power_exact(493, 0.05, 0.2, 0.05, "greater")
if (abs(p493 - 0.774) > 5e-4) stop("docs/statistics.md reference point: ", p493)
message(sprintf("check ok: power(493, 5 pt, psi 0.2, one-sided) = %.4f (docs/statistics.md: 0.774)", p493))

design <- function(n, delta, psi, alpha, sided) list(n = n, delta = delta, discordance = psi, alpha = alpha, sided = sided)
sides <- c("two-sided", "greater", "less")
for (n in c(1, 2, 5, 10, 25, 60, 100, 200, 500, 1000, 3000)) for (psi in c(0.05, 0.2, 0.5, 1)) {
  for (f in c(0.2, 0.6, 1)) {
    delta <- psi * f
    s <- sides[(n + round(10 * psi) + round(10 * f)) %% 3 + 1]
    a <- if (n %% 2 == 0) 0.05 else 0.01
    add_case(cs, "comparePower", list(design(n, delta, psi, a, s)), power_exact(n, delta, psi, a, s), tol = 1e-9)
  }
}
# Sample sizes: scan n upwards; required_n: smallest n with power >= target on all of [n, 2n].
sample_size <- function(delta, psi, alpha, sided, target, limit = 6000) {
  pw <- vapply(1:limit, function(n) power_exact(n, delta, psi, alpha, sided), 0)
  ok <- pw >= target
  first <- which(ok)[1]
  req <- NA
  for (n in first:(limit %/% 2)) if (all(ok[n:(2 * n)])) { req <- n; break }
  if (is.na(req)) stop("search limit too small")
  list(firstN = first, requiredN = req)
}
ss_designs <- list(
  list(0.1, 0.2, 0.05, "two-sided", 0.8), list(0.05, 0.2, 0.05, "greater", 0.8),
  list(0.1, 0.3, 0.05, "two-sided", 0.9), list(0.2, 0.4, 0.01, "less", 0.8),
  list(0.3, 1, 0.05, "two-sided", 0.8), list(0.25, 1, 0.05, "greater", 0.5),
  list(0.15, 0.25, 0.1, "two-sided", 0.8), list(0.4, 0.6, 0.05, "two-sided", 0.95)
)
for (d in ss_designs) {
  r <- sample_size(d[[1]], d[[2]], d[[3]], d[[4]], d[[5]])
  args <- list(delta = d[[1]], discordance = d[[2]], alpha = d[[3]], sided = d[[4]], target = d[[5]])
  note <- if (r$firstN != r$requiredN) "power dips below the target after first_n" else NULL
  add_case(cs, "compareSampleSize", list(args), list(kind = "found", firstN = r$firstN, requiredN = r$requiredN), note = note)
  message(sprintf("  sample size %s: first %d required %d", paste(unlist(d), collapse = " "), r$firstN, r$requiredN))
}
# docs/statistics.md: n for 5 pt at psi 0.2, one-sided 0.05, power 0.8 is 527 (exact).
if (sample_size(0.05, 0.2, 0.05, "greater", 0.8)$requiredN != 527) stop("docs/statistics.md reference point 527")
message("check ok: required n for 5 pt, psi 0.2, one-sided = 527 (docs/statistics.md)")
out <- file.path(here, "compare_power.json")
write_reference(out, "test/reference/compare_power.R", cs)
