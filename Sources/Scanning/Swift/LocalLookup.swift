import SwiftSyntax

/// What a name used in a body was declared as, as far as the file shows.
package enum LocalDeclaration {
    /// A `let`/`var` (also `if let`/`guard let`, or a property of the enclosing type).
    case variable(type: TypeSyntax?, initializer: ExprSyntax?, node: Syntax)
    /// A parameter of the enclosing function.
    case parameter(type: TypeSyntax, node: Syntax)
    /// A closure parameter or something else that hides the name: nothing can be told.
    case unknown

    /// The node that declares it (stable identity for grouping), nil when unknown.
    package var node: Syntax? {
        switch self {
        case .variable(_, _, let node), .parameter(_, let node): node
        case .unknown: nil
        }
    }
}

/// Finds the declaration a name refers to by walking outward from the use: earlier statements of
/// each enclosing block, `if let`/`guard let` bindings, the enclosing function's parameters, and
/// finally the enclosing type's properties. Nothing outside the file is consulted.
package enum LocalLookup {
    package static func declaration(of name: String, at node: some SyntaxProtocol) -> LocalDeclaration? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let found = lookIn(parent, before: child, for: name) { return found }
            if parent.is(MemberBlockSyntax.self) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    private static func lookIn(_ parent: Syntax, before child: Syntax, for name: String) -> LocalDeclaration? {
        if let items = parent.as(CodeBlockItemListSyntax.self) {
            var found: LocalDeclaration?
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self), let match = binding(in: variable, named: name)
                {
                    found = match
                } else if let guardStmt = item.item.as(GuardStmtSyntax.self),
                    let match = binding(in: guardStmt.conditions, before: nil, named: name)
                {
                    found = match
                }
            }
            return found
        }
        if let conditions = parent.as(ConditionElementListSyntax.self) {
            return binding(in: conditions, before: child, named: name)
        }
        if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
            return binding(in: ifExpr.conditions, before: nil, named: name)
        }
        if let whileStmt = parent.as(WhileStmtSyntax.self), whileStmt.body.id == child.id {
            return binding(in: whileStmt.conditions, before: nil, named: name)
        }
        if let function = parent.as(FunctionDeclSyntax.self) {
            return parameter(in: function.signature.parameterClause.parameters, named: name)
        }
        if let initializer = parent.as(InitializerDeclSyntax.self) {
            return parameter(in: initializer.signature.parameterClause.parameters, named: name)
        }
        if let closure = parent.as(ClosureExprSyntax.self), closureDeclares(closure, name) {
            return .unknown
        }
        if let members = parent.as(MemberBlockSyntax.self) {
            for member in members.members {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    let match = binding(in: variable, named: name)
                {
                    return match
                }
            }
        }
        return nil
    }

    private static func binding(in variable: VariableDeclSyntax, named name: String) -> LocalDeclaration? {
        for binding in variable.bindings {
            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return .variable(
                    type: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                    node: Syntax(binding))
            }
        }
        return nil
    }

    private static func binding(
        in conditions: ConditionElementListSyntax, before child: Syntax?,
        named name: String
    ) -> LocalDeclaration? {
        var found: LocalDeclaration?
        for element in conditions {
            if let child, element.id == child.id { break }
            if case .optionalBinding(let binding) = element.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                // `if let x` without an initializer rebinds an outer `x`: the outer declaration tells.
                guard binding.initializer != nil || binding.typeAnnotation != nil else { continue }
                found = .variable(
                    type: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                    node: Syntax(binding))
            }
        }
        return found
    }

    private static func parameter(in parameters: FunctionParameterListSyntax, named name: String) -> LocalDeclaration? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return .parameter(type: parameter.type, node: Syntax(parameter))
        }
        return nil
    }

    private static func closureDeclares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let input = closure.signature?.parameterClause else { return false }
        switch input {
        case .simpleInput(let names):
            return names.contains { $0.name.text == name }
        case .parameterClause(let clause):
            return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }
}
