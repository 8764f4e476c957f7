import SwiftSyntax

/// What the code does with an activity a builder hands out. A prediction-eligible activity
/// donates when it becomes current (`becomeCurrent()`, or assigned to a responder's, view
/// controller's, window's or scene's `userActivity`); one only stored in an array, appended, or
/// wrapped in an `INShortcut(userActivity:)` for an Add to Siri button is made and donates nothing.
package enum ActivityUse: Sendable, Equatable, Codable {
    case madeCurrent
    /// Stored or wrapped where nothing makes it current.
    case kept
    /// Handed to code the audit does not follow (an argument, a stored property, a return).
    case unknown

    /// The use of the value of `node` (a builder's call or property read).
    package static func of(_ node: some SyntaxProtocol) -> ActivityUse {
        use(of: Syntax(node), followLocal: true)
    }

    private static let storing: Set<String> = ["append", "insert", "contains", "firstIndex", "remove"]

    private static func use(of node: Syntax, followLocal: Bool) -> ActivityUse {
        var value = node
        // `(x)`, `x as NSUserActivity`, `x!`: the same value.
        while let parent = value.parent,
            parent.is(TupleExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(AsExprSyntax.self)
                || parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true
                || parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true
        {
            value = parent
        }
        guard let parent = value.parent else { return .unknown }
        // `x.becomeCurrent()`
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == value.id {
            return member.declName.baseName.text == "becomeCurrent" ? .madeCurrent : .unknown
        }
        // `… .userActivity = x`
        if let sequence = parent.as(ExprListSyntax.self), let assigned = assignedName(in: sequence, value: value) {
            return assigned == "userActivity" ? .madeCurrent : .unknown
        }
        // `[x, y]`
        if parent.is(ArrayElementSyntax.self) { return .kept }
        // `list.append(x)`, `INShortcut(userActivity: x)`
        if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            let callee =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let callee, storing.contains(callee) { return .kept }
            if callee == "INShortcut" && argument.label?.text == "userActivity" { return .kept }
            return .unknown
        }
        // `let activity = x`: what the rest of the block does with `activity`.
        if followLocal, let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let block = enclosingBlock(binding)
        {
            return localUse(name, after: binding, in: block)
        }
        return .unknown
    }

    /// `a.b.userActivity = value` inside a sequence `[lhs, =, value]`: the assigned member's name.
    private static func assignedName(in sequence: ExprListSyntax, value: Syntax) -> String? {
        let elements = Array(sequence)
        guard elements.count == 3, elements[2].id == value.id, elements[1].is(AssignmentExprSyntax.self) else {
            return nil
        }
        if let member = elements[0].as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private static func enclosingBlock(_ node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let parent = current {
            if let block = parent.as(CodeBlockItemListSyntax.self) { return block }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The uses of a local after its declaration: made current if any use makes it current, kept
    /// if every use keeps it (or there is none), unknown otherwise.
    private static func localUse(
        _ name: String, after binding: PatternBindingSyntax, in block: CodeBlockItemListSyntax
    )
        -> ActivityUse
    {
        let start = binding.endPosition
        let references = NodeCollector<DeclReferenceExprSyntax>.collect(in: block).filter {
            $0.baseName.text == name && $0.position >= start
        }
        var result = ActivityUse.kept
        for reference in references {
            switch use(of: Syntax(reference), followLocal: false) {
            case .madeCurrent: return .madeCurrent
            case .unknown: result = .unknown
            case .kept: break
            }
        }
        return result
    }
}
