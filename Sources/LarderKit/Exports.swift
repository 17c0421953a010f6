// The value types the application's API speaks in, so that an app or the CLI needs `import LarderKit` only.
@_exported import FlavorGraph
@_exported import LarderCatalog
@_exported import LarderCore
@_exported import LarderMatch
@_exported import LarderUpdate
@_exported import LarderUser
@_exported import RecipeFormats
