#!/usr/bin/env node
import { main } from "./main.js";
import { processIo } from "./io.js";
import { knownKeys, redactKnownKeys } from "../models/secrets.js";
import { forLog } from "../text/escape.js";

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(
      `contamgate: internal error: ${forLog(redactKnownKeys(e instanceof Error ? e.message : String(e), knownKeys(process.env)))}\n`,
    );
    process.exitCode = 4;
  },
);
