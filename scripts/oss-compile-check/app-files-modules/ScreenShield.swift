// Stub of the ScreenShield pod (a dependency the file imports but whose calls are commented out).
@_exported import ShieldModel
