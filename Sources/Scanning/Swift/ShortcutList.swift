import SwiftSyntax

/// The intents of a list of shortcuts handed to `setShortcutSuggestions(_:)` or
/// `setRelevantShortcuts(_:)`, when the function that builds the list tells them all:
///
/// - an array literal, or lists joined with `+`;
/// - a local variable: its initializer, and every `append(_:)`, `append(contentsOf:)`, `+=` and
///   assignment of that same variable in the function (`if let shortcut = INShortcut(intent: intent)
///   { list.append(INRelevantShortcut(shortcut: shortcut)) }`);
/// - `map`/`compactMap` with one closure that returns one expression: a shortcut built in the
///   closure, the closure's parameter (`.compactMap { $0 }`), or `INShortcut(intent: $0)` over an
///   array literal of intents;
///
/// each shortcut down to the intent its `INShortcut(intent:)` or `INRelevantShortcut(shortcut:)`
/// wraps. One part the code does not tell (a parameter, a property, a helper's result, a closure
/// doing more) and the answer is nil: the donation stays "cannot tell".
package enum ShortcutList {
    /// The distinct intents the list holds, in source order; nil when the code does not tell them all.
    package static func intents(_ list: ExprSyntax, memo: Memo) -> [IntentReference]? {
        guard let items = items(list, depth: 0, memo: memo), !items.isEmpty, items.count <= itemLimit else {
            return nil
        }
        var result: [IntentReference] = []
        for item in items {
            guard let intent = intent(of: item, depth: 0) else { return nil }
            if !result.contains(intent) { result.append(intent) }
        }
        return result
    }

    private static let depthLimit = 6
    /// More shortcuts than this in one list (or changes of one list) and the code is not read for them:
    /// each is looked up, and a generated file of thousands would take the whole parse budget.
    private static let itemLimit = 64

    /// What one file's lists were found to hold, so that a function calling a `set…` method many
    /// times, or building many lists, has its body walked once (per file; not shared across threads).
    package final class Memo {
        fileprivate var changes: [SyntaxIdentifier: [String: [ListChanges.Change]]] = [:]
        package init() {}
    }

    /// The expressions that are the list's items (shortcuts, or intents a `map` turns into shortcuts).
    private static func items(_ list: ExprSyntax, depth: Int, memo: Memo) -> [ExprSyntax]? {
        guard depth < depthLimit else { return nil }
        let list = IntentExpression.unwrapped(list)
        if let array = list.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let sequence = list.as(SequenceExprSyntax.self) { return joined(sequence, depth: depth, memo: memo) }
        if let call = list.as(FunctionCallExprSyntax.self) {
            // `Array(x)`: x's items.
            if CallReader.typeCallee(call) == "Array", call.arguments.count == 1, let only = call.arguments.first,
                only.label == nil
            {
                return items(only.expression, depth: depth + 1, memo: memo)
            }
            return mapped(call, depth: depth, memo: memo)
        }
        if let name = IntentExpression.referencedName(list), list.is(DeclReferenceExprSyntax.self) {
            return variable(name, at: list, depth: depth, memo: memo)
        }
        return nil
    }

    /// `a + b + c`: the items of each list, in order.
    private static func joined(_ sequence: SequenceExprSyntax, depth: Int, memo: Memo) -> [ExprSyntax]? {
        var result: [ExprSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            guard let items = items(element, depth: depth + 1, memo: memo) else { return nil }
            result += items
        }
        return result
    }

    /// `base.map { … }` / `base.compactMap { … }` whose closure returns one expression.
    private static func mapped(_ call: FunctionCallExprSyntax, depth: Int, memo: Memo) -> [ExprSyntax]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["map", "compactMap"].contains(member.declName.baseName.text), let base = member.base,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count == (call.trailingClosure == nil ? 1 : 0), call.additionalTrailingClosures.isEmpty,
            let returned = returnedExpression(closure)
        else { return nil }
        let parameter = parameterName(closure)
        let value = IntentExpression.unwrapped(returned)
        // `.compactMap { $0 }`: the base's items themselves; `.map { INShortcut(intent: $0) }` or
        // `.map { .intent($0) }`: the base's items are the intents.
        if isParameter(value, parameter, of: closure)
            || shortcutArgument(value).map({ isParameter(IntentExpression.unwrapped($0), parameter, of: closure) })
                == true
        {
            return items(base, depth: depth + 1, memo: memo)
        }
        // A shortcut the closure builds without its parameter (`let intent = X(); return INShortcut(intent: intent)`),
        // or whose intent a call makes from it: the parameter only in the call's arguments, so the
        // call (`PerformActionIntent(action: $0)`, `makeShareIntent(for: $0)`) tells the intent.
        if !mentions(returned, parameter) { return [returned] }
        let made = IntentExpression.unwrapped(shortcutArgument(value) ?? value)
        if let call = made.as(FunctionCallExprSyntax.self), !mentions(call.calledExpression, parameter),
            call.trailingClosure == nil
        {
            return [returned]
        }
        return nil
    }

    /// Whether `expr` is the closure's own parameter (not a local of the same name in its body).
    private static func isParameter(_ expr: ExprSyntax, _ parameter: String?, of closure: ClosureExprSyntax) -> Bool {
        guard let parameter, let reference = expr.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == parameter
        else { return false }
        return parameter == "$0" || LocalLookup.declaration(of: parameter, at: reference)?.node == nil
    }

    /// The intent a shortcut is built from: `INShortcut(intent: x)` or the `.intent(x)` case.
    private static func shortcutArgument(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if CallReader.typeCallee(call) == "INShortcut" { return IntentExpression.argument("intent", of: call) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "intent", call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil,
            member.base == nil || member.base.map({ TypeText.source($0) }) == "INShortcut"
        else { return nil }
        return only.expression
    }

    /// What the closure returns: its one expression, or its last statement when that is its only
    /// `return` (a `return` anywhere else, a `guard … else { return nil }` included, and it is untold).
    private static func returnedExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        let statements = Array(closure.statements)
        if statements.count == 1, let expr = statements[0].item.as(ExprSyntax.self) { return expr }
        let returns = closure.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) }
        guard returns.count == 1, let last = statements.last?.item.as(ReturnStmtSyntax.self) else { return nil }
        return last.expression
    }

    /// `$0`, or the closure's one named parameter; nil when it has several.
    private static func parameterName(_ closure: ClosureExprSyntax) -> String? {
        let names = MappedIntents.parameterNames(closure)
        return names.isEmpty ? "$0" : names.count == 1 ? names[0] : nil
    }

    private static func mentions(_ expr: ExprSyntax, _ name: String?) -> Bool {
        guard let name else { return true }
        return expr.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }

    /// A local variable's items: its initializer and what the function adds to it.
    private static func variable(_ name: String, at use: ExprSyntax, depth: Int, memo: Memo) -> [ExprSyntax]? {
        // Too many changes of that name where it is used (a body inside the declaring one, or that
        // one): untold, before looking the name up.
        guard let useBody = enclosingBody(of: Syntax(use)),
            changes(of: name, in: useBody, memo: memo).count <= itemLimit,
            case .variable(_, let initializer, let node)? = LocalLookup.declaration(of: name, at: use),
            !IntentExpression.isMember(node), let body = enclosingBody(of: node)
        else { return nil }
        var result: [ExprSyntax] = []
        if let initializer {
            guard let items = items(initializer, depth: depth + 1, memo: memo) else { return nil }
            result += items
        }
        let changes = changes(of: name, in: body, memo: memo)
        guard changes.count <= itemLimit else { return nil }
        // Only the changes of this list, not of another one of the same name.
        for change in changes where LocalLookup.declaration(of: name, at: change.use)?.node?.id == node.id {
            switch change.kind {
            case .item(let added): result.append(added)
            case .list(let added):
                guard let items = items(added, depth: depth + 1, memo: memo) else { return nil }
                result += items
            case .untold: return nil
            }
        }
        return result
    }

    /// The changes of lists named `name` in a body (the body walked once per file).
    private static func changes(of name: String, in body: Syntax, memo: Memo) -> [ListChanges.Change] {
        if let known = memo.changes[body.id] { return known[name] ?? [] }
        let finder = ListChanges()
        finder.walk(body)
        memo.changes[body.id] = finder.changes
        return finder.changes[name] ?? []
    }

    /// The body of the function, accessor or closure a declaration sits in.
    private static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) && (parent.parent?.is(FunctionDeclSyntax.self) ?? false) {
                return parent
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return parent }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// One item's intent: `INShortcut(intent: x)`, `INRelevantShortcut(shortcut: s)`, a variable
    /// holding either, or an intent itself (an item a `map` wraps).
    private static func intent(of item: ExprSyntax, depth: Int) -> IntentReference? {
        guard depth < depthLimit else { return nil }
        var value = IntentExpression.unwrapped(item)
        if let name = IntentExpression.referencedName(value), value.is(DeclReferenceExprSyntax.self),
            case .variable(_, let initializer?, let node)? = LocalLookup.declaration(of: name, at: value),
            !IntentExpression.isMember(node)
        {
            value = IntentExpression.unwrapped(initializer)
        }
        if let call = value.as(FunctionCallExprSyntax.self), CallReader.typeCallee(call) == "INRelevantShortcut" {
            return IntentExpression.argument("shortcut", of: call).flatMap { intent(of: $0, depth: depth + 1) }
        }
        if let argument = shortcutArgument(value) { return IntentExpression.reference(argument) }
        // Only an intent the code creates counts here: anything else in a list of shortcuts is a shortcut.
        guard case .type(let name, let evidence)? = IntentExpression.reference(value),
            evidence == "initializer" || evidence == "variable"
        else { return nil }
        return .type(name, evidence: evidence)
    }
}

/// The ways a function adds to its local lists, by name: items appended or inserted, lists
/// appended, added (`+=`) or assigned; any other way of adding (`replaceSubrange`,
/// `insert(contentsOf:)`, `list[i] = x`, `fill(&list)`) is untold. Removing leaves a subset of what was added, so it changes nothing here.
private final class ListChanges: SyntaxVisitor {
    struct Change {
        enum Kind {
            case item(ExprSyntax)
            case list(ExprSyntax)
            case untold
        }
        var kind: Kind
        /// The name where it is used, to tell which declaration it is.
        var use: DeclReferenceExprSyntax
    }

    var changes: [String: [Change]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    private func add(_ kind: Change.Kind, _ use: DeclReferenceExprSyntax) {
        changes[use.baseName.text, default: []].append(Change(kind: kind, use: use))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let list = member.base?.as(DeclReferenceExprSyntax.self)
        else { return .visitChildren }
        let method = member.declName.baseName.text
        let first = node.arguments.first
        if method == "append", node.arguments.count == 1, let first, first.label == nil {
            add(.item(first.expression), list)
        } else if method == "append", node.arguments.count == 1, first?.label?.text == "contentsOf", let first {
            add(.list(first.expression), list)
        } else if method == "insert", node.arguments.count == 2, let first, first.label == nil {
            add(.item(first.expression), list)
        } else if ["append", "insert", "replaceSubrange"].contains(method) {
            add(.untold, list)
        }
        return .visitChildren
    }

    /// `fill(&list)`: a function that may add anything.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let list = node.expression.as(DeclReferenceExprSyntax.self) { add(.untold, list) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `list[0] = x`: an item replaced by anything.
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let list = elements[0].as(SubscriptCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            add(.untold, list)
        }
        if elements.count == 3, let list = elements[0].as(DeclReferenceExprSyntax.self),
            elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        {
            add(.list(elements[2]), list)
        }
        return .visitChildren
    }
}
