extension AndroidDevice {
  /// The app's `SharedPreferences` (``appPreferences``, ``appTextPreferences``) as one string, sorted by key, or empty
  /// when it stored nothing: two states that differ only there have different futures (a new activity or process
  /// reads them), so the explorer tells them apart.
  package var preferencesKey: String {
    let flags = appPreferences.keys.sorted().map { "\($0)=\(appPreferences[$0]!)" }
    let texts = appTextPreferences.keys.sorted().map { "\($0)=\(appTextPreferences[$0]!)" }
    return (flags + texts).joined(separator: ";")
  }
}
