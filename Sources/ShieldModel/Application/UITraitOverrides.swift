/// UIKit's trait system of iOS 17, for the one trait the model has: the scene's capture state
/// (`sceneCaptureState`, see ``UITraitCollection``). A trait is a type (Apple, "UITraitDefinition",
/// https://developer.apple.com/documentation/uikit/uitraitdefinition ; iOS 17+; high); an
/// environment (a view, a view controller; the scene's own overrides are not modeled) overrides traits for itself and what it
/// contains (Apple, "traitOverrides",
/// https://developer.apple.com/documentation/uikit/uiview/traitoverrides ; iOS 17+; high) and
/// registers handlers called when the traits it names change (Apple,
/// "registerForTraitChanges(_:handler:)",
/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 ; iOS 17+; high;
/// the handler gets the environment and its previous traits). When the model calls them: after a
/// capture change reaches the app (with the screen's `capturedDidChange` delivery, so under the
/// same gate, ``PlatformFlags/captureChangeDeliveredOnlyWhileActive``), and at
/// ``UITraitChangeObservable/updateTraitsIfNeeded()``; an override changed without either reaches
/// handlers at the next of them (**approximated**: UIKit also updates traits at the next layout
/// pass, which the model does not run for traits).
nonisolated public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value where nothing sets the trait.
  static var defaultValue: Value { get }
}

/// A trait, named by its definition's type (Apple, "UITrait"; iOS 17+; high).
public typealias UITrait = any UITraitDefinition.Type

/// The scene's capture state as a trait (Apple, "UITraitSceneCaptureState",
/// https://developer.apple.com/documentation/uikit/uitraitscenecapturestate ; iOS 17+; high).
nonisolated public struct UITraitSceneCaptureState: UITraitDefinition {
  /// `.unspecified` where no scene gives it.
  public static var defaultValue: UISceneCaptureState { .unspecified }
}

/// The traits an environment overrides (Apple, "UITraitOverrides",
/// https://developer.apple.com/documentation/uikit/uitraitoverrides ; iOS 17+; high): of the
/// model's, the capture state.
nonisolated public struct UITraitOverrides: Sendable {
  private var sceneCaptureStateOverride: UISceneCaptureState?
  /// No trait overridden.
  public init() {}
  /// The capture state this environment gives itself and what it contains (reading it where it is
  /// not overridden gives the trait's default).
  public var sceneCaptureState: UISceneCaptureState {
    get { sceneCaptureStateOverride ?? UITraitSceneCaptureState.defaultValue }
    set { sceneCaptureStateOverride = newValue }
  }
  /// Whether `trait` is overridden here.
  public func contains(_ trait: UITrait) -> Bool {
    ObjectIdentifier(trait) == ObjectIdentifier(UITraitSceneCaptureState.self) && sceneCaptureStateOverride != nil
  }
  /// `trait` no longer overridden here: the environment's traits are its container's again.
  public mutating func remove(_ trait: UITrait) {
    if ObjectIdentifier(trait) == ObjectIdentifier(UITraitSceneCaptureState.self) { sceneCaptureStateOverride = nil }
  }
  /// `traits` with these overrides applied.
  func applied(to traits: UITraitCollection) -> UITraitCollection {
    guard let state = sceneCaptureStateOverride else { return traits }
    return UITraitCollection(sceneCaptureState: state)
  }
}

/// What `registerForTraitChanges` returns, to unregister (Apple, "UITraitChangeRegistration";
/// iOS 17+; high).
nonisolated public protocol UITraitChangeRegistration: Sendable {}

/// An environment whose trait changes can be observed: the model's scenes, views and view
/// controllers (Apple, "UITraitChangeObservable"; iOS 17+; high).
@MainActor public protocol UITraitChangeObservable: AnyObject {
  /// The environment's current traits.
  var traitCollection: UITraitCollection { get }
}

extension UITraitChangeObservable {
  /// Calls `handler` with this environment and its previous traits each time one of `traits`
  /// changes here (see the file's note for when the model calls it). The handler's first parameter
  /// is typed as the app writes it, `Self` in a subclass's method as UIKit's examples do, or the
  /// class (a closure that names no type for it does not compile in the model: model limit).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: AnyObject>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    TraitChangeRegistry.register(
      environment: self,
      watchesCaptureState: traits.contains { ObjectIdentifier($0) == ObjectIdentifier(UITraitSceneCaptureState.self) },
      handler: { environment, previous in
        if let environment = environment as? TraitEnvironment { handler(environment, previous) }
      })
  }

  /// Stops calling the handler `registration` names.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    TraitChangeRegistry.unregister(registration)
  }

  /// Applies trait changes now (Apple, "updateTraitsIfNeeded()",
  /// https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded() ; iOS 17+;
  /// high): the registered handlers whose traits changed are called.
  public func updateTraitsIfNeeded() { TraitChangeRegistry.deliver() }
}

extension UIView: UITraitChangeObservable {}
extension UIWindowScene: UITraitChangeObservable {}

extension UIViewController {
  /// The controller's trait overrides (Apple, "traitOverrides", iOS 17+; high): applied to its
  /// view's traits and its subviews'.
  public var traitOverrides: UITraitOverrides {
    get { TraitOverrideStore.overrides(of: self) }
    set { TraitOverrideStore.set(newValue, of: self) }
  }
}

/// The trait overrides of the views and controllers that set any, by object (looked up, never
/// iterated; an entry whose object is gone, or another object at its address, reads as none). Kept
/// apart from the classes so that no existing class's stored layout changes.
@MainActor enum TraitOverrideStore {
  final class Entry {
    weak var object: AnyObject?
    var overrides: UITraitOverrides
    init(object: AnyObject, overrides: UITraitOverrides) {
      self.object = object
      self.overrides = overrides
    }
  }
  static var entries: [ObjectIdentifier: Entry] = [:]

  static func overrides(of object: AnyObject) -> UITraitOverrides {
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return UITraitOverrides() }
    return entry.overrides
  }

  static func set(_ overrides: UITraitOverrides, of object: AnyObject) {
    entries[ObjectIdentifier(object)] = Entry(object: object, overrides: overrides)
  }
}

extension UIViewController: UITraitChangeObservable {
  /// The controller's traits: its view's when loaded (which apply its overrides), else the current
  /// ones with its overrides (Apple, "traitCollection"; high).
  public var traitCollection: UITraitCollection {
    viewIfLoaded?.traitCollection ?? traitOverrides.applied(to: .current)
  }
}

/// The registered trait handlers of the device running now, in registration order.
@MainActor enum TraitChangeRegistry {
  struct Token: UITraitChangeRegistration, Hashable { let number: Int }
  final class Entry {
    let token: Token
    weak var environment: AnyObject?
    weak var device: Device?
    let watchesCaptureState: Bool
    var seen: UITraitCollection
    let handler: (AnyObject, UITraitCollection) -> Void
    init(
      token: Token, environment: any UITraitChangeObservable, device: Device?, watchesCaptureState: Bool,
      handler: @escaping (AnyObject, UITraitCollection) -> Void
    ) {
      self.token = token
      self.environment = environment
      self.device = device
      self.watchesCaptureState = watchesCaptureState
      self.seen = environment.traitCollection
      self.handler = handler
    }
  }
  static var entries: [Entry] = []
  static var lastNumber = 0

  static func register(
    environment: any UITraitChangeObservable, watchesCaptureState: Bool,
    handler: @escaping (AnyObject, UITraitCollection) -> Void
  ) -> Token {
    let device = Device.current
    entries.removeAll { $0.environment == nil || $0.device == nil || $0.device !== device }
    lastNumber += 1
    let token = Token(number: lastNumber)
    entries.append(
      Entry(
        token: token, environment: environment, device: device, watchesCaptureState: watchesCaptureState,
        handler: handler))
    return token
  }

  static func unregister(_ registration: any UITraitChangeRegistration) {
    guard let token = registration as? Token else { return }
    entries.removeAll { $0.token == token }
  }

  /// Calls the handlers of the running device's environments whose watched traits changed since
  /// their last call (or registration), with the traits they had then.
  static func deliver() {
    let device = Device.current
    for entry in entries where entry.device === device && entry.watchesCaptureState {
      guard let environment = entry.environment as? any UITraitChangeObservable else { continue }
      let now = environment.traitCollection
      guard now.sceneCaptureState != entry.seen.sceneCaptureState else { continue }
      let previous = entry.seen
      entry.seen = now
      entry.handler(environment, previous)
    }
  }
}
