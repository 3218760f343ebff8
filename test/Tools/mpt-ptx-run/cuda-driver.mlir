// mpt-ptx-run-cuda runs mpt-ptx-run's command line on the driver API: the
// mma probes give the same answers through it, on a GPU where there is one
// (then checking CuTe's layouts, and so the interpreter's, against the
// hardware), else on the emulated driver.
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: %gpu_env %python %S/Inputs/mma_fragments.py %mpt_tools_dir/mpt-ptx-run-cuda %S/mma-fragments.ptx %S/Inputs/mma-fragment-layouts.json %t | FileCheck %s
// CHECK: m16n8k16.f16: D matches A @ B + C (128 elements)
// CHECK: m16n8k32.e4m3: D matches A @ B + C (128 elements)
// CHECK: PASS
// A driver error names the call: the kernel is not in the module.
// RUN: not %gpu_env %mpt_tools_dir/mpt-ptx-run-cuda %S/mma-fragments.ptx missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: mpt-ptx-run-cuda: cuModuleGetFunction(&function, module, arguments.kernel.c_str()) failed: CUDA_ERROR_NOT_FOUND
