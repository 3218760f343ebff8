//===- StepProfile.cpp - Wall time per op of a compiled step --------------===//

#include "mpt/Runtime/StepProfile.h"

#include "mpt/Support/AtomicOutput.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <tuple>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt::runtime;

/// The profile the compiled code's calls go to.
static StepProfile *activeProfile = nullptr;

Expected<std::vector<ProfileRegion>>
mpt::runtime::readProfileRegions(ArrayAttr regions) {
  std::vector<ProfileRegion> result;
  if (!regions)
    return result;
  for (auto [index, attr] : llvm::enumerate(regions)) {
    auto entry = dyn_cast<DictionaryAttr>(attr);
    auto field = [&](StringRef name) -> std::optional<std::string> {
      auto value = entry ? entry.getAs<StringAttr>(name) : StringAttr();
      if (!value)
        return std::nullopt;
      return value.str();
    };
    std::optional<std::string> op = field("op"), space = field("space"),
                               function = field("function"),
                               location = field("location"),
                               full = field("loc");
    if (!op || !space || !function || !location || !full)
      return createStringError("profile region " + Twine(index) +
                               " is not a dictionary of strings op, space, "
                               "function, location and loc");
    ProfileRegion region;
    region.op = *op;
    region.space = *space;
    region.function = *function;
    region.location = *location;
    region.fullLocation = *full;
    if (std::optional<std::string> shape = field("contraction")) {
      SmallVector<StringRef> extents;
      StringRef(*shape).split(extents, 'x');
      region.flops = 2;
      for (StringRef extent : extents) {
        uint64_t size;
        if (extents.size() != 4 || extent.getAsInteger(10, size))
          return createStringError("profile region " + Twine(index) +
                                   ": contraction '" + *shape +
                                   "' is not BxMxNxK");
        region.flops *= double(size);
      }
      region.contraction = *shape;
    }
    result.push_back(std::move(region));
  }
  return result;
}

StepProfile::StepProfile(std::vector<ProfileRegion> regions)
    : regions(std::move(regions)) {
  began.assign(this->regions.size(), 0);
  nanoseconds.assign(this->regions.size(), 0);
  calls.assign(this->regions.size(), 0);
  activeProfile = this;
}

StepProfile::~StepProfile() {
  if (activeProfile == this)
    activeProfile = nullptr;
}

int64_t StepProfile::now() const {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void StepProfile::recordBegin(int64_t region) {
  StepProfile *profile = activeProfile;
  if (!profile || region < 0 || size_t(region) >= profile->regions.size())
    return;
  profile->began[region] = profile->now();
}

void StepProfile::recordEnd(int64_t region) {
  StepProfile *profile = activeProfile;
  if (!profile || region < 0 || size_t(region) >= profile->regions.size())
    return;
  int64_t end = profile->now();
  int64_t begin = profile->began[region];
  profile->nanoseconds[region] += end - begin;
  ++profile->calls[region];
  if (profile->inStep)
    profile->events.push_back({region, begin, end});
}

void StepProfile::pause() {
  if (activeProfile == this)
    activeProfile = nullptr;
}

void StepProfile::resume() { activeProfile = this; }

void StepProfile::startStep() {
  events.clear();
  inStep = true;
  stepBeganNs = now();
}

void StepProfile::endStep(int64_t stepsRun) {
  stepsNs += now() - stepBeganNs;
  steps += stepsRun;
  inStep = false;
  lastStepEvents = std::move(events);
  lastStepBeganNs = stepBeganNs;
  events.clear();
}

void StepProfile::reset() {
  std::fill(nanoseconds.begin(), nanoseconds.end(), 0);
  std::fill(calls.begin(), calls.end(), 0);
  steps = stepsNs = 0;
}

double StepProfile::getStepNanoseconds() const {
  return steps ? double(stepsNs) / steps : 0;
}

std::vector<StepProfile::Group> StepProfile::getGroups() const {
  std::map<std::tuple<StringRef, StringRef, StringRef, StringRef>, Group> byKey;
  for (size_t i = 0; i < regions.size(); ++i) {
    const ProfileRegion &region = regions[i];
    Group &group =
        byKey[{region.op, region.space, region.location, region.function}];
    group.region = &region;
    group.calls += calls[i];
    group.nanoseconds += nanoseconds[i];
    ++group.regions;
  }
  std::vector<Group> groups;
  for (auto &[key, group] : byKey)
    groups.push_back(group);
  // Most time first; ties (regions that never ran) in program order.
  std::sort(groups.begin(), groups.end(), [](const Group &a, const Group &b) {
    return std::tie(b.nanoseconds, a.region) <
           std::tie(a.nanoseconds, b.region);
  });
  return groups;
}

void StepProfile::printTable(raw_ostream &os, unsigned top) const {
  if (steps == 0) {
    os << "profile: no step was timed\n";
    return;
  }
  std::vector<Group> groups = getGroups();
  double stepNs = getStepNanoseconds(), attributedNs = 0;
  for (const Group &group : groups)
    attributedNs += group.nanoseconds / steps;
  auto percent = [&](double ns) { return stepNs > 0 ? 100 * ns / stepNs : 0; };
  os << format("profile: %lld timed step%s, %.3f ms per step; %zu regions "
               "timed (%.1f%% of the step), the %u with the most time:\n",
               (long long)steps, steps == 1 ? "" : "s", stepNs / 1e6,
               regions.size(), percent(attributedNs),
               std::min<unsigned>(top, groups.size()));
  os << format("%12s %6s %6s %8s  %-40s %-18s %s\n", "ms/step", "%", "calls",
               "GFLOP/s", "op", "iteration space", "location");
  for (const Group &group : ArrayRef(groups).take_front(top)) {
    double ns = group.nanoseconds / steps;
    std::string rate;
    if (group.region->flops > 0 && group.nanoseconds > 0)
      raw_string_ostream(rate) << format(
          "%.1f", group.region->flops * group.calls / group.nanoseconds);
    os << format("%12.3f %6.2f %6lld %8s  %-40s %-18s %s\n", ns / 1e6,
                 percent(ns), (long long)(group.calls / steps), rate.c_str(),
                 group.region->op.c_str(), group.region->space.c_str(),
                 group.region->location.c_str());
  }
  double rest = stepNs - attributedNs;
  os << format("%12.3f %6.2f %6s %8s  %s\n", rest / 1e6, percent(rest), "", "",
               "(not in a region: scalar code, allocation, the call)");
  // The contractions together: the step's model FLOP/s in them.
  double flops = 0, contractionNs = 0;
  for (const Group &group : groups)
    if (group.region->flops > 0) {
      flops += group.region->flops * group.calls / steps;
      contractionNs += group.nanoseconds / steps;
    }
  if (flops > 0)
    os << format("contractions: %.2f GFLOP per step in %.3f ms (%.1f%% of "
                 "the step), %.1f GFLOP/s; over the whole step %.1f GFLOP/s\n",
                 flops / 1e9, contractionNs / 1e6, percent(contractionNs),
                 contractionNs > 0 ? flops / contractionNs : 0,
                 stepNs > 0 ? flops / stepNs : 0);
}

Error StepProfile::writeJson(StringRef path) const {
  json::Array groupsJson, regionsJson, trace;
  double perStep = steps ? 1.0 / steps : 0;
  // A contraction's extents and FLOPs per call, and its rate over the steps.
  auto addContraction = [](json::Object &object, const ProfileRegion &region,
                           double calls, double nanoseconds) {
    if (region.flops <= 0)
      return;
    object["contraction"] = region.contraction;
    object["flops_per_call"] = region.flops;
    object["gflops_per_s"] =
        nanoseconds > 0 ? region.flops * calls / nanoseconds : 0.0;
  };
  for (const Group &group : getGroups()) {
    json::Object object{{"op", group.region->op},
                        {"space", group.region->space},
                        {"function", group.region->function},
                        {"location", group.region->location},
                        {"regions", group.regions},
                        {"calls_per_step", double(group.calls) * perStep},
                        {"ms_per_step", group.nanoseconds * perStep / 1e6}};
    addContraction(object, *group.region, group.calls, group.nanoseconds);
    groupsJson.push_back(std::move(object));
  }
  for (size_t i = 0; i < regions.size(); ++i) {
    json::Object object{
        {"id", int64_t(i)},
        {"op", regions[i].op},
        {"space", regions[i].space},
        {"function", regions[i].function},
        {"location", regions[i].location},
        {"loc", regions[i].fullLocation},
        {"calls_per_step", double(calls[i]) * perStep},
        {"ms_per_step", double(nanoseconds[i]) * perStep / 1e6}};
    addContraction(object, regions[i], calls[i], nanoseconds[i]);
    regionsJson.push_back(std::move(object));
  }
  // The last timed step as complete events, in microseconds from its start.
  for (const Event &event : lastStepEvents) {
    const ProfileRegion &region = regions[event.region];
    trace.push_back(
        json::Object{{"name", region.op},
                     {"cat", region.function},
                     {"ph", "X"},
                     {"pid", 1},
                     {"tid", 1},
                     {"ts", double(event.beginNs - lastStepBeganNs) / 1e3},
                     {"dur", double(event.endNs - event.beginNs) / 1e3},
                     {"args", json::Object{{"id", event.region},
                                           {"space", region.space},
                                           {"location", region.location}}}});
  }
  json::Object document{{"steps", steps},
                        {"ms_per_step", getStepNanoseconds() / 1e6},
                        {"groups", std::move(groupsJson)},
                        {"regions", std::move(regionsJson)},
                        {"displayTimeUnit", "ms"},
                        {"traceEvents", std::move(trace)}};
  return writeFileAtomically(path, [&](raw_ostream &os) -> Error {
    os << formatv("{0:2}", json::Value(std::move(document))) << "\n";
    return Error::success();
  });
}
