/// A URL the app was asked to open, with its options (UIKit's `UIOpenURLContext`, iOS 13+;
/// Apple, https://developer.apple.com/documentation/uikit/uiopenurlcontext ). The model opens no
/// URLs; the type exists so that scene delegates that handle them compile.
nonisolated public final class UIOpenURLContext: Hashable, Sendable {
  /// The URL to open.
  public let url: URL

  /// Creates a context for `url`.
  public init(url: URL) { self.url = url }

  public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
