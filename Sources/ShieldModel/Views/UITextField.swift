/// A text field (UIKit's `UITextField`), with the private canvas that secure entry hides.
///
/// Every field has an internal canvas view (`_UITextLayoutCanvasView`
/// from iOS 15; Stampoo/SnapshotSafeView#1) whose layer the system leaves out of screenshots,
/// recordings and mirroring while `isSecureTextEntry` is on (Apple, "isSecureTextEntry",
/// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry ; the
/// trick: https://github.com/prongbang/screen_protector/issues/22 ; medium confidence). Where the
/// canvas sits among the field layer's sublayers depends on the iOS version: first up to iOS 16,
/// last from iOS 17 (https://github.com/prongbang/ScreenProtectorKit/issues/6 , high), and
/// neither from iOS 26.5, where only a lookup by class finds it
/// (https://github.com/chainapsis/vizor-wallet/pull/304 , low). On 26.5 the layer that `.last`
/// now reaches is still rendered securely: that report's captures still came out black and what
/// broke was the geometry (the window collapsed into a corner), a layout failure, not a leak
/// (corrected by the 2026-12-01 audit; drawn under ``PlatformFlags/secureTailLayerCollapsesWindow``).
/// Before iOS 13 the canvas leaves nothing out of captures (screen_protector issues 36 and 16).
/// The canvas exists from the field's creation, before it is ever in a window: CaptureGuard finds
/// it among the subviews of a `UITextField()` that no window holds (https://github.com/kei-sidorov/CaptureGuard ,
/// `CALayer+HiddenOnCapture.swift`; a shipping library; iOS 15+; medium; corrects the earlier
/// reading of https://github.com/bitcoinppl/cove/pull/684).
@preconcurrency @MainActor open class UITextField: UIControl {
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  // A canvas layer that outlives its field (moved elsewhere) loses its owner: captures show it.
  nonisolated deinit {
    canvasLink.field = nil
    RenderEpoch.advance()
  }
  /// Whether the field hides its text and, through its canvas, what is drawn in the canvas.
  ///
  /// A change sets (on) or clears (off) the update mask of the layer the canvas view points at
  /// now. For the canvas's own layer the model follows the field instead (its subtree is left out
  /// of captures while this is on); when code has pointed the canvas view at another layer by
  /// key-value coding, that layer keeps the mark (``CALayer/isHiddenFromCaptures``) after the
  /// pointer is put back (https://github.com/debugeek/DGSecureView : false then true marks,
  /// true then false unmarks; iOS 15+; medium). Setting the same value again changes nothing,
  /// which is why that code toggles.
  /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
  nonisolated public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }
  /// The view at the field's leading edge (UIKit's `leftView`). The model keeps it out of the
  /// field's layers: it draws nothing that decides a verdict, and the canvas's place among the
  /// field's sublayers stays the sourced one.
  public var leftView: UIView?
  /// When ``leftView`` shows.
  public var leftViewMode: ViewMode = .never
  /// The view at the field's trailing edge (kept as ``leftView`` is).
  public var rightView: UIView?
  /// When ``rightView`` shows.
  public var rightViewMode: ViewMode = .never

  @exclusivity(unchecked) public var isSecureTextEntry = false {
    didSet {
      guard isSecureTextEntry != oldValue else { return }
      RenderEpoch.advance()
      // Cleared while a recording runs: the recording it ran in (SC15,
      // ``PlatformFlags/secureEntryOffLeavesRunningRecordingBlank``); set again, forgotten.
      if let capture = Device.current?.capture, capture.isRecording, !isSecureTextEntry {
        secureEntryClearedInRecording = capture.recordingGeneration
      } else {
        secureEntryClearedInRecording = nil
      }
      canvasView?.layer.secureProtectionLost = false
      if let target = canvasView?.layer, target.secureCanvasOwner !== self, ObjectIdentifier(target) != canvasLayerID {
        target.isHiddenFromCaptures = isSecureTextEntry
      }
    }
  }
  /// The recording (``Device/CaptureState/recordingGeneration``) during which secure entry was
  /// last turned off, or `nil` when it was not turned off during a recording or is on again.
  @exclusivity(unchecked) package private(set) var secureEntryClearedInRecording: Int?
  /// The text.
  public var text: String?
  /// Told when the field becomes (`true`) or stops being (`false`) the first responder: a
  /// SwiftUI focus binding (``View/focused(_:)``) follows the field's focus through it.
  package var focusObserver: ((Bool) -> Void)?
  /// The app's object the field asks what Return does (``UITextFieldDelegate``); not retained.
  public weak var delegate: (any UITextFieldDelegate)?
  /// The text's color (Apple, "textColor",
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor ; iOS 2+; high; "The
  /// default value for this property is a black color"). **Without behaviour**:
  /// the model draws a field's text by its content role whatever its color, so a field whose text
  /// is `.clear` still counts as showing its text (an over-report, never a missed leak).
  public var textColor: UIColor? = .black
  /// The text's font (Apple, "font", https://developer.apple.com/documentation/uikit/uitextfield/font ;
  /// iOS 2+; high). Kept without behaviour: the model draws a field's text over its frame.
  public var font: UIFont? = .systemFont(ofSize: 17)
  /// The text shown while the field is empty (Apple, "placeholder",
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder ; iOS 2+; high). Kept
  /// without behaviour: a placeholder is no app content.
  public var placeholder: String?
  /// The border drawn around the field (Apple, "borderStyle",
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle ; iOS 2+; high;
  /// `.none` by default). **Without behaviour**: a border is drawn over the field's edge and the
  /// model's renderer counts no border as content (as ``CALayer/borderWidth``); the secure canvas
  /// and its place among the field's sublayers are the same for every style.
  public var borderStyle: BorderStyle = .none
  /// The kinds of border a field draws (UIKit's `UITextField.BorderStyle`,
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum ).
  nonisolated public enum BorderStyle: Int, Sendable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezel (an inset look).
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }
  /// How the text is aligned (Apple, "textAlignment",
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment ; high). Kept for
  /// source compatibility: the model draws a field's text over its whole frame whatever the
  /// alignment, so it decides no verdict.
  public var textAlignment: NSTextAlignment = .natural
  /// What the text is (AutoFill's hint); `.password` makes the field a passcode entry for
  /// ``SystemEvent/enterPasscode``.
  public var textContentType: UITextContentType? {
    didSet { updatePasscodeEntryCount() }
  }
  package override var isPasscodeEntry: Bool { textContentType == .password || super.isPasscodeEntry }
  /// The keyboard the field asks for; it decides whether the keyboard has a suggestion bar.
  public var keyboardType: UIKeyboardType = .default {
    didSet { if keyboardType != oldValue { RenderEpoch.advance() } }
  }
  /// Whether the field autocorrects; off, the keyboard offers no suggestions from the field.
  public var autocorrectionType: UITextAutocorrectionType = .default {
    didSet { if autocorrectionType != oldValue { RenderEpoch.advance() } }
  }
  /// Whether the field checks spelling (recorded only).
  public var spellCheckingType: UITextSpellCheckingType = .default
  /// The canvas view, made with the field; `nil` once it is gone. Not held: the field's subviews
  /// hold it, and a field placed inside its own canvas would otherwise hold itself.
  package var canvasView: UIView? { canvasLink.canvasView }
  /// The field's end of its canvas's links (``TextFieldCanvasLink``): no weak references, so no
  /// side tables on the field, the canvas view or its layer (issue 30).
  @exclusivity(unchecked) nonisolated(unsafe) private let canvasLink = TextFieldCanvasLink()
  /// The canvas view's own layer (before iOS 13 an ordinary layer: see `makeCanvas`), compared by
  /// identity only. `canvasLayerAddress` holds it `unowned` and is never read: it keeps the layer's
  /// memory, so no object made after the layer is gone can have this identity.
  private var canvasLayerID: ObjectIdentifier?
  private unowned var canvasLayerAddress: CALayer?

  /// Creates a text field with the given frame, in points, and its canvas.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    canvasLink.field = self
    makeCanvas()
  }

  /// A disabled field cannot become first responder: a tap on it brings no keyboard (Apple,
  /// "isEnabled": a disabled control "ignores touch events",
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled ; high).
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// ``UIResponder/isFirstResponder``, or the first responder its scene kept when the user's focus went to another
  /// scene (``UIWindowScene/keptFirstResponder``, F6). Only a text field can be kept, so the walk strategies make for
  /// the first responder, asking every view of a window, pays nothing more for the other views.
  open override var isFirstResponder: Bool {
    if super.isFirstResponder { return true }
    guard let device = Device.current, device.keyboard.keepsSceneResponders else { return false }
    return device.isKeptByItsScene(self)
  }

  /// A touch on the field's own canvas is a touch on the field: the canvas is the field's private
  /// drawing view, and tapping the text focuses the field. Views placed inside the canvas keep
  /// their own hits.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit != nil && hit === canvasView ? self : hit
  }

  private func makeCanvas() {
    let version = Device.current?.profile.osVersion ?? OSVersion(17, 0)
    let canvas = _UITextLayoutCanvasView(frame: bounds)
    canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // iOS 15's canvas takes no touches (https://github.com/akhmedovgg/SecureView/pull/2 , medium).
    canvas.isUserInteractionEnabled = !(version.major == 15)
    // Before iOS 13 secure entry left nothing out of screenshots: the trick did not block them
    // on iOS 12 (https://github.com/prongbang/screen_protector/issues/36 , /16 : iOS 12.5.6,
    // works only from 13; medium), so the canvas there is an ordinary layer.
    if version >= OSVersion(13) { canvas.layer.markSecureCanvas(of: canvasLink) }
    canvas.canvasLink = canvasLink
    canvasLink.canvasView = canvas
    canvasLayerID = ObjectIdentifier(canvas.layer)
    canvasLayerAddress = canvas.layer
    let decoration = CALayer()
    decoration.frame = bounds
    if version < OSVersion(17, 0) {
      addSubview(canvas)
      layer.addSublayer(decoration)
    } else {
      layer.addSublayer(decoration)
      addSubview(canvas)
      if version >= OSVersion(26, 5) {
        // A further layer after the canvas, also left out of captures (vizor-wallet#304); small
        // and clipping under the flag, so a window moved into it collapses into a corner.
        let secureTail = CALayer()
        if Device.current?.profile.flags.secureTailLayerCollapsesWindow ?? true {
          secureTail.frame = CGRect(x: 0, y: 0, width: min(bounds.width, 44), height: min(bounds.height, 44))
          secureTail.masksToBounds = true
        } else {
          secureTail.frame = bounds
        }
        secureTail.markSecureCanvas(of: canvasLink)
        layer.addSublayer(secureTail)
      }
    }
  }
}

/// The private view that draws a text field's text; its layer is the secure canvas.
/// Named as UIKit names it so that code looking it up by class name finds it.
@preconcurrency @MainActor public final class _UITextLayoutCanvasView: UIView {
  /// The canvas's end of its field's links (``TextFieldCanvasLink``), set by the field that made it.
  @exclusivity(unchecked) nonisolated(unsafe) var canvasLink: TextFieldCanvasLink?
  // Nonisolated: an implicit (isolated) deinit checks its executor. A final class: this runs first.
  nonisolated deinit { canvasLink?.canvasView = nil }
}
