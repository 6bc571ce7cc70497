# Monte Carlo coverage of the melded bounds (melded_lib.R, base R): n items, each discordant with
# probability psi, a discordant item in the contamination direction with probability pi; the true
# drop is delta = psi (2 pi - 1). Counts how often lcb <= delta, ucb >= delta and both.
# Run: Rscript test/reference/melded_coverage.R  (writes melded_coverage.json; ~5-10 minutes)
#
# A bound is decided against delta from the definition without its root: the alpha-quantile of a
# continuous F is <= delta iff F(delta) >= alpha, so lcb <= delta iff F_{T X_L}(delta) >= alpha for
# T_L or T_U, and ucb >= delta iff F_{T X_U}(delta) < 1 - alpha for T_L or T_U. (Point masses:
# delta is never 0 or +-1 here, where the only atoms of T X are.) Each distinct table is decided once.
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()

coverage <- function(pi, psi, n, sims, alpha, seed) {
  set.seed(seed)
  delta <- psi * (2 * pi - 1)
  nd <- rbinom(sims, n, psi)
  b <- rbinom(sims, nd, pi)
  key <- paste(b, nd - b)
  tabs <- unique(data.frame(b = b, c = nd - b))
  lcb_ok <- logical(nrow(tabs)); ucb_ok <- logical(nrow(tabs))
  for (i in seq_len(nrow(tabs))) {
    bb <- tabs$b[i]; cc <- tabs$c[i]; m <- bb + cc
    ts <- list(t_lower(m, n), t_upper(m, n))
    lcb_ok[i] <- any(vapply(ts, function(td) prod_cdf(td, b_lower(bb, cc), delta) >= alpha, TRUE))
    ucb_ok[i] <- any(vapply(ts, function(td) prod_cdf(td, b_upper(bb, cc), delta) < 1 - alpha, TRUE))
  }
  idx <- match(key, paste(tabs$b, tabs$c))
  est <- function(hits, nominal) {
    cov <- mean(hits)
    list(coverage = cov, se = sqrt(cov * (1 - cov) / sims), nominal = nominal)
  }
  list(delta = delta, sims = sims, tables = nrow(tabs),
       lcb = est(lcb_ok[idx], 1 - alpha), ucb = est(ucb_ok[idx], 1 - alpha),
       interval = est(lcb_ok[idx] & ucb_ok[idx], 1 - 2 * alpha))
}

alpha <- 0.05
sims <- 20000
seed <- 12
for (n in c(1000, 50)) for (pi in c(0.985, 0.875)) for (psi in c(0.1, 0.3)) {
  seed <- seed + 1
  t0 <- proc.time()[["elapsed"]]
  r <- coverage(pi, psi, n, sims, alpha, seed)
  for (k in c("lcb", "ucb", "interval")) {
    e <- r[[k]]
    if (e$coverage < e$nominal - 2 * e$se) {
      stop(sprintf("coverage of %s below nominal - 2 SE at pi=%g psi=%g n=%d: %.4f", k, pi, psi, n, e$coverage))
    }
  }
  message(sprintf("check ok: pi=%g psi=%g n=%d: lcb %.4f (SE %.4f), ucb %.4f (SE %.4f), [lcb, ucb] %.4f (SE %.4f); %d tables, %.0f s",
                  pi, psi, n, r$lcb$coverage, r$lcb$se, r$ucb$coverage, r$ucb$se, r$interval$coverage, r$interval$se,
                  r$tables, proc.time()[["elapsed"]] - t0))
  add_case(cs, "meldedCoverage", list(list(pi = pi, psi = psi, n = n, sims = sims, alpha = alpha, seed = seed)), r,
           note = "R Monte Carlo (rbinom, set.seed(seed)); TypeScript cannot replay the stream: compare within MC error")
}
out <- file.path(here, "melded_coverage.json")
write_reference(out, "test/reference/melded_coverage.R", cs)
