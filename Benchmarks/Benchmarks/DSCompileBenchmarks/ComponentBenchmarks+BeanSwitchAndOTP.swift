import Benchmark
import Builders
import Foundation
import Render
import TokenModel

/// The bean page control mid-scroll, the custom switch mid-transition with gradients and a
/// thumb shadow, and the OTP field with digits and an error message, each laid out,
/// rendered at scale 2 with no margin around it and written as PNG (target: under 2 ms
/// each). Most of the OTP field's time is the PNG write of its 292 × 152-pixel picture.
func beanSwitchAndOTPBenchmarks() {
    Benchmark("Components: bean page control to PNG at scale 2", configuration: componentBenchmarkConfiguration) { benchmark in
        let control = BeanPageControlBuilder.startBuild().useAutoLayout().setCount(5).setPage(1, progress: 0.3).build()
        for _ in benchmark.scaledIterations {
            blackHole(try Renderer(scale: 2).renderFitting(control).pngData())
        }
    }

    Benchmark("Components: custom switch transition frame to PNG at scale 2", configuration: componentBenchmarkConfiguration) { benchmark in
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), offsetX: Dimension(0), offsetY: Dimension(1),
                            blur: Dimension(4), spread: Dimension(0))
        let toggle = CustomSwitchBuilder.startBuild()
            .useAutoLayout()
            .setOnGradient(Gradient(stops: [.init(color: Color(srgbHex: 0x5EDB7E), position: 0), .init(color: Color(srgbHex: 0x248A3D), position: 1)]))
            .setThumbGradient(Gradient(stops: [.init(color: .white, position: 0), .init(color: Color(srgbHex: 0xFFCC00), position: 1)]))
            .setThumbShadow(Themed([shadow]))
            .setOn(true)
            .setTransitionProgress(0.1)
            .build()
        for _ in benchmark.scaledIterations {
            blackHole(try Renderer(scale: 2).renderFitting(toggle).pngData())
        }
    }

    Benchmark("Components: OTP field with an error to PNG at scale 2", configuration: componentBenchmarkConfiguration) { benchmark in
        let field = OTPFieldBuilder.startBuild()
            .useAutoLayout()
            .setDigitFont(Typography(fontFamily: ["Inter"], fontSize: 17))
            .setErrorFont(Typography(fontFamily: ["Inter"], fontSize: 17))
            .setCode("4711")
            .showError(message: "Wrong code")
            .build()
        for _ in benchmark.scaledIterations {
            blackHole(try Renderer(scale: 2).renderFitting(field).pngData())
        }
    }
}
