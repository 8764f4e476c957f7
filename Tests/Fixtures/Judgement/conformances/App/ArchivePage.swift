import AppIntents

struct ArchivePageAppIntent {
    static let intentClassName = "ArchivePageIntent"
    static var title: LocalizedStringResource = "Archive a page"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
