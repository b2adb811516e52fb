import Foundation
import TestSupport
import Testing

/// There is no iOS SDK on the Linux machines the suite runs on, so the library cannot be compiled
/// for iOS here (`swiftc -target arm64-apple-ios16.0` finds no standard library). What can be
/// checked is checked: the deployment targets `Package.swift` declares, that no library source
/// uses an API newer than them without an availability guard (the list of such APIs is data,
/// `Tests/Platform/newer-apis.txt`), and that none imports a module iOS does not have.
@Suite struct PlatformAvailabilityTests {
    static let libraryTargets = ["ConstraintModel", "ConstraintIngest", "LayoutMath", "ConstraintAnalysis", "ConstraintReports", "ConstraintDoctor"]
    static let declared = (macOS: 13.0, iOS: 16.0)

    struct NewerAPI {
        var name: String
        var macOS: Double
        var iOS: Double
    }

    static func newerAPIs() throws -> [NewerAPI] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/Platform/newer-apis.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard !line.hasPrefix("#"), fields.count == 3, let macOS = Double(fields[1]), let iOS = Double(fields[2]) else { return nil }
            return NewerAPI(name: String(fields[0]), macOS: macOS, iOS: iOS)
        }
    }

    static func librarySources() -> [URL] {
        libraryTargets.flatMap { PackagePaths.files(under: PackagePaths.root.appendingPathComponent("Sources/\($0)"), extensions: ["swift"]) }
    }

    @Test func packageDeclaresTheTargetsTheLibraryIsCheckedFor() throws {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".macOS(.v13)") && manifest.contains(".iOS(.v16)"))
    }

    @Test func theDataFileIsRead() throws {
        let apis = try Self.newerAPIs()
        #expect(apis.count >= 10)
        #expect(apis.contains { $0.name == "ContinuousClock" && $0.iOS == 16 })
    }

    @Test func noUnguardedNewerAPIInTheLibrary() throws {
        let tooNew = try Self.newerAPIs().filter { $0.macOS > Self.declared.macOS || $0.iOS > Self.declared.iOS }
        let sources = Self.librarySources()
        #expect(sources.count > 50)
        var offences: [String] = []
        for file in sources {
            let text = try String(contentsOf: file, encoding: .utf8)
            let guarded = text.contains("@available(") || text.contains("#available(")
            for api in tooNew where !guarded && Self.mentions(text, api.name) {
                offences.append("\(PackagePaths.relativePath(of: file)): \(api.name) needs macOS \(api.macOS) / iOS \(api.iOS)")
            }
        }
        #expect(offences.isEmpty, "\(offences)")
    }

    @Test func noImportThatIOSLacks() throws {
        let forbidden = ["Glibc", "Musl", "CGraphviz", "FoundationNetworking", "WinSDK", "AppKit"]
        var offences: [String] = []
        for file in Self.librarySources() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                if forbidden.contains(module) { offences.append("\(PackagePaths.relativePath(of: file)): \(line)") }
            }
        }
        #expect(offences.isEmpty, "\(offences)")
    }

    /// The checker itself: it sees an API in code and ignores it in a longer identifier.
    @Test func theCheckerFindsWhatItLooksFor() {
        #expect(Self.mentions("let lock = Mutex(0)", "Mutex"))
        #expect(!Self.mentions("let lock = MutexLike(0)", "Mutex"))
        #expect(!Self.mentions("let x = MyMutex()", "Mutex"))
    }

    /// Whether `name` occurs in `text` as a whole identifier (not inside a longer one).
    static func mentions(_ text: String, _ name: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: name, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isIdentifier = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before) && (name.last.map { !$0.isLetter } ?? true || !isIdentifier(after)) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }
}
