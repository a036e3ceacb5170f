extension Device {
  /// Which events without scene or view arguments can happen now, found once per generator step
  /// instead of one ``isValid(_:)`` rule walk per candidate.
  ///
  /// The rules of these events (see `refusal(for:)`) read only a few flags of the device: the
  /// crash, the profile's device and OS version, the process, the overlay, the call banner,
  /// covered scenes, the Face ID deadline, the captures, the keyboard focus and the orientation.
  /// ``key`` packs exactly those; the answers for a key are computed with the rules themselves
  /// and memoized for the process. Debug builds check every answer against the rules.
  package struct EventValidity {
    /// The packed state the answers depend on (bits, see ``Device/eventValidity()``).
    let key: UInt32
    /// One bit per ``Entry`` raw value: whether its event can happen now (read directly by the
    /// generator with a candidate's ``bit(of:)``: a call from another module is not inlined).
    package let mask: UInt64

    /// Whether `event` can happen, or `nil` when it is not one of the events answered here (its
    /// rule reads more than the key, or its argument is out of range).
    package func answer(for event: SystemEvent) -> Bool? {
      let bit = Self.bit(of: event)
      return bit == 0 ? nil : mask & bit != 0
    }

    /// The bit of ``mask`` that answers for `event`, or 0 when none does. Constant for an event:
    /// the generator keeps it with each candidate that has no arguments.
    package static func bit(of event: SystemEvent) -> UInt64 {
      guard let entry = Entry(event) else { return 0 }
      return 1 << UInt64(entry.rawValue)
    }
  }

  /// ``EventValidity`` for the device's current state. Reads about fifteen stored flags; the
  /// answers come from a process-wide memo.
  package func eventValidity() -> EventValidity {
    var key: UInt32 = 0
    var bit: UInt32 = 1
    func add(_ flag: Bool) {
      if flag { key |= bit }
      bit <<= 1
    }
    add(isCrashed)
    add(profile.device == .mac)
    add(profile.osVersion >= OSVersion(15))
    add(SystemEvent.Kind.startIPhoneMirroring.isPossible(on: profile))
    add(process.isLaunched)
    add(process.isLocked)
    add(process.isAppInForeground)
    add(process.isPrewarmed)
    add(process.isSuspended)
    add(systemUI.isCallBannerShown)
    add(!systemUI.coveredSceneIdentifiers.isEmpty)
    add(systemUI.faceIDDismissalDeadline != nil)
    add(capture.storedSnapshots.isEmpty)
    add(capture.isRecording)
    add(capture.isMirroring)
    add(capture.isIPhoneMirroring)
    add(keyboard.firstResponder != nil)
    // The overlay in three bits (only the Face ID prompt among system alerts has rules of its
    // own), the orientation in three.
    let overlay: UInt32
    switch systemUI.overlay {
    case nil: overlay = 0
    case .appSwitcher: overlay = 1
    case .controlCenter: overlay = 2
    case .notificationCenter: overlay = 3
    case .systemAlert(let kind): overlay = kind == .faceID ? 4 : 5
    }
    key |= overlay << 17
    key |= UInt32(truncatingIfNeeded: systemUI.interfaceOrientation.rawValue & 7) << 20
    return EventValidity(key: key, mask: Self.validityMask(for: key, on: self))
  }

  /// Whether `event` can happen now, answered from `validity` (the device's state unchanged
  /// since it was taken) where the event is one it covers, else by the rules.
  package func isValid(_ event: SystemEvent, in validity: EventValidity) -> Bool {
    isValid(event, bit: EventValidity.bit(of: event), in: validity)
  }

  /// ``isValid(_:in:)`` with `event`'s ``EventValidity/bit(of:)`` already found (0: by the rules).
  package func isValid(_ event: SystemEvent, bit: UInt64, in validity: EventValidity) -> Bool {
    guard bit != 0 else { return isValid(event) }
    let answer = validity.mask & bit != 0
    assert(answer == isValid(event), "EventValidity disagrees with the rules on \(event)")
    return answer
  }

  /// A small direct-mapped memo from keys to masks (a miss recomputes and replaces): the
  /// generator meets a few hundred keys, and a lookup here is cheaper than hashing.
  @exclusivity(unchecked) private static var validityMemo = [(key: UInt32, mask: UInt64)](
    repeating: (UInt32.max, 0), count: 1024)

  private static func validityMask(for key: UInt32, on device: Device) -> UInt64 {
    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 22)
    let cached = validityMemo[slot]
    if cached.key == key { return cached.mask }
    var mask: UInt64 = 0
    for entry in EventValidity.Entry.allCases where device.isValid(entry.event) { mask |= 1 << entry.rawValue }
    validityMemo[slot] = (key, mask)
    return mask
  }
}

extension Device.EventValidity {
  /// The events covered, each standing for every event it maps from in ``init(_:)``: their
  /// rules read nothing outside the key.
  enum Entry: Int, CaseIterable {
    case launch, prewarm, backgroundLaunch, lockDevice, unlockDevice, terminateApp, goHome, returnToApp
    case openAppSwitcher, closeAppSwitcher, openControlCenter, closeControlCenter, openNotificationCenter
    case closeNotificationCenter, dismissSystemAlert, dismissCallBanner, screenshot, recordingStart
    case recordingStop, mirroringStart, mirroringStop, startIPhoneMirroring, stopIPhoneMirroring
    case keyboardShow, keyboardHide, runMainQueue, faceIDMatch
    /// Any `appCall` (the name is not read), `advance` and `transitionFrames` in range.
    case appCall, advance, transitionFrames
    /// `systemAlert(.faceID)`, and every other kind (their rules are the same).
    case faceIDAlert, otherAlert
    /// `rotate` to portrait and to landscape left (the generator's two).
    case rotatePortrait, rotateLandscapeLeft

    /// The entry standing for `event`, or `nil` when its rule reads more than the key (scenes,
    /// views, alerts, the app's state) or its argument is out of range.
    init?(_ event: SystemEvent) {
      // By kind first: a switch that binds arguments copies the whole event.
      let kind = event.kind
      let plain = Self.byKind[kind.rawValue]
      if plain >= 0 {
        self.init(rawValue: Int(plain))
        return
      }
      guard plain == -2 else { return nil }
      switch event {
      case .launch: self = .launch
      case .prewarm: self = .prewarm
      case .backgroundLaunch: self = .backgroundLaunch
      case .lockDevice: self = .lockDevice
      case .unlockDevice: self = .unlockDevice
      case .terminateApp: self = .terminateApp
      case .goHome: self = .goHome
      case .returnToApp: self = .returnToApp
      case .openAppSwitcher: self = .openAppSwitcher
      case .closeAppSwitcher: self = .closeAppSwitcher
      case .openControlCenter: self = .openControlCenter
      case .closeControlCenter: self = .closeControlCenter
      case .openNotificationCenter: self = .openNotificationCenter
      case .closeNotificationCenter: self = .closeNotificationCenter
      case .dismissSystemAlert: self = .dismissSystemAlert
      case .dismissCallBanner: self = .dismissCallBanner
      case .screenshot: self = .screenshot
      case .recordingStart: self = .recordingStart
      case .recordingStop: self = .recordingStop
      case .mirroringStart: self = .mirroringStart
      case .mirroringStop: self = .mirroringStop
      case .startIPhoneMirroring: self = .startIPhoneMirroring
      case .stopIPhoneMirroring: self = .stopIPhoneMirroring
      case .keyboardShow: self = .keyboardShow
      case .keyboardHide: self = .keyboardHide
      case .runMainQueue: self = .runMainQueue
      case .faceIDMatch: self = .faceIDMatch
      case .appCall: self = .appCall
      case .advance(let s) where s > 0 && s <= 3600: self = .advance
      case .transitionFrames(let n) where (1...SystemEvent.maximumTransitionFrames).contains(n):
        self = .transitionFrames
      case .systemAlert(let kind): self = kind == .faceID ? .faceIDAlert : .otherAlert
      case .rotate(.portrait): self = .rotatePortrait
      case .rotate(.landscapeLeft): self = .rotateLandscapeLeft
      default: return nil
      }
    }

    /// By ``SystemEvent/Kind`` raw value: the entry of a kind whose every event it stands for,
    /// -2 for a kind whose argument decides, -1 for a kind not covered.
    private static let byKind: [Int8] = SystemEvent.Kind.allCases.map { kind in
      switch kind {
      case .advance, .transitionFrames, .systemAlert, .rotate: return -2
      default: return allCases.first { $0.kind == kind && !$0.readsArgument }.map { Int8($0.rawValue) } ?? -1
      }
    }

    /// Whether the entry stands for some events of its kind only.
    private var readsArgument: Bool {
      switch self {
      case .advance, .transitionFrames, .faceIDAlert, .otherAlert, .rotatePortrait, .rotateLandscapeLeft: true
      default: false
      }
    }

    /// The kind of the events the entry stands for.
    private var kind: SystemEvent.Kind { event.kind }

    /// The event the entry's answer is computed for.
    var event: SystemEvent {
      switch self {
      case .launch: .launch
      case .prewarm: .prewarm
      case .backgroundLaunch: .backgroundLaunch
      case .lockDevice: .lockDevice
      case .unlockDevice: .unlockDevice
      case .terminateApp: .terminateApp
      case .goHome: .goHome
      case .returnToApp: .returnToApp
      case .openAppSwitcher: .openAppSwitcher
      case .closeAppSwitcher: .closeAppSwitcher
      case .openControlCenter: .openControlCenter
      case .closeControlCenter: .closeControlCenter
      case .openNotificationCenter: .openNotificationCenter
      case .closeNotificationCenter: .closeNotificationCenter
      case .dismissSystemAlert: .dismissSystemAlert
      case .dismissCallBanner: .dismissCallBanner
      case .screenshot: .screenshot
      case .recordingStart: .recordingStart
      case .recordingStop: .recordingStop
      case .mirroringStart: .mirroringStart
      case .mirroringStop: .mirroringStop
      case .startIPhoneMirroring: .startIPhoneMirroring
      case .stopIPhoneMirroring: .stopIPhoneMirroring
      case .keyboardShow: .keyboardShow
      case .keyboardHide: .keyboardHide
      case .runMainQueue: .runMainQueue
      case .faceIDMatch: .faceIDMatch
      case .appCall: .appCall("enable")
      case .advance: .advance(1)
      case .transitionFrames: .transitionFrames(1)
      case .faceIDAlert: .systemAlert(.faceID)
      case .otherAlert: .systemAlert(.permission)
      case .rotatePortrait: .rotate(.portrait)
      case .rotateLandscapeLeft: .rotate(.landscapeLeft)
      }
    }
  }
}
