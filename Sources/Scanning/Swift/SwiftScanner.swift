import Discovery
import Model
import SwiftParser
import SwiftSyntax
import SystemSupport

/// Reads Swift sources with SwiftSyntax: handlers, dispatchers, donations, widgets, providers,
/// widget bundles, App Intents and inline suppressions.
///
/// Files pass a byte pre-filter, are parsed in parallel (each once, one visitor each), and their
/// facts are then merged by type name across files, so extensions, typealiases, constants and
/// helper functions in other files are taken into account.
package enum SwiftScanner {
    package static func scan(_ files: [SourceFile], limits: Limits = Limits()) -> Inventory {
        var skipped: [SourceFile] = []
        var interesting: [SourceFile] = []
        for file in files {
            if KeywordFilter.isInteresting(file.bytes) { interesting.append(file) } else { skipped.append(file) }
        }
        let facts = ConcurrentMap.map(interesting) { read($0, limits: limits) }
        return resolve(
            facts, skipped: skipped, all: files, load: { $0 }, read: { read($0, limits: limits) }, limits: limits)
    }

    /// The inventory from the facts of the files that passed the pre-filter. Names those files use
    /// but do not define (a widget kind or an activity type kept as a constant in a file of
    /// constants) are looked for in the skipped files, which `load` gives again (the streaming audit
    /// keeps only their paths); only the files that may declare one (`DeclarationFilter`) are parsed, with `read`. A chain of
    /// constants may take a few rounds. Then calls of activity builders are looked for in `all`.
    package static func resolve<File: Sendable>(
        _ interesting: [SwiftFileFacts], skipped: [File], all: [File], load: @Sendable (File) -> SourceFile?,
        read: @Sendable (SourceFile) -> SwiftFileFacts, limits: Limits, memo: TreeMemo? = nil
    ) -> Inventory {
        var facts = interesting
        var skipped = skipped
        var index: SwiftTypeIndex?
        for round in 0..<4 {
            let (names, built) = unresolvedNames(facts)
            index = built
            // A file adopting the app's own App Intents protocol may name no keyword at all.
            let wanted = Array(names.union(appIntentsProtocols(facts)).union(AppCalls.sharedTypes(facts)))
            let needles = wanted.map { Array($0.utf8) }
            guard !needles.isEmpty, !skipped.isEmpty else { break }
            // Only a file that may declare, extend or adopt one of the names is worth a parse.
            let found: [SourceFile?]
            if let places = memo?.declaring(wanted, round: round), places.allSatisfy(skipped.indices.contains) {
                var picked = [SourceFile?](repeating: nil, count: skipped.count)
                let listed = skipped
                for (place, source) in zip(places, ConcurrentMap.map(places) { load(listed[$0]) }) {
                    picked[place] = source
                }
                found = picked
            } else {
                found = ConcurrentMap.map(skipped) { file -> SourceFile? in
                    guard let source = load(file), DeclarationFilter.mayDeclare(source.bytes, anyOf: needles)
                    else { return nil }
                    return source
                }
                memo?.store(declaring: found.indices.filter { found[$0] != nil }, wanted, round: round)
            }
            guard found.contains(where: { $0 != nil }) else { break }
            var more: [SourceFile] = []
            var rest: [File] = []
            for (file, source) in zip(skipped, found) {
                if let source { more.append(source) } else { rest.append(file) }
            }
            skipped = rest
            facts += ConcurrentMap.map(more) { read($0) }
            index = nil
        }
        return withActivityBuilders(
            facts, files: all, load: load, index: index ?? SwiftTypeIndex(facts), limits: limits, memo: memo)
    }

    /// The inventory, with every call of an activity builder set up for prediction as a donation
    /// (the calls are looked for in every file that names a builder, read or skipped so far).
    /// With `memo`, calls found when every file was as it is now are taken from it, and no file is read.
    private static func withActivityBuilders<File: Sendable>(
        _ facts: [SwiftFileFacts], files: [File], load: @Sendable (File) -> SourceFile?, index: SwiftTypeIndex,
        limits: Limits, memo: TreeMemo?
    ) -> Inventory {
        var inventory = assemble(facts, index: index)
        let builders = facts.flatMap(\.activityBuilders)
        let eligible = ActivityAssembly.eligible(builders)
        guard !eligible.isEmpty else { return inventory }
        let calls: [BuilderCallSite]
        if let known = memo?.calls(of: eligible) {
            calls = known
        } else {
            let needles = Set(eligible.map { $0.name == "init" ? "NSUserActivity" : $0.name }).map { Array($0.utf8) }
            // Only the files that name a builder are kept in memory for the second look.
            let naming = ConcurrentMap.map(files) { file -> SourceFile? in
                guard let source = load(file), needles.contains(where: { KeywordFilter.contains(source.bytes, $0) })
                else { return nil }
                return source
            }.compactMap { $0 }
            let found = ActivityAssembly.findCallSites(naming, builders: eligible, limits: limits)
            // A file given up on (its size, its time, the budget) is looked at again next time.
            if found.complete, limits.budgetSpent() == nil { memo?.store(calls: found.sites, of: eligible) }
            calls = found.sites
        }
        let known = Set(
            inventory.donations.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.api)" })
        inventory.donations += ActivityAssembly.donations(builders: builders, calls: calls, index: index).filter {
            !known.contains("\($0.location.path):\($0.location.line):\($0.location.column) \($0.api)")
        }
        inventory.activityFactories = ActivityAssembly.factories(builders, index: index)
        inventory.sortAll()
        return inventory
    }

    /// Protocols the tree declares that refine an App Intents protocol, directly or through each
    /// other (`protocol NotebookCommand: AppIntent`): `struct Open: NotebookCommand` in a file that
    /// returns `some ProvidesDialog` passes no pre-filter keyword, so the skipped files are searched
    /// for these names too.
    package static func appIntentsProtocols(_ files: [SwiftFileFacts]) -> Set<String> {
        var refines: [String: [String]] = [:]
        for file in files {
            for (name, refined) in file.protocols {
                refines[name, default: []] += refined.map { TypeText.lastComponent(TypeText.trimmed($0)) }
            }
        }
        var found: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, refined) in refines.sorted(by: { $0.key < $1.key }) where !found.contains(name) {
                if refined.contains(where: { AppIntentAssembly.isAppIntentsProtocol($0) || found.contains($0) }) {
                    found.insert(name)
                    changed = true
                }
            }
        }
        return found
    }

    /// The identifiers of the constant expressions (widget kinds, activity types) that the facts
    /// read so far cannot resolve, and the index built to tell (nil when nothing needed one).
    package static func unresolvedNames(_ files: [SwiftFileFacts]) -> (Set<String>, SwiftTypeIndex?) {
        var expressions: [(String, String?)] = []
        // Enums whose raw values an activity builder's type comes from (`kind.rawValue`).
        var enums: Set<String> = []
        for file in files {
            for builder in file.activityBuilders {
                switch builder.activityType {
                case .constant(let name)?: expressions.append((name, builder.owner))
                case .parameterRawValue(_, let enumType)?: enums.insert(enumType)
                default: break
                }
            }
            for call in file.configurations where call.kindLiteral == nil && !call.kindExpression.isEmpty {
                expressions.append((call.kindExpression, call.enclosingType))
            }
            for donation in file.donations where donation.activityType == nil {
                if let constant = donation.activityTypeConstant {
                    expressions.append((constant, donation.enclosingType))
                }
            }
        }
        // The kind types of the forwarders a call with a kind of another type may go through.
        let forwarders = files.flatMap(\.kindForwarders)
        for file in files {
            for call in file.configurations where call.kindLiteral == nil && !call.kindExpression.isEmpty {
                for forwarder in forwarders where forwarder.configuration == call.configuration {
                    enums.insert(forwarder.kindType)
                }
            }
        }
        guard !expressions.isEmpty || !enums.isEmpty else { return ([], nil) }
        let index = SwiftTypeIndex(files)
        var names = enums.filter { index.groups[$0] == nil }
        // A kind built from constants and `String` extensions: the names nothing read so far defines.
        for file in files {
            for call in file.configurations where call.kindLiteral == nil {
                for name in call.kindRecipe?.names ?? []
                where !name.contains(".") && index.transform(named: name) == nil {
                    if index.constant(name, in: call.enclosingType) == nil { names.insert(name) }
                }
            }
        }
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

    /// Parses one file behind the same gate as `read` (size, nesting, time) and hands each tree to
    /// `body`: the one place Swift sources are parsed apart from the facts' read (the second look
    /// for activity builders' calls). A large file comes in pieces (`SwiftPieces`), each tree dropped
    /// before the next is parsed; nothing when the gate refused the file (`read` reports why) and,
    /// past the file's time, what the pieces read so far gave.
    /// `refused` is called when the file was not read (past the size, nesting or time limits).
    package static func visit<T: Sendable>(
        _ file: SourceFile, limits: Limits = Limits(), refused: (@Sendable () -> Void)? = nil,
        _ body: @escaping @Sendable (SourceFileSyntax) -> [T]
    ) -> [T] {
        SwiftParseGate.guarded(
            file, what: "Swift file", limits: limits, pieces: true,
            parse: { file, level, boundaries, deadline in
                var found: [T] = []
                for piece in SwiftPieces.pieces(file.bytes.count, boundaries: boundaries) {
                    if deadline.passed() { break }
                    var source = [UInt8](repeating: 0x0A, count: piece.line - 1)
                    source += file.bytes[piece.range]
                    found += body(
                        source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: level) })
                }
                return found
            }
        ) { _ in
            refused?()
            return []
        }
    }

    /// Parses one file and reads its facts, behind the size, nesting and time limits
    /// (`SwiftParseGate`); a file past them gives only its diagnostic. A large file is read in
    /// pieces (`SwiftPieces`) unless `pieces` is false (tests compare the two).
    /// A file that could run past its budget (large, or slow before) is read in a child process
    /// that can be stopped (`SwiftParseChild`), when the executable serves one.
    package static func read(_ file: SourceFile, limits: Limits = Limits(), pieces: Bool = true) -> SwiftFileFacts {
        if pieces, SwiftParseChild.isolates(file), let facts = SwiftParseChild.read(file, limits: limits) {
            return facts
        }
        let facts = readHere(file, limits: limits, pieces: pieces)
        // Past its budget here: its parse may still run, abandoned; the next read of it is in a child.
        if IsolatedParse.isCut(facts.diagnostics) { SwiftParseChild.rememberSlow(file) }
        return facts
    }

    /// `read` in this process.
    private static func readHere(_ file: SourceFile, limits: Limits, pieces: Bool) -> SwiftFileFacts {
        SwiftParseGate.guarded(
            file, what: "Swift file", limits: limits, pieces: pieces,
            parse: { file, level, boundaries, deadline in
                guard !boundaries.isEmpty else {
                    return parse(file, maximumNestingLevel: level, limits: limits, deadline: &deadline)
                }
                return SwiftPieces.read(file, boundaries: boundaries, limits: limits, deadline: &deadline) {
                    source, deadline in
                    parse(
                        SourceFile(path: file.path, kind: file.kind, bytes: source), maximumNestingLevel: level,
                        limits: limits, deadline: &deadline)
                }
            }
        ) { diagnostic in
            var facts = SwiftFileFacts(path: file.path)
            facts.diagnostics = [diagnostic]
            return facts
        }
    }

    /// Parses one file and reads its facts.
    private static func parse(
        _ file: SourceFile, maximumNestingLevel: Int, limits: Limits, deadline: inout ParseDeadline
    ) -> SwiftFileFacts {
        let tree = file.bytes.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel)
        }
        let context = SyntaxContext(path: file.path, tree: tree)
        let visitor = SwiftFileVisitor(context: context, deadline: deadline)
        var facts = visitor.read(tree)
        deadline = visitor.deadline
        if deadline.hasPassed {
            // Stopped part-way: what was read is incomplete, and said so (never cached).
            var cut = SwiftFileFacts(path: file.path)
            cut.diagnostics = [IsolatedParse.stoppedPartWay(file.path, what: "Swift file", limits: limits)]
            return cut
        }
        if KeywordFilter.contains(file.bytes, KeywordFilter.suppressionMarker) {
            let found = SuppressionReader.suppressions(in: tree, context: context)
            facts.suppressions = found.suppressions
            facts.diagnostics += found.diagnostics
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
        inventory.controls = ControlAssembly.controls(files, index: index)
        inventory.complications = ComplicationAssembly.dataSources(files, index: index)
        inventory.complicationMigrations = ComplicationAssembly.migrations(files, index: index)
        inventory.appIntents = AppIntentAssembly.declarations(index)
        inventory.suppressions = files.flatMap(\.suppressions)
        inventory.declaredTypes = index.groups.values.compactMap { $0.declaration?.name }
        inventory.intentTypeMentions = files.flatMap(\.intentTypeMentions)
        inventory.diagnostics = files.flatMap(\.diagnostics)
        inventory.sortAll()
        return inventory
    }

    /// A diagnostic at the first place the parser could not make sense of.
    private static func syntaxErrorDiagnostic(_ tree: SourceFileSyntax, context: SyntaxContext) -> Diagnostic {
        let bad = FirstBadToken.find(in: tree)
        let location = bad.map { context.location($0) } ?? SourceLocation(path: context.path)
        return Diagnostic(
            location,
            "\(SwiftFileFacts.syntaxErrorPrefix) the parser could not read this code; facts from this file may be incomplete"
        )
    }
}

/// The first token, in source order, that is missing or part of unexpected text: one walk over
/// the tree (asking each token for an unexpected ancestor took as long as the tree is deep, for
/// every token).
private final class FirstBadToken: SyntaxVisitor {
    private var found: TokenSyntax?

    static func find(in tree: SourceFileSyntax) -> TokenSyntax? {
        let finder = FirstBadToken(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = node.firstToken(viewMode: .all) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, token.presence == .missing { found = token }
        return .skipChildren
    }

}
