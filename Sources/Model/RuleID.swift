/// A rule's stable id, `IA` + three digits (the first digit is the plan step its findings feed).
/// Each rule declares its own constant (`RuleID.placeholderPerform`) in its file; code that reacts
/// to a rule's findings names that constant, never the string.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

extension Finding {
    /// Whether this finding is one of `rule`'s.
    public func `is`(_ rule: RuleID) -> Bool { self.rule == rule.rawValue }
}
