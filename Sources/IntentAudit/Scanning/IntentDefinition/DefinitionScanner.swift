/// Reads `.intentdefinition` files and their translations.
enum DefinitionScanner {
    static func scan(definitions: [SourceFile], translations: [SourceFile], projectClassPrefix: String?) -> Inventory { Inventory() }
}
