/** What a command may touch of its environment; tests pass their own. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

export function processIo(): Io {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Collects output in memory, for tests. */
export function memoryIo(env: Record<string, string | undefined> = {}, cwd = process.cwd()) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), env, cwd };
  return { io, stdout: () => out.join(""), stderr: () => err.join("") };
}
