# Reference values for src/stats/drop-difference.ts (the time split, docs/statistics.md
# "Time split (v2)") from base R, written from the definitions, not from the code:
# - the MOVER interval over the melded bounds (melded_lib.R: integrate + uniroot);
# - the test "MOVER lower bound > 0" at given levels, and its p-value: the level at which the lower
#   bound crosses 0, by uniroot on ln(alpha);
# - the exact power of that rule by full enumeration of both groups' trinomial tables (every (b, c),
#   no table skipped) for small groups, and the expected-table approximation for a large design.
# Run: Rscript test/reference/drop_difference.R  (writes drop_difference.json beside it; ~10 min)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()
g <- function(b, c, n) list(b = b, c = c, n = n)
dr <- function(x) (x$b - x$c) / x$n

mover <- function(pre, post, alpha) {
  d1 <- dr(pre); d2 <- dr(post)
  l1 <- melded_lcb(pre$b, pre$c, pre$n, alpha); u1 <- melded_ucb(pre$b, pre$c, pre$n, alpha)
  l2 <- melded_lcb(post$b, post$c, post$n, alpha); u2 <- melded_ucb(post$b, post$c, post$n, alpha)
  est <- d1 - d2
  list(estimate = est, lower = est - sqrt((d1 - l1)^2 + (u2 - d2)^2),
       upper = est + sqrt((u1 - d1)^2 + (d2 - l2)^2), level = 1 - 2 * alpha)
}
mover_lower <- function(pre, post, alpha) {
  d1 <- dr(pre); d2 <- dr(post)
  d1 - d2 - sqrt((d1 - melded_lcb(pre$b, pre$c, pre$n, alpha))^2 + (melded_ucb(post$b, post$c, post$n, alpha) - d2)^2)
}

for (s in list(list(g(120, 10, 400), g(20, 18, 200), 0.05), list(g(30, 25, 400), g(16, 12, 200), 0.05),
               list(g(0, 0, 400), g(0, 0, 200), 0.05), list(g(12, 3, 40), g(3, 2, 40), 0.025),
               list(g(200, 150, 1000), g(90, 80, 500), 0.01), list(g(5, 0, 5), g(0, 5, 5), 0.05),
               list(g(45, 30, 250), g(5, 9, 30), 0.05))) {
  add_case(cs, "dropDifferenceInterval", list(s[[1]], s[[2]], s[[3]]), mover(s[[1]], s[[2]], s[[3]]), tol = 1e-8)
}

# The test at a level: the sign of the lower bound. Cases chosen on both sides of 0, none within
# 1e-6 of it (where the two implementations' last digits could disagree).
rej <- 0
for (s in list(list(g(30, 12, 100), g(10, 8, 100), 0.05), list(g(30, 12, 100), g(10, 8, 100), 0.01),
               list(g(12, 3, 40), g(3, 2, 40), 0.05), list(g(12, 1, 40), g(30, 25, 400), 0.05),
               list(g(3, 0, 20), g(5, 5, 20), 0.05), list(g(8, 0, 20), g(10, 10, 400), 0.025),
               list(g(0, 0, 20), g(0, 5, 40), 0.05), list(g(40, 5, 60), g(60, 20, 400), 0.001))) {
  lw <- mover_lower(s[[1]], s[[2]], s[[3]])
  if (abs(lw) < 1e-6) stop("a test case too close to the boundary")
  rej <- rej + (lw > 0)
  add_case(cs, "dropDifferenceRejects", list(s[[1]], s[[2]], s[[3]]), lw > 0, note = sprintf("MOVER lower bound %.10g", lw))
}
if (rej == 0 || rej == 8) stop("test cases must include both decisions")

# The p-value: the alpha' in (0, 1/2) where the lower bound crosses 0 (1 when it never does).
p_of <- function(pre, post) {
  top <- 0.5 * (1 - 1e-12)
  if (mover_lower(pre, post, top) <= 0) return(1)
  f <- function(la) mover_lower(pre, post, exp(la))
  exp(uniroot(f, c(log(1e-30), log(top)), tol = 1e-10)$root)
}
for (s in list(list(g(30, 12, 100), g(10, 8, 100)), list(g(12, 3, 40), g(3, 2, 40)),
               list(g(60, 10, 200), g(20, 18, 200)), list(g(3, 0, 20), g(5, 5, 20)),
               list(g(45, 30, 250), g(5, 9, 30)), list(g(0, 0, 50), g(50, 0, 50)))) {
  p <- p_of(s[[1]], s[[2]])
  # The code brackets p to 1e-4 in ln(alpha'); the reference root is to 1e-10.
  add_case(cs, "dropDifferenceTest", list(s[[1]], s[[2]]), list(p_value = p), tol = 2e-4)
}

# Exact power: every (b, c) of each group, trinomial probabilities, the rule table by table.
tables <- function(n, psi, delta) {
  pp <- (psi + delta) / 2; pm <- (psi - delta) / 2
  out <- NULL
  for (b in 0:n) for (c in 0:(n - b)) {
    pr <- dmultinom(c(b, c, n - b - c), prob = c(pp, pm, max(0, 1 - pp - pm)))
    out <- rbind(out, c(b, c, pr))
  }
  out
}
exact_power <- function(n1, n2, psi, delta, level) {
  t1 <- tables(n1, psi, delta); t2 <- tables(n2, psi, 0)
  t1 <- t1[t1[, 3] > 0, , drop = FALSE]; t2 <- t2[t2[, 3] > 0, , drop = FALSE]
  d1 <- (t1[, 1] - t1[, 2]) / n1; d2 <- (t2[, 1] - t2[, 2]) / n2
  e1 <- d1 - mapply(function(b, c) melded_lcb(b, c, n1, level), t1[, 1], t1[, 2])
  e2 <- mapply(function(b, c) melded_ucb(b, c, n2, level), t2[, 1], t2[, 2]) - d2
  total <- 0
  for (i in seq_len(nrow(t1))) {
    hit <- (d1[i] - d2 > 0) & ((d1[i] - d2)^2 > e1[i]^2 + e2^2)
    total <- total + t1[i, 3] * sum(t2[hit, 3])
  }
  total
}
for (s in list(c(12, 10, 0.5, 0.3, 0.05), c(15, 8, 0.4, 0.4, 0.05), c(10, 16, 0.3, 0.2, 0.025),
               c(18, 12, 0.6, 0.3, 0.05))) {
  v <- exact_power(s[1], s[2], s[3], s[4], s[5])
  add_case(cs, "timeSplitPower",
           list(list(nPre = s[1], nPost = s[2], discordantRate = s[3], effect = s[4], level = s[5])),
           list(value = v, method = "exact"), tol = 1e-6,
           note = "full enumeration of both groups' tables")
}
# Expected-table approximation (groups beyond the exact sum's size): the rule's bound distances at
# the expected tables, Phi((delta - sqrt(e1^2 + e2^2)) / sigma).
approx_power <- function(n1, n2, psi, delta, level) {
  b1 <- round(n1 * (psi + delta) / 2); c1 <- min(n1 - b1, round(n1 * (psi - delta) / 2))
  b2 <- round(n2 * psi / 2); c2 <- min(n2 - b2, round(n2 * psi / 2))
  e1 <- (b1 - c1) / n1 - melded_lcb(b1, c1, n1, level)
  e2 <- melded_ucb(b2, c2, n2, level) - (b2 - c2) / n2
  sigma <- sqrt((psi - delta^2) / n1 + psi / n2)
  pnorm((delta - sqrt(e1^2 + e2^2)) / sigma)
}
for (s in list(c(400, 200, 0.3, 0.1, 0.05), c(2000, 1000, 0.2, 0.03, 0.0125))) {
  add_case(cs, "timeSplitPower",
           list(list(nPre = s[1], nPost = s[2], discordantRate = s[3], effect = s[4], level = s[5])),
           list(value = approx_power(s[1], s[2], s[3], s[4], s[5]), method = "expected-table approximation"),
           tol = 1e-8)
}

write_reference(file.path(here, "drop_difference.json"), "drop_difference.R", cs)
status <- system2("/usr/bin/python3", c(file.path(here, "drop_difference_crosscheck.py"), file.path(here, "drop_difference.json")))
if (status != 0) stop("scipy cross-check failed")
