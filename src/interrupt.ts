/**
 * SIGINT / SIGTERM as an AbortSignal, for the commands that spend money (run, check, the action).
 * The first signal only aborts: the run stops asking, keeps what arrived (the response cache),
 * writes its partial report and says what a rerun will ask; the command then exits 128 + the
 * signal's number (130 for SIGINT, 143 for SIGTERM). A second signal exits at once.
 * The engine never touches `process`: it is handed the signal (RunDeps.abort).
 */
import { INTERRUPT_GRACE_MS } from "./run/execute.js";

export const INTERRUPT_SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
export type InterruptSignal = keyof typeof INTERRUPT_SIGNALS;

export interface Interrupt {
  /** Aborted on the first signal; its reason is the signal's name ("SIGINT"). */
  readonly signal: AbortSignal;
  /** 128 + the signal's number once a signal arrived, else undefined. */
  exitCode(): number | undefined;
  /** Puts the default handlers back (a later signal kills the process as usual). */
  dispose(): void;
}

/** What of `process` this needs (a test passes an EventEmitter and records the exit). */
export interface SignalSource {
  on(event: InterruptSignal, listener: () => void): unknown;
  off(event: InterruptSignal, listener: () => void): unknown;
  exit(code: number): never | void;
}

export function listenForSignals(proc: SignalSource, say: (line: string) => void): Interrupt {
  const controller = new AbortController();
  let first: InterruptSignal | undefined;
  const handlers = new Map<InterruptSignal, () => void>();
  for (const name of Object.keys(INTERRUPT_SIGNALS) as InterruptSignal[]) {
    const onSignal = () => {
      if (first !== undefined) {
        say(
          `contamgate: ${name} again: quitting now (answers already stored in the response cache are kept; no report is written)`,
        );
        proc.exit(128 + INTERRUPT_SIGNALS[name]);
        return;
      }
      first = name;
      say(
        `contamgate: ${name}: no new questions are asked; answers in flight may still arrive for ${INTERRUPT_GRACE_MS / 1000} s, ` +
          `then the partial report is written (${name === "SIGINT" ? "Ctrl-C" : "a second signal"} again quits at once)`,
      );
      controller.abort(name);
    };
    handlers.set(name, onSignal);
    proc.on(name, onSignal);
  }
  return {
    signal: controller.signal,
    exitCode: () => (first === undefined ? undefined : 128 + INTERRUPT_SIGNALS[first]),
    dispose: () => {
      for (const [name, h] of handlers) proc.off(name, h);
    },
  };
}
