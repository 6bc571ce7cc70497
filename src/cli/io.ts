import { listenForSignals, type Interrupt } from "../interrupt.js";

/** What a command may touch of its environment; tests pass their own. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /**
   * Start handling SIGINT/SIGTERM as an abort, for commands that spend (run, check); absent in
   * tests unless they inject one. The command disposes of it when it is done.
   */
  readonly interrupt?: () => Interrupt;
  /** Standard input, for sources named `-` (absent in tests unless they inject one). */
  readonly stdin?: () => AsyncIterable<Uint8Array>;
  /** Milliseconds for progress lines; tests inject a clock they drive (Date.now when absent). */
  readonly now?: () => number;
  /** Whether stderr is a terminal (a progress line is then redrawn in place); false when absent. */
  readonly stderrIsTTY?: boolean;
}

export function processIo(): Io {
  const out = closedPipeIsQuiet(process.stdout);
  const err = closedPipeIsQuiet(process.stderr);
  return {
    stdout: (t) => void out(t),
    stderr: (t) => void err(t),
    env: process.env,
    cwd: process.cwd(),
    interrupt: () => listenForSignals(process, (line) => process.stderr.write(`${line}\n`)),
    stdin: () => process.stdin,
    now: () => performance.now(),
    stderrIsTTY: process.stderr.isTTY ?? false,
  };
}

/**
 * A reader that stops early (`contamgate power --json - | head`) closes the pipe, and the next write
 * fails with EPIPE — an 'error' event that, unhandled, is a stack trace. The rest of the output
 * has nowhere to go, which is not the command's failure: drop it, and let the command finish and
 * exit with its own code (the verdict still matters to `set -o pipefail`).
 */
function closedPipeIsQuiet(stream: NodeJS.WriteStream): (text: string) => void {
  let open = true;
  stream.on("error", (e: NodeJS.ErrnoException) => {
    open = false;
    if (e.code !== "EPIPE" && stream !== process.stderr) {
      process.stderr.write(`contamgate: cannot write to standard output (${e.code ?? e.message})\n`);
      process.exitCode = 4;
    }
  });
  return (text) => {
    if (open) stream.write(text);
  };
}

/** Collects output in memory, for tests. */
export function memoryIo(env: Record<string, string | undefined> = {}, cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), env, cwd };
  return { io, stdout: () => out.join(""), stderr: () => err.join("") };
}

/** A CLI command: takes its own argv (after the command name), returns the exit code. */
export type Command = (argv: string[], io: Io) => Promise<number>;
