/// Glob matching over relative paths: `*` within one path component, `**` across components, `?` one character.
/// A pattern without `/` matches the file name or any folder name in the path (`Tests`, `*.generated.swift`).
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("/") {
            return path.split(separator: "/").contains { match(Array(pattern.utf8), 0, Array($0.utf8), 0) }
        }
        return match(Array(pattern.utf8), 0, Array(path.utf8), 0)
    }

    private static func match(_ p: [UInt8], _ pi: Int, _ s: [UInt8], _ si: Int) -> Bool {
        if pi == p.count { return si == s.count }
        let slash = UInt8(ascii: "/")
        if p[pi] == UInt8(ascii: "*") {
            let doubleStar = pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*")
            if doubleStar {
                var next = pi + 2
                if next < p.count && p[next] == slash { next += 1 }
                var k = si
                while k <= s.count {
                    if match(p, next, s, k) { return true }
                    k += 1
                }
                return false
            }
            var k = si
            while true {
                if match(p, pi + 1, s, k) { return true }
                if k == s.count || s[k] == slash { return false }
                k += 1
            }
        }
        guard si < s.count else { return false }
        if p[pi] == UInt8(ascii: "?") { return s[si] != slash && match(p, pi + 1, s, si + 1) }
        return p[pi] == s[si] && match(p, pi + 1, s, si + 1)
    }
}
