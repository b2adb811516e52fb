/// The tool's name and version as reports and `--version` show them.
public enum ToolInfo {
    public static let name = "constraint-doctor"
    public static let version = "0.1.0"
}
