// A kernel module whose PTX still declares an external function (libdevice's
// math functions when no CUDA toolkit was found) is an error at its binary:
// ptxas would reject it later, on the GPU machine.
// RUN: mpt-opt %s -verify-diagnostics --mpt-check-lowered-to-llvm="allow-gpu-offloading"

module attributes {gpu.container_module} {
  // expected-error@below {{kernels call '__nv_expf', which was not linked: libdevice was not found (point the pipeline's cuda-path at a CUDA toolkit)}}
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = ".version 8.0\n.target sm_80\n.extern .func  (.param .b32 func_retval0) __nv_expf\n(\n\t.param .b32 __nv_expf_param_0\n)\n;\n">]
  gpu.binary @complete [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = ".version 8.0\n.target sm_80\n">]
}
