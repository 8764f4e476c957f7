import Foundation
import TestSupport
import Testing

/// The App Intents stand-in is a check only if it rejects what Xcode rejects: each snippet below is a
/// mistake a generator could make (and the scaffold once made), and must fail the type-check; the
/// form Apple's widget migration article uses must pass.
@Suite struct StandInTests {
    static let header = """
        import AppIntents
        import Foundation
        import Intents
        import SwiftUI
        import WidgetKit

        @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
        enum ModeAppEnum: String, AppEnum {
            case automatic, chosen
            static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mode")
            static let caseDisplayRepresentations: [ModeAppEnum: DisplayRepresentation] = [
                .automatic: DisplayRepresentation(title: "Automatic"), .chosen: DisplayRepresentation(title: "Chosen"),
            ]
        }

        @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
        struct ShowAppIntent: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Show"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    /// A factory in the migration article's form: one `return` per `#available` branch.
    static let factory = """
        enum Migration {
            static func configuration<Legacy: IntentTimelineProvider, Content: View>(
                provider: Legacy, @ViewBuilder content: @escaping (Legacy.Entry) -> Content
            ) -> some WidgetConfiguration where Legacy.Intent == ShowIntent {
                if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) {
                    return AppIntentConfiguration(kind: "k", intent: ShowAppIntent.self, provider: Bridge(legacy: provider), content: content)
                } else {
                    return IntentConfiguration(kind: "k", intent: ShowIntent.self, provider: provider, content: content)
                }
            }
        }

        @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
        struct Bridge<Legacy: IntentTimelineProvider>: AppIntentTimelineProvider where Legacy.Intent == ShowIntent {
            var legacy: Legacy
            func placeholder(in context: Context) -> Legacy.Entry { legacy.placeholder(in: context) }
            func snapshot(for configuration: ShowAppIntent, in context: Context) async -> Legacy.Entry {
                await withCheckedContinuation { c in legacy.getSnapshot(for: ShowIntent(), in: context) { c.resume(returning: $0) } }
            }
            func timeline(for configuration: ShowAppIntent, in context: Context) async -> Timeline<Legacy.Entry> {
                await withCheckedContinuation { c in legacy.getTimeline(for: ShowIntent(), in: context) { c.resume(returning: $0) } }
            }
        }

        """

    private func check(_ snippet: String) throws -> (ok: Bool, log: String)? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString).swift")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (Self.header + snippet).write(toFile: path, atomically: true, encoding: .utf8)
        return try ScaffoldLoop.typeCheck(
            files: [path], legacy: "import Intents\npublic class ShowIntent: INIntent {}\n")
    }

    @Test func theMigrationArticlesFactoryPasses() throws {
        let checked = try #require(try check(Self.factory))
        #expect(checked.ok, "\(checked.log)")
    }

    @Test func aConfigurationBuilderOnAFunctionIsRejected() throws {
        let snippet = Self.factory.replacingOccurrences(
            of: "    static func configuration", with: "    @WidgetConfigurationBuilder\n    static func configuration")
        let checked = try #require(try check(snippet))
        #expect(!checked.ok && checked.log.contains("WidgetConfigurationBuilder"), "\(checked.log)")
    }

    @Test func branchesOfDifferentTypesWithoutReturnAreRejected() throws {
        let snippet = Self.factory.replacingOccurrences(
            of: "return AppIntentConfiguration", with: "AppIntentConfiguration"
        )
        .replacingOccurrences(of: "return IntentConfiguration", with: "IntentConfiguration")
        let checked = try #require(try check(snippet))
        #expect(!checked.ok, "\(checked.log)")
    }

    @Test func aDefaultCaseTheAppEnumDoesNotHaveIsRejected() throws {
        let snippet = """
            @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
            struct PickAppIntent: AppIntent {
                static let title: LocalizedStringResource = "Pick"
                @Parameter(title: "Mode", default: .unknown)
                var mode: ModeAppEnum
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let checked = try #require(try check(snippet))
        #expect(!checked.ok && checked.log.contains("unknown"), "\(checked.log)")
    }

    @Test func aParameterTypeAppIntentsDoesNotTakeIsRejected() throws {
        let snippet = """
            @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
            struct CountAppIntent: AppIntent {
                static let title: LocalizedStringResource = "Count"
                @Parameter(title: "Amount")
                var amount: NSNumber?
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let checked = try #require(try check(snippet))
        #expect(!checked.ok && checked.log.contains("NSNumber"), "\(checked.log)")
    }

    @Test func aResultValueOfTheWrongTypeIsRejected() throws {
        let snippet = """
            @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
            struct CountAppIntent: AppIntent {
                static let title: LocalizedStringResource = "Count"
                func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: "three") }
            }
            """
        let checked = try #require(try check(snippet))
        #expect(!checked.ok, "\(checked.log)")
    }

    /// `supportedModes` is iOS 26: an intent deployed earlier must guard it. Only the Embedded Swift
    /// check (an iOS standard library) sees availability.
    @Test func anUnguardedIOS26PropertyIsRejected() throws {
        let snippet = """
            @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
            struct OpenAppIntent: AppIntent {
                static let title: LocalizedStringResource = "Open"
                static let supportedModes: IntentModes = .foreground
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let checked = try #require(try check(snippet))
        guard checked.log.hasPrefix("embedded") else { return }
        #expect(!checked.ok && checked.log.contains("only available in iOS 26"), "\(checked.log)")
    }
}
