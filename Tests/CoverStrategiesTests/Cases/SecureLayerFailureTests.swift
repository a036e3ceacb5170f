import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A strategy that names `disable` but whose disable does nothing: the secure-layer trick stays
/// on, and while the screen is captured a cover stays up.
private final class StuckOnStrategy: PrivacyScreenStrategy {
  let claims: ProtectionClaims = [.screenshots, .recordings]
  var appCalls: [String] { ["disable"] }
  private let inner = SecureCanvasReparenting(
    lookup: .byClass, offersToggle: false, disable: .undoReparenting, fieldTakesTouches: false)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    inner.scene(scene, willConnectTo: session, options: connectionOptions)
  }
  func handleAppCall(_ name: String) {}
}

private final class CaptureCoverStuckOn: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .recordings
  var appCalls: [String] { ["disable"] }
  private var observer: (any NSObjectProtocol)?
  private var cover: UIView?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observer = NotificationCenter.default.addObserver(
      forName: UIScreen.capturedDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in self?.update() }
  }
  private func update() {
    guard
      let window = UIApplication.shared.connectedScenes.lazy
        .compactMap({ ($0.delegate as? any UIWindowSceneDelegate)?.window }).first
    else { return }
    if UIScreen.main.isCaptured, cover == nil {
      let v = UIView(frame: window.bounds)
      v.backgroundColor = .white
      window.addSubview(v)
      cover = v
    }
  }
  func handleAppCall(_ name: String) {}
}

private func descriptor(_ name: String, _ make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy)
  -> StrategyDescriptor
{
  StrategyDescriptor(
    name: name, summary: "test", source: "test", claims: make().claims, defaultProfile: .iPhoneScenes, make: make)
}

@Suite("The secure-layer trick's failure modes and turning protection off")
struct SecureLayerFailureTests {
  @Test("a window in a secure canvas that fails to recomposite after a round trip is a blank window")
  func grayWindowAfterRoundTrip() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "secure-canvas-by-class"))
    let events: [SystemEvent] = [.launch, .runMainQueue, .goHome, .returnToApp]
    let flagged = try Profile(named: "iphone-ios17-scenes+secureCanvasFailsToRecomposite=true")
    guard case .violated(let v) = TraceRunner(strategy: strategy, profile: flagged).run(events) else {
      Issue.record("expected blank-window")
      return
    }
    expectEqual(v.invariant, .blankWindow)
    #expect(v.detail.hasPrefix("active scene A shows none of the app's content"))
    let plain = try Profile(named: "iphone-ios17-scenes")
    expectEqual(TraceRunner(strategy: strategy, profile: plain).run(events), .holds)
  }

  @Test("after disable, captures still blanked by the secure canvas are cannot-disable, before residue")
  func capturesStillBlanked() throws {
    let outcome = TraceRunner(strategy: descriptor("stuck-on", { StuckOnStrategy() }), profile: .iPhoneScenes)
      .run([.launch, .runMainQueue, .appCall("disable")])
    guard case .violated(let v) = outcome else {
      Issue.record("expected cannot-disable")
      return
    }
    expectEqual(v.invariant, .cannotDisable)
    #expect(v.detail.hasPrefix("after disable, a screenshot of scene A is blank at"))
  }

  @Test("after disable, a cover kept up while recording is stranded and cannot-disable; while on it is on purpose")
  func coverStillUp() throws {
    var runner = TraceRunner(strategy: descriptor("capture-cover", { CaptureCoverStuckOn() }), profile: .iPhoneScenes)
    expectEqual(runner.run([.launch, .recordingStart]), .holds)
    // Disabled, the strategy claims nothing: its cover over the live app is no longer on purpose (checked first).
    guard case .violated(let v) = runner.run([.launch, .recordingStart, .appCall("disable")]) else {
      Issue.record("expected stranded-cover")
      return
    }
    #expect(v.invariant == .strandedCover && v.step == 2)
    expectEqual(
      v.detail,
      "cover visible at 160 of 160 points of active scene A: view UIView in window 0 (UIWindow, level normal)"
        + " (added by capture-cover)")
    // Checked alone, cannot-disable judges the recorded frame of the step first: the images taken, then the screen.
    runner.invariants = InvariantSelection(only: [.cannotDisable])
    guard case .violated(let alone) = runner.run([.launch, .recordingStart, .appCall("disable")]) else {
      Issue.record("expected cannot-disable")
      return
    }
    expectEqual(alone.step, 2)
    #expect(
      alone.detail.hasPrefix(
        "after disable, the recording of scene A at t=0 s is covered or blank at 160 of 160 points"))
  }

  @Test("claims follow the enabled state: a screenshot after disable is no leak, after enable it is judged again")
  func claimsFollowEnabledState() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "secure-canvas-toggle-undo"))
    let runner = TraceRunner(strategy: strategy, profile: strategy.defaultProfile)
    expectEqual(runner.run([.launch, .runMainQueue, .appCall("disable"), .screenshot]), .holds)
    expectEqual(runner.run([.launch, .runMainQueue, .appCall("disable"), .appCall("enable"), .screenshot]), .holds)
  }
}
