import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// The old-style (OpenStep) reader: syntax, escapes, comments, lines and errors.
@Suite struct OpenStepPropertyListTests {
    @Test func dictionariesArraysWordsAndLines() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                list = ( a, "b c",
                    /* comment */ d, );
                empty = ( );
                nested = { key = value; };
            }
            """
        let value = try OpenStepPropertyListReader.read(text)
        #expect(value.line == 2)
        #expect(value.entries?.map(\.key) == ["archiveVersion", "list", "empty", "nested"])
        #expect(value.entries?.map(\.keyLine) == [3, 4, 6, 7])
        #expect(value["archiveVersion"]?.string == "1")
        #expect(value["list"]?.array?.map(\.string) == ["a", "b c", "d"])
        #expect(value["list"]?.array?.map(\.line) == [4, 4, 5])
        #expect(value["empty"]?.array == [])
        #expect(value["nested"]?["key"]?.string == "value")
        #expect(value["nested"]?["key"]?.line == 7)
    }

    @Test func quotedStringEscapes() throws {
        let value = try OpenStepPropertyListReader.read(
            #"{ s = "a\nb\t\"q\" \\ \U00e9\u00FC \101 'x'"; t = 'single "q"'; }"#)
        #expect(value["s"]?.string == "a\nb\t\"q\" \\ éü A 'x'")
        #expect(value["t"]?.string == "single \"q\"")
    }

    @Test func surrogatePairsJoin() throws {
        let value = try OpenStepPropertyListReader.read(#"{ s = "\UD83D\UDE00"; }"#)
        #expect(value["s"]?.string == "😀")
        let lone = try OpenStepPropertyListReader.read(#"{ a = "x\UD83Dy"; b = "\UDE00"; c = "\UD83D"; }"#)
        #expect(lone["a"]?.string == "x\u{FFFD}y" && lone["b"]?.string == "\u{FFFD}" && lone["c"]?.string == "\u{FFFD}")
    }

    /// Characters written as themselves, inside and outside the Basic Multilingual Plane.
    @Test func literalCharactersOfEveryPlane() throws {
        let value = try OpenStepPropertyListReader.read("{ s = \"aé€😀𝄞z\"; }")
        #expect(value["s"]?.string == "aé€😀𝄞z")
    }

    /// Escapes between literal text of every width, a byte order mark, and lines counted inside quotes.
    @Test func escapesAmongLiteralTextAndLines() throws {
        let text = "\u{FEFF}\"k\\\"é\" = \"é\\😀\\\n€\\351\\UD83D€\";\n\"two\nlines\" = x;\nnext = 'y\\'';"
        let value = try OpenStepPropertyListReader.readStrings(text)
        #expect(value.entries?.map(\.key) == ["k\"é", "two\nlines", "next"])
        #expect(value.entries?.map(\.keyLine) == [1, 3, 5])
        #expect(value["k\"é"]?.string == "é😀\n€é\u{FFFD}€")
        #expect(value["next"]?.string == "y'")
    }

    @Test func hexData() throws {
        let value = try OpenStepPropertyListReader.read("{ d = <0fA1 b2\n 3c>; }")
        #expect(value["d"]?.content == .data([0x0F, 0xA1, 0xB2, 0x3C]))
    }

    @Test func stringsFileWithoutBracesAndTheKeyOnlyForm() throws {
        let value = try OpenStepPropertyListReader.readStrings("/* c */\n\"a\" = \"A\";\n\"b\";\nc = d;\n")
        #expect(value.entries?.map(\.key) == ["a", "b", "c"])
        #expect(value["b"]?.string == "b")
        #expect(value.entries?.map(\.keyLine) == [2, 3, 4])
        #expect(try OpenStepPropertyListReader.readStrings("").entries == [])
    }

    @Test(arguments: [
        ("{ a = b; ", 1, "the dictionary is not closed (missing '}')"),
        ("{\n a = \"b;\n}", 2, "unterminated quoted string"),
        ("{ a = b }", 1, "expected ';' after the value of 'a', found '}'"),
        ("{\n a b; }", 2, "expected '=' after the key 'a', found 'b'"),
        ("( a b )", 1, "expected ',' or ')' in an array, found 'b'"),
        ("{ a = (b, ; }", 1, "expected a value, found ';'"),
        ("/* never closed\n{ }", 1, "unterminated /* comment"),
        ("{ } }", 1, "unexpected text after the end of the property list"),
        ("{ d = <0g>; }", 1, "'g' is not a hexadecimal digit in <data>"),
        ("{\n\n a = é; }", 3, "unexpected character 'é'"),
        ("  ", 1, "the property list is empty"),
    ])
    func errorsCarryTheirLine(text: String, line: Int, message: String) {
        #expect(throws: PropertyListError(line: line, message: message)) {
            try OpenStepPropertyListReader.read(text)
        }
    }
}
