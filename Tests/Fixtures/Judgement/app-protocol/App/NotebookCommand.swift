// The app re-exports the framework once, so its action files import nothing.
@_exported import AppIntents

/// The app's own protocol for its actions.
protocol NotebookCommand: AppIntent {}
