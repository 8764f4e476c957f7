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

/// The lexer: token kinds, positions, what it skips, and the `#if` conditions it tracks.
@Suite struct ObjectiveCLexerTests {
    @Test func tokensCarryKindLineAndColumn() {
        let lexed = ObjectiveCFixture.tokens("@interface A : B <P>\n  x = @\"s\" + 'c' + 1.5e-3; @[y]\n")
        let tokens = lexed.tokens.map { "\($0.kind) \($0.text) \($0.line):\($0.column)" }
        #expect(
            tokens == [
                "directive interface 1:1", "identifier A 1:12", "punctuation : 1:14", "identifier B 1:16",
                "punctuation < 1:18", "identifier P 1:19", "punctuation > 1:20",
                "identifier x 2:3", "punctuation = 2:5", "string s 2:7", "punctuation + 2:12", "character c 2:14",
                "punctuation + 2:18", "number 1.5e-3 2:20", "punctuation ; 2:26",
                "punctuation @ 2:28", "punctuation [ 2:29", "identifier y 2:30", "punctuation ] 2:31",
            ])
        #expect(lexed.problems.isEmpty)
    }

    @Test func skipsCommentsStringInsidesAndPreprocessorLines() {
        let source = """
            /* a [x y] */ a // b [c d]
            #define M(x) [x donateInteractionWithCompletion:nil] \\
                [x more]
            "q \\" [e f]" b
            #import "x.h" // [g h]
            c
            """
        let tokens = ObjectiveCFixture.tokens(source).tokens.map { "\($0.text)@\($0.line)" }
        #expect(tokens == ["a@1", "q \\\" [e f]@4", "b@4", "c@6"])
    }

    @Test func tracksConditionsThroughNesting() {
        let source = """
            #if A
            a
            #ifdef B
            b
            #elif defined(C)
            c
            #endif
            #else
            d
            #endif
            #ifndef E
            e
            #endif
            f
            """
        let tokens = ObjectiveCFixture.tokens(source).tokens.map { "\($0.text) \($0.conditions)" }
        #expect(
            tokens == [
                "a [\"A\"]", "b [\"A\", \"B\"]", "c [\"A\", \"!B\", \"defined(C)\"]", "d [\"!A\"]", "e [\"!E\"]",
                "f []",
            ])
    }

    @Test func readsSuppressionComments() {
        let lexed = ObjectiveCFixture.tokens(
            "x\n// intent-audit:disable:next rule-a, rule-b\n//intent-audit:disable:next\n// intent-audit: other\n")
        #expect(lexed.suppressions.map { "\($0.line) \($0.rules)" } == ["2 [\"rule-a\", \"rule-b\"]", "3 []"])
    }

    @Test func prefilterNeedsOneKeyword() {
        #expect(!ObjectiveCPrefilter.mayMention(Array("@interface A : NSObject\n@end\n".utf8)))
        #expect(ObjectiveCPrefilter.mayMention(Array("@interface A : NSObject <OrderSoupIntentHandling>".utf8)))
        #expect(ObjectiveCPrefilter.mayMention(Array("[x donateInteractionWithCompletion:nil]".utf8)))
        #expect(ObjectiveCPrefilter.mayMention(Array("a.eligibleForPrediction = YES;".utf8)))
        #expect(ObjectiveCPrefilter.mayMention(Array("// intent-audit:disable:next r".utf8)))
        #expect(!ObjectiveCPrefilter.mayMention(Array("Inten".utf8)))
        #expect(
            !ObjectiveCPrefilter.mayMention(Array("view.userInteractionEnabled = YES; UIKeyCommand *shortcut;".utf8)))
    }

    @Test func negatesConditionsReadably() {
        #expect(PreprocessorConditionStack.negate("DEBUG") == "!DEBUG")
        #expect(PreprocessorConditionStack.negate("!DEBUG") == "DEBUG")
        #expect(PreprocessorConditionStack.negate("defined(X)") == "!defined(X)")
        #expect(PreprocessorConditionStack.negate("A || B") == "!(A || B)")
        #expect(PreprocessorConditionStack.negate("!A && B") == "!(!A && B)")
    }
}
