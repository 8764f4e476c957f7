import Foundation

enum ActivityKind: String {
    case compose = "com.example.notes.compose"
    case openNote = "com.example.notes.open"
    case launch
}

enum ActivityTypes {
    static let search = "com.example.notes.search"
}
