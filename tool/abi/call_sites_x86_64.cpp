// x86-64 call sites, and the section lookups both machines share.
//
// The section is decoded by Capstone, one linear sweep, and a small data-flow pass carries what
// each general-purpose register and each stack slot holds: the constant addresses loaded by
// `lea disp(%rip)`, copied between registers (`mov %rbx, %rdx`), spilled to and reloaded from the
// frame (`mov %r12, 0x18(%rsp)`). At a call the System V ABI decides what survives: rbx, rbp,
// r12-r15 and the frame are the caller's, everything else may be the callee's. Compilers load a
// signature string shared by several exports once into a callee-saved register (cuda-bindings
// 13.0.0 passes most of its `cudaError_t (void) noexcept nogil`-style strings that way), so a
// reader that looks only at the loads right before each call misses them.
//
// Control flow is followed as aarch64's pass does (call_sites_aarch64.cpp): a forward jump hands
// its state to its target, a join keeps what its known predecessors agree on, and the code after
// a jump, a return or a trap starts from what the jumps to it carried (nothing, if none did).
// A value is never guessed: an instruction this pass does not model forgets every register it
// writes (Capstone says which) and every frame slot it may write.
#include <capstone/capstone.h>

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "abi/call_sites.h"
#include "abi/forward_flow.h"

namespace cudacompat::abi {

using readers::ByteView;
using readers::ElfFile;
using readers::ElfSection;

const ElfSection* section_at(const ElfFile& elf, std::uint64_t address) {
  for (const auto& section : elf.sections()) {
    if ((section.flags & readers::elf::kFlagAlloc) && section.size > 0 && address >= section.address &&
        address - section.address < section.size) {
      return &section;
    }
  }
  return nullptr;
}

bool is_code_address(const ElfFile& elf, std::uint64_t address) {
  const ElfSection* section = section_at(elf, address);
  return section && section->has_bytes() && (section->flags & readers::elf::kFlagExec);
}

namespace {

// The 16 general-purpose registers in encoding order: rax rcx rdx rbx rsp rbp rsi rdi r8..r15.
constexpr int kRax = 0, kRcx = 1, kRdx = 2, kRsp = 4, kRbp = 5, kRsi = 6, kRdi = 7;
constexpr int kNoRegister = -1;

// Capstone's register id (any width: al, ax, eax, rax) -> the general-purpose register it is part
// of, or kNoRegister.
const std::array<int, X86_REG_ENDING>& register_table() {
  static const std::array<int, X86_REG_ENDING> table = [] {
    std::array<int, X86_REG_ENDING> t;
    t.fill(kNoRegister);
    const std::array<std::array<x86_reg, 5>, 16> names = {{
        {X86_REG_RAX, X86_REG_EAX, X86_REG_AX, X86_REG_AL, X86_REG_AH},
        {X86_REG_RCX, X86_REG_ECX, X86_REG_CX, X86_REG_CL, X86_REG_CH},
        {X86_REG_RDX, X86_REG_EDX, X86_REG_DX, X86_REG_DL, X86_REG_DH},
        {X86_REG_RBX, X86_REG_EBX, X86_REG_BX, X86_REG_BL, X86_REG_BH},
        {X86_REG_RSP, X86_REG_ESP, X86_REG_SP, X86_REG_SPL, X86_REG_INVALID},
        {X86_REG_RBP, X86_REG_EBP, X86_REG_BP, X86_REG_BPL, X86_REG_INVALID},
        {X86_REG_RSI, X86_REG_ESI, X86_REG_SI, X86_REG_SIL, X86_REG_INVALID},
        {X86_REG_RDI, X86_REG_EDI, X86_REG_DI, X86_REG_DIL, X86_REG_INVALID},
        {X86_REG_R8, X86_REG_R8D, X86_REG_R8W, X86_REG_R8B, X86_REG_INVALID},
        {X86_REG_R9, X86_REG_R9D, X86_REG_R9W, X86_REG_R9B, X86_REG_INVALID},
        {X86_REG_R10, X86_REG_R10D, X86_REG_R10W, X86_REG_R10B, X86_REG_INVALID},
        {X86_REG_R11, X86_REG_R11D, X86_REG_R11W, X86_REG_R11B, X86_REG_INVALID},
        {X86_REG_R12, X86_REG_R12D, X86_REG_R12W, X86_REG_R12B, X86_REG_INVALID},
        {X86_REG_R13, X86_REG_R13D, X86_REG_R13W, X86_REG_R13B, X86_REG_INVALID},
        {X86_REG_R14, X86_REG_R14D, X86_REG_R14W, X86_REG_R14B, X86_REG_INVALID},
        {X86_REG_R15, X86_REG_R15D, X86_REG_R15W, X86_REG_R15B, X86_REG_INVALID},
    }};
    for (int r = 0; r < 16; ++r) {
      for (x86_reg name : names[r]) {
        if (name != X86_REG_INVALID) t[name] = r;
      }
    }
    return t;
  }();
  return table;
}

int gpr(unsigned capstone_register) {
  return capstone_register < X86_REG_ENDING ? register_table()[capstone_register] : kNoRegister;
}

// A 64-bit general-purpose register operand: its index, or kNoRegister.
int gpr64(const cs_x86_op& op) { return op.type == X86_OP_REG && op.size == 8 ? gpr(op.reg) : kNoRegister; }

// A frame slot: [rsp + disp] keyed by its offset from the stack pointer at the last point the pass
// knew it (pushes, pops and `sub/add $imm, %rsp` move that point), or [rbp + disp].
struct SlotKey {
  bool rbp = false;
  std::int64_t offset = 0;
  auto operator<=>(const SlotKey&) const = default;
};

constexpr std::size_t kMaxSlots = 256;

struct State {
  std::array<std::optional<std::uint64_t>, 16> registers;
  std::int64_t rsp_delta = 0;                            // rsp now, from where the slots are keyed
  std::vector<std::pair<SlotKey, std::uint64_t>> slots;  // 8-byte slots, sorted by key

  void forget_slots(bool rbp) {
    std::erase_if(slots, [&](const auto& slot) { return slot.first.rbp == rbp; });
  }
  // A write of `size` bytes at the slot `key`: every slot it overlaps is forgotten.
  void clobber(SlotKey key, std::int64_t size) {
    std::erase_if(slots, [&](const auto& slot) {
      return slot.first.rbp == key.rbp && slot.first.offset < key.offset + size && key.offset < slot.first.offset + 8;
    });
  }
  void store(SlotKey key, std::optional<std::uint64_t> value) {
    clobber(key, 8);
    // A frame holds a few dozen spilled addresses; past that, forgetting costs only what it forgets
    // and keeps every jump's copy of the state small, whatever the bytes are.
    if (!value || slots.size() >= kMaxSlots) return;
    auto at = slot_at(slots, key);
    slots.insert(at, {key, *value});
  }
  std::optional<std::uint64_t> load(SlotKey key) const { return load_slot(slots, key); }
  // What this state and `other` agree on.
  void meet(const State& other) {
    for (std::size_t r = 0; r < registers.size(); ++r) {
      if (registers[r] != other.registers[r]) registers[r].reset();
    }
    if (rsp_delta != other.rsp_delta) {
      forget_slots(false);
    } else {
      std::erase_if(slots, [&](const auto& slot) { return other.load(slot.first) != slot.second; });
    }
    std::erase_if(slots, [&](const auto& slot) { return slot.first.rbp && other.load(slot.first) != slot.second; });
  }
};

// The frame slot a memory operand names, when it is [rsp + disp] or [rbp + disp] with no index.
std::optional<SlotKey> frame_slot(const x86_op_mem& mem, const State& state) {
  if (mem.index != X86_REG_INVALID || mem.segment != X86_REG_INVALID) return std::nullopt;
  if (mem.base == X86_REG_RSP) return SlotKey{false, state.rsp_delta + mem.disp};
  if (mem.base == X86_REG_RBP) return SlotKey{true, mem.disp};
  return std::nullopt;
}

// A call: the callee may change rax, rcx, rdx, rsi, rdi, r8-r11; rbx, rbp, r12-r15 and the
// caller's frame are preserved (System V AMD64 ABI, 3.2.1).
void forget_caller_saved(State& state) {
  for (int r : {0, 1, 2, 6, 7, 8, 9, 10, 11}) state.registers[r].reset();
}

// A register write: a write of rsp moves the frame by an amount the pass does not know, a write of
// rbp moves the slots keyed by it.
void forget_register(State& state, int r) {
  if (r == kNoRegister) return;
  state.registers[r].reset();
  if (r == kRsp) state.forget_slots(false);
  if (r == kRbp) state.forget_slots(true);
}

// One decoded instruction, as the rules of `step` read it.
struct Instruction {
  csh handle;
  const cs_insn& insn;
  const cs_x86& x86;
  const cs_x86_op* op;  // x86.operands
  std::uint64_t next;   // the address after it: where %rip points
};

// A register set to a value: what it held before is gone, with the slots keyed by it.
void set_register(State& state, int destination, std::optional<std::uint64_t> value) {
  forget_register(state, destination);
  if (destination != kNoRegister) state.registers[destination] = value;
}

// lea disp(%rip), %reg / lea disp(%reg), %reg
bool lea(const Instruction& in, State& state) {
  const auto* op = in.op;
  if (in.insn.id != X86_INS_LEA || in.x86.op_count != 2 || op[0].type != X86_OP_REG || op[1].type != X86_OP_MEM) {
    return false;
  }
  const auto& mem = op[1].mem;
  std::optional<std::uint64_t> value;
  if (op[0].size == 8 && mem.index == X86_REG_INVALID && mem.segment == X86_REG_INVALID) {
    if (mem.base == X86_REG_RIP) {
      value = in.next + static_cast<std::uint64_t>(mem.disp);
    } else if (int base = gpr(mem.base); base != kNoRegister && base != kRsp && state.registers[base]) {
      value = *state.registers[base] + static_cast<std::uint64_t>(mem.disp);
    }
  }
  set_register(state, gpr(op[0].reg), value);
  return true;
}

bool is_mov(const Instruction& in) { return in.insn.id == X86_INS_MOV && in.x86.op_count == 2; }

// mov %src, %dst (64-bit): a copy
bool mov_copy(const Instruction& in, State& state) {
  if (!is_mov(in)) return false;
  const int destination = gpr64(in.op[0]);
  const int source = gpr64(in.op[1]);
  if (destination == kNoRegister || source == kNoRegister) return false;
  set_register(state, destination, state.registers[source]);
  return true;
}

// mov off(%rsp), %reg: a reload
bool mov_reload(const Instruction& in, State& state) {
  if (!is_mov(in)) return false;
  const int destination = gpr64(in.op[0]);
  if (destination == kNoRegister || in.op[1].type != X86_OP_MEM) return false;
  const auto slot = frame_slot(in.op[1].mem, state);
  set_register(state, destination, slot ? state.load(*slot) : std::nullopt);
  return true;
}

// mov %reg, off(%rsp): a spill
bool mov_spill(const Instruction& in, State& state) {
  if (!is_mov(in)) return false;
  const int source = gpr64(in.op[1]);
  if (source == kNoRegister || in.op[0].type != X86_OP_MEM) return false;
  if (const auto slot = frame_slot(in.op[0].mem, state)) state.store(*slot, state.registers[source]);
  return true;
}

// push/pop, and sub/add $imm, %rsp: the frame moves by a known amount, its slots stay.
bool push(const Instruction& in, State& state) {
  if (in.insn.id != X86_INS_PUSH || in.x86.op_count != 1 || in.op[0].size != 8) return false;
  state.rsp_delta -= 8;
  if (int source = gpr64(in.op[0]); source != kNoRegister) {
    state.store({false, state.rsp_delta}, state.registers[source]);
  } else {
    state.clobber({false, state.rsp_delta}, 8);
  }
  return true;
}

// A pop into memory moves the frame too, and is then taken as any other write.
bool pop(const Instruction& in, State& state) {
  if (in.insn.id != X86_INS_POP || in.x86.op_count != 1 || in.op[0].size != 8) return false;
  const auto value = state.load({false, state.rsp_delta});
  state.rsp_delta += 8;
  const int destination = gpr64(in.op[0]);
  if (destination == kNoRegister) return false;
  set_register(state, destination, value);
  return true;
}

bool move_stack_pointer(const Instruction& in, State& state) {
  const auto* op = in.op;
  if ((in.insn.id != X86_INS_SUB && in.insn.id != X86_INS_ADD) || in.x86.op_count != 2 || op[0].type != X86_OP_REG ||
      op[0].reg != X86_REG_RSP || op[1].type != X86_OP_IMM) {
    return false;
  }
  state.rsp_delta += in.insn.id == X86_INS_SUB ? -op[1].imm : op[1].imm;
  return true;
}

// Anything else: forget what it writes.
void forget_what_it_writes(const Instruction& in, State& state) {
  for (std::uint8_t i = 0; i < in.x86.op_count; ++i) {
    const cs_x86_op& operand = in.op[i];
    if (operand.type == X86_OP_MEM && (operand.access & CS_AC_WRITE)) {
      if (const auto slot = frame_slot(operand.mem, state))
        state.clobber(*slot, std::max<std::int64_t>(operand.size, 8));
    }
  }
  cs_regs read, written;
  std::uint8_t read_count = 0, written_count = 0;
  if (cs_regs_access(in.handle, &in.insn, read, &read_count, written, &written_count) == CS_ERR_OK) {
    for (std::uint8_t i = 0; i < written_count; ++i) forget_register(state, gpr(written[i]));
  } else {
    state = State{};  // not knowing what it writes, know nothing
  }
}

// The instructions the pass models, in the order they are tried; the first that applies wins.
constexpr std::array<bool (*)(const Instruction&, State&), 7> kModelled = {
    lea, mov_copy, mov_reload, mov_spill, push, pop, move_stack_pointer,
};

// Updates `state` for one instruction that is not a call or a jump.
void step(csh handle, const cs_insn& insn, State& state) {
  const cs_x86& x86 = insn.detail->x86;
  const Instruction in{handle, insn, x86, x86.operands, insn.address + insn.size};
  for (auto rule : kModelled) {
    if (rule(in, state)) return;
  }
  forget_what_it_writes(in, state);
}

bool in_group(const cs_insn& insn, std::uint8_t group) {
  const cs_detail& detail = *insn.detail;
  return std::find(detail.groups, detail.groups + detail.groups_count, group) != detail.groups + detail.groups_count;
}

// Capstone's handle, opened once per sweep with detail on (operands, register access).
class Decoder {
 public:
  Decoder() {
    if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle_) != CS_ERR_OK) return;
    cs_option(handle_, CS_OPT_DETAIL, CS_OPT_ON);
    insn_ = cs_malloc(handle_);
  }
  ~Decoder() {
    if (insn_) cs_free(insn_, 1);
    if (handle_) cs_close(&handle_);
  }
  Decoder(const Decoder&) = delete;
  Decoder& operator=(const Decoder&) = delete;
  bool ok() const { return insn_ != nullptr; }
  csh handle() const { return handle_; }
  cs_insn* insn() const { return insn_; }

 private:
  csh handle_ = 0;
  cs_insn* insn_ = nullptr;
};

// Where each function of `code` starts, from the binary-search table of .eh_frame_hdr that the
// unwinder uses (every function GCC and Clang compile with unwind tables, the x86-64 default, has an
// entry; stripped files keep it). Sorted; empty when the file has no table in the encoding GCC
// and ld write (datarel sdata4 pairs), and then the caller decodes the whole section.
std::vector<std::uint64_t> function_starts(const ElfFile& elf, const ElfSection& code) {
  std::vector<std::uint64_t> starts;
  for (const auto& section : elf.sections()) {
    if (section.name != ".eh_frame_hdr" || !section.has_bytes()) continue;
    ByteView header = elf.section_bytes(section);
    if (header.size() < 12 || header.read<std::uint8_t>(0) != 1) return {};
    const auto pointer_encoding = header.read<std::uint8_t>(1);
    const auto count_encoding = header.read<std::uint8_t>(2);
    const auto table_encoding = header.read<std::uint8_t>(3);
    // eh_frame_ptr as 4 bytes (sdata4/udata4, any base), fde_count as udata4, the table as
    // datarel sdata4: what GNU ld and lld write.
    if ((pointer_encoding & 0x0f) != 0x0b && (pointer_encoding & 0x0f) != 0x03) return {};
    if (count_encoding != 0x03 || table_encoding != 0x3b) return {};
    const std::uint64_t count = header.read<std::uint32_t>(8);
    if (count > (header.size() - 12) / 8) return {};
    starts.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
      const auto start = section.address + static_cast<std::uint64_t>(header.read<std::int32_t>(12 + i * 8));
      if (start >= code.address && start - code.address < code.size) starts.push_back(start);
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    return starts;
  }
  return starts;
}

}  // namespace

void x86_64_call_sites(const ElfFile& elf, const ElfSection& code, CallSites& out,
                       const std::function<bool(std::uint64_t)>& worth_reading) {
  ByteView bytes = elf.section_bytes(code);
  auto is_code = [&](std::uint64_t a) { return is_code_address(elf, a); };
  const auto starts = function_starts(elf, code);
  if (starts.empty() || !worth_reading) {
    x86_64_calls_in(bytes, code.address, is_code, out);
    return;
  }
  // Decoding is most of abi-diff's time, and the helpers' calls sit in the few functions that load
  // a string worth reading (a signature): find those by their `lea disp(%rip), %reg` bytes (REX.W,
  // 8D, ModRM mod=00 rm=101), and decode each such function whole, from its first byte. A byte
  // pattern that is not really an instruction only makes one more function decoded.
  std::vector<std::size_t> chosen;  // indexes into starts
  // A module loads the same strings from many places: each target is judged once.
  std::unordered_map<std::uint64_t, bool> judged;
  const std::uint8_t* data = bytes.data();
  for (std::uint64_t at = 0; at + 7 <= bytes.size(); ++at) {
    if ((data[at] & 0xfb) != 0x48 || data[at + 1] != 0x8d || (data[at + 2] & 0xc7) != 0x05) continue;
    const std::uint64_t pc = code.address + at;
    const std::uint64_t target = pc + 7 + static_cast<std::uint64_t>(bytes.read<std::int32_t>(at + 3));
    auto [verdict, first] = judged.try_emplace(target, false);
    if (first) verdict->second = worth_reading(target);
    if (!verdict->second) continue;
    auto next = std::upper_bound(starts.begin(), starts.end(), pc);
    if (next == starts.begin()) {
      chosen.push_back(starts.size());  // before the first listed function: from the section's start
    } else {
      chosen.push_back(static_cast<std::size_t>(next - starts.begin()) - 1);
    }
  }
  std::sort(chosen.begin(), chosen.end());
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  if (!chosen.empty() && chosen.back() == starts.size()) {  // the unlisted head sorts first
    chosen.pop_back();
    chosen.insert(chosen.begin(), starts.size());
  }
  const std::uint64_t end = code.address + bytes.size();
  for (std::size_t index : chosen) {
    const std::uint64_t begin = index == starts.size() ? code.address : starts[index];
    const std::uint64_t stop = index == starts.size()      ? starts.front()
                               : index + 1 < starts.size() ? starts[index + 1]
                                                           : end;
    x86_64_calls_in(bytes.sub(begin - code.address, stop - begin), begin, is_code, out);
  }
}

void x86_64_calls_in(ByteView bytes, std::uint64_t code_address, const std::function<bool(std::uint64_t)>& is_code,
                     CallSites& out) {
  Decoder decoder;
  if (!decoder.ok() || bytes.size() == 0) return;
  const std::uint64_t end = code_address + bytes.size();
  std::unordered_map<std::uint64_t, State> incoming;  // forward jump targets -> what the jumps carry
  std::unordered_set<std::uint64_t> entries;          // forward call targets: functions start from nothing
  State state;
  bool reachable = true;  // false after a jump, a return or a trap: only jumps reach what follows
  const std::uint8_t* cursor = bytes.data();
  std::size_t left = bytes.size();
  std::uint64_t address = code_address;
  cs_insn* insn = decoder.insn();
  while (left > 0) {
    const std::uint64_t pc = address;
    arrive_at(pc, entries, incoming, state, reachable);
    if (!cs_disasm_iter(decoder.handle(), &cursor, &left, &address, insn)) {
      // Not an instruction (data, padding Capstone 4 does not know): skip a byte, know nothing.
      ++cursor;
      --left;
      ++address;
      state = State{};
      continue;
    }
    const cs_x86& x86 = insn->detail->x86;
    const bool immediate_target = x86.op_count == 1 && x86.operands[0].type == X86_OP_IMM;
    const std::uint64_t target = immediate_target ? static_cast<std::uint64_t>(x86.operands[0].imm) : 0;
    if (insn->id == X86_INS_CALL) {
      if (immediate_target && is_code(target)) {
        ++out.calls_to[target];
        CallSite site{
            pc, target, {state.registers[kRdi], state.registers[kRsi], state.registers[kRdx], state.registers[kRcx]}};
        if (site.arguments[0] || site.arguments[1] || site.arguments[2] || site.arguments[3]) {
          out.sites.push_back(site);
        }
        if (target > pc && target < end) entries.insert(target);
      }
      forget_caller_saved(state);
      continue;
    }
    if (in_group(*insn, X86_GRP_JUMP)) {
      if (immediate_target && target > pc && target < end) {
        auto [slot, inserted] = incoming.try_emplace(target, state);
        if (!inserted) slot->second.meet(state);
      }
      if (insn->id == X86_INS_JMP) reachable = false;  // also `jmp *%rax`: a jump table or a tail call
      continue;
    }
    if (in_group(*insn, X86_GRP_RET) || insn->id == X86_INS_UD2 || insn->id == X86_INS_HLT ||
        insn->id == X86_INS_INT3) {
      reachable = false;
      continue;
    }
    step(decoder.handle(), *insn, state);
  }
}

}  // namespace cudacompat::abi
