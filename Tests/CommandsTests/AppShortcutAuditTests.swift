import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// Whole audits of two App Shortcuts trees: one with every App Shortcuts mistake, one without any.
@Suite struct AppShortcutAuditTests {
    static func audit(_ tree: String) throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/" + tree),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    static let rules = ["IA901", "IA902", "IA903", "IA904", "IA905"]

    @Test func everyMistakeIsFoundWhereItIs() throws {
        let result = try Self.audit("app-shortcuts")
        let found = result.findings.filter { Self.rules.contains($0.rule) }.map {
            "\($0.rule) \($0.severity.rawValue) \($0.location.path):\($0.location.line)"
        }
        #expect(
            found.sorted() == [
                "IA901 warning App/TrailShortcuts.swift:45",
                "IA902 warning App/TrailShortcuts.swift:7",
                "IA903 warning App/TrailShortcuts.swift:3",
                "IA904 warning App/TrailShortcuts.swift:45",
                "IA905 warning App/TrailShortcuts.swift:7",
            ])
        let provider = try #require(result.inventory.appIntents.first { $0.name == "TrailShortcuts" })
        #expect(provider.appShortcuts.count == 11)
        #expect(provider.appShortcuts[0].intent == "LogHikeIntent")
        #expect(provider.appShortcuts[0].phrases.map(\.key) == ["Log a hike", "Start ${applicationName}"])
        #expect(provider.appShortcuts[0].phrases.map(\.namesApplication) == [false, true])
        let tooMany = try #require(result.findings.first { $0.rule == "IA901" })
        #expect(tooMany.proof.map(\.resolved) == [true, true, true, true])
        #expect(tooMany.proof[1].fact == "Trail builds App/TrailShortcuts.swift")
    }

    @Test func aCleanTreeHasNone() throws {
        let result = try Self.audit("app-shortcuts-clean")
        #expect(result.findings.filter { Self.rules.contains($0.rule) }.isEmpty)
        #expect(result.inventory.appIntents.first { $0.name == "TrailShortcuts" }?.appShortcuts.count == 10)
    }
}
