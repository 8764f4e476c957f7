/// The systems a string is asked for. A widget's kind may be computed by an `#available` branch
/// (`"Status".legacyKindName` returning `self` below iOS 17): an `IntentConfiguration` twin serves
/// the systems below those that bring `AppIntentConfiguration`, which serves from them on.
package enum SystemWindow: Sendable {
    case any
    /// Below iOS 17, macOS 14, watchOS 10 (where only an `IntentConfiguration` can serve).
    case belowAppIntentWidgets
    /// From iOS 17, macOS 14, watchOS 10 on.
    case fromAppIntentWidgets

    /// The first major version of each platform that has `AppIntentConfiguration`.
    static let thresholds: [String: Int] = ["iOS": 17, "iPadOS": 17, "macCatalyst": 17, "macOS": 14, "watchOS": 10]

    /// Whether an `#available(gate)` check holds for every system of the window: nil when it
    /// depends on the system (a gate at iOS 16 asked below iOS 17) or names no platform known here.
    func holds(_ gate: String) -> Bool? {
        var answers: Set<Bool> = []
        for entry in gate.split(separator: ",") {
            let words = entry.split(separator: " ")
            guard words.count == 2, let threshold = Self.thresholds[String(words[0])],
                let major = Int(words[1].split(separator: ".").first ?? "")
            else { continue }
            switch self {
            case .any: return nil
            case .belowAppIntentWidgets:
                guard major >= threshold else { return nil }
                answers.insert(false)
            case .fromAppIntentWidgets:
                guard major <= threshold else { return nil }
                answers.insert(true)
            }
        }
        return answers.count == 1 ? answers.first : nil
    }
}

extension SwiftTypeIndex {
    /// The string a recipe stands for on the window's systems: constants looked up from `type` in
    /// `file`, `String` extensions evaluated branch by branch; nil when any part is unknown or the
    /// answer depends on the system.
    package func evaluate(
        _ recipe: StringRecipe, in type: String?, file: String?, window: SystemWindow, base: String? = nil,
        depth: Int = 0
    ) -> String? {
        guard depth < 16 else { return nil }
        switch recipe {
        case .literal(let text): return text
        case .this: return base
        case .name(let name):
            if let value = constant(name, in: type, file: file) { return value }
            // `Kinds.steps.legacyKindName`: a transform applied to a constant.
            guard let dot = name.lastIndex(of: "."), transform(named: String(name[name.index(after: dot)...])) != nil
            else { return nil }
            let owner = StringRecipe.name(String(name[..<dot]))
            return evaluate(
                .transformed(owner, String(name[name.index(after: dot)...])), in: type, file: file, window: window,
                base: base, depth: depth + 1)
        case .joined(let parts):
            var result = ""
            for part in parts {
                guard let value = evaluate(part, in: type, file: file, window: window, base: base, depth: depth + 1)
                else { return nil }
                result += value
            }
            return result
        case .transformed(let inner, let name):
            guard let transform = transform(named: name),
                let value = evaluate(inner, in: type, file: file, window: window, base: base, depth: depth + 1)
            else { return nil }
            return apply(transform, to: value, window: window, depth: depth + 1)
        }
    }

    /// The first branch whose gate holds answers; a gate that depends on the system keeps every
    /// branch it leaves possible, and they must agree.
    private func apply(_ transform: StringTransform, to value: String, window: SystemWindow, depth: Int) -> String? {
        var possible: Set<String?> = []
        for branch in transform.branches {
            let answer = { self.evaluate(branch.recipe, in: nil, file: nil, window: window, base: value, depth: depth) }
            guard let gate = branch.gate else {
                possible.insert(answer())
                break
            }
            switch window.holds(gate) {
            case branch.whereAvailable?:
                possible.insert(answer())
                return possible.count == 1 ? possible.first! : nil
            case nil: possible.insert(answer())
            default: continue
            }
        }
        return possible.count == 1 ? possible.first! : nil
    }
}
