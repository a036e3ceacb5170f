/// The text-input modifiers SwiftUI text fields take (Apple, "keyboardType(_:)",
/// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:) ; "textContentType(_:)",
/// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv ;
/// "autocorrectionDisabled(_:)", "onSubmit(of:_:)"; iOS 13+ to 15+; high). Kept without behaviour:
/// the keyboard's kind, autofill and autocorrection change no window, layer or capture, so they
/// cannot change a verdict; `onSubmit`'s action needs the Return key, which the model's SwiftUI
/// fields do not deliver.
extension View {
  /// The keyboard shown for the text fields in the view.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// What the text fields in the view hold, for autofill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// Whether autocorrection is off for the text fields in the view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// The action run when the user submits a text field in the view.
  public func onSubmit(_ action: @escaping () -> Void) -> some View { self }
}
