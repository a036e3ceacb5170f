extension AppLogicScript.Setting {
  /// The comma-separated items of the value (`claims: app-switcher, screenshots`), trimmed, in order: one rule for
  /// every list setting of both platforms.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line for an empty item (two commas, or one at an end: a word lost
  ///   in an edit) or an item given twice (a typo of another item, most likely).
  public func listItems() throws(AppLogicError) -> [String] {
    var items: [String] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let item = String(part.trimmingSpaces)
      guard !item.isEmpty else {
        throw AppLogicError(
          line: line,
          message: "\(key): has an empty item (two commas, or one at an end; expected a word between commas)")
      }
      guard !items.contains(item) else {
        throw AppLogicError(line: line, message: "\(key): '\(item)' is given twice (expected each once)")
      }
      items.append(item)
    }
    return items
  }

  /// Refuses `word`, the word that claims nothing (`nothing` on iOS, `none` on Android), beside any other in
  /// `items`: `claims: all, nothing` says two opposite things, and whichever the reader took would be a guess.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line naming the other word.
  public func refuseBeside(_ word: String, in items: [String]) throws(AppLogicError) {
    guard items.contains(word), let other = items.first(where: { $0 != word }) else { return }
    throw AppLogicError(
      line: line, message: "\(key): '\(word)' stands alone (it contradicts '\(other)'; expected one of them)")
  }
}
