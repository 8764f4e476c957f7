import SwiftSyntax

/// Tells which intent type an expression stands for, only where a careful reader can tell:
/// an initializer call, a cast, a local variable's annotation or initializer, a parameter's
/// declared type, or a call to a helper function (resolved across files later).
package enum IntentExpression {
    package static func reference(_ expr: ExprSyntax, depth: Int = 0) -> IntentReference? {
        guard depth < 6 else { return nil }
        let expr = unwrapped(expr)
        if let cast = castType(expr) { return .type(cast, evidence: "cast") }
        if let call = expr.as(FunctionCallExprSyntax.self) { return reference(call: call, depth: depth) }
        // `self` in an intent class or in an extension of one (`extension OrderSoupIntent { … }`).
        if expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            let enclosing = SyntaxContext.enclosingTypeName(expr), enclosing.hasSuffix("Intent")
        {
            return .type(TypeText.lastComponent(enclosing), evidence: "self")
        }
        if let name = referencedName(expr) {
            switch LocalLookup.declaration(of: name, at: expr) {
            case .parameter(let type, _)?:
                return TypeText.nominal(TypeText.plain(type)).map { .type($0, evidence: "parameter-type") }
            case .variable(let type, let initializer, let node)?:
                if let type, let nominal = TypeText.nominal(TypeText.plain(type)) {
                    // A property of the enclosing type declared as a wrapper: its body tells.
                    if ReturnedIntents.wrappers.contains(nominal), isMember(node) {
                        return .helper(owner: SyntaxContext.enclosingTypeName(node), name: name)
                    }
                    return .type(nominal, evidence: "variable")
                }
                guard let initializer, let inner = reference(initializer, depth: depth + 1) else { return nil }
                if case .type(let name, _) = inner { return .type(name, evidence: "variable") }
                return inner
            default:
                return nil
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return reference(member: member, base: unwrapped(base), depth: depth)
        }
        return nil
    }

    /// `interaction.intent` / `shortcut.intent` of one built in the body, `booking.intent` (a member
    /// of the type the base is declared as), `Type.member` (a static member).
    private static func reference(member: MemberAccessExprSyntax, base: ExprSyntax, depth: Int) -> IntentReference? {
        let name = member.declName.baseName.text
        if name == "intent", let inner = wrappedIntent(base) { return reference(inner, depth: depth + 1) }
        // `INInteraction.refreshAllApps().intent`: what the helper is declared to hand out tells.
        if name == "intent", base.is(FunctionCallExprSyntax.self),
            case .helper(let owner, let helper)? = reference(base, depth: depth + 1)
        {
            return .intentOfHelper(owner: owner, name: helper)
        }
        guard !TypeText.isTypeLike(name) else { return nil }
        if let dotted = MemberReader.dottedName(base), TypeText.isTypeLike(TypeText.lastComponent(dotted)) {
            // `Self.member`: a static member of the enclosing type.
            return .helper(owner: dotted == "Self" ? nil : TypeText.lastComponent(dotted), name: name)
        }
        // `ShortcutManager.shared.statusShortcut`: a member of the manager whose shared instance is read.
        return (declaredType(of: base) ?? managerType(of: base)).map { .helper(owner: $0, name: name) }
    }

    /// The `intent:` argument an `INInteraction` or `INShortcut` was built with, inline or in a variable.
    package static func wrappedIntent(_ expr: ExprSyntax) -> ExprSyntax? {
        var value = unwrapped(expr)
        if let name = referencedName(value),
            case .variable(_, let initializer?, _)? = LocalLookup.declaration(of: name, at: value)
        {
            value = unwrapped(initializer)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let callee = CallReader.typeCallee(call),
            callee == "INInteraction" || callee == "INShortcut"
        else { return nil }
        return argument("intent", of: call)
    }

    /// The type a name is declared as: a parameter's or variable's annotation, or the type a
    /// variable's initializer creates.
    package static func declaredType(of expr: ExprSyntax) -> String? {
        guard let name = referencedName(expr) else { return nil }
        switch LocalLookup.declaration(of: name, at: expr) {
        case .parameter(let type, _)?:
            return TypeText.nominal(TypeText.plain(type))
        case .variable(let type, let initializer, _)?:
            if let type { return TypeText.nominal(TypeText.plain(type)) }
            return initializer.flatMap(MemberReader.calledType)
        default:
            return nil
        }
    }

    /// Whether a binding is a property of a type (not a local variable).
    package static func isMember(_ node: Syntax) -> Bool {
        node.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) ?? false
    }

    private static func reference(call: FunctionCallExprSyntax, depth: Int) -> IntentReference? {
        let callee = call.calledExpression
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if name == "INShortcut" || name == "INInteraction" {
                guard let intent = argument("intent", of: call) else { return nil }
                return reference(intent, depth: depth + 1)
            }
            return TypeText.isTypeLike(name) ? .type(name, evidence: "initializer") : .helper(owner: nil, name: name)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let memberName = member.declName.baseName.text
        let base = member.base.map { TypeText.plain($0) }
        if memberName == "init", let base { return TypeText.nominal(base).map { .type($0, evidence: "initializer") } }
        switch base {
        case nil, "self"?, "Self"?:
            return .helper(owner: nil, name: memberName)
        case let base?:
            guard TypeText.isTypeLike(TypeText.lastComponent(base)) else {
                // `booking.makeIntent()`: a method of the type the receiver is declared as.
                if let declared = member.base.flatMap({ declaredType(of: unwrapped($0)) }) {
                    return .helper(owner: declared, name: memberName)
                }
                // `ShortcutManager.shared.shortcut(for:)`: a method of the manager type whose shared
                // instance is read (the lookup finds the method in that type, or ties nothing).
                return managerType(of: member.base).map { .helper(owner: $0, name: memberName) }
            }
            if TypeText.isTypeLike(memberName) { return .type(memberName, evidence: "initializer") }
            return .helper(owner: TypeText.lastComponent(base), name: memberName)
        }
    }

    /// `Manager.shared` / `App.Manager.default`: the type whose static member the receiver reads.
    private static func managerType(of base: ExprSyntax?) -> String? {
        guard let base, let dotted = MemberReader.dottedName(unwrapped(base)) else { return nil }
        let parts = dotted.split(separator: ".").map(String.init)
        guard parts.count >= 2, let last = parts.last, !TypeText.isTypeLike(last),
            let owner = parts.dropLast().last, TypeText.isTypeLike(owner)
        else { return nil }
        return owner
    }

    /// The labelled argument's expression.
    package static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// Drops `!`, `?`, parentheses, `try` and `await` around an expression.
    package static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        var expr = expr
        while true {
            if let e = expr.as(ForceUnwrapExprSyntax.self) {
                expr = e.expression
            } else if let e = expr.as(OptionalChainingExprSyntax.self) {
                expr = e.expression
            } else if let e = expr.as(TryExprSyntax.self) {
                expr = e.expression
            } else if let e = expr.as(AwaitExprSyntax.self) {
                expr = e.expression
            } else if let e = expr.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first,
                only.label == nil
            {
                expr = only.expression
            } else {
                return expr
            }
        }
    }

    /// `x as! T` / `x as? T` / `x as T` → `T`.
    package static func castType(_ expr: ExprSyntax) -> String? {
        if let cast = expr.as(AsExprSyntax.self) { return TypeText.nominal(TypeText.plain(cast.type)) }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
            let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return TypeText.nominal(TypeText.plain(type.type))
    }

    /// `name` or `self.name` → `name`.
    package static func referencedName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return TypeText.isTypeLike(name) || name == "self" ? nil : name
        }
        if let member = expr.as(MemberAccessExprSyntax.self), (member.base.map { TypeText.source($0) }) == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
