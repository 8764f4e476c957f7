import TestSupport
import Testing

@testable import Discovery
@testable import Model
@testable import Scanning

/// Widgets that get their `body` from an extension of a protocol they adopt (issue 29: a browser's
/// seven lock-screen widgets, `protocol LockScreenWidget: Widget` whose extension builds the
/// configuration from the `kind` each widget declares). Each adopting widget is a widget of its own
/// kind; the protocol is none. A widget that declares its own `body` keeps it; the protocol may be
/// refined, may hand the body to a helper in its extension, may configure with an intent, and may sit
/// in another file than its widgets, whose kinds may be constants.
@Suite struct ProtocolWidgetTests {
    static func scan(_ files: [String: String]) -> Inventory {
        SwiftScanner.scan(
            files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, kind: .swift, bytes: Array($0.value.utf8)) }
        )
    }

    static func widgets(_ inventory: Inventory) -> [String] {
        inventory.widgets.map { "\($0.widgetType) \($0.configuration) \($0.kind ?? "-") \($0.intentType ?? "-")" }
            .sorted()
    }

    static let protocolFile = """
        import SwiftUI
        import WidgetKit

        @available(iOSApplicationExtension 16.0, *)
        protocol LockScreenWidget: Widget {
            var kind: String { get }
            var imageName: String { get }
        }

        @available(iOSApplicationExtension 16.0, *)
        extension LockScreenWidget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { _ in
                    Image(imageName)
                }
                .supportedFamilies([.accessoryCircular])
            }
        }

        """

    static let widgetsFile = """
        import WidgetKit

        struct SearchLockScreenWidget: LockScreenWidget {
            let kind = "SearchLockScreenWidget"
            let imageName = "Search"
        }

        struct FavoritesLockScreenWidget: LockScreenWidget {
            let kind = WidgetKinds.favorites
            let imageName = "Favorites"
        }

        struct OwnBodyWidget: LockScreenWidget {
            let kind = "Unused"
            let imageName = "Own"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "OwnBodyWidget", provider: Provider()) { _ in Text("Own") }
            }
        }

        """

    static let kinds = """
        enum WidgetKinds {
            static let favorites = "FavoritesLockScreenWidget"
        }

        """

    @Test(arguments: [true, false])
    func eachWidgetAdoptingTheProtocolIsAWidgetOfItsOwnKind(sameFile: Bool) {
        let files =
            sameFile
            ? ["Widgets.swift": Self.protocolFile + Self.widgetsFile, "Kinds.swift": Self.kinds]
            : ["LockScreen.swift": Self.protocolFile, "Widgets/All.swift": Self.widgetsFile, "Kinds.swift": Self.kinds]
        let inventory = Self.scan(files)
        #expect(
            Self.widgets(inventory) == [
                "FavoritesLockScreenWidget StaticConfiguration FavoritesLockScreenWidget -",
                "OwnBodyWidget StaticConfiguration OwnBodyWidget -",
                "SearchLockScreenWidget StaticConfiguration SearchLockScreenWidget -",
            ])
        let search = inventory.widgets.first { $0.widgetType == "SearchLockScreenWidget" }
        #expect(search?.families == ["accessoryCircular"])
        #expect(search?.availability == "iOSApplicationExtension 16.0")
    }

    /// Refined once more, the body in a helper of the extension, configured with an intent.
    @Test func aRefinedProtocolAHelperAndAnIntentAreFollowed() {
        let source = """
            import WidgetKit

            protocol ConfigurableWidget: Widget {
                var kind: String { get }
            }

            protocol StopWidget: ConfigurableWidget {}

            extension ConfigurableWidget {
                var body: some WidgetConfiguration { makeConfiguration() }

                func makeConfiguration() -> some WidgetConfiguration {
                    IntentConfiguration(kind: kind, intent: SelectStopIntent.self, provider: StopProvider()) { _ in
                        EmptyView()
                    }
                }
            }

            struct NearbyStopWidget: StopWidget {
                let kind = "NearbyStop"
            }

            struct FavoriteStopWidget: ConfigurableWidget {
                static let stopKind = "FavoriteStop"
                let kind = FavoriteStopWidget.stopKind
            }

            """
        #expect(
            Self.widgets(Self.scan(["Stops.swift": source])) == [
                "FavoriteStopWidget IntentConfiguration FavoriteStop SelectStopIntent",
                "NearbyStopWidget IntentConfiguration NearbyStop SelectStopIntent",
            ])
    }

    /// A protocol extension that no widget adopts builds no widget under a real widget's name; its
    /// configuration stays under the protocol's name, its kind unknown, as before.
    @Test func aProtocolNoWidgetAdoptsStaysAsItWas() {
        let inventory = Self.scan(["LockScreen.swift": Self.protocolFile])
        #expect(Self.widgets(inventory) == ["LockScreenWidget StaticConfiguration - -"])
    }
}
