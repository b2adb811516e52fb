import ConstraintReports
import Foundation
import Testing

@Suite("Loading input files")
struct InputLoaderTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func missingFileIsUnopened() throws {
        let input = try #require(InputLoader.load(path: "/nonexistent/\(UUID().uuidString).log", hint: .auto).first)
        #expect(input.unopenedReason == "no such file")
        #expect(input.reader == nil)
    }

    @Test func directoryIsUnopened() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InputLoader.load(path: folder.path, hint: .auto).first?.unopenedReason == "it is a folder with no file a reader takes")
    }

    @Test func folderIsReadFileByFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try Data("Box.width = 10\n".utf8).write(to: folder.appendingPathComponent("nested/b.constraints"))
        try Data("Box.width = 20\n".utf8).write(to: folder.appendingPathComponent("a.constraints"))
        try Data("not read: no reader takes .txt\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let inputs = InputLoader.load(path: folder.path, hint: .auto)
        #expect(inputs.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["a.constraints", "b.constraints"])
        #expect(inputs.allSatisfy { $0.reader == .equations })
    }

    @Test func fileIsReadWithTheReaderAskedFor() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try Data("Box.width = 10\n".utf8).write(to: file)
        #expect(InputLoader.load(path: file.path, hint: .log).first?.reader == .log)
        #expect(InputLoader.load(path: file.path, hint: .equations).first?.reader == .equations)
        #expect(InputLoader.load(path: file.path, hint: .auto).first?.reader == .equations, "no log marker, so auto picks equations")
        #expect(InputLoader.load(path: file.path, hint: .auto).first?.file == file.path)
    }

    @Test func invalidUTF8DoesNotLoseTheFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.log")
        // `Un`, a byte that is not UTF-8, then `:0x7f`: a log's address marker needs a hex digit.
        try Data([0x55, 0x6E, 0xFF, 0x3A, 0x30, 0x78, 0x37, 0x66]).write(to: file)
        let input = try #require(InputLoader.load(path: file.path, hint: .auto).first)
        #expect(input.unopenedReason == nil)
        #expect(input.reader == .log, "the text after the bad byte still shows a log marker")
    }
}
