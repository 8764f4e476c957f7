#!/usr/bin/env bash
# Prints a python3 that has jsonschema (with the rfc3987 URI format checks) and PyYAML; exits 1 if none.
for candidate in python3 /usr/bin/python3 /usr/local/bin/python3; do
  if command -v "$candidate" >/dev/null 2>&1 &&
     "$candidate" -c 'import jsonschema, rfc3987, yaml' >/dev/null 2>&1; then
    command -v "$candidate"; exit 0
  fi
done
echo "no python3 with jsonschema, rfc3987 and PyYAML: run make setup-validators" >&2
exit 1
