export const id = 194;
export const ids = [194,75];
export const modules = {

/***/ 8075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* reexport safe */ _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__.J),
/* harmony export */   qg: () => (/* binding */ parse)
/* harmony export */ });
/* unused harmony export Parser */
/* harmony import */ var stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2203);
/* harmony import */ var _utils_is_object_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8467);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7084);
/* harmony import */ var _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6892);
/* harmony import */ var _api_normalize_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6845);
/*
CSV Parse

Please look at the [project documentation](https://csv.js.org/parse/) for
additional information.
*/







class Parser extends stream__WEBPACK_IMPORTED_MODULE_0__.Transform {
  constructor(opts = {}) {
    super({ ...{ readableObjectMode: true }, ...opts, encoding: null });
    this.api = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .p)({
      on_skip: (err, chunk) => {
        this.emit("skip", err, chunk);
      },
      ...opts,
    });
    // Backward compatibility
    this.state = this.api.state;
    this.options = this.api.options;
    this.info = this.api.info;
  }
  // Implementation of `Transform._transform`
  _transform(buf, _, callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      buf,
      false,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.end();
        // Fix #333 and break #410
        //   ko: api.stream.iterator.coffee
        //   ko with v21.4.0, ok with node v20.5.1: api.stream.finished # aborted (with generate())
        //   ko: api.stream.finished # aborted (with Readable)
        // this.destroy()
        // Fix #410 and partially break #333
        //   ok: api.stream.iterator.coffee
        //   ok: api.stream.finished # aborted (with generate())
        //   broken: api.stream.finished # aborted (with Readable)
        this.on("end", this.destroy);
      },
    );
    if (err !== undefined) {
      this.state.stop = true;
    }
    callback(err);
  }
  // Implementation of `Transform._flush`
  _flush(callback) {
    if (this.state.stop === true) {
      return;
    }
    const err = this.api.parse(
      undefined,
      true,
      (record) => {
        this.push(record);
      },
      () => {
        this.push(null);
        this.on("end", this.destroy);
      },
    );
    callback(err);
  }
}

const parse = function () {
  let data, options, callback;
  for (const i in arguments) {
    const argument = arguments[i];
    const type = typeof argument;
    if (
      data === undefined &&
      (typeof argument === "string" || Buffer.isBuffer(argument))
    ) {
      data = argument;
    } else if (options === undefined && (0,_utils_is_object_js__WEBPACK_IMPORTED_MODULE_4__/* .is_object */ .v)(argument)) {
      options = argument;
    } else if (callback === undefined && type === "function") {
      callback = argument;
    } else {
      throw new _api_CsvError_js__WEBPACK_IMPORTED_MODULE_2__/* .CsvError */ .J(
        "CSV_INVALID_ARGUMENT",
        ["Invalid argument:", `got ${JSON.stringify(argument)} at index ${i}`],
        options || {},
      );
    }
  }
  const parser = new Parser(options);
  if (callback) {
    const records =
      options === undefined || options.objname === undefined
        ? []
        : Object.create(null);
    parser.on("readable", function () {
      let record;
      while ((record = this.read()) !== null) {
        if (options === undefined || options.objname === undefined) {
          records.push(record);
        } else {
          Object.assign(records, {
            [record[0]]: record[1],
            // writable: true,
            // enumerable: true,
            // configurable: true
          });
        }
      }
    });
    parser.on("error", function (err) {
      callback(err, undefined, parser.api.__infoDataSet());
    });
    parser.on("end", function () {
      callback(undefined, records, parser.api.__infoDataSet());
    });
  }
  if (data !== undefined) {
    const writer = function () {
      parser.write(data);
      parser.end();
    };
    // Support Deno, Rollup doesn't provide a shim for setImmediate
    if (typeof setImmediate === "function") {
      setImmediate(writer);
    } else {
      setTimeout(writer, 0);
    }
  }
  return parser;
};




/***/ }),

/***/ 731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rj: () => (/* reexport */ src_defs/* flushable */.rj),
  Jk: () => (/* reexport */ src_gen),
  _d: () => (/* reexport */ src_defs/* many */._d),
  dv: () => (/* reexport */ src_defs/* none */.dv)
});

// UNUSED EXPORTS: Stop, abortSymbol, chain, chainUnchecked, clearFunctionList, combineMany, combineManyMut, dataSource, default, fListSymbol, final, finalSymbol, finalValue, flushSymbol, fun, getFinalValue, getFunctionList, getManyValues, isDuplexNodeStream, isDuplexWebStream, isFinalValue, isFlushable, isFunctionList, isMany, isReadableNodeStream, isReadableWebStream, isStop, isWritableNodeStream, isWritableWebStream, manySymbol, normalizeMany, setFunctionList, stop, stopErrorSymbol, toMany

// EXTERNAL MODULE: ./node_modules/stream-chain/src/defs.js
var src_defs = __webpack_require__(1008);
;// CONCATENATED MODULE: ./node_modules/stream-chain/src/exec.js
// @ts-self-types="./exec.d.ts"

// Sync-when-possible, value-or-promise executor. Threads a value through a
// function-list, emitting terminal values via a `push` callback. Unlike
// `fun()`'s collect sink (whose return is ignored) the push return is HONORED: when
// push returns a Promise — a downstream backpressure signal — the executor
// suspends AT that push and chains the remainder, preserving a bounded queue.
// Returns undefined when the whole traversal ran synchronously, or a Promise
// when it had to suspend.
//
// Duck-types returned values the way the original 1.x `fun()` did: thenable →
// chain; many() → expand; .next → iterate as a generator; none → drop (null and
// undefined too, for a push marked with dropNullSymbol); stop → throw Stop;
// finalValue → emit and short-circuit. An async generator is
// not special — it's a generator whose next() returned a promise, handled by
// the same suspend/resume path. A sync generator stays synchronous.
//
// This is the engine `asStream` / `asWebStream` will adopt in place of their
// `async function applyFns` (see
// [[projects/stream-chain/design/sync-when-possible-executor]]); kept here as a
// standalone module so it can be unit-tested in isolation.



// On a push function: the value to throw once its owner is torn down.
const cancelSymbol = Symbol.for('object-stream.cancel');

// On a push function: its owner is a stream, which reserves null for its end, so
// null and undefined are dropped at every stage. gen(), fun(), and pipe() pass them.
const dropNullSymbol = Symbol.for('object-stream.dropNull');

// On a pipe() run: its Stop comes after the flush, so drain() ends the run on it.
const pipeRunSymbol = Symbol.for('object-stream.pipeRun');

// On a Stop: the index of the first stage after the one that stopped. Set at every
// stage call it leaves, so an index from an inner pipeline (a `pipe()` stage) is
// replaced by the outer one.
const stopAtSymbol = Symbol.for('object-stream.stopAt');

// gen()'s consumer-side cancel: thrown by a run's own push and caught by its own
// producer, so one value serves every run.
const GEN_CANCEL = Symbol.for('object-stream.genCancel');

const markStop = (error, index) => {
  if (src_defs/* isStop */.jX(error)) error[stopAtSymbol] = index;
  throw error;
};

// Where the flush after a stop starts; a Stop with no index (an adapter's single
// function) leaves no stage after the stopper to flush.
const stopIndex = (stop, fns) => stop[stopAtSymbol] ?? fns.length;

// The error an abnormal exit surfaces when a cleanup also fails (a generator's
// `finally`, fired by `it.return()`, or a stage's `abort`): the cleanup error alone
// when there was no error or only a `stop`, a clean end; both, when the original is a
// real Error; a non-Error control sentinel (gen()'s GEN_CANCEL) keeps its identity, since
// callers compare against it. One home for nextGen's abort and the owners' releases.
const withCleanupError = (err, cleanupErr) => {
  if (err == null || src_defs/* isStop */.jX(err)) return cleanupErr;
  return err instanceof Error
    ? new AggregateError([err, cleanupErr], 'pipeline error; generator cleanup also failed')
    : err;
};

// Checked once at build time, so a pipeline without an `abort` pays nothing at teardown.
const hasAborters = fns => fns.some(fn => fn[src_defs/* abortSymbol */.$R]);

// Each flushable stage gets its `final` or its `abort`, at most once: an owner keeps
// one `finished` set per pipeline, holding the stages whose `final` completed or whose
// `abort` was called. A stage whose `final` threw, or is still running, can be aborted.
const noteFinal = (value, fn, finished) => {
  if (value && typeof value.then == 'function') return value.then(v => (finished.add(fn), v));
  finished.add(fn);
  return value;
};

// Releases resource-owning stages among fns[0..to) on abnormal termination, in order,
// skipping those in `finished`; resolves to the failure to surface, or undefined.
const abortStages = async (fns, finished, to = fns.length) => {
  let failure;
  for (let i = 0; i < to; ++i) {
    const fn = fns[i],
      abort = fn[src_defs/* abortSymbol */.$R];
    if (!abort || finished.has(fn)) continue;
    finished.add(fn);
    try {
      await abort();
    } catch (error) {
      failure =
        failure === undefined
          ? error
          : new AggregateError([failure, error], 'stage cleanup failed more than once');
    }
  }
  return failure;
};

const next = (value, fns, index, push) => {
  for (let i = index; ;) {
    if (value && typeof value.then == 'function') {
      const ii = i;
      return value.then(
        v => next(v, fns, ii, push),
        e => markStop(e, ii)
      );
    }
    if (value === src_defs/* none */.dv || (value == null && push[dropNullSymbol])) return undefined;
    if (value === src_defs/* stop */.ds) markStop(new src_defs/* Stop */.VG(), i);
    if (src_defs/* isFinalValue */.Cm(value)) {
      const final = src_defs/* getFinalValue */.ab(value);
      if (final == null && push[dropNullSymbol]) return undefined;
      return push(final); // emit, bypass remaining fns
    }
    if (src_defs/* isMany */.cw(value)) {
      return nextMany(src_defs/* getManyValues */.kS(value), fns, i, push);
    }
    if (value && typeof value.next == 'function') {
      return nextGen(value, fns, i, push);
    }
    if (i >= fns.length) {
      return push(value); // terminal plain value
    }
    try {
      value = fns[i++](value);
    } catch (error) {
      markStop(error, i);
    }
  }
};

// Iterate a many() array, threading each element. A resumable `step` stays
// synchronous until one element returns a promise (a backpressure push, or
// genuine async); then it suspends AT that element and resumes the remainder
// via .then(step). Allocating one closure per actual suspension — not one per
// element — keeps live allocation O(1) in the array length even when the
// consumer backpressures from element 0 (the bug a per-element .then chain hit:
// a chunk-sized many() exploded into O(N) live promises). Mirrors nextGen.
const nextMany = (values, fns, i, push) => {
  const step = j => {
    for (; j < values.length; ++j) {
      const r = next(values[j], fns, i, push);
      if (r && typeof r.then == 'function') {
        const jj = j;
        return r.then(() => step(jj + 1));
      }
    }
  };
  return step(0);
};

// Iterate a generator, threading each yield. A resumable `step` keeps a sync
// generator with a draining queue fully synchronous; it goes async only when
// next() returns a promise (async generator) or a yield's push backpressures —
// then resumes via .then(step).
const nextGen = (it, fns, i, push) => {
  const step = () => {
    for (;;) {
      // a torn-down owner marks its push: a generator whose values all get dropped
      // never reaches the push, so it is stopped here, before its next yield
      if (push[cancelSymbol]) throw push[cancelSymbol];
      let data;
      try {
        data = it.next();
      } catch (error) {
        markStop(error, i);
      }
      if (data && typeof data.then == 'function') {
        return data.then(
          d => {
            if (d.done) return;
            const r = next(d.value, fns, i, push);
            return r && typeof r.then == 'function' ? r.then(step) : step();
          },
          e => markStop(e, i)
        );
      }
      if (data.done) return;
      const r = next(data.value, fns, i, push);
      if (r && typeof r.then == 'function') return r.then(step);
    }
  };
  // Abnormal termination — a downstream stage threw (sync or rejected promise),
  // or a push rejected (the gen bridge's consumer GEN_CANCEL) — leaves the source
  // generator suspended at a yield, so its `finally {}` never runs and a
  // resource-owning source (e.g. asyncBlockReader's FileHandle) leaks. Run
  // `it.return()` to fire that finally, awaiting it for an async generator, then
  // re-throw the ORIGINAL error. Normal completion (`data.done`) already ran the
  // generator's own finally — don't touch it. The sync fast path stays
  // overhead-free: a plain `try` plus one `.then(undefined, abort)` only when
  // iteration actually suspended.
  const abort = err => {
    const onCleanupError = cleanupErr => withCleanupError(err, cleanupErr);
    let ret;
    try {
      ret = it.return ? it.return() : undefined;
    } catch (cleanupErr) {
      throw onCleanupError(cleanupErr);
    }
    if (ret && typeof ret.then == 'function') {
      return ret.then(
        () => {
          throw err;
        },
        cleanupErr => {
          throw onCleanupError(cleanupErr);
        }
      );
    }
    throw err;
  };
  let r;
  try {
    r = step();
  } catch (err) {
    return abort(err);
  }
  return r && typeof r.then == 'function' ? r.then(undefined, abort) : r;
};

// Flush flushable stages (called when the factory's driver receives `none`).
// Each flushable's output threads through the stages after it, value-or-promise
// chained. Resumable `step` (same shape as nextMany) keeps live allocation O(1) in
// the number of flushable stages under backpressure. A stop during the flush is a
// clean end for the stages after the stopper: the flush resumes there, and the last
// stop is rethrown at the end. A stopper never precedes the flushable being drained,
// so each resume starts further on. An owner's `finished` set skips the stages already
// released or flushed, and records each `final` that completes.
const flush = (fns, index, push, finished) => {
  let stop = null;
  const resume = error => {
    if (!src_defs/* isStop */.jX(error)) throw error;
    stop = error;
    return step(stopIndex(error, fns));
  };
  const step = i => {
    for (; i < fns.length; ++i) {
      const f = fns[i];
      if (!src_defs/* isFlushable */.l6(f) || finished?.has(f)) continue;
      let r;
      try {
        let value;
        try {
          value = f(src_defs/* none */.dv);
        } catch (error) {
          markStop(error, i + 1);
        }
        if (finished) value = noteFinal(value, f, finished);
        r = next(value, fns, i + 1, push);
      } catch (error) {
        return resume(error);
      }
      if (r && typeof r.then == 'function') {
        const ii = i;
        return r.then(() => step(ii + 1), resume);
      }
    }
    if (stop) throw stop;
  };
  return step(index);
};

// After a stop, the stopper and the stages before it are released, never flushed. A
// failing release ends the pipeline instead, and nothing will flush the stages after
// the stopper, so they are released too. Resolves to the failure, or undefined.
const releaseStopped = async (fns, finished, stop) => {
  const failure = await abortStages(fns, finished, stopIndex(stop, fns));
  if (failure === undefined) return undefined;
  const more = await abortStages(fns, finished);
  return more === undefined
    ? failure
    : new AggregateError([failure, more], 'stage cleanup failed more than once');
};

// A stop is a clean end for the stages after the one that stopped: they are flushed,
// then the rest released. For a driver that flushes on its own (asStream, asWebStream),
// after a stop from its data pass or from its own flush, whose stages are then
// finished. A failing flush releases every stage not finished yet.
const finishStop = async (fns, stop, push, finished) => {
  let error;
  try {
    await flush(fns, stopIndex(stop, fns), push, finished);
  } catch (e) {
    if (src_defs/* isStop */.jX(e)) stop = e;
    else error = e;
  }
  const failure =
    error === undefined
      ? await releaseStopped(fns, finished, stop)
      : await abortStages(fns, finished);
  if (failure !== undefined) error = withCleanupError(error, failure);
  if (error !== undefined) throw error;
};

// gen()'s push→pull bridge over the executor (next / flush); with `once`, pipe()'s
// one-shot driver: a call drives one value, then the flush.
const genBridge = (fns, once) => {
  fns = fns
    .filter(fn => fn)
    .flat(Infinity)
    .map(fn => (src_defs/* isFunctionList */.TJ(fn) ? src_defs/* getFunctionList */.jo(fn) : fn))
    .flat(Infinity);
  if (!fns.length) {
    fns = [x => x];
  }
  const canAbort = hasAborters(fns),
    finished = new Set(); // see exec.js noteFinal
  let flushed = false,
    stopAt = 0; // after a stop, the flush starts at the stage after the stopper

  // `once`: one value, then the flush, in finishStop's order, as asStream and
  // asWebStream do: after a stop, the stages after the stopper are flushed before the
  // stopper and the stages before it are released
  const drive = async (value, push) => {
    try {
      await next(value, fns, 0, push);
    } catch (error) {
      if (!src_defs/* isStop */.jX(error)) throw error;
      await finishStop(fns, error, push, finished);
      throw error;
    }
    await flush(fns, 0, push, finished);
  };

  // push→pull bridge: the shared executor drives the producer (exec.next, or
  // exec.flush on `none`); each push parks on a promise the consumer resolves
  // when it pulls the next value, so production stays one item ahead (bounded).
  // A for-await `break` runs .return() → the finally rejects the parked push
  // with GEN_CANCEL, unwinding exec; the driver swallows it (no leaked producer).
  let g = async function* (value) {
    if (flushed) throw Error('Call to a flushed pipe.');
    const isFlush = !once && value === src_defs/* none */.dv;
    if (isFlush || once) flushed = true;

    const pending = [];
    /** @type {((value?: any) => void) | null} */
    let wakeConsumer = null;
    /** @type {((value?: any) => void) | null} */
    let resolveProducer = null;
    /** @type {((reason?: any) => void) | null} */
    let rejectProducer = null;
    let done = false,
      error = null,
      cancelled = false,
      completed = false;

    const push = v => {
      if (cancelled) throw GEN_CANCEL;
      pending.push(v);
      if (wakeConsumer) {
        const w = wakeConsumer;
        wakeConsumer = null;
        w();
      }
      return new Promise((res, rej) => {
        resolveProducer = res;
        rejectProducer = rej;
      });
    };

    Promise.resolve()
      .then(() =>
        once
          ? drive(value, push)
          : isFlush
            ? flush(fns, stopAt, push, finished)
            : next(value, fns, 0, push)
      )
      .then(
        () => {},
        e => {
          if (e === GEN_CANCEL) return;
          error = e;
          if (!isFlush && src_defs/* isStop */.jX(e)) stopAt = stopIndex(e, fns);
        }
      )
      .finally(() => {
        done = true;
        if (wakeConsumer) {
          const w = wakeConsumer;
          wakeConsumer = null;
          w();
        }
      });

    try {
      for (;;) {
        while (pending.length) {
          const v = pending.shift();
          if (resolveProducer) {
            const r = resolveProducer;
            resolveProducer = rejectProducer = null;
            r();
          }
          yield v;
        }
        if (error) throw error;
        if (done) {
          completed = true;
          return;
        }
        await new Promise(res => (wakeConsumer = res));
      }
    } finally {
      cancelled = true;
      push[cancelSymbol] = GEN_CANCEL;
      if (rejectProducer) {
        const rj = rejectProducer;
        resolveProducer = rejectProducer = null;
        rj(GEN_CANCEL);
      }
      // an error or a break: release the resource-owning stages not finished (never a
      // flush); after a stop, only those up to the stopper, the rest waiting for the
      // caller's flush
      if (!completed && canAbort) {
        const failure = src_defs/* isStop */.jX(error)
          ? await releaseStopped(fns, finished, error)
          : await abortStages(fns, finished);
        if (failure !== undefined) throw withCleanupError(error, failure);
      }
    }
  };

  if (once) return g;
  const needToFlush = fns.some(fn => src_defs/* isFlushable */.l6(fn));
  if (needToFlush) g = src_defs/* flushable */.rj(g);
  return src_defs/* setFunctionList */.zS(g, fns);
};

// Factory parallel to fun()/gen(): normalize the fn-list (flatten, unwrap nested
// function-lists, default to identity) and return a push-driven function tagged
// as a function-list. The driver is `(value, push) => void | Promise`; calling
// it with `none` flushes: after a `stop`, only the stages after the stopper.
const exec = (...fns) => {
  fns = fns
    .filter(fn => fn)
    .flat(Infinity)
    .map(fn => (defs.isFunctionList(fn) ? defs.getFunctionList(fn) : fn))
    .flat(Infinity);
  if (!fns.length) {
    fns = [x => x];
  }
  let flushed = false,
    stopAt = 0;
  const noteStop = error => {
    if (defs.isStop(error)) stopAt = stopIndex(error, fns);
    throw error;
  };
  let g = (value, push) => {
    if (flushed) throw Error('Call to a flushed pipe.');
    if (value === defs.none) {
      flushed = true;
      return flush(fns, stopAt, push);
    }
    let r;
    try {
      r = next(value, fns, 0, push);
    } catch (error) {
      noteStop(error);
    }
    return r && typeof r.then == 'function' ? r.then(undefined, noteStop) : r;
  };
  const needToFlush = fns.some(fn => defs.isFlushable(fn));
  if (needToFlush) g = defs.flushable(g);
  return defs.setFunctionList(g, fns);
};

/* harmony default export */ const src_exec = ((/* unused pure expression or super */ null && (exec)));


;// CONCATENATED MODULE: ./node_modules/stream-chain/src/gen.js
// @ts-self-types="./gen.d.ts"



// gen() builds a push→pull async-generator bridge over the shared executor
// (exec.next / exec.flush) — ~45% faster than the recursive `async function*` it
// replaced, whose native `yield*` delegation instantiated a nested generator per
// many() element. See [[projects/stream-chain/design/sync-when-possible-executor]].
const gen = (...fns) => genBridge(fns, false);

/* harmony default export */ const src_gen = (gen);


;// CONCATENATED MODULE: ./node_modules/stream-chain/src/fun.js
// @ts-self-types="./fun.d.ts"

// fun() runs a pipeline and collects every output into a single Many. It is now
// a thin adapter over the shared value-or-promise executor (exec.next): the
// collect sink never backpressures, so the executor stays synchronous on sync
// pipelines — exactly fun's old behavior, but with one dispatch engine shared
// with asStream/gen (single implementation, single correctness gate). See
// [[projects/stream-chain/design/sync-when-possible-executor]].
//
// Behavioral note vs. the previous bespoke trampoline: `stop` halts without
// flushing buffered flushables (consistent with gen(): the explicit `none` flush
// emits them, after a stop only those of the stages after the stopper), and a sync
// generator stage is iterated synchronously rather than always-async. Output
// values are unchanged.




const asArray = (...fns) => {
  fns = fns
    .filter(fn => fn)
    .flat(Infinity)
    .map(fn => (src_defs/* isFunctionList */.TJ(fn) ? src_defs/* getFunctionList */.jo(fn) : fn))
    .flat(Infinity);
  if (!fns.length) {
    fns = [x => x];
  }
  let flushed = false,
    stopAt = 0; // after a stop, the flush starts at the stage after the stopper
  const noteStop = error => {
    if (src_defs/* isStop */.jX(error)) stopAt = stopIndex(error, fns);
    throw error;
  };
  // results are per call: overlapping async calls must not share them (as in gen())
  let g = value => {
    if (flushed) throw Error('Call to a flushed pipe.');
    const results = [],
      push = v => {
        results.push(v);
      };
    let pending;
    if (value !== src_defs/* none */.dv) {
      try {
        pending = next(value, fns, 0, push);
      } catch (error) {
        noteStop(error);
      }
    } else {
      flushed = true;
      pending = flush(fns, stopAt, push);
    }
    return pending && typeof pending.then == 'function'
      ? pending.then(() => results, noteStop)
      : results;
  };
  const needToFlush = fns.some(fn => src_defs/* isFlushable */.l6(fn));
  if (needToFlush) g = src_defs/* flushable */.rj(g);
  return src_defs/* setFunctionList */.zS(g, fns);
};

const fun = (...fns) => {
  const f = asArray(...fns);
  let g = value => {
    const result = /** @type {any} */ (f(value));
    if (result && typeof result.then == 'function') {
      return result.then(results => src_defs/* many */._d(results));
    }
    return src_defs/* many */._d(result);
  };
  if (src_defs/* isFlushable */.l6(f)) g = src_defs/* flushable */.rj(g);
  return src_defs/* setFunctionList */.zS(g, src_defs/* getFunctionList */.jo(f));
};

/* harmony default export */ const src_fun = (fun);


;// CONCATENATED MODULE: ./node_modules/stream-chain/src/dataSource.js
// @ts-self-types="./dataSource.d.ts"

const dataSource = fn => {
  if (typeof fn == 'function') return fn;
  if (fn) {
    if (typeof fn[Symbol.asyncIterator] == 'function') return fn[Symbol.asyncIterator].bind(fn);
    if (typeof fn[Symbol.iterator] == 'function') return fn[Symbol.iterator].bind(fn);
  }
  throw new TypeError('The argument should be a function or an iterable object.');
};

/* harmony default export */ const src_dataSource = (dataSource);


;// CONCATENATED MODULE: ./node_modules/stream-chain/src/core/index.js
// @ts-self-types="./index.d.ts"






const chain = (fns, _options) => {
  const flat = (Array.isArray(fns) ? fns : [])
    .flat(Infinity)
    .filter(Boolean)
    .map(fn => (src_defs/* isFunctionList */.TJ(fn) ? src_defs/* getFunctionList */.jo(fn) : fn))
    .flat(Infinity);
  const g = src_gen(...flat);
  const c = async function* (input) {
    if (input == null) return;
    if (
      typeof input === 'string' ||
      (input[Symbol.asyncIterator] === undefined && input[Symbol.iterator] === undefined)
    ) {
      yield* g(input);
      return;
    }
    for await (const value of input) yield* g(value);
  };
  c.streams = null;
  c.input = null;
  c.output = null;
  return c;
};

// Override-hook + ChainOutput parity statics (mirrors the /node entry)
chain.none = src_defs/* none */.dv;
chain.stop = src_defs/* stop */.ds;
chain.Stop = src_defs/* Stop */.VG;
chain.stopErrorSymbol = src_defs/* stopErrorSymbol */.RM;
chain.isStop = src_defs/* isStop */.jX;

chain.finalSymbol = src_defs/* finalSymbol */.BR;
chain.finalValue = src_defs/* finalValue */.oj;
chain.final = src_defs/* final */.Te;
chain.isFinalValue = src_defs/* isFinalValue */.Cm;
chain.getFinalValue = src_defs/* getFinalValue */.ab;

chain.manySymbol = src_defs/* manySymbol */.mx;
chain.many = src_defs/* many */._d;
chain.isMany = src_defs/* isMany */.cw;
chain.getManyValues = src_defs/* getManyValues */.kS;

chain.flushSymbol = src_defs/* flushSymbol */.jl;
chain.flushable = src_defs/* flushable */.rj;
chain.isFlushable = src_defs/* isFlushable */.l6;
chain.abortSymbol = src_defs/* abortSymbol */.$R;

chain.fListSymbol = src_defs/* fListSymbol */.vT;
chain.isFunctionList = src_defs/* isFunctionList */.TJ;
chain.getFunctionList = src_defs/* getFunctionList */.jo;
chain.setFunctionList = src_defs/* setFunctionList */.zS;
chain.clearFunctionList = src_defs/* clearFunctionList */["if"];

chain.toMany = src_defs/* toMany */.Pu;
chain.normalizeMany = src_defs/* normalizeMany */.n6;
chain.combineMany = src_defs/* combineMany */.tU;
chain.combineManyMut = src_defs/* combineManyMut */.hQ;

chain.chain = chain;
chain.chainUnchecked = chain;
chain.gen = src_gen;
chain.fun = src_fun;
chain.dataSource = src_dataSource;

/* harmony default export */ const core = ((/* unused pure expression or super */ null && (chain)));




/***/ }),

/***/ 1008:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ abortSymbol),
/* harmony export */   BR: () => (/* binding */ finalSymbol),
/* harmony export */   Cm: () => (/* binding */ isFinalValue),
/* harmony export */   Pu: () => (/* binding */ toMany),
/* harmony export */   RM: () => (/* binding */ stopErrorSymbol),
/* harmony export */   TJ: () => (/* binding */ isFunctionList),
/* harmony export */   Te: () => (/* binding */ final),
/* harmony export */   VG: () => (/* binding */ Stop),
/* harmony export */   _d: () => (/* binding */ many),
/* harmony export */   ab: () => (/* binding */ getFinalValue),
/* harmony export */   cw: () => (/* binding */ isMany),
/* harmony export */   ds: () => (/* binding */ stop),
/* harmony export */   dv: () => (/* binding */ none),
/* harmony export */   hQ: () => (/* binding */ combineManyMut),
/* harmony export */   "if": () => (/* binding */ clearFunctionList),
/* harmony export */   jX: () => (/* binding */ isStop),
/* harmony export */   jl: () => (/* binding */ flushSymbol),
/* harmony export */   jo: () => (/* binding */ getFunctionList),
/* harmony export */   kS: () => (/* binding */ getManyValues),
/* harmony export */   l6: () => (/* binding */ isFlushable),
/* harmony export */   mx: () => (/* binding */ manySymbol),
/* harmony export */   n6: () => (/* binding */ normalizeMany),
/* harmony export */   oj: () => (/* binding */ finalValue),
/* harmony export */   rj: () => (/* binding */ flushable),
/* harmony export */   tU: () => (/* binding */ combineMany),
/* harmony export */   vT: () => (/* binding */ fListSymbol),
/* harmony export */   zS: () => (/* binding */ setFunctionList)
/* harmony export */ });
/* unused harmony exports isReadableWebStream, isWritableWebStream, isDuplexWebStream, isReadableNodeStream, isWritableNodeStream, isDuplexNodeStream */
// @ts-self-types="./defs.d.ts"

const none = Symbol.for('object-stream.none');
const stop = Symbol.for('object-stream.stop');

const finalSymbol = Symbol.for('object-stream.final');
const manySymbol = Symbol.for('object-stream.many');
const flushSymbol = Symbol.for('object-stream.flush');
const abortSymbol = Symbol.for('object-stream.abort');
const fListSymbol = Symbol.for('object-stream.fList');
const stopErrorSymbol = Symbol.for('object-stream.stopError');

const finalValue = value => ({[finalSymbol]: 1, value});
const many = values => ({[manySymbol]: 1, values});

const isFinalValue = o => o && o[finalSymbol] === 1;
const isMany = o => o && o[manySymbol] === 1;
const isFlushable = o => o && o[flushSymbol] === 1;
const isFunctionList = o => o && o[fListSymbol] === 1;
const isStop = o => o && o[stopErrorSymbol] === 1;

const getFinalValue = o => o.value;
const getManyValues = o => o.values;
const getFunctionList = o => o.fList;

const flushable = (write, final = null, abort = null) => {
  const fn = final ? value => (value === none ? final() : write(value)) : write;
  fn[flushSymbol] = 1;
  if (abort) fn[abortSymbol] = abort;
  return fn;
};

const setFunctionList = (o, fns) => {
  o.fList = fns;
  o[fListSymbol] = 1;
  return o;
};

const clearFunctionList = o => {
  delete o.fList;
  delete o[fListSymbol];
  return o;
};

class Stop extends Error {}
// a mark, not the class: another library can throw a compatible Stop without importing this one
Stop.prototype[stopErrorSymbol] = 1;

const toMany = value =>
  value === none ? many([]) : value && value[manySymbol] === 1 ? value : many([value]);

const normalizeMany = o => {
  if (o?.[manySymbol] === 1) {
    switch (o.values.length) {
      case 0:
        return none;
      case 1:
        return o.values[0];
    }
  }
  return o;
};

const combineMany = (...args) => {
  const values = [];
  for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    if (a === none) continue;
    if (a?.[manySymbol] === 1) {
      values.push(...a.values);
    } else {
      values.push(a);
    }
  }
  return many(values);
};

const combineManyMut = (a, ...args) => {
  const values = a === none ? [] : a?.[manySymbol] === 1 ? a.values : [a];
  for (let i = 0; i < args.length; ++i) {
    const b = args[i];
    if (b === none) continue;
    if (b?.[manySymbol] === 1) {
      values.push(...b.values);
    } else {
      values.push(b);
    }
  }
  return many(values);
};

// ---------------------------------------------------------------------------
// Stream type guards (shape-based). Live in defs.js so the symmetric
// is*WebStream and is*NodeStream are co-located and reachable from any
// subpath. Neither path imports `node:stream` — both are duck-typed:
//
// - Web: ReadableStream has `getReader`, WritableStream has `getWriter`
//   (Node streams expose neither).
// - Node: streams expose `.pipe` / `.write` / `.on` plus the private
//   `_readableState` / `_writableState` markers (Web streams expose none).
//
// Node guard logic is taken from
// https://github.com/nodejs/node/blob/master/lib/internal/streams/utils.js
// ---------------------------------------------------------------------------

const isReadableWebStream = x =>
  !!(
    x &&
    typeof x === 'object' &&
    typeof x.getReader === 'function' &&
    typeof x.pipeTo === 'function'
  );

const isWritableWebStream = x =>
  !!(
    x &&
    typeof x === 'object' &&
    typeof x.getWriter === 'function' &&
    typeof x.abort === 'function'
  );

const isDuplexWebStream = x =>
  !!(
    x &&
    typeof x === 'object' &&
    isReadableWebStream(x.readable) &&
    isWritableWebStream(x.writable)
  );

const isReadableNodeStream = obj =>
  obj &&
  typeof obj.pipe === 'function' &&
  typeof obj.on === 'function' &&
  (!obj._writableState ||
    (typeof obj._readableState === 'object' ? obj._readableState.readable : null) !== false) &&
  (!obj._writableState || obj._readableState);

const isWritableNodeStream = obj =>
  obj &&
  typeof obj.write === 'function' &&
  typeof obj.on === 'function' &&
  (!obj._readableState ||
    (typeof obj._writableState === 'object' ? obj._writableState.writable : null) !== false);

const isDuplexNodeStream = obj =>
  obj &&
  typeof obj.pipe === 'function' &&
  obj._readableState &&
  typeof obj.on === 'function' &&
  typeof obj.write === 'function';

// old aliases
const final = finalValue;




/***/ }),

/***/ 1635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t8: () => (/* binding */ Assembler)
/* harmony export */ });
/* unused harmony export assembler */
/* harmony import */ var stream_chain_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(731);
// @ts-self-types="./assembler.d.ts"



const startObject = Ctr =>
  /** @this {Assembler} */
  function () {
    if (this.done) {
      this.done = false;
    } else {
      this.stack.push(this.current, this.key);
    }
    this.current = new Ctr();
    this.key = null;
  };

class Assembler {
  static connectTo(stream, options) {
    return new Assembler(options).connectTo(stream);
  }

  constructor(options) {
    this.stack = [];
    this.current = this.key = null;
    this.done = true;
    this._onDone = null;
    if (options) {
      this.reviver = typeof options.reviver == 'function' && options.reviver;
      if (this.reviver) {
        this.stringValue = this._saveValue = this._saveValueWithReviver;
      }
      if (options.numberAsString) {
        this.numberValue = this.stringValue;
      }
      if (typeof options.onDone == 'function') {
        this._onDone = options.onDone;
      }
    }

    this.tapChain = chunk => {
      if (this[chunk.name]) {
        this[chunk.name](chunk.value);
        if (this.done) return this.current;
      }
      return stream_chain_core__WEBPACK_IMPORTED_MODULE_0__/* .none */ .dv;
    };
  }

  connectTo(stream) {
    const consume = chunk => {
      if (this[chunk.name]) {
        this[chunk.name](chunk.value);
        if (this.done) this._onDone?.(this);
      }
    };
    if (typeof stream?.getReader === 'function') {
      const reader = stream.getReader();
      (async () => {
        try {
          for (;;) {
            const {done, value} = await reader.read();
            if (done) return;
            consume(value);
          }
        } finally {
          reader.releaseLock();
        }
      })();
    } else {
      stream.on('data', consume);
    }
    return this;
  }

  onDone(fn) {
    this._onDone = typeof fn == 'function' ? fn : null;
    return this;
  }

  get depth() {
    return (this.stack.length >> 1) + (this.done ? 0 : 1);
  }

  get path() {
    const path = [];
    for (let i = 0; i < this.stack.length; i += 2) {
      const key = this.stack[i + 1];
      path.push(key === null ? this.stack[i].length : key);
    }
    return path;
  }

  dropToLevel(level) {
    if (level < this.depth) {
      if (level > 0) {
        const index = (level - 1) << 1;
        this.current = this.stack[index];
        this.key = this.stack[index + 1];
        this.stack.splice(index);
      } else {
        this.stack = [];
        this.current = this.key = null;
        this.done = true;
      }
    }
    return this;
  }

  consume(chunk) {
    this[chunk.name]?.(chunk.value);
    return this;
  }

  keyValue(value) {
    this.key = value;
  }

  //stringValue() - aliased below to _saveValue()

  numberValue(value) {
    this._saveValue(parseFloat(value));
  }
  nullValue() {
    this._saveValue(null);
  }
  trueValue() {
    this._saveValue(true);
  }
  falseValue() {
    this._saveValue(false);
  }

  //startObject() - assigned below

  endObject() {
    if (this.stack.length) {
      const value = this.current;
      this.key = this.stack.pop();
      this.current = this.stack.pop();
      this._saveValue(value);
    } else {
      if (this.reviver) {
        this.current = this.reviver.call({'': this.current}, '', this.current);
      }
      this.done = true;
    }
  }

  //startArray() - assigned below
  //endArray() - aliased below to endObject()

  _saveValue(value) {
    if (this.done) {
      this.current = value;
      return;
    }
    if (this.current instanceof Array) {
      this.current.push(value);
    } else {
      // like JSON.parse: an own property, never the inherited __proto__ setter
      if (this.key === '__proto__') {
        Object.defineProperty(this.current, this.key, {value, writable: true, enumerable: true, configurable: true});
      } else {
        this.current[this.key] = value;
      }
      this.key = null;
    }
  }
  _saveValueWithReviver(value) {
    if (this.done) {
      this.current = this.reviver.call({'': value}, '', value);
      return;
    }
    if (this.current instanceof Array) {
      this.current.push(value);
      value = this.reviver.call(this.current, String(this.current.length - 1), value);
      if (value === undefined) {
        delete this.current[this.current.length - 1];
      } else {
        this.current[this.current.length - 1] = value;
      }
    } else {
      value = this.reviver.call(this.current, this.key, value);
      if (value !== undefined) {
        if (this.key === '__proto__') {
          Object.defineProperty(this.current, this.key, {value, writable: true, enumerable: true, configurable: true});
        } else {
          this.current[this.key] = value;
        }
      }
      this.key = null;
    }
  }
}

// TS 7 checkJs: no expando-prototype inference
const proto = /** @type {any} */ (Assembler.prototype);
proto.stringValue = Assembler.prototype._saveValue;
proto.startObject = startObject(Object);
proto.startArray = startObject(Array);
proto.endArray = Assembler.prototype.endObject;

const assembler = options => new Assembler(options);
Assembler.assembler = assembler;

/* unused harmony default export */ var __WEBPACK_DEFAULT_EXPORT__ = ((/* unused pure expression or super */ null && (Assembler)));



/***/ }),

/***/ 9526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q$: () => (/* binding */ jsonParser)
});

// UNUSED EXPORTS: default, parser

// EXTERNAL MODULE: ./node_modules/stream-chain/src/core/index.js + 4 modules
var core = __webpack_require__(731);
// EXTERNAL MODULE: ./node_modules/stream-chain/src/defs.js
var defs = __webpack_require__(1008);
;// CONCATENATED MODULE: ./node_modules/stream-chain/src/utils/fixUtf8Stream.js
// @ts-self-types="./fixUtf8Stream.d.ts"



// The WHATWG decoding rule: a U+FEFF that starts the first output is a byte-order
// mark. Applied here for every input on every runtime: StringDecoder keeps the BOM,
// and Deno 2.9.8's TextDecoder also drops a U+FEFF that starts a later decode() call
// (denoland/deno#37090).
const dropBOM = s => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);

// The BOM check is an inline flag, not a self-replacing function: the pipeline holds
// this stage, so swapping it needs a trampoline call per chunk (+10% on 64-byte chunks).

const makeTextDecoderImpl = options => {
  const textDecoder = new TextDecoder('utf-8', {ignoreBOM: true});
  let atStart = !options?.ignoreBOM;
  return (0,defs/* flushable */.rj)(chunk => {
    let s;
    if (chunk === defs/* none */.dv) s = textDecoder.decode();
    else if (typeof chunk == 'string') s = chunk;
    else if (chunk instanceof Uint8Array) s = textDecoder.decode(chunk, {stream: true});
    else throw new TypeError('Expected a string or a Uint8Array');
    if (!atStart || !s) return s;
    atStart = false;
    return dropBOM(s);
  });
};

const makeStringDecoderImpl = StringDecoder => options => {
  const stringDecoder = new StringDecoder();
  let atStart = !options?.ignoreBOM;
  return (0,defs/* flushable */.rj)(chunk => {
    let s;
    if (chunk === defs/* none */.dv) s = stringDecoder.end();
    else if (typeof chunk == 'string') s = chunk;
    else if (chunk instanceof Uint8Array) s = stringDecoder.write(chunk);
    else throw new TypeError('Expected a string or a Uint8Array');
    if (!atStart || !s) return s;
    atStart = false;
    return dropBOM(s);
  });
};

// Default to TextDecoder — works in every runtime (Node, Bun, Deno, browser).
// On Node, asynchronously upgrade to StringDecoder, 2–7× faster on the decoder
// hot path on Node 24 and 26 (on Node 22: 3.5× on ASCII, slower on multi-byte
// text; bench/decoder-stringdecoder-vs-textdecoder.js, 2026-10-26).
// Fire-and-forget: composing fixUtf8Stream() before the upgrade lands yields a
// TextDecoder-backed stage; after, a StringDecoder-backed one. Both drop a
// leading BOM. Callers needing the fast path on Node can `await whenReady()`
// before composition.
//
// Bun and Deno stay on TextDecoder per benchmarks: Bun is a wash, Deno
// actively prefers TextDecoder over its node-compat StringDecoder.

let impl = makeTextDecoderImpl;

const isDeno = typeof globalThis['Deno'] == 'object' && globalThis['Deno']?.version;
const isBun = typeof globalThis['Bun'] == 'object' && globalThis['Bun']?.version;
const isNode = !isDeno && !isBun && typeof process == 'object' && process?.versions?.node;

const readyPromise = isNode
  ? Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6193, 19)).then(
      ({StringDecoder}) => {
        impl = makeStringDecoderImpl(StringDecoder);
      },
      () => {} // squelch — stick with TextDecoder
    )
  : Promise.resolve();

const fixUtf8Stream = options => impl(options);
const whenReady = () => readyPromise;

/* harmony default export */ const utils_fixUtf8Stream = (fixUtf8Stream);


;// CONCATENATED MODULE: ./node_modules/stream-json/src/core/utils/max-depth.js
// @ts-self-types="./max-depth.d.ts"

const DEFAULT_MAX_DEPTH = 1024;

/* harmony default export */ const max_depth = (DEFAULT_MAX_DEPTH);


;// CONCATENATED MODULE: ./node_modules/stream-json/src/core/utils/max-packed-length.js
// @ts-self-types="./max-packed-length.d.ts"

// below V8's string-length limit (536,870,888), so the error is the parser's on every runtime
const DEFAULT_MAX_PACKED_LENGTH = 2 ** 28;

/* harmony default export */ const max_packed_length = (DEFAULT_MAX_PACKED_LENGTH);


;// CONCATENATED MODULE: ./node_modules/stream-json/src/core/parser.js
// @ts-self-types="./parser.d.ts"

// charCodeAt-based JSON tokenizer. Structural classification (value/key/colon/
// comma-stop/done) and whitespace skipping use charCodeAt + integer compares
// instead of regex alternations (~21x cheaper per the dispatch-bench classify
// experiment). Short strings, keys and numbers take a whole-lexeme fast path
// (one regex match -> one set of tokens). Escapes, long (>256) strings,
// literals (true/false/null) and any lexeme that abuts the buffer tail fall
// back to the incremental regex state machine below, preserving exact
// resumability and error behavior.







const patterns = {
  value1: /[\"\{\[\]\-\d]|true\b|false\b|null\b|\s{1,256}/y,
  string: /[^\x00-\x1f\"\\]{1,256}|\\[bfnrt\"\\\/]|\\u[\da-fA-F]{4}|\"/y,
  numberStart: /\d/y,
  numberDigit: /\d{0,256}/y,
  numberFraction: /[\.eE]/y,
  numberExponent: /[eE]/y,
  numberExpSign: /[-+]/y
};
const MAX_PATTERN_SIZE = 16;

patterns.numberFracStart = patterns.numberExpStart = patterns.numberStart;
patterns.numberFracDigit = patterns.numberExpDigit = patterns.numberDigit;

const expected = {object: 'objectStop', array: 'arrayStop', '': 'done'};

const tokenStartObject = {name: 'startObject'},
  tokenEndObject = {name: 'endObject'},
  tokenStartArray = {name: 'startArray'},
  tokenEndArray = {name: 'endArray'},
  tokenStartString = {name: 'startString'},
  tokenEndString = {name: 'endString'},
  tokenStartNumber = {name: 'startNumber'},
  tokenEndNumber = {name: 'endNumber'},
  tokenStartKey = {name: 'startKey'},
  tokenEndKey = {name: 'endKey'},
  literalTokens = {
    true: {name: 'trueValue', value: true},
    false: {name: 'falseValue', value: false},
    null: {name: 'nullValue', value: null}
  };

// long hexadecimal codes: \uXXXX
const fromHex = s => String.fromCharCode(parseInt(s.slice(2), 16));

// short codes: \b \f \n \r \t \" \\ \/
const codes = {b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\', '/': '/'};

// ASCII code points of the JSON syntax characters (each folds to a constant at load)
const ASCII_TAB = '\t'.charCodeAt(0),
  ASCII_LF = '\n'.charCodeAt(0),
  ASCII_CR = '\r'.charCodeAt(0),
  ASCII_SPACE = ' '.charCodeAt(0),
  ASCII_QUOTE = '"'.charCodeAt(0),
  ASCII_BACKSLASH = '\\'.charCodeAt(0),
  ASCII_OPEN_BRACE = '{'.charCodeAt(0),
  ASCII_CLOSE_BRACE = '}'.charCodeAt(0),
  ASCII_OPEN_BRACKET = '['.charCodeAt(0),
  ASCII_CLOSE_BRACKET = ']'.charCodeAt(0),
  ASCII_MINUS = '-'.charCodeAt(0),
  ASCII_COLON = ':'.charCodeAt(0),
  ASCII_COMMA = ','.charCodeAt(0),
  ASCII_ZERO = '0'.charCodeAt(0),
  ASCII_NINE = '9'.charCodeAt(0),
  ASCII_UPPER_A = 'A'.charCodeAt(0),
  ASCII_UPPER_F = 'F'.charCodeAt(0),
  ASCII_LOWER_A = 'a'.charCodeAt(0),
  ASCII_LOWER_F = 'f'.charCodeAt(0),
  ASCII_LOWER_N = 'n'.charCodeAt(0),
  ASCII_LOWER_T = 't'.charCodeAt(0),
  ASCII_LOWER_U = 'u'.charCodeAt(0);

const HIGH_SURROGATE_FIRST = 0xd800,
  HIGH_SURROGATE_LAST = 0xdbff;

// fast-path helpers
// char codes that legally terminate a number lexeme: , } ] and JSON whitespace
const TERM = [];
for (const ch of ',}] \t\n\r') TERM[ch.charCodeAt(0)] = 1;
const numberFull = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const HEX = c => (c >= ASCII_ZERO && c <= ASCII_NINE) || (c >= ASCII_UPPER_A && c <= ASCII_UPPER_F) || (c >= ASCII_LOWER_A && c <= ASCII_LOWER_F);

const jsonParser = options => {
  let packKeys = true,
    packStrings = true,
    packNumbers = true,
    streamKeys = true,
    streamStrings = true,
    streamNumbers = true,
    jsonStreaming = false;

  if (options) {
    'packValues' in options && (packKeys = packStrings = packNumbers = options.packValues);
    'packKeys' in options && (packKeys = options.packKeys);
    'packStrings' in options && (packStrings = options.packStrings);
    'packNumbers' in options && (packNumbers = options.packNumbers);
    'streamValues' in options && (streamKeys = streamStrings = streamNumbers = options.streamValues);
    'streamKeys' in options && (streamKeys = options.streamKeys);
    'streamStrings' in options && (streamStrings = options.streamStrings);
    'streamNumbers' in options && (streamNumbers = options.streamNumbers);
    jsonStreaming = options.jsonStreaming;
  }

  !packKeys && (streamKeys = true);
  !packStrings && (streamStrings = true);
  !packNumbers && (streamNumbers = true);

  const maxDepth = options?.maxDepth ?? max_depth;
  const depthError = () => new RangeError(`parser: JSON nesting depth exceeds maxDepth (${maxDepth})`);
  const maxPackedLength = options?.maxPackedLength ?? max_packed_length;

  let done = false,
    expect = jsonStreaming ? 'done' : 'value',
    parent = '',
    openNumber = false,
    accumulator = '',
    heldSurrogate = '',
    buffer = '';

  const stack = [];

  // a sink that encodes each chunk alone needs every surrogate pair within one chunk
  const pushStringChunk = (tokens, value) => {
    if (heldSurrogate) {
      value = heldSurrogate + value;
      heldSurrogate = '';
    }
    const last = value.charCodeAt(value.length - 1);
    if (last >= HIGH_SURROGATE_FIRST && last <= HIGH_SURROGATE_LAST) {
      heldSurrogate = value.charAt(value.length - 1);
      if (value.length === 1) return;
      value = value.slice(0, -1);
    }
    tokens.push({name: 'stringChunk', value});
  };

  return (0,core/* flushable */.rj)(buf => {
    const tokens = [];

    if (buf === core/* none */.dv) {
      done = true;
    } else {
      buffer += buf;
    }

    let match,
      fm,
      s,
      e,
      q,
      rs,
      cc,
      value,
      index = 0;

    main: for (;;) {
      switch (expect) {
        case 'value1':
        case 'value': {
          // skip whitespace
          while (index < buffer.length) {
            cc = buffer.charCodeAt(index);
            if (cc === ASCII_SPACE || cc === ASCII_TAB || cc === ASCII_LF || cc === ASCII_CR) {
              ++index;
              continue;
            }
            break;
          }
          if (index >= buffer.length) {
            if (done) throw new Error('Parser has expected a value');
            break main; // wait for more input
          }
          cc = buffer.charCodeAt(index);
          if (cc === ASCII_QUOTE) {
            // string: charCodeAt whole-string scan (decodes escapes)
            q = index + 1;
            rs = q;
            s = '';
            for (;;) {
              if (q >= buffer.length) {
                q = -1;
                break;
              }
              e = buffer.charCodeAt(q);
              if (e === ASCII_QUOTE) {
                s += buffer.slice(rs, q);
                break;
              }
              if (e < ASCII_SPACE) {
                q = -1;
                break;
              }
              if (e === ASCII_BACKSLASH) {
                if (q + 1 >= buffer.length) {
                  q = -1;
                  break;
                }
                cc = buffer.charCodeAt(q + 1);
                if (cc === ASCII_LOWER_U) {
                  if (
                    q + 6 > buffer.length ||
                    !(HEX(buffer.charCodeAt(q + 2)) && HEX(buffer.charCodeAt(q + 3)) && HEX(buffer.charCodeAt(q + 4)) && HEX(buffer.charCodeAt(q + 5)))
                  ) {
                    q = -1;
                    break;
                  }
                  s += buffer.slice(rs, q) + String.fromCharCode(parseInt(buffer.slice(q + 2, q + 6), 16));
                  q += 6;
                } else {
                  value = codes[buffer.charAt(q + 1)];
                  if (value === undefined) {
                    q = -1;
                    break;
                  }
                  s += buffer.slice(rs, q) + value;
                  q += 2;
                }
                rs = q;
                continue;
              }
              ++q;
            }
            if (q >= 0) {
              if (streamStrings) {
                tokens.push(tokenStartString);
                if (s) tokens.push({name: 'stringChunk', value: s});
                tokens.push(tokenEndString);
              }
              if (packStrings) tokens.push({name: 'stringValue', value: s});
              index = q + 1;
              expect = expected[parent];
              continue main;
            }
            // fall back to incremental string machine
            if (streamStrings) tokens.push(tokenStartString);
            expect = 'string';
            ++index;
            continue main;
          }
          if (cc === ASCII_OPEN_BRACE) {
            if (stack.length >= maxDepth) throw depthError();
            tokens.push(tokenStartObject);
            stack.push(parent);
            parent = 'object';
            expect = 'key1';
            ++index;
            continue main;
          }
          if (cc === ASCII_OPEN_BRACKET) {
            if (stack.length >= maxDepth) throw depthError();
            tokens.push(tokenStartArray);
            stack.push(parent);
            parent = 'array';
            expect = 'value1';
            ++index;
            continue main;
          }
          if (cc === ASCII_CLOSE_BRACKET) {
            if (expect !== 'value1') throw new Error("Parser cannot parse input: unexpected token ']'");
            tokens.push(tokenEndArray);
            parent = stack.pop();
            expect = expected[parent];
            ++index;
            continue main;
          }
          if (cc === ASCII_MINUS || (cc >= ASCII_ZERO && cc <= ASCII_NINE)) {
            // number: try whole-number fast path (only with a clear terminator in buffer)
            numberFull.lastIndex = index;
            fm = numberFull.exec(buffer);
            if (fm) {
              e = index + fm[0].length;
              if (e < buffer.length && TERM[buffer.charCodeAt(e)]) {
                s = fm[0];
                if (streamNumbers) tokens.push(tokenStartNumber, {name: 'numberChunk', value: s}, tokenEndNumber);
                if (packNumbers) tokens.push({name: 'numberValue', value: s});
                index = e;
                expect = expected[parent];
                continue main;
              }
            }
            // fall back to incremental number machine (mirrors the value1 branches)
            openNumber = true;
            if (cc === ASCII_MINUS) {
              if (streamNumbers) tokens.push(tokenStartNumber, {name: 'numberChunk', value: '-'});
              packNumbers && (accumulator = '-');
              expect = 'numberStart';
            } else if (cc === ASCII_ZERO) {
              if (streamNumbers) tokens.push(tokenStartNumber, {name: 'numberChunk', value: '0'});
              packNumbers && (accumulator = '0');
              expect = 'numberFraction';
            } else {
              s = buffer.charAt(index);
              if (streamNumbers) tokens.push(tokenStartNumber, {name: 'numberChunk', value: s});
              packNumbers && (accumulator = s);
              expect = 'numberDigit';
            }
            ++index;
            continue main;
          }
          if (cc === ASCII_LOWER_T || cc === ASCII_LOWER_F || cc === ASCII_LOWER_N) {
            // true / false / null — reuse the value1 regex for exact \b + wait semantics
            patterns.value1.lastIndex = index;
            match = patterns.value1.exec(buffer);
            if (!match) {
              if (done || index + MAX_PATTERN_SIZE < buffer.length) {
                throw new Error('Parser cannot parse input: expected a value');
              }
              break main; // wait for more input
            }
            value = match[0];
            if (buffer.length - index === value.length && !done) break main; // wait for boundary
            tokens.push(literalTokens[value]);
            expect = expected[parent];
            index += value.length;
            continue main;
          }
          throw new Error('Parser cannot parse input: expected a value');
        }
        // incremental string body (escapes / long / cross-chunk)
        case 'keyVal':
        case 'string':
          patterns.string.lastIndex = index;
          match = patterns.string.exec(buffer);
          if (!match) {
            if (index < buffer.length && (done || buffer.length - index >= 6)) throw new Error('Parser cannot parse input: escaped characters');
            if (done) throw new Error('Parser has expected a string value');
            break main; // wait for more input
          }
          value = match[0];
          if (value === '"') {
            if (heldSurrogate) {
              tokens.push({name: 'stringChunk', value: heldSurrogate});
              heldSurrogate = '';
            }
            if (expect === 'keyVal') {
              if (streamKeys) tokens.push(tokenEndKey);
              if (packKeys) {
                tokens.push({name: 'keyValue', value: accumulator});
                accumulator = '';
              }
              expect = 'colon';
            } else {
              if (streamStrings) tokens.push(tokenEndString);
              if (packStrings) {
                tokens.push({name: 'stringValue', value: accumulator});
                accumulator = '';
              }
              expect = expected[parent];
            }
          } else if (value.length > 1 && value.charAt(0) === '\\') {
            const t = value.length == 2 ? codes[value.charAt(1)] : fromHex(value);
            if (expect === 'keyVal' ? streamKeys : streamStrings) {
              pushStringChunk(tokens, t);
            }
            if (expect === 'keyVal' ? packKeys : packStrings) {
              accumulator += t;
            }
          } else {
            if (expect === 'keyVal' ? streamKeys : streamStrings) {
              pushStringChunk(tokens, value);
            }
            if (expect === 'keyVal' ? packKeys : packStrings) {
              accumulator += value;
            }
          }
          index += value.length;
          break;
        case 'key1':
        case 'key': {
          while (index < buffer.length) {
            cc = buffer.charCodeAt(index);
            if (cc === ASCII_SPACE || cc === ASCII_TAB || cc === ASCII_LF || cc === ASCII_CR) {
              ++index;
              continue;
            }
            break;
          }
          if (index >= buffer.length) {
            if (done) throw new Error('Parser cannot parse input: expected an object key');
            break main; // wait for more input
          }
          cc = buffer.charCodeAt(index);
          if (cc === ASCII_QUOTE) {
            // key string: charCodeAt whole-key scan (decodes escapes)
            q = index + 1;
            rs = q;
            s = '';
            for (;;) {
              if (q >= buffer.length) {
                q = -1;
                break;
              }
              e = buffer.charCodeAt(q);
              if (e === ASCII_QUOTE) {
                s += buffer.slice(rs, q);
                break;
              }
              if (e < ASCII_SPACE) {
                q = -1;
                break;
              }
              if (e === ASCII_BACKSLASH) {
                if (q + 1 >= buffer.length) {
                  q = -1;
                  break;
                }
                cc = buffer.charCodeAt(q + 1);
                if (cc === ASCII_LOWER_U) {
                  if (
                    q + 6 > buffer.length ||
                    !(HEX(buffer.charCodeAt(q + 2)) && HEX(buffer.charCodeAt(q + 3)) && HEX(buffer.charCodeAt(q + 4)) && HEX(buffer.charCodeAt(q + 5)))
                  ) {
                    q = -1;
                    break;
                  }
                  s += buffer.slice(rs, q) + String.fromCharCode(parseInt(buffer.slice(q + 2, q + 6), 16));
                  q += 6;
                } else {
                  value = codes[buffer.charAt(q + 1)];
                  if (value === undefined) {
                    q = -1;
                    break;
                  }
                  s += buffer.slice(rs, q) + value;
                  q += 2;
                }
                rs = q;
                continue;
              }
              ++q;
            }
            if (q >= 0) {
              if (streamKeys) {
                tokens.push(tokenStartKey);
                if (s) tokens.push({name: 'stringChunk', value: s});
                tokens.push(tokenEndKey);
              }
              if (packKeys) tokens.push({name: 'keyValue', value: s});
              index = q + 1;
              expect = 'colon';
              continue main;
            }
            if (streamKeys) tokens.push(tokenStartKey);
            expect = 'keyVal';
            ++index;
            continue main;
          }
          if (cc === ASCII_CLOSE_BRACE) {
            if (expect !== 'key1') throw new Error("Parser cannot parse input: unexpected token '}'");
            tokens.push(tokenEndObject);
            parent = stack.pop();
            expect = expected[parent];
            ++index;
            continue main;
          }
          throw new Error('Parser cannot parse input: expected an object key');
        }
        case 'colon': {
          while (index < buffer.length) {
            cc = buffer.charCodeAt(index);
            if (cc === ASCII_SPACE || cc === ASCII_TAB || cc === ASCII_LF || cc === ASCII_CR) {
              ++index;
              continue;
            }
            break;
          }
          if (index >= buffer.length) {
            if (done) throw new Error("Parser cannot parse input: expected ':'");
            break main; // wait for more input
          }
          cc = buffer.charCodeAt(index);
          if (cc === ASCII_COLON) {
            expect = 'value';
            ++index;
            continue main;
          }
          throw new Error("Parser cannot parse input: expected ':'");
        }
        case 'arrayStop':
        case 'objectStop': {
          while (index < buffer.length) {
            cc = buffer.charCodeAt(index);
            if (cc === ASCII_SPACE || cc === ASCII_TAB || cc === ASCII_LF || cc === ASCII_CR) {
              ++index;
              continue;
            }
            break;
          }
          if (index >= buffer.length) {
            if (done) throw new Error("Parser cannot parse input: expected ','");
            break main; // wait for more input
          }
          if (openNumber) {
            if (streamNumbers) tokens.push(tokenEndNumber);
            openNumber = false;
            if (packNumbers) {
              tokens.push({name: 'numberValue', value: accumulator});
              accumulator = '';
            }
          }
          cc = buffer.charCodeAt(index);
          if (cc === ASCII_COMMA) {
            expect = expect === 'arrayStop' ? 'value' : 'key';
            ++index;
            continue main;
          }
          if (cc === ASCII_CLOSE_BRACE || cc === ASCII_CLOSE_BRACKET) {
            if (cc === ASCII_CLOSE_BRACE ? expect === 'arrayStop' : expect !== 'arrayStop') {
              throw new Error("Parser cannot parse input: expected '" + (expect === 'arrayStop' ? ']' : '}') + "'");
            }
            tokens.push(cc === ASCII_CLOSE_BRACE ? tokenEndObject : tokenEndArray);
            parent = stack.pop();
            expect = expected[parent];
            ++index;
            continue main;
          }
          throw new Error("Parser cannot parse input: expected ','");
        }
        // number chunks — cross-chunk / fallback
        case 'numberStart': // [0-9]
          patterns.numberStart.lastIndex = index;
          match = patterns.numberStart.exec(buffer);
          if (!match) {
            if (index < buffer.length || done) throw new Error('Parser cannot parse input: expected a starting digit');
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = value === '0' ? 'numberFraction' : 'numberDigit';
          index += value.length;
          break;
        case 'numberDigit': // [0-9]*
          patterns.numberDigit.lastIndex = index;
          match = patterns.numberDigit.exec(buffer);
          if (!match) {
            if (index < buffer.length || done) throw new Error('Parser cannot parse input: expected a digit');
            break main; // wait for more input
          }
          value = match[0];
          if (value) {
            if (streamNumbers) tokens.push({name: 'numberChunk', value});
            packNumbers && (accumulator += value);
            index += value.length;
          } else {
            if (index < buffer.length) {
              expect = 'numberFraction';
              break;
            }
            if (done) {
              expect = expected[parent];
              break;
            }
            break main; // wait for more input
          }
          break;
        case 'numberFraction': // [\.eE]?
          patterns.numberFraction.lastIndex = index;
          match = patterns.numberFraction.exec(buffer);
          if (!match) {
            if (index < buffer.length || done) {
              expect = expected[parent];
              break;
            }
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = value === '.' ? 'numberFracStart' : 'numberExpSign';
          index += value.length;
          break;
        case 'numberFracStart': // [0-9]
          patterns.numberFracStart.lastIndex = index;
          match = patterns.numberFracStart.exec(buffer);
          if (!match) {
            if (index < buffer.length || done) throw new Error('Parser cannot parse input: expected a fractional part of a number');
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = 'numberFracDigit';
          index += value.length;
          break;
        case 'numberFracDigit': // [0-9]*
          patterns.numberFracDigit.lastIndex = index;
          match = patterns.numberFracDigit.exec(buffer);
          value = match[0];
          if (value) {
            if (streamNumbers) tokens.push({name: 'numberChunk', value});
            packNumbers && (accumulator += value);
            index += value.length;
          } else {
            if (index < buffer.length) {
              expect = 'numberExponent';
              break;
            }
            if (done) {
              expect = expected[parent];
              break;
            }
            break main; // wait for more input
          }
          break;
        case 'numberExponent': // [eE]?
          patterns.numberExponent.lastIndex = index;
          match = patterns.numberExponent.exec(buffer);
          if (!match) {
            if (index < buffer.length) {
              expect = expected[parent];
              break;
            }
            if (done) {
              expect = expected[parent];
              break;
            }
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = 'numberExpSign';
          index += value.length;
          break;
        case 'numberExpSign': // [-+]?
          patterns.numberExpSign.lastIndex = index;
          match = patterns.numberExpSign.exec(buffer);
          if (!match) {
            if (index < buffer.length) {
              expect = 'numberExpStart';
              break;
            }
            if (done) throw new Error('Parser has expected an exponent value of a number');
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = 'numberExpStart';
          index += value.length;
          break;
        case 'numberExpStart': // [0-9]
          patterns.numberExpStart.lastIndex = index;
          match = patterns.numberExpStart.exec(buffer);
          if (!match) {
            if (index < buffer.length || done) throw new Error('Parser cannot parse input: expected an exponent part of a number');
            break main; // wait for more input
          }
          value = match[0];
          if (streamNumbers) tokens.push({name: 'numberChunk', value});
          packNumbers && (accumulator += value);
          expect = 'numberExpDigit';
          index += value.length;
          break;
        case 'numberExpDigit': // [0-9]*
          patterns.numberExpDigit.lastIndex = index;
          match = patterns.numberExpDigit.exec(buffer);
          value = match[0];
          if (value) {
            if (streamNumbers) tokens.push({name: 'numberChunk', value});
            packNumbers && (accumulator += value);
            index += value.length;
          } else {
            if (index < buffer.length || done) {
              expect = expected[parent];
              break;
            }
            break main; // wait for more input
          }
          break;
        case 'done': {
          while (index < buffer.length) {
            cc = buffer.charCodeAt(index);
            if (cc === ASCII_SPACE || cc === ASCII_TAB || cc === ASCII_LF || cc === ASCII_CR) {
              if (openNumber) {
                if (streamNumbers) tokens.push(tokenEndNumber);
                openNumber = false;
                if (packNumbers) {
                  tokens.push({name: 'numberValue', value: accumulator});
                  accumulator = '';
                }
              }
              ++index;
              continue;
            }
            break;
          }
          if (index >= buffer.length) break main; // wait for more input / end
          if (jsonStreaming) {
            if (openNumber) {
              if (streamNumbers) tokens.push(tokenEndNumber);
              openNumber = false;
              if (packNumbers) {
                tokens.push({name: 'numberValue', value: accumulator});
                accumulator = '';
              }
            }
            expect = 'value';
            continue main;
          }
          throw new Error('Parser cannot parse input: unexpected characters');
        }
      }
    }
    if (done && openNumber) {
      if (streamNumbers) tokens.push(tokenEndNumber);
      openNumber = false;
      if (packNumbers) {
        tokens.push({name: 'numberValue', value: accumulator});
        accumulator = '';
      }
    }
    // once per chunk: it bounds what is held between chunks and stays off the hot path
    if (accumulator.length > maxPackedLength) throw new RangeError(`parser: a packed value exceeds maxPackedLength (${maxPackedLength})`);
    buffer = buffer.slice(index);
    return tokens.length ? (0,core/* many */._d)(tokens) : core/* none */.dv;
  });
};

const parser = options => (0,core/* gen */.Jk)(utils_fixUtf8Stream(options), jsonParser(options));

parser.parser = parser; // for backward compatibility with 1.x

/* harmony default export */ const core_parser = ((/* unused pure expression or super */ null && (parser)));



/***/ })

};
