// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "intent-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intent-audit", targets: ["intent-audit"]),
        .library(name: "IntentAudit", targets: ["Commands"]),
        // `swift package intent-audit` in a package that depends on this one.
        .plugin(name: "IntentAuditPlugin", targets: ["IntentAuditPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-system.git", exact: "1.8.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
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
        .target(name: "XMLSupport", dependencies: ["CLibXML2", "CLibXSLT", "SystemSupport"]),
        // The pipeline, one target per stage; arrows point one way (see ARCHITECTURE.md):
        // Model ← Discovery ← Scanning ← Analysis ← Planning ← Reporting / History ← Commands ← intent-audit.
        // Value types of every stage and the configuration; depends on nothing.
        .target(name: "Model"),
        // The platform: the only code that imports Glibc/Darwin or reads a C struct's fields (stat,
        // dirent, spawn, sockets, signals), over swift-system; files written atomically, the
        // parallel map. `Tests/check-platform.sh` keeps platform names out of every other target.
        .target(
            name: "SystemSupport", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // Walking the tree and reading files.
        .target(name: "Discovery", dependencies: ["Model", "SystemSupport"]),
        // The facts cache: per-file scan facts between audits (CompactEncoder's binary form, SHA-256
        // keys), the root's facts index and folder listings. Scanning uses it; Commands only configures it.
        .target(
            name: "ScanCache",
            dependencies: ["Model", "Discovery", "SystemSupport", .product(name: "Crypto", package: "swift-crypto")]),
        // The scan's home: one scanner per file kind, the streaming source pass (SourcePass), the
        // trend memo (ReleaseMemo), the scan options and stage timings; the only target that imports SwiftSyntax.
        .target(
            name: "Scanning",
            dependencies: [
                "Model", "Discovery", "ScanCache", "SystemSupport", "XMLSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Linking legacy intents to App Intents, the rules, the coexistence statuses.
        .target(name: "Analysis", dependencies: ["Model"]),
        // The six steps and the widget steps, tasks, effort, the next release.
        .target(name: "Planning", dependencies: ["Model", "Analysis"]),
        // Snapshots, the baseline comparison, the trend, git.
        .target(name: "History", dependencies: ["Model", "SystemSupport", "XMLSupport"], exclude: ["README.md"]),
        // The XML document, one renderer per format, the XSLT-driven HTML.
        .target(name: "Reporting", dependencies: ["Model", "History", "SystemSupport", "XMLSupport"]),
        // The App Intents draft of legacy intents (intent-audit scaffold), from the linked model.
        .target(name: "Scaffold", dependencies: ["Model", "Analysis"]),
        // The commands: the audit pipeline, configuration files, trend, rules, init.
        .target(
            name: "Commands",
            dependencies: [
                "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning", "Reporting",
                "History", "Scaffold", "XMLSupport", .product(name: "Yams", package: "Yams"),
            ]),
        // The executable: argument parsing only.
        .executableTarget(
            name: "intent-audit",
            dependencies: [
                "Commands", "Model", "SystemSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // A command plugin: audits the package it runs in, writes into its work directory or --output.
        .plugin(
            name: "IntentAuditPlugin",
            capability: .command(
                intent: .custom(
                    verb: "intent-audit", description: "Audit the package's SiriKit → App Intents migration")),
            dependencies: ["intent-audit"]),
        // The fuzz harness: one entry point per parser (`make fuzz`); not part of the installed product.
        .executableTarget(
            name: "intent-audit-fuzz",
            dependencies: ["Model", "Discovery", "ScanCache", "Scanning", "History", "Commands"]),
        // Tests mirror the targets; fixtures (small source trees) and golden files are shared.
        .target(
            name: "TestSupport",
            dependencies: [
                "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning", "Reporting",
                "History", "Commands", "XMLSupport", "Scaffold",
            ],
            path: "Tests/TestSupport", exclude: ["AppIntentsStandIn"]),
        .testTarget(name: "XMLSupportTests", dependencies: ["XMLSupport"]),
        .testTarget(name: "SystemSupportTests", dependencies: ["TestSupport", "SystemSupport"]),
        .testTarget(
            name: "DiscoveryTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
            ]),
        .testTarget(
            name: "ScanningTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
            ]),
        .testTarget(
            name: "AnalysisTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "PlanningTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
            ]),
        .testTarget(
            name: "ReportingTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
            ]),
        .testTarget(
            name: "HistoryTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport",
            ]),
        .testTarget(
            name: "ScaffoldTests",
            dependencies: [
                "TestSupport", "Model", "Scanning", "Analysis", "Commands", "Scaffold",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Hostile input: one test per row of the corpus Tests/Hostile/make-corpus.py writes, run through the binary.
        .testTarget(name: "HostileTests", dependencies: ["TestSupport", "intent-audit", "intent-audit-fuzz"]),
        .testTarget(
            name: "CommandsTests",
            dependencies: [
                "TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport", "intent-audit",
            ]),
    ]
)
