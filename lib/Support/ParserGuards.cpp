//===- ParserGuards.cpp - Input that crashes upstream's parser ------------===//

#include "mpt/Support/ParserGuards.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static bool isIdentifierChar(char c) {
  return isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}

/// Whether `text` starts with `[`, integers separated by commas, `]`
/// (whitespace allowed), as DenseI64ArrayAttr's parser needs.
static bool startsWithIntegerList(StringRef text) {
  text = text.ltrim();
  if (!text.consume_front("["))
    return false;
  text = text.ltrim();
  if (text.consume_front("]"))
    return true;
  while (true) {
    text.consume_front("-");
    size_t digits = 0;
    while (digits < text.size() && isDigit(text[digits]))
      ++digits;
    if (digits == 0)
      return false;
    text = text.drop_front(digits).ltrim();
    if (text.consume_front("]"))
      return true;
    if (!text.consume_front(","))
      return false;
    text = text.ltrim();
  }
}

/// Whether offset `at` is inside a `//` comment.
static bool inComment(StringRef text, size_t at) {
  size_t lineStart = text.rfind('\n', at);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  return text.slice(lineStart, at).contains("//");
}

/// The offset of the first whole-word `word` at or after `from`, outside
/// comments.
static size_t findWord(StringRef text, StringRef word, size_t from) {
  for (size_t at = text.find(word, from); at != StringRef::npos;
       at = text.find(word, at + 1)) {
    bool startsWord = at == 0 || !isIdentifierChar(text[at - 1]);
    size_t end = at + word.size();
    bool endsWord = end == text.size() || !isIdentifierChar(text[end]);
    if (startsWord && endsWord && !inComment(text, at))
      return at;
  }
  return StringRef::npos;
}

bool mlir::mpt::checkKnownParserCrashes(const SourceMgr &sourceMgr,
                                        unsigned bufferId) {
  StringRef text = sourceMgr.getMemoryBuffer(bufferId)->getBuffer();
  static const std::pair<StringRef, StringRef> kGuarded[] = {
      {"linalg.reduce", "dimensions"},
      {"linalg.broadcast", "dimensions"},
      {"linalg.transpose", "permutation"}};
  for (auto [opName, keyword] : kGuarded) {
    for (size_t op = findWord(text, opName, 0); op != StringRef::npos;
         op = findWord(text, opName, op + 1)) {
      // The generic form ("linalg.reduce"(...)) parses attributes safely.
      if (op > 0 && text[op - 1] == '"')
        continue;
      size_t at = findWord(text, keyword, op + opName.size());
      if (at == StringRef::npos)
        continue;
      StringRef rest = text.drop_front(at + keyword.size()).ltrim();
      if (!rest.consume_front("=") || startsWithIntegerList(rest))
        continue;
      sourceMgr.PrintMessage(
          SMLoc::getFromPointer(text.data() + at), SourceMgr::DK_Error,
          "expected an integer list '[...]' after '" + keyword + " =' of " +
              opName +
              " (checked before parsing: MLIR 22's parser crashes on it)");
      return false;
    }
  }
  return true;
}
