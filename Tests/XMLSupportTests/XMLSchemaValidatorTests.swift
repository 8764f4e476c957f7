import Testing

@testable import XMLSupport

@Suite struct XMLSchemaValidatorTests {
    static let schema = Array(
        """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="root">
            <xs:complexType>
              <xs:sequence><xs:element name="item" type="xs:integer" maxOccurs="unbounded"/></xs:sequence>
              <xs:attribute name="name" type="xs:string" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """.utf8)

    @Test func validDocumentPasses() throws {
        try XMLSchemaValidator(schema: Self.schema).validate(
            Array("<root name=\"a\"><item>1</item><item>2</item></root>".utf8))
    }

    @Test func violationsAreListedWithLines() throws {
        let document = "<root>\n<item>1</item>\n<item>two</item>\n</root>"
        do {
            try XMLSchemaValidator(schema: Self.schema).validate(Array(document.utf8))
            Issue.record("an invalid document passed")
        } catch let error as XMLSchemaError {
            #expect(error.messages.count == 2)
            #expect(error.messages.contains { $0.hasPrefix("1: ") && $0.contains("name") })
            #expect(error.messages.contains { $0.hasPrefix("3: ") && $0.contains("two") })
        }
    }

    @Test func brokenSchemaIsAnError() {
        #expect(throws: XMLSchemaError.self) {
            try XMLSchemaValidator(
                schema: Array("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element/></xs:schema>".utf8)
            )
            .validate(Array("<root/>".utf8))
        }
    }
}
