import AndroidStrategies
import AppLogic
import Foundation
import Testing

@testable import LifecycleFuzzCLI

/// `explain` of an Android script's trace: its `assumed:` lines, and what the trace gives with the word said
/// otherwise (F37-A01, deltachat-android#1757: the translation's androidx prompt holds where KeyguardManager's
/// confirmation, the app's own call, loops).
@MainActor @Suite(.serialized) struct AssumedLinesAndroidTests {
  static let credentialAtEveryResume = """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onResume if locked and not(isPrompting): authenticate(deviceCredential)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    on onAuthenticationError: stamp(failedToast)
    """

  @Test func explainSaysTheCredentialWordDecidesThisTrace() throws {
    let script = try AppLogicScript(parsing: Self.credentialAtEveryResume)
    let name = AppLogicRegistry.prefix + script.fingerprint
    let header = script.canonicalLines.map { "app-logic: \($0)" }.joined(separator: "\n")
    let trace =
      "lifecycle-fuzz trace 2\nplatform: android\nstrategy: \(name)\n\(header)\nprofile: phone-api34-views\n"
      + "expect: holds\nlaunch\nadvance(1)\nback\nadvance(1)\nback\nadvance(1)\n"
    let path = NSTemporaryDirectory() + "assumed-android-\(UUID().uuidString).trace"
    try trace.write(toFile: path, atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(atPath: path)
      AndroidAppLogicScripts.registry.forget([name])
    }
    var out = ""
    let code = CommandLineTool.main(arguments: ["explain", path], console: Console(out: { out += $0 }, err: { _ in }))
    #expect(code == .success, "\(out)")
    // The headline wraps at 100 columns with a two-space indent: joined again, each line is one.
    let lines = out.replacingOccurrences(of: "\n  ", with: " ").split(separator: "\n").map(String.init)
    let assumed = lines.filter { $0.hasPrefix("assumed: ") }
    #expect(
      assumed == [
        "assumed: line 1: lock: locked is the user's promise: from set(locked) (line 2) no content may be seen or"
          + " touched, and each clear(locked) (line 4) is taken as the user's pass (not in a reply that"
          + " proves nobody); a flag that only says when the app"
          + " asks next is a variable of its own (docs/translating-apps.md)",
        "assumed: line 3: authenticate(deviceCredential) is androidx.biometric's prompt with the device credential"
          + " (SystemUI's window from API 30: the activity is not paused, so no onResume follows a cancel);"
          + " KeyguardManager's createConfirmDeviceCredentialIntent, an activity answered in onActivityResult, is"
          + " confirmDeviceCredential; with confirmDeviceCredential this trace gives reauth-loop, not holds",
        "assumed: line 2: addView(lock) lets touches through (not clickable): the fuzzer opens the screen's dialogs"
          + " and popups over it; a view that takes touches says addView(lock, clickable); with clickable this trace"
          + " gives the same verdict (holds)",
      ], "\(out)")
  }
}
