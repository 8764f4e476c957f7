import Model
import SwiftSyntax

/// The calls a `perform()` or `handle(intent:)` body makes, as written: `RoutineRunner.start`
/// (a member of a capitalised name), `AuthController.refresh` (a member reached through one of its
/// instances, `AuthController.shared.refresh()`), `sync` (a member of a value: `store.sync()`),
/// `Exporter` (an initializer or a free function). Each call is also kept with its argument labels
/// (`AuthController.refresh(force:)`, `sync()`): the same function called with other arguments
/// often does other work (a forced refresh against a cached read), and when every action calls the
/// plain name only the labelled one tells them apart. `AppCalls` later keeps those the tree
/// declares, so a legacy handler and an App Intent doing the same work can be told apart from ones
/// that only share words.
package final class BodyCalls: SyntaxVisitor {
    /// Enough to show what a body does; a generated body can be huge.
    package static let limit = 128
    private(set) var names: [String] = []

    package static func names(in body: CodeBlockSyntax) -> [String] {
        let reader = BodyCalls(viewMode: .sourceAccurate)
        reader.walk(body)
        return reader.names
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.name(node.calledExpression) {
            let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            for form in [name, name + "(" + labels + ")"] where !names.contains(form) && names.count < Self.limit {
                names.append(form)
            }
        }
        return .visitChildren
    }

    private static func name(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        if let owner = capitalised(base) { return owner + "." + method }
        // `AuthController.shared.refresh()`: one of the type's instances, reached through a static member.
        if let instance = base.as(MemberAccessExprSyntax.self), let inner = instance.base,
            let owner = capitalised(inner)
        {
            return owner + "." + method
        }
        return method
    }

    private static func capitalised(_ expr: ExprSyntax) -> String? {
        guard let owner = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, owner.first?.isUppercase ?? false
        else { return nil }
        return owner
    }
}

/// Keeps the calls of `BodyCalls` that name what the app declares: a type (`Exporter`), a member of
/// a declared type (`RoutineRunner.start`), or a function some declared type or the file level
/// defines (`sync`). Framework names (`completion`, `.result`, `URL`) fall out.
package enum AppCalls {
    /// Framework types both bodies often call: never the app's own work, and a needle for them
    /// would make the second pass parse nearly every skipped file.
    static let frameworkTypes: Set<String> = [
        "Date", "URL", "UUID", "String", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Data", "Task",
        "DispatchQueue", "NotificationCenter", "UserDefaults", "FileManager", "Bundle", "NSLocalizedString",
        "Logger", "IntentDialog", "INInteraction", "NSUserActivity", "NSError", "Error", "Result", "Void",
        "TimeInterval", "Calendar", "DateComponents", "Measurement", "Decimal", "NSNumber", "IntentResult",
        "WidgetCenter", "MainActor", "String.localizedStringWithFormat", "Locale", "TimeZone", "CGFloat",
    ]

    /// Capitalised names a `handle` body and a `perform()` body both call (`RoutineRunner`): their
    /// files may pass no pre-filter keyword, and must be read to know the app declares them.
    package static func sharedTypes(_ files: [SwiftFileFacts]) -> Set<String> {
        var handled: Set<String> = []
        var performed: Set<String> = []
        for file in files {
            for type in file.types + [file.globals] {
                for function in type.functions where !function.bodyCalls.isEmpty {
                    let bases = function.bodyCalls.compactMap { name -> String? in
                        let base = String(CallName.plain(name).split(separator: ".").first ?? "")
                        return base.first?.isUppercase ?? false ? base : nil
                    }
                    if function.name == "perform" { performed.formUnion(bases) } else { handled.formUnion(bases) }
                }
            }
        }
        return handled.intersection(performed).subtracting(frameworkTypes)
    }

    package static func filter(_ names: [String], index: SwiftTypeIndex) -> [String] {
        names.filter { name in
            let parts = CallName.plain(name).split(separator: ".").map(String.init)
            // Declared here, not only extended: `extension String` does not make String the app's.
            if parts.count == 2 { return index.groups[parts[0]]?.declaration != nil }
            return index.groups[parts[0]]?.declaration != nil || index.functionNames.contains(parts[0])
        }
    }
}
