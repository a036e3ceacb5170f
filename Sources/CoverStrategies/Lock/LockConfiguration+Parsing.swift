import NameSuggestion
import ShieldModel

nonisolated extension LockConfiguration {
  /// Every part the parser takes, as the unknown-part error lists them (`shield=` takes a value, `key` none).
  static let partNames = [
    "shield=", "when=", "hook=", "as=", "level=", "key", "hideMain", "from=", "style=", "modal", "of=",
    "popGestureDisabled", "release=",
    "auth=", "rearm=", "grace=", "graceFrom=", "idle=", "idleFrom=", "policy=", "unlockOn=", "repromptOn=",
    "timedLaunch", "async", "animated", "endEditing", "dismissPresented", "restoreResponder", "focus=", "hiddenField",
    "appFocus", "stacks", "keepContext", "askFrom=", "unguarded", "onError=", "cannotEvaluate=", "fallback=", "clock=",
    "wrong=", "settings=", "secret=", "secretRead=", "lockView=", "reuse=", "invalidateAt=", "noRetry", "recheck=",
    "biometryKept", "guardSettings", "ext=", "extAuth", "widget=", "noNeedlessCover", "promise=", "section=", "guards=",
  ]

  /// Parses a lock family name such as `lock[when=launch+foreground,as=root,release=field]`.
  ///
  /// - Throws: ``LockConfigurationError`` naming the first part that is not understood, or an
  ///   argument given for another placement (`level=` without `as=window`).
  public init(parsing text: String) throws(LockConfigurationError) {
    guard text.hasPrefix(Self.prefix), text.hasSuffix("]") else {
      throw LockConfigurationError(text: text, reason: "a lock family name reads lock[shield=...,when=...,as=...,...]")
    }
    self.init()
    let body = text.dropFirst(Self.prefix.count).dropLast()
    var kind = "window"
    var level = 2001.0
    var key = false
    var hideMain = false
    var modal = false
    var from = Presenter.top
    var style = Style.fullScreen
    var host = Host.window0
    var disablesPopGesture = false
    // Arguments of one placement, checked against the placement once every part is read.
    var placementParts: [(part: Substring, kind: String)] = []
    var givenKeys: [String] = []
    // `lock[]` is the default member.
    for part in body.isEmpty ? [] : body.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      func fail(_ reason: String) -> LockConfigurationError {
        LockConfigurationError(text: text, reason: "'\(part)': \(reason)")
      }
      func value<T: RawRepresentable & CaseIterable>(_: T.Type) throws(LockConfigurationError) -> T
      where T.RawValue == String {
        guard kv.count == 2, let v = T(rawValue: kv[1]) else {
          throw fail("expected \(kv[0])=\(T.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        return v
      }
      guard let name = kv.first, !name.isEmpty else { throw fail("empty part") }
      // A key given twice would let the last one win silently, and the two may decide different verdicts.
      guard !givenKeys.contains(name) else { throw fail("given twice") }
      givenKeys.append(name)
      switch name {
      case "shield": shield = try value(Shield.self)
      case "when":
        guard kv.count == 2 else { throw fail("expected when=moment[+moment...]") }
        var moments: Set<Moment> = []
        for m in kv[1].split(separator: "+", omittingEmptySubsequences: false) {
          guard let moment = Moment(rawValue: String(m)) else {
            throw fail("expected moments \(Moment.allCases.map(\.rawValue).joined(separator: "|")) joined by +")
          }
          // A moment twice was shortened without a word, while `unlockOn=` refuses its outcome twice.
          guard moments.insert(moment).inserted else { throw fail("'\(m)' given twice") }
        }
        when = moments
      case "as":
        guard kv.count == 2, Self.placementNames.contains(kv[1]) else {
          throw fail("expected as=\(Self.placementNames.joined(separator: "|"))")
        }
        kind = kv[1]
      case "level":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1], signed: true), v >= -10, v <= 10_000 else {
          throw fail("expected a window level from -10 to 10000")
        }
        level = v
        placementParts.append((part, "window"))
      case "key" where kv.count == 1:
        key = true
        placementParts.append((part, "window"))
      case "hideMain" where kv.count == 1:
        hideMain = true
        placementParts.append((part, "window"))
      case "from":
        from = try value(Presenter.self)
        placementParts.append((part, "present"))
      case "style":
        style = try value(Style.self)
        placementParts.append((part, "present"))
      case "modal" where kv.count == 1:
        modal = true
        placementParts.append((part, "present"))
      case "of":
        host = try value(Host.self)
        placementParts.append((part, "subview"))
      case "popGestureDisabled" where kv.count == 1:
        disablesPopGesture = true
        placementParts.append((part, "push"))
      case "release": release = try value(Release.self)
      case "auth": authStart = try value(AuthStart.self)
      case "hook": hook = try value(Hook.self)
      case "rearm": rearm = try value(Rearm.self)
      case "grace":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v >= 0, v <= 3600 else {
          throw fail("expected seconds from 0 to 3600")
        }
        grace = v
      case "graceFrom": graceFrom = try value(GraceStart.self)
      case "idle":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v > 0, v <= 3600 else {
          throw fail("expected idle=N seconds, 0 < N <= 3600")
        }
        idle = v
      case "idleFrom": idleFrom = try value(IdleStart.self)
      case "policy": policy = try value(Policy.self)
      case "unlockOn", "repromptOn":
        guard kv.count == 2 else { throw fail("expected \(name)=outcome[+outcome...]") }
        var outcomes: Set<Outcome> = []
        for o in kv[1].split(separator: "+", omittingEmptySubsequences: false) {
          guard let outcome = Outcome(rawValue: String(o)) else {
            throw fail(
              "expected outcomes \(Outcome.allCases.filter { $0.neverProduced == nil }.map(\.rawValue).joined(separator: "|")) joined by +"
            )
          }
          // `appCancel` waits for `invalidateAt=`, which may come later in the name.
          if let never = outcome.neverProduced, outcome != .appCancel { throw fail("'\(o)': \(never)") }
          guard outcomes.insert(outcome).inserted else { throw fail("'\(o)' given twice") }
        }
        if name == "unlockOn" { unlocksOn = outcomes } else { repromptsOn = outcomes }
      case "timedLaunch" where kv.count == 1: timesLaunch = true
      case "async" where kv.count == 1: isAsync = true
      case "animated" where kv.count == 1: isAnimated = true
      case "endEditing" where kv.count == 1: endsEditing = true
      case "dismissPresented" where kv.count == 1: dismissesPresented = true
      case "restoreResponder" where kv.count == 1: restoresResponder = true
      case "focus": fieldFocus = try value(FieldFocus.self)
      case "hiddenField" where kv.count == 1: hidesField = true
      case "appFocus" where kv.count == 1: appFocusesField = true
      case "stacks" where kv.count == 1: stacks = true
      case "keepContext" where kv.count == 1: keepsContext = true
      case "askFrom": asksFrom = try Self.parseAskFrom(kv, fail)
      case "unguarded" where kv.count == 1: isUnguarded = true
      case "onError": onError = try value(ErrorReply.self)
      case "cannotEvaluate": cannotEvaluate = try value(CannotEvaluateReply.self)
      case "fallback": fallback = try value(FallbackChoice.self)
      case "clock": clock = try value(GraceClock.self)
      case "wrong": wrongEntry = try value(WrongEntryReply.self)
      case "settings": settings = try value(SettingsRead.self)
      case "secret": secret = try value(SecretAccess.self)
      case "secretRead": secretRead = try value(SecretRead.self)
      case "lockView": lockView = try value(LockView.self)
      case "reuse":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v > 0, v <= 3600 else {
          throw fail("expected reuse=N seconds, 0 < N <= 3600")
        }
        reuseDuration = v
      case "invalidateAt":
        guard kv.count == 2, kv[1] == Moment.background.rawValue else {
          throw fail("expected invalidateAt=background")
        }
        invalidatesAt = .background
      case "noRetry" where kv.count == 1: hidesRetry = true
      case "biometryKept" where kv.count == 1: keepsBiometry = true
      case "guardSettings" where kv.count == 1: guardsSettings = true
      case "recheck":
        guard kv.count == 2, kv[1] == Moment.becomeActive.rawValue else {
          throw fail("expected recheck=becomeActive")
        }
        rechecksAt = .becomeActive
      case "ext": extensionLock = try value(ExtensionLock.self)
      case "extAuth" where kv.count == 1: extensionAsks = true
      case "widget": widget = try value(WidgetContent.self)
      case "noNeedlessCover" where kv.count == 1: promisesNoNeedlessCover = true
      case "promise":
        guard kv.count == 2 else { throw fail("expected promise=word[+word...]") }
        promises = try Self.parsePromises(kv[1], fail)
      case "section":
        guard kv.count == 2, Self.isScreenName(kv[1]) else {
          throw fail("expected section=SCREEN, a screen of the app")
        }
        section = kv[1]
      case "guards":
        guard kv.count == 2 else { throw fail("expected guards=route[+route...]") }
        sectionGuards = try Self.parseGuards(kv[1], fail)
      default:
        let given = kv.count == 2 ? name + "=" : name
        throw fail(
          "unknown part" + Suggestion.note(for: given, among: Self.partNames)
            + " (expected \(Self.partNames.joined(separator: ", ")))")
      }
    }
    if when.isEmpty { throw LockConfigurationError(text: text, reason: "'when=': name at least one moment") }
    // One reply per outcome: a handler cannot both take the lock down and ask again on it.
    if let both = unlocksOn.intersection(repromptsOn).min() {
      throw LockConfigurationError(
        text: text, reason: "'\(both.rawValue)': in both unlockOn= and repromptOn= (one reply per outcome)")
    }
    if authStart != .shown, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'auth=\(authStart.rawValue)': only with a release that uses Face ID (release=biometry...)")
    }
    try validateRequestLogic(text)
    try validateFallback(text)
    try validateClock(text)
    try validateWrongEntry(text)
    try validateSecret(text, secretReadGiven: givenKeys.contains("secretRead"))
    if extensionAsks, extensionLock == nil || extensionLock == ExtensionLock.none {
      throw LockConfigurationError(
        text: text, reason: "'extAuth': only with an extension that has a lock (ext=own or ext=shared)")
    }
    if keepsContext, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'keepContext': only with a release that uses Face ID (release=biometry...)")
    }
    if invalidatesAt == nil, let never = Outcome.appCancel.neverProduced {
      for (key, set) in [("unlockOn", unlocksOn), ("repromptOn", repromptsOn)] where set.contains(.appCancel) {
        throw LockConfigurationError(text: text, reason: "'\(key)=...appCancel': 'appCancel': \(never)")
      }
    }
    if invalidatesAt != nil, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'invalidateAt=': only with a release that uses Face ID (release=biometry...)")
    }
    for promise in promises.sorted() where !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'promise=\(promise.rawValue)': only with a release that uses Face ID (release=biometry...)"
      )
    }
    if hidesRetry, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'noRetry': only with a release that uses Face ID (release=biometry...)")
    }
    if hidesRetry, authStart == .tap {
      throw LockConfigurationError(
        text: text, reason: "'noRetry': auth=tap asks only from the Unlock button, which noRetry leaves out")
    }
    if keepsBiometry, settings == nil || !release.usesBiometry {
      throw LockConfigurationError(
        text: text,
        reason: "'biometryKept': only with settings= and a release that uses Face ID (release=biometry...)")
    }
    if guardsSettings || promises.contains(.guardedSettings), settings == nil {
      throw LockConfigurationError(
        text: text,
        reason: "'guardSettings' and 'promise=guardedSettings': only with settings= (the app's settings screen)")
    }
    if guardsSettings, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'guardSettings': only with a release that uses Face ID (release=biometry...)")
    }
    if rechecksAt != nil, rearm != .background {
      throw LockConfigurationError(
        text: text, reason: "'recheck=': only with rearm=background (the leave time stored at did-enter-background)")
    }
    if reuseDuration != nil, !release.usesBiometry {
      throw LockConfigurationError(
        text: text, reason: "'reuse=': only with a release that uses Face ID (release=biometry...)")
    }
    if fieldFocus != .tap || hidesField, !release.usesField {
      throw LockConfigurationError(
        text: text, reason: "'focus=' and 'hiddenField': only with a release that has a field (release=field...)")
    }
    if fieldFocus.isInReply, !release.usesBiometry {
      throw LockConfigurationError(
        text: text,
        reason:
          "'focus=\(fieldFocus.rawValue)': only with a release that uses Face ID and has a field (release=biometry+field)"
      )
    }
    if graceFrom != nil, grace == 0 {
      throw LockConfigurationError(text: text, reason: "'graceFrom=': only with a grace (grace=N)")
    }
    if givenKeys.contains("idleFrom"), idle == nil {
      throw LockConfigurationError(text: text, reason: "'idleFrom=': only with an idle timer (idle=N)")
    }
    if section == nil, givenKeys.contains("guards") {
      throw LockConfigurationError(text: text, reason: "'guards=': only with a section (section=SCREEN)")
    }
    if section != nil, kind == "push" {
      // Pushing the lock from inside the section's own push is not modeled.
      throw LockConfigurationError(text: text, reason: "'section=': not with as=push")
    }
    for p in placementParts where p.kind != kind {
      throw LockConfigurationError(text: text, reason: "'\(p.part)': only with as=\(p.kind)")
    }
    if stacks, kind == "swiftui" {
      throw LockConfigurationError(text: text, reason: "'stacks': \(Self.swiftUIDoesNotStack)")
    }
    switch kind {
    case "present": placement = .present(from: from, style: style, modal: modal)
    case "subview": placement = .subview(of: host)
    case "root": placement = .root
    case "swiftui": placement = .swiftUIOverlay
    case "push": placement = .push(disablesPopGesture: disablesPopGesture)
    default: placement = .window(level: level, makesKey: key, hidesMain: hideMain)
    }
  }

  static let placementNames = ["window", "present", "subview", "root", "swiftui", "push"]

  /// Why `stacks` is refused with `as=swiftui`: the overlay is the root view's state, so showing
  /// it again sets the same state and SwiftUI draws the one overlay (Apple, "Managing user
  /// interface state", https://developer.apple.com/documentation/swiftui/managing-user-interface-state ;
  /// high).
  static let swiftUIDoesNotStack =
    "a SwiftUI overlay is state of the root view: showing it again shows the same overlay, never a second"
}
