// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's own names for these constants, as the platform spells them.)
/// An `android.content.Intent` as a broadcast carries it: an action and string extras.
nonisolated public struct Intent: Hashable, Sendable {
  /// `Intent.ACTION_CLOSE_SYSTEM_DIALOGS`: sent by the system when a user action should dismiss temporary system
  /// dialogs, with the extra `reason` (https://developer.android.com/reference/android/content/Intent#ACTION_CLOSE_SYSTEM_DIALOGS ;
  /// deprecated for third-party senders from API 31, still delivered to receivers; high).
  public static let ACTION_CLOSE_SYSTEM_DIALOGS = "android.intent.action.CLOSE_SYSTEM_DIALOGS"
  /// `Intent.ACTION_SCREEN_OFF`: sent by the system when the device goes to sleep and becomes non-interactive; a
  /// protected broadcast, delivered only to receivers registered in code ("you cannot receive this through components
  /// declared in manifests", https://developer.android.com/reference/android/content/Intent#ACTION_SCREEN_OFF ; AOSP
  /// `core/res/AndroidManifest.xml` lists it as a `protected-broadcast`; all levels; high).
  public static let ACTION_SCREEN_OFF = "android.intent.action.SCREEN_OFF"
  /// The action.
  public var action: String
  /// The extras (`getStringExtra`).
  public var extras: [String: String]

  /// An intent of `action` with `extras`.
  public init(_ action: String, extras: [String: String] = [:]) {
    self.action = action
    self.extras = extras
  }

  /// `getStringExtra(name)`.
  public func getStringExtra(_ name: String) -> String? { extras[name] }
}

/// An `IntentFilter` of actions.
nonisolated public struct IntentFilter: Hashable, Sendable {
  /// The actions the filter matches.
  public var actions: [String]
  /// A filter of `actions`.
  public init(_ actions: String...) { self.actions = actions }
  /// Whether the filter matches `intent`.
  public func matches(_ intent: Intent) -> Bool { actions.contains(intent.action) }
}

/// A `BroadcastReceiver` registered in code (`Context.registerReceiver`); `onReceive` runs on the main looper.
public final class BroadcastReceiver {
  let onReceive: (Intent) -> Void
  /// A receiver running `onReceive` for each matching broadcast.
  public init(_ onReceive: @escaping (Intent) -> Void) { self.onReceive = onReceive }
}

/// `android.content.Context`'s receiver flags.
public enum Context {
  /// `Context.RECEIVER_EXPORTED` (0x2, API 33; `ContextCompat` on every level): other apps may send to it.
  public static let RECEIVER_EXPORTED = 0x2
  /// `Context.RECEIVER_NOT_EXPORTED` (0x4, API 33): only the system and the app itself may send to it.
  public static let RECEIVER_NOT_EXPORTED = 0x4
}
