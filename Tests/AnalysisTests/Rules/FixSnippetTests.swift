import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import Analysis
@testable import Model

/// Every `code` span of a rule's fix that reads as Swift (a declaration, an attribute, a statement)
/// parses as Swift: a reader copies these into their app.
@Suite struct FixSnippetTests {
    /// The backquoted spans of a text.
    static func spans(_ text: String) -> [String] {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - (parts.count % 2 == 0 ? 1 : 0), by: 2).map { parts[$0] }
    }

    /// A name rather than code: an identifier path, maybe with `…` for a family of names and an
    /// argument-label list (`intentClassName`, `@Parameter(default:)`, `provide…Options(for:)`).
    static func isName(_ span: String) -> Bool {
        var text = Substring(span)
        if text.hasPrefix("@") { text = text.dropFirst() }
        let nameCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" || c == "." || c == "…" }
        let head = text.prefix(while: nameCharacter)
        guard !head.isEmpty else { return false }
        let rest = text.dropFirst(head.count)
        if rest.isEmpty { return true }
        guard rest.hasPrefix("("), rest.hasSuffix(")") else { return false }
        let labels = rest.dropFirst().dropLast()
        return labels.allSatisfy { nameCharacter($0) || $0 == ":" } && (labels.isEmpty || labels.hasSuffix(":"))
    }

    /// The span as a Swift source file, when it is code (a declaration, an attribute, a statement,
    /// a call); nil for a name, a type name or a file name.
    static func source(_ span: String) -> String? {
        if isName(span) { return nil }
        if span.hasPrefix("struct ") || span.hasPrefix("enum ") || span.hasPrefix("extension ") {
            return span.hasSuffix("}") ? span : span + " {}"
        }
        let members = ["@", "var ", "let ", "static ", "func ", "case "]
        if members.contains(where: span.hasPrefix) { return "struct S {\n\(span)\n}" }
        if ["if ", "guard "].contains(where: span.hasPrefix) {
            return "func f() {\n\(span)\(span.hasSuffix("}") ? "" : " {}")\n}"
        }
        if span.hasPrefix("return ") || span.hasPrefix("try ") { return "func f() {\n\(span)\n}" }
        // A call or any other expression with punctuation: it must read as an expression.
        guard span.contains("(") || span.contains("{") else { return nil }
        return "func f() {\n_ = \(span)\n}"
    }

    /// The fixes of every rule: its registered fix and the fix of each finding its scenario raises,
    /// plus a missing parameter of each kind (a custom type, an enum, a list).
    static func fixes() -> [(rule: String, fix: String)] {
        var fixes = RuleRegistry.all.map { ($0.id.rawValue, $0.fix) }
        for rule in RuleRegistry.all {
            let result = Make.assess(RuleScenarios.inventory(for: rule.id.rawValue))
            fixes += result.findings.map { ($0.rule, $0.fix) }
        }
        let intent = Make.intent(
            "LogHikeIntent",
            [
                Make.parameter("trail", "Object", object: "IntentTrail", line: 21),
                Make.parameter("mood", "Integer", enumType: "Mood", line: 22),
                Make.parameter("friends", "String", array: true, line: 23),
            ])
        let inventory = Make.inventory(
            [
                Make.file(
                    [intent], enums: [Make.legacyEnum("Mood", ["good"])],
                    types: [Make.customType("Trail", className: "IntentTrail")])
            ],
            appIntents: [Make.appIntent("LogHikeAppIntent", migrates: "LogHikeIntent")])
        fixes += Make.assess(inventory).findings.map { ($0.rule, $0.fix) }
        // The plan's tasks say the same kind of thing: what to write.
        for rule in RuleRegistry.all {
            let result = Make.assess(RuleScenarios.inventory(for: rule.id.rawValue))
            fixes += result.intents.flatMap(\.steps).flatMap(\.tasks).map { ("plan \($0.id)", $0.what) }
        }
        return fixes
    }

    @Test func everySwiftSnippetOfAFixParses() {
        var checked = 0
        for (rule, fix) in Self.fixes() {
            for span in Self.spans(fix) {
                guard let source = Self.source(span) else { continue }
                checked += 1
                #expect(!Parser.parse(source: source).hasError, "\(rule): `\(span)` is not Swift")
            }
        }
        #expect(checked > 0)
    }

    @Test func theCheckCatchesProseInACodeSpan() {
        for prose in ["@Parameter var server: a TransientAppEntity?", "if #available(iOS 17, …) { A } else { B }"] {
            let source = Self.source(prose)
            #expect(source != nil && Parser.parse(source: source!).hasError, "\(prose)")
        }
        #expect(Self.source("@Parameter(default:)") == nil && Self.source("provide…OptionsCollection") == nil)
    }
}
