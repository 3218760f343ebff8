// The emulated GPU checks catch plausible kernel bugs: mpt's own matmul
// kernels, each with one bug put in by Inputs/mutate_ptx.py, run in place of
// the generated ones (MPT_EMULATED_CUDA_PTX) and no longer match the CPU;
// the unchanged kernel, run the same way, does. On the emulator only: on a
// GPU a missing wait fails only sometimes.
// REQUIRES: cuda-emulated
// RUN: rm -rf %t && mkdir -p %t/sm80 %t/sm90a
// RUN: mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/cpu
// RUN: mpt-opt %S/Inputs/matmul_one.mlir --mpt-lower-to-nvptx="chip=sm_80 features=+ptx80 dump-dir=%t/sm80" -o /dev/null
// RUN: mpt-opt %S/Inputs/matmul_one.mlir --mpt-lower-to-nvptx="chip=sm_90a features=+ptx80 dump-dir=%t/sm90a" -o /dev/null

// The kernels as generated, run from the replacement directory: they pass.
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/sm80 MPT_MOCK_CUDA_LOG=%t/sm80.log mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/sm80-out --device=cuda
// RUN: FileCheck %s --check-prefix=REPLACED < %t/sm80.log
// RUN: %python %S/Inputs/compare_runs.py results %t/cpu %t/sm80-out | FileCheck %s --check-prefix=PASS
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/sm90a mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/sm90a-out --device=cuda --chip=sm_90a
// RUN: %python %S/Inputs/compare_runs.py results %t/cpu %t/sm90a-out | FileCheck %s --check-prefix=PASS
// REPLACED: cuModuleLoad: matmul_64x256x784_nn_f16_set replaced by
// PASS: ok: 1 results

// mma.sync: rows g and g + 8 of A's fragment exchanged.
// RUN: mkdir -p %t/swap-fragment
// RUN: %python %S/Inputs/mutate_ptx.py swap-fragment %t/sm80/matmul_64x256x784_nn_f16_set.ptx %t/swap-fragment/matmul_64x256x784_nn_f16_set.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/swap-fragment mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/swap-fragment/out --device=cuda
// RUN: not %python %S/Inputs/compare_runs.py results %t/cpu %t/swap-fragment/out 2>&1 | FileCheck %s --check-prefix=WRONG

// cp.async: no wait before the tiles are read (they read as NaN).
// RUN: mkdir -p %t/drop-wait
// RUN: %python %S/Inputs/mutate_ptx.py drop-wait %t/sm80/matmul_64x256x784_nn_f16_set.ptx %t/drop-wait/matmul_64x256x784_nn_f16_set.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/drop-wait mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/drop-wait/out --device=cuda
// RUN: not %python %S/Inputs/compare_runs.py results %t/cpu %t/drop-wait/out 2>&1 | FileCheck %s --check-prefix=NONFINITE

// wgmma: descriptors with the wrong swizzle, or with the leading and stride
// byte offsets exchanged.
// RUN: mkdir -p %t/swizzle %t/offsets
// RUN: %python %S/Inputs/mutate_ptx.py swizzle-64b %t/sm90a/matmul_64x256x784_nn_f16_set_wgmma.ptx %t/swizzle/matmul_64x256x784_nn_f16_set_wgmma.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/swizzle mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/swizzle/out --device=cuda --chip=sm_90a
// RUN: not %python %S/Inputs/compare_runs.py results %t/cpu %t/swizzle/out 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %python %S/Inputs/mutate_ptx.py swap-lbo-sbo %t/sm90a/matmul_64x256x784_nn_f16_set_wgmma.ptx %t/offsets/matmul_64x256x784_nn_f16_set_wgmma.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/offsets mpt-run %S/Inputs/matmul_one.mlir --steps=1 --save-results=%t/offsets/out --device=cuda --chip=sm_90a
// RUN: not %python %S/Inputs/compare_runs.py results %t/cpu %t/offsets/out 2>&1 | FileCheck %s --check-prefix=FAIL

// tcgen05 (sm_100a, MXFP8): each MMA of a slice reading the slice's first
// scale byte, and descriptors with the 64-byte swizzle. The unchanged
// kernel, run from the replacement directory, passes. (Only the tcgen05
// kernels are replaced: mpt-opt numbers the step's other kernels unlike
// mpt-run.)
// RUN: mkdir -p %t/sm100a %t/scale-id %t/swizzle100
// RUN: mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/mx-cpu
// RUN: mpt-opt %S/Inputs/matmuls_mxfp8.mlir --mpt-lower-to-nvptx="chip=sm_100a dump-dir=%t/sm100a-all" -o /dev/null
// RUN: cp %t/sm100a-all/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx %t/sm100a/
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/sm100a mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/sm100a-out --device=cuda --chip=sm_100a
// RUN: %python %S/Inputs/compare_runs.py results %t/mx-cpu %t/sm100a-out | FileCheck %s --check-prefix=PASS3
// RUN: %python %S/Inputs/mutate_ptx.py scale-id-0 %t/sm100a-all/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx %t/scale-id/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/scale-id mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/scale-id/out --device=cuda --chip=sm_100a
// RUN: not %python %S/Inputs/compare_runs.py results %t/mx-cpu %t/scale-id/out 2>&1 | FileCheck %s --check-prefix=WRONG3
// RUN: %python %S/Inputs/mutate_ptx.py swizzle-64b %t/sm100a-all/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx %t/swizzle100/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/swizzle100 mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/swizzle100/out --device=cuda --chip=sm_100a
// RUN: not %python %S/Inputs/compare_runs.py results %t/mx-cpu %t/swizzle100/out 2>&1 | FileCheck %s --check-prefix=WRONG3
// tcgen05 with E2M1 operands: the MXFP4 kernel's odd MMAs reading the even
// ones' scale half word, the NVFP4 kernel's UE4M3 scales read as UE8M0, and
// its descriptors with the 64-byte swizzle. The unchanged kernels pass.
// RUN: mkdir -p %t/fp4 %t/fp4-scale-id %t/fp4-ue8m0 %t/fp4-swizzle
// RUN: mpt-run %S/Inputs/matmuls_fp4.mlir --steps=1 --save-results=%t/fp4-cpu
// RUN: mpt-opt %S/Inputs/matmuls_fp4.mlir --mpt-lower-to-nvptx="chip=sm_100a dump-dir=%t/fp4-all" -o /dev/null
// RUN: cp %t/fp4-all/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx %t/fp4-all/matmul_128x192x1024_nt_f4E2M1FN_mx32_set_tcgen05.ptx %t/fp4/
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/fp4 mpt-run %S/Inputs/matmuls_fp4.mlir --steps=1 --save-results=%t/fp4-out --device=cuda --chip=sm_100a
// RUN: %python %S/Inputs/compare_runs.py results %t/fp4-cpu %t/fp4-out | FileCheck %s --check-prefix=PASS4
// RUN: %python %S/Inputs/mutate_ptx.py scale-id-0 %t/fp4-all/matmul_128x192x1024_nt_f4E2M1FN_mx32_set_tcgen05.ptx %t/fp4-scale-id/matmul_128x192x1024_nt_f4E2M1FN_mx32_set_tcgen05.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/fp4-scale-id mpt-run %S/Inputs/matmuls_fp4.mlir --steps=1 --save-results=%t/fp4-scale-id/out --device=cuda --chip=sm_100a
// RUN: not %python %S/Inputs/compare_runs.py results %t/fp4-cpu %t/fp4-scale-id/out 2>&1 | FileCheck %s --check-prefix=WRONG-MX
// RUN: %python %S/Inputs/mutate_ptx.py ue8m0-scales %t/fp4-all/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx %t/fp4-ue8m0/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/fp4-ue8m0 mpt-run %S/Inputs/matmuls_fp4.mlir --steps=1 --save-results=%t/fp4-ue8m0/out --device=cuda --chip=sm_100a
// RUN: not %python %S/Inputs/compare_runs.py results %t/fp4-cpu %t/fp4-ue8m0/out 2>&1 | FileCheck %s --check-prefix=WRONG-NV
// RUN: %python %S/Inputs/mutate_ptx.py swizzle-64b %t/fp4-all/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx %t/fp4-swizzle/matmul_300x200x320_nt_f4E2M1FN_nv16x16_set_tcgen05.ptx
// RUN: %gpu_env MPT_EMULATED_CUDA_PTX=%t/fp4-swizzle mpt-run %S/Inputs/matmuls_fp4.mlir --steps=1 --save-results=%t/fp4-swizzle/out --device=cuda --chip=sm_100a
// RUN: not %python %S/Inputs/compare_runs.py results %t/fp4-cpu %t/fp4-swizzle/out 2>&1 | FileCheck %s --check-prefix=WRONG-NV
// PASS4: ok: 4 results
// WRONG-MX: result_3 (128, 192): max error
// WRONG-MX-NOT: ok:
// WRONG-NV: result_0 (300, 200): max error
// WRONG-NV-NOT: ok:
// A replacement whose parameters are not the kernel's is refused when the
// module loads (cuLaunchKernel passes no parameter count to check): here
// the tcgen05 kernel with one more parameter.
// RUN: mkdir -p %t/signature
// RUN: %python -c "import sys; t = open(sys.argv[1]).read(); open(sys.argv[2], 'w').write(t.replace('\n)\n', ',\n\t.param .u64 extra\n)\n', 1))" %t/sm100a-all/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx %t/signature/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx
// RUN: not %gpu_env MPT_EMULATED_CUDA_PTX=%t/signature mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --device=cuda --chip=sm_100a 2>&1 | FileCheck %s --check-prefix=SIGNATURE
// SIGNATURE: CUDA_ERROR_INVALID_PTX: the replacement {{.*}}/signature/matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05.ptx takes 32 parameters, not the 31 of the kernel it replaces
// PASS3: ok: 3 results
// WRONG3: result_0 (300, 200): max error
// WRONG3-NOT: ok:

// A mutation that changes nothing is refused, so these cannot pass vacuously.
// RUN: not %python %S/Inputs/mutate_ptx.py drop-wait %t/sm90a/matmul_64x256x784_nn_f16_set_wgmma.ptx %t/nothing.ptx 2>&1 | FileCheck %s --check-prefix=NOTHING

// WRONG: result_0 (64, 256): max error
// WRONG-NOT: ok:
// NONFINITE: result_0: the GPU result is not finite
// FAIL: result_0:
// FAIL-NOT: ok:
// NOTHING: drop-wait changes nothing
