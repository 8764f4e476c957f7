import Model

/// One legacy intent replaced by several App Intents: the "nap timer" action with a `mode` enum
/// (custom / end of episode / stop) becomes `SetNapTimerAppIntent`, `EndOfEpisodeNapAppIntent` and
/// `StopNapAppIntent`. No one of them shares enough with the legacy intent to be its counterpart
/// alone, so the pairwise scoring leaves the intent `legacy-only` and its lost shortcuts unreported.
///
/// A split is what a reader sees: two or more App Intents that no other legacy intent took, each
/// named with the legacy intent's distinctive name words (one at least for a variant told by an
/// enum case, every one or two for one told by parameters), that together cover the legacy intent's variants — each one a different case of a legacy
/// enum parameter (its case words in the App Intent's name or title beyond the shared words), or
/// each one a legacy parameter none of the others has. The member that shares the most
/// (name words, then legacy parameters kept by name, then the name's order) is the counterpart; the others are
/// `alsoReplacedBy`, each with what it covers.
package enum SplitReplacements {
    /// A split found for one legacy intent.
    package struct Split: Sendable {
        package var counterpart: AppIntentDeclaration
        package var evidence: String
        package var others: [(AppIntentDeclaration, String)]
    }

    /// At most this many App Intents make one split (a larger family is a feature, not a split).
    static let largestSplit = 6

    /// The App Intents a split may take, each with its name and title words, and the positions of
    /// those named with each word: built once per audit, so finding a split for each of N intents
    /// among M App Intents looks only at those sharing a word (5,000 × 5,000 once took seconds).
    package struct Index: Sendable {
        fileprivate var declarations: [AppIntentDeclaration] = []
        fileprivate var words: [Set<String>] = []
        fileprivate var postings: [String: [Int]] = [:]

        package init(_ free: [AppIntentDeclaration]) {
            for declaration in free {
                guard !declaration.roles.contains("deprecated-app-intent"),
                    !declaration.roles.contains("control-configuration-intent"), declaration.intentClassName == nil
                else { continue }
                let own = SplitReplacements.words(of: declaration)
                for word in own { postings[word, default: []].append(declarations.count) }
                declarations.append(declaration)
                words.append(own)
            }
        }

        /// The App Intents `usable` named with one of `nameWords`, in their order; nil when
        /// there are more than `largestSplit` (no split then).
        fileprivate func members(
            named nameWords: Set<String>, usable: (AppIntentDeclaration) -> Bool
        ) -> [Int]? {
            var found: Set<Int> = []
            for word in nameWords {
                for position in postings[word] ?? [] where !found.contains(position) && usable(declarations[position]) {
                    found.insert(position)
                    if found.count > largestSplit { return nil }
                }
            }
            return found.sorted()
        }
    }

    /// The split of `link` among the App Intents that are `usable` (no other intent took them, and
    /// nothing rules them out for this one): asked only of those named with its words.
    package static func find(
        _ link: IntentLink, index: Index, enums: [String: IntentEnum], usable: (AppIntentDeclaration) -> Bool
    ) -> Split? {
        guard !link.isSystemDomain, let definition = link.definition else { return nil }
        var base = NameConvention.base(of: link.className)
        if let prefix = definition.classPrefix, !prefix.isEmpty, base.hasPrefix(prefix), base.count > prefix.count {
            base = String(base.dropFirst(prefix.count))
        }
        let nameWords = CounterpartEvidence.words(camelCase: base).subtracting(CounterpartEvidence.stopWords)
        guard !nameWords.isEmpty else { return nil }
        let needed = min(2, nameWords.count)
        // Named with one of the legacy name words at least; a variant told by an enum case may
        // carry only one ("StopNap" of "NapTimer"), one told by parameters must carry `needed`.
        guard let positions = index.members(named: nameWords, usable: usable), positions.count >= 2 else { return nil }
        let members = positions.map { index.declarations[$0] }

        var covers: [String: String] = [:]
        // Variants told by a legacy enum's cases.
        for parameter in definition.parameters {
            guard let name = parameter.enumType, let intentEnum = enums[name] else { continue }
            var seen: Set<String> = []
            for member in members {
                let extra = words(of: member).subtracting(nameWords).subtracting(CounterpartEvidence.stopWords)
                let matched = intentEnum.cases.filter { enumCase in
                    let caseWords = CounterpartEvidence.words(camelCase: enumCase.name).subtracting(
                        CounterpartEvidence.stopWords)
                    return !caseWords.isEmpty && caseWords.isSubset(of: extra)
                }
                if let first = matched.first, seen.insert(first.name).inserted, covers[member.name] == nil {
                    covers[member.name] = "\(parameter.name) = .\(first.name)"
                }
            }
        }
        // Or variants told by legacy parameters only one member takes.
        if covers.count < 2 {
            for member in members
            where covers[member.name] == nil
                && words(of: member).intersection(nameWords).count >= needed
            {
                let own = definition.parameters.filter { parameter in
                    member.parameters.contains { $0.name == parameter.name }
                        && !members.contains { other in
                            other.name != member.name && other.parameters.contains { $0.name == parameter.name }
                        }
                }
                if let first = own.first { covers[member.name] = "parameter `\(first.name)`" }
            }
        }
        guard members.filter({ covers[$0.name] != nil }).count >= 2 else { return nil }
        // Once the variants prove the split, a member named with all the shared words belongs to it
        // too (`SetNapTimerAppIntent`, the general case).
        let covering = members.filter {
            covers[$0.name] != nil || words(of: $0).intersection(nameWords).count >= needed
        }
        for member in covering where covers[member.name] == nil { covers[member.name] = "the general case" }
        let ranked = covering.sorted { a, b in
            rank(a, nameWords, definition) > rank(b, nameWords, definition)
                || (rank(a, nameWords, definition) == rank(b, nameWords, definition) && a.name < b.name)
        }
        let shared = nameWords.sorted().joined(separator: ", ")
        let counterpart = ranked[0]
        return Split(
            counterpart: counterpart,
            evidence: "split of \(link.className) into \(ranked.count) App Intents named with its words (\(shared)); "
                + "this one covers \(covers[counterpart.name] ?? "")",
            others: ranked.dropFirst().map { ($0, "also replaces \(link.className): covers \(covers[$0.name] ?? "")") })
    }

    fileprivate static func words(of declaration: AppIntentDeclaration) -> Set<String> {
        CounterpartEvidence.words(camelCase: declaration.name).union(
            CounterpartEvidence.words(text: declaration.title ?? ""))
    }

    /// Name words shared, then legacy parameters kept by name.
    private static func rank(
        _ declaration: AppIntentDeclaration, _ nameWords: Set<String>, _ definition: IntentDefinition
    ) -> Int {
        let shared = words(of: declaration).intersection(nameWords).count
        let kept = definition.parameters.filter { p in declaration.parameters.contains { $0.name == p.name } }.count
        return shared * 100 + kept
    }
}
