// What mpt-lr-schedule refuses: options that describe no schedule, and
// steps it cannot schedule.
// RUN: not mpt-opt %s -mpt-lr-schedule=warmup-steps=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: mpt-lr-schedule: warmup-steps must not be negative, got -1
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=cosine total-steps=10 min-factor=nan" 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: error: mpt-lr-schedule: min-factor must be in [0, 1], got nan
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=cosine total-steps=10 min-factor=1.5" 2>&1 | FileCheck %s --check-prefix=FLOOR
// FLOOR: error: mpt-lr-schedule: min-factor must be in [0, 1], got 1.5
// RUN: not mpt-opt %s -mpt-lr-schedule="warmup-steps=2 warmup-start-factor=-0.5" 2>&1 | FileCheck %s --check-prefix=START
// START: error: mpt-lr-schedule: warmup-start-factor must be in [0, 1], got -0.5
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=cosine" 2>&1 | FileCheck %s --check-prefix=TOTAL
// TOTAL: error: mpt-lr-schedule: schedule=cosine needs total-steps
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=linear warmup-steps=10 total-steps=10" 2>&1 | FileCheck %s --check-prefix=WARMUP
// WARMUP: error: mpt-lr-schedule: the warm-up (10 steps) must be shorter than total-steps (10)
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=wsd warmup-steps=5 total-steps=10" 2>&1 | FileCheck %s --check-prefix=WSD
// WSD: error: mpt-lr-schedule: schedule=wsd needs 0 < decay-steps <= total-steps - warmup-steps (5), got 0
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=wsd warmup-steps=5 total-steps=10 decay-steps=6" 2>&1 | FileCheck %s --check-prefix=WSD-LONG
// WSD-LONG: error: mpt-lr-schedule: schedule=wsd needs 0 < decay-steps <= total-steps - warmup-steps (5), got 6
// RUN: not mpt-opt %s -mpt-lr-schedule="schedule=cosine total-steps=10 decay-steps=2" 2>&1 | FileCheck %s --check-prefix=DECAY
// DECAY: error: mpt-lr-schedule: decay-steps is wsd's option, not cosine's
// RUN: not mpt-opt %s -mpt-lr-schedule="min-factor=0.1" 2>&1 | FileCheck %s --check-prefix=CONSTANT
// CONSTANT: error: mpt-lr-schedule: min-factor and decay-steps need a decaying schedule (linear, cosine or wsd), not constant
// RUN: not mpt-opt %s -mpt-lr-schedule=schedule=exponential 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: for the --schedule option: Cannot find option named 'exponential'!
// RUN: mpt-opt %s -split-input-file -mpt-lr-schedule="warmup-steps=2" -verify-diagnostics

// expected-error @+1 {{'func.func' op is a training step whose updates read no learning rate (no optimizer op): mpt-lr-schedule has nothing to schedule}}
func.func @no_optimizer(%w: tensor<4xf32> {mpt.role = "param"})
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %w2 = mpt.add %w, %w : tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func @nested(%w: tensor<4xf32> {mpt.role = "param"},
                  %g: tensor<4xf32> {mpt.role = "input"},
                  %c: i1)
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  %w2 = scf.if %c -> tensor<4xf32> {
    %lr = arith.constant dense<0.1> : tensor<f32>
    // expected-error @+1 {{'mpt.sgd' op reads a learning rate computed in a nested region: mpt-lr-schedule schedules learning rates the step's body defines}}
    %n = mpt.sgd %w, %g, %lr : tensor<4xf32>, tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    scf.yield %w : tensor<4xf32>
  }
  return %w2 : tensor<4xf32>
}
