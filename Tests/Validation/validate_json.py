#!/usr/bin/env python3
"""Validates a JSON report against a JSON schema, with format checks, plus what the consumer adds.

    validate_json.py SCHEMA FILE [--sarif-consumer] [--unique-fingerprints]

--sarif-consumer      what GitHub code scanning adds to the schema: every result that is not
                      baselineState "absent" has a location, and partialFingerprints differ
                      between the results of a run.
--unique-fingerprints every item of a top-level array has its own "fingerprint" (GitLab Code Quality).
Formats (uri, uri-reference) are checked, not ignored: without a checker for them this exits 2.
"""
import json
import sys

import jsonschema


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = {a for a in sys.argv[1:] if a.startswith("--")}
    if len(args) != 2 or not flags <= {"--sarif-consumer", "--unique-fingerprints"}:
        print(__doc__, file=sys.stderr)
        return 2
    schema_path, document_path = args
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    with open(document_path, encoding="utf-8") as handle:
        document = json.load(handle)
    checker = jsonschema.FormatChecker()
    missing = {"uri", "uri-reference"} - set(checker.checkers)
    if missing:
        print(f"{document_path}: no checker for the formats {sorted(missing)}: install rfc3987 "
              "(apt-get install python3-rfc3987, or pip install rfc3987)", file=sys.stderr)
        return 2
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=checker)
    problems = [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}"
                for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))]
    if "--sarif-consumer" in flags:
        for number, run in enumerate(document.get("runs", [])):
            seen = {}
            for index, result in enumerate(run.get("results", [])):
                where = f"runs/{number}/results/{index}"
                if result.get("baselineState") != "absent" and not result.get("locations"):
                    problems.append(f"{where}: no location (GitHub refuses the whole upload)")
                key = json.dumps(result.get("partialFingerprints", {}), sort_keys=True)
                if result.get("baselineState") != "absent":
                    if key in seen:
                        problems.append(f"{where}: the same partialFingerprints as results/{seen[key]} (GitHub merges them)")
                    seen[key] = index
    if "--unique-fingerprints" in flags:
        seen = {}
        for index, item in enumerate(document if isinstance(document, list) else []):
            fingerprint = item.get("fingerprint")
            if fingerprint in seen:
                problems.append(f"{index}: fingerprint {fingerprint!r} already used by item {seen[fingerprint]}")
            seen[fingerprint] = index
    for problem in problems[:50]:
        print(f"{document_path}: {problem}", file=sys.stderr)
    if problems:
        print(f"{document_path}: {len(problems)} problem(s) against {schema_path}", file=sys.stderr)
        return 1
    print(f"{document_path}: valid against {schema_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
