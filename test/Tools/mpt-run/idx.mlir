// gzip IDX data (MNIST's format) trains exactly as the same samples from .npy;
// a corrupt IDX file is a clear error.
// RUN: rm -rf %t && %python %S/Inputs/check_mpt_run.py %mpt_tools_dir/mpt-run %mpt_src_root %t idx | FileCheck %s
// CHECK: ok
