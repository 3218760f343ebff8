// Learning-rate schedules and gradient clipping against torch: the MLP's
// exported SGD and AdamW steps trained by mpt-run for 50 steps with
// --lr-schedule, --warmup-steps, --lr-min-factor, --lr-decay-steps,
// --lr-total-steps and --clip-grad-norm, from torch's initial parameters on
// the same batches, give torch's loss, learning rate
// (torch.optim.lr_scheduler's SequentialLR of LinearLR and
// CosineAnnealingLR) and pre-clip norm (torch.nn.utils.clip_grad_norm_) at
// every step within 1e-6 relative, also for an AdamW step exported with
// two parameter groups (weights decayed, biases not and at half the rate;
// flags from mpt_torch's mapping of the scheduler)
// (scripts/torch-recipe-fixtures.py
// --write-fixtures made the fixtures); a run resumed half-way repeats the
// uninterrupted one's rows exactly; in f16 with dynamic loss scaling the
// reported norm is the unscaled gradients'.
// RUN: rm -rf %t && %python %S/Inputs/torch_recipes.py %mpt_tools_dir/mpt-run %S/Inputs/torch-recipes %t | FileCheck %s
// CHECK-DAG: cosine_sgd loss: 50 steps
// CHECK-DAG: cosine_sgd lr: 50 steps
// CHECK-DAG: cosine_sgd grad_norm: 50 steps
// CHECK-DAG: linear_adamw lr: 50 steps
// CHECK-DAG: linear_adamw grad_norm: 50 steps
// CHECK-DAG: wsd_adamw lr: 50 steps
// CHECK-DAG: wsd_adamw grad_norm: not reported (torch has none)
// CHECK-DAG: clip_sgd lr: not reported (torch has none)
// CHECK-DAG: clip_sgd grad_norm: 50 steps
// CHECK-DAG: cosine_long_adamw lr: 50 steps
// CHECK-DAG: groups_adamw loss: 50 steps
// CHECK-DAG: groups_adamw lr: 50 steps
// CHECK-DAG: groups_adamw grad_norm: 50 steps
// CHECK-DAG: cosine_sgd resumed at step 25: the same rows
// CHECK-DAG: cosine_sgd f16: grad_norm within
// CHECK-NOT: FAILED
// CHECK: ok
