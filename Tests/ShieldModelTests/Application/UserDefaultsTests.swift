import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// App code that counts its launches in `UserDefaults.standard`.
private final class LaunchCounter: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var seen = 0
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    let defaults = UserDefaults.standard
    seen = defaults.integer(forKey: "launches")
    defaults.set(seen + 1, forKey: "launches")
  }
}

@Suite("UserDefaults: the app's defaults outlive its process")
struct UserDefaultsTests {
  @Test("a value stored before terminateApp is read by the next process's fresh app objects")
  func survivesTermination() throws {
    var made: [LaunchCounter] = []
    let first = LaunchCounter()
    let device = Device(
      profile: try Profile(named: "iphone-ios17-scenes"), strategy: first, app: .sample,
      makeStrategy: {
        let s = LaunchCounter()
        made.append(s)
        return s
      })
    try device.apply(.launch, .goHome, .advance(1), .terminateApp, .launch)
    expectEqual(first.seen, 0)
    expectEqual(made.map(\.seen), [1])
    expectEqual(device.userDefaults.integer(forKey: "launches"), 2)
  }

  @Test("an app group's suite is one database on the device, kept across processes; a nil suite is the standard one")
  func appGroupSuite() throws {
    let device = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil, app: .sample)
    device.withCurrent {
      UserDefaults(suiteName: "group.a")!.set(3, forKey: "n")
      UserDefaults(suiteName: nil)!.set(true, forKey: "standard")
    }
    try device.apply(.launch, .goHome, .terminateApp)
    device.withCurrent {
      expectEqual(UserDefaults(suiteName: "group.a")!.integer(forKey: "n"), 3)
      #expect(UserDefaults(suiteName: "group.b")!.object(forKey: "n") == nil)
      #expect(UserDefaults.standard.bool(forKey: "standard") && UserDefaults.standard.object(forKey: "n") == nil)
    }
  }

  @Test("accessors return the stored kind, and their defaults when absent")
  func accessors() {
    let d = UserDefaults()
    d.set(true, forKey: "b")
    d.set(2.5, forKey: "x")
    d.set("s", forKey: "s")
    #expect(d.bool(forKey: "b") && d.double(forKey: "x") == 2.5 && d.string(forKey: "s") == "s")
    #expect(!d.bool(forKey: "none") && d.integer(forKey: "none") == 0 && d.object(forKey: "none") == nil)
    d.removeObject(forKey: "b")
    d.set(nil, forKey: "s")
    #expect(d.object(forKey: "b") == nil && d.string(forKey: "s") == nil)
  }
}

@Suite("Presentation: dismissing while a presentation animates in")
struct DismissDuringPresentationTests {
  /// Presents a controller animated from the root on `appCall(present)` and dismisses it on
  /// `appCall(dismiss)`.
  final class Presenter: PrivacyScreenStrategy {
    var claims: ProtectionClaims { [] }
    var root: UIViewController?
    let presented = UIViewController()
    var appCalls: [String] { ["present", "dismiss"] }
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController
    }
    func handleAppCall(_ name: String) {
      if name == "present" { root?.present(presented, animated: true) }
      if name == "dismiss" { root?.dismiss(animated: false) }
    }
  }

  @Test("dismiss during the 0.3 s presentation animation dismisses nothing; once presented it works")
  func ignoredWhilePresenting() throws {
    let app = Presenter()
    let device = try launched(strategy: app)
    try device.apply(.appCall("present"), .appCall("dismiss"))
    try device.apply(.advance(1))
    #expect(app.root?.presentedViewController === app.presented)
    try device.apply(.appCall("dismiss"))
    #expect(app.root?.presentedViewController == nil)
  }
}
