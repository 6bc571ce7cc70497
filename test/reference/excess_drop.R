# Reference values for src/stats/excess-drop*.ts (the excess-drop test against a clean control,
# docs/statistics.md "Controls (v2)"), computed independently in base R:
# - the sign-flip null distribution by brute-force enumeration of every sign vector (small n)
#   and by the dbinom convolution over (B1, B2) (larger n), in log space;
# - the mean-of-controls lattice test by brute-force enumeration of signs;
# - the score interval by uniroot on its defining equation (not the closed form);
# - the exact power by enumerating every composition of n into the five values of d (dmultinom)
#   and applying the exact test to each.
# Run: Rscript test/reference/excess_drop.R  (writes excess_drop.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

lse <- function(x) { m <- max(x); if (!is.finite(m)) return(-Inf); m + log(sum(exp(x - m))) }

# ln P(S >= s), S = (2 B1 - n1) + 2 (2 B2 - n2): convolution of dbinom in log space.
conv_log_sf <- function(s, n1, n2) {
  b1 <- 0:n1; b2 <- 0:n2
  l1 <- dbinom(b1, n1, 0.5, log = TRUE); l2 <- dbinom(b2, n2, 0.5, log = TRUE)
  S <- outer(2 * b1 - n1, 2 * (2 * b2 - n2), "+")
  L <- outer(l1, l2, "+")
  keep <- S >= s
  if (!any(keep)) return(-Inf)
  min(0, lse(L[keep]))
}

# Brute force over all 2^(n1 + n2) sign vectors.
brute_sf <- function(s, n1, n2) {
  m <- n1 + n2
  if (m == 0) return(if (0 >= s) 1 else 0)
  w <- c(rep(1, n1), rep(2, n2))
  signs <- as.matrix(expand.grid(rep(list(c(-1, 1)), m)))
  mean(signs %*% w >= s)
}

# Brute-force checks of the convolution itself.
for (n1 in 0:7) for (n2 in 0:4) for (s in seq(-(n1 + 2 * n2) - 1, n1 + 2 * n2 + 1)) {
  a <- brute_sf(s, n1, n2); b <- exp(conv_log_sf(s, n1, n2))
  if (abs(a - b) > 1e-14) stop(sprintf("brute force %g vs convolution %g at s=%d n1=%d n2=%d", a, b, s, n1, n2))
}
message("check ok: convolution = brute force for every s, n1 <= 7, n2 <= 4")

# signFlipLogSf cases.
for (n1 in c(0, 1, 2, 5, 9)) for (n2 in c(0, 1, 3, 4)) for (s in unique(c(-(n1 + 2 * n2), -1, 0, 1, 2, 3, n1 + 2 * n2))) {
  v <- log(brute_sf(s, n1, n2))
  if (is.finite(v)) add_case(cs, "signFlipLogSf", list(s, n1, n2), v, tol = 1e-10, note = "brute force")
}
for (n1 in c(30, 100, 400, 2000)) for (n2 in c(0, 5, 40, 200)) {
  sd <- sqrt(n1 + 4 * n2)
  for (z in c(-1, 0, 1, 2, 3, 5, 10)) {
    s <- round(z * sd)
    v <- conv_log_sf(s, n1, n2)
    if (is.finite(v) && v > -690) add_case(cs, "signFlipLogSf", list(s, n1, n2), v, tol = 1e-9, note = "dbinom convolution")
  }
}

# excessDropP on count tables.
counts <- function(m2, m1, z, p1, p2) list(minus2 = m2, minus1 = m1, zero = z, plus1 = p1, plus2 = p2)
p_of <- function(k) {
  s <- k[4] - k[2] + 2 * (k[5] - k[1]); exp(conv_log_sf(s, k[2] + k[4], k[1] + k[5]))
}
set.seed(20261201)
tabs <- list(c(0, 0, 10, 0, 0), c(0, 0, 0, 5, 0), c(0, 0, 0, 0, 5), c(2, 10, 60, 20, 8), c(1, 3, 5, 2, 1),
             c(0, 12, 70, 12, 0), c(3, 40, 300, 60, 12), c(0, 0, 3, 1, 0))
for (i in 1:40) {
  n <- sample(c(10, 50, 200, 600), 1)
  q <- runif(5); q <- q / sum(q)
  tabs[[length(tabs) + 1]] <- as.vector(rmultinom(1, n, q))
}
for (k in tabs) {
  p <- p_of(k)
  if (p > 1e-300) add_case(cs, "excessDropP", list(counts(k[1], k[2], k[3], k[4], k[5])), p, tol = 1e-9)
}

# latticeSignFlipP: mean of C controls, e = C d; brute force over signs.
brute_lattice <- function(e) {
  nz <- e[e != 0]; obs <- sum(e)
  if (length(nz) == 0) return(1)
  signs <- as.matrix(expand.grid(rep(list(c(-1, 1)), length(nz))))
  mean(signs %*% abs(nz) >= obs)
}
for (i in 1:30) {
  C <- sample(1:3, 1); len <- sample(3:14, 1)
  x <- sample(-1:1, len, TRUE, prob = c(0.2, 0.5, 0.3))
  y <- matrix(sample(-1:1, len * C, TRUE, prob = c(0.25, 0.5, 0.25)), nrow = len)
  e <- C * x - rowSums(y)
  add_case(cs, "latticeSignFlipP", list(I(e)), brute_lattice(e), tol = 1e-12, note = sprintf("C = %d, brute force", C))
}

# scoreBounds(D, Q, n, alpha): roots of sum(d' - theta) = +-z sqrt(sum (d' - theta)^2) over the
# sample with two half-weight pseudo-items d = +-1, found by uniroot (not the closed form).
score_bounds <- function(D, Q, n, alpha) {
  z <- qnorm(1 - alpha); np <- n + 1; Qp <- Q + 1
  if (np <= z^2) return(list(lcb = -2, ucb = 2))
  Tt <- function(t) D - np * t
  V <- function(t) Qp - 2 * t * D + np * t^2
  lo <- uniroot(function(t) Tt(t) - z * sqrt(V(t)), c(-50, D / np), tol = 1e-14)$root
  hi <- uniroot(function(t) Tt(t) + z * sqrt(V(t)), c(D / np, 50), tol = 1e-14)$root
  list(lcb = max(-2, lo), ucb = min(2, hi))
}
for (k in tabs[1:20]) for (alpha in c(0.05, 0.025, 0.01)) {
  n <- sum(k); D <- k[4] - k[2] + 2 * (k[5] - k[1]); Q <- k[4] + k[2] + 4 * (k[5] + k[1])
  add_case(cs, "scoreBounds", list(D, Q, n, alpha), score_bounds(D, Q, n, alpha), tol = 1e-9)
}
add_case(cs, "scoreBounds", list(0, 0, 1, 0.05), score_bounds(0, 0, 1, 0.05), note = "n + 1 <= z^2: the whole range")

# Exact power by enumeration of every composition of n into (d = -2, -1, 0, 1, 2).
qdist <- function(psi, delta) {
  mp <- (psi + delta) / 2; mm <- (psi - delta) / 2; ce <- psi / 2
  q2 <- mp * ce; qm2 <- mm * ce; q1 <- mp * (1 - psi) + (1 - psi) * ce; qm1 <- mm * (1 - psi) + (1 - psi) * ce
  c(qm2, qm1, 1 - q2 - qm2 - q1 - qm1, q1, q2)
}
brute_power <- function(n, psi, delta, thr) {
  q <- qdist(psi, delta); tot <- 0
  for (a in 0:n) for (b in 0:(n - a)) for (c in 0:(n - a - b)) for (d in 0:(n - a - b - c)) {
    e <- n - a - b - c - d; k <- c(a, b, c, d, e)
    s <- d - b + 2 * (e - a)
    if (exp(conv_log_sf(s, b + d, a + e)) < thr) tot <- tot + dmultinom(k, prob = q)
  }
  tot
}
designs <- list(
  list(5, 0.5, 0.3, 0.05), list(8, 0.4, 0.2, 0.05), list(10, 0.3, 0.3, 0.05), list(12, 0.6, 0.4, 0.025),
  list(15, 0.2, 0.1, 0.05), list(20, 0.5, 0.25, 0.05 / 3), list(25, 0.3, 0.15, 0.05), list(30, 0.8, 0.5, 0.01),
  list(40, 0.3, 0.2, 0.025), list(40, 1, 0.5, 0.05)
)
for (g in designs) {
  v <- brute_power(g[[1]], g[[2]], g[[3]], g[[4]])
  add_case(cs, "excessDropPower", list(list(n = g[[1]], discordantRate = g[[2]], excessDrop = g[[3]], pThreshold = g[[4]])),
           v, tol = 1e-9, note = "every composition of n enumerated")
}

write_reference(file.path(here, "excess_drop.json"), "excess_drop.R", cs)
