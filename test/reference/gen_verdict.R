# Generates test/reference/verdict.json: full per-model verdicts for a grid of table sets,
# computed independently of contamgate with base R (binom.test, qbeta, pbinom, p.adjust,
# pchisq, integrate). Achieved power is a brute-force sum over every (m, b) as in STATS.md.
# Run: Rscript test/reference/gen_verdict.R   (from the repository root)

num <- function(x) {
  if (is.null(x) || (length(x) == 1 && is.na(x))) return("null")
  if (!is.finite(x)) stop("non-finite value")
  if (x == 0) return("0")
  sprintf("%.17g", x)
}
str <- function(s) paste0('"', gsub('"', '\\\\"', s), '"')
obj <- function(...) {
  kv <- list(...)
  paste0("{", paste0(str(names(kv)), ":", unlist(kv), collapse = ","), "}")
}
arr <- function(v) paste0("[", paste(v, collapse = ","), "]")
bool <- function(b) if (b) "true" else "false"

emax_exact <- function(K) {
  if (K == 1) return(0)
  integrate(function(x) x * K * dnorm(x) * pnorm(x)^(K - 1), -Inf, Inf,
            rel.tol = 1e-13, abs.tol = 0, subdivisions = 1000L)$value
}
emax_bailey <- function(K) {
  if (K == 1) return(0)
  g <- 0.5772156649015329
  (1 - g) * qnorm(1 - 1 / K) + g * qnorm(1 - 1 / (K * exp(1)))
}

p_one <- function(b, c) { nd <- b + c; if (nd == 0) 1 else pbinom(b - 1, nd, 0.5, lower.tail = FALSE) }
se_of <- function(b, c, n) { if (b + c == 0) 0 else sqrt((b + c) - (b - c)^2 / n) / n }
lcb_of <- function(b, c, n, alpha) {
  nd <- b + c
  if (nd == 0) return(0)
  piL <- if (b == 0) 0 else qbeta(alpha, b, c + 1)
  (nd / n) * (2 * piL - 1)
}
ci_of <- function(b, c, n, alpha) {
  nd <- b + c
  if (nd == 0) return(c(0, 0))
  lo <- if (b == 0) 0 else qbeta(alpha / 2, b, c + 1)
  hi <- if (c == 0) 1 else qbeta(1 - alpha / 2, b + 1, c)
  (nd / n) * (2 * c(lo, hi) - 1)
}

# The rule the power gate assumes: one-sided p < alpha/M and lcb - E(K)*SE > 0.
fires <- function(b, m, n, alpha, M, E) {
  if (m == 0) return(FALSE)
  c <- m - b
  if (!(p_one(b, c) < alpha / M)) return(FALSE)
  lcb_of(b, c, n, alpha) - E * se_of(b, c, n) > 0
}
power_brute <- function(n, psi, delta, alpha, M, E) {
  pi1 <- (1 + delta / psi) / 2
  total <- 0
  for (m in 0:n) {
    wm <- dbinom(m, n, psi)
    if (m == 0 || wm == 0) next
    inner <- 0
    for (b in 0:m) if (fires(b, m, n, alpha, M, E)) inner <- inner + dbinom(b, m, pi1)
    total <- total + wm * inner
  }
  total
}

verdict_case <- function(tables, alpha, target, K, emax, power = 0.8) {
  M <- length(tables)
  E <- if (emax == "exact") emax_exact(K) else emax_bailey(K)
  nm <- names(tables)
  ps <- sapply(tables, function(t) p_one(t[2], t[3]))
  ph <- p.adjust(ps, method = "holm")
  pb <- p.adjust(ps, method = "BH")
  models <- character(0)
  drops <- numeric(0); ses <- numeric(0)
  for (i in seq_len(M)) {
    t <- tables[[i]]; a <- t[1]; b <- t[2]; c <- t[3]; e <- t[4]; n <- sum(t)
    ao <- binom.test(a + b, n, conf.level = 1 - alpha)$conf.int
    ap <- binom.test(a + c, n, conf.level = 1 - alpha)$conf.int
    se <- se_of(b, c, n); lcb <- lcb_of(b, c, n, alpha); ci <- ci_of(b, c, n, alpha)
    adj <- lcb - E * se
    psi <- (b + c) / n
    pw <- if (psi >= target) power_brute(n, psi, target, alpha, M, E) else NA
    drops[i] <- (b - c) / n; ses[i] <- se
    models[i] <- obj(
      name = str(nm[i]), n = num(n),
      table = obj(a = num(a), b = num(b), c = num(c), e = num(e)),
      accuracy_original = obj(estimate = num((a + b) / n), ci = obj(lower = num(ao[1]), upper = num(ao[2]))),
      accuracy_perturbed = obj(estimate = num((a + c) / n), ci = obj(lower = num(ap[1]), upper = num(ap[2]))),
      drop = num((b - c) / n), drop_ci = obj(lower = num(ci[1]), upper = num(ci[2])),
      lcb = num(lcb), se = num(se), deflation = num(E * se), adjusted_lcb = num(adj),
      p_value = num(ps[i]), p_holm = num(ph[i]), p_bh = num(pb[i]),
      detected = bool(adj > 0 && ph[i] < alpha),
      discordant_rate = num(psi), achieved_power = num(pw),
      unparsed_original = "null", unparsed_perturbed = "null")
  }
  ok <- ses > 0
  het <- "null"
  if (sum(ok) >= 2) {
    w <- 1 / ses[ok]^2
    pooled <- sum(w * drops[ok]) / sum(w)
    q <- sum(w * (drops[ok] - pooled)^2)
    df <- sum(ok) - 1
    pq <- pchisq(q, df, lower.tail = FALSE)
    i2 <- if (q > 0) max(0, (q - df) / q) else 0
    reading <- if (pq < alpha) "heterogeneous" else if (pooled > 0) "homogeneous-positive" else "homogeneous-not-positive"
    het <- obj(q = num(q), df = num(df), p_value = num(pq), i_squared = num(i2), pooled_drop = num(pooled),
               excluded = arr(sapply(nm[!ok], str)), reading = str(reading))
  }
  targs <- arr(sapply(seq_len(M), function(i) obj(name = str(nm[i]), a = num(tables[[i]][1]), b = num(tables[[i]][2]),
    c = num(tables[[i]][3]), e = num(tables[[i]][4]), unparsedOriginal = "null", unparsedPerturbed = "null")))
  design <- obj(alpha = num(alpha), targetEffect = num(target), perturbers = num(K), emax = str(emax), power = num(power))
  obj(fn = str("computeVerdict"), args = arr(c(targs, design)),
      value = obj(models = arr(models), heterogeneity = het, emax_value = num(E)))
}

T <- function(...) list(...)
cases <- list(
  # the issue's "Done when" pair
  verdict_case(T(clean = c(60, 6, 5, 29), dirty = c(50, 35, 2, 13)), 0.05, 0.05, 1, "exact"),
  # the issue's single-table known values
  verdict_case(T(m = c(50, 30, 2, 18)), 0.05, 0.05, 1, "exact"),
  # the issue's Cochran's Q example
  verdict_case(T(m1 = c(50, 35, 2, 13), m2 = c(60, 6, 5, 29), m3 = c(58, 5, 7, 30)), 0.05, 0.05, 1, "exact"),
  # n_d = 0 in one model (excluded from heterogeneity), and in every model (no heterogeneity)
  verdict_case(T(flat = c(40, 0, 0, 60), m2 = c(30, 10, 4, 56), m3 = c(35, 8, 9, 48)), 0.05, 0.05, 1, "exact"),
  verdict_case(T(x = c(40, 0, 0, 60), y = c(70, 0, 0, 30)), 0.05, 0.05, 1, "exact"),
  # b = 0 and c = 0
  verdict_case(T(b0 = c(50, 0, 8, 42), c0 = c(45, 12, 0, 43)), 0.05, 0.05, 1, "exact"),
  verdict_case(T(c0 = c(45, 12, 0, 43)), 0.05, 0.1, 5, "exact"),
  # target effect above the discordant rate: achieved power undefined
  verdict_case(T(tight = c(90, 2, 1, 7), loose = c(40, 20, 14, 26)), 0.05, 0.05, 1, "exact"),
  # K = 5 and K = 30, exact and Bailey
  verdict_case(T(m1 = c(120, 40, 15, 25), m2 = c(110, 22, 20, 48)), 0.05, 0.05, 5, "exact"),
  verdict_case(T(m1 = c(120, 40, 15, 25), m2 = c(110, 22, 20, 48)), 0.05, 0.05, 5, "bailey"),
  verdict_case(T(m1 = c(200, 60, 20, 120), m2 = c(180, 30, 28, 162), m3 = c(150, 45, 22, 183)), 0.05, 0.05, 30, "exact"),
  verdict_case(T(m1 = c(200, 60, 20, 120), m2 = c(180, 30, 28, 162), m3 = c(150, 45, 22, 183)), 0.05, 0.05, 30, "bailey"),
  # alpha = 0.05/3
  verdict_case(T(m1 = c(50, 30, 2, 18), m2 = c(60, 6, 5, 29)), 0.05 / 3, 0.05, 1, "exact"),
  verdict_case(T(p = c(70, 18, 6, 56), q = c(65, 12, 11, 62), r = c(80, 9, 14, 47)), 0.05 / 3, 0.08, 5, "exact"),
  # M = 4 and M = 5
  verdict_case(T(a1 = c(100, 25, 10, 65), a2 = c(90, 14, 12, 84), a3 = c(95, 30, 5, 70), a4 = c(110, 9, 13, 68)),
               0.05, 0.05, 1, "exact"),
  verdict_case(T(g1 = c(30, 12, 3, 15), g2 = c(28, 7, 6, 19), g3 = c(33, 4, 9, 14), g4 = c(25, 15, 2, 18), g5 = c(31, 6, 6, 17)),
               0.05, 0.1, 5, "exact"),
  # homogeneous with a positive pooled drop, and homogeneous with a negative one
  verdict_case(T(u1 = c(100, 20, 10, 70), u2 = c(95, 21, 11, 73), u3 = c(105, 19, 9, 67)), 0.05, 0.05, 1, "exact"),
  verdict_case(T(v1 = c(100, 8, 12, 80), v2 = c(95, 9, 13, 83)), 0.05, 0.05, 1, "exact"),
  # every item discordant (psi = 1), and a larger n
  verdict_case(T(all = c(0, 60, 40, 0)), 0.05, 0.1, 1, "exact"),
  verdict_case(T(big1 = c(300, 45, 25, 230), big2 = c(320, 30, 29, 221)), 0.05, 0.03, 5, "exact"),
  # one-sided alpha = 0.01 with K = 30 and Bailey
  verdict_case(T(s1 = c(150, 50, 10, 90), s2 = c(160, 20, 18, 102)), 0.01, 0.06, 30, "bailey")
)

# Holm and Benjamini-Hochberg on the Benjamini & Hochberg (1995) example, as the verdict reports them
bh95 <- c(0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262,
          0.5719, 0.6528, 0.7590, 1.000)
adj_case <- function(fn, method, ps) obj(fn = str(fn), args = arr(c(arr(sapply(ps, num)))),
                                        value = arr(sapply(p.adjust(ps, method = method), num)))
cases <- c(cases, list(adj_case("holm", "holm", bh95), adj_case("benjaminiHochberg", "BH", bh95),
                       adj_case("holm", "holm", rev(bh95)), adj_case("benjaminiHochberg", "BH", rev(bh95))))

software <- R.version.string
out <- paste0('{"generator":"gen_verdict.R","software":', str(software), ',"cases":[\n',
              paste(cases, collapse = ",\n"), "\n]}\n")
writeLines(out, "test/reference/verdict.json", sep = "")
cat("wrote", length(cases), "cases\n")
