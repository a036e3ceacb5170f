import AppLogic
import ShieldModel

/// App calls that are controls on the app's screens: `on appCall(demoMode, screen=settings): ...` says the call is
/// the user's tap on a control of that screen, so the model delivers it by hit-testing or refuses it (a lock window
/// or a presented controller above the screen takes the touch; ``Device/screenControlRefusal(_:)``). A call without
/// `screen=` is the app's own code, as before.
nonisolated extension AppLogicStrategy {
  /// The label of an `appCall` event that names the screen its control is on.
  static let appCallScreenLabel = AppLogicScript.appCallScreenLabel

  /// Each app call declared on a screen, with that screen, in file order (``AppLogicScript/appCallScreens(examples:)``,
  /// the reading Android shares).
  ///
  /// - Throws: ``AppLogicError`` at a line whose `screen=` is no screen name, or at a handler of a call that another
  ///   handler declares on a screen and this one does not, or on another (one control is on one screen).
  static func appCallScreens(of script: AppLogicScript) throws(AppLogicError) -> [(call: String, screen: String)] {
    try script.appCallScreens(examples: "root, or a screen of the app's such as settings")
  }
}
