# Reference values for the paired heterogeneity test of src/stats/heterogeneity.ts (pairedWald with
# Hotelling's F reference, and fSf) from base R, written from docs/statistics.md "Heterogeneity
# across models": Sigma = S/n + diag(1/(n + 1)^2) (S the per-item covariance with divisor n), C the
# M - 1 contrasts against the last model, W = (C dbar)' (C Sigma C')^-1 (C dbar) by solve(),
# F = W (n - L)/(n L), p = pf(F, L, n - L, lower.tail = FALSE).
# Check (stops on a mismatch): without the pseudo-count, that F is the one-sample Hotelling test
# R's own multivariate linear model gives: anova(lm(Y ~ 1), test = "Hotelling-Lawley") on the
# contrasts Y (its approximate F is exact for one hypothesis df).
# Run: Rscript test/reference/hotelling.R  (writes hotelling.json beside it; a few seconds)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

wald_f <- function(D, ridge = TRUE) { # D: n x M matrix of d in {-1, 0, 1}
  n <- nrow(D); M <- ncol(D); L <- M - 1
  dbar <- colMeans(D)
  S <- crossprod(sweep(D, 2, dbar)) / n
  Sigma <- S / n + if (ridge) diag(1 / (n + 1)^2, M) else 0
  C <- cbind(diag(L), -1)
  v <- C %*% dbar
  W <- drop(t(v) %*% solve(C %*% Sigma %*% t(C), v))
  F <- W * (n - L) / (n * L)
  list(statistic = W, df = L, df2 = n - L, fStatistic = F, pValue = pf(F, L, n - L, lower.tail = FALSE),
       pooled = mean(dbar), pooledSe = sqrt(max(0, sum(Sigma))) / M)
}

draw <- function(n, M, rho, drops) {
  easy <- runif(n) < 0.5
  shared <- runif(n) < rho
  uo <- runif(n); up <- runif(n)
  sapply(seq_len(M), function(j) {
    s <- if (M == 1) 0 else (j - 1) / (M - 1)
    p <- ifelse(easy, 0.75 + 0.15 * s, 0.35 + 0.3 * s)
    o <- ifelse(shared, uo, runif(n)) < p + drops[j] / 2
    q <- ifelse(shared, up, runif(n)) < p - drops[j] / 2
    as.integer(o) - as.integer(q)
  })
}

set.seed(2026)
worst <- 0
for (M in c(2, 3, 5, 10, 20)) for (n in c(25, 60, 200)) {
  if (n <= M - 1) next
  drops <- if (M %% 2 == 0) rep(0.05, M) else seq(0, 0.3, length.out = M)
  D <- draw(n, M, 0.5, drops)
  ours <- wald_f(D, ridge = FALSE)
  Y <- D %*% t(cbind(diag(M - 1), -1))
  a <- anova(lm(Y ~ 1), test = "Hotelling-Lawley")
  worst <- max(worst, abs(ours$fStatistic / a[["approx F"]][1] - 1))
  add_case(cs, "pairedWald", list(lapply(seq_len(M), function(j) I(D[, j]))), wald_f(D), tol = 1e-9,
           note = sprintf("M = %d, n = %d, %s drops", M, n, if (M %% 2 == 0) "equal" else "unequal"))
}
if (worst > 1e-9) stop("the Hotelling F disagrees with anova.mlm: ", worst)
message(sprintf("check ok: F without the pseudo-count = anova.mlm Hotelling-Lawley approx F (max rel %.2g)", worst))
# A model that flips every item (its own variance 0: the pseudo-count keeps Sigma positive definite).
D <- cbind(rep(1L, 30), draw(30, 2, 0.5, c(0, 0)))
add_case(cs, "pairedWald", list(lapply(1:3, function(j) I(D[, j]))), wald_f(D), tol = 1e-9, note = "one model flips every item")

for (s in list(c(2.5, 1, 10), c(0.3, 4, 50), c(1.7, 19, 81), c(40, 49, 1), c(3, 9, 191), c(150, 3, 500), c(1e-3, 2, 2))) {
  add_case(cs, "fSf", as.list(s), pf(s[1], s[2], s[3], lower.tail = FALSE), tol = 1e-10)
}

out <- file.path(here, "hotelling.json")
write_reference(out, "hotelling.R", cs)
status <- system2("/usr/bin/python3", c(file.path(here, "hotelling_crosscheck.py"), out))
if (status != 0) stop("scipy cross-check failed")
