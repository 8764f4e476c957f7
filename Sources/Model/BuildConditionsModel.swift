/// What one build configuration of a target sets for `#if`, as the files write it, layer by layer
/// from the lowest (Xcode's order: the project's xcconfig, the project, the target's xcconfig, the
/// target). `Analysis.BuildConditions` resolves the layers, `$(inherited)` and xcconfig files.
public struct ConfigurationConditions: Codable, Hashable, Sendable {
    /// `Debug`, `Release`, … (a package target's `.define` without `.when(configuration:)` is in each).
    public var configuration: String
    public var layers: [ConditionLayer]
    /// Names set only under a condition the audit does not evaluate (`KEY[sdk=iphoneos*]`, a
    /// package `.define(…, .when(platforms:))`): neither set nor unset.
    public var uncertain: [String] = []

    public init(configuration: String, layers: [ConditionLayer], uncertain: [String] = []) {
        self.configuration = configuration
        self.layers = layers
        self.uncertain = uncertain
    }
}

/// One layer: the values of `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS` as
/// written (nil when the layer does not set them), or an xcconfig file to read them from.
public struct ConditionLayer: Codable, Hashable, Sendable {
    /// `project`, `target`, `xcconfig`, `package`.
    public var source: String
    /// For an xcconfig layer: the file's path from the audited root.
    public var file: String?
    public var activeConditions: String?
    public var otherSwiftFlags: String?

    public init(source: String, file: String? = nil, activeConditions: String? = nil, otherSwiftFlags: String? = nil) {
        self.source = source
        self.file = file
        self.activeConditions = activeConditions
        self.otherSwiftFlags = otherSwiftFlags
    }
}

/// The condition settings of one `.xcconfig` file: its includes (paths from the audited root, in
/// order) and the last value it assigns to each setting.
public struct XcconfigConditions: Codable, Hashable, Sendable {
    public var path: String
    public var includes: [String] = []
    public var activeConditions: String?
    public var otherSwiftFlags: String?
    /// Names assigned under a `[sdk=…]`/`[config=…]` condition.
    public var uncertain: [String] = []
    /// `SDKROOT` as the file assigns it without a condition (`iphoneos`), nil when it does not or uses a variable.
    public var sdkRoot: String? = nil
    /// `SUPPORTS_MACCATALYST` as the file assigns it without a condition: true for `YES`, false for `NO`,
    /// nil when it does not or uses a variable.
    public var supportsMacCatalyst: Bool? = nil

    public init(path: String) { self.path = path }
}

/// The names a condition setting's value defines: `A B $(inherited)` for the active conditions,
/// `-D A -DB -Onone` for the other Swift flags (variables are not names).
extension ConditionLayer {
    public static func names(in value: String, setting: String) -> [String] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard setting == "OTHER_SWIFT_FLAGS" else { return words.filter { !$0.contains("$") } }
        var result: [String] = []
        var expectName = false
        for word in words {
            var plain = Substring(word)
            while let first = plain.first, first == "\"" || first == "'" { plain = plain.dropFirst() }
            while let last = plain.last, last == "\"" || last == "'" { plain = plain.dropLast() }
            if expectName {
                if !plain.contains("$") { result.append(String(plain)) }
                expectName = false
            } else if plain == "-D" {
                expectName = true
            } else if plain.hasPrefix("-D"), !plain.contains("$") {
                result.append(String(plain.dropFirst(2)))
            }
        }
        return result
    }
}
