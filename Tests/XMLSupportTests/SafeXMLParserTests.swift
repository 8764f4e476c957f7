import Testing

@testable import XMLSupport

@Suite struct SafeXMLParserTests {
    @Test func parsesElementsAttributesTextAndLines() throws {
        let xml = "<?xml version=\"1.0\"?>\n<root a=\"1\">\n  <child>x &amp; y</child>\n</root>\n"
        let root = try SafeXMLParser.parse(Array(xml.utf8))
        #expect(root.name == "root")
        #expect(root.attribute("a") == "1")
        #expect(root.line == 2)
        #expect(root.firstElement(named: "child")?.text == "x & y")
        #expect(root.firstElement(named: "child")?.line == 3)
    }

    @Test func truncatedDocumentIsAnErrorWithALine() {
        let xml = "<?xml version=\"1.0\"?>\n<root>\n<child>\n"
        #expect(throws: XMLParseError.self) { try SafeXMLParser.parse(Array(xml.utf8)) }
    }
}
