import Model
import SwiftSyntax

/// One intent a member's body builds and hands out, as the body names it: the member's declared
/// type says only `INIntent` (or `INInteraction`, `INShortcut`), the body says which.
package struct BuiltIntent: Sendable, Hashable, Codable {
    package var reference: IntentReference
    /// The `suggestedInvocationPhrase` the body gives this intent, as written.
    package var phrase: PhraseValue?
    /// Where the body hands it out (the returned expression).
    package var location: SourceLocation
}

/// Reads what a helper function or computed property returns when its declared type is one of
/// the SiriKit wrappers: every `return` of the body (not those of nested closures or functions),
/// or its one expression, through `if`/`switch` branches and variables assigned in branches.
package enum ReturnedIntents {
    /// Declared types that say only "some intent".
    package static let wrappers: Set<String> = ["INIntent", "INInteraction", "INShortcut"]

    /// Whether a declared type (as written) is one of the wrappers, optional or not.
    package static func isWrapper(_ written: String?) -> Bool {
        written.flatMap { TypeText.nominal($0) }.map(wrappers.contains) ?? false
    }

    /// The intents the body returns, in source order; `nil` returns add nothing.
    package static func intents(in body: CodeBlockItemListSyntax, context: SyntaxContext) -> [BuiltIntent] {
        var result: [BuiltIntent] = []
        for expr in returned(body) {
            // A phrase set on the returned variable belongs to every value it was given.
            let shared = PhraseReader.phrase(of: expr)
            for (value, place) in values(of: expr, depth: 0) {
                guard let reference = IntentExpression.reference(value) else { continue }
                let built = BuiltIntent(
                    reference: reference, phrase: PhraseReader.phrase(of: value) ?? shared,
                    location: context.location(place))
                if !result.contains(built) { result.append(built) }
            }
        }
        return result
    }

    /// The returned expressions: the one expression of a body without `return`, else every `return`.
    private static func returned(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self) { return [only] }
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.expressions
    }

    /// The values an expression may stand for: the branches of `if`/`switch` expressions, the
    /// assignments of a variable declared without a value, or the expression itself.
    private static func values(of expr: ExprSyntax, depth: Int) -> [(ExprSyntax, Syntax)] {
        guard depth < 4 else { return [] }
        let expr = IntentExpression.unwrapped(expr)
        if expr.is(NilLiteralExprSyntax.self) { return [] }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var branches = lastExpression(ifExpr.body.statements).map { values(of: $0, depth: depth + 1) } ?? []
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: branches += values(of: ExprSyntax(next), depth: depth + 1)
            case .codeBlock(let block)?:
                branches += lastExpression(block.statements).map { values(of: $0, depth: depth + 1) } ?? []
            case nil: break
            }
            return branches
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.flatMap { item -> [(ExprSyntax, Syntax)] in
                guard let switchCase = item.as(SwitchCaseSyntax.self),
                    let last = lastExpression(switchCase.statements)
                else { return [] }
                return values(of: last, depth: depth + 1)
            }
        }
        if let name = IntentExpression.referencedName(expr),
            case .variable(let type, nil, let declaration)? = LocalLookup.declaration(of: name, at: expr),
            type.map({ isWrapper(TypeText.plain($0)) }) ?? true
        {
            // `let intent: INIntent` then `intent = X()` in branches: every assignment is a value.
            return assignments(to: name, declaredBy: declaration).flatMap { values(of: $0, depth: depth + 1) }
        }
        return [(expr, Syntax(expr))]
    }

    /// The last statement of a branch when it is an expression.
    private static func lastExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let returnStmt = last.as(ReturnStmtSyntax.self) { return returnStmt.expression }
        return last.as(ExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `name = value` after the declaration, in the block that declares `name`.
    private static func assignments(to name: String, declaredBy declaration: Syntax) -> [ExprSyntax] {
        guard let block = declaration.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else {
            return []
        }
        let finder = AssignmentFinder(property: nil, viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found.compactMap { target, value in
            guard let targetName = IntentExpression.referencedName(target), targetName == name,
                LocalLookup.declaration(of: name, at: target)?.node?.id == declaration.id
            else { return nil }
            return value
        }
    }
}

/// Collects the expressions of `return` statements, not entering closures or nested functions.
private final class ReturnCollector: SyntaxVisitor {
    var expressions: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { expressions.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Collects `target = value` assignments (with `property` set: only `x.property = value`),
/// not entering closures or nested functions.
package final class AssignmentFinder: SyntaxVisitor {
    let property: String?
    package var found: [(target: ExprSyntax, value: ExprSyntax)] = []

    package init(property: String?, viewMode: SyntaxTreeViewMode) {
        self.property = property
        super.init(viewMode: viewMode)
    }

    override package func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let property {
            guard let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == property,
                let base = member.base
            else { return .visitChildren }
            found.append((base, elements[2]))
        } else {
            found.append((elements[0], elements[2]))
        }
        return .visitChildren
    }

    override package func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override package func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
