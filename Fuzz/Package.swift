// swift-tools-version:6.0
import PackageDescription

// Coverage-guided fuzz targets (libFuzzer), kept out of the main package so that its `swift build`
// and `swift test` never need the sanitizers. Built and run by `Scripts/fuzz.sh`:
//   swift build --package-path Fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address
// Each target is one entry point of the library; libFuzzer supplies `main`.
let fuzzerTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "ConstraintDoctorFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ConstraintDoctor", path: "..")],
    targets: [
        // The libFuzzer driver call every target shares.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzConsoleLog", dependencies: ["FuzzSupport", .product(name: "ConstraintDoctor", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
        .executableTarget(
            name: "FuzzEquationSet", dependencies: ["FuzzSupport", .product(name: "ConstraintDoctor", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
        .executableTarget(
            name: "FuzzAnalysis", dependencies: ["FuzzSupport", .product(name: "ConstraintDoctor", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
        .executableTarget(
            name: "FuzzWriters", dependencies: ["FuzzSupport", .product(name: "ConstraintDoctor", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
        .executableTarget(
            name: "FuzzSwiftSource",
            dependencies: ["FuzzSupport", .product(name: "ConstraintDoctorSwiftSource", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: ["FuzzSupport", .product(name: "ConstraintDoctorInterfaceBuilder", package: "ConstraintDoctor")],
            swiftSettings: fuzzerTarget),
    ],
    swiftLanguageModes: [.v6]
)
