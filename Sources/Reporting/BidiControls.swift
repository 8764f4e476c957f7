/// The bidirectional controls (U+202A–202E, U+2066–2069, U+200E/F) in text that reaches HTML,
/// shown as `[U+202E]` instead: a name from the audited tree with a right-to-left override could
/// otherwise make the page read differently from what the file says.
package enum BidiControls {
    /// `utf8` with every bidirectional control replaced by its visible name (no other byte changes;
    /// the controls are never part of XML's markup, so the document stays well-formed).
    package static func neutralised(_ utf8: [UInt8]) -> [UInt8] {
        guard utf8.contains(0xE2) else { return utf8 }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0xE2, index + 2 < utf8.count, let scalar = control(utf8[index + 1], utf8[index + 2]) {
                out += Array("[U+\(String(scalar, radix: 16, uppercase: true))]".utf8)
                index += 3
            } else {
                out.append(utf8[index])
                index += 1
            }
        }
        return out
    }

    /// The scalar of `E2 second third` when it is a bidirectional control.
    private static func control(_ second: UInt8, _ third: UInt8) -> UInt32? {
        let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
        guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
        switch scalar {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: return scalar
        default: return nil
        }
    }
}
