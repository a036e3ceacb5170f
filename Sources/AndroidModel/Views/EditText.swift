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

  /// A field app code makes (a lock screen's PIN field), of `inputType`, at `frame` in its parent.
  public convenience init(_ context: Activity, id: String, inputType: Int, frame: DpRect) {
    self.init(context: context, id: id, text: "", textSize: 20, inputType: inputType, frame: frame)
  }

  /// Whether the input method treats it as a text editor (`TextView.onCheckIsTextEditor`: an editable input type,
  /// not `TYPE_NULL`; AOSP `TextView`; high).
  public var isTextEditor: Bool { inputType != InputType.TYPE_NULL }

  /// `requestFocus()`: the field becomes its window's focused view (the input method is told when the window has
  /// focus, ``AndroidDevice/applySoftInputMode(of:)``). Does nothing for a field in no window yet.
  public func requestFocus() { rootView.rootWindow?.focusedView = self }

  /// Whether the input type is a text or number password.
  public override var isPasswordField: Bool {
    let inputClass = inputType & InputType.TYPE_MASK_CLASS
    if inputClass == InputType.TYPE_CLASS_TEXT { return inputType & InputType.TYPE_TEXT_VARIATION_PASSWORD != 0 }
    if inputClass == InputType.TYPE_CLASS_NUMBER { return inputType & InputType.TYPE_NUMBER_VARIATION_PASSWORD != 0 }
    return false
  }
}
