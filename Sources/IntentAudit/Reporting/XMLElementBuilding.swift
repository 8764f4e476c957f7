import XMLSupport

/// Small constructors for report elements: attributes keep the order given and absent
/// values are left out, so the document's shape is fixed by the code that builds it.
extension XMLElement {
    /// An element with the attributes whose values are present, then the children.
    static func make(_ name: String, _ attributes: [(String, String?)] = [], _ children: [XMLElement] = []) -> XMLElement {
        XMLElement(name,
                   attributes: attributes.compactMap { pair in pair.1.map { XMLAttribute(pair.0, $0) } },
                   children: children.map(XMLNode.element))
    }

    /// An element holding only text (and attributes).
    static func text(_ name: String, _ text: String, _ attributes: [(String, String?)] = []) -> XMLElement {
        var element = make(name, attributes)
        element.children = [.text(text)]
        return element
    }

    /// A list element that holds `children`, with a `count` attribute.
    static func list(_ name: String, _ children: [XMLElement]) -> XMLElement {
        make(name, [("count", String(children.count))], children)
    }
}

/// Attribute values in the document's spelling.
enum XMLValue {
    static func bool(_ value: Bool) -> String { value ? "true" : "false" }
    static func int(_ value: Int) -> String { String(value) }
    /// A line or column: absent when unknown (0).
    static func position(_ value: Int) -> String? { value > 0 ? String(value) : nil }

    /// `path`, `line`, `column` attributes of a location.
    static func location(_ location: SourceLocation?) -> [(String, String?)] {
        guard let location else { return [] }
        return [("path", location.path), ("line", position(location.line)), ("column", position(location.column))]
    }

    /// `#if` conditions as child elements.
    static func conditions(_ conditions: CompilationConditions) -> [XMLElement] {
        conditions.map { XMLElement.text("condition", $0) }
    }

    /// ISO 8601 UTC (`2024-05-01T12:00:00Z`) for seconds since 1970, without Foundation's formatters
    /// (their output depends on the platform).
    static func iso8601(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondsOfDay = seconds - days * 86_400
        // Civil-from-days (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year4 = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(year4)-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)):\(two(secondsOfDay % 60))Z"
    }
}
