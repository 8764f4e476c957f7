import SwiftSyntax

/// One listing of a widget, a control or another list of the same bundle in a `WidgetBundle`'s body.
package struct BundleListing: Codable, Hashable, Sendable {
    /// The type listed (`StepsWidget`), or the name of another list (`iOS18Body`).
    package var name: String
    /// The platforms of the `if #available(…)` whose block lists it: only from those versions.
    package var gate: String? = nil
    /// The platforms of the `if #available(…)` whose `else` lists it: only below those versions.
    package var fallback: String? = nil
    /// The `#if` conditions inside the body around it, outermost first.
    package var conditions: [String] = []
}

/// Reads a bundle's body in one walk, as a reader does: `X()` statements, inside `if`/`else` and
/// `#if` blocks, `WidgetBundleBuilder.buildBlock(…)`, and a `return` of another list, each listing
/// with the availability gate and the `#if`s around it.
package enum BundleListings {
    package static func read(_ statements: CodeBlockItemListSyntax) -> [BundleListing] {
        var result: [BundleListing] = []
        walk(statements, BundleListing(name: ""), into: &result)
        return result
    }

    /// `around` holds the gate, fallback and conditions of the blocks the statements sit in.
    private static func walk(
        _ statements: CodeBlockItemListSyntax, _ around: BundleListing, into result: inout [BundleListing]
    ) {
        for item in statements {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                let conditions = SyntaxContext.conditions(ofEvery: ifConfig.clauses)
                for clause in ifConfig.clauses {
                    guard case .statements(let inner)? = clause.elements else { continue }
                    var within = around
                    within.conditions += conditions[clause.id] ?? []
                    walk(inner, within, into: &result)
                }
            } else if let expr = listedExpression(item) {
                list(expr, around, into: &result)
            }
        }
    }

    private static func list(_ expr: ExprSyntax, _ around: BundleListing, into result: inout [BundleListing]) {
        guard let ifExpr = expr.as(IfExprSyntax.self) else {
            for name in names(expr) {
                var listing = around
                listing.name = name
                result.append(listing)
            }
            return
        }
        // `if #available(iOS 17, *) { New() } else { Old() }`: the block is gated, the `else` falls
        // back below the gate (the other way round for `#unavailable`).
        var then = around, otherwise = around
        if let gate = SyntaxContext.gate(ifExpr.conditions) {
            if gate.positive {
                then.gate = gate.platforms
                otherwise.fallback = around.fallback ?? gate.platforms
            } else {
                then.fallback = around.fallback ?? gate.platforms
                otherwise.gate = gate.platforms
            }
        }
        walk(ifExpr.body.statements, then, into: &result)
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: list(ExprSyntax(next), otherwise, into: &result)
        case .codeBlock(let block)?: walk(block.statements, otherwise, into: &result)
        case nil: break
        }
    }

    /// The expression a statement of a bundle's body lists: a plain one, or what a `return` gives
    /// (`return iOS18Body` in a body that picks a list by `#available`).
    private static func listedExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            ?? item.item.as(ReturnStmtSyntax.self)?.expression
    }

    private static func names(_ expr: ExprSyntax) -> [String] {
        // Another list of the same bundle (`iOS18Body`, a `@WidgetBundleBuilder` property): its name,
        // which the assembly replaces with that property's entries.
        if let reference = expr.as(DeclReferenceExprSyntax.self), !TypeText.isTypeLike(reference.baseName.text) {
            return [reference.baseName.text]
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base.map(TypeText.plain) == "self" {
            return [member.declName.baseName.text]
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return [] }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeText.isTypeLike(name) {
            return [name]
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "buildBlock"
        {
            return call.arguments.flatMap { names($0.expression) }
        }
        return []
    }
}
