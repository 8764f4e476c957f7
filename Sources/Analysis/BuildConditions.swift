import Model

/// Which `#if` conditions each build target sets in the configurations that ship: the layers of
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS -D` read from the project file,
/// its xcconfig files (with `#include` and `$(inherited)`) and a package's `.define`, resolved
/// per configuration. A configuration named like `Debug` does not ship; the others do (Release,
/// AppStore, …). What cannot be resolved (a variable, an xcconfig file not in the tree, a setting
/// under `[sdk=…]`) leaves the names it could define unknown, never unset.
package struct BuildConditions: Sendable {
    /// One configuration's names, resolved.
    package struct Resolved: Sendable, Equatable {
        package var configuration: String
        package var names: Set<String>
        /// False when some layer used a variable or a file the audit could not read.
        package var complete: Bool
        package var uncertain: Set<String>
    }

    private var files: [String: XcconfigConditions]

    package init(inventory: Inventory) {
        files = Dictionary(inventory.xcconfigConditions.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The shipping configurations of a target (every configuration when all are named like Debug).
    package func shipping(_ target: TargetMembership) -> [Resolved] {
        let all = target.configurationConditions.map(resolve)
        let shipping = all.filter { !$0.configuration.lowercased().contains("debug") }
        return shipping.isEmpty ? all : shipping
    }

    /// Whether code under these `#if` conditions is compiled into the target's shipping builds:
    /// nil when a condition cannot be told (a name the target may set, `canImport`, a formula the
    /// audit cannot read) or the shipping configurations disagree.
    package func isLive(_ conditions: CompilationConditions, in target: TargetMembership) -> Bool? {
        let configurations = shipping(target)
        guard !configurations.isEmpty else { return conditions.isEmpty ? true : nil }
        return anyVariant(of: target, platform: nil) { catalyst in
            agreement(conditions, over: configurations) { atom, configuration in
                Self.value(of: atom, configuration!, target, catalyst: catalyst)
            }
        }
    }

    /// A target that builds for the Mac through Mac Catalyst too compiles its code twice, once with
    /// `targetEnvironment(macCatalyst)` true: code is live when either build compiles it (false only when
    /// neither does). `catalyst` is nil where the project file does not say whether there is such a build.
    private func anyVariant(
        of target: TargetMembership, platform: String?, _ evaluate: (_ catalyst: Bool?) -> Bool?
    ) -> Bool? {
        let buildsIOS = platform.map { $0 == "iOS" } ?? (target.platforms.isEmpty || target.platforms.contains("iOS"))
        // A package target builds for Mac Catalyst when the app that links it does: not told here.
        let own = target.source == "pbxproj" ? target.macCatalyst ?? xcconfigCatalyst(target) : nil
        guard buildsIOS, let catalyst = own else {
            return evaluate(buildsIOS ? nil : false)
        }
        guard catalyst else { return evaluate(false) }
        let answers = [evaluate(false), evaluate(true)]
        if answers.contains(true) { return true }
        return answers.allSatisfy { $0 == false } ? false : nil
    }

    /// Whether code under these `#if` conditions is compiled when the target builds for one platform
    /// (`macOS` of a target that builds for iOS and macOS): `os(…)` is read against that platform alone,
    /// names as `isLive(_:in:)` reads them (unknown when no configuration says). Nil when it cannot be told.
    package func isLive(
        _ conditions: CompilationConditions, in target: TargetMembership, for platform: String
    )
        -> Bool?
    {
        let configurations: [Resolved?] = shipping(target).map { $0 }
        return anyVariant(of: target, platform: platform) { catalyst in
            agreement(conditions, over: configurations.isEmpty ? [nil] : configurations) { atom, configuration in
                if case .call("os", let system) = atom { return Self.platform(system) == platform }
                if atom == .call("targetEnvironment", "macCatalyst") { return catalyst }
                guard let configuration else {
                    return atom == .call("targetEnvironment", "simulator") ? false : nil
                }
                return Self.value(of: atom, configuration, target, catalyst: catalyst)
            }
        }
    }

    /// What every condition gives together in each configuration (false at the first false, nil
    /// when one cannot be told), when all configurations agree; nil when they differ or a condition
    /// cannot be parsed.
    private func agreement(
        _ conditions: CompilationConditions, over configurations: [Resolved?],
        _ value: (ConditionFormula, Resolved?) -> Bool?
    ) -> Bool? {
        guard !conditions.isEmpty else { return true }
        var formulas: [ConditionFormula] = []
        for condition in conditions {
            guard let formula = ConditionFormula.parse(condition) else { return nil }
            formulas.append(formula)
        }
        var answers: Set<Bool?> = []
        for configuration in configurations {
            var answer: Bool? = true
            for formula in formulas {
                let result = formula.evaluate { value($0, configuration) }
                if result == false {
                    answer = false
                    break
                }
                if result == nil { answer = nil }
            }
            answers.insert(answer)
        }
        return answers.count == 1 ? answers.first! : nil
    }

    /// The platforms a target builds for: the project file's (`SDKROOT`, `SUPPORTED_PLATFORMS`), else the
    /// `SDKROOT` its xcconfig files set (a file's own assignment, else its last include's), the same in
    /// every shipping configuration; empty when neither says.
    package func platforms(of target: TargetMembership) -> [String] {
        guard target.platforms.isEmpty else { return target.platforms }
        let roots = Set(
            target.configurationConditions.filter { !$0.configuration.lowercased().contains("debug") }.map { c in
                c.layers.compactMap { $0.file.flatMap { assigned($0, \.sdkRoot) } }.last
            })
        guard roots.count == 1, let root = roots.first ?? nil else { return [] }
        let sdks = [
            "iphoneos": "iOS", "macosx": "macOS", "watchos": "watchOS", "appletvos": "tvOS", "xros": "visionOS",
        ]
        return sdks.filter { root.hasPrefix($0.key) }.map(\.value)
    }

    /// `SUPPORTS_MACCATALYST` as the target's own xcconfig file (the last file layer of its shipping
    /// configurations) sets it, itself or through its includes; nil when the configurations differ or no
    /// file says.
    private func xcconfigCatalyst(_ target: TargetMembership) -> Bool? {
        let values = Set(
            target.configurationConditions.filter { !$0.configuration.lowercased().contains("debug") }.map { c in
                c.layers.compactMap(\.file).last.flatMap { assigned($0, \.supportsMacCatalyst) }
            })
        guard values.count == 1, let value = values.first else { return nil }
        return value
    }

    /// What an xcconfig file assigns to one setting (`SDKROOT`, `SUPPORTS_MACCATALYST`): its own
    /// assignment, else the last one its includes make (eight deep at most).
    private func assigned<Value>(
        _ path: String, depth: Int = 0, _ setting: (XcconfigConditions) -> Value?
    ) -> Value? {
        guard depth < 8, let file = files[path] else { return nil }
        if let own = setting(file) { return own }
        for include in file.includes.reversed() {
            if let value = assigned(include, depth: depth + 1, setting) { return value }
        }
        return nil
    }

    /// The platform an `os(…)` test names, spelt as deployment targets spell it.
    private static func platform(_ system: String) -> String {
        ["OSX": "macOS", "xrOS": "visionOS"][system] ?? system
    }

    /// What a name or a platform test is in one configuration of the target.
    private static func value(
        of atom: ConditionFormula, _ configuration: Resolved, _ target: TargetMembership, catalyst: Bool?
    ) -> Bool? {
        switch atom {
        case .name(let name):
            if configuration.names.contains(name) { return true }
            return configuration.complete && !configuration.uncertain.contains(name) ? false : nil
        case .call("os", let system):
            let platform = platform(system)
            guard !target.platforms.isEmpty else { return nil }
            if !target.platforms.contains(platform) { return false }
            return target.platforms == [platform] ? true : nil
        case .call("targetEnvironment", "simulator"):
            return false
        case .call("targetEnvironment", "macCatalyst"):
            return catalyst
        default:
            return nil
        }
    }

    /// Layers applied lowest first; `$(inherited)` stands for the value below.
    private func resolve(_ configuration: ConfigurationConditions) -> Resolved {
        var active: [String] = [], flags: [String] = []
        var complete = true
        var uncertain = Set(configuration.uncertain)
        for layer in configuration.layers {
            var settings: [(String?, String?)] = []
            if let file = layer.file {
                var visits = 0
                guard let flattened = flatten(file, depth: 0, visits: &visits) else {
                    complete = false
                    continue
                }
                settings = flattened.settings
                uncertain.formUnion(flattened.uncertain)
            } else {
                settings = [(layer.activeConditions, layer.otherSwiftFlags)]
            }
            for (activeValue, flagsValue) in settings {
                if let activeValue { active = Self.apply(activeValue, over: active, complete: &complete) }
                if let flagsValue { flags = Self.apply(flagsValue, over: flags, complete: &complete) }
            }
        }
        let names =
            Set(ConditionLayer.names(in: active.joined(separator: " "), setting: "SWIFT_ACTIVE_COMPILATION_CONDITIONS"))
            .union(ConditionLayer.names(in: flags.joined(separator: " "), setting: "OTHER_SWIFT_FLAGS"))
        return Resolved(
            configuration: configuration.configuration, names: names, complete: complete, uncertain: uncertain)
    }

    /// Files read for one configuration's xcconfig, includes counted each time: a file including
    /// the next one 50 times, eight deep, would otherwise be read 50⁷ times.
    static let maximumIncludeVisits = 256

    /// An xcconfig file's assignments after those of the files it includes, in order; nil when the
    /// file (or one it includes) is not in the tree, or the includes nest deeper than 8 (a loop)
    /// or take more than `maximumIncludeVisits` files.
    private func flatten(
        _ path: String, depth: Int, visits: inout Int
    ) -> (settings: [(String?, String?)], uncertain: [String])? {
        visits += 1
        guard depth < 8, visits <= Self.maximumIncludeVisits, let file = files[path] else { return nil }
        var settings: [(String?, String?)] = []
        var uncertain = file.uncertain
        for include in file.includes {
            guard let inner = flatten(include, depth: depth + 1, visits: &visits) else { return nil }
            settings += inner.settings
            uncertain += inner.uncertain
        }
        settings.append((file.activeConditions, file.otherSwiftFlags))
        return (settings, uncertain)
    }

    /// A value's words with `$(inherited)` replaced by the value below; another variable makes the
    /// result incomplete (it may define any name).
    private static func apply(_ value: String, over inherited: [String], complete: inout Bool) -> [String] {
        var result: [String] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            if ["$(inherited)", "${inherited}", "$inherited"].contains(word) {
                result += inherited
            } else if word.contains("$") {
                complete = false
            } else {
                result.append(word)
            }
        }
        return result
    }
}
