#!/usr/bin/env python3
"""A leakage scan over whole-file partitions on a Dask distributed cluster, then one merge.

Each task runs `contamgate leakage ... --partition i/N --json OUT/part-i.json` in a worker
process; `contamgate merge` then combines the N reports into the report one process would have
written (docs/leakage-at-scale.md). Against a running cluster pass --scheduler tcp://host:8786
(every worker must see the same checkout and corpus paths); without it a LocalCluster of
--workers processes is started on this machine (a real scheduler and worker processes over TCP).

  /usr/bin/python3 scripts/dask-leakage.py --partitions 8 --workers 2 --out parts \\
      -- --holdout holdout.jsonl --field question --corpus 'corpus/**/*.jsonl.zst' --corpus-field text

Exit: merge's exit code (0 clean, 1 findings, 4 invalid input); 4 as well when a partition failed.
Needs Debian's python3-distributed (apt-get install python3-distributed).
"""

import argparse
import os
import shlex
import subprocess
import sys
import time


def run_partition(index, count, by, cli, args, out, cwd):
    """One partition in a worker process: the CLI's exit code, its stderr, and where it ran."""
    import socket

    from distributed import get_worker

    started = time.monotonic()
    report = os.path.join(out, f"part-{index:05d}-of-{count:05d}.json")
    cmd = [*cli, "leakage", *args, "--partition", f"{index}/{count}", "--partition-by", by, "--json", report, "--quiet"]
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return {
        "index": index,
        "code": p.returncode,
        "stderr": p.stderr.strip(),
        "report": report,
        "worker": get_worker().address,
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "seconds": time.monotonic() - started,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--partitions", type=int, required=True, help="N: partitions (tasks)")
    ap.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster")
    ap.add_argument("--by", choices=["hash", "size"], default="size", help="--partition-by")
    ap.add_argument("--scheduler", help="address of a running scheduler (default: a LocalCluster)")
    ap.add_argument("--cli", default="node dist/cli/index.js", help="the contamgate command")
    ap.add_argument("--out", required=True, help="folder for the partition reports and merged.json")
    ap.add_argument("leakage", nargs=argparse.REMAINDER, help="-- then the leakage flags")
    o = ap.parse_args()
    args = o.leakage[1:] if o.leakage[:1] == ["--"] else o.leakage
    if o.partitions < 1:
        ap.error("--partitions must be at least 1")
    if not args:
        ap.error("give the leakage flags after --")
    cli = shlex.split(o.cli)
    out = os.path.abspath(o.out)
    os.makedirs(out, exist_ok=True)
    cwd = os.getcwd()

    from distributed import Client, LocalCluster

    cluster = None
    if o.scheduler:
        client = Client(o.scheduler)
    else:
        cluster = LocalCluster(
            n_workers=o.workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = Client(cluster)
    try:
        started = time.monotonic()
        futures = client.map(
            run_partition,
            range(1, o.partitions + 1),
            count=o.partitions,
            by=o.by,
            cli=cli,
            args=args,
            out=out,
            cwd=cwd,
            pure=False,
        )
        results = sorted(client.gather(futures), key=lambda r: r["index"])
        scan_seconds = time.monotonic() - started
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    failed = [r for r in results if r["code"] not in (0, 1)]
    workers = sorted({r["worker"] for r in results})
    pids = sorted({r["pid"] for r in results})
    for r in results:
        print(
            f"partition {r['index']}/{o.partitions}: exit {r['code']} in {r['seconds']:.1f} s on {r['worker']} (pid {r['pid']})",
            file=sys.stderr,
        )
    print(
        f"dask: {o.partitions} partitions on {len(workers)} workers ({len(pids)} processes) in {scan_seconds:.1f} s",
        file=sys.stderr,
    )
    if failed:
        for r in failed:
            print(f"partition {r['index']}/{o.partitions} failed: {r['stderr']}", file=sys.stderr)
        return 4
    merged = os.path.join(out, "merged.json")
    m = subprocess.run([*cli, "merge", *[r["report"] for r in results], "--json", merged], cwd=cwd)
    return m.returncode


if __name__ == "__main__":
    sys.exit(main())
