import TestExpectations
import Testing

@testable import ShieldModel

/// Trips out of the app and back (issue 26): another app opened by a URL, the sign-in prompts
/// drawn by system processes, and the system pickers hosted from another process.
@Suite("Trips to another app or to out-of-process system UI")
struct TripTests {
  @Test("a URL opened in another app: resign, background and a snapshot; back with foreground, then active")
  func openExternalURL() throws {
    // https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    _ = recorder.take()
    try device.apply(.openExternalURL)
    expectEqual(
      recorder.take(),
      [
        "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
        "UIApplicationWillResignActiveNotification(app)", "sceneDidEnterBackground(A)",
        "UISceneDidEnterBackgroundNotification(A)", "UIApplicationDidEnterBackgroundNotification(app)",
      ])
    expectEqual(device.scene(named: "A")?.activationState, .background)
    // The snapshot is taken before the next event (a scheduler choice may come first).
    try device.apply(.advance(1))
    #expect(device.collectCaptures().contains { $0.kind == .switcherSnapshot })
    // The status bar's back link is a return as from the Home Screen.
    try device.apply(.returnToApp)
    expectEqual(
      recorder.take(),
      [
        "sceneWillEnterForeground(A)", "UISceneWillEnterForegroundNotification(A)",
        "UIApplicationWillEnterForegroundNotification(app)", "sceneDidBecomeActive(A)",
        "UISceneDidActivateNotification(A)", "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("the app opens a URL only while it is active with nothing over it")
  func openExternalURLNeedsTheActiveApp() throws {
    let fresh = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil)
    expectEqual(fresh.validationError(for: .openExternalURL), "the app has not been launched")
    let device = try launched()
    #expect(device.validationError(for: .openExternalURL) == nil)
    for over in [SystemEvent.systemAlert(.permission), .openControlCenter, .openAppSwitcher] {
      let d = try launched()
      try d.apply(over)
      #expect(d.validationError(for: .openExternalURL) == "the app is not active with nothing over it", "\(over)")
    }
    try device.apply(.openExternalURL)
    #expect(device.validationError(for: .openExternalURL) != nil)
  }

  @Test("the sign-in prompts are the app's own requests: refused before launch, Sign in with Apple before iOS 13")
  func signInPrompts() throws {
    let fresh = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil)
    expectEqual(
      fresh.validationError(for: .systemAlert(.webSignIn)), "the app's own sign-in request needs the app running")
    #expect(fresh.validationError(for: .systemAlert(.permission)) == nil)
    let old = try launched("iphone-ios12-appdelegate")
    expectEqual(old.validationError(for: .systemAlert(.signInWithApple)), "Sign in with Apple exists from iOS 13")
    #expect(old.validationError(for: .systemAlert(.webSignIn)) == nil)
  }

  @Test("a system picker is a sheet of another process's content: no resign, nothing of the app's in it")
  func systemPickers() throws {
    for kind in [AppPresentationKind.photoPicker, .documentPicker] {
      let recorder = Recorder()
      let device = try launched(strategy: recorder)
      _ = recorder.take()
      try device.apply(.appPresent(kind, .top))
      #expect(recorder.take().allSatisfy { !$0.contains("Resign") }, "\(kind)")
      expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
      let picker = try #require(device.mainWindow()?.rootViewController?.presentedViewController)
      #expect(picker.hostsRemoteContent)
      expectEqual(picker.view.layer.contentRole, .system)
    }
    let old = try launched("iphone-ios13-scenes")
    expectEqual(old.validationError(for: .appPresent(.photoPicker, .top)), "the photo picker exists from iOS 14")
  }

  @Test("a web sign-in's page comes after its consent alert: refused while the scene is not foreground active")
  func webSignInPage() throws {
    // https://github.com/auth0/Auth0.swift/issues/446 ; https://github.com/openid/AppAuth-iOS/issues/468
    let device = try launched()
    try device.apply(.systemAlert(.webSignIn))
    expectEqual(
      device.validationError(for: .appPresent(.authSession, .key)),
      "a web sign-in session starts only while the scene is foreground active")
    try device.apply(.dismissSystemAlert, .appPresent(.authSession, .key))
    let page = try #require(device.mainWindow()?.rootViewController?.presentedViewController)
    #expect(page is SFAuthenticationViewController && page.hostsRemoteContent)
    try device.apply(.goHome)
    #expect(device.validationError(for: .appPresent(.authSession, .root)) != nil)
  }

  @Test("signInWithAppleResigns: the Sign in with Apple sheet resigns the app, or under false leaves it active")
  func signInWithAppleFlag() throws {
    // https://github.com/Daltron/NotificationBanner/pull/326
    for (profile, resigns) in [
      ("iphone-ios17-scenes", true), ("iphone-ios17-scenes+signInWithAppleResigns=false", false),
    ] {
      let recorder = Recorder()
      let device = try launched(profile, strategy: recorder)
      _ = recorder.take()
      try device.apply(.systemAlert(.signInWithApple))
      #expect((device.scene(named: "A")?.activationState == .foregroundInactive) == resigns, "\(profile)")
      try device.apply(.dismissSystemAlert)
      #expect(recorder.take().contains("sceneDidBecomeActive(A)") == resigns, "\(profile)")
      expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
    }
  }
}
