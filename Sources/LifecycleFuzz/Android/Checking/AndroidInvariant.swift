import AndroidModel

/// Android's invariants, in checking order: the two leak checks as one pass over the step's captures in the order
/// taken, then lock-bypass, reauth-loop, unlock-blocked, focus-lost, stranded-cover, crash, detection-promise,
/// blank-window, cannot-disable, needless-lock, needless-cover and needless-secure. Each has one checker
/// (``AndroidInvariantCatalog``).
nonisolated public enum AndroidInvariant: String, CaseIterable, Hashable, Sendable, Codable, PlatformInvariant {
  /// A screenshot or recording shows content the strategy claims to protect.
  case captureLeak = "capture-leak"
  /// The Recents card (or the starting window made from it, when recorded) shows claimed content.
  case recentsLeak = "recents-leak"
  /// An app lock that says its lock is due lets the user see the app's sensitive content.
  case lockBypass = "lock-bypass"
  /// An app lock asks for the biometric prompt again right after the user passed or cancelled it, with nothing the
  /// user did between (the same name and judgment as iOS's).
  case reauthLoop = "reauth-loop"
  /// An app lock's own entry (its keypad) is covered by a window that takes its touches while the lock is due (the
  /// name iOS's check of a lock's blocked entry uses).
  case unlockBlocked = "unlock-blocked"
  /// An app lock's field, focused by the app's code that asked for the keyboard, has no keyboard while the lock is
  /// due: the input method dropped the request (iOS's name for a first responder the app put there and lost).
  case focusLost = "focus-lost"
  /// A cover or blur stays over the app after it resumed and its looper went idle.
  case strandedCover = "stranded-cover"
  /// The app's process crashed.
  case crash
  /// A strategy that promises to tell the app of screenshots or recordings missed one that showed the app.
  case detectionPromise = "detection-promise"
  /// The app in front shows its user none of its own content drawn black by its protection (the name and meaning of
  /// iOS's check of a black window).
  case blankWindow = "blank-window"
  /// Once the user turned the app's screen-security setting off, an image the system takes of the app is still
  /// refused, black or the app theme on the app's account (iOS's name for a protection the app cannot turn off).
  case cannotDisable = "cannot-disable"
  /// Once the user has passed an app lock, its promise stands again only after the app left the screen (the same name
  /// and judgment as iOS's; checked for strategies that are locks).
  case needlessLock = "needless-lock"
  /// A strategy that promises it shows no cover or blur while the app stays on screen and the user is still in it
  /// (the same name and judgment as iOS's; checked for strategies that promise it).
  case needlessCover = "needless-cover"
  /// An app that promises captures of its non-sensitive content (`+ promise[neutralCaptures]`) has a screenshot or
  /// recording frame made black or refused by its own secure windows while it showed nothing sensitive (checked only
  /// for such an app).
  case needlessSecure = "needless-secure"

  /// One line on what it demands (`list invariants`).
  public var summary: String {
    switch self {
    case .captureLeak: return "no screenshot or recording frame shows content the strategy claims to protect"
    case .recentsLeak: return "no Recents card, or starting window made from it, shows claimed content"
    case .lockBypass:
      return
        "while an app lock says it is locked, the app on screen, and any image taken of it (Recents card, capture), "
        + "shows no sensitive content"
    case .unlockBlocked:
      return "while an app lock is due and in front, a touch on its own entry (its keypad) reaches the lock, and a "
        + "lock screen only the biometric prompt takes down has a route to a prompt"
    case .focusLost:
      return "while an app lock is due and in front with window focus, the lock's field the app focused and asked the "
        + "keyboard for has one, unless the user hid it (showSoftInput before the window has focus is dropped)"
    case .reauthLoop:
      return "a biometric success or the user's cancel is not followed by another prompt, with no user action "
        + "between, while the lock promise stands"
    case .strandedCover: return "no cover or blur stays over the app once it is resumed and its looper is idle"
    case .crash: return "the app's process does not crash (an API called above the profile's level, ...)"
    case .detectionPromise:
      return
        "a strategy that promises capture detection is told once of every screenshot and recording showing the app, "
        + "and of no other image"
    case .blankWindow:
      return "the app in front, its looper idle, shows its user no part of its own content drawn black by its "
        + "protection (FLAG_SECURE over a virtual display's view, or on a display that is not secure)"
    case .cannotDisable:
      return "once the user turned the app's screen security off, no screenshot or recording taken since is refused or "
        + "black, and no Recents card snapshotted since is the app theme, on the app's account"
    case .needlessLock:
      return "once passed, the app's lock asks again only after the app left the screen (in-app navigation, dialogs "
        + "and prompts pause or stop its activity without a leave; Android); a lock with a promised interval (grace=N "
        + "with graceFrom= or clock=, idle=N) only once that interval passed"
    case .needlessCover:
      return "a strategy that promises it shows no cover while the app stays on screen, paused or unfocused without a "
        + "leave (a permission dialog, split screen with the other app focused, a dialog; Android)"
    case .needlessSecure:
      return "an app that promises captures of its non-sensitive content (promise[neutralCaptures]) gets no screenshot "
        + "or recording frame black or refused on its own windows' account while those windows show nothing sensitive"
    }
  }

  /// The Markdown comparison's short column title.
  public var shortTitle: String {
    switch self {
    case .captureLeak: return "capture"
    case .recentsLeak: return "recents"
    case .lockBypass: return "lock"
    case .reauthLoop: return "reauth"
    case .unlockBlocked: return "entry"
    case .focusLost: return "focus"
    case .strandedCover: return "stranded"
    case .crash: return "crash"
    case .detectionPromise: return "detect"
    case .blankWindow: return "blank"
    case .cannotDisable: return "disable"
    case .needlessLock: return "needless"
    case .needlessCover: return "shown"
    case .needlessSecure: return "wide"
    }
  }

  /// The capture kinds whose images break it.
  public var captureKinds: [AndroidCaptureKind] {
    switch self {
    case .captureLeak: return [.screenshot, .recording]
    case .recentsLeak: return [.recentsThumbnail, .startingWindow]
    case .lockBypass, .reauthLoop, .unlockBlocked, .focusLost, .strandedCover, .crash, .detectionPromise, .blankWindow,
      .cannotDisable, .needlessLock, .needlessCover, .needlessSecure:
      return []
    }
  }

  /// ``captureKinds``' names.
  public var captureKindNames: [String] { captureKinds.map(\.rawValue) }

  /// Checking order.
  public static func < (a: AndroidInvariant, b: AndroidInvariant) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
