import TokenModel

extension BeanPageControlBuilder {
    /// The number of pages of the gallery's bean controls.
    static let specimenCount = 5

    /// The `beanPageControl` kind: the beans' colors, height, widths, gap and corner
    /// radius, plus the view's properties.
    public static let styleTable = StyleTable<BeanPageControlBuilder>(key: "beanPageControl", viewRowsAnd: [
        .color("beanActiveColor") { $0.setBeanActiveColor($1) },
        .color("beanInactiveColor") { $0.setBeanInactiveColor($1) },
        .dimension("beanHeight") { $0.setBeanHeight($1) },
        .dimension("inactiveBeanWidth") { $0.setInactiveBeanWidth($1) },
        .dimension("activeBeanWidth") { $0.setActiveBeanWidth($1) },
        .dimension("padding") { $0.setPadding($1) },
        .dimension("beanCornerRadius") { $0.setBeanCornerRadius($1) },
    ], gallery: StyleGallery(
        id: "bean-page-controls", title: "Bean page controls",
        summary: "Each bean style on the first, middle and last of \(specimenCount) pages, and its transition from the first page to the last, a row per step.",
        keywords: ["page control", "transition"]
    ) { _, styled in
        let count = specimenCount
        let pages = [0, count / 2, count - 1].map { page in
            StyleSpecimen("page \(page + 1) of \(count)", .fitting(wrapsText: false) { styled().setCount(count).setPage(page).build() })
        }
        let strip = StyleSpecimen("transition", detail: "count \(count) steps 4", .image { renderer, padding in
            try styled().setCount(count).setPage(0).build().transitionStrip(stepsPerPage: 4, renderer: renderer, padding: padding / 2)
        })
        return pages + [strip]
    })
}
