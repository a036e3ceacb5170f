import AppLogic
import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// An iOS script's screen events name the app's screens: a misspelt one never fired and nothing said so (a new
/// user's `screenWillAppear(setings)`). Refused at its line with a close name and the screens expected, as Android
/// refuses a screen its app lacks; and `screens:` (the script's own app) names its first screen `root`.
@MainActor @Suite(.serialized) struct AppLogicScreenNameTests {
  /// `run --app-logic` of a script with `text`: exit code and standard error.
  func refusal(_ text: String) throws -> (ExitCode, String, String) {
    let path = NSTemporaryDirectory() + "screens-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["run", "--app-logic", path, "--no-corpus", "--traces", "1"])
    return (r.code, r.err, path)
  }

  @Test("a misspelt screen is refused at its line with a did-you-mean and the app's screens")
  func misspeltScreen() throws {
    let (code, err, path) = try refusal(
      "claims: app-switcher\non screenWillAppear(setings): addCover(view, tag=1)\n")
    expectEqual(code, .usage)
    expectEqual(
      err,
      "error: \(path):2: screenWillAppear(setings): 'setings' is no screen of the app (did you mean"
        + " 'settings'?); expected any, root, settings, recovery-phrase\n")
    let (known, _, _) = try refusal("claims: app-switcher\non screenDidAppear(settings): addCover(view, tag=1)\n")
    #expect(known != .usage)
  }

  @Test("sensitive: naming a screen the app lacks is refused at its line with a did-you-mean and the app's screens")
  func misspeltSensitiveScreen() throws {
    let (code, err, path) = try refusal(
      "claims: screenshots\nsensitive: root, recovery-phrse\non screenDidAppear(any): secure(on, of=screen)\n")
    expectEqual(code, .usage)
    expectEqual(
      err,
      "error: \(path):2: sensitive: 'recovery-phrse' is no screen of the app (did you mean 'recovery-phrase'?);"
        + " expected root, settings, recovery-phrase\n")
  }

  @Test("a saved trace's sensitive: naming a screen the app lacks is refused at its line, as the script's file is")
  func misspeltSensitiveScreenInATrace() throws {
    let lines = [
      "claims: screenshots", "sensitive: root, recovery-phrse", "on screenDidAppear(any): secure(on, of=screen)",
    ]
    let fingerprint = try AppLogicScript(parsing: lines.joined(separator: "\n")).fingerprint
    let text =
      "lifecycle-fuzz trace 2\nstrategy: app-logic#\(fingerprint)\n"
      + lines.map { "app-logic: \($0)\n" }.joined() + "profile: iphone-ios17-scenes\nexpect: holds\nlaunch\n"
    let path = NSTemporaryDirectory() + "sensitive-\(UUID().uuidString).trace"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = runInProcess(["replay", path])
    expectEqual(r.code, .usage)
    #expect(
      r.err.contains(
        "\(path):4: app-logic: sensitive: 'recovery-phrse' is no screen of the app (did you mean 'recovery-phrase'?);"
          + " expected root, settings, recovery-phrase\n"), "\(r.err)")
  }

  @Test(
    "screens: in an iOS script is the script's own app, whose first screen is root (an Android-style first name is refused)"
  )
  func scriptScreensFirstIsRoot() throws {
    let (code, err, path) = try refusal(
      "claims: app-switcher\nscreens: main, card(sensitive)\non sceneWillResignActive: addCover(view, tag=1)\n")
    expectEqual(code, .usage)
    expectEqual(
      err,
      "error: \(path):2: screens: the first screen is the app's first screen, named root in an iOS script (the"
        + " navigation controller's root, as in sensitive: root and screenWillAppear(root)), not 'main'; expected"
        + " 'screens: root, main, ...', read as an iOS script\n")
    let (taken, _, _) = try refusal(
      "claims: app-switcher\nscreens: root, card(sensitive)\non screenWillAppear(card): addCover(view, tag=1)\n")
    #expect(taken != .usage)
  }
}
