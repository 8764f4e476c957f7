import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model

/// IA706 (no gate the audit can see) against the deployment target of the targets that build the widget's file
/// (`Project/widget-targets`: the app Radio at iOS 15, the extension RadioWidgets at iOS 17, a
/// folder both build and a folder no target builds).
@Suite struct WidgetDeploymentAuditTests {
    static func findings() throws -> [Finding] {
        let result = try Audit.run(
            root: Fixtures.path("Project/widget-targets"), configuration: AuditConfiguration(),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
        return result.findings.filter { $0.rule == "IA703" || $0.rule == "IA706" }
    }

    @Test func onlyTheFileBuiltForIOS15IsReported() throws {
        let findings = try Self.findings()
        #expect(findings.map(\.location.path) == ["Shared/NowPlayingWidget.swift"])
        #expect(
            findings.first?.message
                == "NowPlayingWidget's AppIntentConfiguration is not behind an #available the audit can see while the deployment target of Radio (which builds NowPlayingWidget.swift) is iOS 15.0: such code does not build, so a gate or deployment target was not read; cannot tell whether users there keep the widget"
        )
    }

    @Test func theWidgetTargetsOwnIOS17NeedsNoGate() throws {
        #expect(try Self.findings().allSatisfy { $0.location.path != "Widgets/StationWidget.swift" })
    }

    @Test func aFileNoTargetBuildsShipsNothing() throws {
        #expect(try Self.findings().allSatisfy { $0.location.path != "Old/PodcastWidget.swift" })
    }
}
