import ConstraintDoctor
import FuzzSupport

/// The console-log reader on arbitrary bytes, then the stream splitter of follow mode on the same
/// bytes: neither may trap, hang or leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    _ = Ingest.read(text, file: "fuzz.log", format: .log)
    var splitter = LogStreamSplitter()
    _ = splitter.append(bytes)
    _ = splitter.flush()
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzConsoleLog_main`; it hands the process to
/// libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzConsoleLog_main")
public func fuzzConsoleLogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzConsoleLog)
}
