// swift-tools-version:6.0
import PackageDescription

// Layering (enforced by the target graph):
//   ConstraintModel → ConstraintIngest → ConstraintAnalysis → ConstraintReports → constraint-doctor
// LayoutMath is the exact-arithmetic / linear-programming kernel used by the analysis; the reports
// use its Rational only to re-check the analysis' certificates independently.
// ConstraintGraphviz is the only target that links libgvc; the ConstraintDoctor library stays free of it.
let package = Package(
    name: "ConstraintDoctor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ConstraintDoctor", targets: ["ConstraintDoctor"]),
        .library(name: "ConstraintDoctorGraphviz", targets: ["ConstraintGraphviz"]),
        .executable(name: "constraint-doctor", targets: ["constraint-doctor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
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
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "ConstraintGraphviz", dependencies: ["CGraphviz", "ConstraintReports"]),
        .executableTarget(
            name: "constraint-doctor",
            dependencies: [
                "ConstraintDoctor", "ConstraintGraphviz",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Measures the console-log reader against a plain byte scan of the same text.
        .executableTarget(name: "ingest-benchmark", dependencies: ["ConstraintIngest"]),
        // Times the analysis on one constraint file, for side-by-side runs with kiwisolver and HiGHS.
        .executableTarget(name: "analysis-benchmark", dependencies: ["ConstraintAnalysis", "ConstraintIngest"]),
        // Times the diagrams' DOT text on large systems, apart from reading and analysing them.
        .executableTarget(name: "diagram-benchmark", dependencies: ["ConstraintDoctor"]),
        // TestSupport holds the independent oracles; it must not see LayoutMath, so a bug there cannot
        // hide itself by agreeing with its own checker.
        .target(
            name: "TestSupport",
            dependencies: ["ConstraintDoctor", .product(name: "BigInt", package: "BigInt")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "ConstraintModelTests", dependencies: ["ConstraintModel", "TestSupport"]),
        .testTarget(name: "ConstraintIngestTests", dependencies: ["ConstraintIngest", "TestSupport"]),
        .testTarget(name: "LayoutMathTests", dependencies: ["LayoutMath", "TestSupport"]),
        .testTarget(name: "ConstraintAnalysisTests", dependencies: ["ConstraintAnalysis", "ConstraintDoctor", "TestSupport"]),
        .testTarget(name: "ConstraintReportsTests", dependencies: ["ConstraintReports", "TestSupport"]),
        .testTarget(name: "ConstraintGraphvizTests", dependencies: ["ConstraintGraphviz", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
