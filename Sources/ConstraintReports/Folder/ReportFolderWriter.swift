import Foundation

/// Puts a `ReportFolder` on disk.
///
/// The folder is created (with its parents) when missing. An existing folder must be empty
/// unless `replacingFiles` is set: a report written over an old one would mix two runs. With
/// it, files of the same name are replaced and nothing else in the folder is touched.
public enum ReportFolderWriter {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notAFolder(path: String)
        case notEmpty(path: String)
        case cannotCreate(path: String, reason: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .notAFolder(let path): return "'\(path)' exists and is not a folder"
            case .notEmpty(let path): return "'\(path)' is not empty; choose another folder or add --force to replace the files in it"
            case .cannotCreate(let path, let reason): return "cannot create the folder '\(path)': \(reason)"
            case .cannotWrite(let path, let reason): return "cannot write '\(path)': \(reason)"
            }
        }
    }

    public static func write(_ folder: ReportFolder, to path: String, replacingFiles: Bool = false) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure.notAFolder(path: path) }
            let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            if !contents.isEmpty && !replacingFiles { throw Failure.notEmpty(path: path) }
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Failure.cannotCreate(path: path, reason: reason(error))
            }
        }
        let base = URL(fileURLWithPath: path, isDirectory: true)
        for file in folder.files {
            let url = base.appendingPathComponent(file.name)
            do {
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw Failure.cannotWrite(path: url.path, reason: reason(error))
            }
        }
    }

    /// Foundation's own sentence for a file error, without its domain and code.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
