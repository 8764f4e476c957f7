#!/usr/bin/env bash
# The platform wall (issue 27): only Sources/SystemSupport imports Glibc/Darwin/Musl (or
# swift-system) and names what one C library has and another has not. The compiler here is
# Linux's, so it cannot show that a Glibc-only name (`st_mtim`: Darwin says `st_mtimespec`)
# breaks the macOS build; this check does, on every Swift file of Sources and Tests outside the
# platform target and its tests (fixtures, golden files and fuzz seeds are data). Comment lines
# are skipped.
#
#   bash Tests/check-platform.sh [ROOT]     ROOT defaults to this repository
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"

python3 - "$root" <<'PY'
import os, re, sys
root = sys.argv[1]
# Names that exist in one C library only (Glibc's first; then Darwin's, which break Linux the
# same way), and the platform modules and branches themselves.
names = [
    r"st_[amc]tim\b", r"st_[amc]timespec\b", r"st_birthtim", r"\bd_off\b", r"\bO_PATH\b", r"__errno_location",
    r"\b__errno\b", r"\bmallinfo", r"\bmallopt\b", r"\bM_TRIM_THRESHOLD\b", r"\bM_MMAP_THRESHOLD\b",
    r"\bmalloc_trim\b", r"\bsched_getaffinity\b", r"\bMSG_NOSIGNAL\b", r"\bSO_NOSIGPIPE\b", r"\bposix_spawn",
    r"\bpipe2\b", r"\bdup3\b", r"\baccept4\b", r"\bstatx\b", r"\bgetdents", r"\bepoll_", r"\binotify_",
    r"\beventfd\b", r"\bmemfd_create\b", r"\bprctl\b", r"_NSGetExecutablePath", r"\bmach_task_self",
    r"\bkqueue\b", r"\bSOCK_STREAM\.rawValue", r"\bO_TMPFILE\b", r"\bO_LARGEFILE\b", r"\bO_NOATIME\b",
    r"\bO_DIRECT\b", r"\bO_SYMLINK\b", r"\bO_EVTONLY\b", r"\bF_FULLFSYNC\b", r"\bF_GETPATH\b",
    r"\bstrerror_r\b", r"\bgettid\b", r"\bsyscall\(",
    r"^\s*(@_exported\s+|@testable\s+)?import\s+(Glibc|Darwin|Musl|WASILibc|Android|ucrt|WinSDK|SystemPackage|CSystem)\b",
    r"canImport\(\s*(Glibc|Darwin|Musl|WASILibc|Android|ucrt|WinSDK)\b",
]
pattern = re.compile("|".join(f"(?:{n})" for n in names))
skipped = ("Sources/SystemSupport/", "Tests/SystemSupportTests/", "Tests/Fixtures/", "Tests/Golden/", "Tests/Fuzz/")
found = []
for top in ("Sources", "Tests"):
    for folder, dirs, files in os.walk(os.path.join(root, top)):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            if path.startswith(skipped):
                continue
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as text:
                for number, line in enumerate(text, 1):
                    if line.lstrip().startswith("//"):
                        continue
                    if pattern.search(line):
                        found.append(f"{path}:{number}: {line.strip()}")
for line in found:
    print(line, file=sys.stderr)
if found:
    print("platform: the lines above use a platform import or a name one C library lacks; move that code "
          "into Sources/SystemSupport (the only platform target) and call it from there", file=sys.stderr)
    sys.exit(1)
print("platform: ok")
PY
