import ShieldModel

nonisolated extension IOSPlatform {
  /// Where iOS documents what each event does, for the `list events` rows whose meaning names
  /// no source of its own (the row's first kind decides). The app's own calls and virtual time
  /// are the model's vocabulary, not iOS's, and say so; scheduler choices say so in their text.
  static func source(of kind: SystemEvent.Kind) -> String? {
    switch kind {
    case .launch, .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher, .terminateApp, .openExternalURL:
      return "Apple, Managing your app's life cycle"
    case .openEntry:
      return "Apple, UIScene.ConnectionOptions"
    case .openExtension, .closeExtension:
      return "Apple, App Extension Programming Guide: Understand How an App Extension Works"
    case .changeDeviceSetting:
      return "Apple, LAContext.canEvaluatePolicy(_:error:) and LAError.Code.passcodeNotSet, biometryNotEnrolled"
    case .showWidget:
      return "Apple, WidgetKit TimelineEntry; SwiftUI privacySensitive(_:)"
    case .prewarm, .backgroundLaunch:
      return "Apple, About the app launch sequence"
    case .lockDevice:
      return "Apple Support, Turn on and wake iPhone"
    case .openControlCenter:
      return "Apple Support, Use and customize Control Center"
    case .openNotificationCenter:
      return "Apple Support, View and respond to notifications"
    case .systemAlert:
      return "Apple, UIApplication.willResignActiveNotification"
    case .faceIDMatch:
      return "KeePassium#330"
    case .callBanner:
      return "Apple, UISceneDelegate.sceneWillResignActive(_:)"
    case .screenshot:
      return "Apple, UIApplication.userDidTakeScreenshotNotification"
    case .recordingStart, .mirroringStart:
      return "Apple, UIScreen.isCaptured"
    case .rotate:
      return "Apple, UIContentContainer.viewWillTransition(to:with:)"
    case .connectScene, .backgroundScene:
      return "WWDC19 Architecting Your App for Multiple Windows"
    case .resizeScene:
      return "Apple, UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
    case .otherAppCovers:
      return "WWDC22 Meet desktop-class iPad"
    case .touch, .enterPasscode, .enterWrongPasscode:
      return "Apple, UIView.hitTest(_:with:)"
    case .interactivePop:
      return "Apple, UINavigationController.interactivePopGestureRecognizer"
    case .updateApp:
      return "Apple, TN2285 Testing iOS App Updates; QA1699 Storing Private Data"
    case .focusOtherMacApp, .focusMacApp:
      return "Apple, SwiftUI ScenePhase.active and UITraitCollection.activeAppearance"
    case .faceIDPermission:
      return "Apple, Logging a User into Your App with Face ID or Touch ID (NSFaceIDUsageDescription); flutter#102734"
    case .multitaskingSwipe:
      return "Apple, iOS 4.3 multitasking gestures for iPad; Signal-iOS#4328; Strongbox#222"
    case .keyboardShow:
      return "Apple, UIResponder.becomeFirstResponder()"
    case .answerAlert:
      return "Apple, UIAlertController"
    case .appCall, .appCallOffMain:
      return "the app's own code"
    case .advance:
      return "the model's virtual clock"
    case .startIPhoneMirroring:
      return "Apple Support, Use iPhone Mirroring; Apple developer forums thread 762684"
    case .pushScreen, .popScreen, .popToRoot:
      return "Apple, UINavigationController; the app's own code"
    case .faceIDNoMatch:
      return "Apple, LAPolicy.deviceOwnerAuthenticationWithBiometrics; LAEnvironment.MechanismBiometry.isLockedOut"
    case .faceIDFallback, .enterDevicePasscode:
      return "Apple, LAPolicy.deviceOwnerAuthentication; LAError.Code.userFallback"
    default:
      return nil
    }
  }
}
