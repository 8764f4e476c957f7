/// Source text with location markers, as swift-format's tests write them: `1️⃣`…`9️⃣` stand where a
/// finding or fact is expected, so a test reads the place instead of counting lines by hand.
///
///     let source = MarkedSource("""
///         struct A {
///             1️⃣let b = INShortcut(intent: x)
///         }
///         """)
///     source.text        // the code without markers
///     source["1️⃣"]       // (line: 2, column: 5)
package struct MarkedSource {
    package static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text with every marker removed.
    package let text: String
    /// Marker → 1-based line and UTF-8 column of the character that follows it.
    package let locations: [String: (line: Int, column: Int)]

    package init(_ marked: String) {
        var text = ""
        var locations: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let first = rest.first {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                locations[marker] = (line, column)
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(first)
            if first == "\n" {
                line += 1
                column = 1
            } else {
                column += String(first).utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.locations = locations
    }

    /// Where `marker` stood.
    package subscript(_ marker: String) -> (line: Int, column: Int) {
        guard let location = locations[marker] else { preconditionFailure("no marker \(marker) in the source") }
        return location
    }

    /// The text as the bytes a scanner reads.
    package var bytes: [UInt8] { Array(text.utf8) }
}
