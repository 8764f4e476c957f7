#!/usr/bin/env python3
"""Checks action.yml and runs its `run:` steps locally, the way the GitHub runner would.

    .ci/run-action.py [--input NAME=VALUE ...] [--workspace DIR] [--expect-exit N] [--summary-out FILE]

What it checks before running anything:
  - every `run:` step has a `shell:`, every `uses:` step has none (a composite action needs both rules);
  - no `${{ }}` expression inside a `run:` script (inputs reach the shell through `env:` only);
  - every `inputs.X` and `steps.ID.outputs.Y` that an expression names is declared / has an earlier id.
Then it runs the `run:` steps in order with GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH,
GITHUB_STEP_SUMMARY, RUNNER_TEMP, RUNNER_OS and GITHUB_ACTION_PATH set, evaluates each `if:`
(the small subset action.yml uses: always(), success(), failure(), ==, !=, &&, ||, !, strings), and
lists the `uses:` steps it skipped with the `with:` values they would have received. It exits with
the status the action would have ended with, or 1 when that differs from --expect-exit.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPR = re.compile(r"\$\{\{(.*?)\}\}", re.S)


def fail(message):
    print(f"run-action: {message}", file=sys.stderr)
    sys.exit(1)


class Context:
    """The expression context: inputs, step outputs, runner and github values, job status."""

    def __init__(self, inputs, action_path, workspace, runner_os):
        self.inputs = inputs
        self.steps = {}
        self.runner = {"os": runner_os, "arch": "X64", "temp": os.environ.get("RUNNER_TEMP", "")}
        self.github = {"action_path": action_path, "workspace": workspace}
        self.failed = False

    def lookup(self, path):
        parts = path.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            return self.inputs.get(parts[1], "")
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get(parts[3], "")
        if parts[0] == "steps" and len(parts) == 3 and parts[2] == "outcome":
            return self.steps.get(parts[1], {}).get("__outcome__", "")
        if parts[0] in ("runner", "github") and len(parts) == 2:
            value = getattr(self, parts[0]).get(parts[1])
            if value is not None:
                return value
        fail(f"the expression names {path}, which this runner does not know")


TOKEN = re.compile(r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<op>==|!=|&&|\|\||!|\(|\))|(?P<call>[a-z]+)\(\)|(?P<name>[A-Za-z_][\w.-]*))")


def evaluate(expression, context):
    """Evaluates the expression subset into a Python value (strings and booleans)."""
    tokens, position = [], 0
    text = expression.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            fail(f"cannot read the expression: {expression!r}")
        position = match.end()
        tokens.append(match)

    index = 0

    def peek():
        return tokens[index] if index < len(tokens) else None

    def take():
        nonlocal index
        token = tokens[index]
        index += 1
        return token

    def primary():
        token = take()
        if token.group("op") == "(":
            value = disjunction()
            if take().group("op") != ")":
                fail(f"unbalanced parentheses in {expression!r}")
            return value
        if token.group("op") == "!":
            return not truthy(primary())
        if token.group("str") is not None:
            return token.group("str")[1:-1].replace("''", "'")
        if token.group("call"):
            call = token.group("call")
            if call == "always":
                return True
            if call == "success":
                return not context.failed
            if call == "failure":
                return context.failed
            fail(f"unknown function {call}() in {expression!r}")
        name = token.group("name")
        if name in ("true", "false"):
            return name == "true"
        return context.lookup(name)

    def comparison():
        left = primary()
        token = peek()
        if token is not None and token.group("op") in ("==", "!="):
            op = take().group("op")
            right = primary()
            equal = str(left).lower() == str(right).lower()
            return equal if op == "==" else not equal
        return left

    def conjunction():
        value = comparison()
        while peek() is not None and peek().group("op") == "&&":
            take()
            right = comparison()
            value = value if not truthy(value) else right
        return value

    def disjunction():
        value = conjunction()
        while peek() is not None and peek().group("op") == "||":
            take()
            right = conjunction()
            value = value if truthy(value) else right
        return value

    result = disjunction()
    if index != len(tokens):
        fail(f"unexpected text in {expression!r}")
    return result


def truthy(value):
    return value not in (False, "", None, 0)


def substitute(text, context):
    return EXPR.sub(lambda m: str(evaluate(m.group(1), context)), str(text))


def names_in(text):
    for match in EXPR.finditer(str(text)):
        yield from re.findall(r"(?:inputs|steps)\.[\w.-]+", match.group(1))


def lint(action):
    """The static checks; returns a list of problems."""
    problems = []
    declared = set((action.get("inputs") or {}).keys())
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        problems.append("runs.using is not composite")
    seen_ids = set()
    for number, step in enumerate(runs.get("steps") or [], 1):
        label = step.get("name") or step.get("id") or f"step {number}"
        if "run" in step and "shell" not in step:
            problems.append(f"{label}: a composite run step needs shell:")
        if "uses" in step and "shell" in step:
            problems.append(f"{label}: a uses step takes no shell:")
        if "run" in step and EXPR.search(step["run"]):
            problems.append(f"{label}: an expression inside run: (pass it through env:)")
        condition = str(step.get("if", ""))
        texts = ["${{ " + condition + " }}" if condition and "${{" not in condition else condition]
        texts += [str(v) for v in list((step.get("env") or {}).values()) + list((step.get("with") or {}).values())]
        for text in texts:
            for name in names_in(text):
                parts = name.split(".")
                if parts[0] == "inputs" and parts[1] not in declared:
                    problems.append(f"{label}: inputs.{parts[1]} is not declared")
                if parts[0] == "steps" and parts[1] not in seen_ids:
                    problems.append(f"{label}: steps.{parts[1]} has no earlier step with that id")
        if "id" in step:
            seen_ids.add(step["id"])
    for name, output in (action.get("outputs") or {}).items():
        for ref in names_in(output.get("value", "")):
            parts = ref.split(".")
            if parts[0] == "steps" and parts[1] not in seen_ids:
                problems.append(f"outputs.{name}: steps.{parts[1]} has no step with that id")
    return problems


def read_pairs(path):
    """GITHUB_OUTPUT / GITHUB_ENV lines: NAME=value, or NAME<<DELIMITER … DELIMITER."""
    values, lines = {}, open(path, encoding="utf-8").read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            body = []
            i += 1
            while i < len(lines) and lines[i] != delimiter:
                body.append(lines[i])
                i += 1
            values[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        i += 1
    return values


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--action", default="action.yml")
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--workspace", default=os.getcwd())
    parser.add_argument("--expect-exit", type=int)
    parser.add_argument("--lint-only", action="store_true")
    parser.add_argument("--summary-out", help="copy the job summary the steps wrote to this file")
    parser.add_argument("--temp", help="use this (empty) folder as RUNNER_TEMP, to look at it afterwards")
    options = parser.parse_args()

    action_path = os.path.dirname(os.path.abspath(options.action))
    with open(options.action, encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    problems = lint(action)
    for problem in problems:
        print(f"run-action: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print("run-action: action.yml passes the composite-action checks")
    if options.lint_only:
        return

    inputs = {name: str(spec.get("default", "")) for name, spec in (action.get("inputs") or {}).items()}
    for pair in options.input:
        name, _, value = pair.partition("=")
        if name not in inputs:
            fail(f"--input {name}: action.yml declares no such input")
        inputs[name] = value

    temp = os.path.abspath(options.temp) if options.temp else tempfile.mkdtemp(prefix="run-action-")
    os.makedirs(temp, exist_ok=True)
    files = {name: os.path.join(temp, name.lower()) for name in ("GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY")}
    for path in files.values():
        open(path, "w").close()
    runner_os = {"linux": "Linux", "darwin": "macOS"}.get(sys.platform, "Linux")
    environment = dict(os.environ, RUNNER_TEMP=temp, RUNNER_OS=runner_os, GITHUB_ACTION_PATH=action_path,
                       GITHUB_WORKSPACE=os.path.abspath(options.workspace), GITHUB_ACTIONS="true", **files)
    context = Context(inputs, action_path, environment["GITHUB_WORKSPACE"], runner_os)
    context.runner["temp"] = temp

    status = 0
    for number, step in enumerate(action["runs"]["steps"], 1):
        label = step.get("name") or step.get("id") or f"step {number}"
        condition = step.get("if", "success()")
        condition = EXPR.sub(lambda m: m.group(1), str(condition))
        if "always()" not in condition and "failure()" not in condition and "success()" not in condition:
            condition = f"success() && ({condition})"
        if not truthy(evaluate(condition, context)):
            print(f"-- skipped (if: {step.get('if')}): {label}")
            continue
        if "uses" in step:
            given = {key: substitute(value, context) for key, value in (step.get("with") or {}).items()}
            print(f"-- not run here ({step['uses']}): {label} with {given}")
            continue
        output = os.path.join(temp, f"output-{number}")
        open(output, "w").close()
        env = dict(environment, GITHUB_OUTPUT=output)
        env.update(read_pairs(files["GITHUB_ENV"]))
        extra_path = [line for line in open(files["GITHUB_PATH"]).read().splitlines() if line]
        if extra_path:
            env["PATH"] = os.pathsep.join(reversed(extra_path)) + os.pathsep + env["PATH"]
        for key, value in (step.get("env") or {}).items():
            env[key] = substitute(value, context)
        print(f"-- run: {label}", flush=True)
        script = os.path.join(temp, f"step-{number}.sh")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(step["run"])
        shell = step["shell"]
        command = ["bash", "--noprofile", "--norc", "-eo", "pipefail", script] if shell == "bash" else [shell, script]
        code = subprocess.call(command, cwd=options.workspace, env=env)
        outputs = read_pairs(output)
        outputs["__outcome__"] = "success" if code == 0 else "failure"
        if "id" in step:
            context.steps[step["id"]] = outputs
        if code != 0:
            print(f"-- step failed with status {code}: {label}")
            if not step.get("continue-on-error"):
                context.failed = True
                status = status or code

    summary = open(files["GITHUB_STEP_SUMMARY"], encoding="utf-8").read()
    if options.summary_out:
        with open(options.summary_out, "w", encoding="utf-8") as handle:
            handle.write(summary)
    print(f"run-action: the job summary has {len(summary)} characters; the action ends with status {status}")
    print(f"run-action: files in {temp}")
    if options.expect_exit is not None and status != options.expect_exit:
        fail(f"expected status {options.expect_exit}, got {status}")
    sys.exit(status if options.expect_exit is None else 0)


if __name__ == "__main__":
    main()
