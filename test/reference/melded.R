# Reference values for src/stats/melded.ts (meldedLcb, meldedUcb, meldedInterval) from the
# base-R implementation in melded_lib.R (integrate + uniroot, written from the definition).
# Run: Rscript test/reference/melded.R  (writes melded.json beside it; ~2 minutes)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()
set.seed(20211)

# The acceptance table (a, b, c, e) = (50, 35, 2, 13): lcb 0.22496, 90% [0.22496, 0.42094].
acc_l <- melded_lcb(35, 2, 100, 0.05)
acc_u <- melded_ucb(35, 2, 100, 0.05)
if (abs(acc_l - 0.22496) > 5e-6 || abs(acc_u - 0.42094) > 5e-6) stop("acceptance example: ", acc_l, " ", acc_u)
message(sprintf("check ok: (50,35,2,13) lcb %.5f, 90%% interval [%.5f, %.5f]", acc_l, acc_l, acc_u))

# Absolute 1e-10 or relative 1e-8, whichever is looser (the implementation promises 1e-9 absolute).
tol_for <- function(v) {
  t <- max(1e-8, 1e-10 / max(abs(v), 1e-300))
  if (t == 1e-8) NULL else t
}

one_sided_p <- function(b, c) if (b == 0) 1 else pbinom(b - 1, b + c, 0.5, lower.tail = FALSE)
duality_checked <- 0
add_table <- function(b, c, n, alpha, note = NULL, interval = FALSE) {
  l <- melded_lcb(b, c, n, alpha)
  u <- melded_ucb(b, c, n, alpha)
  # The definition's duality, checked on every case the file holds.
  if ((l > 0) != (one_sided_p(b, c) < alpha)) stop(sprintf("duality fails at b=%d c=%d n=%d alpha=%g", b, c, n, alpha))
  duality_checked <<- duality_checked + 1
  if (u < l) stop(sprintf("ucb < lcb at b=%d c=%d n=%d", b, c, n))
  args <- list(b, c, n, alpha)
  add_case(cs, "meldedLcb", args, l, tol = tol_for(l), note = note)
  add_case(cs, "meldedUcb", args, u, tol = tol_for(u), note = note)
  if (interval) add_case(cs, "meldedInterval", args, list(lcb = l, ucb = u), tol = tol_for(min(abs(l), abs(u))), note = note)
}

add_table(35, 2, 100, 0.05, note = "acceptance table (50,35,2,13): lcb 0.22496, 90% interval [0.22496, 0.42094]", interval = TRUE)
add_table(6, 5, 100, 0.05, note = "clean table (60,6,5,29)", interval = TRUE)

alphas <- c(0.05, 0.025, 0.01, 0.05 / 6)

# Small n: every table for n <= 8 at alpha = 0.05, and every table for n in {1, 3, 5} at the other levels.
for (n in 1:8) for (nd in 0:n) for (b in 0:nd) add_table(b, nd - b, n, 0.05, interval = (n == 5))
for (alpha in alphas[-1]) for (n in c(1, 3, 5)) for (nd in 0:n) for (b in 0:nd) add_table(b, nd - b, n, alpha)

# Edges at moderate n: n_d = 0, b = 0, c = 0, n_d = n.
for (n in c(10, 20, 60, 100, 1000)) for (alpha in alphas) {
  for (nd in unique(c(0, 1, 2, n %/% 2, n - 1, n))) {
    for (b in unique(c(0, 1, nd %/% 2, nd - 1, nd))) if (b >= 0 && b <= nd) add_table(b, nd - b, n, alpha)
  }
}

# A grid: n up to 1e6, discordant rates 0.001 ... 0.9, shares pi from 0.3 to 1, near the test's
# threshold (where the lcb is close to 0) and far from it.
for (n in c(30, 60, 100, 250, 1000, 5000, 20000, 1e5, 1e6)) {
  for (psi in c(0.001, 0.02, 0.2, 0.5, 0.9)) {
    nd <- round(n * psi)
    if (nd < 1) next
    bs <- unique(round(nd * c(0.3, 0.5, 0.55, 0.7, 0.875, 0.985, 1)))
    # the smallest b with p < 0.05 and its neighbour: lcb just above and just below 0
    bstar <- qbinom(0.05, nd, 0.5, lower.tail = FALSE) + 1
    bs <- unique(c(bs, bstar - 1, bstar))
    for (b in bs) if (b >= 0 && b <= nd) add_table(b, nd - b, n, sample(alphas, 1))
  }
}

# Seeded random tables, n from 2 to 1e6 (log-uniform).
for (i in 1:60) {
  n <- max(2, round(exp(runif(1, log(2), log(1e6)))))
  nd <- rbinom(1, n, runif(1, 0.01, 1))
  b <- rbinom(1, nd, runif(1, 0.3, 1))
  add_table(b, nd - b, n, sample(alphas, 1))
}

message(sprintf("check ok: lcb > 0 <=> one-sided p < alpha on all %d tables in the file", duality_checked))

# Duality exhaustively for n <= 12 at every level (the TypeScript test does n <= 60 itself).
for (alpha in alphas) for (n in 1:12) for (nd in 0:n) for (b in 0:nd) {
  if ((melded_lcb(b, nd - b, n, alpha) > 0) != (one_sided_p(b, nd - b) < alpha)) stop("duality fails")
}
message("check ok: lcb > 0 <=> one-sided p < alpha for every table with n <= 12 at each alpha")

out <- file.path(here, "melded.json")
write_reference(out, "test/reference/melded.R", cs)
run_crosscheck(out)
