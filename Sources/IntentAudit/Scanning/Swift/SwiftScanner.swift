import SwiftParser
import SwiftSyntax

/// Reads Swift sources with SwiftSyntax: handlers, dispatchers, donations, widgets, providers,
/// widget bundles, App Intents and inline suppressions.
///
/// Files pass a byte pre-filter, are parsed in parallel (each once, one visitor each), and their
/// facts are then merged by type name across files, so extensions, typealiases, constants and
/// helper functions in other files are taken into account.
enum SwiftScanner {
    static func scan(_ files: [SourceFile]) -> Inventory {
        let interesting = files.filter { KeywordFilter.isInteresting($0.bytes) }
        let facts = ConcurrentMap.map(interesting) { read($0) }
        return assemble(facts)
    }

    /// Parses one file and reads its facts.
    static func read(_ file: SourceFile) -> SwiftFileFacts {
        let tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let context = SyntaxContext(path: file.path, tree: tree)
        var facts = SwiftFileVisitor(context: context).read(tree)
        if KeywordFilter.contains(file.bytes, KeywordFilter.suppressionMarker) {
            facts.suppressions = SuppressionReader.suppressions(in: tree, context: context)
        }
        if tree.hasError {
            facts.diagnostics.append(syntaxErrorDiagnostic(tree, context: context))
        }
        return facts
    }

    /// The inventory from every file's facts, names resolved across files.
    static func assemble(_ files: [SwiftFileFacts]) -> Inventory {
        let index = SwiftTypeIndex(files)
        var inventory = Inventory()
        inventory.handlers = HandlerAssembly.handlers(index)
        inventory.dispatches = HandlerAssembly.dispatches(files, index: index)
        inventory.donations = DonationAssembly.donations(files, index: index)
        inventory.providers = WidgetAssembly.providers(index)
        inventory.widgets = WidgetAssembly.widgets(files, index: index, providers: inventory.providers)
        inventory.widgetBundles = WidgetAssembly.bundles(index)
        inventory.appIntents = AppIntentAssembly.declarations(index)
        inventory.suppressions = files.flatMap(\.suppressions)
        inventory.diagnostics = files.flatMap(\.diagnostics)
        inventory.sortAll()
        return inventory
    }

    /// A diagnostic at the first place the parser could not make sense of.
    private static func syntaxErrorDiagnostic(_ tree: SourceFileSyntax, context: SyntaxContext) -> Diagnostic {
        let bad = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
        let location = bad.map { context.location($0) } ?? SourceLocation(path: context.path)
        return Diagnostic(location, "Swift syntax error: the parser could not read this code; facts from this file may be incomplete")
    }
}
