// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "HikingKit",
    platforms: [
        .iOS(.v16),
        .macOS("14.0"),
        .iOS(.v17_2),
        SupportedPlatform.watchOS(.v10),
        .visionOS(.v1),
    ],
    products: [.library(name: "HikingKit", targets: ["HikingKit"])],
    targets: [.target(name: "HikingKit")]
)
