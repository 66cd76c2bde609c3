import Foundation
import TestSupport
import Testing
import TokenModel

/// The DTCG conformance fixtures for colors, in Tests/Fixtures/corpus.
private let colorFixtures = PackagePaths.conformanceFixtures.appendingPathComponent("format").path

@Suite("ColorSpace")
struct ColorSpaceTests {
    // MARK: - Conversion: known values

    @Test func hslAndHWBPrimaries() {
        #expect(ColorSpace.hsl.toSRGB([0, 100, 50], alpha: 1).color.hexString == "#FF0000")
        #expect(ColorSpace.hwb.toSRGB([120, 0, 0], alpha: 1).color.hexString == "#00FF00")
        #expect(ColorSpace.hsl.toSRGB([0, 100, 50], alpha: 1).clipped == false)
    }

    @Test func oklchRed() {
        let (color, _) = ColorSpace.oklch.toSRGB([0.628, 0.2577, 29.23], alpha: 1)
        #expect(Self.channels(color, areWithin: 1.0 / 255, of: [1, 0, 0]))
    }

    /// sRGB red is lab(54.29 80.80 69.89) in CSS's D50 CIELAB; the often quoted
    /// (53.24, 80.09, 67.20) is CIELAB relative to D65 and lands about 4.5/255 away.
    @Test func labRed() {
        let (color, _) = ColorSpace.lab.toSRGB([54.29, 80.80, 69.89], alpha: 1)
        #expect(Self.channels(color, areWithin: 2.0 / 255, of: [1, 0, 0]))
    }

    @Test func displayP3RedIsOutsideSRGB() {
        let (color, clipped) = ColorSpace.displayP3.toSRGB([1, 0, 0], alpha: 1)
        #expect(clipped)
        #expect(color.red == 1)
        #expect(color.green == 0)
    }

    @Test func xyzD65WhitePointIsWhite() {
        let (color, _) = ColorSpace.xyzD65.toSRGB([0.9505, 1, 1.089], alpha: 1)
        #expect(color.hexString == "#FFFFFF")
    }

    @Test func srgbLinearIsGammaEncoded() {
        let (color, clipped) = ColorSpace.srgbLinear.toSRGB([0.5, 0.5, 0.5], alpha: 1)
        #expect(abs(color.red - 0.7354) < 1e-4)
        #expect(color.red == color.green && color.green == color.blue)
        #expect(!clipped)
    }

    @Test func noneHueGivesGrey() {
        let (color, clipped) = ColorSpace.hsl.toSRGB([nil, 0, 50], alpha: 1)
        #expect(Self.channels(color, areWithin: 1e-12, of: [0.5, 0.5, 0.5]))
        #expect(!clipped)
    }

    @Test func missingAndNoneComponentsCountAsZero() {
        #expect(ColorSpace.srgb.toSRGB([], alpha: 1).color == Color(red: 0, green: 0, blue: 0))
        #expect(ColorSpace.srgb.toSRGB([1, nil], alpha: 1).color == Color(red: 1, green: 0, blue: 0))
        #expect(ColorSpace.hwb.toSRGB([nil, nil, nil], alpha: 1).color.hexString == "#FF0000")
    }

    @Test func alphaIsKept() {
        #expect(ColorSpace.oklch.toSRGB([0.5, 0.1, 200], alpha: 0.25).color.alpha == 0.25)
        #expect(ColorSpace.srgb.toSRGB([0, 0, 0], alpha: 2).color.alpha == 1)
    }

    @Test func huesWrapAround() {
        let wrapped = ColorSpace.hsl.toSRGB([480, 100, 50], alpha: 1).color
        let plain = ColorSpace.hsl.toSRGB([120, 100, 50], alpha: 1).color
        #expect(Self.channels(wrapped, areWithin: 1e-12, of: [plain.red, plain.green, plain.blue]))
    }

    /// The DTCG Color Module's "Hot pink" examples and the hsl-basic conformance fixture against
    /// the hex each gives. (The module's hsl and hwb "Hot pink" use hue 330, which is #FF0080, and
    /// the hwb-basic fixture's #339933 is not hwb(120 20% 30%), which is #33B333.)
    @Test(arguments: [
        (ColorSpace.lab, [60.17, 93.54, -60.5], "#FF00FF"),
        (.lch, [60.17, 111.4, 327.11], "#FF00FF"),
        (.oklab, [0.701, 0.2746, -0.169], "#FF00FF"),
        (.oklch, [0.7016, 0.3225, 328.363], "#FF00FF"),
        (.xyzD65, [0.5929, 0.2848, 0.9699], "#FF00FF"),
        (.xyzD50, [0.5791, 0.2831, 0.728], "#FF00FF"),
        (.hsl, [180, 50, 50], "#40BFBF"),
        (.srgbLinear, [1, 0, 1], "#FF00FF"),
        (.hwb, [300, 0, 0], "#FF00FF"),
        (.hwb, [120, 20, 30], "#33B333"),
    ])
    func specificationExamples(space: ColorSpace, components: [Double], hex: String) throws {
        let expected = try #require(Color(hexString: hex))
        let (color, _) = space.toSRGB(components, alpha: 1)
        #expect(Self.channels(color, areWithin: 2.0 / 255, of: [expected.red, expected.green, expected.blue]))
    }

    /// sRGB (0.2, 0.6, 0.4) written in each space (computed independently from the primaries'
    /// chromaticities) comes back to itself, inside the gamut.
    @Test(arguments: [
        (ColorSpace.srgbLinear, [0.0331047665708851, 0.318546778125092, 0.132868321553818]),
        (.displayP3, [0.320460585019015, 0.591810673683961, 0.416336442308397]),
        (.a98RGB, [0.373159167638878, 0.594414534416763, 0.409692745437144]),
        (.prophotoRGB, [0.3372666767675, 0.49812560045446, 0.352452516152369]),
        (.rec2020, [0.429310529562202, 0.602754845097686, 0.450563088529304]),
        (.xyzD65, [0.151539619792066, 0.244446114861753, 0.164904666966462]),
        (.xyzD50, [0.156135216741132, 0.243782085373195, 0.12626707418261]),
        (.lab, [56.4644919696901, -39.8257928869161, 17.961791516537]),
        (.lch, [56.4644919696901, 43.6888971428105, 155.724196207907]),
        (.oklab, [0.610885210205427, -0.112819185787773, 0.0465994241071519]),
        (.oklch, [0.610885210205427, 0.122064224934803, 157.557161951492]),
        (.hsl, [150, 50, 40]),
        (.hwb, [150, 20, 40]),
    ])
    func roundTripsToSRGB(space: ColorSpace, components: [Double]) {
        let (color, clipped) = space.toSRGB(components, alpha: 1)
        #expect(Self.channels(color, areWithin: 1e-9, of: [0.2, 0.6, 0.4]))
        #expect(!clipped)
    }

    @Test(arguments: ColorSpace.allCases)
    func whiteAndBlackStayInGamut(space: ColorSpace) {
        let white = space.toSRGB(Self.white(in: space), alpha: 1)
        #expect(Self.channels(white.color, areWithin: 1e-6, of: [1, 1, 1]))
        #expect(!white.clipped)
        let black = space.toSRGB(Self.black(in: space), alpha: 1)
        #expect(Self.channels(black.color, areWithin: 1e-9, of: [0, 0, 0]))
        #expect(!black.clipped)
    }

    // MARK: - Validation

    @Test func outOfRangeComponentsAreProblems() {
        #expect(ColorSpace.hsl.problem(withComponent: 0, value: 360) == "the hue must be at least 0 and less than 360, not 360")
        #expect(ColorSpace.oklch.problem(withComponent: 2, value: 360) != nil)
        #expect(ColorSpace.lab.problem(withComponent: 0, value: 101) == "the lightness must be at least 0 and at most 100, not 101")
        #expect(ColorSpace.oklab.problem(withComponent: 0, value: 1.5) == "the lightness must be at least 0 and at most 1, not 1.5")
        #expect(ColorSpace.lch.problem(withComponent: 1, value: -1) == "the chroma must be at least 0, not -1")
        #expect(ColorSpace.srgb.problem(withComponent: 0, value: -0.1) == "the red must be at least 0 and at most 1, not -0.1")
        #expect(ColorSpace.hwb.problem(withComponent: 2, value: 100.5)?.contains("blackness") == true)
        #expect(ColorSpace.rec2020.problem(withComponent: 1, value: 1.01)?.contains("green") == true)
    }

    @Test(arguments: ColorSpace.allCases)
    func nonFiniteValuesAreProblems(space: ColorSpace) {
        for index in 0..<3 {
            #expect(space.problem(withComponent: index, value: .nan) != nil)
            #expect(space.problem(withComponent: index, value: .infinity) != nil)
            #expect(space.problem(withComponent: index, value: -.infinity) != nil)
        }
        #expect(ColorSpace.lab.problem(withComponent: 1, value: .nan) == "the a must be a finite number, not NaN")
    }

    @Test(arguments: ColorSpace.allCases)
    func zeroAndOneAreValidEverywhere(space: ColorSpace) {
        for index in 0..<3 {
            #expect(space.problem(withComponent: index, value: 0) == nil)
            #expect(space.problem(withComponent: index, value: 1) == nil)
        }
    }

    @Test func unboundedComponentsTakeAnyFiniteNumber() {
        #expect(ColorSpace.lab.problem(withComponent: 1, value: -200) == nil)
        #expect(ColorSpace.lab.problem(withComponent: 2, value: 200) == nil)
        #expect(ColorSpace.oklab.problem(withComponent: 1, value: -0.8) == nil)
        #expect(ColorSpace.lch.problem(withComponent: 1, value: 250) == nil)
        #expect(ColorSpace.oklch.problem(withComponent: 1, value: 0.6) == nil)
        #expect(ColorSpace.xyzD65.problem(withComponent: 2, value: 1.089) == nil)
        #expect(ColorSpace.xyzD50.problem(withComponent: 0, value: -0.01) == nil)
        #expect(ColorSpace.hsl.problem(withComponent: 0, value: 359.999) == nil)
    }

    @Test func componentIndexOutsideZeroToTwoIsAProblem() {
        #expect(ColorSpace.srgb.problem(withComponent: 3, value: 0) != nil)
        #expect(ColorSpace.srgb.problem(withComponent: -1, value: 0) != nil)
    }

    @Test func rawValuesAreTheDTCGNames() {
        #expect(ColorSpace.allCases.count == 14)
        #expect(ColorSpace(rawValue: "display-p3") == .displayP3)
        #expect(ColorSpace(rawValue: "a98-rgb") == .a98RGB)
        #expect(ColorSpace(rawValue: "prophoto-rgb") == .prophotoRGB)
        #expect(ColorSpace(rawValue: "xyz-d50") == .xyzD50)
        #expect(ColorSpace(rawValue: "xyz") == nil)
        #expect(ColorSpace(rawValue: "cmyk") == nil)
    }

    // MARK: - Conformance fixtures

    @Test
    func everyPositiveFixtureIsValid() throws {
        let files = try Self.colorValues(inFolder: "positive/colors")
        try #require(!files.isEmpty)
        for (file, values) in files {
            #expect(!values.isEmpty, "\(file) has no color value")
            for value in values {
                let spaceName = try #require(value["colorSpace"] as? String, "\(file): colorSpace")
                let space = try #require(ColorSpace(rawValue: spaceName), "\(file): unknown color space \(spaceName)")
                let components = try #require(Self.components(of: value), "\(file): components")
                #expect(components.count == 3, "\(file)")
                if let alpha = value["alpha"] {
                    let number = try #require(alpha as? NSNumber, "\(file): alpha")
                    #expect((0...1).contains(number.doubleValue), "\(file): alpha")
                }
                for (index, component) in components.enumerated() {
                    guard let component else { continue }
                    #expect(space.problem(withComponent: index, value: component) == nil, "\(file): component \(index)")
                }
            }
        }
    }

    /// The fixtures that are wrong only because a component is out of its range.
    @Test
    func everyComponentRangeNegativeFixtureHasAProblem() throws {
        let names = [
            "color-component-out-of-range", "color-negative-component", "hsl-hue-equals-360",
            "hsl-negative-lightness", "hsl-saturation-over-100", "lab-lightness-over-100",
            "lch-negative-chroma", "oklab-lightness-over-1", "oklch-hue-equals-360",
        ]
        let files = try Self.colorValues(inFolder: "negative/colors")
        for name in names {
            let value = try #require(files.first { $0.file == name + ".json" }?.values.first, "\(name).json")
            let space = try #require((value["colorSpace"] as? String).flatMap(ColorSpace.init(rawValue:)), "\(name)")
            let components = try #require(Self.components(of: value), "\(name): components")
            let problems = components.enumerated().compactMap { index, component in
                component.flatMap { space.problem(withComponent: index, value: $0) }
            }
            #expect(!problems.isEmpty, "\(name).json")
        }
    }

    // MARK: - Helpers

    private static func channels(_ color: Color, areWithin tolerance: Double, of expected: [Double]) -> Bool {
        zip([color.red, color.green, color.blue], expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private static func white(in space: ColorSpace) -> [Double?] {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [1, 1, 1]
        case .hsl: [nil, 0, 100]
        case .hwb: [nil, 100, 0]
        case .lab, .lch: [100, 0, nil]
        case .oklab, .oklch: [1, 0, nil]
        case .xyzD65: [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
        case .xyzD50: [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        }
    }

    private static func black(in space: ColorSpace) -> [Double?] {
        switch space {
        case .hsl: [nil, 0, 0]
        case .hwb: [nil, 0, 100]
        default: [0, 0, 0]
        }
    }

    /// The color `$value` objects in each fixture file of `folder`, by file name.
    private static func colorValues(inFolder folder: String) throws -> [(file: String, values: [[String: Any]])] {
        let directory = URL(fileURLWithPath: colorFixtures).appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        return try files.map { file in
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            return (file, colorValues(in: try JSONSerialization.jsonObject(with: data)))
        }
    }

    private static func colorValues(in node: Any) -> [[String: Any]] {
        guard let object = node as? [String: Any] else { return [] }
        if let value = object["$value"] as? [String: Any], value["colorSpace"] != nil {
            return [value]
        }
        return object.keys.sorted().flatMap { key in colorValues(in: object[key] as Any) }
    }

    /// The components of a color value, nil for "none"; nil overall if any entry is neither.
    private static func components(of value: [String: Any]) -> [Double?]? {
        guard let entries = value["components"] as? [Any] else { return nil }
        var components: [Double?] = []
        for entry in entries {
            if let keyword = entry as? String, keyword == "none" {
                components.append(nil)
            } else if let number = entry as? NSNumber {
                components.append(number.doubleValue)
            } else {
                return nil
            }
        }
        return components
    }
}
