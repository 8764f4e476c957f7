import Model

/// Gives each legacy intent its App Intents counterpart.
///
/// Decisive first, in this order: the configuration's `counterparts:` (`X: none` says there is no
/// replacement), `intentClassName`, and an `AppIntentConfiguration` reusing the kind of the intent's
/// `IntentConfiguration`. The App Intents left are scored against the intents left
/// (`CounterpartEvidence`) and assigned for the best total, each App Intent to one intent at most.
/// Only pairs that share a word or parameter name, or a `NameConvention` name, are scored, so the
/// work grows with the tree rather than with intents × App Intents.
package struct CounterpartMatcher {
    package var intents: [AppIntentDeclaration]
    package var configuration: AuditConfiguration
    /// `intentClassName`s that name a known legacy class: those App Intents belong to that class.
    package var claimed: Set<String>
    package var lookup: DeclarationLookup
    package var widgets: [WidgetConfiguration]
    /// `AppShortcut` phrases by App Intent name ("Intent\tphrase" entries of the providers).
    package var shortcutPhrases: [String: [String]] = [:]
    /// Rules out App Intents that do another widget's job, whatever they share with the intent.
    package var widgetJob = WidgetJob(widgets: [], memberships: [])

    /// The value of `counterparts:` that says an intent has no replacement.
    package static let noReplacement = "none"
    /// Words shared by more App Intents than this are too common to propose candidates.
    private static let commonWordLimit = 64

    package func assign(_ links: inout [IntentLink]) {
        let byName = Dictionary(intents.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var byClassName: [String: [AppIntentDeclaration]] = [:]
        for intent in intents { if let name = intent.intentClassName { byClassName[name, default: []].append(intent) } }
        var taken: Set<String> = []
        var open: [Int] = []
        for index in links.indices {
            let className = links[index].className
            if let configured = configuration.counterparts[className] {
                if configured != Self.noReplacement, let found = byName[configured] {
                    set(&links[index], found, .configuration, .certain, "mapped in .intent-audit.yml (counterparts:)")
                    taken.insert(found.name)
                }
                continue
            }
            if let found = byClassName[className]?.sorted(by: { rank($0, links[index]) < rank($1, links[index]) }).first
            {
                set(&links[index], found, .intentClassName, .certain, "intentClassName \"\(className)\"")
                continue
            }
            open.append(index)
        }
        var scored: [Int] = []
        for index in open {
            links[index].ruledOut += unlistedKindMatches(links[index])
            if let (found, kind) = widgetKindMatch(links[index], byName: byName), !taken.contains(found.name) {
                set(&links[index], found, .widgetKind, .certain, "AppIntentConfiguration of the same kind \"\(kind)\"")
                taken.insert(found.name)
            } else if !links[index].isSystemDomain {
                scored.append(index)
            }
        }
        let free = intents.filter { !taken.contains($0.name) && !claimed.contains($0.intentClassName ?? "") }
        assignByEvidence(&links, scored, free: free)
    }

    /// Prefer a live App Intent over a `DeprecatedAppIntent`, and a widget configuration intent for a widget intent.
    private func rank(_ declaration: AppIntentDeclaration, _ link: IntentLink) -> (Int, Int, SourceLocation) {
        (
            declaration.roles.contains("deprecated-app-intent") ? 1 : 0,
            link.isWidgetIntent && !declaration.roles.contains("widget-configuration-intent") ? 1 : 0,
            declaration.location
        )
    }

    /// The App Intent of an `AppIntentConfiguration` whose kind one of the intent's `IntentConfiguration`s had.
    private func widgetKindMatch(
        _ link: IntentLink, byName: [String: AppIntentDeclaration]
    ) -> (AppIntentDeclaration, String)? {
        let kinds = Set(link.legacyWidgets.compactMap(\.kind))
        guard !kinds.isEmpty else { return nil }
        for widget in widgets where widget.configuration == "AppIntentConfiguration" {
            guard let kind = widget.kind, kinds.contains(kind), let type = widget.intentType,
                let found = byName[type], !claimed.contains(found.intentClassName ?? ""),
                widgetJob.unlisted(widget) == nil
            else { continue }
            return (found, kind)
        }
        return nil
    }

    /// The `AppIntentConfiguration`s of one of the intent's kinds that no bundle lists: they replace
    /// nothing users have, so they give no counterpart (the reasons, for the status).
    private func unlistedKindMatches(_ link: IntentLink) -> [String] {
        let kinds = Set(link.legacyWidgets.compactMap(\.kind))
        guard !kinds.isEmpty else { return [] }
        return widgets.filter { $0.configuration == "AppIntentConfiguration" && kinds.contains($0.kind ?? "") }
            .compactMap { widget in
                widgetJob.unlisted(widget).map {
                    "\(widget.intentType ?? "its intent") (kind \"\(widget.kind ?? "")\"): \($0)"
                }
            }
    }

    private func set(
        _ link: inout IntentLink, _ declaration: AppIntentDeclaration, _ method: MatchMethod,
        _ confidence: MatchConfidence, _ evidence: String
    ) {
        link.counterpart = declaration
        link.matchedBy = method
        link.confidence = confidence
        link.evidence = evidence
    }

    /// Scores the candidate pairs and keeps the assignment with the best total.
    private func assignByEvidence(_ links: inout [IntentLink], _ open: [Int], free: [AppIntentDeclaration]) {
        guard !open.isEmpty, !free.isEmpty else { return }
        // A control's configuration never replaced a SiriKit intent: controls came after them.
        let candidates = free.filter { !$0.roles.contains("control-configuration-intent") }
            .map { CounterpartEvidence.candidate($0, phrases: shortcutPhrases[$0.name] ?? []) }
        var postings: [String: [Int]] = [:]
        var byName: [String: Int] = [:]
        for (position, candidate) in candidates.enumerated() {
            byName[candidate.declaration.name] = position
            let keys =
                candidate.nameWords.union(candidate.textWords).map { "w:" + $0 }
                + candidate.declaration.parameters.map { "p:" + $0.name }
                + candidate.declaration.performCalls.map { "c:" + $0 } + candidate.phrases.map { "s:" + $0 }
            for key in Set(keys) { postings[key, default: []].append(position) }
        }
        let legacies = open.map { CounterpartEvidence.legacy(links[$0]) }
        var legacyCounts: [String: Int] = [:]
        for legacy in legacies {
            for name in Set(legacy.parameters.map(\.name)) { legacyCounts[name, default: 0] += 1 }
        }
        let distinctive = Set(
            legacyCounts.filter { $0.value == 1 && postings["p:" + $0.key]?.count == 1 }.map(\.key))
        var callCounts: [String: Int] = [:]
        for legacy in legacies { for call in legacy.calls { callCounts[call, default: 0] += 1 } }
        // A call most App Intents or handlers make (a logger's `error`, the API's one entry point) says
        // nothing about which action is which.
        let commonCalls = Set(
            callCounts.keys.filter { (callCounts[$0] ?? 0) > 2 || (postings["c:" + $0]?.count ?? 0) > 2 })
        let distinctiveCalls = Set(
            callCounts.filter { $0.value == 1 && postings["c:" + $0.key]?.count == 1 }.map(\.key))
        var pairs: [Pair] = []
        var ruledOut: [Int: [String]] = [:]
        for (index, legacy) in zip(open, legacies) {
            var positions = Set(legacy.conventionNames.keys.compactMap { byName[$0] })
            let keys =
                legacy.nameWords.union(legacy.textWords).union(legacy.translatedWords.joined()).map { "w:" + $0 }
                + legacy.parameters.map { "p:" + $0.name }
                + legacy.calls.map { "c:" + $0 } + legacy.phrases.map { "s:" + $0 }
            for key in keys {
                guard let list = postings[key], list.count <= Self.commonWordLimit else { continue }
                positions.formUnion(list)
            }
            for position in positions.sorted() {
                let (score, evidence) = CounterpartEvidence.score(
                    legacy, candidates[position], types: lookup, distinctive: distinctive,
                    distinctiveCalls: distinctiveCalls, commonCalls: commonCalls)
                guard score >= CounterpartEvidence.possible else { continue }
                if let reason = widgetJob.excludes(links[index], candidates[position].declaration) {
                    ruledOut[index, default: []].append(reason)
                    continue
                }
                let convention = legacy.conventionNames[candidates[position].declaration.name] != nil
                pairs.append(
                    Pair(link: index, candidate: position, score: score, evidence: evidence, convention: convention))
            }
        }
        // Likely pairs are assigned first; possible ones only among what is left, so two weak
        // pairs cannot outvote one strong pair for the same App Intent.
        let isStrong = { (pair: Pair) in pair.score >= CounterpartEvidence.likely || pair.convention }
        let strong = GlobalAssignment.best(pairs.filter(isStrong))
        let usedLinks = Set(strong.map(\.link))
        let usedCandidates = Set(strong.map(\.candidate))
        let weak = GlobalAssignment.best(
            pairs.filter { !isStrong($0) && !usedLinks.contains($0.link) && !usedCandidates.contains($0.candidate) })
        for pair in (strong + weak).sorted(by: { ($0.link, $0.candidate) < ($1.link, $1.candidate) }) {
            let declaration = candidates[pair.candidate].declaration
            let evidence = pair.evidence.joined(separator: "; ")
            // A name the convention gives is as good as today's match: likely, whatever else it shares.
            if pair.score >= CounterpartEvidence.likely || pair.convention {
                set(&links[pair.link], declaration, pair.convention ? .nameConvention : .similarity, .likely, evidence)
            } else {
                links[pair.link].possibleCounterpart = declaration
                links[pair.link].possibleEvidence = evidence
            }
        }
        assignSplits(&links, open, free: free)
        assignMerges(&links, pairs, candidates)
        for (index, reasons) in ruledOut
        where links[index].counterpart == nil && links[index].possibleCounterpart == nil {
            links[index].ruledOut += reasons
        }
    }

    /// Several legacy intents may have been merged into one App Intent (a "get access token" and a
    /// "get refresh token" intent replaced by one that returns the token): an intent still without a
    /// counterpart takes an App Intent another intent took by evidence when their own pair is likely
    /// and rests on the same app code (both call it). Words alone never merge.
    private func assignMerges(
        _ links: inout [IntentLink], _ pairs: [Pair], _ candidates: [CounterpartEvidence.Candidate]
    ) {
        var taken: [String: String] = [:]
        for link in links {
            if let name = link.counterpart?.name, taken[name] == nil { taken[name] = link.className }
        }
        let open = pairs.filter {
            links[$0.link].counterpart == nil && $0.score >= CounterpartEvidence.likely && $0.sharesWork
        }
        for (index, options) in Dictionary(grouping: open, by: \.link) {
            let ranked = options.sorted { ($1.score, $0.candidate) < ($0.score, $1.candidate) }
            guard let pair = ranked.first(where: { taken[candidates[$0.candidate].declaration.name] != nil }) else {
                continue
            }
            let declaration = candidates[pair.candidate].declaration
            let other = taken[declaration.name] ?? ""
            set(
                &links[index], declaration, .similarity, .likely,
                (pair.evidence + ["also replaces \(other): one App Intent for both"]).joined(separator: "; "))
            links[index].possibleCounterpart = nil
            links[index].possibleEvidence = ""
        }
    }

    /// An intent still without a counterpart may have been split into several App Intents that no
    /// other intent took (`SplitReplacements`): the best one is its counterpart, the others
    /// `alsoReplacedBy`.
    private func assignSplits(_ links: inout [IntentLink], _ open: [Int], free: [AppIntentDeclaration]) {
        var used = Set(links.compactMap { $0.counterpart?.name })
        let splits = SplitReplacements.Index(free)
        for index in open where links[index].counterpart == nil {
            let declared = links[index].definitionFile?.enums ?? []
            let enums = Dictionary(
                declared.map { ($0.name, $0) } + declared.map { ($0.className, $0) }, uniquingKeysWith: { a, _ in a })
            let link = links[index]
            guard
                let split = SplitReplacements.find(
                    link, index: splits, enums: enums,
                    usable: { !used.contains($0.name) && widgetJob.excludes(link, $0) == nil })
            else {
                continue
            }
            set(&links[index], split.counterpart, .similarity, .likely, split.evidence)
            links[index].possibleCounterpart = nil
            links[index].possibleEvidence = ""
            links[index].alsoReplacedBy = split.others.map { declaration, evidence in
                Counterpart(
                    name: declaration.name, matchedBy: .similarity, location: declaration.location,
                    confidence: .likely, evidence: evidence)
            }
            used.insert(split.counterpart.name)
            for (declaration, _) in split.others { used.insert(declaration.name) }
        }
    }
}

/// One scored (legacy intent, App Intent) pair.
package struct Pair: Sendable {
    /// Index of the link and of the candidate App Intent.
    package var link: Int
    package var candidate: Int
    package var score: Double
    package var evidence: [String]
    /// The App Intent has a `NameConvention` name of the intent.
    package var convention: Bool

    /// The legacy handler and the App Intent call the same app code.
    package var sharesWork: Bool { evidence.contains { $0.hasPrefix("both call ") } }
}
