# Reference values for the power of the verdict rule (src/stats/power*.ts), by brute force:
# the rule of docs/statistics.md is evaluated for every discordant count m and every b, with no
# monotonicity assumed in b, m or n. Also Connor's normal approximation.
# Run: Rscript test/reference/power.R   (a few minutes; writes power.json beside it)
here <- local({
  a <- commandArgs(FALSE); f <- sub("^--file=", "", a[grep("^--file=", a)])
  if (length(f)) dirname(normalizePath(f)) else getwd()
})
source(file.path(here, "power_lib.R"))
cs <- new_cases()
t0 <- Sys.time()

## ---- reference points (docs/statistics.md) ----
ref <- design(n = 493, psi = 0.2, delta = 0.05)
expect_close("exact power n=493 psi=0.2 delta=0.05 ~ 0.774", round(exact_power(ref), 3), 0.774)
expect_close("normal power n=493 ~ 0.800", round(normal_power(ref), 3), 0.800)
expect_close("exact MDE n=100 psi=0.2 ~ 0.115038",
             round(exact_mde(design(n = 100, psi = 0.2, target = 0.8)), 6), 0.115038)
expect_close("normal MDE n=100 psi=0.2 ~ 0.1100",
             round(normal_mde(design(n = 100, psi = 0.2, target = 0.8)), 4), 0.1100)
expect_close("normal n delta=0.05 psi=0.2 = 493",
             ceiling(normal_required_n_raw(design(psi = 0.2, delta = 0.05, target = 0.8))), 493)
expect_close("normal n delta=0.05 psi=0.3 = 740",
             ceiling(normal_required_n_raw(design(psi = 0.3, delta = 0.05, target = 0.8))), 740)

## ---- exactPower grid ----
set.seed(20260502)
ns <- c(1, 2, 5, 10, 30, 100, 493, 527, 1000, 2000)
psis <- c(0.05, 0.2, 0.3, 0.5, 1)
alphas <- c(0.05, 0.01, 0.05 / 3)
n_power <- 0
for (n in ns) for (psi in psis) {
  deltas <- c(0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 1)
  deltas <- unique(c(deltas[deltas <= psi], psi / 2, psi))
  for (j in 1:6) {
    d <- design(n = n, psi = psi, delta = if (j == 1) psi else sample(deltas, 1),
                alpha = sample(alphas, 1), models = sample(c(1, 3), 1),
                perturbers = sample(c(1, 5, 30), 1), one_sided = sample(c(TRUE, FALSE), 1))
    if (j == 6) d$emax <- "bailey"
    if (d$emax == "bailey" && d$perturbers == 1) d$perturbers <- 5
    add_case(cs, "exactPower", list(d), exact_power(d))
    n_power <- n_power + 1
  }
}
# The reference designs, with M = 3 and K = 5 variants.
for (n in c(100, 493, 527, 776)) for (psi in c(0.2, 0.3)) for (mk in list(c(1, 1), c(3, 1), c(1, 5), c(3, 5))) {
  d <- design(n = n, psi = psi, delta = 0.05, models = mk[1], perturbers = mk[2])
  add_case(cs, "exactPower", list(d), exact_power(d),
           note = if (n == 493 && psi == 0.2 && all(mk == 1)) "docs/statistics.md: 0.774 (normal approximation: 0.800)" else NULL)
  n_power <- n_power + 1
}
message(sprintf("exactPower: %d cases (%.0f s)", n_power, as.numeric(Sys.time() - t0, units = "secs")))

## ---- minimum detectable effect ----
mde_tol <- function(v) 1e-4 / v   # docs/statistics.md: MDE to 1e-4 absolute, written as a relative tol
n_mde <- 0; n_null <- 0
for (n in c(10, 30, 100, 300, 493, 1000)) for (psi in c(0.05, 0.2, 0.3, 0.5, 1)) {
  for (v in list(list(0.05, 1, 1, TRUE, 0.8), list(0.05, 3, 5, TRUE, 0.8), list(0.01, 1, 30, FALSE, 0.9),
                 list(0.05 / 3, 3, 1, FALSE, 0.5))) {
    d <- design(n = n, psi = psi, alpha = v[[1]], models = v[[2]], perturbers = v[[3]],
                one_sided = v[[4]], target = v[[5]])
    r <- exact_mde(d)
    if (is.null(r)) {
      if (n_null < 2) {
        add_case(cs, "minDetectableEffect", list(d), NULL,
                 note = "no effect <= discordant_rate reaches the target power at this n")
        n_null <- n_null + 1
      }
      next
    }
    add_case(cs, "minDetectableEffect", list(d), r, tol = mde_tol(r),
             note = if (n == 100 && psi == 0.2 && v[[2]] == 1 && v[[3]] == 1 && v[[5]] == 0.8)
               "docs/statistics.md: 0.115038 (normal approximation 0.1100); tol = 1e-4 absolute"
             else "tol = 1e-4 absolute, written relative")
    n_mde <- n_mde + 1
  }
}
message(sprintf("minDetectableEffect: %d cases + %d null (%.0f s)", n_mde, n_null,
                as.numeric(Sys.time() - t0, units = "secs")))

## ---- first_n and required_n ----
size_case <- function(d, note = NULL) {
  s <- sample_sizes(d)
  message(sprintf("  sizes psi=%g delta=%g M=%g K=%g target=%g alpha=%g: first %d, required %d (%.0f s)",
                  d$discordant_rate, d$effect, d$models, d$perturbers, d$target_power, d$alpha,
                  s$first, s$required, as.numeric(Sys.time() - t0, units = "secs")))
  if (s$margin < 1e-9) warning(sprintf("power within %.2g of the target near n = %d", s$margin, s$first))
  if (s$first < s$required && is.null(note)) {
    note <- sprintf(paste("power first reaches the target at n = %d (%.4f) but falls below it again",
                          "within [n, 2n]; stable from n = %d"), s$first, s$power[s$first], s$required)
  }
  add_case(cs, "firstN", list(d), s$first, note = note)
  add_case(cs, "requiredN", list(d), s$required, note = note)
  invisible(s)
}
s <- size_case(design(psi = 0.2, delta = 0.05, target = 0.8), note = "docs/statistics.md: 527 (normal approximation 493)")
expect_close("first_n delta=0.05 psi=0.2 = 527", s$first, 527)
expect_close("required_n delta=0.05 psi=0.2 = 527", s$required, 527)
s <- size_case(design(psi = 0.3, delta = 0.05, target = 0.8), note = "docs/statistics.md: 776 (normal approximation 740)")
expect_close("first_n delta=0.05 psi=0.3 = 776", s$first, 776)
expect_close("required_n delta=0.05 psi=0.3 = 776", s$required, 776)
size_case(design(psi = 0.3, delta = 0.1, models = 3, perturbers = 5, target = 0.8), note = "M = 3, K = 5")
size_case(design(psi = 0.2, delta = 0.1, models = 3, perturbers = 5, target = 0.8), note = "M = 3, K = 5")
size_case(design(psi = 0.5, delta = 0.2, models = 3, perturbers = 5, one_sided = FALSE, target = 0.9),
          note = "M = 3, K = 5, two-sided")
size_case(design(psi = 0.2, delta = 0.1, models = 1, perturbers = 30, emax = "bailey", target = 0.8),
          note = "K = 30, Bailey")
size_case(design(psi = 0.1, delta = 0.05, alpha = 0.05 / 3, target = 0.8))
size_case(design(psi = 0.05, delta = 0.05, target = 0.8), note = "delta = psi")
size_case(design(psi = 1, delta = 0.3, target = 0.8))
message(sprintf("reference sizes done (%.0f s)", as.numeric(Sys.time() - t0, units = "secs")))

# Search small n at large psi for designs whose power dips after first crossing the target,
# so that first_n < required_n.
found <- 0
for (psi in c(1, 0.9, 0.8, 0.7, 0.6, 0.5)) {
  found_here <- 0
  for (delta in c(0.2, 0.25, 0.3, 0.4, 0.5, 0.6)) for (target in c(0.5, 0.8, 0.9)) for (alpha in c(0.05, 0.01)) {
    if (delta > psi || found_here >= 2) next
    d <- design(psi = psi, delta = delta, alpha = alpha, target = target)
    s <- sample_sizes(d, start = 128, limit = 256)
    if (!is.null(s) && s$first < s$required) {
      size_case(d, note = sprintf(paste("found by search (small n, large psi): power first reaches the target",
                                        "at n = %d (%.4f) but falls below it again within [n, 2n];",
                                        "stable from n = %d"), s$first, s$power[s$first], s$required))
      found <- found + 1
      found_here <- found_here + 1
    }
  }
  if (found_here == 0) message(sprintf("  search: no design with first_n < required_n at psi = %g (required_n <= 128)", psi))
}
message(sprintf("designs with first_n < required_n found: %d (%.0f s)", found,
                as.numeric(Sys.time() - t0, units = "secs")))
if (found == 0) warning("no design with first_n < required_n found")

## ---- normal approximation ----
n_normal <- 0
for (psi in c(0.05, 0.1, 0.2, 0.3, 0.5, 0.9)) for (delta in c(0.01, 0.02, 0.05, 0.1, 0.2, 0.5)) {
  if (delta >= psi) next
  for (v in list(list(0.05, 1, TRUE, 0.8), list(0.05, 3, TRUE, 0.8), list(0.01, 1, FALSE, 0.9),
                 list(0.05 / 3, 3, FALSE, 0.8), list(0.05, 1, TRUE, 0.5))) {
    # K is ignored by the approximation: the M = 3 designs say K = 5 to show it.
    d <- normal_args(design(psi = psi, delta = delta, alpha = v[[1]], models = v[[2]],
                            perturbers = if (v[[2]] == 1) 1 else 5,
                            one_sided = v[[3]], target = v[[4]]))
    raw <- normal_required_n_raw(d)
    if (abs(raw - round(raw)) < 1e-9) next  # ceiling of a near-integer: no reliable reference
    note <- if (psi == 0.2 && delta == 0.05 && v[[2]] == 1 && v[[3]] && v[[4]] == 0.8) "docs/statistics.md: 493"
            else if (psi == 0.3 && delta == 0.05 && v[[2]] == 1 && v[[3]] && v[[4]] == 0.8) "docs/statistics.md: 740"
            else NULL
    add_case(cs, "normalRequiredN", list(d), ceiling(raw), note = note)
    for (n in c(10, 100, 493, 5000)) {
      e <- d; e$n <- n; e <- e[c("n", setdiff(names(e), "n"))]; e$target_power <- NULL
      add_case(cs, "normalPower", list(e), normal_power(e),
               note = if (n == 493 && !is.null(note) && note == "docs/statistics.md: 493") "docs/statistics.md: 0.800" else NULL)
      n_normal <- n_normal + 1
    }
  }
}
for (n in c(10, 30, 100, 493, 1000, 20000)) for (psi in c(0.05, 0.2, 0.3, 0.5, 0.9)) {
  for (v in list(list(0.05, 1, TRUE, 0.8), list(0.01, 3, FALSE, 0.9))) {
    d <- normal_args(design(n = n, psi = psi, alpha = v[[1]], models = v[[2]], perturbers = 1,
                            one_sided = v[[3]], target = v[[4]]))
    r <- normal_mde(d)
    if (is.null(r)) next
    add_case(cs, "normalMinDetectableEffect", list(d), r,
             note = if (n == 100 && psi == 0.2 && v[[2]] == 1) "docs/statistics.md: 0.1100" else NULL)
  }
}
message(sprintf("normal approximation done (%.0f s)", as.numeric(Sys.time() - t0, units = "secs")))

out <- file.path(here, "power.json")
write_reference(out, "power.R", cs, extra = list(
  args = paste("one object, snake_case: n (absent for firstN/requiredN/normalRequiredN), discordant_rate,",
               "effect (absent for the MDE functions), alpha, models, perturbers, one_sided,",
               "emax (exact|bailey; absent for the normal approximation), target_power (where relevant)")))
run_crosscheck(out)
