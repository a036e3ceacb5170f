/// Answers to the open platform questions (the "Open questions" of the research notes, listed on
/// docs/model-behaviours.md), each a named flag with the documented default. A run can be
/// repeated under the other answer (profile suffix `+name=true|false`, or `--flag name=value`),
/// and a report can say which answer a verdict depends on.
nonisolated public struct PlatformFlags: Hashable, Sendable {
  /// Q1. While a scene is inactive because the app switcher is open, its card shows the live
  /// scene. Default `true`: Apple lists "visible in the app switcher" among the inactive phase's
  /// cases (https://developer.apple.com/documentation/swiftui/scenephase/inactive), and four
  /// independent first-hand reports see the content in the switcher opened from the app before
  /// any background callback (https://github.com/corona-warn-app/cwa-app-ios/issues/666 , iOS
  /// 13.5; https://horberg.nu/2017/01 ; https://github.com/element-hq/element-x-ios/issues/2026 ;
  /// https://developer.apple.com/forums/thread/798618 ; iOS 10+; high, docs/flag-evidence.md).
  /// `false`: the card shows the last snapshot, if any.
  @inlinable public var switcherCardIsLive: Bool {
    get {
      OpenQuestionReads.noteFlag(0)
      return _switcherCardIsLive
    }
    set { _switcherCardIsLive = newValue }
  }
  @usableFromInline var _switcherCardIsLive = true
  /// Q2. Blocks queued with `DispatchQueue.main.async` during the background callbacks always
  /// run before the snapshot. Default `false`: the order is undocumented, so the trace decides
  /// with `runMainQueue` (https://pastebin.com/rcuCVL3Z ; low).
  @inlinable public var queuedBlocksRunBeforeSnapshot: Bool {
    get {
      OpenQuestionReads.noteFlag(1)
      return _queuedBlocksRunBeforeSnapshot
    }
    set { _queuedBlocksRunBeforeSnapshot = newValue }
  }
  @usableFromInline var _queuedBlocksRunBeforeSnapshot = false
  /// Q3. Captures show presentation values mid-animation (an animation started in the same turn
  /// has made no progress). Default `true` (QA1838,
  /// https://developer.apple.com/library/archive/qa/qa1838/_index.html ; medium). `false`:
  /// captures show model (end) values.
  @inlinable public var capturesShowPresentationValues: Bool {
    get {
      OpenQuestionReads.noteFlag(2)
      return _capturesShowPresentationValues
    }
    set { _capturesShowPresentationValues = newValue }
  }
  @usableFromInline var _capturesShowPresentationValues = true
  /// Q4. The four `UIApplication` life-cycle notifications are posted for every scene that
  /// changes instead of only when the app's aggregate state changes. Default `false`
  /// (https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification ;
  /// high for the aggregate rule; per-scene from https://github.com/brave/brave-ios/pull/8247 ; low).
  @inlinable public var perSceneAppNotifications: Bool {
    get {
      OpenQuestionReads.noteFlag(3)
      return _perSceneAppNotifications
    }
    set { _perSceneAppNotifications = newValue }
  }
  @usableFromInline var _perSceneAppNotifications = false
  /// Q5a. Returning from Notification Center delivers did-become-active twice (radar 49216830,
  /// https://github.com/lionheart/openradar-mirror/issues/21113 ; iOS 11–12.1.4; medium).
  /// Default `true` on iOS 11 to 12.1 profiles, `false` from 12.2.
  @inlinable public var duplicateDidBecomeActive: Bool {
    get {
      OpenQuestionReads.noteFlag(4)
      return _duplicateDidBecomeActive
    }
    set { _duplicateDidBecomeActive = newValue }
  }
  @usableFromInline var _duplicateDidBecomeActive = false
  /// Q5b. A resign is delivered twice before the next become-active
  /// (https://github.com/capacitor-community/privacy-screen/pull/93 ; low). Default `false`.
  @inlinable public var doubleResign: Bool {
    get {
      OpenQuestionReads.noteFlag(5)
      return _doubleResign
    }
    set { _doubleResign = newValue }
  }
  @usableFromInline var _doubleResign = false
  /// Q6. Presenting an in-app `UIAlertController` makes the scene inactive until it is
  /// dismissed. Default `false`: no source shows an in-app alert resigning
  /// (https://github.com/Ares-Defence-Labs/KmpEssentials/issues/83), and Apple's DTS answer on
  /// the inactive state names UI the system brings up in front of the app
  /// (https://developer.apple.com/forums/thread/133051 ; medium-high).
  @inlinable public var inAppAlertsResign: Bool {
    get {
      OpenQuestionReads.noteFlag(6)
      return _inAppAlertsResign
    }
    set { _inAppAlertsResign = newValue }
  }
  @usableFromInline var _inAppAlertsResign = false
  /// Q7. iPadOS 26 windowing: a scene covered by another app's window
  /// (``SystemEvent/otherAppCovers(_:)``, device `ipad-stage`) gets no activation callbacks as
  /// windows gain or lose front position. Default `false`: the covered scene becomes
  /// foreground-inactive and returns with did-become-active only
  /// (https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance ;
  /// high). `true`: the iPadOS 26 report (https://furbo.org/2025/06/28/ipados-windows ,
  /// https://mastodawn.com/post/114921916114096539 ; medium).
  @inlinable public var windowingSuppressesActivation: Bool {
    get {
      OpenQuestionReads.noteFlag(7)
      return _windowingSuppressesActivation
    }
    set { _windowingSuppressesActivation = newValue }
  }
  @usableFromInline var _windowingSuppressesActivation = false
  /// `capturedDidChangeNotification` reaches the app only while it is active: a change while
  /// it is inactive (recording started from Control Center) is posted at the next activation;
  /// one while it is suspended or not yet launched is never posted. Default `false`: Apple
  /// documents that the system posts it on the main actor
  /// (https://developer.apple.com/documentation/uikit/uiscreen/captureddidchangenotification ;
  /// high) and the main run loop turns while the app is foreground-inactive (timers fire there,
  /// an Apple DTS answer cited in docs/research/time-model-facts.md §10; medium), so it is
  /// posted at once while the app runs (same note; medium, an inference). The
  /// other answer rested on the project's issue 3, which gives no source, and on KVO of
  /// `isCaptured` firing only once from Control Center on iOS 11.0
  /// (https://github.com/lionheart/openradar-mirror/issues/18379 ; low), a different API. `true`:
  /// held until the app is active.
  @inlinable public var captureChangeDeliveredOnlyWhileActive: Bool {
    get {
      OpenQuestionReads.noteFlag(8)
      return _captureChangeDeliveredOnlyWhileActive
    }
    set { _captureChangeDeliveredOnlyWhileActive = newValue }
  }
  @usableFromInline var _captureChangeDeliveredOnlyWhileActive = false
  /// Q9. The secure text field canvas is also blank in the app-switcher snapshot. Default
  /// `false`: one low-confidence source claims it, and the pessimistic answer hides no leak
  /// (https://github.com/chainapsis/vizor-wallet/pull/304 ; low).
  @inlinable public var secureCanvasHiddenInSwitcher: Bool {
    get {
      OpenQuestionReads.noteFlag(9)
      return _secureCanvasHiddenInSwitcher
    }
    set { _secureCanvasHiddenInSwitcher = newValue }
  }
  @usableFromInline var _secureCanvasHiddenInSwitcher = false
  /// Q10. UIKit silently refuses a view controller presentation made while a scene resigns
  /// active. Default: on from iOS 18
  /// (https://github.com/ionic-team/capacitor-privacy-screen/pull/26 ; low-medium, one report).
  @inlinable public var refusesPresentationDuringResign: Bool {
    get {
      OpenQuestionReads.noteFlag(10)
      return _refusesPresentationDuringResign
    }
    set { _refusesPresentationDuringResign = newValue }
  }
  @usableFromInline var _refusesPresentationDuringResign = false
  /// Q11. Among windows of equal level the most recently shown is on top. Default `true`
  /// (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() ; high).
  /// `false`: the first shown stays on top.
  @inlinable public var equalLevelMostRecentOnTop: Bool {
    get {
      OpenQuestionReads.noteFlag(11)
      return _equalLevelMostRecentOnTop
    }
    set { _equalLevelMostRecentOnTop = newValue }
  }
  @usableFromInline var _equalLevelMostRecentOnTop = true
  /// Q12. A window the app does not hold is released at the end of the turn and vanishes.
  /// Default `true` (https://learn.microsoft.com/en-us/dotnet/api/uikit.uiwindow.windowscene ;
  /// medium). `false`: scenes keep their windows alive.
  @inlinable public var unheldWindowsVanish: Bool {
    get {
      OpenQuestionReads.noteFlag(12)
      return _unheldWindowsVanish
    }
    set { _unheldWindowsVanish = newValue }
  }
  @usableFromInline var _unheldWindowsVanish = true
  /// Q13. The iOS 14+ compact incoming-call banner (``SystemEvent/callBanner``) makes the app's
  /// foreground scenes inactive; dismissing it returns them with did-become-active only.
  /// Default `false`: no activation change while it is a banner, as for notification banners
  /// (https://www.macrumors.com/guide/ios-14-compact-interface ;
  /// https://github.com/onmyway133/notes/issues/8 ; low, unsourced).
  @inlinable public var callBannerResigns: Bool {
    get {
      OpenQuestionReads.noteFlag(13)
      return _callBannerResigns
    }
    set { _callBannerResigns = newValue }
  }
  @usableFromInline var _callBannerResigns = false
  /// The Sign in with Apple sheet (``SystemAlertKind/signInWithApple``, iOS 13+), drawn by a
  /// system process over the app, makes the app inactive while it is up; its dismissal gives
  /// did-become-active alone. Default `true`: one first-hand report of the app's window visible
  /// and the app still inactive after the sheet (https://github.com/Daltron/NotificationBanner/pull/326 ;
  /// medium), as every other system sheet over the app (Apple Pay, permission alerts). `false`:
  /// the sheet leaves the app active (no callback at all).
  @inlinable public var signInWithAppleResigns: Bool {
    get {
      OpenQuestionReads.noteFlag(14)
      return _signInWithAppleResigns
    }
    set { _signInWithAppleResigns = newValue }
  }
  @usableFromInline var _signInWithAppleResigns = true
  /// An entry into a running app (``SystemEvent/openEntry(_:_:)``: a notification response,
  /// `scene(_:openURLContexts:)`, `scene(_:continue:)`, `windowScene(_:performActionFor:…)` and
  /// their app-delegate forms) reaches the app after will-enter-foreground and before
  /// did-become-active, the scene still inactive; a notification tapped at a cold launch too.
  /// Default `true`: first-hand orders of an app-delegate app on iOS 10 (launch or
  /// will-enter-foreground, the notification, then did-become-active,
  /// https://medium.com/@jigarm/delegate-methods-called-when-opening-app-533f9b176cdf ), a
  /// universal link's `continue` before did-become-active cold and from the background
  /// (https://github.com/BranchMetrics/ios-branch-deep-linking-attribution/issues/699 ; 2017),
  /// and a scene app whose notification response came while its scene was foreground-inactive
  /// (https://github.com/openhab/openhab-ios/pull/1229 ; 2026); medium, Apple documents no order.
  /// `false`: the entry's call comes after did-become-active.
  @inlinable public var entryDeliveredBeforeActivation: Bool {
    get {
      OpenQuestionReads.noteFlag(15)
      return _entryDeliveredBeforeActivation
    }
    set { _entryDeliveredBeforeActivation = newValue }
  }
  @usableFromInline var _entryDeliveredBeforeActivation = true
  /// The keyboard's suggestion (QuickType) bar shows text from the focused field itself (the
  /// typed word as a candidate), for a sensitive field whose keyboard has a bar
  /// (``UIKeyboardType/hasSuggestionBar``), without secure entry and with autocorrection on.
  /// Default `false`: no public source shows the current field's text in the bar; the sources
  /// show words learned from earlier fields suggested later, and the keyboard itself over the
  /// cover (https://github.com/mozilla-mobile/focus-ios/issues/1096 ;
  /// https://github.com/MiniKeePass/MiniKeePass/issues/375 ; docs/research/time-model-facts.md §7;
  /// all versions; unverified). `true`: the bar repeats the field's text (17 pt) in every capture.
  @inlinable public var suggestionBarShowsFieldText: Bool {
    get {
      OpenQuestionReads.noteFlag(16)
      return _suggestionBarShowsFieldText
    }
    set { _suggestionBarShowsFieldText = newValue }
  }
  @usableFromInline var _suggestionBarShowsFieldText = false
  /// Text that a blur leaves *degraded* (σ between 0.1 and 0.25 of the cap height, see
  /// ``BlurLegibility``) still counts as shown. Default `true`: the thresholds are an inference
  /// from reading research, not a measurement on iOS, and a short known string (a balance, a
  /// 4–6 digit code) may still be guessed or recovered from a known blur
  /// (docs/research/time-model-facts.md §8; medium/low). `false`: only legible text (σ < 0.1·h)
  /// counts.
  @inlinable public var blurDegradedTextIsLegible: Bool {
    get {
      OpenQuestionReads.noteFlag(17)
      return _blurDegradedTextIsLegible
    }
    set { _blurDegradedTextIsLegible = newValue }
  }
  @usableFromInline var _blurDegradedTextIsLegible = true
  /// SwiftUI applies a state change (and the `onChange` of a new `scenePhase`) within the turn
  /// of the UIKit callback that caused it, before that turn's commit. Default `false`: it takes
  /// effect one turn later (``SwiftUIUpdate``); Apple documents no timing and the reports that
  /// a `.background`-keyed cover misses the switcher are unverified
  /// (https://developer.apple.com/documentation/swiftui/scenephase ;
  /// https://github.com/vultisig/vultisig-ios/pull/5128 ; docs/research/time-model-facts.md §5;
  /// low).
  @inlinable public var swiftUIUpdatesInCallbackTurn: Bool {
    get {
      OpenQuestionReads.noteFlag(18)
      return _swiftUIUpdatesInCallbackTurn
    }
    set { _swiftUIUpdatesInCallbackTurn = newValue }
  }
  @usableFromInline var _swiftUIUpdatesInCallbackTurn = false
  /// A `UIHostingController`'s view fills with the system background behind its SwiftUI content,
  /// so a hosted cover with transparent content still hides what is below it. Default `true`:
  /// code that wants the content to see through sets the view's `backgroundColor` to `.clear`,
  /// which only matters if the default is opaque; Apple documents no default color
  /// (https://developer.apple.com/documentation/swiftui/uihostingcontroller ; iOS 13+; low,
  /// unverified on a device). `false`: the view is transparent, only the content draws.
  @inlinable public var hostingViewHasSystemBackground: Bool {
    get {
      OpenQuestionReads.noteFlag(19)
      return _hostingViewHasSystemBackground
    }
    set { _hostingViewHasSystemBackground = newValue }
  }
  @usableFromInline var _hostingViewHasSystemBackground = true
  /// The switcher opened from the app can settle on a card the system took before the
  /// will-resign-active turn reached the render server: the app as it was before its cover,
  /// until the user does something more in the switcher. Three first-hand reports of a cover
  /// added synchronously on will-resign-active that still leaked, now and then, on the first
  /// swipe into the switcher, the card changing to the cover later
  /// (https://github.com/element-hq/element-ios/issues/6892 , iOS 15.7;
  /// https://github.com/alexruperez/LaunchScreenSnapshot/issues/2 , iOS 11.2, "about 1 in 10";
  /// https://github.com/kayla-tech/react-native-privacy-snapshot/issues/7 , iOS 11; medium
  /// that it happens sometimes, nothing on why). So it is a scheduler choice, not a rule: under
  /// `true` a trace may choose it for one opening (``SystemEvent/cardBeforeResignCommit``) and
  /// the generator explores it with a low probability; under `false` the switcher always waits
  /// for the commit and the choice is refused. Default `false`: no app code can win that race,
  /// so a failure under it says nothing about a strategy; most reports of resign covers show
  /// them working (QA1838). Run with `true` to see which covers depend on winning it.
  @inlinable public var switcherCardMayPrecedeResignCommit: Bool {
    get {
      OpenQuestionReads.noteFlag(20)
      return _switcherCardMayPrecedeResignCommit
    }
    set { _switcherCardMayPrecedeResignCommit = newValue }
  }
  @usableFromInline var _switcherCardMayPrecedeResignCommit = false
  /// A window the app creates during a leave (from will-resign-active to the snapshot: a privacy
  /// window built in will-resign-active or did-enter-background) may not yet be on the render
  /// server when the system takes the snapshot or settles the switcher's card: a window's first
  /// frame needs its new layer tree committed and drawn once, and UIKit itself treats a window
  /// "that has not been rendered at least once" as having no image yet
  /// (https://github.com/mixpanel/mixpanel-swift/issues/156 , UIKit's snapshotting message naming
  /// a `UIWindow`; https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:) :
  /// a render without screen updates "might not include recent changes"). First-hand: Firefox
  /// Focus rebuilt its privacy window at every resign and "a freshly-built, not-yet-rendered
  /// window could be captured by the app-switcher snapshot"; its fix builds the window once,
  /// keeps it, and only shows it (https://github.com/mozilla-mobile/firefox-ios/pull/34356 ,
  /// 2026, merged; medium that it happens, low on how often). A window kept from an earlier
  /// turn is not new to the render server and is unaffected. So it is a scheduler choice, not a
  /// rule: under `true` a trace may choose it for one leave (``SystemEvent/newWindowAfterSnapshot``)
  /// and the generator explores it; under `false` every window is drawn in time and the choice
  /// is refused. Default `false`: one report, and other apps create a new window at every
  /// resign and report it working (https://github.com/ionic-team/capacitor-privacy-screen/pull/26 ,
  /// its fix for iOS 18 and 26 is exactly that), so the race is rare; run with `true` to see
  /// which covers depend on winning it (a window kept and shown holds under it).
  @inlinable public var newWindowMayMissSnapshot: Bool {
    get {
      OpenQuestionReads.noteFlag(59)
      return _newWindowMayMissSnapshot
    }
    set { _newWindowMayMissSnapshot = newValue }
  }
  @usableFromInline var _newWindowMayMissSnapshot = false
  /// App structure: the app declares a non-interactive external-display scene role, so
  /// mirroring connects a second scene (named `external`) that enters the foreground but never
  /// becomes active (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679 ; a scene
  /// app's Screen Mirroring connecting that role's scene, its window then replacing the mirror:
  /// https://github.com/libsdl-org/SDL/issues/16161 , tested on a device in /16175 ;
  /// https://github.com/home-assistant/iOS/pull/1998 ; iOS 13+; medium-high that it connects,
  /// medium that it never becomes active). Default `false`: mirroring copies the device screen
  /// (an app's declaration, not a platform question).
  @inlinable public var externalDisplayScene: Bool {
    get {
      OpenQuestionReads.noteFlag(21)
      return _externalDisplayScene
    }
    set { _externalDisplayScene = newValue }
  }
  @usableFromInline var _externalDisplayScene = false
  /// A window whose layer lives inside a secure text field's canvas fails to recomposite when
  /// the app comes back from the background, leaving a gray (or black) window that still takes
  /// touches (https://github.com/FlutterPlaza/no_screenshot/pull/118 : "could fail to
  /// recomposite ... especially in Low Power Mode"; https://github.com/expo/expo/issues/48985 ;
  /// iOS versions not stated; low). Default `false`: the reports say it happens sometimes, not
  /// on every return, so `true` is the pessimistic answer. Moving a layer into the canvas again
  /// recomposites it.
  @inlinable public var secureCanvasFailsToRecomposite: Bool {
    get {
      OpenQuestionReads.noteFlag(22)
      return _secureCanvasFailsToRecomposite
    }
    set { _secureCanvasFailsToRecomposite = newValue }
  }
  @usableFromInline var _secureCanvasFailsToRecomposite = false
  /// A remote-hosted sheet (the share sheet, a Safari view: their content is drawn by another
  /// process) that had a `.fullScreen` controller presented over it, which removes the
  /// presenter's views from the window until its dismissal (Apple, `UIModalPresentationStyle`:
  /// only `.overFullScreen` keeps the views beneath,
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen ;
  /// high), leaves its transparent presentation container in the window when it is dismissed
  /// later: the app looks normal and the pane takes every touch. Default `true`: the
  /// first-hand report of a privacy view controller presented over the share sheet, iOS 17,
  /// "like a glass pane will prevent interaction" (https://github.com/capacitor-community/privacy-screen/issues/76 ;
  /// low-medium, one report with a demo app, the maintainer reproduced it; no Apple statement).
  @inlinable public var coveredRemoteSheetLeavesContainer: Bool {
    get {
      OpenQuestionReads.noteFlag(23)
      return _coveredRemoteSheetLeavesContainer
    }
    set { _coveredRemoteSheetLeavesContainer = newValue }
  }
  @usableFromInline var _coveredRemoteSheetLeavesContainer = true
  /// A scene's `activationState` already reads `.foregroundInactive` inside its
  /// `sceneWillResignActive` and the `UIScene.willDeactivateNotification` that follows; `false`:
  /// it still reads `.foregroundActive` there and changes once both have returned. Apple's
  /// documentation says only that the scene "is about to" resign
  /// (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:) ).
  /// Default: on from iOS 18. ivpn's fix for iOS 18 (https://github.com/ivpn/ios-app/issues/443 ,
  /// PR 454) had to accept `.foregroundInactive` where a lookup done inside resign had found the
  /// scene `.foregroundActive` on iOS 15–17 (one report; low-medium). It decides every strategy
  /// that reads the state while resigning.
  @inlinable public var activationStateChangesBeforeWillResign: Bool {
    get {
      OpenQuestionReads.noteFlag(24)
      return _activationStateChangesBeforeWillResign
    }
    set { _activationStateChangesBeforeWillResign = newValue }
  }
  @usableFromInline var _activationStateChangesBeforeWillResign = false
  /// iPhone Mirroring (iOS 18 with macOS 15) leaves out a secure text field's canvas, as
  /// screenshots and recordings do. Default `false`: the reports say the Mac's window shows
  /// what the canvas holds, and that `UIScreen.isCaptured` stays false (Apple developer forums,
  /// https://developer.apple.com/forums/thread/762684 ; https://github.com/JayantBadlani/ScreenShield/issues/24 ;
  /// iOS 18; medium: first-hand reports, no Apple statement).
  @inlinable public var secureCanvasBlanksIPhoneMirroring: Bool {
    get {
      OpenQuestionReads.noteFlag(25)
      return _secureCanvasBlanksIPhoneMirroring
    }
    set { _secureCanvasBlanksIPhoneMirroring = newValue }
  }
  @usableFromInline var _secureCanvasBlanksIPhoneMirroring = false
  /// On a Mac (``DeviceKind/mac``) a window whose layer lives in a secure text field's canvas
  /// renders blank (black or white) and stays so: the Mac's UIKit host does not composite that
  /// layer arrangement (https://github.com/FlutterPlaza/no_screenshot/issues/107 and the fix
  /// that skips the trick when `ProcessInfo.isiOSAppOnMac`,
  /// https://github.com/FlutterPlaza/no_screenshot/pull/111 ; macOS with "Designed for
  /// iPhone/iPad" builds, 2026; medium: a first-hand report and the maintainer's root cause,
  /// no Apple statement). Default `true`, from those reports.
  @inlinable public var secureCanvasBlanksMacWindow: Bool {
    get {
      OpenQuestionReads.noteFlag(26)
      return _secureCanvasBlanksMacWindow
    }
    set { _secureCanvasBlanksMacWindow = newValue }
  }
  @usableFromInline var _secureCanvasBlanksMacWindow = true
  /// On an iPad, UIKit traps in its view visitor when a scene's size changes (rotation, a scene
  /// connecting or closing) while a window's layer lives inside the layer of one of that
  /// window's own subviews, as the secure-layer trick leaves it (`window.addSubview(field)`,
  /// then the window's layer into the field's canvas): the view and layer trees then form a
  /// cycle that `_recursiveEagerlyUpdateSafeAreaInsetsUntilViewController` and
  /// `_UIViewVisitorRecursivelyEntertainDescendingVisitors` follow until the stack overflows
  /// (https://github.com/prongbang/screen_protector/issues/48 and issue 51: stack traces, iOS 18;
  /// the cycle and "crashes on iPads supporting multiple windows":
  /// https://github.com/yoxisem544/ScreenshotPreventing-iOS/issues/16 ; low: one comment names
  /// the trigger, the reports give no steps). Default `false`: no report says which change
  /// starts the walk, and the trick runs on iPhones without it.
  @inlinable public var secureCanvasViewCycleTrapsOnIPad: Bool {
    get {
      OpenQuestionReads.noteFlag(27)
      return _secureCanvasViewCycleTrapsOnIPad
    }
    set { _secureCanvasViewCycleTrapsOnIPad = newValue }
  }
  @usableFromInline var _secureCanvasViewCycleTrapsOnIPad = false
  /// From iOS 26.5 the layer a text field's `layer.sublayers?.last` reaches is no longer the
  /// secure canvas but a small private layer after it, still left out of captures; a window
  /// layer moved into it collapses into that layer: drawn only inside a 44 x 44 point box at the
  /// field's top-leading corner, and touched only there
  /// (https://github.com/chainapsis/vizor-wallet/pull/304 : the index lookup broke on 26.5,
  /// captures stayed black and the window collapsed into a corner; the lookup by class name
  /// works; low: one first-hand report, no size or mechanism given, the box is the model's).
  /// Default `true`, from that report; `false` makes that layer full-size and unclipped.
  @inlinable public var secureTailLayerCollapsesWindow: Bool {
    get {
      OpenQuestionReads.noteFlag(28)
      return _secureTailLayerCollapsesWindow
    }
    set { _secureTailLayerCollapsesWindow = newValue }
  }
  @usableFromInline var _secureTailLayerCollapsesWindow = true
  /// Dragging the iPad's Split View divider (``SystemEvent/resizeScene(_:_:)``) makes the app's
  /// scenes resign active for the drag, then become active again with did-become-active only
  /// (``PlatformTimings/dividerDrag``). Reported for iOS 9: a cover on will-resign-active showed
  /// while the user dragged the divider (https://github.com/devgeeks/PrivacyScreenPlugin/pull/30 ;
  /// medium, old). Default `false`: from iPadOS 13 a scene that stays on screen keeps its active
  /// state while it resizes, and only losing the front position changes activation (Apple,
  /// "activeAppearance", https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance ;
  /// medium for resizing).
  @inlinable public var resizeResigns: Bool {
    get {
      OpenQuestionReads.noteFlag(29)
      return _resizeResigns
    }
    set { _resizeResigns = newValue }
  }
  @usableFromInline var _resizeResigns = false
  /// A UIKit call the app makes off the main thread (``SystemEvent/appCallOffMain(_:)``) traps:
  /// showing a window, changing the view tree, presenting, reading scenes or the key window.
  /// Default `true`: a React Native library's switcher protection called from the bridge's
  /// thread trapped in a production app (https://github.com/wn-na/react-native-capture-protection/issues/88 ;
  /// high for the report); Apple says such calls can crash, and the Main Thread Checker stops
  /// at them in debug builds (mirror of Apple's page,
  /// https://blog.csdn.net/baigao66238598/article/details/102266391 ; high that they are wrong,
  /// medium that a release build always traps). `false`: the call runs as if on the main thread.
  @inlinable public var offMainUIKitCallsTrap: Bool {
    get {
      OpenQuestionReads.noteFlag(31)
      return _offMainUIKitCallsTrap
    }
    set { _offMainUIKitCallsTrap = newValue }
  }
  @usableFromInline var _offMainUIKitCallsTrap = true
  /// iPad: after a scene's switcher snapshot, UIKit lays the scene out at the other orientation's
  /// size (the app's layout callbacks run: autoresizing, `viewWillLayoutSubviews` and
  /// `viewDidLayoutSubviews` of each window's root controller), snapshots that too, and lays it
  /// back out (``Device/takeOtherOrientationSnapshot(of:)``). One detailed report, iOS 9.3.2 on
  /// an iPad mini (`layoutSubviews` ran at both sizes after `applicationDidEnterBackground`;
  /// with Slide Over only the last size,
  /// https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher ;
  /// low for iPadOS 13+, no later report). Default `false`: with one old report the model keeps
  /// only the current orientation's image at each background on iPad as on iPhone (the other
  /// orientation's image stays stored, stale). Issue 26: with the pass always on, every
  /// fixed-frame cover leaked a strip at a plain `launch · goHome`.
  @inlinable public var snapshotsOtherOrientationOnIPad: Bool {
    get {
      OpenQuestionReads.noteFlag(32)
      return _snapshotsOtherOrientationOnIPad
    }
    set { _snapshotsOtherOrientationOnIPad = newValue }
  }
  @usableFromInline var _snapshotsOtherOrientationOnIPad = false
  /// A system-requested launch (``SystemEvent/backgroundLaunch``) of a scene-based app connects
  /// its scene into the background, so the scene is snapshotted without ever having been active.
  /// Default `false`: a scene app's background launch runs `didFinishLaunching` and the
  /// background work with no scene and no window ("the system may connect a scene later, or
  /// never": Signal, `Signal/AppLaunch/WindowManager.swift`; "background launches now run before
  /// any window exists", https://github.com/wordpress-mobile/WordPress-iOS/pull/25643 ; medium),
  /// so nothing is snapshotted until the user opens the app. App-delegate apps are not affected:
  /// Apple's background execution sequence (launch, did-enter-background, the event, snapshot,
  /// suspend) is documented for them
  /// (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ;
  /// high).
  @inlinable public var backgroundLaunchConnectsScene: Bool {
    get {
      OpenQuestionReads.noteFlag(33)
      return _backgroundLaunchConnectsScene
    }
    set { _backgroundLaunchConnectsScene = newValue }
  }
  @usableFromInline var _backgroundLaunchConnectsScene = false
  /// A scene-based app's background launch posts `UIApplication.didEnterBackgroundNotification`.
  /// Default `false`: Apple documents the app-level notifications as following the aggregate
  /// state of the scenes (https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification ;
  /// high), and an app launched into the background never left the foreground; no source says
  /// what a scene app's background launch posts (low).
  @inlinable public var backgroundLaunchPostsAppDidEnterBackground: Bool {
    get {
      OpenQuestionReads.noteFlag(34)
      return _backgroundLaunchPostsAppDidEnterBackground
    }
    set { _backgroundLaunchPostsAppDidEnterBackground = newValue }
  }
  @usableFromInline var _backgroundLaunchPostsAppDidEnterBackground = false
  /// A secure text field canvas that holds a window's layer stops leaving it out of captures
  /// once the app comes back from the background, until the app applies the trick again (moves
  /// a layer into the canvas, or turns `isSecureTextEntry` off and on)
  /// (``Device/loseSecureCanvasProtection(in:)``). Default `false`: one report, on iOS 16, with
  /// the cause left open (https://github.com/FlutterPlaza/no_screenshot/issues/21 ; medium for
  /// the report, low for the mechanism); every other library keeps protecting after a resume.
  @inlinable public var secureCanvasLostAfterRoundTrip: Bool {
    get {
      OpenQuestionReads.noteFlag(35)
      return _secureCanvasLostAfterRoundTrip
    }
    set { _secureCanvasLostAfterRoundTrip = newValue }
  }
  @usableFromInline var _secureCanvasLostAfterRoundTrip = false
  /// A window whose layer sits in a secure canvas inside another secure canvas (the trick applied
  /// again while applied: a second full-window field added, its layer put beside the window's,
  /// which is now in the first canvas) traps in UIKit's view visitor when UIKit walks the window
  /// (coming back to the foreground, a size change) (``Device/trapOnViewLayerCycles(atSizeChange:)``).
  /// Reported on iPhones on iOS 18 and 26.1–26.2, with the protection re-applied on return or at
  /// every launch (https://github.com/prongbang/screen_protector/issues/51 , /52 , /60 ; one
  /// reporter needed Reduce Transparency and another display setting; medium). Default `true`
  /// from iOS 18 up to 26.4; `false` before 18 (no report) and from 26.5, where the same
  /// nesting left the window black without a crash (https://github.com/expo/expo/issues/48985 ;
  /// high).
  @inlinable public var secureCanvasReapplyTraps: Bool {
    get {
      OpenQuestionReads.noteFlag(36)
      return _secureCanvasReapplyTraps
    }
    set { _secureCanvasReapplyTraps = newValue }
  }
  @usableFromInline var _secureCanvasReapplyTraps = false
  /// A secure canvas inside another secure canvas (the trick applied again while applied, with no
  /// guard: the second field's layer lands in the first canvas and the window's layer in the
  /// second) composites nothing, so the window in it is black on the device
  /// (https://github.com/expo/expo/issues/48985 : `expo-screen-capture` 57, iOS 26.5 simulator
  /// and iOS 26 devices, the maintainers' stated root cause, fixed by returning early when
  /// already applied, https://github.com/expo/expo/pull/49372 ; high for that report). Default
  /// `true` on every version, from that report: no other report says what two nested canvases
  /// draw (issue 26: a rule resting on one report is a flag). `false`: the inner canvas draws
  /// its subtree as a single one does. Verdicts that depend on it: C70, and the default run's
  /// `secure-canvas-reapply` `blank-window`.
  @inlinable public var secureCanvasNestedCompositesNothing: Bool {
    get {
      OpenQuestionReads.noteFlag(37)
      return _secureCanvasNestedCompositesNothing
    }
    set { _secureCanvasNestedCompositesNothing = newValue }
  }
  @usableFromInline var _secureCanvasNestedCompositesNothing = true
  /// A screen recording that is running when a field clears `isSecureTextEntry` keeps leaving
  /// that field's canvas out of its frames until it stops (a new recording shows the canvas);
  /// screenshots and mirroring show it from the change on either way (issue 26, SC15). Default
  /// `false`, from the evidence: Apple states the property's effect as a state ("Setting this
  /// property to true ... in some cases, also disables the user's ability to record and
  /// broadcast the text in the view",
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry ;
  /// high), the libraries turn protection off by clearing it alone and report captures back
  /// (https://github.com/killserver/react-native-screenshot-prevent/pull/10 , merged;
  /// https://github.com/prongbang/screen_protector/issues/75 , ScreenProtectorKit 1.5.1, iOS 18),
  /// and a review of the secure-canvas patch reasons per frame for a recording already running
  /// (https://github.com/MetaMask/metamask-mobile/pull/34384 ; medium-low); no report tells what
  /// a recording that began while protected records after protection is off. Verdicts that
  /// depend on it: `corpus/model-secure-canvas-toggle-running-recording.trace` (holds; under
  /// `true`, cannot-disable).
  @inlinable public var secureEntryOffLeavesRunningRecordingBlank: Bool {
    get {
      OpenQuestionReads.noteFlag(38)
      return _secureEntryOffLeavesRunningRecordingBlank
    }
    set { _secureEntryOffLeavesRunningRecordingBlank = newValue }
  }
  @usableFromInline var _secureEntryOffLeavesRunningRecordingBlank = false
  /// A hardware keyboard is attached (a device setting, not an open question; issue 26, K6): a
  /// focused field shows no software keyboard, on an iPad only the shortcuts bar at the bottom
  /// (https://github.com/matmartinez/MMNumberKeyboard/issues/14 ;
  /// https://github.com/KeyboardKit/KeyboardKitPro/issues/21 ; iPadOS; medium). Default `false`.
  @inlinable public var hardwareKeyboard: Bool {
    get {
      OpenQuestionReads.noteFlag(39)
      return _hardwareKeyboard
    }
    set { _hardwareKeyboard = newValue }
  }
  @usableFromInline var _hardwareKeyboard = false
  /// The keyboard's keys and key pop-ups show in screenshots, recordings and mirroring what is
  /// typed into the focused field: the keyboard's window lies outside the app's windows, so a
  /// protection that hides the app's windows leaves it (three independent reports that the
  /// keyboard stays in captures of protected apps:
  /// https://github.com/killserver/react-native-screenshot-prevent/issues/21 ;
  /// https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/37 ;
  /// https://github.com/pagopa/io-app-design-system/pull/381 ; a fourth that the typed keys can
  /// be read in recordings, https://github.com/prongbang/screen_protector/issues/21 ;
  /// medium-high; what a single screenshot shows of the typing, a pressed key at most, is the
  /// weak part). Default `true`: the keyboard region counts as the field's sensitive content in
  /// those captures when the field is sensitive. `false`: the keyboard is system UI there, judged
  /// only through the suggestion bar.
  @inlinable public var keyboardKeysRevealTypingInCaptures: Bool {
    get {
      OpenQuestionReads.noteFlag(40)
      return _keyboardKeysRevealTypingInCaptures
    }
    set { _keyboardKeysRevealTypingInCaptures = newValue }
  }
  @usableFromInline var _keyboardKeysRevealTypingInCaptures = true
  /// With a secure-entry field focused the system keeps the keyboard out of screenshots and
  /// recordings (testers' observation since about iOS 13,
  /// https://github.com/pagopa/io-app-design-system/pull/381 ; C64's control; low-medium: no
  /// Apple document). Default `true`.
  @inlinable public var secureEntryHidesKeyboardInCaptures: Bool {
    get {
      OpenQuestionReads.noteFlag(41)
      return _secureEntryHidesKeyboardInCaptures
    }
    set { _secureEntryHidesKeyboardInCaptures = newValue }
  }
  @usableFromInline var _secureEntryHidesKeyboardInCaptures = true
  /// A window that loses key status while one of its fields has the keyboard keeps that field as
  /// its first responder, and the field gets its keyboard back when the app makes its window key
  /// again (`makeKey()`/`makeKeyAndVisible()`). Two first-hand reports see the keyboard come back
  /// when a message or popup window goes and the app makes the earlier key window key again
  /// (https://github.com/SwiftKickMobile/SwiftMessages/issues/83 , "auto become first responder";
  /// https://github.com/exyte/PopupView/pull/297 , "reappears once the popup is dismissed"; iOS
  /// 9+; medium); neither covers a key change made in the background, before a return (the lock
  /// window made key at did-enter-background), which this default carries over. Key status UIKit
  /// hands on when the key window is hidden brings nothing back (Firefox's privacy window,
  /// https://github.com/mozilla-mobile/firefox-ios/pull/33874 , iOS 26; high). `false`: the
  /// field resigns when another window is made key (the model's earlier reading).
  @inlinable public var makeKeyRestoresWindowResponder: Bool {
    get {
      OpenQuestionReads.noteFlag(42)
      return _makeKeyRestoresWindowResponder
    }
    set { _makeKeyRestoresWindowResponder = newValue }
  }
  @usableFromInline var _makeKeyRestoresWindowResponder = true
  /// A modal presentation takes the first responder from a field of the presenting window: the
  /// field resigns and the keyboard goes down as the presented controller comes, and the field
  /// gets the keyboard back when that controller is dismissed (B2; C88's first half, F8-I05,
  /// F7-I03). Sources: since iOS 8 "the modal presentations make the presented view controller to
  /// become first responder", dismissing the keyboard (SlackTextViewController's maintainer,
  /// https://github.com/slackhq/SlackTextViewController/issues/300 , 2015); the native alert
  /// "hides and restores" the keyboard (https://github.com/dinhquan/SwiftAlertView/pull/6 ); the
  /// passcode view's field losing its keyboard to a modal
  /// (https://github.com/rolandleth/LTHPasscodeViewController/issues/143 ); the give-back after a
  /// `UIAlertController` (iOS 9.3, https://github.com/slackhq/SlackTextViewController/issues/502 )
  /// and a `UIAlertView` (https://github.com/aerych/responder-test ). iOS 8+; medium: first-hand
  /// reports of five projects, none contradicting, no Apple page. Default `true` from that
  /// evidence (twenty-first session): `focus-lost` counts a field a presentation holds, or a field
  /// of the presentation's own, as the user's focus while it is up, and a field its dismissal gave
  /// back as no loss (``Device/presentationHoldsFocus(named:in:)``). `false`: the field keeps the
  /// keyboard under the presentation (the model's reading before the twentieth session). A
  /// presentation in another window than the field's takes nothing (no source).
  @inlinable public var presentationTakesFirstResponder: Bool {
    get {
      OpenQuestionReads.noteFlag(61)
      return _presentationTakesFirstResponder
    }
    set { _presentationTakesFirstResponder = newValue }
  }
  @usableFromInline var _presentationTakesFirstResponder = true
  /// The user swipes the card of an app still running away in the switcher opened from it (the
  /// app inactive under the switcher): the app's scenes get did-enter-background (and the app its
  /// did-enter-background) before `willTerminateNotification`, and the process ends. Default
  /// `true`: an iPhone experiment on iOS 13 saw `sceneDidEnterBackground` then
  /// `applicationWillTerminate` (Matt Neuburg,
  /// https://stackoverflow.com/questions/71570813 , a mirror read; medium), and a lock library's
  /// users read did-enter-background at a swipe-away on iOS 9
  /// (https://github.com/rolandleth/LTHPasscodeViewController/issues/125 ; low). `false`: only
  /// the notification, as before. UIKit's own page says the user's close disconnects the scene
  /// (Apple, "sceneDidDisconnect(_:)"; high), which the iPhone experiment did not see before the
  /// process ended; the model does not deliver it.
  @inlinable public var swipeAwayDeliversBackground: Bool {
    get {
      OpenQuestionReads.noteFlag(43)
      return _swipeAwayDeliversBackground
    }
    set { _swipeAwayDeliversBackground = newValue }
  }
  @usableFromInline var _swipeAwayDeliversBackground = true
  /// A launch while Control Center, Notification Center or a system prompt is open over the Home
  /// Screen (a control that opens the app, iOS 18: Apple, "Creating controls to perform actions
  /// across the system",
  /// https://developer.apple.com/documentation/widgetkit/creating-controls-to-perform-actions-across-the-system ;
  /// a notification tapped in Notification Center). `true`: the scene connects inactive and gets
  /// did-become-active only when the panel closes, inferred from the interruption rule
  /// (https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
  /// low: no first-hand report of the launch order). `false`: the panel closes as the app opens,
  /// which launches as from the Home Screen. The default keeps the model's earlier reading;
  /// nothing first-hand favours either, and the launch is not generated (the shrinker reaches it
  /// by deleting the closing event), so a finding that passes through it names this flag.
  @inlinable public var launchUnderPanelStaysInactive: Bool {
    get {
      OpenQuestionReads.noteFlag(30)
      return _launchUnderPanelStaysInactive
    }
    set { _launchUnderPanelStaysInactive = newValue }
  }
  @usableFromInline var _launchUnderPanelStaysInactive = true
  /// A push or pop on a navigation controller on screen interleaves the two controllers'
  /// appearance callbacks: the leaving one's will-disappear, the arriving one's will-appear, the
  /// leaving one's did-disappear, the arriving one's did-appear. Default `true`: three
  /// instrumented logs agree (http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/ ;
  /// http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html ;
  /// http://readke.com/c/0Z41505102021.html ; medium: first-hand, iOS 5 to 7 era, Apple documents
  /// no order). `false`: the leaving controller's pair completes before the arriving one's. It
  /// decides whether a screen that registers at will-appear loses an observer the leaving screen
  /// removes at did-disappear (the detect family's `observer=shared`).
  @inlinable public var navigationAppearanceInterleaves: Bool {
    get {
      OpenQuestionReads.noteFlag(44)
      return _navigationAppearanceInterleaves
    }
    set { _navigationAppearanceInterleaves = newValue }
  }
  @usableFromInline var _navigationAppearanceInterleaves = true
  /// An ``LAContext`` that has evaluated a policy successfully answers a later evaluation of the
  /// same policy with success at once, with no prompt, while it lives and is not invalidated.
  /// Default `true`: first-hand reports from 2016 to 2026 see the second evaluation of a kept
  /// context succeed without a prompt, and their fixes create a new context per evaluation
  /// (https://github.com/recruit-lifestyle/Smile-Lock/pull/7 , 2016;
  /// https://github.com/danielsogl/capacitor-face-id/pull/23 , 2019;
  /// https://github.com/epicshaggy/capacitor-native-biometric/issues/4 , iOS 14, native app too;
  /// https://github.com/auth0/Auth0.swift/pull/1028 , 2025, "allowing iOS to skip the prompt";
  /// https://github.com/stytchauth/stytch-ios/pull/606 , 2026, "at the platform's discretion").
  /// Apple documents no such reuse (its `LAContext` page has the app create and configure a
  /// context, then evaluate it), and one report sees it only on iOS 17.1.2, only shortly after
  /// the first evaluation and never after a cold start
  /// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3672 ); medium, lifetime
  /// unknown: the model keeps it while the process runs. `false`: every evaluation prompts.
  @inlinable public var evaluatedContextAnswersAgain: Bool {
    get {
      OpenQuestionReads.noteFlag(45)
      return _evaluatedContextAnswersAgain
    }
    set { _evaluatedContextAnswersAgain = newValue }
  }
  @usableFromInline var _evaluatedContextAnswersAgain = true
  /// A widget's views marked `privacySensitive()` are redacted when the system shows the widget on
  /// the Lock Screen of a locked device (``SystemEvent/showWidget(_:)``), and nowhere else: the
  /// app's own lock is not a redaction reason. Default `true`: Apple documents it for controls
  /// ("The system redacts controls marked with this modifier when those controls are displayed on
  /// the Lock Screen and the device is locked",
  /// https://developer.apple.com/documentation/swiftui/controlwidgettemplate/privacysensitive(_:) ;
  /// iOS 18; high for controls) and SwiftUI redacts such views under the `privacy` reason
  /// (https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:) ,
  /// https://developer.apple.com/documentation/swiftui/redactionreasons/privacy ; iOS 15); for
  /// widgets the system applying that reason on the locked Lock Screen rests on an Apple forums
  /// answer (https://developer.apple.com/forums/thread/717278 , iOS 16) and tutorials; medium.
  /// `false`: a `widget=redacted` entry shows on the Lock Screen too.
  @inlinable public var lockScreenRedactsPrivacySensitive: Bool {
    get {
      OpenQuestionReads.noteFlag(46)
      return _lockScreenRedactsPrivacySensitive
    }
    set { _lockScreenRedactsPrivacySensitive = newValue }
  }
  @usableFromInline var _lockScreenRedactsPrivacySensitive = true
  /// A second ``LAContext`` evaluation made while another is in flight (its prompt up, or asked
  /// in the same turn) replaces it: the older one fails with ``LAError/Code/systemCancel``
  /// ("Canceled by another authentication.") and the newer one's prompt takes its place, with no
  /// new resign. Default `true`, medium: LocalAuthentication's own cancellation text names it,
  /// and first-hand reports see the older evaluation fail with -4 when two overlap: an iOS React
  /// Native app whose duplicate app-state events asked twice
  /// (https://github.com/henry930/SolidiMobileApp4-test/blob/main/ENHANCED_BIOMETRIC_FIXES.md ,
  /// 2025: "Multiple 'Canceled by another authentication' errors due to duplicate app state
  /// change events"); a macOS agent whose "two concurrent LocalAuthentication evaluations cancel
  /// each other, and the older one fails with LAError -4" (first-hand code comment, 2025; Touch
  /// ID on macOS); a Korean banking app that tells that error apart from the user's cancel
  /// (code comment, "Canceled by another authentication"). Apple documents `systemCancel` only
  /// as "canceled by system" (https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/systemcancel ).
  /// The model answers an evaluation of the same context again the same way (low: no report
  /// evaluates one context twice at once). `false`: the model's earlier choice, the newer
  /// request fails at once with `systemCancel` and the prompt up stays.
  @inlinable public var newerEvaluationReplacesOlder: Bool {
    get {
      OpenQuestionReads.noteFlag(47)
      return _newerEvaluationReplacesOlder
    }
    set { _newerEvaluationReplacesOlder = newValue }
  }
  @usableFromInline var _newerEvaluationReplacesOlder = true
  /// Where a timer that fell due while the app was suspended (a `Timer`, a
  /// `DispatchSourceTimer`, `DispatchQueue.main.asyncAfter`) fires in the return's callbacks.
  /// Sourced: a suspended app runs no code, its timers included ("Managing your app's life
  /// cycle", https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ;
  /// high), and one that fell due meanwhile fires soon after the app runs again, not on time
  /// (https://www.devhide.com/timer-invoke-its-block-so-quickly-when-enter-background-and-enter-foreground-after-a-while-53715955 ,
  /// first-hand; lockwise-ios's auto-lock timer that "does not lock the app",
  /// https://github.com/mozilla-lockwise/lockwise-ios/issues/566 , fixed by deciding at the return,
  /// PR 586; medium, iOS 11-17). Unverified: its place among the return's callbacks. `false`
  /// (default): on the run loop's first turn after will-enter-foreground, the zoom's first frame,
  /// as the model's run loop runs due timers on each turn (Apple documents a run loop firing
  /// due timers on each pass, "Run Loops", Threading Programming Guide; medium). `true`: only after
  /// did-become-active. Either way the app's content is on screen at will-enter-foreground before
  /// a lock the timer puts up: an idle lock that relies on its timer alone is `lock-bypass` on a
  /// return after its interval (the platform's verdict); the flag decides how long it shows.
  @inlinable public var overdueTimersFireAfterBecomeActive: Bool {
    get {
      OpenQuestionReads.noteFlag(48)
      return _overdueTimersFireAfterBecomeActive
    }
    set { _overdueTimersFireAfterBecomeActive = newValue }
  }
  @usableFromInline var _overdueTimersFireAfterBecomeActive = false
  /// Notification Center pulled down over the app hides it: from iOS 11 it is the Cover Sheet, the
  /// Lock Screen's layout with its wallpaper over the app, so a cover under it at rest is not seen
  /// (only during the pull). Unverified: no Apple page says what shows behind it; the default
  /// rests on second-hand descriptions (AppleInsider, "Inside iOS 11: Cover Sheet mimics Lock
  /// Screen", https://appleinsider.com/articles/17/09/21/inside-ios-11-cover-sheet-mimics-lock-screen-foretells-swipe-up-to-unlock-for-iphone-x ,
  /// iOS 11; medium). Read only by `needless-cover`: `false` judges a cover under Notification
  /// Center at rest as it judges one under Control Center.
  @inlinable public var notificationCenterHidesApp: Bool {
    get {
      OpenQuestionReads.noteFlag(49)
      return _notificationCenterHidesApp
    }
    set { _notificationCenterHidesApp = newValue }
  }
  @usableFromInline var _notificationCenterHidesApp = true
  /// Turning the device passcode off removes the enrolled face, so turning it on again leaves
  /// Face ID with no face until the user sets it up (the biometrics policy then fails with
  /// ``LAError/Code/biometryNotEnrolled``, and the enrolled set's state changes). Sourced: Face ID
  /// needs a passcode, and turning the passcode off "will also disable Touch ID and Face ID"
  /// (https://www.businessinsider.com.au/how-to-turn-off-password-on-iphone-2020-6 , second-hand;
  /// high that Face ID stops). Unverified: whether the face data is deleted or only disabled
  /// until the passcode returns (no Apple page or first-hand report found). Default `true`: a
  /// passcode-protected Secure Enclave key guards the enrolment, and the reading that leaves the
  /// app facing the most LocalAuthentication answers (no face after the passcode comes back) is
  /// the one a fuzzer should try; `false`: the face is usable again once the passcode is on.
  /// Verdicts that depend on it: only traces that turn the passcode off and on again.
  @inlinable public var passcodeOffRemovesFaceID: Bool {
    get {
      OpenQuestionReads.noteFlag(50)
      return _passcodeOffRemovesFaceID
    }
    set { _passcodeOffRemovesFaceID = newValue }
  }
  @usableFromInline var _passcodeOffRemovesFaceID = true
  /// An ``LAContext`` that was asked ``LAContext/canEvaluatePolicy(_:error:)`` refuses a later
  /// evaluation with ``LAError/Code/notInteractive`` (-1004, "User interaction is required") at
  /// once, showing no prompt. Unverified: a plugin's users saw the Face ID dialog not shown "in
  /// rare cases" with -1004 and stopped it with a dedicated context for the check
  /// (https://github.com/EddyVerbruggen/cordova-plugin-touch-id/issues/93 , 2020), but a radar sees
  /// -1004 with fresh contexts, after did-become-active and on a button tap
  /// (https://github.com/lionheart/openradar-mirror/issues/14954 , iOS 9/10), another after other
  /// apps used LocalAuthentication (https://github.com/lionheart/openradar-mirror/issues/1683 ),
  /// and Apple's own sample code checks and evaluates one context. Default `false`: the reports
  /// are intermittent and disagree on the cause, so the model keeps the documented causes only
  /// (``LAContext/interactionNotAllowed``, the app not frontmost); `true` is the plugin's reading.
  @inlinable public var checkedContextRefusesInteraction: Bool {
    get {
      OpenQuestionReads.noteFlag(51)
      return _checkedContextRefusesInteraction
    }
    set { _checkedContextRefusesInteraction = newValue }
  }
  @usableFromInline var _checkedContextRefusesInteraction = false
  /// A device unlock with Face ID counts for ``LAContext/touchIDAuthenticationAllowableReuseDuration``
  /// as one with Touch ID does: an evaluation within the context's reuse window after it succeeds
  /// with no prompt. Unverified for Face ID: Apple's page names Touch ID only
  /// (https://developer.apple.com/documentation/localauthentication/lacontext/touchidauthenticationallowablereuseduration ).
  /// Default `true`, medium: a first-hand report on Face ID-era iPhones sees no biometric prompt
  /// 50 s after a device unlock with a 60 s window and one at 70 s
  /// (https://github.com/tangem/tangem-sdk-ios-old/pull/229 , 2022, which removed the window for
  /// it), and a library's maintainer reads the property as covering Face ID's unlock
  /// (https://github.com/rushisangani/BiometricAuthentication/issues/38 , 2020). `false`: only a
  /// Touch ID profile (below iOS 11) reuses the unlock. Read only by contexts that set a window
  /// (the lock family's `reuse=`).
  @inlinable public var reuseDurationCoversFaceID: Bool {
    get {
      OpenQuestionReads.noteFlag(52)
      return _reuseDurationCoversFaceID
    }
    set { _reuseDurationCoversFaceID = newValue }
  }
  @usableFromInline var _reuseDurationCoversFaceID = true
  /// A `UIStackView` leaves empty the length along its axis that its arranged views do not take:
  /// each view keeps its own length (its frame's, or ``UIView/sizeThatFits(_:)``), and what is
  /// left over stays at the end (``UIStackView/arrangeViews()``). Unverified, and not what Apple
  /// documents: `.fill` "resizes its arranged views so that they fill the available space",
  /// stretching them "according to their hugging priority" and, when ambiguous, "based on their
  /// index" (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill ;
  /// iOS 9+; high), but the model has no hugging or compression priorities, no intrinsic content
  /// sizes and no constraints, so which view UIKit stretches is unknown for any app whose views
  /// set their own priorities. Default `true`: the model's reading since the third unseen set,
  /// kept so that no output changes; a verdict about a cover laid out by a stack names this flag.
  /// `false`: the views take the rest: `.fill` stretches (or shrinks) the first shown view (equal
  /// priorities: "it expands the first view", Apple's "Start Developing iOS Apps (Swift)"
  /// tutorial, quoted at https://cnblogs.com/cocoabanana/p/5567630.html ; medium),
  /// `.fillProportionally` scales each view's length, `.equalSpacing` and `.equalCentering`
  /// widen the gaps equally.
  @inlinable public var stackViewLeavesUnusedLength: Bool {
    get {
      OpenQuestionReads.noteFlag(53)
      return _stackViewLeavesUnusedLength
    }
    set { _stackViewLeavesUnusedLength = newValue }
  }
  @usableFromInline var _stackViewLeavesUnusedLength = true
  /// A label's text measures 0.65 of its point size per character, the wide end of the model's
  /// bracket, instead of 0.55 (``UILabel/sizeThatFits(_:)``, used by `sizeToFit()` and by a
  /// stack view). Unverified: the model has no font metrics, and a character's advance in the
  /// system font depends on the glyph (narrow `i`, wide `W` and digits), which no public source
  /// gives as one number (Apple documents only that a label answers the size its text needs,
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) ; high). Default
  /// `false`: the model's estimate of an average advance since the third unseen set, kept so that
  /// no output changes. `true`: the wide end, under which a label sized to fit reaches further
  /// (a sensitive label past a cover's edge, a cover label over more of the screen).
  @inlinable public var labelTextMeasuresWide: Bool {
    get {
      OpenQuestionReads.noteFlag(54)
      return _labelTextMeasuresWide
    }
    set { _labelTextMeasuresWide = newValue }
  }
  @usableFromInline var _labelTextMeasuresWide = false
  /// The iPhone's top safe-area inset in portrait (and its side insets in landscape) is 59 points, a
  /// Dynamic Island iPhone's, instead of 47 (``UIView/safeAreaInsets``). Unverified: Apple documents
  /// the shape of the safe area but no values; 47 for the model's 390-point iPhones (iPhone 12, 13,
  /// 14) is the commonly reported value, not one read in a cited source, while 59 is measured
  /// first-hand on Dynamic Island iPhones (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation ;
  /// medium). Default `false` (47): it keeps every output. `true`: a cover pinned to the safe area
  /// leaves 12 more points of the top band uncovered.
  @inlinable public var safeAreaTopIsDynamicIsland: Bool {
    get {
      OpenQuestionReads.noteFlag(55)
      return _safeAreaTopIsDynamicIsland
    }
    set { _safeAreaTopIsDynamicIsland = newValue }
  }
  @usableFromInline var _safeAreaTopIsDynamicIsland = false
  /// The `ipad-split` profiles' iPad has a Home button: its safe area is the 20-point status bar
  /// at the top and nothing at the bottom, instead of a Face ID iPad's 24 top and 20 bottom (the
  /// home indicator) (``UIView/safeAreaInsets``). The model's iPad (1024 × 1366 points) is the
  /// 12.9-inch iPad Pro, whose 1st and 2nd generations (2015, 2017) have a Home button and whose
  /// later ones (2018 on) Face ID; both sets of insets are measured first-hand (the bottom 20
  /// and the Home-button iPads' top 20: medium-high; the Face ID iPads' top 24: medium; sources at
  /// ``UIWindow/screenSafeAreaInsets``). Default `false`: the iPad sold since 2018, and the
  /// one with the larger bands, under which a cover pinned to the safe area leaves more uncovered.
  /// Stage Manager iPads have no Home button: the flag changes nothing on `ipad-stage`.
  @inlinable public var iPadHasHomeButton: Bool {
    get {
      OpenQuestionReads.noteFlag(56)
      return _iPadHasHomeButton
    }
    set { _iPadHasHomeButton = newValue }
  }
  @usableFromInline var _iPadHasHomeButton = false
  /// The switcher opened from the Home Screen in the orientation the app did not leave in shows
  /// the snapshot stored in that orientation at an earlier background, stale (what the app showed
  /// then), rather than the latest snapshot (``Device/recordCardsFromHomeScreen()``). One report:
  /// https://github.com/brave/brave-browser/issues/56957 (iPhone, iOS 17: the other orientation's
  /// card showed content from before); no Apple document or second report found (issue 26's
  /// re-reading of single-report rules). Default `true`: the report's reading, kept so that no
  /// output changes. `false`: the card is the latest snapshot, scaled, so a stale card never
  /// shows what a cover hid at the latest background.
  @inlinable public var staleOrientationCardShown: Bool {
    get {
      OpenQuestionReads.noteFlag(57)
      return _staleOrientationCardShown
    }
    set { _staleOrientationCardShown = newValue }
  }
  @usableFromInline var _staleOrientationCardShown = true
  /// iOS 10.0 to 10.2: a keyboard already up for a field when the app's Touch ID prompt comes
  /// up stays not drawn once the prompt is gone (``Device/KeyboardState/isUndrawn``): the field
  /// keeps first responder and its keys still type where they would be, but nothing is seen.
  /// Two first-hand reports: a note editor's text view kept editing through a background round
  /// trip and the Touch ID prompt at the return, "keyboard is invisible. If you type where the
  /// keyboard should be, it still works", gone with iOS 10.3.1
  /// (https://github.com/standardnotes/iOS-classic/issues/38 , 2017); a login whose Touch ID popup
  /// was shown while its fields were being edited left no keyboard, the maintainer seeing the same
  /// with the popup's Enter Password button (https://github.com/hackiftekhar/IQKeyboardManager/issues/650 ,
  /// iOS 10, iPhone 6s); on iOS 9.2 such a keyboard was hidden only while the dialog was up and
  /// came back "instantly" when it went (radar 23953163,
  /// https://github.com/lionheart/openradar-mirror/issues/7008 ). Default `true` on iOS 10.0 to
  /// 10.2 from the two iOS 10 reports (medium: neither names the mechanism), `false` elsewhere.
  /// A keyboard *asked for* while the prompt is up or going is not this flag's: that is the
  /// sourced rule ``Device/keyboardAskedUnderPromptIsUndrawn``.
  @inlinable public var touchIDPromptHidesKeptKeyboard: Bool {
    get {
      OpenQuestionReads.noteFlag(58)
      return _touchIDPromptHidesKeptKeyboard
    }
    set { _touchIDPromptHidesKeptKeyboard = newValue }
  }
  @usableFromInline var _touchIDPromptHidesKeptKeyboard = false
  /// A Touch ID request the app makes in the did-enter-background of a swipe-away (the user
  /// swipes its card away in the switcher opened from the running app) brings the app back: the
  /// process ends as it would, then the app is launched again in front (the switcher gone), so its
  /// launch code runs (and a lock asked at launch asks again). First-hand reports, all Touch ID
  /// devices, 2015-2018: the app "terminates but immediately" the fingerprint prompt comes, logs
  /// did-enter-background then will-terminate, and can be closed only after another app was in
  /// front (https://github.com/rolandleth/LTHPasscodeViewController/issues/130 , 2015); it does
  /// not happen without Touch ID (https://github.com/rolandleth/LTHPasscodeViewController/issues/151 ,
  /// 2016); a lock raised with its Touch ID request in did-enter-background restarts the app on a
  /// swipe from the foreground, not after a stay in the background, and raising it one second later
  /// stops it (https://github.com/venmo/VENTouchLock/issues/68 , iOS 9.2); the same with
  /// BKPasscodeView (https://github.com/bkook/BKPasscodeView/issues/31 , 2016) and an app with
  /// biometrics allowed (https://github.com/fotolockr/CakeWallet/issues/12 , iOS 11.3, iPhone 6s).
  /// No Apple page says it; whether the old process comes back or a new one starts is not said
  /// (the reports say relaunch, restart, respawn; the model starts a new one). Default `true`
  /// before iOS 11, where the model's device has Touch ID, `false` from 11 (its device has Face
  /// ID, which no report names, and from 2019 requests of an app not in front fail with -1004):
  /// medium-low, several reports, no named mechanism beyond the moment of the request.
  @inlinable public var swipeAwayRequestRelaunchesApp: Bool {
    get {
      OpenQuestionReads.noteFlag(60)
      return _swipeAwayRequestRelaunchesApp
    }
    set { _swipeAwayRequestRelaunchesApp = newValue }
  }
  @usableFromInline var _swipeAwayRequestRelaunchesApp = false

  /// Before iOS 11, a LocalAuthentication request made while the app is in the background (its
  /// did-enter-background, or later, the device locked or not) is held, not refused: its prompt
  /// comes once the app is active in front again, and the reply follows the user's answer there. A
  /// first-hand report on a Touch ID lock that asks as it goes up at did-enter-background: "In iOS 10
  /// and earlier" the Touch ID prompt loaded inside the app and the user did not see it until the app
  /// came to the foreground, while an iOS 11 beta showed it at once over the Home Screen
  /// (https://github.com/venmo/VENTouchLock/issues/89 , 2017; the reporter later traced the iOS 11
  /// sight to an outdated copy of the library's splash code, which leaves the iOS 10 statement); the
  /// library's own design relies on it (its lock and request at did-enter-background,
  /// https://github.com/venmo/VENTouchLock/issues/68 , iOS 9.2, reporting no refusal). From 2019 such
  /// requests fail at once with -1004, "Caller is not running foreground" (docs/model-behaviours.md,
  /// "App locks"). No Apple page names the app state. Default `true` before iOS 11, `false` from 11:
  /// low-medium, one report saying it and one library built on it.
  @inlinable public var backgroundRequestWaitsForReturn: Bool {
    get {
      OpenQuestionReads.noteFlag(62)
      return _backgroundRequestWaitsForReturn
    }
    set { _backgroundRequestWaitsForReturn = newValue }
  }
  @usableFromInline var _backgroundRequestWaitsForReturn = false
  /// An app whose Info.plist has no `NSFaceIDUsageDescription` is ended by the system when its
  /// ``LAContext`` evaluation would bring up Face ID (a privacy violation: "Termination Reason:
  /// TCC, This app has crashed because it attempted to access privacy-sensitive data without a
  /// usage description. The app's Info.plist must contain an NSFaceIDUsageDescription key"), rather
  /// than having Face ID refused to it. Apple documents the key as required ("This key is required
  /// if your app uses APIs that access Face ID", "NSFaceIDUsageDescription",
  /// https://developer.apple.com/documentation/bundleresources/information-property-list/nsfaceidusagedescription ;
  /// iOS 11+) and, in its current sample, that "Without this key, the system won't allow your app to use
  /// Face ID" (https://developer.apple.com/documentation/localauthentication/logging-a-user-into-your-app-with-face-id-or-touch-id ),
  /// a refusal, not an exit. **The first-hand reports split by iOS version.** Ended, every dated one on iOS
  /// 11-13: https://github.com/smstuebe/xamarin-fingerprint/issues/100 (11.3, 2018);
  /// https://github.com/mssun/passforios/issues/193 (11.4 and 12 beta 1, 2018);
  /// https://github.com/rolandleth/LTHPasscodeViewController/issues/193 (11.4, 2018);
  /// https://github.com/recruit-lifestyle/Smile-Lock/issues/63 (12, 2018);
  /// https://github.com/rolandleth/LTHPasscodeViewController/pull/197 (2019);
  /// https://github.com/isontheline/pro.webssh.net/issues/34 (13.6, 2020). Refused, the app staying up, every
  /// one from iOS 14 on: https://github.com/NiklasMerz/cordova-plugin-fingerprint-aio/issues/308 (14.2, 2020-12:
  /// the passcode screen at once, no Face ID; a later comment there names the missing key as its cause);
  /// https://github.com/ionic-team/cordova-plugin-ios-keychain/pull/43 (2022: without the key Face ID "will not
  /// be enabled"); https://github.com/partout-io/passepartout/pull/271 (2023, the maintainer: the lock is up
  /// and no Face ID prompt comes; fixed by adding the key; F39-I04); https://github.com/ente/ente/pull/8211
  /// (2025: "iOS falls back to passcode-only authentication"; F28-I06). Against the split: two 2021 reports of
  /// an app closing at Face ID fixed by the key, iOS version not given
  /// (https://github.com/hieuvp/react-native-fingerprint-scanner/issues/199 ,
  /// https://github.com/AnanthaKrish/FaceId-TouchId/issues/1 ). No source names the release that changed it;
  /// the model takes the first version after the last dated crash. Revisited in session 43: the one first-hand
  /// report below iOS 14 of the passcode offered instead of Face ID (iPhone X, iOS 12.2,
  /// https://github.com/EddyVerbruggen/cordova-plugin-touch-id/issues/78 ) is a `SecItemCopyMatching` read of a
  /// `.userPresence` item, not an evaluation: the read's own answer under either value
  /// (``Device/keychainReadOpensOnPasscode(_:)``), so it does not stand against the exit; a biometry-only item's
  /// read ended the app as the evaluations did (https://github.com/oblador/react-native-keychain/issues/172 ,
  /// 2018-11). Every dated exit that names its request evaluates the biometrics policy or reads a biometry-only
  /// item; no report shows `.deviceOwnerAuthentication` evaluated below 14, whose exit stays the model's reading.
  /// The default is kept. Default `true` before iOS 14, `false`
  /// from 14 (``defaults(for:)``; medium: six reports of the exit, 2018-2020, four of the refusal, 2020-2025, and
  /// Apple's sample; none across the line, which no source places exactly).
  /// `false`: Face ID is unavailable to the app (``LAError/Code/biometryNotAvailable`` for the
  /// biometrics policy, the passcode at once for `.deviceOwnerAuthentication`). Read only for an app
  /// that declares the key absent (``PrivacyScreenStrategy/declaresFaceIDUsageDescription``).
  @inlinable public var missingFaceIDUsageDescriptionTerminates: Bool {
    get {
      OpenQuestionReads.noteFlag(63)
      return _missingFaceIDUsageDescriptionTerminates
    }
    set { _missingFaceIDUsageDescriptionTerminates = newValue }
  }
  @usableFromInline var _missingFaceIDUsageDescriptionTerminates = false
  /// An update of the app (``SystemEvent/updateApp``) leaves the switcher snapshots the system kept
  /// for the old build: the app's card and the snapshot it opens on show the old build's last
  /// screen until the new build's first background. Unverified: Apple keeps the app container's data
  /// across an update but promises it for `Library` "except for Library/Caches" (QA1699,
  /// https://developer.apple.com/library/archive/qa/qa1699/_index.html ), where the snapshots live
  /// (Library/Caches/Snapshots, https://github.com/permissionlesstech/bitchat/pull/947 , 2026). For
  /// it: SplashBoard's cached launch screen of the old build still shows after an App Store or
  /// TestFlight update (https://github.com/react/react-native/issues/28732 , iOS 13.4;
  /// https://github.com/jonbhanson/flutter_native_splash/issues/666 , iOS 16.5). Default `true`
  /// (low-medium: the same cache kept, and TN2285's "all data ... may be preserved"); `false`: the
  /// update drops them, as a swipe-away does.
  @inlinable public var appUpdateKeepsSnapshots: Bool {
    get {
      OpenQuestionReads.noteFlag(64)
      return _appUpdateKeepsSnapshots
    }
    set { _appUpdateKeepsSnapshots = newValue }
  }
  @usableFromInline var _appUpdateKeepsSnapshots = true
  /// On a Mac (``DeviceKind/mac``), when another Mac app takes focus (``SystemEvent/focusOtherMacApp``) or the app
  /// is hidden from focus (``SystemEvent/goHome``), the app's key window stops being key and UIKit posts
  /// `UIWindow.didResignKeyNotification` for it; `UIWindow.didBecomeKeyNotification` when it is focused again.
  /// Unverified for an iOS app on a Mac: AppKit keeps one key window, the active app's, and resigns it when the user
  /// goes to another app ("windowDidResignKey: is called every time the window is not the current user input
  /// target, like when switching to a different app", https://github.com/rsms/fb-mac-messenger/pull/252 ; AppKit,
  /// medium), and the reporter of https://github.com/react/react-native/issues/32949 proposes the key window's
  /// notices as the fix for the missing resign (a proposal, not a trace of UIKit on the Mac; low). Default `true`,
  /// from AppKit's rule; `false` leaves the app told nothing at all while another app has focus.
  @inlinable public var macFocusLossResignsKeyWindow: Bool {
    get {
      OpenQuestionReads.noteFlag(65)
      return _macFocusLossResignsKeyWindow
    }
    set { _macFocusLossResignsKeyWindow = newValue }
  }
  @usableFromInline var _macFocusLossResignsKeyWindow = true
  /// On an iPad, the multitasking swipe (``SystemEvent/multitaskingSwipe``) made while the software keyboard is up
  /// is cancelled when the app's will-resign-active puts a cover on screen: the app stays in front and becomes
  /// active again, the user's swipe did nothing. Two first-hand reports from unrelated apps, both iPadOS 13, with
  /// the same controls (keyboard down, or no cover: the swipe works): Signal's screen security, iOS 13.2.3 and a
  /// second user on 13.3 (https://github.com/signalapp/Signal-iOS/issues/4328 ), and Strongbox's lock, iOS 13.1.3
  /// (https://github.com/strongbox-password-safe/Strongbox/issues/222 ). No Apple page or report says why, nor
  /// what UIKit delivers when the swipe is cancelled (the model: did-become-active only, as after a panel).
  /// Default `true` on iOS 13 only, where both reports are; nothing is reported of 12 or 14 and later:
  /// medium-low.
  @inlinable public var keyboardCoverCancelsMultitaskingSwipe: Bool {
    get {
      OpenQuestionReads.noteFlag(66)
      return _keyboardCoverCancelsMultitaskingSwipe
    }
    set { _keyboardCoverCancelsMultitaskingSwipe = newValue }
  }
  @usableFromInline var _keyboardCoverCancelsMultitaskingSwipe = false
  /// The main queue keeps running after the app's switcher snapshot, until the system suspends the app: blocks queued
  /// at or after did-enter-background (a `DispatchQueue.main.async`, SwiftUI's next update with the `onChange` of a
  /// `.background` scene phase, an animation's completion) run then, in the background, not on the return. Apple's
  /// sequence is did-enter-background, the snapshot, then the app "may be suspended"
  /// (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ); work started in
  /// did-enter-background runs after that method returns, and the system may suspend the app before a background task
  /// is granted
  /// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:) );
  /// Apple's own `onChange(of: scenePhase)` example does its cleanup at `.background`
  /// (https://developer.apple.com/documentation/swiftui/scenephase ); a first-hand report measures the suspension as
  /// a gap in a repeating timer that kept firing in the background until then
  /// (https://gist.github.com/BadPirate/0a480b947744c8c0e326daa4ab479b09 ), and another's unified log shows a
  /// backgrounded app's queues running until the suspension and stopping there
  /// (https://stackoverflow.com/questions/55448140 ). How long the window lasts is not
  /// documented ("shortly"), so under `true` the model gives it no virtual time: the queued blocks, and those they
  /// queue, run; a timer not yet due waits for the return. Default `true` since session 33 (medium: Apple's sequence
  /// and two first-hand logs agree, none contradicts; how long the turns last is unverified): `false` is the
  /// model before it, the app suspended at the snapshot and the queued work run on the return, after
  /// will-enter-foreground. A reply from another process (LocalAuthentication's `systemCancel` as the app leaves)
  /// runs at the leave; its hop to the main queue is such queued work (`Device+Suspension.swift`).
  @inlinable public var queuedWorkRunsBeforeSuspension: Bool {
    get {
      OpenQuestionReads.noteFlag(67)
      return _queuedWorkRunsBeforeSuspension
    }
    set { _queuedWorkRunsBeforeSuspension = newValue }
  }
  @usableFromInline var _queuedWorkRunsBeforeSuspension = true
  /// App structure, with ``externalDisplayScene``: the external display's role names a scene delegate class of its
  /// own in the app's scene configuration (Info.plist `UISceneConfigurations`, a `UISceneDelegateClassName` for
  /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive`, or `application(_:configurationForConnecting:options:)`),
  /// so UIKit makes that class for the external display's scene and the app's main scene delegate, where its privacy
  /// and lock code lives, never hears of that scene: the code covers or locks the device's screen only, and the
  /// external display shows what the other delegate draws there (Apple, "UISceneConfiguration" and
  /// "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
  /// https://developer.apple.com/documentation/uikit/uiwindowscenesessionroleexternaldisplaynoninteractive ;
  /// UIKit reads the role's configurations from the manifest, falling back to the older role name). Both
  /// configurations ship: the Salesforce SDK's delegate served both roles, so its cover reached the external display
  /// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679 , C10), while apps that put their own content
  /// on a TV declare a delegate class for that role alone (SDL's external display scene,
  /// https://github.com/libsdl-org/SDL/issues/16161 ). iOS 13+; an app's declaration, not a platform question.
  /// Default `false`: the model as before (one delegate for every role); `true` delivers none of the external
  /// scene's delegate callbacks to the strategy (its UIApplication and UIScene notifications still come, app-wide).
  @inlinable public var externalDisplaySceneOwnDelegate: Bool {
    get {
      OpenQuestionReads.noteFlag(68)
      return _externalDisplaySceneOwnDelegate
    }
    set { _externalDisplaySceneOwnDelegate = newValue }
  }
  @usableFromInline var _externalDisplaySceneOwnDelegate = false
  /// LocalAuthentication, a request made right after a match: an `LAContext` evaluation the app asks for while its
  /// previous prompt, which matched, is still animating away (the success reply has reached the app, did-become-active
  /// has not; ``PlatformTimings/faceIDDismissal``) and no other request of the app's is in flight. App code asks then
  /// when a success takes one screen down and the screen under it asks from its own `viewDidAppear` (a stacking lock
  /// code, ``LockConfiguration``'s `stacks`), or when a reply handler chains a second authentication.
  /// `true` (default, the model's earlier choice): it fails at once with `systemCancel`, no prompt. Evidence: a
  /// maintainer's first-hand note that "authentication with FaceID may fail if the next authentication is performed too
  /// quick after the previous successful attempt" (two signed requests in a row, iOS, 2022,
  /// https://github.com/wultra/powerauth-mobile-sdk/issues/474 ; "may": not every time). `false`: its prompt comes
  /// up as the matched one goes, with no new resign (the app has not become active between), as the model's access-
  /// controlled Keychain read asked at that moment does: a lock screen asking from its `viewDidAppear` right after a
  /// match saw Face ID "appear repeatedly after using a matching ID" (iOS 11, the simulator,
  /// https://github.com/tiny2n/JKLLockScreenViewController/issues/8 ; its ask came from a did-become-active present,
  /// so after the dismissal, not during it). Unverified: no source times a request inside the dismissal; Apple
  /// documents only that a previous success does not mean a later evaluation succeeds ("Policy evaluation can fail for
  /// various reasons, including cancellation by the user or the system",
  /// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:) ).
  /// iOS 11+ (Face ID); read only when such a request is made, so a verdict that depends on it names it.
  @inlinable public var requestDuringMatchDismissalFails: Bool {
    get {
      OpenQuestionReads.noteFlag(69)
      return _requestDuringMatchDismissalFails
    }
    set { _requestDuringMatchDismissalFails = newValue }
  }
  @usableFromInline var _requestDuringMatchDismissalFails = true
  /// The secure canvas, touches (issue 26, docs/model-behaviours.md SC17): a view whose own layer the app moved into
  /// a secure text field's layer, the field a subview of that view with its interaction off (the trick applied to a
  /// view, not a window: ScreenShield's `setScreenCaptureProtection` on a controller's view, react-native-screenshot-
  /// prevent's `addSecureTextFieldToView` on each root subview; app-logic `secure(on, of=root|subviews|screen)`), takes
  /// no tap, nor does any view inside it: hit-testing passes it by as it passes a view whose interaction is off, and
  /// the tap goes to what lies under it. `true` from the evidence: every first-hand report of touches on such a view
  /// says they are lost or cut short and none says they work. A table's `didSelectRowAt` no longer fires once the view
  /// is protected, also from `viewDidAppear` (https://github.com/JayantBadlani/ScreenShield/issues/10 ); a protected
  /// full-screen web view "can't tap or slide" after a presentation over it
  /// (https://github.com/JayantBadlani/ScreenShield/issues/32 ); React Native presses end about a second after they
  /// begin although held (https://github.com/killserver/react-native-screenshot-prevent/issues/57 ) and long presses
  /// never fire (https://github.com/killserver/react-native-screenshot-prevent/issues/16 ). Low: Apple's documented
  /// walk visits `subviews`, whose order and membership the view keeps
  /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ), so why the tap is lost is not known;
  /// a reimplementation of UIKit builds `subviews` from the layer's sublayers and hit-tests through them, which gives
  /// exactly this (https://github.com/BigZaphod/Chameleon , `UIView.m`); the React Native reports show a touch
  /// beginning there. `false`: Apple's walk alone, the view takes the tap. iOS 13+ (the trick's range). Read only
  /// when a hit test meets such a view, so a verdict that depends on it names it.
  @inlinable public var secureCanvasHostedViewTakesNoTaps: Bool {
    get {
      OpenQuestionReads.noteFlag(70)
      return _secureCanvasHostedViewTakesNoTaps
    }
    set { _secureCanvasHostedViewTakesNoTaps = newValue }
  }
  @usableFromInline var _secureCanvasHostedViewTakesNoTaps = true
  /// From iOS 15, a window the app makes key (`makeKey()`, `makeKeyAndVisible()`) in a scene that is in the
  /// background and has a key window of its own (not one being connected), while the user is in another scene that is foreground-active, becomes that scene's key window only:
  /// the app's key window and the keyboard stay in the scene the user is in. Apple documents key status as the
  /// scene's from iOS 15 ("isKeyWindow": "the key window of its scene",
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow ; "becomeKey()": called "when the window
  /// becomes the key window in its scene", https://developer.apple.com/documentation/uikit/uiwindow/becomekey() ),
  /// and a developer reports that the key window's notices come only for changes inside a scene while
  /// `UIApplication.keyWindow` follows the scene that gets the keyboard
  /// (https://developer.apple.com/forums/thread/773669 ); no source shows a key change made in a background scene
  /// (unverified). Default `true`, from those; `false`: it takes the app's key window and the keyboard, as up to iOS
  /// 14 (the model's reading before session 39). Read only in that state.
  @inlinable public var backgroundSceneKeyWindowStaysInScene: Bool {
    get {
      OpenQuestionReads.noteFlag(71)
      return _backgroundSceneKeyWindowStaysInScene
    }
    set { _backgroundSceneKeyWindowStaysInScene = newValue }
  }
  @usableFromInline var _backgroundSceneKeyWindowStaysInScene = true
  /// Each scene keeps its own first responder: a field that has the keyboard stays the first responder of its window
  /// when the user's focus (the app's key window) goes to another scene, without the keyboard, and gets the keyboard
  /// back when that window is made the app's key window again (the user returns to the scene); a field made first
  /// responder in one scene leaves another scene's first responder as it is, and one the app's code focuses in a
  /// scene the user is not in gets no keyboard. Apple: `becomeFirstResponder()` "Asks
  /// UIKit to make this object the first responder in its window"; "In iOS 13 or later, the root of the responder
  /// chain is the window scene's key window"; a text field gets the software keyboard "only if the view's root window
  /// is a key window", and with a hardware keyboard "only the first responder from the key window receives key events"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() ; iOS 13+; high); each window
  /// has its own first responder (a Stack Overflow answer on UIKit's and AppKit's windows,
  /// https://ios-ruby-on-rails.developreference.com/article/27194136/UIKit+Initial+first+responder ; medium); the
  /// keyboard's events go to the key window of the scene the user is in (https://developer.apple.com/forums/thread/773669 ,
  /// iPadOS 15+; medium). Not seen first-hand for two scenes of one app: between two apps in Split View a tapped text
  /// field takes the keyboard focus from the other app's field (https://developer.apple.com/forums/thread/771244 ,
  /// iPadOS 17), which says nothing of the other app's first responder. Default `true`, from Apple's pages; `false`:
  /// one first responder for the app, a scene the user leaves loses its field for good (the model's reading before
  /// session 41). Read only when the keyboard's field and the window or field that takes it are in different scenes.
  @inlinable public var sceneKeepsFirstResponder: Bool {
    get {
      OpenQuestionReads.noteFlag(72)
      return _sceneKeepsFirstResponder
    }
    set { _sceneKeepsFirstResponder = newValue }
  }
  @usableFromInline var _sceneKeepsFirstResponder = true
  /// Settings asks the device passcode before the user changes Face ID: the app's own Face ID switch (Face ID &
  /// Passcode > Other Apps; off, the app's biometrics requests fail with `biometryNotAvailable`), "Reset Face ID", and
  /// setting up a face or an alternate appearance (`biometryNotEnrolled`; a `.biometryCurrentSet` Keychain item
  /// invalidated, read as `errSecItemNotFound`). Apple's Platform Security guide lists "Viewing or changing passcode
  /// settings" among the operations that always require the passcode
  /// (https://support.apple.com/guide/security/sec9479035f1/web ; iOS 11+; high for the pane), the iPhone User Guide's
  /// steps start "Go to Settings > Face ID & Passcode, then enter your passcode"
  /// (https://support.apple.com/guide/iphone/set-up-face-id-iph6d162927a/ios ; high), and the per-app switch is in that
  /// pane: "Head into Settings > Face ID & Passcode. You'll need to enter your iPhone's passcode to continue", then
  /// Other Apps (https://9to5mac.com/2018/05/02/how-to-face-id-specific-apps/ , iOS 11; medium). Unverified: that no
  /// other road reaches the same switch without the passcode (the app's own page in Settings is not named by any
  /// source found). Default `true`, from those: a lock the code takes down on such a reply lets in only whoever knows
  /// the device passcode. `false`: anyone holding the unlocked device can cause it, as a cancel. Read only when the
  /// app's code takes its lock down on such a reply (``SystemEvent/changeDeviceSetting(_:)`` makes them).
  @inlinable public var settingsAsksPasscodeForFaceIDChanges: Bool {
    get {
      OpenQuestionReads.noteFlag(73)
      return _settingsAsksPasscodeForFaceIDChanges
    }
    set { _settingsAsksPasscodeForFaceIDChanges = newValue }
  }
  @usableFromInline var _settingsAsksPasscodeForFaceIDChanges = true
  /// The system share sheet (`UIActivityViewController`) presented in compact width on iOS 13+ opens at its medium
  /// detent, about half the screen's height, with the presenter's content showing above it (dimmed) until the user
  /// drags it up; the switcher's card, a screenshot or a recording then shows that upper half. Sourced: UIKit's medium
  /// detent is "approximately half the height of the screen" (Apple, "UISheetPresentationController.Detent.medium()",
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium() , iOS 15+; high for
  /// the size), and a developer wrapping the share sheet calls it "the typical half sheet" against a full-height one
  /// (https://github.com/SwiftUIX/SwiftUIX/issues/342 , 2022, first-hand; medium). Unverified: iOS 13 and 14, before the
  /// detent API, and how far up the system places it on each device. Default `true`, from those; `false`: the share
  /// sheet fills the window below the usual sheet's top strip, as every sheet (the model before the forty-seventh
  /// session: a new user's share sheet over a lab result held with no cover at all). Read only when a share sheet is
  /// presented in compact width. Before iOS 13 the share sheet slides up from the bottom as an action sheet does
  /// (PSPDFKit, "Preventing Popovers on Popovers", 2016; high for the place), and the flag gives it the same half
  /// (its height there unverified); `false` there: it fills the window, as a full-screen presentation.
  @inlinable public var shareSheetOpensAtMediumDetent: Bool {
    get {
      OpenQuestionReads.noteFlag(74)
      return _shareSheetOpensAtMediumDetent
    }
    set { _shareSheetOpensAtMediumDetent = newValue }
  }
  @usableFromInline var _shareSheetOpensAtMediumDetent = true
  /// A recording or mirroring that starts while the app is on screen takes a frame of what the app shows before the
  /// change reaches it (before `capturedDidChangeNotification` and the `sceneCaptureState` trait handlers run), so a
  /// cover the app puts up when told is missing from the capture's first frame. No source measures the delay between a
  /// capture starting and the app being told. The render loop puts what the app commits in a turn on screen about two
  /// frames later (Apple Tech Talk 10855, https://developer.apple.com/videos/play/tech-talks/10855 ; high for the
  /// loop), and the capture is started by the system, not by the app's turn, so a frame of the app before its cover is
  /// possible (inference, low); the usual start, Control Center's recording button, counts down 3 s under Control
  /// Center (https://github.com/AvdLee/RocketSimApp/issues/42 ; low), whose frames show Control Center, not the app.
  /// Apple says only that the notification is posted on the main actor
  /// (https://developer.apple.com/documentation/uikit/uiscreen/captureddidchangenotification ; high). Default `false`:
  /// the model's answer since issue 26 (the app's cover is in the capture's first frame), which the corpus's capture
  /// traces rest on; `true`: the worst case for a start that does not pass through Control Center. Read only when a
  /// capture starts while the app runs in the foreground.
  @inlinable public var captureFrameBeforeAppIsTold: Bool {
    get {
      OpenQuestionReads.noteFlag(75)
      return _captureFrameBeforeAppIsTold
    }
    set { _captureFrameBeforeAppIsTold = newValue }
  }
  @usableFromInline var _captureFrameBeforeAppIsTold = false

  /// Creates the flags with every documented default for iOS 17.
  public init() {}

  /// The documented defaults for `version`.
  public static func defaults(for version: OSVersion) -> PlatformFlags {
    var f = PlatformFlags()
    f.refusesPresentationDuringResign = version >= OSVersion(18)
    f.activationStateChangesBeforeWillResign = version >= OSVersion(18)
    // radar 49216830: iOS 11 to 12.1.4 (12.1 is the model's last version before the fix).
    f.duplicateDidBecomeActive = version < OSVersion(12, 2)
    f.secureCanvasReapplyTraps = version >= OSVersion(18) && version < OSVersion(26, 5)
    f.touchIDPromptHidesKeptKeyboard = Device.touchIDKeyboardFaultVersions.contains(version)
    f.swipeAwayRequestRelaunchesApp = version < OSVersion(11)
    f.backgroundRequestWaitsForReturn = version < OSVersion(11)
    f.missingFaceIDUsageDescriptionTerminates = version < OSVersion(14)
    f.keyboardCoverCancelsMultitaskingSwipe = version >= OSVersion(13) && version < OSVersion(14)
    return f
  }

  /// Every flag by name, in a fixed order, with the open question it answers.
  public static let all:
    [(name: String, question: String, keyPath: any WritableKeyPath<PlatformFlags, Bool> & Sendable)] = [
      ("switcherCardIsLive", "Q1 live switcher card while inactive", \.switcherCardIsLive),
      ("queuedBlocksRunBeforeSnapshot", "Q2 queued blocks versus the snapshot", \.queuedBlocksRunBeforeSnapshot),
      ("capturesShowPresentationValues", "Q3 captures mid-animation", \.capturesShowPresentationValues),
      ("perSceneAppNotifications", "Q4 app-level notifications with several scenes", \.perSceneAppNotifications),
      ("duplicateDidBecomeActive", "Q5 duplicated did-become-active", \.duplicateDidBecomeActive),
      ("doubleResign", "Q5 two resigns before one become-active", \.doubleResign),
      ("inAppAlertsResign", "Q6 in-app alerts and activation", \.inAppAlertsResign),
      ("windowingSuppressesActivation", "Q7 iPadOS 26 windows covered by another app", \.windowingSuppressesActivation),
      (
        "captureChangeDeliveredOnlyWhileActive", "capture notifications while inactive",
        \.captureChangeDeliveredOnlyWhileActive
      ),
      ("secureCanvasHiddenInSwitcher", "Q9 secure canvas in the switcher snapshot", \.secureCanvasHiddenInSwitcher),
      ("refusesPresentationDuringResign", "Q10 presenting during resign on iOS 18+", \.refusesPresentationDuringResign),
      ("equalLevelMostRecentOnTop", "Q11 order of windows of equal level", \.equalLevelMostRecentOnTop),
      ("unheldWindowsVanish", "Q12 window lifetime", \.unheldWindowsVanish),
      ("callBannerResigns", "Q13 incoming-call banner and activation", \.callBannerResigns),
      ("signInWithAppleResigns", "the Sign in with Apple sheet resigns the app", \.signInWithAppleResigns),
      (
        "entryDeliveredBeforeActivation", "an entry (notification, link, quick action) before did-become-active",
        \.entryDeliveredBeforeActivation
      ),
      ("suggestionBarShowsFieldText", "keyboard suggestion bar shows the field's text", \.suggestionBarShowsFieldText),
      ("blurDegradedTextIsLegible", "blurred text between legible and illegible", \.blurDegradedTextIsLegible),
      ("swiftUIUpdatesInCallbackTurn", "SwiftUI state applied in the callback's turn", \.swiftUIUpdatesInCallbackTurn),
      (
        "hostingViewHasSystemBackground", "UIHostingController's view has the system background",
        \.hostingViewHasSystemBackground
      ),
      (
        "switcherCardMayPrecedeResignCommit", "switcher card taken before the resign turn commits",
        \.switcherCardMayPrecedeResignCommit
      ),
      ("externalDisplayScene", "app declares an external-display scene", \.externalDisplayScene),
      (
        "secureCanvasFailsToRecomposite", "window in a secure canvas gray after a round trip",
        \.secureCanvasFailsToRecomposite
      ),
      (
        "coveredRemoteSheetLeavesContainer", "share sheet covered full screen leaves its pane",
        \.coveredRemoteSheetLeavesContainer
      ),
      (
        "activationStateChangesBeforeWillResign", "activationState inside will-resign-active (iOS 18+)",
        \.activationStateChangesBeforeWillResign
      ),
      (
        "secureCanvasBlanksIPhoneMirroring", "iPhone Mirroring leaves out the secure canvas",
        \.secureCanvasBlanksIPhoneMirroring
      ),
      ("secureCanvasBlanksMacWindow", "a window in a secure canvas on a Mac", \.secureCanvasBlanksMacWindow),
      (
        "secureCanvasViewCycleTrapsOnIPad", "UIKit's view visitor recursion on iPad (secure-layer trick)",
        \.secureCanvasViewCycleTrapsOnIPad
      ),
      (
        "secureTailLayerCollapsesWindow", "iOS 26.5: a window in a field's last sublayer collapses",
        \.secureTailLayerCollapsesWindow
      ),
      ("resizeResigns", "dragging the Split View divider resigns active (iOS 9)", \.resizeResigns),
      (
        "launchUnderPanelStaysInactive", "a launch under Control Center stays inactive until it closes",
        \.launchUnderPanelStaysInactive
      ),
      ("offMainUIKitCallsTrap", "a UIKit call off the main thread traps", \.offMainUIKitCallsTrap),
      (
        "snapshotsOtherOrientationOnIPad", "iPad snapshots the other orientation at each background",
        \.snapshotsOtherOrientationOnIPad
      ),
      (
        "backgroundLaunchConnectsScene", "a scene app's background launch connects its scene",
        \.backgroundLaunchConnectsScene
      ),
      (
        "backgroundLaunchPostsAppDidEnterBackground", "a scene app's background launch posts the app-level note",
        \.backgroundLaunchPostsAppDidEnterBackground
      ),
      (
        "secureCanvasLostAfterRoundTrip", "a secure canvas stops protecting after a background round trip",
        \.secureCanvasLostAfterRoundTrip
      ),
      (
        "secureCanvasReapplyTraps", "the secure-layer trick applied twice traps UIKit's view visitor (iOS 18-26.4)",
        \.secureCanvasReapplyTraps
      ),
      (
        "secureCanvasNestedCompositesNothing", "a secure canvas inside another composites nothing (the window black)",
        \.secureCanvasNestedCompositesNothing
      ),
      (
        "secureEntryOffLeavesRunningRecordingBlank",
        "a recording running when secure entry is cleared keeps leaving the canvas out",
        \.secureEntryOffLeavesRunningRecordingBlank
      ),
      ("hardwareKeyboard", "a hardware keyboard is attached (device setting)", \.hardwareKeyboard),
      (
        "keyboardKeysRevealTypingInCaptures", "keys and key pop-ups show the typing in captures",
        \.keyboardKeysRevealTypingInCaptures
      ),
      (
        "secureEntryHidesKeyboardInCaptures", "a focused secure-entry field keeps the keyboard out of captures",
        \.secureEntryHidesKeyboardInCaptures
      ),
      (
        "makeKeyRestoresWindowResponder", "a window made key again gives its kept field the keyboard back",
        \.makeKeyRestoresWindowResponder
      ),
      (
        "swipeAwayDeliversBackground", "a card swiped away while the app runs delivers did-enter-background first",
        \.swipeAwayDeliversBackground
      ),
      (
        "navigationAppearanceInterleaves", "a push or pop interleaves the two screens' appearance callbacks",
        \.navigationAppearanceInterleaves
      ),
      (
        "evaluatedContextAnswersAgain", "an LAContext that succeeded answers again without a prompt",
        \.evaluatedContextAnswersAgain
      ),
      (
        "lockScreenRedactsPrivacySensitive",
        "a widget's privacySensitive views redacted on the locked Lock Screen only",
        \.lockScreenRedactsPrivacySensitive
      ),
      (
        "newerEvaluationReplacesOlder", "a second LAContext evaluation cancels the one in flight and takes its prompt",
        \.newerEvaluationReplacesOlder
      ),
      (
        "overdueTimersFireAfterBecomeActive",
        "a timer due while the app was suspended fires only after did-become-active on the return",
        \.overdueTimersFireAfterBecomeActive
      ),
      (
        "notificationCenterHidesApp", "Notification Center at rest (the Cover Sheet) hides the app behind it",
        \.notificationCenterHidesApp
      ),
      (
        "passcodeOffRemovesFaceID", "turning the device passcode off removes the enrolled face",
        \.passcodeOffRemovesFaceID
      ),
      (
        "checkedContextRefusesInteraction", "an LAContext asked canEvaluatePolicy refuses its evaluation with -1004",
        \.checkedContextRefusesInteraction
      ),
      (
        "reuseDurationCoversFaceID",
        "an LAContext's reuse window counts a device unlock with Face ID, not only Touch ID",
        \.reuseDurationCoversFaceID
      ),
      (
        "stackViewLeavesUnusedLength", "a UIStackView leaves the length its arranged views do not take empty",
        \.stackViewLeavesUnusedLength
      ),
      ("labelTextMeasuresWide", "a label's text measures 0.65 em per character (sizeToFit)", \.labelTextMeasuresWide),
      (
        "safeAreaTopIsDynamicIsland", "the iPhone's top safe-area inset is 59 pt (a Dynamic Island's), not 47",
        \.safeAreaTopIsDynamicIsland
      ),
      (
        "iPadHasHomeButton", "the ipad-split iPad has a Home button: safe area 20 pt top, 0 bottom (not 24 and 20)",
        \.iPadHasHomeButton
      ),
      (
        "staleOrientationCardShown",
        "the switcher in the other orientation shows that orientation's older snapshot, stale",
        \.staleOrientationCardShown
      ),
      (
        "touchIDPromptHidesKeptKeyboard",
        "iOS 10.0-10.2: a keyboard up when the Touch ID prompt comes is not drawn after it",
        \.touchIDPromptHidesKeptKeyboard
      ),
      (
        "newWindowMayMissSnapshot", "a window created during a leave may miss its snapshot and switcher card",
        \.newWindowMayMissSnapshot
      ),
      (
        "swipeAwayRequestRelaunchesApp",
        "before iOS 11: a Touch ID request made as the card is swiped away launches the app again",
        \.swipeAwayRequestRelaunchesApp
      ),
      (
        "presentationTakesFirstResponder",
        "a modal presentation takes the presenting window's first responder until its dismissal",
        \.presentationTakesFirstResponder
      ),
      (
        "backgroundRequestWaitsForReturn",
        "before iOS 11: a request made in the background is held and prompts once the app is active again",
        \.backgroundRequestWaitsForReturn
      ),
      (
        "missingFaceIDUsageDescriptionTerminates",
        "an app without NSFaceIDUsageDescription is ended (TCC) at its Face ID request, not refused Face ID",
        \.missingFaceIDUsageDescriptionTerminates
      ),
      (
        "appUpdateKeepsSnapshots", "an update of the app keeps the switcher snapshots of the old build",
        \.appUpdateKeepsSnapshots
      ),
      (
        "macFocusLossResignsKeyWindow", "on a Mac, another app taking focus resigns the app's key window",
        \.macFocusLossResignsKeyWindow
      ),
      (
        "keyboardCoverCancelsMultitaskingSwipe",
        "iPadOS 13: a multitasking swipe with the keyboard up is cancelled when the resign puts a cover on screen",
        \.keyboardCoverCancelsMultitaskingSwipe
      ),
      (
        "queuedWorkRunsBeforeSuspension",
        "work queued at did-enter-background runs after the snapshot, before the suspension",
        \.queuedWorkRunsBeforeSuspension
      ),
      (
        "externalDisplaySceneOwnDelegate",
        "app names a scene delegate of its own for the external display's role",
        \.externalDisplaySceneOwnDelegate
      ),
      (
        "requestDuringMatchDismissalFails",
        "an LAContext request made while the matched prompt animates away fails with systemCancel",
        \.requestDuringMatchDismissalFails
      ),
      (
        "secureCanvasHostedViewTakesNoTaps",
        "a view whose own layer the app moved into a secure field's layer takes no tap",
        \.secureCanvasHostedViewTakesNoTaps
      ),
      (
        "backgroundSceneKeyWindowStaysInScene",
        "iOS 15+: a window made key in a background scene is that scene's key only",
        \.backgroundSceneKeyWindowStaysInScene
      ),
      (
        "sceneKeepsFirstResponder",
        "each scene keeps its first responder when the user's focus goes to another scene",
        \.sceneKeepsFirstResponder
      ),
      (
        "settingsAsksPasscodeForFaceIDChanges",
        "Settings asks the device passcode before the app's Face ID switch or the enrolled faces change",
        \.settingsAsksPasscodeForFaceIDChanges
      ),
      (
        "shareSheetOpensAtMediumDetent",
        "the share sheet opens at half the screen's height on an iPhone, the app's content showing above it",
        \.shareSheetOpensAtMediumDetent
      ),
      (
        "captureFrameBeforeAppIsTold",
        "a recording or mirroring that starts takes a frame of the app before the app is told of it",
        \.captureFrameBeforeAppIsTold
      ),
    ]

  /// The names of every flag, in order.
  public static var names: [String] { all.map(\.name) }

  /// The value of the flag `name`, or `nil` if there is no such flag.
  public func value(of name: String) -> Bool? {
    Self.all.first { $0.name == name }.map { self[keyPath: $0.keyPath] }
  }

  /// Sets the flag `name`.
  ///
  /// - Throws: ``ProfileError/unknownFlag(_:)`` when there is no such flag.
  public mutating func set(_ name: String, to value: Bool) throws(ProfileError) {
    guard let entry = Self.all.first(where: { $0.name == name }) else { throw .unknownFlag(name) }
    self[keyPath: entry.keyPath] = value
  }
}
