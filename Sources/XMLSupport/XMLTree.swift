/// An XML element as plain values: what the safe parser returns and what the writer takes.
///
/// Attributes keep their order, so a document written twice is byte-identical.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// 1-based line of the start tag in the parsed text; 0 for elements built in code.
    public var line: Int

    public init(_ name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// The child elements, in document order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    /// The concatenated text of this element's direct text children.
    public var text: String {
        children.map { if case .text(let t) = $0 { return t } else { return "" } }.joined()
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    public func firstElement(named name: String) -> XMLElement? {
        elements.first { $0.name == name }
    }
}

/// One attribute, name and value.
public struct XMLAttribute: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A child of an element: an element or a run of text.
public enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(String)
}
