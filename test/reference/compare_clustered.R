# Reference values for src/stats/clustered-difference.ts (clusteredDifference, clusterMean), base R.
# Deliberately generic, not the closed form the TS code uses: the CR2 adjustment matrices
# (I - H_gg)^(-1/2) by eigendecomposition of the hat matrix of lm(d ~ 1), the variance as the
# sandwich sum, and the Bell-McCaffrey df as (tr M)^2 / tr(M^2) of the N x N quadratic form
# V = eps' M eps (Bell & McCaffrey 2002; Pustejovsky & Tipton 2018). Second opinions inside R:
# with one item per cluster the result must be t.test(paired = TRUE)'s; with equal clusters the
# df must be G - 1.
# Run: Rscript test/reference/compare_clustered.R  (writes compare_clustered.json, ~10 s)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
set.seed(20261202)
cs <- new_cases()

inv_sqrt_sym <- function(A) {
  e <- eigen(A, symmetric = TRUE)
  e$vectors %*% diag(1 / sqrt(e$values), nrow = length(e$values)) %*% t(e$vectors)
}

# CR2 variance and BM df of mean(x) with clusters g (a factor).
cr2_generic <- function(x, g) {
  N <- length(x)
  X <- matrix(1, N, 1)
  fit <- lm.fit(X, x)
  e <- fit$residuals
  H <- X %*% solve(crossprod(X)) %*% t(X)
  IH <- diag(N) - H
  bread <- solve(crossprod(X))
  M <- matrix(0, N, N)
  V <- 0
  for (lev in unique(g)) {
    idx <- which(g == lev)
    A <- inv_sqrt_sym(diag(length(idx)) - H[idx, idx, drop = FALSE])
    score <- bread %*% t(X[idx, , drop = FALSE]) %*% A %*% e[idx]
    V <- V + score^2
    # p_g' eps is the same score with eps for e = (I - H) eps.
    Dg <- matrix(0, length(idx), N); Dg[cbind(seq_along(idx), idx)] <- 1
    p <- t(IH) %*% t(Dg) %*% A %*% X[idx, , drop = FALSE] %*% bread
    M <- M + p %*% t(p)
  }
  list(estimate = mean(x), se = sqrt(as.numeric(V)), df = sum(diag(M))^2 / sum(M * M))
}

# CR2 covariance of mean(x) and mean(y): the same adjusted cluster scores, crossed.
cr2_cov_generic <- function(x, y, g) {
  N <- length(x)
  X <- matrix(1, N, 1)
  H <- X %*% solve(crossprod(X)) %*% t(X)
  ex <- lm.fit(X, x)$residuals; ey <- lm.fit(X, y)$residuals
  bread <- solve(crossprod(X))
  C <- 0
  for (lev in unique(g)) {
    idx <- which(g == lev)
    A <- inv_sqrt_sym(diag(length(idx)) - H[idx, idx, drop = FALSE])
    C <- C + (bread %*% t(X[idx, , drop = FALSE]) %*% A %*% ex[idx]) * (bread %*% t(X[idx, , drop = FALSE]) %*% A %*% ey[idx])
  }
  as.numeric(C)
}

# Korn & Graubard (1998): Clopper-Pearson at the effective size p(1 - p)/V (N when V = 0 or p in
# {0, 1}; at most N), times (qt(1 - a, N - 1)/qt(1 - a, df))^2, with x* = p n* (real Beta shapes).
korn_graubard <- function(p, v, N, df, a) {
  n_eff <- if (p > 0 && p < 1 && v > 0) min(N, p * (1 - p) / v) else N
  if (N > 1) n_eff <- n_eff * (qt(1 - a, N - 1) / qt(1 - a, df))^2
  k <- p * n_eff
  c(lower = if (k <= 0) 0 else qbeta(a, k, n_eff - k + 1), upper = if (k >= n_eff) 1 else qbeta(1 - a, k + 1, n_eff - k))
}

# MOVER (Zou & Donner 2008) for mean(pos) - mean(neg), the positive and negative parts of d, with
# each part's Korn-Graubard limits at one-sided level a and their CR2 correlation.
mover <- function(d, g, a, df) {
  pos <- pmax(d, 0); neg <- pmax(-d, 0)
  N <- length(d)
  vp <- cr2_generic(pos, g)$se^2; vm <- cr2_generic(neg, g)$se^2
  r <- if (vp > 0 && vm > 0) cr2_cov_generic(pos, neg, g) / sqrt(vp * vm) else 0
  kp <- korn_graubard(mean(pos), vp, N, df, a); km <- korn_graubard(mean(neg), vm, N, df, a)
  est <- mean(pos) - mean(neg)
  a1 <- mean(pos) - kp[["lower"]]; b1 <- km[["upper"]] - mean(neg)
  a2 <- kp[["upper"]] - mean(pos); b2 <- mean(neg) - km[["lower"]]
  c(lower = est - sqrt(max(0, a1^2 + b1^2 - 2 * r * a1 * b1)), upper = est + sqrt(max(0, a2^2 + b2^2 - 2 * r * a2 * b2)))
}

# The MOVER bound's p: the level at which its bound on the estimate's side reaches 0, found by
# uniroot on ln(level) of the bound itself (continuous), over [1e-15, top]; 1 when the bound does
# not exclude 0 at the top, 1e-15 when it does at the bottom.
mover_p <- function(d, g, df, sided) {
  est <- mean(d)
  top <- if (sided == "two-sided") 0.9 else 0.45
  side <- if (sided == "greater" || (sided == "two-sided" && est > 0)) "lower" else "upper"
  if (sided == "greater" && est <= 0) side <- "lower"
  f <- function(la) {
    a <- exp(la); if (sided == "two-sided") a <- a / 2
    b <- mover(d, g, a, df)
    if (side == "lower") b[["lower"]] else -b[["upper"]]
  }
  if (est == 0 || f(log(top)) <= 0) return(1)
  if (f(log(1e-15)) > 0) return(1e-15)
  exp(uniroot(f, c(log(1e-15), log(top)), tol = 1e-14)$root)
}

check <- function(label, got, want, rel = 1e-9) {
  if (abs(got - want) > rel * max(abs(want), 1e-300)) stop(sprintf("%s: %.17g vs %.17g", label, got, want))
}

# Second opinion 1: singleton clusters = the paired t-test.
x1 <- rnorm(30); y1 <- x1 + rnorm(30, 0.3)
r1 <- cr2_generic(y1 - x1, factor(1:30))
tt <- t.test(y1, x1, paired = TRUE)
check("singleton se = t.test stderr", r1$se, tt$stderr)
check("singleton df = N - 1", r1$df, 29)
# Second opinion 2: equal clusters give df = G - 1.
r2 <- cr2_generic(rnorm(60), factor(rep(1:12, each = 5)))
check("equal clusters df = G - 1", r2$df, 11)
message("check ok: singleton clusters = t.test(paired), equal clusters df = G - 1")

clip <- function(x, lo, hi) max(lo, min(hi, x))
add_dataset <- function(items, alpha, sided, note = NULL) {
  g <- vapply(items, function(it) it$cluster, "")
  xb <- vapply(items, function(it) mean(it$baseline), 0)
  xc <- vapply(items, function(it) mean(it$candidate), 0)
  d <- xc - xb
  r <- cr2_generic(d, g)
  N <- length(d)
  seiid <- sd(d) / sqrt(N)
  t <- r$estimate / r$se
  # The bound: the t bound, widened to the MOVER bound where that is wider; p the larger p.
  if (sided == "two-sided") {
    q <- qt(1 - alpha / 2, r$df)
    m <- mover(d, g, alpha / 2, r$df)
    bound <- list(kind = "interval", lower = clip(min(r$estimate - q * r$se, m[["lower"]]), -1, 1),
                  upper = clip(max(r$estimate + q * r$se, m[["upper"]]), -1, 1), level = 1 - alpha)
    p_t <- min(1, 2 * pt(abs(t), r$df, lower.tail = FALSE))
  } else {
    q <- qt(1 - alpha, r$df)
    m <- mover(d, g, alpha, r$df)
    bound <- if (sided == "greater") list(kind = "lower", lower = clip(min(r$estimate - q * r$se, m[["lower"]]), -1, 1), level = 1 - alpha)
             else list(kind = "upper", upper = clip(max(r$estimate + q * r$se, m[["upper"]]), -1, 1), level = 1 - alpha)
    p_t <- pt(if (sided == "greater") t else -t, r$df, lower.tail = FALSE)
  }
  p_m <- mover_p(d, g, r$df, sided)
  p <- max(p_t, p_m)
  acc <- function(x) {
    a <- cr2_generic(x, g)
    q <- qt(1 - alpha / 2, a$df)
    list(estimate = a$estimate, se = a$se, df = a$df,
         lower = clip(a$estimate - q * a$se, 0, 1), upper = clip(a$estimate + q * a$se, 0, 1))
  }
  value <- list(kind = "clustered", items = N, clusters = length(unique(g)), estimate = r$estimate, se = r$se,
                seIid = seiid, designEffect = r$se^2 / seiid^2, df = r$df, pT = p_t, pMover = p_m, pValue = p, bound = bound,
                baseline = acc(xb), candidate = acc(xc))
  add_case(cs, "clusteredDifference", list(items, list(alpha = alpha, sided = sided)), value, tol = 1e-9, note = note)
  add_case(cs, "clusterMean", list(I(d), I(g)), list(estimate = r$estimate, se = r$se, df = r$df), tol = 1e-9, note = note)
}

# A random-effects dataset: G clusters of varying size, a shared cluster effect on both conditions.
make_items <- function(G, sizes, icc, pb, pc, reps = 1, partial = FALSE) {
  items <- list()
  for (k in 1:G) {
    u <- rnorm(2, 0, 1) * sqrt(icc)
    for (j in 1:sizes[k]) {
      zb <- u[1] + sqrt(1 - icc) * rnorm(1); zc <- 0.5 * u[1] + 0.5 * u[2] + sqrt(1 - icc) * rnorm(1)
      sb <- as.numeric(runif(reps) < pnorm(qnorm(pb) + zb))
      sc <- as.numeric(runif(reps) < pnorm(qnorm(pc) + zc))
      if (partial) { sb <- round(runif(reps), 2); sc <- round(pmin(1, runif(reps) + 0.1), 2) }
      items[[length(items) + 1]] <- list(cluster = sprintf("c%02d", k), baseline = I(sb), candidate = I(sc))
    }
  }
  items
}
sides <- c("two-sided", "greater", "less")
for (G in c(10, 12, 20, 40)) for (icc in c(0, 0.3)) for (s in sides) {
  sizes <- sample(1:8, G, replace = TRUE)
  add_dataset(make_items(G, sizes, icc, 0.6, 0.68), sample(c(0.05, 0.1, 0.01), 1), s)
}
# Replicates (epochs), unequal per condition, and partial credit.
for (s in sides) {
  add_dataset(make_items(15, sample(1:5, 15, TRUE), 0.2, 0.5, 0.55, reps = 3), 0.05, s, note = "3 epochs")
  add_dataset(make_items(11, sample(1:4, 11, TRUE), 0.1, 0.5, 0.5, partial = TRUE), 0.05, s, note = "partial credit")
}
# One dominant cluster (df far below G - 1) and singleton clusters (the paired t-test).
add_dataset(make_items(10, c(60, rep(2, 9)), 0.3, 0.4, 0.5), 0.05, "two-sided", note = "one dominant cluster")
add_dataset(make_items(40, rep(1, 40), 0, 0.5, 0.6), 0.05, "two-sided", note = "singletons: paired t-test")
# Rare discordance (docs/statistics.md "Rare discordance"): accuracy near 0.9, few discordant items,
# mostly one way; the MOVER bound is the wider on the skewed side.
rare_items <- function(G, sizes, n_base_only, n_cand_only) {
  items <- list(); k <- 0
  total <- sum(sizes); which_b <- sample(total, n_base_only); which_c <- sample(setdiff(1:total, which_b), n_cand_only)
  for (cl in 1:G) for (j in 1:sizes[cl]) {
    k <- k + 1
    b <- if (k %in% which_c) 0 else as.numeric(runif(1) < 0.9 || k %in% which_b)
    c <- if (k %in% which_b) 0 else if (k %in% which_c) 1 else b
    items[[k]] <- list(cluster = sprintf("r%02d", cl), baseline = I(b), candidate = I(c))
  }
  items
}
for (s in sides) {
  add_dataset(rare_items(20, rep(10, 20), 6, 1), 0.05, s, note = "rare discordance, 6 baseline-only, 1 candidate-only")
  add_dataset(rare_items(12, sample(2:30, 12, TRUE), 9, 0), 0.05, s, note = "rare discordance, one way")
  add_dataset(rare_items(30, sample(1:6, 30, TRUE), 2, 14), 0.1, s, note = "rare discordance, mostly candidate-only")
}

# Student t for real df (the BM df is not an integer): pt / qt.
for (df in c(0.7, 1, 2.3, 5, 9, 29.5, 100, 1e4, 1e6)) {
  for (t in c(-3, -0.5, 0, 0.1, 1, 2, 4, 10, 40)) {
    v <- pt(t, df, lower.tail = FALSE)
    if (v > 1e-300) add_case(cs, "studentTSf", list(t, df), v, tol = 1e-10)
  }
  for (p in c(1e-6, 0.005, 0.025, 0.05, 0.3, 0.9, 0.95, 0.975, 0.995, 0.999)) add_case(cs, "studentTQuantile", list(p, df), qt(p, df), tol = 1e-10)
}

out <- file.path(here, "compare_clustered.json")
write_reference(out, "test/reference/compare_clustered.R", cs)
