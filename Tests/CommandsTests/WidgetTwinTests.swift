import TestSupport
import Testing

@testable import Commands
@testable import Model

/// IA703 pairs the App Intents widget with an `IntentConfiguration` twin that the same target
/// builds, in any file or folder, whose kind resolves to the same string, under `#if` conditions
/// the target sets in its shipping configurations (`WidgetTwinTree`). A proven missing fallback
/// is an error; a twin the audit cannot evaluate is a "cannot tell" note and never `at-risk`.
@Suite("Widget twins paired across the target, with the build's conditions")
struct WidgetTwinTests {
    enum Expect { case kept, lost, cannotTell }

    static func check(
        _ tree: WidgetTwinTree, _ expected: Expect, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let result = try tree.audit()
        let found = result.findings.filter { $0.rule == "IA703" }
        let status = result.intents.first { $0.name == "StatusIntent" }?.status
        switch expected {
        case .kept:
            #expect(found.isEmpty, "\(found.map(\.message))", sourceLocation: sourceLocation)
            #expect(status == .coexisting, sourceLocation: sourceLocation)
        case .lost:
            #expect(found.map(\.severity) == [.error], "\(found.map(\.message))", sourceLocation: sourceLocation)
            #expect(found.first?.proof.allSatisfy(\.resolved) == true, sourceLocation: sourceLocation)
            #expect(status == .atRisk, sourceLocation: sourceLocation)
        case .cannotTell:
            #expect(found.map(\.severity) == [.note], "\(found.map(\.message))", sourceLocation: sourceLocation)
            #expect(status == .coexisting, sourceLocation: sourceLocation)
        }
    }

    @Test func withoutATwinTheWidgetIsLost() throws {
        try Self.check(WidgetTwinTree(twinPath: nil), .lost)
    }

    /// Where the twin is: the same file, a sibling file, another folder of the same target; another
    /// target's widget is another widget.
    @Test(arguments: [
        ("Widgets/StatusWidget.swift", true), ("Widgets/LegacyStatusWidget.swift", true),
        ("Widgets/Legacy/Old/StatusTwin.swift", true), ("Extras/LegacyStatusWidget.swift", false),
    ])
    func twinPlaces(path: String, kept: Bool) throws {
        try Self.check(WidgetTwinTree(twinPath: path), kept ? .kept : .lost)
    }

    /// Xcode 16 lists a file of another target's synchronized folder that this target builds too as
    /// a membership exception naming it: the twin in WeatherExtras' folder is then WeatherWidgets' too.
    @Test func aFileSharedThroughAnExceptionSetIsTheTargetsToo() throws {
        var tree = WidgetTwinTree(twinPath: "Extras/LegacyStatusWidget.swift")
        tree.extrasTwinAlsoInWidgets = true
        try Self.check(tree, .kept)
    }

    /// How the twin's kind is written: all resolve to "Status" below iOS 17.
    @Test(arguments: [
        "\"Status\"", "Names.status", "WidgetKinds.status.rawValue", "\"Status\".legacyKindName",
        "Names.status.legacyKindName", "\"Status\".twinKind()", "\"\\(Names.status)\"",
    ])
    func twinKinds(kind: String) throws {
        try Self.check(WidgetTwinTree(kind: kind), .kept)
    }

    /// The legacy intent's IntentConfiguration under another kind still serves older systems, but
    /// the App Intents widget does not inherit its placed widgets: IA701's loss, not IA703's.
    @Test func aTwinOfAnotherKindIsTheKindChange() throws {
        let result = try WidgetTwinTree(kind: "\"Status.other\"").audit()
        #expect(result.findings.filter { $0.rule == "IA703" }.isEmpty)
        #expect(result.findings.filter { $0.rule == "IA701" }.map(\.severity) == [.error])
    }

    /// The twin under `#if LEGACY_WIDGETS` against what WeatherWidgets sets.
    @Test func aConditionSetInEveryConfigurationKeepsTheTwin() throws {
        let set = "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) LEGACY_WIDGETS\";"
        try Self.check(
            WidgetTwinTree(condition: "LEGACY_WIDGETS", widgetDebugSettings: set, widgetReleaseSettings: set), .kept)
    }

    @Test func aConditionNeverSetLosesTheWidgetWithTheConditionInItsProof() throws {
        let tree = WidgetTwinTree(condition: "LEGACY_WIDGETS")
        try Self.check(tree, .lost)
        let proof = try tree.audit().findings.first { $0.rule == "IA703" }?.proof.map(\.fact) ?? []
        #expect(proof.contains { $0.contains("#if LEGACY_WIDGETS") && $0.contains("WeatherWidgets does not set") })
    }

    @Test func aConditionSetOnlyInReleaseShips() throws {
        try Self.check(
            WidgetTwinTree(
                condition: "LEGACY_WIDGETS",
                widgetReleaseSettings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = LEGACY_WIDGETS;"),
            .kept)
    }

    @Test func aConditionSetOnlyInDebugDoesNotShip() throws {
        try Self.check(
            WidgetTwinTree(
                condition: "LEGACY_WIDGETS",
                widgetDebugSettings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = LEGACY_WIDGETS;"),
            .lost)
        // The project's Debug sets DEBUG: a twin only for debugging ships nowhere.
        try Self.check(WidgetTwinTree(condition: "DEBUG"), .lost)
    }

    @Test func otherSwiftFlagsDefineConditionsToo() throws {
        let flags = "OTHER_SWIFT_FLAGS = \"-D LEGACY_WIDGETS -Onone\";"
        try Self.check(
            WidgetTwinTree(condition: "LEGACY_WIDGETS", widgetDebugSettings: flags, widgetReleaseSettings: flags), .kept
        )
    }

    @Test func anXcconfigUnderTheConfigurationSetsIt() throws {
        try Self.check(
            WidgetTwinTree(
                condition: "LEGACY_WIDGETS && !os(watchOS)",
                widgetReleaseXcconfig: "// Widgets\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) LEGACY_WIDGETS\n"
            ),
            .kept)
    }

    @Test func aNegatedConditionNeverSetIsLive() throws {
        try Self.check(WidgetTwinTree(condition: "!LEGACY_OFF"), .kept)
    }

    /// A variable the audit cannot resolve may set the name: cannot tell, never a loss.
    @Test func aConditionFromAnUnknownVariableIsCannotTell() throws {
        let unknown = "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) $(EXTRA_CONDITIONS)\";"
        try Self.check(
            WidgetTwinTree(condition: "LEGACY_WIDGETS", widgetDebugSettings: unknown, widgetReleaseSettings: unknown),
            .cannotTell)
    }

    @Test func anUnreadableConditionIsCannotTell() throws {
        try Self.check(WidgetTwinTree(condition: "canImport(LegacyWidgetKit)"), .cannotTell)
    }
}
