import SwiftSyntax

/// The intents a control's template runs: `ControlWidgetButton(action: X())`,
/// `ControlWidgetToggle(…, action: X())`, read inside one configuration call. An
/// `AppIntentControlConfiguration`'s template that runs the configuration it is handed
/// (`{ configuration in ControlWidgetButton(action: configuration) … }`) runs its `intent:` type.
package enum ActionArguments {
    /// More `action:` arguments than this in one configuration are not recorded.
    package static let maximum = 32

    /// `intentType`: the configuration's `intent: X.self`, what its template's parameter holds.
    package static func types(in call: FunctionCallExprSyntax, intentType: String? = nil) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        if let intentType, let closure = call.trailingClosure, let names = closure.signature?.parameterClause {
            switch names {
            case .simpleInput(let list): finder.configuration = list.first.map { ($0.name.text, intentType) }
            case .parameterClause(let clause):
                finder.configuration = clause.parameters.first.map { ($0.firstName.text, intentType) }
            }
        }
        finder.walk(call)
        return Array(Set(finder.found)).sorted()
    }

    private final class Finder: SyntaxVisitor {
        var found: [String] = []
        /// The template's parameter and the intent type it holds.
        var configuration: (name: String, type: String)?

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.label?.text == "action", found.count < ActionArguments.maximum else { return .visitChildren }
            if let type = MemberReader.calledType(node.expression) {
                found.append(type)
            } else if let configuration, let reference = node.expression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text == configuration.name
            {
                found.append(configuration.type)
            }
            return .visitChildren
        }
    }
}
