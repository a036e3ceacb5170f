import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock's promise covers input: while it stands no key reaches the locked content. The app's
/// field that keeps first responder when the lock goes up keeps its keyboard, whose window lies
/// above every lock placement the family has, so the keys type into the field behind the lock
/// (SwiftPasscodeLock PR 14); ending editing or resigning and restoring the responder (Signal
/// PR 3209) keeps the promise.
@Suite("Lock family: keys and the lock's promise")
struct LockKeyInputTests {
  /// The user focuses the app's field, leaves and comes back to the lock.
  static let events: [SystemEvent] = [.launch, .enterPasscode, .keyboardShow, .goHome, .returnToApp]

  /// The detail a kept responder gives in scene A, with `how` the keys' route.
  static func bypass(_ step: Int, _ how: String) -> String {
    "lock-bypass at \(step): \(how) in scene A: note-field keeps first responder behind the lock, so keys reach "
      + "locked content while the app is locked"
  }

  @Test(
    "every placement that leaves the app's field first responder has the keyboard above it",
    arguments: [
      "lock[when=launch+background,as=window,release=keypad]",
      "lock[when=launch+background,as=window,level=0,release=keypad]",
      "lock[when=launch+background,as=present,from=top,style=overFullScreen,release=keypad]",
      "lock[when=launch+background,as=subview,of=window0,release=keypad]",
    ])
  func keptResponder(lock: String) throws {
    // A presented lock keeps the field's responder below it only under the flag's other answer (B2).
    let profile = "iphone-ios17-scenes+presentationTakesFirstResponder=false"
    try expectEqual(
      LockFamilyBehaviourTests.outcome(lock, Self.events, profile: profile),
      Self.bypass(4, "the keyboard of note-field lies above the lock"))
  }

  @Test("B2 (flag on, the default): a presented lock takes the field's first responder and its dismissal gives it back")
  func presentedLockTakesResponder() throws {
    let lock = "lock[when=launch+background,as=present,from=top,style=overFullScreen,release=keypad]"
    let profile = "iphone-ios17-scenes"
    try expectEqual(LockFamilyBehaviourTests.outcome(lock, Self.events, profile: profile), "holds")
    // Passed, the lock is dismissed and the note field has its keyboard again: a tap on it types.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        lock, Self.events + [.enterPasscode, .touch(scene: nil, x: 0.5, y: 0.9)], profile: profile), "holds")
  }

  @Test("ending editing or resigning the responder when the lock goes up keeps the promise")
  func hygieneHolds() throws {
    for hygiene in ["restoreResponder", "endEditing"] {
      let outcome = try LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=window,release=keypad,\(hygiene)]", Self.events)
      #expect(outcome == "holds", "\(hygiene)")
    }
    // A full-screen presentation takes the covered views out of the window, and their responder
    // with them; over full screen they stay (above).
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=present,from=top,style=fullScreen,release=keypad]", Self.events), "holds")
    // A lock window made key takes first responder away from the app's field as UIKit does.
    try expectEqual(
      LockFamilyBehaviourTests.outcome("lock[when=launch+background,as=window,key,release=keypad]", Self.events),
      "holds")
    // Once the user passes the lock the field has its keys again (restored, so already up).
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=window,release=keypad,restoreResponder]",
        Self.events + [.enterPasscode, .touch(scene: nil, x: 0.5, y: 0.9)]), "holds")
  }

  @Test("a hardware keyboard's presses go to the kept responder too, with no keys on screen")
  func hardwareKeyboard() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=window,release=keypad]", Self.events,
        profile: "iphone-ios17-scenes+hardwareKeyboard=true"),
      Self.bypass(4, "the hardware keyboard's presses go to note-field"))
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=window,release=keypad,restoreResponder]", Self.events,
        profile: "iphone-ios17-scenes+hardwareKeyboard=true"), "holds")
  }

  @Test("keyboardShow under the lock is refused: the user's tap on the field reaches the lock's window")
  func focusedUnderCover() throws {
    let lock = "lock[when=launch+background,as=window,release=keypad]"
    #expect(
      try LockFamilyBehaviourTests.outcome(lock, [.launch, .keyboardShow]).hasPrefix(
        "invalid at 1: no field of the app's is where a tap reaches it"))
    // Focused before the lock went up, the same field is judged.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(lock, Self.events),
      Self.bypass(4, "the keyboard of note-field lies above the lock"))
  }

  @Test(
    "K10: a lock window made key takes the keyboard and, made key again at the unlock, the app's window gives it back")
  func keyLockWindow() throws {
    let lock = "lock[when=launch+background,as=window,key,release=keypad]"
    let unlocked = Self.events + [.enterPasscode]
    try expectEqual(LockFamilyBehaviourTests.outcome(lock, unlocked), "holds")
    // The earlier reading: the field resigned when the lock window was made key.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        lock, unlocked, profile: "iphone-ios17-scenes+makeKeyRestoresWindowResponder=false"),
      "focus-lost at 5: scene A has first responder none instead of note-field")
  }

  @Test("K11/K12: the lock's own field gets the keyboard only from the lock's code when no tap reaches it")
  func lockFieldFocus() throws {
    let events: [SystemEvent] = [.launch, .enterPasscode]
    for focus in ["appear", "shown"] {
      #expect(
        try LockFamilyBehaviourTests.outcome(
          "lock[when=launch+background,as=window,release=field,focus=\(focus),hiddenField]", events) == "holds",
        "\(focus)")
    }
    let blocked =
      "unlock-blocked at 0: the lock's passcode field is hidden and not first responder: no tap gives it the "
      + "keyboard, so the passcode cannot be entered while the app is locked"
    for focus in ["load", "tap"] {
      #expect(
        try LockFamilyBehaviourTests.outcome(
          "lock[when=launch+background,as=window,release=field,focus=\(focus),hiddenField]", events) == blocked,
        "\(focus)")
    }
    // A field the user can tap: its own keyboard covers it, and the code goes in on the keys.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[when=launch+background,as=window,release=field,focus=appear]", events + [.goHome, .returnToApp]),
      "holds")
  }

  @Test("appFocus: the app focuses its field at launch; the platform decides whether its keyboard shows over the lock")
  func appFocus() throws {
    let events: [SystemEvent] = [.launch, .enterPasscode]
    try expectEqual(
      LockFamilyBehaviourTests.outcome("lock[when=launch+background,as=window,release=keypad,appFocus]", events),
      Self.bypass(0, "the keyboard of note-field lies above the lock"))
    let key = "lock[when=launch+background,as=window,key,release=keypad,appFocus]"
    try expectEqual(LockFamilyBehaviourTests.outcome(key, events), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        key, events, profile: "iphone-ios17-scenes+makeKeyRestoresWindowResponder=false"),
      "focus-lost at 1: scene A has first responder none instead of note-field")
    // Part of the app, so its text names it and the baseline focuses the field too.
    let descriptor = try #require(StrategyCatalog.descriptor(named: key))
    #expect(descriptor.appFocusesTypingField)
    #expect(descriptor.name.hasSuffix(",appFocus]"))
  }

  @Test("iOS 10 Touch ID: a keyboard asked for under the prompt is first responder but not drawn; iOS 11 draws it")
  func touchIDPromptKeyboard() throws {
    let lock = "lock[as=window,release=biometry+field,focus=reply]"
    let cancel: [SystemEvent] = [.launch, .advance(1), .dismissSystemAlert, .advance(2)]
    let undrawn =
      "unlock-blocked at 2: the lock's passcode field is first responder but its keyboard is not drawn "
      + "(iOS 10.0-10.2: asked for under the app's Touch ID prompt, or up when it came): no key can be seen, "
      + "and a tap on the field, first responder already, brings nothing, so the passcode cannot be entered "
      + "while the app is locked"
    try expectEqual(LockFamilyBehaviourTests.outcome(lock, cancel, profile: "iphone-ios10-appdelegate"), undrawn)
    // Fixed from 10.3 (the model's reading of one report), not on iOS 9, drawn on iOS 11.
    for version in ["9", "10.3", "11"] {
      #expect(
        try LockFamilyBehaviourTests.outcome(lock, cancel, profile: "iphone-ios\(version)-appdelegate") == "holds",
        "\(version)")
    }
    // A keyboard up before the prompt: the flag decides; asked for at did-become-active it is the same field.
    let kept = "lock[as=window,release=biometry+field,focus=becomeActive]"
    try expectEqual(LockFamilyBehaviourTests.outcome(kept, cancel, profile: "iphone-ios10-appdelegate"), undrawn)
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        kept, cancel, profile: "iphone-ios10-appdelegate+touchIDPromptHidesKeptKeyboard=false"), "holds")
    // On the reply's own queue: UIKit off the main thread.
    #expect(
      try LockFamilyBehaviourTests.outcome(
        "lock[as=window,release=biometry+field,focus=replyQueue]", cancel, profile: "iphone-ios10-appdelegate"
      )
      .hasPrefix("crash at 2: trap: UIKit used off the main thread: becomeFirstResponder()"))
    #expect(throws: LockConfigurationError.self) { try LockConfiguration(parsing: "lock[release=field,focus=reply]") }
  }
}
