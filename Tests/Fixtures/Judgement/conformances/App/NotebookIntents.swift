import AppIntents

/// Every intent of the notebook shares this protocol; some also carry a legacy class.
protocol NotebookAppIntent: AppIntent {}

protocol MigratedNotebookIntent: NotebookAppIntent, CustomIntentMigratedAppIntent {}

struct ShelveBookAppIntent: MigratedNotebookIntent {
    static let intentClassName = "ShelveBookIntent"
    static var title: LocalizedStringResource = "Shelve a book"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct TidyShelfAppIntent: NotebookAppIntent {
    static var title: LocalizedStringResource = "Tidy the shelf"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct OpenItemAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OpenItemIntent"
    static var title: LocalizedStringResource = "Open an item"

    @Parameter(title: "Item")
    var item: ItemID

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// FolderRef comes from a package outside this tree.
struct PickFolderAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "PickFolderIntent"
    static var title: LocalizedStringResource = "Pick a folder"

    @Parameter(title: "Folder")
    var folder: FolderRef

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
