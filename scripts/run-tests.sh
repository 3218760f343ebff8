#!/usr/bin/env bash
# Builds mpt and runs every test (the lit suite, `ninja check-mpt`).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/bootstrap.sh" all
"$root/scripts/bootstrap.sh" check-mpt
