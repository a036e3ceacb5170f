import AppLogic
import ShieldModel

/// A built-in strategy: its name, what it is, where it comes from, and how to make one.
nonisolated public struct StrategyDescriptor: Sendable {
  /// The name used on the command line and in traces (kebab-case).
  public let name: String
  /// One line on what the strategy does.
  public let summary: String
  /// Where the strategy comes from (a seed article or a public report).
  public let source: String
  /// What the strategy claims to protect.
  public let claims: ProtectionClaims
  /// The profile the strategy was written for.
  public let defaultProfile: Profile
  /// Makes a fresh instance for one device.
  public let make: @MainActor @Sendable () -> any PrivacyScreenStrategy
  /// The source file that describes the strategy, as the compiler saw it (`#filePath` where
  /// the descriptor was created): where a security report locates a failure with no trace file.
  public let sourceFile: String
  /// The app the strategy runs in, or `nil` for the engine's sample app (`AppDescription.sample`,
  /// a banking screen): describe your own app's views (which are sensitive, which neutral, your
  /// own fields) to judge the cover over them.
  public var app: AppDescription?
  /// Whether the app's first screen focuses its typing field when it appears
  /// (``AppDescription/focusesTypingFieldOnAppear``), whichever app it runs in: part of the app
  /// around the strategy (the lock family's `appFocus`), so the baseline does it too.
  public var appFocusesTypingField = false
  /// Weights the strategy's own app gives event classes that are off by default: an app that
  /// ships extensions or a widget (the lock family's `ext=`, `widget=`) has `openExtension`,
  /// `closeExtension` and `showWidget` drawn for it by `run` (unless `--weight` names them), and
  /// no other strategy draws them. Empty by default.
  public var eventWeights: [String: Int] = [:]
  /// An app-logic script's coverage points (``AppLogic/AppLogicScript/branches``), which a run steers toward and
  /// reports when never reached; empty for every other strategy.
  public var scriptBranches: [AppLogicBranch] = []
  /// The app-logic script the strategy runs (what ``scriptBranches`` are points of), or `nil` for every other
  /// strategy.
  public var appLogicScript: AppLogicScript?
  /// Screens of the app the strategy's own code names (a section lock's `section=`): a name the app
  /// does not have would leave the code waiting for a screen that never opens, so a run refuses it
  /// before it starts. Empty by default.
  public var screensNamed: [String] = []
  /// The screens whose content the app calls sensitive (``ShieldModel/AppDescription/sensitiveScreens``: an
  /// app-logic script's `sensitive:`), or `nil` for the app's own roles: part of the app around the strategy, so
  /// the baseline shows the same. A leak is judged only on content of those screens.
  public var sensitiveScreens: [String]?

  /// Creates a descriptor; `sourceFile` defaults to the caller's file, `app` to the sample app.
  public init(
    name: String, summary: String, source: String, claims: ProtectionClaims,
    defaultProfile: Profile, app: AppDescription? = nil, sourceFile: String = #filePath,
    make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
  ) {
    self.sourceFile = sourceFile
    self.app = app
    self.name = name
    self.summary = summary
    self.source = source
    self.claims = claims
    self.defaultProfile = defaultProfile
    self.make = make
  }
}

/// The strategies that ship with LifecycleFuzz, in a fixed order.
///
/// The seed strategies come first, then the recommended one; members of the field's parametric
/// family (``CoverConfiguration``) are not listed but are found by name.
nonisolated public enum StrategyCatalog {
  /// The name of the strategy LifecycleFuzz recommends.
  public static let recommended = "state-cover"

  private static let flutter329 = Profile(
    device: .iPhone, osVersion: OSVersion(17),
    appStructure: .flutterHost(version: FlutterVersion(3, 29), usesScenes: false))
  private static let swiftUI = Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .swiftUI)

  /// Every built-in strategy: the listed ones, then the lock family's representatives.
  public static let all: [StrategyDescriptor] = listed + LockCatalog.representatives

  private static let listed: [StrategyDescriptor] = [
    StrategyDescriptor(
      name: "subview-tag",
      summary: "full-window view tagged 999 added in sceneWillResignActive, removed in sceneDidBecomeActive",
      source: "seed 003", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { SubviewTagCover() }),
    StrategyDescriptor(
      name: "cover-window",
      summary: "UIWindow at .alert + 1 shown in sceneWillResignActive, faded out over 0.12 s in sceneDidBecomeActive",
      source: "seed 002", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { CoverWindow() }),
    StrategyDescriptor(
      name: "secure-layer",
      summary:
        "window layer reparented into a full-window secure text field; logo overlay on resign (app delegate only)",
      source: "seed 000", claims: .all,
      defaultProfile: flutter329,
      make: { SecureLayerReparenting() }),
    // Catalog entries (issue 4), grouped; other issues append after this group.
    StrategyDescriptor(
      name: "subview-tag-vc",
      summary: "the screen's view controller adds a tag-999 view to its own view on the app-level resign notification",
      source: "seed 003", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { ViewControllerTagCover() }),
    StrategyDescriptor(
      name: "one-line-cover",
      summary: "window?.addSubview(UIView(frame: window!.bounds)) in sceneWillResignActive, never removed",
      source: "seed 000", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { OneLineSceneCover() }),
    StrategyDescriptor(
      name: "capture-alert",
      summary: "an in-app alert after each screenshot and when recording starts; detects, protects nothing",
      source: "seed 000", claims: [], defaultProfile: .iPhoneScenes,
      make: { CaptureAlerts() }),
    StrategyDescriptor(
      name: "privacy-sensitive",
      summary: "SwiftUI .privacySensitive() on the content and nothing else: marks, never redacts",
      source: "seed 002", claims: .all, defaultProfile: swiftUI,
      make: { PrivacySensitiveMarking(appliesRedaction: false) }),
    StrategyDescriptor(
      name: "privacy-redacted",
      summary: ".privacySensitive() plus .redacted(reason: .privacy) while the scene phase is not active",
      source: "seed 002 + Apple's RedactionReasons.privacy", claims: .appSwitcher, defaultProfile: swiftUI,
      make: { PrivacySensitiveMarking(appliesRedaction: true) }),
    StrategyDescriptor(
      name: "hidden-on-capture",
      summary: "content drawn inside a secure text field's canvas (found by class), so captures leave it out",
      source: "seed 004", claims: [.screenshots, .recordings], defaultProfile: swiftUI,
      make: { HiddenOnCapture() }),
    StrategyDescriptor(
      name: "blur-when-backgrounded",
      summary: "blur radius 10 (0.2 s ease-in-out) and 40% black on the app-level resign; undone on become-active",
      source: "seed 004", claims: .appSwitcher, defaultProfile: swiftUI,
      make: { BlurWhenBackgrounded() }),
    StrategyDescriptor(
      name: recommended,
      summary:
        "recommended: a window per scene at .alert + 1, shown exactly while the scene is not active; ends editing",
      source: "LifecycleFuzz", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { SceneStateCover() }),
    // Strategies the public cases need (Sources/CoverStrategies/Cases).
    StrategyDescriptor(
      name: "background-phase-overlay",
      summary: "SwiftUI overlay shown when scenePhase becomes .background, removed on .active",
      source: "https://github.com/zodl-inc/zodl-ios/pull/1794", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
      make: { PhaseKeyedOverlay(coversInactive: false) }),
    StrategyDescriptor(
      name: "inactive-phase-overlay",
      summary: "SwiftUI overlay shown whenever scenePhase is not .active (the fix for background-phase-overlay)",
      source: "https://github.com/zodl-inc/zodl-ios/pull/1794", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
      make: { PhaseKeyedOverlay(coversInactive: true) }),
    StrategyDescriptor(
      name: "background-cover-window",
      summary: "cover window shown in sceneDidEnterBackground, hidden in sceneWillEnterForeground",
      source: "https://github.com/corona-warn-app/cwa-app-ios/issues/666", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios13-scenes"),
      make: {
        // corona-warn-app moved its cover to did-enter-background so that it stays off system prompts and Control
        // Center (https://github.com/corona-warn-app/cwa-app-ios/pull/427): it promises no needless cover.
        LifecycleHookCover(
          showOn: [.sceneDidEnterBackground], hideOn: [.sceneWillEnterForeground], surface: .window,
          promisesNoNeedlessCover: true)
      }),
    StrategyDescriptor(
      name: "flutter-lock-widget",
      summary:
        "Dart lock widget swapped in with setState on inactive, out on resumed (drawn on the engine's next frame)",
      source: "https://github.com/flutter/flutter/issues/32895", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-flutter2.0"),
      make: { FlutterLockWidget() }),
    StrategyDescriptor(
      name: "app-delegate-cover",
      summary: "cover view added in applicationWillResignActive, removed in applicationDidBecomeActive",
      source: "https://github.com/home-assistant/iOS/issues/1012", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: {
        LifecycleHookCover(
          showOn: [.appDelegateWillResignActive], hideOn: [.appDelegateDidBecomeActive], surface: .subview)
      }),
    StrategyDescriptor(
      name: "app-notification-cover",
      summary: "cover view driven by UIApplication will-resign-active / did-become-active notifications",
      source: "https://github.com/home-assistant/iOS/issues/1012", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: {
        LifecycleHookCover(
          showOn: [.willResignActiveNotification], hideOn: [.didBecomeActiveNotification], surface: .subview)
      }),
    StrategyDescriptor(
      name: "resign-presented-cover",
      summary:
        "full-screen cover view controller presented on willResignActiveNotification, dismissed on didBecomeActive",
      source: "https://github.com/ionic-team/capacitor-privacy-screen/pull/26", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios18-scenes"),
      make: { PresentedCoverViewController(presentsAsynchronously: false, dismissesAnimated: false) }),
    StrategyDescriptor(
      name: "flag-guarded-fade-cover",
      summary:
        "cover shown on resign unless isCoverShown; faded out over 0.3 s on become-active, flag cleared on completion",
      source: "https://github.com/immuni-app/immuni-app-ios/issues/192", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios13-scenes"),
      make: { FlagGuardedFadeCover(fadeDuration: 0.3) }),
    StrategyDescriptor(
      name: "flag-guarded-cover",
      summary: "as flag-guarded-fade-cover but removed without animation (the fix)",
      source: "https://github.com/immuni-app/immuni-app-ios/issues/192", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios13-scenes"),
      make: { FlagGuardedFadeCover(fadeDuration: 0) }),
    StrategyDescriptor(
      name: "biometric-skipping-cover",
      summary: "cover on resign, skipped while the app's own Face ID request is up; removed on become-active",
      source: "https://github.com/keepassium/KeePassium/issues/330", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { BiometricAwareCover(coversOnBackground: false) }),
    StrategyDescriptor(
      name: "biometric-aware-cover",
      summary: "as biometric-skipping-cover, plus a cover in sceneDidEnterBackground (the fix)",
      source: "https://github.com/keepassium/KeePassium/issues/330", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { BiometricAwareCover(coversOnBackground: true) }),
    StrategyDescriptor(
      name: "inflight-biometric-shield",
      summary: "shield on resign, skipped while the app's own Face ID request is in flight; removed on become-active",
      source: "https://github.com/strongbox-password-safe/Strongbox/issues/555", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: { InFlightBiometricShield(shielding: .onResignUnlessAuthenticating) }),
    StrategyDescriptor(
      name: "inflight-biometric-shield-background",
      summary: "as inflight-biometric-shield, plus the shield in sceneDidEnterBackground (not enough)",
      source: "https://github.com/strongbox-password-safe/Strongbox/issues/555", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: { InFlightBiometricShield(shielding: .alsoOnBackground) }),
    StrategyDescriptor(
      name: "inactive-biometric-shield",
      summary: "as inflight-biometric-shield, but raised on every resign, request in flight or not (the fix)",
      source: "https://github.com/strongbox-password-safe/Strongbox/issues/555", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: { InFlightBiometricShield(shielding: .wheneverInactive) }),
    StrategyDescriptor(
      name: "toggleable-cover",
      summary:
        "resign/become-active cover observers registered at launch and on appCall(enable); appCall(disable) only unregisters them",
      source: "https://github.com/prongbang/screen_protector/pull/26", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: { ToggleableCover(removesCoverOnDisable: false) }),
    StrategyDescriptor(
      name: "toggleable-cover-cleanup",
      summary: "as toggleable-cover, and disable also removes a cover that is showing (the fix)",
      source: "https://github.com/prongbang/screen_protector/pull/26", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: { ToggleableCover(removesCoverOnDisable: true) }),
    StrategyDescriptor(
      name: "foreground-restored-cover",
      summary: "cover view added in applicationWillResignActive, removed in applicationWillEnterForeground",
      source: "https://github.com/ResearchKit/ResearchKit/issues/705", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
      make: {
        LifecycleHookCover(
          showOn: [.appDelegateWillResignActive], hideOn: [.appDelegateWillEnterForeground], surface: .subview)
      }),
    StrategyDescriptor(
      name: "first-hook-cover-window",
      summary:
        "cover window per scene shown on sceneWillResignActive or sceneDidEnterBackground, hidden on sceneDidBecomeActive",
      source: "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true"),
      make: {
        LifecycleHookCover(
          showOn: [.sceneWillResignActive, .sceneDidEnterBackground], hideOn: [.sceneDidBecomeActive], surface: .window)
      }),
    StrategyDescriptor(
      name: "foreground-hidden-cover-window",
      summary: "as first-hook-cover-window, also hidden in sceneWillEnterForeground (the fix for external displays)",
      source: "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true"),
      make: {
        LifecycleHookCover(
          showOn: [.sceneWillResignActive, .sceneDidEnterBackground],
          hideOn: [.sceneWillEnterForeground, .sceneDidBecomeActive], surface: .window)
      }),
    StrategyDescriptor(
      name: "async-presented-cover",
      summary:
        "one reused cover view controller presented with DispatchQueue.main.async on resign, dismissed with animation on become-active",
      source: "https://github.com/capacitor-community/privacy-screen/issues/83", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: { PresentedCoverViewController(presentsAsynchronously: true, dismissesAnimated: true) }),
    StrategyDescriptor(
      name: "guarded-async-presented-cover",
      summary:
        "as async-presented-cover, skipping the presentation while the controller is still presented or dismissing",
      source: "https://github.com/capacitor-community/privacy-screen/issues/83", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: {
        PresentedCoverViewController(presentsAsynchronously: true, dismissesAnimated: true, guardsInFlight: true)
      }),
    StrategyDescriptor(
      name: "capture-change-blur",
      summary: "blur shown and removed as capturedDidChangeNotification reports capture on and off",
      source: "https://github.com/JayantBadlani/ScreenShield/issues/22", claims: .recordings,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { CaptureBlur(trigger: .captureChange) }),
    StrategyDescriptor(
      name: "capture-state-blur",
      summary: "as capture-change-blur, and also reads sceneCaptureState when the scene connects (the fix)",
      source: "https://github.com/JayantBadlani/ScreenShield/issues/22", claims: .recordings,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { CaptureBlur(trigger: .captureState) }),
    StrategyDescriptor(
      name: "secure-canvas-first-sublayer",
      summary: "window layer reparented into a secure field's canvas, reached as the field layer's first sublayer",
      source: "https://github.com/prongbang/ScreenProtectorKit/issues/6", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: {
        SecureCanvasReparenting(
          lookup: .firstSublayer, offersToggle: false, disable: .undoReparenting, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "secure-canvas-by-class",
      summary: "window layer reparented into a secure field's canvas, found by the canvas view's class",
      source: "https://github.com/prongbang/ScreenProtectorKit/issues/6", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: {
        SecureCanvasReparenting(
          lookup: .byClass, offersToggle: false, disable: .undoReparenting, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "secure-canvas-reapply",
      summary:
        "as secure-canvas-by-class, applied again on appCall(enable) and at every return to the foreground without a guard",
      source: "https://github.com/prongbang/screen_protector/issues/52", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios18-scenes"),
      make: {
        SecureCanvasReparenting(
          lookup: .byClass, offersToggle: true, disable: .undoReparenting, fieldTakesTouches: false, reapplies: true)
      }),
    StrategyDescriptor(
      name: "screenshot-notification-blur",
      summary: "blur shown for 1 s when userDidTakeScreenshotNotification arrives",
      source: "https://github.com/killserver/react-native-screenshot-prevent/issues/1", claims: .screenshots,
      defaultProfile: try! Profile(named: "iphone-ios15-scenes"),
      make: { CaptureBlur(trigger: .screenshotNotification) }),
    StrategyDescriptor(
      name: "app-wide-privacy-window",
      summary: "one privacy window, placed on the key window's scene when the app-wide background notification arrives",
      source: "https://github.com/mozilla-mobile/firefox-ios/issues/23119", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "ipad-split-ios18-scenes"),
      make: { AppWidePrivacyWindow() }),
    StrategyDescriptor(
      name: "secure-canvas-toggle",
      summary:
        "window layer reparented into a secure field's last sublayer at launch and on appCall(enable); appCall(disable) only clears isSecureTextEntry",
      source: "https://github.com/prongbang/screen_protector/issues/75", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios18-appdelegate"),
      make: {
        SecureCanvasReparenting(
          lookup: .lastSublayer, offersToggle: true, disable: .clearSecureEntryOnly, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "secure-canvas-toggle-undo",
      summary: "as secure-canvas-toggle, but disable moves the window layer back and removes the field (the fix)",
      source: "https://github.com/prongbang/screen_protector/issues/75", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios18-appdelegate"),
      make: {
        SecureCanvasReparenting(
          lookup: .lastSublayer, offersToggle: true, disable: .undoReparenting, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "editing-ending-cover",
      summary:
        "ends editing in the window, then adds a cover view in sceneWillResignActive; removed in sceneDidBecomeActive",
      source: "https://github.com/mozilla-mobile/focus-ios/issues/1096", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios16-scenes"),
      make: {
        LifecycleHookCover(
          showOn: [.sceneWillResignActive], hideOn: [.sceneDidBecomeActive], surface: .subview, endsEditing: true)
      }),
    StrategyDescriptor(
      name: "secure-canvas-last-sublayer",
      summary:
        "seed 000's reparenting into the field's last sublayer at launch, with the field's touches off (the fix for touch-blocked)",
      source: "https://github.com/bitcoinppl/cove/pull/684", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios17-flutter3.29"),
      make: {
        SecureCanvasReparenting(
          lookup: .lastSublayer, offersToggle: false, disable: .undoReparenting, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "key-privacy-window",
      summary: "privacy window shown and made key in sceneDidEnterBackground, hidden in sceneWillEnterForeground",
      source: "https://github.com/mozilla-mobile/firefox-ios/pull/33874", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { KeyPrivacyWindow(makesKey: true) }),
    StrategyDescriptor(
      name: "visible-privacy-window",
      summary: "as key-privacy-window, but shown with isHidden = false and not made key (the fix for focus-lost)",
      source: "https://github.com/mozilla-mobile/firefox-ios/pull/33874", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { KeyPrivacyWindow(makesKey: false) }),
    StrategyDescriptor(
      name: "secure-canvas-stale-bounds",
      summary:
        "window layer reparented into a secure field's canvas (by class) at launch and on appCall(enable); the field keeps its portrait frame on rotation",
      source: "https://github.com/JayantBadlani/ScreenShield/issues/29", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: {
        SecureCanvasReparenting(
          lookup: .byClass, offersToggle: true, disable: .undoReparenting, fieldTakesTouches: false)
      }),
    StrategyDescriptor(
      name: "secure-canvas-autoresizing",
      summary: "as secure-canvas-stale-bounds, but the field resizes with the window (the fix for touch-blocked)",
      source: "https://github.com/JayantBadlani/ScreenShield/issues/29", claims: [.screenshots, .recordings],
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: {
        SecureCanvasReparenting(
          lookup: .byClass, offersToggle: true, disable: .undoReparenting, fieldTakesTouches: false,
          fieldResizesWithWindow: true)
      }),
    // The app's own presented UI and app locks (issue 14).
    StrategyDescriptor(
      name: "top-presented-privacy-screen",
      summary:
        "full-screen privacy view controller presented from the top-most controller on resign, dismissed on become-active",
      source: "https://github.com/capacitor-community/privacy-screen/issues/76", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { PrivacyScreenPlugin(surface: .presentedFromTopMost) }),
    StrategyDescriptor(
      name: "privacy-screen-window",
      summary: "as top-presented-privacy-screen, but the privacy screen is a window at .alert + 1 (the fix)",
      source: "https://github.com/ionic-team/capacitor-privacy-screen/pull/26", claims: .appSwitcher,
      defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
      make: { PrivacyScreenPlugin(surface: .window) }),
    // The app locks (issue 14) are members of the lock family (issue 25), under their old names.
    LockFamily.descriptor(
      for: try! LockConfiguration(
        parsing:
          "lock[shield=none,when=launch+background,as=present,from=top,style=automatic,release=keypad,rearm=background]"
      ),
      name: "sheet-app-lock",
      summary:
        "app lock presented with the default style (an iOS 13 page sheet) from the top-most controller at launch "
        + "and background, released by its keypad",
      source: "https://github.com/smartdevicelink/sdl_ios/issues/1422",
      profile: try! Profile(named: "iphone-ios17-scenes")),
    LockFamily.descriptor(
      for: try! LockConfiguration(
        parsing: "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=background]"),
      name: "window-app-lock",
      summary: "as sheet-app-lock, but the lock is a window at .alert + 1 above everything the app presents (the fix)",
      source: "https://github.com/vultisig/vultisig-ios/issues/5082",
      profile: try! Profile(named: "iphone-ios17-scenes")),
    // App logic (issue 25): capture detection with its promise, and two protections in one app.
    detect(
      "detect[on=captured,promise=blank,initial=ignore,at=launch]",
      source: "https://github.com/JayantBadlani/ScreenShield/issues/22"),
    detect(
      "detect[on=captured,promise=blank,initial=read,at=appCall,disable=leave]",
      source: "https://github.com/expo/expo/pull/48000"),
    detect(
      "detect[on=captured,promise=blank,initial=read,at=appCall,disable=clean]",
      source: "https://github.com/expo/expo/pull/48000"),
    detect(
      "detect[on=screenshot,promise=alert,initial=ignore,at=launch]",
      source: "https://github.com/huextrat/react-native-screenshot-aware/issues/216"),
    sdkSnapshotBesideAppCover,
  ]

  private static func detect(_ name: String, source: String) -> StrategyDescriptor {
    let d = DetectFamily.descriptor(for: try! DetectConfiguration(parsing: name))
    return StrategyDescriptor(
      name: d.name, summary: d.summary, source: source, claims: d.claims, defaultProfile: d.defaultProfile,
      make: d.make)
  }

  /// An SDK's snapshot controller presented from the root beside the app's own, presented from the
  /// top (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195 ): dismissing the
  /// first takes the second (UIKit's dismiss) and leaves the first up.
  private static var sdkSnapshotBesideAppCover: StrategyDescriptor {
    compositeDescriptor(of: [
      CoverFamily.descriptor(for: try! CoverConfiguration(parsing: "cover[on=resign,via=present,off=becomeActive]")),
      StrategyDescriptor(
        name: "top-presented-privacy-screen",
        summary: "full-screen privacy view controller presented from the top-most controller on resign",
        source: "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195", claims: .appSwitcher,
        defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
        make: { PrivacyScreenPlugin(surface: .presentedFromTopMost) }),
    ])
  }

  /// The built-in strategy named `name`, a member of a family named in its text form
  /// (`cover[...]`, see ``CoverConfiguration``; `lock[...]`, see ``LockConfiguration``;
  /// `detect[...]`, see ``DetectConfiguration``), two protections joined by `+`, or `nil`.
  public static func descriptor(named name: String) -> StrategyDescriptor? {
    if let d = all.first(where: { $0.name == name }) { return d }
    if let d = composedDescriptor(named: name) { return d }
    if let script = AppLogicScripts.script(named: name) { return try? AppLogicStrategy.descriptor(script: script) }
    if name.hasPrefix(LockConfiguration.prefix) {
      guard let configuration = try? LockConfiguration(parsing: name) else { return nil }
      return LockFamily.descriptor(for: configuration)
    }
    guard let configuration = try? CoverConfiguration(parsing: name) else { return nil }
    return CoverFamily.descriptor(for: configuration)
  }

  /// Why `name` names no strategy: a family name's parse error, or `nil` when it does name one
  /// (or is not a family name at all).
  public static func familyNameError(_ name: String) -> String? {
    if memberNames(of: name).count > 1 || name.hasPrefix(DetectConfiguration.prefix) {
      return composedNameError(name)
    }
    if AppPromise.isPromise(name) { return AppPromise.loneMemberError(name) }
    if name.hasPrefix(LockConfiguration.prefix) {
      do {
        _ = try LockConfiguration(parsing: name)
        return nil
      } catch {
        return error.description
      }
    }
    guard name.hasPrefix(CoverConfiguration.prefix) else { return nil }
    do {
      _ = try CoverConfiguration(parsing: name)
      return nil
    } catch {
      return error.description
    }
  }
}
