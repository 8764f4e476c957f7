import Model

/// Builds `Donation`s: names the intent where the code tells (typealiases followed, helpers'
/// declared types and, for helpers declared `INIntent`/`INInteraction`/`INShortcut`, the intents
/// their bodies return, across files) and resolves activity-type and phrase constants.
package enum DonationAssembly {
    /// Type names that say nothing about which intent it is.
    package static let unspecific: Set<String> = [
        "INIntent", "AppIntent", "Any", "AnyObject", "NSObject",
        "INInteraction", "INShortcut",
    ]

    /// How deep helpers that return other helpers' intents are followed.
    static let helperDepth = 4

    /// One intent a reference stands for, how it was told, its phrase and where it is built.
    package struct Resolved: Equatable {
        package var intent: String
        package var evidence: String
        package var phrase: String?
        /// Where a helper builds it, when that is not at the donation.
        package var origin: SourceLocation?
    }

    package static func donations(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [Donation] {
        siteDonations(files, index: index) + methodDonations(files, index: index)
    }

    /// Calls of a method that donates `self` (`extension INIntent { func donate(_:) }`) on an intent
    /// the code names: each call donates that intent, built where the method is.
    private static func methodDonations(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [Donation] {
        var methods: [String: [(owner: String, location: SourceLocation)]] = [:]
        for file in files {
            for fact in file.donations {
                guard let method = fact.selfDonatingMethod, let owner = fact.enclosingType else { continue }
                methods[method, default: []].append((index.resolve(owner), fact.location))
            }
        }
        guard !methods.isEmpty else { return [] }
        return files.flatMap { file in
            file.intentMethodCalls.compactMap { call -> Donation? in
                guard let candidates = methods[call.method],
                    let tie = resolveAll(call.intent, in: call.enclosingType, index: index).first,
                    // Intent classes are named `…Intent` (generated or system); any other receiver is no intent.
                    tie.intent.hasSuffix("Intent"),
                    let method = candidates.first(where: { $0.owner == "INIntent" || $0.owner == tie.intent })
                else { return nil }
                var donation = Donation(
                    api: "INInteraction.donate", intent: tie.intent, intentEvidence: tie.evidence, language: "swift",
                    location: call.location, conditions: call.conditions)
                donation.origin = method.location
                return donation
            }
        }
    }

    /// The donations at the sites the files show.
    private static func siteDonations(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [Donation] {
        files.flatMap { file in
            file.donations.flatMap { fact -> [Donation] in
                if fact.requiresInteraction, !handsOutInteraction(fact.intent, in: fact.enclosingType, index: index) {
                    return []
                }
                var activityType = fact.activityType
                if activityType == nil, let constant = fact.activityTypeConstant {
                    activityType = index.constant(constant, in: fact.enclosingType)
                }
                let phrase = fact.phrase.flatMap { text($0, in: fact.enclosingType, index: index) }
                var donation = Donation(
                    api: fact.api, intent: nil, intentEvidence: nil, activityType: activityType,
                    language: "swift", location: fact.location, conditions: fact.conditions)
                donation.suggestedPhrase = phrase
                if fact.carriesActivity { donation.intentEvidence = "user-activity" }
                let resolved = fact.intent.map { resolveAll($0, in: fact.enclosingType, index: index) } ?? []
                guard !resolved.isEmpty else { return [donation] }
                // A helper with several branches donates each of their intents: one row per intent.
                return resolved.map { tie in
                    var tied = donation
                    tied.intent = tie.intent
                    tied.intentEvidence = tie.evidence
                    tied.suggestedPhrase = phrase ?? tie.phrase
                    tied.origin = tie.origin
                    return tied
                }
            }
        }
    }

    /// The one intent a reference stands for (the first, when a helper returns several).
    package static func resolve(
        _ reference: IntentReference, in type: String?, index: SwiftTypeIndex
    )
        -> (intent: String, evidence: String)?
    {
        resolveAll(reference, in: type, index: index).first.map { ($0.intent, $0.evidence) }
    }

    /// Every intent a reference stands for, in source order, without repeats.
    package static func resolveAll(
        _ reference: IntentReference, in type: String?, index: SwiftTypeIndex,
        depth: Int = 0
    ) -> [Resolved] {
        switch reference {
        case .type(let name, let evidence):
            let resolved = index.resolve(name, in: type)
            return specific(resolved).map { [Resolved(intent: $0, evidence: evidence)] } ?? []
        case .helper(let owner, let name):
            guard depth < helperDepth,
                let (memberOwner, declared, member) = lookup(owner: owner, name: name, in: type, index: index)
            else {
                return []
            }
            if let declared, let nominal = TypeText.nominal(declared), !ReturnedIntents.wrappers.contains(nominal) {
                return specific(index.resolve(nominal, in: memberOwner)).map {
                    [Resolved(intent: $0, evidence: "helper", origin: member?.location)]
                } ?? []
            }
            var result: [Resolved] = []
            // A stored property declared only `INIntent`: the intents the tree assigns to it tell.
            let built =
                member.map { $0.intents.isEmpty ? index.assignedIntents(name, in: memberOwner) : $0.intents } ?? []
            for built in built {
                for inner in resolveAll(built.reference, in: memberOwner, index: index, depth: depth + 1) {
                    let tie = Resolved(
                        intent: inner.intent, evidence: inner.evidence == "assigned" ? "assigned" : "helper",
                        phrase: inner.phrase ?? built.phrase.flatMap { text($0, in: memberOwner, index: index) },
                        origin: inner.origin ?? built.location)
                    if !result.contains(where: { $0.intent == tie.intent }) { result.append(tie) }
                }
            }
            return result
        case .intentOfHelper(let owner, let name):
            guard depth < helperDepth,
                let (memberOwner, declared, _) = lookup(owner: owner, name: name, in: type, index: index),
                let declared, let nominal = TypeText.nominal(declared)
            else { return [] }
            // An `INInteraction` or `INShortcut` hands out the intents the helper builds; a model
            // type, its own `intent` member.
            let inner: IntentReference =
                nominal == "INInteraction" || nominal == "INShortcut"
                ? .helper(owner: owner, name: name)
                : .helper(owner: index.resolve(nominal, in: memberOwner), name: "intent")
            return resolveAll(inner, in: type, index: index, depth: depth + 1)
        }
    }

    /// Whether a `.donate` receiver handed out by a helper is declared `INInteraction`.
    private static func handsOutInteraction(
        _ reference: IntentReference?, in type: String?, index: SwiftTypeIndex
    ) -> Bool {
        guard case .helper(let owner, let name)? = reference,
            let (_, declared, _) = lookup(owner: owner, name: name, in: type, index: index)
        else { return false }
        return declared.flatMap { TypeText.nominal($0) } == "INInteraction"
    }

    /// The member a helper reference names: its owner as looked up, its declared type and what it builds.
    /// The named owner first; without one, the enclosing type, then the file level.
    private static func lookup(
        owner: String?, name: String, in type: String?, index: SwiftTypeIndex
    )
        -> (owner: String?, declared: String?, member: MemberBuild?)?
    {
        let candidates: [String?] = owner.map { [$0] } ?? ((type.map { [$0] } ?? []) + [nil])
        for candidate in candidates {
            let declared = index.returnType(of: name, in: candidate)
            let member = index.member(name, in: candidate)
            if declared != nil || member != nil { return (candidate, declared, member) }
        }
        return nil
    }

    /// A phrase's text: the literal, or the constant's value.
    private static func text(_ phrase: PhraseValue, in type: String?, index: SwiftTypeIndex) -> String? {
        switch phrase {
        case .literal(let text): text
        case .constant(let name): index.phrase(name, in: type)
        }
    }

    private static func specific(_ name: String) -> String? {
        guard !name.isEmpty, !unspecific.contains(name), TypeText.nominal(name) == name else { return nil }
        return name
    }
}
