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
  if (sided == "two-sided") {
    q <- qt(1 - alpha / 2, r$df)
    bound <- list(kind = "interval", lower = clip(r$estimate - q * r$se, -1, 1), upper = clip(r$estimate + q * r$se, -1, 1), level = 1 - alpha)
    p <- min(1, 2 * pt(abs(t), r$df, lower.tail = FALSE))
  } else {
    q <- qt(1 - alpha, r$df)
    bound <- if (sided == "greater") list(kind = "lower", lower = clip(r$estimate - q * r$se, -1, 1), level = 1 - alpha)
             else list(kind = "upper", upper = clip(r$estimate + q * r$se, -1, 1), level = 1 - alpha)
    p <- pt(if (sided == "greater") t else -t, r$df, lower.tail = FALSE)
  }
  acc <- function(x) {
    a <- cr2_generic(x, g)
    q <- qt(1 - alpha / 2, a$df)
    list(estimate = a$estimate, se = a$se, df = a$df,
         lower = clip(a$estimate - q * a$se, 0, 1), upper = clip(a$estimate + q * a$se, 0, 1))
  }
  value <- list(kind = "clustered", items = N, clusters = length(unique(g)), estimate = r$estimate, se = r$se,
                seIid = seiid, designEffect = r$se^2 / seiid^2, df = r$df, pValue = p, bound = bound,
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
