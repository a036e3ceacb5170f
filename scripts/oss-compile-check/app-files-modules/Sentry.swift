// Stub of the Sentry SDK (kukai's crash reporter, not measured): imported, nothing of it is called
// by the measured files outside comments.
@_exported import ShieldModel
