// Stands for Essentia's EssCore package (the app's own): the measured files of it are compiled in
// the app's target, and the rest it names (the localization swizzle, the logger) is stubbed in
// the glue. This module only lets `import EssCore` resolve.
@_exported import ShieldModel
