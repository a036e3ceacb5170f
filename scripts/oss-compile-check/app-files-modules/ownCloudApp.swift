// Stub of ownCloudApp (the app's own framework, not measured; docs/fresh-reports/eighteenth):
// empty, so the first error names the first type AppLockManager.swift needs from it.
@_exported import ShieldModel
