import AndroidModel
import AndroidStrategies

/// Android as the generic engine sees it: `AndroidDevice` driven by `AndroidEvent`s, the built-in Android
/// strategies (`AndroidStrategyCatalog`) and profiles (`AndroidProfile.all`).
public enum AndroidPlatform: PlatformModel {
  /// `android`.
  public static let name = "android"

  /// The catalog's names, in catalog order.
  public static var strategyNames: [String] { AndroidStrategyCatalog.descriptors.map(\.name) }

  /// A catalog name or a member of the parametric family (`android-cover[hook=onPause,what=secure]`).
  public static func isStrategy(named name: String) -> Bool { AndroidStrategyCatalog.descriptor(named: name) != nil }

  /// `capture-leak`, `recents-leak`, `stranded-cover`, `crash`: ``AndroidInvariantCatalog``'s, in checking order.
  public static var invariantNames: [String] { AndroidInvariantCatalog.invariants.map(\.rawValue) }

  /// The strategy's own profile from its descriptor.
  public static func defaultProfile(forStrategy name: String) -> AndroidProfile? {
    AndroidStrategyCatalog.descriptor(named: name)?.defaultProfile
  }

  /// The profile named like `phone-api34-views`, optionally followed by flags answered the other way
  /// (`phone-api31-views+recentsSnapshotAtHomePress=true`), or `nil`.
  public static func profile(named name: String) -> AndroidProfile? {
    let parts = name.split(separator: "+", omittingEmptySubsequences: false)
    guard var profile = AndroidProfile.named(String(parts[0])) else { return nil }
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let value = Bool(pair[1]), let flag = flagRows.first(where: { $0.name == pair[0] })
      else { return nil }
      profile.flags[keyPath: flag.keyPath] = value
    }
    return profile
  }

  /// The profile's name, for example `phone-api34-views`, with `+flag=value` for each flag that differs from its
  /// default on the profile's API level (in ``flagRows`` order), so a trace replays under the answers it ran with.
  public static func name(of profile: AndroidProfile) -> String {
    let defaults = AndroidPlatformFlags.defaults(apiLevel: profile.apiLevel)
    var name = profile.name
    for flag in flagRows where profile.flags[keyPath: flag.keyPath] != defaults[keyPath: flag.keyPath] {
      name += "+\(flag.name)=\(profile.flags[keyPath: flag.keyPath])"
    }
    return name
  }

  /// Every event with no argument or a finite one, in the order generated traces draw from. A Compose dialog with
  /// `SecureFlagPolicy.SecureOff` is left out: it is the app's explicit choice to show a window unprotected, not an
  /// interleaving a cover must survive.
  public static let fixedEvents: [AndroidEvent] = [
    .launch, .pressHome, .openRecents, .closeRecents, .returnToApp, .screenshot, .recordingStart, .recordingStop,
    .showWindow(.dialog), .showWindow(.reactNativeModal), .showWindow(.composeDialog(.Inherit)),
    .showWindow(.composeDialog(.SecureOn)), .showWindow(.popup), .showWindow(.toast), .showWindow(.ime),
    .dismissWindow, .advance(0.5), .advance(3), .rotate, .back, .recentsTiming(.beforePause),
    .recentsTiming(.afterPause), .recentsTiming(.afterStop), .enterSplitScreen, .focusOtherApp, .focusApp,
    .exitSplitScreen, .enterPictureInPicture, .exitPictureInPicture, .fold, .unfold, .screenOff, .screenOn,
  ]

  /// Events a trace may write that the generator does not draw (the parser still reads them).
  static let parsedOnly: [AndroidEvent] = [.showWindow(.composeDialog(.SecureOff))]

  /// `AndroidEvent.description`.
  public static func text(of event: AndroidEvent) -> String { event.description }

  /// Parses an event as ``AndroidEvent/description`` writes it: `advance(seconds)`, `appCall(name)`, or one of
  /// ``fixedEvents``.
  public static func event(parsing text: Substring) -> AndroidEvent? {
    if let argument = argument(of: "advance", in: text) {
      guard let seconds = Double(argument), seconds.isFinite, seconds > 0 else { return nil }
      return .advance(seconds)
    }
    if let argument = argument(of: "appCall", in: text) {
      let valid = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      return valid ? .appCall(String(argument)) : nil
    }
    return (fixedEvents + parsedOnly).first { $0.description == text }
  }

  private static func argument(of name: String, in text: Substring) -> Substring? {
    guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
    return text.dropFirst(name.count + 1).dropLast()
  }

  /// A new device running a fresh instance of the strategy, or `nil` for an unknown name.
  public static func session(strategy name: String, profile: AndroidProfile) -> AndroidSession? {
    AndroidStrategyCatalog.descriptor(named: name).map { AndroidSession(profile: profile, strategy: $0.make()) }
  }
}

/// One `AndroidDevice`, stepped by the generic engine; ``AndroidInvariantCatalog``'s checkers judge each step.
public struct AndroidSession: PlatformSession {
  /// The device.
  public let device: AndroidDevice

  /// ``AndroidPlatform/fixedEvents`` and one `appCall` per call the strategy offers, the same in every state.
  public let menu: [AndroidEvent]

  /// A device on `profile` running `strategy`.
  public init(profile: AndroidProfile, strategy: any AndroidPrivacyStrategy) {
    device = AndroidDevice(profile: profile, strategy: strategy)
    menu = AndroidPlatform.fixedEvents + strategy.appCalls.map(AndroidEvent.appCall)
  }

  /// `AndroidDevice.refusal(for:)`.
  public func refusal(for event: AndroidEvent) -> String? { device.refusal(for: event) }

  /// Runs the event on the device and returns its violations, each with the capture that showed it.
  /// - Throws: ``PlatformRefusal`` when Android cannot produce the event now.
  public mutating func step(_ event: AndroidEvent) throws(PlatformRefusal) -> [PlatformViolation] {
    do {
      try device.step(event)
    } catch {
      throw PlatformRefusal(event: event.description, reason: error.reason)
    }
    return AndroidInvariantCatalog.violations(after: event, on: device).map { v in
      PlatformViolation(
        invariant: v.kind.rawValue, detail: v.detail, capture: v.capture?.rawValue ?? "",
        source: v.leakingWindows.joined(separator: ","))
    }
  }

  /// The device's summary, for example `screen=app activity=RESUMED windows=[activity] … t=0.0`.
  public var summary: String { device.summary }

  /// The summary without its virtual time, plus what the summary does not show but decides the future: the
  /// scheduler's snapshot timing and what the strategy claims now (its own state, such as a PIN being set).
  public var abstractState: String {
    var text = device.summary
    if let t = text.range(of: " t=", options: .backwards) { text = String(text[..<t.lowerBound]) }
    return text + " timing=\(device.snapshotTiming.rawValue) claims=\(device.strategy.claims)"
  }
}
