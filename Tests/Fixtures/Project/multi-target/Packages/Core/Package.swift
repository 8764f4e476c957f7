// swift-tools-version:5.9
import PackageDescription

/* platforms: [.iOS(.v12)] in a comment is not code */
let supported: [SupportedPlatform] = [
    .macOS(.v10_15),
    .tvOS(.v15),
]

let package = Package(
    name: "Core",
    platforms: supported,
    targets: [.target(name: "Core")]
)
