import ConstraintInterfaceBuilder
import FuzzSupport

/// The Interface Builder reader (XML parsing, the view tree, stacks, guides, variations) on
/// arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = InterfaceBuilderReader.read(text, file: "Fuzz.storyboard")
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzInterfaceBuilder_main`; it hands the process
/// to libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzInterfaceBuilder_main")
public func fuzzInterfaceBuilderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzInterfaceBuilder)
}
