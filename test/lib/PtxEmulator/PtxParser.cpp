//===- PtxParser.cpp - decode PTX text into PtxProgram --------------------===//
//
// Statements are split at `;`, braces and labels; directives declare
// variables, registers and functions; instructions are decoded into
// Instruction with every qualifier either understood or rejected. Register
// names and labels are scoped by braces (inline-asm blocks may repeat the
// same label), and labels resolve to instruction indices once a function is
// read.
//
//===----------------------------------------------------------------------===//

#include "PtxProgram.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <sstream>

using namespace mpt::ptx;

namespace mpt::ptx {

unsigned bitWidth(Type type) {
  switch (type) {
  case Type::None:
    return 0;
  case Type::Pred:
    return 1;
  case Type::B8:
  case Type::U8:
  case Type::S8:
  case Type::E4M3:
  case Type::E5M2:
    return 8;
  case Type::B16:
  case Type::U16:
  case Type::S16:
  case Type::F16:
  case Type::BF16:
  case Type::E4M3x2:
  case Type::E5M2x2:
    return 16;
  case Type::B32:
  case Type::U32:
  case Type::S32:
  case Type::F32:
  case Type::F16x2:
  case Type::BF16x2:
  case Type::TF32:
    return 32;
  case Type::B64:
  case Type::U64:
  case Type::S64:
  case Type::F64:
    return 64;
  case Type::B128:
    return 128;
  }
  return 0;
}

bool isSigned(Type type) {
  return type == Type::S8 || type == Type::S16 || type == Type::S32 ||
         type == Type::S64;
}

bool isFloat(Type type) {
  switch (type) {
  case Type::F16:
  case Type::F16x2:
  case Type::BF16:
  case Type::BF16x2:
  case Type::F32:
  case Type::F64:
  case Type::TF32:
  case Type::E4M3:
  case Type::E5M2:
  case Type::E4M3x2:
  case Type::E5M2x2:
    return true;
  default:
    return false;
  }
}

const char *typeName(Type type) {
  static const char *names[] = {
      "none", "pred", "b8",    "b16",    "b32",    "b64", "b128",
      "u8",   "u16",  "u32",   "u64",    "s8",     "s16", "s32",
      "s64",  "f16",  "f16x2", "bf16",   "bf16x2", "f32", "f64",
      "tf32", "e4m3", "e5m2",  "e4m3x2", "e5m2x2"};
  return names[static_cast<int>(type)];
}

} // namespace mpt::ptx

namespace {

std::optional<Type> parseType(const std::string &word) {
  static const std::map<std::string, Type> types = {
      {"pred", Type::Pred},    {"b8", Type::B8},     {"b16", Type::B16},
      {"b32", Type::B32},      {"b64", Type::B64},   {"b128", Type::B128},
      {"u8", Type::U8},        {"u16", Type::U16},   {"u32", Type::U32},
      {"u64", Type::U64},      {"s8", Type::S8},     {"s16", Type::S16},
      {"s32", Type::S32},      {"s64", Type::S64},   {"f16", Type::F16},
      {"f16x2", Type::F16x2},  {"bf16", Type::BF16}, {"bf16x2", Type::BF16x2},
      {"f32", Type::F32},      {"f64", Type::F64},   {"tf32", Type::TF32},
      {"e4m3", Type::E4M3},    {"e5m2", Type::E5M2}, {"e4m3x2", Type::E4M3x2},
      {"e5m2x2", Type::E5M2x2}};
  auto it = types.find(word);
  if (it == types.end())
    return std::nullopt;
  return it->second;
}

std::string trim(const std::string &s) {
  size_t begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos)
    return "";
  size_t end = s.find_last_not_of(" \t\r\n");
  return s.substr(begin, end - begin + 1);
}

/// Splits at commas outside brackets and braces.
std::vector<std::string> splitOperands(const std::string &s) {
  std::vector<std::string> parts;
  int depth = 0;
  std::string current;
  for (char c : s) {
    if (c == '[' || c == '{' || c == '(')
      ++depth;
    if (c == ']' || c == '}' || c == ')')
      --depth;
    if (c == ',' && depth == 0) {
      parts.push_back(trim(current));
      current.clear();
      continue;
    }
    current += c;
  }
  if (!trim(current).empty())
    parts.push_back(trim(current));
  return parts;
}

std::vector<std::string> splitWords(const std::string &s) {
  std::vector<std::string> words;
  std::istringstream stream(s);
  for (std::string word; stream >> word;)
    words.push_back(word);
  return words;
}

/// A statement of the PTX text: a directive or instruction (without its
/// `;`), a label, a brace, or a function header (the text before `{`).
struct Statement {
  enum class Kind { Text, Label, Open, Close, FunctionHeader } kind;
  std::string text;
  int line;
};

bool isIdentifier(const std::string &s) {
  if (s.empty())
    return false;
  if (!(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_' ||
        s[0] == '$' || s[0] == '%'))
    return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
          c == '%'))
      return false;
  return true;
}

std::vector<Statement> splitStatements(const std::string &text) {
  std::vector<Statement> statements;
  std::string buffer;
  int line = 1, bufferLine = 1;
  int parenDepth = 0;
  auto flush = [&](Statement::Kind kind) {
    statements.push_back({kind, trim(buffer), bufferLine});
    buffer.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n')
        ++i;
      --i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      i += 2;
      while (i + 1 < text.size() && !(text[i] == '*' && text[i + 1] == '/')) {
        line += text[i] == '\n';
        ++i;
      }
      ++i;
      continue;
    }
    if (c == '\n') {
      ++line;
      // Directives that end at the line: .version, .target, .address_size,
      // and debug .loc / .file.
      std::string sofar = trim(buffer);
      for (const char *directive :
           {".version", ".target", ".address_size", ".loc", ".file"})
        if (sofar.rfind(directive, 0) == 0) {
          flush(Statement::Kind::Text);
          break;
        }
    }
    bool empty = trim(buffer).empty();
    if (empty)
      bufferLine = line;
    if (c == '(')
      ++parenDepth;
    if (c == ')')
      --parenDepth;
    if (c == '{' && empty) {
      statements.push_back({Statement::Kind::Open, "", line});
      continue;
    }
    if (c == '{' && parenDepth == 0 &&
        (buffer.find(".entry") != std::string::npos ||
         buffer.find(".func") != std::string::npos) &&
        buffer.find('=') == std::string::npos) {
      flush(Statement::Kind::FunctionHeader);
      statements.push_back({Statement::Kind::Open, "", line});
      continue;
    }
    if (c == '}' && empty) {
      statements.push_back({Statement::Kind::Close, "", line});
      continue;
    }
    if (c == ';') {
      flush(Statement::Kind::Text);
      continue;
    }
    if (c == ':' && isIdentifier(trim(buffer)) &&
        (i + 1 >= text.size() || text[i + 1] != ':') &&
        (i == 0 || text[i - 1] != ':')) {
      flush(Statement::Kind::Label);
      continue;
    }
    buffer += c;
  }
  return statements;
}

class Parser {
public:
  explicit Parser(std::string &error) : error(error) {}

  std::unique_ptr<Module> parse(const std::string &text);

private:
  bool fail(int line, const std::string &message) {
    if (error.empty())
      error = "PTX line " + std::to_string(line) + ": " + message;
    return false;
  }

  bool parseVariable(const std::vector<std::string> &words,
                     const std::string &text, int line, Symbol &symbol);
  bool parseFunctionHeader(const Statement &header, Function &function);
  bool parseInstruction(const Statement &statement, Instruction &instruction);
  bool parseTcgen05Opcode(const std::string &opcode, Instruction &instruction,
                          int line);
  bool parseOpcode(const std::string &opcode, Instruction &instruction,
                   int line);
  bool parseOperand(const std::string &text, Operand &operand, int line);
  bool declareRegisters(const std::string &text, int line);
  std::optional<uint32_t> lookupRegister(const std::string &name) const;
  int32_t lookupSymbol(const std::string &name) const;

  std::string &error;
  Module *module = nullptr;
  Function *function = nullptr;
  /// Register names of each open brace scope of the current function.
  std::vector<std::map<std::string, uint32_t>> registerScopes;
  /// Each brace scope's labels; a scope is identified by its index.
  std::vector<std::map<std::string, int64_t>> labelScopes;
  std::vector<int> openScopes;
  /// Branches whose label is still to be resolved: (instruction, operand,
  /// the scopes open at the branch, the name).
  struct PendingLabel {
    size_t instruction;
    size_t operand;
    std::vector<int> scopes;
    std::string name;
    int line;
  };
  std::vector<PendingLabel> pendingLabels;
  /// Names of params declared inside call sequences, per function.
  std::map<std::string, int32_t> functionSymbolsByName;
};

bool Parser::parseVariable(const std::vector<std::string> &words,
                           const std::string &text, int line, Symbol &symbol) {
  symbol.alignment = 0;
  Type elementType = Type::None;
  std::string declarator;
  // `.param .u64 .ptr .global .align 16 p`: the space and alignment after
  // .ptr are the pointee's, not the parameter's.
  bool pointee = false;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string &word = words[i];
    if (word == ".ptr") {
      pointee = true;
    } else if (pointee && (word == ".global" || word == ".shared" ||
                           word == ".const" || word == ".local")) {
      continue;
    } else if (pointee && word == ".align") {
      ++i;
    } else if (word == ".global")
      symbol.space = Space::Global;
    else if (word == ".const")
      symbol.space = Space::Const;
    else if (word == ".shared")
      symbol.space = Space::Shared;
    else if (word == ".local")
      symbol.space = Space::Local;
    else if (word == ".param")
      symbol.space = Space::Param;
    else if (word == ".extern")
      symbol.dynamicShared = true;
    else if (word == ".visible" || word == ".weak" || word == ".common")
      continue;
    else if (word == ".align" && i + 1 < words.size())
      symbol.alignment = std::atoi(words[++i].c_str());
    else if (word[0] == '.' && parseType(word.substr(1)))
      elementType = *parseType(word.substr(1));
    else if (word == "=" || word[0] == '{')
      break;
    else if (declarator.empty())
      declarator = word;
  }
  if (elementType == Type::None || declarator.empty())
    return fail(line, "unsupported variable declaration '" + text + "'");
  uint64_t elementBytes = std::max(1u, bitWidth(elementType) / 8);
  if (!symbol.alignment)
    symbol.alignment = static_cast<uint32_t>(elementBytes);
  uint64_t count = 1;
  size_t bracket = declarator.find('[');
  symbol.name = declarator.substr(0, bracket);
  if (bracket != std::string::npos) {
    std::string inside = declarator.substr(bracket + 1);
    inside = inside.substr(0, inside.find(']'));
    if (inside.empty()) {
      if (symbol.space != Space::Shared)
        return fail(line, "unsized array '" + symbol.name + "'");
      symbol.dynamicShared = true;
      count = 0;
    } else {
      count = std::strtoull(inside.c_str(), nullptr, 0);
    }
  } else if (symbol.dynamicShared && symbol.space == Space::Shared) {
    symbol.dynamicShared = false; // `.extern .shared` of a sized variable
  }
  if (symbol.space == Space::Shared && !symbol.dynamicShared)
    symbol.dynamicShared = false;
  symbol.size = count * elementBytes;
  size_t equals = text.find('=');
  if (equals != std::string::npos) {
    std::string values = text.substr(equals + 1);
    for (char &c : values)
      if (c == '{' || c == '}' || c == ',')
        c = ' ';
    for (const std::string &word : splitWords(values)) {
      if (word.find("generic(") != std::string::npos ||
          !(std::isdigit(static_cast<unsigned char>(word[0])) ||
            word[0] == '-'))
        return fail(line, "unsupported initializer '" + word + "' of '" +
                              symbol.name + "'");
      uint64_t value;
      if (word.size() > 2 && word[0] == '0' &&
          (word[1] == 'f' || word[1] == 'F'))
        value = std::strtoull(word.c_str() + 2, nullptr, 16);
      else if (word.size() > 2 && word[0] == '0' &&
               (word[1] == 'd' || word[1] == 'D'))
        value = std::strtoull(word.c_str() + 2, nullptr, 16);
      else
        value = static_cast<uint64_t>(std::strtoll(word.c_str(), nullptr, 0));
      for (uint64_t b = 0; b < elementBytes; ++b)
        symbol.initializer.push_back(static_cast<uint8_t>(value >> (8 * b)));
    }
    if (symbol.initializer.size() > symbol.size)
      return fail(line, "too many initializers for '" + symbol.name + "'");
  }
  return true;
}

bool Parser::parseFunctionHeader(const Statement &header, Function &function) {
  const std::string &text = header.text;
  function.isKernel = text.find(".entry") != std::string::npos;
  // `.func (.param .b32 func_retval0) name(params)`: the return list comes
  // first, in parentheses.
  size_t at = text.find(function.isKernel ? ".entry" : ".func");
  at += function.isKernel ? 6 : 5;
  std::string rest = trim(text.substr(at));
  if (!rest.empty() && rest[0] == '(') {
    size_t close = rest.find(')');
    for (const std::string &part : splitOperands(rest.substr(1, close - 1))) {
      Symbol symbol;
      if (!parseVariable(splitWords(part), part, header.line, symbol))
        return false;
      function.returnSymbols.push_back(symbol);
    }
    rest = trim(rest.substr(close + 1));
  }
  size_t open = rest.find('(');
  function.name = trim(rest.substr(0, open));
  if (open != std::string::npos) {
    size_t close = rest.rfind(')');
    for (const std::string &part :
         splitOperands(rest.substr(open + 1, close - open - 1))) {
      Symbol symbol;
      if (!parseVariable(splitWords(part), part, header.line, symbol))
        return false;
      if (symbol.space != Space::Param)
        return fail(header.line, "parameter without .param: '" + part + "'");
      function.paramBytes = (function.paramBytes + symbol.alignment - 1) /
                            symbol.alignment * symbol.alignment;
      symbol.offset = function.paramBytes;
      function.paramBytes += symbol.size;
      functionSymbolsByName[symbol.name] =
          static_cast<int32_t>(function.symbols.size());
      function.paramSymbols.push_back(
          static_cast<int>(function.symbols.size()));
      function.symbols.push_back(symbol);
    }
  }
  // Return values follow the parameters in the callee's parameter space.
  for (Symbol &symbol : function.returnSymbols) {
    function.paramBytes = (function.paramBytes + symbol.alignment - 1) /
                          symbol.alignment * symbol.alignment;
    symbol.offset = function.paramBytes;
    function.paramBytes += symbol.size;
    functionSymbolsByName[symbol.name] =
        static_cast<int32_t>(function.symbols.size());
    function.symbols.push_back(symbol);
  }
  return true;
}

bool Parser::declareRegisters(const std::string &text, int line) {
  // `.reg .b32 %r<12>;` or `.reg .pred p, q;`
  std::vector<std::string> words = splitWords(text);
  if (words.size() < 3)
    return fail(line, "malformed register declaration '" + text + "'");
  std::string names;
  for (size_t i = 2; i < words.size(); ++i)
    names += words[i];
  for (const std::string &name : splitOperands(names)) {
    size_t angle = name.find('<');
    if (angle == std::string::npos) {
      registerScopes.back()[name] = function->registerCount++;
      continue;
    }
    std::string prefix = name.substr(0, angle);
    int count = std::atoi(name.c_str() + angle + 1);
    for (int i = 0; i < count; ++i)
      registerScopes.back()[prefix + std::to_string(i)] =
          function->registerCount++;
  }
  return true;
}

std::optional<uint32_t> Parser::lookupRegister(const std::string &name) const {
  for (auto it = registerScopes.rbegin(); it != registerScopes.rend(); ++it) {
    auto found = it->find(name);
    if (found != it->end())
      return found->second;
  }
  return std::nullopt;
}

int32_t Parser::lookupSymbol(const std::string &name) const {
  auto found = functionSymbolsByName.find(name);
  if (found != functionSymbolsByName.end())
    return found->second;
  for (size_t i = 0; i < module->symbols.size(); ++i)
    if (module->symbols[i].name == name)
      return kModuleSymbolBias + static_cast<int32_t>(i);
  return -1;
}

std::optional<Special> parseSpecial(const std::string &name) {
  static const std::map<std::string, Special> specials = {
      {"%tid.x", Special::TidX},
      {"%tid.y", Special::TidY},
      {"%tid.z", Special::TidZ},
      {"%ntid.x", Special::NtidX},
      {"%ntid.y", Special::NtidY},
      {"%ntid.z", Special::NtidZ},
      {"%ctaid.x", Special::CtaidX},
      {"%ctaid.y", Special::CtaidY},
      {"%ctaid.z", Special::CtaidZ},
      {"%nctaid.x", Special::NctaidX},
      {"%nctaid.y", Special::NctaidY},
      {"%nctaid.z", Special::NctaidZ},
      {"%laneid", Special::LaneId},
      {"%warpid", Special::WarpId},
      {"%nwarpid", Special::NWarpId},
      {"%clock", Special::Clock},
      {"%clock64", Special::Clock64},
      {"%globaltimer", Special::GlobalTimer},
      {"%dynamic_smem_size", Special::DynamicSmemSize},
      {"%total_smem_size", Special::TotalSmemSize},
      {"%lanemask_lt", Special::LanemaskLt},
      {"%lanemask_le", Special::LanemaskLe},
      {"%lanemask_eq", Special::LanemaskEq},
      {"%lanemask_ge", Special::LanemaskGe},
      {"%lanemask_gt", Special::LanemaskGt},
      {"%smid", Special::SmId},
      {"%nsmid", Special::NSmId},
      {"%cluster_ctarank", Special::ClusterCtarank},
      {"%cluster_nctarank", Special::ClusterNctarank}};
  auto it = specials.find(name);
  if (it == specials.end())
    return std::nullopt;
  return it->second;
}

bool parseImmediate(const std::string &text, int64_t &value) {
  if (text.empty())
    return false;
  const char *s = text.c_str();
  if (text.size() == 10 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F')) {
    value = static_cast<int64_t>(std::strtoull(s + 2, nullptr, 16));
    return true;
  }
  if (text.size() == 18 && s[0] == '0' && (s[1] == 'd' || s[1] == 'D')) {
    value = static_cast<int64_t>(std::strtoull(s + 2, nullptr, 16));
    return true;
  }
  char *end = nullptr;
  bool negative = s[0] == '-';
  uint64_t magnitude = std::strtoull(negative ? s + 1 : s, &end, 0);
  if (*end == 'U' || *end == 'u')
    ++end;
  if (*end != '\0')
    return false;
  value = negative ? -static_cast<int64_t>(magnitude)
                   : static_cast<int64_t>(magnitude);
  return true;
}

bool Parser::parseOperand(const std::string &rawText, Operand &operand,
                          int line) {
  std::string text = trim(rawText);
  if (text.empty())
    return fail(line, "empty operand");
  if (text.find('|') != std::string::npos && text[0] != '[') {
    // setp/shfl's second destination: `%p1|%p2`.
    operand.kind = Operand::Kind::Vector;
    size_t bar = text.find('|');
    Operand first, second;
    if (!parseOperand(text.substr(0, bar), first, line) ||
        !parseOperand(text.substr(bar + 1), second, line))
      return false;
    operand.elements = {first, second};
    operand.value = '|';
    return true;
  }
  if (text[0] == '!') {
    if (!parseOperand(text.substr(1), operand, line))
      return false;
    operand.negated = true;
    return true;
  }
  if (text[0] == '{') {
    operand.kind = Operand::Kind::Vector;
    std::string inside = text.substr(1, text.rfind('}') - 1);
    for (const std::string &part : splitOperands(inside)) {
      Operand element;
      if (!parseOperand(part, element, line))
        return false;
      operand.elements.push_back(element);
    }
    return true;
  }
  if (text[0] == '[') {
    operand.kind = Operand::Kind::Address;
    operand.reg = kNoRegister;
    std::string inside = trim(text.substr(1, text.rfind(']') - 1));
    size_t comma = inside.find(',');
    if (comma != std::string::npos) {
      // A tensor: `[map, {c0, c1, ...}]`.
      Operand map, coordinates;
      if (!parseOperand(inside.substr(0, comma), map, line) ||
          !parseOperand(inside.substr(comma + 1), coordinates, line))
        return false;
      if (map.kind != Operand::Kind::Reg ||
          coordinates.kind != Operand::Kind::Vector)
        return fail(line, "unsupported tensor operand '" + text + "'");
      operand.reg = map.reg;
      operand.elements = coordinates.elements;
      return true;
    }
    std::string base = inside, offset;
    size_t plus = inside.find('+', 1);
    if (plus != std::string::npos) {
      base = trim(inside.substr(0, plus));
      offset = trim(inside.substr(plus + 1));
    }
    int64_t immediate;
    if (parseImmediate(base, immediate) && offset.empty()) {
      operand.value = immediate;
      return true;
    }
    if (!offset.empty() && !parseImmediate(offset, operand.value))
      return fail(line, "unsupported address '" + text + "'");
    if (base[0] == '%') {
      auto reg = lookupRegister(base);
      if (!reg)
        return fail(line, "undeclared register " + base);
      operand.reg = *reg;
      return true;
    }
    operand.symbol = lookupSymbol(base);
    if (operand.symbol < 0)
      return fail(line, "unknown symbol '" + base + "' in '" + text + "'");
    return true;
  }
  if (text == "_") {
    operand.kind = Operand::Kind::Sink;
    return true;
  }
  if (text[0] == '%') {
    if (auto special = parseSpecial(text)) {
      operand.kind = Operand::Kind::Special;
      operand.special = *special;
      return true;
    }
    auto reg = lookupRegister(text);
    if (!reg)
      return fail(line, "undeclared register " + text);
    operand.kind = Operand::Kind::Reg;
    operand.reg = *reg;
    return true;
  }
  int64_t immediate;
  if (parseImmediate(text, immediate)) {
    operand.kind = Operand::Kind::Imm;
    operand.value = immediate;
    return true;
  }
  if (isIdentifier(text)) {
    // A register declared without a `%` (inline asm), a symbol, or a label
    // or function resolved later.
    if (auto reg = lookupRegister(text)) {
      operand.kind = Operand::Kind::Reg;
      operand.reg = *reg;
      return true;
    }
    int32_t symbol = lookupSymbol(text);
    if (symbol >= 0) {
      operand.kind = Operand::Kind::Symbol;
      operand.symbol = symbol;
      return true;
    }
    operand.kind = Operand::Kind::Label;
    operand.value = -1;
    operand.name = text;
    return true;
  }
  return fail(line, "unsupported operand '" + text + "'");
}

/// The opcode table: PTX name to Op, for names without dots in them.
std::optional<Op> lookupOp(const std::string &name) {
  static const std::map<std::string, Op> ops = {
      {"mov", Op::Mov},
      {"ld", Op::Ld},
      {"st", Op::St},
      {"cvta", Op::Cvta},
      {"add", Op::Add},
      {"sub", Op::Sub},
      {"mul", Op::Mul},
      {"mad", Op::Mad},
      {"fma", Op::Fma},
      {"div", Op::Div},
      {"rem", Op::Rem},
      {"abs", Op::Abs},
      {"neg", Op::Neg},
      {"min", Op::Min},
      {"max", Op::Max},
      {"and", Op::And},
      {"or", Op::Or},
      {"xor", Op::Xor},
      {"not", Op::Not},
      {"cnot", Op::Cnot},
      {"shl", Op::Shl},
      {"shr", Op::Shr},
      {"selp", Op::Selp},
      {"setp", Op::Setp},
      {"cvt", Op::Cvt},
      {"rcp", Op::Rcp},
      {"sqrt", Op::Sqrt},
      {"rsqrt", Op::Rsqrt},
      {"ex2", Op::Ex2},
      {"lg2", Op::Lg2},
      {"sin", Op::Sin},
      {"cos", Op::Cos},
      {"tanh", Op::Tanh},
      {"bfe", Op::Bfe},
      {"bfi", Op::Bfi},
      {"prmt", Op::Prmt},
      {"popc", Op::Popc},
      {"shf", Op::Shf},
      {"clz", Op::Clz},
      {"brev", Op::Brev},
      {"copysign", Op::Copysign},
      {"testp", Op::Testp},
      {"bra", Op::Bra},
      {"ret", Op::Ret},
      {"exit", Op::Exit},
      {"call", Op::Call},
      {"bar", Op::BarSync},
      {"barrier", Op::BarSync},
      {"membar", Op::Fence},
      {"fence", Op::Fence},
      {"atom", Op::Atom},
      {"red", Op::Red},
      {"shfl", Op::Shfl},
      {"vote", Op::Vote},
      {"ldmatrix", Op::Ldmatrix},
      {"stmatrix", Op::Stmatrix},
      {"mma", Op::Mma},
      {"activemask", Op::Activemask},
      {"trap", Op::Trap},
      {"redux", Op::Redux},
      {"elect", Op::Elect},
      {"nanosleep", Op::Nanosleep},
      {"wgmma", Op::WgmmaMma},
      {"prefetch", Op::PrefetchTensormap},
      {"setmaxnreg", Op::SetMaxNReg}};
  auto it = ops.find(name);
  if (it == ops.end())
    return std::nullopt;
  return it->second;
}

bool parseShape(const std::string &word, Instruction &instruction) {
  // m16n8k16, m64n128k16, m8n8.
  if (word.size() < 4 || word[0] != 'm')
    return false;
  unsigned m = 0, n = 0, k = 0;
  if (std::sscanf(word.c_str(), "m%un%uk%u", &m, &n, &k) == 3 ||
      std::sscanf(word.c_str(), "m%un%u", &m, &n) == 2) {
    instruction.m = static_cast<uint16_t>(m);
    instruction.n = static_cast<uint16_t>(n);
    instruction.k = static_cast<uint16_t>(k);
    return true;
  }
  return false;
}

bool Parser::parseTcgen05Opcode(const std::string &opcode,
                                Instruction &instruction, int line) {
  // Only the forms the interpreter implements, spelled as LLVM's NVPTX
  // backend prints them; a tcgen05 instruction is otherwise rejected.
  static const std::map<std::string, Op> forms = {
      {"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32",
       Op::Tcgen05Alloc},
      {"tcgen05.dealloc.cta_group::1.sync.aligned.b32", Op::Tcgen05Dealloc},
      {"tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned",
       Op::Tcgen05Relinquish},
      {"tcgen05.wait::ld.sync.aligned", Op::Tcgen05Wait},
      {"tcgen05.wait::st.sync.aligned", Op::Tcgen05Wait},
      {"tcgen05.fence::before_thread_sync", Op::Tcgen05Fence},
      {"tcgen05.fence::after_thread_sync", Op::Tcgen05Fence},
      {"tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64",
       Op::Tcgen05Commit},
      {"tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64",
       Op::Tcgen05Commit}};
  if (auto form = forms.find(opcode); form != forms.end()) {
    instruction.op = form->second;
    return true;
  }
  // tcgen05.mma.cta_group::1.kind::K.block_scale.S.collector::a::discard,
  // S the scale vector (.blockN or its .scale_vec::NX alias) valid for K.
  struct MmaForm {
    const char *kind, *scales;
    Tcgen05Kind tcgen05Kind;
    uint8_t scalesPerRow;
  };
  static const MmaForm mmaForms[] = {
      {"mxf8f6f4", "block32", Tcgen05Kind::Mxf8f6f4, 1},
      {"mxf8f6f4", "scale_vec::1X", Tcgen05Kind::Mxf8f6f4, 1},
      {"mxf4", "block32", Tcgen05Kind::Mxf4, 2},
      {"mxf4", "scale_vec::2X", Tcgen05Kind::Mxf4, 2},
      {"mxf4nvf4", "block32", Tcgen05Kind::Mxf4Nvf4, 2},
      {"mxf4nvf4", "scale_vec::2X", Tcgen05Kind::Mxf4Nvf4, 2},
      {"mxf4nvf4", "block16", Tcgen05Kind::Mxf4Nvf4, 4},
      {"mxf4nvf4", "scale_vec::4X", Tcgen05Kind::Mxf4Nvf4, 4}};
  for (const MmaForm &form : mmaForms)
    if (opcode == std::string("tcgen05.mma.cta_group::1.kind::") + form.kind +
                      ".block_scale." + form.scales +
                      ".collector::a::discard") {
      instruction.op = Op::Tcgen05Mma;
      instruction.tcgen05Kind = form.tcgen05Kind;
      instruction.vectorWidth = form.scalesPerRow;
      return true;
    }
  // tcgen05.{ld,st}.sync.aligned.32x32b.xN.b32: N columns per thread.
  for (auto [prefix, op] : {std::pair("tcgen05.ld.", Op::Tcgen05Ld),
                            std::pair("tcgen05.st.", Op::Tcgen05St)}) {
    unsigned columns = 0;
    int consumed = 0;
    std::string format = std::string(prefix) + "sync.aligned.32x32b.x%u.b32%n";
    if (opcode.rfind(prefix, 0) == 0 &&
        std::sscanf(opcode.c_str(), format.c_str(), &columns, &consumed) == 1 &&
        static_cast<size_t>(consumed) == opcode.size() && columns >= 1 &&
        columns <= 128 && (columns & (columns - 1)) == 0) {
      instruction.op = op;
      instruction.vectorWidth = static_cast<uint8_t>(columns);
      return true;
    }
  }
  return fail(line, "unsupported instruction '" + opcode + "'");
}

bool Parser::parseOpcode(const std::string &opcode, Instruction &instruction,
                         int line) {
  std::vector<std::string> words;
  {
    std::string word;
    for (size_t i = 0; i <= opcode.size(); ++i) {
      if (i == opcode.size() || opcode[i] == '.') {
        words.push_back(word);
        word.clear();
      } else {
        word += opcode[i];
      }
    }
  }
  // Multi-word opcodes first.
  auto starts = [&](std::initializer_list<const char *> prefix) {
    if (words.size() < prefix.size())
      return false;
    size_t i = 0;
    for (const char *p : prefix)
      if (words[i++] != p)
        return false;
    return true;
  };
  if (words[0] == "tcgen05")
    return parseTcgen05Opcode(opcode, instruction, line);
  size_t first = 1;
  if (starts({"cp", "async", "commit_group"})) {
    instruction.op = Op::CpAsyncCommit;
    first = 3;
  } else if (starts({"cp", "async", "wait_group"})) {
    instruction.op = Op::CpAsyncWait;
    first = 3;
  } else if (starts({"cp", "async", "wait_all"})) {
    instruction.op = Op::CpAsyncWaitAll;
    first = 3;
  } else if (starts({"cp", "async", "bulk", "tensor"})) {
    instruction.op = Op::CpAsyncBulkTensor;
    first = 4;
  } else if (starts({"cp", "async"})) {
    instruction.op = Op::CpAsync;
    first = 2;
  } else if (starts({"mbarrier", "init"})) {
    instruction.op = Op::MbarrierInit;
    first = 2;
  } else if (starts({"mbarrier", "arrive", "expect_tx"})) {
    instruction.op = Op::MbarrierArriveExpectTx;
    first = 3;
  } else if (starts({"mbarrier", "expect_tx"})) {
    instruction.op = Op::MbarrierExpectTx;
    first = 2;
  } else if (starts({"mbarrier", "arrive"})) {
    instruction.op = Op::MbarrierArrive;
    first = 2;
  } else if (starts({"mbarrier", "try_wait"})) {
    instruction.op = Op::MbarrierTryWait;
    first = 2;
  } else if (starts({"wgmma", "fence"})) {
    instruction.op = Op::WgmmaFence;
    first = 2;
  } else if (starts({"wgmma", "commit_group"})) {
    instruction.op = Op::WgmmaCommit;
    first = 2;
  } else if (starts({"wgmma", "wait_group"})) {
    instruction.op = Op::WgmmaWait;
    first = 2;
  } else if (starts({"wgmma", "mma_async"})) {
    instruction.op = Op::WgmmaMma;
    first = 2;
  } else if (starts({"fence", "proxy", "async"})) {
    instruction.op = Op::FenceProxyAsync;
    first = 3;
  } else if (starts({"cvta", "to"})) {
    instruction.op = Op::CvtaTo;
    first = 2;
  } else if (auto op = lookupOp(words[0])) {
    instruction.op = *op;
  } else if (words[0] == "addc" || words[0] == "subc" || words[0] == "madc") {
    // Extended-precision arithmetic: the carry flag is an input.
    instruction.op = words[0] == "addc"   ? Op::Add
                     : words[0] == "subc" ? Op::Sub
                                          : Op::Mad;
    instruction.carryIn = true;
  } else {
    return fail(line, "unsupported instruction '" + opcode + "'");
  }
  std::vector<Type> types;
  for (size_t i = first; i < words.size(); ++i) {
    std::string word = words[i];
    // `shared::cta` is `shared` in a CTA; `::cluster` forms are accepted
    // only where the interpreter implements them (one CTA per cluster).
    size_t scope = word.find("::");
    std::string base =
        scope == std::string::npos ? word : word.substr(0, scope);
    if (auto type = parseType(word)) {
      types.push_back(*type);
      continue;
    }
    if (base == "global") {
      instruction.space = Space::Global;
    } else if (base == "shared") {
      instruction.space = Space::Shared;
    } else if (base == "local") {
      instruction.space = Space::Local;
    } else if (base == "param") {
      instruction.space = Space::Param;
    } else if (base == "const") {
      instruction.space = Space::Const;
    } else if (word == "rn") {
      instruction.rounding = Rounding::Rn;
    } else if (word == "rz") {
      instruction.rounding = Rounding::Rz;
    } else if (word == "rm") {
      instruction.rounding = Rounding::Rm;
    } else if (word == "rp") {
      instruction.rounding = Rounding::Rp;
    } else if (word == "rni") {
      instruction.rounding = Rounding::Rni;
    } else if (word == "rzi") {
      instruction.rounding = Rounding::Rzi;
    } else if (word == "rmi") {
      instruction.rounding = Rounding::Rmi;
    } else if (word == "rpi") {
      instruction.rounding = Rounding::Rpi;
    } else if (word == "ftz") {
      instruction.ftz = true;
    } else if (word == "sat") {
      instruction.saturate = true;
    } else if (word == "satfinite") {
      instruction.satfinite = true;
    } else if (word == "relu") {
      instruction.relu = true;
    } else if (word == "approx") {
      instruction.approx = true;
    } else if (word == "full") {
      instruction.full = true;
    } else if (word == "NaN") {
      instruction.propagateNaN = true;
    } else if (word == "uni") {
      instruction.uniform = true;
    } else if (word == "aligned") {
      instruction.aligned = true;
    } else if (word == "sync" || word == "volatile" || word == "relaxed" ||
               word == "acquire" || word == "release" || word == "acq_rel" ||
               word == "sc" || word == "weak" || word == "gpu" ||
               word == "cta" || word == "sys" || word == "nc" || word == "ca" ||
               word == "cg" || word == "cs" || word == "lu" || word == "cv" ||
               word == "wb" || word == "wt" || base == "L1" || base == "L2" ||
               word == "noftz" || word == "tile" || word == "2d" ||
               word == "3d" || word == "1d" || word == "4d" || word == "5d" ||
               base == "mbarrier" || base == "cta_group" || word == "b" ||
               word == "inc" || word == "dec" || word == "gl" ||
               word == "tensormap") {
      if (instruction.op == Op::Atom || instruction.op == Op::Red) {
        if (word == "inc")
          instruction.atom = AtomOp::Inc;
        if (word == "dec")
          instruction.atom = AtomOp::Dec;
      }
      if (word == "tile" || word == "2d" || word == "3d" || word == "1d" ||
          word == "4d" || word == "5d")
        instruction.vectorWidth = static_cast<uint8_t>(
            word == "tile" ? instruction.vectorWidth : word[0] - '0');
      continue; // ordering, scope and cache qualifiers: no effect here
    } else if (instruction.op == Op::Fence &&
               (word == "mbarrier_init" || word == "cluster")) {
      // fence.mbarrier_init.release.cluster: orders mbarrier.init before
      // the async proxy's arrivals; one CTA per cluster here.
      continue;
    } else if (word == "parity") {
      instruction.parity = true;
    } else if (instruction.op == Op::Shf &&
               (word == "l" || word == "r" || word == "wrap" ||
                word == "clamp")) {
      if (word == "l")
        instruction.shiftLeft = true;
      else if (word == "clamp")
        instruction.clampShift = true;
    } else if (word == "cc" &&
               (instruction.op == Op::Add || instruction.op == Op::Sub ||
                instruction.op == Op::Mad)) {
      instruction.carryOut = true;
    } else if (word == "wide") {
      instruction.wide = true;
    } else if (word == "hi") {
      instruction.hi = true;
    } else if (word == "lo") {
      instruction.hi = false;
    } else if (word == "trans") {
      instruction.transpose = true;
    } else if (word == "row") {
      instruction.rowA = !instruction.transpose; // first layout is A's
    } else if (word == "col") {
      instruction.colB = true;
    } else if (word == "v2" || word == "v4" || word == "v8") {
      instruction.vectorWidth = static_cast<uint8_t>(word[1] - '0');
    } else if (word == "x1" || word == "x2" || word == "x4") {
      instruction.vectorWidth = static_cast<uint8_t>(word[1] - '0');
    } else if (parseShape(word, instruction)) {
      continue;
    } else if (instruction.op == Op::Setp || instruction.op == Op::Testp) {
      static const std::map<std::string, Compare> compares = {
          {"eq", Compare::Eq},         {"ne", Compare::Ne},
          {"lt", Compare::Lt},         {"le", Compare::Le},
          {"gt", Compare::Gt},         {"ge", Compare::Ge},
          {"lo", Compare::Lo},         {"ls", Compare::Ls},
          {"hi", Compare::Hi},         {"hs", Compare::Hs},
          {"equ", Compare::Equ},       {"neu", Compare::Neu},
          {"ltu", Compare::Ltu},       {"leu", Compare::Leu},
          {"gtu", Compare::Gtu},       {"geu", Compare::Geu},
          {"num", Compare::Num},       {"nan", Compare::Nan},
          {"finite", Compare::Finite}, {"infinite", Compare::Infinite},
          {"number", Compare::Num},    {"notanumber", Compare::Nan},
          {"normal", Compare::Normal}, {"subnormal", Compare::Subnormal}};
      static const std::map<std::string, BoolOp> boolOps = {
          {"and", BoolOp::And}, {"or", BoolOp::Or}, {"xor", BoolOp::Xor}};
      if (compares.count(word) && instruction.compare == Compare::None)
        instruction.compare = compares.at(word);
      else if (boolOps.count(word))
        instruction.boolOp = boolOps.at(word);
      else
        return fail(line,
                    "unsupported qualifier ." + word + " of '" + opcode + "'");
    } else if (instruction.op == Op::Shfl &&
               (word == "up" || word == "down" || word == "bfly" ||
                word == "idx")) {
      instruction.shfl = word == "up"     ? ShflMode::Up
                         : word == "down" ? ShflMode::Down
                         : word == "bfly" ? ShflMode::Bfly
                                          : ShflMode::Idx;
    } else if (instruction.op == Op::Vote &&
               (word == "all" || word == "any" || word == "uni" ||
                word == "ballot")) {
      instruction.vote = word == "all"   ? VoteMode::All
                         : word == "any" ? VoteMode::Any
                         : word == "uni" ? VoteMode::Uni
                                         : VoteMode::Ballot;
    } else if ((instruction.op == Op::Atom || instruction.op == Op::Red ||
                instruction.op == Op::Redux)) {
      static const std::map<std::string, AtomOp> atomOps = {
          {"add", AtomOp::Add},   {"min", AtomOp::Min}, {"max", AtomOp::Max},
          {"and", AtomOp::And},   {"or", AtomOp::Or},   {"xor", AtomOp::Xor},
          {"exch", AtomOp::Exch}, {"cas", AtomOp::Cas}};
      if (!atomOps.count(word))
        return fail(line,
                    "unsupported qualifier ." + word + " of '" + opcode + "'");
      instruction.atom = atomOps.at(word);
    } else if (instruction.op == Op::Mov && word == "u") {
      continue;
    } else if (instruction.op == Op::Bra && word.empty()) {
      continue;
    } else {
      return fail(line,
                  "unsupported qualifier ." + word + " of '" + opcode + "'");
    }
  }
  // `cvta.to.shared` reads its space after `to`; `cvta.shared` converts to
  // generic.
  if (!types.empty())
    instruction.type = types[0];
  if (types.size() > 1)
    instruction.type2 = types[1];
  if (types.size() > 2)
    instruction.type3 = types[2];
  if (types.size() > 3)
    instruction.type4 = types[3];
  if (instruction.op == Op::Mad && instruction.type == Type::None)
    return fail(line, "mad without a type: '" + opcode + "'");
  return true;
}

bool Parser::parseInstruction(const Statement &statement,
                              Instruction &instruction) {
  std::string text = statement.text;
  instruction.line = statement.line;
  instruction.text = text;
  if (text[0] == '@') {
    size_t space = text.find_first_of(" \t\r\n");
    std::string guard = text.substr(1, space - 1);
    if (guard[0] == '!') {
      instruction.guardNegated = true;
      guard = guard.substr(1);
    }
    auto reg = lookupRegister(guard);
    if (!reg)
      return fail(statement.line, "undeclared guard predicate " + guard);
    instruction.guard = *reg;
    text = trim(text.substr(space));
  }
  size_t space = text.find_first_of(" \t\r\n");
  std::string opcode = text.substr(0, space);
  std::string rest = space == std::string::npos ? "" : text.substr(space);
  if (!parseOpcode(opcode, instruction, statement.line))
    return false;
  if (instruction.op == Op::Call) {
    // call{.uni} (ret), name, (args);  — kept as: operands[0] vector of
    // return params, [1] function label, [2] vector of argument params.
    std::vector<std::string> parts = splitOperands(rest);
    Operand returns, callee, arguments;
    returns.kind = arguments.kind = Operand::Kind::Vector;
    size_t index = 0;
    auto list = [&](const std::string &part, Operand &into) {
      std::string inside = trim(part);
      inside = inside.substr(1, inside.size() - 2);
      for (const std::string &name : splitOperands(inside)) {
        Operand element;
        if (!parseOperand(name, element, statement.line))
          return false;
        into.elements.push_back(element);
      }
      return true;
    };
    if (index < parts.size() && parts[index][0] == '(')
      if (!list(parts[index++], returns))
        return false;
    if (index >= parts.size())
      return fail(statement.line, "malformed call '" + text + "'");
    callee.kind = Operand::Kind::Label;
    callee.value = -1;
    instruction.callee = trim(parts[index]);
    if (index + 1 < parts.size() && !list(parts[index + 1], arguments))
      return false;
    instruction.operands = {returns, callee, arguments};
    return true;
  }
  for (const std::string &part : splitOperands(rest)) {
    Operand operand;
    if (!parseOperand(part, operand, statement.line))
      return false;
    instruction.operands.push_back(operand);
  }
  return true;
}

} // namespace

namespace {

bool isDirective(const std::string &text, const char *name) {
  size_t length = std::strlen(name);
  return text.compare(0, length, name) == 0 &&
         (text.size() == length ||
          std::isspace(static_cast<unsigned char>(text[length])));
}

} // namespace

std::unique_ptr<Module> Parser::parse(const std::string &text) {
  auto owned = std::make_unique<Module>();
  module = owned.get();
  std::vector<Statement> statements = splitStatements(text);
  auto beginsWithDeclaration = [](const std::string &s) {
    for (const char *prefix :
         {".global", ".const", ".shared", ".extern", ".visible", ".weak"})
      if (isDirective(s, prefix))
        return true;
    return false;
  };
  for (size_t i = 0; i < statements.size(); ++i) {
    const Statement &statement = statements[i];
    if (!function) {
      switch (statement.kind) {
      case Statement::Kind::FunctionHeader: {
        auto owned = std::make_unique<Function>();
        function = owned.get();
        functionSymbolsByName.clear();
        registerScopes.clear();
        labelScopes.clear();
        openScopes.clear();
        pendingLabels.clear();
        if (!parseFunctionHeader(statement, *function))
          return nullptr;
        module->functionsByName[function->name] = function;
        module->functions.push_back(std::move(owned));
        if (i + 1 >= statements.size() ||
            statements[i + 1].kind != Statement::Kind::Open)
          return fail(statement.line, "function without a body"), nullptr;
        continue;
      }
      case Statement::Kind::Text: {
        const std::string &s = statement.text;
        if (s.empty() || isDirective(s, ".version") ||
            isDirective(s, ".address_size") || isDirective(s, ".file") ||
            isDirective(s, ".section"))
          continue;
        if (isDirective(s, ".target")) {
          module->target = trim(s.substr(7));
          continue;
        }
        if (s.find(".func") != std::string::npos ||
            s.find(".entry") != std::string::npos)
          continue; // a prototype: the body comes elsewhere in the module
        if (beginsWithDeclaration(s)) {
          Symbol symbol;
          if (!parseVariable(splitWords(s), s, statement.line, symbol))
            return nullptr;
          module->symbols.push_back(symbol);
          continue;
        }
        return fail(statement.line,
                    "unsupported module-level statement '" + s + "'"),
               nullptr;
      }
      default:
        return fail(statement.line, "unexpected brace or label at module "
                                    "scope"),
               nullptr;
      }
    }
    switch (statement.kind) {
    case Statement::Kind::Open:
      registerScopes.emplace_back();
      labelScopes.emplace_back();
      openScopes.push_back(static_cast<int>(labelScopes.size()) - 1);
      continue;
    case Statement::Kind::Close: {
      registerScopes.pop_back();
      openScopes.pop_back();
      if (!openScopes.empty())
        continue;
      for (const PendingLabel &pending : pendingLabels) {
        int64_t target = -1;
        for (auto scope = pending.scopes.rbegin();
             scope != pending.scopes.rend() && target < 0; ++scope) {
          auto found = labelScopes[*scope].find(pending.name);
          if (found != labelScopes[*scope].end())
            target = found->second;
        }
        if (target < 0)
          return fail(pending.line, "unknown label '" + pending.name + "'"),
                 nullptr;
        function->instructions[pending.instruction]
            .operands[pending.operand]
            .value = target;
      }
      // The local depot and other .local variables, laid out per thread.
      for (Symbol &symbol : function->symbols) {
        if (symbol.space != Space::Local)
          continue;
        function->localBytes = (function->localBytes + symbol.alignment - 1) /
                               symbol.alignment * symbol.alignment;
        symbol.offset = function->localBytes;
        function->localBytes += symbol.size;
      }
      // A function that falls off its end returns (or exits).
      Instruction ret;
      ret.op = Op::Ret;
      ret.line = statement.line;
      ret.text = "ret (end of " + function->name + ")";
      function->instructions.push_back(ret);
      function = nullptr;
      continue;
    }
    case Statement::Kind::Label:
      labelScopes[openScopes.back()][statement.text] =
          static_cast<int64_t>(function->instructions.size());
      continue;
    case Statement::Kind::FunctionHeader:
      return fail(statement.line, "nested function"), nullptr;
    case Statement::Kind::Text:
      break;
    }
    const std::string &s = statement.text;
    if (s.empty() || isDirective(s, ".pragma") || isDirective(s, ".loc") ||
        isDirective(s, ".maxntid") || isDirective(s, ".reqntid") ||
        isDirective(s, ".minnctapersm") || isDirective(s, ".maxnreg") ||
        isDirective(s, ".maxclusterrank") ||
        isDirective(s, ".reqnctapercluster") ||
        isDirective(s, ".explicitcluster") || isDirective(s, ".noreturn"))
      continue;
    if (isDirective(s, ".reg")) {
      if (!declareRegisters(s, statement.line))
        return nullptr;
      continue;
    }
    if (isDirective(s, ".local") || isDirective(s, ".param") ||
        isDirective(s, ".shared")) {
      Symbol symbol;
      if (!parseVariable(splitWords(s), s, statement.line, symbol))
        return nullptr;
      if (symbol.space == Space::Shared) {
        // A function-scope shared variable is laid out with the module's.
        module->symbols.push_back(symbol);
        functionSymbolsByName[symbol.name] =
            kModuleSymbolBias +
            static_cast<int32_t>(module->symbols.size() - 1);
        continue;
      }
      // Call-sequence params live in the caller's local memory.
      if (symbol.space == Space::Param)
        symbol.space = Space::Local;
      functionSymbolsByName[symbol.name] =
          static_cast<int32_t>(function->symbols.size());
      function->symbols.push_back(symbol);
      continue;
    }
    if (s[0] == '.')
      return fail(statement.line, "unsupported directive '" + s + "'"), nullptr;
    Instruction instruction;
    if (!parseInstruction(statement, instruction))
      return nullptr;
    classifyFastPath(instruction);
    size_t index = function->instructions.size();
    for (size_t o = 0; o < instruction.operands.size(); ++o)
      if (instruction.operands[o].kind == Operand::Kind::Label &&
          instruction.op != Op::Call)
        pendingLabels.push_back({index, o, openScopes,
                                 instruction.operands[o].name, statement.line});
    function->instructions.push_back(std::move(instruction));
  }
  if (function)
    return fail(statements.empty() ? 0 : statements.back().line,
                "unterminated function '" + function->name + "'"),
           nullptr;
  // Calls resolve to functions anywhere in the module, but for the CUDA
  // system call `__assertfail` (a failed assert), which the interpreter
  // runs itself.
  for (auto &owned : module->functions)
    for (Instruction &instruction : owned->instructions)
      if (instruction.op == Op::Call) {
        instruction.calleeFunction = module->lookup(instruction.callee);
        if (!instruction.calleeFunction && instruction.callee != kAssertFail)
          return fail(instruction.line, "call of '" + instruction.callee +
                                            "', which the module does not "
                                            "define"),
                 nullptr;
      }
  // Static shared memory: the module's variables in declaration order.
  for (Symbol &symbol : module->symbols) {
    if (symbol.space != Space::Shared || symbol.dynamicShared)
      continue;
    module->staticSharedBytes =
        (module->staticSharedBytes + symbol.alignment - 1) / symbol.alignment *
        symbol.alignment;
    symbol.offset = module->staticSharedBytes;
    module->staticSharedBytes += symbol.size;
  }
  uint64_t dynamicAlignment = 16;
  for (const Symbol &symbol : module->symbols)
    if (symbol.dynamicShared)
      dynamicAlignment = std::max<uint64_t>(dynamicAlignment, symbol.alignment);
  module->dynamicSharedOffset =
      (module->staticSharedBytes + dynamicAlignment - 1) / dynamicAlignment *
      dynamicAlignment;
  for (Symbol &symbol : module->symbols)
    if (symbol.dynamicShared)
      symbol.offset = module->dynamicSharedOffset;
  return owned;
}

std::unique_ptr<Module> mpt::ptx::parseModule(const std::string &text,
                                              std::string &error) {
  error.clear();
  Parser parser(error);
  auto module = parser.parse(text);
  if (!error.empty())
    return nullptr;
  return module;
}
