//===- MpiEffectModels.cpp - Memory effects of upstream MPI ops -----------===//

#include "mpt/ExternalModels/MpiEffectModels.h"

#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {

/// Reads the send buffer, writes the receive buffer; the unnamed write
/// keeps collectives in program order with each other.
struct AllReduceEffectsModel
    : MemoryEffectOpInterface::ExternalModel<AllReduceEffectsModel,
                                             mpi::AllReduceOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    auto allReduce = cast<mpi::AllReduceOp>(op);
    effects.emplace_back(MemoryEffects::Read::get(),
                         &allReduce.getSendbufMutable());
    effects.emplace_back(MemoryEffects::Write::get(),
                         &allReduce.getRecvbufMutable());
    effects.emplace_back(MemoryEffects::Write::get());
  }
};

} // namespace

void mpt::registerMpiEffectExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, mpi::MPIDialect *) {
    mpi::AllReduceOp::attachInterface<AllReduceEffectsModel>(*context);
  });
}
