import AppIntents

/// The replacement of CountdownIntent, but its intentClassName names the handler class,
/// not the intent class: the system matches nothing and shortcuts do not carry over.
struct CountdownAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "CountdownIntentHandler"
    static var title: LocalizedStringResource = "How many days are left?"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
