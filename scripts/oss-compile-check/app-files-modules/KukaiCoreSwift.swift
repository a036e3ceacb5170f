// Stub of KukaiCoreSwift (kukai's wallet core, not measured): imported, nothing of it is called by
// the measured files.
@_exported import ShieldModel
