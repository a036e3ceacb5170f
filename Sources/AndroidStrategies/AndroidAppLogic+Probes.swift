import AppLogic

/// The seeded examples an Android script's `lockSetting:` declares (iOS's word, one reading:
/// ``AppLogic/AppLogicLockSetting/probes(in:words:)``): `run` checks them before its generated traces.
extension AndroidAppLogic {
  /// Android's words for a probe's steps: the biometric prompt the app asked for matched (the lock a launch puts up
  /// taken down), Home, the task back, a force stop from App info with the app away, a tap on the control that opens
  /// the screen the call's control is on.
  nonisolated static let probeWords = AppLogicLockSetting.ProbeWords(
    launch: "launch", release: ["biometricMatch"], leave: "pressHome", comeBack: "returnToApp",
    terminate: ["forceStop"], openScreen: { "navigate(\($0))" })

  /// The probes of `script`'s `lockSetting:` in Android's trace syntax, or none for a script without one.
  nonisolated public static func probeTraces(of script: AppLogicScript) -> [[String]] {
    guard let setting = script.setting("lockSetting"), let lockSetting = try? AppLogicLockSetting(parsing: setting)
    else { return [] }
    return lockSetting.probes(in: script, words: probeWords)
  }
}
