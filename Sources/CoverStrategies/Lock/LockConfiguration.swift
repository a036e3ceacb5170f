import ShieldModel

/// One member of the family of app locks: what shields the content before the lock, when the
/// lock goes up, where it goes, what releases it, what arms it again, and how carefully the code
/// does it. Every dimension is a choice open-source apps made (docs/strategies.md, "App locks").
///
/// Text form: `lock[` then comma-separated parts in the canonical order `shield=`, `when=` (moments
/// joined by `+`, in callback order), `hook=` (only when not `delegate`), `as=` and its arguments
/// (`level=`, `key`, `hideMain` for a window; `from=`, `style=`, `modal` for a presentation; `of=`
/// for a subview), `release=`, `auth=` (only when not `shown`),
/// `rearm=`, `grace=` (seconds, only when not 0), `graceFrom=`, `idle=` (seconds) and `idleFrom=`
/// (only when not `touch`), `policy=`, `unlockOn=` and `repromptOn=` (failed
/// outcomes joined by `+`; each only when not the default), then the flags `timedLaunch`, `async`,
/// `animated`, `endEditing`, `dismissPresented`, `restoreResponder`, then `focus=` (only when not
/// `tap`) and `hiddenField` (a release with a field), then `appFocus`, then `stacks`, then `keepContext`, then `askFrom=`, `unguarded`, `onError=`, `cannotEvaluate=`, `fallback=`, `clock=`, `wrong=` (named only), `settings=`, `secret=`, `secretRead=`, `lockView=`, `reuse=`, `invalidateAt=`, `noRetry`, `recheck=`, `biometryKept`, `guardSettings` (named only), then `ext=`, `extAuth` (named only) and `widget=` (the app's extensions and
/// widget, each only when the app ships them), then `noNeedlessCover` and `promise=` (named only, never enumerated), then `]`. Parsing accepts the parts in any order;
/// missing parts take the defaults below, and ``name`` prints the canonical form. Example (a
/// Signal-like lock): `lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,hideMain,release=biometry,rearm=background]`.
nonisolated public struct LockConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// What hides the content before the lock, with no unlock needed.
  public enum Shield: String, CaseIterable, Sendable {
    /// Nothing.
    case none
    /// A plain window at `.alert + 2`, shown in will-resign-active and hidden in did-become-active
    /// (Signal, Element X, KeePassium, Bitwarden).
    case resign
    /// The same window, shown in did-enter-background (DuckDuckGo, ownCloud).
    case background
  }

  /// A moment the lock's code runs at, in UIKit's callback order.
  public enum Moment: String, CaseIterable, Sendable, Comparable {
    /// The scene connects (the app-delegate app's `didFinishLaunching`).
    case launch
    /// Will-resign-active.
    case resign
    /// Did-enter-background.
    case background
    /// Will-enter-foreground.
    case foreground
    /// Did-become-active.
    case becomeActive

    public static func < (a: Moment, b: Moment) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// Where a presented lock is presented from.
  public enum Presenter: String, CaseIterable, Sendable {
    /// The app window's root view controller (Strongbox): fails when the root already presents.
    case root
    /// The top-most presented controller (PinKit, sdl_ios).
    case top
  }

  /// A presented lock's presentation style (the model's `UIModalPresentationStyle`).
  public enum Style: String, CaseIterable, Sendable {
    case automatic, fullScreen, overFullScreen, pageSheet

    /// The UIKit style.
    public var modalPresentationStyle: UIModalPresentationStyle {
      switch self {
      case .automatic: .automatic
      case .fullScreen: .fullScreen
      case .overFullScreen: .overFullScreen
      case .pageSheet: .pageSheet
      }
    }
  }

  /// The view a subview lock is added to.
  public enum Host: String, CaseIterable, Sendable {
    /// `UIApplication.shared.windows.first` (LTHPasscodeViewController).
    case window0
    /// The key window.
    case keyWindow
    /// The app window's root view controller's view.
    case rootView
  }

  /// Where the lock screen goes.
  public enum Placement: Hashable, Sendable {
    /// A window of its own at `level`; `makesKey` shows it with `makeKeyAndVisible()`, else
    /// `isHidden = false`; `hidesMain` hides the app's window while locked.
    case window(level: Double, makesKey: Bool, hidesMain: Bool)
    /// A lock controller presented from `from` with `style`, modal in presentation when `modal`.
    case present(from: Presenter, style: Style, modal: Bool)
    /// The lock controller's view added over `of`.
    case subview(of: Host)
    /// The app window's root view controller replaced by the lock controller (Bitwarden's
    /// vault-unlock route).
    case root
    /// A SwiftUI overlay on the root view, shown and removed in SwiftUI's next update.
    case swiftUIOverlay
    /// The lock controller pushed on the navigation controller at the root of the app's window
    /// (`pushViewController`) and taken off its stack when it goes; nothing is shown in an app
    /// whose root is no navigation controller (a call on `nil`). With `disablesPopGesture` (text
    /// `popGestureDisabled`) the code sets the stack's `interactivePopGestureRecognizer?.isEnabled`
    /// to `false` while its lock is pushed and back to `true` when it goes; without it the user's
    /// swipe back (``ShieldModel/SystemEvent/interactivePop``) pops the lock like any pushed screen,
    /// UIKit's default (https://github.com/ZeusLN/zeus/pull/4575 : the lock screen a native stack
    /// pushed, dismissed by one edge swipe; its fix disables the gesture on that screen).
    case push(disablesPopGesture: Bool)
  }

  /// What lets the user through.
  public enum Release: String, CaseIterable, Sendable {
    /// LocalAuthentication (Face ID; the device passcode as the system's fallback).
    case biometry
    /// The lock's own text field (`textContentType = .password`).
    case field
    /// The lock's own keypad (a control with the `.keyboardKey` trait).
    case keypad
    /// Face ID first, the field always there.
    case biometryField = "biometry+field"
    /// Face ID first, the keypad always there.
    case biometryKeypad = "biometry+keypad"
    /// Nothing: the code dismisses the lock at did-become-active (Strongbox, 2017).
    case none

    /// Whether it asks for Face ID.
    public var usesBiometry: Bool { self == .biometry || self == .biometryField || self == .biometryKeypad }
    /// Whether the lock shows a passcode field.
    public var usesField: Bool { self == .field || self == .biometryField }
    /// Whether the lock shows a keypad.
    public var usesKeypad: Bool { self == .keypad || self == .biometryKeypad }
  }

  /// Where the lock's code is called at the four transitions (resign, background, foreground,
  /// become active). Which of them UIKit calls is the platform's answer: a scene-based app never
  /// gets the app delegate's four UI-state methods, while the `UIApplication` notifications are
  /// still posted (Apple, "applicationWillResignActive(_:)": "If your app uses scenes, UIKit does
  /// not call this method",
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:) ;
  /// "Managing your app's life cycle",
  /// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; iOS 13+;
  /// high; the model's rule is in `Device.appLevel`).
  public enum Hook: String, CaseIterable, Sendable {
    /// The app's own delegate: the scene delegate in a scene-based app, the app delegate in an
    /// app-delegate app (the surveyed apps; the default).
    case delegate
    /// The app delegate's methods, whatever the app's structure (code written before scenes,
    /// or kept in `AppDelegate` after a migration: home-assistant#1012's kind). In a scene-based
    /// app nothing calls them, and the launch shows the lock only where the app delegate has a
    /// window at `didFinishLaunching`.
    case appDelegate
    /// The `UIApplication` notifications (React Native's AppState, Capacitor, LTHPasscode); they
    /// follow the app's aggregate state and act on the key window's scene.
    case appNote
  }

  /// Where the lock's code starts authentication (asks `LAContext`), for a release that uses
  /// Face ID. The platform decides what follows: the app's own Face ID prompt resigns the app
  /// and its dismissal returns it with did-become-active only, never with will-enter-foreground
  /// (`Device.runAuthenticationRequests` resigns the foreground scenes, `closeOverlay` activates
  /// them; Apple, "Preparing your UI to run in the background",
  /// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
  /// high). So a lock asking at every did-become-active asks again after every cancel or failure
  /// (`reauth-loop`, the platform's verdict); one asking at will-enter-foreground does not.
  public enum AuthStart: String, CaseIterable, Sendable {
    /// When the lock screen goes up, once per arming and per leave (the surveyed apps; the default).
    case shown
    /// At every did-become-active while the app believes its lock is due (an AppState `active`
    /// listener).
    case becomeActive
    /// At every will-enter-foreground while the lock is due.
    case foreground
    /// In the lock controller's `viewDidAppear(_:)` while the lock is due: when it fires is the
    /// model's appearance rule (a presentation finishing, a full-screen presentation over it
    /// dismissed, its window shown, its root installed in a shown window; never a subview's or a
    /// SwiftUI overlay's controller, never on a return).
    case appear
    /// Only when the user taps the lock's "Unlock" button.
    case tap
  }

  /// When the lock's code makes its own passcode field first responder, so the keyboard is up
  /// for it (a release with a field). Whether the keyboard then shows is the platform's answer:
  /// a field not in a window is refused (Apple, "becomeFirstResponder()": call it only on a view
  /// "part of an active view hierarchy",
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() ; high),
  /// and the keyboard belongs to the key window's first responder (`Device.makeKey`).
  public enum FieldFocus: String, CaseIterable, Sendable {
    /// Never: the user taps the field (the default).
    case tap
    /// In the lock controller's `viewDidAppear(_:)` (LTHPasscodeViewController since
    /// https://github.com/rolandleth/LTHPasscodeViewController/pull/63 ; ResearchKit AppCore's
    /// passcode controller); when that fires is the model's appearance rule (never on a return
    /// for a lock window kept shown, never for a subview's controller).
    case appear
    /// In `viewDidLoad()`, before the view is in a window (LTHPasscodeViewController before
    /// PR 63, https://github.com/rolandleth/LTHPasscodeViewController/pull/63 : "the keyboard does
    /// not appear"): UIKit refuses it.
    case load
    /// Right after the lock screen is placed, in the callback that shows it.
    case shown
    /// At every will-enter-foreground while the lock is due, as well as when shown
    /// (https://github.com/ResearchKit/AppCore/pull/13 : "ensure keypad appears ... after
    /// backgrounding").
    case foreground
    /// In the reply handler of a failed Face ID evaluation (a cancel, the fallback, a system
    /// cancel) while the lock is still due, after the handler's hop to the main queue, so that
    /// the user types the passcode at once (ResearchKit's passcode step: `becomeFirstResponder`
    /// in the reply's `dispatch_sync` to the main queue on `LAErrorUserCancel`,
    /// https://github.com/ResearchKit/ResearchKit/pull/915 ; SmileTouchID,
    /// https://github.com/liu044100/SmileTouchID/issues/21 ). The reply comes while the prompt
    /// animates away and the app is still inactive (``LAContext``): what the keyboard does then is
    /// the platform's answer (`Device.keyboardAskedUnderPromptIsUndrawn`: not drawn on iOS 10.0 to
    /// 10.2). Only with `release=biometry+field`.
    case reply
    /// The same, on the reply's own private queue, before any hop to the main queue: UIKit used
    /// off the main thread, which the platform answers (``PlatformFlags/offMainUIKitCallsTrap``).
    /// Only with `release=biometry+field`.
    case replyQueue
    /// At every did-become-active while the lock is due (an app-state observer, or the fix that
    /// waits for the app to be active again: "a slight delay" before `becomeFirstResponder`,
    /// https://github.com/liu044100/SmileTouchID/issues/21 ; ResearchKit's 0.3 s `dispatch_after`,
    /// https://github.com/ResearchKit/ResearchKit/pull/915 ). The prompt's own dismissal gives
    /// did-become-active, so after a cancel the field is asked for once the app is active.
    case becomeActive

    /// Whether the code asks from a Face ID reply handler.
    public var isInReply: Bool { self == .reply || self == .replyQueue }
  }

  /// What arms the lock again once the user has passed it.
  public enum Rearm: String, CaseIterable, Sendable {
    /// Leaving for the background: the leave time is stored at did-enter-background and the
    /// lock is due at will-enter-foreground after ``LockConfiguration/grace`` seconds away.
    case background
    /// Every resign: the leave time is stored at will-resign-active and the lock is due at
    /// did-become-active after ``LockConfiguration/grace`` seconds (Ledger Live before PR 2838,
    /// KeePassium's timeout measured from deactivation). The app's own Face ID prompt resigns the
    /// app too, so such a lock re-arms on its own prompt: that `reauth-loop` rests on the
    /// platform's callbacks (the prompt delivers will-resign-active and did-become-active), not
    /// on this parameter alone, and carries no by-construction note.
    case inactive
    /// Only a new process.
    case launch
  }

  /// What the app's idle timer (``LockConfiguration/idle``) counts from.
  public enum IdleStart: String, CaseIterable, Sendable {
    /// The unlock and every touch the app's `UIApplication.sendEvent(_:)` override sees: the
    /// timer is started again at each (the promise as the setting words it).
    case touch
    /// The unlock only: touches do not reset it, so the lock asks while the user is using the
    /// app (https://github.com/mozilla-lockwise/lockwise-ios/issues/405 : "the app auto-locks
    /// while using it").
    case unlock
  }

  /// Where the app's grace clock starts (``LockConfiguration/graceFrom``).
  public enum GraceStart: String, CaseIterable, Sendable {
    /// The leave the rearm rule stores (did-enter-background or will-resign-active).
    case leave
    /// The unlock: the app stores the unlock time and a return is due once the grace has passed
    /// since it, however short the trip out (the timer "starts when the app is unlocked",
    /// https://github.com/mozilla-lockwise/lockwise-ios/issues/812 ).
    case unlock
  }

  /// The LocalAuthentication policy the lock evaluates.
  public enum Policy: String, CaseIterable, Sendable {
    /// `.deviceOwnerAuthentication`: Face ID, then the system's own passcode UI.
    case passcode
    /// `.deviceOwnerAuthenticationWithBiometrics`: Face ID only; the fallback is an error the app answers.
    case biometrics

    /// The LocalAuthentication policy.
    public var laPolicy: LAPolicy {
      self == .passcode ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics
    }
  }

  /// A failed evaluation's outcome, as the lock's reply handler sees it (``LAError/Code`` names).
  public enum Outcome: String, CaseIterable, Sendable, Comparable {
    case userCancel, systemCancel, userFallback, authenticationFailed, biometryLockout, appCancel
    /// Refused at once with no prompt (``LAError/Code/passcodeNotSet``, ``LAError/Code/biometryNotEnrolled``:
    /// the device's settings; ``LAError/Code/notInteractive``: the app not frontmost): appended, so the
    /// order of the others stays.
    case passcodeNotSet, biometryNotEnrolled, notInteractive

    /// The outcomes the error handlers before these words answered (`onError=reask|exit`): the ones a
    /// prompt ends with. The refusals at once reach only `onError=crash`, `unlockOn=` and `repromptOn=`.
    public var endsAPrompt: Bool {
      switch self {
      case .passcodeNotSet, .biometryNotEnrolled, .notInteractive: false
      default: true
      }
    }

    /// The outcome of `code`, or `nil` for a code the model never replies with.
    public init?(_ code: LAError.Code) {
      switch code {
      case .userCancel: self = .userCancel
      case .systemCancel: self = .systemCancel
      case .userFallback: self = .userFallback
      case .authenticationFailed: self = .authenticationFailed
      case .biometryLockout: self = .biometryLockout
      case .appCancel: self = .appCancel
      case .passcodeNotSet: self = .passcodeNotSet
      case .biometryNotEnrolled: self = .biometryNotEnrolled
      case .notInteractive: self = .notInteractive
      default: return nil
      }
    }

    /// Why no reply of the lock family's evaluation can carry this outcome, or `nil` when one
    /// can; a reply to an outcome that never comes would be a parameter that decides nothing.
    /// - `authenticationFailed`: the model's biometry is Face ID, whose prompt stays up after
    ///   failed attempts and offers the fallback (Apple, "deviceOwnerAuthenticationWithBiometrics":
    ///   "After two failed Face ID attempts, the system offers a fallback option";
    ///   https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthenticationwithbiometrics ;
    ///   Face ID ends in a cancel where Touch ID ends in `authenticationFailed`:
    ///   https://github.com/infinum/flutter-plugins-locker/issues/20 ; high). Touch ID, whose third
    ///   failed attempt ends the evaluation with it, is not modeled.
    /// - `appCancel`: only the app's own `LAContext.invalidate()` gives it, and the lock family
    ///   invalidates its context only with `invalidateAt=` (the parser then accepts it).
    public var neverProduced: String? {
      switch self {
      case .authenticationFailed:
        "Face ID never ends an evaluation with it (its prompt stays up after failed attempts; Touch ID, "
          + "which does, is not modeled)"
      case .appCancel:
        "only the app's own LAContext.invalidate() gives it, and the lock invalidates its context only with invalidateAt="
      default: nil
      }
    }

    public static func < (a: Outcome, b: Outcome) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// Default ``Shield/resign``: 7 of 12 open-source locks cover the switcher before the snapshot, 4 at
  /// will-resign-active (docs/strategies.md, "The default member's shield").
  public var shield: Shield = .resign
  /// The moments the lock screen goes up at (when due). Default launch and did-become-active.
  public var when: Set<Moment> = [.launch, .becomeActive]
  /// Default ``Hook/delegate``.
  public var hook: Hook = .delegate
  /// Default a window at `.alert + 1` shown with `isHidden = false`.
  public var placement: Placement = .window(level: 2001, makesKey: false, hidesMain: false)
  /// Default ``Release/biometry``.
  public var release: Release = .biometry
  /// Default ``AuthStart/shown``; only with a release that uses Face ID.
  public var authStart: AuthStart = .shown
  /// Default ``Rearm/background``.
  public var rearm: Rearm = .background
  /// Seconds away before the lock is due again (0: at once).
  public var grace: Double = 0
  /// A launch is decided by the grace timer from the stored leave time, as a return is
  /// (LTHPasscodeViewController); otherwise every launch arms the lock.
  public var timesLaunch = false
  /// The app's auto-lock timer in front (text `idle=N`, seconds; `nil`: none): a
  /// `DispatchQueue.main.asyncAfter` of N seconds, started at the unlock (and at each touch with
  /// ``idleFrom`` `touch`), that arms the lock and puts it up when it fires. The lock then promises
  /// "N seconds without a touch" (``LockTimerPromise/idle``). Whether and when the timer fires is
  /// the platform's: not while the app is suspended, late once it runs again
  /// (``PlatformFlags/overdueTimersFireAfterBecomeActive``).
  public var idle: Double?
  /// What the idle timer counts from. Default ``IdleStart/touch``; only with ``idle``.
  public var idleFrom: IdleStart = .touch
  /// Where the grace's clock starts (text `graceFrom=`; `nil`: not given, the rearm's leave, and
  /// the lock promises no interval). Given, the lock promises "``grace`` seconds away"
  /// (``LockTimerPromise/away``). Only with a grace.
  public var graceFrom: GraceStart?
  /// The lock screen is shown with `DispatchQueue.main.async` (KeePassium's cover).
  public var isAsync = false
  /// The lock screen comes in with a 0.3 s animation (MiniKeePass).
  public var isAnimated = false
  /// The app window ends editing before the lock goes up (SwiftPasscodeLock, Element X).
  public var endsEditing = false
  /// The app dismisses what its window presents before the lock goes up (Apple's advice for
  /// temporary UI, "Preparing your UI to run in the background").
  public var dismissesPresented = false
  /// The app resigns the main window's first responder when the lock goes up, keeps it weakly,
  /// and makes it first responder again once the lock is passed, so the keyboard neither covers
  /// the lock nor stays lost (https://github.com/signalapp/Signal-iOS/pull/3209 ; high).
  public var restoresResponder = false
  /// When the lock's code focuses its passcode field. Default ``FieldFocus/tap``.
  public var fieldFocus: FieldFocus = .tap
  /// The passcode field is hidden, its digits drawn by the lock's own views
  /// (LTHPasscodeViewController's hidden zero-size field, e.g.
  /// https://github.com/rolandleth/LTHPasscodeViewController/issues/143 ): no tap reaches it, so
  /// only the lock's code can give it the keyboard.
  public var hidesField = false
  /// The app around the lock focuses its own field when its first screen appears (at launch, and
  /// again when a full-screen lock presented over it goes), as a note or chat app does: app
  /// code, run in the baseline too. Whether the keyboard shows is the platform's answer: none
  /// while a lock window made key holds the keyboard, and back at the unlock when the lock makes
  /// the app's window key again (K10).
  public var appFocusesField = false
  /// The code puts up a new lock screen at each moment the lock is due without checking whether
  /// one is up, and keeps a reference to the newest only (and asks for Face ID for each): the
  /// first kind of https://github.com/MiniKeePass/MiniKeePass/issues/77 (one more PIN screen per
  /// return) and https://github.com/safe-global/safe-ios/issues/1071 (the passcode asked twice,
  /// then a black screen once unlocked). What the earlier screens become is UIKit's answer: a
  /// window nobody holds is released (``PlatformFlags/unheldWindowsVanish``), a controller
  /// presented on one already presenting is not presented, a presented controller and a subview
  /// stay where they are, a replaced root is restored to the screen it replaced. Refused with a
  /// SwiftUI overlay, which is state.
  public var stacks = false
  /// The code creates one `LAContext` the first time it asks for Face ID and evaluates that one
  /// context at every later ask, as an app does that holds the context in a property
  /// (https://github.com/recruit-lifestyle/Smile-Lock/pull/7 ,
  /// https://github.com/danielsogl/capacitor-face-id/pull/23 ). Whether the second evaluation
  /// prompts is the platform's answer (``PlatformFlags/evaluatedContextAnswersAgain``). Only with
  /// a release that uses Face ID. Default `false`: a new context per ask.
  public var keepsContext = false
  /// Further callbacks the code asks for Face ID from, besides ``authStart``
  /// (``RequestLogic``): `foreground`, `becomeActive`. Default none.
  public var asksFrom: [Moment] = []
  /// The code asks at every moment that reaches its request with no in-flight guard, keeping the
  /// newest request only (``RequestLogic``). Default `false`: one request at a time.
  public var isUnguarded = false
  /// What the reply handler does with a failed reply that ``unlocksOn`` and ``repromptsOn`` do
  /// not name (``ErrorReply``). Default ``ErrorReply/none``.
  public var onError: ErrorReply = .none
  /// What the lock's code does when `LAContext.canEvaluatePolicy(_:error:)` fails before it asks
  /// (``CannotEvaluateReply``), or `nil` (the default) for a code that asks `evaluatePolicy` without
  /// checking, whose failure at once reaches its reply handler. Named only, never enumerated.
  public var cannotEvaluate: CannotEvaluateReply?
  /// The code's choice of fallback with `policy=biometrics` (``FallbackChoice``), or `nil` (the
  /// default): the system's fallback button, whose `userFallback` reaches the reply handler like
  /// any other failure, and a lockout answered the same way. Named only, never enumerated.
  public var fallback: FallbackChoice?
  /// The clock the code measures its grace with (``GraceClock``). Default ``GraceClock/date``.
  /// Named only, never enumerated.
  public var clock: GraceClock = .date
  /// What the code does with a passcode it does not accept (``WrongEntryReply``). Default
  /// ``WrongEntryReply/clear``.
  public var wrongEntry: WrongEntryReply = .clear
  /// How the lock's code reads the lock setting the user can change in the app's own settings
  /// screen (``SettingsRead``), or `nil` (the default) for a lock with no such screen. Given, the
  /// app answers the calls ``LockSettingCall`` names (`appCall(lockOff)`, `appCall(lockOn)`,
  /// `appCall(lockAfterN)`) and the generator makes them. Named only, never enumerated.
  public var settings: SettingsRead?
  /// The access control of the Keychain item that holds the lock's secret (``SecretAccess``), or
  /// `nil` (the default) for a lock with no Keychain secret. Named only, never enumerated.
  public var secret: SecretAccess?
  /// How the code reads its secret (``SecretRead``). Default ``SecretRead/item``; only with ``secret``.
  public var secretRead: SecretRead = .item
  /// The lock screen's background (``LockView``), or `nil` (the default): opaque white. Named only,
  /// never enumerated.
  public var lockView: LockView?
  /// The reuse window the code sets on its `LAContext` (text `reuse=N`, seconds; `nil`: none, the
  /// default): `touchIDAuthenticationAllowableReuseDuration`, so that an ask within N seconds of the
  /// user unlocking the device with biometry succeeds with no prompt
  /// (https://github.com/square/Valet/issues/167 : "no point to ask user for touch/face ID again
  /// because they just unlocked the device"). Whether it does is the platform's answer
  /// (``ShieldModel/Device/reusableUnlock(within:)``). Only with a release that uses Face ID.
  /// Named only, never enumerated.
  public var reuseDuration: Double?
  /// The moment the code calls `invalidate()` on its `LAContext` and forgets it (text
  /// `invalidateAt=background`; `nil`: never, the default): the request in flight then fails with
  /// `appCancel` and a kept context is replaced at the next ask, the fix apps made for a reused
  /// context (https://github.com/auth0/Auth0.swift/pull/1028 ; a fresh context per return) and for
  /// an in-flight flag left set by a request that did not settle (it releases the flag at the
  /// background). What `invalidate()` does is the platform's (``ShieldModel/LAContext/invalidate()``).
  /// Only with a release that uses Face ID. Named only, never enumerated.
  public var invalidatesAt: Moment?
  /// Whether the lock screen shows no Unlock button (text `noRetry`): a logo on a blank view while
  /// the code's own moments (``authStart``, ``asksFrom``) ask for Face ID, as a launch or splash
  /// screen that evaluates on appearing does (https://github.com/element-hq/element-ios/issues/5279 :
  /// a blank screen with the logo where the PIN was expected, nothing to tap;
  /// https://github.com/vultisig/vultisig-ios/pull/4072 : the "try again" button is the route back after
  /// a cancel). Once no request is in flight, what takes the lock down is only a moment the platform
  /// delivers again (`unlock-blocked` judges the lock left with none). Only with a release that uses
  /// Face ID. Named only, never enumerated. Default `false`: the Unlock button.
  public var hidesRetry = false
  /// A further moment the code checks its stored leave time at (text `recheck=becomeActive`; `nil`:
  /// none, the default): the time stored at did-enter-background is read again at every
  /// did-become-active, and neither that check nor the unlock clears it (only the next leave
  /// overwrites it), as apps that compare "time since background" in an active-state listener do
  /// (https://github.com/vultisig/vultisig-ios/issues/4071 and PR 4072: an interval check at scene
  /// phase `.active` undoing a completed Face ID match; https://github.com/reza-hussain/pool-pay-v2/issues/42 :
  /// the prompt looping after a successful match; the Expo app lock of
  /// https://github.com/Asibe-Cheta/gutcheck-mobile-app , re-locking at every inactive→active transition).
  /// The Face ID prompt's own dismissal sends did-become-active, so after the match the check finds
  /// the old leave past its grace and locks again: which callbacks come is the platform's answer.
  /// Only with `rearm=background`. Named only, never enumerated.
  public var rechecksAt: Moment?
  /// Whether the code's Face ID switch stays on when the user turns the lock off in the app's
  /// settings (text `biometryKept`): the code asks for Face ID while that switch is on, and its
  /// settings screen turns only the lock (its PIN) off, so the app keeps asking after "off"
  /// (https://github.com/element-hq/element-ios/issues/4415 : PIN protection off, Face ID still
  /// required and not switchable off without a PIN; https://github.com/rarimo/rarime-ios-app/pull/31 :
  /// "disabling face id on passcode disabling" added as a fix;
  /// https://github.com/Automattic/simplenote-ios/issues/1327 : the Face ID switch on with no passcode
  /// set). The user's "off" is the promise (`needless-lock`). Only with `settings=` and a release
  /// that uses Face ID. Named only, never enumerated. Default `false`: the switch goes off with the lock.
  public var keepsBiometry = false
  /// Whether the lock promises no cover while the app stays in front (the flag `noNeedlessCover`,
  /// ``PrivacyScreenStrategy/promisesNoNeedlessCover``): its shield and a lock screen shown while
  /// its promise does not stand are judged by `needless-cover` (a lock screen while the lock is due
  /// is wanted). A declaration: it changes nothing the code does; `shield=background` keeps it,
  /// `shield=resign` does not. Named only, never enumerated. Default `false`.
  public var promisesNoNeedlessCover = false
  /// Whether the settings screen's code evaluates the lock's policy (``policy``) before it applies a
  /// weaker lock setting (`lockOff`, a longer `lockAfterN`), applying it only on success (text
  /// `guardSettings`; named only, only with `settings=` and a release that uses Face ID): OWASP's
  /// re-authentication for sensitive operations (MASVS-AUTH-3,
  /// https://github.com/OWASP/masvs/blob/master/controls/MASVS-AUTH-3.md ). Its context is the kept
  /// one with `keepContext`, and takes `reuse=`'s window, as the lock's own requests do, so what
  /// LocalAuthentication answers with no prompt is the platform's.
  public var guardsSettings = false
  /// The user-facing behaviours the app declares its lock has (``Promise``, text `promise=`).
  /// Default none. Named only, never enumerated.
  public var promises: Set<Promise> = []
  /// The one screen of the app the lock guards (`section=NAME`, an ``ShieldModel/AppDescription/Screen``
  /// identifier: protected notes, a vault, a recovery phrase), or `nil` for a lock of the whole app
  /// (the default). Its code asks when that screen appears by a route ``sectionGuards`` names, and
  /// at its `when=` moments only while that screen is on top of the app's navigation stack; the
  /// promise covers that screen alone (``LockStrategy/isAppLocked``). Named only, never enumerated.
  public var section: String?
  /// The routes into ``section`` the lock's code checks (`guards=`). Default the screen's own
  /// `viewWillAppear(_:)`, which every route reaches.
  public var sectionGuards: Set<SectionRoute> = [.screen]

  /// How the app's share and AutoFill extensions learn the lock state, or `nil` for an app that
  /// ships none (the default). Each runs in a process of its own, which the app's in-memory
  /// state never reaches (``AppExtensionKind``): no lock at all, a lock of its own kept in its own
  /// memory (every new process starts locked), or the app's lock state read from the app group's
  /// stored defaults (the app writes whether its lock stands and when it left; the extension
  /// applies the same grace). Password managers ship all three kinds (docs/strategies.md).
  public var extensionLock: ExtensionLock?
  /// Whether the extension's lock asks LocalAuthentication as it shows (the flag `extAuth`): its
  /// own `LAContext` evaluates ``policy``, its reply handler takes ``unlocksOn`` as the app's does,
  /// and a success shows the content in that process. What the prompt does is the platform's
  /// (`Device+ExtensionAuthentication.swift`). Only with `ext=own` or `ext=shared`. Named only,
  /// never enumerated. Default `false`: the extension's lock asks nothing the model answers.
  public var extensionAsks = false
  /// What the app's widget shows, or `nil` for an app with no widget (the default): its content,
  /// its content marked `privacySensitive()`, or a placeholder (``WidgetContent``).
  public var widget: WidgetContent?

  /// How an extension learns the lock state (``extensionLock``).
  public enum ExtensionLock: String, CaseIterable, Sendable {
    /// No lock: the extension shows the app's content.
    case none
    /// Its own lock, in its own memory: locked in every new process.
    case own
    /// The app's state as the app stored it in the app group's defaults.
    case shared
  }

  /// Default ``Policy/passcode`` (`.deviceOwnerAuthentication`).
  public var policy: Policy = .passcode
  /// Failed outcomes the reply handler takes the lock down on although the user did not pass it
  /// (a cancel handled as a success: https://github.com/aeharding/voyager/issues/1075 ,
  /// https://github.com/EhPanda-Team/EhPanda/issues/304 ). The promise stands, so what it leaves
  /// on screen is `lock-bypass`, by construction. Default none.
  public var unlocksOn: Set<Outcome> = []
  /// Failed outcomes after which the lock asks again at its next moment (did-become-active, which
  /// the prompt's own dismissal gives): re-prompting after a cancel
  /// (https://github.com/D-32/DMPasscode/issues/9 ). Default none: the user taps "Unlock". The
  /// parameter names the re-prompt itself, so a loop it makes is labelled by construction
  /// (``authStart`` names only where the code asks, and leaves the loop to the platform's callbacks).
  public var repromptsOn: Set<Outcome> = []

  /// The default member: see each property.
  public init() {}

  /// What a member claims: the app switcher with a shield, else nothing (a lock guards access,
  /// judged by `lock-bypass`).
  public var claims: ProtectionClaims { shield == .none ? [] : .appSwitcher }

  /// The intervals the member promises (`idle=`, and the grace once `graceFrom=` names where its
  /// clock starts), or `nil`.
  public var timerPromise: LockTimerPromise? {
    guard idle != nil || graceFrom != nil else { return nil }
    return LockTimerPromise(idle: idle, away: graceFrom != nil && grace > 0 ? grace : nil)
  }

  /// The prefix of every lock family name.
  public static let prefix = "lock["

  /// The canonical text form (see the type's documentation).
  public var name: String {
    var parts = ["shield=\(shield.rawValue)"]
    parts.append("when=" + when.sorted().map(\.rawValue).joined(separator: "+"))
    if hook != .delegate { parts.append("hook=\(hook.rawValue)") }
    switch placement {
    case .window(let level, let key, let hideMain):
      parts.append("as=window")
      parts.append("level=\(CoverConfiguration.number(level))")
      if key { parts.append("key") }
      if hideMain { parts.append("hideMain") }
    case .present(let from, let style, let modal):
      parts.append("as=present")
      parts.append("from=\(from.rawValue)")
      parts.append("style=\(style.rawValue)")
      if modal { parts.append("modal") }
    case .subview(let host):
      parts.append("as=subview")
      parts.append("of=\(host.rawValue)")
    case .root: parts.append("as=root")
    case .swiftUIOverlay: parts.append("as=swiftui")
    case .push(let disablesPopGesture):
      parts.append("as=push")
      if disablesPopGesture { parts.append("popGestureDisabled") }
    }
    parts.append("release=\(release.rawValue)")
    if authStart != .shown { parts.append("auth=\(authStart.rawValue)") }
    parts.append("rearm=\(rearm.rawValue)")
    if grace > 0 { parts.append("grace=\(CoverConfiguration.number(grace))") }
    if let graceFrom { parts.append("graceFrom=\(graceFrom.rawValue)") }
    if let idle { parts.append("idle=\(CoverConfiguration.number(idle))") }
    if idle != nil, idleFrom != .touch { parts.append("idleFrom=\(idleFrom.rawValue)") }
    if policy != .passcode { parts.append("policy=\(policy.rawValue)") }
    if !unlocksOn.isEmpty { parts.append("unlockOn=" + unlocksOn.sorted().map(\.rawValue).joined(separator: "+")) }
    if !repromptsOn.isEmpty {
      parts.append("repromptOn=" + repromptsOn.sorted().map(\.rawValue).joined(separator: "+"))
    }
    if timesLaunch { parts.append("timedLaunch") }
    if isAsync { parts.append("async") }
    if isAnimated { parts.append("animated") }
    if endsEditing { parts.append("endEditing") }
    if dismissesPresented { parts.append("dismissPresented") }
    if restoresResponder { parts.append("restoreResponder") }
    if fieldFocus != .tap { parts.append("focus=\(fieldFocus.rawValue)") }
    if hidesField { parts.append("hiddenField") }
    if appFocusesField { parts.append("appFocus") }
    if stacks { parts.append("stacks") }
    if keepsContext { parts.append("keepContext") }
    if !asksFrom.isEmpty { parts.append("askFrom=" + asksFrom.sorted().map(\.rawValue).joined(separator: "+")) }
    if isUnguarded { parts.append("unguarded") }
    if onError != .none { parts.append("onError=\(onError.rawValue)") }
    if let cannotEvaluate { parts.append("cannotEvaluate=\(cannotEvaluate.rawValue)") }
    if let fallback { parts.append("fallback=\(fallback.rawValue)") }
    if clock != .date { parts.append("clock=\(clock.rawValue)") }
    if wrongEntry != .clear { parts.append("wrong=\(wrongEntry.rawValue)") }
    if let settings { parts.append("settings=\(settings.rawValue)") }
    if let secret { parts.append("secret=\(secret.rawValue)") }
    if secret != nil, secretRead != .item { parts.append("secretRead=\(secretRead.rawValue)") }
    if let lockView { parts.append("lockView=\(lockView.rawValue)") }
    if let reuseDuration { parts.append("reuse=\(CoverConfiguration.number(reuseDuration))") }
    if let invalidatesAt { parts.append("invalidateAt=\(invalidatesAt.rawValue)") }
    if hidesRetry { parts.append("noRetry") }
    if let rechecksAt { parts.append("recheck=\(rechecksAt.rawValue)") }
    if keepsBiometry { parts.append("biometryKept") }
    if guardsSettings { parts.append("guardSettings") }
    if let extensionLock { parts.append("ext=\(extensionLock.rawValue)") }
    if extensionAsks { parts.append("extAuth") }
    if let widget { parts.append("widget=\(widget.rawValue)") }
    if promisesNoNeedlessCover { parts.append("noNeedlessCover") }
    if !promises.isEmpty { parts.append("promise=" + promises.sorted().map(\.rawValue).joined(separator: "+")) }
    if let section { parts.append("section=\(section)") }
    if sectionGuards != [.screen] {
      parts.append("guards=" + sectionGuards.sorted().map(\.rawValue).joined(separator: "+"))
    }
    return Self.prefix + parts.joined(separator: ",") + "]"
  }

  public var description: String { name }
}

/// Why a lock family name was rejected.
nonisolated public struct LockConfigurationError: Error, Equatable, CustomStringConvertible {
  /// The name as given.
  public let text: String
  /// What is wrong, naming the part.
  public let reason: String
  public var description: String { "malformed strategy name '\(text)': \(reason)" }
}
