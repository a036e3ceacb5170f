// Stub of Kingfisher (an image library, not measured): the downloader set-up the app makes.
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

public final class ImageDownloader {
  public let name: String
  public var sessionConfiguration = URLSessionConfiguration.default
  public init(name: String) { self.name = name }
}
public final class KingfisherManager {
  nonisolated(unsafe) public static let shared = KingfisherManager()
  public var downloader = ImageDownloader(name: "default")
}
