import { type NamedInput, type OutputPath, outputPath, preflightOutputs, writeOutput } from "../io/output-file.js";
import type { Io } from "./io.js";

/**
 * `--json PATH` means the same in every command (README "Flags"): write the JSON object to PATH,
 * through the one safe writer (src/io/output-file.ts); `--json -` prints it on standard output in
 * place of the command's text, so a pipe reads one object (warnings stay on standard error).
 */
export interface JsonFlag {
  /** The object goes to standard output (`--json -`). */
  readonly toStdout: boolean;
  /** The file named, when one was. */
  readonly file: OutputPath | undefined;
  /** Prints the human-readable text: on stdout, or nowhere when stdout carries the JSON. */
  readonly text: (t: string) => void;
  /** Writes the object where the flag said; a no-op without --json. */
  readonly write: (body: string) => Promise<void>;
}

/** Resolves `--json` and checks its file before any work (with the other outputs and the inputs it may not replace). */
export async function jsonFlag(
  raw: string | undefined,
  io: Io,
  o: { inputs?: readonly NamedInput[]; otherOutputs?: readonly (OutputPath | undefined)[] } = {},
): Promise<JsonFlag> {
  const toStdout = raw === "-";
  const file = raw === undefined || toStdout ? undefined : outputPath(raw, { cwd: io.cwd, field: "--json" });
  await preflightOutputs([file, ...(o.otherOutputs ?? [])], o.inputs ?? []);
  return {
    toStdout,
    file,
    text: toStdout ? () => {} : io.stdout,
    write: async (body) => {
      if (toStdout) io.stdout(body);
      else if (file) await writeOutput(file, body);
    },
  };
}
