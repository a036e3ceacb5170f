/// An affine transform (Core Graphics' `CGAffineTransform`; Apple, "CGAffineTransform",
/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform ; high): the six
/// values of the matrix `[a b 0; c d 0; tx ty 1]`, which maps a point (x, y) to
/// (a·x + c·y + tx, b·x + d·y + ty). Foundation off Apple platforms has no such type. The model
/// keeps transforms (``UIView/transform``) without applying them to geometry.
nonisolated public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The matrix's entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// The transform with the matrix `[a b 0; c d 0; tx ty 1]`.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  /// The identity transform (Apple, "identity"): it changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  /// The identity transform, as `CGAffineTransform()` makes it.
  public init() { self = .identity }
  /// A scale by `sx` horizontally and `sy` vertically ("init(scaleX:y:)").
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A translation by `tx`, `ty` ("init(translationX:y:)").
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  /// A rotation by `angle` radians, counterclockwise in Core Graphics' coordinates
  /// ("init(rotationAngle:)").
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
  /// Whether this is the identity transform ("isIdentity").
  public var isIdentity: Bool { self == .identity }
  /// This transform followed by `t2` ("concatenating(_:)").
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// This transform, then a scale ("scaledBy(x:y:)").
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  /// This transform, then a translation ("translatedBy(x:y:)").
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
}
