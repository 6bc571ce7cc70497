# Reference values for comparePower with a margin (src/stats/compare-power.ts), base R, by brute
# force: for every m = 0..n and every b = 0..m the rule "one-sided exact p < level AND melded
# lcb(level) > margin" is evaluated literally (pbinom and melded_lib.R's melded_lcb), and
# power = sum over (m, b) in the region of dbinom(m, n, psi) * dbinom(b, m, pi1).
# Run: Rscript test/reference/compare_power_margin.R  (writes compare_power_margin.json, a few minutes)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
source(file.path(here, "melded_lib.R"))
cs <- new_cases()

power_margin <- function(n, delta, psi, alpha, sided, margin) {
  level <- if (sided == "two-sided") alpha / 2 else alpha
  pi1 <- (psi + delta) / (2 * psi)
  total <- 0
  for (m in 0:n) for (b in 0:m) {
    p <- if (b == 0) 1 else pbinom(b - 1, m, 0.5, lower.tail = FALSE)
    if (p >= level) next
    if (melded_lcb(b, m - b, n, level) <= margin) next
    total <- total + dbinom(m, n, psi) * dbinom(b, m, pi1)
  }
  total
}
designs <- list(
  list(12, 0.3, 0.6, 0.05, "greater", 0.05), list(20, 0.2, 0.4, 0.05, "two-sided", 0.02),
  list(25, 0.25, 0.5, 0.1, "less", 0.1), list(30, 0.3, 0.5, 0.05, "two-sided", 0.05),
  list(30, 0.15, 0.3, 0.05, "greater", 0.01)
)
for (d in designs) {
  v <- power_margin(d[[1]], d[[2]], d[[3]], d[[4]], d[[5]], d[[6]])
  args <- list(n = d[[1]], delta = d[[2]], discordance = d[[3]], alpha = d[[4]], sided = d[[5]], margin = d[[6]])
  add_case(cs, "comparePower", list(args), v, tol = 1e-7)
  message(sprintf("  power n=%d delta=%g psi=%g alpha=%g %s margin=%g: %.10f", d[[1]], d[[2]], d[[3]], d[[4]], d[[5]], d[[6]], v))
}
out <- file.path(here, "compare_power_margin.json")
write_reference(out, "test/reference/compare_power_margin.R", cs)
