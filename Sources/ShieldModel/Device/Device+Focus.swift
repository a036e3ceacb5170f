/// Where the user's typing context is, per scene: the first responder and the key window, as
/// names a device without the strategy can be compared with (the `focus-lost` invariant).
///
/// UIKit's rules the model follows: `makeKey()` and `makeKeyAndVisible()` take key status, and a
/// text field in another window loses first-responder status, so the keyboard goes with it
/// (Apple, "makeKey()", https://developer.apple.com/documentation/uikit/uiwindow/makekey() ;
/// "resignKey()", https://developer.apple.com/documentation/uikit/uiwindow/resignkey() ;
/// https://developer.apple.com/forums/thread/695932 ; iOS 2+; medium). A key window that is
/// hidden hands key status to another visible window of the scene, and does not get it back when
/// shown again with `isHidden = false` ("isKeyWindow",
/// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow ;
/// https://github.com/flutter/flutter/issues/26028 ; medium). A scene the user's focus left keeps its first
/// responder (F6, `Device+SceneFirstResponder.swift`): its focus names that field, without the keyboard.
extension Device {
  /// One scene's typing context.
  package struct Focus: Hashable {
    /// The focused field's identifier (`<UITextField>` without one), or `none`.
    package var firstResponder: String
    /// `the app's window`, `a window at level N` for any other, or `none`.
    package var keyWindow: String
  }

  /// The typing context of `scene`.
  package func focus(in scene: UIWindowScene) -> Focus {
    let key = focusKey(in: scene)
    let window: String
    switch key.keyWindow {
    case .none: window = "none"
    case .app: window = "the app's window"
    case .level(let level): window = "a window at level \(level)"
    }
    return Focus(firstResponder: key.firstResponder, keyWindow: window)
  }

  /// ``Focus`` with the key window not yet as text: equal keys are equal foci and unequal keys
  /// unequal ones, so the `focus-lost` check compares these every step and builds no text.
  package struct FocusKey: Equatable {
    /// As ``Focus/firstResponder``.
    package var firstResponder: String
    /// The key window: none, the app's, or another at a level.
    package var keyWindow: KeyWindow
    /// ``Focus/keyWindow`` before it is text.
    package enum KeyWindow: Equatable {
      case none, app
      case level(Int)
    }
  }

  /// A window level as a whole number, clamped: UIKit accepts any `CGFloat` level, and apps set
  /// `CGFloat.greatestFiniteMagnitude` to stay on top (the seventh unseen set's Cordova plugin),
  /// which `Int(_:)` cannot convert (it trapped the run).
  nonisolated package static func levelKey(_ level: CGFloat) -> Int {
    guard level.isFinite else { return level > 0 ? .max : .min }
    if level >= 9.2e18 { return .max }
    if level <= -9.2e18 { return .min }
    return Int(level)
  }

  /// A window level as text: a whole level as a whole number (`2000`), any other as Swift prints
  /// it (`0.5`, `1.7976931348623157e+308`), never trapping on a level `Int` cannot hold.
  nonisolated package static func levelText(_ level: CGFloat) -> String {
    level == level.rounded() && abs(level) < 9.2e18 ? String(Int(level)) : String(describing: level)
  }

  /// ``focus(in:)`` as a ``FocusKey``.
  package func focusKey(in scene: UIWindowScene) -> FocusKey {
    var responder = "none"
    if let field = keyboard.firstResponder, field.window?.windowScene === scene {
      responder = field.accessibilityIdentifier ?? "<UITextField>"
    } else if keyboard.keepsSceneResponders, let field = keptResponder(in: scene) {
      // The field the scene kept while the user is in another scene (F6).
      responder = field.accessibilityIdentifier ?? "<UITextField>"
    }
    var key = FocusKey.KeyWindow.none
    if let window = sceneKeyWindow(of: scene) {
      key = window === appWindow(of: scene) ? .app : .level(Self.levelKey(window.windowLevel.rawValue))
    }
    return FocusKey(firstResponder: responder, keyWindow: key)
  }

  /// A framework whose text input asserts that the app has a key window traps when its field is
  /// focused in a scene without one (W4 in the fidelity plan). Flutter's does ("The application
  /// must have a key window since the keyboard client must be part of the responder chain to
  /// function": https://github.com/flutter/flutter/issues/26028 , Flutter 1.0;
  /// https://github.com/flutter/flutter/issues/59137 , Flutter 1.22-1.26); engine PR 29108
  /// (https://github.com/flutter-team-archive/engine/pull/29108 , merged October 2021, so Flutter
  /// 2.8) falls back to the app delegate's window, so later versions trap only without one
  /// (https://github.com/flutter/flutter/issues/109208 ; medium). Any other app declares its
  /// framework's requirement (``AppDescription/textInputRequiresKeyWindow``). Returns the trap's
  /// message when focusing the app's field in `scene` now traps.
  package func textInputKeyWindowTrap(in scene: UIWindowScene) -> String? {
    guard keyboard.keyWindow?.windowScene !== scene else { return nil }
    if case .flutterHost(let version, _) = profile.appStructure {
      if version >= FlutterVersion(2, 8), (appDelegate as? AppUnderTestDelegate)?.window != nil { return nil }
      return "FlutterTextInputPlugin: the application must have a key window since the keyboard client "
        + "must be part of the responder chain to function"
    }
    guard app.textInputRequiresKeyWindow else { return nil }
    return "text input: the app's framework requires a key window to show the keyboard"
  }
}
