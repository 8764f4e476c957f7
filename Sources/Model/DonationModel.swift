/// A place where the app donates or suggests a shortcut, or adds an "Add to Siri" entry point.
public struct Donation: Codable, Hashable, Sendable {
    /// Which API: `INInteraction.donate`, `INShortcut`, `INVoiceShortcutCenter.setShortcutSuggestions`,
    /// `INRelevantShortcut`, `INRelevantShortcutStore.setRelevantShortcuts`, `NSUserActivity.prediction`,
    /// `INUIAddVoiceShortcutButton`, `INUIAddVoiceShortcutViewController`, `INUIEditVoiceShortcutViewController`,
    /// `IntentDonationManager.donate`.
    public var api: String
    /// The intent class donated, when a careful reader can tell; nil when it cannot be told.
    public var intent: String?
    /// How the intent was told (`initializer`, `variable`, `helper`, `parameter-type`, `cast` for `x as! X`),
    /// nil when unknown.
    public var intentEvidence: String?
    /// For `NSUserActivity`: the activity type string when it is a literal.
    public var activityType: String?
    /// `swift` or `objc`.
    public var language: String
    public var location: SourceLocation
    public var conditions: CompilationConditions = []

    package init(
        api: String,
        intent: String? = nil,
        intentEvidence: String? = nil,
        activityType: String? = nil,
        language: String,
        location: SourceLocation,
        conditions: CompilationConditions = []
    ) {
        self.api = api
        self.intent = intent
        self.intentEvidence = intentEvidence
        self.activityType = activityType
        self.language = language
        self.location = location
        self.conditions = conditions
    }
}

/// `intent.suggestedInvocationPhrase = "…"` on an intent the code names: the phrase a donated
/// shortcut suggested, which an App Shortcut's phrase should keep.
public struct InvocationPhrase: Codable, Hashable, Sendable {
    /// The intent class.
    public var intent: String
    /// The phrase, when it is a plain string literal.
    public var phrase: String
    public var location: SourceLocation

    package init(intent: String, phrase: String, location: SourceLocation) {
        self.intent = intent
        self.phrase = phrase
        self.location = location
    }
}
