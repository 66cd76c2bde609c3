import LayoutDSL
import TokenModel

extension BeanPageControlBuilder {
    /// The `beanPageControl` kind: the beans' colors, height, widths, gap and corner
    /// radius, plus the view's properties.
    public static let styleTable = StyleTable<BeanPageControlBuilder>(kind: BeanPageControlStyleKind.kind, viewRowsAnd: [
        .color(BeanPageControlStyleKind.beanActiveColor) { $0.setBeanActiveColor($1) },
        .color(BeanPageControlStyleKind.beanInactiveColor) { $0.setBeanInactiveColor($1) },
        .dimension(BeanPageControlStyleKind.beanHeight) { $0.setBeanHeight($1) },
        .dimension(BeanPageControlStyleKind.inactiveBeanWidth) { $0.setInactiveBeanWidth($1) },
        .dimension(BeanPageControlStyleKind.activeBeanWidth) { $0.setActiveBeanWidth($1) },
        .dimension(BeanPageControlStyleKind.padding) { $0.setPadding($1) },
        .dimension(BeanPageControlStyleKind.beanCornerRadius) { $0.setBeanCornerRadius($1) },
    ])
}
