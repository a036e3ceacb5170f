/// An entry into the app other than its launcher icon: where the intent comes from, the screen whose activity it
/// starts, and the intent's flags (``AndroidEvent/openEntry(_:)``, `AndroidDevice+EntryPoints.swift`).
///
/// Trace text: `openNotification(card)` for a notification with its default flags (the form traces used first),
/// otherwise `openEntry(source, screen)` with the source's default flags, or
/// `openEntry(source, screen, newTask+clearTop)` with flags of the intent's own (`taskStack` for a `PendingIntent` of
/// `TaskStackBuilder`, the target's parents below it).
nonisolated public struct AndroidEntry: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Who sends the intent, which decides its default flags (``Source/defaultFlags``).
  public enum Source: String, Hashable, Sendable, Codable, CaseIterable {
    /// The user taps one of the app's notifications: a `PendingIntent` sent by SystemUI.
    case notification
    /// The user taps the app's home-screen widget: a `PendingIntent` the launcher sends through `RemoteViews`.
    case widget
    /// The user taps the app's Quick Settings tile: the app's own `TileService.onClick` starts the activity
    /// (`startActivityAndCollapse`) from its service.
    case tile
    /// The user long-presses the app's Quick Settings tile: SystemUI starts the activity the app declares for
    /// `TileService.ACTION_QS_TILE_PREFERENCES`.
    case tilePreferences
    /// The user taps a static shortcut (declared in the manifest's `shortcuts.xml`) from the launcher.
    case staticShortcut
    /// The user taps a dynamic or pinned shortcut (`ShortcutManager`) from the launcher.
    case shortcut
    /// Another app shares content (`ACTION_SEND`) with the app's exported activity through the share sheet.
    case share
    /// Another app or the browser opens one of the app's links (`ACTION_VIEW`).
    case link
  }

  /// The flags of the intent that matter to where its activity lands (`Intent.FLAG_ACTIVITY_…`).
  public struct Flags: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    /// Creates flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `FLAG_ACTIVITY_NEW_TASK`: into the task of the activity's affinity (the app's), made if none exists.
    public static let newTask = Flags(rawValue: 1)
    /// `FLAG_ACTIVITY_CLEAR_TASK` (only with `newTask`): the task's activities are finished first.
    public static let clearTask = Flags(rawValue: 2)
    /// `FLAG_ACTIVITY_CLEAR_TOP`: an instance of the activity in the task is brought up, those above it finished.
    public static let clearTop = Flags(rawValue: 4)
    /// `FLAG_ACTIVITY_SINGLE_TOP`: an instance already on top gets the intent (`onNewIntent`) instead of a new one.
    public static let singleTop = Flags(rawValue: 8)
    /// Not one intent flag but `TaskStackBuilder`'s intent array (`addNextIntentWithParentStack`,
    /// `getPendingIntent`): the target's manifest parent chain (``AndroidAppScreen/parent``) below it, the root's intent
    /// with `FLAG_ACTIVITY_NEW_TASK`, `FLAG_ACTIVITY_CLEAR_TASK` and `FLAG_ACTIVITY_TASK_ON_HOME`
    /// (AOSP frameworks/base `TaskStackBuilder.getIntents`; high), so it implies ``newTask`` and ``clearTask``.
    public static let taskStack = Flags(rawValue: 16)

    /// The flags' trace names, in this order.
    public static let names: [(String, Flags)] = [
      ("newTask", .newTask), ("clearTask", .clearTask), ("clearTop", .clearTop), ("singleTop", .singleTop),
      ("taskStack", .taskStack),
    ]

    /// Whether the intent goes to the task of the activity's affinity: `FLAG_ACTIVITY_NEW_TASK`, or a task stack.
    public var startsInOwnTask: Bool { contains(.newTask) || contains(.taskStack) }
    /// Whether the task's activities are finished first: `FLAG_ACTIVITY_CLEAR_TASK`, or a task stack's root intent.
    public var clearsTask: Bool { contains(.clearTask) || contains(.taskStack) }

    /// `newTask+clearTop`, or `none`.
    public var text: String {
      let parts = Self.names.filter { contains($0.1) }.map(\.0)
      return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }

    /// The flags named by `text` (`newTask+clearTop`, `none`), or `nil` when a name is unknown or repeated.
    public init?(text: String) {
      if text == "none" {
        self = []
        return
      }
      var flags: Flags = []
      for part in text.split(separator: "+", omittingEmptySubsequences: false) {
        guard let flag = Self.names.first(where: { $0.0 == part })?.1, !flags.contains(flag) else { return nil }
        flags.insert(flag)
      }
      self = flags
    }
  }

  /// Who sends the intent.
  public var source: Source
  /// The screen whose activity the intent starts (an activity of its own, or a destination of the launcher
  /// activity's navigator, reached by a deep link).
  public var target: String
  /// The intent's flags.
  public var flags: Flags

  /// An entry from `source` to `target`, with the source's default flags unless `flags` is given.
  public init(_ source: Source, _ target: String, flags: Flags? = nil) {
    self.source = source
    self.target = target
    self.flags = flags ?? source.defaultFlags
  }

  /// Whether this is a notification with its default flags (written `openNotification(screen)`).
  public var isPlainNotification: Bool { source == .notification && flags == source.defaultFlags }

  /// `openNotification(card)`, `openEntry(widget, card)` or `openEntry(link, card, newTask+clearTop)`.
  public var description: String {
    if isPlainNotification { return "openNotification(\(target))" }
    let flagText = flags == source.defaultFlags ? "" : ", \(flags.text)"
    return "openEntry(\(source.rawValue), \(target)\(flagText))"
  }
}

nonisolated extension AndroidEntry.Source {
  /// The flags the system or the sender gives the intent:
  /// - `notification`, `widget`: `FLAG_ACTIVITY_NEW_TASK`. An activity `PendingIntent` "will be started outside of
  ///   the context of an existing activity, so you must use the Intent.FLAG_ACTIVITY_NEW_TASK launch flag"
  ///   (https://developer.android.com/reference/android/app/PendingIntent#getActivity(android.content.Context,%20int,%20android.content.Intent,%20int) ;
  ///   high); `RemoteViews` sends a widget's with that flag filled in (AOSP `RemoteViews` `startPendingIntent`; high).
  /// - `tile`: `FLAG_ACTIVITY_NEW_TASK`: the tile's `onClick` starts the activity from a `Service`, and a start from a
  ///   context that is not an activity needs it (https://developer.android.com/reference/android/content/Context#startActivity(android.content.Intent) ;
  ///   https://developer.android.com/reference/android/service/quicksettings/TileService#startActivityAndCollapse(android.app.PendingIntent) ;
  ///   high).
  /// - `tilePreferences`: `FLAG_ACTIVITY_NEW_TASK`: SystemUI, not an activity of the app's task, starts the activity
  ///   that handles `ACTION_QS_TILE_PREFERENCES` (https://developer.android.com/reference/android/service/quicksettings/TileService#ACTION_QS_TILE_PREFERENCES ;
  ///   AOSP SystemUI `CustomTile.getLongClickIntent`; high for the new task, medium that SystemUI adds no other flag).
  /// - `shortcut` (dynamic, pinned): `FLAG_ACTIVITY_NEW_TASK` added to the app's intent (AOSP `LauncherAppsService`
  ///   `startShortcut`: `intents[0].addFlags(FLAG_ACTIVITY_NEW_TASK)`, commit 7e5c3e8; high).
  /// - `staticShortcut`: `FLAG_ACTIVITY_NEW_TASK` and `FLAG_ACTIVITY_CLEAR_TASK`, set by the system on a manifest
  ///   shortcut's intent, so the app's existing activities are finished (AOSP `ShortcutParser`;
  ///   https://github.com/ankidroid/Anki-Android/issues/10970 , "it clears all the tasks"; high).
  /// - `share`, `link`: none: the sending app's `startActivity` from its own activity puts the activity in the
  ///   sender's task (https://developer.android.com/guide/components/activities/tasks-and-back-stack : activities of
  ///   different apps in one task; https://developer.android.com/guide/navigation/design/deep-link : without
  ///   `FLAG_ACTIVITY_NEW_TASK` "you remain on the task stack of the previous app"; high). A sender may add the flag
  ///   (`openEntry(link, screen, newTask)`).
  /// Whether another app's own `startActivity` sends the intent, with that app's identity, so it starts only an
  /// exported activity (``AndroidAppScreen/isExported``): a share (the sharing app) and a link (the browser, another
  /// app). The others run with the app's identity and may start any of its activities: a notification's and a
  /// widget's `PendingIntent` ("as if the other application was yourself (with the same permissions and identity)",
  /// https://developer.android.com/reference/android/app/PendingIntent ; high), the tile's `onClick` (the app's own
  /// service), and a shortcut ("a shortcut can launch an unexported activity within the publisher app",
  /// https://developer.android.com/reference/android/content/pm/ShortcutInfo.Builder#setIntent(android.content.Intent) ;
  /// API 25+; high; a static shortcut is a `ShortcutInfo` too). `tilePreferences` (SystemUI resolving
  /// `ACTION_QS_TILE_PREFERENCES`) is left ungated: whether SystemUI's start needs the export was not read, and the
  /// model lets it through as before.
  public var startsAsAnotherApp: Bool { self == .share || self == .link }

  /// Whether the user taps it in SystemUI's notification shade (or a heads-up notification), so over the app in
  /// front too: the app's notification, its Quick Settings tile and the tile's long press
  /// (`AndroidDevice+EntryOverTheApp.swift`).
  public var isInTheShade: Bool { self == .notification || self == .tile || self == .tilePreferences }

  public var defaultFlags: AndroidEntry.Flags {
    switch self {
    case .notification, .widget, .tile, .tilePreferences, .shortcut: [.newTask]
    case .staticShortcut: [.newTask, .clearTask]
    case .share, .link: []
    }
  }
}
