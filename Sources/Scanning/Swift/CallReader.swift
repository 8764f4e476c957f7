import SwiftSyntax

/// Reads the calls that matter: widget configurations and the SiriKit donation APIs.
package enum CallReader {
    package static let configurationNames: Set<String> = [
        "IntentConfiguration", "AppIntentConfiguration", "StaticConfiguration", "AppIntentControlConfiguration",
        "StaticControlConfiguration",
    ]

    /// The callee's type-like name: `X(…)`, `WidgetKit.X(…)`; nil otherwise.
    package static func typeCallee(_ call: FunctionCallExprSyntax) -> String? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), TypeText.isTypeLike(base.baseName.text),
            TypeText.isTypeLike(member.declName.baseName.text)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    package static func configuration(_ call: FunctionCallExprSyntax, context: SyntaxContext) -> ConfigurationFact? {
        guard let name = typeCallee(call), configurationNames.contains(name) else { return nil }
        let kind = IntentExpression.argument("kind", of: call)
        var intentType: String?
        if let intent = IntentExpression.argument("intent", of: call)?.as(MemberAccessExprSyntax.self),
            intent.declName.baseName.text == "self", let base = intent.base
        {
            intentType = TypeText.nominal(TypeText.plain(base))
        }
        let provider = IntentExpression.argument("provider", of: call).flatMap(MemberReader.calledType)
        let member = SyntaxContext.enclosingMember(call)
        var fact = ConfigurationFact(
            configuration: name, enclosingType: SyntaxContext.enclosingTypeName(call), enclosingMember: member?.name,
            kindLiteral: TypeText.stringLiteral(kind),
            kindExpression: kind.map { TypeText.oneLine(TypeText.source($0)) } ?? "",
            kindRecipe: kind.flatMap { StringRecipe.read($0) },
            intentType: intentType, providerType: provider,
            actionTypes: name.hasSuffix("ControlConfiguration")
                ? ActionArguments.types(in: call, intentType: intentType) : [],
            families: ComplicationReader.modifierFamilies(of: call),
            localAvailability: context.localAvailability(call),
            memberAvailability: member?.availability, typeAvailability: enclosingTypeAvailability(call),
            location: context.location(call), conditions: context.conditions(call))
        if fact.families.isEmpty { fact.familiesName = ComplicationReader.modifierFamiliesName(of: call) }
        return fact
    }

    /// The `@available` platforms of the nearest enclosing type declaration.
    package static func enclosingTypeAvailability(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.asProtocol(WithAttributesSyntax.self), SyntaxContext.declaredTypeName(parent) != nil {
                return SyntaxContext.availability(decl.attributes)
            }
            current = parent.parent
        }
        return nil
    }

    /// The donations a call makes: one, or one per element intent when the intent is a closure's
    /// parameter mapped over an array literal of intents (`MappedIntents`) or the call hands over a
    /// list of shortcuts the function builds (`ShortcutList`); none for other calls.
    package static func donations(_ call: FunctionCallExprSyntax, context: SyntaxContext) -> [DonationFact] {
        guard let fact = donation(call, context: context) else { return [] }
        guard fact.intent == nil, let elements = elementIntents(of: call, api: fact.api, context: context) else {
            return [fact]
        }
        return elements.map { element in
            var copy = fact
            copy.intent = element
            return copy
        }
    }

    /// The intents a donation call names one by one: the shortcuts of the list a `set…` call hands
    /// over, or the elements an intent argument is mapped over.
    private static func elementIntents(
        of call: FunctionCallExprSyntax, api: String, context: SyntaxContext
    ) -> [IntentReference]? {
        if api == "INVoiceShortcutCenter.setShortcutSuggestions"
            || api == "INRelevantShortcutStore.setRelevantShortcuts"
        {
            guard let list = call.arguments.first, list.label == nil else { return nil }
            return ShortcutList.intents(list.expression, memo: context.shortcutLists)
        }
        return intentArgument(of: call).flatMap(MappedIntents.elements)
    }

    /// The expression a donation call names its intent with (`intent:`, `shortcut:`, the `intent:`
    /// of an inline `INInteraction` receiver), through `INShortcut(intent:)` wrappers.
    private static func intentArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var expr = IntentExpression.argument("intent", of: call) ?? IntentExpression.argument("shortcut", of: call)
        if expr == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let receiver = IntentExpression.unwrapped(base).as(FunctionCallExprSyntax.self),
            typeCallee(receiver) == "INInteraction"
        {
            expr = IntentExpression.argument("intent", of: receiver)
        }
        while let current = expr, let inner = IntentExpression.unwrapped(current).as(FunctionCallExprSyntax.self),
            let name = typeCallee(inner), name == "INShortcut" || name == "INInteraction"
        {
            expr = IntentExpression.argument("intent", of: inner)
        }
        return expr
    }

    package static func donation(_ call: FunctionCallExprSyntax, context: SyntaxContext) -> DonationFact? {
        let api: String
        var intent: IntentReference?
        var requiresInteraction = false
        if let name = typeCallee(call) {
            switch name {
            case "INShortcut":
                api = "INShortcut"
                intent = IntentExpression.argument("intent", of: call).flatMap { IntentExpression.reference($0) }
            case "INRelevantShortcut":
                api = "INRelevantShortcut"
                intent = IntentExpression.argument("shortcut", of: call).flatMap { IntentExpression.reference($0) }
            case "INUIAddVoiceShortcutViewController":
                api = "INUIAddVoiceShortcutViewController"
                intent = IntentExpression.argument("shortcut", of: call).flatMap { IntentExpression.reference($0) }
            case "INUIAddVoiceShortcutButton":
                api = name
                intent = assignedShortcut(of: call).flatMap { IntentExpression.reference($0) }
            case "INUIEditVoiceShortcutViewController":
                api = name
            default:
                return nil
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            guard name == "donate" || name == "setShortcutSuggestions" || name == "setRelevantShortcuts" else {
                return nil
            }
            let baseText = TypeText.plain(base)
            switch name {
            case "setShortcutSuggestions" where baseText.contains("INVoiceShortcutCenter"):
                api = "INVoiceShortcutCenter.setShortcutSuggestions"
            case "setRelevantShortcuts" where baseText.contains("INRelevantShortcutStore"):
                api = "INRelevantShortcutStore.setRelevantShortcuts"
            case "donate" where baseText.contains("IntentDonationManager"):
                api = "IntentDonationManager.donate"
                intent = IntentExpression.argument("intent", of: call).flatMap { IntentExpression.reference($0) }
            case "donate":
                guard let interaction = interactionIntent(base) else { return nil }
                api = "INInteraction.donate"
                intent = interaction.intent
                requiresInteraction = interaction.unproven
            default:
                return nil
            }
        } else {
            return nil
        }
        var fact = DonationFact(
            api: api, intent: intent, enclosingType: SyntaxContext.enclosingTypeName(call),
            location: context.location(call), conditions: context.conditions(call))
        fact.requiresInteraction = requiresInteraction
        if api == "INInteraction.donate", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            let donated = IntentExpression.wrappedIntent(base),
            IntentExpression.unwrapped(donated).as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            fact.selfDonatingMethod = enclosingFunctionSignature(call)
        }
        if api == "INShortcut" {
            fact.carriesActivity = carriesActivity(ExprSyntax(call))
        } else if api == "INUIAddVoiceShortcutViewController" || api == "INRelevantShortcut" {
            fact.carriesActivity = IntentExpression.argument("shortcut", of: call).map(carriesActivity) ?? false
        }
        fact.phrase = phraseExpression(of: call, api: api).flatMap { PhraseReader.phrase(of: $0) }
        return fact
    }

    /// A call of a method on an intent (`intent.donate(id)`, `OrderIntent().donateNow()`), for matching
    /// with methods that donate `self`; nil for other calls.
    package static func intentMethodCall(_ call: FunctionCallExprSyntax, context: SyntaxContext) -> IntentMethodCall? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let receiver = IntentExpression.unwrapped(base)
        let plausible =
            IntentExpression.referencedName(receiver) != nil
            || receiver.as(FunctionCallExprSyntax.self).flatMap(typeCallee).map { $0.hasSuffix("Intent") } ?? false
        guard plausible, case .type(let name, let evidence)? = IntentExpression.reference(receiver),
            !DonationAssembly.unspecific.contains(name)
        else { return nil }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return IntentMethodCall(
            intent: .type(name, evidence: evidence), method: member.declName.baseName.text + "(" + labels + ")",
            enclosingType: SyntaxContext.enclosingTypeName(call), location: context.location(call),
            conditions: context.conditions(call))
    }

    /// `name(label:…)` of the function a node sits in; nil outside functions.
    private static func enclosingFunctionSignature(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                return function.name.text + "(" + labels + ")"
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether a shortcut is `INShortcut(userActivity:)`, inline or in a variable: it carries an
    /// activity, not an intent, so there is no intent to tell.
    private static func carriesActivity(_ expr: ExprSyntax) -> Bool {
        var value = IntentExpression.unwrapped(expr)
        if let name = IntentExpression.referencedName(value),
            case .variable(_, let initializer?, _)? = LocalLookup.declaration(of: name, at: value)
        {
            value = IntentExpression.unwrapped(initializer)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), typeCallee(call) == "INShortcut" else { return false }
        return IntentExpression.argument("userActivity", of: call) != nil
    }

    /// The expression whose variable may carry a `suggestedInvocationPhrase`.
    private static func phraseExpression(of call: FunctionCallExprSyntax, api: String) -> ExprSyntax? {
        switch api {
        case "INRelevantShortcut", "INUIAddVoiceShortcutViewController":
            return IntentExpression.argument("shortcut", of: call)
        case "INInteraction.donate":
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            return base
        default:
            return IntentExpression.argument("intent", of: call)
        }
    }

    /// For `let button = INUIAddVoiceShortcutButton(…)`: the `X` of a later `button.shortcut = X`
    /// in the same block.
    private static func assignedShortcut(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
            let item = declaration.parent?.as(CodeBlockItemSyntax.self),
            let items = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        var after = false
        for next in items {
            if next.id == item.id { after = true; continue }
            guard after,
                let sequence = next.item.as(SequenceExprSyntax.self)
                    ?? next.item.as(ExpressionStmtSyntax.self)?
                    .expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "shortcut",
                target.base.flatMap(IntentExpression.referencedName) == name
            else { continue }
            return elements[2]
        }
        return nil
    }

    /// When the receiver of `.donate` is an `INInteraction` (built inline, held in a variable, a
    /// parameter of that type, or handed out by a helper): the intent, nil when the code does not
    /// tell. `unproven` when only the helper's declared type (looked up across files) can tell
    /// that the receiver is an `INInteraction` at all.
    private static func interactionIntent(_ base: ExprSyntax) -> (intent: IntentReference?, unproven: Bool)? {
        let receiver = IntentExpression.unwrapped(base)
        if let call = receiver.as(FunctionCallExprSyntax.self), typeCallee(call) == "INInteraction" {
            return (IntentExpression.argument("intent", of: call).flatMap { IntentExpression.reference($0) }, false)
        }
        guard let name = IntentExpression.referencedName(receiver) else {
            // `INInteraction.syncAll().donate()`, `Shortcuts.interaction.donate()`.
            if case .helper? = IntentExpression.reference(receiver) {
                return (IntentExpression.reference(receiver), true)
            }
            return nil
        }
        switch LocalLookup.declaration(of: name, at: receiver) {
        case .variable(let type, let initializer, _)?:
            let annotated = type.map { TypeText.nominal(TypeText.plain($0)) == "INInteraction" } ?? false
            if let initializer {
                let value = IntentExpression.unwrapped(initializer)
                if let call = value.as(FunctionCallExprSyntax.self), typeCallee(call) == "INInteraction" {
                    return (
                        IntentExpression.argument("intent", of: call).flatMap { IntentExpression.reference($0) }, false
                    )
                }
                // `let i: INInteraction = .syncAll()`: a static member of the annotated type.
                if annotated, let call = value.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
                {
                    return (.helper(owner: "INInteraction", name: member.declName.baseName.text), false)
                }
                if case .helper? = IntentExpression.reference(value) {
                    return (IntentExpression.reference(value), !annotated)
                }
            }
            if annotated {
                // A property of the enclosing type declared `INInteraction`: its body tells.
                return (IntentExpression.reference(receiver), false)
            }
            return nil
        case .parameter(let type, _)?:
            return TypeText.nominal(TypeText.plain(type)) == "INInteraction" ? (nil, false) : nil
        default:
            return nil
        }
    }
}
