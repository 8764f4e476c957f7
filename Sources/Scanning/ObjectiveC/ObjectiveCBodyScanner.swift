import Model

/// Reads one method or function body, in order, for donations and for `handlerForIntent:` dispatch.
///
/// It follows local variables far enough to tie a donation to its intent: `OrderSoupIntent *intent`,
/// `x = [[OrderSoupIntent alloc] init]`, `INInteraction *i = [[INInteraction alloc] initWithIntent:x …]`,
/// and the method's own parameters (`(OrderSoupIntent *)intent`).
package struct ObjectiveCBodyScanner {
    /// The method whose body is read; nil for a C function or a block at file level.
    package struct MethodContext: Sendable {
        package var className: String
        package var selector: String
        /// Argument names and the classes their types name.
        package var parameters: [String: String]
        /// The argument names in order (empty for an unnamed one).
        package var argumentNames: [String] = []
    }

    /// An intent a careful reader can tell from the code, and how it was told.
    package struct IntentEvidence: Sendable {
        package var intent: String
        /// `initializer`, `variable`, `parameter-type`.
        package var evidence: String
        /// The `suggestedInvocationPhrase` the body gave the intent's variable (a string literal).
        package var phrase: String? = nil
    }

    /// What the body knows of a local variable (or a `self.x` chain): the class it holds.
    private struct Variable {
        var type: String
        var fromParameter: Bool
        var activityType: String?
    }

    package let stream: TokenStream
    package let method: MethodContext?
    /// Swift activity factories Objective-C may call, by selector.
    package let factories: [String: ActivityFactory]
    private var variables: [String: Variable] = [:]
    private var interactions: [String: IntentEvidence?] = [:]
    private var predictedActivities: Set<String> = []
    /// `intent.suggestedInvocationPhrase = @"…"` on intent variables: the phrase, by variable.
    private var phrases: [String: String] = [:]
    private var pendingDispatch: [Int] = []
    /// In a dispatch method: `handler = X` after `isKindOfClass:` tests, per variable: the tested intents and the handler.
    private var dispatchAssignments: [String: [(tested: [Int], handler: String?)]] = [:]
    /// Interactions built from one of the method's own arguments (`initWithIntent:intent` where the
    /// method takes `(INIntent *)intent`): interaction → the argument's position.
    private var interactionArguments: [String: Int] = [:]
    private(set) var donations: [Donation] = []
    private(set) var dispatches: [HandlerDispatch] = []
    /// Donations whose intent the method's callers pass.
    private(set) var wrappers: [ObjectiveCFileFacts.DonationWrapper] = []
    /// Concrete intents passed as message arguments: where a wrapper's callers tell its intent.
    private(set) var intentArguments: [ObjectiveCFileFacts.IntentArgument] = []

    private init(stream: TokenStream, method: MethodContext?, factories: [String: ActivityFactory]) {
        self.stream = stream
        self.method = method
        self.factories = factories
        for (name, type) in method?.parameters ?? [:] { variables[name] = Variable(type: type, fromParameter: true) }
    }

    package static func scan(
        _ stream: TokenStream, range: Range<Int>, method: MethodContext?, factories: [String: ActivityFactory] = [:]
    ) -> ObjectiveCBodyScanner {
        var scanner = ObjectiveCBodyScanner(stream: stream, method: method, factories: factories)
        for index in range { scanner.visit(index, limit: range.upperBound) }
        return scanner
    }

    private var dispatchKind: String? {
        switch method?.selector {
        case "handlerForIntent:": "extension"
        case "application:handlerForIntent:": "app-delegate"
        default: nil
        }
    }

    private mutating func visit(_ index: Int, limit: Int) {
        let token = stream[index]
        switch token.kind {
        case .identifier:
            if token.text == "return", dispatchKind != nil {
                recordDispatch(returnAt: index, limit: limit)
            } else if stream.isPunctuation(index + 1, "="), !stream.isPunctuation(index + 2, "=") {
                assignment(at: index, limit: limit)
            }
            if token.text.first?.isUppercase == true || token.text == "id", stream.isPunctuation(index + 1, "*") {
                declaration(typeAt: index)
            }
        case .punctuation where token.text == "[":
            if let message = MessageSend.read(stream, at: index) { visit(message) }
        default:
            break
        }
    }

    // MARK: - Variables

    /// `OrderSoupIntent *intent;` (also `Type * _Nonnull name`, `Type *a, *b`).
    private mutating func declaration(typeAt index: Int) {
        var cursor = index + 1
        while stream.isPunctuation(cursor, "*")
            || (stream.isIdentifier(cursor) && TokenStream.typeQualifiers.contains(stream[cursor].text))
        { cursor += 1 }
        guard stream.isIdentifier(cursor), variables[stream[cursor].text]?.fromParameter != true else { return }
        let next = cursor + 1
        // `=`, `;`, `,` end a declaration; `)` ends a C function's parameter (`void f(OrderSoupIntent *x)`).
        guard [";", "=", ",", ")"].contains(where: { stream.isPunctuation(next, $0) }) else { return }
        variables[stream[cursor].text] = Variable(type: stream[index].text, fromParameter: false)
    }

    /// `name = …` or `self.name = …`: a property that predicts an activity, or a variable (a property
    /// chain counts as one: `self.interaction`) whose value the body may donate later.
    private mutating func assignment(at index: Int, limit: Int) {
        var first = index
        while stream.isPunctuation(first - 1, "."), stream.isIdentifier(first - 2) { first -= 2 }
        let chain = stride(from: first, through: index, by: 2).map { stream[$0].text }
        let value = index + 2..<stream.statementEnd(from: index + 2, limit: limit)
        let property = stream[index].text
        if chain.count > 1, property == "eligibleForPrediction" || property == "suggestedInvocationPhrase" {
            predictionSetting(property, receiver: chain.dropLast().joined(separator: "."), value: value, at: first)
        } else {
            variableAssignment(chain.joined(separator: "."), value: value)
        }
    }

    /// `name = [[X alloc] init…]`: the created class is the variable's type; an interaction keeps its intent.
    private mutating func variableAssignment(_ name: String, value: Range<Int>) {
        if dispatchKind != nil, let method {
            // `handler = [X new]` or `handler = self` right after `isKindOfClass:` tests: that branch's handler.
            let isSelf = value.count == 1 && stream[value.lowerBound].isIdentifier("self")
            let isNil = value.count == 1 && stream[value.lowerBound].isIdentifier("nil")
            let handler = isSelf ? method.className : MessageSend.whole(value, in: stream)?.createdClass(stream)
            if !pendingDispatch.isEmpty, !isNil {
                dispatchAssignments[name, default: []].append((pendingDispatch, handler))
                pendingDispatch = []
            }
            if isSelf { variables[name] = Variable(type: method.className, fromParameter: false) }
        }
        guard let message = MessageSend.whole(value, in: stream), let created = message.createdClass(stream) else {
            return
        }
        if created == "INInteraction" {
            let intent = message.firstLabel == "initWithIntent" ? evidence(message.arguments.first) : nil
            interactions[name] = .some(intent)
            if intent == nil, message.firstLabel == "initWithIntent",
                let argument = ownArgument(message.arguments.first)
            {
                interactionArguments[name] = argument
            }
        }
        var variable = Variable(type: created, fromParameter: false)
        if created == "NSUserActivity", message.firstLabel == "initWithActivityType",
            let argument = message.arguments.first, argument.count == 1, stream[argument.lowerBound].kind == .string
        {
            variable.activityType = stream[argument.lowerBound].text
        }
        variables[name] = variable
    }

    /// The intent an argument holds: a new intent, or a variable or parameter whose class is an intent.
    private func evidence(_ range: Range<Int>?) -> IntentEvidence? {
        guard let range, !range.isEmpty else { return nil }
        if let message = MessageSend.whole(range, in: stream), let created = message.createdClass(stream),
            IntentNaming.isIntentClass(created)
        {
            return IntentEvidence(intent: created, evidence: "initializer")
        }
        guard let name = chain(range), let variable = variables[name], IntentNaming.isIntentClass(variable.type) else {
            return nil
        }
        return IntentEvidence(
            intent: variable.type, evidence: variable.fromParameter ? "parameter-type" : "variable",
            phrase: phrases[name])
    }

    /// The position of the method's argument that is all the range holds, when its type names no
    /// concrete intent (`(INIntent *)intent`): the callers tell which intent it is.
    private func ownArgument(_ range: Range<Int>?) -> Int? {
        guard let method, let range, let name = chain(range), !name.contains("."),
            variables[name]?.fromParameter == true, !IntentNaming.isIntentClass(variables[name]?.type ?? "")
        else { return nil }
        return method.argumentNames.firstIndex(of: name)
    }

    /// `intent` or `self.pendingIntent` when that is all the range holds.
    private func chain(_ range: Range<Int>) -> String? {
        guard range.count % 2 == 1 else { return nil }
        var names: [String] = []
        for (offset, index) in range.enumerated() {
            if offset % 2 == 0 {
                guard stream.isIdentifier(index) else { return nil }
                names.append(stream[index].text)
            } else if !stream.isPunctuation(index, ".") {
                return nil
            }
        }
        return names.joined(separator: ".")
    }

    // MARK: - Donations

    private mutating func predictionSetting(_ property: String, receiver: String, value: Range<Int>, at index: Int) {
        if property == "eligibleForPrediction", value.count == 1,
            ["NO", "false", "0"].contains(stream[value.lowerBound].text)
        {
            return
        }
        let variable = variables[receiver]
        if property == "suggestedInvocationPhrase", let variable, IntentNaming.isIntentClass(variable.type) {
            // The intent's own phrase: it becomes the App Shortcut's phrase, kept with its donations.
            if value.count == 1, stream[value.lowerBound].kind == .string {
                phrases[receiver] = stream[value.lowerBound].text
            }
            return
        }
        if property == "suggestedInvocationPhrase" {
            // INIntent has a suggestedInvocationPhrase too; only an activity's counts here.
            let isActivity =
                variable.map { $0.type == "NSUserActivity" }
                ?? receiver.split(separator: ".").last.map { $0.lowercased().contains("activity") } ?? false
            guard isActivity else { return }
        }
        guard predictedActivities.insert(receiver).inserted else { return }
        addDonation("NSUserActivity.prediction", at: index, intent: nil, activityType: variable?.activityType)
    }

    private mutating func visit(_ message: MessageSend) {
        let label = message.firstLabel
        if !message.arguments.isEmpty {
            let selector = message.labels.map { $0 + ":" }.joined()
            for (position, argument) in message.arguments.enumerated() {
                guard let intent = evidence(argument) else { continue }
                intentArguments.append(
                    ObjectiveCFileFacts.IntentArgument(
                        selector: selector, argument: position, intent: intent.intent,
                        location: stream.location(message.open), conditions: stream[message.open].conditions))
            }
        }
        if label == "setEligibleForPrediction" || label == "setSuggestedInvocationPhrase",
            case .name(let receiver, _) = message.receiver, let value = message.arguments.first
        {
            let property = label == "setEligibleForPrediction" ? "eligibleForPrediction" : "suggestedInvocationPhrase"
            predictionSetting(property, receiver: receiver, value: value, at: message.open)
            return
        }
        if label == "donateInteractionWithCompletion" {
            let intent = donatedIntent(message.receiver)
            if intent == nil, let method, let argument = donatedArgument(message.receiver) {
                wrappers.append(
                    ObjectiveCFileFacts.DonationWrapper(
                        selector: method.selector, argument: argument, location: stream.location(message.open)))
            }
            addDonation("INInteraction.donate", at: message.open, intent: intent)
            return
        }
        if label == "setShortcutSuggestions", isSent(message, to: "INVoiceShortcutCenter", "sharedCenter") {
            addDonation("INVoiceShortcutCenter.setShortcutSuggestions", at: message.open, intent: nil)
            return
        }
        if label == "setRelevantShortcuts", isSent(message, to: "INRelevantShortcutStore", "defaultStore") {
            addDonation("INRelevantShortcutStore.setRelevantShortcuts", at: message.open, intent: nil)
            return
        }
        if label == "isKindOfClass" || label == "isMemberOfClass", dispatchKind != nil,
            let argument = message.arguments.first, let classIndex = classLiteral(argument)
        {
            pendingDispatch.append(classIndex)
            return
        }
        if case .name("NSUserActivity", _) = message.receiver, !factories.isEmpty {
            // `[NSUserActivity openActivityForNote:note]`: a Swift factory set up for prediction.
            let selector = message.arguments.isEmpty ? message.firstLabel : message.labels.map { $0 + ":" }.joined()
            if let factory = factories[selector] {
                addDonation(
                    "NSUserActivity.prediction", at: message.open, intent: nil, activityType: factory.activityType,
                    origin: factory.location)
                return
            }
        }
        guard let created = message.createdClass(stream) else { return }
        if created == "INShortcut" {
            addDonation(
                "INShortcut", at: message.open,
                intent: label == "initWithIntent" ? evidence(message.arguments.first) : nil)
        } else if ["INRelevantShortcut", "INUIAddVoiceShortcutButton", "INUIAddVoiceShortcutViewController"].contains(
            created)
        {
            addDonation(created, at: message.open, intent: nil)
        }
    }

    /// The intent of the interaction a donation message is sent to.
    private func donatedIntent(_ receiver: MessageSend.Receiver) -> IntentEvidence? {
        switch receiver {
        case .name(let name, _):
            return interactions[name] ?? nil
        case .message(let open):
            guard let creation = MessageSend.read(stream, at: open), creation.createdClass(stream) == "INInteraction",
                creation.firstLabel == "initWithIntent"
            else { return nil }
            return evidence(creation.arguments.first)
        case .other:
            return nil
        }
    }

    /// The method's own argument the donated interaction was built from.
    private func donatedArgument(_ receiver: MessageSend.Receiver) -> Int? {
        switch receiver {
        case .name(let name, _):
            return interactionArguments[name]
        case .message(let open):
            guard let creation = MessageSend.read(stream, at: open), creation.createdClass(stream) == "INInteraction",
                creation.firstLabel == "initWithIntent"
            else { return nil }
            return ownArgument(creation.arguments.first)
        case .other:
            return nil
        }
    }

    /// Whether the message goes to `[Class selector]` (`[[INVoiceShortcutCenter sharedCenter] …]`).
    private func isSent(_ message: MessageSend, to className: String, _ selector: String) -> Bool {
        guard case .message(let open) = message.receiver, let inner = MessageSend.read(stream, at: open),
            inner.arguments.isEmpty, case .name(let name, _) = inner.receiver
        else { return false }
        return name == className && inner.firstLabel == selector
    }

    private mutating func addDonation(
        _ api: String, at index: Int, intent: IntentEvidence?, activityType: String? = nil,
        origin: SourceLocation? = nil
    ) {
        var donation = Donation(
            api: api, intent: intent?.intent, intentEvidence: intent?.evidence, activityType: activityType,
            language: "objc", location: stream.location(index), conditions: stream[index].conditions)
        donation.origin = origin
        donation.suggestedPhrase = intent?.phrase
        donations.append(donation)
    }

    // MARK: - Dispatch

    /// `[OrderSoupIntent class]` or `OrderSoupIntent.class`: the index of the class name.
    private func classLiteral(_ range: Range<Int>) -> Int? {
        if let message = MessageSend.whole(range, in: stream), message.labels == ["class"], message.arguments.isEmpty,
            case .name(let name, let first) = message.receiver, !name.contains(".")
        {
            return first
        }
        if range.count == 3, stream.isIdentifier(range.lowerBound), stream.isPunctuation(range.lowerBound + 1, "."),
            stream[range.lowerBound + 2].isIdentifier("class")
        {
            return range.lowerBound
        }
        return nil
    }

    /// A `return` in `handlerForIntent:`: the handler it returns, for the intents tested before it.
    private mutating func recordDispatch(returnAt index: Int, limit: Int) {
        guard let method, let kind = dispatchKind else { return }
        let value = index + 1..<stream.statementEnd(from: index + 1, limit: limit)
        let tested = pendingDispatch
        pendingDispatch = []
        var handler: String?
        if value.count == 1, stream[value.lowerBound].isIdentifier("self") {
            handler = method.className
        } else if value.count == 1, stream.isIdentifier(value.lowerBound) {
            handler = variables[stream[value.lowerBound].text]?.type
        } else if let message = MessageSend.whole(value, in: stream) {
            if let created = message.createdClass(stream) {
                handler = created
            } else if case .name(let name, _) = message.receiver, name.first?.isUppercase == true, !name.contains(".") {
                handler = name
            }
        }
        if value.count == 1, stream[value.lowerBound].isIdentifier("nil") { return }
        if value.count == 1, let branches = dispatchAssignments.removeValue(forKey: stream[value.lowerBound].text) {
            // `return handler` after branches that each assigned it: one dispatch per branch.
            for branch in branches {
                for site in branch.tested {
                    dispatches.append(
                        HandlerDispatch(
                            dispatcher: method.className, kind: kind, intent: stream[site].text,
                            handler: branch.handler,
                            location: stream.location(site), conditions: stream[site].conditions))
                }
            }
            if tested.isEmpty { return }
        }
        let sites = tested.isEmpty ? [(nil as String?, index)] : tested.map { (stream[$0].text as String?, $0) }
        for (intent, site) in sites {
            dispatches.append(
                HandlerDispatch(
                    dispatcher: method.className, kind: kind, intent: intent, handler: handler,
                    location: stream.location(site), conditions: stream[site].conditions))
        }
    }
}
