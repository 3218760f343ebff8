#!/usr/bin/env bash
# The docs smoke test: runs every shell command of README.md and docs/*.md
# (scripts/lib/check_docs.py says how; scripts/check-docs.toml lists the
# short modes and the commands that need a GPU or torch). One log per
# command in build/check-docs/. Run by .ci/run after the test suite.
#   scripts/check-docs.sh            # run them all (the longest, the sanitized
#                                    # build and tests, 13 min from scratch here)
#   scripts/check-docs.sh --list     # how each would run
#   scripts/check-docs.sh --only RE  # those whose text matches RE
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
"$root/scripts/bootstrap.sh"
exec /usr/bin/python3 "$root/scripts/lib/check_docs.py" --root "$root" "$@"
