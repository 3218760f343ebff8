//===- Session.cpp - The session API for C --------------------------------===//

#include "mpt-c/Session.h"
#include "mpt/Session/Session.h"

#include <cstring>
#include <string>

using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

struct MptError {
  std::string message;
};

struct MptSession {
  std::unique_ptr<Session> session;
};

static_assert(MPT_F32 == int(ElementKind::F32) &&
                  MPT_F16 == int(ElementKind::F16) &&
                  MPT_BF16 == int(ElementKind::BF16) &&
                  MPT_F64 == int(ElementKind::F64) &&
                  MPT_I1 == int(ElementKind::I1) &&
                  MPT_I8 == int(ElementKind::I8) &&
                  MPT_I32 == int(ElementKind::I32) &&
                  MPT_I64 == int(ElementKind::I64) &&
                  MPT_F8E4M3FN == int(ElementKind::F8E4M3FN) &&
                  MPT_F8E5M2 == int(ElementKind::F8E5M2),
              "MptElementType mirrors ElementKind");

static MptError *makeError(std::string message) {
  return new MptError{std::move(message)};
}

static MptError *toCError(llvm::Error error) {
  if (!error)
    return nullptr;
  return makeError(llvm::toString(std::move(error)));
}

/// The tensor `tensor` describes, or an error naming `what`.
static llvm::Expected<TensorRef> unwrap(const MptTensor *tensor,
                                        const llvm::Twine &what) {
  auto fail = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   (what + ": " + why).str());
  };
  if (!tensor)
    return fail("no tensor");
  if (tensor->elementType < MPT_F32 || tensor->elementType > MPT_F8E5M2)
    return fail("element type " + llvm::Twine(int(tensor->elementType)) +
                " is none of MptElementType's");
  if (tensor->rank < 0 || (tensor->rank > 0 && !tensor->shape))
    return fail("bad rank or missing shape");
  TensorRef ref;
  ref.data = tensor->data;
  ref.type.kind = ElementKind(tensor->elementType);
  for (intptr_t i = 0; i < tensor->rank; ++i) {
    if (tensor->shape[i] < 0)
      return fail("negative extent in the shape");
    ref.type.shape.push_back(tensor->shape[i]);
  }
  return ref;
}

static bool hasSession(const MptSession *session) {
  return session && session->session;
}

static MptError *checkSession(const MptSession *session) {
  return hasSession(session) ? nullptr : makeError("no session (NULL)");
}

/// `index` as an argument index, or an error naming the argument count.
static llvm::Expected<unsigned> checkIndex(const MptSession *session,
                                           intptr_t index) {
  const auto &signature = session->session->getSignature();
  if (index < 0 || size_t(index) >= signature.arguments.size())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "@" + signature.name + " has " +
            std::to_string(signature.arguments.size()) + " arguments, not #" +
            std::to_string(index));
  return unsigned(index);
}

extern "C" {

const char *mptErrorGetMessage(const MptError *error) {
  return error ? error->message.c_str() : "";
}

void mptErrorDestroy(MptError *error) { delete error; }

void mptSessionOptionsInit(MptSessionOptions *options) {
  *options = MptSessionOptions{};
  options->optLevel = 2;
  options->threads = 0;
}

static MptError *
create(const MptSessionOptions *given, MptSession **result,
       llvm::function_ref<
           llvm::Expected<std::unique_ptr<Session>>(const SessionOptions &)>
           compile) {
  if (!result)
    return makeError("no place for the session (NULL)");
  *result = nullptr;
  MptSessionOptions defaults;
  mptSessionOptionsInit(&defaults);
  const MptSessionOptions &in = given ? *given : defaults;
  SessionOptions options;
  if (in.entry)
    options.entry = in.entry;
  if (in.numFunctions < 0 || (in.numFunctions > 0 && !in.functions))
    return makeError("numFunctions is " + std::to_string(in.numFunctions) +
                     " with functions " + (in.functions ? "given" : "NULL"));
  for (intptr_t i = 0; i < in.numFunctions; ++i) {
    if (!in.functions[i])
      return makeError("function name " + std::to_string(i) + " is NULL");
    options.functions.push_back(in.functions[i]);
  }
  if (in.precision)
    options.precision = in.precision;
  if (in.pipelineOptions)
    options.pipelineOptions = in.pipelineOptions;
  if (in.pipeline)
    options.pipeline = in.pipeline;
  options.seed = in.seed;
  if (in.numHyper < 0 || (in.numHyper > 0 && !in.hyper))
    return makeError("numHyper is " + std::to_string(in.numHyper) +
                     " with hyper " + (in.hyper ? "given" : "NULL"));
  options.hyper.assign(in.hyper, in.hyper + in.numHyper);
  if (in.loadParamsDir)
    options.loadParamsDir = in.loadParamsDir;
  if (in.optLevel > 3)
    return makeError("optLevel must be 0 to 3, got " +
                     std::to_string(in.optLevel));
  options.compile.optLevel = in.optLevel;
  options.compile.threads = in.threads ? in.threads : getDefaultStepThreads();
  options.heldOutLoss = in.heldOutLoss != 0;
  if (options.compile.threads > 1 && !CompiledModule::canRunThreads())
    return makeError("threads > 1 needs mpt built with libomp");
  llvm::Expected<std::unique_ptr<Session>> session = compile(options);
  if (!session)
    return toCError(session.takeError());
  auto *wrapped = new MptSession{std::move(*session)};
  *result = wrapped;
  return nullptr;
}

MptError *mptSessionCreateFromSource(const char *source, size_t length,
                                     const char *bufferName,
                                     const MptSessionOptions *options,
                                     MptSession **session) {
  if (!source)
    return makeError("no source (NULL)");
  llvm::StringRef text(source, length);
  llvm::StringRef name = bufferName ? bufferName : "<source>";
  return create(options, session, [&](const SessionOptions &options) {
    return Session::compileSource(text, name, options);
  });
}

MptError *mptSessionCreateFromFile(const char *path,
                                   const MptSessionOptions *options,
                                   MptSession **session) {
  if (!path)
    return makeError("no path (NULL)");
  return create(options, session, [&](const SessionOptions &options) {
    return Session::compileFile(path, options);
  });
}

void mptSessionDestroy(MptSession *session) { delete session; }

intptr_t mptSessionGetNumArguments(const MptSession *session) {
  return hasSession(session)
             ? intptr_t(session->session->getSignature().arguments.size())
             : 0;
}

MptError *mptSessionGetArgumentInfo(const MptSession *session, intptr_t index,
                                    MptArgumentInfo *info) {
  if (MptError *error = checkSession(session))
    return error;
  if (!info)
    return makeError("no place for the information (NULL)");
  llvm::Expected<unsigned> checked = checkIndex(session, index);
  if (!checked)
    return toCError(checked.takeError());
  const StepArgument &argument =
      session->session->getSignature().arguments[*checked];
  // stringifyRole returns a literal: valid for the process's life.
  info->role = mlir::mpt::stringifyRole(argument.role).data();
  info->elementType = MptElementType(argument.type.kind);
  info->rank = intptr_t(argument.type.shape.size());
  // The signature's shapes: valid while the session lives.
  info->shape = argument.type.shape.data();
  return nullptr;
}

intptr_t mptSessionGetNumBatchArguments(const MptSession *session) {
  return hasSession(session)
             ? intptr_t(session->session->getBatchArguments().size())
             : 0;
}

intptr_t mptSessionGetBatchArgument(const MptSession *session,
                                    intptr_t position) {
  if (!hasSession(session) || position < 0 ||
      size_t(position) >= session->session->getBatchArguments().size())
    return -1;
  return session->session->getBatchArguments()[position]->index;
}

/// The batch tensors of a step or an evaluation, checked.
static llvm::Expected<llvm::SmallVector<TensorRef>>
unwrapBatch(const MptTensor *batch, intptr_t numBatch) {
  if (numBatch < 0 || (numBatch > 0 && !batch))
    return llvm::createStringError("numBatch is " + std::to_string(numBatch) +
                                   " with batch " + (batch ? "given" : "NULL"));
  llvm::SmallVector<TensorRef> refs;
  for (intptr_t i = 0; i < numBatch; ++i) {
    llvm::Expected<TensorRef> ref =
        unwrap(&batch[i], "batch tensor " + llvm::Twine(i));
    if (!ref)
      return ref.takeError();
    refs.push_back(std::move(*ref));
  }
  return refs;
}

MptError *mptSessionEvaluateLoss(MptSession *session, const MptTensor *batch,
                                 intptr_t numBatch, double *loss) {
  if (MptError *error = checkSession(session))
    return error;
  if (!loss)
    return makeError("no place for the loss (NULL)");
  llvm::Expected<llvm::SmallVector<TensorRef>> refs =
      unwrapBatch(batch, numBatch);
  if (!refs)
    return toCError(refs.takeError());
  llvm::Expected<double> result = session->session->evaluateLoss(*refs);
  if (!result)
    return toCError(result.takeError());
  *loss = *result;
  return nullptr;
}

MptError *mptSessionStep(MptSession *session, const MptTensor *batch,
                         intptr_t numBatch, MptStepMetrics *metrics) {
  if (MptError *error = checkSession(session))
    return error;
  llvm::Expected<llvm::SmallVector<TensorRef>> refs =
      unwrapBatch(batch, numBatch);
  if (!refs)
    return toCError(refs.takeError());
  llvm::Expected<StepMetrics> result = session->session->step(*refs);
  if (!result)
    return toCError(result.takeError());
  if (metrics) {
    metrics->step = result->step;
    metrics->loss = result->loss;
    metrics->lossScale = result->lossScale;
    metrics->skipped = result->skipped;
    metrics->gradZeroFraction = result->gradZeroFraction;
    metrics->learningRate = result->learningRate;
    metrics->gradNorm = result->gradNorm;
  }
  return nullptr;
}

int64_t mptSessionGetCompletedSteps(const MptSession *session) {
  return hasSession(session) ? session->session->getCompletedSteps() : 0;
}

/// The signature of `function` compiled for calls, or an error.
static llvm::Expected<const StepSignature *>
getCallable(const MptSession *session, const char *function) {
  const StepSignature *signature =
      function ? session->session->getFunctionSignature(function) : nullptr;
  if (!signature)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "@" + std::string(function ? function : "(NULL)") +
            " was not compiled with the session (name it in "
            "MptSessionOptions.functions)");
  return signature;
}

intptr_t mptSessionGetNumResults(const MptSession *session,
                                 const char *function) {
  if (!hasSession(session) || !function)
    return -1;
  const StepSignature *signature =
      session->session->getFunctionSignature(function);
  return signature ? intptr_t(signature->results.size()) : -1;
}

MptError *mptSessionGetResultInfo(const MptSession *session,
                                  const char *function, intptr_t index,
                                  MptArgumentInfo *info) {
  if (MptError *error = checkSession(session))
    return error;
  if (!info)
    return makeError("no place for the information (NULL)");
  llvm::Expected<const StepSignature *> signature =
      getCallable(session, function);
  if (!signature)
    return toCError(signature.takeError());
  const auto &results = (*signature)->results;
  if (index < 0 || size_t(index) >= results.size())
    return makeError("@" + std::string(function) + " has " +
                     std::to_string(results.size()) + " results, not #" +
                     std::to_string(index));
  const HostTensorType &type = results[index].type;
  info->role = "result";
  info->elementType = MptElementType(type.kind);
  info->rank = intptr_t(type.shape.size());
  // HostTensorType's shape is int64_t: valid while the session lives.
  info->shape = type.shape.data();
  return nullptr;
}

MptError *mptSessionCall(MptSession *session, const char *function,
                         const MptTensor *inputs, intptr_t numInputs,
                         const MptTensor *results, intptr_t numResults) {
  if (MptError *error = checkSession(session))
    return error;
  llvm::Expected<const StepSignature *> signature =
      getCallable(session, function);
  if (!signature)
    return toCError(signature.takeError());
  if (numInputs < 0 || (numInputs > 0 && !inputs) || numResults < 0 ||
      (numResults > 0 && !results))
    return makeError("bad input or result count, or NULL tensors");
  const auto &resultTypes = (*signature)->results;
  if (size_t(numResults) != resultTypes.size())
    return makeError("@" + std::string(function) + " has " +
                     std::to_string(resultTypes.size()) + " results, " +
                     std::to_string(numResults) + " destinations given");
  // Destinations checked before anything runs.
  llvm::SmallVector<TensorRef> destinations, refs;
  for (intptr_t i = 0; i < numResults; ++i) {
    llvm::Expected<TensorRef> ref =
        unwrap(&results[i], "result destination " + llvm::Twine(i));
    if (!ref)
      return toCError(ref.takeError());
    if (!(ref->type == resultTypes[i].type))
      return makeError("result " + std::to_string(i) + " of @" + function +
                       " is " + resultTypes[i].type.str() +
                       ", the destination " + ref->type.str());
    if (!ref->data && ref->type.getNumElements() > 0)
      return makeError("result destination " + std::to_string(i) +
                       " has no data (NULL)");
    destinations.push_back(std::move(*ref));
  }
  for (intptr_t i = 0; i < numInputs; ++i) {
    llvm::Expected<TensorRef> ref =
        unwrap(&inputs[i], "input " + llvm::Twine(i));
    if (!ref)
      return toCError(ref.takeError());
    refs.push_back(std::move(*ref));
  }
  llvm::Expected<llvm::SmallVector<HostTensor>> values =
      session->session->call(function, refs);
  if (!values)
    return toCError(values.takeError());
  for (auto [destination, value] : llvm::zip(destinations, *values))
    if (value.getNumBytes())
      std::memcpy(destination.data, value.getData(), value.getNumBytes());
  return nullptr;
}

/// Runs `access` on argument `index` and the tensor `tensor` describes
/// (`what` names it in errors), once both are checked.
static MptError *accessArgument(
    const MptSession *session, intptr_t index, const MptTensor *tensor,
    const char *what,
    llvm::function_ref<llvm::Error(unsigned, const TensorRef &)> access) {
  if (MptError *error = checkSession(session))
    return error;
  llvm::Expected<TensorRef> ref = unwrap(tensor, what);
  if (!ref)
    return toCError(ref.takeError());
  llvm::Expected<unsigned> checked = checkIndex(session, index);
  if (!checked)
    return toCError(checked.takeError());
  return toCError(access(*checked, *ref));
}

MptError *mptSessionReadArgument(const MptSession *session, intptr_t index,
                                 const MptTensor *destination) {
  return accessArgument(session, index, destination, "the destination",
                        [&](unsigned checked, const TensorRef &ref) {
                          return session->session->readArgument(checked, ref);
                        });
}

const void *mptSessionGetArgumentData(const MptSession *session,
                                      intptr_t index) {
  if (!hasSession(session) || index < 0)
    return nullptr;
  llvm::Expected<const HostTensor *> value =
      session->session->getArgument(unsigned(index));
  if (!value) {
    llvm::consumeError(value.takeError());
    return nullptr;
  }
  return (*value)->getData();
}

MptError *mptSessionWriteArgument(MptSession *session, intptr_t index,
                                  const MptTensor *value) {
  return accessArgument(session, index, value, "the value",
                        [&](unsigned checked, const TensorRef &ref) {
                          return session->session->setArgument(checked, ref);
                        });
}

MptError *mptSessionSaveCheckpoint(const MptSession *session, const char *dir) {
  if (MptError *error = checkSession(session))
    return error;
  if (!dir)
    return makeError("no directory (NULL)");
  return toCError(session->session->saveCheckpoint(dir));
}

MptError *mptSessionLoadCheckpoint(MptSession *session, const char *dir) {
  if (MptError *error = checkSession(session))
    return error;
  if (!dir)
    return makeError("no directory (NULL)");
  return toCError(session->session->loadCheckpoint(dir));
}

} // extern "C"
