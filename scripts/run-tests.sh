#!/usr/bin/env bash
# Builds mpt and runs every test: the lit suite (`ninja check-mpt`), and a
# check that the generated reference in docs/generated/ is up to date.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
"$root/scripts/bootstrap.sh" all mpt-doc
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1 &&
   ! git -C "$root" diff --quiet -- docs/generated; then
  echo "mpt: docs/generated/ changed when regenerated; commit it:" >&2
  git -C "$root" diff --stat -- docs/generated >&2
  exit 1
fi
"$root/scripts/bootstrap.sh" check-mpt
