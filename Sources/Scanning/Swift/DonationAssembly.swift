import Model

/// Builds `Donation`s: names the intent where the code tells (typealiases followed, helper
/// functions' declared return types looked up across files) and resolves activity-type constants.
package enum DonationAssembly {
    /// Type names that say nothing about which intent it is.
    package static let unspecific: Set<String> = ["INIntent", "AppIntent", "Any", "AnyObject", "NSObject"]

    package static func donations(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [Donation] {
        files.flatMap { file in
            file.donations.map { fact in
                let resolved = fact.intent.flatMap { resolve($0, in: fact.enclosingType, index: index) }
                var activityType = fact.activityType
                if activityType == nil, let constant = fact.activityTypeConstant {
                    activityType = index.constant(constant, in: fact.enclosingType)
                }
                return Donation(
                    api: fact.api, intent: resolved?.intent, intentEvidence: resolved?.evidence,
                    activityType: activityType, language: "swift", location: fact.location,
                    conditions: fact.conditions)
            }
        }
    }

    /// The literal invocation phrases whose intent resolves to a specific class.
    package static func phrases(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [InvocationPhrase] {
        files.flatMap { file in
            file.phrases.compactMap { fact in
                // An activity has a suggestedInvocationPhrase too; only intents count here.
                resolve(fact.intent, in: fact.enclosingType, index: index).flatMap {
                    $0.intent == "NSUserActivity"
                        ? nil : InvocationPhrase(intent: $0.intent, phrase: fact.phrase, location: fact.location)
                }
            }
        }
    }

    package static func resolve(
        _ reference: IntentReference, in type: String?, index: SwiftTypeIndex
    )
        -> (intent: String, evidence: String)?
    {
        switch reference {
        case .type(let name, let evidence):
            let resolved = index.resolve(name, in: type)
            return specific(resolved).map { ($0, evidence) }
        case .helper(let owner, let name):
            let returnType =
                owner.map { index.returnType(of: name, in: $0) }
                ?? (type.flatMap { index.returnType(of: name, in: $0) } ?? index.returnType(of: name, in: nil))
            guard let returnType, let nominal = TypeText.nominal(returnType) else { return nil }
            return specific(index.resolve(nominal, in: owner ?? type)).map { ($0, "helper") }
        }
    }

    private static func specific(_ name: String) -> String? {
        guard !name.isEmpty, !unspecific.contains(name), TypeText.nominal(name) == name else { return nil }
        return name
    }
}
