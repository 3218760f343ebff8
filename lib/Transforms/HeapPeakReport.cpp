//===- HeapPeakReport.cpp - mpt-heap-peak-report --------------------------===//
//
// Replays a bufferized function's allocations and deallocations in program
// order to find the most heap bytes it holds at once and what holds them.
//
//===----------------------------------------------------------------------===//

#include "mpt/Transforms/Passes.h"

#include "SourceLocation.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_HEAPPEAKREPORT
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
/// A heap buffer the replay holds: its size and the operation that made it
/// (an alloc, or a call or region op that handed it out).
struct HeapBuffer {
  int64_t bytes = 0;
  Operation *origin = nullptr;
};

/// What a call of a function does to its caller's heap.
struct CalleeHeap {
  /// The most bytes the callee holds at once beyond what its caller holds.
  int64_t peak = 0;
  /// Bytes of the buffers it returns (zero for other results).
  SmallVector<int64_t> resultBytes;
};

/// The live buffers where a replay reached its most bytes.
struct HeapPeak {
  int64_t bytes = 0;
  Operation *at = nullptr;
  /// The callee in which the peak is reached, and its own bytes there.
  func::FuncOp inside;
  int64_t insideBytes = 0;
  SmallVector<std::pair<Value, HeapBuffer>> live;
};

/// The bytes `memref.alloc` asks malloc for, as upstream's lowering
/// computes them: the elements, plus the alignment when one is given or
/// the element type is not a scalar. Nothing for a dynamic shape.
std::optional<int64_t> getAllocatedBytes(memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape())
    return std::nullopt;
  Type element = type.getElementType();
  int64_t elementBits;
  if (auto vector = dyn_cast<VectorType>(element))
    elementBits = vector.getNumElements() *
                  vector.getElementType().getIntOrFloatBitWidth();
  else if (element.isIndex())
    elementBits = 64;
  else if (element.isIntOrFloat())
    elementBits = element.getIntOrFloatBitWidth();
  else
    return std::nullopt;
  int64_t elementBytes = llvm::divideCeil(elementBits, 8);
  int64_t bytes = type.getNumElements() * elementBytes;
  if (std::optional<uint64_t> alignment = alloc.getAlignment())
    bytes += *alignment;
  else if (!element.isSignlessIntOrIndexOrFloat())
    bytes += elementBytes;
  return bytes;
}

/// Replays one function's heap operations in program order.
class HeapReplay {
public:
  HeapReplay(SymbolTableCollection &symbols,
             llvm::DenseMap<Operation *, CalleeHeap> &callees)
      : symbols(symbols), callees(callees) {}

  void run(func::FuncOp fn) { replayRegion(fn.getBody()); }

  const HeapPeak &getPeak() const { return peak; }
  int64_t getDynamicAllocs() const { return dynamicAllocs; }
  int64_t getBuffersKeptByLoops() const { return keptByLoops; }

  /// The bytes of the buffers among `values` that this replay allocated
  /// and still holds.
  SmallVector<int64_t> getHeldBytes(ValueRange values) const {
    SmallVector<int64_t> bytes;
    for (Value value : values) {
      auto found = live.find(getBase(value));
      bytes.push_back(found == live.end() ? 0 : found->second.bytes);
    }
    return bytes;
  }

private:
  /// Views share their source's buffer.
  static Value getBase(Value value) {
    while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
      value = view.getViewSource();
    return value;
  }

  void allocate(Value value, HeapBuffer buffer) {
    live[value] = buffer;
    liveBytes += buffer.bytes;
    if (liveBytes > peak.bytes)
      snapshot(buffer.origin, liveBytes, func::FuncOp(), 0);
  }

  void release(Value value) {
    auto found = live.find(getBase(value));
    if (found == live.end())
      return;
    liveBytes -= found->second.bytes;
    live.erase(found);
  }

  void snapshot(Operation *at, int64_t bytes, func::FuncOp inside,
                int64_t insideBytes) {
    peak.bytes = bytes;
    peak.at = at;
    peak.inside = inside;
    peak.insideBytes = insideBytes;
    peak.live.assign(live.begin(), live.end());
  }

  void replayRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : block)
        replayOp(&op);
  }

  void replayCall(func::CallOp call) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || callee.isExternal())
      return;
    // Entered before the callee is replayed: a recursive call counts it as
    // allocating nothing.
    if (callees.try_emplace(callee).second) {
      HeapReplay nested(symbols, callees);
      nested.run(callee);
      CalleeHeap summary;
      summary.peak = nested.getPeak().bytes;
      callee.walk([&](func::ReturnOp ret) {
        summary.resultBytes = nested.getHeldBytes(ret.getOperands());
      });
      callees[callee] = std::move(summary);
    }
    const CalleeHeap &heap = callees.find(callee)->second;
    if (liveBytes + heap.peak > peak.bytes)
      snapshot(call, liveBytes + heap.peak, callee, heap.peak);
    for (auto [result, bytes] : llvm::zip(call.getResults(), heap.resultBytes))
      if (bytes > 0)
        allocate(result, HeapBuffer{bytes, call});
  }

  /// Regions as alternatives (an scf.if's branches) or as one pass of a
  /// loop's body: what a region allocates and yields becomes the op's
  /// result; what it allocates and keeps stays live once.
  void replayRegions(Operation *op) {
    SmallVector<int64_t> resultBytes(op->getNumResults(), 0);
    SmallVector<std::pair<Value, HeapBuffer>> kept;
    for (Region &region : op->getRegions()) {
      llvm::DenseSet<Value> before;
      for (auto &entry : live)
        before.insert(entry.first);
      replayRegion(region);
      SmallVector<Value> made;
      for (auto &entry : live)
        if (!before.contains(entry.first))
          made.push_back(entry.first);
      if (made.empty())
        continue;
      llvm::DenseSet<Value> yielded;
      for (Block &block : region) {
        Operation *terminator = block.getTerminator();
        if (!terminator || terminator->getNumOperands() != op->getNumResults())
          continue;
        for (auto [index, operand] :
             llvm::enumerate(terminator->getOperands())) {
          auto found = live.find(getBase(operand));
          if (found == live.end() || before.contains(found->first))
            continue;
          resultBytes[index] =
              std::max(resultBytes[index], found->second.bytes);
          yielded.insert(found->first);
        }
      }
      // The region's buffers leave the state it leaves to the next region.
      for (Value value : made) {
        HeapBuffer buffer = live.lookup(value);
        if (!yielded.contains(value)) {
          kept.push_back({value, buffer});
          if (isa<LoopLikeOpInterface>(op))
            ++keptByLoops;
        }
        release(value);
      }
    }
    for (auto &[value, buffer] : kept)
      allocate(value, buffer);
    for (auto [result, bytes] : llvm::zip(op->getResults(), resultBytes))
      if (bytes > 0)
        allocate(result, HeapBuffer{bytes, op});
  }

  void replayOp(Operation *op) {
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      std::optional<int64_t> bytes = getAllocatedBytes(alloc);
      if (!bytes) {
        ++dynamicAllocs;
        return;
      }
      allocate(alloc.getResult(), HeapBuffer{*bytes, op});
      return;
    }
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      release(dealloc.getMemref());
      return;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      replayCall(call);
      return;
    }
    if (op->getNumRegions() != 0)
      replayRegions(op);
  }

  SymbolTableCollection &symbols;
  llvm::DenseMap<Operation *, CalleeHeap> &callees;
  llvm::MapVector<Value, HeapBuffer> live;
  int64_t liveBytes = 0;
  HeapPeak peak;
  int64_t dynamicAllocs = 0;
  int64_t keptByLoops = 0;
};

/// Whether `op` only fills its output (a linalg.fill, or a call of an
/// outlined one): a buffer's first use that says nothing of what it holds.
bool onlyFills(Operation *op, SymbolTableCollection &symbols) {
  if (isa<linalg::FillOp>(op))
    return true;
  auto call = dyn_cast<func::CallOp>(op);
  if (!call)
    return false;
  auto callee =
      symbols.lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return false;
  bool fills = false, other = false;
  callee.walk([&](linalg::LinalgOp linalgOp) {
    (isa<linalg::FillOp>(linalgOp) ? fills : other) = true;
  });
  return fills && !other;
}

/// The operations that use `value` (or a view of it) first and last, as
/// their ancestors in the block that defines `value`; the first use that
/// does more than fill it, where there is one.
std::pair<Operation *, Operation *>
findFirstAndLastUse(Value value, SymbolTableCollection &symbols) {
  SmallVector<Operation *> users;
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (Operation *user : current.getUsers()) {
      if (isa<memref::DeallocOp>(user))
        continue;
      if (auto view = dyn_cast<ViewLikeOpInterface>(user))
        if (view.getViewSource() == current) {
          llvm::append_range(worklist, user->getResults());
          continue;
        }
      Block *block = value.getParentBlock();
      Operation *ancestor = block ? block->findAncestorOpInBlock(*user) : user;
      users.push_back(ancestor ? ancestor : user);
    }
  }
  auto before = [](Operation *a, Operation *b) {
    return a->getBlock() == b->getBlock() && a->isBeforeInBlock(b);
  };
  Operation *first = nullptr, *firstWrite = nullptr, *last = nullptr;
  for (Operation *user : users) {
    if (!first || before(user, first))
      first = user;
    if (!onlyFills(user, symbols) && (!firstWrite || before(user, firstWrite)))
      firstWrite = user;
    if (!last || before(last, user))
      last = user;
  }
  return {firstWrite ? firstWrite : first, last};
}

/// An op as the report names it: a call by its callee (an outlined
/// kernel's name says which op it runs), anything else by its name.
std::string describe(Operation *op) {
  if (!op)
    return "(unused)";
  if (auto call = dyn_cast<func::CallOp>(op))
    return ("@" + call.getCallee()).str();
  return op->getName().getStringRef().str();
}

std::string describeWithLocation(Operation *op) {
  if (!op)
    return "(unused)";
  return describe(op) + " (" + mpt::getCompactLocation(op->getLoc()) + ")";
}

std::string formatMiB(int64_t bytes) {
  std::string text;
  llvm::raw_string_ostream(text)
      << llvm::format("%.1f MiB", static_cast<double>(bytes) / (1 << 20));
  return text;
}

std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

void printReport(raw_ostream &os, func::FuncOp fn, const HeapReplay &replay,
                 unsigned listed, SymbolTableCollection &symbols) {
  const HeapPeak &peak = replay.getPeak();
  os << "heap peak of @" << fn.getSymName() << ": " << peak.bytes << " bytes ("
     << formatMiB(peak.bytes) << ")";
  if (!peak.at) {
    os << ", nothing allocated\n";
    return;
  }
  if (auto alloc = dyn_cast<memref::AllocOp>(peak.at)) {
    Operation *user = findFirstAndLastUse(alloc.getResult(), symbols).first;
    os << " allocating " << printType(alloc.getType()) << " for "
       << describeWithLocation(user ? user : alloc);
  } else
    os << " at " << describeWithLocation(peak.at);
  if (peak.inside)
    os << ", " << peak.insideBytes << " bytes of them inside @"
       << func::FuncOp(peak.inside).getSymName();
  os << "; " << peak.live.size() << " buffers live\n";
  if (replay.getDynamicAllocs())
    os << "  (" << replay.getDynamicAllocs()
       << " allocations of dynamic or unknown size not counted)\n";
  if (replay.getBuffersKeptByLoops())
    os << "  (" << replay.getBuffersKeptByLoops()
       << " buffers a loop body keeps counted once)\n";

  struct Row {
    int64_t bytes;
    std::string type, first, last;
  };
  SmallVector<Row> rows;
  for (auto &[value, buffer] : peak.live) {
    auto [first, last] = findFirstAndLastUse(value, symbols);
    // Unused but freed (or yielded by a region): where it was made.
    if (!first)
      first = buffer.origin;
    if (!last)
      last = first;
    rows.push_back({buffer.bytes, printType(value.getType()),
                    describeWithLocation(first), describeWithLocation(last)});
  }
  // Largest first; equal sizes in the order of their first use's name.
  llvm::sort(rows, [](const Row &a, const Row &b) {
    return std::tie(b.bytes, a.first, a.type) <
           std::tie(a.bytes, b.first, b.type);
  });

  os << "  largest buffers live at the peak (bytes, type, first use, last "
        "use):\n";
  size_t count =
      listed == 0 ? rows.size() : std::min<size_t>(listed, rows.size());
  for (const Row &row : ArrayRef(rows).take_front(count))
    os << llvm::format("  %12lld  ", static_cast<long long>(row.bytes))
       << row.type << "  " << row.first << "  -> " << row.last << "\n";
  if (count < rows.size()) {
    int64_t rest = 0;
    for (const Row &row : ArrayRef(rows).drop_front(count))
      rest += row.bytes;
    os << "  and " << rows.size() - count << " more: " << rest << " bytes\n";
  }

  // Repeated layers share source lines: grouped by where the buffer is
  // first used, the bytes add up to what each line of the model costs.
  llvm::StringMap<std::pair<int64_t, int64_t>> byFirstUse;
  for (const Row &row : rows) {
    auto &entry = byFirstUse[row.first];
    entry.first += row.bytes;
    ++entry.second;
  }
  SmallVector<std::pair<std::string, std::pair<int64_t, int64_t>>> groups;
  for (auto &entry : byFirstUse)
    groups.push_back({entry.getKey().str(), entry.getValue()});
  llvm::sort(groups, [](const auto &a, const auto &b) {
    return std::tie(b.second.first, a.first) <
           std::tie(a.second.first, b.first);
  });
  os << "  live bytes at the peak by first use (bytes, buffers):\n";
  count = listed == 0 ? groups.size() : std::min<size_t>(listed, groups.size());
  for (const auto &group : ArrayRef(groups).take_front(count))
    os << llvm::format("  %12lld  %4lld  ",
                       static_cast<long long>(group.second.first),
                       static_cast<long long>(group.second.second))
       << group.first << "\n";
}

struct HeapPeakReportPass : mpt::impl::HeapPeakReportBase<HeapPeakReportPass> {
  using Base::Base;

  void runOnOperation() override {
    SymbolTableCollection symbols;
    llvm::DenseMap<Operation *, CalleeHeap> callees;
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn.isExternal())
        continue;
      if (functions.empty() ? !fn.isPublic()
                            : !llvm::is_contained(functions, fn.getSymName()))
        continue;
      HeapReplay replay(symbols, callees);
      replay.run(fn);
      printReport(llvm::outs(), fn, replay, buffers, symbols);
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
