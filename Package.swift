// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "intent-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intent-audit", targets: ["intent-audit"]),
        .library(name: "IntentAudit", targets: ["IntentAudit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    ],
    targets: [
        // System libraries: module map + shim header each. Only XMLSupport imports them.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(
            name: "CLibXSLT", pkgConfig: "libexslt",
            providers: [.apt(["libxslt1-dev"]), .brew(["libxslt"])]),
        // Safe XML parsing, XML writing and the sandboxed XSLT transform.
        .target(name: "XMLSupport", dependencies: ["CLibXML2", "CLibXSLT"]),
        // The library: discover → scan → link + rules → plan → report.
        .target(
            name: "IntentAudit",
            dependencies: [
                "XMLSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["History/README.md"]),
        // The executable: argument parsing only.
        .executableTarget(
            name: "intent-audit",
            dependencies: [
                "IntentAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "XMLSupportTests", dependencies: ["XMLSupport"]),
        .testTarget(
            name: "IntentAuditTests", dependencies: ["IntentAudit", "XMLSupport", "intent-audit"],
            exclude: ["Fixtures", "Golden"]),
    ]
)
