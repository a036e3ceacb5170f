// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// `android.text.InputType` constants.
nonisolated public enum InputType {
  /// `TYPE_NULL`: no editable text (a display-only field; not a text editor for the input method).
  public static let TYPE_NULL = 0x0
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
