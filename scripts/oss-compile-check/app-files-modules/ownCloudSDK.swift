// Stub of ownCloudSDK (a dependency, not measured; docs/fresh-reports/eighteenth): empty, so the
// first error names the first SDK type AppLockManager.swift needs.
@_exported import ShieldModel
