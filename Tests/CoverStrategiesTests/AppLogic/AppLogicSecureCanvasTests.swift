import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `secure(on|off)` (the secure-text-field trick as the app's code) and the condition `activeScene`.
@MainActor @Suite struct AppLogicSecureCanvasTests: AppLogicScriptChecks {
  @Test("secure's words are read; a mode, a label or a value outside them is one error naming the line")
  func vocabulary() {
    #expect(Self.error("on appCall(p): secure(on, field=new, canvas=class, of=subviews, tag=7, touches=true)") == nil)
    #expect(Self.error("on appCall(p): secure(off, undo=reparent, of=root)") == nil)
    #expect(Self.error("on didFinishLaunching if activeScene: secure(on)") == nil)
    expectEqual(
      Self.error("claims: screenshots\n\non appCall(p): secure(maybe)")?.hasPrefix(
        "line 3: secure takes one of on, off, not 'maybe'"), true)
    expectEqual(
      Self.error("on appCall(p): secure(on, undo=flag)"),
      "line 1: secure(on) takes no 'undo=' (it takes field=, canvas=, of=, tag=, touches=)")
    expectEqual(
      Self.error("on appCall(p): secure(off, field=new)"),
      "line 1: secure(off) takes no 'field=' (it takes undo=, of=)")
    expectEqual(
      Self.error("on appCall(p): secure(on, canvas=lst)"),
      "line 1: secure's canvas= takes last or first or class, not 'lst' (did you mean 'last'?)")
    expectEqual(
      Self.error("on appCall(p): secure(on, tag=x)"), "line 1: secure's tag= takes a whole number (decimal), not 'x'")
    expectEqual(
      Self.error("on appCall(p): secure(on, size=2)")?.hasPrefix("line 1: secure takes no argument 'size'"), true)
    expectEqual(Self.error("on appCall(p) if activeScene(a): secure(on)"), "line 1: activeScene takes no argument 'a'")
    #expect(AppLogicStrategy.vocabularyListing.contains("    secure(on|off) field= canvas= of= tag= touches= undo=\n"))
    #expect(AppLogicStrategy.vocabularyListing.contains("      field=reuse|new|held\n"))
  }

  /// The verdict of `events` for `script` on `profile`.
  private static func verdict(_ script: String, _ events: [SystemEvent], on profile: String) throws -> Verdict<
    IOSPlatform
  >? {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    return TraceRunner(strategy: descriptor, profile: try Profile(named: profile)).run(events).verdict
  }

  @Test("secure(on) keeps the window out of a screenshot; before the call the screenshot shows it (capture-leak)")
  func windowInCanvas() throws {
    let script = "claims: screenshots\non appCall(protect): secure(on)"
    try expectEqual(
      Self.verdict(script, [.launch, .appCall("protect"), .screenshot], on: "iphone-ios17-scenes"), .holds)
    try expectEqual(Self.verdict(script, [.launch, .screenshot], on: "iphone-ios17-scenes"), .broken(.captureLeak))
    // The lookup is the code's, the canvas's place the model's: the first sublayer is no canvas on iOS 17.
    let first = "claims: screenshots\non appCall(protect): secure(on, canvas=first)"
    try expectEqual(
      Self.verdict(first, [.launch, .appCall("protect"), .screenshot], on: "iphone-ios17-scenes"),
      .broken(.captureLeak))
    try expectEqual(
      Self.verdict(first, [.launch, .appCall("protect"), .screenshot], on: "iphone-ios16-scenes"), .holds)
  }

  @Test("the root screen's appearance at launch finds its window (the template sets it before showing it)")
  func rootAppearanceAtLaunch() throws {
    // A gist's `viewDidAppear` protection of the root view (fresh set 33, F33-I01c): before the fix the scene
    // delegate's `window` was set only after `makeKeyAndVisible()`, so the handler found no window.
    for of in ["root", "window"] {
      let script = "claims: screenshots\non screenDidAppear(root): secure(on, field=new, canvas=first, of=\(of))"
      for profile in ["iphone-ios16-scenes", "iphone-ios16-appdelegate"] {
        #expect(try Self.verdict(script, [.launch, .screenshot], on: profile) == .holds, "\(of) on \(profile)")
      }
    }
  }

  @Test("explain says why a secure field hid nothing: the views are in a sublayer that is not its canvas")
  func explainNamesTheCanvasPlace() throws {
    let script = "claims: screenshots\non appCall(protect): secure(on, canvas=first)"
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    func explained(_ profile: String) throws -> String {
      let trace = Trace<IOSPlatform>(
        strategy: descriptor.name, profile: try Profile(named: profile), expected: .broken(.captureLeak),
        events: [.launch, .appCall("protect"), .screenshot])
      return IOSPlatform.explain(trace, strategy: descriptor, path: "inline", format: .text)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(
      try explained("iphone-ios17-scenes").contains(
        "drawn under a secure text field's layer but outside its canvas: in the field layer's sublayer 0 of 2, and its"
          + " secure canvas on iOS 17 is sublayer 1"))
    // Without the trick the leak has no such line.
    let plain = try AppLogicStrategy.descriptor(
      script: AppLogicScript(parsing: "claims: screenshots\non appCall(p): set(called)"))
    let trace = Trace<IOSPlatform>(
      strategy: plain.name, profile: try Profile(named: "iphone-ios17-scenes"), expected: .broken(.captureLeak),
      events: [.launch, .screenshot])
    let text = IOSPlatform.explain(trace, strategy: plain, path: "inline", format: .text)
    #expect(text.contains("leaked: "))
    #expect(!text.contains("not hidden: "))
  }

  @Test("field=new twice nests a canvas: blank on the device (the nested rule), or the disable reaches one field")
  func nestedFields() throws {
    let steps: [SystemEvent] = [.launch, .appCall("enable"), .appCall("enable"), .appCall("disable"), .screenshot]
    let new =
      "claims: screenshots\ndisable: disable\non appCall(enable): secure(on, field=new)\non appCall(disable): secure(off)"
    let reuse =
      "claims: screenshots\ndisable: disable\non appCall(enable): secure(on)\non appCall(disable): secure(off)"
    try expectEqual(Self.verdict(new, steps, on: "iphone-ios17-appdelegate"), .broken(.blankWindow))
    let other = "iphone-ios17-appdelegate+secureCanvasNestedCompositesNothing=false"
    try expectEqual(Self.verdict(new, steps, on: other), .broken(.cannotDisable))
    // The guarded call leaves the layer in the one canvas, secure entry off: the captures are back, the move stays.
    try expectEqual(Self.verdict(reuse, steps, on: other), .broken(.residue))
    let undo = reuse.replacingOccurrences(of: "secure(off)", with: "secure(off, undo=reparent)")
    try expectEqual(Self.verdict(undo, steps, on: other), .holds)
  }

  @Test("activeScene: none at didFinishLaunching of a scene-based app, so nothing is attached; one is at the app call")
  func activeSceneAtLaunch() throws {
    let atLaunch = "claims: screenshots\non didFinishLaunching if activeScene: secure(on)\non appCall(p): set(called)"
    let atCall = "claims: screenshots\non appCall(p) if activeScene: secure(on)"
    let steps: [SystemEvent] = [.launch, .runMainQueue, .appCall("p"), .screenshot]
    try expectEqual(Self.verdict(atLaunch, steps, on: "iphone-ios17-scenes"), .broken(.captureLeak))
    try expectEqual(Self.verdict(atCall, steps, on: "iphone-ios17-scenes"), .holds)
  }
}
