import Model
import SwiftSyntax

/// Where an activity builder's activity type comes from.
package enum ActivityTypeSource: Sendable, Hashable, Codable {
    case literal(String)
    /// A dotted constant name (`ActivityTypes.search`, `Kind.launch.rawValue`), looked up across files.
    case constant(String)
    /// `kind.rawValue` of a parameter whose type is an enum: each call's argument (`.compose`) tells.
    case parameterRawValue(position: Int, enumType: String)
}

/// A call as written, by shape: what it calls and its arguments' text, for matching builders.
package struct BuilderCallShape: Sendable, Hashable, Codable {
    /// The receiver as written (`NSUserActivity`, `ActivityManager.shared`, `self`); nil for `f(…)` and `.f(…)`.
    package var base: String?
    /// The member called; `init` for `NSUserActivity(…)`.
    package var name: String
    package var labels: [String]
    /// Each argument's text on one line, in order.
    package var arguments: [String]
    /// False for a property read (`NSUserActivity.launchActivity`).
    package var isCall: Bool
}

/// A member that hands out an `NSUserActivity`: a convenience initializer of `NSUserActivity`, or a
/// function or property declared `NSUserActivity`; and what its body does with that activity.
package struct ActivityBuilderFact: Sendable, Codable {
    /// The type or extension it is declared in (nil at file level).
    package var owner: String?
    package var name: String
    package var labels: [String]
    package var parameterTypes: [String]
    /// Which parameters have a default value (a call may leave them out).
    package var defaulted: [Bool] = []
    package var isStatic: Bool
    /// The Objective-C selectors it may be called by, when it is `@objc`.
    package var selectors: [String]
    /// `isEligibleForPrediction = true` on the activity it returns (true), `= false` (false), neither (nil).
    package var eligible: Bool?
    /// The activity type the body constructs it with.
    package var activityType: ActivityTypeSource?
    /// The call whose activity it returns, when the body builds it through another builder.
    package var returnedCall: BuilderCallShape?
    /// The member's declaration.
    package var location: SourceLocation
    /// For an initializer: its own bare `isEligibleForPrediction = true` (a donation site of its own).
    package var bareEligibleAt: SourceLocation?
    package var conditions: CompilationConditions = []
}

/// Reads activity builders out of declarations (one file at a time).
package enum ActivityBuilderReader {
    /// A function or computed property declared `NSUserActivity` (optional or not).
    package static func function(
        _ node: FunctionDeclSyntax, owner: String?, context: SyntaxContext
    ) -> ActivityBuilderFact? {
        guard let returnClause = node.signature.returnClause,
            TypeText.nominal(TypeText.plain(returnClause.type)) == "NSUserActivity", let body = node.body
        else { return nil }
        let parameters = node.signature.parameterClause.parameters
        var fact = ActivityBuilderFact(
            owner: owner, name: node.name.text, labels: parameters.map { $0.firstName.text },
            parameterTypes: parameters.map { TypeText.plain($0.type) },
            isStatic: node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            },
            selectors: selectors(node.attributes, name: node.name.text, labels: parameters.map { $0.firstName.text }),
            location: context.location(node.name), conditions: context.conditions(node))
        fact.defaulted = parameters.map { $0.defaultValue != nil }
        readReturned(body.statements, into: &fact)
        return fact
    }

    /// A property declared `NSUserActivity` with a getter.
    package static func property(
        _ node: VariableDeclSyntax, owner: String?, context: SyntaxContext
    ) -> [ActivityBuilderFact] {
        node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type, TypeText.nominal(TypeText.plain(type)) == "NSUserActivity",
                let getter = MemberReader.getterStatements(binding.accessorBlock)
            else { return nil }
            var fact = ActivityBuilderFact(
                owner: owner, name: name, labels: [], parameterTypes: [],
                isStatic: node.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                },
                selectors: selectors(node.attributes, name: name, labels: nil),
                location: context.location(binding.pattern), conditions: context.conditions(node))
            readReturned(getter, into: &fact)
            return fact
        }
    }

    /// A convenience initializer in an `NSUserActivity` extension.
    package static func initializer(
        _ node: InitializerDeclSyntax, owner: String?, context: SyntaxContext
    ) -> ActivityBuilderFact? {
        guard owner.map({ TypeText.lastComponent($0) }) == "NSUserActivity", let body = node.body else { return nil }
        let parameters = Array(node.signature.parameterClause.parameters)
        var fact = ActivityBuilderFact(
            owner: "NSUserActivity", name: "init", labels: parameters.map { $0.firstName.text },
            parameterTypes: parameters.map { TypeText.plain($0.type) }, isStatic: true,
            selectors: selectors(node.attributes, name: "init", labels: parameters.map { $0.firstName.text }),
            location: context.location(node.initKeyword), conditions: context.conditions(node))
        fact.defaulted = parameters.map { $0.defaultValue != nil }
        let finder = AssignmentFinder(property: nil, viewMode: .sourceAccurate)
        finder.walk(body)
        for (target, value) in finder.found {
            let isSelf = target.as(DeclReferenceExprSyntax.self)?.baseName.text == "isEligibleForPrediction"
            let isSelfMember =
                target.as(MemberAccessExprSyntax.self).map {
                    $0.declName.baseName.text == "isEligibleForPrediction" && $0.base.map(TypeText.source) == "self"
                } ?? false
            guard isSelf || isSelfMember else { continue }
            fact.eligible = TypeText.boolLiteral(value) != false
            if isSelf, fact.eligible == true { fact.bareEligibleAt = context.location(target) }
        }
        // `self.init(activityType: X)`.
        let calls = NodeCollector<FunctionCallExprSyntax>.collect(in: Syntax(body))
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "init",
                member.base.map(TypeText.source) == "self",
                let argument = IntentExpression.argument("activityType", of: call)
            else { continue }
            fact.activityType = typeSource(argument, parameters: parameters)
        }
        return fact
    }

    /// What the body returns: the activity it constructs (`NSUserActivity(activityType:)`, then
    /// set eligible or not), or the call of another builder whose activity it hands on.
    private static func readReturned(_ statements: CodeBlockItemListSyntax, into fact: inout ActivityBuilderFact) {
        guard let returned = returnedExpression(statements) else { return }
        var value = IntentExpression.unwrapped(returned)
        var variable: (name: String, node: Syntax)?
        if let name = IntentExpression.referencedName(value),
            case .variable(_, let initializer?, let node)? = LocalLookup.declaration(of: name, at: value)
        {
            variable = (name, node)
            value = IntentExpression.unwrapped(initializer)
        }
        if let call = value.as(FunctionCallExprSyntax.self), CallReader.typeCallee(call) == "NSUserActivity",
            let argument = IntentExpression.argument("activityType", of: call)
        {
            fact.activityType = typeSource(argument, parameters: [])
        } else {
            fact.returnedCall = shape(value)
        }
        guard let variable else { return }
        let finder = AssignmentFinder(property: "isEligibleForPrediction", viewMode: .sourceAccurate)
        finder.walk(statements)
        for (target, setting) in finder.found
        where IntentExpression.referencedName(IntentExpression.unwrapped(target)) == variable.name {
            guard LocalLookup.declaration(of: variable.name, at: target)?.node?.id == variable.node.id else { continue }
            fact.eligible = TypeText.boolLiteral(setting) != false
        }
    }

    /// The first non-nil value the body returns (its one expression, or its first `return`).
    private static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return only }
        for item in statements {
            if let returnStmt = item.item.as(ReturnStmtSyntax.self), let value = returnStmt.expression,
                !value.is(NilLiteralExprSyntax.self)
            {
                return value
            }
        }
        return nil
    }

    /// The shape of a call or property read, for matching it with builders later.
    package static func shape(_ expr: ExprSyntax) -> BuilderCallShape? {
        let expr = IntentExpression.unwrapped(expr)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let arguments = call.arguments.map { TypeText.oneLine(TypeText.source($0.expression)) }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return TypeText.isTypeLike(name)
                    ? BuilderCallShape(base: name, name: "init", labels: labels, arguments: arguments, isCall: true)
                    : BuilderCallShape(base: nil, name: name, labels: labels, arguments: arguments, isCall: true)
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            let base = member.base.map { TypeText.oneLine(TypeText.source($0)) }
            return BuilderCallShape(
                base: base, name: member.declName.baseName.text, labels: labels,
                arguments: arguments, isCall: true)
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        return BuilderCallShape(
            base: member.base.map { TypeText.oneLine(TypeText.source($0)) },
            name: member.declName.baseName.text, labels: [], arguments: [], isCall: false)
    }

    /// A literal, a parameter's `rawValue`, or a dotted constant.
    private static func typeSource(_ expr: ExprSyntax, parameters: [FunctionParameterSyntax]) -> ActivityTypeSource? {
        if let literal = TypeText.stringLiteral(expr) { return .literal(literal) }
        guard let dotted = MemberReader.dottedName(expr) else { return nil }
        let parts = dotted.split(separator: ".").map(String.init)
        if parts.count == 2, parts[1] == "rawValue",
            let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == parts[0] }),
            let enumType = TypeText.nominal(TypeText.plain(parameters[position].type))
        {
            return .parameterRawValue(position: position, enumType: enumType)
        }
        return .constant(dotted)
    }

    /// The Objective-C selectors of an `@objc` member: the one `@objc(name:)` gives, or the ones
    /// Swift derives (`openActivity(for:)` → `openActivityFor:`; with `With` for other labels).
    private static func selectors(_ attributes: AttributeListSyntax, name: String, labels: [String]?) -> [String] {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), TypeText.source(attribute.attributeName) == "objc"
            else { continue }
            if case .objCName(let pieces)? = attribute.arguments {
                return [pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()]
            }
            guard let labels else { return [name] }
            guard let first = labels.first else { return [name == "init" ? "init" : name] }
            let rest = labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
            if first == "_" { return [name + ":" + rest] }
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            let base = name == "init" ? "initWith" : name
            return [base + capitalized + ":" + rest, name + "With" + capitalized + ":" + rest]
        }
        return []
    }
}
