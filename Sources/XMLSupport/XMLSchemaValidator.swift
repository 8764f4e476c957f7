import CLibXML2

/// Why a document does not match a schema: every violation, with its line.
public struct XMLSchemaError: Error, Sendable, CustomStringConvertible {
    /// `line: message`, one per violation (or the reason the schema could not be used).
    public var messages: [String]
    public var description: String { messages.joined(separator: "\n") }
}

/// Validates XML documents against an XSD 1.0 schema with libxml2 (tests use it to keep
/// `Templates/report.xsd` and the generated reports in step). Parsing follows `SafeXMLParser`'s
/// rules: no network, no entity substitution, no DTD loading.
public struct XMLSchemaValidator: Sendable {
    let schema: [UInt8]

    /// A validator for the schema text `schema` (the bytes of an `.xsd` file).
    public init(schema: [UInt8]) {
        self.schema = schema
    }

    /// Throws `XMLSchemaError` listing the violations when `document` does not match.
    public func validate(_ document: [UInt8]) throws {
        LibXML.setUp()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let doc: xmlDocPtr? = document.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlReadMemory($0, Int32(buffer.count), "document.xml", nil, options)
            }
        }
        guard let doc else { throw XMLSchemaError(messages: ["the document is not well-formed XML"]) }
        defer { xmlFreeDoc(doc) }
        let errors = ia_xml_errors_new()
        defer { ia_xml_errors_free(errors) }
        let status = schema.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                ia_xml_schema_validate($0, Int32(buffer.count), doc, errors)
            }
        }
        guard status != 0 else { return }
        var messages = String(cString: ia_xml_errors_text(errors)).split(separator: "\n").map(String.init)
        if status < 0 { messages.insert("the schema cannot be used", at: 0) }
        if messages.isEmpty { messages = ["the document does not match the schema"] }
        throw XMLSchemaError(messages: messages)
    }
}
