/// Something the user or the system does; the device derives UIKit's callbacks from it.
///
/// Events are the alphabet of traces. Only sequences iOS can produce are valid: each event has
/// a precondition on the device state (see ``Device/validationError(for:)``).
nonisolated public enum SystemEvent: Hashable, Sendable {
  /// The user launches the app (cold start).
  case launch
  /// The system starts the process ahead of a launch (iOS 15+ prewarming): launch runs up to
  /// `didFinishLaunching` with no scene activation; a later ``launch`` brings the UI up
  /// (https://developer.apple.com/forums/thread/764625 ;
  /// https://github.com/getsentry/sentry-docs/pull/15295 ; medium, sources disagree on
  /// whether didFinishLaunching runs; the model runs it, open question 15).
  case prewarm
  /// The system launches the app into the background (a system-requested scene, e.g. for a
  /// location event): the scene connects and enters the background without ever being active,
  /// and its switcher snapshot is taken
  /// (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high for
  /// the background connection, medium for the snapshot refresh,
  /// https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app ).
  case backgroundLaunch
  /// The user locks the device: the app resigns active, then enters the background
  /// (https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification ;
  /// high for the resign, medium for the background). The side button works whatever is on
  /// screen: a panel, the switcher or a system prompt goes with the lock (a Face ID request in
  /// flight is cancelled).
  case lockDevice
  /// The user unlocks the device and is back in the app.
  case unlockDevice
  /// The system ends the app's process while it is in the background (memory pressure), or
  /// the user swipes its card away in the open switcher; valid while the app is in the
  /// background with nothing over the Home Screen, or in the open switcher. A swiped card
  /// leaves the switcher, and an app still running enters the background first
  /// (``PlatformFlags/swipeAwayDeliversBackground``) and hears `willTerminateNotification`
  /// (`Device+LifecycleEvents.swift`); otherwise no callback runs
  /// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:) ;
  /// high). The stored switcher snapshots survive (they are files,
  /// https://sans.org/blog/whats-in-your-ios-image-cache ; medium, old): the switcher opened
  /// from the Home Screen shows them until a relaunched app replaces them at its next
  /// background. ``launch`` is valid again.
  case terminateApp
  /// The user goes to the Home Screen.
  case goHome
  /// The user opens the app again from the Home Screen, or comes back from the app it left for
  /// (``openExternalURL``): the status bar's back link to the app (iOS 9+) or the other app's
  /// own link back. Either way the app hears will-enter-foreground, then did-become-active
  /// (Apple, "Managing your app's life cycle",
  /// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high).
  case returnToApp
  /// The user swipes up into the app switcher (from the app or from the Home Screen), also
  /// while a system prompt is up, the app's own Face ID prompt included: the scene, already
  /// inactive, gets no further callback, and the prompt goes
  /// (https://github.com/strongbox-password-safe/Strongbox/issues/555 ; iOS 15; medium).
  case openAppSwitcher
  /// The user picks the app's card in the switcher and goes back into the app.
  case closeAppSwitcher
  /// Control Center opens over the app, or over the Home Screen before the app is launched: a
  /// ``launch`` under it then connects the scene into the foreground but activates it only
  /// when Control Center closes, with did-become-active alone (model choice, low: inferred
  /// from the interruption rule,
  /// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
  /// not generated before launch).
  case openControlCenter
  /// Control Center closes.
  case closeControlCenter
  /// Notification Center opens over the app.
  case openNotificationCenter
  /// Notification Center closes.
  case closeNotificationCenter
  /// A system prompt appears over the app, or over the Home Screen before the app is launched
  /// (then as ``openControlCenter``: a launch under it stays inactive until it goes; not the
  /// app's own Face ID prompt; not generated before launch).
  case systemAlert(SystemAlertKind)
  /// The system prompt goes away.
  case dismissSystemAlert
  /// The incoming-call banner (iOS 14+ compact call UI) appears at the top of the screen, about
  /// 70 points tall on iPhone, over the active app; the user can still touch the app below it.
  /// Whether it resigns the app is open question 13 (``PlatformFlags/callBannerResigns``,
  /// default `false`: no activation change while it is a banner;
  /// https://www.macrumors.com/guide/ios-14-compact-interface ; low, unsourced). Valid only with the app active and
  /// nothing over it.
  case callBanner
  /// The call banner goes away (the call is declined or ends); under
  /// ``PlatformFlags/callBannerResigns`` the app returns with did-become-active only.
  case dismissCallBanner
  /// Another app's window comes in front of the scene (iPad Stage Manager, device
  /// `ipad-stage`, scene active with nothing over the app). A covered scene becomes
  /// foreground-inactive (https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance ;
  /// high) unless ``PlatformFlags/windowingSuppressesActivation`` (iPadOS 26,
  /// https://furbo.org/2025/06/28/ipados-windows ; medium), open question 7. The scene keeps
  /// its place and size (model choice). While it is covered touches do not reach it.
  case otherAppCovers(String)
  /// The other app's window no longer covers the scene; it becomes active again with
  /// did-become-active only (unless ``PlatformFlags/windowingSuppressesActivation``).
  case otherAppUncovers(String)
  /// The user takes a screenshot.
  case screenshot
  /// Screen recording starts.
  case recordingStart
  /// Screen recording stops.
  case recordingStop
  /// Screen mirroring (AirPlay) starts.
  case mirroringStart
  /// Screen mirroring stops.
  case mirroringStop
  /// iPhone Mirroring starts: a Mac (macOS 15) shows the iPhone's screen (iOS 18+, iPhone
  /// only; Apple, https://support.apple.com/en-us/120421). The app is not told:
  /// `UIScreen.isCaptured` and `sceneCaptureState` stay as they were (Apple developer forums,
  /// https://developer.apple.com/forums/thread/762684 ; https://github.com/JayantBadlani/ScreenShield/issues/24 ;
  /// medium), and the secure canvas is shown unless
  /// ``PlatformFlags/secureCanvasBlanksIPhoneMirroring``. Model limit: the iPhone's own screen
  /// stays locked meanwhile; the app runs as on the device's screen, which is what it observes.
  case startIPhoneMirroring
  /// iPhone Mirroring stops (the user closes the Mac's window or unlocks the iPhone).
  case stopIPhoneMirroring
  /// The device rotates: with the app active and nothing over it, the app's scenes turn at
  /// once; on the Home Screen (app in the background, ended or not launched) only the screen
  /// turns, the switcher then shows the card of the new orientation, and the scenes turn when
  /// the app comes back (model choice; uikit-facts §3, iPad iOS 9 report, medium). Under a
  /// system prompt the inactive scenes turn too. The generator emits it only with the app on
  /// screen.
  case rotate(UIInterfaceOrientation)
  /// The user drags the Split View divider or a Stage Manager window's corner: the scene's width
  /// becomes a fraction of the screen's (``SceneWidth``). Its windows are resized at once and lay
  /// out with autoresizing masks and Auto Layout, as in a rotation; in Split View a second scene
  /// of the app takes the rest of the width (Apple, "Supporting multitasking on iPad" and
  /// "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:) ;
  /// WWDC15 session 205 "Getting Started with Multitasking on iPad in iOS 9"; high). Only while the
  /// app is active with nothing over it: the user drags the app's own divider or window.
  case resizeScene(String, SceneWidth)
  /// The user opens another window (scene) of the app (iPad).
  case connectScene(String)
  /// The user closes a window (scene) of the app (iPad).
  case disconnectScene(String)
  /// The user touches a scene at fractions `x`, `y` (0...1) of its width and height; `scene`
  /// `nil` means the first scene.
  case touch(scene: String?, x: Double, y: Double)
  /// The user taps the default button of the app's own alert: valid only when a
  /// `UIAlertController` with an action is the top presented view controller of a window of a
  /// foreground scene (active, or inactive only because of the alert under
  /// ``PlatformFlags/inAppAlertsResign``) with no system UI over the app and no other app's
  /// window over the scene. The alert is dismissed (at once: the model does not animate it),
  /// then the action's handler runs, as UIKit runs it when the user picks the action (Apple,
  /// "UIAlertAction", https://developer.apple.com/documentation/uikit/uialertaction ; high).
  /// The button is the alert's first `.default` action, else its first action; an alert with
  /// no action cannot be answered. The tap goes through the hit test of every tap on the app's UI
  /// (``Device``'s `controlTapRefusal`, at the alert's centre): a window, view or controller above
  /// the alert takes it, and the alert cannot be answered then (Apple, "hitTest(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; high).
  case answerAlert
  /// The user starts typing in the app's sensitive text field; the keyboard comes up.
  case keyboardShow
  /// Editing ends; the keyboard goes down.
  case keyboardHide
  /// The app calls the strategy's own API (for example `enable` or `disable`).
  case appCall(String)
  /// Scheduler choice: the main queue drains now. Right after the app went to the background
  /// this puts blocks queued during the background callbacks before the snapshot; anywhere
  /// else it changes nothing, since every turn ends by draining the queue.
  case runMainQueue
  /// Virtual time passes, in seconds (animations progress, timers fire).
  case advance(Double)
  /// Scheduler choice: the next system transition (going home, opening or closing the
  /// switcher, locking, returning, pulling a panel) lasts this many display frames (1 to 120,
  /// at 60 Hz) instead of the profile's duration (``PlatformTimings``): a quick flick, or a slow
  /// one. iOS publishes no bound; the model allows down to one frame, so a verdict that needs a
  /// short transition names it in its trace.
  case transitionFrames(Int)
  /// The app's own Face ID prompt matches the user's face (on a Touch ID device, the finger): the
  /// reply of `evaluatePolicy` reaches the app while the prompt still animates away and the scene is
  /// still inactive; the prompt goes by itself ``PlatformTimings/faceIDDismissal`` later
  /// (``PlatformTimings/touchIDDismissal`` on a Touch ID device), with did-become-active (or with
  /// ``dismissSystemAlert``, which waits for the rest of it), unless the user leaves during its
  /// animation (https://github.com/keepassium/KeePassium/issues/330 ,
  /// https://github.com/strongbox-password-safe/Strongbox/issues/555 ; medium). Without it,
  /// ``dismissSystemAlert`` delivers the reply first and waits the same dismissal.
  case faceIDMatch
  /// One window (scene) of the app goes to the background while another stays in the
  /// foreground (iPad: the user replaces a Split View pane with another app, or minimizes a
  /// Stage Manager window): will-resign-active then did-enter-background for that scene alone,
  /// and the switcher snapshots it. Each scene has its own life cycle
  /// (Apple, WWDC19 "Architecting Your App for Multiple Windows",
  /// https://developer.apple.com/videos/play/wwdc2019/258/ ; "Managing your app's life cycle",
  /// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high).
  /// Valid on the iPad profiles with the app active, nothing over it, the scene active and not
  /// covered, and another of the app's scenes staying in the foreground (else it is ``goHome``).
  case backgroundScene(String)
  /// The user brings a backgrounded window of the app back (a Split View pane from the app's
  /// Dock icon or App Exposé, a minimized Stage Manager window) while the app is on screen:
  /// will-enter-foreground, then did-become-active for that scene (same sources; high).
  case foregroundScene(String)
  /// The app presents its own UI from the top-most view controller of its window in the first
  /// scene, in response to the user's tap on a control of its own top-most screen (valid when a
  /// touch there is and the hit test at that screen's centre reaches it: not under a strategy's
  /// presented lock of any style, lock or cover window, or view that takes touches; ``Device``'s
  /// `sampleAppControlRefusal(in:)`, sources there): a page sheet, a full-screen
  /// modal, an alert, the share sheet or a Safari view (UIKit's presentation stack,
  /// ``UIViewController/present(_:animated:completion:)``; Apple,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) ;
  /// high). The model does not animate it (model choice, as ``answerAlert``).
  case presentSheet(AppPresentationKind)
  /// The user dismisses the top-most presented controller of the window a touch in the middle
  /// of the first scene reaches: swipes a page sheet down (unless it is modal in presentation),
  /// or taps the Done or Close button of a full-screen modal, a share sheet or a Safari view
  /// (Apple, "isModalInPresentation", iOS 13,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation ;
  /// high). Not animated (model choice).
  case dismissSheet
  /// The user taps the app's passcode entry and types the passcode (``Device/userPasscode``):
  /// the app's text field whose `textContentType` is `.password` (it becomes first responder,
  /// the keyboard comes up, the text is typed, then Return: `.editingChanged`, the app's
  /// ``UITextFieldDelegate/textFieldShouldReturn(_:)``, then `.editingDidEndOnExit` actions), or the app's own keypad, controls with the `.keyboardKey`
  /// accessibility trait (the key labelled `clear`, if any, then the key labelled with each
  /// digit: one touch each, `.touchUpInside`). Each touch goes through hit-testing at the key's or
  /// the field's centre in its scene, as any touch: when another window or view takes it there
  /// (a cover, a sheet), that view gets the touch and the entry nothing (Apple,
  /// "hitTest(_:with:)", https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ;
  /// high). Valid only with an entry in a visible window of an active scene the user can touch
  /// (the app active with no system UI over it, the scene not covered): the front-most one, in
  /// the first such scene.
  case enterPasscode
  /// The user types a code the app's lock does not accept (``Device/wrongPasscode``) into the same
  /// entry ``enterPasscode`` types into, the same way (the field focused by a touch or already
  /// holding the keyboard, then Return; or the keypad's keys, one touch each). What the app does
  /// with it is the app's code. A disabled entry takes nothing (Apple, "isEnabled": a disabled
  /// control "ignores touch events", https://developer.apple.com/documentation/uikit/uicontrol/isenabled ;
  /// high). Valid where ``enterPasscode`` is.
  case enterWrongPasscode
  /// The user swipes from the leading edge of the screen (left to right), the back gesture of a
  /// navigation stack: the navigation controller whose view the swipe reaches (hit-testing at the
  /// edge, mid-height, in the first scene) pops its top controller when its
  /// `interactivePopGestureRecognizer` is enabled (the default) and the stack holds more than
  /// one controller (Apple, "interactivePopGestureRecognizer": the navigation controller
  /// installs it on its view and pops the topmost view controller "when a person swipes
  /// horizontally from the leading edge of the screen",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer ;
  /// iOS 7+; high). The swipe is completed and the pop is at once, as the model's other pops are
  /// (the gesture's duration and a swipe the user abandons, which cancels the pop, are not
  /// modeled). A swipe that reaches no such stack (a window, a presented controller or a lock
  /// above it) pops nothing. Valid where a ``touch(scene:x:y:)`` in the first scene is.
  case interactivePop
  /// The app's code pushes its screen `id` (one of ``AppDescription/screens``) onto the
  /// navigation stack of its window in the first scene, unanimated: what it shows, and how
  /// sensitive that is, changes (a recovery phrase shown, a settings screen opened). App code
  /// runs whenever the process runs (a reply, a timer, a deep link), so it is valid whenever
  /// ``appCall(_:)`` is, also while the scene is inactive or in the background and not suspended
  /// (Apple, "pushViewController(_:animated:)",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) ;
  /// high; apps that navigate on their own: Strongbox pops to its root on a timer, Firefox pops
  /// its logins screen at background, https://github.com/mozilla-mobile/firefox-ios/pull/2185 ;
  /// high, code).
  case pushScreen(String)
  /// The app's code pops the top screen of its navigation stack (valid while a pushed screen is
  /// on top).
  case popScreen
  /// The app's code pops back to its first screen (`popToRootViewController`), as Strongbox's
  /// auto-lock does (valid while a pushed screen is on top).
  case popToRoot
  /// The app's code presents its own UI (a kind of ``AppPresentationKind``) from a controller it
  /// chooses (``AppPresenter``), unanimated, whenever app code runs (as ``pushScreen(_:)``), not
  /// only in response to the user (``presentSheet(_:)``). UIKit's rules apply: a presenter that
  /// already presents only logs a warning; presenting from a cover's or a lock's controller puts
  /// the app's UI above it (Apple,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) ;
  /// high).
  case appPresent(AppPresentationKind, AppPresenter)
  /// The app's code calls `dismiss(animated:)` on a controller it chooses (``AppPresenter``),
  /// unanimated: the controller it presents goes with everything above it (a cover or a lock
  /// presented there included), or, when it presents nothing, the controller itself (Apple,
  /// "dismiss(animated:completion:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) ;
  /// high; an editor's own dismissal took the PIN lock above it,
  /// https://github.com/Automattic/simplenote-ios/pull/125 ; medium-high). Valid when there is
  /// something to dismiss.
  case appDismiss(AppPresenter)
  /// Scheduler choice (a slow device): during the next system transition the app's main run
  /// loop turns only this many times (0 to ``maximumTransitionTurns``), however long the
  /// transition lasts. Blocks its callbacks queue for later turns and display frames they
  /// request wait: the transition's next callback comes first, then the snapshot, which takes
  /// them as the leftover blocks of the background callbacks (``runMainQueue`` puts them
  /// first); a switcher opened from the app settles on a card taken before them, until the user
  /// does something more. What the callbacks changed themselves was committed at the end of
  /// their turn (``Device/runTransition(seconds:sampleCard:)``). On a device work queued at
  /// will-resign-active missed the snapshot (https://github.com/devgeeks/PrivacyScreenPlugin/pull/7 ,
  /// iOS 9, "the simulator hid it"; https://github.com/react/react-native/issues/7782 ; medium),
  /// where the model's transition always gave it enough frames.
  case transitionTurns(Int)
  /// Scheduler choice: the app switcher opened next from the app settles on a card the system
  /// took before the will-resign-active turn committed (the app as it was before its cover),
  /// until the user does something more; valid only under
  /// ``PlatformFlags/switcherCardMayPrecedeResignCommit`` (three reports of it now and then,
  /// https://github.com/alexruperez/LaunchScreenSnapshot/issues/2 , "about 1 in 10"; medium
  /// that it happens, nothing on why).
  case cardBeforeResignCommit
  /// Scheduler choice: the windows the app creates during the next leave (going home, locking,
  /// another app, or the switcher opened from the app: from will-resign-active to the snapshot)
  /// reach the render server only after that leave's snapshot and settled switcher card, until
  /// the user does something more; a window made earlier and shown in the leave is drawn as
  /// always. Valid only under ``PlatformFlags/newWindowMayMissSnapshot`` (a privacy window
  /// rebuilt at every resign, "a freshly-built, not-yet-rendered window could be captured",
  /// https://github.com/mozilla-mobile/firefox-ios/pull/34356 ; medium that it happens).
  case newWindowAfterSnapshot
  /// The app calls the strategy's own API (as ``appCall(_:)``) from a thread other than the
  /// main one (a React Native bridge method, a completion handler on a private queue). UIKit
  /// must be used from the main thread only; what the call does to UIKit traps, unless it hops
  /// to the main queue first (``PlatformFlags/offMainUIKitCallsTrap``;
  /// https://github.com/wn-na/react-native-capture-protection/issues/88 ; Apple, "Main Thread
  /// Checker": UIKit work off the main thread can cause "missed UI updates, visual defects, data
  /// corruptions, and crashes", mirror https://blog.csdn.net/baigao66238598/article/details/102266391 ;
  /// high that it is wrong, medium that it traps in a release build).
  case appCallOffMain(String)
  /// The user's face does not match at the app's own Face ID prompt (an ``LAContext`` request,
  /// in its Face ID stage): one failed attempt. The prompt stays up and stops trying by itself;
  /// it offers to try again (``faceIDMatch`` is then the user's retry), Cancel
  /// (``dismissSystemAlert``) and its fallback button (``faceIDFallback``). Face ID locks out
  /// after 5 failed attempts in a row, device-wide, until the device passcode is entered; at the
  /// lockout a `.deviceOwnerAuthentication` prompt turns into the passcode UI, a biometrics-only
  /// one fails with `biometryLockout` (Apple, "LAPolicy.deviceOwnerAuthenticationWithBiometrics":
  /// "After failed Face ID attempts, the system offers a fallback option, but stops trying to
  /// authenticate with Face ID",
  /// https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthenticationwithbiometrics ;
  /// "isLockedOut": "with Face ID, the user is locked out after 5 failed match attempts in row",
  /// https://developer.apple.com/documentation/localauthentication/laenvironment/mechanismbiometry/islockedout ;
  /// high; the reply at a lockout reached mid-prompt, medium).
  case faceIDNoMatch
  /// The user takes the prompt's fallback after a failed attempt (or the system switches to it):
  /// for `.deviceOwnerAuthentication` the system's own passcode UI replaces the Face ID prompt
  /// (system UI: the app stays inactive, no callback; the request goes on); for
  /// `.deviceOwnerAuthenticationWithBiometrics` the request fails with `userFallback` and the
  /// prompt goes, the app to offer its own fallback (Apple, "LAPolicy.deviceOwnerAuthentication",
  /// https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ;
  /// "LAError.Code.userFallback",
  /// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/userfallback ;
  /// high). Refused when the request set `localizedFallbackTitle` to "" with the biometrics policy
  /// (the empty title hides the button; Apple, "localizedFallbackTitle"; high).
  case faceIDFallback
  /// The user types the device passcode into the system's passcode UI of a
  /// `.deviceOwnerAuthentication` request: the request succeeds, the passcode UI goes as a
  /// matched prompt does, and a Face ID lockout ends (same sources; "To recover from bio lockout,
  /// users need to enter their passcode"; high).
  case enterDevicePasscode
  /// The app's code hands a URL to another app (`UIApplication.open(_:options:completionHandler:)`,
  /// SwiftUI's `openURL`: a web page in Safari, a universal link or scheme another app claims,
  /// the Settings app): that app comes to the foreground and the app leaves as it does when
  /// another app starts, will-resign-active, then did-enter-background and the snapshot
  /// (Apple, "Managing your app's life cycle" and "About the background execution sequence": the
  /// foreground app moves to the background when another app starts or the user goes home,
  /// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ,
  /// https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ;
  /// high). The other app's zoom is timed as the home gesture
  /// (``PlatformTimings/homeGesture``; model choice, no measurement). The user comes back with
  /// ``returnToApp`` (the status bar's back link, the other app's link, the Home Screen) or
  /// through the switcher. A `tel:` URL leaves nothing: its call prompt is ``systemAlert(_:)``'s
  /// `tel`. Valid with the app active and nothing over it (its code answers the user's tap). Not
  /// generated: its callbacks and the states it reaches are those of ``goHome``
  /// from an active app with nothing over it, which the generator draws already.
  case openExternalURL
  /// The user opens the app from one of its entries (``AppEntrySource``: a notification, a link
  /// or widget, a Home Screen quick action) and the app's handler for it runs its route
  /// (``AppEntryRoute``: app code presenting, pushing, popping or nothing). UIKit hands the entry
  /// over as it does for the app's state (`Device+Entries.swift`): not running, the app launches
  /// with it, a scene-based app finds a link or a quick action in the connection options of
  /// `scene(_:willConnectTo:options:)` (`openURLContexts`, `continue` and `performActionFor` are
  /// not called then) and an app without scenes in `didFinishLaunching`'s launch options, then
  /// the scene enters the foreground and becomes active (Apple, "UIScene.ConnectionOptions",
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions ; SAP's scene
  /// delegate reference, https://help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7/9.0/en-US/Documents/Frameworks/SAPFoundation/Protocols/SceneDelegateObserving.html ;
  /// https://github.com/BranchMetrics/ios-branch-deep-linking-attribution/issues/1160 ;
  /// https://code.videolan.org/videolan/vlc-ios/-/merge_requests/1037 ; high); in the background,
  /// will-enter-foreground, the entry's delegate call, then did-become-active; with Notification
  /// Center pulled over the app (a notification, or a widget of its Today view) the panel closes
  /// (did-become-active only); with the app active, a banner tap delivers the response alone
  /// (https://github.com/onmyway133/notes/issues/8 : a banner changes no activation; medium).
  /// Whether the entry's call comes before did-become-active is
  /// ``PlatformFlags/entryDeliveredBeforeActivation`` (default `true`). A notification response
  /// always comes through the notification center's delegate, cold too
  /// (https://github.com/deltachat/deltachat-ios/pull/2672 ; high). Refused while the device is
  /// locked (the user unlocks first), under the switcher, Control Center or a prompt, and for a
  /// link or a quick action while the app is on screen (no icon, widget or other app in reach).
  case openEntry(AppEntrySource, AppEntryRoute)
  /// A host app (another app the user is in) opens one of the app's extensions: the user shares
  /// into the app from Photos or Safari, or picks the app's AutoFill on a login form. The system
  /// starts the extension in a process of its own, separate from the app's, which hears nothing
  /// (Apple, App Extension Programming Guide, "Understand How an App Extension Works",
  /// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html ;
  /// iOS 8+ (AutoFill 12+); high). Valid only for an extension the app ships
  /// (``PrivacyScreenStrategy/appExtensions``), once the app has run, with the device unlocked, the
  /// app not on screen, no system UI up and no extension open.
  case openExtension(AppExtensionKind)
  /// The user finishes or cancels in the open extension; its process ends with the request
  /// ("typically terminates soon after it completes the request", same guide; model choice).
  case closeExtension
  /// The system shows the app's widget: on the Home Screen (the device unlocked, the app not on
  /// screen) or on the Lock Screen (the device locked). WidgetKit renders the timeline entry the app
  /// wrote without running the app (Apple, "TimelineEntry",
  /// https://developer.apple.com/documentation/widgetkit/timelineentry ; iOS 14+, Lock Screen 16+;
  /// high); `privacySensitive()` views are redacted on the Lock Screen of a locked device
  /// (``PlatformFlags/lockScreenRedactsPrivacySensitive``). Valid only for an app that ships a
  /// widget, once it has run.
  case showWidget(WidgetPlace)
  /// The user changes the device's passcode or Face ID enrolment in Settings while the app is
  /// not on screen (``DeviceAuthenticationSetting``, which names the sources); the app hears
  /// nothing until it returns, and LocalAuthentication answers by the new settings
  /// (``Device/authenticationUnavailable(for:)``).
  case changeDeviceSetting(DeviceAuthenticationSetting)
  /// The user answers the system's Face ID permission alert, shown at the app's first Face ID request
  /// (``FaceIDPermission/notAsked``): `allow` (OK) goes on to the scan; `deny` (Don't Allow) refuses
  /// Face ID to the app, `biometryNotAvailable` for the biometrics policy and the device passcode for
  /// `.deviceOwnerAuthentication`, until the app's switch in Settings (``changeDeviceSetting(_:)``'s
  /// `appFaceIDOn`) (`LocalAuthentication/Device+FaceIDPermission.swift`, which names the sources).
  /// Valid only while the alert is up.
  case faceIDPermission(FaceIDPermissionAnswer)
  /// A new build of the app is installed (the user updates it in the App Store, or the App
  /// Store's automatic updates do) while it is not on screen: its process, when running, ends
  /// with no callback; its data stays and the next ``launch`` runs the new build
  /// (`Device+AppUpdate.swift`, which names the sources). Named-only: never generated.
  case updateApp
  /// Another Mac app takes focus while the iOS app's window stays in view (device `mac`): the
  /// scene stays foreground-active and UIKit delivers no will-resign-active (Apple, "ScenePhase.active":
  /// "a macOS window might be active even if it doesn't currently have focus",
  /// https://developer.apple.com/documentation/swiftui/scenephase/active ; "activeAppearance": a scene
  /// that is not frontmost stays `foregroundActive`,
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance ; the reporter's
  /// trace, https://github.com/react/react-native/issues/32949 ; macOS 11+; high). Only the app's key window
  /// stops being key, with `UIWindow.didResignKeyNotification`, under
  /// ``PlatformFlags/macFocusLossResignsKeyWindow`` (`Device+MacFocus.swift`). Refused on the other
  /// devices: an iPhone or iPad shows no other app's window beside the app that could take focus.
  case focusOtherMacApp
  /// The user clicks the app's window again (or its Dock icon) after ``focusOtherMacApp``: the
  /// window becomes key again (`UIWindow.didBecomeKeyNotification` under the same flag), still with
  /// no activation change.
  case focusMacApp
  /// The user swipes four or five fingers sideways on an iPad to switch to the app used before (the
  /// multitasking gesture since iOS 4.3: four or five fingers "swipe left or right between apps", Apple's beta
  /// notes as quoted at https://www.idevice.ro/en/2011/01/12/despre-noile-gesturi-multitouch-din-ios-4-3-pentru-ipad/ ;
  /// high): the app leaves as for another app (will-resign-active,
  /// the switch, did-enter-background and its snapshot), and ``returnToApp`` brings it back. Under
  /// ``PlatformFlags/keyboardCoverCancelsMultitaskingSwipe`` (iPadOS 13) a swipe made while the software
  /// keyboard is up, whose will-resign-active puts a cover on screen, is cancelled: the app stays in front and
  /// becomes active again (`Device+MultitaskingSwipe.swift`). An iPad only, with the app active and nothing
  /// over it.
  case multitaskingSwipe

  /// The most seconds one ``advance(_:)`` takes: a day, the longest wait an app-logic script names
  /// (`AppLogicNumber.maxSeconds`, `after` and `elapsed`), so a generated trace reaches every such wait in one step.
  /// No platform reason bounds it lower (a device left idle keeps its clock for hours; the model's timers are the
  /// app's own and run in deadline order inside the step); the bound keeps the clock finite over a trace's steps.
  /// It was an hour, which left a script's "lock after 2 hours" unreachable by generated traces.
  public static let maximumAdvanceSeconds: Double = 86_400

  /// The most frames ``transitionFrames(_:)`` takes (two seconds).
  public static let maximumTransitionFrames = 120
  /// The most turns ``transitionTurns(_:)`` takes: every family member's deferred work is done
  /// in three turns, so four is an ordinary transition for them.
  public static let maximumTransitionTurns = 4
}

extension SystemEvent {
  /// Whether the event's numbers are in the ranges its kind takes: ``advance(_:)``'s seconds
  /// (0 < seconds ≤ ``maximumAdvanceSeconds``), ``transitionFrames(_:)``' frames (1 to ``maximumTransitionFrames``),
  /// ``transitionTurns(_:)``' turns (0 to ``maximumTransitionTurns``) and
  /// ``touch(scene:x:y:)``'s fractions (0...1). Out of range, the event is refused in every state.
  nonisolated var hasNumbersInRange: Bool {
    switch self {
    case .advance(let seconds): seconds > 0 && seconds <= Self.maximumAdvanceSeconds
    case .transitionFrames(let frames): (1...Self.maximumTransitionFrames).contains(frames)
    case .transitionTurns(let turns): (0...Self.maximumTransitionTurns).contains(turns)
    case .touch(_, let x, let y): (0...1).contains(x) && (0...1).contains(y)
    default: true
    }
  }

  /// The event's enumerated argument as a small number (an orientation's raw value, an alert
  /// kind's ``SystemAlertKind/position``), for the kinds whose rule reads it and which the
  /// validity key answers per argument (``Device/HandledKind/byKey(eachOf:)``); 0 for the others.
  nonisolated var enumeratedArgument: Int {
    switch self {
    case .rotate(let orientation): orientation.rawValue
    case .systemAlert(let kind): kind.position
    default: 0
    }
  }
}

extension SystemEvent {
  /// An event's case without its arguments, one per case in declaration order, so that code
  /// keyed by event (the engine's definitions, tables indexed by raw value) can check it covers
  /// every case.
  nonisolated public enum Kind: Int, CaseIterable, Hashable, Sendable {
    case launch, prewarm, backgroundLaunch, lockDevice, unlockDevice, terminateApp, goHome
    case returnToApp, openAppSwitcher, closeAppSwitcher, openControlCenter, closeControlCenter
    case openNotificationCenter, closeNotificationCenter, systemAlert, dismissSystemAlert
    case callBanner, dismissCallBanner, otherAppCovers, otherAppUncovers, screenshot
    case recordingStart, recordingStop, mirroringStart, mirroringStop, rotate, connectScene
    case disconnectScene, touch, answerAlert, keyboardShow, keyboardHide, appCall, runMainQueue, advance
    case transitionFrames, faceIDMatch, backgroundScene, foregroundScene, presentSheet, dismissSheet
    case startIPhoneMirroring, stopIPhoneMirroring, resizeScene, enterPasscode
    case pushScreen, popScreen, popToRoot, appPresent, appDismiss
    case transitionTurns, cardBeforeResignCommit, appCallOffMain
    case faceIDNoMatch, faceIDFallback, enterDevicePasscode
    case openExternalURL, openEntry
    case openExtension, closeExtension, showWidget
    case changeDeviceSetting
    case newWindowAfterSnapshot
    case enterWrongPasscode
    case interactivePop
    case updateApp
    case focusOtherMacApp, focusMacApp
    case multitaskingSwipe
    case faceIDPermission
  }

  /// This event's case, without its arguments.
  public nonisolated var kind: Kind {
    switch self {
    case .launch: return .launch
    case .prewarm: return .prewarm
    case .backgroundLaunch: return .backgroundLaunch
    case .lockDevice: return .lockDevice
    case .unlockDevice: return .unlockDevice
    case .terminateApp: return .terminateApp
    case .goHome: return .goHome
    case .returnToApp: return .returnToApp
    case .openAppSwitcher: return .openAppSwitcher
    case .closeAppSwitcher: return .closeAppSwitcher
    case .openControlCenter: return .openControlCenter
    case .closeControlCenter: return .closeControlCenter
    case .openNotificationCenter: return .openNotificationCenter
    case .closeNotificationCenter: return .closeNotificationCenter
    case .systemAlert: return .systemAlert
    case .dismissSystemAlert: return .dismissSystemAlert
    case .callBanner: return .callBanner
    case .dismissCallBanner: return .dismissCallBanner
    case .otherAppCovers: return .otherAppCovers
    case .otherAppUncovers: return .otherAppUncovers
    case .screenshot: return .screenshot
    case .recordingStart: return .recordingStart
    case .recordingStop: return .recordingStop
    case .mirroringStart: return .mirroringStart
    case .mirroringStop: return .mirroringStop
    case .startIPhoneMirroring: return .startIPhoneMirroring
    case .stopIPhoneMirroring: return .stopIPhoneMirroring
    case .rotate: return .rotate
    case .connectScene: return .connectScene
    case .disconnectScene: return .disconnectScene
    case .touch: return .touch
    case .answerAlert: return .answerAlert
    case .keyboardShow: return .keyboardShow
    case .keyboardHide: return .keyboardHide
    case .appCall: return .appCall
    case .runMainQueue: return .runMainQueue
    case .advance: return .advance
    case .transitionFrames: return .transitionFrames
    case .faceIDMatch: return .faceIDMatch
    case .backgroundScene: return .backgroundScene
    case .foregroundScene: return .foregroundScene
    case .presentSheet: return .presentSheet
    case .dismissSheet: return .dismissSheet
    case .resizeScene: return .resizeScene
    case .enterPasscode: return .enterPasscode
    case .enterWrongPasscode: return .enterWrongPasscode
    case .interactivePop: return .interactivePop
    case .pushScreen: return .pushScreen
    case .popScreen: return .popScreen
    case .popToRoot: return .popToRoot
    case .appPresent: return .appPresent
    case .appDismiss: return .appDismiss
    case .transitionTurns: return .transitionTurns
    case .cardBeforeResignCommit: return .cardBeforeResignCommit
    case .newWindowAfterSnapshot: return .newWindowAfterSnapshot
    case .appCallOffMain: return .appCallOffMain
    case .faceIDNoMatch: return .faceIDNoMatch
    case .faceIDFallback: return .faceIDFallback
    case .enterDevicePasscode: return .enterDevicePasscode
    case .openExternalURL: return .openExternalURL
    case .openEntry: return .openEntry
    case .openExtension: return .openExtension
    case .closeExtension: return .closeExtension
    case .showWidget: return .showWidget
    case .changeDeviceSetting: return .changeDeviceSetting
    case .updateApp: return .updateApp
    case .focusOtherMacApp: return .focusOtherMacApp
    case .focusMacApp: return .focusMacApp
    case .multitaskingSwipe: return .multitaskingSwipe
    case .faceIDPermission: return .faceIDPermission
    }
  }
}

/// The widths a scene takes in Split View (the divider's resting positions: a third, half and
/// two thirds of the screen, or the whole screen when the other pane is dragged away; Apple
/// Support, "Use Split View on iPad"; high) and, as the same menu, in Stage Manager.
nonisolated public enum SceneWidth: String, Hashable, Sendable, CaseIterable {
  case third, half, twoThirds, full

  /// The fraction of the screen's width (of the width left by the divider in Split View).
  public var fraction: Double {
    switch self {
    case .third: return 1.0 / 3
    case .half: return 0.5
    case .twoThirds: return 2.0 / 3
    case .full: return 1
    }
  }

  /// The width of the other pane when this scene takes this width in Split View.
  public var complement: SceneWidth? {
    switch self {
    case .third: return .twoThirds
    case .half: return .half
    case .twoThirds: return .third
    case .full: return nil
    }
  }
}

/// Kinds of system prompt that make the app inactive without backgrounding it (Apple,
/// "sceneWillResignActive(_:)",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:) ;
/// https://forums.developer.apple.com/forums/thread/133051 ; high): system UI drawn by another
/// process over the app, gone with did-become-active only.
nonisolated public enum SystemAlertKind: String, Hashable, Sendable, CaseIterable {
  case permission, faceID, call, applePay, siri, tel
  /// The consent alert of a web sign-in session (`ASWebAuthenticationSession`, iOS 12+, and
  /// `SFAuthenticationSession`, iOS 11): "the app wants to use the site to sign in", shown by
  /// the system at each `start()` unless the session is ephemeral (iOS 13+). The app resigns
  /// while it is up and becomes active when it goes, whether the user continues or cancels
  /// (AppAuth maintainers and users, https://github.com/openid/AppAuth-iOS/issues/177 (iOS 11, a
  /// system dialog), https://github.com/openid/AppAuth-iOS/issues/468 (did-become-active after
  /// the alert either way; a lock while it is up dismisses it and the session never calls
  /// back); Apple, https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession ;
  /// medium-high). After Continue the session's page is a sheet drawn by another process and
  /// presented by the app's controller (the private `SFAuthenticationViewController` was the
  /// presenter's presented controller, #468; medium): in traces `appPresent(authSession, …)`, from
  /// the key window's root for an anchor that is the key window. The session refuses to start
  /// unless its anchor window's scene is foreground active ("The UIWindowScene for the returned
  /// window was not in the foreground active state", https://github.com/auth0/Auth0.swift/issues/446 ;
  /// high), so the page comes only once this prompt has gone. The app's own
  /// request: valid only with the app running.
  case webSignIn
  /// The Sign in with Apple sheet (`ASAuthorizationController`, iOS 13+), drawn by a system
  /// process over the app: the app is inactive while it is up and for the sheet's dismissal,
  /// then did-become-active (a banner library's crash fix: the app's window visible but the app
  /// still inactive after the Sign in with Apple pop-up,
  /// https://github.com/Daltron/NotificationBanner/pull/326 ; medium; the flag
  /// ``PlatformFlags/signInWithAppleResigns``, default `true`). The app's own request: valid
  /// only with the app running.
  case signInWithApple

  /// The sign-in prompts (``webSignIn``, ``signInWithApple``).
  public var isSignInPrompt: Bool { self == .webSignIn || self == .signInWithApple }

  /// The kinds the app's own code raises, so valid only while it runs: its Face ID request and
  /// its sign-in sessions.
  public var isAppsOwnRequest: Bool {
    switch self {
    case .faceID, .webSignIn, .signInWithApple: true
    default: false
    }
  }

  /// The kind's position in ``allCases``, without building it.
  var position: Int {
    switch self {
    case .permission: 0
    case .faceID: 1
    case .call: 2
    case .applePay: 3
    case .siri: 4
    case .tel: 5
    case .webSignIn: 6
    case .signInWithApple: 7
    }
  }
}

/// System UI shown over the app.
nonisolated public enum SystemOverlay: Hashable, Sendable {
  case appSwitcher, controlCenter, notificationCenter
  case systemAlert(SystemAlertKind)

  /// The overlay in a trace's words (`appSwitcher`, `systemAlert(faceID)`), for refusals a replay prints: the
  /// described enum value would name the Swift type path of an alert's kind.
  var traceText: String {
    switch self {
    case .appSwitcher: return "appSwitcher"
    case .controlCenter: return "controlCenter"
    case .notificationCenter: return "notificationCenter"
    case .systemAlert(let kind): return "systemAlert(\(kind.rawValue))"
    }
  }
}

extension SystemEvent.Kind {
  /// Whether events of this kind can happen at all on `profile` (the profile-level part of
  /// ``Device/validationError(for:)``): another scene needs an iPad profile whose app uses
  /// scenes, another app's window needs Stage Manager, prewarming needs iOS 15. A run report
  /// names the kinds it never generated apart from the ones the profile rules out.
  public func isPossible(on profile: Profile) -> Bool {
    switch self {
    case .connectScene, .disconnectScene, .backgroundScene, .foregroundScene:
      return profile.device.supportsMultipleScenes && profile.appStructure.usesScenes
    case .otherAppCovers, .otherAppUncovers:
      return profile.device == .iPadStageManager
    case .resizeScene:
      return profile.device == .iPadSplitView || profile.device == .iPadStageManager
    case .prewarm:
      return profile.osVersion >= OSVersion(15)
    case .startIPhoneMirroring, .stopIPhoneMirroring:
      return profile.device == .iPhone && profile.osVersion >= OSVersion(18)
    // The profile's answer to whether the switcher's card can precede the resign commit.
    case .cardBeforeResignCommit:
      return profile.flags.switcherCardMayPrecedeResignCommit
    // The profile's answer to whether a window made during a leave can miss its snapshot.
    case .newWindowAfterSnapshot:
      return profile.flags.newWindowMayMissSnapshot
    // An iPad app on a Mac has none of these: the Mac has no iOS app switcher, Control Center
    // or Notification Center over the app, no device lock or call banner for it, and its
    // window does not rotate (Apple, "Running your iOS apps in macOS",
    // https://developer.apple.com/documentation/apple-silicon/running-your-ios-apps-in-macos ; medium).
    case .openAppSwitcher, .closeAppSwitcher, .openControlCenter, .closeControlCenter, .openNotificationCenter,
      .closeNotificationCenter, .lockDevice, .unlockDevice, .callBanner, .dismissCallBanner, .rotate:
      return profile.device != .mac
    // An iPad app on a Mac runs without its iOS extensions and widgets, and has the Mac's Touch ID and password, not
    // an iPhone's Face ID settings (model limit: not modeled).
    case .openExtension, .closeExtension, .showWidget, .changeDeviceSetting:
      return profile.device != .mac
    // Face ID's permission alert: Face ID devices only (``Profile/biometryType``: not below iOS 11, not a Mac's
    // Touch ID).
    case .faceIDPermission:
      return profile.biometryType == .faceID
    // Only a Mac shows another app's window beside the app's that can take focus while it stays in view.
    case .focusOtherMacApp, .focusMacApp:
      return profile.device == .mac
    // The multitasking swipe is an iPad gesture.
    case .multitaskingSwipe:
      return profile.device == .iPadSplitView || profile.device == .iPadStageManager
    default:
      return true
    }
  }
}
