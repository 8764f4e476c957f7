/// One `AppShortcut(intent: …, phrases: […], …)` of an `AppShortcutsProvider`'s `appShortcuts`, as
/// the build-time metadata extraction reads it.
public struct AppShortcutEntry: Codable, Hashable, Sendable {
    /// The intent type it runs; nil when the `intent:` argument does not name one (a variable, a helper).
    public var intent: String?
    /// Each phrase of its `phrases:` array literal, in order; empty when the argument is not one.
    public var phrases: [ShortcutPhrase]
    /// Whether `phrases:` is an array literal the audit read (false: a variable, a helper's result).
    public var phrasesRead: Bool
    /// Whether the entry sits in an `#if` clause or an `if` of the builder inside `appShortcuts`, so it
    /// may not be compiled together with every other entry.
    public var conditional: Bool
    public var location: SourceLocation

    package init(
        intent: String?, phrases: [ShortcutPhrase], phrasesRead: Bool = true, conditional: Bool = false,
        location: SourceLocation
    ) {
        self.intent = intent
        self.phrases = phrases
        self.phrasesRead = phrasesRead
        self.conditional = conditional
        self.location = location
    }
}

/// One phrase of an App Shortcut.
public struct ShortcutPhrase: Codable, Hashable, Sendable {
    /// The phrase as written, on one line (`"Start \(.applicationName)"`).
    public var written: String
    /// The key the phrase is looked up by in the `AppShortcuts` string table, the interpolations
    /// written as `${applicationName}` / `${parameter}` (`Start ${applicationName}`); nil when the
    /// phrase is not a string literal or interpolates something else.
    public var key: String?
    /// Whether the phrase is a string literal (its text is known at build time).
    public var isLiteral: Bool
    /// Whether the literal interpolates `.applicationName`.
    public var namesApplication: Bool
    public var location: SourceLocation

    package init(
        written: String, key: String?, isLiteral: Bool, namesApplication: Bool, location: SourceLocation
    ) {
        self.written = written
        self.key = key
        self.isLiteral = isLiteral
        self.namesApplication = namesApplication
        self.location = location
    }
}
