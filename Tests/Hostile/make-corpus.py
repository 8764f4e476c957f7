#!/usr/bin/env python3
"""Writes the hostile-input corpus: one small source tree per row of the hostile-input table.

    python3 Tests/Hostile/make-corpus.py OUT [ROW ...]

Used by Tests/HostileTests (one test per row) and Benchmarks/hostile.sh (each row under 5 s and
300 MB). The files are generated because several are large (a 50 MB line, 30,000-deep nesting).

Each tree OUT/<row>/ holds the hostile file(s) and a control pair (Control/Lamp.intentdefinition
and Control/LampHandler.swift) that must still be reported. Rows that need a baseline snapshot or
a template write it beside the tree as OUT/<row>.baseline.xml / OUT/<row>.template/.
Deterministic: the same command writes the same bytes. Stdlib only.
"""
import importlib.util
import os
import struct
import sys

CONTROL_DEFINITION = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>INIntentDefinitionModelVersion</key>
	<string>1.2</string>
	<key>INIntents</key>
	<array>
		<dict>
			<key>INIntentCategory</key>
			<string>generic</string>
			<key>INIntentName</key>
			<string>ControlLamp</string>
			<key>INIntentParameters</key>
			<array/>
			<key>INIntentTitle</key>
			<string>Control Lamp</string>
			<key>INIntentType</key>
			<string>Custom</string>
		</dict>
	</array>
</dict>
</plist>
"""

CONTROL_HANDLER = """import Intents

/// The control handler: reported whatever the hostile file beside it does.
final class ControlLampIntentHandler: NSObject, ControlLampIntentHandling {
    func handle(intent: ControlLampIntent, completion: @escaping (ControlLampIntentResponse) -> Void) {
        completion(ControlLampIntentResponse(code: .success, userActivity: nil))
    }
}
"""

# Swift files must pass the scanner's keyword pre-filter to be parsed at all.
SWIFT_HEAD = "import Intents\n// mentions INIntent so the pre-filter parses this file\n"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def control(tree):
    write(os.path.join(tree, "Control/Lamp.intentdefinition"), CONTROL_DEFINITION)
    write(os.path.join(tree, "Control/LampHandler.swift"), CONTROL_HANDLER)


def binary_plist_bomb(levels=24, fanout=14):
    """A bplist00 of `levels` arrays; array i holds `fanout` references to array i+1, the last is
    empty. About 400 bytes on disk; expanded as a tree it has fanout**levels nodes."""
    objects = []
    for i in range(levels):
        objects.append(bytes([0xA0 | fanout]) + bytes([i + 1] * fanout))
    objects.append(bytes([0xA0]))  # the shared leaf: an empty array
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body))
        body += obj
    table_offset = len(body)
    offset_size = 2
    for off in offsets:
        body += struct.pack(">H", off)
    # trailer: 5 unused, sort version, offset int size, object ref size, num objects, top, table offset
    body += bytes(5) + bytes([0, offset_size, 1]) + struct.pack(">QQQ", len(objects), 0, table_offset)
    return body


def binary_plist_deep(depth=100000):
    """A chain of one-element arrays `depth` deep (object refs 4 bytes wide)."""
    body = b"bplist00"
    offsets = []
    for i in range(depth):
        offsets.append(len(body))
        body += bytes([0xA1]) + struct.pack(">I", i + 1)
    offsets.append(len(body))
    body += bytes([0xA0])
    table_offset = len(body)
    for off in offsets:
        body += struct.pack(">I", off)
    body += bytes(5) + bytes([0, 4, 4]) + struct.pack(">QQQ", len(offsets), 0, table_offset)
    return body


def template(name, body):
    return (
        '<?xml version="1.0"?>\n'
        '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n'
        '<xsl:output method="html"/>\n' + body + "\n</xsl:stylesheet>\n"
    )


EXPONENTIAL = template("exp", """
<xsl:template match="/"><html><body><xsl:call-template name="f"><xsl:with-param name="n" select="60"/></xsl:call-template></body></html></xsl:template>
<xsl:template name="f"><xsl:param name="n"/>
  <xsl:if test="$n &gt; 0">
    <xsl:call-template name="f"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template>
    <xsl:call-template name="f"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template>
  </xsl:if>
</xsl:template>""")

MEMORY = template("mem", """
<xsl:template match="/"><html><body><xsl:call-template name="g"><xsl:with-param name="s" select="'xxxxxxxxxxxxxxxx'"/><xsl:with-param name="n" select="40"/></xsl:call-template></body></html></xsl:template>
<xsl:template name="g"><xsl:param name="s"/><xsl:param name="n"/>
  <xsl:choose>
    <xsl:when test="$n &gt; 0"><xsl:call-template name="g"><xsl:with-param name="s" select="concat($s, $s)"/><xsl:with-param name="n" select="$n - 1"/></xsl:call-template></xsl:when>
    <xsl:otherwise><xsl:value-of select="string-length($s)"/></xsl:otherwise>
  </xsl:choose>
</xsl:template>""")

INCLUDE_FIFO = template("fifo", """
<xsl:include href="fifo.xsl"/>
<xsl:template match="/"><html><body>never</body></html></xsl:template>""")

INCLUDE_OUTSIDE = template("outside", """
<xsl:include href="../template-include-outside.secret/secret.xsl"/>
<xsl:template match="/"><html><body><xsl:call-template name="secret"/></body></html></xsl:template>""")

# Some XPath expressions are expensive without any template recursion: a cartesian product.
XPATH_PRODUCT = template("xpath", """
<xsl:template match="/"><html><body><xsl:value-of select="count(//*[count(//*[count(//*//*) &gt; 0]) &gt; 0])"/></body></html></xsl:template>""")


def snapshot(effort):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<intent-audit-report schemaVersion="1" tool="intent-audit" toolVersion="0.9.0" root="." release="1.0" generated="2024-03-01T10:00:00Z">
  <intents count="2">
    <intent id="intent:AIntent" name="AIntent" status="legacy-only">
      <plan effort="{effort}" remainingEffort="{effort}">
        <step number="2" status="todo" effort="{effort}"><task id="AIntent/2/app-intent" effort="{effort}" done="false"/></step>
        <step number="3" status="todo" effort="{effort}"><task id="AIntent/3/x" effort="{effort}" done="false"/></step>
      </plan>
    </intent>
    <intent id="intent:BIntent" name="BIntent" status="legacy-only">
      <plan effort="{effort}" remainingEffort="{effort}"/>
    </intent>
  </intents>
  <findings count="0"/>
</intent-audit-report>
"""


def string_catalog(count):
    """A row writing a string catalog of `count` translated keys (App/Localizable.xcstrings)."""
    def row(t, o):
        entries = ",".join(
            f'"key{i}":{{"localizations":{{"en":{{"stringUnit":{{"state":"translated","value":"v{i}"}}}}}}}}'
            for i in range(count))
        write(os.path.join(t, "App/Localizable.xcstrings"), '{"sourceLanguage":"en","strings":{' + entries + '},"version":"1.0"}')
    return row


def _intents_tree():
    """Benchmarks/make-intents-tree.py, for its word(): one distinct word per number."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks", "make-intents-tree.py")
    spec = importlib.util.spec_from_file_location("make_intents_tree", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


word = _intents_tree().word


def rows():
    """row id -> function(tree, out) writing the hostile input."""
    r = {}

    def swift(name, text):
        r[name] = lambda tree, out: write(os.path.join(tree, "Hostile.swift"), SWIFT_HEAD + text)

    swift("swift-unbalanced-paren", "let x = " + "(" * 5000 + "\n")
    swift("swift-unbalanced-bracket", "let x = " + "[" * 5000 + "\n")
    swift("swift-unbalanced-brace", "func f() " + "{" * 5000 + "\n")
    swift("swift-nested-generics", "let x: " + "A<" * 5000 + "B" + ">" * 5000 + " = y\n")
    swift("swift-nested-if", "#if A\n" * 5000 + "let x = 1\n" + "#endif\n" * 5000)
    swift("swift-unbalanced-mixed-150", "let x = " + "({[" * 50 + "\n")
    swift("swift-unbalanced-40", "let x = " + "({" * 20 + "\n")
    swift("swift-unbalanced-call-200", "let x = " + "f(" * 200 + "\n")
    swift("swift-unbalanced-closure-150", "let x = " + "{ f(" * 150 + "\n")
    swift("swift-nested-attributes", "@A(" * 3000 + "1" + ")" * 3000 + " struct S {}\n")
    swift("swift-attribute-run", "@A " * 20000 + "struct S {}\n")
    swift("swift-nested-interpolation", "let s = " + '"\\(' * 300 + "1" + ')"' * 300 + "\n")
    swift("swift-50mb-line", "let x = " + "1+" * (25 * 1024 * 1024) + "1\n")
    # One list of shortcuts appended to and handed to setShortcutSuggestions 1,000 times: the
    # function body is walked once for its lists, not once per call (ShortcutList's memo and limit).
    swift("swift-shortcut-list-flood", "import Intents\nfunc f() {\n    var list: [INShortcut] = []\n" + (
        "    list.append(INShortcut(intent: FloodIntent())!)\n"
        "    INVoiceShortcutCenter.shared.setShortcutSuggestions(list)\n") * 1000 + "}\n")
    # OpenStep property lists nested 30,000 deep (Info.plist, .strings, project.pbxproj).
    r["openstep-infoplist-nested"] = lambda t, o: write(
        os.path.join(t, "App/Info.plist"), "{a=" * 30000 + "b" + ";}" * 30000 + "\n")
    def strings_nested(t, o):
        # Translations are read only for a definition in Base.lproj with a same-named .strings beside it.
        write(os.path.join(t, "App/Base.lproj/Hostile.intentdefinition"), CONTROL_DEFINITION.replace("ControlLamp", "HostileLamp"))
        write(os.path.join(t, "App/en.lproj/Hostile.strings"), '"k" = ' + "(" * 30000 + ")" * 30000 + ";\n")
    r["openstep-strings-nested"] = strings_nested
    r["openstep-pbxproj-nested"] = lambda t, o: write(
        os.path.join(t, "App.xcodeproj/project.pbxproj"), "// !$*UTF8*$!\n{ objects = " + "(" * 30000 + "\n")
    r["xml-plist-nested"] = lambda t, o: write(
        os.path.join(t, "App/Info.plist"),
        '<?xml version="1.0"?><plist version="1.0">' + "<array>" * 100000 + "</array>" * 100000 + "</plist>\n")
    r["bplist-bomb"] = lambda t, o: write(os.path.join(t, "App/Info.plist"), binary_plist_bomb())
    r["bplist-deep"] = lambda t, o: write(os.path.join(t, "App/Info.plist"), binary_plist_deep())
    r["intentdefinition-attributes"] = lambda t, o: write(
        os.path.join(t, "App/Bad.intentdefinition"),
        '<?xml version="1.0"?>\n<plist ' + " ".join(f'a{i}="v"' for i in range(100000)) + '><dict/></plist>\n')
    r["intentdefinition-long-name"] = lambda t, o: write(
        os.path.join(t, "App/Long.intentdefinition"),
        CONTROL_DEFINITION.replace("ControlLamp", "L" + "o" * (5 * 1024 * 1024), 1))
    r["package-swift-nested"] = lambda t, o: write(
        os.path.join(t, "Package.swift"),
        "import PackageDescription\nlet package = Package(name: \"P\", platforms: " + "[" * 10000 + "\n")
    r["package-swift-nested-balanced"] = lambda t, o: write(
        os.path.join(t, "Package.swift"),
        "import PackageDescription\nlet package = Package(name: \"P\", platforms: "
        + "[" * 3000 + ".iOS(.v16)" + "]" * 3000 + ")\n")
    r["objc-nested-if-20000"] = lambda t, o: write(
        os.path.join(t, "App/Deep.m"),
        "#import <Intents/Intents.h>\n" + "".join(f"#if A{i}\nint v{i};\n" for i in range(20000))
        + "@implementation H\n- (void)handleX:(XIntent *)intent completion:(id)c {}\n@end\n" + "#endif\n" * 20000)
    r["objc-elif-chain-20000"] = lambda t, o: write(
        os.path.join(t, "App/Chain.m"),
        "#import <Intents/Intents.h>\n#if A0\nint v;\n" + "".join(f"#elif A{i}\nint v{i};\n" for i in range(1, 20000))
        + "#endif\n")
    r["snapshot-negative-effort"] = lambda t, o: write(os.path.join(o, "snapshot-negative-effort.baseline.xml"), snapshot(-5))
    r["snapshot-max-effort"] = lambda t, o: write(
        os.path.join(o, "snapshot-max-effort.baseline.xml"), snapshot(9223372036854775807))

    # Round three (issue 22): one diagnostic per bad line of an 8 MB .xcconfig once made a 595 MB
    # report.json (2 MB here is enough to show the cap); an 8 MB string catalog took 1.5 GB (2 MB here) (an over-size baseline: HostileHistoryBudgetTests).
    r["xcconfig-bad-lines"] = lambda t, o: write(
        os.path.join(t, "App/Bad.xcconfig"), "".join(f"not a setting {i}\n" for i in range(120000)))
    r["xcstrings-8mb"] = string_catalog(20000)
    # 40 Swift files of 60 KB of attributes each (slow for SwiftSyntax): one budget for all of them.
    def slow_files(t, o):
        for i in range(40):
            write(os.path.join(t, f"Slow/Slow{i}.swift"), SWIFT_HEAD + "@A " * 20000 + f"struct S{i} {{}}\n")
    r["swift-slow-40"] = slow_files

    # Round three, part two (issue 22): shapes that made a few kilobytes of Swift take minutes (a
    # chain of calls asked each call for its location, a walk down the chain), a project file of
    # many targets sharing many files, a whole 8 MB catalog, six Swift files just under 8 MB, a
    # name that is not UTF-8 beside its U+FFFD twin, and 5,000 intents beside 5,000 App Intents.
    swift("swift-call-chain", "let x = a" + "()" * 36000 + "\n")
    swift("swift-paren-slash-chain", "let x = " + "(/ a) " * 12000 + "\n")
    swift("swift-elseif-3000", "#if A\nlet a = 1\n" + "#elseif B\nlet b = 1\n" * 3000 + "#endif\n")
    def six_large(t, o):
        for i in range(6):
            write(os.path.join(t, f"Large/Large{i}.swift"), SWIFT_HEAD + "let x = 1\n" * (8 * 1024 * 1024 // 10 - 8))
    r["swift-8mb-6"] = six_large
    def many_targets(t, o):
        objects = []
        for i in range(600):
            objects.append(f'F{i} = {{isa = PBXFileReference; path = "S{i}.swift"; sourceTree = "<group>"; }};')
            objects.append(f"B{i} = {{isa = PBXBuildFile; fileRef = F{i}; }};")
        objects.append("G = {isa = PBXGroup; children = (" + ", ".join(f"F{i}" for i in range(600)) + '); sourceTree = "<group>"; };')
        objects.append("P = {isa = PBXSourcesBuildPhase; files = (" + ", ".join(f"B{i}" for i in range(600)) + "); };")
        for i in range(600):
            objects.append(f"T{i} = {{isa = PBXNativeTarget; name = T{i}; buildPhases = (P); }};")
        objects.append("R = {isa = PBXProject; mainGroup = G; targets = (" + ", ".join(f"T{i}" for i in range(600)) + "); };")
        write(os.path.join(t, "App.xcodeproj/project.pbxproj"), "// !$*UTF8*$!\n{ objects = {\n" + "\n".join(objects) + "\n}; rootObject = R; }\n")
    r["pbxproj-600-targets"] = many_targets
    r["xcstrings-8mb-full"] = string_catalog(91000)
    def not_utf8(t, o):
        write(os.path.join(t, "App/Caf\ufffd.swift"), CONTROL_HANDLER.replace("ControlLamp", "Twin"))
        path = os.path.join(t, "App").encode() + b"/Caf\xe9.swift"
        with open(path, "wb") as f:
            f.write(CONTROL_HANDLER.replace("ControlLamp", "Hidden").encode())
    r["name-not-utf8"] = not_utf8
    def intents_5000(t, o):
        intents = "".join(
            f"<dict><key>INIntentCategory</key><string>generic</string><key>INIntentName</key><string>Do{word(i)}</string>"
            f"<key>INIntentTitle</key><string>Do {word(i)}</string><key>INIntentParameters</key><array/></dict>\n"
            for i in range(5000))
        write(os.path.join(t, "App/Many.intentdefinition"),
              '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>INIntentDefinitionModelVersion</key>'
              "<string>1.2</string><key>INIntents</key><array>" + intents + "</array></dict></plist>\n")
        for f in range(50):
            body = "".join(
                f"struct Run{word(5000 + f * 100 + i)}Action: AppIntent {{\n"
                f'    static var title: LocalizedStringResource = "Run {word(5000 + f * 100 + i)}"\n'
                "    func perform() async throws -> some IntentResult { .result() }\n}\n"
                for i in range(100))
            write(os.path.join(t, f"App/Actions{f}.swift"), "import AppIntents\n" + body)
    r["intents-5000-beside-5000"] = intents_5000

    # Round four (issue 22): large Swift files are parsed in pieces cut before top-level
    # declarations. One type 2.4 MB long has no place to cut (refused by swift-parse-bytes before
    # SwiftSyntax sees it); 3 MB of declarations each behind an attribute line has none either; 1.5 MB
    # of ordinary declarations is read piece by piece, its late handler found when time allows.
    swift("swift-one-type-2mb", "enum Huge {\n" + "".join(f"    case value{i}\n" for i in range(120000)) + "}\n")
    swift("swift-attributed-3mb", "@MainActor\nlet x = 1\n" * (3 * 1024 * 1024 // 21))
    swift("swift-pieces-1500kb", "".join(
        f"struct Value{i}: Codable {{\n    var name = \"{i}\"\n    func f() -> Int {{ {i} }}\n}}\n\n" for i in range(22000))
        + CONTROL_HANDLER.replace("ControlLamp", "LateLamp").replace("import Intents\n", ""))

    # Round five (issue 22): Swift files over 128 KB are parsed in a child process that is stopped
    # at the file's time or its memory ceiling (its share of --limit audit-megabytes), not left
    # running. 200 KB of #elseif clauses is slow to read (the row's .args: one second); 2 MB of enum
    # cases with no place to cut them is one parse of about 150 MB, over a 300 MB audit's share.
    def slow_piece(t, o):
        write(os.path.join(t, "Hostile.swift"), SWIFT_HEAD + "#if A\nlet a = 1\n" + "#elseif B\nlet b = 1\n" * 10000 + "#endif\n")
        write(os.path.join(o, "swift-slow-piece.args"), "--limit file-milliseconds=1000\n")
    r["swift-slow-piece"] = slow_piece
    def memory_piece(t, o):
        write(os.path.join(t, "Hostile.swift"), SWIFT_HEAD + "enum Huge {\n" + "".join(f"    case value{i}\n" for i in range(100000)) + "}\n")
        write(os.path.join(o, "swift-memory-piece.args"), "--limit audit-megabytes=300\n")
    r["swift-memory-piece"] = memory_piece

    def fifo(rel, link=None):
        def make(t, o):
            path = os.path.join(t, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if not os.path.exists(path):
                os.mkfifo(path)
            if link:
                lp = os.path.join(t, link)
                os.makedirs(os.path.dirname(lp), exist_ok=True)
                if not os.path.lexists(lp):
                    os.symlink(os.path.relpath(path, os.path.dirname(lp)), lp)
        return make

    r["fifo-swift"] = fifo("App/X.swift")
    r["fifo-infoplist"] = fifo("App/Info.plist")
    r["fifo-link"] = fifo("Pipes/pipe", link="App/Linked.swift")

    def tmpl(name, text, extra=None):
        def make(t, o):
            d = os.path.join(o, name + ".template")
            write(os.path.join(d, "report.xsl"), text)
            if extra:
                extra(d)
        r[name] = make

    def make_fifo_xsl(d):
        p = os.path.join(d, "fifo.xsl")
        if not os.path.exists(p):
            os.mkfifo(p)

    def make_outside(d):
        write(os.path.join(os.path.dirname(d), "template-include-outside.secret/secret.xsl"), template("s", '<xsl:template name="secret">secret</xsl:template>'))

    tmpl("template-exponential", EXPONENTIAL)
    tmpl("template-memory", MEMORY)
    tmpl("template-include-fifo", INCLUDE_FIFO, make_fifo_xsl)
    tmpl("template-include-outside", INCLUDE_OUTSIDE, make_outside)
    tmpl("template-xpath-product", XPATH_PRODUCT)
    return r


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    out = sys.argv[1]
    wanted = sys.argv[2:]
    all_rows = rows()
    for name in wanted or sorted(all_rows):
        if name not in all_rows:
            print(f"make-corpus: unknown row {name}", file=sys.stderr)
            sys.exit(2)
        tree = os.path.join(out, name)
        os.makedirs(tree, exist_ok=True)
        control(tree)
        all_rows[name](tree, out)
        print(name)


if __name__ == "__main__":
    main()
