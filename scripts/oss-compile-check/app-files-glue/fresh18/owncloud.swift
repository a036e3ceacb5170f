// owncloud/ios-app#1061 (F18-03), the same glue before and after the fix: AppLockManager.swift is
// compiled against empty ownCloudSDK / ownCloudApp stub modules, so the first error names what it
// needs; not run (its lock UI, keychain and settings live in those frameworks).
public let descriptor: StrategyDescriptor? = nil
