//===- embed.cpp - A compiler that embeds mpt -----------------------------===//
//
// Reads upstream MLIR (func/linalg/arith/math/tensor), runs mpt's
// mixed-precision pipeline from its own PassManager and prints the result.
// It extends the precision policy both ways the API offers: by op name
// (an option of the pipeline) and by attaching the interface to an op.
//
//===----------------------------------------------------------------------===//

#include "mpt/ExternalModels/PolicyModels.h"
#include "mpt/InitMpt.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: mpt-embed-example <input.mlir>\n";
    return 2;
  }

  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, tensor::TensorDialect>();
  mpt::registerMptDialects(registry);
  // By interface: this compiler has an erf accurate in low precision, so
  // math.erf (unclassified, hence denied, in mpt) becomes allow.
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    mpt::attachFixedClassModels<mpt::PrecisionClass::Allow, math::ErfOp>(
        context);
  });

  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  mpt::MixedPrecisionPipelineOptions options;
  options.computeType = mpt::ComputeType::BF16;
  // By name: keep batch matmuls (attention scores) in FP32.
  options.addDeny = {"linalg.batch_matmul"};
  PassManager pm(&context);
  mpt::buildMixedPrecisionPipeline(pm, options);
  if (failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
