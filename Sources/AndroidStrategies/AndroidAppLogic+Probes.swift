import AppLogic

/// The seeded examples an Android script's `lockSetting:` declares (iOS's word, one reading:
/// ``AppLogic/AppLogicLockSetting/probes(in:words:)``): `run` checks them before its generated traces.
extension AndroidAppLogic {
  /// Android's words for a probe's steps: the biometric prompt the app asked for matched (the lock a launch puts up
  /// taken down), Home, the task back, a force stop from App info with the app away, a tap on the control that opens
  /// the screen the call's control is on, and the app's back arrow off it.
  nonisolated static let probeWords = AppLogicLockSetting.ProbeWords(
    launch: "launch", release: ["biometricMatch"], leave: "pressHome", comeBack: "returnToApp",
    terminate: ["forceStop"], openScreen: { "navigate(\($0))" }, launchCallbacks: ["onCreate"],
    closeScreen: "navigateBack")

  /// The probes of `script` in Android's trace syntax: its `lockSetting:`'s (none without one), then the ones its handlers
  /// and switches declare (``AppLogic/AppLogicScript/reachProbes(words:)``) that are not already among them.
  nonisolated public static func probeTraces(of script: AppLogicScript) -> [[String]] {
    let setting = script.setting("lockSetting").flatMap { try? AppLogicLockSetting(parsing: $0) }
    let declared = setting?.probes(in: script, words: probeWords) ?? []
    return declared + script.reachProbes(words: probeWords).filter { !declared.contains($0) }
  }
}
