@testable import Model

/// The scenario rows of the rules about what the system sees (IA9xx) and the watch complications
/// (IA707, IA708), kept beside `RuleScenarios`.
package enum ShortcutScenarios {
    /// An `AppShortcutsProvider` with one entry per intent, each with `phrases`.
    package static func provider(
        _ name: String = "TrailShortcuts", intents: [String],
        phrases: [String] = ["Log a hike in \\(.applicationName)"],
        path: String = "App/TrailShortcuts.swift", line: Int = 3
    ) -> AppIntentDeclaration {
        var provider = AppIntentDeclaration(
            name: name, declarationKind: "struct", conformances: ["AppShortcutsProvider"],
            roles: ["app-shortcuts-provider"], shortcutIntents: intents, location: Make.at(path, line))
        provider.appShortcuts = intents.enumerated().map { index, intent in
            let at = Make.at(path, line + 2 + index * 3)
            return AppShortcutEntry(
                intent: intent,
                phrases: phrases.map { written in
                    ShortcutPhrase(
                        written: "\"\(written)\"",
                        key: written.replacingOccurrences(of: "\\(.applicationName)", with: "${applicationName}"),
                        isLiteral: true, namesApplication: written.contains("\\(.applicationName)"),
                        location: Make.at(path, at.line + 1))
                }, location: at)
        }
        return provider
    }

    package static func intents(_ count: Int) -> [AppIntentDeclaration] {
        (1...count).map { Make.appIntent("Action\($0)Intent", line: 10 * $0) }
    }

    package static func scenario(for rule: String) -> Inventory? {
        switch rule {
        case "IA901":
            let intents = intents(11)
            return Make.inventory(appIntents: intents + [provider(intents: intents.map(\.name))])
        case "IA902":
            return Make.inventory(
                appIntents: [
                    Make.appIntent("Action1Intent"), provider(intents: ["Action1Intent"], phrases: ["Log a hike"]),
                ])
        case "IA903":
            var inventory = Make.inventory(
                appIntents: [
                    Make.appIntent("Action1Intent"), provider(intents: ["Action1Intent"]),
                    provider("MoreShortcuts", intents: ["Action1Intent"], path: "App/MoreShortcuts.swift"),
                ])
            var membership = TargetMembership(
                target: "TrailMix", source: "pbxproj", location: Make.at("TrailMix.xcodeproj/project.pbxproj", 40))
            membership.folders = ["App"]
            membership.productType = "com.apple.product-type.application"
            inventory.targetMemberships = [membership]
            return inventory
        case "IA911":
            // A provider in a folder the app target does not build (dropped in a project reorganisation).
            let inventory = Make.inventory(
                appIntents: [
                    Make.appIntent("Action1Intent"),
                    provider(intents: ["Action1Intent"], path: "Old/TrailShortcuts.swift"),
                ])
            return inventory.with([membership("TrailMix", "com.apple.product-type.application", folders: ["App"])])
        case "IA904":
            var hidden = Make.appIntent("Action1Intent")
            hidden.isDiscoverable = false
            return Make.inventory(appIntents: [hidden, provider(intents: ["Action1Intent"])])
        case "IA905":
            var inventory = Make.inventory(
                appIntents: [Make.appIntent("Action1Intent"), provider(intents: ["Action1Intent"])])
            inventory.appStringTables = [
                AppStringTable(
                    path: "App/Localizable.xcstrings", table: "Localizable",
                    keysByLanguage: [
                        "de": ["Log a hike in ${applicationName}"], "en": ["Log a hike in ${applicationName}"],
                    ])
            ]
            return inventory
        case "IA912":
            // The AppShortcuts table translates the app's phrases into German, but not this one.
            var inventory = Make.inventory(
                appIntents: [Make.appIntent("Action1Intent"), provider(intents: ["Action1Intent"])])
            inventory.appStringTables = [
                AppStringTable(
                    path: "App/de.lproj/AppShortcuts.strings", table: "AppShortcuts",
                    keysByLanguage: ["de": ["Start a hike in ${applicationName}"]])
            ]
            return inventory
        case "IA906":
            // The intent's file is compiled only by the SiriKit Intents extension.
            return Make.inventory(
                appIntents: [Make.appIntent("Action1Intent", path: "IntentsExtension/Action1Intent.swift")],
                extensions: [Make.intentsExtension([])]
            ).with([
                membership("TrailMix", "com.apple.product-type.application", folders: ["App"]),
                membership(
                    "TrailIntents", "com.apple.product-type.app-extension",
                    files: ["IntentsExtension/Action1Intent.swift", "IntentsExtension/IntentHandler.swift"]),
            ])
        case "IA907":
            // The intent is in a framework that declares no AppIntentsPackage; the app embeds the framework.
            var app = membership("TrailMix", "com.apple.product-type.application", folders: ["App"])
            app.links = ["TrailKit.framework"]
            var kit = membership("TrailKit", "com.apple.product-type.framework", folders: ["TrailKit"])
            kit.product = "TrailKit.framework"
            return Make.inventory(
                appIntents: [Make.appIntent("Action1Intent", path: "TrailKit/Action1Intent.swift")]
            ).with([app, kit])
        case "IA908":
            var intent = Make.appIntent("Action1Intent", [Make.appParameter("trail", "TrailEntity", line: 12)])
            intent.nonLiteralTexts = [
                NonLiteralText(property: "title", written: "Strings.logHike", location: Make.at("App/Intents.swift", 6))
            ]
            intent.parameters[0].title = "Strings.trail"
            return Make.inventory(appIntents: [intent])
        case "IA909":
            return Make.inventory(appIntents: [
                Make.query("TrailEntity.Query", for: "TrailEntity", defaultResult: true, line: 20),
                Make.query("RegionEntity.Query", for: "RegionEntity", defaultResult: true, line: 40),
            ]).with([membership("TrailMix", "com.apple.product-type.application", folders: ["Shared"])])
        case "IA910":
            // An ungated control in a widget extension that deploys to iOS 17.
            var inventory = Make.inventory()
            inventory.controls = [
                ControlConfiguration(
                    controlType: "ShedLightControl", configuration: "StaticControlConfiguration", kind: "shed",
                    kindExpression: "\"shed\"", location: Make.at("Widgets/ShedLightControl.swift", 7))
            ]
            var widgets = membership("TrailWidgets", "com.apple.product-type.app-extension", folders: ["Widgets"])
            widgets.platforms = ["iOS"]
            widgets.deploymentTargets = [
                DeploymentTarget(
                    platform: "iOS", version: "17.0", target: "TrailWidgets", source: "pbxproj",
                    location: Make.at("App.xcodeproj/project.pbxproj", 90))
            ]
            return inventory.with([widgets])
        case "IA707":
            // A ClockKit data source without widgetMigrator beside a watch-only WidgetKit complication.
            var widget = Make.widget(
                "SummitWidget", "StaticConfiguration", kind: "summit", intent: nil, path: "WatchWidgets/Summit.swift",
                line: 5)
            widget.families = ["accessoryCorner"]
            var inventory = Make.inventory(widgets: [widget])
            inventory.complications = [
                ComplicationDataSource(
                    typeName: "ComplicationController",
                    descriptors: [
                        ComplicationDescriptor(
                            identifier: "summit", identifierExpression: "\"summit\"",
                            location: Make.at("Watch/ComplicationController.swift", 8))
                    ], location: Make.at("Watch/ComplicationController.swift", 4))
            ]
            return inventory
        case "IA709":
            // A watch widget's IntentTimelineProvider recommends configurations; the AppIntentConfiguration of
            // the same kind has a provider that recommends none.
            var legacy = Make.widget(
                "TideWidget", "IntentConfiguration", kind: "tide", intent: "TideIntent",
                provider: "IntentTimelineProvider", path: "WatchWidgets/TideWidget.swift", line: 5)
            legacy.providerType = "TideProvider"
            legacy.families = ["accessoryCorner"]
            var new = Make.widget(
                "TideWidgetV2", "AppIntentConfiguration", kind: "tide", intent: "TideConfigIntent",
                provider: "AppIntentTimelineProvider", path: "WatchWidgets/TideWidgetV2.swift", line: 5)
            new.providerType = "TideAppProvider"
            new.families = ["accessoryCorner"]
            var inventory = Make.inventory(widgets: [legacy, new])
            inventory.providers = [
                WidgetProvider(
                    typeName: "TideProvider", protocolName: "IntentTimelineProvider", intentType: "TideIntent",
                    hasRecommendations: true, location: Make.at("WatchWidgets/TideProvider.swift", 3)),
                WidgetProvider(
                    typeName: "TideAppProvider", protocolName: "AppIntentTimelineProvider",
                    intentType: "TideConfigIntent", location: Make.at("WatchWidgets/TideAppProvider.swift", 3)),
            ]
            return inventory
        case "IA708":
            // The migrator names a kind no widget builds.
            var inventory = Make.inventory(widgets: [
                Make.widget(
                    "SummitWidget", "StaticConfiguration", kind: "summit", intent: nil,
                    path: "WatchWidgets/Summit.swift", line: 5)
            ])
            inventory.complicationMigrations = [
                ComplicationMigration(
                    migratorType: "ComplicationController",
                    configuration: "CLKComplicationStaticWidgetMigrationConfiguration", kind: "peak",
                    kindExpression: "\"peak\"", location: Make.at("Watch/ComplicationController.swift", 30))
            ]
            return inventory
        default:
            return nil
        }
    }

    /// A target of `App.xcodeproj` with its product type and member files or folders.
    package static func membership(
        _ target: String, _ productType: String, files: [String] = [], folders: [String] = []
    ) -> TargetMembership {
        var membership = TargetMembership(
            target: target, source: "pbxproj", location: Make.at("App.xcodeproj/project.pbxproj", 10))
        membership.productType = productType
        membership.files = files
        membership.folders = folders
        return membership
    }
}

extension Inventory {
    /// The same inventory with these target memberships.
    package func with(_ memberships: [TargetMembership]) -> Inventory {
        var copy = self
        copy.targetMemberships = memberships
        return copy
    }
}
