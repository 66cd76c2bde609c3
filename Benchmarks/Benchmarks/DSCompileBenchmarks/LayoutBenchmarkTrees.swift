import Builders
import Foundation
import TokenModel

// Also compiled into BuildersTests (a symbolic link there), whose equivalence tests lay
// these trees out with and without each fast path of the layout pass.

/// The trees the layout benchmarks lay out.
enum LayoutBenchmarkTrees {
    // MARK: - List

    private static let titles = ["Design tokens", "Release notes", "Weekly sync", "Colour audit", "Typography scale"]
    private static let bodies = [
        "The semantic colours now resolve through the brand palette in both themes.",
        "Spacing tokens were renamed; the old names stay as aliases until the next major release, then go.",
        "Agenda: contrast checks, the new elevation scale, and which components still use raw hex values.",
        "Short note.",
        "Body and caption styles share one line-height ratio, so baselines line up on a 4-point grid across every screen.",
    ]

    /// A vertical stack of `cells` cells, each a horizontal stack (margins 16 / 12) of a
    /// 48 × 48 image view and a vertical stack of a one-line title and a wrapping body.
    /// The five titles and bodies repeat, as in a feed; with `distinctTexts` each cell's
    /// texts end in its number, so every label is measured on its own.
    static func list(cells: Int, distinctTexts: Bool = false) -> View {
        let title = Typography(fontFamily: ["Inter"], fontSize: 17, fontWeight: .semiBold, lineHeight: 1.3)
        let body = Typography(fontFamily: ["Inter"], fontSize: 15, lineHeight: 1.4)
        let list = StackView()
        list.axis = .vertical
        for index in 0..<cells {
            let image = ImageView().useAutoLayout()
            NSLayoutConstraint.activate([
                image.widthAnchor.constraint(equalToConstant: 48), image.heightAnchor.constraint(equalToConstant: 48),
            ])
            let suffix = distinctTexts ? " \(index + 1)" : ""
            let heading = Label(text: titles[index % titles.count] + suffix)
            heading.typography = title
            let text = Label(text: bodies[index % bodies.count] + suffix)
            text.typography = body
            text.numberOfLines = 0
            let labels = StackView(arrangedSubviews: [heading, text])
            labels.axis = .vertical
            labels.spacing = 4
            let cell = StackView(arrangedSubviews: [image, labels])
            cell.alignment = .top
            cell.spacing = 12
            cell.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
            cell.isLayoutMarginsRelativeArrangement = true
            list.addArrangedSubview(cell)
        }
        return list
    }

    /// The cells of ``list(cells:distinctTexts:)`` laid out by hand with `pin` instead of
    /// stack views: a ``PinListView`` of ``PinCellView``s, no constraint in the tree.
    static func pinList(cells: Int, distinctTexts: Bool = false) -> View {
        let title = Typography(fontFamily: ["Inter"], fontSize: 17, fontWeight: .semiBold, lineHeight: 1.3)
        let body = Typography(fontFamily: ["Inter"], fontSize: 15, lineHeight: 1.4)
        let list = PinListView()
        for index in 0..<cells {
            let suffix = distinctTexts ? " \(index + 1)" : ""
            let cell = PinCellView()
            cell.heading.text = titles[index % titles.count] + suffix
            cell.heading.typography = title
            cell.text.text = bodies[index % bodies.count] + suffix
            cell.text.typography = body
            cell.text.numberOfLines = 0
            list.addSubview(cell)
        }
        return list
    }

    // MARK: - Constrained tree

    /// A root with rows of ten views: each row a view pinned under the previous row, each
    /// view in it a fixed size and pinned after its left neighbour; `views` in all.
    static func constrainedTree(views: Int) -> View {
        let root = View()
        var previousRow: View?
        var count = 1
        while count < views {
            let row = View().useAutoLayout()
            root.addSubview(row)
            count += 1
            var constraints = [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
                row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor, constant: 4),
            ]
            var previous: View?
            for _ in 0..<min(9, views - count) {
                let cell = View().useAutoLayout()
                row.addSubview(cell)
                count += 1
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? row.leadingAnchor, constant: 4),
                    cell.topAnchor.constraint(equalTo: row.topAnchor),
                    cell.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor),
                    cell.widthAnchor.constraint(equalToConstant: 30),
                    cell.heightAnchor.constraint(equalToConstant: 20),
                ]
                previous = cell
            }
            if let previous {
                constraints.append(row.trailingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4))
            }
            constraints.append(row.heightAnchor.constraint(equalToConstant: 20))
            NSLayoutConstraint.activate(constraints)
            previousRow = row
        }
        return root
    }
}

/// A list laid out by hand: each cell below the one before, as wide as the list, as high
/// as it says it fits.
final class PinListView: View {
    override func layoutSubviews() {
        var previous: View?
        for cell in subviews {
            if let previous {
                cell.pin.below(of: previous).horizontally().sizeToFit(.width)
            } else {
                cell.pin.top().horizontally().sizeToFit(.width)
            }
            previous = cell
        }
    }
}

/// The benchmark list's cell laid out by hand: margins 16 / 12, a 48 × 48 image view, and
/// after it (12 points) a one-line title over a wrapping body 4 points below, as the stack
/// views of ``LayoutBenchmarkTrees/list(cells:distinctTexts:)`` place them.
final class PinCellView: View {
    // MARK: - Properties

    let image = ImageView()
    let heading = Label()
    let text = Label()
    private static let margins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    private static let imageSide: CGFloat = 48, spacing: CGFloat = 12, lineSpacing: CGFloat = 4

    // MARK: - Initializers

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(image)
        addSubview(heading)
        addSubview(text)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Layout

    override func layoutSubviews() {
        let margins = Self.margins
        image.pin.top(margins.top).left(margins.left).size(Self.imageSide)
        heading.pin.after(of: image, aligned: .top).right(margins.right).marginLeft(Self.spacing).sizeToFit(.width)
        text.pin.below(of: heading, aligned: .left).right(margins.right).marginTop(Self.lineSpacing).sizeToFit(.width)
    }

    /// As wide as offered; as high as the taller of the image and the texts, wrapped at
    /// the width left for them, plus the margins.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = Self.margins
        let textWidth = size.width - margins.left - Self.imageSide - Self.spacing - margins.right
        let fitting = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let texts = heading.sizeThatFits(fitting).height + Self.lineSpacing + text.sizeThatFits(fitting).height
        return CGSize(width: size.width, height: margins.top + max(Self.imageSide, texts) + margins.bottom)
    }
}
