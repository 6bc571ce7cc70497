# One-off search (not needed to regenerate power.json): designs below psi = 1 whose exact power
# dips back below the target after first reaching it, i.e. first_n < required_n, among
# required_n <= 256. On R 4.2.2 it finds none. Run: Rscript test/reference/search_first_vs_required.R
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "power_lib.R"))
found <- 0
for (psi in c(0.9, 0.8, 0.7, 0.5, 0.4, 0.3)) for (delta in c(0.05, 0.1, 0.15, 0.2, 0.3, 0.45)) {
  for (target in c(0.5, 0.8, 0.9, 0.95)) for (alpha in c(0.05, 0.01)) {
    if (delta > psi) next
    d <- design(psi = psi, delta = delta, alpha = alpha, target = target)
    s <- sample_sizes(d, start = 256, limit = 512)
    if (!is.null(s) && s$first < s$required) {
      found <- found + 1
      cat(sprintf("psi=%g delta=%g target=%g alpha=%g: first_n %d, required_n %d\n",
                  psi, delta, target, alpha, s$first, s$required))
    }
  }
}
cat(sprintf("designs with first_n < required_n: %d\n", found))
