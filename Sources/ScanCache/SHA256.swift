import Crypto

/// SHA-256 over bytes, for the facts cache's keys: a cryptographic hash, so a file crafted to
/// collide with another cannot borrow its cached facts. swift-crypto does the hashing (CryptoKit on
/// Apple's systems, BoringSSL's assembly here): about 11× the hand-written Swift it replaces, which
/// cost a third of a cold audit's cache fill on a large app (issue 27's measurement).
package struct SHA256 {
    private var hasher = Crypto.SHA256()

    package init() {}

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in hash.finish() { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }

    package mutating func update(_ bytes: [UInt8]) {
        hasher.update(data: bytes)
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
    }

    /// The 32-byte digest.
    package mutating func finish() -> [UInt8] {
        Array(hasher.finalize())
    }
}
