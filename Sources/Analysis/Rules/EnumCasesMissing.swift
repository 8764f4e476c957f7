import Model

/// IA302: the `AppEnum` that replaces a legacy enum lacks some of its case names.
package struct EnumCasesMissing: Rule {
    package let id = RuleID.enumCasesMissing
    package let title = "AppEnum lacks legacy enum cases"
    package let severity = Severity.warning
    package let step = 3
    package let effort = EffortScale.mechanical
    package let explanation = """
        How the system maps a stored SiriKit enum value to an AppEnum case is not documented; keeping the \
        INEnumValueName case identifiers (without `unknown`) is the only safe mapping. A legacy case with no \
        AppEnum case of the same name leaves every widget or shortcut set to it without a value.
        """
    package let fix = "Add the missing cases to the AppEnum with the legacy names (display names can change)."

    package func check(_ context: RuleContext) -> [Finding] {
        context.linksWithCounterpart.flatMap { link, _ in
            link.parameters.compactMap { match -> Finding? in
                guard !match.missingEnumCases.isEmpty, let legacy = match.legacy,
                    let declaration = match.typeDeclaration
                else { return nil }
                let cases = match.missingEnumCases.joined(separator: ", ")
                return finding(
                    intent: link.className, key: legacy.name, at: declaration.location,
                    "\(declaration.name) (for \(link.className).\(legacy.name)) lacks the legacy case(s) \(cases)",
                    fix: "Add `case \(match.missingEnumCases.joined(separator: ", "))` to \(declaration.name).")
            }
        }
    }
}

extension RuleID {
    package static let enumCasesMissing: RuleID = "IA302"
}
