import Discovery
import Model
import SwiftParser
import SwiftSyntax

/// Reads Swift sources with SwiftSyntax: handlers, dispatchers, donations, widgets, providers,
/// widget bundles, App Intents and inline suppressions.
///
/// Files pass a byte pre-filter, are parsed in parallel (each once, one visitor each), and their
/// facts are then merged by type name across files, so extensions, typealiases, constants and
/// helper functions in other files are taken into account.
package enum SwiftScanner {
    package static func scan(_ files: [SourceFile]) -> Inventory {
        var skipped: [SourceFile] = []
        var interesting: [SourceFile] = []
        for file in files {
            if KeywordFilter.isInteresting(file.bytes) { interesting.append(file) } else { skipped.append(file) }
        }
        let facts = ConcurrentMap.map(interesting) { read($0) }
        return resolve(facts, skipped: skipped, bytes: { $0.bytes }, read: { file, _ in read(file) })
    }

    /// The inventory from the facts of the files that passed the pre-filter. Names those files use
    /// but do not define (a widget kind or an activity type kept as a constant in a file of
    /// constants) are looked for in the skipped files, whose bytes `bytes` gives again (the
    /// streaming audit keeps only their paths); only the files that mention one are parsed, with
    /// `read`. A chain of constants may take a few rounds.
    package static func resolve<Skipped: Sendable>(
        _ interesting: [SwiftFileFacts], skipped: [Skipped], bytes: @Sendable (Skipped) -> [UInt8]?,
        read: @Sendable (Skipped, [UInt8]) -> SwiftFileFacts
    ) -> Inventory {
        var facts = interesting
        var skipped = skipped
        var index: SwiftTypeIndex?
        for _ in 0..<4 {
            let (names, built) = unresolvedNames(facts)
            index = built
            let needles = names.map { Array($0.utf8) }
            guard !needles.isEmpty, !skipped.isEmpty else { break }
            let found = ConcurrentMap.map(skipped) { file -> [UInt8]? in
                guard let content = bytes(file), needles.contains(where: { KeywordFilter.contains(content, $0) })
                else { return nil }
                return content
            }
            guard found.contains(where: { $0 != nil }) else { break }
            var more: [(Skipped, [UInt8])] = []
            var rest: [Skipped] = []
            for (file, content) in zip(skipped, found) {
                if let content { more.append((file, content)) } else { rest.append(file) }
            }
            skipped = rest
            facts += ConcurrentMap.map(more.map(PendingFile.init)) { read($0.file, $0.bytes) }
            index = nil
        }
        return assemble(facts, index: index ?? SwiftTypeIndex(facts))
    }

    /// The identifiers of the constant expressions (widget kinds, activity types) that the facts
    /// read so far cannot resolve, and the index built to tell (nil when nothing needed one).
    package static func unresolvedNames(_ files: [SwiftFileFacts]) -> (Set<String>, SwiftTypeIndex?) {
        var expressions: [(String, String?)] = []
        for file in files {
            for call in file.configurations where call.kindLiteral == nil && !call.kindExpression.isEmpty {
                expressions.append((call.kindExpression, call.enclosingType))
            }
            for donation in file.donations where donation.activityType == nil {
                if let constant = donation.activityTypeConstant {
                    expressions.append((constant, donation.enclosingType))
                }
            }
        }
        guard !expressions.isEmpty else { return ([], nil) }
        let index = SwiftTypeIndex(files)
        var names: Set<String> = []
        for (expression, type) in expressions {
            guard let missing = index.unresolvedReference(expression, in: type) else { continue }
            for part in missing.split(separator: ".")
            where !["self", "Self", "rawValue"].contains(part)
                && part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                names.insert(String(part))
            }
        }
        return (names, index)
    }

    /// Parses one file and reads its facts.
    package static func read(_ file: SourceFile) -> SwiftFileFacts {
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
    package static func assemble(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> Inventory {
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
        return Diagnostic(
            location, "Swift syntax error: the parser could not read this code; facts from this file may be incomplete")
    }
}

/// A skipped file that mentions an unresolved name, with its bytes, waiting to be parsed.
private struct PendingFile<File: Sendable>: Sendable {
    var file: File
    var bytes: [UInt8]
    init(_ pair: (File, [UInt8])) { (file, bytes) = pair }
}
