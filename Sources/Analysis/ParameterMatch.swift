import Model

/// What becomes of one legacy parameter (or one added counterpart parameter) when the system
/// copies a saved configuration onto the counterpart, matching on name and type.
package struct ParameterMatch: Sendable, Hashable {
    /// The fate of the saved value (the mapping doc's §1.1 verdicts, plus `added`).
    package enum Verdict: String, Sendable {
        case survives
        case survivesIfQueryResolvesIDs = "survives-if-query-resolves-ids"
        case lost
        case unknownType = "unknown-type"
        case added
    }

    /// Why a value is lost, when it is.
    package enum Problem: String, Sendable {
        case missing, renamed, typeDiffers = "type-differs", arrayMismatch = "array-mismatch"
    }

    package var legacy: IntentParameter?
    package var new: AppIntentParameter?
    package var verdict: Verdict
    package var problem: Problem?
    /// The legacy type in words, and the App Intents type it should have.
    package var legacyType: String?
    package var expectedType: String?
    /// Legacy enum cases (minus `unknown`) the `AppEnum` lacks.
    package var missingEnumCases: [String] = []
    /// The declaration the counterpart parameter's type names (an entity or an enum), when in the tree.
    package var typeDeclaration: AppIntentDeclaration?
    package var reason: String
    /// The counterpart's type is from another module: whether it takes the value cannot be told.
    package var cannotTell = false

    /// The model value the reports show.
    package var mapping: ParameterMapping {
        ParameterMapping(
            verdict: verdict.rawValue, legacyName: legacy?.name, legacyType: legacyType,
            newName: new?.name, newType: new.map { $0.isOptional ? $0.type + "?" : $0.type },
            reason: reason)
    }
}
