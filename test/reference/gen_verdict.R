# Generates test/reference/verdict.json: verdicts of the v2 rule (docs/statistics.md) for a grid
# of (model, perturber) table sets, computed independently of contamgate with base R (pbinom,
# p.adjust, binom.test, pchisq, pf, solve, integrate + uniroot for the melded bounds via
# melded_lib.R). Achieved power is a brute-force sum over every (m, b) for K = 1, where the
# melded clause of the rule is implied by the p-value clause (lcb > 0 <=> p < alpha); for K > 1 the
# power of the v2 rule is checked against R in power.json, not here.
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

source("test/reference/melded_lib.R")

p_one <- function(b, c) { nd <- b + c; if (nd == 0) 1 else pbinom(b - 1, nd, 0.5, lower.tail = FALSE) }
se_of <- function(b, c, n) { if (b + c == 0) 0 else sqrt((b + c) - (b - c)^2 / n) / n }
bs_var <- function(b, c, n) { b1 <- b + 0.5; c1 <- c + 0.5; n1 <- n + 1; (b1 + c1 - (b1 - c1)^2 / n1) / n1^2 }

# K = 1 power of the rule: one-sided p < alpha/(M K) (the melded clause is implied).
power_brute <- function(n, psi, delta, alpha, M, K) {
  pi1 <- (1 + delta / psi) / 2
  total <- 0
  for (m in 1:n) {
    wm <- dbinom(m, n, psi)
    if (wm == 0) next
    bs <- 0:m
    fire <- pbinom(bs - 1, m, 0.5, lower.tail = FALSE) < alpha / (M * K)
    total <- total + wm * sum(dbinom(bs[fire], m, pi1))
  }
  total
}

# tables: list of list(model, perturber, t = c(a, b, c, e), d = NULL or item differences)
verdict_case <- function(tables, alpha, target, M, K, emax, power = 0.8) {
  E <- if (emax == "exact") emax_exact(K) else emax_bailey(K)
  P <- length(tables)
  ps <- sapply(tables, function(x) p_one(x$t[2], x$t[3]))
  pneg <- sapply(tables, function(x) p_one(x$t[3], x$t[2]))
  fam <- c(ps, rep(1, M * K - P))
  ph <- p.adjust(fam, method = "holm")[1:P]
  pb <- p.adjust(fam, method = "BH")[1:P]
  neg <- p.adjust(c(pneg, rep(1, M * K - P)), method = "holm")[1:P] < alpha
  pairs <- list(); detected <- logical(P)
  for (i in seq_len(P)) {
    t <- tables[[i]]$t; a <- t[1]; b <- t[2]; c <- t[3]; e <- t[4]; n <- sum(t)
    lcb <- melded_lcb(b, c, n, alpha); ucb <- melded_ucb(b, c, n, alpha)
    se0 <- sqrt(b + c) / n
    detected[i] <- ph[i] < alpha && lcb - E * se0 > 0
    pairs[[i]] <- list(lcb = lcb, ucb = ucb, se0 = se0, n = n, a = a, b = b, c = c, e = e)
  }
  models <- unique(sapply(tables, function(x) x$model))
  named <- sapply(models, function(m) any(detected[sapply(tables, function(x) x$model) == m]))
  pair_json <- function(i) {
    x <- tables[[i]]; q <- pairs[[i]]; n <- q$n; a <- q$a; b <- q$b; c <- q$c; e <- q$e
    ao <- binom.test(a + b, n, conf.level = 1 - alpha)$conf.int
    ap <- binom.test(a + c, n, conf.level = 1 - alpha)$conf.int
    psi <- (b + c) / n
    pc <- if (b + c == 0) c(0, binom.test(0, n, conf.level = 1 - alpha)$conf.int[2]) else binom.test(b + c, n, conf.level = 1 - alpha)$conf.int
    fields <- list(
      perturber = str(x$perturber), n = num(n),
      table = obj(a = num(a), b = num(b), c = num(c), e = num(e)),
      accuracy_original = obj(estimate = num((a + b) / n), ci = obj(lower = num(ao[1]), upper = num(ao[2]), level = num(1 - alpha))),
      accuracy_perturbed = obj(estimate = num((a + c) / n), ci = obj(lower = num(ap[1]), upper = num(ap[2]), level = num(1 - alpha))),
      drop = num((b - c) / n),
      drop_ci = obj(lower = num(q$lcb), upper = num(q$ucb), level = num(1 - 2 * alpha)),
      lcb = num(q$lcb), ucb = num(q$ucb), se = num(se_of(b, c, n)), se0 = num(q$se0),
      deflation = num(E * q$se0), adjusted_lcb = num(q$lcb - E * q$se0),
      p_value = num(ps[i]), p_holm = num(ph[i]), p_bh = num(pb[i]), detected = bool(detected[i]),
      discordant_rate = obj(estimate = num(psi), ci = obj(lower = num(pc[1]), upper = num(pc[2]), level = num(1 - alpha))))
    if (K == 1 && !named[[x$model]]) {
      fields$achieved_power <- if (psi >= target) num(power_brute(n, psi, target, alpha, M, K)) else "null"
    }
    do.call(obj, fields)
  }
  model_json <- sapply(models, function(m) {
    idx <- which(sapply(tables, function(x) x$model) == m)
    fire <- idx[detected[idx]]
    by <- if (length(fire)) tables[[fire[which.min(ph[fire])]]]$perturber else NA
    obj(name = str(m), detected = bool(length(fire) > 0), named_by = if (is.na(by)) "null" else str(by),
        perturbers = arr(sapply(idx, pair_json)))
  })
  # Heterogeneity per perturber with >= 2 models.
  pert <- unique(sapply(tables, function(x) x$perturber))
  z <- qnorm(1 - alpha)
  hets <- character(0)
  for (p in pert) {
    idx <- which(sapply(tables, function(x) x$perturber) == p)
    if (length(idx) < 2) next
    tb <- lapply(idx, function(i) tables[[i]]$t)
    ns <- sapply(tb, sum)
    drops <- sapply(tb, function(t) (t[2] - t[3]) / sum(t))
    w <- 1 / sapply(tb, function(t) bs_var(t[2], t[3], sum(t)))
    pooledq <- sum(w * drops) / sum(w)
    q <- sum(w * (drops - pooledq)^2)
    df <- length(idx) - 1
    i2 <- if (q > 0) max(0, (q - df) / q) else 0
    d <- lapply(idx, function(i) tables[[i]]$d)
    if (all(!sapply(d, is.null))) {
      D <- do.call(cbind, d); nn <- nrow(D); Mh <- ncol(D)
      S <- (crossprod(D) / nn - outer(colMeans(D), colMeans(D))) / nn + diag(1 / (nn + 1)^2, Mh)
      C <- cbind(diag(Mh - 1), -1)
      v <- C %*% colMeans(D)
      stat <- as.numeric(t(v) %*% solve(C %*% S %*% t(C), v))
      # Hotelling's F reference (docs/statistics.md): F = W (n - L)/(n L) on (L, n - L) df.
      pval <- pf(stat * (nn - df) / (nn * df), df, nn - df, lower.tail = FALSE)
      pooled <- mean(colMeans(D)); pse <- sqrt(sum(S)) / Mh
      test <- "paired-wald"; weighting <- "equal"; items <- nn
    } else {
      stat <- q; pval <- pchisq(q, df, lower.tail = FALSE); pooled <- pooledq; pse <- 1 / sqrt(sum(w))
      test <- "cochran-q"; weighting <- "inverse-variance"; items <- if (length(unique(ns)) == 1) ns[1] else max(ns)
    }
    lo <- pooled - z * pse
    posm <- sapply(idx, function(i) tables[[i]]$model)[detected[idx]]
    negm <- sapply(idx, function(i) tables[[i]]$model)[neg[idx]]
    reading <- if (pval < alpha) { if (length(posm)) "heterogeneous-positive" else "heterogeneous-not-positive" } else
      if (lo > 0) "homogeneous-positive" else "homogeneous-not-positive"
    hets <- c(hets, obj(perturber = str(p), test = str(test), statistic = num(stat), df = num(df), p_value = num(pval),
                        i_squared = num(i2),
                        pooled_drop = obj(estimate = num(pooled), ci = obj(lower = num(lo), upper = num(pooled + z * pse), level = num(1 - 2 * alpha)),
                                          items = num(items), weighting = str(weighting)),
                        included = arr(sapply(idx, function(i) str(tables[[i]]$model))),
                        positive = arr(vapply(posm, str, "")), negative = arr(vapply(negm, str, "")),
                        reading = str(reading)))
  }
  targs <- arr(sapply(tables, function(x) {
    items <- if (is.null(x$d)) "null" else obj(ids = arr(sapply(seq_along(x$d), function(i) str(paste0("q", i)))), d = arr(sapply(x$d, num)))
    obj(model = str(x$model), perturber = str(x$perturber), a = num(x$t[1]), b = num(x$t[2]), c = num(x$t[3]), e = num(x$t[4]),
        unparsedOriginal = "null", unparsedPerturbed = "null", items = items)
  }))
  design <- obj(alpha = num(alpha), targetEffect = num(target), models = num(M), perturbers = num(K), emax = str(emax), power = num(power))
  obj(fn = str("computeVerdict"), args = arr(c(targs, design)),
      value = obj(models = arr(model_json), heterogeneity = arr(hets), emax_value = num(E), family_size = num(M * K)))
}

# One perturber per model: tables given as name = c(a, b, c, e).
one <- function(...) { x <- list(...); lapply(names(x), function(nm) list(model = nm, perturber = "p", t = x[[nm]])) }
pair <- function(model, perturber, t, d = NULL) list(model = model, perturber = perturber, t = t, d = d)
# Item-level differences with the table's counts (b +1s, c -1s, the rest 0), in a fixed order.
items <- function(t, shift) { n <- sum(t); d <- c(rep(1, t[2]), rep(-1, t[3]), rep(0, t[1] + t[4])); d[((seq_len(n) + shift - 1) %% n) + 1] }
with_items <- function(model, perturber, t, shift) pair(model, perturber, t, items(t, shift))

cases <- list(
  # the worked pair: dirty's lcb 0.22496, 90% interval [0.22496, 0.42094]
  verdict_case(one(clean = c(60, 6, 5, 29), dirty = c(50, 35, 2, 13)), 0.05, 0.05, 2, 1, "exact"),
  verdict_case(one(m = c(50, 30, 2, 18)), 0.05, 0.05, 1, 1, "exact"),
  verdict_case(one(m1 = c(50, 35, 2, 13), m2 = c(60, 6, 5, 29), m3 = c(58, 5, 7, 30)), 0.05, 0.05, 3, 1, "exact"),
  # n_d = 0 in one model and in every model; b = n (plug-in SE 0)
  verdict_case(one(flat = c(40, 0, 0, 60), m2 = c(30, 10, 4, 56), m3 = c(35, 8, 9, 48)), 0.05, 0.05, 3, 1, "exact"),
  verdict_case(one(x = c(40, 0, 0, 60), y = c(70, 0, 0, 30)), 0.05, 0.05, 2, 1, "exact"),
  verdict_case(one(all = c(0, 5, 0, 0)), 0.05, 0.05, 1, 100, "exact"),
  verdict_case(one(all = c(0, 100, 0, 0), c = c(60, 6, 5, 29)), 0.05, 0.05, 2, 1, "exact"),
  # b = 0 and c = 0; a significantly negative drop
  verdict_case(one(b0 = c(50, 0, 8, 42), c0 = c(45, 12, 0, 43)), 0.05, 0.05, 2, 1, "exact"),
  verdict_case(one(better = c(40, 2, 30, 28), flat = c(50, 8, 8, 34)), 0.05, 0.05, 2, 1, "exact"),
  # target effect above the discordant rate: achieved power undefined
  verdict_case(one(tight = c(90, 2, 1, 7), loose = c(40, 20, 14, 26)), 0.05, 0.05, 2, 1, "exact"),
  # K tried > run, exact and Bailey; M in the design > models run
  verdict_case(one(m1 = c(120, 40, 15, 25), m2 = c(110, 22, 20, 48)), 0.05, 0.05, 2, 5, "exact"),
  verdict_case(one(m1 = c(120, 40, 15, 25), m2 = c(110, 22, 20, 48)), 0.05, 0.05, 5, 5, "bailey"),
  verdict_case(one(m1 = c(200, 60, 20, 120), m2 = c(180, 30, 28, 162), m3 = c(150, 45, 22, 183)), 0.05, 0.05, 3, 30, "exact"),
  verdict_case(one(p = c(70, 18, 6, 56), q = c(65, 12, 11, 62), r = c(80, 9, 14, 47)), 0.05 / 3, 0.08, 3, 5, "exact"),
  verdict_case(one(m1 = c(50, 30, 2, 18), m2 = c(60, 6, 5, 29)), 0.05 / 3, 0.05, 2, 1, "exact"),
  # several perturbers per model: one family of M x K
  verdict_case(list(pair("a", "shuffle", c(60, 6, 5, 29)), pair("a", "derange", c(58, 8, 6, 28)),
                    pair("b", "shuffle", c(50, 35, 2, 13)), pair("b", "derange", c(55, 20, 4, 21))), 0.05, 0.05, 2, 3, "exact"),
  verdict_case(list(pair("a", "s", c(100, 25, 10, 65)), pair("a", "d", c(98, 18, 12, 72)),
                    pair("b", "s", c(90, 14, 12, 84)), pair("b", "d", c(92, 16, 11, 81)),
                    pair("c", "s", c(95, 30, 5, 70)), pair("c", "d", c(97, 24, 6, 73))), 0.01, 0.05, 3, 2, "exact"),
  # item-level outcomes: the paired Wald test
  verdict_case(list(with_items("x", "p", c(100, 30, 10, 60), 0), with_items("y", "p", c(105, 12, 14, 69), 7)), 0.05, 0.05, 2, 1, "exact"),
  verdict_case(list(with_items("x", "p", c(50, 10, 8, 32), 0), with_items("y", "p", c(52, 9, 9, 30), 3),
                    with_items("z", "p", c(48, 11, 7, 34), 11)), 0.05, 0.05, 3, 1, "exact"),
  verdict_case(list(with_items("x", "s", c(40, 20, 4, 36), 0), with_items("x", "d", c(42, 18, 5, 35), 5),
                    with_items("y", "s", c(44, 7, 8, 41), 2), with_items("y", "d", c(45, 6, 9, 40), 9)), 0.05, 0.05, 2, 2, "exact"),
  # large n
  verdict_case(one(big1 = c(300, 45, 25, 230), big2 = c(320, 30, 29, 221)), 0.05, 0.03, 2, 5, "exact"),
  verdict_case(one(s1 = c(150, 50, 10, 90), s2 = c(160, 20, 18, 102)), 0.01, 0.06, 2, 30, "bailey")
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
