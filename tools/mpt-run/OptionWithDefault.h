//===- OptionWithDefault.h - Options whose help states the default -*- C++ -*-//
//
// LLVM's --help prints an option's description but not its default, so a
// user cannot tell that --shuffle is on unless told. mpt-run declares its
// options as OptionWithDefault, which appends "(default: VALUE)" to the
// description, unless the description already says what the default is.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TOOLS_MPT_RUN_OPTIONWITHDEFAULT_H
#define MPT_TOOLS_MPT_RUN_OPTIONWITHDEFAULT_H

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <type_traits>

namespace mlir::mpt {

/// The category of mpt-run's options, which --help shows (made on first
/// use, so that options in any file can name it during static
/// initialization).
llvm::cl::OptionCategory &getRunOptionCategory();

/// Gives `option` the description `help` followed by " (default: VALUE)",
/// unless `help` already states its default. The text lives as long as the
/// process.
void appendDefaultToHelp(llvm::cl::Option &option, llvm::StringRef value);

/// A cl::opt whose --help line ends with its default.
template <typename T, typename Parser = llvm::cl::parser<T>>
class OptionWithDefault : public llvm::cl::opt<T, false, Parser> {
public:
  template <typename... Modifiers>
  explicit OptionWithDefault(const Modifiers &...modifiers)
      : llvm::cl::opt<T, false, Parser>(modifiers...) {
    appendDefaultToHelp(*this, formatDefault());
  }

private:
  std::string formatDefault() {
    const llvm::cl::OptionValue<T> &initial = this->getDefault();
    if (!initial.hasValue())
      return "none";
    const T &value = initial.getValue();
    if constexpr (std::is_same_v<T, bool>) {
      return value ? "true" : "false";
    } else if constexpr (std::is_same_v<T, std::string>) {
      return value.empty() ? "none" : value;
    } else if constexpr (std::is_enum_v<T>) {
      // The name the parser gives the default value.
      Parser &parser = this->getParser();
      for (unsigned i = 0; i < parser.getNumOptions(); ++i)
        if (static_cast<const llvm::cl::OptionValue<T> &>(
                parser.getOptionValue(i))
                .getValue() == value)
          return parser.getOption(i).str();
      return "none";
    } else if constexpr (std::is_floating_point_v<T>) {
      std::string text;
      llvm::raw_string_ostream(text) << llvm::format("%g", value);
      return text;
    } else {
      return std::to_string(value);
    }
  }
};

} // namespace mlir::mpt

#endif // MPT_TOOLS_MPT_RUN_OPTIONWITHDEFAULT_H
