import ShieldModel

extension IOSPlatform {
  /// Why `text` is no ``DeviceSummary`` text (`t=0.3 fg overlay=- rec=0 mir=0 kb=0 q=0/0/1 A:foregroundActive[0]`),
  /// or `nil`: the first field cut short, missing or not of its form.
  public static func checkpointProblem(_ text: Substring) -> String? {
    let fields = text.split(separator: " ")
    func field(_ i: Int) -> Substring? { i < fields.count ? fields[i] : nil }
    let states: Set<Substring> = ["not-launched", "crashed", "suspended", "fg", "bg"]
    if let p = CheckpointText.problem(field(0), key: "t", expecting: "a time", CheckpointText.isTime) { return p }
    guard let state = field(1), states.contains(state) else {
      return "the app's state after the time is missing or not one of not-launched, crashed, suspended, fg, bg"
    }
    if let p = CheckpointText.problem(field(2), key: "overlay", expecting: "a system overlay or -", { !$0.isEmpty }) {
      return p
    }
    for (i, key) in ["rec", "mir", "kb"].enumerated() {
      if let p = CheckpointText.problem(field(3 + i), key: key, expecting: "0 or 1", { $0 == "0" || $0 == "1" }) {
        return p
      }
    }
    let queues = { (v: Substring) in
      let parts = v.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 3 && parts.allSatisfy(CheckpointText.isCount)
    }
    if let p = CheckpointText.problem(field(6), key: "q", expecting: "three counts N/N/N", queues) { return p }
    for scene in fields.dropFirst(7) where !isSceneField(scene) {
      return "'\(scene)' is not a scene's 'ID:state[window levels]' (the line is cut short or changed)"
    }
    return nil
  }

  /// Whether `field` is `ID:state[levels]`: an identifier, an activation state, window levels as numbers.
  private static func isSceneField(_ field: Substring) -> Bool {
    guard let colon = field.firstIndex(of: ":"), colon > field.startIndex, field.hasSuffix("]"),
      let open = field[colon...].firstIndex(of: "[")
    else { return false }
    let state = field[field.index(after: colon)..<open]
    let levels = field[field.index(after: open)..<field.index(before: field.endIndex)]
    return !state.isEmpty && state.allSatisfy(\.isLetter)
      && (levels.isEmpty
        || levels.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { Double($0) != nil })
  }
}
