// A module whose DLTI map names no MPI implementation: upstream's lowering
// would not know the ABI's constants.
// RUN: mpt-opt %s -mpt-lower-collectives-to-mpi -verify-diagnostics

// expected-error @+1 {{mpt-lower-collectives-to-mpi: the module's dlti.map has no MPI:Implementation entry; add one (MPICH or OpenMPI)}}
module attributes {dlti.map = #dlti.map<"other" = 1 : i32>} {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = mpt.all_reduce %a {reduction = "sum"} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
