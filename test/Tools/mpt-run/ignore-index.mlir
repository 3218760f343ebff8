// Which label ids a step ignores (IndexBounds.cpp): an id C is accepted in
// the labels only when every path from the labels to an indexing op selects
// the label under `label != C` (computed in the same payload, or read from a
// mask an elementwise generic computed from the same labels at the same
// indices). The checks run before anything compiles: a label of -1 names
// what the step accepts, and -100 is refused wherever it is not masked out.
// The labels are followed through pads, slices and reshapes: transformers'
// causal-LM loss shifts them by padding with -100 and slicing off the first.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.ones((8, 2), np.float32)); np.save('%t/y-ignored.npy', np.array([0, 1, -100, 2, 1, -100, 0, 0])); np.save('%t/y-minus-one.npy', np.array([0, 1, -1, 2, 1, 0, 0, 0]))"

// RUN: not mpt-run %s --entry=in_payload --data=npy:%t/x.npy,%t/y-minus-one.npy --steps=1 2>&1 | FileCheck %s --check-prefix=IGNORES --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=separate_mask --data=npy:%t/x.npy,%t/y-minus-one.npy --steps=1 2>&1 | FileCheck %s --check-prefix=IGNORES --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=causal_shift --data=npy:%t/x.npy,%t/y-minus-one.npy --steps=1 2>&1 | FileCheck %s --check-prefix=IGNORES --implicit-check-not=compiled
// IGNORES: error: the label of sample 2 is -1: labels must be class indices in [0, 3) (the step's loss scores 3 classes), or -100, which it ignores

// RUN: not mpt-run %s --entry=mask_of_other_tensor --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=mask_at_other_indices --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=equal_selects_label --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=unmasked_second_path --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not=compiled
// RUN: not mpt-run %s --entry=causal_shift_unmasked --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=REFUSED --implicit-check-not=compiled
// REFUSED: error: the label of sample 2 is -100: labels must be class indices in [0, 3) (the step's loss scores 3 classes){{$}}

// RUN: mpt-run %s --entry=causal_shift --data=npy:%t/x.npy,%t/y-ignored.npy --steps=1 2>&1 | FileCheck %s --check-prefix=SHIFTED
// SHIFTED-NOT: error
// SHIFTED: skipped steps: 0 of 1

#id = affine_map<(i) -> (i)>
#rev = affine_map<(i) -> (7 - i)>
#scalar = affine_map<(i) -> ()>

// The mask in the payload that gathers.
func.func @in_payload(%w: tensor<3xf32> {mpt.role = "param"},
                      %x: tensor<8x2xf32> {mpt.role = "input"},
                      %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%label: i64, %out: f32):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// torch-mlir's form: the mask computed by a generic of its own, read by the
// generic that selects.
func.func @separate_mask(%w: tensor<3xf32> {mpt.role = "param"},
                         %x: tensor<8x2xf32> {mpt.role = "input"},
                         %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %mask_init = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%mask_init : tensor<8xi1>) {
  ^bb0(%label: i64, %out: i1):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    linalg.yield %keep : i1
  } -> tensor<8xi1>
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %y : tensor<8xi1>, tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%keep: i1, %label: i64, %out: f32):
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// The mask says nothing about the labels: it is another tensor's.
func.func @mask_of_other_tensor(%w: tensor<3xf32> {mpt.role = "param"},
                                %x: tensor<8x2xf32> {mpt.role = "input"},
                                %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %other = arith.constant dense<[0, 1, 2, 0, 1, 2, 0, 1]> : tensor<8xi64>
  %c-100 = arith.constant -100 : i64
  %mask_init = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%other : tensor<8xi64>) outs(%mask_init : tensor<8xi1>) {
  ^bb0(%label: i64, %out: i1):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    linalg.yield %keep : i1
  } -> tensor<8xi1>
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %y : tensor<8xi1>, tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%keep: i1, %label: i64, %out: f32):
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// The mask of label 7 - i selects label i.
func.func @mask_at_other_indices(%w: tensor<3xf32> {mpt.role = "param"},
                                 %x: tensor<8x2xf32> {mpt.role = "input"},
                                 %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %mask_init = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#rev, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%mask_init : tensor<8xi1>) {
  ^bb0(%label: i64, %out: i1):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    linalg.yield %keep : i1
  } -> tensor<8xi1>
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %y : tensor<8xi1>, tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%keep: i1, %label: i64, %out: f32):
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// `label == -100 ? label : 0` passes -100 on to the gather.
func.func @equal_selects_label(%w: tensor<3xf32> {mpt.role = "param"},
                               %x: tensor<8x2xf32> {mpt.role = "input"},
                               %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%label: i64, %out: f32):
    %same = arith.cmpi eq, %label, %c-100 : i64
    %safe = arith.select %same, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// One gather masks -100 out, another indexes with the labels as they are.
func.func @unmasked_second_path(%w: tensor<3xf32> {mpt.role = "param"},
                                %x: tensor<8x2xf32> {mpt.role = "input"},
                                %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %mask_init = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%mask_init : tensor<8xi1>) {
  ^bb0(%label: i64, %out: i1):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    linalg.yield %keep : i1
  } -> tensor<8xi1>
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %y : tensor<8xi1>, tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%keep: i1, %label: i64, %out: f32):
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %h_init = tensor.empty() : tensor<8xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<8xi64>) outs(%h_init : tensor<8xf32>) {
  ^bb0(%label: i64, %out: f32):
    %i = arith.index_cast %label : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  %loss2 = func.call @sum(%h) : (tensor<8xf32>) -> tensor<f32>
  %total = arith.addf %loss, %loss2 : tensor<f32>
  return %w, %total : tensor<3xf32>, tensor<f32>
}

// transformers' causal shift: the labels padded at the end with -100,
// the first sliced off, then torch-mlir's separate mask.
func.func @causal_shift(%w: tensor<3xf32> {mpt.role = "param"},
                        %x: tensor<8x2xf32> {mpt.role = "input"},
                        %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %padded = tensor.pad %y low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %c-100 : i64
  } : tensor<8xi64> to tensor<9xi64>
  %shifted = tensor.extract_slice %padded[1] [8] [1] : tensor<9xi64> to tensor<8xi64>
  %mask_init = tensor.empty() : tensor<8xi1>
  %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%shifted : tensor<8xi64>) outs(%mask_init : tensor<8xi1>) {
  ^bb0(%label: i64, %out: i1):
    %keep = arith.cmpi ne, %label, %c-100 : i64
    linalg.yield %keep : i1
  } -> tensor<8xi1>
  %c0 = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%mask, %shifted : tensor<8xi1>, tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%keep: i1, %label: i64, %out: f32):
    %safe = arith.select %keep, %label, %c0 : i64
    %i = arith.index_cast %safe : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

// The same shift, but the gather takes the labels unmasked.
func.func @causal_shift_unmasked(%w: tensor<3xf32> {mpt.role = "param"},
                                 %x: tensor<8x2xf32> {mpt.role = "input"},
                                 %y: tensor<8xi64> {mpt.role = "label"})
    -> (tensor<3xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %c-100 = arith.constant -100 : i64
  %padded = tensor.pad %y low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %c-100 : i64
  } : tensor<8xi64> to tensor<9xi64>
  %shifted = tensor.extract_slice %padded[1] [8] [1] : tensor<9xi64> to tensor<8xi64>
  %init = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%shifted : tensor<8xi64>) outs(%init : tensor<8xf32>) {
  ^bb0(%label: i64, %out: f32):
    %i = arith.index_cast %label : i64 to index
    %v = tensor.extract %w[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %loss = func.call @sum(%g) : (tensor<8xf32>) -> tensor<f32>
  return %w, %loss : tensor<3xf32>, tensor<f32>
}

func.func private @sum(%t: tensor<8xf32>) -> tensor<f32> {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction"]}
      ins(%t : tensor<8xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}
