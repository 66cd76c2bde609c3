import Builders
import DesignSnapshots
import Foundation
import Gallery
import Testing
import TokenModel

/// Asserts `recipe`'s picture, drawn by its rule on the theme's screen background
/// (``Snapshotting/specimen(theme:)``: a view laid out and padded, or the image the recipe
/// draws with the renderer), against the recipe's reference: the picture the gallery draws
/// from the same recipe, which `GalleryReferenceTests` holds equal to it. `exemption`, when
/// given, is why the picture's text may be below WCAG AA (colors that are not the design
/// system's, as SurfUtils' own examples).
package func assertRecipeSnapshot(_ recipe: SnapshotRecipe, theme: Theme, exemptingTextContrastBecause exemption: String? = nil,
                                 fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
    let reference = try #require(recipe.reference, "the recipe names no snapshot reference")
    let strategy = Snapshotting.specimen(theme: theme)
    assertSnapshot(of: recipe, as: exemption.map { strategy.exemptingTextContrast(because: $0) } ?? strategy,
                   named: reference.name, suite: reference.suite, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the recipe of every specimen of `specimens` (a style's pictures as the gallery
/// shows them) with ``assertRecipeSnapshot(_:theme:exemptingTextContrastBecause:fileID:filePath:line:column:)``;
/// a specimen drawn by no recipe fails, since every component picture is drawn from one.
package func assertSpecimenSnapshots(_ specimens: [StyleSpecimen], theme: Theme,
                                    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
    for specimen in specimens {
        let recipe = try #require(specimen.recipe, "«\(specimen.caption)» is drawn by no recipe",
                                  sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        try assertRecipeSnapshot(recipe, theme: theme, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
