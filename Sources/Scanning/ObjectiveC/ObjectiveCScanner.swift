import Discovery
import Model

/// Reads Objective-C headers and implementation files (`.h`, `.m`, `.mm`) with a small lexer.
///
/// Each file is read alone and in parallel (after a byte pre-filter); then the interfaces,
/// categories, class extensions and implementations of a class are merged into one handler.
package enum ObjectiveCScanner {
    package static func scan(_ files: [SourceFile]) -> Inventory {
        merge(ConcurrentMap.map(files) { scanFile($0) })
    }

    /// The inventory from every file's facts, in path order.
    package static func merge(_ perFile: [ObjectiveCFileFacts]) -> Inventory {
        var inventory = Inventory()
        inventory.handlers = ObjectiveCHandlerMerger.handlers(from: perFile)
        for facts in perFile {
            inventory.dispatches += facts.dispatches
            inventory.donations += facts.donations
            inventory.suppressions += facts.suppressions
            inventory.diagnostics += facts.diagnostics
        }
        return inventory
    }

    /// The facts of one file; a file that mentions nothing of interest is not lexed.
    package static func scanFile(_ file: SourceFile) -> ObjectiveCFileFacts {
        guard ObjectiveCPrefilter.mayMention(file.bytes) else { return ObjectiveCFileFacts() }
        let lexed = ObjectiveCLexer.tokenize(file.bytes)
        let stream = TokenStream(path: file.path, tokens: lexed.tokens)
        var facts = ObjectiveCDeclarationReader.read(stream)
        for comment in lexed.suppressions {
            guard !comment.rules.isEmpty else {
                facts.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: file.path, line: comment.line),
                        "suppression comment names no rule (write `// intent-audit:disable:next RULE`)"))
                continue
            }
            let line = firstLine(after: comment.line, in: lexed.tokens) ?? comment.line + 1
            for rule in comment.rules {
                facts.suppressions.append(
                    Suppression(rule: rule, location: SourceLocation(path: file.path, line: line)))
            }
        }
        for problem in lexed.problems {
            facts.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: problem.line),
                    "Objective-C: \(problem.message)"))
        }
        if let line = stream.unbalancedLine {
            facts.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: line),
                    "Objective-C: brackets do not balance from here on; facts after it may be missed"))
        }
        return facts
    }

    /// The line of the first token after `line` (the code a suppression comment covers).
    private static func firstLine(after line: Int, in tokens: [ObjectiveCToken]) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? tokens[low].line : nil
    }
}
