/// Touches and the secure-canvas trick applied to a view (issue 26, docs/model-behaviours.md SC17).
///
/// The trick as ScreenShield's `setScreenCaptureProtection` and react-native-screenshot-prevent's
/// `addSecureTextFieldToView` write it for a view (not a window): a secure `UITextField` becomes a subview of the view
/// with its interaction off, the field's layer goes beside the view's layer, and the view's own layer goes into the
/// field's canvas. The view stays in its superview's `subviews`, so Apple's documented walk still visits it (Apple,
/// "hitTest(_:with:)", https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ), while its layer now
/// lies inside the layer of one of its own subviews. Whether such a view takes a tap is the open question
/// ``PlatformFlags/secureCanvasHostedViewTakesNoTaps`` (low; its doc comment gives the reports).
///
/// Not this rule: a window moved into a canvas (ScreenProtectorKit, seed 000: the window's touches follow its layer
/// path, ``UIWindow/layerPathContains(_:)``), content added as subviews of a canvas view (SC14: views and layers
/// agree, the ordinary walk decides), and a field added over the content with its interaction on (it takes the tap
/// as any front-most view does).
extension UIView {
  /// Whether hit-testing passes this subview by: its own layer lies, below `parentLayer` (its superview's layer),
  /// inside a text field's layer, and ``PlatformFlags/secureCanvasHostedViewTakesNoTaps`` says such a view takes no
  /// tap. Asked only for a subview whose layer is not a direct sublayer of its superview's, so the flag is read only
  /// where the trick was applied to a view. Without a current device, the flag's default.
  func isSkippedAsSecureCanvasHost(under parentLayer: CALayer) -> Bool {
    var next = layer.superlayer
    while let l = next, l !== parentLayer {
      if l.owningView is UITextField {
        return Device.current?.profile.flags.secureCanvasHostedViewTakesNoTaps ?? true
      }
      next = l.superlayer
    }
    return false
  }

  /// Whether hit-testing passes this view by because it, or a view it lies in (up to its window), is such a view
  /// (``isSkippedAsSecureCanvasHost(under:)``): why a tap on its control misses though nothing is above it (a
  /// breaker's `secure(on, of=root)` with a control on that screen was refused as "a window or controller above that
  /// screen takes the touch").
  var isInSecureCanvasPassedBy: Bool {
    var view = self
    while let parent = view.superview {
      if view.layer.superlayer !== parent.layer, view.isSkippedAsSecureCanvasHost(under: parent.layer) { return true }
      view = parent
    }
    return false
  }
}
