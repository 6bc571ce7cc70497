import { ExitCode, InputError, StopError } from "../errors.js";
import { knownKeys, looksLikeKey, redactKnownKeys } from "../models/secrets.js";
import { forLog, guardLogText } from "../text/escape.js";
import { VERSION } from "../version.js";
import { commands } from "./commands.js";
import type { Io } from "./io.js";

export async function main(argv: string[], rawIo: Io): Promise<number> {
  // In CI stdout and stderr are the Actions log: no line, however it was built, may start a
  // workflow command (src/text/escape.ts). Keys are redacted from everything printed.
  const keys = knownKeys(rawIo.env);
  const io: Io = {
    env: rawIo.env,
    cwd: rawIo.cwd,
    stdout: (t) => rawIo.stdout(guardLogText(redactKnownKeys(t, keys))),
    stderr: (t) => rawIo.stderr(guardLogText(redactKnownKeys(t, keys))),
    ...(rawIo.interrupt ? { interrupt: rawIo.interrupt } : {}),
    ...(rawIo.stdin ? { stdin: rawIo.stdin } : {}),
    ...(rawIo.now ? { now: rawIo.now } : {}),
    ...(rawIo.stderrIsTTY !== undefined ? { stderrIsTTY: rawIo.stderrIsTTY } : {}),
  };
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return name === undefined ? ExitCode.InvalidInput : ExitCode.Pass;
  }
  if (name === "--version") {
    io.stdout(`${VERSION}\n`);
    return ExitCode.Pass;
  }
  const entry = commands[name];
  if (!entry) {
    io.stderr(`contamgate: unknown command "${forLog(name)}"; run "contamgate --help" for the list\n`);
    return ExitCode.InvalidInput;
  }
  try {
    const command = await entry.load();
    return await command(rest, io);
  } catch (e) {
    if (e instanceof InputError || e instanceof StopError) {
      // Messages quote flag values; a key pasted into the wrong flag must not be printed back.
      io.stderr(`contamgate ${name}: ${forLog(redactKeys(e.message, io.env))}\n`);
      return e.exitCode;
    }
    // Unexpected: still no stack trace by default, but say it is a bug.
    const msg = e instanceof Error ? e.message : String(e);
    io.stderr(`contamgate ${name}: internal error: ${forLog(redactKeys(msg, io.env))}\n`);
    if (io.env.CONTAMGATE_DEBUG) io.stderr(`${e instanceof Error ? e.stack : ""}\n`);
    return ExitCode.InvalidInput;
  }
}

/**
 * The keys in the environment, and any word shaped like a credential. Narrower than the
 * providers' redactSecrets, whose header patterns would also eat wording such as
 * `api_key": unknown key` in a config error.
 */
function redactKeys(text: string, env: Readonly<Record<string, string | undefined>>): string {
  const out = redactKnownKeys(text, knownKeys(env));
  return out.replace(/[A-Za-z0-9_\-+/=]{12,}/g, (word) => (looksLikeKey(word) ? "[redacted]" : word));
}

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([k, v]) => `  ${k.padEnd(width)}  ${v.summary}`);
  return [
    "contamgate — keeps LLM evaluations honest in CI",
    "",
    "usage: contamgate <command> [flags]",
    "",
    ...lines,
    "",
    "exit codes: 0 pass, 1 contamination or leakage found, 2 design underpowered,",
    "            3 spending not confirmed (--yes missing), 4 invalid input or usage",
    "",
  ].join("\n");
}
