#!/usr/bin/env bash
# Runs `make` phases one after another, stopping at the first that fails,
# and ends with a table of each phase's wall time (also when one failed):
# `make test` is the sum of these phases, and the table says where its
# time goes.
#
#   scripts/phases.sh PHASE...     PHASE: a goal, or goals joined by "+"
#
# The goals of a "+" phase run side by side in one make (-j, each goal's
# output kept together): where one goal mostly waits (a browser test on a
# page, a module's single-threaded link) the other's work fills the cores.
set -uo pipefail

names=()
seconds=()
status=0
total_start=$(date +%s)
for phase in "$@"; do
  start=$(date +%s)
  IFS=+ read -ra goals <<< "$phase"
  if (( ${#goals[@]} > 1 )); then
    make --no-print-directory -j --output-sync=target "${goals[@]}"
  else
    make --no-print-directory "$phase"
  fi
  status=$?
  names+=("$phase")
  seconds+=($(( $(date +%s) - start )))
  if (( status != 0 )); then
    names[-1]="$phase (failed)"
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
