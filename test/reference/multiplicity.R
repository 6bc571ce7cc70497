# Reference values for src/stats/multiplicity.ts: R's p.adjust (holm, BH).
# Run: Rscript test/reference/multiplicity.R  (writes multiplicity.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "lib.R"))
cs <- new_cases()

add_both <- function(ps, note = NULL) {
  add_case(cs, "holm", list(I(ps)), I(p.adjust(ps, "holm")), note = note)
  add_case(cs, "benjaminiHochberg", list(I(ps)), I(p.adjust(ps, "BH")), note = note)
}

# Benjamini & Hochberg (1995), section 4: 15 p-values; BH at q = 0.05 rejects the first four.
bh95 <- c(0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240,
          0.4262, 0.5719, 0.6528, 0.7590, 1.000)
if (sum(p.adjust(bh95, "BH") <= 0.05) != 4) stop("BH 1995 example: expected 4 rejections")
if (sum(p.adjust(bh95, "holm") <= 0.05) != 3) stop("BH 1995 example: Holm expected 3 rejections")
message("check ok: BH 1995 example rejects 4 with BH, 3 with Holm at 0.05")
add_both(bh95, note = "Benjamini & Hochberg (1995) example; BH rejects 4 at 0.05, Holm 3")
add_both(rev(bh95), note = "the same, reversed: output keeps the input order")
add_both(bh95[c(8, 3, 15, 1, 12, 6, 10, 2, 14, 4, 9, 13, 5, 11, 7)], note = "the same, shuffled")

# Edges: one p, all equal, zeros and ones, exact ties, tiny p-values.
add_both(0.03)
add_both(c(0.01, 0.04))
add_both(c(0.04, 0.01))
add_both(c(0.02, 0.02, 0.02))
add_both(c(0, 0, 1))
add_both(c(1, 1, 1, 1))
add_both(c(1e-300, 1e-150, 0.01, 0.5))
add_both(c(0.05 / 3, 0.05 / 3, 0.05))
add_both(c(0.2, 0.01, 0.2, 0.01, 0.5))
add_both(c(1.2316741049289518e-07, 0.012, 0.6))

# Random vectors with ties: values drawn from a small set, and rounded uniforms.
set.seed(20260502)
for (m in c(2, 3, 4, 5, 7, 10, 20, 50, 200)) {
  add_both(sample(c(0.001, 0.01, 0.02, 0.03, 0.2, 0.5, 1), m, replace = TRUE), note = "ties")
  add_both(round(runif(m)^3, 3), note = "rounded uniforms, ties")
  add_both(runif(m)^4)
}

out <- file.path(here, "multiplicity.json")
write_reference(out, "multiplicity.R", cs)
run_crosscheck(out)
