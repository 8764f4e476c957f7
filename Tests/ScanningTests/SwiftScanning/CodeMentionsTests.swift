import Testing

@testable import Scanning

/// The pre-filter's second look (issue 28): a keyword only in comments or string literals does not
/// send a file to the parser; one in code, in an interpolation, or anywhere the lexer cannot follow,
/// does. The suppression marker counts in comments.
@Suite struct CodeMentionsTests {
    static func interesting(_ text: String) -> Bool { KeywordFilter.isInteresting(Array(text.utf8)) }

    @Test(arguments: [
        "// Shows the Widget\nstruct A {}\n",
        "/// An AppIntent would do.\nfunc f() {}\n",
        "/* outer /* Widget */ still comment */ let x = 1\n",
        "let message = \"Add the Widget to your Home Screen\"\n",
        "let text = \"\"\"\n  Shortcut:\n  \"quoted\" Widget\n  \"\"\"\nlet y = 2\n",
        "let raw = #\"a \"Widget\" b\"#\nlet z = 3\n",
        "let escaped = \"a \\\"Widget\\\" b\"\n",
        "let url = \"https://example.com//Widget\" // \"Intent\"\n",
        "let inner = \"\\(value) Widget\"\n",
    ])
    func onlyInCommentsOrStrings(text: String) {
        #expect(!Self.interesting(text), "\(text)")
    }

    @Test(arguments: [
        "struct SearchWidget: Widget {}\n",
        "let x = \"// not a comment\"; let y: Widget\n",
        "/* \"quote in a comment */ struct A: AppIntent {}\n",
        "let t = \"\\(MyIntent().title) done\"\n",
        "let t = \"\\(f(\"(\", Widget.self)) done\"\n",
        "let r = #\"\\#(Shortcut.name)\"#\n",
        "let m = \"\"\"\n  \\(INInteraction.self)\n  \"\"\"\n",
        // Not followed: a string running into its line's end, an unterminated comment or string.
        "let re = /\"/\nstruct A {}\n// Widget\n",
        "/* never closed Widget\n",
        "let s = \"\"\"\nWidget\n",
        // The suppression marker lives in comments.
        "// intent-audit: ignore IA301\nstruct A {}\n",
    ])
    func inCodeOrNotFollowed(text: String) {
        #expect(Self.interesting(text), "\(text)")
    }

    @Test func noKeywordAtAllIsNotLexed() {
        #expect(!Self.interesting("struct A { let b = \"c\" }\n"))
    }
}
