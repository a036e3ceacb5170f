import AppFilesExample
import LifecycleFuzz
import LifecycleFuzzTesting
import ShieldModel
import Testing

/// The same blur as the app's SceneDelegate, written as a strategy over the app's window.
@MainActor private final class BlurStrategy: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  private var blurView: UIVisualEffectView?
  func sceneDidBecomeActive(_ scene: UIScene) {
    blurView?.removeFromSuperview()
    blurView = nil
  }
  func sceneWillResignActive(_ scene: UIScene) {
    guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window, blurView == nil else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.frame = window.bounds
    blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(blur)
    blurView = blur
  }
}

/// A scene delegate with no `window` property: UIKit gives it no window, so its cover never shows.
@MainActor private final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func sceneWillResignActive(_ scene: UIScene) {}
}

/// A code-only app's scene delegate, as the Xcode template without a storyboard has it: it makes
/// its own window with its own root controller, and blurs that window on resign.
@MainActor private final class CodeOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
  func sceneDidBecomeActive(_ scene: UIScene) { window?.viewWithTag(12)?.removeFromSuperview() }
  func sceneWillResignActive(_ scene: UIScene) {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.frame = window!.frame
    blur.tag = 12
    window?.addSubview(blur)
  }
}

/// An app delegate with the scene-session methods of Xcode's App template, recording what UIKit
/// asks it, with a scene delegate recording its connections in the same list.
@MainActor private final class SessionAppDelegate: UIResponder, UIApplicationDelegate {
  static var calls: [String] = []
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    Self.calls.append("configuration \(connectingSceneSession.persistentIdentifier)")
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    Self.calls.append("discarded \(sceneSessions.count)")
  }
}
@MainActor private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    SessionAppDelegate.calls.append("connect \(session.persistentIdentifier)")
  }
}

@Suite @MainActor struct AppFilesExampleTests {
  /// The template's app delegate compiles against the model, and UIKit asks it for each new
  /// session's configuration before the scene's delegate connects; a disconnected scene's
  /// session is not discarded, so `didDiscardSceneSessions` is not called.
  @Test func theAppDelegateIsAskedForEachNewSessionsConfigurationFirst() throws {
    SessionAppDelegate.calls = []
    let trace = try Trace(
      parsing: """
        lifecycle-fuzz trace 2
        strategy: session-app
        profile: ipad-split-ios17-scenes
        expect: holds
        launch
        connectScene(B)
        disconnectScene(B)
        """, file: "inline")
    let make: @MainActor @Sendable () -> any PrivacyScreenStrategy = {
      AppDelegateHost(
        claims: .appSwitcher, appDelegate: { SessionAppDelegate() }, sceneDelegate: { RecordingSceneDelegate() })
    }
    #expect(verdict(of: trace, strategy: make) == .holds)
    #expect(SessionAppDelegate.calls == ["configuration A", "connect A", "configuration B", "connect B"])
  }

  /// A delegate that makes its own window keeps it: the window shows the screen under test, so
  /// its blur covers the card, the model's window is closed, and nothing is a hosting problem.
  @Test func aSceneDelegateThatMakesItsOwnWindowCoversThatWindow() throws {
    let make: @MainActor @Sendable () -> any PrivacyScreenStrategy = {
      AppDelegateHost(claims: .appSwitcher, sceneDelegate: { CodeOnlySceneDelegate() })
    }
    let trace = try Trace(
      parsing: """
        lifecycle-fuzz trace 2
        strategy: code-only
        profile: iphone-ios17-scenes
        expect: holds
        launch
        openAppSwitcher
        """, file: "inline")
    #expect(verdict(of: trace, strategy: make) == .holds)
    let results = try fuzz("code-only", profiles: [.iPhoneScenes], traces: 40, make: make)
    #expect(results.first?.hostingProblems == [])
    #expect(results.first?.brokenInvariants.contains(.focusLost) == false)
  }
  /// The app's own SceneDelegate, hosted with no glue, gets the verdicts of the same cover
  /// written as a strategy, on a scene app and on an iPad with two scenes.
  @Test func theHostedSceneDelegateMatchesTheSameCoverAsAStrategy() throws {
    let profiles: [Profile] = [.iPhoneScenes, try Profile(named: "ipad-split-ios17-scenes")]
    let hosted = try fuzz("scene-delegate-blur", profiles: profiles, traces: 120, make: sceneDelegateCover.make)
    let strategy = try fuzz("scene-delegate-blur", profiles: profiles, traces: 120) {
      PerSceneStrategy(claims: .appSwitcher) { BlurStrategy() }
    }
    #expect(hosted.map(\.brokenInvariants) == strategy.map(\.brokenInvariants))
    #expect(hosted.map { $0.counterexamples.map(\.events) } == strategy.map { $0.counterexamples.map(\.events) })
    #expect(hosted.flatMap(\.hostingProblems).isEmpty)
    // Its findings differ from those of no strategy at all: the blur runs.
    #expect(hosted.map(\.coverWarnings) == [[], []])
  }

  /// The hosted delegate's blur is what covers the card: without the host setting `window`, the
  /// card would show the balance.
  @Test func theHostedSceneDelegateCoversTheSwitcherCard() throws {
    let trace = try Trace(
      parsing: """
        lifecycle-fuzz trace 2
        strategy: scene-delegate-blur
        profile: iphone-ios17-scenes
        expect: holds
        launch
        openAppSwitcher
        """, file: "inline")
    #expect(verdict(of: trace, strategy: sceneDelegateCover.make) == .holds)
  }

  /// A scene delegate that can never see a window is an error told before the run (and seen in
  /// it), not a silent leak; its findings are those of no strategy at all, which is a warning.
  @Test func aSceneDelegateWithoutAWindowIsAnError() throws {
    let results = try fuzz("windowless", profiles: [.iPhoneScenes], traces: 20) {
      AppDelegateHost(claims: .appSwitcher, sceneDelegate: { WindowlessSceneDelegate() })
    }
    #expect(
      results.first?.hostingProblems == [
        "WindowlessSceneDelegate can never see a window (no stored `var window`): UIKit cannot hand it the "
          + "scene's window, and a cover it adds to `window` is never on screen",
        "WindowlessSceneDelegate.window is nil after scene(_:willConnectTo:options:) (no stored `var window`?): "
          + "a cover added to it is never on screen",
      ])
    #expect(results.first?.brokenInvariants == [.snapshotLeak])
    #expect(
      results.first?.coverWarnings == [
        "windowless's findings on iphone-ios17-scenes equal those of no strategy at all: its cover may never run "
          + "(a callback never called, a notification never posted, a window never seen?), or hides nothing where it runs"
      ])
  }

  /// The app's SceneDelegate named for an app without scenes: UIKit never makes it, so its
  /// callbacks are never called; an error told before the run, and a warning that its findings
  /// are those of no strategy at all.
  @Test func aSceneDelegateOnAnAppWithoutScenesIsAnError() throws {
    let results = try fuzz(
      "scene-delegate-blur", profiles: [try Profile(named: "iphone-ios17-appdelegate")], traces: 20,
      make: sceneDelegateCover.make)
    #expect(
      results.first?.hostingProblems == [
        "SceneDelegate is never made: this app uses no scenes, so UIKit calls no scene delegate (its callbacks "
          + "never run; name the app delegate, or fuzz on a profile with scenes)"
      ])
    #expect(results.first?.coverWarnings.count == 1)
  }

  /// The app delegate, with `@main`, `@objc` and `#selector` observers as written for iOS, runs
  /// its singleton shield from launch: the switcher card is covered.
  @Test func theAppDelegatesSingletonShieldRuns() throws {
    let trace = try Trace(
      parsing: """
        lifecycle-fuzz trace 2
        strategy: privacy-shield
        profile: iphone-ios17-scenes
        expect: holds
        launch
        openAppSwitcher
        """, file: "inline")
    #expect(verdict(of: trace, strategy: privacyShieldCover.make) == .holds)
  }
}
