import History
import Model
import XMLSupport

/// Small constructors for report elements: attributes keep the order given and absent
/// values are left out, so the document's shape is fixed by the code that builds it.
extension XMLElement {
    /// An element with the attributes whose values are present, then the children.
    package static func make(
        _ name: String, _ attributes: [(String, String?)] = [], _ children: [XMLElement] = []
    ) -> XMLElement {
        XMLElement(
            name,
            attributes: attributes.compactMap { pair in pair.1.map { XMLAttribute(pair.0, $0) } },
            children: children.map(XMLNode.element))
    }

    /// An element holding only text (and attributes).
    package static func text(_ name: String, _ text: String, _ attributes: [(String, String?)] = []) -> XMLElement {
        var element = make(name, attributes)
        element.children = [.text(text)]
        return element
    }

    /// A list element that holds `children`, with a `count` attribute.
    package static func list(_ name: String, _ children: [XMLElement]) -> XMLElement {
        make(name, [("count", String(children.count))], children)
    }
}

/// Attribute values in the document's spelling.
package enum XMLValue {
    package static func bool(_ value: Bool) -> String { value ? "true" : "false" }
    package static func int(_ value: Int) -> String { String(value) }
    /// A line or column: absent when unknown (0).
    package static func position(_ value: Int) -> String? { value > 0 ? String(value) : nil }

    /// `path`, `line`, `column` attributes of a location.
    package static func location(_ location: SourceLocation?) -> [(String, String?)] {
        guard let location else { return [] }
        return [("path", location.path), ("line", position(location.line)), ("column", position(location.column))]
    }

    /// `#if` conditions as child elements.
    package static func conditions(_ conditions: CompilationConditions) -> [XMLElement] {
        conditions.map { XMLElement.text("condition", $0) }
    }

    /// ISO 8601 UTC (`2024-05-01T12:00:00Z`) for seconds since 1970; the same clock snapshots are read with.
    package static func iso8601(_ seconds: Int) -> String { SnapshotDate.iso8601(seconds) }
}
