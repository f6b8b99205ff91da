// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sriracha",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sriracha", targets: ["sriracha"]),
        .library(name: "SrirachaLanguage", targets: ["SrirachaLanguage"]),
        .library(name: "SrirachaSession", targets: ["SrirachaSession"]),
        .library(name: "SrirachaTranscript", targets: ["SrirachaTranscript"]),
        .library(name: "SrirachaDynamics", targets: ["SrirachaDynamics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "SrirachaDynamics",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")],
            // The graph is generic over its values: letting its clients (the language, the
            // benchmarks) specialise it, and dropping the run-time exclusivity checks on its
            // arrays (it never lends them out), makes an update many times faster.
            swiftSettings: [.unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        .target(
            name: "SrirachaLanguage",
            dependencies: ["SrirachaDynamics", .product(name: "Collections", package: "swift-collections"), "CMemoryUsage"],
            exclude: ["Prelude/Prelude.sri", "Modules/Widgets.sri"],
            // The checker, the compiler and the runtime keep their state in classes; checking
            // every access to their properties for overlap at run time was a twelfth of a
            // transcript's replay. Debug builds (and so the test suite) keep the checks.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        .target(name: "CMemoryUsage"),
        .target(name: "SrirachaSession", dependencies: ["SrirachaLanguage"]),
        .target(name: "SrirachaTranscript", dependencies: ["SrirachaSession", "SrirachaLanguage"]),
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CLibEditShim", dependencies: ["CLibEdit"]),
        .target(name: "LineEditing", dependencies: ["CLibEditShim"]),
        .target(name: "SrirachaREPL", dependencies: ["SrirachaSession", "SrirachaLanguage", "LineEditing"]),
        .executableTarget(
            name: "sriracha",
            dependencies: [
                "SrirachaLanguage", "SrirachaSession", "SrirachaTranscript", "SrirachaREPL", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release build on Linux is one static executable: the dynamic loader then has
            // nothing to load or bind (libstdc++ alone took about 1,700 symbol look-ups, and the
            // position-independent image 83,000 relocations), which was half of the start-up.
            // libedit is linked from its archive, so its own libraries are named here.
            linkerSettings: [
                .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("tinfo", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("bsd", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("md", .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .testTarget(name: "SrirachaDynamicsTests", dependencies: ["SrirachaDynamics"]),
        .testTarget(name: "SrirachaLanguageTests", dependencies: ["SrirachaLanguage"]),
        .testTarget(name: "SrirachaSessionTests", dependencies: ["SrirachaSession"]),
        .testTarget(
            name: "SrirachaTranscriptTests",
            dependencies: ["SrirachaTranscript", "SrirachaSession"],
            resources: []
        ),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "SrirachaREPLTests", dependencies: ["SrirachaREPL", "SrirachaSession", "LineEditing"]),
        // Runs the built `sriracha` executable (`swift build --build-tests` builds it too).
        .testTarget(name: "SrirachaCLITests"),
    ],
    // The interpreter is single-threaded per session by design; Swift 5 mode keeps strict
    // concurrency checking from forcing Sendable onto every value and table.
    swiftLanguageModes: [.v5]
)
