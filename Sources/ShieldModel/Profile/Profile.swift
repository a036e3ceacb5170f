/// An iOS version, compared numerically ("17.0" < "26.5").
nonisolated public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// Major version, as 17 in 17.4.
  public let major: Int
  /// Minor version, as 4 in 17.4.
  public let minor: Int
  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }
  public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}

/// The hardware and windowing mode a profile runs on.
nonisolated public enum DeviceKind: String, Sendable, CaseIterable {
  /// An iPhone: one scene, 390 x 844 points in portrait.
  case iPhone = "iphone"
  /// An iPad in Split View: scenes side by side, 1024 x 1366 points in all.
  case iPadSplitView = "ipad-split"
  /// An iPad with Stage Manager: scenes in overlapping windows.
  case iPadStageManager = "ipad-stage"
  /// An iPad app running unmodified on an Apple-silicon Mac ("Designed for iPad"): windows of
  /// the iPad's size, no iOS app switcher, Control Center, Notification Center, device lock,
  /// call banner or rotation. Another Mac window taking focus sends the app nothing; resign
  /// comes when the app is hidden or its window minimized (``SystemEvent/goHome``, which the
  /// model also takes into the background: an unverified simplification, since UIKit on the Mac
  /// keeps apps foreground-active except at launch and termination (WWDC19 "Taking iPad Apps
  /// for Mac to the Next Level", session 235; medium)). A window layer kept in a secure text
  /// field's canvas renders blank there (``PlatformFlags/secureCanvasBlanksMacWindow``).
  case mac = "mac"

  /// Whether the app may have more than one scene on screen.
  public var supportsMultipleScenes: Bool { self != .iPhone }

  /// The screen's size in points, in portrait.
  public var screenSize: CGSize {
    self == .iPhone ? CGSize(width: 390, height: 844) : CGSize(width: 1024, height: 1366)
  }

  /// Pixels per point of the device's screen (UIKit's `UIScreen.scale`): 3 on the model's iPhone
  /// (390 × 844 points, 1170 × 2532 pixels, the iPhone 12, 13 and 14) and 2 on the iPad (the
  /// 12.9-inch iPad Pro, 1024 × 1366 points, 2048 × 2732 pixels @2x) (Apple, Human Interface
  /// Guidelines, "Adaptivity and Layout", device dimensions table,
  /// https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/ ;
  /// "scale", https://developer.apple.com/documentation/uikit/uiscreen/scale : "3.0 or 2.0" on
  /// Retina displays; high). The Mac profile answers 2, the scale of the iPad the app runs as and
  /// of a Retina display (low: not read in a source; a standard-resolution display would be 1, a
  /// stronger Core Image blur, so 2 is the pessimistic answer). It decides how many points a Core
  /// Image blur's radius, given in pixels, spans (``CIFilter/outputImage``).
  public var screenScale: CGFloat { self == .iPhone ? 3 : 2 }
}

/// How the app under test is built, which decides which callbacks UIKit delivers.
nonisolated public enum AppStructure: Hashable, Sendable {
  /// `UIApplicationDelegate` only, no scene manifest ("sceneless").
  case appDelegateOnly
  /// UIKit with a scene delegate (iOS 13+).
  case sceneBased
  /// SwiftUI app life cycle: scene-based underneath, `scenePhase` per scene.
  case swiftUI
  /// A Flutter host app built with Flutter `version`, driven through scenes when `usesScenes`.
  ///
  /// Flutter 3.41 makes UIScene the default, but its CLI migrates a host automatically only when
  /// the AppDelegate is not customized; a customized one moves to scenes only when the team
  /// migrates it by hand (https://docs.flutter.dev/release/breaking-changes/uiscenedelegate ;
  /// iOS 13+; high). So the profile says how the host is built (`flutter3.41-appdelegate`,
  /// `flutter3.41-scenes`) instead of inferring it from the version. Older spellings still
  /// parse: `flutter3.<minor>` is an app-delegate host before 3.41 and, from 3.41, a scene-based
  /// one (what the CLI makes of a host whose AppDelegate was not customized).
  /// Flutter before 3 is written `flutter<major>.<minor>` (`flutter2.0`) and is always an
  /// app-delegate host. The version also decides when the engine draws frames (see
  /// ``FlutterVersion/drawsFramesWhileInactive``).
  case flutterHost(version: FlutterVersion, usesScenes: Bool)

  /// Whether UIKit drives the app through scenes (and stops calling the delegate's UI methods).
  public var usesScenes: Bool {
    switch self {
    case .appDelegateOnly: return false
    case .sceneBased, .swiftUI: return true
    case .flutterHost(_, let scenes): return scenes
    }
  }

  /// The profile-name spelling.
  public var name: String {
    switch self {
    case .appDelegateOnly: return "appdelegate"
    case .sceneBased: return "scenes"
    case .swiftUI: return "swiftui"
    case .flutterHost(let version, let scenes):
      // Before 3.41 the short name already says app delegate; from 3.41 the name says which.
      if version < FlutterVersion(3, 41) && !scenes { return "flutter\(version)" }
      return "flutter\(version)-\(scenes ? "scenes" : "appdelegate")"
    }
  }
}

/// Everything about the platform that varies between runs: iOS version, device, app structure
/// and the answers to open questions.
///
/// Names read `<device>-ios<version>-<structure>[+flag=value...]`, for example
/// `iphone-ios17-scenes`, `ipad-split-ios18-scenes`, `iphone-ios17-flutter3.29`,
/// `iphone-ios26-flutter3.41-appdelegate`,
/// `iphone-ios18-scenes+refusesPresentationDuringResign=false`. A flag suffix appears only for
/// answers that differ from the documented default for the version (see ``PlatformFlags``).
nonisolated public struct Profile: Hashable, Sendable, CustomStringConvertible {
  /// The device and windowing mode.
  public var device: DeviceKind
  /// The iOS version.
  public var osVersion: OSVersion
  /// How the app is built.
  public var appStructure: AppStructure
  /// Answers to open questions.
  public var flags: PlatformFlags
  /// How long the system's transitions last.
  public var timings = PlatformTimings()

  /// Creates a profile with the flag defaults for `osVersion`.
  public init(device: DeviceKind, osVersion: OSVersion, appStructure: AppStructure) {
    self.device = device
    self.osVersion = osVersion
    self.appStructure = appStructure
    flags = .defaults(for: osVersion)
  }

  /// The name without flags: `<device>-ios<version>-<structure>`.
  public var baseName: String { "\(device.rawValue)-ios\(osVersion)-\(appStructure.name)" }

  /// The canonical name, as accepted by ``init(named:)``: the base name, then `+flag=value`
  /// for each flag that differs from the version's default, in ``PlatformFlags/all`` order.
  public var name: String {
    let defaults = PlatformFlags.defaults(for: osVersion)
    var text = baseName
    for entry in PlatformFlags.all where flags[keyPath: entry.keyPath] != defaults[keyPath: entry.keyPath] {
      text += "+\(entry.name)=\(flags[keyPath: entry.keyPath])"
    }
    let defaultTimings = PlatformTimings()
    for entry in PlatformTimings.all where timings[keyPath: entry.keyPath] != defaultTimings[keyPath: entry.keyPath] {
      text += "+\(entry.name)=\(timings[keyPath: entry.keyPath])"
    }
    return text
  }

  /// The same profile with the flag `name` answered the other way.
  ///
  /// - Throws: ``ProfileError/unknownFlag(_:)`` when there is no such flag.
  public func flipping(_ name: String) throws(ProfileError) -> Profile {
    var copy = self
    guard let current = flags.value(of: name) else { throw .unknownFlag(name) }
    try copy.flags.set(name, to: !current)
    return copy
  }

  public var description: String { name }

  /// Parses a profile name such as `iphone-ios17-scenes`.
  ///
  /// - Throws: ``ProfileError`` naming the part that is not understood.
  public init(named fullName: String) throws(ProfileError) {
    var parts = fullName.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    let name = parts.removeFirst()
    try self.init(baseNamed: name)
    // One rule with Android, --flag and trace files (``FlagAnswer``): a flag or timing answered once.
    if let twice = FlagAnswer.repeatedName(in: parts) {
      throw .flagAnswer(.answeredTwice(twice, source: "profile '\(fullName)'"))
    }
    for part in parts {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard let flag = pair.first, !flag.isEmpty else { throw .malformed(fullName) }
      if PlatformTimings().value(of: flag) != nil {
        guard pair.count == 2, let seconds = Self.decimalSeconds(pair[1]), !Self.isOverFive(pair[1]) else {
          throw .badTimingValue(flag, pair.count == 2 ? pair[1] : "")
        }
        // The error names the text written (`0`, not the `0.0` it was read as).
        do { try timings.set(flag, to: seconds) } catch { throw .badTimingValue(flag, pair[1]) }
        continue
      }
      guard PlatformFlags().value(of: flag) != nil else { throw .unknownFlag(flag) }
      guard pair.count == 2 else { throw .flagAnswer(.notAnAnswer(part)) }
      guard let answer = try? FlagAnswer(parsing: part) else { throw .badFlagValue(flag, pair[1]) }
      try flags.set(flag, to: answer.value)
    }
  }

  private init(baseNamed name: String) throws(ProfileError) {
    guard let iosRange = name.range(of: "-ios") else { throw .malformed(name) }
    let deviceName = String(name[..<iosRange.lowerBound])
    guard let device = DeviceKind(rawValue: deviceName) else { throw .unknownDevice(deviceName) }
    let rest = name[iosRange.upperBound...]
    guard let dash = rest.firstIndex(of: "-") else { throw .malformed(name) }
    let versionText = rest[..<dash]
    // Empty parts kept, so `17..1` and `17.` are errors rather than `17.1` and `17`.
    let parts = versionText.split(separator: ".", omittingEmptySubsequences: false).map { Self.decimal($0) }
    guard (1...2).contains(parts.count), let major = parts[0], major >= 9, major <= 27,
      parts.count == 1 || parts[1] != nil
    else { throw .unknownVersion(String(versionText)) }
    let version = OSVersion(major, parts.count == 2 ? parts[1]! : 0)
    let structureName = String(rest[rest.index(after: dash)...])
    let structure: AppStructure
    switch structureName {
    case "appdelegate": structure = .appDelegateOnly
    case "scenes": structure = .sceneBased
    case "swiftui": structure = .swiftUI
    default:
      guard structureName.hasPrefix("flutter") else { throw .unknownAppStructure(structureName) }
      let rest = structureName.dropFirst(7).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      let numbers = rest[0].split(separator: ".", omittingEmptySubsequences: false)
      guard numbers.count == 2, let major = Self.decimal(numbers[0]), let minor = Self.decimal(numbers[1]),
        (1...3).contains(major)
      else { throw .unknownAppStructure(structureName) }
      let flutter = FlutterVersion(major, minor)
      switch rest.count == 2 ? String(rest[1]) : nil {
      case nil: structure = .flutterHost(version: flutter, usesScenes: flutter >= FlutterVersion(3, 41))
      case "appdelegate": structure = .flutterHost(version: flutter, usesScenes: false)
      case "scenes" where major == 3: structure = .flutterHost(version: flutter, usesScenes: true)
      default: throw .unknownAppStructure(structureName)
      }
    }
    // Scenes came with iOS 13 (Apple, "UIScene", https://developer.apple.com/documentation/uikit/uiscene ;
    // high): before it every app, a Flutter host included, is driven through its app delegate.
    if version < OSVersion(13), structure.usesScenes { throw .structureNeedsVersion(structureName, "13") }
    // SwiftUI's App, its scenes and scenePhase came with iOS 14 (Apple, "App",
    // https://developer.apple.com/documentation/swiftui/app , "ScenePhase",
    // https://developer.apple.com/documentation/swiftui/scenephase ; high): an iOS 13 SwiftUI screen is hosted by
    // a scene-based app's UIHostingController (`-scenes`).
    if version < OSVersion(14), structure == .swiftUI { throw .structureNeedsVersion(structureName, "14") }
    // iOS 9 and 10: the model's profiles there are iPhone app-delegate apps only (Touch ID, no
    // scenes, no Flutter host, no iPad windowing or Mac), the apps of the reports it models.
    if version < OSVersion(11), device != .iPhone || structure != .appDelegateOnly {
      throw .belowIOS11NeedsIPhoneAppDelegate(name)
    }
    // iPhone and iPad apps run on a Mac (Apple silicon) from macOS 11, whose iOS frameworks are iOS 14's (Apple,
    // "macOS Big Sur 11.0.1 iOS & iPadOS Apps on Mac Release Notes",
    // https://developer.apple.com/documentation/macos-release-notes/macos-big-sur-11_0_1-ios-ipados-apps-on-mac-release-notes ;
    // "Running your iOS apps in macOS", https://developer.apple.com/documentation/apple-silicon/running-your-ios-apps-in-macos ;
    // high): no Mac runs an app on an older iOS.
    if device == .mac, version < OSVersion(14) { throw .macNeedsIOS14(name) }
    self.init(device: device, osVersion: version, appStructure: structure)
  }

  /// `text` as a version number: one to three ASCII digits without a leading zero (`0` alone is
  /// one), so a name reads back as it is written (`Int` would also take `+1`, `01`, `٣`).
  /// `text` as seconds written `D` or `D.D` in ASCII digits (no leading `0` on a whole part of more digits), as
  /// traces write numbers; Swift's `Double(_:)` also read `0x1`, `.5` and `1e0`, text no trace holds.
  private static func decimalSeconds(_ text: String) -> Double? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (48...57).contains($0) } }
    guard digits(parts[0]), parts[0] == "0" || !parts[0].hasPrefix("0"), parts.count == 1 || digits(parts[1])
    else { return nil }
    return Double(text)
  }

  /// Whether a decimal text (``decimalSeconds(_:)``'s form) is more than 5, read exactly: a `Double` reads
  /// `5.0000000000000001` as 5.
  private static func isOverFive(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1)
    guard parts[0] == "5" else { return parts[0].count > 1 || parts[0] > "5" }
    return parts.count == 2 && parts[1].contains { $0 != "0" }
  }

  private static func decimal(_ text: Substring) -> Int? {
    guard (1...3).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }),
      text == "0" || !text.hasPrefix("0")
    else { return nil }
    return Int(text)
  }

  /// Named profiles for `lifecycle-fuzz list profiles` and `--profile all`: every structure on
  /// the iPhone at iOS 17, scene-based UIKit across versions 13, 15, 16, 18, 26 and 26.5 (where a
  /// text field's sublayer order changed: vizor-wallet#304, low), the two iPad
  /// modes, Flutter hosts before and after the move to scenes, an iPad app on a Mac, and an
  /// app-delegate app on iOS 12 (before scenes; duplicated did-become-active,
  /// ``PlatformFlags/duplicateDidBecomeActive``).
  public static let builtIn: [Profile] = [
    "iphone-ios17-appdelegate", "iphone-ios17-scenes", "iphone-ios17-swiftui", "iphone-ios12-appdelegate",
    "iphone-ios13-scenes", "iphone-ios15-scenes", "iphone-ios16-scenes", "iphone-ios18-scenes",
    "iphone-ios26-scenes", "iphone-ios26.5-scenes", "ipad-split-ios17-scenes", "ipad-stage-ios18-scenes",
    "iphone-ios17-flutter3.29", "iphone-ios26-flutter3.41-scenes", "iphone-ios16-flutter2.0",
    "mac-ios18-scenes",
  ].map { try! Profile(named: $0) }

  /// The default profile: iPhone, iOS 17, scene-based UIKit.
  public static let iPhoneScenes = Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .sceneBased)
}

/// A Flutter release, compared numerically (`2.0` < `2.2` < `3.41`).
nonisolated public struct FlutterVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// Major version, as 3 in 3.41.
  public let major: Int
  /// Minor version, as 41 in 3.41.
  public let minor: Int
  /// Creates a version.
  public init(_ major: Int, _ minor: Int) {
    self.major = major
    self.minor = minor
  }
  public static func < (a: FlutterVersion, b: FlutterVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
  public var description: String { "\(major).\(minor)" }

  /// Whether the engine keeps drawing frames while the app is inactive. From Flutter 1.2 (engine
  /// PR 7450, January 2019, https://github.com/flutter-team-archive/engine/pull/7450 ) it stopped
  /// at will-resign-active and started again at did-become-active, so nothing Dart drew after the
  /// resign reached the screen, the card or the snapshot
  /// (https://github.com/flutter/flutter/issues/32895 , https://github.com/flutter/flutter/issues/30745 ;
  /// high); engine PR 25196 (https://github.com/flutter-team-archive/engine/pull/25196 ) moved the
  /// stop back to did-enter-background, shipped in Flutter 2.2
  /// (https://github.com/flutter/flutter/issues/119505 ; high). In every version the surface goes
  /// synchronously inside did-enter-background, so no frame is drawn in the background.
  public var drawsFramesWhileInactive: Bool { self < FlutterVersion(1, 2) || self >= FlutterVersion(2, 2) }
}

/// Why a profile name was rejected.
nonisolated public enum ProfileError: Error, Equatable, CustomStringConvertible {
  case malformed(String)
  case unknownDevice(String)
  case unknownVersion(String)
  case unknownAppStructure(String)
  case unknownFlag(String)
  case badFlagValue(String, String)
  /// A flag given without `=true` or `=false`, or a flag or timing answered twice (``FlagAnswer``'s rule).
  case flagAnswer(FlagAnswerError)
  /// A timing (``PlatformTimings``) given something other than seconds in `0 < s <= 5`.
  case badTimingValue(String, String)
  /// An app structure named with an iOS version older than the first one that has it
  /// (structure, first major version).
  case structureNeedsVersion(String, String)
  /// A profile below iOS 11 other than an iPhone app-delegate app (the name).
  case belowIOS11NeedsIPhoneAppDelegate(String)
  /// A Mac profile below iOS 14 (the name): iPhone and iPad apps run on Macs from macOS 11, with iOS 14's frameworks.
  case macNeedsIOS14(String)

  public var description: String {
    switch self {
    case .malformed(let n):
      return "malformed profile name '\(n)' (expected <device>-ios<version>-<structure>, e.g. iphone-ios17-scenes)"
    case .unknownDevice(let d): return "unknown device '\(d)' (expected iphone, ipad-split, ipad-stage or mac)"
    case .unknownVersion(let v):
      return "unknown iOS version '\(v)' (expected 9 to 27, optionally with a minor version)"
    case .belowIOS11NeedsIPhoneAppDelegate(let n):
      return
        "profile '\(n)': below iOS 11 the model has iPhone app-delegate apps only (iphone-ios9-appdelegate, iphone-ios10-appdelegate)"
    case .macNeedsIOS14(let n):
      return
        "profile '\(n)': a Mac runs iPhone and iPad apps from macOS 11, on iOS 14's frameworks (mac-ios14 or later)"
    case .structureNeedsVersion(let s, let v) where s == "swiftui":
      return "app structure '\(s)' needs iOS \(v) or later (SwiftUI's App and scenePhase came with iOS 14; before it a"
        + " SwiftUI screen is hosted by a scene-based app: -scenes)"
    case .structureNeedsVersion(let s, let v):
      return "app structure '\(s)' needs iOS \(v) or later (before it, UIKit drives every app through its app delegate)"
    case .unknownFlag(let f):
      return
        "unknown flag '\(f)' (see 'lifecycle-fuzz list flags'; "
        + "timings, +name=seconds: \(PlatformTimings.all.map(\.name).joined(separator: ", ")))"
    case .badFlagValue(let f, let v): return "flag '\(f)' takes true or false, not '\(v)'"
    case .flagAnswer(let error): return error.description
    case .badTimingValue(let t, let v): return "timing '\(t)' takes seconds, 0 < seconds <= 5, not '\(v)'"
    case .unknownAppStructure(let s):
      return
        "unknown app structure '\(s)' (expected appdelegate, scenes, swiftui or flutter<major>.<minor>[-appdelegate|-scenes])"
    }
  }
}
