/**
 * Worker-thread entry for the parallel text scan. The main thread builds the ProbeIndex once on
 * SharedArrayBuffers and hands its arrays over in workerData (shared, not copied: memory ≈ one
 * index whatever the worker count); the worker scans the batches of whole lines it is sent
 * (batch-scan.ts) and returns matches as flat integers. scripts/build.mjs bundles this file on its
 * own (leakage-worker.js beside each bundle), so it runs from dist/ as well as from lib/.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type BatchRequest, scanBatch } from "./batch-scan.js";
import { LineScanner } from "./line-scanner.js";
import { type IndexParts, ProbeIndex } from "./probe-index.js";

export type { BatchRequest, BatchResult } from "./batch-scan.js";

export interface WorkerInit {
  index: IndexParts;
}

if (parentPort && (workerData as { contamgateLeakage?: WorkerInit } | null)?.contamgateLeakage) {
  const init = (workerData as { contamgateLeakage: WorkerInit }).contamgateLeakage;
  const scanner = new LineScanner(new ProbeIndex(init.index));
  const port = parentPort;
  port.on("message", (req: BatchRequest) => {
    const res = scanBatch(scanner, req);
    port.postMessage(res, [res.out.buffer as ArrayBuffer]);
  });
  port.postMessage("ready");
}
