// The library product: one import gives the model, ingest, analysis and reports.
@_exported import ConstraintAnalysis
@_exported import ConstraintIngest
@_exported import ConstraintModel
@_exported import ConstraintReports
