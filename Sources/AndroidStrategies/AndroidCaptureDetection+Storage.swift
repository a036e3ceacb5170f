import AndroidModel

/// The storage channels of screenshot detection, as apps wrote them before API 34 (and still do below it): ask for
/// the permission that reads shared images, then watch `MediaStore.Images` with a `ContentObserver` (query each
/// changed row, take it when its path says "screenshot") or the screenshots folder with a `FileObserver`. The
/// platform's side (what is saved, how often observers are told, what a query returns) is
/// `AndroidDevice+MediaStore.swift`. Sources: expo-screen-capture's `ScreenshotEventEmitter` (expo/expo PR 9747:
/// query the changed URI's path, match "screenshot", drop the previous path); https://github.com/Piasy/RxScreenshotDetector
/// issue 3 (path keywords and a recent `DATE_ADDED`); https://github.com/rdlabo-dev/capacitor-screenshot-event/issues/16
/// (a `FileObserver` on `/Pictures/Screenshots/`); high for what the code does.
extension AndroidCaptureDetection {
  /// The folder a `FileObserver` member watches: AOSP's.
  static let watchedFolder = "Pictures/Screenshots/"

  func registerStorageObserver(_ activity: Activity) {
    let names =
      switch configuration.request {
      case .storageOnly: [Manifest.Permission.READ_EXTERNAL_STORAGE]
      case .versioned:
        activity.sdkInt >= 33
          ? [Manifest.Permission.READ_MEDIA_IMAGES, Manifest.Permission.READ_MEDIA_VISUAL_USER_SELECTED]
          : [Manifest.Permission.READ_EXTERNAL_STORAGE]
      }
    activity.requestPermissions(names, answer: configuration.permission)
    switch configuration.via {
    case .mediaStore:
      let observer = ContentObserver { [weak self, activity] uri, _ in
        guard let row = activity.queryImage(uri) else { return }
        self?.consider(path: row.path, id: row.id)
      }
      activity.registerContentObserver(
        MediaStore.Images.EXTERNAL_CONTENT_URI, configuration.descendants == .notified, observer)
      contentObservers.append((activity, observer))
    case .fileObserver:
      let observer = FileObserver(Self.watchedFolder) { [weak self] _, name in
        self?.consider(path: Self.watchedFolder + name, id: nil)
      }
      activity.startWatching(observer)
      fileObservers.append((activity, observer))
    case .callback:
      preconditionFailure("the callback is not a storage channel")
    }
  }

  func unregisterStorageObservers(_ activity: Activity) {
    for registration in contentObservers where registration.activity === activity {
      activity.unregisterContentObserver(registration.observer)
    }
    contentObservers.removeAll { $0.activity === activity }
    for registration in fileObservers where registration.activity === activity {
      activity.stopWatching(registration.observer)
    }
    fileObservers.removeAll { $0.activity === activity }
  }

  /// One notified image: reported unless the match or the dedupe drops it.
  private func consider(path: String, id: Int?) {
    if configuration.match == .screenshotName, !path.lowercased().contains("screenshot") { return }
    switch configuration.dedupe {
    case .none: break
    case .path:
      if path == lastReportedPath { return }
    case .id:
      if let id, reportedIDs.contains(id) { return }
      if id == nil, path == lastReportedPath { return }
    }
    lastReportedPath = path
    if let id { reportedIDs.append(id) }
    reportedScreenshotImages.append(path)
    detectedScreenshotCount += 1
  }
}
