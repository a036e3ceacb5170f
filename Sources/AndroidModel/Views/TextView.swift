/// An `android.widget.TextView` showing app text of a size in sp; sensitive text is judged by captures.
public class TextView: View {
  /// The text (kept for summaries; its size, not its characters, decides legibility).
  public var text: String
  /// The text size in sp.
  public var textSize: Double
  let textIsSensitive: Bool

  /// App text: `sensitive` text is what covers must hide.
  init(context: Activity?, id: String?, text: String, textSize: Double, sensitive: Bool, frame: DpRect?) {
    self.text = text
    self.textSize = textSize
    self.textIsSensitive = sensitive
    super.init(
      context: context, id: id, role: sensitive ? .appSensitive(textSizeSp: textSize) : .appNeutral, frame: frame)
  }
}

/// `android.text.InputType` constants.
nonisolated public enum InputType {
  /// `TYPE_CLASS_TEXT`.
  public static let TYPE_CLASS_TEXT = 0x1
  /// `TYPE_CLASS_NUMBER`.
  public static let TYPE_CLASS_NUMBER = 0x2
  /// `TYPE_TEXT_VARIATION_PASSWORD` (with `TYPE_CLASS_TEXT`: `android:inputType="textPassword"`).
  public static let TYPE_TEXT_VARIATION_PASSWORD = 0x80
  /// `TYPE_NUMBER_VARIATION_PASSWORD` (with `TYPE_CLASS_NUMBER`: `numberPassword`).
  public static let TYPE_NUMBER_VARIATION_PASSWORD = 0x10
  static let TYPE_MASK_CLASS = 0xF
}

/// An `android.widget.EditText`. A password input type draws dots instead of the text, so the field's drawing is
/// neutral in every capture (seed 004; `PasswordTransformationMethod`,
/// https://developer.android.com/reference/android/text/InputType#TYPE_TEXT_VARIATION_PASSWORD ; high).
public final class EditText: TextView {
  /// The input type (`InputType` bits), for example `TYPE_CLASS_TEXT | TYPE_TEXT_VARIATION_PASSWORD`.
  public var inputType: Int {
    didSet { role = isPasswordField ? .appNeutral : .appSensitive(textSizeSp: textSize) }
  }

  init(context: Activity?, id: String, text: String, textSize: Double, inputType: Int, frame: DpRect) {
    self.inputType = inputType
    super.init(context: context, id: id, text: text, textSize: textSize, sensitive: true, frame: frame)
    role = isPasswordField ? .appNeutral : .appSensitive(textSizeSp: textSize)
  }

  /// Whether the input type is a text or number password.
  public override var isPasswordField: Bool {
    let inputClass = inputType & InputType.TYPE_MASK_CLASS
    if inputClass == InputType.TYPE_CLASS_TEXT { return inputType & InputType.TYPE_TEXT_VARIATION_PASSWORD != 0 }
    if inputClass == InputType.TYPE_CLASS_NUMBER { return inputType & InputType.TYPE_NUMBER_VARIATION_PASSWORD != 0 }
    return false
  }
}

/// An `android.view.SurfaceView`: content drawn into a surface of its own (Flutter draws its whole UI into one).
///
/// `setSecure` takes effect only if called before the view's window is attached to the window manager ("this must
/// be set before the surface view's containing window is attached",
/// https://learn.microsoft.com/dotnet/api/android.views.surfaceview.setsecure ; high); a later call changes nothing
/// until the surface is made again by a new attach. A secure surface is black in screenshots and recordings. The
/// surface is also secure when its window has `FLAG_SECURE` (SurfaceFlinger treats a layer as secure when it or a
/// parent is; `Layer::isSecure`, frameworks/native; medium-high).
public final class SurfaceView: View {
  private var requestedSecure = false
  /// Whether the surface was made secure (latched at the window's attach).
  public private(set) var isSurfaceSecure = false

  /// A surface view showing app content of `role`.
  init(context: Activity?, id: String, role: ContentRole) {
    super.init(context: context, id: id, role: role, frame: nil)
  }

  /// Requests a secure surface; honoured only before the window is attached.
  public func setSecure(_ isSecure: Bool) { requestedSecure = isSecure }

  func windowAttached() { isSurfaceSecure = requestedSecure }
}
