import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// A whole audit of a garden app whose widget extension (iOS 17) ships controls, one gated and one not,
/// and whose app (iOS 16) shares configuration intents with it: controls in the inventory, "seen by",
/// the identity model, and IA910 where a target compiles an API below its availability with no gate.
@Suite struct ControlAuditTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/controls"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func controlsAreInventoriedWithKindIntentAndActions() throws {
        let result = try Self.audit()
        let controls = result.inventory.controls.map {
            "\($0.controlType) \($0.configuration) \($0.kind ?? "?") \($0.intentType ?? "-") "
                + "\($0.actionIntents.joined(separator: "+")) \($0.availability ?? "ungated")"
        }
        #expect(
            controls == [
                "ShedLightControl StaticControlConfiguration com.example.gardens.shed-light - ShedLightIntent ungated",
                "SprinklerControl AppIntentControlConfiguration com.example.gardens.sprinkler ZoneConfiguration "
                    + "ToggleSprinklerIntent iOS 18.0",
            ])
        // Controls are not widgets: the widget rules and tables do not see them.
        #expect(result.inventory.widgets.map(\.widgetType) == ["BedWidget"])
        let seen = try #require(result.visibility.first { $0.name == "SprinklerControl" })
        #expect(seen.kind == "control")
        #expect(seen.verdict == .seen)
        #expect(seen.targets == [SeenByTarget(target: "GardenWidgets", bundle: .widgetExtension, reads: true)])
    }

    @Test func controlKindsEnterTheIdentityModel() throws {
        let result = try Self.audit()
        let controls = result.identity.widgets.filter(\.isControl)
        #expect(controls.map(\.kind) == ["com.example.gardens.shed-light", "com.example.gardens.sprinkler"])
        #expect(controls.allSatisfy { $0.targets == ["GardenWidgets"] })
    }

    /// A control kind an earlier release shipped in GardenWidgets and no control builds today is IA805,
    /// like a widget kind; a widget with that kind does not keep the control.
    @Test func aControlKindGoneIsAContinuityError() throws {
        let today = try Self.audit()
        var before = today.inventory
        before.controls[0].kind = "com.example.gardens.barn-light"
        let deployment = DeploymentPolicy(inventory: before, configuration: AuditConfiguration())
        let earlier = [
            EarlierState(
                label: "v1.0", source: "git tag", identity: IdentityModelBuilder.build(before, deployment: deployment))
        ]
        var inventory = today.inventory
        var lookalike = inventory.widgets[0]
        lookalike.kind = "com.example.gardens.barn-light"
        inventory.widgets.append(lookalike)
        let result = Audit.assess(
            inventory, configuration: AuditConfiguration(), context: Make.context, earlier: earlier)
        let gone = result.findings.filter { $0.rule == "IA805" }
        #expect(gone.map(\.severity) == [.error])
        #expect(
            gone.first?.message
                == "control kind \"com.example.gardens.barn-light\" shipped in GardenWidgets at v1.0 is built by no "
                + "control of that extension today (now \"com.example.gardens.shed-light\"): placed controls vanish")
        // Kept: nothing to report.
        let kept = Audit.assess(
            today.inventory, configuration: AuditConfiguration(), context: Make.context,
            earlier: [
                EarlierState(
                    label: "v1.0", source: "git tag",
                    identity: IdentityModelBuilder.build(today.inventory, deployment: deployment))
            ])
        #expect(kept.findings.filter { $0.rule == "IA805" }.isEmpty)
    }

    @Test func ia910FiresWhereATargetCompilesAnUngatedAPIBelowItsSystem() throws {
        let result = try Self.audit()
        let found = result.findings.filter { $0.rule == "IA910" }
        #expect(
            found.map { "\($0.severity.rawValue) \($0.location.path):\($0.location.line)" }.sorted() == [
                "warning Shared/Intents.swift:26",
                "warning Widgets/ShedLightControl.swift:8",
            ])
        // BedConfiguration (WidgetConfigurationIntent, iOS 17) and PathLightsConfiguration
        // (ControlConfigurationIntent, iOS 18) are adopted ungated in the iOS 16 app: Swift accepts a newer
        // protocol in an inheritance clause, so both build and nothing is reported.
        let shed = try #require(found.first { $0.location.path == "Widgets/ShedLightControl.swift" })
        #expect(
            shed.message
                == "ShedLightControl builds a StaticControlConfiguration, which needs iOS 18.0, but GardenWidgets "
                + "deploys to iOS 17.0 and nothing gates it: GardenWidgets does not build")
        #expect(shed.proof.allSatisfy { $0.resolved })
        #expect(shed.proof.count == 4)
        // The bundle lists the gated SprinklerControl under #available: quiet; listed bare, it is an error.
        var inventory = result.inventory
        // A bundle marked @available(iOS 18.0, *) gates what it lists.
        let gates = Dictionary(uniqueKeysWithValues: inventory.widgetBundles.map { ($0.typeName, $0.gates) })
        #expect(
            gates == [
                "GardenWidgets": ["SprinklerControl": "iOS 18.0"], "GardenControls": ["SprinklerControl": "iOS 18.0"],
            ])
        inventory.widgetBundles.removeAll { $0.typeName == "GardenControls" }
        inventory.widgetBundles[0].gates = [:]
        let listed = Make.assess(inventory).findings("IA910").filter {
            $0.location.path == "Widgets/GardenWidgets.swift"
        }
        #expect(
            listed.map(\.message) == [
                "GardenWidgets lists the control SprinklerControl, which needs iOS 18.0, but GardenWidgets deploys to "
                    + "iOS 17.0 and nothing gates it: GardenWidgets does not build"
            ])
    }
}
