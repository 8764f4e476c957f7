import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA908/IA909 on a tree audited whole: texts the metadata extraction cannot read, and nested
/// queries that share a name.
@Suite struct ExtractionAuditTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/extraction"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func nonConstantTextsAreWarningsAtTheirLines() throws {
        let found = try Self.audit().findings.filter { $0.rule == "IA908" }
        #expect(
            found.map { "\($0.severity.rawValue) \($0.location.line) \($0.message)" } == [
                "warning 10 LogHikeIntent.title is `Strings.logHike`, not a literal: the build's App Intents metadata extraction cannot read it",
                "warning 12 the title of LogHikeIntent.trail is `Strings.trail`, not a literal: the build's App Intents metadata extraction cannot read it",
                "warning 27 ShareHikeIntent.title is `\"Share \\(Bundle.main.bundleIdentifier ?? \"\")\"`, not a literal: the build's App Intents metadata extraction cannot read it",
            ])
    }

    @Test func nestedQueriesSharingANameInOneTarget() throws {
        let found = try Self.audit().findings.filter { $0.rule == "IA909" }
        #expect(
            found.map(\.message) == [
                "TrailEntity.Query, RegionEntity.Query are all named Query in Trail: the App Intents metadata extraction stops on the duplicate"
            ])
        #expect(found.first?.severity == .warning)
    }
}
