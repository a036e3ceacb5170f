import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import SampleApp
import ShieldModel
import TestExpectations
import Testing

/// The script's platform words: `canEvaluatePolicy(...)`, `info: NSFaceIDUsageDescription=absent` and
/// `didFinishLaunchingAfterUpdate` (with the trace event `updateApp`).
@MainActor @Suite struct AppLogicPlatformWordsTests: AppLogicScriptChecks {
  @Test("the words are checked: a policy, an error code and an Info.plist key outside the vocabulary are errors")
  func vocabulary() {
    #expect(
      Self.error("on appCall(x) if canEvaluatePolicy(face): set(v)")?
        .hasPrefix("line 1: canEvaluatePolicy takes one of biometrics, deviceOwnerAuthentication, not 'face'") == true)
    #expect(
      Self.error("on appCall(x) if canEvaluatePolicy(biometrics, error=notEnrolled): set(v)")?
        .hasPrefix(
          "line 1: canEvaluatePolicy's error= takes one of passcodeNotSet, biometryNotEnrolled, biometryLockout, "
            + "biometryNotAvailable, not 'notEnrolled'") == true)
    #expect(
      Self.error("info: NSFaceIDUsageDescriptio=absent\non appCall(x): set(v)")?
        .hasPrefix(
          "line 1: info: 'NSFaceIDUsageDescriptio=absent' is not KEY=present or KEY=absent with a key of "
            + "NSFaceIDUsageDescription") == true)
    #expect(Self.error("info: NSFaceIDUsageDescription=maybe\non appCall(x): set(v)") != nil)
    #expect(Self.error("info: NSFaceIDUsageDescription=absent\non didFinishLaunchingAfterUpdate: set(v)") == nil)
    #expect(
      AppLogicStrategy.vocabularyListing.contains("canEvaluatePolicy(biometrics|deviceOwnerAuthentication[, error="))
    #expect(AppLogicStrategy.vocabularyListing.contains("    didFinishLaunchingAfterUpdate\n"))
  }

  @Test("canEvaluatePolicy answers from the device's settings: Face ID reset, then the passcode off")
  func canEvaluatePolicy() throws {
    let script = try Self.strategy(
      """
      on appCall(check) if canEvaluatePolicy(biometrics): set(bio)
      on appCall(check) if not(canEvaluatePolicy(biometrics)): clear(bio)
      on appCall(check) if canEvaluatePolicy(biometrics, error=biometryNotEnrolled): set(noFace)
      on appCall(check) if not(canEvaluatePolicy(deviceOwnerAuthentication)): set(noPasscode)
      on appCall(check) if canEvaluatePolicy(deviceOwnerAuthentication, error=passcodeNotSet): set(passcodeNotSet)
      """)
    let d = Device(profile: .iPhoneScenes, strategy: script)
    try d.apply(.launch)
    try d.apply(.appCall("check"))
    expectEqual(script.stateDescription, "bio")
    for event: SystemEvent in [.goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .appCall("check")] {
      try d.apply(event)
    }
    expectEqual(script.stateDescription, "noFace")
    for event: SystemEvent in [.goHome, .changeDeviceSetting(.passcodeOff), .returnToApp, .appCall("check")] {
      try d.apply(event)
    }
    expectEqual(script.stateDescription, "noFace,noPasscode,passcodeNotSet")
  }

  @Test(
    "info: NSFaceIDUsageDescription=absent: the Face ID request ends the app on iOS 13 (crash), is refused on iOS 17; with the key it holds"
  )
  func faceIDUsageDescription() throws {
    let lock = """
      claims: app-switcher
      lock: locked
      on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): dismiss(lock); clear(locked)
      on evaluatePolicyReply(failure): set(refused)
      """
    let absent = try AppLogicStrategy.descriptor(
      script: AppLogicScript(parsing: "info: NSFaceIDUsageDescription=absent\n" + lock))
    let present = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: lock))
    expectEqual(TraceRunner(strategy: present, profile: .iPhoneScenes).run([.launch, .faceIDMatch]).verdict, .holds)
    let ios13 = try Profile(named: "iphone-ios13-scenes")
    expectEqual(TraceRunner(strategy: absent, profile: ios13).run([.launch]).verdict, .broken(.crash))
    // From iOS 14 the default refuses Face ID to the app instead (missingFaceIDUsageDescriptionTerminates).
    #expect(!Profile.iPhoneScenes.flags.missingFaceIDUsageDescriptionTerminates)
    let strategy = try Self.strategy("info: NSFaceIDUsageDescription=absent\n" + lock)
    let d = Device(profile: .iPhoneScenes, strategy: strategy)
    try d.apply(.launch)
    #expect(!d.isCrashed)
    expectEqual(strategy.stateDescription, "locked,refused,lock×1")
  }

  @Test("didFinishLaunchingAfterUpdate: the first launch after updateApp, not a relaunch, not the first install")
  func firstLaunchAfterUpdate() throws {
    let text = """
      on didFinishLaunching: store(lockOn)
      on didFinishLaunchingAfterUpdate: set(updated)
      on didFinishLaunching if stored(lockOn): set(kept)
      """
    let (d, made) = try Self.relaunchingDevice(text)
    try d.apply(.launch)
    expectEqual(made.last?.stateDescription, "kept")
    for event: SystemEvent in [.goHome, .terminateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "kept")
    for event: SystemEvent in [.goHome, .updateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "kept,updated")
    for event: SystemEvent in [.goHome, .terminateApp, .launch] { try d.apply(event) }
    expectEqual(made.last?.stateDescription, "kept")
    // `run` draws updateApp for a script that answers it, and only for one.
    try expectEqual(AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)).eventWeights, ["updateApp": 1])
    let other = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: "on appCall(x): set(v)"))
    #expect(other.eventWeights.isEmpty)
  }

  @Test("every form list app-logic prints for canEvaluatePolicy parses (before: ') error=' the parser refused)")
  func listedFormsParse() throws {
    let listing = AppLogicStrategy.vocabularyListing
    let line = try #require(listing.split(separator: "\n").first { $0.contains("canEvaluatePolicy(") })
    let text = line.trimmingCharacters(in: .whitespaces)
    expectEqual(
      text,
      "canEvaluatePolicy(biometrics|deviceOwnerAuthentication[, error=passcodeNotSet|biometryNotEnrolled|"
        + "biometryLockout|biometryNotAvailable])")
    let parts = text.dropFirst("canEvaluatePolicy(".count).dropLast().split(separator: "[")
    try #require(parts.count == 2)
    let errors = parts[1].dropFirst(", error=".count).dropLast().split(separator: "|")
    var forms: [String] = []
    for policy in parts[0].split(separator: "|") {
      forms.append("canEvaluatePolicy(\(policy))")
      for code in errors { forms.append("canEvaluatePolicy(\(policy), error=\(code))") }
    }
    expectEqual(forms.count, 10)
    for form in forms { #expect(Self.error("on appCall(x) if \(form): set(v)") == nil, "\(form)") }
    #expect(Self.error("on appCall(x) if canEvaluatePolicy(biometrics) error=passcodeNotSet: set(v)") != nil)
  }

  @Test("a keychainAdd that fails (the item is there already) names its OSStatus in the log explain prints")
  func failedKeychainAddNamed() throws {
    let (device, _) = try Self.relaunchingDevice("on appCall(add): keychainAdd(k)")
    device.isLogging = true
    try device.apply(.launch)
    try device.apply(.appCall("add"))
    #expect(!device.callbackLog.contains { $0.contains("SecItemAdd returned") })
    try device.apply(.appCall("add"))
    #expect(
      device.callbackLog.contains(
        "app-logic line 1: keychainAdd(k): SecItemAdd returned errSecDuplicateItem (-25299): the item stays as it was"))
  }
}
