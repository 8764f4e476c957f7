import Model
import SwiftSyntax

/// A `String` extension's computed property or argument-less method that returns a string a reader
/// can follow: a literal, `self`, or one of those chosen by an `#available` branch
/// (`var legacyKindName: String { if #available(iOS 17, *) { self + "Legacy" } else { self } }`).
package struct StringTransform: Sendable, Hashable, Codable {
    package var name: String
    /// What the body returns, in the order it tests: the first branch whose gate holds answers.
    package var branches: [Branch]
    package var location: SourceLocation

    package struct Branch: Sendable, Hashable, Codable {
        /// The `#available` platforms tested (`iOS 17.0`), nil for the unconditional return.
        package var gate: String?
        /// Whether the branch runs where the gate's platforms are available (`#available`), or
        /// below them (`#unavailable`, an `else`, the code after a `guard #available … else`).
        package var whereAvailable: Bool
        package var recipe: StringRecipe
    }

    /// A computed property of an `extension String` (a getter or an implicit one).
    package static func read(_ variable: VariableDeclSyntax, context: SyntaxContext) -> StringTransform? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.typeAnnotation.map({ TypeText.plain($0.type) == "String" }) ?? false,
            let accessors = binding.accessorBlock?.accessors
        else { return nil }
        let statements: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let items): statements = items
        case .accessors(let list):
            statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements, let branches = branches(statements, depth: 0) else { return nil }
        return StringTransform(name: name, branches: branches, location: context.location(binding))
    }

    /// An argument-less method of an `extension String` returning `String`.
    package static func read(_ function: FunctionDeclSyntax, context: SyntaxContext) -> StringTransform? {
        guard function.signature.parameterClause.parameters.isEmpty,
            function.signature.returnClause.map({ TypeText.plain($0.type) == "String" }) ?? false,
            let body = function.body, let branches = branches(body.statements, depth: 0)
        else { return nil }
        return StringTransform(name: function.name.text, branches: branches, location: context.location(function.name))
    }

    /// The returns of a body made of `return X`, `if #available … { return A } else { return B }`,
    /// `guard #available … else { return B }; return A`, or one expression; nil for anything else.
    private static func branches(_ statements: CodeBlockItemListSyntax, depth: Int) -> [Branch]? {
        guard depth < 4 else { return nil }
        var result: [Branch] = []
        for (position, item) in statements.enumerated() {
            let isLast = position == statements.count - 1
            if let returned = returnedRecipe(item.item) {
                guard isLast else { return nil }
                result.append(Branch(gate: nil, whereAvailable: true, recipe: returned))
                return result
            }
            if let ifExpr = ifExpression(item.item), let gate = SyntaxContext.gate(ifExpr.conditions),
                ifExpr.conditions.count == 1
            {
                guard let then = branches(ifExpr.body.statements, depth: depth + 1), then.count == 1 else { return nil }
                result.append(Branch(gate: gate.platforms, whereAvailable: gate.positive, recipe: then[0].recipe))
                switch ifExpr.elseBody {
                case .codeBlock(let block)?:
                    guard let other = branches(block.statements, depth: depth + 1), other.count == 1, isLast
                    else { return nil }
                    result.append(Branch(gate: gate.platforms, whereAvailable: !gate.positive, recipe: other[0].recipe))
                    return result
                case nil: continue
                default: return nil
                }
            }
            if let guardStmt = item.item.as(GuardStmtSyntax.self), let gate = SyntaxContext.gate(guardStmt.conditions),
                guardStmt.conditions.count == 1,
                let other = branches(guardStmt.body.statements, depth: depth + 1), other.count == 1
            {
                result.append(Branch(gate: gate.platforms, whereAvailable: !gate.positive, recipe: other[0].recipe))
                continue
            }
            return nil
        }
        return nil
    }

    /// `return X` or a lone expression (an implicit return): X's recipe.
    private static func returnedRecipe(_ item: CodeBlockItemSyntax.Item) -> StringRecipe? {
        if let statement = item.as(ReturnStmtSyntax.self) {
            return statement.expression.flatMap { StringRecipe.read($0) }
        }
        if let expression = item.as(ExprSyntax.self), !expression.is(IfExprSyntax.self) {
            return StringRecipe.read(expression)
        }
        if let statement = item.as(ExpressionStmtSyntax.self), !statement.expression.is(IfExprSyntax.self) {
            return StringRecipe.read(statement.expression)
        }
        return nil
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax.Item) -> IfExprSyntax? {
        item.as(ExprSyntax.self)?.as(IfExprSyntax.self)
            ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }
}
