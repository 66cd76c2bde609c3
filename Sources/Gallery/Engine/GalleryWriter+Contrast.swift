import TokenModel

// MARK: - Contrasts shown as facts

extension GalleryWriter {
    /// `catalog` with the contrasts each color token's description states
    /// (``ContrastClaimCheck``) as facts of its variants, rated in each variant's first
    /// theme, as `dscompile validate` rates them in every theme.
    static func addingStatedContrasts(to catalog: GalleryCatalog, of system: ResolvedDesignSystem) -> GalleryCatalog {
        var catalog = catalog
        var findingsByTheme: [Theme: [String: [ContrastClaimCheck.Finding]]] = [:]
        for section in catalog.sections.indices {
            for entry in catalog.sections[section].entries.indices {
                let id = catalog.sections[section].entries[entry].id
                for variant in catalog.sections[section].entries[entry].variants.indices {
                    guard let theme = catalog.sections[section].entries[entry].variants[variant].themes.first else { continue }
                    if findingsByTheme[theme] == nil {
                        findingsByTheme[theme] = Dictionary(grouping: ContrastClaimCheck.findings(in: system, theme: theme)) { "color-\($0.token)" }
                    }
                    let facts = (findingsByTheme[theme]?[id] ?? []).map(GalleryFact.statedContrast)
                    catalog.sections[section].entries[entry].variants[variant].facts += facts
                }
            }
        }
        return catalog
    }

    /// `sections` with each drawn picture's text contrast problems as facts of its variant,
    /// and those problems one a line with their entry, for the run's report.
    static func addingDrawnTextFacts(to sections: [GallerySection], images: [String: GalleryImageResult])
        -> (sections: [GallerySection], problems: [(entry: String, source: SourceLocation?, message: String)]) {
        var sections = sections
        var problems: [(entry: String, source: SourceLocation?, message: String)] = []
        for section in sections.indices {
            for entry in sections[section].entries.indices {
                let name = sections[section].entries[entry].name, source = sections[section].entries[entry].source
                for variant in sections[section].entries[entry].variants.indices {
                    let pictures = sections[section].entries[entry].variants[variant].pictures
                    for picture in pictures {
                        guard case .image(let image)? = images[picture.recipe] else { continue }
                        for problem in image.drawnTextProblems {
                            sections[section].entries[entry].variants[variant].facts.append(.drawnText(problem, caption: picture.caption))
                            problems.append((name, source, "\(picture.caption.map { "\($0): " } ?? "")\(problem)"))
                        }
                    }
                }
            }
        }
        return (sections, problems)
    }
}
