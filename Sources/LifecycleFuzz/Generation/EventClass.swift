import ShieldModel

/// The generated event classes, in the order of ``EventGenerator/classes`` (raw value = index),
/// so that per-step work uses integers and bit masks instead of class-name text.
nonisolated enum EventClass: Int, CaseIterable {
  case launch, goHome, returnToApp, openAppSwitcher, closeAppSwitcher, openControlCenter
  case closeControlCenter, openNotificationCenter, closeNotificationCenter, systemAlert
  case dismissSystemAlert, screenshot, recordingStart, recordingStop, mirroringStart
  case mirroringStop, rotate, connectScene, disconnectScene, touch, keyboardShow
  case keyboardHide, appCall, runMainQueue, advance

  /// A set of classes, one bit per raw value.
  typealias Mask = UInt32

  /// Every class.
  static let all: Mask = (1 << Mask(allCases.count)) - 1

  /// This class's bit in a ``Mask``.
  var bit: Mask { 1 << Mask(rawValue) }

  /// The class name, as in ``EventGenerator/classes``.
  var name: String { EventGenerator.classes[rawValue] }

  /// The class of `event`, or `nil` for events the generator never makes (trace files only);
  /// agrees with ``EventGenerator/eventClass(of:)`` without building the event's text.
  init?(of event: SystemEvent) {
    switch event {
    case .launch: self = .launch
    case .goHome: self = .goHome
    case .returnToApp: self = .returnToApp
    case .openAppSwitcher: self = .openAppSwitcher
    case .closeAppSwitcher: self = .closeAppSwitcher
    case .openControlCenter: self = .openControlCenter
    case .closeControlCenter: self = .closeControlCenter
    case .openNotificationCenter: self = .openNotificationCenter
    case .closeNotificationCenter: self = .closeNotificationCenter
    case .systemAlert: self = .systemAlert
    case .dismissSystemAlert: self = .dismissSystemAlert
    case .screenshot: self = .screenshot
    case .recordingStart: self = .recordingStart
    case .recordingStop: self = .recordingStop
    case .mirroringStart: self = .mirroringStart
    case .mirroringStop: self = .mirroringStop
    case .rotate: self = .rotate
    case .connectScene: self = .connectScene
    case .disconnectScene: self = .disconnectScene
    case .touch: self = .touch
    case .keyboardShow: self = .keyboardShow
    case .keyboardHide: self = .keyboardHide
    case .appCall: self = .appCall
    case .runMainQueue: self = .runMainQueue
    case .advance: self = .advance
    case .terminateApp, .prewarm, .backgroundLaunch, .lockDevice, .unlockDevice, .callBanner,
      .dismissCallBanner, .otherAppCovers, .otherAppUncovers:
      return nil
    }
  }

  /// The classes in `mask`, by name.
  static func names(in mask: Mask) -> Set<String> {
    Set(allCases.lazy.filter { mask & $0.bit != 0 }.map(\.name))
  }

  /// The mask of the classes named in `names`; unknown names are ignored.
  static func mask(of names: Set<String>) -> Mask {
    allCases.reduce(0) { names.contains($1.name) ? $0 | $1.bit : $0 }
  }
}
