//===- MpiEffectModels.h - Memory effects of upstream MPI ops ---*- C++ -*-===//
//
// MLIR 22's `mpi.allreduce` declares no memory effects, and upstream's
// buffer deallocation rejects ops with unknown effects. The external model
// states them (it reads the send buffer and writes the receive buffer), so
// a step with collectives bufferizes and frees its buffers like any other.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_EXTERNALMODELS_MPIEFFECTMODELS_H
#define MPT_EXTERNALMODELS_MPIEFFECTMODELS_H

namespace mlir {
class DialectRegistry;
namespace mpt {

void registerMpiEffectExternalModels(DialectRegistry &registry);

} // namespace mpt
} // namespace mlir

#endif // MPT_EXTERNALMODELS_MPIEFFECTMODELS_H
