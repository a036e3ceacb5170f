import AppLogic
import ShieldModel

/// App calls that are controls on the app's screens: `on appCall(demoMode, screen=settings): ...` says the call is
/// the user's tap on a control of that screen, so the model delivers it by hit-testing or refuses it (a lock window
/// or a presented controller above the screen takes the touch; ``Device/screenControlRefusal(_:)``). A call without
/// `screen=` is the app's own code, as before.
nonisolated extension AppLogicStrategy {
  /// The label of an `appCall` event that names the screen its control is on.
  static let appCallScreenLabel = "screen"

  /// Each app call declared on a screen, with that screen, in file order.
  ///
  /// - Throws: ``AppLogicError`` at a line whose `screen=` is no screen name, or at a handler of a call that another
  ///   handler declares on a screen and this one does not, or on another (one control is on one screen).
  static func appCallScreens(of script: AppLogicScript) throws(AppLogicError) -> [(call: String, screen: String)] {
    var screens: [(call: String, screen: String, line: Int)] = []
    // Each call's place in `screens`: one look-up per handler, so a script of thousands of controls parses in linear
    // time (the list keeps the file order).
    var position: [String: Int] = [:]
    let handlers = script.handlers.filter { $0.event.name == "appCall" && $0.event.positional.count == 1 }
    for handler in handlers {
      guard let screen = handler.event.value(for: appCallScreenLabel) else { continue }
      guard !screen.isEmpty, screen.unicodeScalars.allSatisfy(isScreenNamePart) else {
        throw AppLogicError(
          line: handler.line,
          message: "appCall's screen= takes the app's screen whose control the call is (root, or a screen of the"
            + " app's such as settings), not '\(AppLogicScript.excerpt(screen))'")
      }
      let call = handler.event.positional[0]
      if position[call] == nil {
        position[call] = screens.count
        screens.append((call, screen, handler.line))
      }
    }
    for handler in handlers {
      let call = handler.event.positional[0]
      guard let declared = position[call].map({ screens[$0] }) else { continue }
      let screen = handler.event.value(for: appCallScreenLabel)
      guard screen != declared.screen else { continue }
      throw AppLogicError(
        line: handler.line,
        message: "appCall(\(call)) is a control of screen \(declared.screen) (line \(declared.line)): one control is"
          + " on one screen, so every handler of it says screen=\(declared.screen)"
          + (screen.map { ", not screen=\($0)" } ?? ""))
    }
    return screens.map { ($0.call, $0.screen) }
  }
}
