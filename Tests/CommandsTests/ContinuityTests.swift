import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import History
@testable import Model

/// The continuity rules (IA8xx) on git repositories the tests build: release v1.0 of `TinyApp`,
/// then one change committed on top, audited `--since v1.0`.
@Suite("Continuity across releases", .serialized)
struct ContinuityTests {
    /// A change to TinyApp's v1.0 and the continuity findings (rule, severity) it must give.
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var change: @Sendable () -> [String: String?]
        var expected: Set<String>
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(
            name: "App Intent renamed",
            change: { ["App/TimerIntent.swift": TinyApp.timerIntent(name: "BeginTimerIntent")] },
            expected: ["IA801 error"]),
        Scenario(
            name: "legacy intent deleted with its intentClassName",
            change: {
                [
                    "App/Base.lproj/Intents.intentdefinition": nil,
                    "App/OrderSoupAppIntent.swift": TinyApp.orderIntent(className: nil),
                    "Widgets/StepsWidget.swift": nil,
                ]
            }, expected: ["IA801 error", "IA805 error"]),
        Scenario(
            name: "parameter renamed",
            change: {
                [
                    "App/TimerIntent.swift": TinyApp.timerIntent(
                        parameter: "@Parameter(title: \"Minutes\") var length: Int")
                ]
            }, expected: ["IA802 error"]),
        Scenario(
            name: "parameter retyped",
            change: {
                [
                    "App/TimerIntent.swift": TinyApp.timerIntent(
                        parameter: "@Parameter(title: \"Minutes\") var minutes: Double")
                ]
            }, expected: ["IA802 error"]),
        Scenario(
            name: "AppEnum raw value changed",
            change: { ["App/SoupSize.swift": TinyApp.sizeEnum(cases: "case small = \"s\"\n    case large")] },
            expected: ["IA803 error"]),
        Scenario(
            name: "AppEnum case removed", change: { ["App/SoupSize.swift": TinyApp.sizeEnum(cases: "case small")] },
            expected: ["IA803 error"]),
        Scenario(
            name: "entity identifier type changed",
            change: { ["App/TimerIntent.swift": TinyApp.timerIntent(idType: "UUID")] }, expected: ["IA804 error"]),
        Scenario(
            name: "widget kind changed",
            change: {
                [
                    "Widgets/StepsWidget.swift": TinyApp.widget(
                        configuration:
                            "IntentConfiguration(kind: \"StepsV2\", intent: ShowTrailIntent.self, provider: StepsProvider()) { _ in"
                    )
                ]
            }, expected: ["IA805 error"]),
        Scenario(
            name: "intent moved to the widget target",
            change: { ["App/TimerIntent.swift": nil, "Widgets/TimerIntent.swift": TinyApp.timerIntent()] },
            expected: ["IA806 warning"]),
        Scenario(
            name: "migrated intent hidden instead of deprecated",
            change: {
                ["App/OrderSoupAppIntent.swift": TinyApp.orderIntent(extra: "    static var isDiscoverable = false")]
            }, expected: ["IA807 warning"]),
        // The migration done in one commit: the definition deleted, the widget given a new kind on
        // App Intents, the enum's cases renamed.
        Scenario(
            name: "one-commit migration",
            change: {
                [
                    "App/Base.lproj/Intents.intentdefinition": nil,
                    "App/SoupSize.swift": TinyApp.sizeEnum(cases: "case petite\n    case large"),
                    "Widgets/ShowTrailAppIntent.swift": TinyApp.showTrailIntent,
                    "Widgets/StepsWidget.swift": TinyApp.widget(
                        configuration:
                            "AppIntentConfiguration(kind: \"StepsV2\", intent: ShowTrailAppIntent.self, provider: StepsProvider()) { _ in"
                    ),
                ]
            }, expected: ["IA803 error", "IA805 error"]),
        // Benign changes: nothing to report.
        Scenario(
            name: "struct renamed keeping its persistentIdentifier",
            change: {
                [
                    "App/TimerIntent.swift": TinyApp.timerIntent(
                        name: "BeginTimerIntent", extra: "    static let persistentIdentifier = \"StartTimerIntent\"")
                ]
            }, expected: []),
        Scenario(
            name: "struct renamed keeping its intentClassName",
            change: { ["App/OrderSoupAppIntent.swift": TinyApp.orderIntent(name: "SoupOrderIntent")] }, expected: []),
        Scenario(
            name: "code moved between files of one target",
            change: { ["App/TimerIntent.swift": nil, "App/Timers/Start.swift": TinyApp.timerIntent()] },
            expected: []),
        // A SiriKit definition compiled by another target: its classes are generated elsewhere,
        // the intent still runs where an Info.plist lists it (openhab-ios 2.4.17, 2.4.44).
        Scenario(
            name: "definition compiled by another target",
            change: {
                [
                    "App/Base.lproj/Intents.intentdefinition": nil,
                    "Widgets/Base.lproj/Intents.intentdefinition": TinyApp.definition(),
                ]
            }, expected: []),
        Scenario(
            name: "parameter added with a default",
            change: {
                [
                    "App/TimerIntent.swift": TinyApp.timerIntent(
                        extra: "    @Parameter(title: \"Label\", default: \"Tea\") var label: String")
                ]
            }, expected: []),
        Scenario(
            name: "enum case added",
            change: { ["App/SoupSize.swift": TinyApp.sizeEnum(cases: "case small\n    case large\n    case huge")] },
            expected: []),
        Scenario(
            name: "retired with DeprecatedAppIntent",
            change: {
                [
                    "App/TimerIntent.swift": TinyApp.timerIntent(
                        extra: "    static var deprecation = IntentDeprecation(replacedBy: StartTimerIntent.self)")
                ]
            }, expected: []),
    ]

    static func audit(_ repo: ReleaseRepository, since: String?) throws -> AuditResult {
        let earlier = try since.map {
            try EarlierStates.since($0, root: repo.path, configPath: nil, cacheDirectory: nil)
        }
        return try Audit.run(
            root: repo.path, context: AuditContext(toolVersion: "test", root: repo.path, generatedAt: 0),
            earlier: earlier.map { [$0] } ?? [])
    }

    static func breaks(_ result: AuditResult) -> Set<String> {
        Set(result.findings.filter { $0.rule.hasPrefix("IA8") }.map { "\($0.rule) \($0.severity.rawValue)" })
    }

    @Test(arguments: scenarios)
    func change(_ scenario: Scenario) throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(scenario.change())
        let result = try Self.audit(repo, since: "v1.0")
        #expect(Self.breaks(result) == scenario.expected, "\(result.findings.filter { $0.rule.hasPrefix("IA8") })")
        let counted = result.findings.filter { $0.rule.hasPrefix("IA8") && $0.severity != .note }.count
        #expect(result.continuity == [ContinuityComparison(label: "v1.0", source: "git tag", breaks: counted)])
    }

    /// A widget removed while another widget of the target stays: IA805 names no "now" kind (the
    /// other widget's kind is not a new kind of the removed one; home-assistant's removed
    /// WidgetActions read "(now \"WidgetAssist\")").
    @Test func removedWidgetNamesNoNewKind() throws {
        let hike = """
            import SwiftUI
            import WidgetKit

            struct HikeWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Hike", provider: HikeProvider()) { _ in
                        Text("Hike")
                    }
                }
            }

            """
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files.merging(["Widgets/HikeWidget.swift": hike]) { $1 }, tag: "v1.0")
        try repo.commit(["Widgets/StepsWidget.swift": nil])
        let gone = try Self.audit(repo, since: "v1.0").findings.filter { $0.rule == "IA805" }
        #expect(gone.count == 1)
        let message = gone.first?.message ?? ""
        #expect(
            message.contains("kind \"Steps\" shipped in Widgets at v1.0 is built by no widget of that extension today"))
        #expect(!message.contains("(now"), "\(gone)")
    }

    @Test func noEarlierStateNoContinuityFinding() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["App/TimerIntent.swift": TinyApp.timerIntent(name: "BeginTimerIntent")])
        let result = try Self.audit(repo, since: nil)
        #expect(Self.breaks(result).isEmpty)
        #expect(result.continuity.isEmpty)
    }
}

/// `--baseline FILE`, `--since` edge cases, the automatic lookup, and what the CI summary says.
@Suite("Continuity: baseline, bad input, history, summary", .serialized)
struct ContinuityInputTests {
    static func request(_ repo: ReleaseRepository, _ edit: (inout AuditRequest) -> Void) -> AuditRequest {
        var request = AuditRequest()
        request.root = repo.path
        request.outputDirectory = repo.path + "-out-\(UUID().uuidString)"
        request.formats = "xml,json,xcode,html"
        request.environment = ["SOURCE_DATE_EPOCH": "1767225600"]
        request.cacheDirectory = nil
        edit(&request)
        return request
    }

    /// A report written by this version is a baseline that carries the model; the break is gated.
    @Test func baselineSnapshotCarriesTheModel() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        let first = Self.request(repo) { $0.release = "1.0" }
        _ = try AuditCommand.run(first)
        let snapshot = try SnapshotReader.read(path: first.outputDirectory + "/report.xml")
        let live = try ContinuityTests.audit(repo, since: nil)
        #expect(snapshot.identity == live.identity)
        #expect(snapshot.identity?.intents.contains { $0.typeName == "StartTimerIntent" } == true)

        try repo.commit(["App/TimerIntent.swift": TinyApp.timerIntent(name: "BeginTimerIntent")])
        let second = Self.request(repo) {
            $0.baselinePath = first.outputDirectory + "/report.xml"
            $0.failOn = "error"
        }
        let output = try AuditCommand.run(second)
        #expect(output.exitCode == 1)
        #expect(output.summary.contains("intent-audit: compared with 1.0 (snapshot): 1 continuity break"))
        // The xcode line sits at today's file and line and names the earlier state.
        #expect(
            output.standardOutput.split(separator: "\n").contains {
                $0.contains("App/TimerIntent.swift:3:8: error: StartTimerIntent (StartTimerIntent) of 1.0 is gone")
                    && $0.hasSuffix("[IA801]")
            })
        let html = try String(contentsOfFile: second.outputDirectory + "/report.html", encoding: .utf8)
        #expect(html.contains("id=\"continuity\"") && html.contains("Since 1.0"))
    }

    /// A report of schemaVersion 1 has no model: read, with a warning that nothing was compared.
    @Test func olderSnapshotReadsWithoutModel() throws {
        let snapshot = try SnapshotReader.read(path: Fixtures.path("History/snapshots/report-4.9.1.xml"))
        #expect(snapshot.schemaVersion == 1 && snapshot.identity == nil)
        let (state, warning) = EarlierStates.baseline(snapshot, path: "old.xml")
        #expect(state == nil)
        #expect(warning?.contains("carries no identity model") == true)
    }

    @Test func sinceSaysWhatItComparedWithAlsoWhenNothingBroke() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["README.md": "next\n"], tag: "v1.1")
        try repo.commit(["NOTES.md": "work\n"])
        let output = try AuditCommand.run(
            Self.request(repo) {
                $0.since = "last-release"; $0.failOn = "error"
            })
        #expect(output.summary.contains("intent-audit: compared with v1.1 (git tag): 0 continuity breaks"))
        // HEAD itself tagged: last-release is the tag before it.
        try repo.git(["tag", "v1.2"])
        let tagged = try AuditCommand.run(Self.request(repo) { $0.since = "last-release" })
        #expect(tagged.summary.contains("intent-audit: compared with v1.1 (git tag): 0 continuity breaks"))
    }

    /// last-release is the tag nearest to HEAD in its history: a newer annotated tag wins over an
    /// older lightweight one (sorting by committer date put annotated tags, which have none, last).
    @Test func lastReleaseIsTheNearestTagAnnotatedOrNot() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["README.md": "next\n"])
        try repo.git(["tag", "-a", "v1.1", "-m", "release 1.1"])
        try repo.commit(["NOTES.md": "work\n"])
        let output = try AuditCommand.run(Self.request(repo) { $0.since = "last-release" })
        #expect(output.summary.contains("intent-audit: compared with v1.1 (git tag): 0 continuity breaks"))
        // HEAD itself tagged (annotated): the tag before it.
        try repo.git(["tag", "-a", "v1.2", "-m", "release 1.2"])
        let tagged = try AuditCommand.run(Self.request(repo) { $0.since = "last-release" })
        #expect(tagged.summary.contains("intent-audit: compared with v1.1 (git tag): 0 continuity breaks"))
    }

    @Test func badSinceIsAUsageError() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files)
        #expect(throws: UsageError.self) { try AuditCommand.run(Self.request(repo) { $0.since = "v9.9" }) }
        #expect(throws: UsageError.self) { try AuditCommand.run(Self.request(repo) { $0.since = "last-release" }) }
        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("ia-plain-\(UUID().uuidString)").path
        for (path, text) in TinyApp.files { try writeFile(plain + "/" + path, text ?? "") }
        var request = AuditRequest()
        request.root = plain
        request.outputDirectory = plain + "-out"
        request.since = "v1.0"
        do {
            _ = try AuditCommand.run(request)
            Issue.record("no error outside a work tree")
        } catch let error as UsageError {
            #expect(error.message.contains("is not in a git work tree"))
        }
    }

    /// The migration done in one commit is no longer a silent `migrated`: the commit before it is
    /// found in history without any flag; with --no-history the reason says what was not checked.
    @Test func oneCommitMigrationFoundInHistory() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit([
            "App/Base.lproj/Intents.intentdefinition": nil,
            "App/SoupSize.swift": TinyApp.sizeEnum(cases: "case petite\n    case large"),
            "Widgets/ShowTrailAppIntent.swift": TinyApp.showTrailIntent,
            "Widgets/StepsWidget.swift": TinyApp.widget(
                configuration:
                    "AppIntentConfiguration(kind: \"StepsV2\", intent: ShowTrailAppIntent.self, provider: StepsProvider()) { _ in"
            ),
        ])
        let found = try AuditCommand.run(Self.request(repo) { $0.failOn = "error" })
        #expect(found.exitCode == 1)
        #expect(found.summary.contains { $0.contains("compared with") && $0.contains("2 continuity breaks") })
        let lines = found.standardOutput.split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("Widgets/StepsWidget.swift:6:9: error: widget kind \"Steps\"")
                    && $0.contains("(now \"StepsV2\")") && $0.hasSuffix("[IA805]")
            })
        #expect(
            lines.contains {
                $0.contains(": error: SoupSize (for OrderSoupAppIntent.size) has no case small")
                    && $0.hasSuffix("[IA803]")
            })

        let blindRequest = Self.request(repo) {
            $0.noHistory = true; $0.formats = "json"
        }
        let blind = try AuditCommand.run(blindRequest)
        #expect(blind.summary.allSatisfy { !$0.contains("compared with") })
        let json = try String(contentsOfFile: blindRequest.outputDirectory + "/report.json", encoding: .utf8)
        #expect(
            json.contains(
                "--no-history was given, so its old parameters, enum cases and widget kinds were not compared"))
    }

    /// A continuity finding whose subject is gone from the tree (an App Intent deleted with its
    /// file, a widget removed with its file) points at a file that exists today, in every format
    /// that carries a place: the xcode lines, the github annotations and SARIF. The deleted
    /// intent's message names where it was declared.
    @Test func goneSubjectsPointIntoTodaysTree() throws {
        let repo = try ReleaseRepository()
        try repo.commit(TinyApp.files, tag: "v1.0")
        try repo.commit(["App/TimerIntent.swift": nil, "Widgets/StepsWidget.swift": nil])
        let request = Self.request(repo) {
            $0.since = "v1.0"; $0.formats = "xcode,sarif,json"
        }
        let output = try AuditCommand.run(request)
        let exists = { (path: String) in FileManager.default.fileExists(atPath: repo.path + "/" + path) }
        let lines = output.standardOutput.split(separator: "\n").filter { $0.contains("[IA80") }
        #expect(lines.contains { $0.hasSuffix("[IA801]") } && lines.contains { $0.hasSuffix("[IA805]") }, "\(lines)")
        // An xcode line's place is the audited root joined with the path.
        for line in lines {
            let path = String(line.prefix { $0 != ":" })
            #expect(path.hasPrefix(repo.path + "/") && FileManager.default.fileExists(atPath: path), "\(line)")
        }
        // The deleted intent goes to its target's declaration in Package.swift, and says where it was.
        #expect(
            lines.contains {
                $0.hasPrefix(repo.path + "/Package.swift:")
                    && $0.contains("StartTimerIntent (StartTimerIntent) of v1.0 is gone")
                    && $0.contains("(declared in App/TimerIntent.swift at v1.0)")
            }, "\(lines)")
        let sarif = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: request.outputDirectory + "/report.sarif")))
        let results = ((sarif as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        let continuity = (results ?? []).filter { ($0["ruleId"] as? String)?.hasPrefix("IA80") == true }
        #expect(continuity.count == lines.count)
        for result in continuity {
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            #expect(exists(uri.removingPercentEncoding ?? uri), "\(result)")
        }
    }

    func writeFile(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
