import Model
import SwiftSyntax

/// Follows `NSUserActivity` objects through one file: an activity set up for prediction
/// (`isEligibleForPrediction = true`, or a `suggestedInvocationPhrase`) is a donation; an
/// explicit `isEligibleForPrediction = false` is not. `suggestedInvocationPhrase` on anything
/// that is not known to be an activity (an `INIntent` has one too) is ignored.
package struct ActivityTracker {
    /// One activity object and what the code set on it.
    private struct Activity {
        var order: Int
        var location: SourceLocation
        var activityType: String?
        var activityTypeConstant: String?
        var enclosingType: String?
        var conditions: CompilationConditions
        var eligible = false
        var phrase = false
        var disabled = false
    }

    private var activities: [String: Activity] = [:]

    /// Looks at one `a.b = c` sequence.
    package mutating func record(_ sequence: SequenceExprSyntax, context: SyntaxContext) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base
        else { return }
        let property = target.declName.baseName.text
        guard property == "isEligibleForPrediction" || property == "suggestedInvocationPhrase" else { return }
        let value = elements.count == 3 ? elements[2] : nil
        guard let (key, construction) = identity(of: base, property: property, at: sequence) else { return }
        var activity =
            activities[key]
            ?? Activity(
                order: activities.count, location: context.location(construction.map(Syntax.init) ?? Syntax(sequence)),
                enclosingType: SyntaxContext.enclosingTypeName(sequence), conditions: context.conditions(sequence))
        if let construction, let typeArgument = IntentExpression.argument("activityType", of: construction) {
            activity.activityType = TypeText.stringLiteral(typeArgument)
            if activity.activityType == nil {
                activity.activityTypeConstant = TypeText.oneLine(TypeText.source(typeArgument))
            }
        }
        if property == "isEligibleForPrediction" {
            if TypeText.boolLiteral(value) == false { activity.disabled = true } else { activity.eligible = true }
        } else if value?.is(NilLiteralExprSyntax.self) != true {
            activity.phrase = true
        }
        activities[key] = activity
    }

    /// The activities that are donations, in the order they were first seen.
    package func donations() -> [DonationFact] {
        activities.values.sorted { $0.order < $1.order }
            .filter { !$0.disabled && ($0.eligible || $0.phrase) }
            .map { activity in
                DonationFact(
                    api: "NSUserActivity.prediction", intent: nil, activityType: activity.activityType,
                    activityTypeConstant: activity.activityTypeConstant, enclosingType: activity.enclosingType,
                    location: activity.location, conditions: activity.conditions)
            }
    }

    /// A key naming the activity object, and its `NSUserActivity(…)` initializer when the file shows it.
    /// Nil when the receiver is not known to be an activity and the property does not tell either.
    private func identity(
        of base: ExprSyntax, property: String, at node: SequenceExprSyntax
    )
        -> (String, FunctionCallExprSyntax?)?
    {
        let receiver = IntentExpression.unwrapped(base)
        let scope = SyntaxContext.enclosingMember(node)?.name ?? ""
        let onlyOnActivities = property == "isEligibleForPrediction"
        if let name = IntentExpression.referencedName(receiver) {
            switch LocalLookup.declaration(of: name, at: receiver) {
            case .variable(let type, let initializer, let declaration)?:
                let construction = initializer.flatMap(Self.construction)
                let annotated = type.map { TypeText.nominal(TypeText.plain($0)) == "NSUserActivity" } ?? false
                guard construction != nil || annotated || onlyOnActivities else { return nil }
                return ("decl:\(declaration.id)", construction)
            case .parameter(let type, let declaration)?:
                guard TypeText.nominal(TypeText.plain(type)) == "NSUserActivity" || onlyOnActivities else { return nil }
                return ("decl:\(declaration.id)", nil)
            case .unknown?:
                return onlyOnActivities ? ("name:\(scope):\(name)", nil) : nil
            case nil:
                // UIResponder's / NSResponder's own `userActivity`.
                guard name == "userActivity" || onlyOnActivities else { return nil }
                return ("name:\(scope):\(name)", nil)
            }
        }
        if let member = receiver.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "userActivity" {
            return ("name:\(scope):\(TypeText.plain(member))", nil)
        }
        if let construction = Self.construction(receiver) { return ("call:\(construction.id)", construction) }
        return onlyOnActivities ? ("expr:\(scope):\(TypeText.plain(receiver))", nil) : nil
    }

    private static func construction(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = IntentExpression.unwrapped(expr).as(FunctionCallExprSyntax.self),
            CallReader.typeCallee(call) == "NSUserActivity"
        else { return nil }
        return call
    }
}
