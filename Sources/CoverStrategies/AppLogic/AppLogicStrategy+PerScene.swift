import AppLogic
import NameSuggestion
import ShieldModel

/// `perScene: NAME, ...`: variables that are a scene delegate's stored properties, one value per connected scene,
/// not the process's (docs/app-logic.md, "A lock in each scene").
///
/// UIKit makes one scene-delegate object per scene it connects and releases it with the scene (Apple,
/// "UISceneDelegate": "UIKit creates your scene delegate object ... when it creates the scene",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate ; iOS 13+; high), so a property of it is one value
/// per scene, which starts at its initial value (clear) in each new scene and goes with it at `sceneDidDisconnect`.
/// Multi-window apps keep a lock's state so: ACINQ's Phoenix wallet keeps its `lockState` and its `lockWindow` at
/// `.alert + 1` in its `SceneDelegate` (phoenix-ios/phoenix-ios/SceneDelegate.swift), Piwigo its
/// `isAllowedToAccessApp` (piwigo/SceneDelegate.swift). A bare variable stays the process's (a property of the app
/// delegate or a singleton), as before.
///
/// A handler of a scene's callback reads and writes that scene's value. A handler of an event with no scene (a
/// reply, an app call, `didFinishLaunching`) whose conditions read a per-scene variable runs once for each connected
/// scene whose delegate's values satisfy them, acting in that scene, as app code does that walks
/// `UIApplication.shared.connectedScenes` and asks each scene's delegate; without such a condition it acts in every
/// connected scene, as every action of such an event does, and a `set` or `clear` there writes each scene's value.
///
/// With `lock:` naming one of them, the lock's promise is each scene's own: `lock-bypass`, `stranded-cover` and
/// `needless-lock` judge each scene by its own value (``lockPromise(ofScene:)``, ``lockPromises``, ``lockScenesLeft``).
extension AppLogicStrategy {
  /// The words of `script` that are code for more than one scene (`perScene:`, `everyScene`, `activeScene`), in that
  /// order, each once: on a profile that never opens a second scene (an iPhone) that code is never fuzzed beyond one
  /// window (a new user's messenger: its second-window lock bug went unfound on the defaults, with no hint).
  public nonisolated static func multiSceneWords(in script: AppLogicScript) -> [String] {
    let actions = script.handlers.flatMap { $0.actions.flatMap(flattened) }.map(\.name)
    let conditions = script.handlers.flatMap { $0.conditions.map(\.call.name) }
    var words: [String] = []
    if script.setting("perScene") != nil { words.append("perScene:") }
    if actions.contains("everyScene") { words.append("everyScene") }
    if conditions.contains("activeScene") { words.append("activeScene") }
    return words
  }

  /// Parses `perScene: NAME, ...`: the names, in the line's order.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line for an empty item, a name twice, a word that is no variable
  ///   name, or a name no `set` or `clear` of the script writes.
  nonisolated static func perSceneVariables(of script: AppLogicScript) throws(AppLogicError) -> [String] {
    guard let setting = script.setting("perScene") else { return [] }
    let names = try setting.listItems()
    var written: [String] = []
    for handler in script.handlers {
      for action in handler.actions.flatMap(flattened) where action.name == "set" || action.name == "clear" {
        if let name = action.positional.first { written.append(name) }
      }
    }
    for name in names {
      guard AppLogicScript.isName(name) else {
        throw AppLogicError(
          line: setting.line,
          message: "perScene: takes variable names (the scene delegate's stored properties), not '\(name)'")
      }
      guard written.contains(name) else {
        throw AppLogicError(
          line: setting.line,
          message: "perScene: '\(name)' is a variable no handler sets or clears"
            + Suggestion.note(for: name, among: written))
      }
    }
    return names
  }

  /// Whether `name` is a per-scene variable (`perScene:`).
  func isPerScene(_ name: String) -> Bool { perSceneVariables.contains(name) }

  /// Whether the lock's promise is each scene's own (`lock:` names a per-scene variable).
  var locksPerScene: Bool { lockVariable.map(isPerScene) ?? false }

  /// The per-scene variables set in `scene` (none for a scene the code has not written to).
  func sceneValues(_ scene: ObjectIdentifier) -> Set<String> {
    sceneVariables.first { $0.scene == scene }?.values ?? []
  }

  /// Sets or clears the per-scene variable `name` in each of the action's scenes.
  func setPerScene(_ name: String, to value: Bool) {
    for scene in targetScenes {
      noteSceneSlot(scene)
      let key = ObjectIdentifier(scene)
      let index: Int
      if let found = sceneVariables.firstIndex(where: { $0.scene == key }) {
        index = found
      } else {
        sceneVariables.append((key, []))
        index = sceneVariables.count - 1
      }
      if value { sceneVariables[index].values.insert(name) } else { sceneVariables[index].values.remove(name) }
    }
  }

  /// A scene the code met (``sceneSlots``): its lock's number is its place in the list.
  struct SceneSlot {
    /// The scene's object identity.
    let id: ObjectIdentifier
    /// Its identifier (`A`, `B`).
    let name: String
    /// The scene, while the model keeps it.
    weak var scene: UIScene?
  }

  /// Gives `scene` its lock number (``sceneSlots``) the first time the code meets it.
  func noteSceneSlot(_ scene: UIScene) {
    let key = ObjectIdentifier(scene)
    guard !sceneSlots.contains(where: { $0.id == key }) else { return }
    sceneSlots.append(SceneSlot(id: key, name: scene.identifier, scene: scene))
  }

  /// The scenes whose delegate has the per-scene variable `name` set, in the order the code first wrote to each.
  func scenes(where name: String) -> [ObjectIdentifier] {
    sceneVariables.filter { $0.values.contains(name) }.map(\.scene)
  }

  /// Whether the lock variable `name` is set: in any scene for a per-scene one, else in the process.
  func isLockVariableSet(_ name: String) -> Bool {
    isPerScene(name) ? sceneVariables.contains { $0.values.contains(name) } : variables.contains(name)
  }

  /// The value of the per-scene variable `name` as a condition reads it: the event's scene's; with no scene (a handler
  /// that reads none: ``perSceneReads(_:)``), whether any connected scene's delegate has it set.
  func perSceneValue(_ name: String) -> Bool {
    if let eventScene { return sceneValues(ObjectIdentifier(eventScene)).contains(name) }
    return sceneVariables.contains { $0.values.contains(name) }
  }

  /// Whether `handler`'s conditions read a per-scene variable: with no event scene, it runs once per connected scene.
  func perSceneReads(_ handler: AppLogicScript.Handler) -> Bool {
    !perSceneVariables.isEmpty
      && handler.conditions.contains { perSceneVariables.contains($0.call.name) }
  }

  /// A new scene's delegate starts with every property at its initial value; a disconnected scene's goes with it.
  func resetSceneValues(_ scene: UIScene) {
    let key = ObjectIdentifier(scene)
    sceneVariables.removeAll { $0.scene == key }
  }

  /// The lock's promise for `scene` when it is each scene's own: its lock variable's value there, or the lock the
  /// user's setting or a reused success owes (app-wide); `nil` when the promise is the app's (``isAppLocked``).
  public func lockPromise(ofScene scene: UIScene) -> Bool? {
    guard locksPerScene, let lockVariable else { return nil }
    return owedByUserSetting || owedByReusedSuccess || owesUnprovenRelease(in: ObjectIdentifier(scene))
      || sceneValues(ObjectIdentifier(scene)).contains(lockVariable)
  }

  /// One lock per scene the code has written to or connected, in that order (``LockPromises``): each scene's lock is
  /// judged by its own pass.
  public var lockPromises: LockPromises {
    guard locksPerScene, let lockVariable, !sceneSlots.isEmpty else { return LockPromises(single: isAppLocked) }
    var standing: UInt64 = 0
    let owed = owedByUserSetting || owedByReusedSuccess
    for (index, slot) in sceneSlots.prefix(64).enumerated()
    where owed || owesUnprovenRelease(in: slot.id) || sceneValues(slot.id).contains(lockVariable) {
      standing |= UInt64(1) << UInt64(index)
    }
    return LockPromises(standing: standing, due: standing, count: min(64, sceneSlots.count))
  }
}

extension AppLogicStrategy: SceneLockPromising {
  /// The scenes whose lock has left the foreground (in the background, disconnected or gone): their passes are spent.
  public var lockScenesLeft: UInt64 {
    guard locksPerScene else { return 0 }
    var left: UInt64 = 0
    for (index, slot) in sceneSlots.prefix(64).enumerated() {
      let state = slot.scene?.activationState ?? .unattached
      if state == .background || state == .unattached { left |= UInt64(1) << UInt64(index) }
    }
    return left
  }

  /// Each lock's scene, by lock, when the lock is kept per scene.
  public var lockSceneNames: [String] { locksPerScene ? sceneSlots.prefix(64).map(\.name) : [] }
}
