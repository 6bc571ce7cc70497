// Two models on two servers: wall time of `contamgate run`, on compiled code:
//   npx tsc -p . && node bench/concurrent-models.mjs [lib-dir=lib] [items=100] [latency-ms=25] [concurrency=4]
// Each server is a local Chat Completions stand-in that answers every request after a fixed
// latency, so the wall time is set by how requests are scheduled, not by the model. With the
// models asked one after another it is about 2 × (2·items / concurrency) × latency; asked at once,
// half that. Pass another compiled tree as lib-dir (e.g. main's) to measure before and after.
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { record } from "./record.mjs";

const [libDir = "lib", itemsArg = "100", latencyArg = "25", concArg = "4"] = process.argv.slice(2);
const items = Number(itemsArg);
const latencyMs = Number(latencyArg);
const concurrency = Number(concArg);
const { main } = await import(pathToFileURL(resolve(libDir, "cli/main.js")).href);

function fakeServer() {
  let active = 0;
  const s = {
    requests: 0,
    maxActive: 0,
    server: createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        s.requests++;
        active++;
        s.maxActive = Math.max(s.maxActive, active);
        setTimeout(() => {
          active--;
          const model = JSON.parse(body).model;
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              id: "x",
              object: "chat.completion",
              created: 0,
              model,
              choices: [{ index: 0, message: { role: "assistant", content: "A" }, finish_reason: "stop" }],
            }),
          );
        }, latencyMs);
      });
    }),
  };
  return s;
}

const servers = [fakeServer(), fakeServer()];
const urls = [];
for (const s of servers) {
  await new Promise((r) => s.server.listen(0, "127.0.0.1", r));
  urls.push(`http://127.0.0.1:${s.server.address().port}/v1`);
}
const err = [];
const io = {
  stdout: () => {},
  stderr: (t) => void err.push(t),
  env: { CONTAMGATE_COMPATIBLE_API_KEY: "unused" },
  cwd: process.cwd(),
};
const argv = [
  "run",
  "--synthetic",
  String(items),
  "--seed",
  "bench",
  "--target-effect",
  "0.3",
  "--discordant-rate",
  "0.5",
  "--force-underpowered",
  "--model",
  `compatible=one,base-url=${urls[0]}`,
  "--model",
  `compatible=two,base-url=${urls[1]}`,
  "--no-cache",
  "--yes",
  "--concurrency",
  String(concurrency),
];
const t0 = performance.now();
const code = await main(argv, io);
const ms = performance.now() - t0;
for (const s of servers) s.server.close();
const total = servers.reduce((a, s) => a + s.requests, 0);
if (code !== 0 && code !== 1) {
  console.error(err.join(""));
  process.exit(1);
}
const oneModel = ((2 * items) / concurrency) * latencyMs;
console.log(
  `2 models × ${(2 * items).toLocaleString("en-US")} requests on 2 servers, ${latencyMs} ms each, --concurrency ${concurrency} (${libDir}): ` +
    `${(ms / 1000).toFixed(2)} s wall (one model alone ≥ ${(oneModel / 1000).toFixed(2)} s); ${total} requests; ` +
    `most in flight per server ${servers.map((s) => s.maxActive).join("/")}`,
);
record({
  id: "run-two-models",
  what: `\`contamgate run\`, 2 models × ${(2 * items).toLocaleString("en-US")} requests on 2 local servers (${latencyMs} ms each, --concurrency ${concurrency})`,
  value: ms / 1000,
  unit: "s wall",
  baseline: {
    what: "one model's schedule alone (computed: requests / concurrency × latency)",
    value: oneModel / 1000,
    unit: "s wall",
  },
  code: ["src/run", "src/models", "src/cache"],
});
