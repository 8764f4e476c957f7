import SwiftSyntax

/// Reads the bodies of the members whose contents matter: `placeholder(in:)`, `perform()`,
/// helpers that build widget configurations, and `WidgetBundle` bodies.
package enum BodyReader {
    /// Types whose use means the code reads a store, a file, the network or a database.
    package static let ioTypes: Set<String> = [
        "FileManager", "UserDefaults", "URLSession", "NSManagedObjectContext", "NSPersistentContainer",
        "NSPersistentCloudKitContainer", "NSFetchRequest", "CKContainer", "CKDatabase", "HKHealthStore",
        "FileHandle", "NSKeyedUnarchiver", "ModelContainer", "ModelContext", "EKEventStore", "PHAsset",
        "CLLocationManager", "SecItemCopyMatching", "NSUbiquitousKeyValueStore",
    ]
    /// Method-name prefixes that read or fetch.
    package static let ioPrefixes = [
        "fetch", "load", "read", "decode", "contents", "query", "request", "execute",
        "download", "synchronize", "sync",
    ]
    /// Singleton accessors: `X.shared.…`, `FileManager.default.…`, `UserDefaults.standard.…`.
    package static let singletons: Set<String> = ["shared", "default", "standard", "instance"]

    /// Calls in the body that look like I/O or store/network access, and reads of a singleton's
    /// property (`Store.shared.lastWorkout`, often a computed fetch), as written, in source order.
    package static func placeholderWork(_ body: some SyntaxProtocol) -> [String] {
        var recorded: Set<SyntaxIdentifier> = []
        var work: [Syntax] = []
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: body) where looksLikeWork(call) {
            recorded.insert(call.id)
            // `UserDefaults(…)?.integer(forKey:)` is one piece of work, not two.
            if !isInCalleeOfRecordedCall(call, recorded) { work.append(Syntax(call)) }
        }
        for member in NodeCollector<MemberAccessExprSyntax>.collect(in: body) where isSingletonRead(member) {
            work.append(Syntax(member))
        }
        var seen: Set<String> = []
        return work.sorted { $0.position < $1.position }.compactMap { node in
            let text = TypeText.oneLine(TypeText.source(node))
            return seen.insert(text).inserted ? text : nil
        }
    }

    /// `Type.shared.property` that is not itself called (calls are judged by `looksLikeWork`).
    private static func isSingletonRead(_ member: MemberAccessExprSyntax) -> Bool {
        guard let singleton = member.base?.as(MemberAccessExprSyntax.self),
            singletons.contains(singleton.declName.baseName.text),
            let owner = singleton.base?.as(DeclReferenceExprSyntax.self), TypeText.isTypeLike(owner.baseName.text)
        else { return false }
        if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            return false
        }
        return true
    }

    private static func isInCalleeOfRecordedCall(
        _ call: FunctionCallExprSyntax, _ recorded: Set<SyntaxIdentifier>
    ) -> Bool {
        var child = Syntax(call)
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self) {
                guard outer.calledExpression.id == child.id else { return false }
                if recorded.contains(outer.id) { return true }
            } else if !(node.is(MemberAccessExprSyntax.self) || node.is(OptionalChainingExprSyntax.self)
                || node.is(ForceUnwrapExprSyntax.self))
            {
                return false
            }
            child = node
            current = node.parent
        }
        return false
    }

    package static func looksLikeWork(_ call: FunctionCallExprSyntax) -> Bool {
        if call.arguments.contains(where: { $0.label?.text.hasPrefix("contentsOf") ?? false }) { return true }
        let callee = call.calledExpression
        if let root = rootName(callee), ioTypes.contains(root) { return true }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if ioPrefixes.contains(where: { startsWithWord(name, $0) }) { return true }
            if let base = member.base?.as(MemberAccessExprSyntax.self), singletons.contains(base.declName.baseName.text)
            {
                return true
            }
        }
        // Directly under `try` or `await` (through member accesses), unless the callee already holds a call.
        guard NodeCollector<FunctionCallExprSyntax>.collect(in: callee).isEmpty else { return false }
        var current = call.parent
        while let node = current {
            if node.is(TryExprSyntax.self) || node.is(AwaitExprSyntax.self) { return true }
            guard
                node.is(MemberAccessExprSyntax.self) || node.is(ForceUnwrapExprSyntax.self)
                    || node.is(OptionalChainingExprSyntax.self)
            else { return false }
            current = node.parent
        }
        return false
    }

    /// Whether `name` begins with the word `prefix` (`read`, `readData`, `read_all`), not merely with
    /// its letters (`reading`, `ready`, `loader`: an enum case `.reading(…)` reads nothing).
    package static func startsWithWord(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.dropFirst(prefix.count).first else { return true }
        return next.isUppercase || next.isNumber || next == "_"
    }

    /// The leftmost name of a callee chain (`FileManager.default.url` → `FileManager`).
    private static func rootName(_ expr: ExprSyntax) -> String? {
        var expr = expr
        while true {
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                expr = base
            } else if let call = expr.as(FunctionCallExprSyntax.self) {
                expr = call.calledExpression
            } else if let generic = expr.as(GenericSpecializationExprSyntax.self) {
                expr = generic.expression
            } else if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
                expr = unwrap.expression
            } else if let chain = expr.as(OptionalChainingExprSyntax.self) {
                expr = chain.expression
            } else {
                return expr.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
    }

    /// Whether a `perform()` body only returns `.result()` (the converter's placeholder).
    /// The scaffold's placeholder counts too: a body that still calls `try NotPortedError.raise(…)`.
    package static func isPlaceholderPerform(_ body: CodeBlockSyntax?) -> Bool {
        if isNotPortedPerform(body) { return true }
        guard var statements = body.map({ Array($0.statements) }), !statements.isEmpty else { return false }
        if statements.count == 2, isNotPortedRaise(statements[0]) { statements.removeFirst() }
        guard statements.count == 1, let only = statements.first else { return false }
        let expr: ExprSyntax?
        if let returnStmt = only.item.as(ReturnStmtSyntax.self) {
            expr = returnStmt.expression
        } else {
            expr = only.item.as(ExprSyntax.self)
        }
        guard let call = expr?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return false }
        return member.declName.baseName.text == "result"
    }

    /// Whether a top-level statement of a `perform()` body is the scaffold's `try NotPortedError.raise(…)`
    /// (it always throws: nothing after it runs, and the action fails until it is removed).
    package static func isNotPortedPerform(_ body: CodeBlockSyntax?) -> Bool {
        body?.statements.contains(where: isNotPortedRaise) ?? false
    }

    /// `try NotPortedError.raise(…)`: what `intent-audit scaffold` writes into every `perform()`.
    /// Also `let value: T = try NotPortedError.raise(…)` (an intent with an output).
    private static func isNotPortedRaise(_ item: CodeBlockItemSyntax) -> Bool {
        let initializer = item.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
        guard
            let tryExpr = item.item.as(TryExprSyntax.self)
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(TryExprSyntax.self)
                ?? initializer?.as(TryExprSyntax.self),
            let call = tryExpr.expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NotPortedError"
        else { return false }
        return member.declName.baseName.text == "raise"
    }

    /// Members and functions a body refers to: `foo()`, `self.foo`, `Self.foo`, `Factory.make()`.
    package static func references(_ body: some SyntaxProtocol, context: SyntaxContext) -> [MemberReference] {
        var result: [MemberReference] = []
        var seen: Set<MemberReference> = []
        func add(_ reference: MemberReference) {
            if seen.insert(reference).inserted { result.append(reference) }
        }
        for reference in NodeCollector<DeclReferenceExprSyntax>.collect(in: body) {
            let name = reference.baseName.text
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                let base = member.base.map { TypeText.plain($0) }
                if base == nil || base == "self" || base == "Self" {
                    add(MemberReference(owner: nil, name: name, availability: context.localAvailability(member)))
                } else if let base, TypeText.isTypeLike(TypeText.lastComponent(base)) {
                    add(
                        MemberReference(
                            owner: TypeText.lastComponent(base), name: name,
                            availability: context.localAvailability(member)))
                }
                continue
            }
            guard !TypeText.isTypeLike(name), reference.baseName.tokenKind != .keyword(.self) else { continue }
            add(MemberReference(owner: nil, name: name, availability: context.localAvailability(reference)))
        }
        return result
    }

    /// The `#if` conditions two listings of one entry share (the leading ones they agree on): an entry
    /// listed under `#if os(iOS)` and under its `#else` is listed everywhere.
    package static func shared(_ one: [String], _ other: [String]) -> [String] {
        Array(zip(one, other).prefix { $0 == $1 }.map(\.0))
    }
}
