import AppLogic

extension RunConfiguration {
  /// The strategy names of the run's app-logic scripts (`--app-logic FILE`): the corpus reads a trace's bare
  /// `strategy: app-logic` as its platform's among them, as `replay` and `explain` do.
  package var givenScripts: [String] {
    strategies.map(\.name).filter { $0.hasPrefix(AppLogicRegistry.prefix) }
  }
}
