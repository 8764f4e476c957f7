/// Picks scored pairs so that each legacy intent and each App Intent is used at most once and the
/// total score is the highest: a name match must not take the App Intent another intent fits better.
///
/// Pairs fall into groups that share an intent or an App Intent; each group is solved on its own,
/// exactly (a bounded search) when small, by best score first when large. Real groups are a handful
/// of pairs, so this stays linear in the number of pairs.
package enum GlobalAssignment {
    /// Groups with more intents than this are solved by best score first.
    static let exactLimit = 10

    package static func best(_ pairs: [Pair]) -> [Pair] {
        var result: [Pair] = []
        for group in groups(pairs) {
            let links = Set(group.map(\.link))
            result += links.count <= exactLimit ? exact(group) : greedy(group)
        }
        return result.sorted { ($0.link, $0.candidate) < ($1.link, $1.candidate) }
    }

    /// Connected groups of pairs (union–find over intents and App Intents).
    private static func groups(_ pairs: [Pair]) -> [[Pair]] {
        var parent: [String: String] = [:]
        func root(_ key: String) -> String {
            var top = key
            while let next = parent[top], next != top { top = next }
            // Point the path straight at its root, so later look-ups stay short.
            var walker = key
            while let next = parent[walker], next != top {
                parent[walker] = top
                walker = next
            }
            return top
        }
        for pair in pairs {
            let a = root("l\(pair.link)"), b = root("c\(pair.candidate)")
            parent[a] = a
            if a != b { parent[b] = a }
        }
        var grouped: [String: [Pair]] = [:]
        var order: [String] = []
        for pair in pairs {
            let key = root("l\(pair.link)")
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(pair)
        }
        return order.map { grouped[$0]! }
    }

    private static func greedy(_ group: [Pair]) -> [Pair] {
        var usedLinks: Set<Int> = [], usedCandidates: Set<Int> = []
        var chosen: [Pair] = []
        for pair in group.sorted(by: { ($1.score, $0.link, $0.candidate) < ($0.score, $1.link, $1.candidate) })
        where !usedLinks.contains(pair.link) && !usedCandidates.contains(pair.candidate) {
            usedLinks.insert(pair.link)
            usedCandidates.insert(pair.candidate)
            chosen.append(pair)
        }
        return chosen
    }

    /// Tries every assignment of the group's intents (each to one of its pairs or to none), pruned
    /// by the best each remaining intent could still add; the first best found wins ties.
    private static func exact(_ group: [Pair]) -> [Pair] {
        let byLink = Dictionary(grouping: group, by: \.link).sorted { $0.key < $1.key }.map { entry in
            entry.value.sorted { ($1.score, $0.candidate) < ($0.score, $1.candidate) }
        }
        let ceilings = byLink.indices.map { start in byLink[start...].map { $0[0].score }.reduce(0, +) }
        var best: [Pair] = greedy(group)
        var bestTotal = best.map(\.score).reduce(0, +)
        var chosen: [Pair] = []
        var used: Set<Int> = []
        func search(_ position: Int, _ total: Double) {
            if position == byLink.count {
                if total > bestTotal + 1e-9 {
                    bestTotal = total
                    best = chosen
                }
                return
            }
            guard total + ceilings[position] > bestTotal + 1e-9 else { return }
            for pair in byLink[position] where !used.contains(pair.candidate) {
                used.insert(pair.candidate)
                chosen.append(pair)
                search(position + 1, total + pair.score)
                chosen.removeLast()
                used.remove(pair.candidate)
            }
            search(position + 1, total)
        }
        search(0, 0)
        return best
    }
}
