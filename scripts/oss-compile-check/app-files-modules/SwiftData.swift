// Empty-behaviour stand-in for Apple's SwiftData framework (twelfth unseen set, memento: its
// `App` attaches a model container to its scene; the journal's storage is not the cover).
@_exported import ShieldModel

/// A SwiftData container (no storage).
public final class ModelContainer {
  /// Makes an empty container.
  public init() {}
  /// A container for the given model types (Apple, `init(for:migrationPlan:configurations:)`,
  /// iOS 17+; twenty-third unseen set, docucare's `App`): no storage in the stub.
  public convenience init(for forTypes: Any.Type...) throws { self.init() }
}

extension Scene {
  /// Attaches `container` to the scene's views (nothing in the stub).
  public func modelContainer(_ container: ModelContainer) -> some Scene { self }
  /// Attaches a container for `modelType` (Apple, "modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)";
  /// iOS 17+): nothing in the stub (added for the nineteenth set's secretapp after its fixes).
  public func modelContainer(
    for modelType: Any.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false
  ) -> some Scene { self }
}
