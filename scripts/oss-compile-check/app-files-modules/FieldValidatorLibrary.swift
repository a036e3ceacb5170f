// Stub of bsorrentino's FieldValidatorLibrary (a dependency of KeyChainX, twelfth unseen set,
// keychainx; not the cover): a field's checker and the validating binding, with no validation.
@_exported import ShieldModel

/// A field's validity and message.
public final class FieldChecker2<T>: ObservableObject {
  /// The validator's last message (`nil`: valid).
  @Published public var errorMessage: String?
  /// Whether the last value was valid.
  public var valid: Bool { errorMessage == nil }
  /// Makes a checker of a valid field.
  public init() {}
}

extension Binding where Value == String {
  /// The binding, with `validator` run on each change (not run in the stub).
  public func onValidate(checker: FieldChecker2<String>, validator: @escaping (String) -> String?) -> Binding<String> {
    self
  }
}
