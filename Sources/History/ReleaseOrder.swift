/// The order of snapshots along a trend: by release, reading labels as versions when they are
/// (`4.9.1` < `4.10.0`, `v2.0` = `2.0`, `2.0-rc.1` < `2.0`, `git describe`'s `2.0-3-gabc1234` after
/// `2.0`), then by date. Labels that aren't versions (or no label) take their place by date among
/// the others: each goes before the first versioned snapshot generated after it.
package enum ReleaseOrder {
    package static func sorted(_ snapshots: [Snapshot]) -> [Snapshot] {
        let versioned = snapshots.compactMap { s in ReleaseVersion(s.release ?? "").map { (s, $0) } }
            .sorted { a, b in
                a.1 != b.1 ? a.1 < b.1 : (a.0.generatedAt, a.0.release ?? "") < (b.0.generatedAt, b.0.release ?? "")
            }
            .map(\.0)
        let dated = snapshots.filter { ReleaseVersion($0.release ?? "") == nil }
            .sorted { ($0.generatedAt, $0.release ?? "") < ($1.generatedAt, $1.release ?? "") }
        var result: [Snapshot] = []
        var v = 0
        var d = 0
        while v < versioned.count || d < dated.count {
            if d < dated.count, v == versioned.count || dated[d].generatedAt < versioned[v].generatedAt {
                result.append(dated[d])
                d += 1
            } else {
                result.append(versioned[v])
                v += 1
            }
        }
        return result
    }
}

/// A release label read as a version: numeric parts, then an optional pre-release or a
/// `git describe` distance past the tag.
package struct ReleaseVersion: Comparable {
    package var numbers: [Int]
    /// Pre-release identifiers (`rc.1` → `["rc", "1"]`); empty for a release.
    package var preRelease: [String]
    /// Commits past the tag, from `git describe` (`2.0-3-gabc1234` → 3).
    package var commitsAfter: Int

    /// Nil when the label is not a version (`main`, `nightly`, ``).
    package init?(_ label: String) {
        var text = Substring(label)
        if let first = text.first, first == "v" || first == "V" { text = text.dropFirst() }
        if let plus = text.firstIndex(of: "+") { text = text[..<plus] }
        var core = text
        var suffix: Substring = ""
        if let dash = text.firstIndex(of: "-") {
            core = text[..<dash]
            suffix = text[text.index(after: dash)...]
        }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard !parts.isEmpty, numbers.count == parts.count, !parts.contains(where: { $0.hasPrefix("+") }) else {
            return nil
        }
        self.numbers = numbers
        self.preRelease = []
        self.commitsAfter = 0
        if suffix.isEmpty { return }
        let pieces = suffix.split(separator: "-")
        if pieces.count == 2, let distance = Int(pieces[0]), pieces[1].first == "g",
            pieces[1].dropFirst().allSatisfy(\.isHexDigit)
        {
            commitsAfter = distance
        } else {
            preRelease = suffix.split(separator: ".").map(String.init)
        }
    }

    package static func < (a: ReleaseVersion, b: ReleaseVersion) -> Bool {
        for i in 0..<max(a.numbers.count, b.numbers.count) {
            let x = i < a.numbers.count ? a.numbers[i] : 0
            let y = i < b.numbers.count ? b.numbers[i] : 0
            if x != y { return x < y }
        }
        if a.preRelease != b.preRelease {
            if a.preRelease.isEmpty { return false }
            if b.preRelease.isEmpty { return true }
            return precedes(a.preRelease, b.preRelease)
        }
        return a.commitsAfter < b.commitsAfter
    }

    package static func == (a: ReleaseVersion, b: ReleaseVersion) -> Bool { !(a < b) && !(b < a) }

    /// Pre-release precedence as people read it: identifiers compared in turn, numeric ones
    /// numerically and below alphanumeric ones (Semantic Versioning), alphanumeric ones without
    /// regard to case and with their digit runs as numbers (`beta2` < `Beta10`); a shorter list
    /// first when one is a prefix of the other.
    package static func precedes(_ a: [String], _ b: [String]) -> Bool {
        for (x, y) in zip(a, b) {
            switch (Int(x), Int(y)) {
            case let (i?, j?): if i != j { return i < j }
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil):
                let order = naturalOrder(x, y)
                if order != 0 { return order < 0 }
            }
        }
        return a.count < b.count
    }

    /// -1, 0 or 1: `x` against `y` by runs of digits (as numbers) and of other characters (case-insensitive).
    package static func naturalOrder(_ x: String, _ y: String) -> Int {
        let left = runs(x), right = runs(y)
        for (l, r) in zip(left, right) {
            if let i = Int(l), let j = Int(r) {
                if i != j { return i < j ? -1 : 1 }
            } else {
                let a = l.lowercased(), b = r.lowercased()
                if a != b { return a < b ? -1 : 1 }
            }
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    /// `beta10x` → `beta`, `10`, `x`.
    private static func runs(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if let last = current.last, isDigit(last) != isDigit(character) {
                result.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
