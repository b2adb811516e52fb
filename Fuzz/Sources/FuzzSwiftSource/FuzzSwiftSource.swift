import ConstraintSwiftSource
import ConstraintIngest
import FuzzSupport

/// The Swift-source reader (parsing with swift-syntax, then running the layout code it finds) on
/// arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = SwiftSourceReader().read([SourceFile(path: "Fuzz.swift", text: text)])
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzSwiftSource_main`; it hands the process to
/// libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzSwiftSource_main")
public func fuzzSwiftSourceMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzSwiftSource)
}
