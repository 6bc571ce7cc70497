import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The real-model fixture of docs/real-llm.md: the directory CONTAMGATE_REAL_LLM names, else a
 * `shared/real-llm` beside the repository's folder. The tests skip, printing this path, when
 * neither holds its serve.sh.
 */
export const REAL_LLM_FIXTURE =
  [process.env.CONTAMGATE_REAL_LLM, fileURLToPath(new URL("../../../shared/real-llm", import.meta.url))]
    .filter((p): p is string => p !== undefined && p !== "")
    .map((p) => resolve(p))
    .find((p) => existsSync(join(p, "serve.sh"))) ??
  resolve(process.env.CONTAMGATE_REAL_LLM || fileURLToPath(new URL("../../../shared/real-llm", import.meta.url)));

/** Where the fixture's get-llama-server-sid.sh puts llama-server (docs/real-llm.md). */
export const LLAMA_SERVER = "/tmp/llama-sid/llama-server";
