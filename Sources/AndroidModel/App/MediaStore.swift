// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// The shared media collection (`MediaStore.Images`) as the app sees it: rows other apps and the system insert, the
/// observers the app registers on it, and the permission that decides what its queries return.
///
/// Sources: https://developer.android.com/training/data-storage/shared/media (collections, `IS_PENDING` from API 29,
/// reading other apps' media needs `READ_EXTERNAL_STORAGE` up to API 32 and `READ_MEDIA_IMAGES` from 33; high);
/// https://developer.android.com/reference/android/database/ContentObserver#onChange(boolean,%20java.util.Collection%3Candroid.net.Uri%3E,%20int)
/// (`NOTIFY_INSERT`, `NOTIFY_UPDATE` flags, API 30; high).
public enum MediaStore {
  /// `MediaStore.Images.Media`.
  public enum Images {
    /// The collection's URI, `content://media/external/images/media` (`EXTERNAL_CONTENT_URI`).
    public static let EXTERNAL_CONTENT_URI = "content://media/external/images/media"
  }
}

/// One row of `MediaStore.Images`: an image file in shared storage.
nonisolated public struct MediaImage: Hashable, Sendable {
  /// Who made the image, for the detection-promise checker (the app's query sees only the columns).
  public enum Origin: Hashable, Sendable {
    /// The system's screenshot; `appInFront`: taken while the app was on the display (its activity, its Recents
    /// card, or its picture-in-picture window); `showedApp`: it showed the app's (not secure) activity, a screenshot detection owes a report.
    case screenshot(appInFront: Bool, showedApp: Bool)
    /// A photo another app (the camera) saved.
    case otherAppPhoto
  }

  /// The row's `_ID`; the item URI is the collection's URI followed by `/id`.
  public let id: Int
  /// `RELATIVE_PATH` (API 29) or the folder of `DATA`, for example `Pictures/Screenshots/`.
  public let relativePath: String
  /// `DISPLAY_NAME` once published: `Screenshot_<id>.png` for a screenshot (SystemUI names it by date and time),
  /// `IMG_<id>.jpg` for a photo; computed, so a step that saves an image builds no text.
  public var displayName: String {
    switch origin {
    case .screenshot: "Screenshot_\(id).png"
    case .otherAppPhoto: "IMG_\(id).jpg"
    }
  }
  /// `IS_PENDING` (API 29): the file is still being written, under a `.pending-` name.
  public internal(set) var isPending: Bool
  /// Who made it.
  public let origin: Origin

  /// The file's path under the storage root now: the pending name while `isPending`
  /// (`.pending-<expiry>-<name>`, as MediaProvider names it), the display name after.
  public var path: String { relativePath + (isPending ? ".pending-\(id)-" : "") + displayName }
  /// Whether `path` was ever this image's path (its pending name, or its published one).
  public func hadPath(_ path: String) -> Bool {
    path == relativePath + displayName || path == relativePath + ".pending-\(id)-" + displayName
  }
}

/// A `ContentObserver`: `onChange(selfChange, uri, flags)` runs on the main looper for each change notified on the
/// URI it observes, or on a descendant of it when registered with `notifyForDescendants`
/// (https://developer.android.com/reference/android/content/ContentResolver#registerContentObserver(android.net.Uri,%20boolean,%20android.database.ContentObserver) ;
/// high).
public final class ContentObserver {
  /// `ContentResolver.NOTIFY_INSERT` (API 30).
  public static let NOTIFY_INSERT = 1 << 2
  /// `ContentResolver.NOTIFY_UPDATE` (API 30).
  public static let NOTIFY_UPDATE = 1 << 3
  let onChange: (_ uri: String, _ flags: Int) -> Void
  /// The registration's `notifyForDescendants`.
  var notifyForDescendants = true
  /// An observer running `onChange(uri, flags)` for every change notified.
  public init(_ onChange: @escaping (_ uri: String, _ flags: Int) -> Void) { self.onChange = onChange }
}

/// A `FileObserver` on one folder: `onEvent(CLOSE_WRITE, name)` for each file written there (inotify).
public final class FileObserver {
  /// `FileObserver.CLOSE_WRITE`.
  public static let CLOSE_WRITE = 0x08
  /// The folder watched, relative to the storage root, for example `Pictures/Screenshots/`.
  public let relativePath: String
  let onEvent: (_ event: Int, _ name: String) -> Void
  /// An observer of `relativePath` (`startWatching` registers it).
  public init(_ relativePath: String, _ onEvent: @escaping (_ event: Int, _ name: String) -> Void) {
    self.relativePath = relativePath
    self.onEvent = onEvent
  }
}

/// The runtime permissions that read shared images, by their manifest names.
public enum Manifest {
  /// `android.permission` names (Android spells it `Manifest.permission`).
  public enum Permission {
    /// Reads shared storage; has no effect from API 33 (an app targeting 33 must ask for `READ_MEDIA_IMAGES`).
    public static let READ_EXTERNAL_STORAGE = "android.permission.READ_EXTERNAL_STORAGE"
    /// Reads other apps' images (API 33).
    public static let READ_MEDIA_IMAGES = "android.permission.READ_MEDIA_IMAGES"
    /// Reads the images the user selected (API 34, partial access).
    public static let READ_MEDIA_VISUAL_USER_SELECTED = "android.permission.READ_MEDIA_VISUAL_USER_SELECTED"
  }
}

/// The user's answer to the app's permission request (the model draws no permission dialog: the app's setup says
/// what the user chose).
nonisolated public enum PermissionAnswer: String, Hashable, Sendable, CaseIterable {
  /// "Allow" (on API 34, "Allow all").
  case allow
  /// "Don't allow".
  case deny
  /// "Select photos" (API 34 partial access; below 34 the dialog has no such choice: the model treats it as deny).
  case selectPhotos
}
