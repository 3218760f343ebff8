//===- Rematerialize.cpp - mpt-rematerialize ------------------------------===//
//
// Activation checkpointing: the options, the budget, the diagnostics; the
// planning is Rematerialization.cpp's.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"
#include "mpt/Dialect/Mpt/Transforms/Rematerialization.h"
#include "mpt/Dialect/Mpt/Transforms/SavedActivations.h"

#include "mlir/IR/Remarks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

namespace mlir::mpt {
#define GEN_PASS_DEF_REMATERIALIZE
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A parsed `budget`: bytes, a fraction of today's bytes, or the least
/// possible.
struct Budget {
  enum class Kind { Bytes, Fraction, Min } kind = Kind::Min;
  int64_t bytes = 0;
  double fraction = 0;

  static FailureOr<Budget> parse(StringRef text) {
    Budget budget;
    text = text.trim();
    if (text == "min")
      return budget;
    if (text.contains('.')) {
      double fraction;
      if (text.getAsDouble(fraction) || !(fraction > 0 && fraction <= 1))
        return failure();
      budget.kind = Kind::Fraction;
      budget.fraction = fraction;
      return budget;
    }
    static const std::pair<StringRef, int64_t> kUnits[] = {
        {"KiB", 1ll << 10}, {"MiB", 1ll << 20}, {"GiB", 1ll << 30},
        {"KB", 1000},       {"MB", 1000000},    {"GB", 1000000000}};
    int64_t scale = 1;
    for (auto [suffix, factor] : kUnits)
      if (text.consume_back(suffix)) {
        scale = factor;
        break;
      }
    int64_t count;
    if (text.getAsInteger(10, count) || count < 0 ||
        count > std::numeric_limits<int64_t>::max() / scale)
      return failure();
    budget.kind = Kind::Bytes;
    budget.bytes = count * scale;
    return budget;
  }

  int64_t resolve(int64_t keptToday) const {
    switch (kind) {
    case Kind::Bytes:
      return bytes;
    case Kind::Fraction:
      return static_cast<int64_t>(fraction * keptToday);
    case Kind::Min:
      return 0;
    }
    llvm_unreachable("unknown budget kind");
  }
};

std::string formatBytes(int64_t bytes) {
  return llvm::formatv("{0} bytes ({1:F2} MiB)", bytes, bytes / double(1 << 20))
      .str();
}

struct RematerializePass : mpt::impl::RematerializeBase<RematerializePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Budget> parsedBudget = Budget::parse(budget);
    if (failed(parsedBudget)) {
      emitError(module.getLoc(), "mpt-rematerialize: budget '")
          << budget
          << "' is not a byte count (N, NKB, NKiB, NMB, NMiB, NGB, NGiB), a "
             "fraction in (0, 1] written with a point, or min";
      return signalPassFailure();
    }
    if (strategy == RematStrategy::SqrtN &&
        parsedBudget->kind != Budget::Kind::Min) {
      emitError(module.getLoc(),
                "mpt-rematerialize: strategy=sqrt-n chooses its own "
                "bytes; it takes no budget");
      return signalPassFailure();
    }
    Type costType =
        llvm::StringSwitch<Type>(costComputeType)
            .Case("f16", Float16Type::get(&getContext()))
            .Cases({"bf16", "fp8"}, BFloat16Type::get(&getContext()))
            .Default(Type());
    if (!costComputeType.empty() && !costType) {
      emitError(module.getLoc(), "mpt-rematerialize: cost-compute-type '")
          << costComputeType << "' is not f16, bf16 or fp8";
      return signalPassFailure();
    }
    RecomputePolicy policy;
    policy.selective = selective;
    policy.flopsPerByte = flopsPerByte;
    if (flopsPerByte < 0) {
      emitError(module.getLoc(),
                "mpt-rematerialize: flops-per-byte must not be "
                "negative, got ")
          << static_cast<int64_t>(flopsPerByte);
      return signalPassFailure();
    }
    if (StringRef(neverRecompute).trim() != "none") {
      SmallVector<StringRef> names;
      StringRef(neverRecompute).split(names, ',', -1, false);
      for (StringRef name : names) {
        std::optional<RecomputeClass> cls =
            symbolizeRecomputeClass(name.trim());
        if (!cls) {
          emitError(module.getLoc(), "mpt-rematerialize: unknown op class '")
              << name.trim() << "' in never-recompute (expected "
              << getRecomputeClassNames() << ", or none)";
          return signalPassFailure();
        }
        policy.neverRecompute.push_back(*cls);
      }
    }

    WalkResult result = module.walk([&](FunctionOpInterface fn) {
      if (fn.isExternal())
        return WalkResult::advance();
      llvm::DenseSet<Operation *> backward = collectBackwardOps(fn);
      if (backward.empty())
        return WalkResult::advance();
      RecomputePolicy fnPolicy = policy;
      if (costType)
        fnPolicy.bytesOf = predictMixedBytes(fn, backward, costType);
      return succeeded(rematerialize(fn, backward, fnPolicy, *parsedBudget))
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

  /// The bytes each value will have once precision assignment in
  /// `computeType` has run: the compute type for a low op's compute
  /// result, for a value only low backward ops read (they read its
  /// compute-type copy), or for one saved-activations=low stores low. A
  /// value a recomputed op reads is kept as the forward op read it
  /// (decideSavedValue): only a low op's compute result stays low then.
  std::function<KeptBytes(Value)>
  predictMixedBytes(FunctionOpInterface fn,
                    const llvm::DenseSet<Operation *> &backward,
                    Type computeType) {
    FailureOr<PrecisionClassOverrides> none =
        PrecisionClassOverrides::create(fn->getContext(), {}, {}, {}, {});
    auto colouring = std::make_shared<PrecisionColouring>(
        PrecisionColouring::compute(fn, *none, computeType));
    bool savedLow = costSavedActivations == SavedActivations::Low;
    return [colouring, backward, computeType, savedLow](Value value) {
      int64_t bytes = getStaticBytes(value.getType());
      auto type = dyn_cast<RankedTensorType>(value.getType());
      auto element =
          type ? dyn_cast<FloatType>(type.getElementType()) : FloatType();
      if (!element || element.getWidth() <= computeType.getIntOrFloatBitWidth())
        return KeptBytes{bytes, bytes};
      int64_t lowBytes = getStaticBytes(type.clone(computeType));
      auto result = dyn_cast<OpResult>(value);
      Operation *op = result ? result.getOwner() : nullptr;
      if (op && colouring->getComputeType(op) &&
          isComputeResult(op, result.getResultNumber()))
        return KeptBytes{lowBytes, lowBytes};
      // Readers that all run low read the compute-type copy made for them
      // (one, after CSE), which is then what is kept: the backward's for
      // the rules; the forward's, which recomputed copies of them share.
      auto allReadLow = [&](bool inBackward) {
        bool anyRead = false, allLow = true;
        Block *block = value.getParentBlock();
        for (OpOperand &use : value.getUses()) {
          Operation *reader = block->findAncestorOpInBlock(*use.getOwner());
          if (!reader || backward.contains(reader) != inBackward)
            continue;
          anyRead = true;
          allLow &= reader == use.getOwner() &&
                    colouring->getComputeType(reader) &&
                    isComputeOperand(reader, use.getOperandNumber());
        }
        return anyRead && allLow;
      };
      bool low = allReadLow(/*inBackward=*/true);
      if (!low && savedLow)
        low = decideSavedValue(value, backward).read.kind ==
              SavedValueRead::Kind::ToleratesLow;
      return KeptBytes{low ? lowBytes : bytes,
                       allReadLow(/*inBackward=*/false) ? lowBytes : bytes};
    };
  }

  LogicalResult rematerialize(FunctionOpInterface fn,
                              const llvm::DenseSet<Operation *> &backward,
                              const RecomputePolicy &policy,
                              const Budget &parsedBudget) {
    RematerializationProblem problem(fn, backward, policy);
    int64_t today = problem.getBytesKeptToday();
    RecomputePlan plan;
    std::string bound;
    if (strategy == RematStrategy::SqrtN) {
      plan = problem.planSqrtN();
      bound = llvm::formatv("; sqrt(n) rule over {0} chain boundaries",
                            problem.getNumChainBoundaries())
                  .str();
    } else {
      SmallVector<RecomputePlan> hull = problem.computeHull();
      int64_t limit = parsedBudget.resolve(today);
      const RecomputePlan &fewest = hull.back();
      if (parsedBudget.kind == Budget::Kind::Min)
        limit = fewest.bytes;
      if (limit < fewest.bytes) {
        return emitError(fn.getLoc(), "mpt-rematerialize: a budget of ")
               << formatBytes(limit)
               << " of saved activations is below the minimum of "
               << formatBytes(fewest.bytes)
               << " this step must keep with never-recompute=" << neverRecompute
               << (selective ? " and selective" : "") << " (today it keeps "
               << formatBytes(today) << ")";
      }
      // The hull runs from most bytes to fewest: take the first that fits.
      const RecomputePlan *chosen = &fewest;
      unsigned index = 0;
      for (auto [i, candidate] : llvm::enumerate(hull))
        if (candidate.bytes <= limit) {
          chosen = &candidate;
          index = i;
          break;
        }
      plan = problem.improveWithinBudget(*chosen, limit);
      // Between the hull plans before and at `index`, the segment joining
      // them bounds every plan within the budget from below (the hull is
      // the Lagrangian dual's value).
      int64_t lowerBound = chosen->cost;
      if (index > 0 && chosen->bytes < limit) {
        const RecomputePlan &above = hull[index - 1];
        double t =
            double(above.bytes - limit) / double(above.bytes - chosen->bytes);
        lowerBound = static_cast<int64_t>(
            std::ceil(above.cost + t * (chosen->cost - above.cost)));
      }
      bound = llvm::formatv("; budget {0}; {1} plans on the hull{2}; {3}",
                            formatBytes(limit), hull.size(),
                            plan.cost < chosen->cost
                                ? llvm::formatv(", the one within it "
                                                "improved from {0}",
                                                chosen->cost)
                                      .str()
                                : std::string(),
                            lowerBound >= plan.cost
                                ? std::string("optimal for the cost model")
                                : llvm::formatv("no plan within the budget "
                                                "recomputes less than {0}",
                                                lowerBound)
                                      .str())
                  .str();
    }

    unsigned noLongerKept = 0;
    for (auto [v, value] : llvm::enumerate(problem.getValues()))
      if (!value.backwardUses.empty() && !plan.saved.test(v))
        ++noLongerKept;
    int64_t recomputable = problem.getRecomputableCost();
    // Remark texts are built only when a remark engine listens.
    if (fn->getContext()->getRemarkEngine()) {
      auto opts = [&](StringRef name) {
        return remark::RemarkOpts::name(name)
            .category(getArgument())
            .function(cast<SymbolOpInterface>(*fn).getName());
      };
      for (unsigned o : plan.recomputed.set_bits()) {
        const RematerializationProblem::OpNode &node = problem.getOps()[o];
        remark::analysis(node.op->getLoc(), opts("recomputed"))
            << llvm::formatv(
                   "recomputed in the backward ({0}, {1} "
                   "FLOP-equivalents)",
                   stringifyRecomputeClass(classifyForRecompute(node.op)),
                   node.cost)
                   .str();
      }
      remark::analysis(fn.getLoc(), opts("summary"))
          << llvm::formatv(
                 "saved activations {0} -> {1}, recomputing {2} ops at {3} "
                 "FLOP-equivalents ({4:F1}% of the {5} the forward ops that "
                 "may be "
                 "recomputed cost){6}",
                 formatBytes(today), formatBytes(plan.bytes),
                 plan.recomputed.count(), plan.cost,
                 recomputable ? 100.0 * plan.cost / recomputable : 0.0,
                 recomputable, bound)
                 .str();
    }
    numRecomputedOps += plan.recomputed.count();
    numValuesNoLongerKept += noLongerKept;
    applyRecomputePlan(problem, plan);
    return success();
  }
};
} // namespace
