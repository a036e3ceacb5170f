/// What the user saw of the app outside its process during the last event: an extension a host
/// app opened, or the widget the system showed (``Device/surfaceSight``), with the app's lock
/// promise as it stood then. `lock-bypass` judges content shown while the promise stands,
/// `needless-lock` a lock shown while it does not.
nonisolated public struct SurfaceSight: Sendable, Equatable {
  /// The surface as reports name it ("the share extension", "the Lock Screen widget").
  public let surface: String
  /// When, in virtual seconds.
  public let time: Double
  /// Whether the app's sensitive content is legible on it.
  public let showsContent: Bool
  /// Whether it showed a lock (an extension asking the user).
  public let showsLock: Bool
  /// The app's lock promise for what is seen outside its process, or `nil` when it does not stand.
  public let promise: ImageLockPromise?
  /// How the surface came to show what it showed (the separate process, the shared store read,
  /// the timeline entry and its redaction), in a report's words.
  public let mechanism: String
  /// The app's parameter that alone decided what it showed, if any.
  public let byConstruction: String?
  /// The platform flag the sight rests on, if any (`lockScreenRedactsPrivacySensitive`).
  public let flag: String?

  /// A sight.
  public init(
    surface: String, time: Double, showsContent: Bool, showsLock: Bool, promise: ImageLockPromise?,
    mechanism: String, byConstruction: String?, flag: String? = nil
  ) {
    self.surface = surface
    self.time = time
    self.showsContent = showsContent
    self.showsLock = showsLock
    self.promise = promise
    self.mechanism = mechanism
    self.byConstruction = byConstruction
    self.flag = flag
  }
}
