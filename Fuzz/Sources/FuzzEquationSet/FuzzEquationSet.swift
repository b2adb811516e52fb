import ConstraintDoctor
import FuzzSupport

/// The equation-set reader on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEquationSet(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = Ingest.read(text, file: "fuzz.constraints", format: .equations)
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzEquationSet_main`; it hands the process to
/// libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzEquationSet_main")
public func fuzzEquationSetMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzEquationSet)
}
