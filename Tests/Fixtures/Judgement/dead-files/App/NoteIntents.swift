import AppIntents

struct AddNoteAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "AddNoteIntent"
    static var title: LocalizedStringResource = "Add a note"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult {
        NoteStore.shared.add(text)
        return .result()
    }
}

struct ArchiveNotesAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ArchiveNoteIntent"
    static var title: LocalizedStringResource = "Archive notes"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
