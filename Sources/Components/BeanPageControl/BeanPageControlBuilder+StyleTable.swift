import LayoutDSL
import TokenModel

extension BeanPageControlBuilder {
    /// The `beanPageControl` kind: the beans' colors, height, widths, gap, corner radius
    /// and inset from a track, plus the view's properties.
    public static let styleTable = StyleTable<BeanPageControlBuilder>(kind: BeanPageControlStyleKind.kind, viewRowsAnd: [
        .color(BeanPageControlStyleKind.beanActiveColor, shows: { $0.beanActiveColor }) { $0.setBeanActiveColor($1) },
        .color(BeanPageControlStyleKind.beanInactiveColor, shows: { $0.beanInactiveColor }) { $0.setBeanInactiveColor($1) },
        .dimension(BeanPageControlStyleKind.beanHeight, shows: { $0.beanHeight }) { $0.setBeanHeight($1) },
        .dimension(BeanPageControlStyleKind.inactiveBeanWidth, shows: { $0.inactiveBeanWidth }) { $0.setInactiveBeanWidth($1) },
        .dimension(BeanPageControlStyleKind.activeBeanWidth, shows: { $0.activeBeanWidth }) { $0.setActiveBeanWidth($1) },
        .dimension(BeanPageControlStyleKind.padding, shows: { $0.padding }) { $0.setPadding($1) },
        .dimension(BeanPageControlStyleKind.beanCornerRadius, shows: { $0.beanCornerRadius }) { $0.setBeanCornerRadius($1) },
        .dimension(BeanPageControlStyleKind.trackInset, shows: { $0.trackInset }) { $0.setTrackInset($1) },
    ])
}
