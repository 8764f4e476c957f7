/// Kind helpers; this file mentions none of the scanner's keywords.
extension String {
    /// The same string below iOS 17, a distinct one from iOS 17 on.
    var legacyKindName: String {
        if #available(iOS 17.0, macOS 14.0, *) {
            return self + "Legacy"
        } else {
            return self
        }
    }

    var versionedKind: String {
        guard #available(iOS 17.0, *) else { return self }
        return "\(self)-v2"
    }

    func plainKindName() -> String { self }

    /// Differs between iOS 16 and 16.x: a reader cannot tell below iOS 17 which one a user had.
    var dependsOnSystem: String {
        if #available(iOS 16.0, *) { return self + "16" }
        return self
    }
}

enum Kinds {
    static let prefix = "com.example"
    static let trail = "Trail"
}
