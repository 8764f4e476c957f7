/// A string table the app's own Swift code reads (`Localizable` or `AppIntents`, as a `.strings` file
/// per language or one `.xcstrings` catalog): where App Intents titles are translated.
public struct AppStringTable: Codable, Hashable, Sendable {
    public var path: String
    /// The table name: the file name without extension (`AppIntents`, `Localizable`).
    public var table: String
    /// Language → the keys translated into it, sorted.
    public var keysByLanguage: [String: [String]]

    package init(path: String, table: String, keysByLanguage: [String: [String]]) {
        self.path = path
        self.table = table
        self.keysByLanguage = keysByLanguage
    }

    /// The tables App Intents titles are looked up in: `LocalizedStringResource`'s default table and the
    /// table `intent-audit scaffold` writes.
    public static let appIntentsTables: Set<String> = ["Localizable", "AppIntents"]
    /// The table App Shortcut phrases are looked up in (and only it).
    public static let shortcutsTable = "AppShortcuts"
    /// Every table the scan reads: the App Intents tables and the App Shortcuts one.
    public static let scannedTables: Set<String> = appIntentsTables.union([shortcutsTable])
}

/// The file names `intent-audit scaffold` writes, shared by the generator and the plan's tasks.
public enum ScaffoldNames {
    /// The App Intent type for a legacy intent name (`LogHike` → `LogHikeAppIntent`).
    public static func appIntent(_ intentName: String) -> String { intentName + "AppIntent" }
    /// The Swift file of that App Intent.
    public static func appIntentFile(_ intentName: String) -> String { appIntent(intentName) + ".swift" }
    /// The String Catalog with every generated title and its translations.
    public static let stringCatalogTable = "AppIntents"
    public static let stringCatalogFile = "AppIntents.xcstrings"
    /// App Shortcut phrases are looked up in the `AppShortcuts` table only (never `Localizable`).
    public static let shortcutsCatalogTable = "AppShortcuts"
    public static let shortcutsCatalogFile = "AppShortcuts.xcstrings"
    public static let widgetMigrationFile = "WidgetMigration.swift"
}
