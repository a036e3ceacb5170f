/// Interface Builder archives (UIKit's `UINib`, `Bundle.loadNibNamed`): not available in the
/// model. A nib's views are decoded from the compiled archive in the app's bundle (Apple,
/// "UINib", https://developer.apple.com/documentation/uikit/uinib ; high); the model reads no
/// archives and has no app bundle, and a view built in code in its place would be a cover the
/// app does not have. So using one is a compile error on the app's own line, whose message
/// says what to do: build the view in code in the app, or give the fuzzer that view in a glue
/// file.
nonisolated public final class UINib: @unchecked Sendable {
  nonisolated deinit {}
  @available(
    *, unavailable,
    message:
      "the model reads no nibs (no app bundle, no archive decoding): build this view in code, or give the fuzzer a view in a glue file"
  )
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {}

  @available(
    *, unavailable,
    message:
      "the model reads no nibs (no app bundle, no archive decoding): build this view in code, or give the fuzzer a view in a glue file"
  )
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

extension Bundle {
  @available(
    *, unavailable,
    message:
      "the model reads no nibs (no app bundle, no archive decoding): build this view in code, or give the fuzzer a view in a glue file"
  )
  public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? { nil }
}
