import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Whole audits of fixture trees and of the bundled example, judged through real target membership.
@Suite struct MembershipAuditTests {
    static func audit(_ root: String) throws -> AuditResult {
        try Audit.run(root: root, context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func definitionInTheMacTargetOnlyIsReadyToRetire() throws {
        let result = try Self.audit(Fixtures.path("Project/membership"))
        let statuses = result.intents.map { "\($0.name) \($0.status.rawValue)" }
        #expect(statuses == ["ExportRoutesIntent ready-to-retire", "PlanRouteIntent coexisting"])
        #expect(
            result.intent("PlanRouteIntent")?.statusReason
                == "PlanRouteAppIntent exists; iOS 15.0 (Outdoors) still needs the legacy PlanRouteIntent path")
    }

    @Test func trailMixStatusesAsTheExampleReadmeSays() throws {
        let result = try Self.audit(Fixtures.repositoryRoot + "/Examples/TrailMix")
        let statuses = Dictionary(uniqueKeysWithValues: result.intents.map { ($0.name, $0.status.rawValue) })
        #expect(
            statuses == [
                "LogHikeIntent": "coexisting",
                "TrailConditionsIntent": "at-risk",
                "StartNavigationIntent": "legacy-only",
                "ShareTrailIntent": "coexisting",
                "StepsIntent": "at-risk",
                "WeatherAlertIntent": "migrated",
                "ExportLogbookIntent": "ready-to-retire",
                "INSendMessageIntent": "system-domain",
            ])
        let mac = result.inventory.targetMemberships.first { $0.target == "TrailMixMac" }
        #expect(mac?.files.contains("Mac/MacIntents.intentdefinition") == true)
    }
}
