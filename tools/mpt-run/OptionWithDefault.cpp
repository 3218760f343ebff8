//===- OptionWithDefault.cpp - Options whose help states the default ------===//

#include "OptionWithDefault.h"

#include <deque>

using namespace llvm;

void mlir::mpt::appendDefaultToHelp(cl::Option &option, StringRef value) {
  if (option.HelpStr.contains("(default"))
    return;
  // cl::Option keeps a StringRef; the texts outlive every option.
  static std::deque<std::string> texts;
  texts.push_back((option.HelpStr + " (default: " + value + ")").str());
  option.setDescription(texts.back());
}

cl::OptionCategory &mlir::mpt::getRunOptionCategory() {
  static cl::OptionCategory category("mpt-run options");
  return category;
}
