import AppIntents

struct PinPageAppIntent {
    static let intentClassName = "PinPageIntent"
    static var title: LocalizedStringResource = "Pin a page"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
