import Discovery
import Model
import SystemSupport

/// Reads Objective-C headers and implementation files (`.h`, `.m`, `.mm`) with a small lexer.
///
/// Each file is read alone and in parallel (after a byte pre-filter); then the interfaces,
/// categories, class extensions and implementations of a class are merged into one handler.
package enum ObjectiveCScanner {
    /// `activityFactories`: Swift `@objc` factories of activities set up for prediction, by selector;
    /// each call of one from Objective-C is a prediction donation.
    package static func scan(
        _ files: [SourceFile], activityFactories: [String: ActivityFactory] = [:], limits: Limits = Limits()
    ) -> Inventory {
        merge(ConcurrentMap.map(files) { scanFile($0, activityFactories: activityFactories, limits: limits) })
    }

    /// The inventory from every file's facts, in path order.
    package static func merge(_ perFile: [ObjectiveCFileFacts]) -> Inventory {
        var inventory = Inventory()
        inventory.handlers = ObjectiveCHandlerMerger.handlers(from: perFile)
        for facts in perFile {
            inventory.dispatches += facts.dispatches
            inventory.donations += facts.donations
            inventory.suppressions += facts.suppressions
            inventory.diagnostics += facts.diagnostics
        }
        inventory.donations = tieWrappers(inventory.donations, perFile)
        return inventory
    }

    /// A method that donates an interaction built from its own `INIntent` argument donates what its
    /// callers pass: one donation per call that passes a concrete intent, at the call, with the
    /// method's donation as its origin. The method's own untied donation goes once a call is tied.
    static func tieWrappers(_ donations: [Donation], _ perFile: [ObjectiveCFileFacts]) -> [Donation] {
        let wrappers = perFile.flatMap(\.wrappers)
        guard !wrappers.isEmpty else { return donations }
        var calls: [String: [ObjectiveCFileFacts.IntentArgument]] = [:]
        for call in perFile.flatMap(\.intentArguments) {
            calls["\(call.selector)#\(call.argument)", default: []].append(call)
        }
        var tied: Set<SourceLocation> = []
        var added: [Donation] = []
        for wrapper in wrappers {
            for call in calls["\(wrapper.selector)#\(wrapper.argument)"] ?? [] {
                var donation = Donation(
                    api: "INInteraction.donate", intent: call.intent, intentEvidence: "caller", language: "objc",
                    location: call.location, conditions: call.conditions)
                donation.origin = wrapper.location
                added.append(donation)
                tied.insert(wrapper.location)
            }
        }
        return donations.filter { $0.intent != nil || !tied.contains($0.location) } + added
    }

    /// The facts of one file; a file that mentions nothing of interest is not lexed.
    package static func scanFile(
        _ file: SourceFile, activityFactories: [String: ActivityFactory] = [:], limits: Limits = Limits()
    ) -> ObjectiveCFileFacts {
        if let oversized = limits.oversized(file.path, bytes: file.bytes.count, what: "Objective-C file") {
            var facts = ObjectiveCFileFacts()
            facts.diagnostics.append(oversized)
            return facts
        }
        let callsFactories = !activityFactories.isEmpty && ByteSearch.contains(file.bytes, Array("NSUserActivity".utf8))
        guard callsFactories || ObjectiveCPrefilter.mayMention(file.bytes) else { return ObjectiveCFileFacts() }
        // The time budget: a 116 KB file of 4,000 string literals took 9 s (found by the fuzzer).
        guard
            let facts = IsolatedParse.run(
                limits: limits,
                { read(file, activityFactories: activityFactories, limits: limits) })
        else {
            var facts = ObjectiveCFileFacts()
            facts.diagnostics.append(IsolatedParse.gaveUp(file.path, what: "Objective-C file", limits: limits))
            return facts
        }
        return facts
    }

    /// Lexes and reads one file that passed the pre-filter.
    private static func read(
        _ file: SourceFile, activityFactories: [String: ActivityFactory], limits: Limits
    ) -> ObjectiveCFileFacts {
        let lexed = ObjectiveCLexer.tokenize(file.bytes, maximumDepth: limits.nestingDepth)
        let stream = TokenStream(path: file.path, tokens: lexed.tokens)
        var facts = ObjectiveCDeclarationReader.read(stream, factories: activityFactories)
        for comment in lexed.suppressions {
            guard !comment.rules.isEmpty else {
                facts.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: file.path, line: comment.line),
                        SuppressionGrammar.namesNoRule))
                continue
            }
            let line = firstLine(after: comment.line, in: lexed.tokens) ?? comment.line + 1
            for rule in comment.rules {
                facts.suppressions.append(
                    Suppression(rule: rule, location: SourceLocation(path: file.path, line: line)))
            }
        }
        for problem in lexed.problems {
            facts.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: problem.line),
                    "Objective-C: \(problem.message)"))
        }
        if let line = stream.unbalancedLine {
            facts.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: line),
                    "Objective-C: brackets do not balance from here on; facts after it may be missed"))
        }
        return facts
    }

    /// The line of the first token after `line` (the code a suppression comment covers).
    private static func firstLine(after line: Int, in tokens: [ObjectiveCToken]) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? tokens[low].line : nil
    }
}
