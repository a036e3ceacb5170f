import ShieldModel
import TestExpectations
import Testing

/// A cover put up at one of the moments the time model tells apart.
final class TimingProbe: PrivacyScreenStrategy {
  enum Moment { case resignNow, resignNextTurn, resignNextFrame, backgroundNextTurn, resignFadeIn, dartSetState }
  var claims: ProtectionClaims { .appSwitcher }
  let moment: Moment
  private var cover: UIView?
  init(_ moment: Moment) { self.moment = moment }

  private func window(_ scene: UIScene? = nil) -> UIWindow? {
    if let scene { return (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil }
    return UIApplication.shared.delegate?.window
  }

  private func addCover(to window: UIWindow?, alpha: CGFloat = 1) {
    guard cover == nil, let window else { return }
    let v = UIView(frame: window.bounds)
    v.backgroundColor = .black
    v.alpha = alpha
    window.addSubview(v)
    cover = v
  }

  func sceneWillResignActive(_ scene: UIScene) {
    switch moment {
    case .resignNow: addCover(to: window(scene))
    case .resignNextTurn: DispatchQueue.main.async { self.addCover(to: self.window(scene)) }
    case .resignNextFrame: DisplayFrame.next { self.addCover(to: self.window(scene)) }
    case .resignFadeIn:
      addCover(to: window(scene), alpha: 0)
      let v = cover
      UIView.animate(withDuration: 0.2) { v?.alpha = 1 }
    default: break
    }
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    if moment == .backgroundNextTurn { DispatchQueue.main.async { self.addCover(to: self.window(scene)) } }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }

  func didChangeAppLifecycleState(_ state: AppLifecycleState) {
    guard moment == .dartSetState, state == .inactive, let engine = FlutterEngine.current,
      let root = window()?.rootViewController?.view
    else { return }
    let v = UIView(frame: root.bounds)
    v.backgroundColor = .black
    engine.setState { root.addSubview(v) }
  }
}

@Suite("Time in the model: transitions take frames, captures see what was committed")
struct TimeModelTests {
  /// The verdict of the snapshot and of the settled card, and the card's exposure while zooming.
  struct Seen: Equatable {
    var snapshotLeaks: Bool
    var cardLeaks: Bool
    var zoomExposure: Double
  }

  static func seen(_ moment: TimingProbe.Moment, _ profile: String, choice: [SystemEvent] = []) throws -> Seen {
    let home = try launched(profile, strategy: TimingProbe(moment))
    for e in choice + [.goHome, .advance(1)] { try home.apply(e) }
    let snapshot = try #require(home.collectCaptures().first { $0.kind == .switcherSnapshot })
    let switcher = try launched(profile, strategy: TimingProbe(moment))
    _ = switcher.collectCaptures()
    for e in choice + [.openAppSwitcher] { try switcher.apply(e) }
    let card = try #require(switcher.collectCaptures().last { $0.kind == .switcherCard })
    return Seen(
      snapshotLeaks: snapshot.frame.showsSensitiveContent, cardLeaks: card.frame.showsSensitiveContent,
      zoomExposure: switcher.switcherZoomExposure)
  }

  static let frame = PlatformTimings.frameInterval

  @Test("a cover added in will-resign-active holds on the card and the snapshot, with no exposure")
  func synchronousCover() throws {
    try expectEqual(
      Self.seen(.resignNow, "iphone-ios17-scenes"), Seen(snapshotLeaks: false, cardLeaks: false, zoomExposure: 0))
  }

  @Test("a cover queued in will-resign-active runs in the gesture's first frame: it holds, exposed one frame")
  func nextTurnCoverAtResign() throws {
    let seen = try Self.seen(.resignNextTurn, "iphone-ios17-scenes")
    #expect(seen.snapshotLeaks == false && seen.cardLeaks == false)
    #expect(abs(seen.zoomExposure - Self.frame) < 1e-9)
  }

  @Test("a cover queued in did-enter-background misses the snapshot unless the queue drains first")
  func nextTurnCoverAtBackground() throws {
    let d = try launched("iphone-ios17-scenes", strategy: TimingProbe(.backgroundNextTurn))
    try d.apply(.goHome, .advance(1))
    #expect(d.collectCaptures().first { $0.kind == .switcherSnapshot }!.frame.showsSensitiveContent)
    let e = try launched("iphone-ios17-scenes", strategy: TimingProbe(.backgroundNextTurn))
    try e.apply(.goHome, .runMainQueue)
    #expect(!e.collectCaptures().first { $0.kind == .switcherSnapshot }!.frame.showsSensitiveContent)
  }

  @Test("a cover fading in over 0.2 s holds once the card settles; its exposure is the fade")
  func fadeIn() throws {
    let seen = try Self.seen(.resignFadeIn, "iphone-ios17-scenes")
    #expect(seen.snapshotLeaks == false && seen.cardLeaks == false)
    // Below full opacity a cover hides nothing: exposed until the frame at which the fade ends.
    #expect(abs(seen.zoomExposure - 0.2) <= Self.frame + 1e-9)
    #expect(seen.zoomExposure > 0.15)
  }

  @Test("a Dart setState on inactive draws two frames later: it holds on Flutter 3.29, misses on one frame")
  func flutterNextFrame() throws {
    let settled = try Self.seen(.dartSetState, "iphone-ios17-flutter3.29")
    #expect(settled.snapshotLeaks == false && settled.cardLeaks == false)
    #expect(abs(settled.zoomExposure - 2 * Self.frame) < 1e-9)
    let quick = try Self.seen(.dartSetState, "iphone-ios17-flutter3.29", choice: [.transitionFrames(1)])
    #expect(quick.snapshotLeaks && quick.cardLeaks)
  }

  @Test("Flutter 1.2-2.0 draws no frames while inactive: the Dart cover never reaches the card or the snapshot")
  func frozenEngine() throws {
    let seen = try Self.seen(.dartSetState, "iphone-ios16-flutter2.0")
    #expect(seen.snapshotLeaks && seen.cardLeaks)
    #expect(abs(seen.zoomExposure - 0.4) < 1e-9)
  }

  @Test("going home takes the profile's gesture; transitionFrames shortens the next transition only")
  func transitionDurations() throws {
    let d = try launched("iphone-ios17-scenes")
    try d.apply(.goHome)
    #expect(abs(d.now - PlatformTimings.seconds(frames: 30)) < 1e-9)
    try d.apply(.transitionFrames(3), .returnToApp)
    let back = d.now
    #expect(abs(back - PlatformTimings.seconds(frames: 33)) < 1e-9)
    try d.apply(.goHome)
    #expect(abs(d.now - back - PlatformTimings.seconds(frames: 30)) < 1e-9)
    let slow = try launched("iphone-ios17-scenes+homeGesture=0.8")
    try slow.apply(.goHome)
    #expect(abs(slow.now - 0.8) < 1e-9)
    expectEqual(slow.profile.name, "iphone-ios17-scenes+homeGesture=0.8")
  }

  /// A profile's timing is read as traces write numbers, decimal only: Swift's `Double` read `0x1`, `.5` and `1e0`.
  /// Past 5 s read exactly (a `Double` reads `5.0000000000000001` as 5), and `0` named as written, not `0.0`.
  @Test(arguments: ["0x1", ".5", "1e0", "05", "0.", "inf", "5.0000000000000001", "50", "0", "0.000"])
  func aTimingWrittenOtherThanInDecimalIsRefused(text: String) {
    #expect(throws: ProfileError.badTimingValue("homeGesture", text)) {
      try Profile(named: "iphone-ios17-scenes+homeGesture=\(text)")
    }
  }

  @Test("the Face ID reply arrives while the prompt is up and the scene inactive, then did-become-active")
  func faceIDReply() throws {
    final class Probe: PrivacyScreenStrategy {
      var claims: ProtectionClaims { [] }
      var states: [UIScene.ActivationState] = []
      func biometricPromptDidFinish() { states.append(UIApplication.shared.connectedScenes.first!.activationState) }
    }
    let p = Probe()
    let d = try launched("iphone-ios17-scenes", strategy: p)
    try d.apply(.systemAlert(.faceID), .dismissSystemAlert)
    expectEqual(p.states, [.foregroundInactive])
    expectEqual(d.scene(named: "A")?.activationState, .foregroundActive)
    let q = Probe()
    let e = try launched("iphone-ios17-scenes", strategy: q)
    try e.apply(.systemAlert(.faceID), .faceIDMatch)
    #expect(q.states == [.foregroundInactive] && e.overlay == .systemAlert(.faceID))
    #expect(throws: InvalidEvent.self) { try e.apply(.faceIDMatch) }
    try e.apply(.goHome)
    expectEqual(q.states.count, 1)
    // Left alone, the matched prompt goes by itself after its animation.
    let f = try launched("iphone-ios17-scenes", strategy: Probe())
    // The success animation lasts 1.5 s by default ("a second or two").
    try f.apply(.systemAlert(.faceID), .faceIDMatch, .advance(1.4))
    expectEqual(f.scene(named: "A")?.activationState, .foregroundInactive)
    try f.apply(.advance(0.2))
    #expect(f.scene(named: "A")?.activationState == .foregroundActive && f.overlay == nil)
    let g = try launched("iphone-ios17-scenes", strategy: Probe())
    try g.apply(.systemAlert(.faceID), .faceIDMatch, .advance(0.25), .dismissSystemAlert)
    #expect(abs(g.now - 1.5) < 1e-9)
  }

  @Test("cardBeforeResignCommit: the settled card is the app before its cover, until the next event; once")
  func cardBeforeCommit() throws {
    let d = try launched(
      "iphone-ios17-scenes+switcherCardMayPrecedeResignCommit=true", strategy: TimingProbe(.resignNow))
    _ = d.collectCaptures()
    try d.apply(.cardBeforeResignCommit, .openAppSwitcher)
    #expect(d.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
    try d.apply(.advance(0.1))
    #expect(!d.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
    // The choice is used once: the next opening waits for the commit.
    try d.apply(.closeAppSwitcher, .openAppSwitcher)
    #expect(!d.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
    // The flag alone no longer makes every opening early.
    let e = try launched(
      "iphone-ios17-scenes+switcherCardMayPrecedeResignCommit=true", strategy: TimingProbe(.resignNow))
    _ = e.collectCaptures()
    try e.apply(.openAppSwitcher)
    #expect(!e.collectCaptures().last { $0.kind == .switcherCard }!.frame.showsSensitiveContent)
    // Under the default the profile's switcher always waits for the commit.
    let f = try launched("iphone-ios17-scenes", strategy: TimingProbe(.resignNow))
    expectEqual(
      f.validationError(for: .cardBeforeResignCommit),
      "the profile's switcher waits for the resign commit (switcherCardMayPrecedeResignCommit=false)")
  }
}
