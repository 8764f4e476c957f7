import Model

/// What `intent-audit scaffold` was asked for.
public struct ScaffoldOptions: Sendable {
    /// How parent parameters become a `ParameterSummary`.
    public enum Style: String, Sendable, CaseIterable {
        /// `When` branches up to 3 combinations, a flattened entity beyond.
        case branches
        /// Always one entity that flattens the parent choice.
        case flatten
    }
    /// Class names (or intent names) to scaffold; empty = every `legacy-only` intent.
    public var intents: [String] = []
    public var style: Style = .branches
    /// Names the App Shortcuts provider (`<App>Shortcuts`).
    public var appName: String = "App"

    public init(intents: [String] = [], style: Style = .branches, appName: String = "App") {
        self.intents = intents
        self.style = style
        self.appName = appName
    }
}

/// The texts of one definition file: localization ID → source text, and language → ID → translation.
public struct DefinitionTexts: Sendable {
    public var sourceTexts: [String: String]
    public var translations: [String: [String: String]]

    public init(sourceTexts: [String: String] = [:], translations: [String: [String: String]] = [:]) {
        self.sourceTexts = sourceTexts
        self.translations = translations
    }
}

/// One generated file: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Equatable {
    public var name: String
    public var contents: String
}

/// Everything one scaffold run produces.
public struct ScaffoldOutput: Sendable {
    public var files: [GeneratedFile] = []
    /// The class names scaffolded, in definition order.
    public var intents: [String] = []
    /// Lines for the command's summary: what still needs a human.
    public var notes: [String] = []
    /// Language → the generated texts the legacy tables had no translation for.
    public var missingTranslations: [String: [String]] = [:]
    /// The build targets that build the scaffolded intents' definitions (where the draft goes), sorted.
    public var targets: [String] = []
}

/// Why a scaffold run cannot start.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    case unknownIntent(String, known: [String])

    public var description: String {
        switch self {
        case .unknownIntent(let name, let known):
            "unknown intent \(name); known intents: " + (known.isEmpty ? "none" : known.joined(separator: ", "))
        }
    }
}
