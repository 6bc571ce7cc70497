# Reference values for src/stats/paired-difference.ts (pairedDifference), base R only:
# binom.test for the exact McNemar p-values (two-sided and one-sided), qbeta for the
# Clopper-Pearson accuracy intervals, and the melded bounds of melded_lib.R (integrate + uniroot).
# Run: Rscript test/reference/compare_paired.R  (writes compare_paired.json beside it, ~1 minute)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
set.seed(20261201)
cs <- new_cases()

# Absolute 1e-10 or relative 1e-8, whichever is looser (melded.ts promises 1e-9 absolute).
tol_for <- function(v) {
  t <- max(1e-8, 1e-10 / max(min(abs(v)), 1e-300))
  if (t == 1e-8) NULL else t
}
cp <- function(k, n, alpha) {
  list(lower = if (k == 0) 0 else qbeta(alpha / 2, k, n - k + 1),
       upper = if (k == n) 1 else qbeta(1 - alpha / 2, k + 1, n - k))
}
# The exact McNemar test as exact2x2::mcnemar.exact runs it: binom.test on (b, c) with p = 1/2.
# b = candidate only, c = baseline only; "greater" = candidate better.
mcnemar_binom <- function(b, c, sided) {
  if (b + c == 0) return(1)
  binom.test(b, b + c, 0.5, alternative = if (sided == "two-sided") "two.sided" else sided)$p.value
}
doubled_tail <- function(b, c) {
  if (b + c == 0) return(1)
  min(1, 2 * pbinom(max(b, c) - 1, b + c, 0.5, lower.tail = FALSE))
}
worst_convention_gap <- 0
duality_checked <- 0

add_table <- function(both, bo, co, ne, alpha, sided, note = NULL) {
  n <- both + bo + co + ne
  b <- co; c <- bo
  p <- mcnemar_binom(b, c, sided)
  p_json <- if (p < 1e-300) 0 else p  # denormals are written as 0 (README: the loader then wants < the smallest normal)
  if (sided == "two-sided") {
    # The convention the TS code uses (doubled tail) is binom.test's two-sided p at p = 1/2.
    g <- relerr(doubled_tail(b, c), p)
    worst_convention_gap <<- max(worst_convention_gap, g)
    if (g > 1e-12) stop(sprintf("two-sided conventions differ at b=%d c=%d: %g", b, c, g))
    lo <- melded_lcb(b, c, n, alpha / 2); up <- melded_ucb(b, c, n, alpha / 2)
    bound <- list(kind = "interval", lower = lo, upper = up, level = 1 - alpha)
    if ((lo > 0 || up < 0) != (p < alpha)) stop(sprintf("two-sided duality fails at b=%d c=%d n=%d", b, c, n))
    tv <- c(lo, up)
  } else if (sided == "greater") {
    lo <- melded_lcb(b, c, n, alpha)
    bound <- list(kind = "lower", lower = lo, level = 1 - alpha)
    if ((lo > 0) != (p < alpha)) stop("greater duality fails")
    tv <- lo
  } else {
    up <- melded_ucb(b, c, n, alpha)
    bound <- list(kind = "upper", upper = up, level = 1 - alpha)
    if ((up < 0) != (p < alpha)) stop("less duality fails")
    tv <- up
  }
  duality_checked <<- duality_checked + 1
  table <- list(both = both, baselineOnly = bo, candidateOnly = co, neither = ne)
  args <- list(table, list(alpha = alpha, sided = sided))
  ab <- cp(both + bo, n, alpha); ac <- cp(both + co, n, alpha)
  se <- if (b + c == 0) 0 else sqrt((b + c) - (b - c)^2 / n) / n
  stats <- list(n = n, discordant = b + c, estimate = (b - c) / n, se = se, pValue = p_json,
                baseline = list(correct = both + bo, estimate = (both + bo) / n, lower = ab$lower, upper = ab$upper),
                candidate = list(correct = both + co, estimate = (both + co) / n, lower = ac$lower, upper = ac$upper))
  # qbeta near 0 or 1 is good to ~1e-10 relative only.
  add_case(cs, "pairedDifferenceStats", args, stats, tol = 1e-7, note = note)
  add_case(cs, "pairedDifferenceBound", args, bound, tol = tol_for(tv), note = note)
}

sides <- c("two-sided", "greater", "less")
# A worked example: 200 items, the candidate 3 points better on 31 discordant items.
for (s in sides) add_table(120, 14, 20, 46, 0.05, s, note = "worked example in docs/statistics.md")
# Edges: no discordant items, all discordant one way, n = 1, b = c.
for (s in sides) {
  add_table(0, 0, 0, 1, 0.05, s); add_table(1, 0, 0, 0, 0.05, s); add_table(0, 1, 0, 0, 0.05, s)
  add_table(0, 0, 1, 0, 0.05, s); add_table(50, 0, 0, 50, 0.05, s); add_table(0, 0, 100, 0, 0.05, s)
  add_table(0, 100, 0, 0, 0.05, s); add_table(40, 10, 10, 40, 0.05, s); add_table(0, 5, 5, 0, 0.01, s)
}
# A grid of n, discordance and direction.
for (n in c(10, 30, 100, 1000, 20000)) for (psi in c(0.05, 0.2, 0.6)) for (share in c(0.2, 0.5, 0.8)) {
  nd <- max(1, round(n * psi)); b <- round(nd * share); c <- nd - b
  both <- round((n - nd) * 0.6); ne <- n - nd - both
  add_table(both, c, b, ne, sample(c(0.05, 0.01, 0.1), 1), sample(sides, 1))
}
# Seeded random tables, n from 2 to 1e5 (log-uniform).
for (i in 1:40) {
  n <- max(2, round(exp(runif(1, log(2), log(1e5)))))
  cells <- as.vector(rmultinom(1, n, runif(4)))
  add_table(cells[1], cells[2], cells[3], cells[4], sample(c(0.05, 0.01, 0.1, 0.05 / 3), 1), sample(sides, 1))
}
message(sprintf("check ok: doubled one-sided tail == binom.test two-sided p (rel %.1e) on every two-sided case", worst_convention_gap))
message(sprintf("check ok: bound excludes 0 <=> p < alpha on all %d cases", duality_checked))

out <- file.path(here, "compare_paired.json")
write_reference(out, "test/reference/compare_paired.R", cs,
                extra = list(convention_gap = worst_convention_gap))
