# Shared helpers for the reference generators: JSON without jsonlite (base R only),
# numbers printed with up to 17 significant digits so a double round-trips exactly.

num <- function(x) {
  if (is.null(x) || (length(x) == 1 && is.na(x))) return("null")
  stopifnot(length(x) == 1, is.finite(x))
  if (x == round(x) && abs(x) < 2^53) return(sprintf("%.0f", x))
  # Shortest of 15..17 significant digits that reads back as the same double (like Python repr).
  for (d in 15:16) {
    s <- sprintf("%.*g", d, x)
    if (as.numeric(s) == x) return(s)
  }
  sprintf("%.17g", x)
}

str_json <- function(s) {
  s <- gsub("\\\\", "\\\\\\\\", s)
  s <- gsub("\"", "\\\\\"", s)
  paste0("\"", s, "\"")
}

# Converts an R value to JSON. Named lists become objects, unnamed lists arrays;
# atomic vectors of length != 1 (or wrapped in I()) become arrays.
to_json <- function(x) {
  if (is.null(x)) return("null")
  if (is.list(x)) {
    parts <- vapply(x, to_json, "")
    if (!is.null(names(x))) {
      return(paste0("{", paste0(str_json(names(x)), ":", parts, collapse = ","), "}"))
    }
    return(paste0("[", paste(parts, collapse = ","), "]"))
  }
  as_array <- inherits(x, "AsIs") || length(x) != 1
  one <- function(v) {
    if (is.logical(v)) return(if (is.na(v)) "null" else if (v) "true" else "false")
    if (is.character(v)) return(str_json(v))
    num(v)
  }
  x <- unclass(x)
  parts <- vapply(seq_along(x), function(i) one(x[[i]]), "")
  if (as_array) paste0("[", paste(parts, collapse = ","), "]") else parts
}

new_cases <- function() {
  env <- new.env()
  env$items <- character(0)
  env
}

# One case per line keeps the files diffable.
add_case <- function(cases, fn, args, value, tol = NULL, note = NULL) {
  obj <- list(fn = fn, args = args, value = value)
  if (!is.null(tol)) obj$tol <- tol
  if (!is.null(note)) obj$note <- note
  cases$items <- c(cases$items, to_json(obj))
  invisible(NULL)
}

write_reference <- function(path, generator, cases, extra = list()) {
  software <- sprintf("R %s.%s", R.version$major, R.version$minor)
  head <- list(generator = generator, software = software)
  for (k in names(extra)) head[[k]] <- extra[[k]]
  head_json <- sub("}$", "", to_json(head))
  body <- paste0(head_json, ",\n\"cases\": [\n", paste(cases$items, collapse = ",\n"), "\n]}\n")
  writeLines(body, path, sep = "")
  message(sprintf("wrote %s: %d cases", path, length(cases$items)))
}

# Adds the scipy cross-check (max relative disagreement per function) to the file.
run_crosscheck <- function(path) {
  here <- dirname(path)
  status <- system2("/usr/bin/python3", c(file.path(here, "crosscheck.py"), path))
  if (status != 0) stop("crosscheck failed for ", path)
}

relerr <- function(x, ref) ifelse(x == ref, 0, abs(x - ref) / pmax(abs(ref), .Machine$double.xmin))

# Stops the generator when R disagrees with a value docs/statistics.md states.
expect_close <- function(label, got, want, rel = 1e-12) {
  e <- relerr(got, want)
  if (any(e > rel)) stop(sprintf("%s: got %.17g, want %.17g (rel %.3g)", label, got, want, max(e)))
  message(sprintf("check ok: %s (rel %.2g)", label, max(e)))
}

## E[max of K iid N(0,1)]: shared by emax.R and power.R.
# x K phi(x) Phi(x)^(K-1) in log space so Phi^(K-1) does not underflow for K = 1000.
# Splitting [-12, 12] into 0.5-wide pieces keeps each piece smooth for integrate's 21-point
# Gauss-Kronrod rule; beyond +-12 the integrand is below 1e-26 for every K <= 10000 used here.
emax_exact <- function(k) {
  if (k == 1) return(0)
  f <- function(x) x * exp(log(k) + dnorm(x, log = TRUE) + (k - 1) * pnorm(x, log.p = TRUE))
  br <- seq(-12, 12, by = 0.5)
  parts <- mapply(function(lo, hi) integrate(f, lo, hi, rel.tol = 1e-12, abs.tol = 1e-300,
                                              subdivisions = 1000L)$value, br[-length(br)], br[-1])
  sum(sort(parts[parts < 0]), sort(parts[parts > 0], decreasing = TRUE))
}
# Second route, by parts: E = int_0^inf [1 - Phi(x)^K - Phi(-x)^K] dx.
emax_by_parts <- function(k) {
  if (k == 1) return(0)
  g <- function(x) -expm1(k * pnorm(x, log.p = TRUE)) - exp(k * pnorm(-x, log.p = TRUE))
  br <- seq(0, 14, by = 0.5)
  sum(mapply(function(lo, hi) integrate(g, lo, hi, rel.tol = 1e-12, abs.tol = 1e-300,
                                        subdivisions = 1000L)$value, br[-length(br)], br[-1]))
}
euler <- -digamma(1)
# 1 - 1/K computed as an upper tail so no digits are lost for large K.
emax_bailey <- function(k) {
  if (k == 1) return(0)
  (1 - euler) * qnorm(1 / k, lower.tail = FALSE) + euler * qnorm(1 / (k * exp(1)), lower.tail = FALSE)
}

