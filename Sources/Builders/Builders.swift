// `import Builders` gives an adopter the whole view library, as before it was split:
// the views and their layout (ViewKit), the layout DSLs and fluent builders (LayoutDSL) and
// the components (Components). Each module owns one layer; this one only joins them.
@_exported import Components
@_exported import LayoutDSL
// The layout pass's fast-path switches stay behind their SPI, for benchmarks and tests.
@_spi(LayoutFastPaths) @_exported import ViewKit
