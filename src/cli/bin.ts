#!/usr/bin/env node
import { main } from "./main.js";
import { processIo } from "./io.js";

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`contamgate: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 4;
  },
);
