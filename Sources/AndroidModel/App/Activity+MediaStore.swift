/// The app's calls on shared images, through its activity's context: the permission request, `ContentResolver`'s
/// observers and queries, and `FileObserver` (`AndroidDevice+MediaStore.swift` has the platform's rules).
extension Activity {
  /// `requestPermissions(names)`, with the user's answer (the model draws no dialog; a granted permission stays the
  /// package's, through process death).
  public func requestPermissions(_ names: [String], answer: PermissionAnswer) {
    device.answerPermissionRequest(names, answer)
  }

  /// `checkSelfPermission(name) == PERMISSION_GRANTED`.
  public func isPermissionGranted(_ name: String) -> Bool { device.grantedPermissions.contains(name) }

  /// `getContentResolver().registerContentObserver(uri, notifyForDescendants, observer)` on the collection `uri`:
  /// the observer is the process's (not the activity's) and is told of every change under `uri` until unregistered
  /// or the process dies (which changes reach it: ``AndroidDevice/observersTold``).
  public func registerContentObserver(_ uri: String, _ notifyForDescendants: Bool, _ observer: ContentObserver) {
    guard uri == MediaStore.Images.EXTERNAL_CONTENT_URI else { return }
    observer.notifyForDescendants = notifyForDescendants
    device.contentObservers.append(observer)
  }

  /// `getContentResolver().unregisterContentObserver(observer)`.
  public func unregisterContentObserver(_ observer: ContentObserver) {
    device.contentObservers.removeAll { $0 === observer }
  }

  /// `getContentResolver().query(uri, …)` of one image: its row, or `nil` (``AndroidDevice/queryImage(_:)``).
  public func queryImage(_ uri: String) -> MediaStoreRow? { device.queryImage(uri) }

  /// `observer.startWatching()`.
  public func startWatching(_ observer: FileObserver) { device.fileObservers.append(observer) }

  /// `observer.stopWatching()`.
  public func stopWatching(_ observer: FileObserver) { device.fileObservers.removeAll { $0 === observer } }
}
