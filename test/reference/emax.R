# Reference values for src/stats/emax.ts: E[max of K iid N(0,1)] by R's integrate, and the
# Bailey & Lopez de Prado approximation. Run: Rscript test/reference/emax.R
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

expect_close("E(2) = 1/sqrt(pi)", emax_exact(2), 1 / sqrt(pi))
expect_close("E(3) = 3/(2 sqrt(pi))", emax_exact(3), 3 / (2 * sqrt(pi)))
stated <- c(`2` = 0.5642, `5` = 1.1630, `10` = 1.5388, `30` = 2.0428, `100` = 2.5076)
for (k in names(stated)) expect_close(paste0("docs/statistics.md E(", k, ")"), round(emax_exact(as.numeric(k)), 4), stated[[k]])
bstated <- c(`5` = 1.19, `30` = 2.07, `100` = 2.53)
for (k in names(bstated)) expect_close(paste0("docs/statistics.md Bailey(", k, ")"), round(emax_bailey(as.numeric(k)), 2), bstated[[k]])

ks <- c(1:40, 45, 50, 60, 64, 75, 99, 100, 101, 128, 150, 200, 250, 256, 300, 400, 500, 512, 600,
        700, 750, 800, 900, 999, 1000, 1001, 1024, 2000, 5000, 10000)
internal <- 0
for (k in ks) {
  v <- emax_exact(k)
  if (k > 1) internal <- max(internal, relerr(emax_by_parts(k), v))
  add_case(cs, "expectedMaxNormal", list(k), v)
  add_case(cs, "expectedMaxBailey", list(k), emax_bailey(k),
           note = if (k == 1) "K = 1 -> 0 by convention (the formula gives -Inf)" else NULL)
}
message(sprintf("E[max] by density vs by parts: max relative disagreement %.3g", internal))

out <- file.path(here, "emax.json")
write_reference(out, "emax.R", cs, extra = list(
  euler_gamma = euler,
  r_internal_check = list(against = "integration by parts, int_0^inf 1 - Phi^K(x) - Phi^K(-x) dx",
                          max_rel = internal)))
run_crosscheck(out)
