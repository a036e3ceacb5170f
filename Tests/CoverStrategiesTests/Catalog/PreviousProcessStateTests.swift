import CoverStrategies
import LifecycleFuzz
import SampleApp
import ShieldModel
import TestExpectations
import Testing

/// A notification-driven privacy manager as apps write it: one `static let shared`, a cover
/// window made on first use and shown again on every resign.
final class PrivacyManager {
  static let shared = PrivacyManager()
  private var coverWindow: UIWindow?

  func start() {
    let center = NotificationCenter.default
    center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
      PrivacyManager.shared.show()
    }
    center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
      PrivacyManager.shared.hide()
    }
  }

  func show() {
    if coverWindow == nil, let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
      let window = UIWindow(windowScene: scene)
      window.windowLevel = .alert + 1
      window.backgroundColor = .white
      coverWindow = window
    }
    coverWindow?.isHidden = false
  }

  func hide() { coverWindow?.isHidden = true }
}

/// The app delegate's one line: start the shared manager.
final class SingletonManagerCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    PrivacyManager.shared.start()
  }
}

@Suite("State that survives from one simulated process to the next is its own finding")
struct PreviousProcessStateTests {
  static let singleton = StrategyDescriptor(
    name: "singleton-manager", summary: "a test", source: "a test", claims: .appSwitcher,
    defaultProfile: .iPhoneScenes, make: { SingletonManagerCover() })

  @Test("A static manager's cover window holds in its first process and is named, with the fix, in the next")
  func singletonIsReported() {
    let runner = TraceRunner(strategy: Self.singleton, profile: .iPhoneScenes)
    // The first device in this test process makes the manager (no other test touches it).
    expectEqual(runner.run([.launch, .goHome]).verdict, .holds)
    let second = runner.run([.launch, .goHome])
    expectEqual(second.verdict, .broken(.processState))
    guard case .violated(let v) = second else { return }
    expectEqual(v.step, 1)
    #expect(v.detail.hasPrefix("state from a previous process: UIWindow made in an earlier process is used again"))
    #expect(v.detail.contains("make it per-process"))
  }

  @Test("A view a strategy makes before its device exists joins the device's process")
  func viewMadeBeforeTheDeviceJoins() throws {
    let early = UIView()
    expectEqual(early.processToken, 0)
    let device = Device(profile: .iPhoneScenes, strategy: nil, app: .sample)
    try device.apply(.launch)
    device.withCurrent { device.windowScenes[0].windows[0].addSubview(early) }
    expectEqual(early.processToken, device.processToken)
    #expect(device.previousProcessState == nil)
  }
}
