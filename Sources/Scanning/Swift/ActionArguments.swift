import SwiftSyntax

/// The intents a control's template runs: `ControlWidgetButton(action: X())`,
/// `ControlWidgetToggle(…, action: X())`, read inside one configuration call.
package enum ActionArguments {
    /// More `action:` arguments than this in one configuration are not recorded.
    package static let maximum = 32

    package static func types(in call: FunctionCallExprSyntax) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(call)
        return Array(Set(finder.found)).sorted()
    }

    private final class Finder: SyntaxVisitor {
        var found: [String] = []

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label?.text == "action", found.count < ActionArguments.maximum,
                let type = MemberReader.calledType(node.expression)
            {
                found.append(type)
            }
            return .visitChildren
        }
    }
}
