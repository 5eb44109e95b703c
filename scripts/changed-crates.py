"""The workspace's packages that own the files named on the command line
(paths relative to the repository root), from `cargo metadata --no-deps`
on stdin: one package name a line, each once. A file belongs to the
package whose manifest folder holds it most closely; files outside every
package (content, locales, islands, scripts) name none."""

import json
import os
import sys

root = os.getcwd()
packages = sorted(
    (
        (os.path.relpath(os.path.dirname(p["manifest_path"]), root), p["name"])
        for p in json.load(sys.stdin)["packages"]
    ),
    key=lambda entry: -len(entry[0]),
)

owners = []
for path in sys.argv[1:]:
    for folder, name in packages:
        if folder != "." and (path == folder or path.startswith(folder + os.sep)):
            if name not in owners:
                owners.append(name)
            break

print("\n".join(owners))
