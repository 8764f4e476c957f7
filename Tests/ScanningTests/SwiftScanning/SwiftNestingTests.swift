import Discovery
import Model
import Scanning
import Testing

/// The pre-scan that keeps pathological Swift away from SwiftSyntax: it must count what nests
/// and ignore what only looks like it (brackets in strings and comments).
@Suite struct SwiftNestingTests {
    static func measure(_ text: String) -> SwiftNesting { SwiftNesting.measure(Array(text.utf8)) }

    @Test func countsBracketsIfAndInterpolations() {
        #expect(Self.measure("f(a[{ }])").maxDepth == 3)
        #expect(Self.measure("#if A\n#if B\nlet x = (1)\n#endif\n#endif\n").maxDepth == 3)
        #expect(Self.measure(#"let s = "\("\(1)")""#).maxDepth == 2)
        #expect(Self.measure("let x: A<B<C<D>>> = y").maxAngles == 3)
        #expect(Self.measure("f(a[{ }])").balanced)
    }

    @Test func ignoresStringsAndComments() {
        let text = #"""
            let a = "((([[[{{{"  // (((((
            /* [[[[ /* nested {{{{ */ ]]]] */
            let b = #"((("# + """
              (((
              """
            """#
        let nesting = Self.measure(text)
        #expect(nesting.maxDepth == 0, "\(nesting)")
        #expect(nesting.balanced)
    }

    @Test func unbalancedAndMismatched() {
        #expect(!Self.measure("f((").balanced)
        #expect(!Self.measure("f(]").balanced)
        #expect(!Self.measure("#endif\n").balanced)
        #expect(Self.measure(String(repeating: "(", count: 5000)).maxDepth == 5000)
    }

    @Test func theGateRefusesDeepAndUnbalancedFiles() {
        func check(_ text: String) -> SwiftParseGate.Check {
            SwiftParseGate.check(
                SourceFile(path: "A.swift", kind: .swift, bytes: Array(text.utf8)), what: "Swift file", limits: Limits()
            )
        }
        if case .allowed = check(String(repeating: "(", count: 200)) { Issue.record("200 open parentheses parsed") }
        if case .allowed = check("let x = " + String(repeating: "({", count: 20)) {
            Issue.record("unbalanced 40-deep file parsed")
        }
        let balanced = "f(" + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + ")"
        if case .refused(let diagnostic) = check(balanced) {
            Issue.record("a balanced 31-deep file was refused: \(diagnostic.message)")
        }
    }

    @Test func limitsParseAndRefuse() throws {
        let limits = try Limits.parse(["nesting-depth=64", "template-milliseconds=100"])
        #expect(limits.nestingDepth == 64)
        #expect(limits.templateMilliseconds == 100)
        #expect(throws: LimitError.self) { try Limits.parse(["nesting-depth=0"]) }
        #expect(throws: LimitError.self) { try Limits.parse(["no-such=1"]) }
        #expect("é".truncated(toBytes: 1) == "…")
        #expect([Int.max, 1].saturatingSum() == Int.max)
    }
}
