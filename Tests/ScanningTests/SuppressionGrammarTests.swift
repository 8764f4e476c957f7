import TestSupport
import Testing

@testable import Discovery
@testable import Model
@testable import Scanning

/// One suppression grammar for Swift and Objective-C: the same comment means the same thing in both.
@Suite struct SuppressionGrammarTests {
    @Test(arguments: [
        ("// intent-audit:disable:next IA201", ["IA201"]),
        ("//intent-audit:disable:next IA201, IA204 -- saved values checked by hand", ["IA201", "IA204"]),
        ("// intent-audit:disable:next IA201 IA404 --because: (reason)", ["IA201", "IA404"]),
        ("// intent-audit:disable:next", []),
        ("// intent-audit:disable:next -- only a reason", []),
    ])
    func grammar(comment: String, rules: [String]) {
        #expect(SuppressionGrammar.rules(in: Substring(comment)) == rules)
    }

    @Test func notASuppression() {
        #expect(SuppressionGrammar.rules(in: "// see intent-audit:disable:next IA201 in the README") == nil)
        #expect(SuppressionGrammar.rules(in: "// intent-audit: other") == nil)
    }

    /// The same two comments in a Swift and an Objective-C file give the same suppressions and the
    /// same diagnostic (before: `-- reason` was read as rule ids in Objective-C, and an empty marker
    /// was a diagnostic there but silently ignored in Swift).
    @Test func swiftAndObjectiveCAgree() {
        let comments = "// intent-audit:disable:next IA501 -- donated elsewhere\n"
        let swiftSource = MarkedSource(
            comments + "1️⃣let a = INShortcut(intent: x)\n// intent-audit:disable:next\nlet b = 1\n")
        let objcSource = MarkedSource(comments + "1️⃣INShortcut *a = nil;\n// intent-audit:disable:next\nint b = 1;\n")
        let fromSwift = SwiftScanner.read(SourceFile(path: "A.swift", kind: .swift, bytes: swiftSource.bytes))
        let fromObjC = ObjectiveCScanner.scanFile(SourceFile(path: "A.m", kind: .objectiveC, bytes: objcSource.bytes))
        #expect(fromSwift.suppressions.map(\.rule) == ["IA501"])
        #expect(fromObjC.suppressions.map(\.rule) == ["IA501"])
        #expect(fromSwift.suppressions.map(\.location.line) == [swiftSource["1️⃣"].line])
        #expect(fromObjC.suppressions.map(\.location.line) == [objcSource["1️⃣"].line])
        #expect(fromSwift.diagnostics.map(\.message) == [SuppressionGrammar.namesNoRule])
        #expect(fromObjC.diagnostics.map(\.message) == [SuppressionGrammar.namesNoRule])
    }
}
