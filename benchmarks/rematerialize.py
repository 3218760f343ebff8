#!/usr/bin/python3
"""Activation checkpointing's trade-off, measured: saved activations against
recompute and step time, for mpt-rematerialize's budgets and Chen's sqrt(n).

  benchmarks/rematerialize.py [--build DIR] [--out DIR] [--steps N] [--quick]
  benchmarks/rematerialize.py --from-csv DIR/rematerialize.csv   # redraw

For the transformer example (2 blocks) and a generated 12-block transformer
of the same shapes (4x32 tokens, model 128, FFN 512, SGD, FP32), this runs
mpt-rematerialize at a sweep of budgets (fractions of today's saved bytes)
with every op class recomputable (never-recompute=none) and with the
default (contractions never recomputed, budget min), Megatron-style
selective recomputation, and Chen et al.'s sqrt(n) rule on the same graph.
For each plan it prints the saved activation bytes and the recompute cost the
pass reports (FLOP-equivalents, and as a share of the forward's own cost),
then mpt-run's counted step heap peak and steps/s, as ratios against the
plan that recomputes nothing, measured in the same run (the baseline runs
first and last; their spread is the machine's noise). It writes the table as
rematerialize.csv and the curves as rematerialize.svg in --out, and names
the plans with the least saved activations and the least heap peak at
<= 30 % measured step-time overhead. The budget bounds the bytes kept across
the forward/backward boundary; what the backward holds while it recomputes is
not in the pass's model, and the heap-peak column shows where the two part.
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
REMARK = re.compile(
    r"saved activations (\d+) bytes .*? -> (\d+) bytes .*?, recomputing (\d+) "
    r"ops at (\d+) FLOP-equivalents")


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    return result.stdout + result.stderr


def plans(quick):
    fractions = [0.8, 0.5, 0.3] if quick else [
        0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]
    out = [("keep all", "budget=1.0")]
    out += [(f"budget {f}", f"budget={f} never-recompute=none")
            for f in fractions]
    out += [("budget min", "budget=min never-recompute=none"),
            ("min, no matmuls", "budget=min"),
            ("selective", "selective=true"),
            ("sqrt(n)", "strategy=sqrt-n never-recompute=none")]
    return out


def plan_figures(opt, step, options):
    text = run([opt, step, "--mpt-autodiff",
                f"--mpt-rematerialize={options}",
                "--remarks-filter=mpt-rematerialize",
                "--remark-format=emitRemark", "-o", os.devnull])
    match = REMARK.search(text)
    if not match:
        sys.exit(f"no mpt-rematerialize summary for {options}:\n{text}")
    return [int(g) for g in match.groups()]


def measure(mpt_run, step, options, steps):
    pipeline = ("mpt-autodiff,mpt-rematerialize{" + options +
                "},canonicalize,cse")
    text = run([mpt_run, step, "--pipeline=" + pipeline, "--data=synthetic",
                "--hyper=0.01", f"--steps={steps}", "--print-every=0",
                "--report-memory"])
    # The last progress line: the rate over the whole run.
    rate = float(re.findall(r"([0-9.]+) steps/s", text)[-1])
    peak = int(re.search(r"step heap peak: (\d+) bytes", text).group(1))
    return rate, peak


def svg_chart(rows, path):
    """Per model: recompute share (modelled) and measured step-time ratio
    against the saved activation bytes."""
    models = list(dict.fromkeys(r["model"] for r in rows))
    width, height, margin = 520, 340, 60
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" '
             f'width="{width * len(models)}" height="{height}" '
             f'font-family="sans-serif" font-size="12">',
             '<rect width="100%" height="100%" fill="white"/>']
    for p, model in enumerate(models):
        data = [r for r in rows if r["model"] == model]
        top_x = max(r["saved_bytes"] for r in data) / 2**20 * 1.05
        top_y = max(max(r["time_ratio"], 1 + r["recompute_share"])
                    for r in data) * 1.05
        bottom_y = min(min(r["peak_ratio"], r["time_ratio"])
                       for r in data) * 0.9
        x0 = p * width + margin
        plot_w, plot_h = width - margin - 16, height - 2 * margin

        def x(mib):
            return x0 + plot_w * mib / top_x

        def y(value):
            return margin + plot_h * (1 - (value - bottom_y) /
                                      (top_y - bottom_y))

        parts.append(f'<text x="{x0}" y="{margin - 28}" font-weight="bold">'
                     f'{model}: step cost vs saved activations</text>')
        parts.append(f'<rect x="{x0}" y="{margin}" width="{plot_w}" '
                     f'height="{plot_h}" fill="none" stroke="#888"/>')
        for tick in range(6):
            value = bottom_y + (top_y - bottom_y) * tick / 5
            parts.append(f'<text x="{x0 - 6}" y="{y(value) + 4:.1f}" '
                         f'text-anchor="end">{value:.2f}</text>')
            mib = top_x * tick / 5
            parts.append(f'<text x="{x(mib):.1f}" y="{margin + plot_h + 16}" '
                         f'text-anchor="middle">{mib:.1f}</text>')
        parts.append(f'<text x="{x0 + plot_w / 2}" y="{height - 16}" '
                     f'text-anchor="middle">saved activations (MiB); lines: '
                     f'min-cut budgets, squares: other plans</text>')
        curve = sorted((r for r in data if r["plan"].startswith(("budget",
                                                                  "keep"))
                        and r["plan"] != "budget min, no matmuls"),
                       key=lambda r: r["saved_bytes"])
        for key, colour, label, base in [
                ("time_ratio", "#1f77b4", "measured step time / keep all", 0),
                ("recompute_share", "#d62728",
                 "1 + recompute / forward cost (model)", 1),
                ("peak_ratio", "#2ca02c", "counted heap peak / keep all", 0)]:
            points = " ".join(
                f"{x(r['saved_bytes'] / 2**20):.1f},{y(base + r[key]):.1f}"
                for r in curve)
            parts.append(f'<polyline fill="none" stroke="{colour}" '
                         f'stroke-width="1.6" points="{points}"/>')
            for r in curve:
                parts.append(f'<circle cx="{x(r["saved_bytes"] / 2**20):.1f}" '
                             f'cy="{y(base + r[key]):.1f}" r="2.5" '
                             f'fill="{colour}"/>')
            row = {"time_ratio": 0, "recompute_share": 1, "peak_ratio": 2}[key]
            parts.append(f'<text x="{x0 + plot_w - 8}" '
                         f'y="{margin + 18 + 16 * row}" '
                         f'text-anchor="end" fill="{colour}">{label}</text>')
        for r in data:
            if r["plan"] in ("sqrt(n)", "selective", "min, no matmuls"):
                for key, base, colour in [("time_ratio", 0, "#1f77b4"),
                                          ("recompute_share", 1, "#d62728"),
                                          ("peak_ratio", 0, "#2ca02c")]:
                    cx, cy = x(r["saved_bytes"] / 2**20), y(base + r[key])
                    parts.append(f'<rect x="{cx - 4:.1f}" y="{cy - 4:.1f}" '
                                 f'width="8" height="8" fill="none" '
                                 f'stroke="{colour}"/>')
                    parts.append(f'<text x="{cx + 6:.1f}" y="{cy - 6:.1f}" '
                                 f'fill="{colour}">{r["plan"]}</text>')
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--out", default=None)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--quick", action="store_true",
                        help="three budgets, 5 steps, the 2-block model only")
    parser.add_argument("--from-csv", default=None,
                        help="redraw rematerialize.svg in --out from a "
                             "rematerialize.csv this script wrote")
    args = parser.parse_args()
    if args.from_csv:
        with open(args.from_csv) as f:
            rows = [{k: (v if k in ("model", "plan", "options") else
                         float(v)) for k, v in r.items()}
                    for r in csv.DictReader(f)]
        out = args.out or os.path.dirname(args.from_csv)
        os.makedirs(out, exist_ok=True)
        svg_chart(rows, os.path.join(out, "rematerialize.svg"))
        return
    steps = 5 if args.quick else args.steps
    opt = os.path.join(args.build, "bin", "mpt-opt")
    mpt_run = os.path.join(args.build, "bin", "mpt-run")
    out = args.out or tempfile.mkdtemp(prefix="rematerialize-")
    os.makedirs(out, exist_ok=True)

    models = [("2 blocks", os.path.join(ROOT, "examples",
                                        "transformer_block.mlir"))]
    if not args.quick:
        deep = os.path.join(out, "transformer_12.mlir")
        run([sys.executable, os.path.join(ROOT, "benchmarks",
                                          "gen_training_step.py"),
             "transformer", "--dialect", "mpt", "--layers", "12", "--batch",
             "4", "--seq", "32", "--model-dim", "128", "--ffn", "512",
             "-o", deep])
        models.append(("12 blocks", deep))

    rows = []
    for model, step in models:
        # The forward's own cost: what recomputing all of it costs.
        forward = plan_figures(opt, step, "budget=min never-recompute=none")[3]
        base_rate, base_peak = measure(mpt_run, step, "budget=1.0", steps)
        model_rows = []
        for name, options in plans(args.quick):
            today, saved, ops, cost = plan_figures(opt, step, options)
            rate, peak = measure(mpt_run, step, options, steps)
            model_rows.append({
                "model": model, "plan": name, "options": options,
                "today_bytes": today, "saved_bytes": saved,
                "saved_ratio": saved / today, "recomputed_ops": ops,
                "recompute_cost": cost, "recompute_share": cost / forward,
                "heap_peak": peak, "peak_ratio": peak / base_peak,
                "steps_per_s": rate, "time_ratio": base_rate / rate})
        end_rate, _ = measure(mpt_run, step, "budget=1.0", steps)
        print(f"\n{model} ({os.path.relpath(step, ROOT) if step.startswith(ROOT) else 'generated'}): "
              f"{today} bytes saved today, forward cost {forward} "
              f"FLOP-equivalents; keep-all baseline {base_rate:.2f} steps/s "
              f"first, {end_rate:.2f} last (noise "
              f"{abs(base_rate - end_rate) / base_rate * 100:.1f} %)")
        print(f"  {'plan':<18} {'saved MiB':>9} {'x today':>7} {'ops':>4} "
              f"{'recompute/fwd':>13} {'heap peak x':>11} {'steps/s':>8} "
              f"{'time x':>6}")
        for r in model_rows:
            print(f"  {r['plan']:<18} {r['saved_bytes'] / 2**20:9.3f} "
                  f"{r['saved_ratio']:7.3f} {r['recomputed_ops']:4d} "
                  f"{r['recompute_share'] * 100:12.1f}% "
                  f"{r['peak_ratio']:11.3f} {r['steps_per_s']:8.2f} "
                  f"{r['time_ratio']:6.3f}")
        within = [r for r in model_rows if r["time_ratio"] <= 1.3]
        for measure_name, key in [("saved activations", "saved_ratio"),
                                  ("counted heap peak", "peak_ratio")]:
            best = min(within, key=lambda r: (r[key], r["time_ratio"]))
            print(f"  least {measure_name} at <= 30 % measured step-time "
                  f"overhead: {best['plan']}: saved activations "
                  f"{best['saved_ratio']:.3f}x, heap peak "
                  f"{best['peak_ratio']:.3f}x, step time "
                  f"{best['time_ratio']:.3f}x, recompute "
                  f"{best['recompute_share'] * 100:.0f} % of the forward")
        rows += model_rows

    with open(os.path.join(out, "rematerialize.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    svg_chart(rows, os.path.join(out, "rematerialize.svg"))
    print(f"\nwrote {out}/rematerialize.csv and rematerialize.svg")


if __name__ == "__main__":
    main()
