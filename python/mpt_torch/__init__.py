"""mpt's PyTorch front end: a torch module and its loss as an mpt training
step (torch.export, then torch-mlir's FX importer to linalg-on-tensors),
with its parameters as files mpt-run loads.

    from mpt_torch import export_training_step
    roles = export_training_step(module, loss_fn, inputs, labels, out_dir,
                                 optimizer="adamw", lr=1e-3)

or trains in-process (mpt_torch.training):

    trainer = compile_training(module, loss_fn, inputs, labels,
                               optimizer=torch.optim.AdamW(...), precision="bf16")
    trainer.step(x, y); trainer.load_into(module); trainer.save("ckpt.pt")

Needs torch and torch-mlir (scripts/torch-env.sh makes an environment); the
C++ core never does.
"""

from .step_ir import OPTIMIZERS, build_train_step


def export_training_step(*args, **kwargs):
    from .export import export_training_step as export
    return export(*args, **kwargs)


def compile_training(*args, **kwargs):
    from .training import compile_training as compile
    return compile(*args, **kwargs)


def save_step_values(*args, **kwargs):
    from .export import save_step_values as save
    return save(*args, **kwargs)


export_training_step.__doc__ = """See mpt_torch.export.export_training_step."""
save_step_values.__doc__ = """See mpt_torch.export.save_step_values."""
compile_training.__doc__ = """See mpt_torch.training.compile_training."""
__all__ = ["export_training_step", "save_step_values", "compile_training",
           "build_train_step", "OPTIMIZERS"]
