import SwiftSyntax

/// Turns a function or property declaration into `FunctionFacts` / `PropertyFacts`, reading the
/// bodies of the members whose contents matter.
package enum MemberReader {
    /// Return types of functions that may hand out a handler for any intent.
    package static let anyReturnTypes: Set<String> = ["Any?", "AnyObject?", "Any", "NSObject?", "(any Any)?"]

    package static func function(_ node: FunctionDeclSyntax, owner: String?, context: SyntaxContext) -> FunctionFacts {
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        let types = parameters.map { TypeText.plain($0.type) }
        let returnType = node.signature.returnClause.map { TypeText.plain($0.type) }
        var facts = FunctionFacts(
            name: node.name.text, labels: labels, parameterTypes: types, returnType: returnType,
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            isStatic: node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            },
            location: context.location(node.name), conditions: context.conditions(node),
            availability: SyntaxContext.availability(node.attributes))
        guard let body = node.body else { return facts }
        if isDispatcher(facts) {
            facts.dispatches = DispatchReader.dispatches(in: node, dispatcher: owner, context: context)
        } else if DispatchReader.isContinuation(name: facts.name, labels: labels) {
            facts.dispatches = DispatchReader.continuations(in: node, context: context)
        }
        if facts.name == "placeholder" && labels == ["in"] {
            facts.placeholderWork = BodyReader.placeholderWork(body)
        }
        if facts.name == "perform" && labels.isEmpty {
            facts.performIsPlaceholder = BodyReader.isPlaceholderPerform(body)
            facts.performIsNotPorted = BodyReader.isNotPortedPerform(body)
            facts.bodyCalls = BodyCalls.names(in: body)
        }
        if facts.name == "handle" && labels.first == "intent" {
            facts.bodyCalls = BodyCalls.names(in: body)
            facts.answersContinueInApp = NodeCollector<MemberAccessExprSyntax>.collect(in: body).contains {
                $0.declName.baseName.text == "continueInApp"
            }
        }
        if facts.name == "confirm" && labels.first == "intent" {
            facts.confirmIsTrivial = ConfirmReader.isTrivial(body, parameters: parameters)
        }
        if ReturnedIntents.isWrapper(returnType) {
            facts.builtIntents = ReturnedIntents.intents(in: body.statements, context: context)
        }
        if returnType?.contains("Configuration") ?? false {
            facts.references = BodyReader.references(body, context: context)
        }
        return facts
    }

    /// `handler(for:)`, `application(_:handlerFor:)`, or a function returning `Any?` that takes an `INIntent`.
    package static func isDispatcher(_ function: FunctionFacts) -> Bool {
        let takesIntent = function.parameterTypes.contains {
            $0.hasSuffix("INIntent") && TypeText.nominal($0) == "INIntent"
        }
        if function.name == "handler" && function.labels == ["for"] { return takesIntent }
        if function.name == "application" && function.labels.contains("handlerFor") { return true }
        return takesIntent && anyReturnTypes.contains(function.returnType ?? "")
    }

    package static func properties(_ node: VariableDeclSyntax, context: SyntaxContext) -> [PropertyFacts] {
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let availability = SyntaxContext.availability(node.attributes)
        return node.bindings.compactMap { binding -> PropertyFacts? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let annotation = binding.typeAnnotation.map { TypeText.plain($0.type) }
            let initializer = binding.initializer?.value
            let getter = getterStatements(binding.accessorBlock)
            let single = getter.flatMap(singleExpression) ?? initializer
            var facts = PropertyFacts(
                name: name, isStatic: isStatic, typeAnnotation: annotation,
                initializer: initializer.flatMap(dottedName),
                initializerType: initializer.flatMap(calledType),
                stringValue: TypeText.stringLiteral(single), textValue: leadingText(single),
                boolValue: TypeText.boolLiteral(single),
                location: context.location(binding.pattern), conditions: context.conditions(node),
                availability: availability)
            facts.parameter = AppIntentReader.parameter(node, binding: binding, name: name, context: context)
            if annotation?.contains("WidgetFamily") == true, let single {
                facts.families = ComplicationReader.families(single)
            }
            if isStatic, name == "title" || name == "description", let single {
                facts.writtenValue = TypeText.oneLine(TypeText.source(single))
            }
            if let initializer, initializer.is(FunctionCallExprSyntax.self),
                case .literal(let text)? = PhraseReader.value(initializer)
            {
                facts.localizedText = text
            }
            if ReturnedIntents.isWrapper(annotation) {
                if let getter {
                    facts.builtIntents = ReturnedIntents.intents(in: getter, context: context)
                } else if let initializer, let reference = IntentExpression.reference(initializer) {
                    facts.builtIntents = [
                        BuiltIntent(reference: reference, phrase: nil, location: context.location(initializer))
                    ]
                }
            }
            let body: Syntax? = binding.accessorBlock.map(Syntax.init) ?? initializer.map(Syntax.init)
            guard let body else { return facts }
            switch name {
            case "parameterSummary":
                facts.summary = AppIntentReader.summary(body, location: facts.location)
            case "deprecation":
                facts.replacedBy = AppIntentReader.replacedBy(body)
            case "appShortcuts":
                facts.shortcutIntents = AppIntentReader.shortcutIntents(body)
                facts.shortcutPhrases = AppIntentReader.shortcutPhrases(body)
                facts.appShortcuts = AppShortcutReader.entries(body, context: context)
            case "includedPackages":
                facts.includedPackages = AppShortcutReader.metatypes(body)
            case _ where annotation == "some Widget" || (name == "body" && annotation?.hasSuffix("Widget") ?? false):
                // `var body: some Widget`: a `WidgetBundle`'s list (or another list its body returns).
                if let getter { facts.bundleListings = BundleListings.read(getter) }
            default:
                if annotation?.contains("Configuration") ?? false {
                    facts.references = BodyReader.references(body, context: context)
                }
            }
            return facts
        }
    }

    /// The string literal a call's first argument is (`IntentDescription("Runs it")`), nil otherwise.
    ///
    /// A `LocalizedStringResource("key", defaultValue: "Text")` (or `.init(…)`) gives its default
    /// value, the text a reader sees, not its key; `IntentDescription(.init(…))` looks inside.
    package static func leadingText(_ expr: ExprSyntax?, depth: Int = 0) -> String? {
        guard depth < 3, let call = expr?.as(FunctionCallExprSyntax.self), let first = call.arguments.first else {
            return nil
        }
        if let fallback = call.arguments.first(where: { $0.label?.text == "defaultValue" }),
            let text = TypeText.stringLiteral(fallback.expression)
        {
            return text
        }
        if first.label == nil, first.expression.is(FunctionCallExprSyntax.self) {
            return leadingText(first.expression, depth: depth + 1)
        }
        return TypeText.stringLiteral(first.expression)
    }

    /// The statements of a computed property's getter.
    package static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// The expression of a body that is one expression or one `return`.
    package static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        if let returnStmt = only.item.as(ReturnStmtSyntax.self) { return returnStmt.expression }
        return only.item.as(ExprSyntax.self)
    }

    /// `a`, `A.b`, `A.B.c` (names only, no calls) as written; nil for anything else.
    package static func dottedName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            let prefix = dottedName(base)
        else { return nil }
        return prefix + "." + member.declName.baseName.text
    }

    /// `X(…)` / `X.init(…)` / `X<T>(…)` → `X`.
    package static func calledType(_ expr: ExprSyntax) -> String? {
        guard let call = IntentExpression.unwrapped(expr).as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return TypeText.isTypeLike(name) ? name : nil
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "init" { return TypeText.nominal(TypeText.plain(base)) }
            if TypeText.isTypeLike(member.declName.baseName.text) { return member.declName.baseName.text }
        }
        return nil
    }
}
