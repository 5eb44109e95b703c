#!/usr/bin/env python3
"""Runs a command and prints its wall time and the peak memory of its whole
process tree (the sum of the resident sets of the command and every process
it started, sampled every 20 ms from /proc: Calcula's build renders in Node
child processes, which `time -v` would not add up).

usage: measure.py COMMAND [ARGS...]   → stdout: "<wall ms> <peak MiB>"
The command's own output goes to stderr; its exit status is returned.
"""
import os
import subprocess
import sys
import time

PAGE = os.sysconf("SC_PAGE_SIZE")


def tree_rss(root: int) -> int:
    """Bytes resident in `root` and all its descendants, now."""
    parent, rss = {}, {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                # The command name is in parentheses and may hold spaces.
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{name}/statm") as f:
                rss[int(name)] = int(f.read().split()[1]) * PAGE
            parent[int(name)] = int(fields[1])
        except (OSError, IndexError, ValueError):
            continue  # the process ended while we looked
    total, tree = 0, {root}
    # Parents before children is not guaranteed: grow the tree to a fixed point.
    grew = True
    while grew:
        grew = False
        for pid, ppid in parent.items():
            if ppid in tree and pid not in tree:
                tree.add(pid)
                grew = True
    for pid in tree:
        total += rss.get(pid, 0)
    return total


def main() -> int:
    start = time.monotonic()
    child = subprocess.Popen(sys.argv[1:], stdout=sys.stderr)
    peak = 0
    while child.poll() is None:
        peak = max(peak, tree_rss(child.pid))
        time.sleep(0.02)
    wall_ms = (time.monotonic() - start) * 1000
    print(f"{wall_ms:.0f} {peak / 2**20:.0f}")
    return child.returncode


if __name__ == "__main__":
    sys.exit(main())
