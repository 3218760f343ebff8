// mpt-run --range-stats records every value's range and the fractions each
// storage format would flush to zero or overflow; Inputs/check_range_stats.py
// compares them with numpy on the same tensors (parameters holding every
// format's thresholds, the SGD's results, the BF16 and FP16 casts of the
// parameters; an FP8 step's quantizations, read through the scan's FP8
// tables, against numpy's rounding of their operands times their scales),
// exactly for counts and ranges, within 1e-12 for fractions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/check_range_stats.py %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir %t | FileCheck %s
// CHECK: ok
//
// The CSV's columns, and a row per value per recorded step (steps 1 and 4 of
// 5 with --range-stats-every=3).
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=5 --print-every=0 --precision=bf16 --range-stats=%t/every3.csv --range-stats-every=3 --range-heatmap=%t/heatmap.svg > /dev/null
// RUN: FileCheck %s --check-prefix=CSV < %t/every3.csv
// CSV: step,probe,function,phase,kind,op,location,type,shape,elements,nan,inf,zeros,min,max,amax,min_nonzero,underflow_f16,overflow_f16,underflow_bf16,overflow_bf16,underflow_f8E4M3FN,overflow_f8E4M3FN,underflow_f8E5M2,overflow_f8E5M2,flushed_by_narrowing
// CSV-NEXT: 1,{{[0-9]+}},train_step,argument,argument,argument #0 (param),Inputs/small_mlp.mlir:{{[0-9]+}},f32,16x32,512,0,0,
// CSV: 1,{{[0-9]+}},train_step,forward,narrowed,mpt.cast,Inputs/small_mlp.mlir:28,bf16,16x32,512,0,0,
// CSV: 1,{{[0-9]+}},train_step,backward,gradient,
// CSV-NOT: {{^(2|3|5),}}
// CSV: {{^4}},{{[0-9]+}},train_step,argument,argument,argument #0 (param)
// CSV-NOT: {{^(2|3|5),}}
//
// The heatmap: the loss curve and a row per gradient and narrowed value.
// RUN: %python %S/Inputs/check_heatmap.py %t/heatmap.svg %t/every3.csv | FileCheck %s --check-prefix=SVG
// SVG: heatmap: 2 steps, {{[0-9]+}} rows, the gradients and narrowed values of the CSV
//
// Errors, before anything is compiled.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --range-stats=%t/missing/stats.csv 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: mpt-run: error: cannot write {{.*}}missing/stats.csv: {{.*}}
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --range-stats=%t/s.csv --range-stats-every=0 2>&1 | FileCheck %s --check-prefix=EVERY
// EVERY: mpt-run: error: --range-stats-every must be at least 1
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --range-heatmap=%t/h.svg --range-heatmap-format=f8 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: mpt-run: error: --range-heatmap-format must be f16, bf16, f8E4M3FN, f8E5M2 or auto, got 'f8'
