import Model
import SwiftSyntax

/// Where a node sits in one file: its location, the `#if` branches around it, the availability
/// gates around it and the type it belongs to. Everything is read by walking up the parents.
package struct SyntaxContext {
    package let path: String
    package let converter: SourceLocationConverter
    /// What the file's lists of shortcuts hold, worked out once (`ShortcutList`).
    package let shortcutLists = ShortcutList.Memo()
    /// Each `#if` clause's conditions, worked out once per `#if`: a declaration asks for those of
    /// every clause around it, and 3,000 declarations in 3,000 `#elseif`s would otherwise negate
    /// the earlier clauses again for each one.
    private let clauses = ClauseMemo()

    private final class ClauseMemo {
        var conditions: [SyntaxIdentifier: [String]] = [:]
    }

    package init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The location of the node's first token (after comments and whitespace).
    package func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(path: path, line: place.line, column: place.column)
    }

    /// The `#if` conditions around the node, outermost first. An `#else` branch gives the negation
    /// of every earlier clause; an `#elseif` gives those negations and its own condition.
    package func conditions(_ node: some SyntaxProtocol) -> CompilationConditions {
        var result: [[String]] = []
        var current = node.parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self) { result.append(conditions(ofClause: clause)) }
            current = node.parent
        }
        return result.reversed().flatMap { $0 }
    }

    /// Past this many distinct earlier clauses of one `#if`, the rest are not negated one by one:
    /// one marker stands for them, a condition the audit cannot evaluate, so a question about the
    /// build has no answer there ("cannot tell") instead of a list as long as the chain.
    package static let maximumEarlierClauses = 64

    /// One clause's conditions (the negation of every earlier clause, each written once, then its
    /// own), from the memo: the first clause of an `#if` asked for fills it for all its clauses.
    private func conditions(ofClause clause: IfConfigClauseSyntax) -> [String] {
        if let known = clauses.conditions[clause.id] { return known }
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else {
            return clause.condition.map { [TypeText.source($0)] } ?? []
        }
        clauses.conditions.merge(Self.conditions(ofEvery: list)) { old, _ in old }
        return clauses.conditions[clause.id] ?? []
    }

    /// The conditions of every clause of one `#if`, read in one pass over its clauses.
    package static func conditions(ofEvery clauses: IfConfigClauseListSyntax) -> [SyntaxIdentifier: [String]] {
        var result: [SyntaxIdentifier: [String]] = [:]
        var negations: [String] = []
        var seen: Set<String> = []
        var skipped = 0
        for clause in clauses {
            var own = negations
            if skipped > 0 { own.append("… the conditions of \(skipped) more earlier clauses, not read") }
            if let condition = clause.condition {
                own.append(TypeText.source(condition))
                let negated = negate(condition)
                if seen.count < maximumEarlierClauses {
                    if seen.insert(negated).inserted { negations.append(negated) }
                } else if !seen.contains(negated) {
                    skipped += 1
                }
            }
            result[clause.id] = own
        }
        return result
    }

    private static func negate(_ condition: ExprSyntax) -> String {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return TypeText.source(prefix.expression)
        }
        let simple = condition.is(DeclReferenceExprSyntax.self) || condition.is(FunctionCallExprSyntax.self)
        return simple ? "!" + TypeText.source(condition) : "!(" + TypeText.source(condition) + ")"
    }

    /// The innermost `if #available` / `guard #available` gate around the node inside its function
    /// or property (`iOS 17.0`); the `else` branch of `#unavailable` counts as available. A local
    /// `let config = AppIntentConfiguration(…)` sits under the gates of its code block, so only a
    /// member's (or a global's) binding ends the search, like a function or an accessor.
    package func localAvailability(_ node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || Self.isDeclarationBinding(parent)
            {
                return nil
            }
            if let ifExpr = parent.as(IfExprSyntax.self), let gate = Self.gate(ifExpr.conditions) {
                let inBody = ifExpr.body.id == child.id
                let inElse = ifExpr.elseBody.map { $0.id == child.id } ?? false
                if (inBody && gate.positive) || (inElse && !gate.positive) { return gate.platforms }
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                        let gate = Self.gate(guardStmt.conditions), gate.positive
                    {
                        return gate.platforms
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// A property's or global's binding, not a local one in a code block (`let x = …` inside a body).
    package static func isDeclarationBinding(_ node: Syntax) -> Bool {
        guard node.is(PatternBindingSyntax.self) else { return false }
        let variable = node.parent?.parent
        guard let item = variable?.parent?.as(CodeBlockItemSyntax.self) else { return true }
        return item.parent?.parent?.is(SourceFileSyntax.self) ?? true
    }

    /// The first `#available` / `#unavailable` condition of a list: its platforms (`iOS 17.0`) and
    /// whether the branch runs where they are available.
    package static func gate(_ conditions: ConditionElementListSyntax) -> (platforms: String, positive: Bool)? {
        for element in conditions {
            if case .availability(let availability) = element.condition {
                let platforms = Self.platforms(availability.availabilityArguments)
                guard !platforms.isEmpty else { return nil }
                return (platforms, availability.availabilityKeyword.tokenKind == .poundAvailable)
            }
        }
        return nil
    }

    /// `iOS 17.0, macOS 14.0` from an availability argument list; `*` and labels like `deprecated` dropped.
    package static func platforms(_ arguments: AvailabilityArgumentListSyntax) -> String {
        var parts: [String] = []
        var platformOnly: String?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let version):
                parts.append(TypeText.source(version))
            case .token(let token):
                if token.text != "*" && parts.isEmpty && platformOnly == nil { platformOnly = token.text }
            case .availabilityLabeledArgument(let labeled):
                if labeled.label.text == "introduced", let platform = platformOnly {
                    parts.append(platform + " " + TypeText.source(labeled.value))
                }
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The platforms of an `@available(…)` attribute in the list, nil when none names a version.
    package static func availability(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                TypeText.source(attribute.attributeName) == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            let platforms = platforms(arguments)
            if !platforms.isEmpty { return platforms }
        }
        return nil
    }

    /// Whether an `@available(…)` attribute marks the declaration `unavailable` (on any platform).
    package static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self),
                TypeText.source(attribute.attributeName) == "available",
                case .availability(let arguments)? = attribute.arguments
            else { return false }
            return arguments.contains {
                if case .token(let token) = $0.argument { return token.text == "unavailable" }
                return false
            }
        }
    }

    /// The qualified name of the type or extension the node is declared in (`Outer.Inner`), nil at file level.
    package static func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = declaredTypeName(parent) {
                names.append(name)
                if parent.is(ExtensionDeclSyntax.self) { break }
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// The name a type declaration or extension declares, nil for other nodes.
    package static func declaredTypeName(_ node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return TypeText.plain(decl.extendedType) }
        return nil
    }

    /// The function or property the node sits in, and its `@available` platforms; a local binding
    /// (`let config = …` in a body) is part of its member, not a member of its own.
    package static func enclosingMember(_ node: some SyntaxProtocol) -> (name: String, availability: String?)? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return (function.name.text, availability(function.attributes))
            }
            if let binding = parent.as(PatternBindingSyntax.self), isDeclarationBinding(parent),
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return (name, availability(variable.attributes))
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
