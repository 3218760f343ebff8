"""Trains examples/mlp.mlir through the Python module on the batches
mpt-c-train wrote (DIR/x.npy, DIR/y.npy), writes DIR/python.csv in mpt-run's
--csv format and DIR/python-checkpoint after STEPS/2 steps, and checks the
module's contract: state views follow the state without copies, bad input
raises with mpt's message, nothing changes on an error.

    train_session.py STEP.mlir PRECISION STEPS DIR"""
import os
import sys

import numpy as np

import mpt

step_file, precision, steps, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
x, y = np.load(os.path.join(out, "x.npy")), np.load(os.path.join(out, "y.npy"))
session = mpt.Session(step_file, precision=precision, hyper=[0.1])
print("batch:", [(a.role, a.dtype.name, a.shape) for a in session.batch_arguments])
batch = session.batch_arguments[0].shape[0]

w1_view = session.state_view(0)
w1_before = session.state(0)
rows = ["step,loss,loss_scale,skipped,grad_zero_fraction"]
for s in range(steps):
    m = session.step(x[s * batch:(s + 1) * batch], y[s * batch:(s + 1) * batch])
    rows.append(f"{m.step},{m.loss:.9g},{m.loss_scale:.9g},{int(m.skipped)},"
                f"{m.grad_zero_fraction:.9g}")
    if s + 1 == steps // 2:
        session.save_checkpoint(os.path.join(out, "python-checkpoint"))
with open(os.path.join(out, "python.csv"), "w") as f:
    f.write("\n".join(rows) + "\n")

# The model's forward in-process, against numpy on the state: f32 logits
# within 1e-5 of float64's (measured 1e-6).
model = mpt.Session(step_file, functions=["mlp_logits"], hyper=[0.1])
for s in range(3):
    model.step(x[s * batch:(s + 1) * batch], y[s * batch:(s + 1) * batch])
xb = x[:batch]
logits = model.call("mlp_logits", xb)
w1, b1, w2, b2 = (model.state(i) for i in range(4))
reference = np.maximum(xb.astype(np.float64) @ w1 + b1, 0) @ w2 + b2
error = float(np.max(np.abs(logits - reference)))
print("forward:", logits.shape, logits.dtype, "within 1e-5:", error <= 1e-5 and np.isfinite(logits).all())

print("state unchanged by call:", model.completed_steps, np.array_equal(model.state(0), w1))
try:
    model.call("mlp_loss", xb, y[:batch])
except mpt.Error as e:
    print("Error:", e)
try:
    model.call("mlp_logits", xb[:, :10])
except mpt.Error as e:
    print("Error:", e)

# The held-out loss (the step's forward alone, in the step's precision):
# the loss the next step reports on the same batch (its forward, before the
# update), bit for bit, with the state unchanged; in f32, numpy's float64
# cross-entropy of the state within 1e-6 relative (measured ~1e-8).
for held_precision in ("f16", "f32"):
    held = mpt.Session(step_file, precision=held_precision, hyper=[0.1],
                       held_out_loss=True)
    for s in range(3):
        held.step(x[s * batch:(s + 1) * batch], y[s * batch:(s + 1) * batch])
    xv, yv = x[3 * batch:4 * batch], y[3 * batch:4 * batch]
    state = [held.state(i) for i in range(4)]
    loss = held.evaluate_loss(xv, yv)
    unchanged = held.completed_steps == 3 and all(
        np.array_equal(held.state(i), v) for i, v in enumerate(state))
    reported = held.step(xv, yv).loss
    print(f"held-out loss {held_precision}: is the step's:", loss == reported,
          "state unchanged:", unchanged)
    if held_precision == "f32":
        w1, b1, w2, b2 = (v.astype(np.float64) for v in state)
        z = np.maximum(xv @ w1 + b1, 0) @ w2 + b2
        z -= z.max(axis=1, keepdims=True)
        nll = np.log(np.exp(z).sum(axis=1)) - z[np.arange(batch), yv]
        error = abs(loss - nll.mean()) / nll.mean()
        print("held-out loss against numpy within 1e-6:", bool(error <= 1e-6))
try:
    session.evaluate_loss(xv, yv)
except mpt.Error as e:
    print("Error:", e)

# The view is the state's buffer: it moved with training, equals a copy.
print("view follows state:", not np.array_equal(w1_view, w1_before)
      and np.array_equal(w1_view, session.state(0)))
print("view read-only:", not w1_view.flags.writeable)
print("completed:", session.completed_steps)


def expect_error(kind, action):
    try:
        action()
    except kind as error:
        print(f"{kind.__name__}: {error}")
    else:
        print(f"no {kind.__name__}")


xb, yb = x[:batch], y[:batch]
expect_error(mpt.Error, lambda: session.step(xb.astype(np.float64), yb))
expect_error(TypeError, lambda: session.step(xb.astype(np.complex64), yb))
expect_error(mpt.Error, lambda: session.step(xb))
bad = yb.copy()
bad[3] = -1
expect_error(mpt.Error, lambda: session.step(xb, bad))
expect_error(mpt.Error, lambda: session.set_state(0, np.zeros((2, 2), np.float32)))
expect_error(mpt.Error, lambda: session.load_checkpoint(out))
adam = mpt.Session(os.path.join(os.path.dirname(step_file), "mlp_adam.mlir"), hyper=[0.001])
expect_error(mpt.Error, lambda: adam.load_checkpoint(os.path.join(out, "checkpoint")))
print("unchanged after errors:", session.completed_steps,
      np.array_equal(w1_view, session.state(0)))
# A strided batch is made contiguous, not misread.
m1 = session.step(np.asfortranarray(xb), yb)
expect_error(mpt.Error, lambda: mpt.Session("func.func @train_step(%a: tensor<2xf32>) {\n  return\n}",
                                            hyper=[0.1]))
expect_error(mpt.Error, session.close)
del w1_view
session.close()
expect_error(mpt.Error, lambda: session.step(xb, yb))
