import ConstraintDoctor

/// The equation-set reader on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEquationSet(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = Ingest.read(text, file: "fuzz.constraints", format: .equations)
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzEquationSet_main`; it hands the process to
/// libFuzzer's driver with this target's test function.
@_cdecl("FuzzEquationSet_main")
public func fuzzEquationSetMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzEquationSet)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
