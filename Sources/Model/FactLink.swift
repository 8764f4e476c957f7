/// How planning ties one inventory fact to a legacy intent: the one home of the words a report uses
/// for such a tie.
public enum LinkStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// The linker tied it to the intent (by the intent's name, its counterpart, a widget's kind or type)
    /// and a build target ships its file.
    case linked
    /// It names the intent, but no build target compiles its file: set aside as dead.
    case unshipped
    /// It names the intent or its counterpart, or sits where a linked fact sits, but the linker did
    /// not tie it (a migration factory's fallback `IntentConfiguration`, an untyped donation beside
    /// a typed one).
    case named
}

/// One inventory fact handed to the reports with its tie to an intent, so that no report joins a
/// fact back to an intent by location or name.
public struct FactLink<Fact: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var fact: Fact
    public var status: LinkStatus

    package init(_ fact: Fact, _ status: LinkStatus = .linked) {
        self.fact = fact
        self.status = status
    }
}

extension FactLink: InventoryOrdered where Fact: InventoryOrdered {
    package var orderLocation: SourceLocation? { fact.orderLocation }
    package var orderName: String { fact.orderName }
}
