import ConstraintDoctor
import FuzzSupport

/// The whole analysis on what either reader makes of the bytes (a fuzzed input is a random
/// constraint system once read), with a short budget so each run stays quick.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnalysis(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var options = AnalysisOptions()
    options.enumerationSeconds = 0.2
    let analyzer = Analyzer(options: options)
    for format in [InputFormatHint.log, .equations] {
        for system in Ingest.read(text, file: "fuzz", format: format).systems.prefix(4) where system.constraints.count <= 200 {
            _ = analyzer.analyze(system)
        }
    }
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzAnalysis_main`; it hands the process to
/// libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzAnalysis_main")
public func fuzzAnalysisMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzAnalysis)
}
