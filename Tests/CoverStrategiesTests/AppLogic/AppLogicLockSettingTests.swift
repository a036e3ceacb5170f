import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The script's words for the user's lock setting (`lockSetting:`, `keychainAdd`, `keychainDelete`,
/// `inKeychain`), the promised authentication UI (`authUI:`) and the refusal of an app call a suspended app
/// cannot run (docs/model-behaviours.md, "The user's lock setting, the promised authentication UI").
@MainActor @Suite struct AppLogicLockSettingTests: AppLogicScriptChecks {
  /// The outcome of `events` for `text` on `profile`.
  static func outcome(
    _ text: String, _ events: [SystemEvent], profile: Profile = .iPhoneScenes
  ) throws -> TraceOutcome<IOSPlatform> {
    TraceRunner(strategy: try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)), profile: profile)
      .run(events)
  }

  /// A lock at each launch while the setting is stored in `UserDefaults`, Face ID at did-become-active.
  static let launchLock = """
    claims: nothing
    lock: locked
    lockSetting: lockOn, on=lockFaceID, off=unlockFaceID
    on appCall(lockFaceID): store(lockOn)
    on appCall(unlockFaceID): unstore(lockOn)
    on sceneWillConnect if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  @Test("the words are checked: lockSetting needs lock: and a stored value, authUI one of its UIs")
  func vocabulary() throws {
    expectEqual(
      Self.error("lockSetting: v, on=x\non appCall(x): store(v)"),
      "line 1: lockSetting: needs lock: (the variable the app's lock sets)")
    expectEqual(
      Self.error("lock: l\nlockSetting: w, on=x\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: 'w' is a value no handler stores (store, keychainAdd)")
    expectEqual(
      Self.error("lock: l\nlockSetting: v, on=x, at=never\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: at= takes launch or leave, not 'never'")
    expectEqual(
      Self.error("lock: l\nlockSetting: v\non appCall(x): store(v); set(l)"),
      "line 2: lockSetting: takes STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]"
    )
    #expect(Self.error("lock: l\nlockSetting: v, on=x\non appCall(x): keychainAdd(v); set(l)") == nil)
    #expect(
      Self.error("lock: l\nauthUI: faceID\non appCall(x): set(l)")?
        .hasPrefix("line 2: authUI: takes biometrics or biometrics+passcode, not 'faceID'") == true)
    expectEqual(
      Self.error("on appCall(x) if inKeychain(v): set(l)"),
      "line 1: inKeychain(v): no handler adds it (keychainAdd)")
    #expect(
      AppLogicStrategy.vocabularyListing.contains(
        "    lockSetting: STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]\n"))
    #expect(AppLogicStrategy.vocabularyListing.contains("    keychainAdd(NAME) access=\n"))
    // The setting's calls are the user's: the generator draws them even with no handler.
    try expectEqual(
      Self.strategy("lock: l\nlockSetting: v, on=on1, off=off1\non appCall(x): store(v); set(l)").appCalls,
      ["x", "on1", "off1"])
  }

  @Test("a Keychain item outlives the process and an update; UserDefaults too; keychainDelete removes it")
  func keychainKept() throws {
    let text = """
      on appCall(add): keychainAdd(pin)
      on appCall(remove): keychainDelete(pin)
      on didFinishLaunching if inKeychain(pin): set(found)
      on didFinishLaunchingAfterUpdate: set(updated)
      """
    let (d, made) = try Self.relaunchingDevice(text)
    for event: SystemEvent in [.launch, .appCall("add"), .goHome, .terminateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "found")
    for event: SystemEvent in [.goHome, .updateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "found,updated")
    for event: SystemEvent in [.appCall("remove"), .goHome, .terminateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "")
  }

  @Test("inKeychain of an item with access control is an existence check: no prompt, true, in the next process")
  func accessControlledItemExists() throws {
    let text = """
      on appCall(add): keychainAdd(pin, access=biometryAny)
      on didFinishLaunching if inKeychain(pin): set(found)
      """
    let (d, made) = try Self.relaunchingDevice(text)
    for event: SystemEvent in [.launch, .appCall("add"), .goHome, .terminateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "found")
    // Asked with interactionNotAllowed: the item's constraint answers errSecInteractionNotAllowed, no UI.
    #expect(d.authentication.shown == nil)
    #expect(d.systemUI.overlay == nil)
  }

  @Test("F29-I07's kind: the app's own code drops the stored setting at an update; the lock owed opens unlocked")
  func lostAtUpdate() throws {
    let events: [SystemEvent] = [.launch, .appCall("lockFaceID"), .goHome, .updateApp, .launch]
    let lost = Self.launchLock + "\non didFinishLaunchingAfterUpdate: unstore(lockOn)"
    guard case .violated(let v) = try Self.outcome(lost, events) else {
      Issue.record("the lost setting holds")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.step, 4)
    let note = "the user's lock setting lost or refused: the user turned it on (appCall(lockFaceID))"
    expectEqual(v.byConstruction?.hasPrefix(note), true)
    expectEqual(v.byConstruction?.hasSuffix("(lockSetting: lockOn, now off in the app's storage)"), true)
    // Kept (the model keeps UserDefaults across an update): the lock is up and asks Face ID.
    try expectEqual(Self.outcome(Self.launchLock, events).verdict, .holds)
    try expectEqual(Self.outcome(Self.launchLock, events + [.faceIDMatch]).verdict, .holds)
    // The user turned it off: nothing is owed.
    try expectEqual(
      Self.outcome(lost, [.launch, .appCall("lockFaceID"), .appCall("unlockFaceID")] + events.dropFirst(2))
        .verdict, .holds)
  }

  @Test("F29-I09's kind: the app refuses the user's choice (no Face ID enrolled); owed at the next leave")
  func refusedAtLeave() throws {
    let script = """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=lockApp, at=leave
      on appCall(lockApp) if canEvaluatePolicy(biometrics): store(lockOn)
      on appCall(lockApp) if not(canEvaluatePolicy(biometrics)): unstore(lockOn)
      on sceneDidEnterBackground if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(deviceOwnerAuthentication)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
    let refused: [SystemEvent] = [
      .launch, .goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .appCall("lockApp"), .goHome, .returnToApp,
    ]
    guard case .violated(let v) = try Self.outcome(script, refused) else {
      Issue.record("the refused setting holds")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.byConstruction?.contains("has not locked since the launch or leave"), true)
    // With Face ID set up the lock comes at the return and asks (the control).
    try expectEqual(Self.outcome(script, [.launch, .appCall("lockApp"), .goHome, .returnToApp]).verdict, .holds)
  }

  /// A lock that asks `policy`, promising biometrics only.
  static func biometricsOnly(_ policy: String, info: String = "") -> String {
    """
    claims: nothing
    \(info)lock: locked
    authUI: biometrics
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(\(policy))
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  @Test("F28-I06's kind: the passcode UI where biometrics only was promised: deviceOwnerAuthentication's fallback")
  func passcodeWherePromisedBiometrics() throws {
    let fallback: [SystemEvent] = [.launch, .faceIDNoMatch, .faceIDFallback]
    guard case .violated(let v) = try Self.outcome(Self.biometricsOnly("deviceOwnerAuthentication"), fallback) else {
      Issue.record("the passcode UI holds")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.step, 2)
    #expect(
      v.detail.hasSuffix(
        "(platform: the user took the prompt's fallback after a failed match: "
          + "deviceOwnerAuthentication's passcode fallback)"))
    // The biometrics policy never shows the passcode UI (the fallback is the app's: userFallback).
    try expectEqual(Self.outcome(Self.biometricsOnly("biometrics"), fallback).verdict, .holds)
    // Without the key and with Face ID refused to the app (the flag's other answer): the passcode at once.
    var refusing = Profile.iPhoneScenes
    refusing.flags.missingFaceIDUsageDescriptionTerminates = false
    let absent = Self.biometricsOnly("deviceOwnerAuthentication", info: "info: NSFaceIDUsageDescription=absent\n")
    guard case .violated(let r) = try Self.outcome(absent, [.launch], profile: refusing) else {
      Issue.record("Face ID refused holds")
      return
    }
    #expect(r.detail.contains("Face ID is refused to the app (its Info.plist has no NSFaceIDUsageDescription)"))
  }

  @Test("an app call is refused at the step whose snapshot suspends the app, a script's and a built-in's alike")
  func noCallIntoSuspendedApp() throws {
    let script = try Self.strategy("on appCall(x): set(v)")
    for (leave, back): (SystemEvent, SystemEvent) in [(.goHome, .returnToApp), (.lockDevice, .unlockDevice)] {
      let d = Device(profile: .iPhoneScenes, strategy: script)
      try d.apply(.launch)
      try d.apply(leave)
      #expect(!d.isValid(.appCall("x")))
      #expect(!d.isValid(.appCall("x"), in: d.eventValidity()))
      #expect(throws: InvalidEvent.self) { try d.apply(.appCall("x")) }
      try d.apply(back)
      try d.apply(.appCall("x"))
      expectEqual(script.stateDescription, "v")
    }
    // The rule is the platform's (Device+Suspension), not the script's: a built-in strategy's call is refused too.
    let builtIn = Device(profile: .iPhoneScenes, strategy: SubviewTagCover())
    try builtIn.apply(.launch)
    try builtIn.apply(.goHome)
    #expect(!builtIn.isValid(.appCall("x")) && !builtIn.isValid(.appCall("x"), in: builtIn.eventValidity()))
  }

  @Test("authUI: draws the prompt's failures and fallback more often, lockSetting: the user's calls")
  func promisesWeighTheirEvents() throws {
    let lock = "lock: locked\non sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)\n"
    let promised = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: lock + "authUI: biometrics\n"))
    #expect(promised.eventWeights["faceIDNoMatch"] == 6 && promised.eventWeights["faceIDFallback"] == 6)
    #expect(promised.eventWeights["appCall"] == nil)
    let setting = try AppLogicStrategy.descriptor(
      script: AppLogicScript(
        parsing: lock + "lockSetting: lockOn, on=lockApp\non appCall(lockApp): store(lockOn)\n"))
    #expect(setting.eventWeights["appCall"] == 4 && setting.eventWeights["faceIDNoMatch"] == nil)
    let plain = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: lock))
    #expect(plain.eventWeights.isEmpty)
  }

  /// A new user's trace (``launchLock``, the docs' example): the setting stays stored, but the switcher shows the old
  /// process's card (taken before the lock was owed) after a prewarm connects no scene; the note must not say lost.
  @Test("a setting still stored is 'not applied', not 'lost', when an old card shows while the lock is owed")
  func keptSettingIsNotCalledLost() throws {
    let events: [SystemEvent] = [.launch, .appCall("lockFaceID"), .lockDevice, .updateApp, .prewarm, .openAppSwitcher]
    guard case .violated(let v) = try Self.outcome(Self.launchLock, events) else {
      Issue.record("the old card holds")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.byConstruction?.hasPrefix("the user's lock setting not applied: the user turned it on"), true)
    expectEqual(v.byConstruction?.contains("(lockSetting: lockOn, on)"), true)
  }

  /// A breaker's F3 (thirty-sixth session, lb-home.trace): the display's lock-bypass said "now off in the app's
  /// storage" while the storage held the setting on: the note read the storage of whichever device was current when
  /// the check ran, not the device that ran the trace.
  @Test("the note reads the storage of the device that ran the trace: kept on is 'not applied', in every image")
  func noteReadsItsOwnDevice() throws {
    let script = """
      claims: app-switcher
      lock: locked
      lockSetting: lockOn, on=enableLock, off=disableLock
      on appCall(enableLock): store(lockOn)
      on appCall(disableLock): unstore(lockOn)
      on sceneDidEnterBackground if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      """
    for leave: [SystemEvent] in [[.goHome], [.lockDevice]] {
      let back: [SystemEvent] = leave == [.goHome] ? [.launch] : [.unlockDevice, .launch]
      let events: [SystemEvent] = [.launch, .appCall("enableLock")] + leave + [.terminateApp] + back
      guard case .violated(let v) = try Self.outcome(script, events) else {
        Issue.record("the relaunch holds")
        return
      }
      expectEqual(v.invariant, .lockBypass)
      // Before: "the user's lock setting lost or refused: ... (lockSetting: lockOn, now off in the app's storage)".
      expectEqual(
        v.byConstruction,
        "the user's lock setting not applied: the user turned it on (appCall(enableLock)), the app's storage "
          + "still holds it (lockSetting: lockOn, on), and the app's code has not locked since the launch")
    }
  }
}
