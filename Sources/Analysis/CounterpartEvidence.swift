import Model

/// Scores how well an App Intent fits as the replacement of a legacy intent, on the evidence a
/// reader uses when the names differ: the words of the names, titles and descriptions, and the
/// parameters (same name and a type the saved value converts to counts most).
///
/// Weights: a `NameConvention` name 4, name words up to 3, title and description words up to 5
/// (the better of the titles alone and all the text, so a long description does not drown an
/// identical title), the very same title or description sentence 2 each, parameters up to 4, 1.5
/// more for each parameter kept exactly whose name only this intent and this App Intent have (up
/// to 3). An App Intent hidden from Shortcuts (`isDiscoverable` false), or a widget's configuration
/// intent for an intent not eligible for widgets, loses 2. The legacy handler's `handle` and the App
/// Intent's `perform()` calling the same app function or type: 3, 1.5 more per further one or when
/// no other handler or App Intent calls it (up to 6); a call more than two App Intents or
/// handlers make counts nothing. An App Shortcut phrase equal to the legacy
/// suggested invocation phrase (definition or code), interpolations and stop words left out: 4. `likely` from 6, `possible` from 3.
package struct CounterpartEvidence: Sendable {
    package static let likely = 6.0
    package static let possible = 3.0

    /// Words that say nothing about what an intent does.
    package static let stopWords: Set<String> = [
        "intent", "intents", "app", "get", "set", "configuration", "config", "widget", "shortcut", "a", "an",
        "the", "to", "of", "for", "and", "or", "in", "on", "with", "from", "my", "your", "this", "that", "it",
        "is", "by", "at", "as", "be", "you", "all", "new",
        // Words that mark the legacy action as on its way out, not what it does ("z - (Deprecated) Assist").
        "deprecated", "legacy", "obsolete",
    ]

    /// The legacy side, worked out once per intent.
    package struct Legacy: Sendable {
        package var className: String
        package var nameWords: Set<String>
        package var textWords: Set<String>
        package var titleWords: Set<String>
        /// The title and the description, folded (`sameText`), to see a sentence kept as it was.
        package var title: String
        /// The title and description in each translation, folded.
        package var translations: Set<String> = []
        /// The words of each translated title or description: compared one by one, so ten
        /// languages do not dilute the words of the one the App Intent is written in.
        package var translatedWords: [Set<String>] = []
        package var description: String
        package var parameters: [IntentParameter]
        /// The suggested invocation phrases (definition, donations), folded.
        package var phrases: Set<String>
        /// The app's functions and types the handlers' `handle` methods for this intent call.
        package var calls: Set<String>
        /// A widget used the intent, or could (eligible for widgets): a widget's configuration may replace it.
        package var isWidgetIntent: Bool
        /// `NameConvention` names, most likely first → their rank.
        package var conventionNames: [String: Int]
    }

    /// The App Intent side, worked out once per declaration.
    package struct Candidate: Sendable {
        package var declaration: AppIntentDeclaration
        package var nameWords: Set<String>
        package var textWords: Set<String>
        package var titleWords: Set<String>
        package var title: String
        package var description: String
        /// The phrases of the `AppShortcut`s that run it, folded.
        package var phrases: Set<String> = []
    }

    package static func legacy(_ link: IntentLink) -> Legacy {
        let definition = link.definition
        var base = NameConvention.base(of: link.className)
        if let prefix = definition?.classPrefix, !prefix.isEmpty, base.hasPrefix(prefix), base.count > prefix.count {
            base = String(base.dropFirst(prefix.count))
        }
        let translated = definition?.translatedTexts ?? []
        let text = [definition?.title, definition?.description].compactMap { $0 }.joined(separator: " ")
        return Legacy(
            className: link.className, nameWords: words(camelCase: base), textWords: words(text: text),
            titleWords: words(text: definition?.title ?? ""), title: folded(definition?.title),
            translations: Set(translated.map { folded($0) }),
            translatedWords: translated.map { words(text: $0) }.filter { !$0.isEmpty },
            description: folded(definition?.description),
            parameters: definition?.parameters ?? [],
            phrases: Set(
                ([definition?.suggestedPhrase] + link.donations.map(\.suggestedPhrase)).compactMap { $0 }.map(phraseKey)
                    .filter { !$0.isEmpty }),
            calls: Set(
                link.handlers.flatMap(\.methods).filter {
                    $0.kind == .handle && ($0.intent ?? link.className) == link.className
                }
                .flatMap(\.calls)),
            isWidgetIntent: link.isWidgetIntent || (definition?.isEligibleForWidgets ?? false),
            conventionNames: Dictionary(
                NameConvention.candidates(for: link.className, classPrefix: definition?.classPrefix).enumerated().map {
                    ($1, $0)
                }, uniquingKeysWith: { a, _ in a }))
    }

    package static func candidate(_ declaration: AppIntentDeclaration, phrases: [String] = []) -> Candidate {
        let text = [declaration.title, declaration.summaryText].compactMap { $0 }.joined(separator: " ")
        return Candidate(
            declaration: declaration, nameWords: words(camelCase: declaration.name), textWords: words(text: text),
            titleWords: words(text: declaration.title ?? ""), title: folded(declaration.title),
            description: folded(declaration.summaryText),
            phrases: Set(phrases.map(phraseKey).filter { !$0.isEmpty }))
    }

    /// The score of one pair and the evidence in words, strongest first.
    package static func score(
        _ legacy: Legacy, _ candidate: Candidate, types: DeclarationLookup, distinctive: Set<String> = [],
        distinctiveCalls: Set<String> = [], commonCalls: Set<String> = []
    ) -> (Double, [String]) {
        var score = 0.0
        var evidence: [String] = []
        if let rank = legacy.conventionNames[candidate.declaration.name] {
            // A name earlier in the convention's order wins a tie (`OrderSoupAppIntent` over `OrderSoup`).
            score += 4 + 0.1 / Double(rank + 1)
            evidence.append("named like \(legacy.className)")
        }
        var textWords = legacy.textWords
        var textDice = dice(
            textWords.intersection(candidate.textWords).count, textWords.count, candidate.textWords.count)
        for translated in legacy.translatedWords {
            let value = dice(
                translated.intersection(candidate.textWords).count, translated.count, candidate.textWords.count)
            if value > textDice {
                textDice = value
                textWords = translated
            }
        }
        let sharedText = textWords.intersection(candidate.textWords)
        if !sharedText.isEmpty {
            let sharedTitle = legacy.titleWords.intersection(candidate.titleWords).count
            score += 5 * max(textDice, dice(sharedTitle, legacy.titleWords.count, candidate.titleWords.count))
            evidence.append("title/description words: " + sharedText.sorted().joined(separator: ", "))
        }
        if !candidate.title.isEmpty
            && (legacy.title == candidate.title || legacy.translations.contains(candidate.title))
        {
            score += 2
            evidence.append("the same title")
        }
        if !legacy.description.isEmpty && legacy.description == candidate.description {
            score += 2
            evidence.append("the same description")
        }
        let sharedName = legacy.nameWords.intersection(candidate.nameWords)
        if !sharedName.isEmpty {
            score += 3 * dice(sharedName.count, legacy.nameWords.count, candidate.nameWords.count)
            evidence.append("name words: " + sharedName.sorted().joined(separator: ", "))
        }
        let (parameterScore, parameterEvidence) = parameters(legacy.parameters, candidate.declaration, types: types)
        if parameterScore > 0 {
            score += parameterScore
            evidence.append(parameterEvidence)
        }
        if let phrase = legacy.phrases.intersection(candidate.phrases).min() {
            // Siri's suggestion kept as the App Shortcut's phrase: the user says the same words.
            score += 4
            evidence.append("the same phrase \"\(phrase)\"")
        }
        let sharedCalls = legacy.calls.intersection(candidate.declaration.performCalls).subtracting(commonCalls)
        if !sharedCalls.isEmpty {
            // The same app code behind both: the strongest sign of the same action under another name.
            // A call is kept plain and with its labels: each function counts once, and is named plain
            // unless only its labelled form tells the actions apart.
            var functions: [Substring: String] = [:]
            for call in sharedCalls.sorted() {
                let plain = CallName.plain(call)
                functions[plain] = sharedCalls.contains(String(plain)) ? String(plain) : functions[plain] ?? call
            }
            let rareCalls = sharedCalls.intersection(distinctiveCalls).isEmpty ? 0 : 1
            score += min(6, 3 + 1.5 * Double(functions.count - 1 + rareCalls))
            evidence.append("both call " + functions.values.sorted().joined(separator: ", "))
        }
        let rare = legacy.parameters.filter { parameter in
            distinctive.contains(parameter.name)
                && candidate.declaration.parameters.contains {
                    $0.name == parameter.name && typeFits(parameter, $0, in: candidate.declaration, types: types)
                }
        }.map(\.name)
        if !rare.isEmpty {
            // A name no other intent or App Intent has, kept with a fitting type, is hard to share by chance.
            score += min(3, 1.5 * Double(rare.count))
            evidence.append("only these two have " + rare.joined(separator: ", "))
        }
        if candidate.declaration.isDiscoverable == false {
            // Hidden from Shortcuts: a helper (a widget button's intent), not where saved shortcuts go.
            score -= 2
            evidence.append("hidden from Shortcuts (isDiscoverable false)")
        }
        if !legacy.isWidgetIntent && candidate.declaration.roles.contains("widget-configuration-intent") {
            score -= 2
            evidence.append("a widget's configuration, and \(legacy.className) is no widget intent")
        }
        return (score, evidence)
    }

    /// A phrase's words without stop words, sorted: "Start my workout in \(.applicationName)" and
    /// "Start my workout" both give "start workout".
    package static func phraseKey(_ phrase: String) -> String {
        words(text: phrase).sorted().joined(separator: " ")
    }

    /// Lower-cased words of letters and digits, single spaces, without one-letter words and the
    /// words that mark an action as deprecated: `z - (Deprecated) Refresh all  apps.` → `refresh all apps`.
    package static func folded(_ text: String?) -> String {
        guard let text else { return "" }
        var words: [String] = []
        var current = ""
        for character in text.lowercased() + " " {
            if character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            if current.count > 1 && !deprecationMarkers.contains(current) { words.append(current) }
            current = ""
        }
        return words.joined(separator: " ")
    }

    private static let deprecationMarkers: Set<String> = ["deprecated", "legacy", "obsolete"]

    /// Up to 4: 2 points per legacy parameter kept under its name with a fitting type, 1 for the same
    /// name with another type or another name with the only fitting type, over the larger list.
    private static func parameters(
        _ legacy: [IntentParameter], _ declaration: AppIntentDeclaration, types: DeclarationLookup
    ) -> (Double, String) {
        guard !legacy.isEmpty, !declaration.parameters.isEmpty else { return (0, "") }
        var points = 0.0
        var named: [String] = []
        var remaining = declaration.parameters
        for parameter in legacy {
            if let index = remaining.firstIndex(where: { $0.name == parameter.name }) {
                let fits = typeFits(parameter, remaining[index], in: declaration, types: types)
                points += fits ? 2 : 1
                named.append("\(parameter.name)" + (fits ? " (\(TypeTable.elementType(remaining[index].type)))" : ""))
                remaining.remove(at: index)
            }
        }
        for parameter in legacy where !named.contains(where: { $0.hasPrefix(parameter.name) }) {
            let fitting = remaining.indices.filter { typeFits(parameter, remaining[$0], in: declaration, types: types) }
            if fitting.count == 1 {
                let new = remaining.remove(at: fitting[0])
                points += 1
                named.append("\(parameter.name) → \(new.name) (\(TypeTable.elementType(new.type)))")
            }
        }
        guard points > 0 else { return (0, "") }
        let scale = Double(max(legacy.count, declaration.parameters.count))
        return (min(4, 4 * points / (2 * scale)), "parameters: " + named.joined(separator: ", "))
    }

    /// Whether a saved value of the legacy parameter would convert to the new parameter's type.
    package static func typeFits(
        _ parameter: IntentParameter, _ new: AppIntentParameter, in owner: AppIntentDeclaration,
        types: DeclarationLookup
    ) -> Bool {
        // One value and a list do not convert into each other (mapping doc §1.1 step 6: treat as lost).
        guard parameter.isArray == new.isArray else { return false }
        let element = TypeTable.elementType(new.type)
        switch TypeTable.expected(for: parameter) {
        case .named(let type): return element == type
        case .appEnum: return types.find(element, in: owner.name)?.roles.contains("app-enum") ?? false
        case .entity: return types.find(element, in: owner.name)?.roles.contains("app-entity") ?? false
        case .unknown: return false
        }
    }

    /// 2·shared / (a + b): 1 when both sets are the shared words.
    private static func dice(_ shared: Int, _ a: Int, _ b: Int) -> Double {
        a + b == 0 ? 0 : 2 * Double(shared) / Double(a + b)
    }

    /// `StartAutomationAppIntent` → {start, automation}.
    package static func words(camelCase name: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        let characters = Array(name)
        for (i, character) in characters.enumerated() {
            let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
            let previousIsLower = i > 0 && characters[i - 1].isLowercase
            if !character.isLetter && !character.isNumber {
                add(current, to: &result)
                current = ""
                continue
            }
            if character.isUppercase && !current.isEmpty && (previousIsLower || nextIsLower) {
                add(current, to: &result)
                current = ""
            }
            current.append(character)
        }
        add(current, to: &result)
        return result
    }

    /// `Send a prompt to the assistant` → {send, prompt, assistant}.
    package static func words(text: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                add(current, to: &result)
                current = ""
            }
        }
        add(current, to: &result)
        return result
    }

    /// Lower-cased, a plural `s` dropped, stop words left out.
    private static func add(_ word: String, to words: inout Set<String>) {
        var word = word.lowercased()
        if word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") { word.removeLast() }
        if word.count > 1 && !stopWords.contains(word) { words.insert(word) }
    }
}
