#!/usr/bin/env bash
# action.yml's second step: `rlab test` on the user's scripts, headless.
#
#   RLAB         the rlab to run (install.sh's output; default: rlab on PATH)
#   RLAB_PATHS   scripts or folders, separated by spaces (default: Scenes/)
#   RLAB_JUNIT   --junit FILE, when set
#   RLAB_REPORT  --report DIR, when set
#
# Exits with rlab test's status: 0 passed, 1 a test failed, 2 a script could
# not be used or no test ran, 64 a usage error.
set -uo pipefail
rlab=${RLAB:-rlab}
read -r -a paths <<< "${RLAB_PATHS:-Scenes/}"
[ ${#paths[@]} -gt 0 ] || paths=(Scenes/)
args=(test "${paths[@]}")
[ -z "${RLAB_JUNIT:-}" ] || args+=(--junit "$RLAB_JUNIT")
[ -z "${RLAB_REPORT:-}" ] || args+=(--report "$RLAB_REPORT")
echo "responderlab: rlab ${args[*]}"
"$rlab" "${args[@]}"
