import AndroidModel
import AppLogic

/// A built-in Android strategy as the engine lists, fuzzes and compares it.
nonisolated public struct AndroidStrategyDescriptor: Sendable {
  /// The strategy's name, for example `secure-flag-on-create` (unique among Android strategies).
  public let name: String
  /// One line saying what the strategy does.
  public let summary: String
  /// Where it comes from: a seed article, a public report or a plugin's source.
  public let source: String
  /// The profile a run uses for it when none is given.
  public let defaultProfile: AndroidProfile
  /// The name of the iOS strategy that is the other half of the same cross-platform plugin, if any (`compare` puts
  /// them side by side).
  public let iOSCounterpart: String?
  /// A fresh instance (strategies keep state, so each trace needs its own).
  public let make: @MainActor @Sendable () -> any AndroidPrivacyStrategy
  /// What the app promises besides the strategy's own claims (``AndroidAppPromise``, a `+ promise[...]` name):
  /// nothing by default.
  public var promisedClaims: AndroidProtectionClaims = []
  /// Whether the app promises that screenshots and recordings of its non-sensitive content work
  /// (``AndroidAppPromise/neutralCapturesName``): `needless-secure` is judged only then. False by default.
  public var promisesNeutralCaptures = false
  /// Weights the strategy's traces give event classes (``AndroidEvent/enrollBiometric``, of default weight 0, for a
  /// lock that names a Keystore key; ``AndroidEvent/removeTask``, of default weight 1 since the twenty-third session,
  /// for one that names the user's lock setting), unless the run's `--weight` names the class: none by default.
  public var eventWeights: [String: Int] = [:]
  /// An app-logic script's coverage points (``AppLogic/AppLogicScript/branches``), which a run steers toward and
  /// reports when never reached; empty for every other strategy.
  public var scriptBranches: [AppLogicBranch] = []
  /// The app-logic script the strategy is, or `nil` for every other strategy: what a report reads to say which of its
  /// handlers a profile never runs (``AndroidAppLogic/reasonNeverRuns(line:kind:in:on:turnedOff:)``).
  public var appLogicScript: AppLogicScript?
  /// The app the strategy runs in (its screens and which are sensitive); the banking app by default.
  public let app: AndroidAppDescription
  /// The source file that describes the strategy (`#filePath` where the descriptor was made): where a security
  /// report locates a finding with no trace file.
  public let sourceFile: String

  /// A descriptor; `name` is the name the strategy reports.
  public init(
    name: String, summary: String, source: String, defaultProfile: AndroidProfile, iOSCounterpart: String? = nil,
    app: AndroidAppDescription = .banking, sourceFile: String = #filePath,
    make: @escaping @MainActor @Sendable () -> any AndroidPrivacyStrategy
  ) {
    self.sourceFile = sourceFile
    self.app = app
    self.name = name
    self.summary = summary
    self.source = source
    self.defaultProfile = defaultProfile
    self.iOSCounterpart = iOSCounterpart
    self.make = make
  }
}

/// Every built-in Android strategy, in catalog order.
nonisolated public enum AndroidStrategyCatalog {
  /// Fresh instances of every strategy (strategies keep state, so each run needs its own).
  @MainActor public static func all() -> [any AndroidPrivacyStrategy] { descriptors.map { $0.make() } }

  /// The built-in Android strategy named `name` (in the catalog or ``namedOnly``), or the parametric one an `android-cover[…]` text describes
  /// (named by its canonical text), or `nil`.
  public static func descriptor(named name: String) -> AndroidStrategyDescriptor? {
    if let (strategy, promise) = AndroidAppPromise.split(name) {
      guard let claims = try? AndroidAppPromise.claims(parsing: promise), let base = descriptor(named: strategy) else {
        return nil
      }
      return AndroidAppPromise.descriptor(
        base, promising: claims, neutralCaptures: AndroidAppPromise.promisesNeutralCaptures(promise))
    }
    if let script = AndroidAppLogicScripts.registry.script(named: name) { return try? descriptor(forAppLogic: script) }
    if let composite = compositeDescriptor(named: name) { return composite }
    if let descriptor = descriptors.first(where: { $0.name == name }) { return descriptor }
    if let descriptor = namedOnly.first(where: { $0.name == name }) { return descriptor }
    if let lock = AndroidLockConfiguration(parsing: name) { return descriptor(for: lock) }
    if let detection = AndroidDetectionConfiguration(parsing: name) { return descriptor(for: detection) }
    guard let configuration = try? AndroidCoverConfiguration(parsing: name) else { return nil }
    return descriptor(for: configuration)
  }

  /// The descriptor of the parametric strategy `configuration` (a member that names its activities or the sensitive
  /// ones runs in the payments app of several activities, ``AndroidAppDescription/payments(sensitive:)``).
  public static func descriptor(for configuration: AndroidCoverConfiguration) -> AndroidStrategyDescriptor {
    let scope = configuration.activities.map { "; in the \($0.joined(separator: ", ")) activities only" } ?? ""
    return AndroidStrategyDescriptor(
      name: configuration.description,
      summary: "\(configuration.what.rawValue) from \(configuration.hook.rawValue)"
        + (configuration.dialogs ? ", dialogs and popups too" : ", the activity's window only")
        + (configuration.promisesNoNeedlessCover ? "; promises no needless cover" : "") + scope,
      source: "the parametric family (AndroidCoverConfiguration)", defaultProfile: AndroidProfile(apiLevel: 34),
      app: configuration.app ?? .banking, make: { ConfiguredAndroidCover(configuration) })
  }

  /// The descriptor of the app lock `configuration`.
  /// A member that names a scope runs in the wallet, whose card and settings are activities of their own; a `jsView`
  /// lock in a React Native app.
  public static func descriptor(for configuration: AndroidLockConfiguration) -> AndroidStrategyDescriptor {
    let scope = configuration.scope.map {
      ", its code in \($0 == .baseActivity ? "every activity" : "the launcher activity")"
    }
    var descriptor = AndroidStrategyDescriptor(
      name: configuration.description,
      summary: "an app lock drawn as a \(configuration.surface.rawValue), armed at creation and in "
        + "\(configuration.rearm.rawValue)\(scope ?? ""), passed with appCall(unlock)",
      source: "the app-lock family (AndroidLockConfiguration)",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: configuration.surface == .jsView ? .reactNative : .views),
      app: configuration.scope == nil && configuration.idle == nil && configuration.section == nil ? .banking : .wallet,
      make: {
        configuration.section == nil
          ? AndroidAppLock(configuration) as any AndroidPrivacyStrategy : AndroidSectionLock(configuration)
      })
    // A user's lock setting ("on app restart" among them) is judged across the swipe that closes the app: its traces
    // swipe the card away in Recents, as often as a force stop is drawn.
    if configuration.userSetting != nil || configuration.closeLock != nil {
      descriptor.eventWeights = ["removeTask": 1]
    }
    // A lock whose prompt needs a Keystore key is judged across a new enrolment, as often as a removal is drawn.
    if configuration.cryptoKey != nil { descriptor.eventWeights["enrollBiometric"] = 1 }
    return descriptor
  }

  /// The descriptor of the capture detection `configuration` (the wallet app, whose card is an activity of its own;
  /// the callbacks on API 34 (screenshots) and 35 (recordings), a `MediaStore` observer on 33, a `FileObserver` on
  /// 28, the last level each works without the callback).
  public static func descriptor(for configuration: AndroidDetectionConfiguration) -> AndroidStrategyDescriptor {
    let channel =
      switch configuration.via {
      case .callback: "the API 34/35 callback"
      case .mediaStore: "a MediaStore observer"
      case .fileObserver: "a FileObserver on the screenshots folder"
      }
    let apiLevel =
      switch configuration.via {
      case .callback: configuration.what == .screenshots ? 34 : 35
      case .mediaStore: 33
      case .fileObserver: 28
      }
    return AndroidStrategyDescriptor(
      name: configuration.description,
      summary: "tells the app of \(configuration.what.rawValue) (\(channel)) registered in "
        + "\(configuration.register.rawValue), unregistered in \(configuration.unregister.rawValue); protects nothing",
      source: "the capture-detection family (AndroidDetectionConfiguration)",
      defaultProfile: AndroidProfile(apiLevel: apiLevel), app: .wallet,
      make: { AndroidCaptureDetection(configuration) })
  }

  /// Every descriptor, in catalog order.
  public static let descriptors: [AndroidStrategyDescriptor] = [
    AndroidStrategyDescriptor(
      name: "none", summary: "no protection (the app as written)", source: "the baseline",
      defaultProfile: AndroidProfile(apiLevel: 34), make: { NoAndroidProtection() }),
    AndroidStrategyDescriptor(
      name: "secure-flag-on-create", summary: "FLAG_SECURE on the activity's window in onCreate (seed 004)",
      source: "seed 004", defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative),
      make: { SecureFlagOnCreate() }),
    AndroidStrategyDescriptor(
      name: "render-effect-blur-on-pause",
      summary: "RenderEffect blur on the content view in onPause, cleared in onResume (seed 004)", source: "seed 004",
      defaultProfile: AndroidProfile(apiLevel: 34), make: { RenderEffectBlurOnPause() }),
    AndroidStrategyDescriptor(
      name: "seed-004", summary: "seed 004's three protections together (FLAG_SECURE, blur, textPassword)",
      source: "seed 004", defaultProfile: AndroidProfile(apiLevel: 34), make: { Seed004Protections() }),
    AndroidStrategyDescriptor(
      name: "secure-flag-on-pause", summary: "FLAG_SECURE set in onPause, cleared in onResume (A01)",
      source: "https://github.com/stellar/freighter-mobile/issues/942", defaultProfile: AndroidProfile(apiLevel: 31),
      make: { SecureFlagOnPause() }),
    AndroidStrategyDescriptor(
      name: "cover-view-on-pause", summary: "an opaque cover view added in onPause, removed in onResume",
      source: "https://github.com/mozilla-mobile/focus-android/issues/103",
      defaultProfile: AndroidProfile(apiLevel: 31),
      make: { CoverViewOnPause() }),
    AndroidStrategyDescriptor(
      name: "recents-screenshot-disabled",
      summary: "setRecentsScreenshotEnabled(false) once a PIN is set (appCall(pinSetup)), FLAG_SECURE below API 33",
      source: "https://github.com/element-hq/element-x-android/pull/1757",
      defaultProfile: AndroidProfile(apiLevel: 34), make: { RecentsScreenshotDisabled() }),
    AndroidStrategyDescriptor(
      name: "secure-flag-copied-to-dialogs",
      summary: "FLAG_SECURE in onCreate and copied to every dialog the app makes (popups keep none: A02's fix)",
      source: "https://commonsware.com/blog/2016/06/06/psa-flag-secure-window-leaks.html",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative), make: { SecureFlagCopiedToDialogs() }),
    AndroidStrategyDescriptor(
      name: "recommended",
      summary: "FLAG_SECURE on the activity's window and on every dialog and popup the app makes, a masked CVV",
      source: "docs/model-behaviours.md, Android", defaultProfile: AndroidProfile(apiLevel: 34),
      make: { RecommendedAndroidProtection() }),
    AndroidStrategyDescriptor(
      name: "capacitor-community-privacy-screen",
      summary: "FLAG_SECURE on the activity's window when the plugin loads (onCreate); enable/disable app calls",
      source: "https://github.com/capacitor-community/privacy-screen (android/, 072bb59)",
      defaultProfile: AndroidProfile(apiLevel: 34), iOSCounterpart: "top-presented-privacy-screen",
      make: { CapacitorCommunityPrivacyScreen() }),
    AndroidStrategyDescriptor(
      name: "capacitor-privacy-screen",
      summary: "FLAG_SECURE on the activity's window from enable() at app start, posted to the main thread",
      source: "https://github.com/ionic-team/capacitor-privacy-screen (android/, 2.0.0, c414c78)",
      defaultProfile: AndroidProfile(apiLevel: 34), iOSCounterpart: "privacy-screen-window",
      make: { IonicCapacitorPrivacyScreen() }),
    AndroidStrategyDescriptor(
      name: "flutter-lock-widget",
      summary: "Dart lock widget set on inactive/paused, cleared on resumed, drawn on the engine's next frame",
      source:
        "https://github.com/flutter/flutter/issues/32895 ; https://github.com/neckaros/secure_application/issues/52",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .flutter), iOSCounterpart: "flutter-lock-widget",
      make: { FlutterLockWidget() }),
    AndroidStrategyDescriptor(
      name: "rn-appstate-secure-flag",
      summary: "FLAG_SECURE from the AppState listener, posted to the UI thread after onPause; cleared on resume",
      source:
        "https://github.com/wn-na/react-native-capture-protection/issues/80 ; "
        + "https://github.com/gbumps/react-native-screenguard/issues/107 ; "
        + "https://github.com/gbumps/react-native-screenguard/issues/65",
      defaultProfile: AndroidProfile(apiLevel: 33, structure: .reactNative),
      make: { ReactNativeAppStateSecureFlag() }),
    AndroidStrategyDescriptor(
      name: "per-screen-secure-flag",
      summary: "each sensitive screen sets FLAG_SECURE on mount and clears it on unmount, not reference-counted (A10)",
      source:
        "https://github.com/blinkbitcoin/blink-mobile/pull/4138 ; https://github.com/gbumps/react-native-screenguard",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative), app: .wallet,
      make: { PerScreenSecureFlag() }),
    AndroidStrategyDescriptor(
      name: "per-screen-secure-flag-lease",
      summary: "each sensitive screen takes a reference-counted lease on FLAG_SECURE (A10's control)",
      source: "https://github.com/blinkbitcoin/blink-mobile/pull/4167",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative), app: .wallet,
      make: { PerScreenSecureFlagLease() }),
    AndroidStrategyDescriptor(
      name: "recents-broadcast-dialog",
      summary: "a full-screen dialog from the system-dialogs broadcast (recentapps) and onPause, dismissed in onResume",
      source: "https://github.com/ionic-team/capacitor-privacy-screen/pull/1",
      defaultProfile: AndroidProfile(apiLevel: 35),
      make: { RecentsBroadcastDialog() }),
    AndroidStrategyDescriptor(
      name: "screenguard-overlay-receiver",
      summary: "FLAG_SECURE and an overlay whose receiver is registered without an export flag (A11)",
      source: "https://github.com/gbumps/react-native-screenguard/pull/63",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative),
      make: { ScreenGuardOverlayReceiver(passesExportFlag: false) }),
    AndroidStrategyDescriptor(
      name: "screenguard-overlay-receiver-exported-flag",
      summary: "the same with RECEIVER_NOT_EXPORTED from API 33 (A11's control)",
      source: "https://github.com/gbumps/react-native-screenguard/pull/63",
      defaultProfile: AndroidProfile(apiLevel: 34, structure: .reactNative),
      make: { ScreenGuardOverlayReceiver(passesExportFlag: true) }),
    AndroidStrategyDescriptor(
      name: "lock-rearmed-on-stop",
      summary: "an app lock cover shown at start and re-armed only in onStop; appCall(unlock) removes it (A04)",
      source: "https://github.com/aadityad12/Apex-Tracker/issues/233", defaultProfile: AndroidProfile(apiLevel: 33),
      make: { LockRearmedOnStop() }),
    AndroidStrategyDescriptor(
      name: "static-protection-state",
      summary: "FLAG_SECURE only when a static 'enabled' flag is false; the static outlives the activity (A09)",
      source: "https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/48",
      defaultProfile: AndroidProfile(apiLevel: 30), make: { StaticProtectionState(resetOnDestroy: false) }),
    AndroidStrategyDescriptor(
      name: "static-protection-state-reset",
      summary: "the same with the static reset in onDestroy (A09's control)",
      source: "https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/48",
      defaultProfile: AndroidProfile(apiLevel: 30), make: { StaticProtectionState(resetOnDestroy: true) }),
    AndroidStrategyDescriptor(
      name: "stealth-mode-toggle", summary: "FLAG_SECURE turned on and off at run time by a setting (A06)",
      source: "https://github.com/mozilla-mobile/focus-android/issues/1140",
      defaultProfile: AndroidProfile(apiLevel: 25), app: .browser, make: { StealthModeToggle() }),
    AndroidStrategyDescriptor(
      name: "app-locker-overlay",
      summary: "another app's lock (an app locker): an overlay window raised when the system reports the app in "
        + "front, taken down when it leaves; appCall(unlock) passes it",
      source: "https://github.com/SubhamTyagi/AppLock/issues/44 ; https://github.com/aload0/AppLock/issues/110",
      defaultProfile: AndroidProfile(apiLevel: 34), make: { AppLockerOverlay() }),
    descriptor(for: AndroidLockConfiguration(surface: .view, rearm: .onPause)),
    descriptor(for: AndroidLockConfiguration(surface: .dialog, rearm: .onPause)),
    descriptor(for: AndroidLockConfiguration(surface: .view, rearm: .onPause, scope: .launcherActivity)),
    descriptor(for: AndroidLockConfiguration(surface: .route, rearm: .onPause)),
    descriptor(for: AndroidLockConfiguration(surface: .activity, rearm: .onPause)),
    descriptor(for: AndroidLockConfiguration(surface: .jsView, rearm: .onPause)),
    descriptor(for: AndroidDetectionConfiguration(what: .screenshots, register: .onCreate)),
    descriptor(for: AndroidDetectionConfiguration(what: .recordings, register: .onStart)),
  ]
}
