import ConstraintDoctor
import FuzzSupport

/// The text, JSON, DOT and HTML writers on the report of whatever the bytes read as.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWriters(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var options = AnalysisOptions()
    options.enumerationSeconds = 0.2
    let report = Report(inputs: [ReportInput.reading(text, file: "fuzz")], analysis: options)
    _ = TextReport(styler: TextStyler(isEnabled: true)).render(report)
    _ = try? JSONReport.render(report)
    _ = try? ReportFolder(report: report) { dot in dot }
    return 0
}

/// SwiftPM links an executable target's entry point as `FuzzWriters_main`; it hands the process to
/// libFuzzer's driver (`FuzzSupport`) with this target's test function.
@_cdecl("FuzzWriters_main")
public func fuzzWritersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, test: fuzzWriters)
}
