/// The configuration changes an activity declares it handles itself (`android:configChanges`); any other change
/// destroys and recreates it (https://developer.android.com/guide/topics/resources/runtime-changes ; all API
/// levels; high).
///
/// A fold or unfold, entering or leaving split screen and entering picture-in-picture change the screen size,
/// smallest screen size and screen layout, so an activity survives them only when it handles all three
/// (https://developer.android.com/guide/topics/large-screens/multi-window-support ,
/// https://developer.android.com/develop/ui/views/picture-in-picture ; high).
nonisolated public struct ActivityConfigChanges: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8
  /// Changes from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `orientation`.
  public static let orientation = ActivityConfigChanges(rawValue: 1 << 0)
  /// `screenSize`.
  public static let screenSize = ActivityConfigChanges(rawValue: 1 << 1)
  /// `smallestScreenSize`.
  public static let smallestScreenSize = ActivityConfigChanges(rawValue: 1 << 2)
  /// `screenLayout`.
  public static let screenLayout = ActivityConfigChanges(rawValue: 1 << 3)
  /// `uiMode`: the UI mode, which includes night mode (the system dark theme). API 8+.
  public static let uiMode = ActivityConfigChanges(rawValue: 1 << 4)
  /// `locale`: the user's language.
  public static let locale = ActivityConfigChanges(rawValue: 1 << 5)
  /// `layoutDirection`: left-to-right or right-to-left. API 17+.
  public static let layoutDirection = ActivityConfigChanges(rawValue: 1 << 6)
  /// `fontScale`: the user's font size.
  public static let fontScale = ActivityConfigChanges(rawValue: 1 << 7)
  /// What a rotation changes.
  public static let rotation: ActivityConfigChanges = [.orientation, .screenSize]
  /// What a change of window or display size changes (fold, unfold, split screen, picture-in-picture).
  public static let resize: ActivityConfigChanges = [.screenSize, .smallestScreenSize, .screenLayout]

  /// `orientation|screenSize|…`, as a manifest writes it.
  public var description: String {
    var names: [String] = []
    if contains(.orientation) { names.append("orientation") }
    if contains(.screenSize) { names.append("screenSize") }
    if contains(.smallestScreenSize) { names.append("smallestScreenSize") }
    if contains(.screenLayout) { names.append("screenLayout") }
    if contains(.uiMode) { names.append("uiMode") }
    if contains(.locale) { names.append("locale") }
    if contains(.layoutDirection) { names.append("layoutDirection") }
    if contains(.fontScale) { names.append("fontScale") }
    return names.joined(separator: "|")
  }
}

extension AndroidAppStructure {
  /// The configuration changes the structure's project template declares on its activity.
  ///
  /// React Native's template declares `keyboard|keyboardHidden|orientation|screenLayout|screenSize|
  /// smallestScreenSize|uiMode` and Flutter's `orientation|keyboardHidden|keyboard|screenSize|smallestScreenSize|
  /// locale|layoutDirection|fontScale|screenLayout|density|uiMode` (the templates' `AndroidManifest.xml`, as
  /// generated apps ship them; high), so their activities survive rotation, folds and split screen, React Native's a
  /// dark-theme toggle too and Flutter's also a change of language or font size. Android Studio's Views and Compose
  /// templates declare none (high). (`keyboard`, `keyboardHidden` and `density` are not modeled: no event changes them.)
  public var declaredConfigChanges: ActivityConfigChanges {
    let screen: ActivityConfigChanges = [.orientation, .screenSize, .smallestScreenSize, .screenLayout]
    switch self {
    case .reactNative: return screen.union(.uiMode)
    case .flutter: return screen.union([.uiMode, .locale, .layoutDirection, .fontScale])
    case .views, .compose: return []
    }
  }
}
