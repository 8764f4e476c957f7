import CLibXML2

/// Serializes an `XMLElement` tree with libxml2: escaping is libxml2's, output is UTF-8,
/// indented, and byte-identical for the same tree.
public enum XMLWriter {
    public static func serialize(_ root: XMLElement) -> [UInt8] {
        serialize(root, sections: [])
    }

    /// `root` (its attributes; its own children first) with `sections` made one at a time: each is
    /// converted to libxml2's nodes and released before the next is made, a list's items one by one
    /// too. The same bytes as the whole tree's, with at most one section's element tree held at once.
    public static func serialize(_ root: XMLElement, sections: [XMLSection]) -> [UInt8] {
        LibXML.setUp()
        guard let doc = xmlNewDoc("1.0") else { return [] }
        // Element and attribute names interned once for the document (a large report repeats a few
        // dozen names a million times); xmlFreeDoc frees the dictionary. The text is the same.
        doc.pointee.dict = xmlDictCreate()
        let node = build(root, in: doc)
        for section in sections {
            switch section {
            case .element(let make):
                xmlAddChild(node, build(make(), in: doc))
            case .list(let list, let items):
                let listNode = build(list, in: doc)
                for item in items { xmlAddChild(listNode, build(item(), in: doc)) }
                xmlAddChild(node, listNode)
            }
        }
        xmlDocSetRootElement(doc, node)
        return dump(doc)
    }

    /// The document's text; its tree is freed before the text is copied out, so the two are not
    /// held together with the copy (a 19 MB report's tree is about ten times its text).
    private static func dump(_ doc: xmlDocPtr) -> [UInt8] {
        var buffer: UnsafeMutablePointer<xmlChar>?
        var size: Int32 = 0
        xmlDocDumpFormatMemoryEnc(doc, &buffer, &size, "UTF-8", 1)
        xmlFreeDoc(doc)
        guard let buffer else { return [] }
        defer { ia_xmlFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    static func build(_ element: XMLElement, in doc: xmlDocPtr) -> xmlNodePtr {
        let node = xmlNewDocNode(doc, nil, sanitized(element.name), nil)!
        for attribute in element.attributes {
            xmlNewProp(node, sanitized(attribute.name), sanitized(attribute.value))
        }
        for child in element.children {
            switch child {
            case .element(let e):
                xmlAddChild(node, build(e, in: doc))
            case .text(let t):
                xmlAddChild(node, xmlNewDocText(doc, sanitized(t)))
            }
        }
        return node
    }

    /// XML 1.0 cannot carry most control characters; they become U+FFFD rather than
    /// making the whole report unreadable.
    static func sanitized(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { !allowed($0) }) else { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            out.append(allowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(out)
    }

    static func allowed(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}

/// One child of a document's root, made when the writer reaches it.
public enum XMLSection {
    /// An element made whole.
    case element(() -> XMLElement)
    /// A list: the element (its name and attributes; children it has come first) and its items, each
    /// made, converted and released in turn.
    case list(XMLElement, [() -> XMLElement])

    /// The section as one element tree.
    public func make() -> XMLElement {
        switch self {
        case .element(let make): return make()
        case .list(let list, let items):
            var whole = list
            whole.children += items.map { .element($0()) }
            return whole
        }
    }
}
