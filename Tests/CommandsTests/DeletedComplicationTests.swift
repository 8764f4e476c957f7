import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// A ClockKit complication data source deleted since the last release (issue 29): faces that held its
/// complications lose them unless the release's data source handed them over (`widgetMigrator`). A
/// tag proves the loss (IA808, an error), no tag makes it a note naming the commit; a release with a
/// migrator, a data source renamed, and one still declared today lose nothing.
@Suite("History: a deleted ClockKit data source", .serialized)
struct DeletedComplicationTests {
    static func dataSource(_ name: String = "ComplicationController", migrator: Bool = false) -> String {
        """
        import ClockKit

        final class \(name): NSObject, CLKComplicationDataSource {
            func getComplicationDescriptors(handler: @escaping ([CLKComplicationDescriptor]) -> Void) {
                handler([
                    CLKComplicationDescriptor(identifier: "summit", displayName: "Summit", supportedFamilies: [.graphicCircular])
                ])
            }
        \(migrator ? "\n    var widgetMigrator: CLKComplicationWidgetMigrator { self }\n" : "")
        }

        """
    }

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct SummitWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "summit", provider: SummitProvider()) { _ in Text("Summit") }
                    .supportedFamilies([.accessoryCorner, .accessoryCircular])
            }
        }

        """

    /// v1.0 ships the data source; the next commit deletes it and adds the WidgetKit widget. (In a tree
    /// whose project or package says which folders its targets build, a data source no target builds
    /// shipped to nobody and is left out, as legacy intents are.)
    static func repository(
        tag: String?, migrator: Bool = false, today: [String: String?] = [:]
    ) throws
        -> ReleaseRepository
    {
        let repo = try ReleaseRepository()
        // No project file or package: which targets build the files is not known, so none is left out.
        try repo.commit(["Watch/ComplicationController.swift": Self.dataSource(migrator: migrator)], tag: tag)
        var change: [String: String?] = ["Watch/ComplicationController.swift": nil]
        change["WatchWidgets/SummitWidget.swift"] = Self.widget
        for (path, text) in today { change[path] = text }
        try repo.commit(change)
        return repo
    }

    @Test func aTaggedReleaseProvesTheLossAndNoTagMakesANote() throws {
        for tag in ["v1.0", nil] {
            let repo = try Self.repository(tag: tag)
            let found = try DeletedAppIntentTests.summary(repo)
            #expect(found == ["IA808 \(tag == nil ? "note" : "error") "], "\(found)")
            let finding = try #require(
                (try DeletedAppIntentTests.report(repo)["findings"] as? [[String: Any]] ?? []).first {
                    $0["rule"] as? String == "IA808"
                })
            let proof = (finding["proof"] as? [[String: Any]] ?? []).compactMap { $0["fact"] as? String }
            #expect(
                proof.contains { $0.contains("ComplicationController is a ClockKit data source describing \"summit\"") }
            )
            #expect(proof.contains("no ClockKit data source is declared today"), "\(proof)")
            #expect(proof.contains { $0.hasPrefix("SummitWidget serves the watch face today") }, "\(proof)")
        }
    }

    @Test func aMigratorARenameOrAKeptDataSourceLoseNothing() throws {
        let migrated = try Self.repository(tag: "v1.0", migrator: true)
        #expect(try DeletedAppIntentTests.summary(migrated).isEmpty)
        let renamed = try Self.repository(
            tag: "v1.0", today: ["Watch/PeaksComplications.swift": Self.dataSource("PeaksComplications")])
        #expect(try DeletedAppIntentTests.summary(renamed).isEmpty)
        // Moved to another file: still declared today, so no earlier tree is audited.
        let moved = try Self.repository(tag: "v1.0", today: ["Watch/Complications/Controller.swift": Self.dataSource()])
        #expect(try DeletedAppIntentTests.summary(moved).isEmpty)
        #expect((try DeletedAppIntentTests.report(moved)["continuity"] as? [Any] ?? []).isEmpty)
    }

    /// A release of a large app changes hundreds of Swift files: the data source's file, late in path
    /// order, is read too (the lookup once read only the first 64 changed files).
    @Test func theDataSourceIsFoundAmongManyChangedFiles() throws {
        let repo = try ReleaseRepository()
        var files: [String: String?] = ["Watch/ComplicationController.swift": Self.dataSource()]
        for index in 0..<150 { files["App/File\(index).swift"] = "struct File\(index) {}\n" }
        try repo.commit(files, tag: "v1.0")
        var change: [String: String?] = [
            "Watch/ComplicationController.swift": nil, "WatchWidgets/SummitWidget.swift": Self.widget,
        ]
        for index in 0..<150 { change["App/File\(index).swift"] = "struct File\(index) { var changed = true }\n" }
        try repo.commit(change)
        #expect(try DeletedAppIntentTests.summary(repo) == ["IA808 error "])
    }

    /// The state is named for what is gone: an App Intent file changed beside the deleted data source,
    /// its App Intent kept, leaves the data source's label.
    @Test func theStateIsNamedForTheDataSource() throws {
        let repo = try ReleaseRepository()
        try repo.commit(
            ["Watch/ComplicationController.swift": Self.dataSource(), "App/TimerIntent.swift": TinyApp.timerIntent()],
            tag: "v1.0")
        try repo.commit([
            "Watch/ComplicationController.swift": nil, "WatchWidgets/SummitWidget.swift": Self.widget,
            "App/TimerIntent.swift": TinyApp.timerIntent(extra: "    static var openAppWhenRun = true"),
        ])
        let continuity = try #require(try DeletedAppIntentTests.report(repo)["continuity"] as? [[String: Any]])
        #expect(continuity.map { $0["source"] as? String } == [EarlierState.complicationDeletedInRelease])
        #expect(try DeletedAppIntentTests.summary(repo) == ["IA808 error "])
    }
}
