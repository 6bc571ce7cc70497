# Reference values for src/stats/drop-difference.ts (the time split, docs/statistics.md
# "Time split (v2)") from base R: the exact studentized permutation p by dhyper (marginal of k+
# times the conditional of k- given k+), checked against a brute force over every subset of items
# (combn) for small n; the MOVER interval over the melded bounds (melded_lib.R); the normal power.
# Run: Rscript test/reference/drop_difference.R  (writes drop_difference.json beside it; ~1 min)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()

safe_var <- function(b, c, n) { b1 <- b + 0.5; c1 <- c + 0.5; n1 <- n + 1; (b1 + c1 - (b1 - c1)^2 / n1) / n1^2 }
tstat <- function(b1, c1, n1, b2, c2, n2)
  ((b1 - c1) / n1 - (b2 - c2) / n2) / sqrt(safe_var(b1, c1, n1) + safe_var(b2, c2, n2))

# P(T >= T_obs) with k+ ~ hypergeometric(N+, N - N+, n1), k- | k+ ~ hypergeometric(N-, N0, n1 - k+).
perm_p <- function(pre, post) {
  n1 <- pre$n; n2 <- post$n; N <- n1 + n2
  P <- pre$b + post$b; M <- pre$c + post$c; Z <- N - P - M
  t0 <- tstat(pre$b, pre$c, n1, post$b, post$c, n2)
  cut <- t0 - 1e-9 * max(1, abs(t0))
  total <- 0
  for (kp in 0:min(P, n1)) {
    rest <- n1 - kp
    km <- max(0, rest - Z):min(M, rest)
    if (length(km) == 0 || max(0, rest - Z) > min(M, rest)) next
    t <- tstat(kp, km, n1, P - kp, M - km, n2)
    keep <- km[t >= cut]
    if (length(keep)) total <- total + dhyper(kp, P, N - P, n1) * sum(dhyper(keep, M, Z, rest))
  }
  list(statistic = t0, p = min(1, total))
}

# Every subset of n1 of the N items as the pre group, equally likely.
brute_p <- function(pre, post) {
  d <- c(rep(1, pre$b), rep(-1, pre$c), rep(0, pre$n - pre$b - pre$c),
         rep(1, post$b), rep(-1, post$c), rep(0, post$n - post$b - post$c))
  N <- length(d); n1 <- pre$n
  t0 <- tstat(pre$b, pre$c, n1, post$b, post$c, post$n)
  cut <- t0 - 1e-9 * max(1, abs(t0))
  sets <- combn(N, n1)
  hits <- apply(sets, 2, function(s) {
    x <- d[s]; y <- d[-s]
    tstat(sum(x == 1), sum(x == -1), n1, sum(y == 1), sum(y == -1), post$n) >= cut
  })
  mean(hits)
}

g <- function(b, c, n) list(b = b, c = c, n = n)
add_test <- function(pre, post, note = NULL) {
  r <- perm_p(pre, post)
  add_case(cs, "dropDifferenceTest", list(pre, post), list(statistic = r$statistic, p_value = r$p),
           tol = 1e-9, note = note)
}

# Small designs: dhyper enumeration must equal the brute force over subsets.
set.seed(15)
small <- list()
for (i in 1:40) {
  n1 <- sample(2:8, 1); n2 <- sample(2:8, 1)
  b1 <- sample(0:n1, 1); c1 <- sample(0:(n1 - b1), 1)
  b2 <- sample(0:n2, 1); c2 <- sample(0:(n2 - b2), 1)
  small[[i]] <- list(g(b1, c1, n1), g(b2, c2, n2))
}
worst <- 0
for (s in small) {
  a <- perm_p(s[[1]], s[[2]])$p; b <- brute_p(s[[1]], s[[2]])
  worst <- max(worst, abs(a - b))
  add_test(s[[1]], s[[2]], note = sprintf("brute force over choose(%d, %d) subsets: %.17g", s[[1]]$n + s[[2]]$n, s[[1]]$n, b))
}
if (worst > 1e-12) stop("dhyper enumeration disagrees with the brute force: ", worst)
message(sprintf("check ok: dhyper enumeration = brute force on %d small designs (max abs %.2g)", length(small), worst))

# Larger designs: the real-fixture shape (400 pre, 200 post), equal drops, no drop, boundaries.
add_test(g(120, 10, 400), g(20, 18, 200), note = "memorizer-like: large pre drop")
add_test(g(30, 25, 400), g(16, 12, 200), note = "equal small drops")
add_test(g(0, 0, 400), g(0, 0, 200), note = "no discordant item")
add_test(g(400, 0, 400), g(0, 0, 200), note = "every pre item flips, no post item")
add_test(g(0, 0, 50), g(50, 0, 50), note = "post drops, pre not: p near 1")
add_test(g(60, 20, 300), g(60, 20, 300), note = "identical tables")
add_test(g(45, 30, 250), g(5, 9, 30), note = "small post group")
add_test(g(200, 150, 1000), g(90, 80, 500))
add_test(g(300, 40, 1000), g(60, 58, 1000), note = "p far in the tail")
add_test(g(12, 3, 40), g(3, 2, 40))

# MOVER over the melded bounds.
mover <- function(pre, post, alpha) {
  d1 <- (pre$b - pre$c) / pre$n; d2 <- (post$b - post$c) / post$n
  l1 <- melded_lcb(pre$b, pre$c, pre$n, alpha); u1 <- melded_ucb(pre$b, pre$c, pre$n, alpha)
  l2 <- melded_lcb(post$b, post$c, post$n, alpha); u2 <- melded_ucb(post$b, post$c, post$n, alpha)
  est <- d1 - d2
  list(estimate = est, lower = est - sqrt((d1 - l1)^2 + (u2 - d2)^2),
       upper = est + sqrt((u1 - d1)^2 + (d2 - l2)^2), level = 1 - 2 * alpha)
}
for (s in list(list(g(120, 10, 400), g(20, 18, 200), 0.05), list(g(30, 25, 400), g(16, 12, 200), 0.05),
               list(g(0, 0, 400), g(0, 0, 200), 0.05), list(g(12, 3, 40), g(3, 2, 40), 0.025),
               list(g(200, 150, 1000), g(90, 80, 500), 0.01), list(g(5, 0, 5), g(0, 5, 5), 0.05),
               list(g(45, 30, 250), g(5, 9, 30), 0.05))) {
  add_case(cs, "dropDifferenceInterval", list(s[[1]], s[[2]], s[[3]]), mover(s[[1]], s[[2]], s[[3]]), tol = 1e-8)
}

# Normal power: Phi(delta / sigma - z), sigma^2 = (psi - delta^2)/n_pre + psi/n_post.
for (s in list(c(400, 200, 0.3, 0.1, 0.05), c(400, 200, 0.3, 0.05, 0.05), c(1000, 1000, 0.2, 0.05, 0.025),
               c(50, 20, 0.5, 0.3, 0.05), c(5000, 300, 0.1, 0.03, 0.05 / 6))) {
  sigma <- sqrt((s[3] - s[4]^2) / s[1] + s[3] / s[2])
  add_case(cs, "timeSplitPower",
           list(list(nPre = s[1], nPost = s[2], discordantRate = s[3], effect = s[4], level = s[5])),
           pnorm(s[4] / sigma - qnorm(1 - s[5])), tol = 1e-12)
}

write_reference(file.path(here, "drop_difference.json"), "drop_difference.R", cs)
status <- system2("/usr/bin/python3", c(file.path(here, "drop_difference_crosscheck.py"), file.path(here, "drop_difference.json")))
if (status != 0) stop("scipy cross-check failed")
