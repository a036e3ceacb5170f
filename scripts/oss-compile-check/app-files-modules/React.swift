// Stub of React Native's module API (framework bridging, not measured; third unseen set).
@_exported import ShieldModel

/// A promise's resolve callback, as React Native's bridge passes it.
public typealias RCTPromiseResolveBlock = (Any?) -> Void
/// A promise's reject callback, as React Native's bridge passes it.
public typealias RCTPromiseRejectBlock = (String?, String?, Error?) -> Void
