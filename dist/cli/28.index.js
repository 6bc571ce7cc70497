export const id = 28;
export const ids = [28];
export const modules = {

/***/ 5028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8692);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1469);
/* harmony import */ var _run_execute_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7857);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7072);
/* harmony import */ var _run_run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9830);
/* harmony import */ var _verdict_render_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9192);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3876);










const HELP = `usage: contamgate run [--config contamgate.yml] (--items PATH | --synthetic N) --model SPEC ... --target-effect D --expected-discordant-rate PSI [flags]

  --config PATH                  read design:, benchmark:, models: and run: from a contamgate.yml;
                                 flags given on the command line override it (--model replaces models:)

  --items PATH                   benchmark items, JSONL {"id","question","choices","answer"}
  --synthetic N                  N synthetic items instead (with fake models: no key needed)
  --split dev|holdout|all        which split of --items (default dev); --sample-n N samples it
  --model SPEC                   provider=ID[,label=L][,base-url=URL][,accuracy=A][,memorized=F]; repeatable
  --target-effect D              preregistered drop to detect, as a proportion (0.05 = 5 pt)
  --expected-discordant-rate P   expected share of discordant pairs, for the power gate
  --alpha A  --power P  --emax exact|bailey
  --seed S                       perturbation seed (default "contamgate")
  --perturber NAME               shuffle_choices (default), derange_choices; repeatable (K)
  --prompt NAME                  built-in prompt format: en (default), ja (letter only), en-answer-line, ja-answer-line
  --yes                          confirm the announced paid calls (without it: exit 3, nothing sent)
  --force-underpowered           run although the power gate fails (the shortfall goes into the report)
  --budget N                     most paid calls (default: exactly the calls announced)
  --requests-per-minute R  --concurrency C (default 4)  --max-retries R (default 5)  --timeout SECONDS (default 60)
  --temperature T (default 0)  --max-tokens N (default 16)
  --cache-dir DIR                response cache (default .contamgate-cache); --no-cache to use none
  --json PATH                    also write the report as JSON

exit: 0 nothing detected, 1 contamination detected, 2 underpowered, 3 spend not confirmed or budget
exhausted, 4 invalid input or a provider refused
`;
async function runCommand(argv, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .b)(argv, {
        config: { type: "string" },
        items: { type: "string" },
        synthetic: { type: "string" },
        split: { type: "string" },
        "sample-n": { type: "string" },
        model: { type: "string", multiple: true },
        "target-effect": { type: "string" },
        "expected-discordant-rate": { type: "string" },
        alpha: { type: "string" },
        power: { type: "string" },
        emax: { type: "string" },
        seed: { type: "string" },
        perturber: { type: "string", multiple: true },
        prompt: { type: "string" },
        yes: { type: "boolean" },
        "force-underpowered": { type: "boolean" },
        budget: { type: "string" },
        "requests-per-minute": { type: "string" },
        concurrency: { type: "string" },
        "max-retries": { type: "string" },
        timeout: { type: "string" },
        temperature: { type: "string" },
        "max-tokens": { type: "string" },
        "cache-dir": { type: "string" },
        "no-cache": { type: "boolean" },
        json: { type: "string" },
        help: { type: "boolean", short: "h" },
    });
    if (values.help) {
        io.stdout(HELP);
        return _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.Pass;
    }
    // Checked before the run: a paid run must not end without the report it was asked to write.
    if (values.json !== undefined)
        await checkWritableFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values.json));
    const cfg = values.config !== undefined ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__.loadConfig)(values.config, io.cwd) : undefined;
    const { options, warnings } = await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_5__/* .buildRunOptions */ .i)(values, cfg, io.cwd);
    const { items, itemsSource, seed } = options;
    for (const w of warnings)
        io.stderr(`warning: ${w}\n`);
    // On a terminal one line is redrawn in place every second; in CI a plain line every 10 s.
    const tty = (process.stderr.isTTY ?? false) && !io.env.CI && io.env.TERM !== "dumb";
    let drawn = false;
    const outcome = await (0,_run_run_js__WEBPACK_IMPORTED_MODULE_6__/* .runEvaluation */ .K)(options, {
        env: io.env,
        log: (line) => {
            if (drawn)
                io.stderr("\n");
            drawn = false;
            io.stderr(`${line}\n`);
        },
        onProgress: (p) => {
            if (tty) {
                io.stderr(`\r\x1b[2Kprogress: ${(0,_run_execute_js__WEBPACK_IMPORTED_MODULE_8__/* .formatProgress */ .V)(p)}`);
                drawn = true;
            }
            else
                io.stderr(`progress: ${(0,_run_execute_js__WEBPACK_IMPORTED_MODULE_8__/* .formatProgress */ .V)(p)}\n`);
        },
        progressEveryMs: tty ? 1000 : 10_000,
    });
    if (drawn)
        io.stderr("\n");
    if (outcome.stage === "stopped")
        io.stderr(`contamgate run: stopped: ${outcome.error}\n`);
    outcome.warnings.unshift(...warnings);
    if (outcome.stage === "done") {
        io.stdout(`contamgate run: ${items.length.toLocaleString("en-US")} items (${itemsSource}), seed "${seed}", prompt ${outcome.promptFormat}, ` +
            `temperature ${options.temperature}, max tokens ${options.maxTokens}\n`);
        for (const v of outcome.verdicts) {
            if (outcome.verdicts.length > 1)
                io.stdout(`\n== perturber ${v.perturber} ==\n`);
            io.stdout((0,_verdict_render_js__WEBPACK_IMPORTED_MODULE_9__/* .renderVerdictText */ .rP)(v.report));
        }
        if (outcome.spend) {
            const s = outcome.spend;
            io.stdout(`\nspend: ${s.calls} calls, ${s.attempts} attempts, ${s.retries} retries; answers from cache: ${outcome.asks?.hits ?? 0}` +
                (outcome.cache ? `; cache: ${outcome.cache.entries} entries (${outcome.cache.newEntries} new)` : "") + "\n");
        }
    }
    if (values.json !== undefined) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values.json), JSON.stringify((0,_run_run_js__WEBPACK_IMPORTED_MODULE_6__/* .runJson */ .M)(options, outcome), null, 2) + "\n");
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write the report (${e.code ?? "error"})`, { field: "--json" });
        }
    }
    return outcome.exitCode;
}
async function checkWritableFile(path) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);
    let problem = null;
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(dir)).isDirectory())
            problem = `${dir} is not a directory`;
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
    catch (e) {
        problem ??= e.code ?? "error";
    }
    if (problem !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write the report there (${problem})`, { field: "--json" });
}


/***/ }),

/***/ 9192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ signedPt),
/* harmony export */   jO: () => (/* binding */ pIs),
/* harmony export */   rP: () => (/* binding */ renderVerdictText),
/* harmony export */   v3: () => (/* binding */ levelLabel)
/* harmony export */ });
/* unused harmony export fmtP */
/**
 * The human report. Never a bare point estimate (STATS.md, last section): every accuracy and
 * drop carries its interval and n, every power its conditions, and every "not detected" its
 * detection floor. Intervals are labelled with their true level, 1 − α.
 */
function renderVerdictText(r) {
    const d = r.design;
    const level = levelLabel(d.alpha);
    const out = [];
    out.push(`contamgate verdict: ${d.models} model${d.models === 1 ? "" : "s"}; exact one-sided McNemar at α = ${fmtNum(d.alpha)}, ` +
        `Holm across ${d.models} model${d.models === 1 ? "" : "s"}; K = ${d.perturbers} perturber${d.perturbers === 1 ? "" : "s"} tried ` +
        `(E[max] ${d.emax} = ${d.emaxValue.toFixed(4)}); target effect ${pt(d.targetEffect)}, target power ${d.power.toFixed(2)}`);
    const named = r.models.filter((m) => m.detected).map((m) => m.name);
    out.push(named.length ? `contamination detected in: ${named.join(", ")}` : "contamination detected in: none");
    out.push("");
    r.models.forEach((m, i) => {
        out.push(...renderModel(m, r.detectionFloors[i] ?? null, r, level));
        out.push("");
    });
    out.push(...renderHeterogeneity(r));
    if (r.warnings.length) {
        out.push("", "warnings:");
        for (const w of r.warnings)
            out.push(`  - ${w}`);
    }
    return out.join("\n") + "\n";
}
function renderModel(m, floor, r, level) {
    const d = r.design;
    const { a, b, c, e } = m.table;
    const nd = b + c;
    const lines = [];
    lines.push(m.detected
        ? `${m.name}: DETECTED (adjusted lower bound > 0 and Holm p < ${fmtNum(d.alpha)})`
        : `${m.name}: not detected`);
    lines.push(`  table: a = ${a} both correct, b = ${b} original only, c = ${c} perturbed only, e = ${e} neither; n = ${m.n}, ${nd} discordant`);
    lines.push(`  accuracy original ${pct(m.accuracy_original.estimate)} (${level} CI ${pct(m.accuracy_original.ci.lower)} to ${pct(m.accuracy_original.ci.upper)}; ${a + b}/${m.n}), ` +
        `perturbed ${pct(m.accuracy_perturbed.estimate)} (${level} CI ${pct(m.accuracy_perturbed.ci.lower)} to ${pct(m.accuracy_perturbed.ci.upper)}; ${a + c}/${m.n})`);
    const dp = dropDecimals(m.drop_ci.upper - m.drop_ci.lower);
    lines.push(`  drop ${signedPt(m.drop, dp)} (${level} CI ${signedPt(m.drop_ci.lower, dp)} to ${signedPt(m.drop_ci.upper, dp)}; one-sided ${level} lower bound ${signedPt(m.lcb, dp)}; ` +
        `n = ${m.n}, ${nd} discordant) — exact Clopper–Pearson, conditional on the ${nd} discordant pair${nd === 1 ? "" : "s"}`);
    lines.push(`  SE ${pt(m.se, 2)}; deflation E[max](K = ${d.perturbers}) × SE = ${pt(m.deflation, 2)}; adjusted lower bound ${signedPt(m.adjusted_lcb, dp)}`);
    lines.push(`  exact one-sided p ${pIs(m.p_value)}; Holm p ${pIs(m.p_holm)} across ${d.models} model${d.models === 1 ? "" : "s"} ` +
        `(Benjamini–Hochberg p ${pIs(m.p_bh)}, for triage only)`);
    const conditions = `n = ${m.n}, discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}), α = ${fmtNum(d.alpha)}, M = ${d.models}, K = ${d.perturbers}`;
    if (m.achieved_power === null) {
        lines.push(`  achieved power: undefined for a ${pt(d.targetEffect)} drop — the discordant rate ${pct(m.discordant_rate)} (${nd}/${m.n}) is smaller than the drop itself`);
    }
    else {
        lines.push(`  achieved power ${m.achieved_power.toFixed(3)} for a ${pt(d.targetEffect)} drop (exact; ${conditions})`);
    }
    if (!m.detected)
        lines.push(`  ${floorSentence(m, floor, d.power)}`);
    if (m.unparsed_original !== null && m.unparsed_perturbed !== null) {
        lines.push(`  unparsed answers (scored wrong): ${m.unparsed_original}/${m.n} original, ${m.unparsed_perturbed}/${m.n} perturbed`);
    }
    return lines;
}
function floorSentence(m, floor, power) {
    const nd = m.table.b + m.table.c;
    if (nd === 0) {
        return `no discordant pairs (0/${m.n}): every item scored the same in both conditions, so the drop on these items is exactly 0; the test had nothing to weigh`;
    }
    if (floor === null) {
        return (`no detection floor: even a drop as large as the discordant rate (${pct(m.discordant_rate)}, ${nd}/${m.n}) ` +
            `would be detected with power below ${power.toFixed(2)}; at this n nothing can be ruled out`);
    }
    return (`no drop above ${pt(floor)} was present; smaller ones are invisible at this n ` +
        `(minimum detectable effect at power ${power.toFixed(2)}, n = ${m.n}, discordant rate ${nd}/${m.n})`);
}
function renderHeterogeneity(r) {
    const h = r.heterogeneity;
    if (h === null)
        return ["across models: heterogeneity not assessed (fewer than 2 models with SE > 0)"];
    const included = r.models.filter((m) => h.included.includes(m.name));
    const nTotal = included.reduce((s, m) => s + m.n, 0);
    // As many decimals as the narrowest included interval needs, so a small pooled drop keeps its size and sign.
    const dp = Math.max(...included.map((m) => dropDecimals(m.drop_ci.upper - m.drop_ci.lower)));
    return [
        `across models: Cochran's Q = ${h.q.toFixed(3)}, df = ${h.df}, p ${pIs(h.p_value)}, I² = ${pct(h.i_squared)} ` +
            `(over ${h.included.length} models with SE > 0: ${h.included.join(", ")}; excluded: ${h.excluded.length ? h.excluded.join(", ") + " (SE = 0)" : "none"})`,
        `  pooled drop ${signedPt(h.pooled_drop, dp)} (inverse-variance weighted over ${h.included.length} models, ${nTotal} paired items in total)`,
        `  ${h.interpretation}`,
    ];
}
/**
 * "95%" for α = 0.05; "98.33%" for α = 0.05/3: the true two-sided level 1 − α. Small α gets more
 * decimals (α = 1e-5 → "99.999%"), so a level below 100% is never printed as "100%".
 */
function levelLabel(alpha) {
    const decimals = Math.min(20, Math.max(2, Math.ceil(-Math.log10(100 * alpha)) + 1));
    return `${Number((100 * (1 - alpha)).toFixed(decimals))}%`;
}
function pct(x) {
    return `${(100 * x).toFixed(1)}%`;
}
/**
 * Decimals for one model's drop, interval and bounds: one, or more when the interval is narrower
 * than a point (large n), so a bound of −0.009 pt is not printed as "+0.0 pt".
 */
function dropDecimals(widthProportion) {
    const width = 100 * widthProportion;
    if (!(width > 0))
        return 1;
    return Math.min(8, Math.max(1, Math.ceil(-Math.log10(width)) + 1));
}
/** Points at `digits` decimals; a nonzero value too small for them keeps two significant digits instead of reading 0. */
function pt(x, digits = 1) {
    const v = 100 * x;
    if (v !== 0 && Math.abs(v) < 10 ** -digits)
        return `${Number(v.toPrecision(2))} pt`;
    return `${v.toFixed(digits)} pt`;
}
/** Signed points with a true minus sign: "+3.8 pt", "−1.2 pt". */
function signedPt(x, decimals = 1) {
    const v = 100 * x;
    const s = Math.abs(v).toFixed(decimals);
    // The sign is kept even when the digits round to 0: the verdict turns on the bound being > 0.
    return `${v < 0 ? "−" : "+"}${s} pt`;
}
function fmtNum(x) {
    return String(Number(x.toPrecision(4)));
}
/** "= 0.0327", or "< 1e-300" for a tail that underflowed: reads "p < 1e-300", never "p = < 1e-300". */
function pIs(p) {
    return p === 0 ? fmtP(p) : `= ${fmtP(p)}`;
}
function fmtP(p) {
    // Exact tails below the double range underflow to 0; the p-value itself is not zero.
    if (p === 0)
        return "< 1e-300";
    if (p < 1e-4)
        return p.toExponential(2);
    return String(Number(p.toPrecision(3)));
}


/***/ })

};
