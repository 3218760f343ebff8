//===- Registration.cpp - mpt's dialect and passes for MLIR's C API -------===//

#include "mpt-c/Dialects.h"
#include "mpt-c/Passes.h"
#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/InitMpt.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"

using namespace mlir;
using namespace mlir::mpt;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Mpt, mpt, mlir::mpt::MptDialect)

void mptRegisterDialects(MlirDialectRegistry registry) {
  registerMptDialects(*unwrap(registry));
}

void mptRegisterPasses(void) { registerMptPasses(); }

// The generated definitions take C linkage from mpt-c/Passes.h.
#include "mpt/Conversion/Passes.capi.cpp.inc"
#include "mpt/Dialect/Mpt/Transforms/Passes.capi.cpp.inc"
#include "mpt/Transforms/Passes.capi.cpp.inc"
