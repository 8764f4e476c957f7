import Model
import SwiftSyntax

/// Reads the calls of ClockKit complications and the families widgets serve: `CLKComplicationDescriptor`,
/// the widget migration configurations, and `.supportedFamilies([…])` on a widget configuration.
package enum ComplicationReader {
    package static let descriptorName = "CLKComplicationDescriptor"
    /// The migration configurations: static, SiriKit-intent (watchOS 9) and App Intent (watchOS 10).
    package static let migrationNames: Set<String> = [
        "CLKComplicationStaticWidgetMigrationConfiguration", "CLKComplicationIntentWidgetMigrationConfiguration",
        "CLKComplicationAppIntentWidgetMigrationConfiguration",
    ]
    /// Modifiers followed up a configuration call before giving up.
    package static let maximumModifiers = 32

    package static func call(_ call: FunctionCallExprSyntax, context: SyntaxContext) -> ComplicationCallFact? {
        guard let name = CallReader.typeCallee(call), name == descriptorName || migrationNames.contains(name) else {
            return nil
        }
        let key = name == descriptorName ? "identifier" : "kind"
        let written = IntentExpression.argument(key, of: call)
        return ComplicationCallFact(
            callee: name, enclosingType: SyntaxContext.enclosingTypeName(call),
            literal: TypeText.stringLiteral(written),
            expression: written.map { TypeText.oneLine(TypeText.source($0)) } ?? "",
            displayName: TypeText.stringLiteral(IntentExpression.argument("displayName", of: call)),
            intentType: IntentExpression.argument("intent", of: call).flatMap(MemberReader.calledType),
            families: IntentExpression.argument("supportedFamilies", of: call).map(families) ?? [],
            location: context.location(call), conditions: context.conditions(call))
    }

    /// The families `.supportedFamilies([…])` lists in the modifiers applied to a configuration call. Modifiers
    /// under a postfix `#if os(watchOS) .supportedFamilies([…]) #else … #endif` give the families of every
    /// clause, in order, without repeats (which clause a target compiles is the project's to say).
    package static func modifierFamilies(of call: FunctionCallExprSyntax) -> [String] {
        var current = ExprSyntax(call)
        for _ in 0..<maximumModifiers {
            if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                var found: [String] = []
                for clause in postfix.config.clauses {
                    guard case .postfixExpression(let chain)? = clause.elements else { continue }
                    for family in clauseFamilies(chain) where !found.contains(family) { found.append(family) }
                }
                if !found.isEmpty { return found }
                current = ExprSyntax(postfix)
                continue
            }
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let applied = member.parent?.as(FunctionCallExprSyntax.self),
                applied.calledExpression.id == member.id
            else { return [] }
            if member.declName.baseName.text == "supportedFamilies", let list = applied.arguments.first?.expression {
                return families(list)
            }
            current = ExprSyntax(applied)
        }
        return []
    }

    /// The families of `.supportedFamilies([…])` in one `#if` clause's chain of modifiers (`.a().supportedFamilies([…])`).
    private static func clauseFamilies(_ chain: ExprSyntax) -> [String] {
        var current: ExprSyntax? = chain
        for _ in 0..<maximumModifiers {
            guard let call = current?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return [] }
            if member.declName.baseName.text == "supportedFamilies", let list = call.arguments.first?.expression {
                return families(list)
            }
            current = member.base
        }
        return []
    }

    /// The dotted name `.supportedFamilies(…)` is given instead of a list (`Self.families`,
    /// `CountdownWidget.supportedFamilies`), among the modifiers applied to a configuration call.
    package static func modifierFamiliesName(of call: FunctionCallExprSyntax) -> String? {
        var current = ExprSyntax(call)
        for _ in 0..<maximumModifiers {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let applied = member.parent?.as(FunctionCallExprSyntax.self),
                applied.calledExpression.id == member.id
            else { return nil }
            if member.declName.baseName.text == "supportedFamilies", let argument = applied.arguments.first?.expression,
                !argument.is(ArrayExprSyntax.self)
            {
                let written = TypeText.oneLine(TypeText.source(argument))
                return written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? written : nil
            }
            current = ExprSyntax(applied)
        }
        return nil
    }

    /// `[.accessoryCircular, WidgetFamily.systemSmall]` → the case names; `CLKComplicationFamily.allCases`
    /// → `allCases` (every family); other forms give none.
    package static func families(_ expression: ExprSyntax) -> [String] {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases" {
            return ["allCases"]
        }
        guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
    }
}

/// A ClockKit call before names are resolved across files.
package struct ComplicationCallFact: Sendable, Codable {
    /// `CLKComplicationDescriptor` or one of the migration configurations.
    package var callee: String
    package var enclosingType: String?
    /// The identifier (descriptor) or kind (migration) when a string literal.
    package var literal: String?
    package var expression: String
    package var displayName: String?
    package var intentType: String?
    package var families: [String]
    package var location: SourceLocation
    package var conditions: CompilationConditions
}
