// Foundation's localized strings of iOS 15 (Apple, "init(localized:table:bundle:locale:comment:)",
// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:) ;
// "String.LocalizationValue", https://developer.apple.com/documentation/swift/string/localizationvalue ;
// iOS 15+; high for the declarations). The string is looked up in the bundle's string tables and, when a
// table has no entry for the key, is the key itself (or the default value given). The model reads no
// string tables, so every lookup gives that fallback: the development language's text, which apps put
// in a cover's label or a lock's prompt and no window, layer or capture depends on. Foundation off Apple
// platforms lacks these.
extension String {
  /// A localization key with its interpolated arguments (Apple, "String.LocalizationValue").
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its arguments in place.
    let text: String

    /// The key `value`.
    public init(_ value: String) { text = value }
    /// The key a literal writes.
    public init(stringLiteral value: String) { text = value }
    /// The key a literal with interpolations writes, the interpolated values in place.
    public init(stringInterpolation: DefaultStringInterpolation) {
      text = String(stringInterpolation: stringInterpolation)
    }
  }

  /// The localized string for `keyAndValue` in `table` of `bundle` (main) for `locale`: in the model, the
  /// key with its arguments, as Foundation gives it when no table has the key (see the file's note).
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.text
  }

  /// The localized string for `key`, `defaultValue` when no table has it: in the model, `defaultValue`.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.text
  }
}
