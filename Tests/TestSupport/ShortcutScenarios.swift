@testable import Model

/// The scenario rows of the App Shortcuts rules (IA9xx), kept beside `RuleScenarios`.
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
        default:
            return nil
        }
    }
}
