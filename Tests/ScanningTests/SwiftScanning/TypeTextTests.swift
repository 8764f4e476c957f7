import Testing

@testable import Scanning

/// The type-name helpers work on UTF-8 bytes; these pin what they answer for the shapes the
/// scanner meets (generics with dots inside, non-ASCII identifiers, stray whitespace).
@Suite struct TypeTextTests {
    @Test(arguments: [
        ("Intents.INIntent", "INIntent"),
        ("INIntent", "INIntent"),
        ("Outer.Inner.Leaf", "Leaf"),
        ("Swift.Array<Foundation.URL>", "Array<Foundation.URL>"),
        ("Dictionary<A.B, C.D>.Index", "Index"),
        ("Módulo.Añadir", "Añadir"),
        ("Trailing.", ""),
        ("", ""),
    ])
    func lastComponent(text: String, expected: String) {
        #expect(TypeText.lastComponent(text) == expected)
    }

    @Test(arguments: [
        ("  AppIntent \n", "AppIntent"),
        ("\t\r\nWidget\r\n", "Widget"),
        ("Añadir", "Añadir"),
        ("   ", ""),
        ("", ""),
        ("A & B", "A & B"),
    ])
    func trimmed(text: String, expected: String) {
        #expect(TypeText.trimmed(text) == expected)
    }

    @Test(
        arguments: [
            ("Intents.INIntent?", "INIntent"),
            ("Optional< Foo.Bar >", "Bar"),
            ("(any INIntent)?", nil),
            ("[INIntent]", nil),
            ("some AppIntent", nil),
            ("9Lives", nil),
            ("Añadir", "Añadir"),
        ] as [(String, String?)])
    func nominal(text: String, expected: String?) {
        #expect(TypeText.nominal(text) == expected)
    }
}
