# Reference values for src/stats/heterogeneity.ts (Cochran's Q, I^2) from base R (pchisq).
# Run: Rscript test/reference/heterogeneity.R  (writes heterogeneity.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

# A model enters through its paired table (a, b, c, e): drop (b - c)/n, SE from docs/statistics.md.
model <- function(name, a, b, c, e) {
  n <- a + b + c + e
  se <- if (b + c == 0) 0 else sqrt((b + c) - (b - c)^2 / n) / n
  list(name = name, drop = (b - c) / n, se = se)
}
cochran_q <- function(models) {
  ok <- vapply(models, function(m) m$se > 0, TRUE)
  if (sum(ok) < 2) return(NULL)
  d <- vapply(models[ok], function(m) m$drop, 0)
  w <- 1 / vapply(models[ok], function(m) m$se, 0)^2
  pooled <- sum(w * d) / sum(w)
  q <- sum(w * (d - pooled)^2)
  df <- sum(ok) - 1
  list(q = q, df = df, pValue = pchisq(q, df, lower.tail = FALSE),
       iSquared = max(0, (q - df) / q), pooled = pooled,
       included = I(vapply(models[ok], function(m) m$name, "")),
       excluded = I(vapply(models[!ok], function(m) m$name, "")))
}
add <- function(models, note = NULL) {
  v <- cochran_q(models)
  if (!is.null(v) && v$q == 0) stop("Q = 0 makes I^2 0/0; choose another set")
  add_case(cs, "cochranQ", list(models), v, note = note)
}
tables <- function(...) {
  t <- list(...)
  lapply(seq_along(t), function(i) do.call(model, c(list(paste0("m", i)), as.list(t[[i]]))))
}

add(tables(c(50, 35, 2, 13), c(60, 6, 5, 29), c(58, 5, 7, 30)), note = "one model far from the others")
add(tables(c(50, 35, 2, 13), c(60, 6, 5, 29)))
add(tables(c(60, 6, 5, 29), c(58, 5, 7, 30)), note = "homogeneous")
add(tables(c(50, 30, 2, 18), c(50, 35, 2, 13), c(60, 6, 5, 29), c(58, 5, 7, 30)))
add(tables(c(50, 30, 2, 18), c(48, 31, 3, 18), c(52, 29, 4, 15)), note = "similar drops")
add(tables(c(4000, 412, 230, 100), c(3900, 300, 290, 252), c(4100, 250, 240, 152),
           c(3800, 520, 180, 242)), note = "n = 4742 per model")
add(tables(c(10, 1, 0, 9), c(700, 80, 20, 200)), note = "very different weights")
add(tables(c(50, 35, 2, 13), c(60, 0, 0, 40), c(58, 5, 7, 30)),
    note = "a model with no discordant items has SE 0 and is listed as excluded")
add(tables(c(50, 10, 0, 40), c(60, 0, 0, 40), c(58, 5, 7, 30)),
    note = "b = n_d = 10 in the first model; the second is excluded")
add(tables(c(60, 0, 0, 40), c(58, 5, 7, 30)), note = "fewer than 2 models with SE > 0 -> null")
add(tables(c(60, 0, 0, 40), c(70, 0, 0, 30), c(80, 0, 0, 20)), note = "no model with SE > 0 -> null")
add(tables(c(58, 5, 7, 30)), note = "a single model -> null")
set.seed(4242)
for (k in c(2, 3, 5, 8, 12, 30)) {
  t <- lapply(seq_len(k), function(i) {
    n <- sample(c(50, 200, 1000, 5000), 1)
    psi <- runif(1, 0.05, 0.4); pi1 <- runif(1, 0.4, 0.8)
    nd <- rbinom(1, n, psi); b <- rbinom(1, nd, pi1); c <- nd - b
    a <- rbinom(1, n - nd, 0.7)
    c(a, b, c, n - nd - a)
  })
  add(do.call(tables, t), note = "random tables")
}
# Extreme heterogeneity: a tiny p-value.
extreme <- tables(c(600, 400, 0, 1000), c(1000, 10, 10, 980), c(990, 5, 15, 990))
if (!(cochran_q(extreme)$pValue < 1e-100 && cochran_q(extreme)$pValue > 1e-300)) stop("extreme set: p not in (1e-300, 1e-100)")
add(extreme, note = "p-value below 1e-100")

out <- file.path(here, "heterogeneity.json")
write_reference(out, "heterogeneity.R", cs)
run_crosscheck(out)
