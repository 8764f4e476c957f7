#!/usr/bin/env python3
"""Generate a tree with many intents, to check that linking, rules and reports stay linear.

    python3 Benchmarks/make-intents-tree.py OUT_DIR --intents N

Writes N legacy intents in 10 .intentdefinition files and N App Intents in 100 Swift files. Half
of the App Intents carry `intentClassName`; the other half are renamed (`Run<word>Action`) with the
legacy title and parameter, so the linker has to score them. Every intent has its own word, so a
linear linker scores one pair per intent. Standard library only; OUT_DIR is replaced.
"""

import argparse
import os
import plistlib
import shutil


def word(number):
    """A distinct word of letters per number, never ending in s (plurals are folded)."""
    text = "Q"
    while True:
        text += chr(97 + number % 26)
        number //= 26
        if number == 0:
            return text + "x"


def legacy_intent(number):
    name = "Do" + word(number)
    return {
        "INIntentCategory": "generic",
        "INIntentName": name,
        "INIntentTitle": f"Do {word(number)} now",
        "INIntentParameters": [
            {"INIntentParameterName": "level", "INIntentParameterType": "Integer",
             "INIntentParameterDisplayName": "Level"}
        ],
    }


def app_intent(number):
    w = word(number)
    if number % 2 == 0:
        head = f'struct Do{w}AppIntent: AppIntent, CustomIntentMigratedAppIntent {{\n' \
               f'    static let intentClassName = "Do{w}Intent"\n'
    else:
        head = f'struct Run{w}Action: AppIntent {{\n'
    return head + f'    static var title: LocalizedStringResource = "Do {w} now"\n' \
                  f'    @Parameter(title: "Level") var level: Int\n' \
                  f'    func perform() async throws -> some IntentResult {{ .result() }}\n}}\n'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--intents", type=int, default=20000)
    args = parser.parse_args()
    count = max(100, args.intents - args.intents % 100)
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(os.path.join(args.out, "Legacy"))
    os.makedirs(os.path.join(args.out, "App"))
    per = count // 10
    for index in range(10):
        definition = {
            "INIntentDefinitionModelVersion": "1.2", "INEnums": [], "INTypes": [],
            "INIntents": [legacy_intent(n) for n in range(index * per, (index + 1) * per)],
        }
        with open(os.path.join(args.out, "Legacy", f"Defs{index}.intentdefinition"), "wb") as file:
            plistlib.dump(definition, file)
    per = count // 100
    for index in range(100):
        body = "import AppIntents\n\n" + "\n".join(app_intent(n) for n in range(index * per, (index + 1) * per))
        with open(os.path.join(args.out, "App", f"Intents{index}.swift"), "w") as file:
            file.write(body)
    print(f"{count} intents in {args.out}")


if __name__ == "__main__":
    main()
