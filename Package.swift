// swift-tools-version:6.0
import PackageDescription

// Layering (enforced by the target graph):
//   ConstraintModel → ConstraintIngest → ConstraintAnalysis → ConstraintReports → constraint-doctor
// LayoutMath is the exact-arithmetic / linear-programming kernel used by the analysis; the reports
// use its Rational only to re-check the analysis' certificates independently.
// ConstraintGraphviz is the only target that links libgvc; the ConstraintDoctor library stays free of it.
let package = Package(
    name: "ConstraintDoctor",
    // The library product is meant to be linked into iOS and macOS test targets; ContinuousClock
    // (the conflict search's time budget) is the newest API it uses: iOS 16 / macOS 13.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ConstraintDoctor", targets: ["ConstraintDoctor"]),
        .library(name: "ConstraintDoctorGraphviz", targets: ["ConstraintGraphviz"]),
        .library(name: "ConstraintDoctorInterfaceBuilder", targets: ["ConstraintInterfaceBuilder"]),
        .library(name: "ConstraintDoctorSwiftSource", targets: ["ConstraintSwiftSource"]),
        .executable(name: "constraint-doctor", targets: ["constraint-doctor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "ConstraintModel"),
        .target(name: "ConstraintIngest", dependencies: ["ConstraintModel"]),
        .target(name: "LayoutMath", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .target(
            name: "ConstraintAnalysis", dependencies: ["ConstraintModel", "ConstraintIngest", "LayoutMath"],
            // The catalogue of known UIKit/AppKit conflicts is data (Docs/known-issues.md), embedded in
            // the code (no Bundle lookup, which is not safe beside other threads on Linux).
            resources: [.embedInCode("Verdict/KnownIssues.json")]),
        .target(
            name: "ConstraintReports", dependencies: ["ConstraintModel", "ConstraintIngest", "ConstraintAnalysis", "LayoutMath"]),
        .target(
            name: "ConstraintDoctor",
            dependencies: ["ConstraintModel", "ConstraintIngest", "ConstraintAnalysis", "ConstraintReports"]
        ),
        // Storyboards and XIBs, read with Foundation's XMLParser (FoundationXML on Linux).
        .target(
            name: "ConstraintInterfaceBuilder", dependencies: ["ConstraintModel", "ConstraintIngest"],
            resources: [.process("Data")]),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "ConstraintGraphviz", dependencies: ["CGraphviz", "ConstraintReports"]),
        // The Swift-source reader is the only target that links swift-syntax; the ConstraintDoctor
        // library stays free of it.
        .target(
            name: "ConstraintSwiftSource",
            dependencies: [
                "ConstraintModel", "ConstraintIngest",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            // What the reader knows of UIKit's and AppKit's classes, sizes and priorities is data
            // (Docs/swift-source.md, "The UIKit catalogue"), embedded in the code as KnownIssues.json is.
            resources: [.embedInCode("UIKitCatalog.json")]
        ),
        // How the executables (never the library) ask glibc's allocator to keep freed memory.
        .target(name: "ProcessMemory"),
        .executableTarget(
            name: "constraint-doctor",
            dependencies: [
                "ConstraintDoctor", "ConstraintGraphviz", "ConstraintInterfaceBuilder", "ConstraintSwiftSource", "ProcessMemory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Measures the console-log reader against a plain byte scan of the same text.
        .executableTarget(name: "ingest-benchmark", dependencies: ["ConstraintIngest"]),
        // Times the analysis on one constraint file, for side-by-side runs with kiwisolver and HiGHS.
        .executableTarget(
            name: "analysis-benchmark", dependencies: ["ConstraintAnalysis", "ConstraintIngest", "ConstraintInterfaceBuilder", "ProcessMemory"]),
        // Times the diagrams' DOT text on large systems, apart from reading and analysing them.
        .executableTarget(name: "diagram-benchmark", dependencies: ["ConstraintDoctor"]),
        // TestSupport holds the independent oracles; it must not see LayoutMath, so a bug there cannot
        // hide itself by agreeing with its own checker.
        .target(
            name: "TestSupport",
            dependencies: ["ConstraintDoctor", .product(name: "BigInt", package: "BigInt")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "ConstraintModelTests", dependencies: ["ConstraintModel", "ProcessMemory", "TestSupport"]),
        .testTarget(name: "ConstraintIngestTests", dependencies: ["ConstraintIngest", "TestSupport"]),
        .testTarget(name: "LayoutMathTests", dependencies: ["LayoutMath", "TestSupport"]),
        .testTarget(
            name: "ConstraintAnalysisTests", dependencies: ["ConstraintAnalysis", "ConstraintDoctor", "ConstraintSwiftSource", "TestSupport"]),
        .testTarget(name: "ConstraintReportsTests", dependencies: ["ConstraintReports", "ConstraintSwiftSource", "TestSupport"]),
        .testTarget(name: "ConstraintGraphvizTests", dependencies: ["ConstraintGraphviz", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["ConstraintInterfaceBuilder", "TestSupport"]),
        .testTarget(name: "ConstraintSwiftSourceTests", dependencies: ["ConstraintSwiftSource", "TestSupport"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
