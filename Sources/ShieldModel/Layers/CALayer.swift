/// A Core Animation layer: the tree the renderer composites, which code may rearrange directly.
///
/// Views own a layer each and keep the layer tree in step with the view tree (`addSubview` adds
/// the layer as a sublayer), but `addSublayer` moves only the layer: the seed-000 trick moves a
/// window's layer into a secure text field's canvas while the view tree stays as it was. The
/// renderer walks layers; hit-testing walks views (Apple, "CALayer",
/// https://developer.apple.com/documentation/quartzcore/calayer ; hit-testing uses the view tree,
/// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; iOS 2+).
///
/// An `NSObject`, as Core Animation's is (`class CALayer : NSObject`, same page; high): see
/// ``UIResponder`` for what that gives off Apple platforms.
@preconcurrency @MainActor open class CALayer: NSObject {
  /// Everything the renderer reads of this layer, in one value so that a render reads it with
  /// one access; the public properties below are views of it. Unchecked exclusivity: nothing
  /// holds an access to it across a call, and the runtime checks cost more than a render's
  /// arithmetic.
  @exclusivity(unchecked) package private(set) var appearance = LayerAppearance()
  /// Values set by key-value coding for keys the model does not map to a property
  /// (``setValue(_:forKey:)``); `nil` until the first.
  var keyedValues: [String: Any]?

  /// The layer's rectangle in its superlayer's coordinates, in points (model value).
  public var frame: CGRect {
    get { appearance.frame }
    set {
      AnimationRecorder.record(self, .frame(from: appearance.frame, to: newValue))
      if newValue != appearance.frame {
        appearance.frame = newValue
        RenderEpoch.advance()
      }
    }
  }
  /// Opacity from 0 to 1 (model value); UIView's `alpha` is this value.
  public var opacity: Float {
    get { appearance.opacity }
    set {
      AnimationRecorder.record(self, .opacity(from: appearance.opacity, to: newValue))
      if newValue != appearance.opacity {
        appearance.opacity = newValue
        RenderEpoch.advance()
      }
    }
  }
  /// Whether the layer and its sublayers are drawn at all.
  public var isHidden: Bool {
    get { appearance.isHidden }
    set {
      if newValue != appearance.isHidden {
        appearance.isHidden = newValue
        RenderEpoch.advance()
      }
    }
  }
  /// The fill color; its alpha decides how much the layer hides what is below it.
  @exclusivity(unchecked) public var backgroundColor: CGColor? {
    didSet { if backgroundColor != oldValue { updateFill() } }
  }
  /// Image contents; any non-nil value draws opaquely over the whole frame, except an image
  /// drawn from views, which shows what they showed (``ImageDrawing``), scaled to the frame.
  @exclusivity(unchecked) public var contents: Any? {
    didSet {
      // Text (a label's, a button's title) is the contents set most often: a String is never a
      // `UIImage`, and `as?` would first bridge it to an `NSString` to find that out.
      if let text = contents, type(of: text) == String.self {
        imageDrawing = nil
        contentsAreOpaque = true
      } else {
        let image = contents as? UIImage
        imageDrawing = image?.drawing
        // The empty image (`UIImage()`) draws nothing.
        contentsAreOpaque = contents != nil && image?.isEmpty != true
      }
      appearance.hasImageDrawing = imageDrawing != nil
      updateFill()
    }
  }
  /// Whether ``contents`` draws opaquely over the frame (any contents but the empty image).
  @exclusivity(unchecked) private var contentsAreOpaque = false
  /// The drawing of an image drawn from views in ``contents``.
  @exclusivity(unchecked) package private(set) var imageDrawing: ImageDrawing?
  /// How contents are scaled; kept for source compatibility, not used by the renderer.
  public var contentsGravity: CALayerContentsGravity = .resize
  /// What this layer's drawing means to the checkers (model-only; see ``ContentRole``).
  public var contentRole: ContentRole {
    get { appearance.contentRole }
    set {
      if newValue != appearance.contentRole {
        appearance.contentRole = newValue
        RenderEpoch.advance()
      }
    }
  }
  /// Blur applied to everything composited below this layer in its window, in points of radius
  /// (a model of `UIVisualEffectView`/SwiftUI `.blur`); 0 means no blur.
  public var backdropBlurRadius: CGFloat {
    get { appearance.backdropBlurRadius }
    set {
      AnimationRecorder.record(self, .blur(from: appearance.backdropBlurRadius, to: newValue))
      if newValue != appearance.backdropBlurRadius {
        appearance.backdropBlurRadius = newValue
        RenderEpoch.advance()
      }
    }
  }

  /// How opaque the layer's own drawing is over its whole frame (a gradient's least opaque
  /// color), beside its background color and contents.
  @exclusivity(unchecked) package var drawingFill: Double = 0 {
    didSet { if drawingFill != oldValue { updateFill() } }
  }

  private func updateFill() {
    appearance.fill = max(Double(backgroundColor?.alpha ?? 0), contentsAreOpaque ? 1 : 0, drawingFill)
    RenderEpoch.advance()
  }

  // Cleared by the parent's deinit; unowned for speed (see UIView.superviewStorage).
  @exclusivity(unchecked) nonisolated(unsafe) package private(set) unowned var superlayerStorage: CALayer?
  @exclusivity(unchecked) package private(set) var sublayerStorage: [CALayer] = [] {
    didSet { RenderEpoch.advance() }
  }
  /// The view whose backing layer this is, if any.
  /// Cleared by the view's deinit (a layer can outlive its view once code holds or moves it).
  @exclusivity(unchecked) nonisolated(unsafe) package unowned var owningView: UIView?
  /// Set on a secure text field's internal canvas: its subtree is left out of captures while the
  /// field has `isSecureTextEntry` on; `nil` once the field is gone (the layer can outlive it).
  package var secureCanvasOwner: UITextField? { secureCanvasLink?.field }
  /// The field's link (``TextFieldCanvasLink``) behind ``secureCanvasOwner``: held, where a weak
  /// pointer to the field gave the field a side table (issue 30).
  @exclusivity(unchecked) nonisolated(unsafe) private var secureCanvasLink: TextFieldCanvasLink?
  /// Marks the layer as the secure canvas of `link`'s field (``secureCanvasOwner``).
  package func markSecureCanvas(of link: TextFieldCanvasLink) {
    secureCanvasLink = link
    appearance.isSecureCanvas = link.field != nil
    RenderEpoch.advance()
  }
  /// Core Animation's private `disableUpdateMask` as a secure text field sets it: while set, the
  /// layer's subtree is left out of captures wherever the layer sits in the tree. Set by
  /// toggling a field's `isSecureTextEntry` while the field's canvas view has this layer as its
  /// `layer` (``UIView/setValue(_:forKey:)``); unlike the canvas's own layer it does not follow
  /// the field afterwards: it stays until a toggle clears it (https://github.com/debugeek/DGSecureView ,
  /// `CALayer+Secure.swift`: on/off by toggling through the swap; the mask value 0x12 set
  /// directly: https://github.com/Stampoo/SnapshotSafeView/issues/1 ; iOS 15+; medium).
  package var isHiddenFromCaptures: Bool {
    get { appearance.isHiddenFromCaptures }
    set {
      if newValue != appearance.isHiddenFromCaptures {
        appearance.isHiddenFromCaptures = newValue
        RenderEpoch.advance()
      }
    }
  }
  /// The shadow's color (Apple, "shadowColor",
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor ; iOS 2+; high):
  /// opaque black by default, as in Core Animation. Kept, not drawn: a shadow falls outside
  /// the layer's content and never covers it, so the model's renderer (which decides what
  /// content shows) ignores shadows; see docs/model-behaviours.md.
  public var shadowColor: CGColor? = CGColor.layerDefaultBlack
  /// The shadow's opacity, 0 (no shadow, the default) to 1 (Apple, "shadowOpacity",
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity ; high). Not drawn.
  public var shadowOpacity: Float = 0
  /// The shadow's blur radius in points, 3 by default (Apple, "shadowRadius",
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius ; high). Not drawn.
  public var shadowRadius: CGFloat = 3
  /// The shadow's offset, (0, -3) by default (Apple, "shadowOffset",
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset ; high). Not drawn.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The border's width in points, 0 by default (Apple, "borderWidth",
  /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth ; high). Not drawn:
  /// a border is drawn over the layer's edge; the model's renderer does not count it as content.
  public var borderWidth: CGFloat = 0
  /// The border's color, opaque black by default (Apple, "borderColor",
  /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor ; high). Not drawn.
  public var borderColor: CGColor? = CGColor.layerDefaultBlack
  /// The radius of the layer's rounded corners, 0 by default (Apple, "cornerRadius",
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius ; iOS 2+; high).
  /// Kept, not drawn: the model's renderer treats the layer as its full rectangle, so a rounded
  /// cover still counts as covering its corners (the corners a radius uncovers are a few points
  /// of whatever is below; content inside a rounded cover stays hidden either way).
  public var cornerRadius: CGFloat = 0
  /// The layer's name (Apple, "name"; high); default `nil`. Kept: code finds its own layers by it.
  public var name: String?
  /// Whether the layer is drawn as a bitmap first (Apple, "shouldRasterize"; high). Kept: the
  /// model's renderer draws what the layer shows either way.
  public var shouldRasterize = false
  /// The scale of that bitmap; default 1. Kept.
  public var rasterizationScale: CGFloat = 1
  /// The speed of the layer's time; default 1. Kept: the model's animations run at the speed of
  /// their duration.
  public var speed: Float = 1
  /// Whether a bounds change redraws the content; default `false`. Kept.
  public var needsDisplayOnBoundsChange = false
  /// Asks for the content to be drawn again (Apple, "setNeedsDisplay()"; high). Nothing to do:
  /// the model's layers draw what they hold at each render.
  public func setNeedsDisplay() {}
  /// The layer's position on the z axis, 0 by default (Apple, "zPosition",
  /// https://developer.apple.com/documentation/quartzcore/calayer/zposition ; iOS 2+; high:
  /// "Higher values place this layer visually closer to the viewer than layers with lower
  /// values"). The renderer draws a layer's sublayers in increasing `zPosition`, in array order
  /// among equal values (``sublayersInDrawingOrder``); see that member for what the model reads.
  @exclusivity(unchecked) public var zPosition: CGFloat = 0 {
    didSet {
      guard zPosition != oldValue else { return }
      if zPosition != 0 { superlayerStorage?.hasZPositionedSublayers = true }
      RenderEpoch.advance()
    }
  }
  /// Whether a sublayer has had a non-zero ``zPosition`` (never cleared: drawing order is then
  /// sorted, which equals array order once every value is 0 again).
  @exclusivity(unchecked) package private(set) var hasZPositionedSublayers = false

  /// Whether sublayers are drawn only inside the layer's bounds (Apple, "masksToBounds",
  /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds ; high). The
  /// model clips drawing to the frame; touches already follow every layer a window is drawn in.
  public var masksToBounds: Bool {
    get { appearance.masksToBounds }
    set {
      guard newValue != appearance.masksToBounds else { return }
      appearance.masksToBounds = newValue
      RenderEpoch.advance()
    }
  }
  /// A layer whose drawing decides where this layer's subtree shows (`CALayer.mask`): the subtree
  /// is drawn only where the mask is. The mask is in no superlayer and is drawn in this layer's
  /// coordinates (Apple, "mask", https://developer.apple.com/documentation/quartzcore/calayer/mask ;
  /// iOS 2+; high). Model: the mask counts as covering the whole layer; a mask that is hidden, or
  /// left out of this capture, hides the subtree, and its opacity multiplies the subtree's.
  /// SwiftUI's `.mask` is modeled as this (seed 004's `hiddenOnCapture`).
  public var mask: CALayer? {
    didSet {
      appearance.hasMask = mask != nil
      RenderEpoch.advance()
    }
  }
  /// Animations in flight on this layer.
  // Unchecked exclusivity: every hit test reads it (issue 30), and no access spans a call.
  @exclusivity(unchecked) package var animations: [LayerAnimation] = [] {
    didSet {
      appearance.isAnimating = !animations.isEmpty
      RenderEpoch.advance()
    }
  }

  /// Creates an empty layer. `required`, so that a layer class held as a value
  /// (``UIView/layerClass``) can make its instances, as Core Animation's `+layer` does for any
  /// class; a subclass that declares its own designated initializer provides it too.
  public required override init() {
    LiveObjects.layers += 1
    super.init()
  }

  /// The class itself: the class `NSCoder` archives (`NSObject`'s `classForCoder`, which on Apple
  /// platforms a class object answers too, since class objects take the root class's instance
  /// methods; Apple, "classForCoder",
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/classforcoder ;
  /// high). Code names a layer class with it (`CAShapeLayer.classForCoder()`).
  public class func classForCoder() -> AnyClass { self }

  /// The layer's description without the address Core Animation prints (`<CALayer: 0x…>`), as
  /// ``UIResponder/description`` (Apple, "description",
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description ; high).
  nonisolated open override var description: String { "<\(UIResponder.className(of: type(of: self)))>" }

  /// Removes the animations in flight on this layer: what it draws jumps to its model values,
  /// and each animation block's completion is called with `finished == false` (Apple,
  /// "removeAllAnimations()",
  /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations() ; and the
  /// `finished` argument of `UIView.animate`'s completion; iOS 2+; high).
  public func removeAllAnimations() {
    Device.current?.removeAnimations(on: self)
  }

  // A window nobody holds takes its layers with it: what a scene shows changes. Sublayers that
  // live on lose their superlayer.
  nonisolated deinit {
    for layer in sublayerStorage { layer.superlayerStorage = nil }
    RenderEpoch.advance()
    LiveObjects.layers -= 1
  }

  /// The layer's position in its superlayer: the center of its frame, the model's anchor point
  /// being the center (UIKit's default `anchorPoint` of (0.5, 0.5); Apple, "position",
  /// https://developer.apple.com/documentation/quartzcore/calayer/position ; high). Setting it
  /// moves the frame.
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The point of the bounds that ``position`` names, in unit coordinates: always the center in
  /// the model (UIKit's default; the model does not move it).
  public var anchorPoint: CGPoint { CGPoint(x: 0.5, y: 0.5) }

  /// The layer's delegate: for a view's backing layer, the view (Apple, "delegate": "In iOS, if
  /// the layer is associated with a UIView object, this property must be set to the view that
  /// owns the layer", https://developer.apple.com/documentation/quartzcore/calayer/delegate ;
  /// high), so code that finds the secure text field's canvas as
  /// `field.layer.sublayers?.first?.delegate as? UIView` finds the model's canvas view. Held
  /// weakly, as in UIKit; a delegate set by code replaces the view.
  public var delegate: (any CALayerDelegate)? {
    get { assignedDelegate ?? owningView }
    set { assignedDelegate = newValue }
  }
  private weak var assignedDelegate: (any CALayerDelegate)?

  /// The layer's bounds: its frame's size at the origin, in points.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The parent layer, or `nil` for a root.
  public var superlayer: CALayer? { superlayerStorage }

  /// The child layers back to front, or `nil` when there are none (as Core Animation reports).
  public var sublayers: [CALayer]? { sublayerStorage.isEmpty ? nil : sublayerStorage }

  /// Appends `layer` on top of the other sublayers, removing it from its old parent first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `index` (clamped) among the sublayers, removing it from its old parent.
  ///
  /// Moving a layer into its own subtree would form a cycle; Core Animation's behaviour there is
  /// undefined, so the model records a crash instead.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    // A layer without sublayers is no one's ancestor: the walk up from here is spared.
    if layer === self || (!layer.sublayerStorage.isEmpty && isDescendant(of: layer)) {
      modeledTrap("CALayer cycle: a layer was inserted into its own subtree")
      return
    }
    layer.removeFromSuperlayer()
    if layer.zPosition != 0 { hasZPositionedSublayers = true }
    failsToRecomposite = false
    // Moving a layer into a canvas is the trick applied again: it protects again.
    secureProtectionLost = false
    let i = min(Int(index), sublayerStorage.count)
    // `append` for the common case: `insert(_:at:)` goes through the generic replaceSubrange.
    if i == sublayerStorage.count { sublayerStorage.appendChild(layer) } else { sublayerStorage.insert(layer, at: i) }
    layer.superlayerStorage = self
  }

  /// Detaches the layer from its parent; it is no longer drawn.
  public func removeFromSuperlayer() {
    guard let parent = superlayerStorage else { return }
    // A loop, not `removeAll(where:)`: the closure would check its executor on every call.
    var i = parent.sublayerStorage.count
    while i > 0 {
      i -= 1
      if parent.sublayerStorage[i] === self { parent.sublayerStorage.remove(at: i) }
    }
    superlayerStorage = nil
  }

  /// The position of `layer` among the sublayers, if it is one (a loop, not `firstIndex(where:)`).
  package func sublayerIndex(of layer: CALayer) -> Int? {
    for i in sublayerStorage.indices where sublayerStorage[i] === layer { return i }
    return nil
  }

  /// Whether a secure text field's canvas is among this layer's ancestors.
  package var isInsideSecureCanvas: Bool {
    var p = superlayerStorage
    while let l = p {
      if l.appearance.isSecureCanvas { return true }
      p = l.superlayerStorage
    }
    return false
  }

  package func isDescendant(of other: CALayer) -> Bool {
    var p = superlayerStorage
    while let l = p {
      if l === other { return true }
      p = l.superlayerStorage
    }
    return false
  }

  /// Whether this layer has its own animation in flight.
  package var isAnimating: Bool { !animations.isEmpty }

  /// Whether the layer's subtree is drawn as nothing (a gray or black window) because it failed
  /// to recomposite after the app came back from the background (see
  /// ``PlatformFlags/secureCanvasFailsToRecomposite``). Adding or inserting a sublayer into it
  /// recomposites it.
  package var failsToRecomposite: Bool {
    get { appearance.failsToRecomposite }
    set {
      guard newValue != appearance.failsToRecomposite else { return }
      appearance.failsToRecomposite = newValue
      RenderEpoch.advance()
    }
  }

  /// Whether this secure canvas no longer leaves its subtree out of captures because the app
  /// went through the background (``PlatformFlags/secureCanvasLostAfterRoundTrip``). Re-applying
  /// the trick (a layer moved into the canvas, or the field's `isSecureTextEntry` turned off and on)
  /// protects again.
  package var secureProtectionLost: Bool {
    get { appearance.secureProtectionLost }
    set {
      guard newValue != appearance.secureProtectionLost else { return }
      appearance.secureProtectionLost = newValue
      RenderEpoch.advance()
    }
  }
}

/// What the renderer reads of a layer (see ``CALayer/appearance``): model values, plus what the
/// layer's fill and secure-canvas role come to.
nonisolated package struct LayerAppearance {
  package var frame: CGRect = .zero
  package var opacity: Float = 1
  package var isHidden = false
  /// How opaquely the layer draws over its frame, 0 to 1: its fill color's alpha, or 1 with
  /// contents.
  package var fill: Double = 0
  package var contentRole: ContentRole = .unclassified
  package var backdropBlurRadius: CGFloat = 0
  /// Whether the layer is a secure text field's canvas (whose field may be gone since).
  package var isSecureCanvas = false
  /// Whether the layer carries a secure field's update mask (``CALayer/isHiddenFromCaptures``).
  package var isHiddenFromCaptures = false
  /// Whether the layer has a ``CALayer/mask``.
  package var hasMask = false
  package var isAnimating = false
  /// Whether the layer's subtree failed to recomposite (see ``CALayer/failsToRecomposite``).
  package var failsToRecomposite = false
  /// Whether a secure canvas lost its protection (see ``CALayer/secureProtectionLost``).
  package var secureProtectionLost = false
  /// Whether sublayers are drawn only inside this layer's frame (``CALayer/masksToBounds``).
  package var masksToBounds = false
  /// Whether the contents are an image drawn from views (``CALayer/imageDrawing``).
  package var hasImageDrawing = false
}

/// How a layer's contents are scaled (kept for source compatibility).
nonisolated public struct CALayerContentsGravity: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretch to fill.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Fit, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Fill, keeping the aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// Core Animation transactions. The model renders only at the end of a run-loop turn, when the
/// implicit transaction commits, so an explicit flush changes nothing observable (Apple,
/// "CATransaction.flush()", https://developer.apple.com/documentation/quartzcore/catransaction/flush() ).
nonisolated public enum CATransaction {
  /// Commits pending changes; a no-op in the model (captures happen after the commit anyway).
  public static func flush() {}

  /// The duration of the current transaction's animations: Core Animation's default, 0.25 s,
  /// as the model sets no other (Apple, "setAnimationDuration(_:)": "The default duration is
  /// 0.25 seconds", https://developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:) ;
  /// iOS 2+; high). Code uses it as the system's standard fade length.
  public static func animationDuration() -> TimeInterval { 0.25 }
}

/// A layer's delegate (Core Animation's `CALayerDelegate`): views are their layers' delegates.
/// None of its drawing callbacks is modeled.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}
