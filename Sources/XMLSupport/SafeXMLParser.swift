import CLibXML2

/// Why a document could not be parsed; `line` is 0 when libxml2 could not tell.
public struct XMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Parses XML with libxml2 under settings that make hostile input harmless.
///
/// No network access (`XML_PARSE_NONET`), no entity substitution (never `XML_PARSE_NOENT`),
/// no DTD loading, and an external-entity loader that refuses everything. An entity that
/// would expand (XXE, billion laughs) is reported as an error instead of being expanded.
public enum SafeXMLParser {
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// Parses `bytes`; an element with more than `maximumAttributes` attributes is refused before
    /// libxml2 sees it (its duplicate-attribute check takes time quadratic in their number).
    public static func parse(
        _ bytes: [UInt8], name: String = "input.xml", maximumAttributes: Int = 256
    ) throws -> XMLElement {
        if let (count, line) = mostAttributes(bytes, above: maximumAttributes) {
            throw XMLParseError(
                line: line,
                message:
                    "an element has \(count) or more attributes, over the xml-attributes limit (\(maximumAttributes); --limit xml-attributes)"
            )
        }
        LibXML.setUp()
        guard let ctxt = xmlNewParserCtxt() else {
            throw XMLParseError(line: 0, message: "libxml2 could not create a parser")
        }
        defer { xmlFreeParserCtxt(ctxt) }
        let doc: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { chars in
                xmlCtxtReadMemory(ctxt, chars, Int32(buffer.count), name, nil, options)
            }
        }
        if let err = xmlCtxtGetLastError(ctxt), err.pointee.level.rawValue >= XML_ERR_ERROR.rawValue {
            if let doc { xmlFreeDoc(doc) }
            throw XMLParseError(line: Int(err.pointee.line), message: LibXML.message(of: err.pointee))
        }
        guard let doc else {
            throw XMLParseError(line: 0, message: "not a well-formed XML document")
        }
        defer { xmlFreeDoc(doc) }
        if let entityError = refuseEntities(doc, bytes) { throw entityError }
        guard let root = xmlDocGetRootElement(doc) else {
            throw XMLParseError(line: 0, message: "the document has no root element")
        }
        return try convert(root)
    }

    /// A document that declares entities (internal or external) is refused: intent definitions
    /// and reports never use them, and an unexpanded reference would silently drop text.
    static func refuseEntities(_ doc: xmlDocPtr, _ bytes: [UInt8]) -> XMLParseError? {
        for dtd in [doc.pointee.intSubset, doc.pointee.extSubset] {
            guard let dtd else { continue }
            if dtd.pointee.entities != nil || dtd.pointee.pentities != nil {
                return XMLParseError(
                    line: lineOfFirst(Array("<!ENTITY".utf8), in: bytes),
                    message:
                        "the document declares XML entities; they are not expanded (entity expansion is disabled for safety)"
                )
            }
        }
        return nil
    }

    /// The first start tag with more than `limit` attributes (counted as `=` outside quotes), with
    /// its line; nil when every tag is within the limit. One linear pass.
    static func mostAttributes(_ bytes: [UInt8], above limit: Int) -> (Int, Int)? {
        var line = 1
        var tagLine = 1
        var inTag = false
        var quote: UInt8 = 0
        var count = 0
        for byte in bytes {
            if byte == 0x0A { line += 1 }
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            if !inTag {
                if byte == UInt8(ascii: "<") { inTag = true; count = 0; tagLine = line }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "="):
                count += 1
                if count > limit { return (count, tagLine) }
            case UInt8(ascii: ">"): inTag = false
            default: break
            }
        }
        return nil
    }

    /// The 1-based line where `needle` first occurs, 0 when absent.
    static func lineOfFirst(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
        var line = 1
        for i in 0...(bytes.count - needle.count) {
            if bytes[i] == UInt8(ascii: "\n") { line += 1 }
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return line }
        }
        return 0
    }

    static func convert(_ node: xmlNodePtr) throws -> XMLElement {
        var element = XMLElement(LibXML.string(node.pointee.name), line: Int(xmlGetLineNo(node)))
        var attr = node.pointee.properties
        while let a = attr {
            let value = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self))
            element.attributes.append(XMLAttribute(LibXML.string(a.pointee.name), LibXML.take(value)))
            attr = a.pointee.next
        }
        var child = node.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                element.children.append(.element(try convert(c)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                element.children.append(.text(LibXML.string(c.pointee.content)))
            case XML_ENTITY_REF_NODE:
                throw XMLParseError(
                    line: Int(xmlGetLineNo(c)),
                    message:
                        "entity reference '&\(LibXML.string(c.pointee.name));' is not expanded (entity expansion is disabled for safety)"
                )
            default:
                break
            }
            child = c.pointee.next
        }
        return element
    }
}

/// One-time libxml2 set-up and small conversions; internal to XMLSupport.
enum LibXML {
    private static let once: Void = {
        xmlInitParser()
        ia_xml_quiet_generic_errors()
        ia_xml_forbid_external_loads()
    }()

    static func setUp() { _ = once }

    static func string(_ p: UnsafePointer<xmlChar>?) -> String {
        guard let p else { return "" }
        return String(cString: p)
    }

    /// Converts and frees a string that libxml2 allocated.
    static func take(_ p: UnsafeMutablePointer<xmlChar>?) -> String {
        guard let p else { return "" }
        defer { ia_xmlFree(p) }
        return String(cString: p)
    }

    static func message(of error: xmlError) -> String {
        let text = error.message.map { String(cString: $0) } ?? "XML error"
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}

extension Set where Element == Character {
    static let whitespacesAndNewlines: Set<Character> = [" ", "\t", "\n", "\r"]
}
