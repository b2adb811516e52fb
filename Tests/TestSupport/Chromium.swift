import Foundation

/// Headless Chromium for tests that open a report page the way a reader would; tests skip
/// with a message when it is not installed (CI installs it).
public enum Chromium {
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs headless Chromium with its own profile folder and returns its standard output.
    public static func run(_ executable: String, _ arguments: [String], profile: URL, timeout: TimeInterval = 90) throws -> String {
        let output = profile.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw Failure(description: "could not create \(output.path)")
        }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.appendingPathComponent("profile").path)"]
            + arguments
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s")
        }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with status \(process.terminationStatus)")
        }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}

/// Width and height from a PNG's IHDR chunk.
public struct PNGHeader {
    public var width: Int
    public var height: Int
    public var byteCount: Int

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Chromium.Failure(description: "not a PNG file")
        }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = bigEndian(16)
        height = bigEndian(20)
        byteCount = bytes.count
    }
}
