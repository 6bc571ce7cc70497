#!/usr/bin/env bash
# A leakage scan over whole-file partitions as a Slurm job array, then one merge
# (docs/leakage-at-scale.md). Task i of the array runs
#   contamgate leakage FLAGS --partition i/N --json OUT/part-i.json
# and `contamgate merge` combines the N reports into the report one process would have written.
#
#   scripts/slurm-leakage.sh [--local] N OUT -- LEAKAGE FLAGS...
#
# Without --local it submits to the cluster `sbatch` already talks to (every node must see the
# same working directory and corpus paths). With --local (root only) it first starts a throwaway
# one-node cluster on this machine — slurmctld and slurmd with a config under a temp folder,
# auth/none, ports $SLURM_LOCAL_PORTS (default 16817,16818) — and stops the two daemons it started,
# by their pids, when done. Needs Debian's slurm-wlm. CONTAMGATE: the command, split into words at
# spaces (default "node <repo>/dist/cli/index.js", the repository path kept whole). Exit: merge's
# (0 clean, 1 findings, 4 invalid input); 4 when a task failed. OUT and the flags reach the task
# script as bash-quoted words only: a folder named o$(cmd), a quote or a newline is a name there,
# never code (docs/security.md "Scripts").
set -euo pipefail

local_cluster=0
if [ "${1:-}" = "--local" ]; then
  local_cluster=1
  shift
fi
if [ $# -lt 3 ] || [ "$3" != "--" ]; then
  echo "usage: $0 [--local] N OUT -- LEAKAGE FLAGS..." >&2
  exit 4
fi
n=$1
out=$2
shift 3
case "$n" in '' | *[!0-9]* | 0) echo "$0: N must be a positive integer (got \"$n\")" >&2; exit 4 ;; esac
repo=$(cd -- "$(dirname -- "$0")/.." && pwd)
if [ -n "${CONTAMGATE:-}" ]; then
  read -r -a cli <<<"$CONTAMGATE"
else
  cli=(node "$repo/dist/cli/index.js")
fi
if [ ${#cli[@]} -eq 0 ]; then
  echo "$0: CONTAMGATE is empty" >&2
  exit 4
fi
mkdir -p -- "$out"
# The absolute path; the x keeps a trailing newline of the name, which $(…) would strip.
out=$(cd -- "$out" && pwd && echo x)
out=${out%$'\n'x}

pids=()
cleanup() {
  # Only the daemons this script started, by pid.
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  # Wait for them to go, so the ports are free for the next run.
  for p in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  done
}
trap cleanup EXIT

if [ "$local_cluster" = 1 ]; then
  conf_dir=$(mktemp -d /tmp/contamgate-slurm-XXXXXX)
  host=$(hostname -s)
  ports=${SLURM_LOCAL_PORTS:-16817,16818}
  cat >"$conf_dir/slurm.conf" <<EOF
ClusterName=contamgate
SlurmctldHost=$host
SlurmctldPort=${ports%,*}
SlurmdPort=${ports#*,}
AuthType=auth/none
CredType=cred/none
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$conf_dir/ctld
SlurmdSpoolDir=$conf_dir/d
SlurmctldPidFile=$conf_dir/slurmctld.pid
SlurmdPidFile=$conf_dir/slurmd.pid
SlurmctldLogFile=$conf_dir/slurmctld.log
SlurmdLogFile=$conf_dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
  mkdir -p "$conf_dir/ctld" "$conf_dir/d"
  export SLURM_CONF=$conf_dir/slurm.conf
  slurmctld -f "$SLURM_CONF"
  for _ in $(seq 50); do [ -s "$conf_dir/slurmctld.pid" ] && break; sleep 0.2; done
  pids+=("$(cat "$conf_dir/slurmctld.pid")")
  slurmd -f "$SLURM_CONF"
  for _ in $(seq 50); do [ -s "$conf_dir/slurmd.pid" ] && break; sleep 0.2; done
  pids+=("$(cat "$conf_dir/slurmd.pid")")
  for _ in $(seq 100); do sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 0.2; done
fi

# The task: findings (exit 1) are data for the merge, not a failed task; anything else fails it.
# Every value goes in as bash-quoted words (printf %q) assigned to variables, then used quoted;
# the body below is a literal heredoc, so nothing of OUT or the flags is ever parsed as code.
{
  echo '#!/usr/bin/env bash'
  printf 'cli=('
  printf ' %q' "${cli[@]}"
  printf ' )\nflags=('
  if [ $# -gt 0 ]; then printf ' %q' "$@"; fi
  printf ' )\nout=%q\nn=%q\n' "$out" "$n"
  cat <<'TASK'
code=0
"${cli[@]}" leakage "${flags[@]}" --partition "$SLURM_ARRAY_TASK_ID/$n" --json "$out/part-$SLURM_ARRAY_TASK_ID.json" --quiet >/dev/null || code=$?
[ "$code" -le 1 ] || exit "$code"
echo "task $SLURM_ARRAY_TASK_ID/$n: exit $code on $(hostname -s), pid $$, job $SLURM_JOB_ID"
TASK
} >"$out/task.sh"
chmod +x "$out/task.sh"
started=$(date +%s.%N)
# sbatch expands % in --output (%a: the task): a % in the folder's own name is written %%.
log_pattern="${out//%/%%}/task-%a.log"
if ! sbatch --wait --array="1-$n" --cpus-per-task=1 --chdir="$PWD" --output="$log_pattern" --job-name=contamgate-leakage "$out/task.sh" >"$out/sbatch.log"; then
  echo "$0: a task of the array failed (logs: $out/task-*.log)" >&2
  cat "$out"/task-*.log >&2 || true
  exit 4
fi
ended=$(date +%s.%N)
cat "$out"/task-*.log >&2
echo "slurm: $n tasks in $(echo "$ended - $started" | bc) s ($(cat "$out/sbatch.log"))" >&2
reports=()
for i in $(seq "$n"); do reports+=("$out/part-$i.json"); done
code=0
"${cli[@]}" merge "${reports[@]}" --json "$out/merged.json" >/dev/null || code=$?
exit "$code"
