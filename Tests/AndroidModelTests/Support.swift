import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import Testing

/// Runs `event` on `device` and returns what the engine's Android checkers find after it.
/// - Throws: ``AndroidRefusal`` when Android cannot produce the event now.
func checkedStep(
  _ device: AndroidDevice, _ event: AndroidEvent
) throws(AndroidRefusal) -> [Violation<AndroidPlatform>] {
  try device.step(event)
  return AndroidInvariantCatalog.violations(after: event, on: device)
}

/// Runs `events` on a new device; every event must be accepted.
/// - Returns: the device and the violations of each step, in order.
func run(
  _ profile: AndroidProfile, _ strategy: any AndroidPrivacyStrategy, _ events: [AndroidEvent],
  app: AndroidAppDescription = .banking, sourceLocation: SourceLocation = #_sourceLocation
) -> (device: AndroidDevice, violations: [[Violation<AndroidPlatform>]]) {
  let device = AndroidDevice(profile: profile, strategy: strategy, app: app)
  // As the engine's session: only a strategy that promises no needless cover records where its cover came from.
  device.recordsCoverRaises = strategy.promisesNoNeedlessCover
  var all: [[Violation<AndroidPlatform>]] = []
  for event in events {
    do {
      all.append(try checkedStep(device, event))
    } catch {
      Issue.record("refused \(error)", sourceLocation: sourceLocation)
      all.append([])
    }
  }
  return (device, all)
}

/// The kinds of every violation, flattened in step order.
func kinds(_ violations: [[Violation<AndroidPlatform>]]) -> [AndroidInvariant] {
  violations.flatMap { $0.map(\.invariant) }
}

/// The activity's lifecycle callbacks, results and prompt replies after the last `marker` in `device`'s log (window
/// focus and top-resumed changes and the script's own lines left out).
func lifecycleCallbacks(after marker: String, in device: AndroidDevice) -> [String] {
  guard let index = device.lifecycleLog.lastIndex(of: marker) else { return [] }
  return lifecycleCallbacks(from: index + 1, in: device)
}

/// ``lifecycleCallbacks(after:in:)`` from the log's entry `start` on.
func lifecycleCallbacks(from start: Int, in device: AndroidDevice) -> [String] {
  let kept = [
    "onPause", "onStop", "onSaveInstanceState", "onRestart", "onStart", "onResume", "onActivityResult",
    "onAuthentication",
  ]
  return device.lifecycleLog[start...].filter { line in kept.contains { line.hasPrefix($0) } }
}

/// A profile by API level and structure on a phone.
func phone(_ api: Int, _ structure: AndroidAppStructure = .views) -> AndroidProfile {
  AndroidProfile(apiLevel: api, formFactor: .phone, structure: structure)
}

/// A phone at `api` whose biometric prompt's scrim hides the app, for tests that judge only what a lock leaves in sight.
func phoneWithOpaqueScrim(_ api: Int) -> AndroidProfile {
  var profile = phone(api)
  profile.flags.biometricPromptScrimShowsApp = false
  return profile
}

/// The app lock `text` names (`android-lock[...]`); the test fails where it does not parse.
func lock(_ text: String) throws -> AndroidAppLock {
  AndroidAppLock(try #require(AndroidLockConfiguration(parsing: text)))
}

/// A strategy built from closures, for tests of single APIs.
final class ScriptedStrategy: AndroidPrivacyStrategy {
  var name = "scripted"
  var claims: AndroidProtectionClaims = .all
  var appCalls: [String] = []
  var create: (Activity) -> Void = { _ in }
  var start: (Activity) -> Void = { _ in }
  var stop: (Activity) -> Void = { _ in }
  var call: (String, Activity) -> Void = { _, _ in }
  var foreground: (Bool, OtherApp) -> Void = { _, _ in }

  func onCreate(_ activity: Activity) { create(activity) }
  func onStart(_ activity: Activity) { start(activity) }
  func onStop(_ activity: Activity) { stop(activity) }
  func onAppCall(_ name: String, _ activity: Activity) { call(name, activity) }
  func onForegroundAppChanged(_ appUnderTestInFront: Bool, _ otherApp: OtherApp) {
    foreground(appUnderTestInFront, otherApp)
  }
}

/// A foldable profile (unfolded) by API level and structure.
func foldable(_ api: Int, _ structure: AndroidAppStructure = .views) -> AndroidProfile {
  AndroidProfile(apiLevel: api, formFactor: .foldable, structure: structure)
}

/// The Android script `text` as a strategy, with the app its `screens:` describe.
func scriptInOwnApp(_ text: String) throws -> AndroidAppLogic {
  let script = try AppLogicScript(parsing: text)
  return try AndroidAppLogic(script, app: AndroidStrategyCatalog.descriptor(forAppLogic: script).app)
}

/// Runs `events` with the script `text` in its own app (`screens:`); every event must be accepted.
func runScript(
  _ profile: AndroidProfile, script text: String, _ events: [AndroidEvent],
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (device: AndroidDevice, violations: [[Violation<AndroidPlatform>]]) {
  let script = try AppLogicScript(parsing: text)
  let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
  return run(profile, try AndroidAppLogic(script, app: app), events, app: app, sourceLocation: sourceLocation)
}
