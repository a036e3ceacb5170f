extension AndroidDevice {
  /// Records that the app's own logic reached its coverage point `number` (``scriptBranchBits``).
  package func noteScriptBranch(_ number: Int) {
    let word = number / 64
    if scriptBranchBits.count <= word {
      scriptBranchBits += Array(repeating: 0, count: word + 1 - scriptBranchBits.count)
    }
    scriptBranchBits[word] |= 1 << UInt64(number % 64)
  }
}

extension Activity {
  /// Records on the activity's device that the app's own logic reached its coverage point `number`.
  package func noteScriptBranch(_ number: Int) { device.noteScriptBranch(number) }
}
