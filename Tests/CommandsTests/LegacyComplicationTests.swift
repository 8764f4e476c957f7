import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// IA707 for a ClockKit data source written before watchOS 7: no `CLKComplicationDescriptor`, its
/// complications are the families the watch app's Info.plist lists for it (`CLKComplicationSupportedFamilies`).
/// A WidgetKit accessory widget replaces it with no migrator.
@Suite struct LegacyComplicationTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/complications-legacy"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func theInfoPlistNamesTheDataSourceAndItsFamilies() throws {
        let result = try Self.audit()
        #expect(
            result.inventory.complicationPlists == [
                ComplicationPlist(
                    path: "Watch/Info.plist", principalClass: "TideComplication",
                    families: ["CLKComplicationFamilyModularSmall", "CLKComplicationFamilyGraphicCircular"],
                    location: SourceLocation(path: "Watch/Info.plist", line: 9))
            ])
        // The widget's families sit in a postfix #if: every clause's, in order.
        #expect(
            result.inventory.widgets.map(\.families) == [["accessoryCorner", "accessoryCircular", "accessoryInline"]])
        let source = try #require(result.inventory.complications.first)
        #expect(source.descriptors.isEmpty)
        #expect(source.descriptorMethod == nil)
    }

    @Test func theFamiliesProveWhatFacesLose() throws {
        let found = try Self.audit().findings.filter { $0.rule == "IA707" }
        #expect(
            found.map { "\($0.severity.rawValue) \($0.location.path):\($0.location.line)" } == [
                "error Watch/TideComplication.swift:4"
            ])
        let proof = try #require(found.first?.proof.first)
        #expect(
            proof.fact
                == "TideComplication builds no descriptors, so its complications are the families Watch/Info.plist "
                + "lists for it (CLKComplicationSupportedFamilies: CLKComplicationFamilyModularSmall, "
                + "CLKComplicationFamilyGraphicCircular)")
        #expect(proof.location == SourceLocation(path: "Watch/Info.plist", line: 9))
        #expect(found.first?.proof.allSatisfy(\.resolved) == true)
    }

    @Test func withoutFamiliesOrAMigratorTheRuleIsQuietOrUnsure() throws {
        let inventory = try Self.audit().inventory
        // The Info.plist that names it lists no family: nothing is offered today, but faces may hold what an
        // earlier release offered (a data source kept only to migrate looks like this): cannot tell.
        var none = inventory
        none.complicationPlists[0].families = []
        let today = try #require(Make.assess(none).findings("IA707").first)
        #expect(today.severity == .note)
        #expect(today.message.hasPrefix("cannot tell: TideComplication offers no complication today"))
        // A migrator hands the complications over.
        var migrated = inventory
        migrated.complications[0].widgetMigrator = SourceLocation(path: "Watch/TideComplication.swift", line: 20)
        #expect(Make.assess(migrated).findings("IA707").isEmpty)
        // No Info.plist names it (another class is the principal one, or none is read): cannot tell.
        for plists in [
            [],
            [
                ComplicationPlist(
                    path: "Watch/Info.plist", principalClass: "OtherSource",
                    families: ["CLKComplicationFamilyModularSmall"],
                    location: SourceLocation(path: "Watch/Info.plist", line: 9))
            ],
        ] {
            var unnamed = inventory
            unnamed.complicationPlists = plists
            let finding = try #require(Make.assess(unnamed).findings("IA707").first)
            #expect(finding.severity == .note)
            #expect(finding.message.hasPrefix("cannot tell: TideComplication builds no CLKComplicationDescriptor"))
        }
        // Descriptors given by a method whose CLKComplicationDescriptor calls the audit cannot see: cannot tell.
        var elsewhere = inventory
        elsewhere.complications[0].descriptorMethod = SourceLocation(path: "Watch/TideComplication.swift", line: 5)
        let finding = try #require(Make.assess(elsewhere).findings("IA707").first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("gives its complication descriptors without a CLKComplicationDescriptor call"))
    }

    /// An xcconfig's plain `SDKROOT` is kept (a conditioned one is not): what a target based on it builds for.
    @Test func anXcconfigKeepsItsSDKRoot() throws {
        let result = try Self.audit()
        #expect(
            result.inventory.xcconfigConditions.map { "\($0.path) \($0.sdkRoot ?? "-")" } == [
                "Config/Watch.xcconfig watchos"
            ])
    }
}
