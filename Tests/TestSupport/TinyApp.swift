/// A tiny app written for the continuity tests (IA8xx): a SiriKit definition with an order intent
/// (a string and an enum parameter) and a widget intent, the App Intent that carries the order
/// intent over, an App Intent of its own with an entity, an `AppEnum`, and a widget in a second
/// target. Package.swift gives the two targets (`App`, `Widgets`). Each test changes a few files.
package enum TinyApp {
    package static var files: [String: String?] {
        [
            "Package.swift": package,
            "App/Base.lproj/Intents.intentdefinition": definition(),
            "App/OrderSoupAppIntent.swift": orderIntent(),
            "App/SoupSize.swift": sizeEnum(),
            "App/TimerIntent.swift": timerIntent(),
            "Widgets/StepsWidget.swift": widget(),
        ]
    }

    package static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Tiny",
            platforms: [.iOS(.v17)],
            targets: [
                .target(name: "App", path: "App"),
                .target(name: "Widgets", path: "Widgets"),
            ]
        )

        """

    /// The order intent's App Intent; `extra` goes inside the struct.
    package static func orderIntent(
        name: String = "OrderSoupAppIntent", className: String? = "OrderSoupIntent", sizeType: String = "SoupSize",
        extra: String = ""
    ) -> String {
        let migrated = className.map { "    static let intentClassName = \"\($0)\"\n" } ?? ""
        return """
            import AppIntents

            struct \(name): AppIntent, CustomIntentMigratedAppIntent {
            \(migrated)    static var title: LocalizedStringResource = "Order Soup"
                @Parameter(title: "Soup") var soup: String?
                @Parameter(title: "Size") var size: \(sizeType)?
            \(extra)
                func perform() async throws -> some IntentResult { .result() }
            }

            """
    }

    package static func sizeEnum(cases: String = "case small\n    case large") -> String {
        """
        import AppIntents

        enum SoupSize: String, AppEnum {
            \(cases)
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [:]
        }

        """
    }

    package static func timerIntent(
        name: String = "StartTimerIntent", parameter: String = "@Parameter(title: \"Minutes\") var minutes: Int",
        idType: String = "Int", extra: String = ""
    ) -> String {
        """
        import AppIntents

        struct \(name): AppIntent {
            static var title: LocalizedStringResource = "Start Timer"
            \(parameter)
            @Parameter(title: "Trail") var trail: TrailEntity?
        \(extra)
            func perform() async throws -> some IntentResult { .result() }
        }

        struct TrailEntity: AppEntity {
            let id: \(idType)
            static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
            static var defaultQuery = TrailQuery()
            var displayRepresentation: DisplayRepresentation { "Trail" }
        }

        struct TrailQuery: EntityQuery {
            func entities(for identifiers: [\(idType)]) async throws -> [TrailEntity] { [] }
        }

        """
    }

    /// The widget intent's App Intents twin, carrying `ShowTrailIntent`.
    package static let showTrailIntent = """
        import AppIntents
        import WidgetKit

        struct ShowTrailAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
            static let intentClassName = "ShowTrailIntent"
            static var title: LocalizedStringResource = "Show Trail"
        }

        """

    /// The widget; `configuration` replaces its `IntentConfiguration` line.
    package static func widget(
        configuration: String =
            "IntentConfiguration(kind: \"Steps\", intent: ShowTrailIntent.self, provider: StepsProvider()) { _ in"
    ) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct StepsWidget: Widget {
            var body: some WidgetConfiguration {
                \(configuration)
                    Text("Steps")
                }
            }
        }

        """
    }

    /// The definition: `OrderSoup` (soup: String, size: enum Size) and `ShowTrail` (for widgets).
    package static func definition(sizeCases: [String] = ["small", "large"]) -> String {
        let values = (["unknown"] + sizeCases).enumerated().map { index, name in
            """
                            <dict>
                                <key>INEnumValueIndex</key>
                                <integer>\(index)</integer>
                                <key>INEnumValueName</key>
                                <string>\(name)</string>
                            </dict>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>INEnums</key>
                <array>
                    <dict>
                        <key>INEnumName</key>
                        <string>Size</string>
                        <key>INEnumType</key>
                        <string>Regular</string>
                        <key>INEnumValues</key>
                        <array>
            \(values)
                        </array>
                    </dict>
                </array>
                <key>INIntentDefinitionModelVersion</key>
                <string>1.2</string>
                <key>INIntents</key>
                <array>
                    <dict>
                        <key>INIntentCategory</key>
                        <string>order</string>
                        <key>INIntentName</key>
                        <string>OrderSoup</string>
                        <key>INIntentParameters</key>
                        <array>
                            <dict>
                                <key>INIntentParameterName</key>
                                <string>soup</string>
                                <key>INIntentParameterTag</key>
                                <integer>1</integer>
                                <key>INIntentParameterType</key>
                                <string>String</string>
                            </dict>
                            <dict>
                                <key>INIntentParameterEnumType</key>
                                <string>Size</string>
                                <key>INIntentParameterName</key>
                                <string>size</string>
                                <key>INIntentParameterTag</key>
                                <integer>2</integer>
                                <key>INIntentParameterType</key>
                                <string>Integer</string>
                            </dict>
                        </array>
                        <key>INIntentTitle</key>
                        <string>Order Soup</string>
                        <key>INIntentType</key>
                        <string>Custom</string>
                    </dict>
                    <dict>
                        <key>INIntentCategory</key>
                        <string>information</string>
                        <key>INIntentConfigurable</key>
                        <true/>
                        <key>INIntentEligibleForWidgets</key>
                        <true/>
                        <key>INIntentName</key>
                        <string>ShowTrail</string>
                        <key>INIntentTitle</key>
                        <string>Show Trail</string>
                        <key>INIntentType</key>
                        <string>Custom</string>
                    </dict>
                </array>
                <key>INTypes</key>
                <array/>
            </dict>
            </plist>

            """
    }
}
