/// An image of the app's asset catalog, named by the symbol Xcode generates for it (Apple,
/// "ImageResource", https://developer.apple.com/documentation/developertoolssupport/imageresource ;
/// iOS 17+; high): `UIImage(resource: .logo)`. Xcode writes the symbols
/// (`extension ImageResource { static let logo = ImageResource(name: "logo", bundle: …) }`) from the
/// catalog at build time; off Xcode the app's glue declares the ones its files name.
nonisolated public struct ImageResource: Hashable, Sendable {
  /// The asset's name in the catalog.
  public let name: String
  /// A resource for the image `name` of `bundle` (the model reads no catalog: the bundle is not kept).
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// A color of the app's asset catalog, named by the symbol Xcode generates for it (Apple,
/// "ColorResource", https://developer.apple.com/documentation/developertoolssupport/colorresource ;
/// iOS 17+; high): `UIColor(resource: .brand)`; see ``ImageResource``.
nonisolated public struct ColorResource: Hashable, Sendable {
  /// The asset's name in the catalog.
  public let name: String
  /// A resource for the color `name` of `bundle` (the model reads no catalog: the bundle is not kept).
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIImage {
  /// The catalog image `resource` (Apple, "init(resource:)",
  /// https://developer.apple.com/documentation/uikit/uiimage/init(resource:) ; iOS 17+; high): as
  /// ``init(named:)`` with its name, which every name resolves in the model.
  public convenience init(resource: ImageResource) { self.init(named: resource.name)! }
}

extension UIColor {
  /// The catalog color `resource` (Apple, "init(resource:)",
  /// https://developer.apple.com/documentation/uikit/uicolor/init(resource:) ; iOS 17+; high): as
  /// `UIColor(named:)` with its name, opaque gray (the model has no catalog; its colors are not
  /// drawn beyond opacity).
  public convenience init(resource: ColorResource) { self.init(white: 0.5, alpha: 1) }
}
