// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Broken",
    platforms: [.iOS(.v15), .custom("robotOS", versionString: "1.0")
    targets: [
