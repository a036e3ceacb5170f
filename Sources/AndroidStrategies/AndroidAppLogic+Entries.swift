import AndroidModel
import AppLogic
import NameSuggestion

/// The `entries:` setting: the ways into the app its manifest and code declare besides the launcher icon, and whether
/// its activities go into picture-in-picture (``AndroidModel/AndroidDeclaredEntries``). Without it the app has every
/// entry and picture-in-picture, as before the word.
extension AndroidAppLogic {
  /// The words `entries:` takes: the entry sources' names (`openEntry`'s), `pictureInPicture`, or `none` alone.
  nonisolated static var entryWords: [String] {
    AndroidEntry.Source.allCases.map(\.rawValue) + [AndroidDeclaredEntries.pictureInPictureWord, "none"]
  }

  /// The declaration `setting` gives (`entries: notification, staticShortcut, pictureInPicture`).
  /// - Throws: ``AppLogicError`` at the setting's line: an unknown word (with a close one), a word twice, an empty
  ///   item, `none` beside another word, or `tilePreferences` without `tile`.
  nonisolated static func declaredEntries(_ setting: AppLogicScript.Setting) throws(AppLogicError)
    -> AndroidDeclaredEntries
  {
    let items = try setting.listItems()
    try setting.refuseBeside("none", in: items)
    var sources: [AndroidEntry.Source] = []
    var pictureInPicture = false
    for item in items where item != "none" {
      if item == AndroidDeclaredEntries.pictureInPictureWord {
        pictureInPicture = true
      } else if let source = AndroidEntry.Source(rawValue: item) {
        sources.append(source)
      } else {
        throw AppLogicError(
          line: setting.line,
          message: "entries: unknown entry '\(item)'" + Suggestion.note(for: item, among: entryWords)
            + "; expected \(entryWords.joined(separator: ", ")), comma-separated")
      }
    }
    // The tile's preferences screen is opened by a long press on the app's own Quick Settings tile
    // (`TileService.ACTION_QS_TILE_PREFERENCES`, API 24): without the tile there is nothing to press (s41 breaker F4).
    if sources.contains(.tilePreferences), !sources.contains(.tile) {
      throw AppLogicError(
        line: setting.line,
        message: "entries: 'tilePreferences' needs 'tile' (the preferences screen opens from a long press on the "
          + "app's own Quick Settings tile)")
    }
    return AndroidDeclaredEntries(sources: sources, supportsPictureInPicture: pictureInPicture)
  }
}
