#!/usr/bin/env python3
"""Checks the text outputs that have no schema.

    check_text.py markdown report.md      under 65,536 characters (and bytes), no raw HTML from data
    check_text.py html report.html        exactly one character-set declaration
    check_text.py xcode xcode.txt         one finding per line: PATH[:LINE:COL]: SEVERITY: TEXT [RULE]
    check_text.py github github.txt       one workflow command per line; ends with the closing ::notice
No line may hold a raw control character (a newline inside a field would start a new command).
"""
import re
import sys

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
XCODE = re.compile(r"^.+?(:\d+:\d+)?: (error|warning|note): .+ \[[^\]\s]+\]$")
GITHUB = re.compile(r"^::(error|warning|notice) (file=[^,:]*(,line=\d+,col=\d+)?,)?title=[^,:]+::.*$")


def lines_of(text):
    if not text.endswith("\n"):
        yield 0, "(the output does not end with a newline)"
    for number, line in enumerate(text[:-1].split("\n") if text.endswith("\n") else text.split("\n"), 1):
        yield number, line


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    kind, path = sys.argv[1:]
    text = open(path, encoding="utf-8").read()
    problems = []
    if kind == "markdown":
        if len(text) >= 65536 or len(text.encode("utf-8")) >= 65536:
            problems.append(f"{len(text)} characters, {len(text.encode('utf-8'))} bytes: not under 65,536")
        if CONTROL.search(text.replace("\t", "")):
            problems.append("a raw control character")
        if re.search(r"<(?!/?(details|summary|sub)>)[a-zA-Z/!]", text):
            problems.append("raw HTML other than <details>, <summary>, <sub>: " + re.search(r"<(?!/?(details|summary|sub)>)[a-zA-Z/!][^>]{0,40}", text).group(0))
    elif kind == "html":
        head = text.split("</head>", 1)[0].lower()
        declarations = len(re.findall(r"<meta[^>]*charset", head))
        if declarations != 1:
            problems.append(f"{declarations} character-set declarations in <head> (want exactly 1)")
    elif kind in ("xcode", "github"):
        pattern = XCODE if kind == "xcode" else GITHUB
        last = ""
        for number, line in lines_of(text):
            if number == 0:
                problems.append(line)
                continue
            if CONTROL.search(line):
                problems.append(f"line {number}: a raw control character: {line[:80]!r}")
            elif not pattern.match(line):
                problems.append(f"line {number}: not one {kind} line: {line[:100]!r}")
            last = line
        if kind == "github" and not last.startswith("::notice title=intent-audit::"):
            problems.append("the output does not end with intent-audit's closing ::notice")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for problem in problems[:20]:
        print(f"{path}: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{path}: {kind} checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
