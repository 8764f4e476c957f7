/// An Objective-C message expression `[receiver label:argument label:argument]`, by token indexes.
package struct MessageSend: Sendable {
    /// What receives the message.
    package enum Receiver: Sendable {
        /// Another message, starting at this `[`.
        case message(Int)
        /// A name or a chain of names: `interaction`, `self.userActivity`, `INShortcut`.
        case name(String, first: Int)
        case other
    }

    package var open: Int
    package var close: Int
    package var receiver: Receiver
    /// The selector's labels (`initWithIntent`, `response`), or the unary selector (`alloc`).
    package var labels: [String]
    /// The token ranges of the arguments, one per label (empty for a unary message).
    package var arguments: [Range<Int>]

    package var firstLabel: String { labels.first ?? "" }

    /// Reads the message whose `[` is at `open`; nil when it is not a message (an array subscript, a C++ lambda).
    package static func read(_ stream: TokenStream, at open: Int) -> MessageSend? {
        let close = min(stream.closerOf[open], stream.count)
        var index = open + 1
        guard index < close else { return nil }
        let receiver: Receiver
        if stream.isPunctuation(index, "[") {
            receiver = .message(index)
            index = stream.closerOf[index] + 1
        } else if stream.isIdentifier(index) {
            let first = index
            var chain = stream[index].text
            index += 1
            while (stream.isPunctuation(index, ".")
                || stream.isPunctuation(index, "-") && stream.isPunctuation(index + 1, ">")),
                stream.isIdentifier(stream.isPunctuation(index, ".") ? index + 1 : index + 2)
            {
                index += stream.isPunctuation(index, ".") ? 1 : 2
                chain += "." + stream[index].text
                index += 1
            }
            receiver = .name(chain, first: first)
        } else {
            return nil
        }
        guard index < close, stream.isIdentifier(index) else { return nil }
        guard stream.isPunctuation(index + 1, ":") else {
            return index + 1 == close
                ? MessageSend(
                    open: open, close: close, receiver: receiver,
                    labels: [stream[index].text], arguments: []) : nil
        }
        var labels: [String] = []
        var arguments: [Range<Int>] = []
        var argumentStart = 0
        var pendingTernaries = 0
        while index < close {
            let token = stream[index]
            if pendingTernaries == 0, token.kind == .identifier, stream.isPunctuation(index + 1, ":") {
                if !labels.isEmpty { arguments.append(argumentStart..<index) }
                labels.append(token.text)
                index += 2
                argumentStart = index
                continue
            }
            if token.isPunctuation("?") { pendingTernaries += 1 }
            if token.isPunctuation(":") && pendingTernaries > 0 { pendingTernaries -= 1 }
            index = stream.closerOf[index] >= 0 ? stream.closerOf[index] + 1 : index + 1
        }
        arguments.append(argumentStart..<close)
        return MessageSend(open: open, close: close, receiver: receiver, labels: labels, arguments: arguments)
    }

    /// The class this message creates: `[[X alloc] init…]` or `[X new]` → `X`.
    package func createdClass(_ stream: TokenStream) -> String? {
        if firstLabel == "new", arguments.isEmpty, case .name(let name, _) = receiver, !name.contains(".") {
            return name
        }
        guard case .message(let inner) = receiver, let allocation = MessageSend.read(stream, at: inner),
            allocation.labels == ["alloc"], allocation.arguments.isEmpty,
            case .name(let name, _) = allocation.receiver, !name.contains("."),
            firstLabel.hasPrefix("init")
        else { return nil }
        return name
    }

    /// The message that makes up the whole of `range` (`[…]` and nothing else), if it is one.
    package static func whole(_ range: Range<Int>, in stream: TokenStream) -> MessageSend? {
        guard let first = range.first, stream.isPunctuation(first, "["), stream.closerOf[first] == range.upperBound - 1
        else {
            return nil
        }
        return read(stream, at: first)
    }
}
