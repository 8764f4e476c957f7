/// A place where the app donates or suggests a shortcut, or adds an "Add to Siri" entry point.
public struct Donation: Codable, Hashable, Sendable {
    /// Which API: `INInteraction.donate`, `INShortcut`, `INVoiceShortcutCenter.setShortcutSuggestions`,
    /// `INRelevantShortcut`, `INRelevantShortcutStore.setRelevantShortcuts`, `NSUserActivity.prediction`,
    /// `INUIAddVoiceShortcutButton`, `INUIAddVoiceShortcutViewController`, `INUIEditVoiceShortcutViewController`,
    /// `IntentDonationManager.donate`.
    public var api: String
    /// The intent class donated, when a careful reader can tell; nil when it cannot be told.
    public var intent: String?
    /// How the intent was told (`initializer`, `variable`, `helper`, `parameter-type`, `cast` for `x as! X`,
    /// `assigned` for a property declared `INIntent` that the tree assigns an intent, `self` in an extension of
    /// an intent class), `caller` for a method that donates its own `INIntent` argument, called with
    /// this intent here (the method's donation is the origin), nil when unknown;
    /// `user-activity` when the shortcut is `INShortcut(userActivity:)`: it carries an activity, no intent.
    public var intentEvidence: String?
    /// For `NSUserActivity`: the activity type string when it is a literal.
    public var activityType: String?
    /// `swift` or `objc`.
    public var language: String
    public var location: SourceLocation
    public var conditions: CompilationConditions = []
    /// The phrase the code suggests for this shortcut (`suggestedInvocationPhrase` set on the donated
    /// intent, here or in the helper that builds it), when it is a literal or a constant: it becomes
    /// the App Shortcut's phrase.
    public var suggestedPhrase: String?
    /// Where the donated intent or activity is built when that is not at the donation itself: the
    /// helper function or property that returns the intent, the activity factory that is called.
    public var origin: SourceLocation?

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

/// A Swift factory or initializer of `NSUserActivity` set up for prediction that Objective-C can call
/// (`@objc class func openActivity(for:)` → `openActivityFor:`).
public struct ActivityFactory: Codable, Hashable, Sendable {
    /// An Objective-C selector it answers to (one entry per selector).
    public var selector: String
    /// The activity type it gives every activity, when that does not depend on an argument.
    public var activityType: String?
    /// Where the factory is declared.
    public var location: SourceLocation

    package init(selector: String, activityType: String?, location: SourceLocation) {
        self.selector = selector
        self.activityType = activityType
        self.location = location
    }
}
