import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import Commands
@testable import Model
@testable import Scaffold

/// Reads, from generated Swift, every key the code looks up and the table it looks it up in, the
/// way the runtime does: `LocalizedStringResource("k", table: "T")` and `Summary("… \(\.$p) …",
/// table: "T")` read `k` / `… ${p} …` from T (no table: `Localizable`); App Shortcut phrases are
/// read from `AppShortcuts`, `\(.applicationName)` as `${applicationName}`.
final class LookupCollector: SyntaxVisitor {
    /// Table → keys.
    var keys: [String: Set<String>] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if callee == "LocalizedStringResource" || callee == "Summary",
            let first = node.arguments.first, first.label == nil,
            let literal = first.expression.as(StringLiteralExprSyntax.self)
        {
            let table =
                node.arguments.first { $0.label?.text == "table" }
                .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }.map(Self.key) ?? "Localizable"
            keys[table, default: []].insert(Self.key(literal))
        }
        if callee == "AppShortcut",
            let phrases = node.arguments.first(where: { $0.label?.text == "phrases" })?.expression
                .as(ArrayExprSyntax.self)
        {
            for element in phrases.elements {
                if let literal = element.expression.as(StringLiteralExprSyntax.self) {
                    keys["AppShortcuts", default: []].insert(Self.key(literal))
                }
            }
        }
        return .visitChildren
    }

    /// The literal's text, each interpolation `\(\.$name)` / `\(.name)` as `${name}`.
    static func key(_ literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment -> String in
            if let text = segment.as(StringSegmentSyntax.self) {
                return text.content.text.replacingOccurrences(of: "\\\"", with: "\"")
                    .replacingOccurrences(of: "\\\\", with: "\\")
            }
            let expression = segment.as(ExpressionSegmentSyntax.self)?.expressions.trimmedDescription ?? ""
            return "${" + expression.replacingOccurrences(of: "\\.$", with: "").replacingOccurrences(of: ".", with: "")
                + "}"
        }.joined()
    }
}

@Suite struct CatalogKeyTests {
    /// Every key each catalog holds equals every key the generated code reads from that table.
    private func checkKeys(_ outcome: ScaffoldLoop.Outcome) throws {
        let collector = LookupCollector()
        for file in outcome.files where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: outcome.folder + "/" + file, encoding: .utf8)
            collector.walk(Parser.parse(source: source))
        }
        #expect(collector.keys["Localizable"] == nil, "read from Localizable: \(collector.keys["Localizable"] ?? [])")
        #expect(collector.keys["AppIntents"]?.isEmpty == false)
        for (table, keys) in collector.keys {
            let path = outcome.folder + "/" + table + ".xcstrings"
            let data = try #require(FileManager.default.contents(atPath: path), "no \(table).xcstrings")
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let catalog = Set((root["strings"] as? [String: Any] ?? [:]).keys)
            #expect(
                catalog == keys,
                "\(table): only in the catalog \(catalog.subtracting(keys)), only in the code \(keys.subtracting(catalog))"
            )
        }
    }

    @Test func coverageCatalogKeysAreTheKeysTheCodeReads() throws {
        for style in ["branches", "flatten"] {
            let outcome = try ScaffoldLoop.run(Fixtures.path("Scaffold/Coverage"), style: style)
            try checkKeys(outcome)
            #expect(outcome.files.contains("AppShortcuts.xcstrings"))
        }
    }

    @Test func regionalCatalogKeysAreTheKeysTheCodeReads() throws {
        let outcome = try ScaffoldLoop.run(Fixtures.path("Scaffold/Regional"))
        try checkKeys(outcome)
        let data = try #require(FileManager.default.contents(atPath: outcome.folder + "/AppShortcuts.xcstrings"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((root["strings"] as? [String: Any])?["Un café in ${applicationName}"] != nil)
    }

    @Test func theCollectorSeesAStringReadFromTheDefaultTable() throws {
        // The check above must be able to fail: an untabled resource and a summary are both seen.
        let collector = LookupCollector()
        collector.walk(
            Parser.parse(
                source:
                    #"let a = LocalizedStringResource("Hello \"you\""); let b = Summary("Log \(\.$hike)", table: "AppIntents")"#
            ))
        #expect(collector.keys["Localizable"] == ["Hello \"you\""])
        #expect(collector.keys["AppIntents"] == ["Log ${hike}"])
    }
}
