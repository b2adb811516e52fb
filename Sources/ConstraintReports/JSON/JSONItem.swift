import ConstraintModel

public struct JSONItem: Encodable, Sendable, Hashable {
    public struct Frame: Encodable, Sendable, Hashable {
        @Nullable public var x: Double?
        @Nullable public var y: Double?
        @Nullable public var width: Double?
        @Nullable public var height: Double?
    }

    public struct IntrinsicContentSize: Encodable, Sendable, Hashable {
        @Nullable public var width: Double?
        @Nullable public var height: Double?
        @Nullable public var horizontalHugging: Double?
        @Nullable public var verticalHugging: Double?
        @Nullable public var horizontalCompressionResistance: Double?
        @Nullable public var verticalCompressionResistance: Double?
    }

    public var id: String
    @Nullable public var className: String?
    @Nullable public var address: String?
    @Nullable public var text: String?
    public var displayName: String
    @Nullable public var name: String?
    public var kind: String
    @Nullable public var superview: String?
    @Nullable public var owningView: String?
    public var isRoot: Bool
    @Nullable public var translatesAutoresizingMask: Bool?
    @Nullable public var frame: Frame?
    @Nullable public var intrinsicContentSize: IntrinsicContentSize?
    public var allowsNegativeSize: Bool
    /// The id the source gave the item (an Interface Builder object id); left out when none.
    public var sourceID: String?
    /// An Interface Builder view's frame as saved in the file (superview coordinates); left out
    /// for other inputs.
    public var savedFrame: Frame?

    init(_ item: LayoutItem) {
        id = item.id
        className = item.className
        address = item.address
        text = item.text
        displayName = item.displayName
        name = item.name
        kind = item.kind.rawValue
        superview = item.superviewID
        owningView = item.owningViewID
        isRoot = item.isRoot
        translatesAutoresizingMask = item.translatesAutoresizingMask
        frame = item.frame.map {
            Frame(
                x: finiteOrNil($0.x.value), y: finiteOrNil($0.y.value), width: finiteOrNil($0.width.value),
                height: finiteOrNil($0.height.value))
        }
        intrinsicContentSize = item.intrinsicContentSize.map {
            IntrinsicContentSize(
                width: $0.width.flatMap { finiteOrNil($0.value) }, height: $0.height.flatMap { finiteOrNil($0.value) },
                horizontalHugging: finiteOrNil($0.horizontalHugging.value),
                verticalHugging: finiteOrNil($0.verticalHugging.value),
                horizontalCompressionResistance: finiteOrNil($0.horizontalCompressionResistance.value),
                verticalCompressionResistance: finiteOrNil($0.verticalCompressionResistance.value))
        }
        allowsNegativeSize = item.allowsNegativeSize
        sourceID = item.sourceID
        savedFrame = item.sourceID != nil && item.kind.isGuide == false ? frame : nil
    }
}
