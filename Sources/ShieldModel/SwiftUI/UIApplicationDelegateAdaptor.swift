/// The app delegate of a SwiftUI app (Apple, "UIApplicationDelegateAdaptor",
/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor ; iOS 14+;
/// high): SwiftUI makes one `DelegateType` and calls its methods as UIKit calls an app delegate's.
///
/// SwiftUI makes the delegate through the Objective-C runtime; off Apple platforms Swift cannot
/// make an instance of a class from its type (`NSObject.init()` is not `required`), so the glue
/// names how to make it, as `Info.plist` names the delegate class:
/// `SwiftUIAppHost(MyApp.self, appDelegate: { AppDelegate() }, claims: ...)`. Without it the run
/// says so as a hosting problem and the delegate's code is not fuzzed.
@propertyWrapper @MainActor public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate> {
  final class Box {
    var delegate: DelegateType?
  }
  let box = Box()

  /// The delegate of type `delegateType`, made by the host.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// The delegate the host made; read before the host made one, it stops the app.
  public var wrappedValue: DelegateType {
    guard let delegate = box.delegate else {
      fatalError("UIApplicationDelegateAdaptor: no \(DelegateType.self) made (name its maker to SwiftUIAppHost)")
    }
    return delegate
  }
}

/// A ``UIApplicationDelegateAdaptor`` as the app host sees it.
@MainActor package protocol _AppDelegateAdaptorProperty {
  /// The delegate's class name.
  var delegateTypeName: String { get }
  /// Takes `delegate` if it is of the adaptor's type; returns it as an app delegate.
  func adopt(_ delegate: any UIApplicationDelegate) -> (any UIApplicationDelegate)?
}

extension UIApplicationDelegateAdaptor: _AppDelegateAdaptorProperty {
  package var delegateTypeName: String { "\(DelegateType.self)" }
  package func adopt(_ delegate: any UIApplicationDelegate) -> (any UIApplicationDelegate)? {
    guard let typed = delegate as? DelegateType else { return nil }
    box.delegate = typed
    return typed
  }
}
