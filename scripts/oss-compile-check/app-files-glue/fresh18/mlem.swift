// mlemgroup/mlem#1034 (F18-02), the same glue before and after the fix: BiometricUnlock.swift is
// compiled, but not run. Its only callers are the app's SwiftUI lock views (not in the fix's
// files); hosting it would mean writing the lock screen, which is more than glue.
public let descriptor: StrategyDescriptor? = nil
