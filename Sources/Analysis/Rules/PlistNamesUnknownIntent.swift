import Model

/// IA602: an Info.plist lists an intent class that exists nowhere.
package struct PlistNamesUnknownIntent: Rule {
    package let id = RuleID.plistNamesUnknownIntent
    package let title = "Info.plist names an intent that exists nowhere"
    package let severity = Severity.warning
    package let step = 6
    package let effort = EffortScale.mechanical
    package let explanation = """
        IntentsSupported, IntentsRestrictedWhileLocked, INIntentsSupported and NSUserActivityTypes route intents \
        by class name. An entry that names no defined, system or migrated intent is a leftover or a typo: the \
        intent it meant is not routed, and the stale entry keeps the extension looking needed.
        """
    package let fix = "Remove the entry, or correct it to the generated class name."

    package func check(_ context: RuleContext) -> [Finding] {
        let known = context.knownClassNames
        let appIntents = Set(context.inventory.appIntents.map(\.name))
        return context.inventory.extensions.flatMap { info -> [Finding] in
            let lists: [(String, [String])] = [
                ("IntentsSupported", info.intentsSupported),
                ("IntentsRestrictedWhileLocked", info.intentsRestrictedWhileLocked),
                ("INIntentsSupported", info.appIntentsSupported),
                ("NSUserActivityTypes", info.userActivityTypes.filter { $0.hasSuffix("Intent") && !$0.contains(".") }),
            ]
            return lists.flatMap { key, names in
                // An App Intent declared in the tree is not unknown: naming it there is at worst a
                // harmless leftover, never "exists nowhere".
                names.filter { !known.contains($0) && !NameConvention.isSystemIntent($0) && !appIntents.contains($0) }
                    .map { name in
                        finding(
                            intent: name, key: key, at: info.location,
                            "\(info.path): \(key) lists \(name), which no "
                                + "definition declares and which is not a system intent")
                    }
            }
        }
    }
}

extension RuleID {
    package static let plistNamesUnknownIntent: RuleID = "IA602"
}
