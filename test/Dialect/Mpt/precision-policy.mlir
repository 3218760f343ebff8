// Every mpt op implements the precision-policy interface: its class (from
// the op's trait, or its elementwise kind's rule) and which operands and
// results take the compute type.
// RUN: mpt-opt %s -test-mpt-precision-policy -verify-diagnostics -split-input-file -o /dev/null

func.func private @loss_fn(tensor<4x4xf32>) -> tensor<f32>

func.func @policies(%m: tensor<4x4xf32>, %v: tensor<4xf32>, %s: tensor<f32>,
                    %i: tensor<4xi32>, %c: tensor<i32>, %f: tensor<i1>,
                    %t: tensor<i64>) {
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %mm = mpt.matmul %m, %m : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %add = mpt.add %m, %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %sub = mpt.sub %m, %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %mul = mpt.mul %m, %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %div = mpt.div %m, %m : tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %max = mpt.max %m, %m : tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %neg = mpt.neg %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %exp = mpt.exp %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %log = mpt.log %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0] results [0]}}
  %tanh = mpt.tanh %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0] results [0]}}
  %sig = mpt.sigmoid %m : tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %relu = mpt.relu %m : tensor<4x4xf32>
  // expected-remark @+1 {{infer operands [0] results [0]}}
  %gelu = mpt.gelu %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %sqrt = mpt.sqrt %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %rsqrt = mpt.rsqrt %m : tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %bc = mpt.broadcast %v dims = [0] : tensor<4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %rs = mpt.reduce_sum %m dims = [0] : tensor<4x4xf32> -> tensor<4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %rm = mpt.reduce_mean %m dims = [0] : tensor<4x4xf32> -> tensor<4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %rx = mpt.reduce_max %m dims = [0] : tensor<4x4xf32> -> tensor<4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %tr = mpt.transpose %m perm = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %re = mpt.reshape %m : tensor<4x4xf32> -> tensor<16xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %sm = mpt.softmax %m dim = 1 : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0, 1, 2] results [0]}}
  %ln = mpt.layer_norm %m, %v, %v axis = 1 : tensor<4x4xf32>, tensor<4xf32>
  // expected-remark @+1 {{deny operands [0] results []}}
  %ce = mpt.softmax_cross_entropy %m, %i : tensor<4x4xf32>, tensor<4xi32>
  // expected-remark @+1 {{deny operands [0, 1] results []}}
  %mse = mpt.mse_loss %m, %m : tensor<4x4xf32>
  // A cast takes any precision and keeps its target type.
  // expected-remark @+1 {{clear operands [] results []}}
  %cast = mpt.cast %m : tensor<4x4xf32> to tensor<4x4xf16>
  // expected-remark @+1 {{deny operands [] results []}}
  %l, %g = mpt.value_and_grad @loss_fn(%m) wrt [0] : (tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>)
  // expected-remark @+1 {{deny operands [] results []}}
  %sl = mpt.scale_loss %l, %s
  // expected-remark @+1 {{deny operands [0] results []}}
  %us = mpt.unscale %m, %s : tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results []}}
  %ok = mpt.all_finite %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [] results []}}
  %s2:3 = mpt.update_loss_scale %s, %c, %c, %f
  // expected-remark @+1 {{deny operands [0] results []}}
  %n = mpt.global_norm %m : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %cl = mpt.clip_by_global_norm %m max_norm = 1.0 : tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %sgd = mpt.sgd %m, %m, %s : tensor<4x4xf32>, tensor<4x4xf32>
  // expected-remark @+1 {{deny operands [0, 1, 2, 3] results [0, 1, 2]}}
  %adam:4 = mpt.adam %m, %m, %m, %m, %t, %s : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i64>
  return
}
