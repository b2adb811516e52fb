import Foundation

/// Folders tests read, found from this file's own location so tests work from any directory.
public enum PackagePaths {
    /// The package root: this file is `<root>/Tests/TestSupport/PackagePaths.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let corpus = root.appendingPathComponent("Corpus", isDirectory: true)

    /// The team's read-only peer logs, next to (never inside) the package.
    public static let peerLogs = root.appendingPathComponent("../shared/corpus/peer-logs", isDirectory: true).standardizedFileURL

    public static func exists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    }

    /// The path of `url` relative to the package root (`Corpus/logs/x.log`), as reports show it.
    public static func relativePath(of url: URL) -> String {
        let rootPath = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }

    /// Files under `folder` (any depth) whose names end in one of `extensions`, sorted by path
    /// so tests run in the same order everywhere.
    public static func files(under folder: URL, extensions: Set<String>) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }
}
