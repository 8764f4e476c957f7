/// The names an App Intent counterpart of a legacy intent class is looked for under, and the
/// near-miss test that tells a misspelt `intentClassName` from a deleted definition.
///
/// For a legacy class `OrderSoupIntent` (base `OrderSoup`), in this order:
/// `OrderSoupAppIntent`, `OrderSoup`, `OrderSoupIntentAppIntent`, `OrderSoupConfigurationIntent`,
/// `OrderSoupConfigIntent`, `OrderSoupWidgetIntent`, `OrderSoupConfigurationAppIntent`,
/// `OrderSoupShortcut`, then the same list built from the base without the class prefix
/// (`SJChapterIntent` → `ChapterAppIntent`, …), then from the base without a legacy marker
/// (`OrderSoupIOS16Intent` → `OrderSoup`, `OrderSoupAppIntent`, …), and last the class name itself (an App Intent may take
/// the old name once the definition is gone). The first name that is an App Intent wins.
package enum NameConvention {
    /// The suffixes appended to the base name, in order of preference.
    package static let suffixes = [
        "AppIntent", "", "IntentAppIntent", "ConfigurationIntent", "ConfigIntent",
        "WidgetIntent", "ConfigurationAppIntent", "Shortcut",
    ]

    /// The base name: the class without its trailing `Intent`.
    package static func base(of className: String) -> String {
        className.hasSuffix("Intent") && className.count > 6 ? String(className.dropLast(6)) : className
    }

    /// Candidate counterpart names for a legacy class, most likely first, without duplicates.
    package static func candidates(for className: String, classPrefix: String?) -> [String] {
        var bases = [base(of: className)]
        if let prefix = classPrefix, !prefix.isEmpty, bases[0].hasPrefix(prefix), bases[0].count > prefix.count {
            bases.append(String(bases[0].dropFirst(prefix.count)))
        }
        for base in bases {
            if let unmarked = withoutLegacyMarker(base), !bases.contains(unmarked) { bases.append(unmarked) }
        }
        var names: [String] = []
        for base in bases {
            for suffix in suffixes {
                let name = suffix == "IntentAppIntent" ? base + "IntentAppIntent" : base + suffix
                if !names.contains(name) && name != className { names.append(name) }
            }
        }
        names.append(className)
        return names
    }

    /// Words that mark a name as the old version's, at its end (`…IOS16`, `…Legacy`) or start
    /// (`Legacy…`): a SiriKit intent kept for older systems beside the App Intent it backs up.
    package static let legacyMarkers = ["Legacy", "Old", "Deprecated", "SiriKit"]

    /// `LockSquareConfigurationAppIntentIOS16` → `LockSquareConfigurationAppIntent`, `OrderLegacy` →
    /// `Order`, `LegacyOrder` → `Order`; nil when the name carries no marker.
    package static func withoutLegacyMarker(_ name: String) -> String? {
        var trimmed = Substring(name)
        // `iOS16`, `IOS_16`: the platform's name and a two-digit version.
        let digits = trimmed.reversed().prefix(while: \.isNumber).count
        if digits == 2 {
            var rest = trimmed.dropLast(digits)
            if rest.hasSuffix("_") { rest = rest.dropLast() }
            if rest.hasSuffix("iOS") || rest.hasSuffix("IOS") { trimmed = rest.dropLast(3) }
        }
        if trimmed.count == name.count {
            for marker in legacyMarkers where trimmed.count > marker.count + 2 {
                if trimmed.hasSuffix(marker) {
                    trimmed = trimmed.dropLast(marker.count)
                } else if trimmed.hasPrefix(marker), trimmed.dropFirst(marker.count).first?.isUppercase ?? false {
                    trimmed = trimmed.dropFirst(marker.count)
                }
                if trimmed.count != name.count { break }
            }
        }
        if trimmed.hasSuffix("_") { trimmed = trimmed.dropLast() }
        return trimmed.count == name.count || trimmed.count < 3 ? nil : String(trimmed)
    }

    /// Whether `written` looks like a misspelling of `className`: same letters ignoring case, a missing
    /// or extra `Intent` suffix or class prefix, or at most two edits apart.
    package static func isNearMiss(_ written: String, of className: String) -> Bool {
        if written == className { return false }
        let a = written.lowercased(), b = className.lowercased()
        if a == b { return true }
        if let dot = written.lastIndex(of: "."), written[written.index(after: dot)...] == className { return true }
        if a + "intent" == b || b + "intent" == a { return true }
        if (b.hasSuffix(a) || a.hasSuffix(b)) && abs(a.count - b.count) <= 3 { return true }
        return editDistance(a, b, limit: 2) <= 2
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > limit { return limit + 1 }
        var previous = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...max(y.count, 1) where !y.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[y.count]
    }

    /// Whether a class name is an Intents-framework system intent (`INSendMessageIntent`).
    package static func isSystemIntent(_ className: String) -> Bool {
        className.hasPrefix("IN") && className.hasSuffix("Intent") && className.count > 8
            && (className.dropFirst(2).first?.isUppercase ?? false)
    }
}
