/// The keyboard a text input asks for, as UIKit's `UIKeyboardType` spells it (raw values as in
/// UIKit). Which keyboards carry a suggestion (QuickType) bar is ``hasSuggestionBar``.
nonisolated public enum UIKeyboardType: Int, Sendable, CaseIterable {
  /// The default keyboard for the input method.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's own spelling (`UIKeyboardType.URL`).
  case URL
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Letters and a telephone keypad.
  case namePhonePad
  /// A keyboard for email addresses.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// A keyboard for social posts.
  case twitter
  /// A keyboard for search terms.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad

  /// Whether the system keyboard of this type has a suggestion bar above its keys. The digit pads
  /// (number, phone, decimal, ASCII number) have none
  /// (https://developer.apple.com/documentation/uikit/uikeyboardtype ; the pads show keys only;
  /// docs/research/time-model-facts.md §7; iOS 8+; medium: the audit and the research agree,
  /// no first-hand report contradicts it).
  public var hasSuggestionBar: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return false
    default: return true
    }
  }
}

/// Whether a text input autocorrects, as UIKit's `UITextAutocorrectionType` spells it.
/// `.default` lets the keyboard decide, which for the text keyboards means on.
nonisolated public enum UITextAutocorrectionType: Int, Sendable {
  /// The keyboard decides (on for the text keyboards).
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// Whether a text input checks spelling, as UIKit's `UITextSpellCheckingType` spells it
/// (recorded: the model draws nothing for it).
nonisolated public enum UITextSpellCheckingType: Int, Sendable {
  /// The keyboard decides.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}
