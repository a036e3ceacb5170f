nonisolated extension AppLogicScript {
  /// The label of an `appCall` event that names the screen its control is on (`on appCall(demoMode, screen=settings)`).
  public static let appCallScreenLabel = "screen"

  /// Whether `scalar` can be part of a screen's name: an ASCII letter or digit, `_` or `-`.
  public static func isScreenNamePart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
      || scalar == "-"
  }

  /// Each app call declared on a screen (`on appCall(NAME, screen=SCREEN)`), with that screen, in file order: the call
  /// is the user's tap on a control of that screen, which the platform's model delivers by its own hit test (iOS's
  /// `Device.screenControlRefusal`, Android's `AndroidDevice.screenControlRefusal`). One reading for both platforms;
  /// each checks the screen names against its own app.
  ///
  /// - Parameter examples: the platform's own words for a screen, for the error (`root, or a screen of the app's such
  ///   as settings`).
  /// - Throws: ``AppLogicError`` at a line whose `screen=` is no screen name, or at a handler of a call that another
  ///   handler declares on a screen and this one does not, or on another (one control is on one screen).
  public func appCallScreens(examples: String) throws(AppLogicError) -> [(call: String, screen: String)] {
    var screens: [(call: String, screen: String, line: Int)] = []
    // Each call's place in `screens`: one look-up per handler, so a script of thousands of controls parses in linear
    // time (the list keeps the file order).
    var position: [String: Int] = [:]
    let handlers = handlers.filter { $0.event.name == "appCall" && $0.event.positional.count == 1 }
    for handler in handlers {
      guard let screen = handler.event.value(for: Self.appCallScreenLabel) else { continue }
      guard !screen.isEmpty, screen.unicodeScalars.allSatisfy(Self.isScreenNamePart) else {
        throw AppLogicError(
          line: handler.line,
          message: "appCall's screen= takes the app's screen whose control the call is (\(examples)), not "
            + "'\(Self.excerpt(screen))'")
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
      let screen = handler.event.value(for: Self.appCallScreenLabel)
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
