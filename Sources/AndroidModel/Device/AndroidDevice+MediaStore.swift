/// Shared storage's images and what the app's observers and queries see of them: the older ways apps detect
/// screenshots (a `ContentObserver` on `MediaStore.Images`, a `FileObserver` on the screenshots folder), before the
/// API 34 callback.
///
/// A screenshot the system does not refuse is saved as a new image; a refused one (a secure layer up to API 30,
/// ``AndroidPlatformFlags/screenshotRefusedWhenSecureWindowShown``) saves nothing, so nothing fires; from API 31 a
/// screenshot over `FLAG_SECURE` is saved with the secure layers black and fires like any other (owncloud/android PR
/// 3615, QA comment: "Android 12 -> It takes a black screenshot"; medium-high). Another app's photo (the camera) is a
/// new image too. From API 29 the file is inserted pending (`IS_PENDING`) and published when written: observers are
/// told twice, `NOTIFY_INSERT` then `NOTIFY_UPDATE` (https://developer.android.com/training/data-storage/shared/media#toggle-pending-status ;
/// high; a first-hand log of one screenshot on Android 11: an insert naming `.pending-…Screenshot_….jpg`, then updates
/// naming the published file, https://github.com/AzizAK/react-native-detector/issues/15 ; medium); below 29 the media
/// scanner inserts the finished file once (medium: https://github.com/Piasy/RxScreenshotDetector/issues/7 saw one
/// call on a Nexus 5X, several on other devices, not modeled). Each `onChange` is posted to the main looper as the
/// change happens, so the insert's runs before the publish unless the app's main thread is held
/// (``AndroidEvent/holdPostedWork``). The observer belongs to the app's process, not to an activity: it keeps
/// firing while the app is in the background and for every image, until unregistered
/// (https://github.com/gbumps/react-native-screenguard/issues/86 : a screenshot and a camera photo taken with the app
/// in the background reported on Android 14; https://github.com/AzizAK/react-native-detector/issues/2 ; medium-high).
/// The cached-app freezer (API 34) delays such a call to the return, which the promise judges the same; not modeled.
extension AndroidDevice {
  /// The folder the system saves screenshots in: `Pictures/Screenshots/` (AOSP SystemUI), `DCIM/Screenshots/` on
  /// OEM builds that choose it (``AndroidPlatformFlags/screenshotsSavedInDCIM``).
  public var screenshotFolder: String {
    profile.flags.screenshotsSavedInDCIM ? "DCIM/Screenshots/" : "Pictures/Screenshots/"
  }

  /// Whether the app's process has a `ContentObserver` or `FileObserver` on shared storage now.
  public var observesSharedStorage: Bool { !contentObservers.isEmpty || !fileObservers.isEmpty }

  /// Saves the screenshot just taken (not refused) as a new image.
  func saveScreenshot(showedApp: Bool) {
    // The app is in the picture when its task is on the display, its card in Recents, or its picture-in-picture window.
    let pictureInPicture = windowingMode == .pictureInPicture && activity?.isStarted == true
    let appInFront = screen == .app || (screen == .recents && hasTask) || (screen == .home && pictureInPicture)
    insertImage(folder: screenshotFolder, origin: .screenshot(appInFront: appInFront, showedApp: showedApp))
  }

  /// Another app (the camera) saves a photo in `DCIM/Camera/`.
  func saveOtherAppPhoto() {
    insertImage(folder: "DCIM/Camera/", origin: .otherAppPhoto)
  }

  private func insertImage(folder: String, origin: MediaImage.Origin) {
    let id = mediaImages.count + 1
    let pending = profile.apiLevel >= 29
    mediaImages.append(MediaImage(id: id, relativePath: folder, isPending: pending, origin: origin))
    // Observers are rare: a step with none builds no URI or name.
    guard !contentObservers.isEmpty || !fileObservers.isEmpty else {
      mediaImages[id - 1].isPending = false
      return
    }
    notifyContentObservers(id, ContentObserver.NOTIFY_INSERT)
    mediaImages[id - 1].isPending = false
    notifyFileObservers(folder: folder, name: mediaImages[id - 1].displayName)
    if pending { notifyContentObservers(id, ContentObserver.NOTIFY_UPDATE) }
  }

  private func notifyContentObservers(_ id: Int, _ flags: Int) {
    guard !contentObservers.isEmpty else { return }
    let uri = MediaStore.Images.EXTERNAL_CONTENT_URI + "/\(id)"
    for observer in contentObservers where observersTold(notifyForDescendants: observer.notifyForDescendants) {
      looper.enqueue(at: looper.now, fromOtherThread: true) { observer.onChange(uri, flags) }
    }
    looper.drain()
  }

  /// Whether an observer of the collection registered with `notifyForDescendants` is told of a new image: from API 29
  /// MediaProvider notifies the item's URI only, a descendant of the collection's, so an observer registered with
  /// `false` hears nothing; below 29 the collection's URI was notified and either hears it. Source: a first-hand
  /// report that `false` works below Android 10 and gets no `onChange` on 10 and 11
  /// (https://github.com/huiger/ScreenShotDemo/issues/8 ; medium); the item URI in every `onChange` of
  /// https://github.com/AzizAK/react-native-detector/issues/15 (Android 11; medium).
  func observersTold(notifyForDescendants: Bool) -> Bool { notifyForDescendants || profile.apiLevel < 29 }

  /// inotify's `CLOSE_WRITE` for the file written in `folder`, to observers the platform lets see it: up to API 28
  /// with the storage permission; never on API 29 (scoped storage: no file access to other apps' files in shared
  /// folders, https://developer.android.com/training/data-storage#scoped-storage ; high; a screenshot SDK found
  /// nothing happening when targeting Android 10, https://github.com/applivery/applivery-android-sdk/issues/58 ;
  /// medium); from API 30 only if ``AndroidPlatformFlags/fileObserverSeesSharedMediaFromApi30``.
  private func notifyFileObservers(folder: String, name: String) {
    guard !fileObservers.isEmpty, canReadSharedImages else { return }
    let api = profile.apiLevel
    guard api <= 28 || (api >= 30 && profile.flags.fileObserverSeesSharedMediaFromApi30) else { return }
    for observer in fileObservers where observer.relativePath == folder {
      looper.enqueue(at: looper.now, fromOtherThread: true) { observer.onEvent(FileObserver.CLOSE_WRITE, name) }
    }
    looper.drain()
  }

  /// Whether the app's queries see other apps' images: `READ_EXTERNAL_STORAGE` up to API 32, `READ_MEDIA_IMAGES`
  /// from 33 (https://developer.android.com/about/versions/13/behavior-changes-13#granular-media-permissions ; high).
  /// Partial access (API 34, `READ_MEDIA_VISUAL_USER_SELECTED`) shows only the images the user selected, never a new
  /// one (https://developer.android.com/about/versions/14/changes/partial-photo-video-access ; high).
  var canReadSharedImages: Bool {
    grantedPermissions.contains(
      profile.apiLevel >= 33 ? Manifest.Permission.READ_MEDIA_IMAGES : Manifest.Permission.READ_EXTERNAL_STORAGE)
  }

  /// The row at `uri` as the app's query returns it (`_ID`, and the file's path under the storage root), or `nil`: no
  /// such row, no permission to read it, or a pending row hidden from the app
  /// (``AndroidPlatformFlags/pendingImageVisibleToObservers``).
  func queryImage(_ uri: String) -> MediaStoreRow? {
    let prefix = MediaStore.Images.EXTERNAL_CONTENT_URI + "/"
    guard canReadSharedImages, uri.hasPrefix(prefix), let id = Int(uri.dropFirst(prefix.count)),
      id >= 1, id <= mediaImages.count
    else { return nil }
    let image = mediaImages[id - 1]
    if image.isPending, !profile.flags.pendingImageVisibleToObservers { return nil }
    return MediaStoreRow(id: id, path: image.path)
  }

  /// The app's permission request answered `answer`: `READ_EXTERNAL_STORAGE` has no effect from API 33 and
  /// `READ_MEDIA_IMAGES` does not exist below 33 (neither is granted then); "Select photos" (API 34) grants
  /// `READ_MEDIA_VISUAL_USER_SELECTED` only (https://developer.android.com/about/versions/14/changes/partial-photo-video-access ;
  /// https://github.com/AzizAK/react-native-detector/issues/66 : a detector asking for `READ_EXTERNAL_STORAGE` only
  /// saw nothing on Android 13; high).
  func answerPermissionRequest(_ names: [String], _ answer: PermissionAnswer) {
    let api = profile.apiLevel
    for name in names {
      let exists =
        switch name {
        case Manifest.Permission.READ_EXTERNAL_STORAGE: api <= 32
        case Manifest.Permission.READ_MEDIA_IMAGES: api >= 33
        case Manifest.Permission.READ_MEDIA_VISUAL_USER_SELECTED: api >= 34
        default: false
        }
      guard exists, !grantedPermissions.contains(name) else { continue }
      let granted =
        switch answer {
        case .allow: name != Manifest.Permission.READ_MEDIA_VISUAL_USER_SELECTED
        case .deny: false
        case .selectPhotos: name == Manifest.Permission.READ_MEDIA_VISUAL_USER_SELECTED
        }
      if granted { grantedPermissions.append(name) }
    }
  }

  /// The image whose pending or published path is `path`: the `_ID` is the number before the extension, so one
  /// image is compared (the checker asks every step a storage detection runs).
  public func mediaImage(atPath path: String) -> MediaImage? {
    guard let dot = path.lastIndex(of: "."), let underscore = path[..<dot].lastIndex(of: "_"),
      let id = Int(path[path.index(after: underscore)..<dot]), id >= 1, id <= mediaImages.count,
      mediaImages[id - 1].hadPath(path)
    else { return nil }
    return mediaImages[id - 1]
  }
}

/// A row an app's `MediaStore` query returns: `_ID` and the file's path (`DATA`, or `RELATIVE_PATH` +
/// `DISPLAY_NAME`).
nonisolated public struct MediaStoreRow: Hashable, Sendable {
  /// `_ID`.
  public let id: Int
  /// The path under the storage root, for example `Pictures/Screenshots/Screenshot_1.png`.
  public let path: String
}
