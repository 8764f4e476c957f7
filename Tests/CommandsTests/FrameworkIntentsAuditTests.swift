import TestSupport
import Testing

@testable import Commands
@testable import Model

/// A whole audit of App Intents in frameworks (`Project/framework-intents`): HarborKit, which the app
/// links and embeds, without an AppIntentsPackage; OutsideKit, which no target of the tree links (another
/// project embeds it, or a script assembles the product); ChainedKit, chained through the app's package and
/// reached by a target dependency.
@Suite struct FrameworkIntentsAuditTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/framework-intents"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func theProjectFileShowsProductsAndWhatTheAppLinks() throws {
        let memberships = try Self.audit().inventory.targetMemberships
        let app = try #require(memberships.first { $0.target == "Harbor" })
        #expect(app.product == "Harbor.app")
        #expect(app.links == ["ChainedKit", "HarborKit.framework"])
        #expect(memberships.first { $0.target == "OutsideKit" }?.product == "OutsideKit.framework")
        #expect(memberships.first { $0.target == "OutsideKit" }?.links == [])
    }

    @Test func eachFrameworkIntentGetsWhatTheTreeProves() throws {
        let result = try Self.audit()
        let found = result.findings.filter { $0.rule == "IA907" }.map {
            "\($0.severity.rawValue) \($0.location.path)"
        }
        #expect(
            found.sorted() == [
                // Nothing in the tree embeds OutsideKit: whether its intents reach an app cannot be told.
                "note OutsideKit/CheckTideIntent.swift",
                // No user had it: a missing feature of a framework the app embeds.
                "warning HarborKit/DockBoatIntent.swift",
            ])
        // isDiscoverable = false: never meant to be listed, so not being listed loses nothing.
        #expect(!found.contains { $0.contains("RefreshMooringsIntent") })
        let note = try #require(result.findings.first { $0.rule == "IA907" && $0.severity == .note })
        #expect(
            note.message.hasPrefix(
                "cannot tell: no app or extension of the project files links or embeds OutsideKit.framework"))
        #expect(result.visibility.first { $0.name == "RentKayakIntent" }?.verdict == .throughPackage)
        #expect(result.findings.allSatisfy { $0.severity != .error || !$0.rule.hasPrefix("IA9") })
    }
}
