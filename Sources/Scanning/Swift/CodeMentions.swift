/// Whether a Swift file's bytes mention a keyword outside comments and string literals: a file that
/// names `AppIntent` or `Widget` only in a doc comment or a message is not worth a parse (issue 28).
///
/// A small lexer, conservative by construction: it knows line and nested block comments, string
/// literals (single-line, multi-line, raw with any number of `#`) and interpolations in them (which
/// are code again, to any depth). Whatever it cannot follow — a string that runs into the end of its
/// line, a comment or string that never ends (a regular-expression literal holding a quote ends up
/// here) — answers yes, so a file is never dropped for the lexer's sake; the parse settles it.
package enum CodeMentions {
    package static func mentionsInCode(_ bytes: [UInt8], anyOf keywords: [[UInt8]]) -> Bool {
        var firsts = [Bool](repeating: false, count: 256)
        for keyword in keywords where !keyword.isEmpty { firsts[Int(keyword[0])] = true }
        return bytes.withUnsafeBufferPointer { text in
            var lexer = Lexer(text: text, keywords: keywords, firsts: firsts)
            return lexer.run()
        }
    }

    private enum Mode {
        /// Code; inside an interpolation, the parentheses opened since it began.
        case code(depth: Int)
        case string(hashes: Int, multiline: Bool)
    }

    private struct Lexer {
        let text: UnsafeBufferPointer<UInt8>
        let keywords: [[UInt8]]
        let firsts: [Bool]
        var stack: [Mode] = [.code(depth: 0)]
        var index = 0

        static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        static let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), carriageReturn = UInt8(ascii: "\r")

        init(text: UnsafeBufferPointer<UInt8>, keywords: [[UInt8]], firsts: [Bool]) {
            self.text = text
            self.keywords = keywords
            self.firsts = firsts
        }

        func at(_ offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }

        func starts(_ word: [UInt8], at offset: Int) -> Bool {
            guard offset + word.count <= text.count else { return false }
            for (position, byte) in word.enumerated() where text[offset + position] != byte { return false }
            return true
        }

        /// Yes when a keyword is met in code, or when the lexer cannot follow the file.
        mutating func run() -> Bool {
            while index < text.count {
                switch stack[stack.count - 1] {
                case .code(let depth):
                    switch code(depth: depth) {
                    case .some(let answer): return answer
                    case nil: continue
                    }
                case .string(let hashes, let multiline):
                    if let answer = string(hashes: hashes, multiline: multiline) { return answer }
                }
            }
            return stack.count != 1
        }

        /// One step in code; an answer when the walk is over.
        mutating func code(depth: Int) -> Bool? {
            let byte = text[index]
            if byte == Self.slash, at(index + 1) == Self.slash {
                while index < text.count, text[index] != Self.newline { index += 1 }
                return nil
            }
            if byte == Self.slash, at(index + 1) == Self.star {
                return blockComment() ? nil : true
            }
            if byte == Self.hash || byte == Self.quote {
                var hashes = 0
                while at(index + hashes) == Self.hash { hashes += 1 }
                if at(index + hashes) == Self.quote {
                    let multiline = at(index + hashes + 1) == Self.quote && at(index + hashes + 2) == Self.quote
                    index += hashes + (multiline ? 3 : 1)
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    return nil
                }
                index += max(hashes, 1)
                return nil
            }
            if stack.count > 1 {
                if byte == Self.open {
                    stack[stack.count - 1] = .code(depth: depth + 1)
                } else if byte == Self.close {
                    if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: depth - 1) }
                }
            }
            if firsts[Int(byte)], keywords.contains(where: { starts($0, at: index) }) { return true }
            index += 1
            return nil
        }

        /// Skips a block comment (they nest); false when it never ends.
        mutating func blockComment() -> Bool {
            var depth = 0
            while index < text.count {
                if text[index] == Self.slash, at(index + 1) == Self.star {
                    depth += 1
                    index += 2
                } else if text[index] == Self.star, at(index + 1) == Self.slash {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// One step in a string literal; yes when it runs into the end of its line (single-line).
        mutating func string(hashes: Int, multiline: Bool) -> Bool? {
            let byte = text[index]
            if byte == Self.backslash {
                var count = 0
                while count < hashes, at(index + 1 + count) == Self.hash { count += 1 }
                guard count == hashes else {
                    index += 1
                    return nil
                }
                if at(index + 1 + hashes) == Self.open {
                    index += hashes + 2
                    stack.append(.code(depth: 0))
                } else {
                    index += hashes + 2  // an escape: the next byte is not the closing quote
                }
                return nil
            }
            if byte == Self.quote {
                let quotes = multiline ? 3 : 1
                var count = 0
                while count < quotes, at(index + count) == Self.quote { count += 1 }
                var closing = 0
                while count == quotes, closing < hashes, at(index + quotes + closing) == Self.hash { closing += 1 }
                if count == quotes, closing == hashes {
                    index += quotes + hashes
                    stack.removeLast()
                    return nil
                }
                index += 1
                return nil
            }
            if !multiline, byte == Self.newline || byte == Self.carriageReturn { return true }
            index += 1
            return nil
        }
    }
}
