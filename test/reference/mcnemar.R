# Reference values for src/stats/mcnemar.ts from base R (pbinom, qbeta, binom.test).
# Run: Rscript test/reference/mcnemar.R  (writes mcnemar.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

# Written from docs/statistics.md, one formula per function; binom.test is the in-R second opinion.
mcnemar_p <- function(b, c, sided) {
  nd <- b + c
  if (nd == 0) return(1)
  if (sided == "one-sided") return(pbinom(b - 1, nd, 0.5, lower.tail = FALSE))
  min(1, 2 * pbinom(max(b, c) - 1, nd, 0.5, lower.tail = FALSE))
}
cp <- function(k, nd, alpha) {
  if (nd == 0) return(list(lower = 0, upper = 1))
  list(lower = if (k == 0) 0 else qbeta(alpha / 2, k, nd - k + 1),
       upper = if (k == nd) 1 else qbeta(1 - alpha / 2, k + 1, nd - k))
}
cp_lower <- function(k, nd, alpha) if (k == 0) 0 else qbeta(alpha, k, nd - k + 1)
paired_se <- function(b, c, n) if (b + c == 0) 0 else sqrt((b + c) - (b - c)^2 / n) / n
to_drop <- function(pi, nd, n) (nd / n) * (2 * pi - 1)
drop_ci <- function(b, c, n, alpha) {
  nd <- b + c
  if (nd == 0) return(list(lower = 0, upper = 0))
  ci <- cp(b, nd, alpha)
  list(lower = to_drop(ci$lower, nd, n), upper = to_drop(ci$upper, nd, n))
}
drop_lcb <- function(b, c, n, alpha) {
  nd <- b + c
  if (nd == 0) 0 else to_drop(cp_lower(b, nd, alpha), nd, n)
}

## The worked table (a, b, c, e) = (50, 30, 2, 18).
expect_close("one-sided p (50,30,2,18)", mcnemar_p(30, 2, "one-sided"), 1.2316741049289518e-07)
ci <- drop_ci(30, 2, 100, 0.05)
expect_close("95% drop CI lower", ci$lower, 0.18683556486719555)
expect_close("95% drop CI upper", ci$upper, 0.315097128738268)
expect_close("one-sided lcb", drop_lcb(30, 2, 100, 0.05), 0.2022761803667659)
expect_close("SE", paired_se(30, 2, 100), 0.04915282290977803)

internal <- 0  # largest relative disagreement between the formulas above and binom.test
qtol <- function(...) {
  x <- unlist(list(...))
  x <- x[x > 0 & x < 1]
  if (length(x) && min(x, 1 - x) < 1e-3) 1e-6 else NULL
}
# Mapping 2*pi - 1 cancels digits when pi is close to 1/2: widen the tolerance by that factor.
drop_tol <- function(pis, base) {
  pis <- unlist(pis)
  amp <- max(c(1, 2 * pis / pmax(abs(2 * pis - 1), 1e-300)))
  t <- max(c(if (is.null(base)) 1e-8 else base, 1e-8 * amp / 1e4))
  if (t == 1e-8 && is.null(base)) NULL else t
}

nds <- c(0, 1, 2, 3, 4, 5, 7, 10, 11, 20, 30, 31, 60, 100, 101, 250, 1000, 2001, 5000, 20000)
alphas <- c(0.05, 0.01, 0.05 / 3, 0.1)
for (nd in nds) {
  bs <- unique(c(0, 1, 2, floor(nd / 2), ceiling(nd / 2), floor(nd / 2) + 2, floor(0.55 * nd),
                 floor(0.6 * nd), floor(0.75 * nd), floor(0.9 * nd), nd - 2, nd - 1, nd))
  bs <- bs[bs >= 0 & bs <= nd]
  for (b in bs) {
    c <- nd - b
    for (sided in c("one-sided", "two-sided")) {
      p <- mcnemar_p(b, c, sided)
      if (nd > 0) {
        bt <- binom.test(b, nd, 0.5, alternative = if (sided == "one-sided") "greater" else "two.sided")$p.value
        if (p > 1e-300) internal <- max(internal, relerr(bt, p))
      }
      if (p == 0 || p >= 1e-300) add_case(cs, "mcnemarP", list(b, c, sided), p)
    }
    ns <- unique(c(nd, nd + 1, 2 * nd, 10 * nd + 7))
    ns <- ns[ns >= 1]
    for (alpha in alphas) {
      ci <- cp(b, nd, alpha)
      if (nd > 0) {
        bt <- binom.test(b, nd, conf.level = 1 - alpha)$conf.int
        internal <- max(internal, relerr(bt[1], ci$lower), relerr(bt[2], ci$upper))
      }
      add_case(cs, "clopperPearson", list(b, nd, alpha), ci, tol = qtol(ci$lower, ci$upper),
               note = if (!is.null(qtol(ci$lower, ci$upper))) "qbeta near 0 or 1" else NULL)
      lo <- cp_lower(b, nd, alpha)
      if (nd > 0) {
        bt <- binom.test(b, nd, alternative = "greater", conf.level = 1 - alpha)$conf.int[1]
        internal <- max(internal, relerr(bt, lo))
      }
      add_case(cs, "clopperPearsonLower", list(b, nd, alpha), lo, tol = qtol(lo),
               note = if (!is.null(qtol(lo))) "qbeta near 0 or 1" else NULL)
      for (n in ns[1:min(2, length(ns))]) {
        v <- drop_ci(b, c, n, alpha)
        t <- drop_tol(list(ci$lower, ci$upper), qtol(ci$lower, ci$upper))
        add_case(cs, "dropCi", list(b, c, n, alpha), v, tol = t,
                 note = if (!is.null(t)) "qbeta near 0 or 1, or 2*pi - 1 cancels digits" else NULL)
        v <- drop_lcb(b, c, n, alpha)
        t <- drop_tol(list(lo), qtol(lo))
        add_case(cs, "dropLcb", list(b, c, n, alpha), v, tol = t,
                 note = if (!is.null(t)) "qbeta near 0 or 1, or 2*pi - 1 cancels digits" else NULL)
      }
    }
    for (n in ns) add_case(cs, "pairedSe", list(b, c, n), paired_se(b, c, n))
  }
}
# Duality at the edges of the lcb: lcb > 0 iff one-sided p < alpha (checked here over n_d <= 60).
for (nd in 1:60) for (b in 0:nd) for (alpha in c(0.05, 0.01, 0.05 / 3)) {
  if ((drop_lcb(b, nd - b, nd, alpha) > 0) != (mcnemar_p(b, nd - b, "one-sided") < alpha))
    stop(sprintf("duality fails at b=%d nd=%d alpha=%g", b, nd, alpha))
}
message("check ok: lcb > 0 <=> one-sided p < alpha for every n_d <= 60, alpha in {0.05, 0.01, 0.05/3}")
message(sprintf("R formulas vs binom.test: max relative disagreement %.3g", internal))

# The worked table itself, with its values as a note.
add_case(cs, "mcnemarP", list(30, 2, "one-sided"), mcnemar_p(30, 2, "one-sided"),
         note = "worked table (50,30,2,18): 1.2316741049289518e-07")
add_case(cs, "dropCi", list(30, 2, 100, 0.05), drop_ci(30, 2, 100, 0.05),
         note = "worked table: (0.18683556486719555, 0.315097128738268)")
add_case(cs, "dropLcb", list(30, 2, 100, 0.05), drop_lcb(30, 2, 100, 0.05),
         note = "worked table: 0.2022761803667659")
add_case(cs, "pairedSe", list(30, 2, 100), paired_se(30, 2, 100), note = "worked table: 0.04915282290977803")

out <- file.path(here, "mcnemar.json")
write_reference(out, "mcnemar.R", cs, extra = list(r_internal_check = list(
  against = "binom.test p-values and conf.int", max_rel = internal)))
run_crosscheck(out)
