//===- MemoryReport.cpp - mpt-memory-report -------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/Dialect/Mpt/Transforms/RecomputeCost.h"
#include "mpt/Dialect/Mpt/Transforms/SavedActivations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>
#include <tuple>

namespace mlir::mpt {
#define GEN_PASS_DEF_MEMORYREPORT
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
constexpr StringLiteral kCategories[] = {
    "param",     "frozen",     "low_precision_copy",
    "fp8_copy",  "gradient",   "optimizer_state",
    "buffer",    "loss_scale", "fp8_scaling",
    "activation"};

/// Saved activations of one element type read by the same derivative
/// rules.
struct SavedGroup {
  /// The forward ops whose rules read the values, e.g. "mpt.softmax".
  std::string savedFor;
  std::string elementType;
  int64_t bytes = 0;
  unsigned values = 0;
  /// Why a rule keeps them wide (empty where none does).
  std::string keptBecause;
};

struct Report {
  std::string function;
  /// The activations by the rules that read them, largest first.
  std::vector<SavedGroup> saved;
  int64_t parameters = 0;
  // category -> element type name -> bytes
  llvm::MapVector<StringRef, std::map<std::string, int64_t>> bytes;
  llvm::MapVector<StringRef, int64_t> baseline;
  /// What the step's float conversions move per call.
  CastTraffic casts;
  /// Forward ops mpt-rematerialize cloned into the backward: how many, what
  /// recomputing them costs (RecomputeCost.h, at its default machine
  /// balance), and the bytes of the results the rest of the backward reads
  /// from them instead of from kept values.
  unsigned recomputedOps = 0;
  int64_t recomputeCost = 0, recomputedBytes = 0;
  /// Collectives (a data-parallel step's): how many per step, and the bytes
  /// all-reduces reduce, in their wire types, by wire type; the bytes
  /// reduce-scatters reduce (in their wire types) and all-gathers assemble.
  unsigned collectives = 0, scatters = 0, gathers = 0;
  std::map<std::string, int64_t> communicated;
  int64_t scatteredBytes = 0, gatheredBytes = 0;
  /// Of those, the bytes of the collectives a step accumulating
  /// micro-batches runs only when the effective batch ends (reduced and
  /// gathered).
  int64_t boundaryBytes = 0;
  int64_t communicatedBytes() const {
    int64_t sum = 0;
    for (auto &[type, bytes] : communicated)
      sum += bytes;
    return sum;
  }
  /// What a rank sends in a step at `ranks` ranks with ring algorithms:
  /// 2(N-1)/N of an all-reduce's bytes, (N-1)/N of a reduce-scatter's or an
  /// all-gather's.
  int64_t bytesPerRank(int64_t ranks) const {
    return (2 * communicatedBytes() + scatteredBytes + gatheredBytes) *
           (ranks - 1) / ranks;
  }

  int64_t total(StringRef category) const {
    auto it = bytes.find(category);
    if (it == bytes.end())
      return 0;
    int64_t sum = 0;
    for (auto &entry : it->second)
      sum += entry.second;
    return sum;
  }
  int64_t baselineOf(StringRef category) const {
    auto it = baseline.find(category);
    return it == baseline.end() ? 0 : it->second;
  }
  double perParameter(bool fp32) const {
    if (!parameters)
      return 0.0;
    int64_t sum = 0;
    for (StringRef c : {"param", "low_precision_copy", "fp8_copy", "gradient",
                        "optimizer_state"})
      sum += fp32 ? baselineOf(c) : total(c);
    return static_cast<double>(sum) / parameters;
  }
};
} // namespace

static std::string elementName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  os << getElementTypeOrSelf(type);
  return name;
}

/// Values above this many bytes (256 TiB) are refused: no tensor is that
/// large, and the sums of the report stay far from overflowing.
static constexpr int64_t kMaxValueBytes = int64_t(1) << 48;

/// The elements of a static shape, or nullopt when the product overflows.
static std::optional<int64_t> countElements(ShapedType shaped) {
  int64_t count = 1;
  for (int64_t size : shaped.getShape())
    if (llvm::MulOverflow(count, size, count))
      return std::nullopt;
  return count;
}

static int64_t bytesOf(Type type, bool fp32) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  Type element = shaped.getElementType();
  if (!element.isIntOrFloat())
    return 0;
  int64_t width =
      isa<FloatType>(element) && fp32 ? 32 : element.getIntOrFloatBitWidth();
  // checkSizes() has bounded every value.
  return *countElements(shaped) * ((width + 7) / 8);
}

/// Refuses values too large to count: the report's arithmetic is in bytes
/// as int64.
static LogicalResult checkSizes(func::FuncOp fn) {
  auto check = [&](Value value, Location loc) -> LogicalResult {
    auto shaped = dyn_cast<ShapedType>(value.getType());
    if (!shaped || !shaped.hasStaticShape())
      return success();
    std::optional<int64_t> count = countElements(shaped);
    int64_t bytes;
    if (!count || llvm::MulOverflow(*count, int64_t(8), bytes) ||
        bytes > kMaxValueBytes)
      return emitError(loc)
             << "mpt-memory-report: a value of type " << value.getType()
             << " is too large to count in bytes";
    return success();
  };
  for (BlockArgument arg : fn.getArguments())
    if (failed(check(arg, fn.getLoc())))
      return failure();
  WalkResult result = fn.walk([&](Operation *op) {
    for (Value value : op->getResults())
      if (failed(check(value, op->getLoc())))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

static bool isCast(Operation *op) { return op && isFloatConversion(op); }

/// The forward ops whose derivative rules read `value` or, through the
/// casts it was made by, the value it copies: "mpt.matmul+mpt.softmax".
static std::string
describeReaders(Value value, const llvm::DenseSet<Operation *> &backward) {
  std::set<std::string> names;
  for (Value v = value; v;) {
    for (Operation *op : getPossibleReaders(v, backward))
      if (auto vjp = dyn_cast<VjpOpInterface>(op);
          vjp && !isCast(op) &&
          vjp.getSavedValueRead(v).kind != SavedValueRead::Kind::NotRead)
        names.insert(op->getName().getStringRef().str());
    Operation *producer = v.getDefiningOp();
    // A value a rule computed in the forward for its backward.
    if (producer && producer->hasAttr(MptDialect::kSavedReadAttrName))
      names.insert("a rule's forward value (mpt.saved_read)");
    v = isCast(producer) ? producer->getOperand(0) : Value();
  }
  if (names.empty())
    return "(no rule declares it)";
  return llvm::join(names, "+");
}

static Report analyze(func::FuncOp fn) {
  Report report;
  report.function = fn.getName().str();
  auto add = [&](StringRef category, Value value, bool inBaseline) {
    report.bytes[category][elementName(value.getType())] +=
        bytesOf(value.getType(), false);
    if (inBaseline)
      report.baseline[category] += bytesOf(value.getType(), true);
  };
  for (StringRef c : kCategories) {
    report.bytes[c];
    report.baseline[c] = 0;
  }

  llvm::DenseSet<Value> params;
  SmallVector<Value> fp8State;
  for (BlockArgument arg : fn.getArguments()) {
    std::optional<Role> role = getArgRole(fn, arg.getArgNumber());
    if (role == Role::Param) {
      params.insert(arg);
      add("param", arg, true);
      // A rank's slice of a sharded parameter (ZeRO stage 3) counts the
      // whole parameter's elements: bytes per parameter are per rank.
      auto shaped = dyn_cast<ShapedType>(arg.getType());
      if (std::optional<ArgShard> shard = getArgShard(fn, arg.getArgNumber()))
        shaped = shard->whole;
      if (shaped && shaped.hasStaticShape())
        report.parameters += *countElements(shaped);
    } else if (role == Role::Frozen) {
      // Read by the forward like a parameter (its low-precision copies are
      // copies of weights), counted apart: LoRA's frozen base dominates.
      params.insert(arg);
      add("frozen", arg, true);
    } else if (role == Role::Buffer) {
      add("buffer", arg, true);
    } else if (role == Role::OptState || role == Role::Step) {
      add("optimizer_state", arg, true);
    } else if (role == Role::LossScale) {
      add("loss_scale", arg, true);
    } else if (role == Role::Fp8Scale) {
      add("fp8_scaling", arg, /*inBaseline=*/false);
      fp8State.push_back(arg);
    }
  }

  // The FP8 state and its next value, which the step's final selects read
  // after the backward, are state, not activations.
  llvm::DenseSet<Value> counted(fp8State.begin(), fp8State.end());
  fn.walk([&](UpdateFp8ScaleOp update) {
    counted.insert(update->result_begin(), update->result_end());
  });
  // Whether `op` runs only at micro-batch boundaries: under an scf.if on
  // the tagged flag, or on the flag and another (the update's guard).
  Value boundary = getMicroBatchBoundary(fn);
  auto isBoundary = [&](Value condition) {
    auto flag = condition.getDefiningOp<tensor::ExtractOp>();
    return flag && flag.getTensor() == boundary;
  };
  auto onlyAtBoundary = [&](Operation *op) {
    for (auto branch = op->getParentOfType<scf::IfOp>(); boundary && branch;
         branch = branch->getParentOfType<scf::IfOp>()) {
      Value condition = branch.getCondition();
      auto both = condition.getDefiningOp<arith::AndIOp>();
      if (isBoundary(condition) ||
          (both && (isBoundary(both.getLhs()) || isBoundary(both.getRhs()))))
        return true;
    }
    return false;
  };
  fn.walk([&](AllReduceOp collective) {
    ++report.collectives;
    auto type = cast<RankedTensorType>(collective.getType());
    // Flags travel as one f32 each.
    FloatType element = collective.getWireElementType();
    RankedTensorType wire = type.clone(
        element ? Type(element) : Float32Type::get(type.getContext()));
    report.communicated[elementName(wire)] += bytesOf(wire, false);
    if (onlyAtBoundary(collective))
      report.boundaryBytes += bytesOf(wire, false);
  });
  fn.walk([&](ReduceScatterOp scatter) {
    ++report.scatters;
    int64_t bytes = bytesOf(
        scatter.getInput().getType().clone(scatter.getWireElementType()),
        false);
    report.scatteredBytes += bytes;
    if (onlyAtBoundary(scatter))
      report.boundaryBytes += bytes;
  });
  fn.walk([&](AllGatherOp gather) {
    ++report.gathers;
    report.gatheredBytes += bytesOf(gather.getType(), false);
    if (onlyAtBoundary(gather))
      report.boundaryBytes += bytesOf(gather.getType(), false);
  });
  fn.walk([&](Operation *op) {
    if (isCast(op) && isa<ShapedType>(op->getResult(0).getType()))
      report.casts.add(op);
    if (isCast(op) && params.contains(op->getOperand(0)) &&
        counted.insert(op->getResult(0)).second)
      add("low_precision_copy", op->getResult(0), /*inBaseline=*/false);
    // FP8 copies of parameters (FP8 copies of activations the backward
    // reads are activations).
    if (auto quantize = dyn_cast<QuantizeOp>(op);
        quantize && params.contains(quantize.getInput()) &&
        counted.insert(quantize.getResult()).second)
      add("fp8_copy", quantize.getResult(), /*inBaseline=*/false);
    // Block-scaled ones with their scales.
    if (auto quantize = dyn_cast<QuantizeBlocksOp>(op);
        quantize && params.contains(quantize.getInput()))
      for (Value copy : quantize->getResults())
        if (counted.insert(copy).second)
          add("fp8_copy", copy, /*inBaseline=*/false);
    Value gradient;
    if (auto optimizer = dyn_cast<OptimizerOpInterface>(op))
      gradient = optimizer.getGradientOperand().get();
    // A sharded update reads its slice of the whole averaged gradient,
    // which every rank holds (padded to a multiple of the ranks).
    if (auto shard =
            gradient ? gradient.getDefiningOp<LocalShardOp>() : LocalShardOp())
      gradient = shard.getInput();
    if (gradient && counted.insert(gradient).second)
      add("gradient", gradient, true);
  });

  llvm::DenseSet<Operation *> backward = collectBackwardOps(fn);
  std::map<std::tuple<std::string, std::string, std::string>, SavedGroup>
      groups;

  // Activations: values made outside the backward that a backward op reads.
  // In the baseline a saved cast (or FP8 copy) counts as the value it casts
  // (once).
  llvm::DenseSet<Value> savedRoots;
  for (const SavedActivation &saved : collectSavedActivations(fn, backward)) {
    Value value = saved.value;
    if (counted.contains(value))
      continue;
    Value root = value;
    while (isCast(root.getDefiningOp()) ||
           isa_and_present<QuantizeOp, QuantizeBlocksOp>(root.getDefiningOp()))
      root = root.getDefiningOp()->getOperand(0);
    bool inBaseline =
        !isa<BlockArgument>(root) && savedRoots.insert(root).second;
    add("activation", value, inBaseline);
    std::string keptBecause;
    if (Type element = getElementTypeOrSelf(value.getType());
        isa<FloatType>(element) && element.getIntOrFloatBitWidth() >= 32) {
      SavedValueDecision decision = decideSavedValue(value, backward);
      if (decision.read.kind == SavedValueRead::Kind::NeedsFull)
        keptBecause = decision.read.reason.str();
    }
    SavedGroup group{describeReaders(value, backward),
                     elementName(value.getType()), 0, 0, keptBecause};
    SavedGroup &entry =
        groups
            .try_emplace({group.savedFor, group.elementType, keptBecause},
                         group)
            .first->second;
    entry.bytes += bytesOf(value.getType(), false);
    ++entry.values;
  }
  for (auto &entry : groups)
    report.saved.push_back(std::move(entry.second));
  fn.walk([&](Operation *op) {
    if (!op->hasAttr(MptDialect::kRecomputedAttrName))
      return;
    ++report.recomputedOps;
    report.recomputeCost +=
        getRecomputeCost(op, kDefaultFlopsPerByte).value_or(0);
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [](Operation *user) {
            return !user->hasAttr(MptDialect::kRecomputedAttrName);
          }))
        report.recomputedBytes += bytesOf(result.getType(), false);
  });
  llvm::sort(report.saved, [](const SavedGroup &a, const SavedGroup &b) {
    return std::tie(b.bytes, a.savedFor, a.elementType) <
           std::tie(a.bytes, b.savedFor, b.elementType);
  });
  return report;
}

namespace {
struct MemoryReportPass : mpt::impl::MemoryReportBase<MemoryReportPass> {
  using MemoryReportBase::MemoryReportBase;

  void runOnOperation() override {
    std::vector<Report> reports;
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isExternal()) {
        if (failed(checkSizes(fn)))
          return signalPassFailure();
        Report report = analyze(fn);
        if (report.parameters)
          reports.push_back(std::move(report));
      }
    if (format == ReportFormat::Json)
      printJson(reports);
    else
      printText(reports);
    markAllAnalysesPreserved();
  }

  static void printText(ArrayRef<Report> reports) {
    llvm::raw_ostream &os = llvm::outs();
    for (const Report &r : reports) {
      os << "mpt-memory-report: @" << r.function << " (" << r.parameters
         << " parameters)\n";
      os << llvm::format("  %-20s %14s %14s  %s\n", "category", "bytes",
                         "fp32 baseline", "by element type");
      int64_t total = 0, baseline = 0;
      for (StringRef c : kCategories) {
        std::string split;
        for (auto &[type, bytes] : r.bytes.find(c)->second)
          if (bytes)
            split += type + " " + std::to_string(bytes) + "  ";
        os << llvm::format("  %-20s %14lld %14lld  %s\n", c.str().c_str(),
                           static_cast<long long>(r.total(c)),
                           static_cast<long long>(r.baselineOf(c)),
                           split.c_str());
        total += r.total(c);
        baseline += r.baselineOf(c);
      }
      os << llvm::format("  %-20s %14lld %14lld\n", "total",
                         static_cast<long long>(total),
                         static_cast<long long>(baseline));
      os << llvm::format("  bytes per parameter (param + copy + gradient + "
                         "optimizer state): %.2f (fp32 baseline %.2f)\n",
                         r.perParameter(false), r.perParameter(true));
      os << "  casts: " << r.casts.numCounted + r.casts.numUncounted
         << " float conversions of tensors, " << r.casts.describe() << "\n";
      if (r.collectives || r.scatters || r.gathers) {
        os << "  communicated per step: " << r.collectives << " all-reduces of "
           << r.communicatedBytes() << " bytes (";
        for (auto [i, entry] : llvm::enumerate(r.communicated))
          os << (i ? ", " : "") << entry.first << " " << entry.second;
        os << ")";
        if (r.scatters)
          os << ", " << r.scatters << " reduce-scatters of " << r.scatteredBytes
             << " bytes";
        if (r.gathers)
          os << ", " << r.gathers << " all-gathers of " << r.gatheredBytes
             << " bytes";
        if (r.boundaryBytes)
          os << " (" << r.boundaryBytes
             << " of these bytes only at the last micro-batch of an "
                "effective batch)";
        os << llvm::format("; with ring algorithms each rank sends "
                           "2(N-1)/N of the all-reduced bytes and (N-1)/N "
                           "of the scattered and gathered ones: %lld at "
                           "N = 2, %lld at "
                           "N = 8\n",
                           static_cast<long long>(r.bytesPerRank(2)),
                           static_cast<long long>(r.bytesPerRank(8)));
      }
      if (r.recomputedOps)
        os << "  recomputed by the backward: " << r.recomputedOps << " ops, "
           << r.recomputeCost << " FLOP-equivalents; " << r.recomputedBytes
           << " bytes of values read from them instead of kept\n";
      if (!r.saved.empty())
        os << "  saved activations by the derivative rules that read them:\n";
      for (const SavedGroup &g : r.saved) {
        os << llvm::format("    %-40s %-5s %14lld bytes in %u values",
                           g.savedFor.c_str(), g.elementType.c_str(),
                           static_cast<long long>(g.bytes), g.values);
        if (!g.keptBecause.empty())
          os << "; kept: " << g.keptBecause;
        os << "\n";
      }
    }
  }

  static void printJson(ArrayRef<Report> reports) {
    llvm::json::OStream json(llvm::outs(), 2);
    json.object([&] {
      json.attributeArray("functions", [&] {
        for (const Report &r : reports)
          json.object([&] {
            json.attribute("function", r.function);
            json.attribute("parameters", r.parameters);
            json.attributeObject("bytes", [&] {
              for (StringRef c : kCategories)
                json.attribute(c, r.total(c));
            });
            json.attributeObject("fp32_baseline", [&] {
              for (StringRef c : kCategories)
                json.attribute(c, r.baselineOf(c));
            });
            json.attributeObject("by_element_type", [&] {
              for (StringRef c : kCategories)
                json.attributeObject(c, [&] {
                  for (auto &[type, bytes] : r.bytes.find(c)->second)
                    json.attribute(type, bytes);
                });
            });
            json.attribute("bytes_per_parameter", r.perParameter(false));
            json.attribute("fp32_bytes_per_parameter", r.perParameter(true));
            json.attributeArray("saved_activations", [&] {
              for (const SavedGroup &g : r.saved)
                json.object([&] {
                  json.attribute("saved_for", g.savedFor);
                  json.attribute("element_type", g.elementType);
                  json.attribute("bytes", g.bytes);
                  json.attribute("values", g.values);
                  if (!g.keptBecause.empty())
                    json.attribute("kept_because", g.keptBecause);
                });
            });
            json.attributeObject("recomputed", [&] {
              json.attribute("ops", r.recomputedOps);
              json.attribute("flop_equivalents", r.recomputeCost);
              json.attribute("bytes_read_instead_of_kept", r.recomputedBytes);
            });
            json.attributeObject("communicated", [&] {
              json.attribute("collectives", r.collectives);
              json.attribute("bytes_per_step", r.communicatedBytes());
              json.attribute("reduce_scatters", r.scatters);
              json.attribute("scattered_bytes_per_step", r.scatteredBytes);
              json.attribute("all_gathers", r.gathers);
              json.attribute("gathered_bytes_per_step", r.gatheredBytes);
              json.attribute("bytes_at_micro_batch_boundaries",
                             r.boundaryBytes);
              json.attribute("ring_bytes_per_rank_at_2", r.bytesPerRank(2));
              json.attribute("ring_bytes_per_rank_at_8", r.bytesPerRank(8));
              json.attributeObject("by_wire_type", [&] {
                for (auto &[type, bytes] : r.communicated)
                  json.attribute(type, bytes);
              });
            });
            json.attributeObject("casts", [&] {
              json.attribute("bytes_per_call",
                             static_cast<int64_t>(r.casts.bytes));
              json.attribute("counted", r.casts.numCounted);
              json.attribute("uncounted", r.casts.numUncounted);
            });
          });
      });
    });
    llvm::outs() << "\n";
  }
};
} // namespace
