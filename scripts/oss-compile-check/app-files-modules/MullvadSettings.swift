// Empty stand-in for Mullvad VPN's `MullvadSettings` module (ninth unseen set): the app's types the scene
// delegate names are stubbed in its glue (app-files-glue/unseen9/mullvad.swift); this module only
// answers the import.
@_exported import ShieldModel
