// Stub of the SwiftUI-Introspect library (a dependency, not measured): imported by Asobi's
// View.swift (unseen21), which calls none of it; the `App` that does is not measured.
@_exported import ShieldModel
