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

/// A widget kind kept as a constant in files the pre-filter skips (no keyword in them) is still
/// resolved: the scanner looks for the missing names in the skipped files, following the chain.
@Suite("Swift scanner: kind constants in skipped files")
struct KindConstantTests {
    @Test func chainOfConstantsAcrossSkippedFilesResolves() {
        let inventory = SwiftFixture.scan("kind-constants")
        let rows = inventory.widgets.map { "\($0.location) \($0.widgetType) \($0.kind ?? "-") \($0.kindExpression)" }
        #expect(rows == ["HabitsWidget.swift:8:9 HabitsWidget Habits kind"])
    }

    @Test func filesWithoutKeywordsAreNotInterestingByThemselves() {
        #expect(!KeywordFilter.isInteresting(Array("enum Values { static let habitsValue = \"Habits\" }".utf8)))
        #expect(!KeywordFilter.isInteresting(Array("enum Kind { case a }; let kind = Kind.a".utf8)))
        #expect(KeywordFilter.isInteresting(Array("struct W: Widget {}".utf8)))
    }
}

/// Widget kinds held in file-private or nested constant types of the same name in several files
/// (`private enum Constants { static let kind = "…" }` in each widget) resolve to their literal,
/// the way Swift's lookup finds them: the enclosing type's nested type, then the file's own types.
@Suite("Swift scanner: kind constants in private and nested types")
struct PrivateKindConstantTests {
    @Test func eachWidgetGetsItsOwnConstant() {
        let inventory = SwiftFixture.scan("kind-private-constants")
        let rows = inventory.widgets.map { "\($0.widgetType) \($0.kind ?? "-") \($0.kindExpression)" }.sorted()
        #expect(
            rows == [
                "HikeWidget com.example.hike Constants.kind",
                "LogWidget com.example.log kind",
                "StepsWidget com.example.steps Constants.kind",
                "TrailWidget com.example.trail TrailConstants.kind",
            ])
    }
}

/// Kinds put together the way a reader follows them: interpolations and `+` of constants, and
/// `String` extensions (a property or an argument-less method, kept in a file the pre-filter skips)
/// whose body returns a literal or `self`, chosen by `#available` branch. An `IntentConfiguration`
/// is read below iOS 17 (where it serves beside an `AppIntentConfiguration`), an
/// `AppIntentConfiguration` from iOS 17 on; a branch that depends on the system inside that range
/// leaves the kind unknown.
@Suite("Swift scanner: kinds built by interpolation and String extensions")
struct KindRecipeTests {
    @Test func kindsResolveOnTheSystemsEachConfigurationServes() {
        let inventory = SwiftFixture.scan("kind-recipes")
        let rows = inventory.widgets.map { "\($0.widgetType) \($0.kind ?? "-")" }.sorted()
        #expect(
            rows == [
                "HikeWidget com.example.hike",
                "LegacyStatusWidget LockScreenStatus",
                "LogWidget Log",
                "NextWidget Next-v2",
                "OddWidget -",
                "StatusWidget LockScreenStatus",
                "StepsWidget com.example.steps",
                "TrailWidget Trail",
            ])
    }

    @Test func availabilityWindowsAnswerOnlyWhatHoldsOnEverySystem() {
        #expect(SystemWindow.belowAppIntentWidgets.holds("iOS 17.0, macOS 14.0") == false)
        #expect(SystemWindow.belowAppIntentWidgets.holds("iOS 16.0") == nil)
        #expect(SystemWindow.fromAppIntentWidgets.holds("iOS 17.0") == true)
        #expect(SystemWindow.fromAppIntentWidgets.holds("iOS 18.0") == nil)
        #expect(SystemWindow.any.holds("iOS 17.0") == nil)
        #expect(SystemWindow.belowAppIntentWidgets.holds("visionOS 1.0") == nil)
    }
}
