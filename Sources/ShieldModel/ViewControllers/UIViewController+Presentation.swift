/// Where a presented controller's view goes, and who may dismiss it: one resolution of the
/// style for the OS version and the scene's size classes, which every presentation, its
/// appearance callbacks and the user's dismissal read.
///
/// The sources (Apple, high unless noted):
/// - `.automatic` is `.pageSheet` for most controllers from iOS 13, `.formSheet` from iOS 18;
///   some system controllers choose another style (the camera: full screen)
///   (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ;
///   before iOS 13 the default was `.fullScreen`).
/// - A style is honoured only in regular width; in compact width page and form sheets adapt
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle ):
///   from iOS 13 a sheet with part of the presenter visible near the top, before iOS 13 full
///   screen; in compact height (an iPhone in landscape) a sheet covers the screen
///   (…/uimodalpresentationstyle/pagesheet , …/formsheet).
/// - In regular width and height a page sheet is centred, roughly page-sized, taller than wide;
///   a form sheet is centred and smaller, sized by `preferredContentSize`; part of the background
///   always shows (…/pagesheet , …/formsheet ; iPadOS 16 made form sheets larger,
///   https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-474c82c9ed2e ).
///   The sizes are model choices: a page sheet 704 points wide (the readable width,
///   https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing )
///   inset 6 % at top and bottom; a form sheet 540 × 620 points by default (the size before
///   iPadOS 16; low).
/// - `.currentContext` and `.overCurrentContext` cover only the controller that defines the
///   presentation context (``presentationContext(for:)``); `.currentContext` and `.fullScreen`
///   remove the covered views once the presentation finishes, the `over` styles and sheets keep
///   them (…/currentcontext , …/overcurrentcontext , …/overfullscreen).
extension UIViewController {
  /// Where a presentation puts the presented view, and what it does to the views beneath.
  package struct PresentationLayout: Equatable {
    /// Where the presented view goes.
    package enum Placement: Equatable {
      /// Over the whole window.
      case window
      /// A compact-width sheet: the width of the window, below a strip where the presenter shows.
      case compactSheet
      /// A compact-width sheet at its medium detent: the lower half of the window, the presenter
      /// showing above it (``PlatformFlags/shareSheetOpensAtMediumDetent``).
      case compactSheetAtMediumDetent
      /// Centred in the window at this size (a regular-width page or form sheet).
      case centred(CGSize)
      /// Over the view of the controller that defines the presentation context.
      case context
    }
    /// Where the presented view goes.
    package var placement: Placement
    /// Whether UIKit removes the covered controller's views once the presentation finishes
    /// (`.fullScreen`, `.currentContext`, and sheets adapted to full screen before iOS 13), so
    /// that controller also gets its disappear and appear callbacks.
    package var removesCoveredViews: Bool
    /// Whether it is a sheet the user can swipe down (iOS 13+) unless ``isModalInPresentation``.
    package var isSwipeableSheet: Bool

    /// The presented view's frame in an area of `bounds` (the window, or the context's view): a
    /// compact sheet's top strip is 6 % of the height (about 50 points on an 844-point iPhone;
    /// model choice).
    package func frame(in bounds: CGRect) -> CGRect {
      switch placement {
      case .window, .context: return bounds
      case .compactSheet:
        let inset = (bounds.height * 0.06).rounded()
        return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
      case .compactSheetAtMediumDetent:
        // UIKit's medium detent: "approximately half the height of the screen" (Apple, UISheetPresentationController.Detent).
        let top = (bounds.height * 0.5).rounded()
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
      case .centred(let size):
        return CGRect(
          x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
          width: size.width, height: size.height)
      }
    }
  }

  /// The style `.automatic` means for this controller on `osVersion` (see the extension's
  /// sources); the camera overrides it.
  package func automaticPresentationStyle(osVersion: OSVersion) -> UIModalPresentationStyle {
    if let own = ownAutomaticPresentationStyle { return own }
    if osVersion < OSVersion(13) { return .fullScreen }
    return osVersion >= OSVersion(18) ? .formSheet : .pageSheet
  }

  /// The layout of this controller's presentation in a scene of `bounds` on the current
  /// device (see the extension's sources).
  package func presentationLayout(in bounds: CGRect, device: DeviceKind, osVersion: OSVersion) -> PresentationLayout {
    if presentsAsAlert {
      return PresentationLayout(placement: .window, removesCoveredViews: false, isSwipeableSheet: false)
    }
    let classes = UIUserInterfaceSizeClass.classes(for: bounds, device: device)
    // Before iOS 13 the share sheet is no page sheet: on an iPhone it slides up from the bottom over the presenter,
    // as an action sheet does (PSPDFKit, "Preventing Popovers on Popovers", 2016, iOS 9: "appearing as either popovers
    // or a slide up sheet"; Neuburg, "Programming iOS 6", ch. 26: an action sheet "on the iPhone ... slides up from
    // the bottom of the screen"; high for the place), the presenter showing above it; its height is the flag's half
    // (an s48 breaker's missed leak: it filled the window).
    if opensAtMediumDetent, osVersion < OSVersion(13), classes.horizontal == .compact, classes.vertical != .compact,
      Device.current?.profile.flags.shareSheetOpensAtMediumDetent ?? true
    {
      return PresentationLayout(
        placement: .compactSheetAtMediumDetent, removesCoveredViews: false, isSwipeableSheet: false)
    }
    var style =
      modalPresentationStyle == .automatic ? automaticPresentationStyle(osVersion: osVersion) : modalPresentationStyle
    let sheets = osVersion >= OSVersion(13)
    switch style {
    case .pageSheet, .formSheet:
      if classes.horizontal == .compact || classes.vertical == .compact {
        guard sheets else {
          return PresentationLayout(placement: .window, removesCoveredViews: true, isSwipeableSheet: false)
        }
        let placement: PresentationLayout.Placement =
          classes.vertical == .compact
          ? .window
          : opensAtMediumDetent && (Device.current?.profile.flags.shareSheetOpensAtMediumDetent ?? true)
            ? .compactSheetAtMediumDetent : .compactSheet
        return PresentationLayout(placement: placement, removesCoveredViews: false, isSwipeableSheet: true)
      }
      let size: CGSize
      if style == .pageSheet {
        size = CGSize(width: min(704, bounds.width), height: bounds.height - 2 * (bounds.height * 0.06).rounded())
      } else {
        let preferred = preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 540, height: 620)
        size = CGSize(width: min(wanted.width, bounds.width - 40), height: min(wanted.height, bounds.height - 40))
      }
      return PresentationLayout(placement: .centred(size), removesCoveredViews: false, isSwipeableSheet: sheets)
    case .popover:
      // A popover adapts to full screen in compact width (Apple, "adaptivePresentationStyle(for:)",
      // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:) ;
      // high); in regular width the model shows it as a small centred card (model choice).
      if classes.horizontal == .compact {
        style = .fullScreen
      } else {
        return PresentationLayout(
          placement: .centred(CGSize(width: 320, height: 400)), removesCoveredViews: false, isSwipeableSheet: false)
      }
    default: break
    }
    switch style {
    case .fullScreen: return PresentationLayout(placement: .window, removesCoveredViews: true, isSwipeableSheet: false)
    case .currentContext:
      return PresentationLayout(placement: .context, removesCoveredViews: true, isSwipeableSheet: false)
    case .overCurrentContext:
      return PresentationLayout(placement: .context, removesCoveredViews: false, isSwipeableSheet: false)
    default: return PresentationLayout(placement: .window, removesCoveredViews: false, isSwipeableSheet: false)
    }
  }

  /// The frame of this controller's view when presented in a window of `bounds`, in points (see
  /// ``presentationLayout(in:device:osVersion:)``; a context presentation fills its context).
  package func presentedFrame(in bounds: CGRect, device: DeviceKind, osVersion: OSVersion) -> CGRect {
    presentationLayout(in: bounds, device: device, osVersion: osVersion).frame(in: bounds)
  }

  /// Whether it is presented as a sheet the user can swipe down on the current device (see
  /// ``presentationLayout(in:device:osVersion:)``), in the window it is presented in.
  package func isSwipeableSheet(on device: Device) -> Bool {
    let bounds =
      presentationContainer?.window?.bounds ?? presentingViewController?.viewIfLoaded?.window?.bounds ?? .zero
    return presentationLayout(in: bounds, device: device.profile.device, osVersion: device.profile.osVersion)
      .isSwipeableSheet
  }

  /// Whether the user can dismiss it now: a sheet by swiping it down unless
  /// ``isModalInPresentation`` (Apple, "isModalInPresentation", iOS 13,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation ;
  /// high), or any controller whose content has a Done or Close button; an alert only by
  /// answering it (``SystemEvent/answerAlert``).
  package func userCanDismiss(on device: Device) -> Bool {
    guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed, !presentsAsAlert else {
      return false
    }
    return offersDismissButton || (isSwipeableSheet(on: device) && !isModalInPresentation)
  }
}

/// The transparent view UIKit puts in the window, above the root view, to hold a presented
/// controller's view (`UITransitionView`). It draws nothing and takes the touches that reach
/// it: left behind in a window it blocks the app under it
/// (https://github.com/capacitor-community/privacy-screen/issues/76 ; medium).
final class UITransitionView: UIView {
  nonisolated deinit {}
}

/// The system share sheet (UIKit's `UIActivityViewController`): a page sheet whose content the
/// share service draws in another process, with a Close button (Apple,
/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller ; high).
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The items shared (only their count matters to the model).
  public let activityItems: [Any]

  /// Creates a share sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [Any]?) {
    self.activityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }
  package override var opensAtMediumDetent: Bool { true }

  open override func loadView() { view = remoteContentView(UIColor(white: 0.95, alpha: 1)) }
}

/// A Safari view (SafariServices' `SFSafariViewController`): web content drawn by another
/// process, with a Done button; presented with the default style, a page sheet from iOS 13
/// (model choice, low: Apple documents no presentation style of its own,
/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller ).
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The page shown (by name; the model draws no web content).
  public let url: String

  /// Creates a Safari view showing `url`.
  public init(url: String) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }

  package override var hostsRemoteContent: Bool { true }
  package override var offersDismissButton: Bool { true }

  open override func loadView() {
    view = remoteContentView(.white)
  }
}

extension UIViewController {
  /// The view of a controller whose content another process draws (the share sheet, a Safari
  /// view): opaque, in `color`, and drawn as system UI, never as the app's content.
  func remoteContentView(_ color: UIColor) -> UIView {
    let v = UIView(frame: .zero)
    v.backgroundColor = color
    v.layer.contentRole = .system
    return v
  }
}
