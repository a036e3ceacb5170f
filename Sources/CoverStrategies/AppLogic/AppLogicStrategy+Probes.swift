import AppLogic

/// The seeded examples an iOS script's `lockSetting:` declares (``AppLogic/AppLogicLockSetting/probes(in:words:)``):
/// `run` checks them before its generated traces.
extension AppLogicStrategy {
  /// iOS's words for a probe's steps: the app's own Face ID prompt matched and gone (the lock a launch puts up taken
  /// down, so the settings screen behind it is reachable), Home, back from the Home Screen, the system ending the
  /// backgrounded app, a push of the screen the call's control is on.
  nonisolated static let probeWords = AppLogicLockSetting.ProbeWords(
    launch: "launch", release: ["faceIDMatch", "dismissSystemAlert"], leave: "goHome", comeBack: "returnToApp",
    terminate: ["terminateApp"], openScreen: { "pushScreen(\($0))" })

  /// The probes of `script`'s `lockSetting:` in iOS's trace syntax, or none for a script without one.
  nonisolated public static func probeTraces(of script: AppLogicScript) -> [[String]] {
    guard let setting = script.setting("lockSetting"), let lockSetting = try? AppLogicLockSetting(parsing: setting)
    else { return [] }
    return lockSetting.probes(in: script, words: probeWords)
  }
}
