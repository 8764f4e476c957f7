import Model

/// Finds the App Intents declaration a written type names. Nested types are recorded under their
/// full name (`SetSwitchState.Action`) but written short inside their owner (`var action: Action`),
/// so the owner's nested type is tried first, then the plain name, then the one declaration whose
/// last name component matches.
package struct DeclarationLookup: Sendable {
    package var declarations: [String: AppIntentDeclaration]
    /// Last name component → full names, so a short name is found without a scan of every name.
    private var byLastComponent: [String: [String]] = [:]

    package init(_ declarations: [String: AppIntentDeclaration]) {
        self.declarations = declarations
        for name in declarations.keys {
            guard let dot = name.lastIndex(of: ".") else { continue }
            byLastComponent[String(name[name.index(after: dot)...]), default: []].append(name)
        }
    }

    /// `element` is a type reduced by `TypeTable.elementType`; `owner` the declaration it is written in.
    package func find(_ element: String, in owner: String?) -> AppIntentDeclaration? {
        if let owner, let nested = declarations[owner + "." + element] { return nested }
        if let plain = declarations[element] { return plain }
        let candidates = byLastComponent[element] ?? []
        return candidates.count == 1 ? declarations[candidates[0]] : nil
    }
}
