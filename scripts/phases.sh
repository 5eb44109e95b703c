#!/usr/bin/env bash
# Runs `make` goals one after another, stopping at the first that fails,
# and ends with a table of each goal's wall time (also when one failed):
# `make test` is the sum of these phases, and the table says where its
# time goes.
#
#   scripts/phases.sh GOAL...
set -uo pipefail

names=()
seconds=()
status=0
total_start=$(date +%s)
for goal in "$@"; do
  start=$(date +%s)
  make --no-print-directory "$goal"
  status=$?
  names+=("$goal")
  seconds+=($(( $(date +%s) - start )))
  if (( status != 0 )); then
    names[-1]="$goal (failed)"
    break
  fi
done

echo
echo "| phase | wall s |"
echo "|---|---|"
for i in "${!names[@]}"; do
  echo "| ${names[$i]} | ${seconds[$i]} |"
done
echo "| all | $(( $(date +%s) - total_start )) |"
exit "$status"
