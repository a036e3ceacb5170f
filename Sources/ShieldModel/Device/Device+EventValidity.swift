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
    /// One bit per event of the table (see ``bit(of:)``): whether it can happen now (read directly
    /// by the generator with a candidate's ``bit(of:)``: a call from another module is not inlined).
    package let mask: UInt64

    /// Whether `event` can happen, or `nil` when it is not one of the events answered here (its
    /// rule reads more than the key, or its argument is out of range).
    package func answer(for event: SystemEvent) -> Bool? {
      let bit = Self.bit(of: event)
      return bit == 0 ? nil : mask & bit != 0
    }

    /// The bit of ``mask`` that answers for `event`, or 0 when none does. Constant for an event:
    /// the generator keeps it with each candidate that has no arguments.
    package nonisolated static func bit(of event: SystemEvent) -> UInt64 { bit(of: event, kind: event.kind) }

    /// ``bit(of:)`` with the event's kind already found.
    nonisolated static func bit(of event: SystemEvent, kind: SystemEvent.Kind) -> UInt64 {
      table.bit(of: event, kind: kind)
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
    // The app's own prompt on its passcode stage refuses a Face ID match.
    // and on its permission alert a match and a cancel (7).
    case .systemAlert(let kind):
      overlay = kind == .faceID ? (isDevicePasscodeUIShown ? 6 : isFaceIDPermissionAlertShown ? 7 : 4) : 5
    }
    key |= overlay << 17
    key |= UInt32(truncatingIfNeeded: systemUI.interfaceOrientation.rawValue & 7) << 20
    // An extension's own prompt over its host answers the Face ID events (two bits: up, on its passcode stage).
    if let prompt = extensions.prompt { key |= (prompt.stage == .passcode ? 3 : 1) << 23 }
    // The snapshot this step takes first suspends the app: its own code is refused (``suspensionRefusal()``).
    if suspendsAtPendingSnapshot { key |= 1 << 25 }
    // Another Mac app has focus (false on every other device).
    if systemUI.isMacAppUnfocused { key |= 1 << 26 }
    return EventValidity(key: key, mask: Self.validityMask(for: key, on: self))
  }

  /// Whether `event` can happen now, answered from `validity` (the device's state unchanged
  /// since it was taken) where the event is one it covers, else by the rules.
  package func isValid(_ event: SystemEvent, in validity: EventValidity) -> Bool {
    let kind = event.kind
    let bit = EventValidity.bit(of: event, kind: kind)
    guard bit != 0 else { return refusal(for: event, kind: kind) == nil }
    let answer = validity.mask & bit != 0
    assert(answer == isValid(event), "EventValidity disagrees with the rules on \(event)")
    return answer
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
    let events = EventValidity.table.events
    for i in events.indices where device.isValid(events[i]) { mask |= 1 << UInt64(i) }
    validityMemo[slot] = (key, mask)
    return mask
  }
}

extension Device.EventValidity {
  /// Where each event's answer is in ``mask``: derived once from every subsystem's
  /// ``Device/HandledKind`` declarations, in subsystem order.
  nonisolated struct Table: Sendable {
    /// Bit `i` of ``mask`` answers whether `events[i]` can happen (by the rules).
    var events: [SystemEvent] = []
    /// By ``SystemEvent/Kind`` raw value: the bit whose event answers for every event of the kind
    /// with its numbers in range, or 0.
    var bitForEveryEvent = [UInt64](repeating: 0, count: SystemEvent.Kind.allCases.count)
    /// By ``SystemEvent/Kind`` raw value, for a kind answered per argument: its slots in
    /// ``argumentBits``, one per ``SystemEvent/enumeratedArgument`` value from 0.
    var argumentSlots = [Range<Int>](repeating: 0..<0, count: SystemEvent.Kind.allCases.count)
    /// The bit answering for each argument value (0 for a value answered by the rules).
    var argumentBits: [UInt64] = []

    /// The bit that answers for `event` (of kind `kind`), or 0 when the rules answer.
    func bit(of event: SystemEvent, kind: SystemEvent.Kind) -> UInt64 {
      let forEvery = bitForEveryEvent[kind.rawValue]
      if forEvery != 0 { return event.hasNumbersInRange ? forEvery : 0 }
      let slots = argumentSlots[kind.rawValue]
      if slots.isEmpty { return 0 }
      let argument = event.enumeratedArgument
      return argument < slots.count ? argumentBits[slots.lowerBound + argument] : 0
    }
  }

  /// The table, checked as it is built: one subsystem per kind, one event for a kind keyed by
  /// one, distinct arguments for a kind keyed per argument, at most 64 events.
  nonisolated static let table: Table = {
    var table = Table()
    for handled in Device.EventSubsystem.allHandledKinds where !handled.keyedEvents.isEmpty {
      let kind = handled.kind.rawValue
      guard handled.keysEachArgument else {
        precondition(handled.keyedEvents.count == 1, "one event answers for every \(handled.kind)")
        table.bitForEveryEvent[kind] = 1 << UInt64(table.events.count)
        table.events.append(handled.keyedEvents[0])
        continue
      }
      let first = table.argumentBits.count
      var count = 0
      for event in handled.keyedEvents { count = max(count, event.enumeratedArgument + 1) }
      table.argumentSlots[kind] = first..<first + count
      table.argumentBits += [UInt64](repeating: 0, count: count)
      for event in handled.keyedEvents {
        let slot = first + event.enumeratedArgument
        precondition(table.argumentBits[slot] == 0, "\(event) shares its argument with another keyed event")
        table.argumentBits[slot] = 1 << UInt64(table.events.count)
        table.events.append(event)
      }
    }
    for (i, event) in table.events.enumerated() {
      precondition(table.bit(of: event, kind: event.kind) == 1 << UInt64(i), "\(event) is keyed under another kind")
    }
    precondition(table.events.count <= 64, "the validity key's mask has 64 bits")
    return table
  }()
}
