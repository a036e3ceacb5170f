/// A visual effect (UIKit's `UIVisualEffect`): what a ``UIVisualEffectView`` draws.
@preconcurrency @MainActor open class UIVisualEffect {
  nonisolated deinit {}
  /// Creates an effect that draws nothing.
  public init() {}
  /// The blur radius in points applied to what is below the effect view (0: none).
  package var blurRadius: CGFloat { 0 }
  /// The tint drawn over the blurred backdrop, or `nil`.
  package var tint: UIColor? { nil }
}

/// A blur of what lies below (UIKit's `UIBlurEffect`, iOS 8+; materials iOS 13+).
///
/// It feeds the same mechanism as every other blur in the model: the effect view's layer gets
/// ``CALayer/backdropBlurRadius`` (so ``BlurLegibility`` decides whether text below reads) and
/// its tint as a translucent fill. Apple publishes neither the radius nor the tint of any style
/// (Apple, "UIBlurEffect.Style", https://developer.apple.com/documentation/uikit/uiblureffect/style ;
/// HIG "Materials", https://developer.apple.com/design/human-interface-guidelines/materials : the
/// materials go from ultra-thin, the most translucent, to thick, the most opaque). The radii below
/// are UNSOURCED estimates (low confidence): 30 pt for the iOS 8 styles, after the radius class
/// dumps of the private `_UIBackdropViewSettings` show for iOS 7 (not re-measured), and 10–30 pt
/// rising with the material's thickness. Every one is far above what hides body text (σ = r/2 >
/// 0.25 · 0.7 · 17 pt needs r > 6 pt), so a verdict on body text does not hang on the estimate.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
  nonisolated deinit {}
  /// The blur styles (UIKit's `UIBlurEffect.Style`, same cases).
  nonisolated public enum Style: Int, Sendable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark

    /// The blur radius in points (unsourced estimate, see ``UIBlurEffect``).
    public var radius: CGFloat {
      switch self {
      case .extraLight, .light, .dark, .regular, .prominent: return 30
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 10
      case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 15
      case .systemMaterial, .systemMaterialLight, .systemMaterialDark: return 20
      case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: return 25
      case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: return 30
      }
    }

    /// The tint's gray level (0 black, 1 white) and opacity: light styles white, dark ones black,
    /// the adaptive ones as in light mode; opacity rising with thickness (unsourced estimate).
    public var tint: (white: CGFloat, alpha: CGFloat) {
      switch self {
      case .extraLight: return (1, 0.6)
      case .light, .regular: return (1, 0.3)
      case .prominent: return (1, 0.45)
      case .dark: return (0, 0.5)
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (1, 0.2)
      case .systemThinMaterial, .systemThinMaterialLight: return (1, 0.35)
      case .systemMaterial, .systemMaterialLight, .systemChromeMaterial, .systemChromeMaterialLight: return (1, 0.5)
      case .systemThickMaterial, .systemThickMaterialLight: return (1, 0.7)
      case .systemUltraThinMaterialDark: return (0, 0.2)
      case .systemThinMaterialDark: return (0, 0.35)
      case .systemMaterialDark, .systemChromeMaterialDark: return (0, 0.5)
      case .systemThickMaterialDark: return (0, 0.7)
      }
    }
  }

  /// The style.
  public let style: Style

  /// Creates a blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  package override var blurRadius: CGFloat { style.radius }
  package override var tint: UIColor? { UIColor(white: style.tint.white, alpha: style.tint.alpha) }
}

/// A view that blurs what lies below it (UIKit's `UIVisualEffectView`, iOS 8+): its layer
/// blurs the backdrop by the effect's radius and draws the tint; subviews go in ``contentView``,
/// drawn unblurred above. It takes touches, as any view. Setting ``effect`` inside
/// `UIView.animate` animates the blur, as UIKit does since iOS 9 (Apple, "UIVisualEffectView",
/// https://developer.apple.com/documentation/uikit/uivisualeffectview ; high).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The view to add subviews to; it fills the effect view.
  public let contentView: UIView

  /// The effect drawn; `nil` draws nothing (the backdrop shows unblurred).
  open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  /// Creates an effect view with a zero frame drawing `effect`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    self.effect = effect
    applyEffect()
  }

  /// Creates an effect view with `frame` and no effect.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  private func applyEffect() {
    layer.backdropBlurRadius = effect?.blurRadius ?? 0
    backgroundColor = effect?.tint
  }
}
