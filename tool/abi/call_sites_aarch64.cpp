// aarch64 call sites. Compilers build an address with `adrp` + `add` and keep it in a callee-saved
// register or a stack slot across calls (`mov x2, x21`, `str x0, [sp, #120]`), so one pass over
// the section carries what each register holds. Control flow is followed as far as the pass can
// without a CFG: a forward branch hands its state to its target, a join keeps only what all its
// known predecessors agree on, and the code after an unconditional branch starts from what the
// branches to it carried (nothing, if none did). Without that, an error path placed between two
// calls (`mov w22, #1; b fail`) would overwrite, for the pass, a register the next call still
// reads (on the cuda-python 12.6.0 aarch64 wheel a plain sweep misses 1 of 52 exports of one
// module and up to 32 of 456 imports of others).
#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "abi/call_sites.h"
#include "abi/forward_flow.h"

namespace cudacompat::abi {
namespace {

using readers::ByteView;

// A stack slot an address was spilled to: [sp, #offset] or [x29, #offset].
using SlotKey = std::int64_t;
SlotKey slot_key(unsigned base, std::int64_t offset) { return (base == 29 ? (std::int64_t{1} << 40) : 0) + offset; }

struct State {
  std::array<std::optional<std::uint64_t>, 31> registers;  // x0..x30; x31 is sp or xzr, never an address here
  std::vector<std::pair<SlotKey, std::uint64_t>> slots;    // sorted by key

  void forget(unsigned reg) {
    if (reg < 31) registers[reg].reset();
  }
  void forget_slots_of(unsigned base) {
    std::erase_if(slots, [&](const auto& slot) { return (slot.first >= (std::int64_t{1} << 39)) == (base == 29); });
  }
  void store(SlotKey key, std::optional<std::uint64_t> value) {
    auto at = slot_at(slots, key);
    if (at != slots.end() && at->first == key) {
      if (value) {
        at->second = *value;
      } else {
        slots.erase(at);
      }
    } else if (value) {
      slots.insert(at, {key, *value});
    }
  }
  std::optional<std::uint64_t> load(SlotKey key) const { return load_slot(slots, key); }
  bool operator==(const State&) const = default;
  // What this state and `other` agree on.
  void meet(const State& other) {
    for (std::size_t r = 0; r < registers.size(); ++r) {
      if (registers[r] != other.registers[r]) registers[r].reset();
    }
    std::erase_if(slots, [&](const auto& slot) { return other.load(slot.first) != slot.second; });
  }
};

std::int64_t sign_extend(std::uint64_t value, int bits) {
  const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
  return static_cast<std::int64_t>((value ^ sign) - sign);
}

// Branch targets (conditional and unconditional, immediate): the address, or nullopt.
std::optional<std::uint64_t> branch_target(std::uint32_t op, std::uint64_t pc) {
  if ((op & 0x7c000000) == 0x14000000) return pc + sign_extend(op & 0x03ffffff, 26) * 4;      // B, BL
  if ((op & 0xff000010) == 0x54000000) return pc + sign_extend((op >> 5) & 0x7ffff, 19) * 4;  // B.cond
  if ((op & 0x7e000000) == 0x34000000) return pc + sign_extend((op >> 5) & 0x7ffff, 19) * 4;  // CBZ, CBNZ
  if ((op & 0x7e000000) == 0x36000000) return pc + sign_extend((op >> 5) & 0x3fff, 14) * 4;   // TBZ, TBNZ
  return std::nullopt;
}

bool is_bl(std::uint32_t op) { return (op & 0xfc000000) == 0x94000000; }
bool is_b(std::uint32_t op) { return (op & 0xfc000000) == 0x14000000; }
// BR, BLR, RET and their pointer-authenticated forms.
bool is_branch_register(std::uint32_t op) { return (op & 0xfe000000) == 0xd6000000; }
bool is_blr(std::uint32_t op) { return is_branch_register(op) && ((op >> 21) & 0x7) == 1; }

// A call: the callee may change x0..x18 and the link register; the caller's frame is untouched.
void forget_caller_saved(State& state) {
  for (unsigned r = 0; r <= 18; ++r) state.registers[r].reset();
  state.registers[30].reset();
}

// --- Loads and stores ---------------------------------------------------------------------------

unsigned field_rt(std::uint32_t op) { return op & 31; }
unsigned field_rn(std::uint32_t op) { return (op >> 5) & 31; }
unsigned field_rt2(std::uint32_t op) { return (op >> 10) & 31; }
bool is_frame_base(unsigned reg) { return reg == 31 || reg == 29; }
bool is_vector(std::uint32_t op) { return op & (1u << 26); }

// What a register holds (x31, sp or xzr, never holds an address here), and writing one (x31: dropped).
std::optional<std::uint64_t> value_of(const State& state, unsigned reg) {
  return reg < 31 ? state.registers[reg] : std::nullopt;
}
void set_register(State& state, unsigned reg, std::optional<std::uint64_t> value) {
  if (reg < 31) state.registers[reg] = value;
}

// A write-back of the base register; where the base is the frame, the frame moved: its slots are
// elsewhere now.
void written_back(unsigned rn, State& state) {
  state.forget(rn);
  if (is_frame_base(rn)) state.forget_slots_of(rn);
}

// An instruction class: the bits that tell it (op & mask == match), and what it does to the state.
struct Rule {
  std::uint32_t mask;
  std::uint32_t match;
  void (*apply)(std::uint32_t op, State& state);
};

// The first rule of `rules` that `op` matches is applied; false when none does.
template <std::size_t N>
bool apply_first(const std::array<Rule, N>& rules, std::uint32_t op, State& state) {
  for (const Rule& rule : rules) {
    if ((op & rule.mask) == rule.match) {
      rule.apply(op, state);
      return true;
    }
  }
  return false;
}

SlotKey scaled_slot(std::uint32_t op) { return slot_key(field_rn(op), ((op >> 10) & 0xfff) * 8); }
SlotKey unscaled_slot(std::uint32_t op) { return slot_key(field_rn(op), sign_extend((op >> 12) & 0x1ff, 9)); }

void spill_scaled(std::uint32_t op, State& state) { state.store(scaled_slot(op), value_of(state, field_rt(op))); }
void reload_scaled(std::uint32_t op, State& state) { set_register(state, field_rt(op), state.load(scaled_slot(op))); }
void spill_unscaled(std::uint32_t op, State& state) { state.store(unscaled_slot(op), value_of(state, field_rt(op))); }
void reload_unscaled(std::uint32_t op, State& state) {
  set_register(state, field_rt(op), state.load(unscaled_slot(op)));
}
void spill_or_reload_pair(std::uint32_t op, State& state) {
  const unsigned rn = field_rn(op);
  const std::int64_t offset = sign_extend((op >> 15) & 0x7f, 7) * 8;
  if (op & (1u << 22)) {
    set_register(state, field_rt(op), state.load(slot_key(rn, offset)));
    set_register(state, field_rt2(op), state.load(slot_key(rn, offset + 8)));
  } else {
    state.store(slot_key(rn, offset), value_of(state, field_rt(op)));
    state.store(slot_key(rn, offset + 8), value_of(state, field_rt2(op)));
  }
}

// Spills and reloads of an X register to and from the frame ([sp|x29, #offset]), which the pass models.
constexpr std::array<Rule, 6> kFrameAccesses{{
    {0xffc00000, 0xf9000000, spill_scaled},          // STR Xt, [base, #imm12 * 8]
    {0xffc00000, 0xf9400000, reload_scaled},         // LDR Xt, [base, #imm12 * 8]
    {0xffe00c00, 0xf8000000, spill_unscaled},        // STUR Xt, [base, #simm9]
    {0xffe00c00, 0xf8400000, reload_unscaled},       // LDUR Xt, [base, #simm9]
    {0xffc00000, 0xa9000000, spill_or_reload_pair},  // STP Xt, Xt2, [base, #simm7 * 8] (no writeback)
    {0xffc00000, 0xa9400000, spill_or_reload_pair},  // LDP Xt, Xt2, [base, #simm7 * 8] (no writeback)
}};

void load_store_pair(std::uint32_t op, State& state) {
  const unsigned rn = field_rn(op);
  if ((op & (1u << 22)) && !is_vector(op)) {
    state.forget(field_rt(op));
    state.forget(field_rt2(op));
  } else if (!(op & (1u << 22)) && is_frame_base(rn)) {
    state.forget_slots_of(rn);  // a store to the frame this pass does not model
  }
  if (((op >> 23) & 3) == 1 || ((op >> 23) & 3) == 3) written_back(rn, state);
}

void load_store_register(std::uint32_t op, State& state) {
  const unsigned rn = field_rn(op);
  const bool vector = is_vector(op);
  const unsigned opc = (op >> 22) & 3;
  const bool unsigned_offset = op & (1u << 24);
  const bool atomic = !unsigned_offset && (op & (1u << 21)) && ((op >> 10) & 3) == 0;
  const bool prefetch = (op >> 30) == 3 && opc == 2;
  if (!vector && (atomic || (opc != 0 && !prefetch))) state.forget(field_rt(op));
  if (!vector && opc == 0 && !atomic && is_frame_base(rn)) state.forget_slots_of(rn);
  if (!unsigned_offset && !(op & (1u << 21)) && (((op >> 10) & 3) == 1 || ((op >> 10) & 3) == 3)) {
    written_back(rn, state);
  }
}

void load_literal(std::uint32_t op, State& state) {
  if (!is_vector(op) && (op >> 30) != 3) state.forget(field_rt(op));
}

void exclusive_or_ordered(std::uint32_t op, State& state) {
  state.forget((op >> 16) & 31);
  if (op & (1u << 22)) {
    state.forget(field_rt(op));
    state.forget(field_rt2(op));
  }
}

void simd_structures(std::uint32_t op, State& state) {
  if (op & (1u << 23)) written_back(field_rn(op), state);  // post-index
}

// Every other load and store: what it writes is forgotten.
constexpr std::array<Rule, 5> kOtherAccesses{{
    {0x3a000000, 0x28000000, load_store_pair},
    {0x3a000000, 0x38000000, load_store_register},
    {0x3b000000, 0x18000000, load_literal},          // LDR (literal)
    {0x3f000000, 0x08000000, exclusive_or_ordered},  // exclusive and ordered loads and stores, compare-and-swap
    {0xbe000000, 0x0c000000, simd_structures},
}};

// Loads and stores: updates `state` for what the instruction writes. Returns false when `op` is
// not a load or store.
bool load_or_store(std::uint32_t op, State& state) {
  if ((op & 0x0a000000) != 0x08000000) return false;
  if (is_frame_base(field_rn(op)) && apply_first(kFrameAccesses, op, state)) return true;
  apply_first(kOtherAccesses, op, state);
  return true;
}

// --- Data processing -------------------------------------------------------------------------

// Address arithmetic, with the instruction's own address (ADRP and ADR are relative to it).
struct AddressRule {
  std::uint32_t mask;
  std::uint32_t match;
  std::optional<std::uint64_t> (*value)(std::uint32_t op, std::uint64_t pc, const State& state);
};

std::int64_t adr_immediate(std::uint32_t op) {
  return sign_extend(((op >> 29) & 3) | (((op >> 5) & 0x7ffff) << 2), 21);
}

std::optional<std::uint64_t> adrp(std::uint32_t op, std::uint64_t pc, const State&) {
  return (pc & ~std::uint64_t{0xfff}) + static_cast<std::uint64_t>(adr_immediate(op) * 4096);
}
std::optional<std::uint64_t> adr(std::uint32_t op, std::uint64_t pc, const State&) { return pc + adr_immediate(op); }
std::optional<std::uint64_t> add_immediate(std::uint32_t op, std::uint64_t, const State& state) {
  const std::uint64_t immediate = ((op >> 10) & 0xfff) << ((op & (1u << 22)) ? 12 : 0);
  const bool subtract = op & (1u << 30);
  const auto base = value_of(state, field_rn(op));
  if (!base) return std::nullopt;
  return subtract ? *base - immediate : *base + immediate;
}
std::optional<std::uint64_t> mov_register(std::uint32_t op, std::uint64_t, const State& state) {
  return value_of(state, (op >> 16) & 31);
}

constexpr std::array<AddressRule, 4> kAddressRules{{
    {0x9f000000, 0x90000000, adrp},
    {0x9f000000, 0x10000000, adr},
    {0xbf800000, 0x91000000, add_immediate},  // ADD / SUB Xd, Xn, #imm12 {, LSL #12}
    {0xffe0ffe0, 0xaa0003e0, mov_register},   // MOV Xd, Xm (ORR Xd, XZR, Xm)
}};

// A data-processing instruction: an address rule sets Rd, any other instruction writes Rd unknown.
void data_processing(std::uint32_t op, std::uint64_t pc, State& state) {
  const unsigned rd = op & 31;
  // ADD/SUB sp, sp, #imm: the frame moved, its slots are elsewhere now.
  if (rd == 31 && (op & 0xdf800000) == 0x91000000) state.forget_slots_of(31);
  for (const AddressRule& rule : kAddressRules) {
    if ((op & rule.mask) == rule.match) {
      set_register(state, rd, rule.value(op, pc, state));
      return;
    }
  }
  state.forget(rd);
}

// --- The pass ----------------------------------------------------------------------------------

// Backward branch targets -> the meet of what the branches to each carried.
using BackwardStates = std::unordered_map<std::uint64_t, State>;

// What one pass over a section needs besides its bytes.
struct Pass {
  const std::unordered_set<std::uint64_t>& entries;           // call targets: they start from nothing
  const std::unordered_set<std::uint64_t>& backward_targets;  // where some backward branch lands
  const BackwardStates* carried_back;                         // from the previous pass; null in the first
};

// One pass in address order (see sweep): the state carried from instruction to instruction.
class Sweep {
 public:
  Sweep(const readers::ElfFile& elf, const readers::ElfSection& code, const Pass& pass, CallSites& out)
      : elf_(elf), pass_(pass), out_(out), end_(code.address + elf.section_bytes(code).size() / 4 * 4) {}

  void instruction(std::uint32_t op, std::uint64_t pc) {
    arrive(pc);
    if (auto target = branch_target(op, pc)) {
      branch(op, pc, *target);
    } else if (is_branch_register(op)) {
      if (is_blr(op)) {
        forget_caller_saved(state_);
      } else {
        reachable_ = false;  // BR (a jump table or a tail call), RET
      }
    } else if ((op & 0x1c000000) == 0x14000000) {  // exceptions and system instructions: MRS writes Rt
      if ((op & 0xfff00000) == 0xd5300000) state_.forget(op & 31);
    } else if (!load_or_store(op, state_)) {
      data_processing(op, pc, state_);
    }
  }

  bool met_backward_only() const { return met_backward_only_; }
  BackwardStates take_backward() { return std::move(backward_); }

 private:
  // The state on arrival at `pc`: code only backward branches reach starts from what they carried
  // (in the previous pass), else the forward join (arrive_at).
  void arrive(std::uint64_t pc) {
    const bool jumped_to = incoming_.contains(pc);
    if (!reachable_ && !jumped_to && !pass_.entries.contains(pc) && pass_.backward_targets.contains(pc)) {
      met_backward_only_ = true;
      heads_.insert(pc);
      if (pass_.carried_back) {
        auto carried = pass_.carried_back->find(pc);
        state_ = carried == pass_.carried_back->end() ? State{} : carried->second;
        not_reached_ = false;
      } else {
        state_ = State{};
        not_reached_ = true;
      }
      reachable_ = true;
      return;
    }
    // Falling through from code not reached yet: the target keeps what its branches carried.
    if (not_reached_ && jumped_to) reachable_ = false;
    if (not_reached_ && (jumped_to || pass_.entries.contains(pc) || !reachable_)) not_reached_ = false;
    arrive_at(pc, pass_.entries, incoming_, state_, reachable_);
  }

  void branch(std::uint32_t op, std::uint64_t pc, std::uint64_t target) {
    if (is_bl(op)) {
      call(pc, target);
      return;
    }
    if (!not_reached_ && target > pc && target < end_) {
      auto [slot, inserted] = incoming_.try_emplace(target, state_);
      if (!inserted) slot->second.meet(state_);
    } else if (!not_reached_ && heads_.contains(target)) {  // only these start from what back edges carry
      auto [slot, inserted] = backward_.try_emplace(target, state_);
      if (!inserted) slot->second.meet(state_);
    }
    if (is_b(op)) reachable_ = false;
  }

  void call(std::uint64_t pc, std::uint64_t target) {
    if (is_code_address(elf_, target)) {
      ++out_.calls_to[target];
      CallSite site{pc, target, {state_.registers[0], state_.registers[1], state_.registers[2], state_.registers[3]}};
      if (site.arguments[0] || site.arguments[1] || site.arguments[2] || site.arguments[3]) out_.sites.push_back(site);
    }
    forget_caller_saved(state_);
  }

  const readers::ElfFile& elf_;
  const Pass& pass_;
  CallSites& out_;
  const std::uint64_t end_;
  std::unordered_map<std::uint64_t, State> incoming_;  // forward branch targets -> what the branches carry
  BackwardStates backward_;
  std::unordered_set<std::uint64_t> heads_;  // the code met so far that only backward branches reach
  State state_;
  bool reachable_ = true;     // false after an unconditional branch: only branches reach what follows
  bool not_reached_ = false;  // code only backward branches reach, whose state the first pass lacks
  bool met_backward_only_ = false;
};

// One pass in address order. Code that only backward branches reach (a rotated loop's head after a
// `b` into the loop's middle) starts from what those branches carried in the previous pass; in the
// first pass, where nothing is known of them yet, it is "not reached yet": what it hands on by
// falling through or branching forward joins nothing (and where it falls through into a forward
// branch target, that target starts from what the branches carried). Returns what the backward
// branches carried in this pass; `met_backward_only` says whether any such code was met.
BackwardStates sweep(const readers::ElfFile& elf, const readers::ElfSection& code, const Pass& pass, CallSites& out,
                     bool& met_backward_only) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint64_t count = bytes.size() / 4;
  Sweep walk(elf, code, pass, out);
  for (std::uint64_t i = 0; i < count; ++i) walk.instruction(bytes.read<std::uint32_t>(i * 4), code.address + i * 4);
  if (walk.met_backward_only()) met_backward_only = true;
  return walk.take_backward();
}

}  // namespace

void aarch64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, CallSites& out) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint64_t count = bytes.size() / 4;
  // Functions called from this section start from nothing known, whatever precedes them.
  std::unordered_set<std::uint64_t> entries;
  std::unordered_set<std::uint64_t> backward_targets;
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto op = bytes.read<std::uint32_t>(i * 4);
    const std::uint64_t pc = code.address + i * 4;
    if (is_bl(op)) {
      entries.insert(*branch_target(op, pc));
    } else if (auto target = branch_target(op, pc); target && *target <= pc && *target >= code.address) {
      backward_targets.insert(*target);
    }
  }
  // Passes until what the backward branches carry stops changing. GCC rotates loops: on the
  // cuda-bindings 13.0.0 aarch64 wheel, the module-init code of cyruntime enters a loop by a branch
  // to its middle, and the loop's head, placed after a `b`, is reached only from the loop's end; one
  // pass started it from nothing and lost x20, the module state's address, so the 15 import calls
  // that followed (`add x2, x21, #264` with x21 = x20 + 672) were not read. Bounded: where the
  // passes do not settle, the code only backward branches reach starts from nothing (one pass, as
  // before).
  constexpr int kMaxPasses = 4;
  BackwardStates carried;
  for (int passes = 1;; ++passes) {
    CallSites found;
    bool met_backward_only = false;
    BackwardStates next =
        sweep(elf, code, Pass{entries, backward_targets, passes == 1 ? nullptr : &carried}, found, met_backward_only);
    const bool settled = !met_backward_only || (passes > 1 && next == carried);
    if (settled || passes == kMaxPasses) {
      if (!settled) {
        found = {};
        const std::unordered_set<std::uint64_t> no_targets;
        const BackwardStates nothing;
        sweep(elf, code, Pass{entries, no_targets, &nothing}, found, met_backward_only);
      }
      out.sites.insert(out.sites.end(), found.sites.begin(), found.sites.end());
      for (const auto& [callee, calls] : found.calls_to) out.calls_to[callee] += calls;
      return;
    }
    carried = std::move(next);
  }
}

}  // namespace cudacompat::abi
