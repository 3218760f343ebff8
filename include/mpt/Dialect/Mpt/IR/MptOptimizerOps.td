//===- MptOptimizerOps.td - Optimizer updates --------------*- tablegen -*-===//
//
// Each optimizer is one op implementing OptimizerOpInterface: its operands
// and results here, its verifier, state operands and element update in
// MptOptimizers.cpp.
// Every pass and the lowering reach it through the interface only.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_MPTOPTIMIZEROPS_TD
#define MPT_DIALECT_MPT_IR_MPTOPTIMIZEROPS_TD

// An optimizer: pure, always FP32-safe (deny), with the parameter, gradient
// and state as its compute operands. `defaultOverrides` names the interface
// methods with defaults (FP32 update, the `lr` prologue) it defines itself.
class Mpt_OptimizerOp<string mnemonic, list<Trait> traits = [],
                      list<string> defaultOverrides = []>
    : Mpt_Op<mnemonic, !listconcat(traits, [Pure, Mpt_PrecisionDeny,
          DeclareOpInterfaceMethods<Mpt_OptimizerOpInterface,
                                    defaultOverrides>]),
          ["isComputeOperand"]> {
  let extraClassDefinition = [{
    bool $cppClass::isComputeOperand(unsigned index) {
      return ::mlir::mpt::detail::isOptimizerComputeOperand(*this, index);
    }
  }];
  let hasVerifier = 1;
}

def Mpt_SgdOp : Mpt_OptimizerOp<"sgd", [
    AllTypesMatch<["param", "result"]>], ["getUpdateElementType"]> {
  let summary = "Stochastic gradient descent update, with optional momentum";
  let description = [{
    As `torch.optim.SGD` (no dampening): with `d = grad + weight_decay *
    param`, plain SGD returns `param - lr * d`. With a `velocity` (the
    momentum buffer, optimizer state of the parameter's shape, zero at the
    start) it also returns the new velocity `v' = momentum * v + d` and
    updates `param - lr * v'`, or `param - lr * (d + momentum * v')` with
    `nesterov`. `grad` has the parameter's shape; `lr` is a scalar
    `tensor<f32>` (a hyper-parameter argument, so a schedule needs no
    recompilation).

    Example:

    ```mlir
    %w2 = mpt.sgd %w, %gw, %lr : tensor<784x256xf32>, tensor<784x256xf32>
    %w3, %v3 = mpt.sgd %w, %gw, %lr velocity %v {momentum = 0.9 : f64}
        : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$param, Mpt_FloatTensor:$grad,
                       Mpt_Loss:$lr, Optional<Mpt_FloatTensor>:$velocity,
                       DefaultValuedAttr<F64Attr, "0.0">:$weight_decay,
                       DefaultValuedAttr<F64Attr, "0.0">:$momentum,
                       UnitAttr:$nesterov);
  let results = (outs Mpt_FloatTensor:$result,
                      Optional<Mpt_FloatTensor>:$new_velocity);
  // `$param, $grad, $lr (velocity $v)? attr-dict : type($param),
  // type($grad) (, type($v))?`, written by hand: ODS's parser cannot infer
  // an optional result's type from an optional operand's.
  let hasCustomAssemblyFormat = 1;
}

def Mpt_AdamOp : Mpt_OptimizerOp<"adam", [
    AllTypesMatch<["param", "new_param"]>,
    AllTypesMatch<["m", "v", "new_m", "new_v"]>,
    AllTypesMatch<["step", "new_step"]>], ["buildPrologue"]> {
  let summary = "AdamW update with bias correction";
  let description = [{
    With `t = step + 1`: `m' = beta1 m + (1 - beta1) g`,
    `v' = beta2 v + (1 - beta2) g^2`,
    `param' = param - lr (m' / (1 - beta1^t) / (sqrt(v' / (1 - beta2^t)) +
    epsilon) + weight_decay param)` (decoupled weight decay, as
    `torch.optim.AdamW`), and the new step count is `t`. The moments have
    the parameter's shape; the step count is a scalar integer, so a skipped
    step leaves it unchanged.

    Example:

    ```mlir
    %w2, %m2, %v2, %t2 = mpt.adam %w, %gw, %m, %v, %t, %lr
        : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>,
          tensor<i64>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$param, Mpt_FloatTensor:$grad,
      Mpt_FloatTensor:$m, Mpt_FloatTensor:$v, 0DTensorOf<[I32, I64]>:$step,
      Mpt_Loss:$lr,
      DefaultValuedAttr<F64Attr, "0.9">:$beta1,
      DefaultValuedAttr<F64Attr, "0.999">:$beta2,
      DefaultValuedAttr<F64Attr, "1.0e-8">:$epsilon,
      DefaultValuedAttr<F64Attr, "0.01">:$weight_decay);
  let results = (outs Mpt_FloatTensor:$new_param, Mpt_FloatTensor:$new_m,
                      Mpt_FloatTensor:$new_v, 0DTensorOf<[I32, I64]>:$new_step);
  let assemblyFormat = [{
    $param `,` $grad `,` $m `,` $v `,` $step `,` $lr attr-dict
    `:` type($param) `,` type($grad) `,` type($m) `,` type($step)
  }];
}

def Mpt_LionOp : Mpt_OptimizerOp<"lion", [
    AllTypesMatch<["param", "new_param"]>,
    AllTypesMatch<["m", "new_m"]>]> {
  let summary = "Lion update (sign of an interpolated momentum)";
  let description = [{
    The rule of Chen et al., "Symbolic Discovery of Optimization Algorithms"
    (2023, Algorithm 2), with decoupled weight decay:
    `c = beta1 m + (1 - beta1) g`,
    `param' = param (1 - lr weight_decay) - lr sign(c)`,
    `m' = beta2 m + (1 - beta2) g`. `sign` is -1, 0 or 1 (a NaN stays NaN).
    One state of the parameter's shape, zero at the start; the update
    computes in FP32.

    Example:

    ```mlir
    %w2, %m2 = mpt.lion %w, %gw, %m, %lr {beta1 = 0.9 : f64}
        : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>
    ```
  }];
  let arguments = (ins Mpt_FloatTensor:$param, Mpt_FloatTensor:$grad,
      Mpt_FloatTensor:$m, Mpt_Loss:$lr,
      DefaultValuedAttr<F64Attr, "0.9">:$beta1,
      DefaultValuedAttr<F64Attr, "0.99">:$beta2,
      DefaultValuedAttr<F64Attr, "0.0">:$weight_decay);
  let results = (outs Mpt_FloatTensor:$new_param, Mpt_FloatTensor:$new_m);
  let assemblyFormat = [{
    $param `,` $grad `,` $m `,` $lr attr-dict
    `:` type($param) `,` type($grad) `,` type($m)
  }];
}

#endif // MPT_DIALECT_MPT_IR_MPTOPTIMIZEROPS_TD
