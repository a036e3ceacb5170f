import AppLogic
import ShieldModel

/// SwiftUI's privacy redaction as the script says it: `redact(privacy|placeholder)` is the app's state change that
/// its root view's `.redacted(reason:)` reads, `unredact` sets no reason, and `privacySensitive: SCREEN, ...` marks
/// those screens' content `.privacySensitive()`. The reason is state of the scene's view tree
/// (``ShieldModel/RedactedViewTree``): set twice it is set once, and SwiftUI draws it in its next update.
extension AppLogicStrategy {
  /// `redact(REASON)` or `unredact` in each of the action's scenes; nothing before iOS 14, which has no
  /// `redacted(reason:)` (``redactionNeedsIOS``), and no `.privacySensitive()` marks before iOS 15.
  func performRedaction(_ reason: RedactionReason?) {
    guard UIDevice.current.isAtLeast(iOS: Self.redactionNeedsIOS) else { return }
    let marked = UIDevice.current.isAtLeast(iOS: Self.privacySensitiveNeedsIOS) ? privacySensitiveScreens : []
    for scene in targetScenes {
      guard let root = LockScreen.appWindow(of: scene)?.rootViewController?.view else { continue }
      let key = ObjectIdentifier(scene)
      // One tree per scene and root view: a new root (a root controller replaced) is a new tree.
      if let entry = redactions.first(where: { $0.scene == key && $0.tree.root === root }) {
        entry.tree.setReason(reason)
        continue
      }
      let tree = RedactedViewTree(root: root, privacySensitiveScreens: marked)
      redactions.append((key, tree))
      tree.setReason(reason)
    }
  }
}

nonisolated extension AppLogicStrategy {
  /// The first iOS with SwiftUI's `redacted(reason:)` (Apple, https://developer.apple.com/documentation/swiftui/view/redacted(reason:) ,
  /// iOS 14.0+; high).
  public static let redactionNeedsIOS = 14
  /// The first iOS with SwiftUI's `privacySensitive(_:)` (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:) , iOS 15.0+; high).
  public static let privacySensitiveNeedsIOS = 15

  /// What `script`'s redaction words do not do on iOS `major`, as warning text (empty when they all work): an app
  /// built for an older iOS cannot call them, so the model does nothing there.
  public static func unavailableRedaction(in script: AppLogicScript, onIOS major: Int) -> [String] {
    let calls = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    var words: [String] = []
    if major < redactionNeedsIOS, calls.contains(where: { $0.name == "redact" || $0.name == "unredact" }) {
      words.append("redact/unredact (SwiftUI's redacted(reason:), iOS \(redactionNeedsIOS)+)")
    }
    if major < privacySensitiveNeedsIOS, script.setting("privacySensitive") != nil {
      words.append("privacySensitive: (SwiftUI's privacySensitive(), iOS \(privacySensitiveNeedsIOS)+)")
    }
    return words
  }

  /// The screens `privacySensitive:` marks, in its order, or `[]` without the setting; which screens the app has is
  /// checked where the app is known (``AppLogicScreens``).
  ///
  /// - Throws: ``AppLogicError`` at its line for an empty entry, a word that is no screen name, or a name twice.
  static func privacySensitiveScreens(of script: AppLogicScript) throws(AppLogicError) -> [String] {
    guard let setting = script.setting("privacySensitive") else { return [] }
    let names = try setting.listItems()
    for name in names where !name.unicodeScalars.allSatisfy(isScreenNamePart) {
      throw AppLogicError(
        line: setting.line,
        message: "privacySensitive: takes the app's screen names whose content is marked .privacySensitive(),"
          + " comma-separated, each once (as in 'privacySensitive: root'), not '\(setting.value)'")
    }
    return names
  }

  /// Refuses `redact(privacy)` in a script that marks no content `privacySensitive()`: SwiftUI's `.privacy` reason
  /// redacts only marked views, so the call would draw nothing.
  ///
  /// - Throws: ``AppLogicError`` at the first such call.
  static func checkRedaction(_ script: AppLogicScript) throws(AppLogicError) {
    guard script.setting("privacySensitive") == nil else { return }
    let all = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    guard let call = all.first(where: { $0.name == "redact" && $0.positional.first == "privacy" }) else { return }
    throw AppLogicError(
      line: call.line,
      message: "redact(privacy) redacts only content marked .privacySensitive(), and no screen's is: mark it"
        + " (privacySensitive: root) or redact every text (redact(placeholder))")
  }
}
