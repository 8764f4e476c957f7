import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Model

/// A whole audit of a watch app whose ClockKit complications moved to WidgetKit: the data source, its
/// descriptors and migrator in the inventory; IA708 where the migrator hands the wrong intent; IA707
/// when the migrator is taken away.
@Suite struct ComplicationAuditTests {
    static func audit() throws -> AuditResult {
        try Audit.run(
            root: Fixtures.path("Project/complications"),
            context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func theDataSourceAndItsMigrationsAreInventoried() throws {
        let result = try Self.audit()
        let source = try #require(result.inventory.complications.first)
        #expect(source.typeName == "ComplicationController")
        #expect(source.descriptors.map(\.identifier) == ["summit", "altitude"])
        #expect(source.descriptors[0].families == ["graphicCircular", "modularSmall"])
        #expect(source.widgetMigrator?.line == 21)
        #expect(
            result.inventory.complicationMigrations.map { "\($0.kind ?? "?") \($0.intentType ?? "-")" } == [
                "com.example.peaks.summit -", "com.example.peaks.altitude AltitudeUnitIntent",
            ])
        #expect(
            result.inventory.widgets.filter(\.servesAccessories).map(\.widgetType) == [
                "AltitudeWidget", "SummitWidget",
            ])
    }

    @Test func aMigrationWithAnotherIntentIsAnError() throws {
        let result = try Self.audit()
        let found = result.findings.filter { ["IA707", "IA708"].contains($0.rule) }
        #expect(
            found.map { "\($0.rule) \($0.severity.rawValue) \($0.location.path):\($0.location.line)" } == [
                "IA708 error Watch/ComplicationController.swift:38"
            ])
        #expect(
            found[0].message
                == "ComplicationController's widget migration hands AltitudeUnitIntent to kind \"com.example.peaks.altitude\", "
                + "but AltitudeWidget is configured by AltitudeIntent: the complication's setting is lost")
        #expect(found[0].proof.allSatisfy { $0.resolved })
    }

    @Test func withoutTheMigratorFacesLoseTheComplications() throws {
        var inventory = try Self.audit().inventory
        inventory.complications[0].widgetMigrator = nil
        inventory.complicationMigrations = []
        let found = Make.assess(inventory).findings("IA707")
        #expect(found.map(\.severity) == [.error])
        #expect(
            found.first?.message
                == "ComplicationController's complications are replaced by WidgetKit widgets (AltitudeWidget) but it "
                + "has no widgetMigrator: faces with them lose the complication on update")
        #expect(found.first?.proof[2].fact == "PeaksWidgets builds WatchWidgets/AltitudeWidget.swift for watchOS")
    }

    @Test func aMatchingMigrationAndNoWatchWidgetAreQuiet() throws {
        var inventory = try Self.audit().inventory
        inventory.complicationMigrations[1].intentType = "AltitudeIntent"
        #expect(Make.assess(inventory).findings("IA708").isEmpty)
        inventory.complicationMigrations[1].kind = "com.example.peaks.height"
        #expect(Make.assess(inventory).findings("IA708").map(\.severity) == [.error])
        // No widget serves an accessory family: nothing replaces the complications yet.
        inventory.complications[0].widgetMigrator = nil
        for index in inventory.widgets.indices { inventory.widgets[index].families = ["systemSmall"] }
        #expect(Make.assess(inventory).findings("IA707").isEmpty)
    }
}
