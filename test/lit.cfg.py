# lit configuration of mpt's regression tests.

import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config

config.name = "mpt"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".ptx"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mpt_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

llvm_config.use_default_substitutions()  # FileCheck, not, count
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# lit runs tests side by side while mpt-run uses every CPU (--threads'
# default): libomp's idle threads would spin for 200 ms after each parallel
# region, taking the CPU the other tests need.
config.environment["KMP_BLOCKTIME"] = "0"

tool_dirs = [config.mpt_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(
    ["mpt-opt", "mpt-run", "mpt-lsp-server", "mpt-ptx-run", "mlir-opt",
     "mlir-runner", "mpt-c-train", "mpt-plugin-host-llvm21",
     "mpt-plugin-host-static"], tool_dirs)
config.substitutions.append(("%mpt_src_root", config.mpt_src_root))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%mpt_obj_root", config.mpt_obj_root))
config.substitutions.append(("%mpt_tools_dir", config.mpt_tools_dir))
config.substitutions.append(("%mpt_lib_dir",
                             os.path.join(config.mpt_obj_root, "lib")))
# The stock mlir-opt of the LLVM mpt was built against (not mpt-opt).
config.substitutions.append(("%stock_mlir_opt",
                             os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%ninja", config.make_program))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%numerics_tools", " ".join([
    "--mpt-opt", os.path.join(config.mpt_tools_dir, "mpt-opt"),
    "--llvm-tools", config.llvm_tools_dir, "--llvm-lib", config.llvm_lib_dir])))
config.substitutions.append(("%mlir_lib_dir", config.llvm_lib_dir))

# `sanitizers`: mpt is built with sanitizers (scripts/sanitize.sh).
if config.mpt_sanitizers:
    config.available_features.add("sanitizers")
    # MPICH loads UCX, whose memory hooks patch malloc when the library is
    # loaded: against AddressSanitizer's interceptors every mpt-run (MPI is
    # linked, data-parallel or not) jumps wild at startup. Runs on one
    # machine need no UCX memory events.
    config.environment["UCX_MEM_EVENTS"] = "no"
# `fuzzer`: the libFuzzer targets were built (scripts/sanitize.sh, fuzz.sh).
if getattr(config, "mpt_fuzzer", False):
    config.available_features.add("fuzzer")
    llvm_config.add_tool_substitutions(["mpt-fuzz-pipeline"], tool_dirs)

# `avx512bf16`, `amx-bf16`: the CPU runs vdpbf16ps, and AMX tiles with
# Linux granting the tile state (arch_prctl(ARCH_REQ_XCOMP_PERM,
# XFEATURE_XTILEDATA), asked here for lit's own process only).
def cpu_flags():
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def linux_grants_tiles():
    import ctypes
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.syscall(158, 0x1023, 18) == 0
    except (OSError, AttributeError):
        return False


flags = cpu_flags()
# `x86-64-v3`: the CPU runs code for x86-64-v3 (AVX2, FMA, BMI, F16C), so
# MPT_HOST_CPU=x86-64-v3 compiles as for an AVX2 host without AVX-512.
if {"avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "sse4_2"} <= flags:
    config.available_features.add("x86-64-v3")
if "avx512_bf16" in flags:
    config.available_features.add("avx512bf16")
if {"amx_bf16", "amx_tile"} <= flags and linux_grants_tiles():
    config.available_features.add("amx-bf16")

# `ptxas`: PTX can be checked by CUDA's assembler (no GPU needed).
ptxas = shutil.which("ptxas") or next(
    (p for p in ["/usr/local/cuda/bin/ptxas"] if os.path.exists(p)), None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))


# `mpi`: mpt-run was built with MPI (--data-parallel) and mpirun is on the
# PATH; `%mpirun` starts N ranks of a command on this machine.
mpirun = shutil.which("mpirun")
if getattr(config, "mpt_mpi", False) and mpirun:
    config.available_features.add("mpi")
    config.substitutions.append(("%mpirun", mpirun))
    # `nccl`: mpt's NCCL collectives and the mock libnccl beside the mock
    # driver were built.
    if getattr(config, "mpt_nccl", False):
        config.available_features.add("nccl")


# `cuda-runtime`: mpt's CUDA runtime and the mock driver were built (the
# CUDA toolkit was found); host code runs against the mock without a GPU.
if getattr(config, "mpt_cuda_runtime", False):
    config.available_features.add("cuda-runtime")
    config.substitutions.append(("%cuda_runtime_lib",
                                 os.path.join(config.mpt_obj_root, "lib")))
    config.substitutions.append(("%mock_cuda_dir",
                                 os.path.join(config.mpt_obj_root, "lib", "mock-cuda")))
    config.substitutions.append(("%mlir_include_dir",
                                 os.path.join(os.path.dirname(config.llvm_lib_dir), "include")))


# `cuda-gpu`: a GPU is present and its driver answers.
def has_cuda_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        listed = subprocess.run([smi, "-L"], capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return listed.returncode == 0 and b"GPU" in listed.stdout


def cuda_compute_capability():
    """The first GPU's compute capability ("9.0"), or None."""
    try:
        query = subprocess.run([shutil.which("nvidia-smi"), "--query-gpu=compute_cap",
                                "--format=csv,noheader"], capture_output=True, text=True,
                               timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = query.stdout.split()
    return lines[0] if query.returncode == 0 and lines else None


if has_cuda_gpu():
    config.available_features.add("cuda-gpu")
    # `cuda-sm90`: a Hopper GPU, which runs sm_90a kernels (wgmma, TMA).
    if cuda_compute_capability() == "9.0":
        config.available_features.add("cuda-sm90")

# `cuda-device`: kernels execute, on the GPU or, where there is none, on the
# emulated driver (the PTX interpreter of test/lib/PtxEmulator).
# `%gpu_env COMMAND` runs COMMAND against whichever it is.
# `cuda-sm90-device`: likewise, for sm_90a kernels (a Hopper GPU or the
# emulator).
if "cuda-gpu" in config.available_features:
    config.available_features.add("cuda-device")
    if "cuda-sm90" in config.available_features:
        config.available_features.add("cuda-sm90-device")
    config.substitutions.append(("%gpu_env", "env"))
elif getattr(config, "mpt_cuda_runtime", False):
    config.available_features.add("cuda-device")
    config.available_features.add("cuda-sm90-device")
    config.available_features.add("cuda-emulated")
    config.substitutions.append(
        ("%gpu_env", "env LD_LIBRARY_PATH=" +
         os.path.join(config.mpt_obj_root, "lib", "emulated-cuda")))
