/// Reads Swift sources with SwiftSyntax.
enum SwiftScanner {
    static func scan(_ files: [SourceFile]) -> Inventory { Inventory() }
}
