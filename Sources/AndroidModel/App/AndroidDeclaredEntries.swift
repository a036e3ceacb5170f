/// What the app declares of its ways in besides its launcher icon, and whether its activities go into
/// picture-in-picture: an app-logic script's `entries:` (docs/app-logic.md). An app without it
/// (``AndroidAppDescription/declaredEntries`` `nil`) has every entry and picture-in-picture, as every app had before the
/// word, so its traces keep their meaning.
///
/// Each entry needs a declaration the system reads before the app runs, or code of the app's that makes it:
/// - `widget`: a `<receiver>` for `APPWIDGET_UPDATE` with its `appwidget-provider` metadata in the manifest
///   (https://developer.android.com/develop/ui/views/appwidgets#manifest ; high);
/// - `tile`: a `TileService` `<service>` with the `BIND_QUICK_SETTINGS_TILE` permission and the
///   `android.service.quicksettings.action.QS_TILE` filter (https://developer.android.com/develop/ui/views/quicksettings-tiles ;
///   API 24+; high); `tilePreferences`: an activity with an `ACTION_QS_TILE_PREFERENCES` filter
///   (https://developer.android.com/reference/android/service/quicksettings/TileService#ACTION_QS_TILE_PREFERENCES ; high);
/// - `staticShortcut`: `shortcuts.xml` named by the launcher activity's `android.app.shortcuts` metadata
///   (https://developer.android.com/develop/ui/views/launch/shortcuts/creating-shortcuts ; API 25+; high);
/// - `share`: an activity with an `ACTION_SEND` filter, which the share sheet lists
///   (https://developer.android.com/training/sharing/receive ; high); `link`: one with an `ACTION_VIEW` filter for
///   the link (https://developer.android.com/training/app-links/deep-linking ; high);
/// - `notification` and `shortcut` (dynamic or pinned): the app's code posts the notification or publishes the
///   shortcut (`NotificationManager.notify`, `ShortcutManager`); the script is the app's code and has no action for
///   either, so the word says whether it makes them.
/// - picture-in-picture: "By default, the system does not automatically support PiP for apps": the activity declares
///   `android:supportsPictureInPicture="true"` (https://developer.android.com/develop/ui/views/picture-in-picture ;
///   API 26+; high). A model limit: the declaration is the app's, for every activity, not one activity's.
///
/// An entry or picture-in-picture the app does not declare is one the platform never gives it: the device refuses it
/// (``AndroidAppDescription/undeclaredProblem(of:)``), the fuzzer never draws it, and a trace that names it is refused
/// at its line before it runs.
nonisolated public struct AndroidDeclaredEntries: Hashable, Sendable, Codable {
  /// The entry sources the app has, in the script's order.
  public var sources: [AndroidEntry.Source]
  /// Whether the app's activities declare `android:supportsPictureInPicture="true"`.
  public var supportsPictureInPicture: Bool

  /// The declaration of `sources`, with picture-in-picture when `supportsPictureInPicture`.
  public init(sources: [AndroidEntry.Source], supportsPictureInPicture: Bool) {
    self.sources = sources
    self.supportsPictureInPicture = supportsPictureInPicture
  }

  /// The word `entries:` takes for picture-in-picture, beside the sources' names.
  public static let pictureInPictureWord = "pictureInPicture"

  /// `notification, widget, pictureInPicture`, or `none`.
  public var text: String {
    let words = sources.map(\.rawValue) + (supportsPictureInPicture ? [Self.pictureInPictureWord] : [])
    return words.isEmpty ? "none" : words.joined(separator: ", ")
  }
}

nonisolated extension AndroidEntry.Source {
  /// What the app would need for the system to give it this entry (``AndroidDeclaredEntries``).
  var declarationNeeded: String {
    switch self {
    case .notification: "its code posts no notification, whose PendingIntent this is"
    case .widget: "its manifest has no app widget (a receiver for APPWIDGET_UPDATE with appwidget-provider metadata)"
    case .tile:
      "its manifest has no Quick Settings tile (a TileService with the android.service.quicksettings.action.QS_TILE "
        + "filter)"
    case .tilePreferences: "no activity of its manifest handles ACTION_QS_TILE_PREFERENCES"
    case .staticShortcut: "its manifest names no shortcuts.xml (android.app.shortcuts metadata)"
    case .shortcut: "its code publishes no dynamic or pinned shortcut (ShortcutManager)"
    case .share: "no activity of its manifest has an ACTION_SEND intent filter, so the share sheet does not offer it"
    case .link: "no activity of its manifest has an ACTION_VIEW intent filter for the link"
    }
  }
}

nonisolated extension AndroidAppDescription {
  /// Whether the app has entries from `source` (every source when it declares none, ``declaredEntries`` `nil`).
  public func declares(_ source: AndroidEntry.Source) -> Bool {
    declaredEntries.map { $0.sources.contains(source) } ?? true
  }

  /// Whether the app's activities may go into picture-in-picture (always when it declares nothing).
  public var supportsPictureInPicture: Bool { declaredEntries?.supportsPictureInPicture ?? true }

  /// Why the platform never gives the app `event`, whatever the device's state, because the app does not declare
  /// what it needs (an entry from a source it lacks, picture-in-picture without `android:supportsPictureInPicture`),
  /// or `nil`. Always `nil` for an app that declares nothing.
  public func undeclaredProblem(of event: AndroidEvent) -> String? {
    guard let declared = declaredEntries else { return nil }
    switch event {
    case .openEntry(let entry) where !declared.sources.contains(entry.source):
      return "the app declares no \(entry.source.rawValue) entry (entries: \(declared.text)): "
        + entry.source.declarationNeeded
    case .enterPictureInPicture where !declared.supportsPictureInPicture:
      return "the app does not declare android:supportsPictureInPicture=\"true\" (entries: \(declared.text)): its "
        + "activities never go into picture-in-picture"
    default:
      return nil
    }
  }
}
