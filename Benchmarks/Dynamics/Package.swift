// swift-tools-version:6.0
// The dynamics benchmarks (DYNAMICS.md §4): Sriracha's engine with Swift closures and with
// interpreted Sriracha closures, side by side with a Bond-style push engine and OpenCombine.
// A package of its own so that the product never depends on OpenCombine.
import Foundation
import PackageDescription

/// A local package is known by its folder's name (`main`, or a worktree's), not by its own.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "DynamicsBench",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "DynamicsBench",
            dependencies: [
                .product(name: "SrirachaDynamics", package: root),
                .product(name: "SrirachaLanguage", package: root),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
