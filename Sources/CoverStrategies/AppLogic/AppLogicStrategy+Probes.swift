import AppLogic

/// The seeded examples an iOS script's `lockSetting:` declares (``AppLogic/AppLogicLockSetting/probes(in:words:)``):
/// `run` checks them before its generated traces.
extension AppLogicStrategy {
  /// iOS's words for a probe's steps: the app's own Face ID prompt matched and gone (the lock a launch puts up taken
  /// down, so the settings screen behind it is reachable), Home, back from the Home Screen, the system ending the
  /// backgrounded app, a push of the screen the call's control is on and a pop back to the root.
  nonisolated static let probeWords = AppLogicLockSetting.ProbeWords(
    launch: "launch", release: ["faceIDMatch", "dismissSystemAlert"], leave: "goHome", comeBack: "returnToApp",
    terminate: ["terminateApp"], openScreen: { "pushScreen(\($0))" },
    launchCallbacks: ["didFinishLaunching", "sceneWillConnect"], closeScreen: "popToRoot",
    touch: "touch(0.5, 0.5)")

  /// The probes of `script` in iOS's trace syntax: its `lockSetting:`'s (none without one), then the ones its handlers
  /// and switches declare (``AppLogic/AppLogicScript/reachProbes(words:)``) that are not already among them.
  nonisolated public static func probeTraces(of script: AppLogicScript) -> [[String]] {
    let setting = script.setting("lockSetting").flatMap { try? AppLogicLockSetting(parsing: $0) }
    let declared = setting?.probes(in: script, words: probeWords) ?? []
    return declared + script.reachProbes(words: probeWords).filter { !declared.contains($0) }
  }
}
