"""Loss curves as an SVG line chart (no plotting library needed) and the
results table: shared by the experiments (loss-scaling-experiment.py,
lstm-text-experiment.py, fp8-experiment.py)."""

import os


def moving_average(values, window):
    out, total = [], 0.0
    for i, v in enumerate(values):
        total += v
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def svg_chart(panels, path, steps, ceiling=None):
    """panels: [(title, [(label, values, colour, dashed), ...]), ...], one
    chart each, side by side; values per step from 1. `ceiling` caps the
    y axis (a diverged curve would flatten the others)."""
    width, height, margin = 560, 320, 56
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * len(panels)}" '
             f'height="{height}" font-family="sans-serif" font-size="12">',
             f'<rect width="100%" height="100%" fill="white"/>']
    for p, (title, series) in enumerate(panels):
        top = max(max(v for v in values if v == v) for _, values, _, _ in series)
        top = (min(top, ceiling) if ceiling else top) * 1.05
        x0 = p * width + margin
        plot_w, plot_h = width - margin - 16, height - 2 * margin

        def x(step):
            return x0 + plot_w * (step - 1) / max(steps - 1, 1)

        def y(value):
            return margin + plot_h * (1 - min(value, top) / top)

        parts.append(f'<text x="{x0}" y="{margin - 24}" font-weight="bold">{title}</text>')
        parts.append(f'<rect x="{x0}" y="{margin}" width="{plot_w}" height="{plot_h}" '
                     f'fill="none" stroke="#888"/>')
        for tick in range(6):
            value = top * tick / 5
            parts.append(f'<text x="{x0 - 6}" y="{y(value) + 4:.1f}" text-anchor="end">'
                         f'{value:.2f}</text>')
        for tick in range(5):
            step = 1 + (steps - 1) * tick / 4
            parts.append(f'<text x="{x(step):.1f}" y="{margin + plot_h + 16}" '
                         f'text-anchor="middle">{int(step)}</text>')
        parts.append(f'<text x="{x0 + plot_w / 2}" y="{height - 12}" '
                     f'text-anchor="middle">step</text>')
        for i, (label, values, colour, dashed) in enumerate(series):
            stride = max(1, len(values) // 400)
            points = " ".join(f"{x(s + 1):.1f},{y(v):.1f}"
                              for s, v in enumerate(values) if s % stride == 0 and v == v)
            dash = ' stroke-dasharray="6 3"' if dashed else ""
            parts.append(f'<polyline fill="none" stroke="{colour}" '
                         f'stroke-width="1.6"{dash} points="{points}"/>')
            parts.append(f'<text x="{x0 + plot_w - 8}" y="{margin + 18 + 16 * i}" '
                         f'text-anchor="end" fill="{colour}">{label}</text>')
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


def write_results(out, lines, checks, footer):
    """Appends a table of the targets (`checks`: (name, met) pairs) and
    `footer` to the table `lines`, writes it to out/results.md and prints
    it; returns the exit status: 1 when a target is missed."""
    lines = lines + ["", "| target | met |", "|---|---|"]
    lines += [f"| {name} | {'yes' if ok else 'NO'} |" for name, ok in checks]
    lines += ["", footer]
    table = "\n".join(lines) + "\n"
    with open(os.path.join(out, "results.md"), "w") as f:
        f.write(table)
    print(table)
    print(f"CSVs, loss.svg and results.md are in {out}")
    return 0 if all(ok for _, ok in checks) else 1
