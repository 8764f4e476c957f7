import TestSupport
import Testing

@testable import SystemSupport

/// The pre-filters' byte search: it anchors `memchr` on the needle's rarest byte, which must
/// change only its speed. Checked against a plain scan on haystacks built so the needle sits at
/// the start, the end, overlaps itself, and is cut short by the end.
@Suite struct ByteSearchTests {
    /// Every offset where `needle` occurs, by comparing at each one.
    static func offsets(_ haystack: [UInt8], _ needle: [UInt8]) -> [Int] {
        guard haystack.count >= needle.count else { return [] }
        return (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    @Test func theAnchorIsTheRarestByteAndTheFirstOnATie() {
        #expect(ByteSearch.anchor(of: Array("userActivity".utf8)) == 4)
        #expect(ByteSearch.anchor(of: Array("CLKComplication".utf8)) == 2)
        #expect(ByteSearch.anchor(of: Array("EntityQuery".utf8)) == 6)
        #expect(ByteSearch.anchor(of: Array("eee".utf8)) == 0)
        #expect(ByteSearch.anchor(of: [0xff, 0xfe]) == 0)
    }

    @Test func findsWhatAPlainScanFindsInTheSameOrder() {
        let needles = ["userActivity", "Intent", "aXa", "x", "ab", "intent-audit:", "QQ"].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("uAsertActivityIntQ-x:ab \n".utf8)
        for needle in needles {
            for length in [0, 1, needle.count - 1, needle.count, needle.count + 1, 40, 300] where length >= 0 {
                for round in 0..<40 {
                    var haystack = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                    // Plant the needle at the start, the end or twice overlapping, on some rounds.
                    if length >= needle.count, round % 4 == 1 {
                        haystack.replaceSubrange(0..<needle.count, with: needle)
                    }
                    if length >= needle.count, round % 4 == 2 {
                        haystack.replaceSubrange(length - needle.count..<length, with: needle)
                    }
                    if length >= needle.count + 1, round % 4 == 3 {
                        haystack.replaceSubrange(1..<needle.count + 1, with: needle)
                        haystack.replaceSubrange(0..<needle.count, with: needle)
                    }
                    let expected = Self.offsets(haystack, needle)
                    var seen: [Int] = []
                    let accepted = ByteSearch.firstOccurrence(haystack, needle) { offset in
                        seen.append(offset)
                        return false
                    }
                    #expect(!accepted)
                    #expect(seen == expected, "\(String(decoding: needle, as: UTF8.self)) in \(haystack)")
                    #expect(ByteSearch.contains(haystack, needle) == !expected.isEmpty)
                }
            }
        }
    }

    @Test func stopsAtTheFirstOffsetAccepted() {
        let haystack = Array("userActivity userActivity userActivity".utf8)
        var seen: [Int] = []
        #expect(
            ByteSearch.firstOccurrence(haystack, Array("userActivity".utf8)) {
                seen.append($0); return $0 > 0
            })
        #expect(seen == [0, 13])
        #expect(ByteSearch.contains(Array("Activity".utf8), Array("userActivity".utf8)) == false)
        #expect(ByteSearch.contains([], []) == true)
    }
}
