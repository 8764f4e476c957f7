/// Reads the text of a `//` comment as an inline suppression: `intent-audit:disable:next RULE[, RULE…]`.
package enum SuppressionCommentReader {
    package static let marker = Array("intent-audit:disable:next".utf8)

    /// The rule ids the comment names, nil when it is not a suppression comment.
    /// An empty list means the marker is there but names no rule.
    package static func rules(in comment: ArraySlice<UInt8>) -> [String]? {
        var rest = comment.drop(while: { $0 == ASCII.space || $0 == ASCII.tab })
        guard rest.starts(with: marker) else { return nil }
        rest = rest.dropFirst(marker.count)
        var rules: [String] = []
        var current: [UInt8] = []
        for byte in rest {
            if ASCII.isIdentifierPart(byte) || byte == ASCII.minus || byte == ASCII.dot {
                current.append(byte)
            } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.comma || byte == ASCII.carriageReturn {
                if !current.isEmpty { rules.append(String(decoding: current, as: UTF8.self)) }
                current = []
            } else {
                break
            }
        }
        if !current.isEmpty { rules.append(String(decoding: current, as: UTF8.self)) }
        return rules
    }
}
