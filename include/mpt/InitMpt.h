//===- InitMpt.h - Register everything mpt provides -------------*- C++ -*-===//
//
// The entry points for a compiler that embeds mpt:
//
//   mlir::DialectRegistry registry;
//   mlir::mpt::registerMptDialects(registry);   // dialect + upstream policies
//   mlir::MLIRContext context(registry);
//   mlir::PassManager pm(&context);
//   mlir::mpt::buildMixedPrecisionPipeline(pm, options);   // Pipelines.h
//
//===----------------------------------------------------------------------===//

#ifndef MPT_INITMPT_H
#define MPT_INITMPT_H

namespace mlir {
class DialectRegistry;

namespace mpt {

/// Adds the mpt dialect, and the precision policy and VJP rules of upstream
/// linalg, arith, math and tensor ops (attached when those dialects load), to
/// `registry`.
void registerMptDialects(DialectRegistry &registry);

/// Registers mpt's passes and named pipelines with the global registry, for
/// textual pipelines and command-line tools.
void registerMptPasses();

} // namespace mpt
} // namespace mlir

#endif // MPT_INITMPT_H
