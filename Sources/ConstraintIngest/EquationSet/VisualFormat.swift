import ConstraintModel

/// The VFL reader of equation sets, for other readers (Swift source) that meet
/// `constraints(withVisualFormat:options:metrics:views:)`: one format string, its `views`
/// dictionary already resolved to item ids and its metrics to numbers.
public enum VisualFormat {
    /// What a `views` dictionary names: the item id, and the id of its superview (`|`).
    public struct View: Sendable {
        public var id: String
        public var superviewID: String?
        public var isGuide: Bool

        public init(id: String, superviewID: String?, isGuide: Bool = false) {
            self.id = id
            self.superviewID = superviewID
            self.isGuide = isGuide
        }
    }

    /// The constraints the format string makes (ids, lines and columns left for the caller), or
    /// the reason it cannot be read with the offset (in UTF-8 bytes of `format`) where it fails.
    public static func constraints(
        _ format: String, views: [String: View], metrics: [String: LayoutNumber]
    ) -> Result<[LayoutConstraint], VisualFormatError> {
        var names = Array(views.keys).sorted()
        var superviews: [String] = []
        for view in views.values { if let superview = view.superviewID, !superviews.contains(superview) { superviews.append(superview) } }
        names += superviews.sorted().map { "\u{1}" + $0 }
        func entry(_ index: Int) -> (id: String, superview: String?, isGuide: Bool) {
            let name = names[index]
            if let view = views[name] { return (view.id, view.superviewID, view.isGuide) }
            return (String(name.dropFirst()), nil, false)
        }
        var text = format
        return text.withUTF8 { bytes -> Result<[LayoutConstraint], VisualFormatError> in
            var scanner = LineScanner(bytes: bytes, lineStart: 0, end: bytes.count)
            let words = scanner
            do throws(ReadError) {
                let syntax = try VisualFormatParser.parse(&scanner, metric: { range in metrics[words.text(range)] })
                let items = VisualFormatTranslation.Items(
                    index: { range in names.firstIndex(of: words.text(range)) ?? -1 },
                    id: { $0 >= 0 ? entry($0).id : "" },
                    name: { $0 >= 0 ? names[$0] : "?" },
                    superview: { index in
                        guard index >= 0, let superview = entry(index).superview else { return nil }
                        return names.firstIndex(of: "\u{1}" + superview)
                    },
                    isGuide: { $0 >= 0 && entry($0).isGuide },
                    isRoot: { _ in false })
                for name in syntax.mentionedNames where views[scanner.text(name)] == nil {
                    throw ReadError(at: name.lowerBound, "'\(scanner.text(name))' is not in the views dictionary", code: "unknown-vfl-view")
                }
                return .success(try VisualFormatTranslation.constraints(for: syntax, scanner: scanner, line: 1, items: items))
            } catch {
                return .failure(VisualFormatError(offset: error.offset, message: error.message, code: error.code))
            }
        }
    }
}

public struct VisualFormatError: Error, Sendable {
    public var offset: Int
    public var message: String
    public var code: String
}
