import AndroidModel

/// One capture detection of the family `android-detect[what=…,register=…,via=…,unregister=…,permission=…,request=…,
/// dedupe=…,match=…,descendants=…]`: which channel tells the app of captures, where it is registered and
/// unregistered, and, for the channels that read shared storage, the user's answer to the permission request, which
/// permission the app asks for, how it drops repeated notifications, which images it takes for screenshots and how a
/// `MediaStore` observer is registered. `what` and `register` are
/// required; the other keys have defaults (the API 34/35 callback, unregistered in `onStop`, as the documentation's
/// samples do), which the text leaves out, so the members named before these keys keep their names.
nonisolated public struct AndroidDetectionConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Which captures the app asks to be told of.
  public enum What: String, Hashable, Sendable, CaseIterable {
    /// Screenshots.
    case screenshots
    /// `WindowManager.addScreenRecordingCallback` (API 35, `DETECT_SCREEN_RECORDING`): whether a recording shows the
    /// app's windows, on change; the return value gives the state at registration, which the app reads.
    case recordings
  }

  /// Where the app registers.
  public enum Register: String, Hashable, Sendable, CaseIterable {
    /// In `onCreate`: with the unregister in `onStop`, an activity that stops and starts again is registered no
    /// more; with none, every new activity (a rotation) registers one more.
    case onCreate
    /// In `onStart` (the documentation's sample).
    case onStart
    /// In `onResume`.
    case onResume
  }

  /// How screenshots reach the app.
  public enum Via: String, Hashable, Sendable, CaseIterable {
    /// `Activity.registerScreenCaptureCallback` (API 34, `DETECT_SCREEN_CAPTURE`): per activity, screenshots taken
    /// while that activity is visible, none under `FLAG_SECURE`. For recordings, the API 35 callback.
    case callback
    /// A `ContentObserver` on `MediaStore.Images.Media.EXTERNAL_CONTENT_URI` that queries each changed row and takes
    /// an image whose path says "screenshot" (expo-screen-capture, react-native-detector, RxScreenshotDetector).
    case mediaStore
    /// A `FileObserver` on `Pictures/Screenshots/` (AOSP's folder), taking each file written there.
    case fileObserver
  }

  /// Where the app unregisters.
  public enum Unregister: String, Hashable, Sendable, CaseIterable {
    /// In `onPause`.
    case onPause
    /// In `onStop` (the documentation's sample).
    case onStop
    /// In `onDestroy`: registered while the app is in the background.
    case onDestroy
    /// Never (a listener kept for the process's life, as a React Native module's listener until JS removes it).
    case never
  }

  /// Which permission the app asks for before it registers a storage channel.
  public enum Request: String, Hashable, Sendable, CaseIterable {
    /// `READ_EXTERNAL_STORAGE` up to API 32, `READ_MEDIA_IMAGES` from 33 (and `READ_MEDIA_VISUAL_USER_SELECTED` on
    /// 34, so the user may select photos).
    case versioned
    /// `READ_EXTERNAL_STORAGE` only (code written before API 33).
    case storageOnly
  }

  /// How the app drops notifications it already reported.
  public enum Dedupe: String, Hashable, Sendable, CaseIterable {
    /// Not at all.
    case none
    /// The last path it reported (expo-screen-capture's `previousPath`).
    case path
    /// The rows' `_ID`s it reported.
    case id
  }

  /// Which images the app takes for screenshots.
  public enum Match: String, Hashable, Sendable, CaseIterable {
    /// A path containing "screenshot", case-insensitive.
    case screenshotName
    /// Any new image.
    case anyImage
  }

  /// The `notifyForDescendants` a `MediaStore` observer is registered with.
  public enum Descendants: String, Hashable, Sendable, CaseIterable {
    /// `true`: told of changes to each image's URI.
    case notified
    /// `false`: told of changes to the collection's URI only (code from before API 29).
    case ignored
  }

  /// What is detected.
  public var what: What
  /// Where it is registered.
  public var register: Register
  /// The channel.
  public var via: Via = .callback
  /// Where it is unregistered.
  public var unregister: Unregister = .onStop
  /// The user's answer to the storage permission request.
  public var permission: PermissionAnswer = .allow
  /// The permission asked for.
  public var request: Request = .versioned
  /// How repeats are dropped.
  public var dedupe: Dedupe = .none
  /// Which images count as screenshots.
  public var match: Match = .screenshotName
  /// The observer's `notifyForDescendants`.
  public var descendants: Descendants = .notified

  /// A configuration; the keys not given take their defaults.
  public init(
    what: What, register: Register, via: Via = .callback, unregister: Unregister = .onStop,
    permission: PermissionAnswer = .allow, request: Request = .versioned, dedupe: Dedupe = .none,
    match: Match = .screenshotName, descendants: Descendants = .notified
  ) {
    self.what = what
    self.register = register
    self.via = via
    self.unregister = unregister
    self.permission = permission
    self.request = request
    self.dedupe = dedupe
    self.match = match
    self.descendants = descendants
  }

  /// The text form's prefix.
  public static let prefix = "android-detect"
  /// The syntax, for messages and listings.
  public static let syntax =
    "android-detect[what=screenshots|recordings,register=onCreate|onStart|onResume"
    + "(,via=callback|mediaStore|fileObserver)(,unregister=onPause|onStop|onDestroy|never)"
    + "(,permission=allow|deny|selectPhotos)(,request=versioned|storageOnly)(,dedupe=none|path|id)"
    + "(,match=screenshotName|anyImage)(,descendants=notified|ignored)]"

  /// `android-detect[what=screenshots,register=onStart]`, then the keys that differ from their defaults, in the
  /// syntax's order.
  public var description: String {
    var text = "\(Self.prefix)[what=\(what.rawValue),register=\(register.rawValue)"
    if via != .callback { text += ",via=\(via.rawValue)" }
    if unregister != .onStop { text += ",unregister=\(unregister.rawValue)" }
    if permission != .allow { text += ",permission=\(permission.rawValue)" }
    if request != .versioned { text += ",request=\(request.rawValue)" }
    if dedupe != .none { text += ",dedupe=\(dedupe.rawValue)" }
    if match != .screenshotName { text += ",match=\(match.rawValue)" }
    if descendants != .notified { text += ",descendants=\(descendants.rawValue)" }
    return text + "]"
  }

  /// Parses the text form (`what` and `register` required, the other keys optional, in any order), or `nil`
  /// (``init(validating:)`` says why). A storage channel is for screenshots only, and the storage keys (`permission`,
  /// `request`, `dedupe`, `match`, `descendants`) need one; an empty part or a key given twice is not a member.
  public init?(parsing text: String) {
    guard let parsed = try? Self(validating: text) else { return nil }
    self = parsed
  }

  /// Parses the text form, as ``init(parsing:)``.
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming the first part that is not understood: an empty part, a key given
  ///   twice or unknown, a value the key does not take, a storage channel for recordings, a storage key on a callback,
  ///   or a missing `what` or `register`.
  public init(validating text: String) throws(AndroidFamilyNameError) {
    let storageKeys = ["permission", "request", "dedupe", "match", "descendants"]
    let values = try AndroidFamilyNameError.parts(
      of: text, prefix: Self.prefix, keys: ["what", "register", "via", "unregister"] + storageKeys)
    func value<T: RawRepresentable<String> & CaseIterable>(_ key: String, _ fallback: T? = nil)
      throws(AndroidFamilyNameError) -> T
    {
      try AndroidFamilyNameError.value(key, in: values, of: text, fallback: fallback)
    }
    let what: What = try value("what")
    let register: Register = try value("register")
    let via: Via = try value("via", .callback)
    guard what == .screenshots || via == .callback else {
      throw AndroidFamilyNameError(text: text, reason: "'via=\(via.rawValue)': only with what=screenshots")
    }
    // The storage keys describe a storage observer; on the callbacks they would change nothing but the name.
    if via == .callback, let key = storageKeys.first(where: { values[$0] != nil }) {
      throw AndroidFamilyNameError(
        text: text, reason: "'\(key)=\(values[key] ?? "")': only with via=mediaStore or via=fileObserver")
    }
    self.init(
      what: what, register: register, via: via, unregister: try value("unregister", .onStop),
      permission: try value("permission", PermissionAnswer.allow), request: try value("request", .versioned),
      dedupe: try value("dedupe", Dedupe.none), match: try value("match", .screenshotName),
      descendants: try value("descendants", .notified))
  }
}
