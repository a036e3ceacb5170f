import AndroidModel

extension AndroidPlatform {
  /// Why `text` is no ``AndroidDevice/summary`` text (`screen=app activity=RESUMED windows=[activity]
  /// recording=false snapshot=none t=0.0`, then the fields printed only when set), or `nil`: the first field cut
  /// short, missing or not of its form.
  public static func checkpointProblem(_ text: Substring) -> String? {
    let fields = text.split(separator: " ")
    func field(_ i: Int) -> Substring? { i < fields.count ? fields[i] : nil }
    let nonEmpty = { (v: Substring) in !v.isEmpty }
    if let p = CheckpointText.problem(field(0), key: "screen", expecting: "a screen", nonEmpty) { return p }
    if let p = CheckpointText.problem(field(1), key: "activity", expecting: "a state", nonEmpty) { return p }
    let windows = { (v: Substring) in v.hasPrefix("[") && v.hasSuffix("]") && v.count >= 2 }
    if let p = CheckpointText.problem(field(2), key: "windows", expecting: "[windows]", windows) { return p }
    let bool = { (v: Substring) in v == "true" || v == "false" }
    if let p = CheckpointText.problem(field(3), key: "recording", expecting: "true or false", bool) { return p }
    let snapshots: Set<Substring> = ["none", "appTheme", "content", "clean"]
    let snapshot = { (v: Substring) in snapshots.contains(v) }
    if let p = CheckpointText.problem(
      field(4), key: "snapshot", expecting: "none, appTheme, content or clean", snapshot)
    {
      return p
    }
    if let p = CheckpointText.problem(field(5), key: "t", expecting: "a time", CheckpointText.isTime) { return p }
    // The fields printed only when not the default, each once at most.
    let optional = ["mode=", "folded", "screens=", "pendingConfig=", "task=sender"]
    for extra in fields.dropFirst(6) {
      guard
        optional.contains(where: { $0.hasSuffix("=") ? extra.hasPrefix($0) && extra.count > $0.count : extra == $0 })
      else { return "'\(extra)' is no field of an Android checkpoint (the line is cut short or changed)" }
    }
    return nil
  }
}
