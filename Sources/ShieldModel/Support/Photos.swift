// PhotoKit (`import Photos`; Apple, "PhotoKit", https://developer.apple.com/documentation/photokit ;
// iOS 8+; high), the members an app that clears a screenshot from the library calls. The model
// keeps no photo library: a fetch finds no asset (`count` 0), so nothing is deleted; a change
// block is never run. Declared so that such an app compiles; what it does to the library is not
// fuzzed (a screenshot's image is not the app's cover).

/// The kind of an asset (Apple, "PHAssetMediaType"; high).
nonisolated public enum PHAssetMediaType: Int, Sendable {
  /// Unknown.
  case unknown
  /// A photo.
  case image
  /// A video.
  case video
  /// Audio.
  case audio
}

/// Options of a fetch (Apple, "PHFetchOptions"; high): kept, unused.
public final class PHFetchOptions {
  /// The sort order.
  public var sortDescriptors: [NSSortDescriptor]?
  /// The most results, 0 for all.
  public var fetchLimit = 0
  /// Options with no sort and no limit.
  public init() {}
}

/// A fetch's results (Apple, "PHFetchResult"; high): always empty in the model.
public final class PHFetchResult<ObjectType: AnyObject> {
  /// The number of results: 0.
  public var count: Int { 0 }
  /// The first result: none.
  public var firstObject: ObjectType? { nil }
}

/// A photo or video of the library (Apple, "PHAsset"; high).
public final class PHAsset {
  /// The assets of `mediaType`: none in the model.
  public static func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
}

/// The shared photo library (Apple, "PHPhotoLibrary"; high).
public final class PHPhotoLibrary {
  private static let library = PHPhotoLibrary()
  /// The library.
  public static func shared() -> PHPhotoLibrary { library }
  /// Asks to run `changeBlock` on the library: never run in the model (no library; see the file's
  /// note), and `completionHandler` is not called.
  public func performChanges(
    _ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil
  ) {}
}

/// A request to change an asset (Apple, "PHAssetChangeRequest"; high).
public final class PHAssetChangeRequest {
  /// Deletes `assets`: nothing in the model (see the file's note).
  public static func deleteAssets(_ assets: Any) {}
}
