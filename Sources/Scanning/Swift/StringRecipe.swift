import SwiftSyntax

/// How a string expression is put together, as a reader follows it without running code: a
/// widget's `kind:` argument written as a literal, a constant, an interpolation of constants or a
/// `String` extension applied to one of them (`"LockScreen".legacyKindName`).
package indirect enum StringRecipe: Sendable, Hashable, Codable {
    case literal(String)
    /// A dotted name (`kind`, `Self.kind`, `WidgetKinds.steps`, `Kind.steps.rawValue`), resolved
    /// through the type index's constants.
    case name(String)
    /// Parts joined: `"\(prefix)Widget"`, `prefix + "Widget"`.
    case joined([StringRecipe])
    /// A `String` extension's property or argument-less method applied to a base (`base.legacyKindName`).
    case transformed(StringRecipe, String)
    /// `self` inside a `String` extension.
    case this

    /// The recipe of an expression, nil when it is something a reader cannot follow without running
    /// code (a call with arguments, a ternary, a subscript).
    package static func read(_ expression: ExprSyntax, depth: Int = 0) -> StringRecipe? {
        guard depth < 16 else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return read(literal, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return .this }
            return reference.argumentNames == nil ? .name(name) : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return read(member, depth: depth) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, let recipe = read(base, depth: depth + 1), !isDottedName(base)
        {
            // `"x".legacyKind()`: an argument-less method of a string value.
            return .transformed(recipe, member.declName.baseName.text)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return read(only.expression, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return read(sequence, depth: depth) }
        return nil
    }

    private static func read(_ literal: StringLiteralExprSyntax, depth: Int) -> StringRecipe? {
        var parts: [StringRecipe] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                parts.append(.literal(text.content.text))
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil, let part = read(only.expression, depth: depth + 1)
                else { return nil }
                parts.append(part)
            }
        }
        return merging(parts)
    }

    /// `A.b` is a constant's name when its base is a dotted name; on any other base (a literal, an
    /// interpolation, `self`) the member is a `String` extension applied to the base's value.
    private static func read(_ member: MemberAccessExprSyntax, depth: Int) -> StringRecipe? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        if isDottedName(base) {
            return .name(TypeText.oneLine(TypeText.source(member)))
        }
        guard let recipe = read(base, depth: depth + 1) else { return nil }
        return .transformed(recipe, name)
    }

    /// `prefix + "Widget" + suffix`: only `+` between the parts.
    private static func read(_ sequence: SequenceExprSyntax, depth: Int) -> StringRecipe? {
        var parts: [StringRecipe] = []
        for (position, element) in sequence.elements.enumerated() {
            if position % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            guard let part = read(element, depth: depth + 1) else { return nil }
            parts.append(part)
        }
        return merging(parts)
    }

    /// Adjacent literals merged; one part is itself.
    private static func merging(_ parts: [StringRecipe]) -> StringRecipe {
        var merged: [StringRecipe] = []
        for part in parts {
            if case .literal(let text) = part, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + text)
            } else {
                merged.append(part)
            }
        }
        if merged.count == 1 { return merged[0] }
        return merged.isEmpty ? .literal("") : .joined(merged)
    }

    /// `kind`, `Self.kind`, `WidgetKinds.steps.rawValue`: names joined by dots, no calls or literals.
    private static func isDottedName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text != "self"
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isDottedName(base) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        }
        return false
    }

    /// The names a recipe needs resolved: constants and the transforms it applies.
    package var names: [String] {
        switch self {
        case .literal, .this: []
        case .name(let name): [name]
        case .joined(let parts): parts.flatMap(\.names)
        case .transformed(let base, let transform): base.names + [transform]
        }
    }

    /// The last component of a plain name (`legacyKindName` of `Kinds.steps.legacyKindName`).
    package var lastName: String {
        guard case .name(let name) = self else { return "" }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether the recipe is a plain name (already handled by the constant lookup).
    package var isPlainName: Bool {
        if case .name = self { return true }
        return false
    }
}
