//===- InitMpt.cpp - Register everything mpt provides ---------------------===//

#include "mpt/InitMpt.h"
#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/ExternalModels/FloatRangeModels.h"
#include "mpt/ExternalModels/MpiEffectModels.h"
#include "mpt/ExternalModels/PrecisionPolicyModels.h"
#include "mpt/ExternalModels/VjpModels.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::mpt::registerMptDialects(DialectRegistry &registry) {
  registry.insert<MptDialect>();
  registerPrecisionPolicyExternalModels(registry);
  registerVjpExternalModels(registry);
  registerFloatRangeModels(registry);
  registerMpiEffectExternalModels(registry);
}

void mlir::mpt::registerMptPasses() {
  registerMptTransformsPasses(); // generated from Passes.td
  registerMptConversionPasses();
  registerMptUpstreamTransformsPasses();
  registerMixedPrecisionPipeline();
  registerLowerToLLVMPipeline();
  registerLowerToNVPTXPipeline();
}
